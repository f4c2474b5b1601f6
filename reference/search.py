"""Search across the rule pages and the glossary, answering a player's question.

Every section of every rendered page (its « L'essentiel », the player's sections, the glossary
entries and the developers' appendix) is an entry of an SQLite FTS5 index built in memory from
the rendered pages, once per language. It lives in Python's own ``sqlite3``, whatever database
the site runs on, so search behaves the same under SQLite and PostgreSQL deployments.

Text and questions go through the same analysis (``reference.analysis``): case and accents
folded, elisions cut (« l'atout » is « atout »), stop words dropped, words reduced to their
Snowball stem, and the usual synonyms of the game brought to one word (monter = surcouper,
pisser = sous-couper, levée = pli; V/J = valet…). FTS5's BM25 ranks the sections, with the
heading weighing more than the text; a section that answers more of the question's words comes
first, and notes, glossary entries and the appendix give way to the rules themselves. A game
named in the question (« à la coinche », "in Le Voisin") or chosen in the filter limits the
search to that game. Each result shows the sentence that matches best, its words marked; a
question that finds nothing gets close words to try.
"""

from __future__ import annotations

import difflib
import html
import re
import sqlite3
import threading
from dataclasses import dataclass
from functools import lru_cache

from django.utils.safestring import SafeString, mark_safe

from reference.analysis import Analyzer, analyzer, fold
from reference.engine import DOCUMENTS
from reference.rulebook import has_source, page_url, render_page

MAX_QUERY = 200
SENTENCE_CHARS = 260
RESULT_LIMIT = 30
#: How much each kind of entry weighs against a section of the rules.
KIND_WEIGHT = {"rules": 1.0, "essentials": 0.9, "glossary": 0.8, "note": 0.6, "appendix": 0.35}
GLOSSARY = "glossaire"
#: The game filter's choices: a value of ``?jeu=`` and the pages it keeps.
GAME_FILTERS: dict[str, tuple[str, ...]] = {d.slug: (d.slug,) for d in DOCUMENTS} | {
    "whist": ("whist-reglement", "whist-couleur"),
    GLOSSARY: (GLOSSARY,),
}
#: Words of a question that name a game (folded), and the pages they keep.
GAME_WORDS: dict[str, tuple[str, ...]] = {
    "coinche": ("coinche",),
    "coinchee": ("coinche",),
    "belote": ("coinche",),
    "voisin": ("voisin",),
    "neurotrio": ("neurotrio",),
    "whist": ("whist-reglement", "whist-couleur"),
    "reglement": ("whist-reglement",),
    "rulebook": ("whist-reglement",),
}
GAME_PHRASES: dict[str, tuple[str, ...]] = {
    "whist a la couleur": ("whist-couleur",),
    "a la couleur": ("whist-couleur",),
    "colour whist": ("whist-couleur",),
    "le voisin": ("voisin",),
}
#: A question asking what a word means: the glossary answers it first.
DEFINITION = re.compile(
    r"\b(qu.est[- ]ce qu|c.est quoi|que veut dire|que signifie|definition|what is|what s|"
    r"what does .* mean|meaning of)\b"
)
SENTENCE = re.compile(r"(?<=[.!?;])\s+(?=[^\s])")


@dataclass(frozen=True)
class Hit:
    """One matching section."""

    url: str
    page_title: str
    number: str
    title: str
    snippet: SafeString
    """The best-matching sentence, its matching words in ``<mark>``."""
    score: float


@dataclass(frozen=True)
class Results:
    """What a search found: hits best first, the game it was limited to, and close words."""

    hits: list[Hit]
    games: tuple[str, ...] = ()
    """The pages the search was limited to (by the filter or a game named in the question)."""
    suggestions: tuple[str, ...] = ()
    """Close words to try when nothing was found."""


@dataclass(frozen=True)
class _Entry:
    url: str
    slug: str
    kind: str
    page_title: str
    number: str
    title: str
    text: str
    terms: frozenset[str]


class _Index:
    """One language's entries and their FTS5 table, in memory."""

    def __init__(self, entries: list[_Entry], analysis: Analyzer) -> None:
        self.entries = entries
        self.analysis = analysis
        self.lock = threading.Lock()
        self.db = sqlite3.connect(":memory:", check_same_thread=False)
        self.db.execute("CREATE VIRTUAL TABLE entries USING fts5(title, body, tokenize='ascii')")
        self.db.executemany(
            "INSERT INTO entries(rowid, title, body) VALUES (?, ?, ?)",
            [
                (i, " ".join(analysis.terms(e.title)), " ".join(analysis.terms(e.text)))
                for i, e in enumerate(entries)
            ],
        )
        words = {w for e in entries for w in re.findall(r"[^\W\d_]{3,}", fold(e.text))}
        self.vocabulary = sorted(words)

    def match(self, groups: list[frozenset[str]]) -> list[tuple[int, float]]:
        """(entry number, BM25 score, higher is better) of the entries matching any group."""
        expression = " OR ".join(
            "(" + " OR ".join(f'"{term}"' for term in sorted(group)) + ")" for group in groups
        )
        with self.lock:
            rows = self.db.execute(
                "SELECT rowid, bm25(entries, 4.0, 1.0) FROM entries WHERE entries MATCH ? "
                "ORDER BY bm25(entries, 4.0, 1.0) LIMIT 400",
                (expression,),
            ).fetchall()
        return [(rowid, -score) for rowid, score in rows]


def _page_entries(slug: str, language: str) -> list[_Entry]:
    page = render_page(slug, language)
    url = page_url(slug)
    glossary = slug == GLOSSARY
    entries = []
    if page.essentials:
        entries.append(
            _Entry(
                f"{url}#essentiel",
                slug,
                "essentials",
                page.title,
                "",
                "L'essentiel" if language == "fr" else "The essentials",
                page.essentials_text,
                frozenset(),
            )
        )
    in_notes = False
    for section in page.sections:
        if section.level == 2:
            in_notes = section.id == "interpretations"
        kind = "glossary" if glossary else ("note" if in_notes else "rules")
        entries.append(
            _Entry(
                f"{url}#{section.id}",
                slug,
                kind,
                page.title,
                section.number,
                section.title,
                section.text,
                frozenset(),
            )
        )
    appendix = f"{url}developpeurs/"
    for section in page.appendix_sections:
        entries.append(
            _Entry(
                f"{appendix}#{section.id}",
                slug,
                "appendix",
                page.title,
                section.number,
                section.title,
                section.text,
                frozenset(),
            )
        )
    return entries


@lru_cache(maxsize=4)
def _index(language: str) -> _Index:
    analysis = analyzer(language)
    slugs = [d.slug for d in DOCUMENTS] + [GLOSSARY]
    entries = []
    for slug in slugs:
        if has_source(slug):
            for entry in _page_entries(slug, language):
                terms = frozenset(analysis.terms(f"{entry.title} {entry.text}"))
                entries.append(
                    _Entry(
                        entry.url,
                        entry.slug,
                        entry.kind,
                        entry.page_title,
                        entry.number,
                        entry.title,
                        entry.text,
                        terms,
                    )
                )
    return _Index(entries, analysis)


def warm(language: str) -> None:
    """Build ``language``'s index now (at start-up) rather than on the first search."""
    _index(language)


def games_named(query: str) -> tuple[tuple[str, ...], str]:
    """The pages a game named in ``query`` limits the search to, and the query without it."""
    folded = f" {fold(query)} "
    for phrase, slugs in GAME_PHRASES.items():
        if f" {phrase} " in folded:
            return slugs, folded.replace(f" {phrase} ", " ")
    words = re.findall(r"[^\W_]+", folded)
    for word in words:
        if word in GAME_WORDS:
            return GAME_WORDS[word], " ".join(w for w in words if w != word)
    return (), query


def search(query: str, language: str, game: str = "", limit: int = RESULT_LIMIT) -> Results:
    """The sections answering ``query`` best, first; ``game`` is a key of ``GAME_FILTERS``."""
    index = _index(language)
    games = GAME_FILTERS.get(game, ())
    weights = dict(KIND_WEIGHT)
    if DEFINITION.search(fold(query)):
        weights["glossary"] = 1.5
    named, rest = games_named(query[:MAX_QUERY])
    if not games and named:
        games, query = named, rest
    groups = index.analysis.query_groups(query[:MAX_QUERY])
    if not groups:
        return Results([], games)
    hits = []
    for rowid, score in index.match(groups):
        entry = index.entries[rowid]
        if games and entry.slug not in games and not (named and entry.slug == GLOSSARY):
            continue
        matched = sum(1 for group in groups if group & entry.terms)
        coverage = matched / len(groups)
        final = score * coverage * coverage * weights[entry.kind]
        hits.append(
            Hit(
                entry.url,
                entry.page_title,
                entry.number,
                entry.title,
                _snippet(entry.text, groups, index.analysis),
                final,
            )
        )
    hits.sort(key=lambda h: -h.score)
    if hits:
        return Results(hits[:limit], games)
    return Results([], games, _suggestions(query, index))


def _snippet(text: str, groups: list[frozenset[str]], analysis: Analyzer) -> SafeString:
    """The sentence of ``text`` that holds the most of the question's words, words marked."""
    wanted = frozenset().union(*groups)
    best, best_count = "", 0
    for sentence in SENTENCE.split(text):
        count = len(wanted & set(analysis.terms(sentence)))
        if count > best_count:
            best, best_count = sentence, count
    if not best:
        best = text
    if len(best) > SENTENCE_CHARS:
        best = best[:SENTENCE_CHARS].rsplit(" ", 1)[0] + " …"
    out = []
    for token in re.split(r"([^\W_]+)", best):
        if token and wanted & set(analysis.terms(token)):
            out.append(f"<mark>{html.escape(token)}</mark>")
        else:
            out.append(html.escape(token))
    return mark_safe("".join(out))


def _suggestions(query: str, index: _Index) -> tuple[str, ...]:
    """Words of the pages close to the question's words that matched nothing."""
    found: list[str] = []
    for word in index.analysis.content_words(query):
        if len(word) < 3:
            continue
        for close in difflib.get_close_matches(word, index.vocabulary, n=3, cutoff=0.75):
            if close != word and close not in found:
                found.append(close)
    return tuple(found[:6])
