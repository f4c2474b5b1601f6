"""Kind 3, "Combien de points ?": the card points of a set of tricks (last-trick bonus included
where the game has one). The explanation lists every card that counts, valued by the engine."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.names import format_value as format_param
from trainer.exercises import engine
from trainer.exercises.base import AnswerError, Exercise, Feedback, Line, number_mark
from trainer.parsing import OutOfRange, Unreadable, read_decimal

TEMPLATE = "trainer/kinds/card_points.html"
PROMPT_LINE = gettext_lazy("Combien de points de cartes dans ces plis ?")
"""The instruction above the table."""
CHOICES = ""
"""The part of the prompt the number keys pick from ("" when the answer is typed)."""
MAX_POINTS = 1000


def prompt(exercise: Exercise) -> dict[str, Any]:
    """The cards won, trick by trick when the exercise groups them."""
    game = exercise.key.game
    groups = exercise.show.get("tricks") or [exercise.question["cards"]]
    return {
        "tricks": [engine.cards(game, group) for group in groups],
        "last_trick": bool(exercise.question.get("last_trick")),
    }


def parse(exercise: Exercise, data: QueryDict) -> str:
    """A number, halves allowed ("44,5" or "44.5")."""
    try:
        value = read_decimal(data.get("points", ""), maximum=MAX_POINTS)
    except OutOfRange:
        value = None
    except Unreadable:
        raise AnswerError(_("Écrivez un nombre de points, par exemple 57 ou 44,5.")) from None
    if value is None or value.denominator not in (1, 2):
        raise AnswerError(_("Écrivez un nombre de points entre 0 et 1000 (demi-points admis)."))
    return str(value)


def check(exercise: Exercise, answer: str) -> Feedback:
    """Right if the number equals the engine's count; each counting card is listed."""
    game = exercise.key.game
    question = exercise.question
    total = _points(game, question, exercise.rules)
    lines = []
    for card in question["cards"]:
        value = _points(game, {**question, "cards": [card], "last_trick": False}, exercise.rules)
        if value:
            label = format_param(engine.cards(game, [card])[0])
            lines.append(
                _("%(card)s : %(points)s") % {"card": label, "points": format_param(value)}
            )
    if question.get("last_trick"):
        bonus = total - _points(game, {**question, "last_trick": False}, exercise.rules)
        lines.append(_("Dernier pli : %(points)s") % {"points": format_param(bonus)})
    lines.append(_("Total : %(points)s points") % {"points": format_param(total)})
    correct = Fraction(answer) == total
    return Feedback(
        correct=correct,
        lines=[Line(text, "points") for text in lines],
        details={"total": format_param(total)},
        marks={0: number_mark(correct, format_param(total))},
    )


def _points(game: str, question: dict[str, Any], rules: dict[str, Any]) -> Fraction:
    return Fraction(str(engine.ask(game, "card_points", question, rules)["points"]))


def right_and_wrong(exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any]]:
    """Form data of the right count and of a count one point off."""
    total = _points(exercise.key.game, exercise.question, exercise.rules)
    return {"points": _decimal(total)}, {"points": _decimal(total + 1)}


def _decimal(value: Fraction) -> str:
    return str(int(value)) if value.denominator == 1 else f"{float(value):g}"
