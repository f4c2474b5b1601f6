"""How sans atout and tout atout bids compare with suit bids (seed 004 §Variantes).

In the main rules a bid is a value on the 162-point scale whatever its trump, and the trump
does not rank (004 §Choix de l'atout; analysis C-11). Two listed variants count sans atout and
tout atout points raw, on 130 and 258, and compare the bids themselves with the classic bids
"sur 160 points" (``Rules.sa_ta_bids``):

* ``linear``: a sans atout bid is worth its value × 160/130, a tout atout bid its value ×
  160/258, in classic points; the higher worth wins.
* ``table``: the document's table, whose rows lost their empty cells when it was printed
  flat. Suit bids run 80 to 160 (9 values), sans atout 70 to 130 by tens and tout atout 130
  to 250 by twenties (7 values each), then capot and générale close every row. We stand the 7
  sans atout and tout atout values beside the suit bids 90 to 150 (interpretation
  coinche-sa-ta-table): of the three ways to place 7 values under 9 columns this is the only
  one that agrees with the document's own conversion table (sans atout 70 is worth about 86
  classic points, 130 all 160; tout atout 130 about 81, 250 about 155) to within about 5
  points on average, where the other two miss by 7 to 13. A suit bid of 80 has no sans atout
  or tout atout equal, and a suit bid of 160 is outbid only by a capot.

Under either variant the minimum sans atout bid is 70 and tout atout 130 (each row's first
value, the first ten above half its 130 or 258, as 80 is for 162), the maximum 130 and 250.

>>> from .auction import Call
>>> table = Rules(sa_ta_bids="table")
>>> bid_rank(Call.parse("70SA"), table) == bid_rank(Call.parse("90H"), table)
True
>>> bid_rank(Call.parse("100TA"), Rules())
100
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from ..tricks import Reason
from .order import Mode, deck_total
from .rules import Rules

if TYPE_CHECKING:
    from .auction import Call

SOURCE_TABLE = "004 §Variantes (comparaison des enchères); interpretation coinche-sa-ta-table"
SOURCE_LINEAR = (
    "004 §Variantes (enchères comparées sur 160 points); interpretation coinche-sa-ta-linear"
)

MIN_BID = 80
#: The highest numeric bid a table offers when no maximum is set (004 §Choix de l'atout sets
#: none: interpretation coinche-bid-ceiling): 162 points and the best announcements a team
#: usually holds; tout atout's raw bids stop there too (``RAW_RANGE``).
HIGHEST_OFFERED = 250
CAPOT_RANK = 10_000
#: The classic scale the raw bids are compared on ("sur 160 points").
CLASSIC_SCALE = 160
#: Raw totals the variants count on: sans atout 130, tout atout 258 (004 §Sans atout, §Tout atout).
RAW_TOTAL = {Mode.SA: 130, Mode.TA: 258}
#: The table's rows: each value with the column it stands in (0 = suit 80 ... 8 = suit 160).
TABLE_SUIT = {value: i for i, value in enumerate(range(80, 170, 10))}
TABLE_SA = {value: i + 1 for i, value in enumerate(range(70, 140, 10))}
TABLE_TA = {value: i + 1 for i, value in enumerate(range(130, 260, 20))}
#: The lowest and highest raw bid at sans atout and tout atout under both variants.
RAW_RANGE = {Mode.SA: (70, 130), Mode.TA: (130, 250)}


def raw_bids(rules: Rules) -> bool:
    """Whether sans atout and tout atout bids are made on their own raw scale."""
    return rules.sa_ta_bids != "same_scale"


def minimum(mode: Mode, rules: Rules) -> int:
    """The lowest value a bid at ``mode`` may name."""
    if raw_bids(rules) and mode in RAW_RANGE:
        return RAW_RANGE[mode][0]
    return MIN_BID


def bid_values(mode: Mode, rules: Rules, top: int) -> tuple[int, ...]:
    """Every value a numeric bid at ``mode`` may name (suit bids up to ``top``)."""
    if rules.sa_ta_bids == "table":
        table = {Mode.SA: TABLE_SA, Mode.TA: TABLE_TA}.get(mode, TABLE_SUIT)
        return tuple(table)
    if raw_bids(rules) and mode in RAW_RANGE:
        low, high = RAW_RANGE[mode]
        return tuple(range(low, high + 1, rules.bid_step))
    return tuple(range(MIN_BID, top + 1, rules.bid_step))


def offered_values(rules: Rules) -> tuple[int, ...]:
    """Every value a numeric bid may name at some trump, up to the maximum or
    ``HIGHEST_OFFERED``: what a table or a score sheet lists.

    >>> offered_values(Rules())[0], offered_values(Rules())[-1]
    (80, 250)
    >>> offered_values(Rules(max_bid=160))[-1]
    160
    """
    top = rules.max_bid or HIGHEST_OFFERED
    return tuple(sorted({v for mode in Mode for v in bid_values(mode, rules, top)}))


def numeric_refusal(level: int, mode: Mode, rules: Rules) -> Reason | None:
    """The rule a numeric bid's value breaks (minimum, step, maximum), or ``None``."""
    if not raw_bids(rules) or (mode not in RAW_RANGE and rules.sa_ta_bids == "linear"):
        return _classic_refusal(level, rules)
    if rules.sa_ta_bids == "table":
        table = {Mode.SA: TABLE_SA, Mode.TA: TABLE_TA}.get(mode, TABLE_SUIT)
        if level not in table:
            return Reason.of(
                "bid_not_in_table",
                SOURCE_TABLE,
                mode=mode.value,
                values=", ".join(str(v) for v in table),
            )
        return None
    low, high = RAW_RANGE[mode]
    if level < low:
        return Reason.of("bid_below_minimum", SOURCE_LINEAR, minimum=low)
    if level > high:
        return Reason.of("bid_above_maximum", SOURCE_LINEAR, maximum=high)
    if (level - low) % rules.bid_step:
        return Reason.of("bid_not_step", SOURCE_LINEAR, step=rules.bid_step)
    return None


def _classic_refusal(level: int, rules: Rules) -> Reason | None:
    source = "004 §Choix de l'atout; analysis §6.3"
    if level < MIN_BID:
        return Reason.of("bid_below_minimum", source, minimum=MIN_BID)
    if (level - MIN_BID) % rules.bid_step:
        return Reason.of("bid_not_step", source, step=rules.bid_step)
    if rules.max_bid is not None and level > rules.max_bid:
        return Reason.of(
            "bid_above_maximum", "004 §Variantes; analysis §6.7", maximum=rules.max_bid
        )
    return None


def bid_rank(call: Call, rules: Rules) -> int | Fraction:
    """The bid's place on the ladder: its value (classic), its worth on 160 (linear) or its
    column (table); capot and générale above every value."""
    level = call.level
    if not isinstance(level, int) or not raw_bids(rules):
        return call.rank
    mode = call.mode
    if rules.sa_ta_bids == "table":
        table = TABLE_SA if mode is Mode.SA else TABLE_TA if mode is Mode.TA else TABLE_SUIT
        return table.get(level, -1)
    if mode in RAW_TOTAL:
        return Fraction(level * CLASSIC_SCALE, RAW_TOTAL[mode])
    return level


def all_points(mode: Mode, rules: Rules) -> int:
    """What the defence scores for "tous les points" on a failed contract: 162 rounded to
    160 (004 §Décompte des points); under raw bids, the raw total of sans atout (130) or tout
    atout (258, rounded to 260) (interpretation coinche-sa-ta-raw-score)."""
    if raw_bids(rules) and mode in RAW_TOTAL:
        total = deck_total(mode, rules)
        return 10 * ((total + 5) // 10)
    return 160


SCALE_REASON_CODES = ("bid_not_in_table",)
