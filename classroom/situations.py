"""A situation as a page or a sheet of paper shows it: the question and, in order, what the
student reads and sees (the trump, the trick, the hand, the auction, the deal's summary, the
choices). The builder, the answer pages and the printed worksheets draw the same blocks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from reference.engine.cards import AnyCard
from reference.games import words
from trainer.exercises import engine
from trainer.exercises.base import Exercise


@dataclass(frozen=True)
class Block:
    """One part of a situation.

    ``kind`` is ``note`` (a line of text), ``cards`` (a row of cards, ``numbered`` when their
    order is the play's), ``lines`` (a list: the auction, the deal's summary), ``choices``
    (boxes to tick) or ``blanks`` (numbers to write, one per label)."""

    kind: str
    label: str = ""
    text: str = ""
    cards: tuple[AnyCard, ...] = ()
    items: tuple[str, ...] = ()
    numbered: bool = False


@dataclass(frozen=True)
class Described:
    question: str
    blocks: tuple[Block, ...] = field(default_factory=tuple)
    answer_hint: str = ""
    """How to answer on paper (« Entourez… », « Écrivez… »)."""


def describe(exercise: Exercise) -> Described:
    """The situation of ``exercise`` in blocks (never its answer)."""
    draw: Callable[[Exercise], Described] = _DESCRIBE[exercise.key.kind]
    return draw(exercise)


def _trump(exercise: Exercise) -> Block:
    show = exercise.show
    parts = [_("Atout : %(trump)s") % {"trump": show["trump"]}]
    parts += [str(show[k]) for k in ("contract", "seat_note") if show.get(k)]
    return Block("note", text=" · ".join(parts))


def _trick_winner(exercise: Exercise) -> Described:
    trick = engine.cards(exercise.key.game, exercise.question["trick"])
    return Described(
        _("Quelle carte remporte le pli ?"),
        (
            _trump(exercise),
            Block("cards", _("Le pli, dans l'ordre de jeu"), cards=tuple(trick), numbered=True),
        ),
        _("Écrivez le numéro de la carte qui remporte le pli."),
    )


def _legal_plays(exercise: Exercise) -> Described:
    game = exercise.key.game
    trick = engine.cards(game, exercise.question["trick"])
    hand = engine.cards(game, exercise.question["hand"])
    table = (
        Block("cards", _("Sur la table, dans l'ordre de jeu"), cards=tuple(trick), numbered=True)
        if trick
        else Block("note", text=_("Rien sur la table : vous entamez."))
    )
    return Described(
        _("Quelles cartes pouvez-vous jouer ?"),
        (_trump(exercise), table, Block("cards", _("Votre main"), cards=tuple(hand))),
        _("Entourez toutes les cartes de votre main que vous pouvez jouer."),
    )


def _card_points(exercise: Exercise) -> Described:
    game = exercise.key.game
    groups = exercise.show.get("tricks") or [exercise.question["cards"]]
    blocks = [_trump(exercise)]
    for number, group in enumerate(groups, start=1):
        label = _("Pli %(n)d") % {"n": number} if len(groups) > 1 else _("Les cartes gagnées")
        blocks.append(Block("cards", label, cards=tuple(engine.cards(game, group))))
    if exercise.question.get("last_trick"):
        blocks.append(Block("note", text=_("Ce camp a aussi remporté le dernier pli de la donne.")))
    return Described(
        _("Combien de points de cartes ce camp a-t-il gagnés ?"),
        tuple(blocks),
        _("Écrivez le nombre de points."),
    )


def _score(exercise: Exercise) -> Described:
    show = exercise.show
    return Described(
        _("Que marque chacun ? (nombres entiers, négatifs permis)"),
        (
            Block("lines", _("La donne"), items=tuple(str(line) for line in show["summary"])),
            Block("blanks", items=tuple(str(label) for _name, label in show["fields"])),
        ),
        _("Écrivez la marque de chacun."),
    )


def _seat(exercise: Exercise, seat: int) -> str:
    players = exercise.question.get("players")
    return words(exercise.key.game).seat_name(seat, None if players is None else str(players))


def _bid(exercise: Exercise) -> Described:
    show = exercise.show
    players = int(show["players"])
    auction = tuple(f"{_seat(exercise, seat)} : {call}" for seat, call in show["auction"])
    blocks = [
        Block(
            "note",
            text=ngettext("%(n)d joueur.", "%(n)d joueurs.", players) % {"n": players}
            + " "
            + _("%(first)s parle en premier.") % {"first": _seat(exercise, 0)},
        ),
        Block("lines", _("Les enchères"), items=auction)
        if auction
        else Block("note", text=_("Personne n'a encore parlé.")),
        Block("choices", items=tuple(str(c) for c in show["candidates"])),
    ]
    question = _("C'est à %(seat)s de parler : quelles enchères a-t-il le droit de faire ?") % {
        "seat": _seat(exercise, int(show["speaker"]))
    }
    return Described(question, tuple(blocks), _("Cochez toutes les enchères permises."))


def _quiz(exercise: Exercise) -> Described:
    show = exercise.show
    return Described(
        str(show["text"]),
        (Block("choices", items=tuple(str(o) for o in show["options"])),),
        _("Cochez la bonne réponse."),
    )


_DESCRIBE: dict[str, Any] = {
    "trick_winner": _trick_winner,
    "legal_plays": _legal_plays,
    "card_points": _card_points,
    "score": _score,
    "bid": _bid,
    "quiz": _quiz,
}
