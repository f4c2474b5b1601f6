"""Link the first use of each glossary term on a page to its entry in the glossary, and, on an
English page, gloss the game's French terms at their first use.

The glossary source (``documents/glossaire.<lang>.md``) names each term in a level-3 heading
with its anchor and the forms to recognise: ``### Atout {#atout data-forms="atout|atouts"}``.
An English entry may give the meaning of its French term, ``data-gloss="all eight tricks"``:
the first use of a French form of the term (one the French glossary lists) is followed by it,
« capot (all eight tricks) », unless the text already explains it in brackets.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from django.urls import reverse

from reference.engine import DOCUMENTS

DOCUMENTS_DIR = Path(__file__).resolve().parent / "documents"
TERM = re.compile(r'^###\s+(.+?)\s*\{#([a-z0-9-]+)[^}]*?data-forms="([^"]+)"([^}]*)\}\s*$', re.M)
NOT = re.compile(r'data-not="([^"]+)"')
GLOSS = re.compile(r'data-gloss="([^"]+)"')
EXPLAINED = re.compile(r"\s*\(")
CLOSING_QUOTES = frozenset('"”»’')


@dataclass(frozen=True)
class Term:
    """A glossary entry as the pages recognise it."""

    anchor: str
    title: str
    pattern: re.Pattern[str]
    """Its forms, longest first."""
    gloss: str = ""
    """Its meaning in brackets after a French form's first use on an English page, or empty."""
    french: frozenset[str] = frozenset()
    """Its forms that are French (those the French glossary lists), folded to lower case."""


TOKEN = re.compile(r"(<[^>]+>)")
NO_LINK_INSIDE = {"a", "h1", "h2", "h3", "h4", "dt", "code", "summary", "strong"}


@lru_cache(maxsize=4)
def glossary_terms(language: str) -> tuple[Term, ...]:
    """The glossary's terms, longest forms first so "contre-atout" beats "atout"."""
    path = DOCUMENTS_DIR / f"glossaire.{language}.md"
    if not path.exists():
        path = DOCUMENTS_DIR / "glossaire.fr.md"
    if not path.exists():
        return ()
    french = _forms("fr")
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
        gloss = GLOSS.search(rest)
        own = frozenset(v.lower() for v in variants) & french.get(anchor, frozenset())
        terms.append(Term(anchor, title, pattern, gloss.group(1) if gloss else "", own))
    return tuple(terms)


@lru_cache(maxsize=1)
def _forms(language: str) -> dict[str, frozenset[str]]:
    """Each entry's forms in ``language``'s glossary, lower case."""
    path = DOCUMENTS_DIR / f"glossaire.{language}.md"
    if not path.exists():
        return {}
    text = path.read_text(encoding="utf-8")
    return {
        anchor: frozenset(f.strip().lower() for f in forms.split("|") if f.strip())
        for _title, anchor, forms, _rest in TERM.findall(text)
    }


def link_terms(body: str, language: str) -> str:
    """Wrap the first use of each term (outside links, headings and code) in a glossary link."""
    return link_terms_in([body], language)[0]


def link_terms_in(parts: list[str], language: str) -> list[str]:
    """``link_terms`` over parts read one after the other: a term linked (and glossed) in one
    part is not linked again in the next."""
    terms = list(glossary_terms(language))
    if not terms:
        return parts
    base = reverse("reference:glossary")
    done = []
    for body in parts:
        open_tags: list[str] = []
        out: list[str] = []
        for token in TOKEN.split(body):
            if token.startswith("<"):
                _track(token, open_tags)
                out.append(token)
            elif not token or token.startswith(":::") or NO_LINK_INSIDE & set(open_tags):
                out.append(token)
            else:
                token, terms = _link_first_uses(token, terms, base)
                out.append(token)
        done.append("".join(out))
    return done


def _link_first_uses(text: str, terms: list[Term], base: str) -> tuple[str, list[Term]]:
    """Link, in one text run, the first match of every term not linked yet (no overlaps); a
    French form with a gloss is followed by it, unless brackets already follow."""
    matches = []
    for term in terms:
        match = term.pattern.search(text)
        if match is not None:
            matches.append((match.start(), match.end(), term))
    taken: list[tuple[int, int, Term]] = []
    for start, end, term in sorted(matches, key=lambda m: (m[0], -m[1])):
        if taken and start < taken[-1][1]:
            continue  # overlaps a longer or earlier term: that term stays for a later run
        taken.append((start, end, term))
    out, cursor = [], 0
    for start, end, term in taken:
        out.append(text[cursor:start])
        used = text[start:end]
        out.append(f'<a class="term-link" href="{base}#{term.anchor}">{used}</a>')
        cursor = end
        if term.gloss and used.lower() in term.french:
            if text[end : end + 1] in CLOSING_QUOTES:  # "belote" (king and queen of trumps)
                out.append(text[end])
                cursor = end + 1
            if not EXPLAINED.match(text, cursor):
                out.append(f" ({html.escape(term.gloss)})")
    out.append(text[cursor:])
    linked = {term.anchor for _s, _e, term in taken}
    return "".join(out), [t for t in terms if t.anchor not in linked]


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


#: Where a gloss reads well in running text, and where it never goes: controls, headings, code,
#: and the card table (seats, calls and badges on the felt).
GLOSSED_IN = frozenset({"p", "li", "dd", "td", "label", "legend"})
NEVER_GLOSSED = frozenset(
    {"a", "button", "option", "select", "textarea", "summary", "code", "svg", "script", "style"}
    | {"h1", "h2", "h3", "h4", "figcaption", "caption", "th", "dt", "cite"}
)
NEVER_GLOSSED_CLASSES = frozenset({"table", "seat", "calls", "call", "badge", "chip", "felt"})
START_TAG = re.compile(r"<\s*([a-zA-Z0-9]+)([^>]*)>")
CLASS = re.compile(r'class="([^"]*)"')
VOID = frozenset({"br", "img", "hr", "input", "meta", "link", "wbr", "source", "col"})


def gloss_first_uses(fragment: str) -> str:
    """On an English page drawn from templates (the trainer, the table, the score pad), follow
    the first use of each French term of the game in running text with its meaning in
    brackets, as ``link_terms`` does on the rule pages."""
    done: set[str] = set()
    open_tags: list[tuple[str, frozenset[str]]] = []
    out: list[str] = []
    for token in TOKEN.split(fragment):
        if token.startswith("<"):
            _track_classes(token, open_tags)
        elif token.strip() and _glossable(open_tags):
            token = _gloss(token, done)
        out.append(token)
    return "".join(out)


@lru_cache(maxsize=1)
def french_forms() -> tuple[re.Pattern[str], dict[str, Term]]:
    """Every French form of the English glossary's terms in one pattern, longest first (so
    « belote coinchée » is not the belote), and the term each form belongs to."""
    by_form: dict[str, Term] = {}
    for term in glossary_terms("en"):
        for form in term.french:
            by_form.setdefault(form, term)
    forms = sorted(by_form, key=len, reverse=True)
    alternation = "|".join(re.escape(f) for f in forms)
    return re.compile(rf"(?<![\w-])(?:{alternation})(?![\w-])", re.I), by_form


def _glossable(open_tags: list[tuple[str, frozenset[str]]]) -> bool:
    names = {name for name, _classes in open_tags}
    classes = frozenset().union(*(c for _name, c in open_tags)) if open_tags else frozenset()
    return bool(
        GLOSSED_IN & names and not NEVER_GLOSSED & names and not NEVER_GLOSSED_CLASSES & classes
    )


def _track_classes(tag: str, open_tags: list[tuple[str, frozenset[str]]]) -> None:
    if tag.startswith("</"):
        name = tag[2:-1].strip().lower()
        for index in range(len(open_tags) - 1, -1, -1):
            if open_tags[index][0] == name:
                del open_tags[index:]
                break
        return
    start = START_TAG.match(tag)
    if start is None or tag.endswith("/>") or start.group(1).lower() in VOID:
        return
    found = CLASS.search(start.group(2))
    classes = frozenset(found.group(1).split()) if found else frozenset()
    open_tags.append((start.group(1).lower(), classes))


def _gloss(text: str, done: set[str]) -> str:
    """``text`` with the first French use of each term not glossed yet followed by its
    meaning (never inside a game's name, « Le Voisin »); ``done`` records the terms met."""
    pattern, by_form = french_forms()
    titles = [m.span() for m in game_titles().finditer(text)]
    out, cursor = [], 0
    for match in pattern.finditer(text):
        term = by_form[match.group(0).lower()]
        if term.anchor in done or any(a <= match.start() < b for a, b in titles):
            continue
        done.add(term.anchor)
        end = match.end()
        stop = end + 1 if text[end : end + 1] in CLOSING_QUOTES else end
        if term.gloss and not EXPLAINED.match(text, stop):
            out.append(f"{text[cursor:stop]} ({html.escape(term.gloss)})")
            cursor = stop
    out.append(text[cursor:])
    return "".join(out)


@lru_cache(maxsize=1)
def game_titles() -> re.Pattern[str]:
    """The documents' titles, whose words are names, not terms (« Le Voisin »)."""
    return re.compile("|".join(re.escape(d.title) for d in DOCUMENTS), re.I)
