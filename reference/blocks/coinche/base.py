"""What the belote coinchée blocks share: names through the game's words, numbers, rules."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from django.utils.formats import number_format

from reference.engine import Document
from reference.engine import coinche as engine
from reference.engine.cards import Card
from reference.games.coinche import WORDS
from reference.games.coinche.words import SEATS


def seat_name(seat: int) -> str:
    """ "Nord" for seat 0, … "Est" for seat 3 (the dealer)."""
    return str(SEATS[seat])


def team_name(team: str) -> str:
    """ "Nord-Sud" for ``"NS"``, "Est-Ouest" for ``"EW"``."""
    return WORDS.team_name(team)


def mode_name(mode: engine.Mode) -> str:
    """ "cœur ♥", "tout atout", "sans atout"."""
    return WORDS.mode_label(mode.value)


def mode_short(mode: engine.Mode) -> str:
    """ "♥" for a suit, "tout atout" / "sans atout" otherwise."""
    suit = mode.trump_suit
    return suit.symbol if suit is not None else mode_name(mode)


def level_name(level: object, belote: bool = False) -> str:
    """ "110", "capot", "générale", "capot beloté"."""
    return WORDS.level_name(level, belote)


def number_text(value: int | Fraction) -> str:
    """An integer as is; a fraction as "≈ 165,3" in the active language."""
    if isinstance(value, Fraction) and value.denominator != 1:
        return "≈ " + number_format(float(value), 1)
    return str(int(value))


def cards_of(text: str) -> tuple[Card, ...]:
    """Cards from their notation, separated by spaces."""
    return tuple(Card.parse(c) for c in text.split())


def rules_for(document: Document, options: Mapping[str, Any] | None = None) -> engine.Rules:
    """The document's rules, with ``options`` on top."""
    return engine.Rules.from_options({**dict(document.rules), **dict(options or {})})
