"""The trainer's one door to the engine: ask a case question, get the answer and its reasons,
each written as a sentence with the rule-page section that states its rule.

The sentences come from the engine's typed reasons, written by the game's words
(``reference.games``) for the exercise's table: its seats named as the page draws them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from reference.engine import get_game
from reference.engine.cards import AnyCard
from reference.engine.tricks import Reason
from reference.games import words
from reference.games.base import GameWords
from reference.games.seating import Seating
from trainer.exercises.base import Exercise, Line


def ask(
    game: str, kind: str, question: Mapping[str, Any], rules: Mapping[str, Any]
) -> dict[str, Any]:
    """The engine's answer to a case question (raises ``EngineError`` on a bad question)."""
    engine = get_game(game)
    return engine.answer(kind, question, engine.make_rules(dict(rules)))


def table_words(exercise: Exercise) -> GameWords:
    """The game's words for this exercise's table."""
    engine = get_game(exercise.key.game)
    game_words = words(exercise.key.game).under(engine.make_rules(dict(exercise.rules)))
    return game_words.at_table(exercise.question).seated(Seating.of(exercise.extras))


def writer(exercise: Exercise) -> Callable[[Reason], Line]:
    """How this exercise's reasons are written: by the table's words, with their section."""
    game_words = table_words(exercise)
    return lambda reason: Line(game_words.sentence(reason), game_words.section(reason.code) or "")


def winner_lines(exercise: Exercise) -> list[Line]:
    """Why the trick's winner wins, sentence by sentence."""
    engine = get_game(exercise.key.game)
    typed = engine.make_rules(dict(exercise.rules))
    spot = engine.read_spot(exercise.question, typed)
    verdict = engine.trick_winner(spot.trick, spot.mode, typed, spot.players)
    return [writer(exercise)(r) for r in verdict.reasons]


def play_lines(exercise: Exercise) -> tuple[Line, dict[str, Line]]:
    """The obligation deciding which cards may be played, and each refused card's reason (by
    the card's notation)."""
    engine = get_game(exercise.key.game)
    typed = engine.make_rules(dict(exercise.rules))
    ruling = engine.legal_plays(engine.read_spot(exercise.question, typed), typed)
    write = writer(exercise)
    return write(ruling.obligation), {str(card): write(r) for card, r in ruling.refusals}


def call_verdict(exercise: Exercise, call: str) -> tuple[bool, Line]:
    """May the next player make ``call`` after the question's auction, and why."""
    question = {k: v for k, v in exercise.question.items() if k != "calls"}
    engine = get_game(exercise.key.game)
    typed = engine.make_rules(dict(exercise.rules))
    ruling = engine.call_ruling(list(question.get("auction", [])), call, typed, question)
    return ruling.legal, writer(exercise)(ruling.reason)


def cards(game: str, notations: Iterable[str]) -> list[AnyCard]:
    """Cards from their notation, read with the game's deck."""
    deck = get_game(game).deck
    return [deck.parse(n) for n in notations]
