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

from django.utils.text import capfirst
from django.utils.translation import gettext as _

from reference.engine.cards import AnyCard
from reference.games.base import GameWords
from reference.games.seating import Seating
from reference.names import semicolons
from trainer.exercises import engine
from trainer.exercises.base import Exercise
from trainer.exercises.kinds import KINDS


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
    turn: bool = False
    """Its turn to play or to speak (at « À la table »)."""
    count: str = ""
    """What it holds and has won, in words (« 7 cartes, 1 pli »)."""
    arrive: int | None = None
    """The card's place among those that arrive since the learner last acted (from 1)."""
    gone: AnyCard | None = None
    """Its card of the trick just won, leaving the felt towards its winner."""


@dataclass
class LastTrick:
    """A trick already won, shown over the felt on demand."""

    title: str
    """« Pli 3 : Nord l'emporte »."""
    plays: list[tuple[str, AnyCard]]
    """Who played what, in the order played."""
    reasons: list[str]
    """Why it was won, in the engine's words."""


@dataclass
class Table:
    """The table of one exercise."""

    seating: Seating
    """Who sits where (the engine's seats)."""
    seats: list[Seat]
    """The seats as drawn, from « vous » (or the bottom seat) in the order of play."""
    badges: list[str] = field(default_factory=list)
    """The trump and the contract, in words."""
    label: str = ""
    """What the table shows, for screen readers (« La table : … »)."""
    turned: AnyCard | None = None
    """The turned card (Le Voisin's auction)."""
    line: str = ""
    """Who won the last trick and why, in one line (at « À la table »)."""
    last: LastTrick | None = None
    """The last trick, one tap away (at « À la table »)."""
    gone_to: str = ""
    """The place of the last trick's winner, when that trick leaves the felt."""

    @property
    def count(self) -> int:
        """How many sit at the table."""
        return self.seating.count

    @property
    def layout(self) -> str:
        """The CSS class of the table's shape."""
        return f"table--{self.count}"


def table_of(exercise: Exercise) -> Table | None:
    """The table of an exercise, or ``None`` when its kind draws none or its situation names no
    seats (a teacher's case, a quiz); the kind puts its cards or calls on it."""
    kind = KINDS[exercise.key.kind]
    seating = Seating.of(exercise.extras)
    if seating is None or not kind.on_felt:
        return None
    game_words = engine.table_words(exercise)
    bottom = game_words.bottom
    seats = [_seat(seat, seating, game_words) for seat in range(seating.count)]
    seats.sort(key=lambda s: seating.position(s.seat, bottom))
    for seat in seats:
        seat.slot = seating.slot(seat.seat, bottom, game_words.clockwise)
    turned = exercise.extras.get("turned")
    table = Table(
        seating,
        seats,
        _badges(exercise, kind.contract_on_felt, game_words),
        table_label(seats),
        engine.cards(exercise.key.game, [turned])[0] if isinstance(turned, str) else None,
    )
    kind.felt(exercise, table)
    return table


def _seat(seat: int, seating: Seating, game_words: GameWords) -> Seat:
    return seated(seat, seating, capfirst(game_words.place(seat)))


def seated(seat: int, seating: Seating, name: str) -> Seat:
    """A seat named ``name``, with what it is to the learner: « vous », partner, taker, dealer."""
    drawn = Seat(seat, "", name)
    if seat == seating.you:
        drawn.you = True
        drawn.roles.append(_("vous"))
    if seat == seating.partner:
        drawn.roles.append(_("partenaire"))
    if seat == seating.taker:
        drawn.roles.append(_("preneur"))
    drawn.dealer = seat == seating.dealer
    return drawn


def _badges(exercise: Exercise, with_contract: bool, game_words: GameWords) -> list[str]:
    show = exercise.show
    badges = []
    if show.get("trump"):
        badges.append(_("Atout : %(trump)s") % {"trump": show["trump"]})
    contract = exercise.extras.get("contract")
    if isinstance(contract, dict) and with_contract:
        with contextlib.suppress(NotImplementedError, KeyError):  # a game without the words
            badges.append(capfirst(game_words.contract_text(contract)))
    return badges


def table_label(seats: list[Seat]) -> str:
    """The table for a screen reader: who sits where, from « vous » on, in the order of play."""
    named = []
    for seat in sorted(seats, key=lambda s: s.seat):
        text = ", ".join([seat.name, *seat.roles])
        if seat.dealer:
            text += ", " + _("donneur")
        named.append(text)
    return _("La table, dans l'ordre du jeu : %(seats)s.") % {"seats": semicolons(named)}
