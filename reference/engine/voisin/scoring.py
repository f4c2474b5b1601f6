"""Scoring a deal of Le Voisin, line by line (000 §CONTRAT, §CHARGE ET SURCHARGE, §CHUTE,
footnotes 1, 2 and 4, §DÉCOMPTE DES POINTS; analysis §1.9, V-15 to V-21).

Write ``total(p)`` for a side's card points + counted announcements + couples.

* Prise: made if the taker's total reaches 36; he scores ``R10(min(64, total + 14))`` and a
  trait when ``total + 14`` exceeds 64 (*prise lourde*).
* Charge: made at 50; he scores ``R10(total + 50 + 5·k)``, k = opponents without a trick.
* Others on a made contract score ``R10(own total)``.
* A failed prise or charge: the non-taker with the best total adds the prime (14 or 50), the
  taker's card points and announcements (not his couples) and, for a charge, 5·k; the taker
  keeps his couples. A charge failed below 36 is a *chute royale*: a trait to the taker.
* Surcharge: card points do not count; the taker scores 200 (300 after an opponent's charge)
  plus his announcements if he takes every trick; otherwise the first non-taker to win a
  trick scores it plus his own announcements.
* ``R10`` rounds once to the nearest ten, a units digit of 5 going up, halves included.

Footnote 2's example: a taker with 34 card points and a tierce (3) makes his prise (37),
and scores R10(37 + 14) = 50:

>>> from reference.engine.cards import Suit
>>> s = score_deal("2", Contract("prise", 0, Suit.HEARTS),
...                DealResult((Fraction(34), Fraction(54)), (6, 7), (3, 0), (0, 0)))
>>> s.scores, s.made
((50, 50), True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from ..errors import EngineError
from ..results import ScoreSheet
from ..sheet import Standing
from ..tricks import Param, Reason, json_value, round_to_ten
from .contracts import (
    CHARGE_PRIME,
    CHARGE_TARGET,
    CHUTE_ROYALE_BELOW,
    GAME_TARGET,
    NON_PLI_PRIME,
    PRISE_CAP,
    PRISE_PRIME,
    PRISE_TARGET,
    SURCHARGE_AFTER_CHARGE,
    SURCHARGE_VALUE,
    Contract,
    deal_size,
)
from .entries import result_faults
from .rules import Rules

type Num = int | Fraction
"""A score value: whole, or with a half (split transfers may give thirds)."""

SRC_PRISE = "000 §CONTRAT and footnote 1; analysis §1.9, V-16"
SRC_CHARGE = "000 §CHARGE ET SURCHARGE; analysis §1.9, V-20"
SRC_SURCHARGE = "000 §CHARGE ET SURCHARGE and §CHUTE; analysis V-6, V-21"
SRC_CHUTE = "000 §CHUTE; analysis V-19"
SRC_ROUND = "000 footnote 4 and footnote 2; analysis V-15"
SRC_TRAITS = "000 §DÉCOMPTE DES POINTS (traits); analysis §1.10"
SRC_OWN = "analysis V-18"


@dataclass(frozen=True)
class DealResult:
    """What happened in a deal, per side (seat, or team in 2×2), as the case format gives it."""

    points: tuple[Num, ...]
    """Card points won (halves allowed; the talon is never played)."""
    tricks: tuple[int, ...]
    """Tricks won."""
    announcements: tuple[int, ...]
    """Points of the counted announcements, after cancellation, couples apart."""
    couples: tuple[int, ...]
    """Points of the couple (2) or double couple (6)."""
    first_trick_lost_to: int | None = None
    """Surcharge: the side that won the first trick the taker did not; ``None`` if made."""
    tricks_by_seat: tuple[int, ...] | None = None
    """2×2 only, optional: tricks per seat, to count the players without a trick."""


@dataclass(frozen=True)
class DealScore:
    """A scored deal: rounded scores, tie-break marks and the calculation step by step, with
    the exact totals the case answer also gives (``sheet`` is the shared ``ScoreSheet``)."""

    scores: tuple[int, ...]
    """Rounded deal score per side."""
    traits: tuple[int, ...]
    """Tie-break marks per side (prise lourde, chute royale), 0 or 1."""
    totals: tuple[Num, ...]
    """Exact totals before rounding, per side."""
    made: bool
    """Whether the contract was made."""
    steps: tuple[Reason, ...]
    """The calculation line by line; each step's ``amount`` parameter is its number."""

    def to_json(self) -> dict[str, Any]:
        """The ``score`` answer of the case format, with the steps."""
        return {
            "scores": list(self.scores),
            "traits": list(self.traits),
            "made": self.made,
            "totals": json_value(list(self.totals)),
            "steps": [s.to_json() for s in self.steps],
        }

    def sheet(self, before: Sequence[Reason] = ()) -> ScoreSheet:
        """The shared score sheet: sides keyed as the case answer indexes them (``"0"``,
        ``"1"``…), the traits as ``marks``; ``before``: steps to list first (how the
        announcements were settled)."""
        return ScoreSheet(
            tuple(str(side) for side in range(len(self.scores))),
            self.scores,
            (*before, *self.steps),
            self.made,
            self.traits,
        )


class _Steps:
    """Collects the calculation's steps; records nothing when no explanation is wanted."""

    def __init__(self, explain: bool) -> None:
        self.explain = explain
        self.items: list[Reason] = []

    def add(self, code: str, source: str, **params: Param) -> None:
        if self.explain:
            self.items.append(Reason(code, tuple(params.items()), source))


_round = cache(round_to_ten)  # the same few values recur deal after deal


def non_pli_count(
    players: str, contract: Contract, result: DealResult, rules: Rules, *, taker_seat: int = -1
) -> int:
    """How many players without a trick earn the charge's 5 points (analysis V-20)."""
    t = contract.taker
    if players != "2x2":
        return sum(1 for p, n in enumerate(result.tricks) if p != t and n == 0)
    by_seat = result.tricks_by_seat
    if rules.charge_non_pli_counts == "all_players":
        if by_seat is None or taker_seat < 0:
            raise EngineError(
                "counting every player without a trick in 2x2 needs tricks_by_seat and "
                "the contract's taker_seat"
            )
        return sum(1 for s, n in enumerate(by_seat) if s != taker_seat and n == 0)
    if by_seat is not None:
        return sum(1 for s, n in enumerate(by_seat) if s % 2 != t and n == 0)
    # team counts only: a team without a trick is two players without one
    return sum(2 for p, n in enumerate(result.tricks) if p != t and n == 0)


def score_deal(
    players: str,
    contract: Contract,
    result: DealResult,
    rules: Rules | None = None,
    *,
    taker_seat: int = -1,
    explain: bool = True,
    check: bool = True,
) -> DealScore:
    """Score one deal (000 §CONTRAT to §DÉCOMPTE DES POINTS; analysis §1.9).

    Lists are per side: per seat, or per team for ``"2x2"`` (team 0 = seats 0 and 2).
    ``taker_seat`` is needed only to count the partner under ``charge_non_pli_counts =
    all_players`` in 2×2. ``explain=False`` skips the steps and ``check=False`` the input
    checks, for the engine's own random deals.
    """
    rules = rules or Rules()
    size = deal_size(players, rules)
    sides = 2 if players == "2x2" else size.seats
    if check:
        _validate(players, contract, result, sides, size.hand, rules)
    t = contract.taker
    cp, ann, cpl = result.points, result.announcements, result.couples
    total = tuple(cp[p] + ann[p] + cpl[p] for p in range(sides))
    exact: list[Num] = [0] * sides
    traits = [0] * sides
    steps = _Steps(explain)
    if contract.name == "surcharge":
        made = _surcharge(contract, result, rules, sides, exact, steps)
    else:
        for p in range(sides):
            steps.add(
                "voisin_score_side_total",
                "000 footnote 2; analysis V-17",
                side=p + 1,
                cards=cp[p],
                announcements=ann[p],
                couples=cpl[p],
                amount=total[p],
            )
        charge = contract.name == "charge"
        target = CHARGE_TARGET if charge else PRISE_TARGET
        prime = CHARGE_PRIME if charge else PRISE_PRIME
        source = SRC_CHARGE if charge else SRC_PRISE
        k = non_pli_count(players, contract, result, rules, taker_seat=taker_seat) if charge else 0
        made = total[t] >= target
        if made:
            steps.add(
                "voisin_score_made",
                source,
                contract=contract.name,
                side=t + 1,
                total=total[t],
                target=target,
            )
            steps.add("voisin_score_prime", source, contract=contract.name, amount=prime)
            raw = total[t] + prime
            handed = [0] * sides
            if charge:
                if k:
                    steps.add("voisin_score_non_pli", SRC_CHARGE, count=k, amount=NON_PLI_PRIME * k)
                raw += NON_PLI_PRIME * k
                handed = _non_pli_announcements(contract, result, rules, sides, steps)
                raw += sum(handed)
            elif raw > PRISE_CAP:
                steps.add("voisin_score_prise_lourde", SRC_PRISE, before=raw, amount=PRISE_CAP)
                steps.add("voisin_score_trait_prise_lourde", SRC_TRAITS, side=t + 1, total=raw)
                traits[t] = 1
                raw = PRISE_CAP
            exact[t] = raw
            for p in range(sides):
                if p != t:
                    exact[p] = total[p] - handed[p]
                    steps.add("voisin_score_own", SRC_OWN, side=p + 1, amount=exact[p])
        else:
            steps.add(
                "voisin_score_failed",
                SRC_CHUTE,
                contract=contract.name,
                side=t + 1,
                total=total[t],
                target=target,
            )
            transfer = prime + cp[t] + ann[t] + NON_PLI_PRIME * k
            others = [p for p in range(sides) if p != t]
            best = max(total[p] for p in others)
            tied = [p for p in others if total[p] == best]
            share: Num = transfer
            if len(tied) > 1:  # tied non-takers (analysis V-19, option chute_tie)
                steps.add(
                    f"voisin_score_chute_tie_{rules.chute_tie}",
                    SRC_CHUTE,
                    sides=", ".join(str(p + 1) for p in tied),
                )
                if rules.chute_tie == "first_after_taker":
                    order = [(t + i) % sides for i in range(1, sides)]
                    tied = [next(p for p in order if p in tied)]
                elif rules.chute_tie == "split":
                    share = Fraction(transfer) / len(tied)
            for p in others:
                exact[p] = total[p]
                if p in tied:
                    exact[p] += share
                    steps.add(
                        "voisin_score_chute_transfer",
                        SRC_CHUTE,
                        side=p + 1,
                        prime=prime,
                        cards=cp[t],
                        announcements=ann[t],
                        non_pli=NON_PLI_PRIME * k,
                        share=share,
                        own=total[p],
                        amount=exact[p],
                    )
                else:
                    steps.add("voisin_score_own", SRC_OWN, side=p + 1, amount=total[p])
            exact[t] = cpl[t]
            steps.add("voisin_score_taker_keeps_couples", SRC_CHUTE, side=t + 1, amount=cpl[t])
            if charge and total[t] < CHUTE_ROYALE_BELOW:
                traits[t] = 1
                steps.add("voisin_score_trait_chute_royale", SRC_TRAITS, side=t + 1, total=total[t])
    scores = []
    for p in range(sides):
        rounded = _round(exact[p])
        steps.add("voisin_score_rounded", SRC_ROUND, side=p + 1, exact=exact[p], amount=rounded)
        scores.append(rounded)
    return DealScore(tuple(scores), tuple(traits), tuple(exact), made, tuple(steps.items))


def _non_pli_announcements(
    contract: Contract, result: DealResult, rules: Rules, sides: int, steps: _Steps
) -> list[int]:
    """What each opponent side without a trick hands to the taker of a made charge: its
    announcements, couples apart (000 §CHARGE ET SURCHARGE, « les annonces éventuelles de
    celui-ci »; interpretation voisin-non-pli-announcements)."""
    handed = [0] * sides
    if rules.charge_non_pli_announcements != "to_taker":
        return handed
    for p in range(sides):
        if p != contract.taker and result.tricks[p] == 0 and result.announcements[p]:
            handed[p] = result.announcements[p]
            steps.add(
                "voisin_score_non_pli_announcements", SRC_CHARGE, side=p + 1, amount=handed[p]
            )
    return handed


def _surcharge(
    contract: Contract,
    result: DealResult,
    rules: Rules,
    sides: int,
    exact: list[Num],
    steps: _Steps,
) -> bool:
    t = contract.taker
    ann, cpl = result.announcements, result.couples
    value = surcharge_value(contract, rules)
    after = value == SURCHARGE_AFTER_CHARGE
    steps.add("voisin_score_surcharge_value", SRC_SURCHARGE, amount=value, after_charge=after)
    lost_to = result.first_trick_lost_to
    for p in range(sides):
        if lost_to is None and p == t:
            exact[p] = value + ann[p] + cpl[p]
            steps.add(
                "voisin_score_surcharge_made",
                SRC_SURCHARGE,
                side=p + 1,
                value=value,
                announcements=ann[p],
                couples=cpl[p],
                amount=exact[p],
            )
        elif p == lost_to:
            exact[p] = value + ann[p] + cpl[p]
            steps.add(
                "voisin_score_surcharge_won_by",
                SRC_SURCHARGE,
                side=p + 1,
                value=value,
                announcements=ann[p],
                couples=cpl[p],
                amount=exact[p],
            )
        elif p == t:
            exact[p] = cpl[p]
            steps.add("voisin_score_taker_keeps_couples", SRC_SURCHARGE, side=p + 1, amount=cpl[p])
        else:
            exact[p] = ann[p] + cpl[p]
            steps.add("voisin_score_announcements_only", SRC_SURCHARGE, side=p + 1, amount=exact[p])
    return lost_to is None


def surcharge_value(contract: Contract, rules: Rules) -> int:
    """A surcharge's flat value: 300 after an opponent's charge (after the partner's too with
    ``surcharge_300_requires = any_charge``), 200 otherwise (000 §CHARGE ET SURCHARGE; V-6)."""
    after = contract.after_adverse_charge or (
        rules.surcharge_300_requires == "any_charge" and contract.after_partner_charge
    )
    return SURCHARGE_AFTER_CHARGE if after else SURCHARGE_VALUE


def _validate(
    players: str, contract: Contract, result: DealResult, sides: int, hand: int, rules: Rules
) -> None:
    who = "team" if players == "2x2" else "seat"
    for name in ("points", "tricks", "announcements", "couples"):
        values = getattr(result, name)
        if len(values) != sides:
            raise EngineError(f"result {name} must list {sides} values, one per {who}")
        if any(v < 0 for v in values):
            raise EngineError(f"result {name} cannot be negative")
    if any(v * 2 != int(v * 2) for v in result.points):
        raise EngineError("card points come in halves (e.g. 44.5)")
    for fault in result_faults(
        players,
        contract.name,
        contract.taker,
        points=result.points,
        tricks=result.tricks,
        lost_to=result.first_trick_lost_to,
        rules=rules,
    ):
        raise EngineError(fault.developer)
    if result.tricks_by_seat is not None:
        if players != "2x2" or len(result.tricks_by_seat) != 4:
            raise EngineError("tricks_by_seat is for 2x2 tables: 4 values, seat by seat")
        by = result.tricks_by_seat
        if (by[0] + by[2], by[1] + by[3]) != tuple(result.tricks):
            raise EngineError("tricks_by_seat does not add up to the team tricks")
    if not 0 <= contract.taker < sides:
        raise EngineError(f"taker must index the result lists (0 to {sides - 1})")
    if rules.variante_i and contract.name != "charge":
        raise EngineError("Variante I has a single contract, the charge")
    lost = result.first_trick_lost_to
    if contract.name != "surcharge":
        if lost is not None:
            raise EngineError("first_trick_lost_to concerns a surcharge only")
        return
    if lost is None:
        if any(n for p, n in enumerate(result.tricks) if p != contract.taker):
            raise EngineError(
                "a non-taker won a trick: give first_trick_lost_to (the surcharge stops there)"
            )
        if result.tricks[contract.taker] != hand:
            raise EngineError(f"a made surcharge takes all {hand} tricks")
    elif not 0 <= lost < sides or lost == contract.taker:
        raise EngineError("first_trick_lost_to must index a side other than the taker's")


# --- The end of the game ----------------------------------------------------------------------


def game_standing(
    totals: Sequence[int],
    traits: Sequence[int],
    target: int = GAME_TARGET,
    tie_break: str = "traits",
) -> Standing:
    """After a deal (000 §DÉCOMPTE DES POINTS; analysis §1.10): the highest total at or above
    ``target`` wins; ties go to fewer traits (``tie_break="final_contract"``: straight to a
    final contract, the counters' way). The winners are the sides still tied after the traits
    when a final contract decides.

    >>> game_standing([1010, 1010, 640], [2, 1, 0]).winners
    (1,)
    >>> game_standing([1010, 1010, 640], [2, 1, 0], tie_break="final_contract").reason.code
    'voisin_game_final_contract'
    """
    if len(totals) != len(traits):
        raise EngineError("totals and traits must list the same sides")
    best = max(totals)
    if best < target:
        return Standing(False, (), Reason.of("voisin_game_continues", SRC_TRAITS, target=target))
    leaders = [p for p, v in enumerate(totals) if v == best]
    if len(leaders) == 1:
        return Standing(
            True,
            (leaders[0],),
            Reason.of("voisin_game_won", SRC_TRAITS, side=leaders[0] + 1, total=best),
        )
    if tie_break == "final_contract":
        return Standing(
            True,
            tuple(leaders),
            Reason.of("voisin_game_final_contract", SRC_TRAITS, total=best),
        )
    fewest = min(traits[p] for p in leaders)
    winners = tuple(p for p in leaders if traits[p] == fewest)
    if len(winners) == 1:
        return Standing(
            True,
            winners,
            Reason.of(
                "voisin_game_won_on_traits",
                SRC_TRAITS,
                side=winners[0] + 1,
                total=best,
                traits=fewest,
            ),
        )
    return Standing(
        True, winners, Reason.of("voisin_game_tied", SRC_TRAITS, total=best, traits=fewest)
    )


#: Every reason code of a deal's score and of the end of the game.
SCORE_REASON_CODES: tuple[str, ...] = (
    "voisin_score_side_total",
    "voisin_score_made",
    "voisin_score_failed",
    "voisin_score_prime",
    "voisin_score_non_pli",
    "voisin_score_non_pli_announcements",
    "voisin_score_prise_lourde",
    "voisin_score_trait_prise_lourde",
    "voisin_score_own",
    "voisin_score_chute_tie_split",
    "voisin_score_chute_tie_each",
    "voisin_score_chute_tie_first_after_taker",
    "voisin_score_chute_transfer",
    "voisin_score_taker_keeps_couples",
    "voisin_score_trait_chute_royale",
    "voisin_score_rounded",
    "voisin_score_surcharge_value",
    "voisin_score_surcharge_made",
    "voisin_score_surcharge_won_by",
    "voisin_score_announcements_only",
    "voisin_game_continues",
    "voisin_game_won",
    "voisin_game_won_on_traits",
    "voisin_game_tied",
    "voisin_game_final_contract",
)
