"""The trainer's one door to the engine: ask a case question, get the answer and its reasons,
each written as a sentence with the rule-page section that states its rule.

The sentences come from the engine's typed reasons, written by the game's words
(``reference.games``) for the exercise's table (seats named as the page draws them); a game
not yet speaking through the ``Game`` protocol's ``read_spot`` and ``call_ruling`` has its
reasons read back from the case answer instead.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from reference.engine import get_game
from reference.engine.cards import AnyCard
from reference.engine.errors import NotImplementedKind
from reference.engine.tricks import Reason
from reference.games import words
from reference.games.base import GameWords
from reference.games.seating import Seating
from reference.reasons import reason_from_json, render_reason
from trainer.exercises.base import Exercise, Line


def ask(
    game: str, kind: str, question: Mapping[str, Any], rules: Mapping[str, Any]
) -> dict[str, Any]:
    """The engine's answer to a case question (raises ``EngineError`` on a bad question)."""
    engine = get_game(game)
    return engine.answer(kind, question, engine.make_rules(dict(rules)))


def table_words(exercise: Exercise) -> GameWords | None:
    """The game's words for this exercise's table (``None`` for a game without words yet)."""
    try:
        game_words = words(exercise.key.game)
    except ModuleNotFoundError as error:
        if error.name != f"reference.games.{exercise.key.game}":
            raise
        return None
    return game_words.at_table(exercise.question).seated(Seating.of(exercise.extras))


def writer(game: str) -> Callable[[Reason], str]:
    """How the game's reasons are written (the score pad's too): by its words
    (``reference.games``), or by the sentences of ``reference.reasons`` for a game whose words
    are not there yet."""
    try:
        return words(game).sentence
    except ModuleNotFoundError as error:
        if error.name != f"reference.games.{game}":
            raise
        return render_reason


def exercise_writer(exercise: Exercise) -> Callable[[Reason], Line]:
    """How this exercise's reasons are written: by the table's words, with their section; by
    the sentences of ``reference.reasons`` for a game whose words are not there yet."""
    game_words = table_words(exercise)
    if game_words is None:
        return lambda reason: Line(render_reason(reason))
    return lambda reason: Line(game_words.sentence(reason), game_words.section(reason.code) or "")


def winner_lines(exercise: Exercise) -> list[Line]:
    """Why the trick's winner wins, sentence by sentence."""
    game, question, rules = exercise.key.game, exercise.question, exercise.rules
    engine = get_game(game)
    typed = engine.make_rules(dict(rules))
    write = exercise_writer(exercise)
    try:
        spot = engine.read_spot(question, typed)
    except NotImplementedKind:
        return lines(exercise, ask(game, "trick_winner", question, rules).get("reasons", []))
    verdict = engine.trick_winner(spot.trick, spot.mode, typed, spot.players)
    return [write(r) for r in verdict.reasons]


def play_lines(exercise: Exercise) -> tuple[Line, dict[str, Line]]:
    """The obligation deciding which cards may be played, and each refused card's reason (by
    the card's notation)."""
    game, question, rules = exercise.key.game, exercise.question, exercise.rules
    engine = get_game(game)
    typed = engine.make_rules(dict(rules))
    write = exercise_writer(exercise)
    try:
        spot = engine.read_spot(question, typed)
    except NotImplementedKind:
        result = ask(game, "legal_plays", question, rules)
        refusals = result.get("refusals", {})
        return line(exercise, result["obligation"]), {
            card: line(exercise, reason) for card, reason in refusals.items()
        }
    ruling = engine.legal_plays(spot, typed)
    return write(ruling.obligation), {str(card): write(r) for card, r in ruling.refusals}


def call_verdict(exercise: Exercise, call: str) -> tuple[bool, Line]:
    """May the next player make ``call`` after the question's auction, and why."""
    game, rules = exercise.key.game, exercise.rules
    question = {k: v for k, v in exercise.question.items() if k != "calls"}
    engine = get_game(game)
    try:
        ruling = engine.call_ruling(
            list(question.get("auction", [])), call, engine.make_rules(dict(rules)), question
        )
    except NotImplementedKind:
        result = ask(game, "bid", {**question, "call": call}, rules)
        reason = result.get("reason")
        return bool(result["legal"]), line(exercise, reason) if reason else Line("")
    return ruling.legal, exercise_writer(exercise)(ruling.reason)


def lines(exercise: Exercise, reasons: Iterable[Mapping[str, Any]]) -> list[Line]:
    """The engine's reasons (as found in a case answer), written out."""
    return [line(exercise, r) for r in reasons]


def line(exercise: Exercise, reason: Mapping[str, Any]) -> Line:
    """One reason (as found in a case answer) written out."""
    return exercise_writer(exercise)(reason_from_json(reason, exercise.key.game))


def cards(game: str, notations: Iterable[str]) -> list[AnyCard]:
    """Cards from their notation, read with the game's deck."""
    deck = get_game(game).deck
    return [deck.parse(n) for n in notations]
