"""What an English page must not show: a French interface string (a sentence of a catalogue
left untranslated, a French word outside the game's own terms) or French typography (a space
before « : », « ; », « ? », « ! », « % », guillemets), nor an American spelling or a 12-hour
clock on a site written in British English. The game's French terms are allowed: the
glossary lists each one, and a document is quoted only in an element marked ``lang="fr"``
(``<cite lang="fr">`` in templates, ``*…*{lang=fr}`` in the Markdown sources)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import polib

from reference.engine import DOCUMENTS
from reference.glossary_links import glossary_terms
from tests.reference.pagetree import Node

ROOT = Path(__file__).resolve().parents[1]
CATALOGUES = [
    ROOT / "locale" / "en" / "LC_MESSAGES" / "django.po",
    *sorted(ROOT.glob("*/locale/en/LC_MESSAGES/django.po")),
    *sorted(ROOT.glob("reference/*/*/locale/en/LC_MESSAGES/django.po")),
]
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|%[sd]|\{\{[^}]*\}\}|\{%[^%]*%\}")
#: French words that English prose never uses, once the game's terms are taken out.
FRENCH_WORDS = re.compile(
    r"\b(?:le|la|les|des|du|une|est|et|pour|avec|vous|nous|sur|pas|dans|qui|que|au|aux|"
    r"cette|votre|sont|être|peut|mais|donc|chaque|puis|tous|ou|où|à|ça|il|elle|ils|"
    r"joueur|joueurs|carte|cartes|partie|donnée|règles|règle|marque|équipe|enchères|plis|"
    r"aucun|aucune|encore|déjà|jamais|toujours|ici|voici|oui|merci)\b",
    re.I,
)
FRENCH_TYPOGRAPHY = re.compile(r"\w[ \u00a0\u202f]+[:;?!%»]|«")
#: The site writes British English: American spellings and a 12-hour clock are out of place.
AMERICAN = re.compile(
    r"\b(?:counter-?clockwise|colors?|colored|favors?|favorite|centers?|centered|behaviors?|"
    r"honors?|gray|analyzed?|canceled|canceling|labeled|traveled|defense|offense|"
    r"practiced|practicing|\d{1,2}(?::\d\d)? ?[ap]\.m\.)(?!\w)",
    re.I,
)
#: The game's names and calls as the tables say them, in French on every page.
GAME_PHRASES = (
    "à 10 sur misère",
    "sur misère",
    "sur trou",
    "à deux",
    "à la volée",
    "à la couleur",
    "j'emballe",
    "je maintiens",
    "j'attends",
    "passe trou",
    "passe la grande",
    "premier",
    "jeu des Dames",
)
SKIP = {"svg", "script", "style", "code", "cite"}
INLINE = {"a", "span", "strong", "em", "b", "i", "s", "abbr", "mark", "small", "sup", "sub"}


def visible_text(node: Node) -> str:
    """What a reader sees or hears (accessible labels and titles included), without card
    drawings, code and quotations of the documents."""
    labels = [node.attrs.get(a, "") for a in ("aria-label", "title", "alt", "placeholder")]
    parts = [f" {label} " for label in labels if label]
    for child in node.children:
        if isinstance(child, str):
            parts.append(child)
        elif child.tag in SKIP or (child.attrs.get("lang") or "").startswith("fr"):
            parts.append("x")  # a word, so that punctuation after it stays where it is
        else:
            text = visible_text(child)
            parts.append(text if child.tag in INLINE else f" {text} ")
    return re.sub(r"\s+", " ", "".join(parts))


@cache
def french_sentences() -> tuple[str, ...]:
    """The catalogues' French strings that English translates otherwise, cut at their
    placeholders into pieces of three words or more."""
    pieces: set[str] = set()
    for path in CATALOGUES:
        for entry in polib.pofile(str(path)):
            if entry.obsolete or entry.msgid_plural or entry.msgstr == entry.msgid:
                continue
            for piece in PLACEHOLDER.split(entry.msgid):
                piece = re.sub(r"\s+", " ", piece).strip(" ,;:.()«»")
                if len(piece.split()) >= 3 and piece not in entry.msgstr:
                    pieces.add(piece)
    return tuple(sorted(pieces, key=len, reverse=True))


WORD = re.compile(r"\w+")


@cache
def sentences_by_inner_words() -> tuple[tuple[str, frozenset[str]], ...]:
    """``french_sentences`` each with its inner words (all but the first and the last, which a
    page may show as part of a longer word): a page without one of them cannot hold the piece,
    which spares a search through the whole page for nearly every piece."""
    return tuple((piece, frozenset(WORD.findall(piece)[1:-1])) for piece in french_sentences())


#: A glossary term's pattern: its forms between the word boundaries, then what may not follow.
TERM_PATTERN = re.compile(r"^\(\?<!\[\\w-\]\)\((.*)\)(\(\?!\[\\w-\]\).*)$", re.S)
#: The "|" between two forms of a term (an escaped one is part of a form).
BETWEEN_FORMS = re.compile(r"(?<!\\)\|")


@cache
def game_terms() -> re.Pattern[str]:
    """Every French term the glossary explains (in both languages' forms), the documents'
    titles and the calls the tables say in French.

    The terms are grouped by their first letter behind a look-ahead for it, in their order
    within each group: the pattern finds the same terms as their plain alternation, without
    trying each of a hundred terms at every letter of a page (a tenth of the time)."""
    groups: dict[str, list[str]] = {}
    for literal in [d.title for d in DOCUMENTS] + list(GAME_PHRASES):
        groups.setdefault(literal[0].lower(), []).append(re.escape(literal))
    for term in [*glossary_terms("fr"), *glossary_terms("en")]:
        parts = TERM_PATTERN.match(term.pattern.pattern)
        assert parts, term.pattern.pattern
        forms, tail = parts.groups()
        branch = rf"(?<![\w-])(?:{forms}){tail}"
        for form in dict.fromkeys(BETWEEN_FORMS.split(forms)):
            first = (form[1] if form.startswith("\\") else form[0]).lower()
            if branch not in groups.setdefault(first, []):
                groups[first].append(branch)
    alternation = "|".join(
        f"(?={re.escape(first)})(?:{'|'.join(branches)})" for first, branches in groups.items()
    )
    return re.compile(alternation, re.I)


def problems(text: str) -> list[str]:
    """What is French on an English page, each with its context."""
    found = []
    words = set(WORD.findall(text))
    for piece, inner in sentences_by_inner_words():
        if inner <= words and piece in text:
            found.append(f"untranslated: «{piece}»")
            text = text.replace(piece, " ")
            words = set(WORD.findall(text))
    bare = game_terms().sub(" ", text)
    for match in FRENCH_WORDS.finditer(bare):
        found.append(f"French word: …{bare[max(0, match.start() - 40) : match.end() + 40]}…")
    for match in FRENCH_TYPOGRAPHY.finditer(text):
        found.append(f"French typography: …{text[max(0, match.start() - 30) : match.end() + 20]}…")
    for match in AMERICAN.finditer(text):
        found.append(f"American spelling: …{text[max(0, match.start() - 30) : match.end() + 20]}…")
    return found
