"""The Ad Fundum addendum of the Règlement du whist (seed 002 §6), an option of the sheet.

Tallies (the « compte de points ») are kept beside the scores, one per player:

* an ace, a 2, a 3 and a 4 in the same trick: 1 point to the player of the ace;
* a card played and taken back before the next player had time to play: 5 points;
* a misdeal found before the first trick: 3 points, to the dealer;
* every error of §5: 3 points, to the offender.

At the end of each quarter (the club's season, evening after evening):

* only the players who took part at least a third as often as the most regular player count;
* those who end the quarter below zero organise a drink, a bottle for each slice of 5 points
  below zero; "par tranche" is read as a full slice (interpretation whist-adfundum-bottles;
  ``bottle_slices="started"``: a started slice counts);
* the three counted players with the highest tally per evening bring a bottle or biscuits;
  players tied for third place all bring one (interpretation whist-adfundum-top-three).

>>> tally_points("ace_2_3_4"), tally_points("card_taken_back")
(1, 5)
>>> q = quarter([{"Ann": (-12, 4), "Bob": (12, 0)}, {"Ann": (3, 1), "Cy": (-3, 9)}])
>>> [(r.name, r.total, r.bottles) for r in q.rows]
[('Ann', -9, 1), ('Bob', 12, 0), ('Cy', -3, 0)]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from ..errors import EngineError
from ..tricks import Reason

SRC_TALLY = "002 §6 Ad Fundum Addendum (compte de points)"
SRC_QUARTER = "002 §6 Ad Fundum Addendum (fin de quarter)"

#: Tally points of each event the addendum lists.
TALLY_EVENTS: Mapping[str, int] = {
    "ace_2_3_4": 1,
    "card_taken_back": 5,
    "misdeal_before_first_trick": 3,
    "penalty": 3,
}
BOTTLE_SLICE = 5
"""A bottle per slice of 5 points below zero."""
BOTTLE_SLICES = ("full", "started")
TOP_TALLIES = 3
"""The three players with the highest tally average bring a bottle or biscuits."""


def tally_points(event: object) -> int:
    """The tally points of ``event``."""
    if not isinstance(event, str) or event not in TALLY_EVENTS:
        raise EngineError(f"unknown tally {event!r}; tallies: {', '.join(TALLY_EVENTS)}")
    return TALLY_EVENTS[event]


def tally_step(event: str, seat: int) -> Reason:
    """The step explaining a tally."""
    return Reason.of(f"whist_tally_{event}", SRC_TALLY, seat=seat, amount=tally_points(event))


@dataclass(frozen=True)
class QuarterRow:
    """One player's quarter."""

    name: str
    """The player, as written on the sheets."""
    evenings: int
    """Evenings (games) played in the quarter: the participations."""
    total: int
    """Points over the quarter."""
    tallies: int
    """Tally points over the quarter."""
    counted: bool
    """Whether the player took part often enough to count (a third of the most regular)."""
    bottles: int
    """Bottles owed for ending below zero (counted players only)."""
    brings_extra: bool
    """Among the three highest tally averages: brings a bottle or biscuits."""

    @property
    def tally_average(self) -> Fraction:
        """Tally points per evening."""
        return Fraction(self.tallies, self.evenings)


@dataclass(frozen=True)
class Quarter:
    """The end of a quarter under the addendum."""

    rows: tuple[QuarterRow, ...]
    """Every player, in order of appearance."""
    most_evenings: int
    """The most evenings any player played."""
    steps: tuple[Reason, ...]
    """What the addendum decides, line by line."""


def bottles_owed(total: int, slices: str = "full") -> int:
    """Bottles for a quarter ending at ``total``: one per slice of 5 below zero.

    >>> bottles_owed(-12), bottles_owed(-12, "started"), bottles_owed(-4), bottles_owed(7)
    (2, 3, 0, 0)
    """
    if slices not in BOTTLE_SLICES:
        raise EngineError(f"bottle slices are 'full' or 'started', not {slices!r}")
    if total >= 0:
        return 0
    whole, rest = divmod(-total, BOTTLE_SLICE)
    return whole + (1 if rest and slices == "started" else 0)


def quarter(evenings: Sequence[Mapping[str, tuple[int, int]]], *, slices: str = "full") -> Quarter:
    """The quarter from its evenings, each mapping a player's name to (points, tally)."""
    seen: dict[str, list[int]] = {}
    for evening in evenings:
        for name, (points, tally) in evening.items():
            row = seen.setdefault(name, [0, 0, 0])
            row[0] += 1
            row[1] += int(points)
            row[2] += int(tally)
    most = max((r[0] for r in seen.values()), default=0)
    counted = {name: 3 * r[0] >= most for name, r in seen.items()}
    averages = sorted(
        (Fraction(r[2], r[0]) for name, r in seen.items() if counted[name] and r[2] > 0),
        reverse=True,
    )
    cut: Fraction | None = averages[min(TOP_TALLIES, len(averages)) - 1] if averages else None
    rows = []
    steps = [Reason.of("whist_quarter_counted", SRC_QUARTER, most=most)]
    for name, (played, total, tallies) in seen.items():
        bottles = bottles_owed(total, slices) if counted[name] else 0
        extra = (
            counted[name] and cut is not None and tallies > 0 and Fraction(tallies, played) >= cut
        )
        rows.append(QuarterRow(name, played, total, tallies, counted[name], bottles, extra))
        if counted[name] and total < 0:
            steps.append(
                Reason.of(
                    "whist_quarter_drink", SRC_QUARTER, name=name, total=total, bottles=bottles
                )
            )
        if extra:
            steps.append(Reason.of("whist_quarter_brings", SRC_QUARTER, name=name, tallies=tallies))
    return Quarter(tuple(rows), most, tuple(steps))


ADFUNDUM_REASON_CODES = (
    *(f"whist_tally_{event}" for event in TALLY_EVENTS),
    "whist_quarter_counted",
    "whist_quarter_drink",
    "whist_quarter_brings",
)
