"""The trainer's one door to the engine: ask a case question, get the answer and its sentences.

The sentences come from the engine's typed reasons, written by the game's words
(``reference.games``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from reference.engine import get_game
from reference.engine.cards import AnyCard
from reference.games import words


def ask(
    game: str, kind: str, question: Mapping[str, Any], rules: Mapping[str, Any]
) -> dict[str, Any]:
    """The engine's answer to a case question (raises ``EngineError`` on a bad question)."""
    engine = get_game(game)
    return engine.answer(kind, question, engine.make_rules(dict(rules)))


def winner_sentences(game: str, question: Mapping[str, Any], rules: Mapping[str, Any]) -> list[str]:
    """Why the trick's winner wins, sentence by sentence."""
    engine = get_game(game)
    typed = engine.make_rules(dict(rules))
    spot = engine.read_spot(question, typed)
    verdict = engine.trick_winner(spot.trick, spot.mode, typed, spot.players)
    return [words(game).sentence(r) for r in verdict.reasons]


def play_sentences(
    game: str, question: Mapping[str, Any], rules: Mapping[str, Any]
) -> tuple[str, dict[str, str]]:
    """The obligation deciding which cards may be played, and each refused card's reason (by
    the card's notation)."""
    engine = get_game(game)
    typed = engine.make_rules(dict(rules))
    spot = engine.read_spot(question, typed)
    ruling = engine.legal_plays(spot, typed)
    say = words(game).sentence
    return say(ruling.obligation), {str(card): say(r) for card, r in ruling.refusals}


def call_verdict(
    game: str, question: Mapping[str, Any], call: str, rules: Mapping[str, Any]
) -> tuple[bool, str]:
    """May the next player make ``call`` after the question's auction, and why."""
    engine = get_game(game)
    ruling = engine.call_ruling(
        list(question.get("auction", [])), call, engine.make_rules(dict(rules)), question
    )
    return ruling.legal, words(game).sentence(ruling.reason)


def cards(game: str, notations: Iterable[str]) -> list[AnyCard]:
    """Cards from their notation, read with the game's deck."""
    deck = get_game(game).deck
    return [deck.parse(n) for n in notations]
