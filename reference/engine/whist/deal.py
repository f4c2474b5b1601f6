"""Complete random deals: deal, trou, auction, play and score, from one ``random.Random``.

The deal follows 002 §1 / 003 §Distribution (packets from the dealer's left, ``deal_pattern``);
a trou is called when a hand holds three aces (a trou royal half the time, 002 leaves it
optional); the auction is played by a simple random policy that makes only legal calls (it
never joins a piccolo a second time, so the unscorable three- and four-declarer case of
analysis W2-13 does not arise); each card is drawn among the legal plays. À la couleur deals
again when all four pass (interpretation ``whist-couleur-all-pass``).

Recorded ``PlayedDeal``: ``hands`` are the hands at the first trick (12 cards after the petite
misère's discard); ``contract`` holds the case-format contract (``name``, ``tricks``, ``trump``,
``declarers``) plus ``seats`` (declarers' seats), ``leader``, ``open_hand``, ``auction`` (the
calls), and where they apply ``discards`` (by seat), ``boucheur``, ``trou_seat``, ``royal``,
``bid_suit``; ``score`` holds the ``score`` answer (``declarers``, ``per_defender``,
``per_declarer``, ``made``, ``zero_sum``, or ``scores`` for the Dames game) plus ``scores``
(by seat) and ``result`` (the case-format result).

>>> import random
>>> d = random_deal(random.Random(1), Rules())
>>> sum(len(t.plays) for t in d.tricks) + len(d.contract.get("discards", ()))
52
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..cards import Card, Rank, Suit
from ..deals import deal_packets
from ..errors import EngineError
from ..tricks import PlayedDeal
from .auction import Auction
from .bidding import Outcome
from .calls import JOIN, PASS, Call, CallKind, candidate_calls
from .contracts import BOUCHEUR, DECLARER, contract_spec
from .dames import score_dames
from .order import ACE_RANK, CARDS, RANK_OF
from .play import NORMAL, PlayContext
from .playout import Policy, play_tricks
from .rules import Rules
from .scoring import Contract, score_deal
from .trou import Trou, find_trou_unchecked


def deal_hands(rng: random.Random, rules: Rules) -> list[list[int]]:
    """Shuffle and deal 13 cards each in ``rules.deal_pattern`` packets (int cards, by seat)."""
    keys = [rng.random() for _ in range(52)]  # a uniform shuffle, cheaper than rng.shuffle
    deck = sorted(range(52), key=keys.__getitem__)
    hands, _dealt = deal_packets(deck, 0, 4, rules.packets)
    for hand in hands:
        hand.sort()
    return hands


@dataclass(frozen=True)
class RabroucheDeal:
    """002 §4's rabrouche, dealt after a trou at the next dealer's choice."""

    hands: tuple[tuple[Card, ...], ...]
    """The four hands once the common hand is formed (seat 3 is the dealer)."""
    common: tuple[Card, ...]
    """The 12 cards the three others gave up, which the dealer takes."""
    kept: Card
    """The last card of the pack, kept by the dealer."""


def deal_rabrouche(rng: random.Random) -> RabroucheDeal:
    """Deal a rabrouche: 17 cards to each of seats 0-2 in packets 5-4-5-3, the last card to the
    dealer; each of the three puts 4 cards (chosen at random here) into a common hand that the
    dealer shuffles and takes (002 §4; analysis §3.1).

    >>> r = deal_rabrouche(random.Random(3))
    >>> [len(h) for h in r.hands], len(r.common)
    ([13, 13, 13, 13], 12)
    """
    deck = list(range(52))
    rng.shuffle(deck)
    big: list[list[int]] = [[], [], []]
    pos = 0
    for size in (5, 4, 5, 3):
        for seat in range(3):
            big[seat].extend(deck[pos : pos + size])
            pos += size
    kept = deck[pos]
    common: list[int] = []
    for hand in big:
        given = rng.sample(hand, 4)
        common.extend(given)
        for card in given:
            hand.remove(card)
    rng.shuffle(common)
    dealer = [kept, *common]
    hands = tuple(tuple(CARDS[c] for c in sorted(h)) for h in (*big, dealer))
    return RabroucheDeal(hands, tuple(CARDS[c] for c in common), CARDS[kept])


# --------------------------------------------------------------------------- the auction


@cache
def _policy_calls(document: str) -> tuple[tuple[Call, ...], tuple[Call, ...]]:
    calls = candidate_calls(Rules(document=document))
    low = tuple(
        c
        for c in calls
        if c.kind
        in (CallKind.PROPOSE, CallKind.JOIN, CallKind.SEUL, CallKind.MAINTAIN, CallKind.WAIT)
    )
    games = tuple(c for c in calls if c.kind is CallKind.GAME)
    return low, games


def _choose_call(rng: random.Random, auction: Auction, hand: Sequence[Card]) -> Call:
    if auction.rules.reglement and auction.forced_seat() == auction.seat:
        return JOIN
    low, games = _policy_calls(auction.rules.document)
    if auction.out[auction.seat] or rng.random() < 0.5:
        return PASS
    for _try in range(4):
        pool = low if rng.random() < 0.85 else games
        call = pool[rng.randrange(len(pool))]
        if joins_crowded(auction, call):
            continue
        if auction.check(call, hand).legal:
            return call
    return PASS


def joins_crowded(auction: Auction, call: Call) -> bool:
    """The policy never makes a second join of an individual game (analysis W2-13)."""
    hi = auction.highest()
    if hi is None or hi.name not in ("piccolo", "piccolissimo") or len(hi.seats) < 2:
        return False
    return (call.kind is CallKind.JOIN and call.suit is None) or call.contract == hi.name


def _auction(
    rng: random.Random, rules: Rules, hands: list[tuple[Card, ...]], trou: bool
) -> tuple[Outcome, list[Call]]:
    auction = Auction(rules, trou=trou)
    while not auction.over:
        if len(auction.calls) > 400:  # pragma: no cover - the ladder is finite
            raise EngineError("the random auction did not end")
        call = _choose_call(rng, auction, hands[auction.seat])
        auction = auction.apply(call)
    return auction.outcome(), list(auction.calls)


# --------------------------------------------------------------------------- the play


def play_context(name: str, trick_number: int, rules: Rules, *, royal: bool = False) -> PlayContext:
    """The ``PlayContext`` of trick ``trick_number`` (from 1) of contract ``name``.

    The trou's first-trick rule is 002's, and not part of its silent variant (where a trou
    royal, ``royal``, is still played announced).
    """
    if name == "dames":
        return PlayContext(dames=True)
    announced = rules.trou_variant == "announced" or royal
    if name == "trou" and trick_number == 1 and rules.reglement and announced:
        return PlayContext(trou_first_trick=True)
    return NORMAL


def random_deal(rng: random.Random, rules: Rules, players: str | None = None) -> PlayedDeal:
    """Deal, bid and play a complete deal by legal random moves drawn from ``rng`` only."""
    if players not in (None, "4"):
        raise EngineError(f"whist is played by 4 players, not {players!r}")
    for _attempt in range(1000):
        hands = deal_hands(rng, rules)
        card_hands = [tuple(map(CARDS.__getitem__, h)) for h in hands]
        trou = _trou(rng, rules, hands, card_hands)
        calls: list[Call] = []
        if trou is not None and not rules.reglement:
            outcome = Outcome("trou", None, None, False, ())
        else:
            outcome, calls = _auction(rng, rules, card_hands, trou is not None)
        if outcome.contract is not None:
            return _play(rng, rules, hands, outcome, calls, trou)
    raise EngineError("no contract in 1000 deals")  # pragma: no cover


def _trou(
    rng: random.Random, rules: Rules, hands: list[list[int]], card_hands: list[tuple[Card, ...]]
) -> Trou | None:
    aces = [sum(1 for c in h if RANK_OF[c] == ACE_RANK) for h in hands]
    if max(aces) < 3:
        return None
    trou = find_trou_unchecked(card_hands, rules)
    if trou is None or (trou.royal and rng.random() < 0.5):
        return None
    return trou


def _play(
    rng: random.Random,
    rules: Rules,
    hands: list[list[int]],
    outcome: Outcome,
    calls: list[Call],
    trou: Trou | None,
) -> PlayedDeal:
    name = outcome.contract or "dames"
    spec = contract_spec(name, rules)
    info: dict[str, Any] = {"name": name, "auction": [str(c) for c in calls]}
    seats: tuple[int, ...] = outcome.seats
    cards = [[CARDS[c] for c in hand] for hand in hands]
    trump: Suit | None = None
    if outcome.suit is not None and spec.trump in ("suit", "declared"):
        trump = outcome.suit
    if name in ("abondance", "abondance_sur_table") and outcome.suit is not None:
        info["bid_suit"] = outcome.suit.value
    silent = False
    if trou is not None and name == "trou":
        seats = (trou.seat, trou.boucheur)
        info.update(trou_seat=trou.seat, boucheur=trou.boucheur, royal=trou.royal)
        silent = rules.reglement and rules.trou_variant == "silent" and not trou.royal
        if not rules.reglement:
            shown = cards[trou.boucheur][rng.randrange(13)]
            trump = shown.suit
            info["shown"] = str(shown)
    if name == "petite_misere":
        discards = [hand.pop(rng.randrange(len(hand))) for hand in cards]
        info["discards"] = [str(c) for c in discards]
    leader = 0
    if spec.leader == DECLARER and seats:
        leader = seats[0]
    elif spec.leader == BOUCHEUR and trou is not None and not silent:
        leader = trou.boucheur
    info["leader"] = leader
    info["open_hand"] = spec.open_hand
    start_hands = tuple(tuple(hand) for hand in cards)
    played = play_tricks(
        cards,
        leader,
        trump,
        _random_policy(rng),
        context=_contexts(name, rules, first_trou=name == "trou" and not silent),
        plug=trou.plug if (silent and trou is not None) else None,
    )
    trump = played.trump
    info["trump"] = None if trump is None else trump.value
    taken = [0, 0, 0, 0]
    for record in played.tricks:
        taken[record.winner_seat] += 1
    score: dict[str, Any]
    if name == "dames":
        queens = [0, 0, 0, 0]
        for record in played.tricks:
            queens[record.winner_seat] += sum(
                1 for p in record.plays if isinstance(p.card, Card) and p.card.rank is Rank.QUEEN
            )
        dames_sheet = score_dames(queens, rules)
        info.update(tricks=None, declarers=0, seats=[])
        score = {
            "scores": list(dames_sheet.scores),
            "zero_sum": False,
            "result": {"queens": queens},
        }
    else:
        if name == "trou":
            assert trou is not None and trump is not None
            target: int | None = trou.target(trump)
        else:
            target = outcome.tricks if outcome.tricks is not None else spec.tricks[0]
        if spec.side == "partnership":
            result = [sum(taken[s] for s in seats)]
        else:
            result = [taken[s] for s in seats]
        contract = Contract(name, target, trump, len(seats))
        sheet = score_deal(contract, result, rules)
        info.update(tricks=target, declarers=len(seats), seats=list(seats))
        score = {
            "declarers": list(sheet.declarers),
            "per_defender": sheet.per_defender,
            "made": sheet.made,
            "zero_sum": sheet.zero_sum,
            "scores": list(sheet.seat_scores(seats)),
        }
        if sheet.per_declarer is not None:
            score["per_declarer"] = sheet.per_declarer
        score["result"] = {"tricks": result}
    return PlayedDeal(4, info["trump"], start_hands, played.tricks, score, info)


def _random_policy(rng: random.Random) -> Policy:
    """Any legal card, drawn uniformly (no draw when only one card may go)."""

    draw = rng.random

    def choose(legal: Sequence[Card]) -> Card:
        return legal[int(draw() * len(legal))] if len(legal) > 1 else legal[0]

    return choose


def _contexts(name: str, rules: Rules, *, first_trou: bool) -> Callable[[int], PlayContext]:
    """The rule context of each trick of contract ``name``."""
    dames = PlayContext(dames=True)
    trou = PlayContext(trou_first_trick=True)
    if name == "dames":
        return lambda number: dames
    if first_trou and rules.reglement:
        return lambda number: trou if number == 0 else NORMAL
    return lambda number: NORMAL
