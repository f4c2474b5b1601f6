"""Kind 4, "Que marque ce contrat ?": a finished deal summarised; the learner enters each side's
(or player's) score; the feedback is the engine's calculation, line by line."""

from __future__ import annotations

from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext as _

from reference.engine import get_game
from reference.games import words
from trainer.exercises.base import AnswerError, Exercise, Feedback
from trainer.parsing import Unreadable, read_whole

TEMPLATE = "trainer/kinds/score.html"
LIMIT = 100_000


def prompt(exercise: Exercise) -> dict[str, Any]:
    """The deal's summary and one number field per score to enter."""
    return {"summary": exercise.show["summary"], "fields": exercise.show["fields"]}


def parse(exercise: Exercise, data: QueryDict) -> dict[str, int]:
    """One whole number (possibly negative) per field."""
    answer = {}
    for name, _label in exercise.show["fields"]:
        try:
            answer[name] = read_whole(data.get(f"score-{name}", ""), LIMIT)
        except Unreadable:
            raise AnswerError(
                _("Écrivez un nombre entier dans chaque case, par exemple 160 ou -6.")
            ) from None
    return answer


def check(exercise: Exercise, answer: dict[str, int]) -> Feedback:
    """Right if every field equals the engine's score."""
    expected, lines = _expected(exercise)
    return Feedback(
        correct=all(answer.get(name) == value for name, value in expected.items()),
        lines=lines,
        details={
            "expected": [(label, expected[name]) for name, label in exercise.show["fields"]],
        },
    )


def right_and_wrong(exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any]]:
    """Form data of the right scores and of scores with the first one off by ten."""
    expected, _lines = _expected(exercise)
    right = {f"score-{name}": str(value) for name, value in expected.items()}
    first = next(iter(right))
    return right, right | {first: str(int(right[first]) + 10)}


def _expected(exercise: Exercise) -> tuple[dict[str, int], list[str]]:
    """Each field's score and the calculation's sentences, from the engine's score sheet."""
    game = exercise.key.game
    fields = [name for name, _label in exercise.show["fields"]]
    engine_game = get_game(game)
    sheet = engine_game.score(exercise.question, engine_game.make_rules(exercise.rules))
    game_words = words(game).at_table(exercise.question)
    return {name: sheet.score(name) for name in fields}, [
        game_words.sentence(step) for step in sheet.steps
    ]
