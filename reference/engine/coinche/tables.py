"""Data for the coinche rule page, computed from the engine so page and verdicts agree.

Card orders and point scales live in ``order.py``, announcement values in
``announcements.py``; this module adds the contract catalogue, the point table per mode and
the bidding ladder for given rules (seed 004 §Choix de l'atout, §Capot et Générale,
§Décompte des points).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..cards import Rank, Suit
from .auction import MIN_BID, bidding_ladder
from .order import (
    MODES,
    ORDER_PLAIN,
    ORDER_TRUMP,
    Mode,
    card_order,
    deck_total,
    last_trick_bonus,
    point_table,
)
from .rules import DEFAULT_RULES, Rules
from .scoring import ALL_POINTS, CAPOT_HALF, UNANNOUNCED_CAPOT

#: The two card orders, highest first (analysis §6.2).
CARD_ORDERS: Mapping[str, tuple[Rank, ...]] = {"trump": ORDER_TRUMP, "plain": ORDER_PLAIN}


@dataclass(frozen=True)
class ContractEntry:
    """One kind of contract as the rule page lists it."""

    name: str
    """``"points"``, ``"capot"`` or ``"generale"``."""
    target: str
    """What the declarers must reach, in words for the page to translate."""
    minimum: int | None
    """Lowest bid for a points contract (80), else ``None``."""
    tricks: int | None
    """Tricks required (8 for capot and générale)."""
    trumps: tuple[Mode, ...]
    """Trumps it may name under the rules."""
    leader: str
    """Who leads the first trick: ``"dealer_right"`` (seat 0) or ``"declarer"``."""
    made: int | None
    """What a made contract scores, when fixed (before announcements and coinche)."""
    failed_defence: int | None
    """What the defence scores on a failure, when fixed (before announcements and coinche)."""
    source: str
    """Where the document says it."""


def contract_catalogue(rules: Rules = DEFAULT_RULES) -> tuple[ContractEntry, ...]:
    """The contracts under ``rules``.

    >>> [(c.name, c.made, c.failed_defence) for c in contract_catalogue()]
    [('points', None, None), ('capot', 500, 500), ('generale', 800, 800)]
    """
    modes = tuple(
        m
        for m in MODES
        if (m is not Mode.TA or rules.allow_tout_atout)
        and (m is not Mode.SA or rules.allow_sans_atout)
    )
    suit_modes = tuple(m for m in modes if m.trump_suit is not None)
    capot_failed = (
        2 * CAPOT_HALF if rules.capot_failed_defence == "value" else ALL_POINTS + CAPOT_HALF
    )
    half = rules.generale_value // 2
    gen_failed = (
        rules.generale_value if rules.generale_failed_defence == "value" else ALL_POINTS + half
    )
    entries = [
        ContractEntry(
            "points",
            "card points and announcements at least the bid",
            MIN_BID,
            None,
            suit_modes if rules.sa_ta_only_capot else modes,
            "dealer_right",
            None,
            None,
            "004 §Choix de l'atout, §Décompte des points",
        ),
        ContractEntry(
            "capot",
            "all 8 tricks to the declaring team",
            None,
            8,
            modes,
            "dealer_right",
            2 * CAPOT_HALF,
            capot_failed,
            "004 §Choix de l'atout, §Décompte des points",
        ),
    ]
    if rules.allow_generale:
        entries.append(
            ContractEntry(
                "generale",
                "all 8 tricks to the player who bid it",
                None,
                8,
                modes,
                "declarer" if rules.generale_leads else "dealer_right",
                rules.generale_value,
                gen_failed,
                "004 §Capot et Générale, §Décompte des points",
            )
        )
    return tuple(entries)


@dataclass(frozen=True)
class ModePoints:
    """The point scale of one mode."""

    trump: Mapping[Rank, int] | None
    """Points of a suit in trump order (the trump suit; every suit at TA), or ``None`` at SA."""
    plain: Mapping[Rank, int] | None
    """Points of a plain suit (every suit at SA), or ``None`` at TA."""
    last_trick: int
    """The last trick's bonus."""
    total: int
    """The deal's total, cards and last trick."""


def point_tables(rules: Rules = DEFAULT_RULES) -> Mapping[str, ModePoints]:
    """Per mode (``"S"`` ... ``"TA"``, ``"SA"``), its point scale and the deal's total.

    >>> t = point_tables()
    >>> t["SA"].plain[Rank.ACE], t["H"].trump[Rank.JACK], t["TA"].total
    (19, 20, 170)
    """
    out: dict[str, ModePoints] = {}
    for mode in MODES:
        plain = next(s for s in Suit if s is not mode.trump_suit)
        out[mode.value] = ModePoints(
            None if mode is Mode.SA else point_table(mode, mode.trump_suit or Suit.SPADES, rules),
            None if mode is Mode.TA else point_table(mode, plain, rules),
            last_trick_bonus(mode, rules),
            deck_total(mode, rules),
        )
    return out


def orders_for(mode: Mode) -> Mapping[Suit, tuple[Rank, ...]]:
    """Each suit's card order in ``mode``, highest first."""
    return {s: card_order(mode, s) for s in Suit}


#: The unannounced capot's value (004 §Capot et Générale).
UNANNOUNCED_CAPOT_VALUE = UNANNOUNCED_CAPOT

__all__ = [
    "CARD_ORDERS",
    "UNANNOUNCED_CAPOT_VALUE",
    "ContractEntry",
    "ModePoints",
    "bidding_ladder",
    "contract_catalogue",
    "orders_for",
    "point_tables",
]
