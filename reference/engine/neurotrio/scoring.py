"""Neurotrio deal sizes, contract targets and the score of a deal (seed 001 §Mise en place,
§Enchères, §Décompte des points; analysis §2.2, §2.3, §2.5).

* The 54 cards go to the players and a face-up chien: 3 players 17 cards each and 3 in the
  chien, 4 players 13 and 2, 5 players 10 and 4; every card of a hand makes one trick.
* A bid of level L asks for half the tricks rounded down, plus L (analysis N-8 for the scoring
  that follows from it).
* Made: the taker alone scores 20 per level plus 5 per trick above the target. Failed: every
  other player scores 10 per missing trick; the taker scores nothing (analysis N-9). A contre
  doubles every figure.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..errors import EngineError
from ..results import ScoreSheet
from ..tricks import Reason
from .auction import Contract
from .rules import MAX_LEVEL_TRICKS, Rules

DEAL = "001 §Mise en place"
TARGET = "001 §Enchères (the three worked targets)"
SCORING = "001 §Décompte des points"

#: Who scores, as the ``score`` answer keys them: the taker, and each other player alike.
SIDES = ("taker", "each_other")

MADE_POINTS_PER_LEVEL = 20
"""Points per level of a made contract (001 §Décompte des points: at least level x 20)."""
OVERTRICK_POINTS = 5
"""Points per trick above the target (001 §Décompte des points; analysis N-8)."""
DOWN_POINTS_PER_TRICK = 10
"""Points each other player scores per missing trick (001 §Décompte des points)."""
CONTRE_FACTOR = 2
"""A contre doubles every figure (001 §Décompte des points)."""


@dataclass(frozen=True)
class DealSize:
    """How the 54 cards are shared for one number of players (001 §Mise en place)."""

    players: int
    """Seats at the table: 3, 4 or 5."""
    hand: int
    """Cards dealt to each player, which is also the number of tricks."""
    chien: int
    """Cards in the face-up chien, which the taker takes and then discards as many."""

    @property
    def tricks(self) -> int:
        """Tricks in the deal: one per card of a hand."""
        return self.hand

    @property
    def half(self) -> int:
        """Half the tricks rounded down: the target of a level-0 bid."""
        return self.hand // 2

    @property
    def top_level(self) -> int:
        """The highest level whose target fits in the deal (analysis N-4)."""
        return self.tricks - self.half


#: Deal sizes by number of players (001 §Mise en place; analysis §2.2 table).
DEAL_SIZES: Mapping[int, DealSize] = {
    3: DealSize(3, 17, 3),
    4: DealSize(4, 13, 2),
    5: DealSize(5, 10, 4),
}


def deal_size(players: object) -> DealSize:
    """The deal size for ``players`` (3, 4 or 5); a clear error otherwise."""
    if isinstance(players, str) and players.strip().isdigit():
        players = int(players)
    if isinstance(players, bool) or players not in DEAL_SIZES:
        raise EngineError(f"Neurotrio is played by 3, 4 or 5 players, not {players!r}")
    assert isinstance(players, int)
    return DEAL_SIZES[players]


def max_level(players: int, rules: Rules) -> int | None:
    """The highest level that may be bid, or ``None`` when ``max_level`` is ``"none"``.

    >>> [max_level(n, Rules()) for n in (3, 4, 5)]
    [9, 7, 5]
    """
    if rules.max_level == MAX_LEVEL_TRICKS:
        return deal_size(players).top_level
    return None


def contract_target(level: int, players: int, rules: Rules | None = None) -> dict[str, int]:
    """What the taker must reach: ``{"tricks"}``, half the tricks rounded down plus the level,
    with the deal's size (``"of"`` tricks, ``"half"`` of them) and the ``"level"``: the
    ``contract_target`` answer of the case format.

    The document's three checks (001 §Enchères): one cœur with 3 players asks 9, two vert with
    4 players 8, three rose with 5 players 8.

    >>> [contract_target(1, 3)["tricks"], contract_target(2, 4)["tricks"]]
    [9, 8]
    >>> contract_target(3, 5)
    {'tricks': 8, 'of': 10, 'half': 5, 'level': 3}
    """
    size = deal_size(players)
    return {
        "tricks": _target(level, size, rules or Rules()),
        "of": size.tricks,
        "half": size.half,
        "level": level,
    }


def _target(level: int, size: DealSize, rules: Rules) -> int:
    if isinstance(level, bool) or not isinstance(level, int) or level < 1:
        raise EngineError(f"a level is a whole number from 1, not {level!r}")
    top = max_level(size.players, rules)
    if top is not None and level > top:
        raise EngineError(
            f"level {level} cannot be bid with {size.players} players: the highest is {top} "
            f"(its target, {size.half + top}, is every trick of the deal)"
        )
    return size.half + level


def score_deal(
    contract: Contract, tricks: int, players: int, rules: Rules | None = None
) -> ScoreSheet:
    """Score a deal: the taker's tricks against the contract's target (001 §Décompte des points).

    The sheet's sides are ``taker`` and ``each_other`` (every other player scores the same).
    The document's examples: 4 players, one bleu made with 10 tricks scores 35; 5 players, three
    noir with 5 tricks is three down and each other player scores 30.

    >>> from ..cards import Background
    >>> score_deal(Contract(1, Background.BLEU), 10, 4).as_dict()
    {'taker': 35, 'each_other': 0}
    >>> score_deal(Contract(3, Background.NOIR), 5, 5).score("each_other")
    30
    """
    size = deal_size(players)
    target = _target(contract.level, size, rules or Rules())
    if isinstance(tricks, bool) or not isinstance(tricks, int) or not 0 <= tricks <= size.tricks:
        raise EngineError(
            f"the taker's tricks must be a whole number from 0 to {size.tricks} "
            f"with {players} players, not {tricks!r}"
        )
    steps = [
        Reason.of(
            "neurotrio_score_target",
            TARGET,
            tricks=size.tricks,
            half=size.half,
            level=contract.level,
            target=target,
        )
    ]
    made = tricks >= target
    if made:
        base = MADE_POINTS_PER_LEVEL * contract.level
        over = tricks - target
        steps.append(Reason.of("neurotrio_score_made", SCORING, tricks=tricks, target=target))
        steps.append(Reason.of("neurotrio_score_level", SCORING, level=contract.level, amount=base))
        amount = base + OVERTRICK_POINTS * over
        if over:
            steps.append(
                Reason.of(
                    "neurotrio_score_overtricks",
                    SCORING,
                    over=over,
                    points=OVERTRICK_POINTS * over,
                    amount=amount,
                )
            )
    else:
        down = target - tricks
        amount = DOWN_POINTS_PER_TRICK * down
        steps.append(
            Reason.of(
                "neurotrio_score_down",
                SCORING,
                tricks=tricks,
                target=target,
                down=down,
                amount=amount,
            )
        )
    if contract.contre:
        before, amount = amount, amount * CONTRE_FACTOR
        steps.append(Reason.of("neurotrio_score_contre", SCORING, before=before, amount=amount))
    if made:
        steps.append(Reason.of("neurotrio_score_taker_total", SCORING, amount=amount))
    else:
        steps.append(
            Reason.of("neurotrio_score_others_total", SCORING, others=players - 1, amount=amount)
        )
    scores = (amount, 0) if made else (0, amount)
    return ScoreSheet(SIDES, scores, tuple(steps), made)


def score_answer(
    contract: Contract, tricks: int, players: int, rules: Rules | None = None
) -> dict[str, Any]:
    """The ``score`` answer of the case format: each side's points, ``made`` and ``steps``,
    with the contract's ``target`` and the taker's ``tricks``."""
    sheet = score_deal(contract, tricks, players, rules)
    target = _target(contract.level, deal_size(players), rules or Rules())
    return {**sheet.to_json(), "target": target, "tricks": tricks}


#: The reason codes of a score sheet.
SCORE_REASON_CODES = (
    "neurotrio_score_target",
    "neurotrio_score_made",
    "neurotrio_score_level",
    "neurotrio_score_overtricks",
    "neurotrio_score_down",
    "neurotrio_score_contre",
    "neurotrio_score_taker_total",
    "neurotrio_score_others_total",
)


@dataclass(frozen=True)
class ContractInfo:
    """One row of the contract catalogue: a level for a number of players."""

    level: int
    """The bid level (any attribute: the attribute only chooses the trump)."""
    target: int
    """Tricks required."""
    made_minimum: int
    """Points of the contract made exactly (20 x level)."""
    made_all_tricks: int
    """Points of the contract made with every trick."""
    down_one: int
    """Points each other player scores when it fails by one trick."""
    leader: str = "taker"
    """Who leads the first trick (001 §Le jeu de la carte: the taker)."""


def contract_catalogue(players: int, rules: Rules | None = None) -> tuple[ContractInfo, ...]:
    """Every level that may be bid with ``players`` players, with its target and values.

    With ``max_level`` ``"none"`` the catalogue stops where the target reaches every trick,
    since higher levels cannot be made.
    """
    size = deal_size(players)
    rows = []
    for level in range(1, size.top_level + 1):
        target = _target(level, size, rules or Rules())
        rows.append(
            ContractInfo(
                level,
                target,
                MADE_POINTS_PER_LEVEL * level,
                MADE_POINTS_PER_LEVEL * level + OVERTRICK_POINTS * (size.tricks - target),
                DOWN_POINTS_PER_TRICK,
            )
        )
    return tuple(rows)


#: The contract catalogue under the default rules, by number of players.
CONTRACTS: Mapping[int, tuple[ContractInfo, ...]] = {n: contract_catalogue(n) for n in DEAL_SIZES}
