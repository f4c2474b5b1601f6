"""Situations of Neurotrio drawn for a theme (``themes.py``), each kind from its own source:

* who wins, which cards: tricks played from fresh hands (3 to 5 players, the chien aside) by
  legal cards only, leads and cuts steered towards the theme (``draw.steered_play``);
* score: a contract and the taker's tricks, made, down or contred as the theme asks;
* calls: auctions built call by call, the calls to judge including the theme's;
* multiple choice: the quiz's facts, the discard, who leads after a few manches.

A drawer judges its candidates by the engine's answer (``draw.first_showing``); when none
shows the theme, its witness does (a fixed situation, tested). Seat 0, on the dealer's left,
leads the first trick here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence

from ..cards import NeuroCard
from ..draw import Rulebook, notation
from ..drawers import Candidates, Maker, PlayTable, ThemeDrawer, steered_drawer
from ..results import Level, QuizFact, Situation
from .auction import Auction, Call, apply_call, bidding_ladder, check_call, start
from .deal import DECK_INDICES
from .order import ATTRIBUTE_LADDER, DISTINCT, Attribute, is_trump, strength, suit_of
from .play import legal_plays, trick_winner
from .rules import Rules
from .scoring import DEAL_SIZES, contract_target
from .situations import PLAYER_COUNTS, table


def rulebook(trump: Attribute) -> Rulebook[NeuroCard]:
    """The rule of play steered play follows under ``trump``."""

    def legal(
        hand: Sequence[NeuroCard], trick: Sequence[NeuroCard]
    ) -> tuple[list[NeuroCard], frozenset[str]]:
        ruling = legal_plays(hand, trick, trump)
        codes = frozenset({ruling.obligation.code, *(r.code for _c, r in ruling.refusals)})
        return [c for c in ruling.legal if isinstance(c, NeuroCard)], codes

    def winner(trick: Sequence[NeuroCard]) -> tuple[int, frozenset[str]]:
        verdict = trick_winner(trick, trump)
        return verdict.winner, frozenset(r.code for r in verdict.reasons)

    return Rulebook(
        legal, winner, lambda card: suit_of(card, trump), lambda card: is_trump(card, trump)
    )


def _sorted(trump: Attribute) -> Callable[[Sequence[NeuroCard]], list[NeuroCard]]:
    return lambda hand: sorted(hand, key=lambda c: (str(suit_of(c, trump)), -strength(c, trump)))


def deal(rng: random.Random, rules: Rules) -> PlayTable[NeuroCard]:
    """Fresh hands at a table of 3 to 5, the chien left aside, under a trump attribute drawn
    from the ladder."""
    players = rng.choice(PLAYER_COUNTS)
    size = DEAL_SIZES[players].hand
    order = sorted(DECK_INDICES, key=lambda _card: rng.random())
    hands = [[DISTINCT[i] for i in order[k * size : (k + 1) * size]] for k in range(players)]
    trump = rng.choice(ATTRIBUTE_LADDER)
    return PlayTable(
        hands,
        rulebook(trump),
        {"trump": trump.value, "players": players},
        lambda **seats: table(players, **seats),
        _sorted(trump),
    )


def trick_witness(trump: str, trick: str, players: int = 3) -> Situation:
    """A fixed trick (notation); seat 0 leads."""
    cards = [NeuroCard.parse(c) for c in trick.split()]
    question = {"trump": trump, "trick": notation(cards), "players": players}
    return Situation(question, table(players, leader=0))


def play_witness(trump: str, trick: str, hand: str, players: int = 3) -> Situation:
    """A fixed player about to play (notation); seat 0 leads."""
    played = [NeuroCard.parse(c) for c in trick.split()]
    held = [NeuroCard.parse(c) for c in hand.split()]
    question = {
        "trump": trump,
        "trick": notation(played),
        "hand": notation(held),
        "players": players,
    }
    return Situation(question, table(players, leader=0, you=len(played)))


def drawer(kind: str, lead: str, cut: bool | None, *witness: Situation) -> ThemeDrawer:
    """A who-wins or which-cards drawer of fresh deals."""
    return steered_drawer(kind, deal, lead, cut, *witness)


# --- score -------------------------------------------------------------------------------------


def scores(made: bool | None, contre: bool) -> Candidates:
    """A contract and the taker's tricks: made (``True``), down (``False``) or either, contred
    or not."""

    def candidates(
        rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        players = rng.choice(PLAYER_COUNTS)
        size = DEAL_SIZES[players]
        top = {Level.EASY: min(3, size.top_level)}.get(level, size.top_level)
        contract_level = rng.randint(1, top)
        target = contract_target(contract_level, players, rules)["tricks"]
        success = rng.random() < 0.5 if made is None else made
        low = max(0, target - 5)
        tricks = rng.randint(target, size.tricks) if success else rng.randint(low, target - 1)
        question = {
            "players": players,
            "contract": {
                "level": contract_level,
                "attribute": rng.choice(ATTRIBUTE_LADDER).value,
                "contre": contre,
            },
            "result": {"tricks": tricks},
        }
        yield Situation(question, table(players))

    return candidates


def score_witness(level: int, tricks: int, contre: bool = False) -> Situation:
    """A fixed contract at three players and the taker's tricks."""
    question = {
        "players": 3,
        "contract": {"level": level, "attribute": "V", "contre": contre},
        "result": {"tricks": tricks},
    }
    return Situation(question, table(3))


# --- calls -------------------------------------------------------------------------------------


def _grown(rng: random.Random, rules: Rules, players: int, steps: int) -> Auction:
    """An auction of up to ``steps`` legal calls (passes, bids just above, now and then a
    contre), stopped before one that would end it."""
    auction = start(players)
    ladder = bidding_ladder(players, rules)
    for _step in range(steps):
        last = auction.last_bid
        above = [str(b) for b in ladder if last is None or b.height > last.height][:3]
        call = Call.parse(rng.choice(["pass", "pass", "contre", *above]))
        if not check_call(auction, call, rules).legal:
            continue
        after = apply_call(auction, call, rules)
        if after.over:
            break
        auction = after
    return auction


def calls(contre: bool) -> Candidates:
    """An auction going on and four calls to judge: with ``contre``, the contre among them;
    else a bid above the standing one, one at or below it, and a pass."""

    def candidates(
        rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        players = rng.choice(PLAYER_COUNTS)
        steps = {Level.EASY: 1, Level.MEDIUM: 3, Level.HARD: 6}[level] + rng.randrange(2)
        auction = _grown(rng, rules, players, steps)
        ladder = bidding_ladder(players, rules)
        last = auction.last_bid
        above = [str(b) for b in ladder if last is None or b.height > last.height]
        below = [str(b) for b in ladder if last is not None and b.height <= last.height]
        pool = [rng.choice(above[:3]), *(rng.sample(below[-3:], 1) if below else []), "pass"]
        pool.append("contre" if contre or rng.random() < 0.3 else rng.choice(above[:4]))
        if contre and "contre" not in pool:
            pool[-1] = "contre"
        chosen = rng.sample(list(dict.fromkeys(pool)), len(dict.fromkeys(pool)))
        question = {"auction": [str(c) for c in auction.calls], "players": players, "calls": chosen}
        yield Situation(question, table(players, you=len(auction.calls) % players))

    return candidates


def call_witness(auction: list[str], chosen: list[str], players: int = 3) -> Situation:
    """A fixed auction and its calls to judge."""
    question = {"auction": auction, "players": players, "calls": chosen}
    return Situation(question, table(players, you=len(auction) % players))


# --- multiple choice ---------------------------------------------------------------------------


def at_table(maker: Callable[[random.Random, Rules, int], QuizFact]) -> Maker:
    """A fact maker of the quiz that takes a table, the table drawn first."""
    return lambda rng, rules: maker(rng, rules, rng.choice(PLAYER_COUNTS))
