"""Every rule page, « L'essentiel » and glossary entry, in both languages, speaks the player's
words: no option name, case-file field, ``true``/``false``/``null``, « moteur », « fichier de
cas », document number, team abbreviation or interpretation record id outside the developers'
appendix (its own page). The same crawl checks the typography each language expects."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from reference.engine import DOCUMENTS
from tests.layers import sampled
from tests.reference.pagetree import Node, parse

LANGUAGES = ("fr", "en")
PLAYER_PAGES = (
    [reverse("reference:home"), reverse("reference:glossary")]
    + [reverse("reference:document", args=[d.slug]) for d in DOCUMENTS]
    + [reverse("reference:essentials", args=[d.slug]) for d in DOCUMENTS]
)
ENGINE_WORDS = {
    "the engine": r"\bmoteurs?\b|\bengines?\b",
    "case files": r"\bfichiers? de cas\b|\bcase[- ]?files?\b|\bcas de marque\b",
    "an option": r"\boptions?\b",
    "a field or identifier": r"\b[a-z]+_[a-z0-9_]+\b",
    "true/false/null": r"\b(?:true|false|null|None)\b",
    "a document number": r"\b00[0-4]\b",
    "a team abbreviation": r"\b(?:EW|NS|NE|SO)\b",
    "a direction code": r"\b(?:cw|ccw)\b",
    "a seat counted from 0": r"\b(?:[Pp]layer|[Jj]oueur|[Ss]eat|[Pp]lace) 0\b",
    "an interpretation record id": r"\b(?:coinche|voisin|whist|neurotrio)-[a-z0-9]+(?:-[a-z0-9]+)*\b",
    "the site as a player": r"\bAtout (?:distribue|deals|compte|counts|retient|keeps|applique|"
    r"applies|propose|offers|permet|lets|joue|plays|ne |does|donne|gives|suit|follows)\b",
}
SKIP = {"svg", "script", "style", "code"}
INLINE = {"a", "span", "strong", "em", "b", "i", "s", "abbr", "mark", "small", "sup", "sub"}


def visible_text(node: Node) -> str:
    """What a reader sees or hears: text (not inside card drawings) and accessible labels."""
    labels = [node.attrs.get(a, "") for a in ("aria-label", "title", "alt", "placeholder")]
    parts = [f" {label} " for label in labels if label]
    for child in node.children:
        if isinstance(child, str):
            parts.append(child)
        elif child.tag not in SKIP:
            text = visible_text(child)
            parts.append(text if child.tag in INLINE else f" {text} ")
    return re.sub(r"\s+", " ", "".join(parts))


def chunks(root: Node) -> list[tuple[str, str]]:
    """(where, text): each glossary entry, each section of a page, else the whole page."""
    main = root.find_all(lambda n: n.tag == "main")[0]
    sections = main.find_all(lambda n: n.tag == "section")
    if not sections:
        return [("page", visible_text(main))]
    return [(s.attrs.get("aria-labelledby", "?"), visible_text(s)) for s in sections] + [
        ("page", visible_text(main))
    ]


class Pages(dict):
    """Each (language, url) page fetched and parsed the first time a test reads it."""

    def __missing__(self, key: tuple[str, str]) -> Node:
        from django.test import Client

        language, url = key
        response = Client().get(url, headers={"Accept-Language": language})
        assert response.status_code == 200, url
        self[key] = parse(response.content.decode())
        return self[key]


@pytest.fixture(scope="module")
def pages() -> Pages:
    return Pages()


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("url", sampled(PLAYER_PAGES, 3))
def test_player_pages_use_no_engine_vocabulary(pages, language, url):
    root = pages[(language, url)]
    found = []
    for where, text in chunks(root):
        for name, pattern in ENGINE_WORDS.items():
            for match in re.finditer(pattern, text):
                start = max(0, match.start() - 50)
                found.append(f"{where}: {name}: …{text[start : match.end() + 30]}…")
    assert found == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("url", sampled(PLAYER_PAGES, 3))
def test_no_code_outside_the_appendix(pages, language, url):
    main = pages[(language, url)].find_all(lambda n: n.tag == "main")[0]
    assert [visible_text(c) for c in main.find_all(lambda n: n.tag == "code")] == []


@pytest.mark.parametrize("url", sampled(PLAYER_PAGES, 3))
def test_english_pages_put_no_space_before_colons(pages, url):
    text = visible_text(pages[("en", url)])
    assert re.findall(r".{20}\w[ \u00a0\u202f][:;?!](?!\w).{0,20}", text) == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("url", sampled(PLAYER_PAGES, 3))
def test_counted_words_agree_with_their_number(pages, language, url):
    """French says « 0 point », « 1 pli »; English says "0 points", "1 trick"; nobody says
    "pli(s)"."""
    text = visible_text(pages[(language, url)])
    if language == "fr":
        wrong = r"\b[01] (?:points|plis|levées|cartes|annonces|joueurs|traits|atouts)\b"
    else:
        wrong = r"(?<![\d.,])\b1 (?:points|tricks|cards|announcements|players|marks|trumps)\b"
    wrong += r"|\w\(s\)"
    assert re.findall(rf".{{0,30}}(?:{wrong}).{{0,10}}", text) == []


def test_the_appendix_holds_what_the_player_page_leaves_out(client):
    for document in DOCUMENTS:
        html = client.get(reverse("reference:developers", args=[document.slug])).content
        text = visible_text(parse(html.decode()))
        assert re.search(ENGINE_WORDS["a field or identifier"], text), document.slug
        assert "<code>" in html.decode()
