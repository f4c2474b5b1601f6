"""Turn the engine's reasons (codes with parameters) into sentences in the active language.

Each game keeps its sentences in ``reference/reasons/<game>.py`` as ``MESSAGES``: a mapping
from reason code to a lazily translated template with ``%(name)s`` placeholders named after
the reason's parameters. Shared codes live in ``common.py``. A code without a sentence is a
bug that the tests catch (every reason of many random deals must render).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from fractions import Fraction
from functools import cache
from typing import Any

from django.utils.functional import Promise

from reference.engine.cards import Background, Card, Nature, NeuroCard, Suit
from reference.engine.tricks import Reason
from reference.names import BACKGROUND_NAMES, NATURE_NAMES, SUIT_NAMES, card_short

MODULES = ("common", "coinche", "whist", "voisin", "neurotrio")


class MissingSentence(KeyError):
    """A reason code that no ``MESSAGES`` mapping covers."""


@cache
def messages() -> Mapping[str, Promise | str]:
    """Every reason template, merged from the per-game modules."""
    merged: dict[str, Promise | str] = {}
    for name in MODULES:
        module = importlib.import_module(f"{__name__}.{name}")
        merged.update(getattr(module, "MESSAGES", {}))
    return merged


def render_reason(reason: Reason) -> str:
    """The sentence for ``reason`` in the active language."""
    try:
        template = messages()[reason.code]
    except KeyError:
        raise MissingSentence(reason.code) from None
    return str(template) % {name: format_param(value) for name, value in reason.params}


def format_param(value: Any) -> str:
    """Cards as "V♥", suits by name, halves as "44,5", lists joined with commas."""
    if isinstance(value, Card | NeuroCard):
        return card_short(value)
    if isinstance(value, Suit):
        return str(SUIT_NAMES[value])
    if isinstance(value, Nature):
        return str(NATURE_NAMES[value])
    if isinstance(value, Background):
        return str(BACKGROUND_NAMES[value])
    if isinstance(value, Fraction):
        return str(int(value)) if value.denominator == 1 else f"{float(value):g}".replace(".", ",")
    if isinstance(value, tuple | list):
        return ", ".join(format_param(v) for v in value)
    return str(value)


def reason_from_json(data: Mapping[str, Any], game: str) -> Reason:
    """Rebuild a reason from a case answer, its card and suit parameters typed again.

    Case answers carry reasons as JSON (cards as notation, suits as letters); the game tells how
    to read a one-letter value: a suit (S H D C), or for Neurotrio an attribute (B N V C E R).
    """
    return Reason(
        str(data.get("code", "")),
        tuple((str(k), _typed(v, game)) for k, v in dict(data.get("params", {})).items()),
        str(data.get("source", "")),
    )


def _typed(value: Any, game: str) -> Any:
    if isinstance(value, list):
        return tuple(_typed(v, game) for v in value)
    if isinstance(value, float):
        return Fraction(str(value))
    if not isinstance(value, str):
        return value
    if game == "neurotrio":
        if len(value) == 1 and value in "BNV":
            return Background(value)
        if len(value) == 1 and value in "CER":
            return Nature(value)
        try:
            return NeuroCard.parse(value) if len(value) == 4 else value
        except ValueError:
            return value
    if len(value) == 1 and value in "SHDC":
        return Suit(value)
    if 2 <= len(value) <= 3:
        try:
            return Card.parse(value)
        except ValueError:
            return value
    return value
