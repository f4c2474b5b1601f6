"""The trainer's one door to the engine: each question asked once, with the exercise's typed
rules, and its reasons written as sentences with the rule-page section that states each rule.

The sentences come from the engine's typed reasons, written by the game's words
(``reference.games``) for the exercise's table: its seats named as the page draws them.
``ask`` is the case-file door (a question and its answer as JSON), for the case tools and the
tests that compare with a case's ``expected``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from typing import Any

from reference.engine import get_game
from reference.engine.cards import AnyCard
from reference.engine.results import CallRuling, ScoreSheet
from reference.engine.tricks import PlayRuling, Reason, Verdict
from reference.games import words
from reference.games.base import GameWords
from reference.games.seating import Seating
from reference.ruleset import typed_rules
from trainer.exercises.base import Exercise, Line


def ask(
    game: str, kind: str, question: Mapping[str, Any], rules: Mapping[str, Any]
) -> dict[str, Any]:
    """The engine's case-file answer to a question (raises ``EngineError`` on a bad one)."""
    return get_game(game).answer(kind, question, typed_rules(game, rules))


def table_words(exercise: Exercise) -> GameWords:
    """The game's words for this exercise's table."""
    game_words = words(exercise.key.game).under(exercise.typed_rules)
    return game_words.at_table(exercise.question).seated(Seating.of(exercise.extras))


def writer(exercise: Exercise) -> Callable[[Reason], Line]:
    """How this exercise's reasons are written: by the table's words, with their section."""
    game_words = table_words(exercise)
    return lambda reason: Line(game_words.sentence(reason), game_words.section(reason.code) or "")


def winner(exercise: Exercise) -> Verdict:
    """Who wins the question's trick, and why."""
    engine = get_game(exercise.key.game)
    spot = engine.read_spot(exercise.question, exercise.typed_rules, "trick_winner")
    return engine.trick_winner(spot.trick, spot.mode, exercise.typed_rules, spot.players)


def ruling(exercise: Exercise) -> PlayRuling:
    """Which cards of the question's hand may be played, with the obligation behind each."""
    engine = get_game(exercise.key.game)
    spot = engine.read_spot(exercise.question, exercise.typed_rules, "legal_plays")
    return engine.legal_plays(spot, exercise.typed_rules)


def call_ruling(exercise: Exercise, call: str) -> CallRuling:
    """May the next player make ``call`` after the question's auction?"""
    question = {k: v for k, v in exercise.question.items() if k != "calls"}
    engine = get_game(exercise.key.game)
    auction = list(question.get("auction", []))
    return engine.call_ruling(auction, call, exercise.typed_rules, question)


def card_points(exercise: Exercise, notations: Iterable[str], last_trick: bool) -> Fraction:
    """The card points of some of the question's cards at its trump."""
    engine = get_game(exercise.key.game)
    mode = engine.parse_mode(exercise.question.get("trump"))
    points = engine.card_points(
        cards(exercise.key.game, notations), mode, exercise.typed_rules, last_trick=last_trick
    )
    return Fraction(points or 0)


def score_sheet(exercise: Exercise) -> ScoreSheet:
    """The score sheet of the question's deal."""
    return get_game(exercise.key.game).score(exercise.question, exercise.typed_rules)


def cards(game: str, notations: Iterable[str]) -> list[AnyCard]:
    """Cards from their notation, read with the game's deck."""
    deck = get_game(game).deck
    return [deck.parse(n) for n in notations]
