"""The trainer's one door to the engine: ask a case question, get the answer and its sentences."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from reference.engine import get_game
from reference.engine.cards import AnyCard
from reference.engine.tricks import Reason
from reference.games import words
from reference.reasons import reason_from_json, render_reason


def ask(
    game: str, kind: str, question: Mapping[str, Any], rules: Mapping[str, Any]
) -> dict[str, Any]:
    """The engine's answer to a case question (raises ``EngineError`` on a bad question)."""
    engine = get_game(game)
    return engine.answer(kind, question, engine.make_rules(dict(rules)))


def sentences(game: str, reasons: Iterable[Mapping[str, Any]]) -> list[str]:
    """The engine's reasons (as found in a case answer) written out in the active language."""
    return [sentence(game, r) for r in reasons]


def sentence(game: str, reason: Mapping[str, Any]) -> str:
    """One reason written out, by the game's words."""
    return _written(game, reason_from_json(reason, game))


def _written(game: str, reason: Reason) -> str:
    try:
        game_words = words(game)
    except ModuleNotFoundError:  # a game whose words are still in reference/reasons
        return render_reason(reason)
    return game_words.sentence(reason)


def cards(game: str, notations: Iterable[str]) -> list[AnyCard]:
    """Cards from their notation, read with the game's deck."""
    deck = get_game(game).deck
    return [deck.parse(n) for n in notations]
