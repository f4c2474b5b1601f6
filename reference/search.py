"""Search across the rule pages and the glossary, on the server, in the active language.

Every section of every rendered page is a search entry. A query matches the sections that
contain all its words (accents and case ignored); a word in a heading counts five times as
much as one in the text. Results link to the section's anchor.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from django.urls import reverse

from reference.engine import DOCUMENTS
from reference.rulebook import has_source, render_page

WORD = re.compile(r"[^\W_]+", re.UNICODE)
MAX_QUERY = 200
SNIPPET = 90


@dataclass(frozen=True)
class Hit:
    """One matching section."""

    url: str
    page_title: str
    number: str
    title: str
    snippet: str
    score: int


@dataclass(frozen=True)
class _Entry:
    url: str
    page_title: str
    number: str
    title: str
    text: str
    folded_title: str
    folded_text: str


def fold(text: str) -> str:
    """Lower case without accents: "Cœur" and "coeur" fold alike."""
    decomposed = unicodedata.normalize("NFKD", text.lower().replace("œ", "oe").replace("æ", "ae"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def query_words(query: str) -> list[str]:
    """The distinct folded words of a query (one-letter words ignored)."""
    return list(dict.fromkeys(w for w in WORD.findall(fold(query[:MAX_QUERY])) if len(w) > 1))


@lru_cache(maxsize=4)
def _index(language: str) -> tuple[_Entry, ...]:
    slugs = [(d.slug, reverse("reference:document", args=[d.slug])) for d in DOCUMENTS]
    slugs.append(("glossaire", reverse("reference:glossary")))
    entries = []
    for slug, url in slugs:
        if not has_source(slug):
            continue
        page = render_page(slug, language)
        for section in page.sections:
            entries.append(
                _Entry(
                    f"{url}#{section.id}",
                    page.title,
                    section.number,
                    section.title,
                    section.text,
                    fold(section.title),
                    fold(section.text),
                )
            )
    return tuple(entries)


def search(query: str, language: str, limit: int = 30) -> list[Hit]:
    """Sections containing every word of ``query``, best first."""
    words = query_words(query)
    if not words:
        return []
    hits = []
    for entry in _index(language):
        counts = [
            5 * _count(word, entry.folded_title) + _count(word, entry.folded_text) for word in words
        ]
        if all(counts):
            hits.append(
                Hit(
                    entry.url,
                    entry.page_title,
                    entry.number,
                    entry.title,
                    _snippet(entry, words[0]),
                    sum(counts),
                )
            )
    hits.sort(key=lambda h: -h.score)
    return hits[:limit]


def _count(word: str, folded: str) -> int:
    return len(re.findall(rf"(?<!\w){re.escape(word)}", folded))


def _snippet(entry: _Entry, word: str) -> str:
    match = re.search(rf"(?<!\w){re.escape(word)}", entry.folded_text)
    if match is None:
        return entry.text[: 2 * SNIPPET]
    # folding keeps positions for French text (one character in, one out) except œ/æ.
    start = max(0, match.start() - SNIPPET)
    prefix = "…" if start else ""
    suffix = "…" if match.end() + SNIPPET < len(entry.text) else ""
    return prefix + entry.text[start : match.end() + SNIPPET].strip() + suffix
