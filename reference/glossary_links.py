"""Link the first use of each glossary term on a page to its entry in the glossary.

The glossary source (``documents/glossaire.<lang>.md``) names each term in a level-3 heading
with its anchor and the forms to recognise: ``### Atout {#atout data-forms="atout|atouts"}``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

from django.urls import reverse

DOCUMENTS_DIR = Path(__file__).resolve().parent / "documents"
TERM = re.compile(r'^###\s+(.+?)\s*\{#([a-z0-9-]+)[^}]*?data-forms="([^"]+)"([^}]*)\}\s*$', re.M)
NOT = re.compile(r'data-not="([^"]+)"')
TOKEN = re.compile(r"(<[^>]+>)")
NO_LINK_INSIDE = {"a", "h1", "h2", "h3", "h4", "dt", "code", "summary"}


@lru_cache(maxsize=4)
def glossary_terms(language: str) -> tuple[tuple[str, str, re.Pattern[str]], ...]:
    """(anchor, term, pattern of its forms), longest forms first so "contre-atout" beats "atout"."""
    path = DOCUMENTS_DIR / f"glossaire.{language}.md"
    if not path.exists():
        path = DOCUMENTS_DIR / "glossaire.fr.md"
    if not path.exists():
        return ()
    terms = []
    for title, anchor, forms, rest in TERM.findall(path.read_text(encoding="utf-8")):
        variants = sorted((f.strip() for f in forms.split("|") if f.strip()), key=len, reverse=True)
        alternation = "|".join(re.escape(v) for v in variants)
        # data-not: what may follow a form when it is the everyday word, not the game's term
        # (« son voisin de droite » is a neighbour at the table, « passe à gauche » a move)
        found = NOT.search(rest)
        avoid = "|".join(re.escape(a.strip()) for a in found.group(1).split("|")) if found else ""
        guard = rf"(?!\s+(?:{avoid})\b)" if avoid else ""
        pattern = re.compile(rf"(?<![\w-])({alternation})(?![\w-]){guard}", re.I)
        terms.append((anchor, title, pattern))
    return tuple(terms)


def link_terms(body: str, language: str) -> str:
    """Wrap the first use of each term (outside links, headings and code) in a glossary link."""
    terms = list(glossary_terms(language))
    if not terms:
        return body
    base = reverse("reference:glossary")
    open_tags: list[str] = []
    out: list[str] = []
    for token in TOKEN.split(body):
        if token.startswith("<"):
            _track(token, open_tags)
            out.append(token)
            continue
        if not token or any(tag in NO_LINK_INSIDE for tag in open_tags) or token.startswith(":::"):
            out.append(token)
            continue
        token, terms = _link_first_uses(token, terms, base)
        out.append(token)
    return "".join(out)


def _link_first_uses(
    text: str, terms: list[tuple[str, str, re.Pattern[str]]], base: str
) -> tuple[str, list[tuple[str, str, re.Pattern[str]]]]:
    """Link, in one text run, the first match of every term not linked yet (no overlaps)."""
    matches = []
    for term in terms:
        match = term[2].search(text)
        if match is not None:
            matches.append((match.start(), match.end(), term))
    taken: list[tuple[int, int, str]] = []
    linked = set()
    for start, end, (anchor, _title, _pattern) in sorted(matches, key=lambda m: (m[0], -m[1])):
        if taken and start < taken[-1][1]:
            continue  # overlaps a longer or earlier term: that term stays for a later run
        taken.append((start, end, anchor))
        linked.add(anchor)
    out, cursor = [], 0
    for start, end, anchor in taken:
        out.append(text[cursor:start])
        out.append(f'<a class="term-link" href="{base}#{anchor}">{text[start:end]}</a>')
        cursor = end
    out.append(text[cursor:])
    return "".join(out), [t for t in terms if t[0] not in linked]


def _track(tag: str, open_tags: list[str]) -> None:
    name = re.match(r"</?\s*([a-zA-Z0-9]+)", tag)
    if name is None or tag.endswith("/>"):
        return
    lowered = name.group(1).lower()
    if tag.startswith("</"):
        if lowered in open_tags:
            del open_tags[len(open_tags) - 1 - open_tags[::-1].index(lowered) :]
    elif lowered not in {"br", "img", "hr", "input", "meta", "link", "wbr"}:
        open_tags.append(lowered)
