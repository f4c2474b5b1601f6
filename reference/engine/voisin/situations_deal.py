"""Exercise situations of Le Voisin told as a whole deal or auction: the score of a finished
deal, and which calls the next player may make. Random draws in a fixed order, as in
``situations.py``."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from fractions import Fraction
from typing import Any

from ..cards import SUITS, Card
from ..draw import first_match, shuffled
from ..results import Level, Situation
from .auction import Call, check_call
from .contracts import (
    CHARGE_TARGET,
    CHUTE_ROYALE_BELOW,
    PRISE_CAP,
    PRISE_PRIME,
    PRISE_TARGET,
    deal_size,
)
from .deal import VoisinDeal, deal_cards
from .rules import Rules
from .situations import NO_TRUMP_MODES, engine_deal, side_of, table, table_for
from .table import card_points, parse_trump

# --- the score of a deal ----------------------------------------------------------------------

SCORE_CASES: Mapping[Level, tuple[str, ...]] = {
    Level.EASY: ("prise_made",),
    Level.MEDIUM: ("charge_made", "prise_failed"),
    Level.HARD: ("chute_royale", "prise_lourde", "surcharge", "charge_failed", "teams"),
}
#: Under Variante I the only contract is the charge, played by two.
VARIANTE_I_CASES: Mapping[Level, tuple[str, ...]] = {
    Level.EASY: ("charge_made",),
    Level.MEDIUM: ("charge_failed",),
    Level.HARD: ("chute_royale", "charge_failed"),
}


def _total(result: Mapping[str, Any], side: int) -> Fraction:
    points = Fraction(str(result["points"][side]))
    return points + int(result["announcements"][side]) + int(result["couples"][side])


def _score_case(name: str, total: Fraction) -> str:
    if name == "prise":
        if total < PRISE_TARGET:
            return "prise_failed"
        if total + PRISE_PRIME > PRISE_CAP:
            return "prise_lourde"
        return "prise_made"
    if total >= CHARGE_TARGET:
        return "charge_made"
    if total < CHUTE_ROYALE_BELOW:
        return "chute_royale"
    return "charge_failed"


def _json_points(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def _surcharge_question(rng: random.Random, deal: VoisinDeal, players: str) -> dict[str, Any]:
    """A surcharge on the deal's cards: the taker is the first trick's winner; play stops at
    the first trick another side wins (or, one time in three, the taker wins them all)."""
    played = deal.played
    trump = parse_trump(played.trump)
    records = list(played.tricks)
    sides = 2 if players == "2x2" else len(deal.hands)
    taker_seat = records[0].winner_seat
    taker = side_of(taker_seat, players)
    made = rng.random() < 1 / 3 and len(records) == len(deal.hands[0])
    points = [Fraction(0)] * sides
    tricks = [0] * sides
    by_seat = [0] * len(deal.hands)
    lost_to = None
    for record in records:
        winner = taker_seat if made else record.winner_seat
        side = side_of(winner, players)
        points[side] += card_points([c for c in record.cards if isinstance(c, Card)], trump)
        tricks[side] += 1
        by_seat[winner] += 1
        if side != taker:
            lost_to = side
            break
    ann, cpl = deal.resolution.by_side(players)
    after = taker_seat > 0 and rng.random() < 0.5
    result: dict[str, Any] = {
        "points": [_json_points(p) for p in points],
        "tricks": tricks,
        "announcements": list(ann),
        "couples": list(cpl),
        "first_trick_lost_to": lost_to,
    }
    if players == "2x2":
        result["tricks_by_seat"] = by_seat
    contract: dict[str, Any] = {
        "name": "surcharge",
        "taker": taker,
        "trump": played.trump,
        "after_adverse_charge": after,
    }
    if players == "2x2":
        contract["taker_seat"] = taker_seat
    return {"players": players, "contract": contract, "result": result}


def score_situation(
    rng: random.Random, rules: Rules, level: Level, players: str | None = None
) -> Situation:
    """Easy: a prise made (no cap); medium: a charge made or a prise failed; hard: a chute
    royale, a prise lourde, a surcharge, a charge failed, or any contract between teams."""
    if rules.variante_i:
        case = rng.choice(VARIANTE_I_CASES[level])
    elif players is None or players == "2x2":
        case = rng.choice(SCORE_CASES[level])
    else:
        case = rng.choice([c for c in SCORE_CASES[level] if c != "teams"])
    if case == "teams":
        players = "2x2"
    elif level is Level.HARD:
        players = table_for(rng, rules, players=players)
    else:
        players = table_for(rng, rules, ("2", "3", "4"), players)

    def candidates() -> Iterator[Mapping[str, Any]]:
        deal = engine_deal(rng, rules, players, full=True)
        played = deal.played
        if case == "surcharge":
            yield _surcharge_question(rng, deal, players)
            return
        result = dict(played.score["result"])
        sides = len(result["points"])
        names = ["charge"] if rules.variante_i else ["prise", "charge"]
        for taker in shuffled(list(range(sides)), rng):
            for name in shuffled(names, rng):
                contract: dict[str, Any] = {
                    "name": name,
                    "taker": taker,
                    "trump": played.trump,
                    "after_adverse_charge": False,
                }
                if players == "2x2":
                    seat = deal.taker_seat
                    contract["taker_seat"] = seat if side_of(seat, players) == taker else taker
                yield {"players": players, "contract": contract, "result": result}

    def wanted(question: Mapping[str, Any]) -> bool:
        contract = question["contract"]
        if case == "surcharge":
            return bool(contract["name"] == "surcharge")
        if contract["name"] == "surcharge":
            return False
        found = _score_case(contract["name"], _total(question["result"], contract["taker"]))
        return case == "teams" or found == case

    question = first_match(candidates, wanted, rng)
    contract = question["contract"]
    taker = contract.get("taker_seat", contract["taker"])
    return Situation(question, table(players, taker=taker, contract=dict(contract)))


# --- which call is allowed --------------------------------------------------------------------


def bid_situation(
    rng: random.Random, rules: Rules, level: Level, players: str | None = None
) -> Situation:
    """Easy: round one, nobody has bid yet (prise without naming a suit); medium: round one
    over a prise or a charge (only higher calls); hard: round two (a prise naming its suit,
    nothing else) or round one over a surcharge, with tout/sans atout calls to judge."""
    players = table_for(rng, rules, players=players)
    seats = deal_size(players, rules).seats
    suits = [s.value for s in SUITS]
    hard_stage = rng.choice(("round2", "round2", "surcharge"))  # drawn at every level
    stage = {Level.EASY: "open", Level.MEDIUM: "standing", Level.HARD: hard_stage}[level]
    if rules.variante_i:
        auction: list[str] = []
        pool = [f"charge {rng.choice(suits)}", "pass", "prise", f"surcharge {rng.choice(suits)}"]
    elif stage == "open":
        auction = ["pass"] * rng.randrange(seats)
        pool = [
            "pass",
            "prise",
            f"charge {rng.choice(suits)}",
            f"surcharge {rng.choice(suits)}",
            f"prise {rng.choice(suits)}",
        ]
    elif stage in ("standing", "surcharge"):
        before = rng.randrange(seats - 1) if seats > 1 else 0
        if stage == "surcharge":
            calls = [f"surcharge {rng.choice(suits)}"]
        elif seats - before >= 3 and rng.random() < 0.4:
            calls = ["prise", f"charge {rng.choice(suits)}"]
        else:
            calls = [rng.choice(("prise", f"charge {rng.choice(suits)}"))]
        after = rng.randrange(seats - before - len(calls))
        auction = ["pass"] * before + calls + ["pass"] * after
        pool = [
            "pass",
            "prise",
            f"charge {rng.choice(suits)}",
            f"surcharge {rng.choice(suits)}",
            f"prise {rng.choice(suits)}",
        ]
        if stage == "surcharge":
            pool.append(f"{rng.choice(('charge', 'surcharge'))} {rng.choice(NO_TRUMP_MODES)}")
    else:
        auction = ["pass"] * (seats + rng.randrange(seats))
        pool = [
            "pass",
            f"prise {rng.choice(suits)}",
            f"prise {rng.choice(suits)}",
            "prise",
            f"charge {rng.choice(suits)}",
            f"surcharge {rng.choice(suits)}",
            f"prise {rng.choice(NO_TRUMP_MODES) if rules.variante_ii else 'SA'}",
        ]
    calls = _candidates(auction, players, rules, list(dict.fromkeys(pool)), rng)
    question = {"auction": auction, "players": players, "calls": calls}
    return Situation(question, table(players, you=len(auction) % seats))


def bid_situation_v2(
    rng: random.Random, rules: Rules, level: Level, players: str | None = None
) -> Situation:
    """Version 2 (``bid@2``): the cards are dealt, the turned card is shown, and every call is
    written as a player says it, naming its suit, so that the exercise asks the rules (which
    suit a prise plays in each round, what outranks what), never the notation.

    Easy: round one, nobody has bid yet; medium: round one over a prise or a charge; hard:
    round two, or round one over a surcharge (with tout/sans atout calls to judge)."""
    fixed = players
    players = table_for(rng, rules, players=players)
    seats = deal_size(players, rules).seats
    turned = deal_cards(rng, players, rules).turned
    if rules.variante_i or turned is None:  # no turned card: the first player names trump
        return bid_situation(rng, rules, level, fixed)
    own = turned.suit.value
    others = [s.value for s in SUITS if s is not turned.suit]
    suits = [s.value for s in SUITS]
    stage = {
        Level.EASY: "open",
        Level.MEDIUM: "standing",
        Level.HARD: rng.choice(("round2", "round2", "surcharge")),
    }[level]
    if stage == "round2":
        auction = ["pass"] * (seats + rng.randrange(seats))
        pool = [
            "pass",
            f"prise {own}",
            *(f"prise {s}" for s in rng.sample(others, 2)),
            f"charge {rng.choice(suits)}",
            f"surcharge {rng.choice(suits)}",
            f"prise {rng.choice(NO_TRUMP_MODES)}",
        ]
    else:
        if stage == "open":
            auction = ["pass"] * rng.randrange(seats)
        else:
            before = rng.randrange(seats - 1) if seats > 1 else 0
            if stage == "surcharge":
                calls = [f"surcharge {rng.choice(suits)}"]
            else:
                calls = [rng.choice(("prise", f"charge {rng.choice(suits)}"))]
            after = rng.randrange(seats - before - len(calls))
            auction = ["pass"] * before + calls + ["pass"] * after
        pool = [
            "pass",
            f"prise {own}",
            f"prise {rng.choice(others)}",
            f"charge {rng.choice(suits)}",
            f"surcharge {rng.choice(suits)}",
        ]
        if stage == "surcharge":
            pool.append(f"{rng.choice(('charge', 'surcharge'))} {rng.choice(NO_TRUMP_MODES)}")
    calls = _candidates(auction, players, rules, list(dict.fromkeys(pool)), rng, turned)
    question = {"auction": auction, "players": players, "turned": str(turned), "calls": calls}
    return Situation(question, table(players, you=len(auction) % seats, turned=str(turned)))


def _candidates(
    auction: list[str],
    players: str,
    rules: Rules,
    pool: list[str],
    rng: random.Random,
    turned: Card | None = None,
) -> list[str]:
    """Four or five calls of the pool, at least one legal and one not, shuffled."""
    parsed = [Call.parse(c) for c in auction]

    def legal(call: str) -> bool:
        return check_call(parsed, Call.parse(call), players, rules, turned=turned).legal

    allowed = [c for c in pool if legal(c)]
    refused = [c for c in pool if not legal(c)]
    chosen = []
    if allowed:
        chosen.append(rng.choice(allowed))
    if refused:
        chosen.append(rng.choice(refused))
    rest = [c for c in pool if c not in chosen]
    chosen += rng.sample(rest, min(len(rest), rng.randint(2, 3)))
    return shuffled(chosen, rng)
