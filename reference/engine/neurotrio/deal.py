"""Random complete Neurotrio deals for the trainer and the benchmarks (seed 001 throughout).

The deal skips the auction: it shuffles the 54 cards, deals the hands and the chien
(001 §Mise en place), picks a taker and a contract he could have bid (any attribute, a level up
to the highest allowed), gives him the chien and lets him discard as many cards at random
(any cards, interpretation ``neurotrio-discard``), then plays every trick by random legal
moves, the taker leading first (001 §Le jeu de la carte), and scores it (001 §Décompte des
points). Everything random comes from the ``random.Random`` passed in.
"""

from __future__ import annotations

import random

from ..cards import NeuroCard
from ..errors import EngineError
from ..tricks import Play, PlayedDeal, TrickRecord
from .auction import Contract
from .order import ATTRIBUTE_LADDER, DISTINCT, STRENGTH_TABLE, SUIT_TABLE
from .play import verdict_of
from .rules import Rules
from .scoring import DEAL_SIZES, score_answer

#: Every card of the deck as an engine index: two copies of each of the 27 (analysis N-1).
DECK_INDICES: tuple[int, ...] = tuple(i for i in range(len(DISTINCT)) for _copy in range(2))
#: Level weights for random contracts: low levels are the usual bids.
_LEVEL_WEIGHTS = (8, 6, 4, 3, 2, 1, 1, 1, 1)
CONTRE_CHANCE = 0.25
"""How often a random deal's contract is contred, so that every scoring path appears."""


def _players(rng: random.Random, players: str | int | None) -> int:
    if players is None:
        return rng.choice(tuple(DEAL_SIZES))
    try:
        count = int(players)
    except (TypeError, ValueError):
        count = 0
    if count not in DEAL_SIZES:
        raise EngineError(f"Neurotrio is played by 3, 4 or 5 players, not {players!r}")
    return count


def random_deal(
    rng: random.Random, rules: Rules | None = None, players: str | int | None = None
) -> PlayedDeal:
    """Deal, take, discard and play a whole deal by random legal moves; ``players`` is 3, 4 or
    5 (a random count when ``None``).

    >>> deal = random_deal(random.Random(1), Rules(), "5")
    >>> len(deal.tricks), sum(len(h) for h in deal.hands)
    (10, 50)
    """
    rules = rules or Rules()
    n = _players(rng, players)
    size = DEAL_SIZES[n]
    h = size.hand
    # A shuffle keyed by rng.random(): uniform like rng.shuffle, and cheaper in CPython.
    deck = sorted(DECK_INDICES, key=lambda _card: rng.random())
    hands = [deck[i * h : (i + 1) * h] for i in range(n)]
    chien = deck[n * h :]
    taker = rng.randrange(n)
    mode = rng.randrange(len(ATTRIBUTE_LADDER))
    level = rng.choices(range(1, size.top_level + 1), _LEVEL_WEIGHTS[: size.top_level])[0]
    contre = rng.random() < CONTRE_CHANCE
    suits = SUIT_TABLE[mode]
    strengths = STRENGTH_TABLE[mode]
    # The taker takes the chien and discards as many cards, any he likes (neurotrio-discard).
    taken = hands[taker] + chien
    thrown = set(rng.sample(range(len(taken)), size.chien))
    discard = [c for i, c in enumerate(taken) if i in thrown]
    hands[taker] = [c for i, c in enumerate(taken) if i not in thrown]
    for hand in hands:
        hand.sort(key=lambda c: (suits[c], -strengths[c]))
    # Each hand as engine indices (for the rules) and as cards (for the record), kept in step.
    held = [[DISTINCT[c] for c in hand] for hand in hands]
    first_hands = tuple(tuple(cards) for cards in held)

    records: list[TrickRecord] = []
    leader = taker  # 001 §Le jeu de la carte: the taker leads first.
    taker_tricks = 0
    for _trick in range(h):
        plays: list[Play] = []
        trick: list[int] = []
        played: list[NeuroCard] = []
        for k in range(n):
            seat = (leader + k) % n
            hand = hands[seat]
            if k == 0:
                j = int(rng.random() * len(hand))
            else:
                led = suits[trick[0]]
                legal = [i for i, c in enumerate(hand) if suits[c] == led]
                if not legal and led != mode:
                    legal = [i for i, c in enumerate(hand) if suits[c] == mode]
                if legal:
                    j = legal[int(rng.random() * len(legal))]
                else:
                    j = int(rng.random() * len(hand))
            cards = held[seat]
            plays.append(Play(seat, cards[j], tuple(cards)))
            played.append(cards.pop(j))
            trick.append(hand.pop(j))
        verdict = verdict_of(tuple(played), trick, mode)
        records.append(TrickRecord(tuple(plays), verdict))
        leader = plays[verdict.winner].seat
        if leader == taker:
            taker_tricks += 1

    contract = Contract(level, ATTRIBUTE_LADDER[mode], contre, taker)
    return PlayedDeal(
        players=n,
        trump=ATTRIBUTE_LADDER[mode].value,
        hands=first_hands,
        tricks=tuple(records),
        score=score_answer(contract, taker_tricks, n, rules),
        contract={
            **contract.to_json(),
            "chien": [str(DISTINCT[c]) for c in chien],
            "discard": [str(DISTINCT[c]) for c in discard],
        },
    )
