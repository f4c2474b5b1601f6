"""« Quelles cartes pouvez-vous jouer ? »: select every legal card of a hand, no more.

A partial answer is wrong; the feedback names the missed and the wrongly chosen cards, each
with the obligation that decides it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.engine.results import Situation
from reference.games.base import GameWords
from reference.names import card_short
from trainer.exercises import engine
from trainer.exercises.base import AnswerError, Exercise, Feedback, Line, Mark
from trainer.exercises.kind import Block, ByHand, Described, Kind, Moment, aucune, dealt_table
from trainer.exercises.trick_winner import trick_on_felt, trump_block
from trainer.parsing import Unreadable, read_indices

if TYPE_CHECKING:
    from trainer.table import Table


def cards_text(cards: list[Any]) -> str:
    """Cards as the site writes them in a sentence: « R♥, 10♠ » (nothing: « aucune »)."""
    return aucune([card_short(c) for c in cards])


class LegalPlays(Kind):
    """Which cards may be played."""

    name = "legal_plays"
    slug = "cartes-jouables"
    title = gettext_lazy("Quelles cartes pouvez-vous jouer ?")
    template = "trainer/kinds/legal_plays.html"
    prompt_line = gettext_lazy("Choisissez toutes les cartes que vous pouvez jouer.")
    choices = "hand"
    by_hand = ByHand("cards", trick="partial", held="hand")
    at_table = "cartes"

    def notes(self, situation: Situation, words: GameWords) -> dict[str, Any]:
        shown = {}
        if contract := words.trick_note(situation.question):
            shown["contract"] = contract
        if seat_note := words.play_note(situation.question):
            shown["seat_note"] = seat_note
        return shown

    def prompt(self, exercise: Exercise) -> dict[str, Any]:
        """The partial trick and the hand."""
        game = exercise.key.game
        return {
            "trick": engine.cards(game, exercise.question["trick"]),
            "hand": engine.cards(game, exercise.question["hand"]),
        }

    def felt(self, exercise: Exercise, table: Table) -> None:
        trick_on_felt(exercise, table)

    def case_table(self, question: Mapping[str, Any], players: str) -> dict[str, Any]:
        """Seat 0 led the trick; « vous » play next."""
        table = dealt_table(question, players)
        you = len(question.get("trick") or ()) % table["seats"]
        return {**table, "leader": 0, "you": you}

    def parse(self, exercise: Exercise, data: Any) -> list[int]:
        """The indices (in the hand) of the selected cards; at least one."""
        raw = data.getlist("cards")
        if not raw:
            raise AnswerError(
                _("Sélectionnez au moins une carte : toute main a une carte jouable.")
            )
        try:
            return read_indices(raw, len(exercise.question["hand"]))
        except Unreadable:
            raise AnswerError(
                _("Cette sélection ne correspond pas aux cartes de la main.")
            ) from None

    def check(self, exercise: Exercise, answer: list[int]) -> Feedback:
        """Right only if the selection is exactly the engine's legal set. Each card of the hand
        is marked (playable or refused; chosen rightly, wrongly, or missed), and each reason is
        told once, next to the cards it concerns."""
        hand = engine.cards(exercise.key.game, exercise.question["hand"])
        ruling = engine.ruling(exercise)
        legal = {str(c) for c in ruling.legal}
        chosen = {str(hand[i]) for i in answer}
        write = engine.writer(exercise)
        obligation = write(ruling.obligation)
        refusals = {str(card): write(r) for card, r in ruling.refusals}
        marks = {}
        for index, card in enumerate(hand):
            playable = str(card) in legal
            word = _("jouable") if playable else _("interdite")
            if str(card) in chosen:
                marks[index] = Mark("right" if playable else "wrong", word)
            else:  # a refused card rightly left alone is not ticked like a card to pick
                marks[index] = Mark("missed" if playable else "plain", word)
        return Feedback(
            correct=chosen == legal,
            lines=[],
            details={
                "legal": [c for c in hand if str(c) in legal],
                "missed": [c for c in hand if str(c) in legal - chosen],
                "wrong": [
                    (c, refusals.get(str(c), obligation)) for c in hand if str(c) in chosen - legal
                ],
                "notes": notes(hand, legal, chosen, obligation, refusals),
            },
            marks=marks,
        )

    def right_and_wrong(self, exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """A right answer (every legal card) and a wrong one (a refused card added, or every
        copy of one legal card left out); ``None`` when no wrong selection exists."""
        legal = {str(c) for c in engine.ruling(exercise).legal}
        hand = [str(c) for c in engine.cards(exercise.key.game, exercise.question["hand"])]
        right = [str(i) for i, c in enumerate(hand) if c in legal]
        refused = [str(i) for i, c in enumerate(hand) if c not in legal]
        if refused:
            return {"cards": right}, {"cards": [*right, refused[0]]}
        first = hand[int(right[0])]
        fewer = [i for i in right if hand[int(i)] != first]
        return {"cards": right}, ({"cards": fewer} if fewer else None)

    def given_text(self, exercise: Exercise, answer: Any) -> str:
        hand = engine.cards(exercise.key.game, exercise.question["hand"])
        return cards_text([hand[i] for i in sorted(answer)])

    def right_text(self, exercise: Exercise, feedback: Feedback) -> str:
        return cards_text(feedback.details["legal"])

    def explained(self, exercise: Exercise, feedback: Feedback) -> tuple[list[str], str]:
        """Each rule of play with the cards it decides; the rule behind a miss is the first
        one a chosen or forgotten card went against."""
        reasons, rule = super().explained(exercise, feedback)
        found = feedback.details.get("notes") or []
        reasons += [_note_text(note) for note in found]
        missed = [note for note in found if note["state"] != "right"] or found
        return reasons, (str(missed[0]["line"]) if missed else rule)

    def on_paper(self, exercise: Exercise) -> Described:
        game = exercise.key.game
        trick = engine.cards(game, exercise.question["trick"])
        hand = engine.cards(game, exercise.question["hand"])
        table = (
            Block(
                "cards", _("Sur la table, dans l'ordre de jeu"), cards=tuple(trick), numbered=True
            )
            if trick
            else Block("note", text=_("Rien sur la table : vous entamez."))
        )
        return Described(
            _("Quelles cartes pouvez-vous jouer ?"),
            (trump_block(exercise), table, Block("cards", _("Votre main"), cards=tuple(hand))),
            _("Entourez toutes les cartes de votre main que vous pouvez jouer."),
        )

    def disagreement(
        self, exercise: Exercise, expected: Mapping[str, Any], answer: Mapping[str, Any]
    ) -> str:
        if "legal" not in expected:
            return ""
        game = exercise.key.game
        wanted = sorted(expected["legal"])
        legal = sorted(str(c) for c in engine.cards(game, answer["legal"]))
        if wanted == legal:
            return ""
        return _("la réponse attendue est %(want)s, mais les cartes jouables sont %(got)s.") % {
            "want": cards_text(engine.cards(game, wanted)),
            "got": cards_text(engine.cards(game, legal)),
        }

    def question_at(self, moment: Moment) -> dict[str, Any] | None:
        """The position of the seat to play (while the deal goes on, only the learner's)."""
        seat = moment.state.to_act
        if seat is None or (not moment.over and seat != moment.learner):
            return None
        position = moment.state.position(seat)
        return dict(position) if position is not None else None


def notes(
    hand: list[Any], legal: set[str], chosen: set[str], obligation: Line, refusals: dict[str, Line]
) -> list[dict[str, Any]]:
    """Each reason once, with the cards it decides: the obligation with the playable cards
    (and the refused cards whose reason says the same), then each other refusal with its
    cards. A note's ``state`` is ``wrong`` if one of its refused cards was chosen, ``missed``
    if one of its playable cards was not, else ``right``."""
    grouped: dict[str, dict[str, Any]] = {}

    def note(line: Line) -> dict[str, Any]:
        empty = {"line": line, "playable": [], "refused": [], "state": "right"}
        return grouped.setdefault(line.text, empty)

    note(obligation)
    for card in hand:
        name = str(card)
        if name in legal:
            entry = note(obligation)
            entry["playable"].append(card)
            if name not in chosen and entry["state"] != "wrong":
                entry["state"] = "missed"
        else:
            entry = note(refusals.get(name, obligation))
            entry["refused"].append(card)
            if name in chosen:
                entry["state"] = "wrong"
    return list(grouped.values())


def _note_text(note: dict[str, Any]) -> str:
    """A rule of play with the cards it decides: the cards it allows, or those it refuses
    when it allows none (« D♠, 9♠ : vous devez fournir à pique. », never the whole hand)."""
    line = str(note["line"])
    if note["playable"]:
        return f"{', '.join(card_short(card) for card in note['playable'])} : {line}"
    if note["refused"]:
        refused = ", ".join(card_short(card) for card in note["refused"])
        return _("%(line)s Refusées : %(cards)s.") % {"line": line, "cards": refused}
    return line
