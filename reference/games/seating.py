"""Who sits where around a card table: the one seat geometry of the site.

Seats are numbered as the engine numbers them, in the order of play from seat 0. Around a
table of 2 to 5, each seat has a place (``s`` at the bottom, ``n`` at the top, ``e`` and
``w`` on the sides, ``ne`` and ``nw`` at the far corners) and the compass name of that place
(« Sud », « Nord-Est »…); the turn passes to the right (counter-clockwise, as at belote and
Le Voisin) or to the left (clockwise, as at whist and Neurotrio), which mirrors the sides.
The exercise tables, the tables of « À la table » and the score pad's default names all read
it here.

An exercise is drawn from a deal, and its situation's ``extras`` say how many sit at the
table, whether they play in two teams, who dealt, who led the trick, whose turn it is (the
learner, « vous ») and who took the contract (``Seating``). The page draws the table turned so
that « vous » sits at the bottom; the game's words name the seats (``GameWords.seated``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

#: Where a deal is played, as a sentence says it (« ces exercices se jouent à trois joueurs »).
AT_TABLE_WORDS: Mapping[str, Promise] = {
    "2": _("à deux joueurs"),
    "3": _("à trois joueurs"),
    "4": _("à quatre joueurs, chacun pour soi"),
    "5": _("à cinq joueurs"),
    "2x2": _("en deux équipes de deux"),
}


def at_tables(tables: Sequence[str]) -> str:
    """Tables as a sentence names them, the last after « ou » (« à trois joueurs ou à quatre
    joueurs, chacun pour soi »)."""
    said = [str(AT_TABLE_WORDS[t]) for t in tables]
    if len(said) < 2:
        return "".join(said)
    return gettext("%(list)s ou %(last)s") % {"list": ", ".join(said[:-1]), "last": said[-1]}


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

NORTH, SOUTH, EAST, WEST = _("Nord"), _("Sud"), _("Est"), _("Ouest")
#: The compass name of each place; at three, the two far corners are simply East and West.
PLACE_NAMES: Mapping[str, Promise] = {
    "s": SOUTH,
    "n": NORTH,
    "e": EAST,
    "w": WEST,
    "ne": _("Nord-Est"),
    "nw": _("Nord-Ouest"),
}
THREE_NAMES: Mapping[str, Promise] = {"ne": EAST, "nw": WEST}
#: The learner's seat at a table of each size (« vous » sits South): the seats before his
#: speak and play first.
SOUTH_SEAT: Mapping[int, int] = {2: 1, 3: 1, 4: 2, 5: 4}


def slot_of(position: int, count: int, clockwise: bool) -> str:
    """The place of the seat ``position`` places after the bottom one, in the order of play."""
    slot = SLOTS_COUNTER_CLOCKWISE[count][position % count]
    return MIRROR[slot] if clockwise else slot


def place_name(slot: str, count: int) -> Promise:
    """The compass name of a place at a table of ``count``."""
    return (THREE_NAMES if count == 3 else {}).get(slot) or PLACE_NAMES[slot]


@lru_cache(maxsize=64)  # a table page names its seats dozens of times
def seat_names(count: int, clockwise: bool, south: int | None = None) -> tuple[Promise, ...]:
    """The seats' compass names, seat 0 first, when seat ``south`` (by default the learner's,
    ``SOUTH_SEAT``) sits at the bottom."""
    bottom = SOUTH_SEAT[count] if south is None else south
    return tuple(
        place_name(slot_of(seat - bottom, count, clockwise), count) for seat in range(count)
    )


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
        return slot_of(self.position(seat, bottom), self.count, clockwise)
