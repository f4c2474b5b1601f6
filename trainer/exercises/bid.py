"""« Quelle enchère est permise ? »: an auction so far and a few calls; the learner ticks every
call the next player may make. Each call's verdict comes with the engine's reason."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from reference.engine.results import Situation
from reference.games import words
from reference.games.base import GameWords
from reference.games.seating import Seating
from trainer.exercises import engine
from trainer.exercises.base import AnswerError, Exercise, Feedback, Line, Mark
from trainer.exercises.kind import Block, ByHand, Described, Kind, aucune, dealt_table
from trainer.parsing import Unreadable, read_indices

if TYPE_CHECKING:
    from trainer.table import Table


def seat_count(question: Mapping[str, Any], players: str) -> int:
    """How many sit at the table of a question (its ``players``, or ``players``)."""
    table = str(question.get("players") or players)
    return 4 if table == "2x2" else int(table)


class Bid(Kind):
    """Which calls the next player may make."""

    name = "bid"
    slug = "quelle-enchere"
    title = gettext_lazy("Quelle enchère est permise ?")
    template = "trainer/kinds/bid.html"
    prompt_line = gettext_lazy("C'est à vous de parler : cochez toutes les enchères permises.")
    choices = "candidates"
    by_hand = ByHand("auction")

    def show(
        self, situation: Situation, words: GameWords, rules: Any, players: str
    ) -> dict[str, Any]:
        """The auction so far by seat (after what was announced before it), the calls to judge
        and who speaks."""
        question = situation.question
        seats = seat_count(question, players)
        calls = question["auction"]
        table_words = words.at_table(question)
        before = table_words.opening_calls(question, situation.extras)
        return {
            "auction": [
                *before,
                *(
                    (i % seats, table_words.call_in_auction(c, i, seats))
                    for i, c in enumerate(calls)
                ),
            ],
            "candidates": [capfirst(table_words.call_name(c)) for c in question["calls"]],
            "speaker": len(calls) % seats,
            "players": seats,
        }

    def prompt(self, exercise: Exercise) -> dict[str, Any]:
        """The calls so far, each after the name of the seat that made it (« vous » for the
        speaker's), and the calls to judge."""
        show = exercise.show
        seats, speaker = int(show["players"]), int(show["speaker"])
        table = exercise.question.get("players")
        game_words = words(exercise.key.game)

        def seat(number: int) -> str:
            name = game_words.seat_name(number % seats, None if table is None else str(table))
            return _("%(seat)s, vous") % {"seat": name} if number % seats == speaker else name

        return {
            "auction": [(seat(number), call) for number, call in show["auction"]],
            "candidates": show["candidates"],
            "speaker": speaker,
        }

    def felt(self, exercise: Exercise, table: Table) -> None:
        """Each call in front of the seat that made it, numbered in the order of the auction."""
        by_number = {s.seat: s for s in table.seats}
        for order, (seat, call) in enumerate(exercise.show.get("auction", ()), start=1):
            by_number[seat % table.count].calls.append((order, call))

    def case_table(self, question: Mapping[str, Any], players: str) -> dict[str, Any]:
        """Seat 0 spoke first; « vous » speak next."""
        table = dealt_table(question, players)
        return {**table, "you": len(question.get("auction") or ()) % table["seats"]}

    def parse(self, exercise: Exercise, data: Any) -> list[int]:
        """The indices of the calls judged legal (none is a possible answer)."""
        try:
            return read_indices(data.getlist("calls"), len(exercise.show["candidates"]))
        except Unreadable:
            raise AnswerError(
                _("Cette sélection ne correspond pas aux enchères proposées.")
            ) from None

    def verdicts(self, exercise: Exercise) -> list[tuple[bool, Line]]:
        """Each call to judge: whether it is permitted, and why."""
        write = engine.writer(exercise)
        rulings = [engine.call_ruling(exercise, call) for call in exercise.question["calls"]]
        return [(r.legal, write(r.reason)) for r in rulings]

    def check(self, exercise: Exercise, answer: list[int]) -> Feedback:
        """Right if the ticked calls are exactly the legal ones. Each call is marked (permitted
        or not; ticked rightly, wrongly, or missed) with the rule that decides it."""
        verdicts = self.verdicts(exercise)
        legal = {i for i, (ok, _reason) in enumerate(verdicts) if ok}
        marks = {}
        for index, (ok, _reason) in enumerate(verdicts):
            word = _("permise") if ok else _("interdite")
            if index in answer:
                marks[index] = Mark("right" if ok else "wrong", word)
            else:  # no tick of a call to make
                marks[index] = Mark("missed" if ok else "plain", word)
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

    def right_and_wrong(self, exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any]]:
        """Exactly the legal calls ticked, and the same with the first call flipped."""
        legal = {
            i
            for i, call in enumerate(exercise.question["calls"])
            if engine.call_ruling(exercise, call).legal
        }
        wrong = legal ^ {0}
        return (
            {"calls": [str(i) for i in sorted(legal)]},
            {"calls": [str(i) for i in sorted(wrong)]},
        )

    def given_text(self, exercise: Exercise, answer: Any) -> str:
        return aucune([str(exercise.show["candidates"][i]) for i in sorted(answer)])

    def right_text(self, exercise: Exercise, feedback: Feedback) -> str:
        return aucune(
            [str(label) for label, ok, _reason, _ticked in feedback.details["calls"] if ok]
        )

    def explained(self, exercise: Exercise, feedback: Feedback) -> tuple[list[str], str]:
        """Each call with its rule; the rule behind a miss is the first call misjudged."""
        reasons, _first = super().explained(exercise, feedback)
        calls = feedback.details["calls"]
        reasons += [f"{label} : {why}" for label, _ok, why, _ticked in calls if why]
        misjudged = [str(why) for _label, ok, why, ticked in calls if ok != ticked and why]
        return reasons, misjudged[0] if misjudged else (reasons[0] if reasons else "")

    def on_paper(self, exercise: Exercise) -> Described:
        show = exercise.show
        game_words = words(exercise.key.game)
        players = int(show["players"])
        table = exercise.question.get("players")
        table = None if table is None else str(table)

        seated = engine.table_words(exercise) if Seating.of(exercise.extras) else None

        def seat(number: int) -> str:
            """The seat as the page's felt names it, when the exercise has one."""
            if seated is not None:
                return capfirst(seated.place(number))
            return game_words.seat_name(number, table)

        auction = tuple(f"{seat(number)} : {call}" for number, call in show["auction"])
        blocks = [
            Block(
                "note",
                text=ngettext("%(n)d joueur.", "%(n)d joueurs.", players) % {"n": players}
                + " "
                + _("%(first)s parle en premier.") % {"first": seat(0)},
            ),
            Block("lines", _("Les enchères"), items=auction)
            if auction
            else Block("note", text=_("Personne n'a encore parlé.")),
            Block("choices", items=tuple(str(c) for c in show["candidates"])),
        ]
        question = _("C'est à %(seat)s de parler : quelles enchères a-t-il le droit de faire ?") % {
            "seat": seat(int(show["speaker"]))
        }
        return Described(question, tuple(blocks), _("Cochez toutes les enchères permises."))

    def stored(self, case: Mapping[str, Any]) -> dict[str, Any]:
        """A case judges one call (``call``); its page offers it as the only call to judge."""
        return {**case, "input": {**case["input"], "calls": [case["input"]["call"]]}}

    def missing(self, question: Mapping[str, Any]) -> str:
        if "call" not in question:
            return _("il manque l'enchère à juger (« call »).")
        return ""

    def disagreement(
        self, exercise: Exercise, expected: Mapping[str, Any], answer: Mapping[str, Any]
    ) -> str:
        if "legal" not in expected or bool(expected["legal"]) == bool(answer["legal"]):
            return ""
        if expected["legal"]:
            return _("la réponse attendue dit cette enchère permise, mais elle est interdite.")
        return _("la réponse attendue dit cette enchère interdite, mais elle est permise.")
