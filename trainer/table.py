"""The card table an exercise page draws: the seats around it, named by the game's words, with
« vous » at the bottom, the dealer, the leader, the partner and the taker marked, the cards
of the trick (or the calls of the auction) in front of the seat that played them, and the
contract and trump in the middle.

Everything comes from the engine's situation (``Exercise.extras``: who sits where) and the
question (the cards, the calls); nothing is drawn that the situation does not say.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from typing import Any

from django.utils.text import capfirst
from django.utils.translation import gettext as _

from reference.engine.cards import AnyCard
from reference.games.base import GameWords
from reference.games.seating import Seating
from reference.names import semicolons
from trainer.exercises import engine
from trainer.exercises.base import Exercise


@dataclass
class Seat:
    """One seat as the page draws it."""

    seat: int
    """The engine's number of the seat."""
    slot: str
    """Where it is drawn: ``s`` (bottom), ``e``, ``n``, ``w``, ``ne``, ``nw``."""
    name: str
    """« Sud », « Joueur 2 »."""
    roles: list[str] = field(default_factory=list)
    """What else it is, in words: « vous », « partenaire », « preneur »."""
    you: bool = False
    dealer: bool = False
    card: AnyCard | None = None
    """The card it played to the trick shown."""
    index: int | None = None
    """That card's place in the trick (0 for the lead), which is the answer's index."""
    calls: list[tuple[int, str]] = field(default_factory=list)
    """The calls it made, each with its place in the auction (from 1)."""


@dataclass
class Table:
    """The table of one exercise."""

    count: int
    seats: list[Seat]
    badges: list[str]
    """The trump and the contract, in words."""
    label: str
    """What the table shows, for screen readers (« La table : … »)."""
    turned: AnyCard | None = None
    """The turned card (Le Voisin's auction)."""

    @property
    def layout(self) -> str:
        """The CSS class of the table's shape."""
        return f"table--{self.count}"


def table_of(exercise: Exercise, kind: str) -> Table | None:
    """The table of an exercise of ``kind``, or ``None`` when its situation names no seats
    (a teacher's case, a quiz)."""
    seating = Seating.of(exercise.extras)
    game_words = engine.table_words(exercise)
    if seating is None or game_words is None or kind in ("quiz", "card_points"):
        return None
    bottom = game_words.bottom
    seats = [_seat(seat, seating, game_words) for seat in range(seating.count)]
    seats.sort(key=lambda s: seating.position(s.seat, bottom))
    for seat in seats:
        seat.slot = seating.slot(seat.seat, bottom, game_words.clockwise)
    by_number = {s.seat: s for s in seats}
    question = exercise.question
    if kind in ("trick_winner", "legal_plays") and seating.leader is not None:
        trick = engine.cards(exercise.key.game, question.get("trick", ()))
        for index, card in enumerate(trick):
            played = by_number[(seating.leader + index) % seating.count]
            played.card, played.index = card, index
    if kind == "bid":
        for order, (seat, call) in enumerate(exercise.show.get("auction", ()), start=1):
            by_number[seat % seating.count].calls.append((order, call))
    turned = exercise.extras.get("turned")
    return Table(
        seating.count,
        seats,
        _badges(exercise, kind, game_words),
        _label(seating, seats),
        engine.cards(exercise.key.game, [turned])[0] if isinstance(turned, str) else None,
    )


def _seat(seat: int, seating: Seating, game_words: GameWords) -> Seat:
    drawn = Seat(seat, "", capfirst(game_words.place(seat)))
    if seat == seating.you:
        drawn.you = True
        drawn.roles.append(_("vous"))
    if seat == seating.partner:
        drawn.roles.append(_("partenaire"))
    if seat == seating.taker:
        drawn.roles.append(_("preneur"))
    drawn.dealer = seat == seating.dealer
    return drawn


def _badges(exercise: Exercise, kind: str, game_words: GameWords) -> list[str]:
    show = exercise.show
    badges = []
    if show.get("trump"):
        badges.append(_("Atout : %(trump)s") % {"trump": show["trump"]})
    contract = exercise.extras.get("contract")
    if isinstance(contract, dict) and kind != "score":
        with contextlib.suppress(NotImplementedError, KeyError):  # a game without the words
            badges.append(capfirst(game_words.contract_text(contract)))
    return badges


def _label(seating: Seating, seats: list[Seat]) -> str:
    """The table for a screen reader: who sits where, from « vous » on, in the order of play."""
    named = []
    for seat in sorted(seats, key=lambda s: s.seat):
        text = ", ".join([seat.name, *seat.roles])
        if seat.dealer:
            text += ", " + _("donneur")
        named.append(text)
    return _("La table, dans l'ordre du jeu : %(seats)s.") % {"seats": semicolons(named)}


def context_of(exercise: Exercise, kind: str) -> dict[str, Any]:
    """What the exercise template needs of the table."""
    return {"table": table_of(exercise, kind)}
