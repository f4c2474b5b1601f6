"""Errors the engine raises: every one is a ``ValueError`` with a readable message.

Callers (the ``cases`` command, the web views) catch ``EngineError`` and show its text;
nothing the engine raises on bad input should reach a user as a crash.
"""

from __future__ import annotations


class EngineError(ValueError):
    """Base class: the engine was asked something it cannot answer."""


class NotationError(EngineError):
    """A card, trump or call written in a notation the engine does not know."""


class UnknownCardError(NotationError):
    """Well-formed notation for a card that the game's deck does not hold."""


class DuplicateCardError(EngineError):
    """The same card appears more often than the deck holds it."""


class UnknownGameError(EngineError):
    """A game slug that is not in the registry."""


class UnknownOptionError(EngineError):
    """A rules option that the game does not have, or a value it does not accept."""


class NotImplementedKind(EngineError):
    """A question kind that this game does not answer (yet, or by nature)."""


class RuleError(EngineError):
    """Something the rules refuse (a card, a call, an action at a table); ``violation`` says
    why (the game's reason, or its ruling)."""

    def __init__(self, message: str, violation: object) -> None:
        super().__init__(message)
        self.violation = violation


class IllegalPlayError(RuleError):
    """A card played against the rules; carries the violated obligation."""


class MissingFieldError(EngineError):
    """A question that lacks a field its kind needs; ``field`` names it."""

    def __init__(self, game: str, kind: str, field: str) -> None:
        self.field = field
        super().__init__(f"{game} {kind} input needs {field!r}")
