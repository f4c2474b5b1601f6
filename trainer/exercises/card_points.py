"""« Combien de points ? »: the card points of a set of tricks (last-trick bonus included where
the game has one). The explanation lists every card that counts, valued by the engine."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.engine.results import Situation
from reference.games.base import GameWords
from reference.names import format_value
from trainer.exercises import engine
from trainer.exercises.base import AnswerError, Exercise, Feedback, Line, number_mark
from trainer.exercises.kind import Block, ByHand, Described, Kind
from trainer.exercises.trick_winner import trump_block
from trainer.parsing import OutOfRange, Unreadable, read_decimal

MAX_POINTS = 1000


class CardPoints(Kind):
    """How many card points some won cards are worth."""

    name = "card_points"
    slug = "combien-de-points"
    title = gettext_lazy("Combien de points ?")
    template = "trainer/kinds/card_points.html"
    prompt_line = gettext_lazy("Combien de points de cartes dans ces plis ?")
    on_felt = False
    by_hand = ByHand("cards", held="cards", last_trick=True)
    reason_lead = gettext_lazy("Le compte des points")

    def notes(self, situation: Situation, words: GameWords) -> dict[str, Any]:
        tricks = situation.extras.get("tricks")
        return {"tricks": tricks} if tricks else {}

    def prompt(self, exercise: Exercise) -> dict[str, Any]:
        """The cards won, trick by trick when the exercise groups them."""
        game = exercise.key.game
        groups = exercise.show.get("tricks") or [exercise.question["cards"]]
        return {
            "tricks": [engine.cards(game, group) for group in groups],
            "last_trick": bool(exercise.question.get("last_trick")),
        }

    def parse(self, exercise: Exercise, data: Any) -> str:
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

    def check(self, exercise: Exercise, answer: str) -> Feedback:
        """Right if the number equals the engine's count; each counting card is listed."""
        question = exercise.question
        last = bool(question.get("last_trick"))
        total = engine.card_points(exercise, question["cards"], last)
        lines = []
        for card, notation in zip(
            engine.cards(exercise.key.game, question["cards"]), question["cards"], strict=True
        ):
            if value := engine.card_points(exercise, [notation], False):
                lines.append(
                    _("%(card)s : %(points)s")
                    % {"card": format_value(card), "points": format_value(value)}
                )
        if last:
            bonus = total - engine.card_points(exercise, question["cards"], False)
            lines.append(_("Dernier pli : %(points)s") % {"points": format_value(bonus)})
        lines.append(_("Total : %(points)s points") % {"points": format_value(total)})
        correct = Fraction(answer) == total
        return Feedback(
            correct=correct,
            lines=[Line(text, "points") for text in lines],
            details={"total": format_value(total)},
            marks={0: number_mark(correct, format_value(total))},
        )

    def right_and_wrong(self, exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any]]:
        """The right count and a count one point off."""
        question = exercise.question
        total = engine.card_points(exercise, question["cards"], bool(question.get("last_trick")))
        return {"points": _decimal(total)}, {"points": _decimal(total + 1)}

    def given_text(self, exercise: Exercise, answer: Any) -> str:
        return str(format_value(Fraction(str(answer))))

    def right_text(self, exercise: Exercise, feedback: Feedback) -> str:
        return str(feedback.details["total"])

    def on_paper(self, exercise: Exercise) -> Described:
        game = exercise.key.game
        groups = exercise.show.get("tricks") or [exercise.question["cards"]]
        blocks = [trump_block(exercise)]
        for number, group in enumerate(groups, start=1):
            label = _("Pli %(n)d") % {"n": number} if len(groups) > 1 else _("Les cartes gagnées")
            blocks.append(Block("cards", label, cards=tuple(engine.cards(game, group))))
        if exercise.question.get("last_trick"):
            blocks.append(
                Block("note", text=_("Ce camp a aussi remporté le dernier pli de la donne."))
            )
        return Described(
            _("Combien de points de cartes ce camp a-t-il gagnés ?"),
            tuple(blocks),
            _("Écrivez le nombre de points."),
            answer_line=True,
        )

    def disagreement(
        self, exercise: Exercise, expected: Mapping[str, Any], answer: Mapping[str, Any]
    ) -> str:
        if "points" not in expected or _number(expected["points"]) == _number(answer["points"]):
            return ""
        return _("la réponse attendue est %(want)s points, mais le compte est de %(got)s.") % {
            "want": expected["points"],
            "got": answer["points"],
        }


def _number(value: Any) -> float | None:
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _decimal(value: Fraction) -> str:
    return str(int(value)) if value.denominator == 1 else f"{float(value):g}"
