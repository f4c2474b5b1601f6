"""What a score sheet must be told of a deal of Le Voisin, and which results cannot happen
(000 §DISTRIBUTION DES CARTES, §CONTRAT, §CHARGE ET SURCHARGE, §CHUTE; analysis V-6, V-20).

* A prise and a charge are scored on each side's card points (with its announcements and
  couples); the tricks show which side won cards at all and, for a charge, who earns the
  taker 5 points by taking none. A surcharge is scored without card points or tricks: only
  who won the first trick the taker lost (none when he took them all), with the
  announcements and couples.
* Impossible: more than 88 card points in all (the whole deck, 000 footnote 4), more tricks
  than the deal has (one per card in a hand), card points for a side that took no trick, a
  surcharge lost to its own taker.

>>> result_fields("surcharge")
('announcements', 'couples')
>>> [f.code for f in result_faults("3", "charge", 0, points=(50, 16, 0), tricks=(6, 0, 3))]
['points_without_tricks']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from ..tricks import Param
from .contracts import deal_size
from .rules import Rules
from .table import DECK_POINTS

RESULT_FIELDS: dict[str, tuple[str, ...]] = {
    "prise": ("points", "tricks", "announcements", "couples"),
    "charge": ("points", "tricks", "announcements", "couples"),
    "surcharge": ("announcements", "couples"),
}


def result_fields(contract: str) -> tuple[str, ...]:
    """The per-side results a contract's score reads (a surcharge also names who won the first
    trick the taker lost, ``first_trick_lost_to``)."""
    return RESULT_FIELDS[contract]


@dataclass(frozen=True)
class Fault:
    """A result that cannot happen: the result field at fault (``points``, ``tricks``,
    ``first_trick_lost_to``), its side (``None`` for the whole deal), a code and its numbers."""

    field: str
    side: int | None
    code: str
    params: tuple[tuple[str, Param], ...] = ()

    @property
    def developer(self) -> str:
        """The fault in the engine's own (developers') words."""
        return DEVELOPER[self.code].format(side=self.side, **dict(self.params))


DEVELOPER = {
    "points_over_deck": "card points cannot total more than {total}, the whole deck",
    "tricks_over_deal": "there are only {hand} tricks in a deal for these players",
    "points_without_tricks": "side {side} has card points but took no trick",
    "lost_to_taker": "first_trick_lost_to must index a side other than the taker's",
}


def result_faults(
    players: str,
    contract: str,
    taker: int,
    *,
    points: Sequence[int | Fraction | None] = (),
    tricks: Sequence[int | None] = (),
    lost_to: int | None = None,
    rules: Rules | None = None,
) -> tuple[Fault, ...]:
    """Every impossibility among the results given (a value not given yet is ``None``), in
    the order a sheet asks them."""
    faults: list[Fault] = []
    fields = result_fields(contract)
    hand = deal_size(players, rules).hand
    given = [p for p in points if p is not None]
    if "points" in fields and given and len(given) == len(points) and sum(given) > DECK_POINTS:
        faults.append(Fault("points", None, "points_over_deck", (("total", DECK_POINTS),)))
    if "tricks" in fields:
        counted = [t for t in tricks if t is not None]
        if counted and len(counted) == len(tricks) and sum(counted) > hand:
            faults.append(Fault("tricks", None, "tricks_over_deal", (("hand", hand),)))
        if "points" in fields:
            faults += [
                Fault("points", side, "points_without_tricks")
                for side, (p, t) in enumerate(zip(points, tricks, strict=False))
                if p and t == 0
            ]
    if contract == "surcharge" and lost_to is not None and lost_to == taker:
        faults.append(Fault("first_trick_lost_to", None, "lost_to_taker"))
    return tuple(faults)
