"""Auction exercises of Belgian whist: an auction so far and a few calls to judge, drawn from the
exercise's ``random.Random`` (keep the order of the draws: it is what an exercise URL means).

Calls are drawn by family (pass, proposals, joins, seuls, misères, games) with weights that
depend on the stage of the auction; the engine judges every call tried (``Auction.check``), so
the auction shown is always legal. Calls are written as each document writes them (``couleur H``
and ``7 plis en solo C`` à la couleur).

Easy: round one, early calls (propose, join, wait, pass); medium: round two (maintain, raise,
seul, join); hard: over a petite misère (or a piccolo), over a trou, and the round-one-only
games (002) / the ladder of solos and joins (003).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..draw import shuffled
from ..results import Level, Situation
from .auction import Auction, replay
from .calls import CallKind, candidate_calls, notation, parse_call
from .order import BID_SUIT_ORDER
from .rules import Rules

type Weights = dict[str, float]

STYLES: dict[str, Weights] = {
    "early": {"pass": 3, "propose": 3, "join": 2, "wait": 0.5, "misere": 0.3},
    "round2": {
        "pass": 3,
        "propose": 1,
        "raise": 2,
        "join": 2,
        "maintain": 2,
        "seul": 2,
        "misere": 0.4,
        "game": 0.1,
    },
    "trou": {"pass": 5, "game": 1},
}
SUITS = [s.value for s in BID_SUIT_ORDER]


def _family_calls(family: str, couleur: bool) -> list[str]:
    """Every call of one family, in the case notation."""
    suits = SUITS
    if family == "pass":
        return ["pass"]
    if family == "wait":
        return ["j'attends"]
    if family == "maintain":
        return [] if couleur else ["je maintiens"]
    if family == "propose":
        return [f"couleur {s}" if couleur else f"emballage 8 {s}" for s in suits]
    if family == "raise":
        return [] if couleur else [f"emballage {n} {s}" for n in (9, 10) for s in suits]
    if family == "join":
        return ["j'emballe"] if couleur else ["j'emballe", *(f"j'emballe {s}" for s in suits)]
    if family == "seul":
        if couleur:
            return [f"{n} plis en solo {s}" for n in (6, 7, 8) for s in suits]
        return [f"seul {n} {s}" for n in (6, 7, 8) for s in suits]
    if family == "misere":
        return ["petite misere", "piccolissimo"]
    if couleur:
        return ["piccolo", "grande misere", "abondance", "abondance sur table", "chelem"]
    return [
        "grande misere sur trou",
        "piccolo",
        "grande misere",
        "grande misere sur table",
        "solo chlem",
        f"abondance 9 {suits[-1]}",
    ]


def _choose_call(auction: Auction, rng: random.Random, weights: Weights, couleur: bool) -> str:
    """A legal call drawn by family weight (the engine judges each try); "pass" failing that."""
    families = list(weights)
    for _try in range(8):
        family = rng.choices(families, [weights[f] for f in families])[0]
        calls = _family_calls(family, couleur)
        if not calls:
            continue
        call = rng.choice(calls)
        if auction.check(parse_call(call)).legal:
            return call
    return "pass" if auction.check(parse_call("pass")).legal else "j'emballe"


def _grow(
    calls: list[str],
    rng: random.Random,
    rules: Rules,
    steps: int,
    weights: Weights,
    *,
    trou: bool = False,
    force: str | None = None,
) -> list[str]:
    """``calls`` followed by up to ``steps`` drawn calls (then ``force`` if legal), stopping
    before a call that would end the auction."""
    couleur = not rules.reglement
    auction = replay(calls, rules, trou=trou)
    plan: list[str | None] = [None] * steps + ([force] if force else [])
    for wish in plan:
        call = wish if wish is not None else _choose_call(auction, rng, weights, couleur)
        parsed = parse_call(call)
        if not auction.check(parsed).legal:
            continue
        auction = auction.apply(parsed)
        if auction.over:
            return calls
        calls = [*calls, call]
    return calls


def _speaking(
    build: Callable[[], list[str]],
    rules: Rules,
    *,
    trou: bool = False,
    rounds: int = 1,
    outbid: bool = False,
    keep: str | None = None,
) -> list[str]:
    """The longest start of an auction from ``build`` (a few tries) whose next speaker has not
    passed, has reached round ``rounds``, does not hold the standing bid (``outbid``) and comes
    after the call ``keep``; failing that, the last auction built."""
    calls: list[str] = []
    for _try in range(4):
        calls = build()
        least = calls.index(keep) + 1 if keep in calls else 0
        auction = Auction(rules, trou=trou)
        fits = []
        for length in range(len(calls) + 1):
            if length:
                auction = auction.apply(parse_call(calls[length - 1]))
            high = auction.highest()
            if (
                length >= least
                and not auction.out[auction.seat]
                and auction.round >= rounds
                and not (outbid and high is not None and auction.seat in high.seats)
            ):
                fits.append(length)
        if fits:
            return calls[: fits[-1]]
    return calls


def _seul(rng: random.Random, tricks: int, couleur: bool) -> str:
    suit = rng.choice(BID_SUIT_ORDER).value
    return f"{tricks} plis en solo {suit}" if couleur else f"seul {tricks} {suit}"


def _candidates(
    calls: list[str], pool: list[str], rng: random.Random, rules: Rules, trou: bool
) -> list[str]:
    """3 to 5 calls to judge: from ``pool`` and one call the engine allows here (so that not
    only "pass" is right), with a legal and an illegal one whenever there are both."""
    auction = replay(calls, rules, trou=trou)
    every = candidate_calls(rules)
    allowed = next(
        (
            notation(c, rules)
            for c in rng.sample(every, len(every))
            if c.kind not in (CallKind.PASS, CallKind.WAIT) and auction.check(c).legal
        ),
        None,
    )
    unique = list(dict.fromkeys([*pool, *([allowed] if allowed else [])]))
    legal = [c for c in unique if auction.check(parse_call(c)).legal]
    illegal = [c for c in unique if c not in legal]
    bids = [c for c in legal if c != "pass"]
    chosen = []
    if legal:
        chosen.append(rng.choice(bids or legal))
    if illegal:
        chosen.append(rng.choice(illegal))
    rest = [c for c in unique if c not in chosen]
    chosen += rng.sample(rest, min(len(rest), rng.randint(3, 5) - len(chosen)))
    return shuffled(chosen, rng)


def _scenario(rng: random.Random, level: Level, couleur: bool) -> str:
    if level is Level.EASY:
        return "early"
    if level is Level.MEDIUM:
        return "round2"
    return rng.choice(
        ["misere", "misere", "ladder", "ladder", "trou"]
        if couleur
        else ["misere", "misere", "trou", "trou", "round_one", "round_one"]
    )


def bid_situation(rng: random.Random, rules: Rules, level: Level) -> Situation:
    """An auction so far (``auction``) and the calls to judge (``calls``); after a trou
    (``trou``), the seat that announced it is ``extras["trou_seat"]``."""
    couleur = not rules.reglement
    scenario = _scenario(rng, level, couleur)
    calls, pool = SCENARIOS[scenario](rng, rules, couleur)
    trou = scenario == "trou"
    candidates = _candidates(calls, pool, rng, rules, trou)
    question: dict[str, Any] = {"auction": calls, "calls": candidates}
    if trou:
        question["trou"] = True
    trou_seat = rng.randrange(4)
    return Situation(question, {"trou_seat": trou_seat} if trou else {})


type Scenario = Callable[[random.Random, Rules, bool], tuple[list[str], list[str]]]


def _early(rng: random.Random, rules: Rules, couleur: bool) -> tuple[list[str], list[str]]:
    calls = _speaking(lambda: _grow([], rng, rules, rng.randint(0, 3), STYLES["early"]), rules)
    pool = ["pass", "j'attends", *rng.sample(_family_calls("propose", couleur), 2)]
    pool += _family_calls("join", couleur)[:1] + rng.sample(_family_calls("join", couleur), 1)
    pool += ["premier" if couleur else f"emballage 9 {rng.choice(SUITS)}"]
    pool += [_seul(rng, 6, couleur), "petite misere"]
    return calls, pool


def _round_two(rng: random.Random, rules: Rules, couleur: bool) -> tuple[list[str], list[str]]:
    calls = _speaking(
        lambda: _grow([], rng, rules, rng.randint(4, 9), STYLES["round2"]), rules, rounds=2
    )
    pool = ["pass", *rng.sample(_family_calls("join", couleur), 1)]
    pool += [_seul(rng, n, couleur) for n in (6, 7, 8)]
    pool += rng.sample(_family_calls("raise", couleur) or _family_calls("propose", couleur), 2)
    pool += [*_family_calls("maintain", couleur), "petite misere", "piccolissimo"]
    return calls, pool


def _misere(rng: random.Random, rules: Rules, couleur: bool) -> tuple[list[str], list[str]]:
    game = "piccolo" if couleur and rng.random() < 0.3 else "petite misere"

    def over_misere() -> list[str]:
        start = _grow([], rng, rules, rng.randint(0, 2), STYLES["early"])
        calls = _grow(start, rng, rules, 0, STYLES["early"], force=game)
        return _grow(calls, rng, rules, rng.randint(0, 4), STYLES["round2"])

    calls = _speaking(over_misere, rules, outbid=True, keep=game)
    pool = ["pass", "j'emballe", "piccolissimo", "petite misere"]
    pool += [_seul(rng, n, couleur) for n in (6, 7, 8)]
    pool += [] if couleur else [f"emballage {n} {rng.choice(SUITS)}" for n in (9, 10, 10)]
    return calls, pool


def _trou(rng: random.Random, rules: Rules, couleur: bool) -> tuple[list[str], list[str]]:
    calls = (
        []
        if couleur
        else _speaking(
            lambda: _grow([], rng, rules, rng.randint(0, 3), STYLES["trou"], trou=True),
            rules,
            trou=True,
        )
    )
    pool = ["pass", "grande misere", "piccolo", "petite misere"]
    if couleur:
        pool += ["couleur " + rng.choice(SUITS), "abondance"]
    else:
        pool += ["grande misere sur trou", "grande misere sur table", "solo chlem"]
        pool += [f"emballage 8 {rng.choice(SUITS)}", f"abondance 9 {rng.choice(SUITS)}"]
    return calls, pool


def _round_one(rng: random.Random, rules: Rules, couleur: bool) -> tuple[list[str], list[str]]:
    round_two = rng.random() < 0.7
    steps = rng.randint(4, 7) if round_two else rng.randint(0, 3)
    style = STYLES["round2" if round_two else "early"]
    calls = _speaking(
        lambda: _grow([], rng, rules, steps, style), rules, rounds=2 if round_two else 1
    )
    pool = [f"abondance {rng.choice((9, 10, 11))} {rng.choice(SUITS)}"]
    pool += [f"abondance sur table {rng.choice(SUITS)}", "solo chlem"]
    pool += [f"petit solo chlem {rng.choice([*SUITS, 'SA'])}", "pass", "grande misere"]
    pool += [_seul(rng, rng.choice((6, 7)), couleur), "piccolo"]
    return calls, pool


def _ladder(rng: random.Random, rules: Rules, couleur: bool) -> tuple[list[str], list[str]]:
    """003: solos of one level in several suits, and the contracts around them."""
    calls = _speaking(
        lambda: _grow([], rng, rules, rng.randint(1, 5), STYLES["round2"]), rules, outbid=True
    )
    level = rng.choice((6, 7, 8))
    pool = [_seul(rng, level, couleur) for _n in range(3)] + ["j'emballe", "pass"]
    pool += ["piccolissimo", "piccolo", "abondance", "grande misere", "petite misere"]
    return calls, pool


SCENARIOS: dict[str, Scenario] = {
    "early": _early,
    "round2": _round_two,
    "misere": _misere,
    "trou": _trou,
    "round_one": _round_one,
    "ladder": _ladder,
}
