"""« Qui remporte le pli ? »: a trick in play order; the learner picks the winning card."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.engine.deals import Phase
from reference.engine.results import Situation
from reference.games.base import GameWords
from reference.names import card_short
from trainer.exercises import engine
from trainer.exercises.base import Exercise, Feedback, Mark
from trainer.exercises.kind import Block, ByHand, Described, Kind, Moment, dealt_table

if TYPE_CHECKING:
    from trainer.table import Table


def trump_block(exercise: Exercise) -> Block:
    """The trump, and what else a reader of the cards should know (contract, seat)."""
    show = exercise.show
    parts = [_("Atout : %(trump)s") % {"trump": show["trump"]}]
    parts += [str(show[k]) for k in ("contract", "seat_note") if show.get(k)]
    return Block("note", text=" · ".join(parts))


def card_in_trick(card: Any, index: int) -> str:
    """« V♥ (carte 2) »."""
    return _("%(card)s (carte %(n)d)") % {"card": card_short(card), "n": index + 1}


def trick_on_felt(exercise: Exercise, table: Table) -> None:
    """The trick's cards in front of the seats that played them, from the leader on."""
    leader = table.seating.leader
    if leader is None:
        return
    by_number = {s.seat: s for s in table.seats}
    for index, card in enumerate(engine.cards(exercise.key.game, exercise.question["trick"])):
        played = by_number[(leader + index) % table.count]
        played.card, played.index = card, index


class TrickWinner(Kind):
    """Who wins the trick."""

    name = "trick_winner"
    slug = "qui-remporte-le-pli"
    title = gettext_lazy("Qui remporte le pli ?")
    template = "trainer/kinds/trick_winner.html"
    prompt_line = gettext_lazy("Choisissez la carte qui remporte le pli.")
    choices = "trick"
    by_hand = ByHand("cards", trick="whole")
    at_table = "pli"

    def notes(self, situation: Situation, words: GameWords) -> dict[str, Any]:
        contract = words.trick_note(situation.question)
        return {"contract": contract} if contract else {}

    def prompt(self, exercise: Exercise) -> dict[str, Any]:
        """The trick's cards, in play order."""
        return {"trick": engine.cards(exercise.key.game, exercise.question["trick"])}

    def felt(self, exercise: Exercise, table: Table) -> None:
        trick_on_felt(exercise, table)

    def case_table(self, question: Mapping[str, Any], players: str) -> dict[str, Any]:
        """Seat 0 led the trick."""
        return {**dealt_table(question, players), "leader": 0}

    def parse(self, exercise: Exercise, data: Any) -> int:
        """The index of the chosen card."""
        problem = _("Choisissez la carte qui remporte le pli.")
        return self.picked(data, "card", len(exercise.question["trick"]), problem)

    def check(self, exercise: Exercise, answer: int) -> Feedback:
        """Right if the engine's winner is the chosen card; the reasons say why it wins. Each
        card of the trick is marked: the winner (found, or missed), the card chosen wrongly,
        the rest."""
        verdict = engine.winner(exercise)
        won = verdict.winner
        marks = {}
        for index in range(len(exercise.question["trick"])):
            if index == won:
                marks[index] = Mark("right" if answer == won else "missed", _("gagne"))
            elif index == answer:
                marks[index] = Mark("wrong", _("battue"))
            else:
                marks[index] = Mark("plain", _("battue"))
        write = engine.writer(exercise)
        return Feedback(
            correct=answer == won,
            lines=[write(r) for r in verdict.reasons],
            details={"winner": won, "chosen": answer, "winner_card": verdict.card},
            marks=marks,
        )

    def right_and_wrong(self, exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any]]:
        won = engine.winner(exercise).winner
        wrong = next(i for i in range(len(exercise.question["trick"])) if i != won)
        return {"card": str(won)}, {"card": str(wrong)}

    def given_text(self, exercise: Exercise, answer: Any) -> str:
        card = engine.cards(exercise.key.game, [exercise.question["trick"][int(answer)]])[0]
        return card_in_trick(card, int(answer))

    def right_text(self, exercise: Exercise, feedback: Feedback) -> str:
        return card_in_trick(feedback.details["winner_card"], feedback.details["winner"])

    def on_paper(self, exercise: Exercise) -> Described:
        trick = engine.cards(exercise.key.game, exercise.question["trick"])
        return Described(
            _("Quelle carte remporte le pli ?"),
            (
                trump_block(exercise),
                Block("cards", _("Le pli, dans l'ordre de jeu"), cards=tuple(trick), numbered=True),
            ),
            _("Écrivez le numéro de la carte qui remporte le pli."),
            answer_line=True,
        )

    def disagreement(
        self, exercise: Exercise, expected: Mapping[str, Any], answer: Mapping[str, Any]
    ) -> str:
        if "winner" not in expected:
            return ""
        trick = engine.cards(exercise.key.game, exercise.question["trick"])
        want, got = expected["winner"], int(answer["winner"])
        if want == got:
            return ""
        if not isinstance(want, int) or isinstance(want, bool) or not 0 <= want < len(trick):
            return _(
                "la réponse attendue doit être le rang d'une carte du pli (0 pour la première)."
            )
        return _(
            "la réponse attendue est la carte %(want)s, mais le pli revient à la carte %(got)s."
        ) % {"want": card_short(trick[want]), "got": card_short(trick[got])}

    def question_at(self, moment: Moment) -> dict[str, Any] | None:
        """The trick in progress at that moment (else the one just played), once played."""
        state = moment.state
        done = len(state.tricks.done)
        index = done if state.tricks.current or not done else done - 1
        if state.phase is not Phase.PLAY and not state.tricks.done:
            return None
        if index >= len(moment.end.tricks.done):
            return None
        return dict(moment.end.trick_question(index))
