"""« Que marque ce contrat ? »: a finished deal summarised; the learner enters each side's (or
player's) score; the feedback is the engine's calculation, line by line."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.engine.casefile import compare
from reference.engine.results import Situation
from reference.games.base import GameWords
from trainer.exercises import engine
from trainer.exercises.base import AnswerError, Exercise, Feedback, Line, number_mark
from trainer.exercises.kind import Block, ByHand, Described, Kind, Moment
from trainer.parsing import Unreadable, read_whole

LIMIT = 100_000


def signed(value: int) -> str:
    """A score as a score sheet writes it: "+160", "−6", "0"."""
    if value > 0:
        return f"+{value}"
    return f"−{-value}" if value < 0 else "0"


class Score(Kind):
    """What a finished deal scores."""

    name = "score"
    slug = "que-marque-le-contrat"
    title = gettext_lazy("Que marque ce contrat ?")
    template = "trainer/kinds/score.html"
    prompt_line = gettext_lazy(
        "Que marque chacun ? Un nombre entier par case, négatif s'il le faut."
    )
    by_hand = ByHand("deal")
    at_table = "marque"
    contract_on_felt = False
    reason_lead = gettext_lazy("La marque du contrat")

    def show(
        self, situation: Situation, words: GameWords, rules: Any, players: str
    ) -> dict[str, Any]:
        """The deal's summary and one field per side that scores."""
        question = situation.question
        sheet = words.game.score(question, rules)
        return {
            "summary": words.score_summary(question),
            "fields": [(side, words.side_name(side, question)) for side in sheet.sides],
        }

    def prompt(self, exercise: Exercise) -> dict[str, Any]:
        """The deal's summary and one number field per score to enter."""
        return {"summary": exercise.show["summary"], "fields": exercise.show["fields"]}

    def parse(self, exercise: Exercise, data: Any) -> dict[str, int]:
        """One whole number per field, negative when typed with a minus or when its sign is
        « − » (the sign beside each field, for phone keypads that have no minus key)."""
        answer = {}
        for name, _label in exercise.show["fields"]:
            try:
                value = read_whole(data.get(f"score-{name}", ""), LIMIT)
            except Unreadable:
                raise AnswerError(
                    _("Écrivez un nombre entier dans chaque case, par exemple 160 ou -6.")
                ) from None
            sign = data.get(f"sign-{name}", "+")
            if sign not in ("+", "-"):
                raise AnswerError(_("Choisissez le signe de chaque score : + ou −."))
            answer[name] = -abs(value) if sign == "-" else value
        return answer

    def check(self, exercise: Exercise, answer: dict[str, int]) -> Feedback:
        """Right if every field equals the engine's score; each field is marked with it."""
        expected, lines = _expected(exercise)
        fields = exercise.show["fields"]
        return Feedback(
            correct=all(answer.get(name) == value for name, value in expected.items()),
            lines=lines,
            details={"expected": [(label, expected[name]) for name, label in fields]},
            marks={
                index: number_mark(answer.get(name) == expected[name], signed(expected[name]))
                for index, (name, _label) in enumerate(fields)
            },
        )

    def right_and_wrong(self, exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any]]:
        """The right scores, and the same with the first one off by ten."""
        expected, _lines = _expected(exercise)
        right = {f"score-{name}": str(value) for name, value in expected.items()}
        first = next(iter(right))
        return right, right | {first: str(int(right[first]) + 10)}

    def given_text(self, exercise: Exercise, answer: Any) -> str:
        fields = exercise.show["fields"]
        return " · ".join(f"{label} : {answer.get(name, '')}" for name, label in fields)

    def right_text(self, exercise: Exercise, feedback: Feedback) -> str:
        return " · ".join(f"{label} : {value}" for label, value in feedback.details["expected"])

    def on_paper(self, exercise: Exercise) -> Described:
        show = exercise.show
        return Described(
            _("Que marque chacun ? (nombres entiers, négatifs permis)"),
            (
                Block("lines", _("La donne"), items=tuple(str(line) for line in show["summary"])),
                Block("blanks", items=tuple(str(label) for _name, label in show["fields"])),
            ),
            _("Écrivez la marque de chacun."),
        )

    def disagreement(
        self, exercise: Exercise, expected: Mapping[str, Any], answer: Mapping[str, Any]
    ) -> str:
        if not compare(expected, answer):
            return ""
        feedback = self.check(exercise, {})
        return _("la marque attendue n'est pas celle des règles, qui donnent : %(score)s.") % {
            "score": self.right_text(exercise, feedback)
        }

    def question_at(self, moment: Moment) -> dict[str, Any] | None:
        """The deal's score, once it is over."""
        if not moment.over:
            return None
        question = moment.end.score_question()
        return dict(question) if question is not None else None


def _expected(exercise: Exercise) -> tuple[dict[str, int], list[Line]]:
    """Each field's score and the calculation's sentences, from the engine's score sheet."""
    fields = [name for name, _label in exercise.show["fields"]]
    sheet = engine.score_sheet(exercise)
    write = engine.writer(exercise)
    return {name: sheet.score(name) for name in fields}, [write(step) for step in sheet.steps]
