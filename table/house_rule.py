"""One house rule: an option of a game's ``Rules`` asked as a player would ask it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.functional import Promise


@dataclass(frozen=True)
class HouseRule:
    """One option of the game's ``Rules``, asked as a player would ask it."""

    name: str
    """The engine option (never shown)."""
    question: Promise
    """What the table agrees on."""
    choices: tuple[tuple[Any, Promise], ...]
    """(engine value, words); the first is the document's rule or the reading followed."""
    group: str = "play"
    """``deal`` (the deal and the auction), ``play`` (the cards), ``score`` (the marking)."""


def yes_no(yes: Promise, no: Promise, default: bool = True) -> tuple[tuple[Any, Promise], ...]:
    return ((True, yes), (False, no)) if default else ((False, no), (True, yes))
