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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from django.utils.safestring import SafeString, mark_safe

from reference.analysis import Analyzer, analyzer, fold
from reference.engine import DOCUMENTS, GAMES
from reference.games import words
from reference.rulebook import Page, has_source, page_url, render_page

MAX_QUERY = 200
SENTENCE_CHARS = 260
RESULT_LIMIT = 30
#: How much each kind of entry weighs against a section of the rules.
KIND_WEIGHT = {
    "rules": 1.0,
    "essentials": 0.6,
    "glossary": 0.8,
    "variant": 0.6,
    "note": 0.6,
    "appendix": 0.35,
}
#: A question naming a game wants that game's rules before the glossary's general entries.
GLOSSARY_FOR_A_GAME = 0.5
GLOSSARY = "glossaire"
#: The parts of a page whose sections are not the rules themselves.
PART_KINDS = {"interpretations": "note", "variantes": "variant"}
#: The game filter's choices: a value of ``?jeu=`` and the pages it keeps (a document's, or
#: every document of a game that has several).
GAME_FILTERS: dict[str, tuple[str, ...]] = (
    {d.slug: (d.slug,) for d in DOCUMENTS}
    | {g.slug: tuple(d.slug for d in g.documents) for g in GAMES if len(g.documents) > 1}
    | {GLOSSARY: (GLOSSARY,)}
)


def _claimed(names: Iterable[Mapping[str, tuple[str, ...]]]) -> dict[str, tuple[str, ...]]:
    """Every game's names in one map, each name claimed by one game only."""
    found: dict[str, tuple[str, ...]] = {}
    for game_names in names:
        for name, slugs in game_names.items():
            if name in found:
                raise ValueError(f"two games are named {name!r} in a question")
            found[name] = slugs
    return found


def _alternatives(names: Sequence[str]) -> str:
    """A regex group matching any of ``names`` (and nothing when there are none)."""
    return "(" + "|".join(map(re.escape, names)) + ")" if names else "(?!)"


#: How players name each game in a question: each game's words say it (``SearchNames``).
SEARCH_NAMES = [words(game.slug).search_names for game in GAMES]
#: Words of a question that name a game (folded), and the pages they keep.
GAME_WORDS = _claimed(n.words for n in SEARCH_NAMES)
GAME_WORD = re.compile(r"(?<![\w'’])" + _alternatives(list(GAME_WORDS)) + r"(?![\w'’])")
#: Game names that are also words of the game (the belote announced, a coinche made): kept as
#: words of the question unless they follow « à la », "in"… that make them the game's name.
GAME_TERMS = re.compile(
    r"(?<!\ba la )(?<!\bde la )(?<!\bau )(?<!\bin )(?<!\bat )(?<!\bof )(?<!\bfor )"
    r"(?<![\w'’])" + _alternatives([t for n in SEARCH_NAMES for t in n.terms]) + r"(?![\w'’])"
)
#: Names of several words, the longest first (« whist a la couleur » before « a la couleur »).
GAME_PHRASES = dict(
    sorted(_claimed(n.phrases for n in SEARCH_NAMES).items(), key=lambda item: -len(item[0]))
)
#: A question asking what a word means: the glossary answers it first.
DEFINITION = re.compile(
    r"\b(qu.est[- ]ce qu|c.est quoi|que veut dire|que signifie|definition|what is|what s|"
    r"what does .* mean|meaning of)\b"
)
SENTENCE = re.compile(r"(?<=[.!?;])\s+(?=[^\s])")
#: A question asking how much or how many: the sentence with a number answers it.
QUANTITY = re.compile(
    r"\b(combien|que vaut|que valent|quelle valeur|how much|how many|worth|score|marque)\b"
)
NUMBER = re.compile(r"\d")
TAG = re.compile(r"<[^>]+>")


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
    part = ""
    for section in page.sections:
        if section.level == 2:
            part = section.id
        kind = "glossary" if glossary else PART_KINDS.get(part, "rules")
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
    """The pages the games named in ``query`` limit the search to, and the query without their
    names: « règlement du whist » keeps the pages both words name, « belote coinchée » is
    one game named twice."""
    folded = f" {fold(query)} "
    named: list[tuple[str, ...]] = []
    for phrase, slugs in GAME_PHRASES.items():
        if f" {phrase} " in folded:
            named.append(slugs)
            folded = folded.replace(f" {phrase} ", " ")
    words = re.findall(r"[^\W_]+", folded)
    named += [GAME_WORDS[w] for w in words if w in GAME_WORDS]
    if not named:
        return (), query
    kept = [slug for slug in named[0] if all(slug in slugs for slugs in named)]
    rest = GAME_WORD.sub(" ", folded).strip()  # « d'atout » keeps its elision
    return tuple(kept) or named[-1], rest


def search(query: str, language: str, game: str = "", limit: int = RESULT_LIMIT) -> Results:
    """The sections answering ``query`` best, first; ``game`` is a key of ``GAME_FILTERS``."""
    index = _index(language)
    games = GAME_FILTERS.get(game, ())
    weights = dict(KIND_WEIGHT)
    if DEFINITION.search(fold(query)):
        weights["glossary"] = 1.5
    named, rest = games_named(query[:MAX_QUERY])
    asked = GAME_TERMS.findall(fold(query[:MAX_QUERY]))
    if not games and named:
        games, query = named, rest
        if not DEFINITION.search(fold(query)):
            weights["glossary"] = min(weights["glossary"], GLOSSARY_FOR_A_GAME)
    groups = index.analysis.query_groups(query[:MAX_QUERY])
    if not groups:
        return Results(_overview(named, language), games)
    if named:  # « que vaut la belote »: the belote is also what is asked about
        groups += [g for g in index.analysis.query_groups(" ".join(asked)) if g not in groups]
    quantity = bool(QUANTITY.search(fold(query)))
    hits = []
    for rowid, score in index.match(groups):
        entry = index.entries[rowid]
        if games and entry.slug not in games and not (named and entry.slug == GLOSSARY):
            continue
        matched = sum(1 for group in groups if group & entry.terms)
        coverage = matched / len(groups)
        sentence, together = _answer(entry.text, groups, index.analysis, quantity)
        # a section with one sentence holding the question's words answers it
        answers = 0.5 + together / len(groups)
        final = score * coverage * coverage * answers * weights[entry.kind]
        hits.append(
            Hit(
                entry.url,
                entry.page_title,
                entry.number,
                entry.title,
                _marked(sentence, groups, index.analysis),
                final,
            )
        )
    hits.sort(key=lambda h: -h.score)
    if hits:
        return Results(hits[:limit], games)
    return Results([], games, _suggestions(query, index))


def _overview(named: tuple[str, ...], language: str) -> list[Hit]:
    """A game's name alone: its page and its essentials, each saying what the game is."""
    hits = []
    for slug in named:
        if slug == GLOSSARY or not has_source(slug):
            continue
        page = render_page(slug, language)
        about = page.meta.get("but", "")
        snippet = mark_safe(html.escape(about[:1].upper() + about[1:] + "." if about else ""))
        essentials = "L'essentiel" if language == "fr" else "The essentials"
        hits += [
            Hit(page_url(slug), page.title, "", _rules_title(language), snippet, 2.0),
            Hit(f"{page_url(slug)}essentiel/", page.title, "", essentials, _first_line(page), 1.0),
        ]
    return hits


def _rules_title(language: str) -> str:
    return "Les règles du jeu" if language == "fr" else "The rules of the game"


def _first_line(page: Page) -> SafeString:
    """The essentials' first line (what the deal is), as plain text."""
    first = re.search(r"<li>(.*?)</li>", page.essentials, re.S)
    text = TAG.sub("", first.group(1)) if first else ""
    return mark_safe(html.escape(html.unescape(text)))


def _answer(
    text: str, groups: list[frozenset[str]], analysis: Analyzer, quantity: bool
) -> tuple[str, int]:
    """The sentence of ``text`` that answers best: the one holding the most of the question's
    words, and, when the question asks how much or how many, one with a number among those
    (« Que vaut la belote ? » is answered by « Votre équipe marque 20 points »). Also how many
    of the question's words that sentence holds."""
    best, best_score, best_count = "", 0.0, 0
    for sentence in SENTENCE.split(text):
        terms = set(analysis.terms(sentence))
        count = sum(1 for group in groups if group & terms)
        score = count + (0.5 if quantity and count and NUMBER.search(sentence) else 0)
        if score > best_score:
            best, best_score, best_count = sentence, score, count
    return best or text, best_count


def _marked(best: str, groups: list[frozenset[str]], analysis: Analyzer) -> SafeString:
    """``best`` cut to a snippet, the question's words marked."""
    wanted = frozenset().union(*groups)
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
