"""What the rule-page tests share: the required sections, a fresh render for every test, and a
small element tree to find engine blocks and read their tables."""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from html.parser import HTMLParser

import pytest

from reference import rulebook
from tests.caches import own_caches

REQUIRED_SECTIONS = [
    "materiel",
    "ordre-des-cartes",
    "points",
    "contrats",
    "jeu-de-la-carte",
    "annonces",
    "marque",
    "fin-de-partie",
    "variantes",
    "interpretations",
]


@pytest.fixture(autouse=True)
def fresh_pages(request):
    """A page is rendered once and read by every test (sources and engine data are fixed at run
    time); a test that patches engine data renders afresh into caches of its own, which go with
    it: no patched page stays cached, and the pages rendered before it are read again after it
    instead of being rendered once more by every later test."""
    if not patches_engine(request):
        yield
        return
    with own_pages():
        yield


@contextmanager
def own_pages() -> Iterator[None]:
    """An empty rule-book cache and an empty ``_SERVED`` while the block runs; the shared ones
    again afterwards."""
    served = dict(_SERVED)
    _SERVED.clear()
    try:
        with own_caches(rulebook.render_page):
            yield
    finally:
        _SERVED.clear()
        _SERVED.update(served)


def forget_pages() -> None:
    """Drop every rendered page, here and in the rule book, so the next read renders afresh."""
    rulebook.render_page.cache_clear()
    _SERVED.clear()


def patches_engine(request) -> bool:
    """Whether the test itself asks for ``monkeypatch`` (every test's fixture closure holds it
    through autouse fixtures, so the closure cannot tell)."""
    return "monkeypatch" in inspect.signature(request.function).parameters


VOID = {"br", "hr", "img", "input", "meta", "link", "source", "wbr", "col", "area", "base"}


@dataclass
class Node:
    tag: str
    attrs: dict[str, str]
    children: list[Node | str] = field(default_factory=list)

    def text(self) -> str:
        """The visible text, without the text drawn inside card pictures."""
        parts: list[str] = []
        for child in self.children:
            if isinstance(child, str):
                parts.append(child)
            elif child.tag != "svg":
                parts.append(child.text())
        return re.sub(r"\s+", " ", "".join(parts)).strip()

    def classes(self) -> set[str]:
        return set(self.attrs.get("class", "").split())

    def find_all(self, test) -> list[Node]:
        found = []
        for child in self.children:
            if isinstance(child, Node):
                if test(child):
                    found.append(child)
                found.extend(child.find_all(test))
        return found

    def cards(self) -> list[str]:
        return [n.attrs["data-card"] for n in self.find_all(lambda n: "data-card" in n.attrs)]


class TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Node("root", {})
        self.stack = [self.root]

    def handle_starttag(self, tag, attrs):
        node = Node(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(node)
        if tag not in VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag, attrs):
        self.stack[-1].children.append(Node(tag, {k: v or "" for k, v in attrs}))

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, 0, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                return

    def handle_data(self, data):
        self.stack[-1].children.append(data)


#: The pages ``with_appendix`` served, by address and headers, until ``forget_pages``.
_SERVED: dict[tuple[str, tuple[tuple[str, str], ...]], str] = {}


def with_appendix(client, url: str, headers: dict[str, str]) -> str:
    """A rule page followed by its developers' appendix (options, case-file fields, more
    examples): the two pages together hold every block the document draws. Served once per
    process and language, like the rule book's render, unless a test patches engine data."""
    key = (url, tuple(sorted(headers.items())))
    if key not in _SERVED:
        pages = []
        for path in (url, f"{url}developpeurs/"):
            response = client.get(path, headers=headers)
            assert response.status_code == 200, path
            pages.append(response.content.decode())
        _SERVED[key] = "\n".join(pages)
    return _SERVED[key]


@lru_cache(maxsize=8)
def parse(html: str) -> Node:
    """The element tree of ``html`` (shared: the tests only read it)."""
    builder = TreeBuilder()
    builder.feed(html)
    return builder.root


def block(root: Node, name: str, example: str | None = None) -> Node:
    found = root.find_all(
        lambda n: (
            n.attrs.get("data-block") == name
            and (example is None or n.attrs.get("data-example") == example)
        )
    )
    assert len(found) == 1, f"block {name} {example or ''}: found {len(found)}"
    return found[0]


def rows(node: Node, index: int = 0) -> list[list[Node]]:
    """The rows of the ``index``-th table in ``node``, each a list of its th/td cells."""
    table = node.find_all(lambda n: n.tag == "table")[index]
    return [
        tr.find_all(lambda n: n.tag in ("th", "td"))
        for tr in table.find_all(lambda n: n.tag == "tr")
    ]
