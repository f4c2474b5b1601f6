"""Translatable names of the engine's cards, suits and documents facts (web layer only)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from fractions import Fraction
from functools import lru_cache

from django.utils.translation import get_language, gettext_lazy, ngettext, pgettext_lazy
from django.utils.translation import gettext as _

from reference.engine.cards import AnyCard, Background, Card, Nature, NeuroCard, Rank, Suit

RANK_NAMES = {
    Rank.ACE: pgettext_lazy("card", "As"),
    Rank.KING: pgettext_lazy("card", "Roi"),
    Rank.QUEEN: pgettext_lazy("card", "Dame"),
    Rank.JACK: pgettext_lazy("card", "Valet"),
}
RANK_INDEX = {
    Rank.ACE: pgettext_lazy("card index", "A"),
    Rank.KING: pgettext_lazy("card index", "R"),
    Rank.QUEEN: pgettext_lazy("card index", "D"),
    Rank.JACK: pgettext_lazy("card index", "V"),
    Rank.TEN: "10",
}
SUIT_NAMES = {
    Suit.SPADES: gettext_lazy("pique"),
    Suit.HEARTS: gettext_lazy("cœur"),
    Suit.DIAMONDS: gettext_lazy("carreau"),
    Suit.CLUBS: gettext_lazy("trèfle"),
}
NATURE_NAMES = {
    Nature.COEUR: pgettext_lazy("neurotrio nature", "cœur"),
    Nature.ETOILE: pgettext_lazy("neurotrio nature", "étoile"),
    Nature.ROSE: pgettext_lazy("neurotrio nature", "rose"),
}
BACKGROUND_NAMES = {
    Background.BLEU: pgettext_lazy("neurotrio background", "bleu"),
    Background.NOIR: pgettext_lazy("neurotrio background", "noir"),
    Background.VERT: pgettext_lazy("neurotrio background", "vert"),
}
DECK_NAMES = {
    "32": gettext_lazy("32 cartes (7 à l'as)"),
    "52": gettext_lazy("52 cartes (2 à l'as)"),
    "neurotrio": gettext_lazy("54 cartes Neurotrio"),
}


def rank_index(rank: Rank) -> str:
    """The index printed in the card's corner: 2-10, V, D, R, A in French."""
    return str(RANK_INDEX.get(rank, rank.value))


def rank_name(rank: Rank) -> str:
    """The rank's name in running text: "Valet", "As", "10"."""
    return str(RANK_NAMES.get(rank, rank_index(rank)))


def card_name(card: AnyCard) -> str:
    """The accessible name of a card: "Valet de cœur", "2 étoile fond bleu"."""
    if isinstance(card, Card):
        rank = str(RANK_NAMES.get(card.rank, rank_index(card.rank)))
        return _("%(rank)s de %(suit)s") % {"rank": rank, "suit": SUIT_NAMES[card.suit]}
    return _("%(force)s %(nature)s fond %(background)s") % {
        "force": card.force,
        "nature": NATURE_NAMES[card.nature],
        "background": BACKGROUND_NAMES[card.background],
    }


def card_short(card: AnyCard) -> str:
    """A compact written form for sentences: "V♥", "10♠", "2E-B"."""
    if isinstance(card, Card):
        return f"{rank_index(card.rank)}{card.suit.symbol}"
    return str(card)


def players_text(counts: tuple[str, ...]) -> str:
    """ "3 à 5 joueurs", "2, 3 ou 4 joueurs, ou 2 équipes de 2", "4 joueurs (2 équipes de 2)"."""
    solo = [int(c) for c in counts if c != "2x2"]
    teams = "2x2" in counts
    if not solo:
        return _("4 joueurs en 2 équipes de 2")
    if len(solo) > 2 and solo == list(range(solo[0], solo[-1] + 1)) and not teams:
        return _("%(low)d à %(high)d joueurs") % {"low": solo[0], "high": solo[-1]}
    listed = ", ".join(str(n) for n in solo[:-1])
    text = (
        _("%(list)s ou %(last)d joueurs") % {"list": listed, "last": solo[-1]}
        if listed
        else ngettext("%(last)d joueur", "%(last)d joueurs", solo[-1]) % {"last": solo[-1]}
    )
    if teams:
        text = _("%(text)s, ou 2 équipes de 2") % {"text": text}
    return text


def semicolons(items: Iterable[str]) -> str:
    """Items of a list that already hold commas, joined as the language writes them:
    « a ; b » in French, "a; b" in English."""
    return _(" ; ").join(items)


def card_in_sentence(card: AnyCard) -> str:
    """The card's name with its article, for the middle of a sentence: "la dame de pique",
    "l'as de cœur", "le 10 de trèfle" ("the queen of spades" in English)."""
    return _("%(article)s%(name)s") % {"article": _article(card), "name": card_name(card).lower()}


def _article(card: AnyCard) -> str:
    if isinstance(card, Card) and card.rank is Rank.QUEEN:
        return str(pgettext_lazy("article before a feminine card name", "la "))
    if isinstance(card, Card) and card.rank is Rank.ACE:
        return str(pgettext_lazy("article before a card name starting with a vowel", "l'"))
    return str(pgettext_lazy("article before a masculine card name", "le "))


def decimal(value: Fraction) -> str:
    """A fraction with at most two decimals, in the active language's notation ("44,5" / "44.5")."""
    text = f"{float(value):.2f}".rstrip("0").rstrip(".")
    return text if (get_language() or "fr").startswith("en") else text.replace(".", ",")


def format_value(value: object) -> str:
    """Cards as "V♥" (Neurotrio cards by name: "2 étoile fond bleu"), suits by name, halves
    as "44,5", lists joined with commas."""
    if isinstance(value, NeuroCard):
        return card_name(value)
    if isinstance(value, Card):
        return card_short(value)
    if isinstance(value, Suit):
        return str(SUIT_NAMES[value])
    if isinstance(value, Nature):
        return str(NATURE_NAMES[value])
    if isinstance(value, Background):
        return str(BACKGROUND_NAMES[value])
    if isinstance(value, Fraction):
        if value.denominator == 1:
            return str(int(value))
        return decimal(value)
    if isinstance(value, tuple | list):
        return ", ".join(format_value(v) for v in value)
    return str(value)


def tricks_text(count: int) -> str:
    """ "aucun pli", "1 pli", "6 plis"."""
    if count == 0:
        return _("aucun pli")
    return ngettext("%(n)d pli", "%(n)d plis", count) % {"n": count}


#: A count of zero or one before a plural noun (« 0 points », « 1 plis »).
COUNTED_PLURAL = re.compile(
    r"(?<![\d,.])(-?[01]) (point|pli|levée|carte|annonce|trait|manche|donne|joueur)s\b"
)


def agree(text: str) -> str:
    """A built sentence whose counts agree with their nouns: French writes « 0 point » and
    « 1 pli » (a count below two takes the singular); other languages are left as written."""
    if not (get_language() or "fr").startswith("fr"):
        return text
    return COUNTED_PLURAL.sub(r"\1 \2", text)


#: « de », « le », « la », « que » and « ne » before a word that opens on a vowel (not on
#: « h » or « y », where French elides some words and not others, nor before « onze »).
ELIDED = re.compile(
    r"\b(?P<word>[dD]e|[lL][ea]|[qQ]ue|[nN]e) (?=(?!onze\b)[aeiouéèêëàâîïôûAEIOUÉÈÊÀÂÎÔÛ])"
)


def elide(text: str) -> str:
    """A built sentence with its elisions: « de Est » → « d'Est », « le As » → « l'As »,
    « que une » → « qu'une »; other languages are left as written."""
    if not (get_language() or "fr").startswith("fr"):
        return text
    return ELIDED.sub(lambda m: m["word"][:-1] + "'", text)


#: A seat's placeholder in a sentence pattern: ``%(seat)s``.
_SEAT = r"(%\(\w+\)s)"
#: How a pattern that numbers players speaks of them where seats have names: « le joueur
#: %(seat)s » is « %(seat)s » (« Ouest annonce une tierce »), « au joueur » « à », « du joueur »
#: « de » (elided when written: « d'Ouest »), « des joueurs » « de … et de »; "player
#: %(seat)s" is "%(seat)s".
_BY_NAME = {
    "fr": (
        (re.compile(rf"\b([Dd])es joueurs {_SEAT} et {_SEAT}"), r"\1e \2 et de \3"),
        (re.compile(rf"\b[Ll]es joueurs {_SEAT} et {_SEAT}"), r"\1 et \2"),
        (re.compile(rf"\b([Dd])u joueur {_SEAT}"), r"\1e \2"),
        (re.compile(rf"\bau joueur {_SEAT}"), r"à \1"),
        (re.compile(rf"\bAu joueur {_SEAT}"), r"À \1"),
        (re.compile(rf"\b[Ll]e joueur {_SEAT}"), r"\1"),
    ),
    "en": (
        (re.compile(rf"\b[Pp]layers {_SEAT} and {_SEAT}"), r"\1 and \2"),
        (re.compile(rf"\b[Pp]layer {_SEAT}"), r"\1"),
    ),
}


def by_seat_name(pattern: str) -> str:
    """A sentence pattern written for numbered players, made to name seats the way players
    at a table do: « Le joueur %(seat)s annonce une tierce » → « %(seat)s annonce une
    tierce »."""
    return _by_seat_name(pattern, "fr" if (get_language() or "fr").startswith("fr") else "en")


@lru_cache(maxsize=1024)  # a few hundred patterns, each rewritten once per language
def _by_seat_name(pattern: str, language: str) -> str:
    for words, replacement in _BY_NAME[language]:
        pattern = words.sub(replacement, pattern)
    return pattern


def written(text: str) -> str:
    """A built French sentence as French writes it: its counts agreeing with their nouns
    (``agree``) and its elisions made (``elide``)."""
    return elide(agree(text))


def points_text(value: object) -> str:
    """ "aucun point", "1 point", "57 points", "44,5 points"."""
    written = format_value(value)
    if written == "0":
        return _("aucun point")
    if written == "1":
        return _("1 point")
    return _("%(n)s points") % {"n": written}


def short_trump(code: object) -> str:
    """A trump as a score sheet writes it: "♥", "tout atout", "sans atout"."""
    if isinstance(code, str) and code in Suit._value2member_map_:
        return Suit(code).symbol
    if code == "TA":
        return _("tout atout")
    if code in ("SA", None):
        return _("sans atout")
    return str(code)
