"""Kind 1, "Qui remporte le pli ?": a trick in play order; the learner picks the winning card."""

from __future__ import annotations

from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from trainer.exercises import engine
from trainer.exercises.base import AnswerError, Exercise, Feedback, Mark
from trainer.parsing import Unreadable, read_index

TEMPLATE = "trainer/kinds/trick_winner.html"
PROMPT_LINE = gettext_lazy("Choisissez la carte qui remporte le pli.")
"""The instruction above the table."""
CHOICES = "trick"
"""The part of the prompt the number keys pick from ("" when the answer is typed)."""


def prompt(exercise: Exercise) -> dict[str, Any]:
    """What the page shows: the trick's cards, in play order."""
    game = exercise.key.game
    return {"trick": engine.cards(game, exercise.question["trick"])}


def parse(exercise: Exercise, data: QueryDict) -> int:
    """The index of the chosen card."""
    try:
        return read_index(data.get("card", ""), len(exercise.question["trick"]))
    except Unreadable:
        raise AnswerError(_("Choisissez la carte qui remporte le pli.")) from None


def check(exercise: Exercise, answer: int) -> Feedback:
    """Right if the engine's winner is the chosen card; the reasons say why it wins. Each card
    of the trick is marked: the winner (found, or missed), the card chosen wrongly, the rest."""
    game = exercise.key.game
    result = engine.ask(game, "trick_winner", exercise.question, exercise.rules)
    winner = int(result["winner"])
    trick = engine.cards(game, exercise.question["trick"])
    marks = {}
    for index in range(len(trick)):
        if index == winner:
            marks[index] = Mark("right" if answer == winner else "missed", _("gagne"))
        elif index == answer:
            marks[index] = Mark("wrong", _("battue"))
        else:
            marks[index] = Mark("plain", _("battue"))
    return Feedback(
        correct=answer == winner,
        lines=engine.winner_lines(exercise),
        details={"winner": winner, "chosen": answer, "winner_card": trick[winner]},
        marks=marks,
    )


def right_and_wrong(exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any]]:
    """Form data of a right answer and of a wrong one (for tests and the load script)."""
    result = engine.ask(exercise.key.game, "trick_winner", exercise.question, exercise.rules)
    winner = int(result["winner"])
    wrong = next(i for i in range(len(exercise.question["trick"])) if i != winner)
    return {"card": str(winner)}, {"card": str(wrong)}
