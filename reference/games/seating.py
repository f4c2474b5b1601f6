"""Who sits where at an exercise's table: the seats an engine situation names (no words).

An exercise is drawn from a deal, and its situation's ``extras`` say how many sit at the
table, whether they play in two teams, who dealt, who led the trick, whose turn it is (the
learner, « vous ») and who took the contract. Seats are numbered as the engine numbers them,
in the order of play from seat 0. The page draws the table turned so that « vous » sits at the
bottom; the game's words name the seats (``GameWords.seated``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: Where each seat is drawn, from the bottom of the table in the order of play, when the turn
#: passes to the right (counter-clockwise, as at belote and Le Voisin); the other way round the
#: sides are mirrored. ``s`` is the bottom, ``n`` the top, ``w`` the left, ``e`` the right.
SLOTS_COUNTER_CLOCKWISE: Mapping[int, tuple[str, ...]] = {
    2: ("s", "n"),
    3: ("s", "ne", "nw"),
    4: ("s", "e", "n", "w"),
    5: ("s", "e", "ne", "nw", "w"),
}
MIRROR = {"s": "s", "n": "n", "e": "w", "w": "e", "ne": "nw", "nw": "ne"}


def _seat(extras: Mapping[str, Any], name: str, count: int) -> int | None:
    value = extras.get(name)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < count:
        return value
    return None


@dataclass(frozen=True)
class Seating:
    """The table of one exercise."""

    count: int
    """How many sit at the table."""
    teams: bool = False
    """Two teams, partners face to face."""
    you: int | None = None
    """The learner's seat (the player about to play or to speak)."""
    dealer: int | None = None
    """Who dealt."""
    leader: int | None = None
    """Who led the trick shown."""
    taker: int | None = None
    """Who took the contract, when one seat did."""

    @classmethod
    def of(cls, extras: Mapping[str, Any]) -> Seating | None:
        """The seating a situation's extras describe (``None`` when they name no table)."""
        count = extras.get("seats")
        if not isinstance(count, int) or isinstance(count, bool) or count not in (2, 3, 4, 5):
            return None
        return cls(
            count,
            bool(extras.get("teams")) and count == 4,
            _seat(extras, "you", count),
            _seat(extras, "dealer", count),
            _seat(extras, "leader", count),
            _seat(extras, "taker", count),
        )

    @property
    def partner(self) -> int | None:
        """The learner's partner, facing him, when the table plays in teams."""
        if not self.teams or self.you is None:
            return None
        return (self.you + 2) % 4

    def position(self, seat: int, bottom: int) -> int:
        """How many places after the seat drawn at the bottom (``bottom``) ``seat`` plays."""
        return (seat - bottom) % self.count

    def slot(self, seat: int, bottom: int, clockwise: bool) -> str:
        """Where ``seat`` is drawn when ``bottom`` sits at the bottom (``s``, ``e``, ``n``…)."""
        slot = SLOTS_COUNTER_CLOCKWISE[self.count][self.position(seat, bottom)]
        return MIRROR[slot] if clockwise else slot
