"""Playing tricks out: each player in turn plays a card the rule of play allows (``playable``),
chosen by a policy; the trick goes to ``trick_winner``'s winner, who leads the next.

Random deals, and the trainer's situations drawn from them, all play through ``play_tricks``:
the engine's one rule of play, never a copy. A policy is any function choosing one card of a
non-empty legal set (a random one, for random deals).

>>> import random
>>> from .order import CARDS
>>> hands = [[CARDS[i] for i in range(s * 13, s * 13 + 13)] for s in range(4)]
>>> played = play_tricks(hands, 0, None, random.Random(1).choice)
>>> len(played.tricks), [t.winner_seat for t in played.tricks][:3]
(13, [0, 0, 0])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..cards import Card, Suit
from ..tricks import Play, TrickRecord
from .play import NORMAL, PlayContext, playable, trick_winner

type Policy = Callable[[Sequence[Card]], Card]
"""Chooses the card to play among the legal ones (never called with an empty set)."""


@dataclass(frozen=True)
class Played:
    """Tricks played out, and the trump at the end (a trou's first lead or a silent trou's
    fourth ace can name it during play)."""

    tricks: tuple[TrickRecord, ...]
    """Each trick with its plays (the hand before each card) and its verdict."""
    trump: Suit | None
    """The trump in force after the last trick."""


def play_tricks(
    hands: Sequence[list[Card]],
    leader: int,
    trump: Suit | None,
    policy: Policy,
    *,
    context: Callable[[int], PlayContext] | None = None,
    count: int | None = None,
    plug: Card | None = None,
) -> Played:
    """Play ``count`` tricks (all the cards, by default) from ``hands`` (lists, emptied as the
    cards go), ``leader`` leading the first.

    ``context(n)`` is the rule context of trick ``n`` (from 0). In a trou's first trick
    (``trou_first_trick``) the suit of the lead becomes trump; ``plug``, the fourth ace of a
    silent trou, names trump from the trick it falls in.
    """
    records: list[TrickRecord] = []
    total = len(hands[leader]) if count is None else count
    legal_of, make_play = playable, Play  # the loop runs for every card of every random deal
    for number in range(total):
        rule = NORMAL if context is None else context(number)
        plays: list[Play] = []
        trick: list[Card] = []
        seat = leader
        for _turn in range(4):
            hand = hands[seat]
            card = policy(legal_of(hand, trick, rule)[0])
            plays.append(make_play(seat, card, tuple(hand)))
            for index in range(len(hand)):  # by identity: comparing cards is slower
                if hand[index] is card:
                    del hand[index]
                    break
            else:
                hand.remove(card)
            trick.append(card)
            seat = (seat + 1) % 4
        if rule.trou_first_trick:
            trump = trick[0].suit
        if plug is not None and plug in trick:
            trump, plug = plug.suit, None
        verdict = trick_winner(trick, trump)
        records.append(TrickRecord(tuple(plays), verdict))
        leader = (leader + verdict.winner) % 4
    return Played(tuple(records), trump)
