"""Kind 5, "Quelle enchère est permise ?": an auction so far and a few calls; the learner ticks
every call the next player may make. Each call's verdict comes with the engine's reason."""

from __future__ import annotations

from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from trainer.exercises import engine
from trainer.exercises.base import AnswerError, Exercise, Feedback, Mark
from trainer.parsing import Unreadable, read_indices

TEMPLATE = "trainer/kinds/bid.html"
PROMPT_LINE = gettext_lazy("C'est à vous de parler : cochez toutes les enchères permises.")
"""The instruction above the table."""
CHOICES = "candidates"
"""The part of the prompt the number keys pick from ("" when the answer is typed)."""


def prompt(exercise: Exercise) -> dict[str, Any]:
    """The calls so far, with their seats, and the calls to judge."""
    return {
        "auction": exercise.show["auction"],
        "candidates": exercise.show["candidates"],
        "speaker": exercise.show["speaker"],
    }


def parse(exercise: Exercise, data: QueryDict) -> list[int]:
    """The indices of the calls judged legal (none is a possible answer)."""
    try:
        return read_indices(data.getlist("calls"), len(exercise.show["candidates"]))
    except Unreadable:
        raise AnswerError(_("Cette sélection ne correspond pas aux enchères proposées.")) from None


def check(exercise: Exercise, answer: list[int]) -> Feedback:
    """Right if the ticked calls are exactly the legal ones. Each call is marked (permitted or
    not; ticked rightly, wrongly, or missed) with the rule that decides it."""
    verdicts = [engine.call_verdict(exercise, call) for call in exercise.question["calls"]]
    legal = {i for i, (ok, _reason) in enumerate(verdicts) if ok}
    marks = {}
    for index, (ok, _reason) in enumerate(verdicts):
        word = _("permise") if ok else _("interdite")
        if index in answer:
            marks[index] = Mark("right" if ok else "wrong", word)
        else:
            marks[index] = Mark("missed" if ok else "plain", word)  # no tick of a call to make
    return Feedback(
        correct=set(answer) == legal,
        lines=[],
        details={
            "calls": [
                (label, ok, reason, i in answer)
                for i, ((ok, reason), label) in enumerate(
                    zip(verdicts, exercise.show["candidates"], strict=True)
                )
            ]
        },
        marks=marks,
    )


def right_and_wrong(exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any]]:
    """Form data ticking exactly the legal calls, and the same with the first call flipped."""
    legal = set()
    for i, call in enumerate(exercise.question["calls"]):
        question = {k: v for k, v in exercise.question.items() if k != "calls"} | {"call": call}
        if engine.ask(exercise.key.game, "bid", question, exercise.rules)["legal"]:
            legal.add(i)
    wrong = legal ^ {0}
    return {"calls": [str(i) for i in sorted(legal)]}, {"calls": [str(i) for i in sorted(wrong)]}
