"""Le Voisin's tables, deal sizes and contracts (000 §DISTRIBUTION DES CARTES, §CONTRAT,
§CHARGE ET SURCHARGE and its table, footnote 1, §VARIANTES).

>>> DEAL_SIZES["3"]
DealSize(players='3', seats=3, hand=9, talon=5)
>>> contract_target("surcharge", "2x2")
{'tricks': 7}
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import EngineError
from .rules import Rules
from .table import Trump


@dataclass(frozen=True)
class DealSize:
    """One row of the deal table (000 §DISTRIBUTION DES CARTES)."""

    players: str
    """``"2"``, ``"3"``, ``"4"`` or ``"2x2"`` (two partnerships, partners facing)."""
    seats: int
    """How many players sit at the table."""
    hand: int
    """Cards dealt to each player; also the number of tricks."""
    talon: int
    """Cards left over; the last one is turned face up to propose the trump."""


#: The deal table: 2 players 13 + 6, 3 players 9 + 5, 4 or 2×2 players 7 + 4 (32 cards).
DEAL_SIZES: Mapping[str, DealSize] = {
    "2": DealSize("2", 2, 13, 6),
    "3": DealSize("3", 3, 9, 5),
    "4": DealSize("4", 4, 7, 4),
    "2x2": DealSize("2x2", 4, 7, 4),
}
#: Variante I (000 §VARIANTES): 2 players, 16 cards each (8 hidden, 8 face up), no talon.
VARIANTE_I_DEAL = DealSize("2", 2, 16, 0)

PLAYER_COUNTS = tuple(DEAL_SIZES)

# 000 §CONTRAT, §CHARGE ET SURCHARGE, footnote 1 and the contract table
PRISE_TARGET = 36
"""Points a prise must reach (000 §CONTRAT)."""
PRISE_PRIME = 14
"""The prime of a made prise."""
PRISE_CAP = 64
"""A made prise counts at most 64 before rounding: the *prise lourde* (000 footnote 1)."""
CHARGE_TARGET = 50
"""Points a charge must reach (000 §CHARGE ET SURCHARGE)."""
CHARGE_PRIME = 50
"""The prime of a made charge ("une prime d'autant")."""
NON_PLI_PRIME = 5
"""Per player without a trick, for a charge."""
SURCHARGE_VALUE = 200
"""The flat value of a surcharge."""
SURCHARGE_AFTER_CHARGE = 300
"""The surcharge after an opponent's charge."""
CHUTE_ROYALE_BELOW = 36
"""A charge failed below 36 is a *chute royale* (000 §CHUTE)."""
GAME_TARGET = 1000
"""The game is played "en principe en 1000 points" (000 §DÉCOMPTE DES POINTS)."""


@dataclass(frozen=True)
class ScoringRow:
    """One number of the scoring rules, for the rule page's scoring table."""

    key: str
    """A stable name (``prise_target``, ``charge_prime``...)."""
    value: int
    """The number."""
    source: str
    """Where seed 000 gives it (or the analysis reading that fixes it)."""


#: The scoring numbers of seed 000, in the order a deal is scored.
SCORING_TABLE: tuple[ScoringRow, ...] = (
    ScoringRow("prise_target", PRISE_TARGET, "000 §CONTRAT"),
    ScoringRow("prise_prime", PRISE_PRIME, "000 §CONTRAT"),
    ScoringRow("prise_cap", PRISE_CAP, "000 footnote 1 (prise lourde)"),
    ScoringRow("charge_target", CHARGE_TARGET, "000 §CHARGE ET SURCHARGE"),
    ScoringRow("charge_prime", CHARGE_PRIME, "000 §CHARGE ET SURCHARGE"),
    ScoringRow("non_pli_prime", NON_PLI_PRIME, "000 §CHARGE ET SURCHARGE; analysis V-20"),
    ScoringRow("surcharge_value", SURCHARGE_VALUE, "000 §CHARGE ET SURCHARGE"),
    ScoringRow("surcharge_after_charge", SURCHARGE_AFTER_CHARGE, "000 §CHARGE ET SURCHARGE; V-6"),
    ScoringRow("chute_royale_below", CHUTE_ROYALE_BELOW, "000 §CHUTE"),
    ScoringRow("deck_points", 88, "000 footnote 4"),
    ScoringRow("rounding_unit", 10, "000 footnote 4 (a units digit of 5 rounds up)"),
    ScoringRow("game_target", GAME_TARGET, "000 §DÉCOMPTE DES POINTS"),
)

CONTRACT_NAMES = ("prise", "charge", "surcharge")
"""The contracts, lowest first: the bidding ladder of round 1 (analysis V-4)."""
LADDER: Mapping[str, int] = {name: i + 1 for i, name in enumerate(CONTRACT_NAMES)}


@dataclass(frozen=True)
class ContractInfo:
    """One row of the contract table (000 §CHARGE ET SURCHARGE)."""

    name: str
    """``prise``, ``charge`` or ``surcharge``."""
    round: int
    """The round of the auction where it may be called."""
    target_points: int | None
    """Points to reach (tricks, announcements and couples), or ``None`` for all the tricks."""
    trump: str
    """``turned`` (the turned card's suit), ``choice`` (any suit; TA/SA under Variante II)
    or ``any`` (round 2: any suit; SA under Variante II)."""
    prime: int
    """The prime (prise, charge) or flat value (surcharge) when made."""
    extra: str
    """What else the contract brings, as the rule page states it."""
    exchange: str
    """When the turned card is exchanged."""


#: The contract catalogue (000 §CONTRAT, §CHARGE ET SURCHARGE, footnote 1, §VARIANTES).
CONTRACTS: tuple[ContractInfo, ...] = (
    ContractInfo(
        "prise",
        1,
        PRISE_TARGET,
        "turned",
        PRISE_PRIME,
        "total capped at 64 before rounding (prise lourde)",
        "always",
    ),
    ContractInfo(
        "charge",
        1,
        CHARGE_TARGET,
        "choice",
        CHARGE_PRIME,
        "+5 per opponent without a trick",
        "if played in the turned card's suit",
    ),
    ContractInfo(
        "surcharge",
        1,
        None,
        "choice",
        SURCHARGE_VALUE,
        "300 after an opponent's charge; card points do not count",
        "if played in the turned card's suit",
    ),
    ContractInfo(
        "prise",
        2,
        PRISE_TARGET,
        "any",
        PRISE_PRIME,
        "total capped at 64 before rounding (prise lourde)",
        "if played in the turned card's suit",
    ),
)


@dataclass(frozen=True)
class Contract:
    """A contract being scored (the ``contract`` of the case format)."""

    name: str
    """``prise``, ``charge`` or ``surcharge``."""
    taker: int
    """The taker's index in the result lists: a seat, or a team in 2×2 (team 0 = seats 0, 2)."""
    trump: Trump
    """The trump mode."""
    after_adverse_charge: bool = False
    """A surcharge called after an opponent's charge (worth 300)."""
    after_partner_charge: bool = False
    """A surcharge called after the partner's charge (300 only with ``any_charge``)."""

    def to_json(self) -> dict[str, Any]:
        """The case-format form."""
        return {
            "name": self.name,
            "taker": self.taker,
            "trump": self.trump.value,
            "after_adverse_charge": self.after_adverse_charge,
            "after_partner_charge": self.after_partner_charge,
        }


def deal_size(players: str, rules: Rules | None = None) -> DealSize:
    """The deal table row for ``players``; Variante I has its own (16 cards, no talon)."""
    rules = rules or Rules()
    if players not in DEAL_SIZES:
        raise EngineError(f"players must be one of 2, 3, 4, 2x2, not {players!r}")
    if rules.variante_i:
        if players != "2":
            raise EngineError("Variante I is played by 2 players")
        return VARIANTE_I_DEAL
    return DEAL_SIZES[players]


def contract_names(rules: Rules | None = None) -> tuple[str, ...]:
    """The contracts a deal may be played in: Variante I's only one is the charge (000
    §VARIANTES).

    >>> contract_names(Rules(variante_i=True))
    ('charge',)
    """
    return ("charge",) if (rules or Rules()).variante_i else CONTRACT_NAMES


def contract_target(name: str, players: str = "4", rules: Rules | None = None) -> dict[str, int]:
    """What the taker must reach: ``{"points": 36}``, ``{"points": 50}`` or all the tricks.

    000 §CONTRAT (prise 36), §CHARGE ET SURCHARGE (charge 50, surcharge all the tricks);
    Variante I's only contract is the charge.
    """
    rules = rules or Rules()
    size = deal_size(players, rules)
    if rules.variante_i and name != "charge":
        raise EngineError("Variante I has a single contract, the charge")
    if name == "prise":
        return {"points": PRISE_TARGET}
    if name == "charge":
        return {"points": CHARGE_TARGET}
    if name == "surcharge":
        return {"tricks": size.hand}
    raise EngineError(f"unknown Voisin contract {name!r}: prise, charge or surcharge")
