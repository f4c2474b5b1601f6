"""The computer player of belote coinchée: it bids from a simple count of its hand and plays
its cards with ``deals.TrickSense``, always among the calls and cards the engine allows.

Bidding follows the document's own advice (004 §Tactiques de jeu): count about 20 points per
trick the hand should win (one more is expected from the partner), add 20 for the belote;
help the partner's trump by 10 per jack or nine of it and per side ace, but only holding it:
three trumps, or two with the jack or the nine (a raise without them is no support). A hand
is worth a trump suit with at least three trumps, one of them the jack or the nine. Sans atout wants
three aces, tout atout three jacks. An opponent's contract of 100 or more is coinched by a
hand holding three sure tricks against it; a coinched contract is surcoinched by its bidder
with a trick to spare.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..cards import DECK_32, AnyCard, Card, Rank
from ..computers import ComputerPlayer, PlaySense, TrickSense, side_tricks
from .auction import Call, team_of
from .fulldeal import CoincheDeal
from .order import INDEX, MODES, Mode, points_by_index, strengths, trump_flags
from .play import winning_index
from .rules import Rules

#: Points the document counts per trick a hand should win (004 §Tactiques de jeu).
POINTS_PER_TRICK = 20
BELOTE_BONUS = 20
SUPPORT_PER_HONOUR = 10
#: The trick a partner is expected to bring when nothing is known of his hand.
PARTNER_TRICKS = 1


def _tricks_at(hand: Sequence[Card], mode: Mode) -> float:
    """Tricks ``hand`` should win with ``mode`` as trump (0 when it is not worth a bid)."""
    suit = mode.trump_suit
    if suit is not None:
        trumps = {c.rank for c in hand if c.suit is suit}
        if len(trumps) < 3 or not trumps & {Rank.JACK, Rank.NINE}:
            return 0.0
        tricks = float(Rank.JACK in trumps)
        tricks += float(Rank.NINE in trumps and (Rank.JACK in trumps or len(trumps) >= 4))
        tricks += float(Rank.ACE in trumps) + 0.5 * max(0, len(trumps) - 2)
        return tricks + side_tricks(hand, suit)
    if mode is Mode.SA:
        aces = sum(1 for c in hand if c.rank is Rank.ACE)
        tens = sum(1 for c in hand if c.rank is Rank.TEN and Card(Rank.ACE, c.suit) in hand)
        return aces + tens if aces >= 3 else 0.0
    jacks = [c for c in hand if c.rank is Rank.JACK]
    nines = sum(1 for c in jacks if Card(Rank.NINE, c.suit) in hand)
    return len(jacks) + nines if len(jacks) >= 3 else 0.0


def _belote(hand: Sequence[Card], mode: Mode) -> bool:
    suit = mode.trump_suit
    return suit is not None and {Card(Rank.KING, suit), Card(Rank.QUEEN, suit)} <= set(hand)


def estimate(hand: Sequence[Card], mode: Mode) -> int:
    """The contract ``hand`` is worth at ``mode``, rounded down to ten (0: none).

    >>> hand = [Card.parse(c) for c in ("JH", "9H", "AH", "TH", "AS", "AD", "7C", "8C")]
    >>> estimate(hand, Mode.HEARTS), estimate(hand, Mode.SA)
    (140, 100)
    """
    tricks = _tricks_at(hand, mode)
    if not tricks:
        return 0
    points = POINTS_PER_TRICK * (tricks + PARTNER_TRICKS) + (
        BELOTE_BONUS if _belote(hand, mode) else 0
    )
    return int(points) // 10 * 10


def support(hand: Sequence[Card], mode: Mode) -> int:
    """What ``hand`` adds to the partner's bid at ``mode`` (004 §Tactiques de jeu)."""
    suit = mode.trump_suit
    honours = sum(1 for c in hand if c.suit is suit and c.rank in (Rank.JACK, Rank.NINE))
    aces = sum(1 for c in hand if c.rank is Rank.ACE and c.suit is not suit)
    return SUPPORT_PER_HONOUR * (honours + aces) if suit is not None else 0


def supports(hand: Sequence[Card], mode: Mode) -> bool:
    """Whether ``hand`` holds the partner's trump well enough to raise it: three trumps, or
    two with the jack or the nine among them.

    >>> hand = [Card.parse(c) for c in ("JD", "AS", "AH", "AC", "7S", "8S", "9H", "TC")]
    >>> supports(hand, Mode.DIAMONDS), supports([*hand[:-1], Card.parse("8D")], Mode.DIAMONDS)
    (False, True)
    """
    suit = mode.trump_suit
    trumps = {c.rank for c in hand if c.suit is suit}
    honour = bool(trumps & {Rank.JACK, Rank.NINE})
    return suit is not None and (len(trumps) >= 3 or (len(trumps) == 2 and honour))


def _defence(hand: Sequence[Card], mode: Mode) -> int:
    """Sure tricks against a contract at ``mode``: side aces, the jack and guarded nine of
    trump."""
    suit = mode.trump_suit
    held = set(hand)
    sure = sum(1 for c in hand if c.rank is Rank.ACE and c.suit is not suit)
    if suit is not None:
        sure += Card(Rank.JACK, suit) in held
        guarded = sum(1 for c in hand if c.suit is suit) >= 2
        sure += guarded and Card(Rank.NINE, suit) in held
    return sure


class CoincheComputer(ComputerPlayer[CoincheDeal]):
    """The computer player of belote coinchée (``deals.Policy``): a call from the hand's
    count, a card by ``TrickSense``."""

    deal_type = CoincheDeal
    name = "coinche"

    def _call(self, state: CoincheDeal, seat: int) -> str:
        return str(self._best_call(state, seat))

    def _best_call(self, state: CoincheDeal, seat: int) -> Call:
        auction = state.auction
        hand = [c for c in state.hand(seat) if isinstance(c, Card)]
        relative = (seat - state.first) % 4
        standing, bidder = auction.bid, auction.bidder
        ours = bidder is not None and bidder % 2 == relative % 2
        if auction.coinche:
            surcoinche = Call("surcoinche")
            if bidder == relative and standing is not None and standing.mode is not None:
                worth = estimate(hand, standing.mode)
                level = standing.level if isinstance(standing.level, int) else 999
                if worth >= level + 20 and auction.refusal(surcoinche, relative) is None:
                    return surcoinche
            return Call("pass")
        if standing is not None and standing.mode is not None and not ours:
            coinche = Call("coinche")
            level = standing.level if isinstance(standing.level, int) else 250
            against = _defence(hand, standing.mode)
            if level >= 100 and against >= 3 and auction.refusal(coinche, relative) is None:
                return coinche
        own = auction.bids_made[relative]
        for call in self._bids(hand, state.rules, standing, ours, own):
            if auction.refusal(call, relative) is None:
                return call
        return Call("pass")

    def _bids(
        self, hand: Sequence[Card], rules: Rules, standing: Call | None, ours: bool, own_bids: int
    ) -> list[Call]:
        """Bids worth making, best first."""
        level = standing.level if standing is not None else None
        above = (level if isinstance(level, int) else 70) + rules.bid_step
        if level is not None and not isinstance(level, int):
            return []
        calls: list[tuple[int, Call]] = []
        if ours and standing is not None and standing.mode is not None:
            if own_bids or not supports(hand, standing.mode):
                return []  # the partner was helped once already, or his trump is not held
            value = above - rules.bid_step + support(hand, standing.mode)
            if value >= above:
                calls.append((value, Call("bid", min(value, 160) // 10 * 10, standing.mode)))
            return [c for _v, c in calls]
        for mode in MODES:
            value = estimate(hand, mode)
            if value >= max(80, above):
                tricks = _tricks_at(hand, mode)
                if tricks >= 8:
                    calls.append((value, Call("bid", "capot", mode)))
                calls.append((value, Call("bid", min(value, 160), mode)))
        calls.sort(key=lambda vc: -vc[0])
        return [c for _v, c in calls]

    def play_sense(self, state: CoincheDeal, seat: int) -> PlaySense:
        contract = state.table_contract
        assert contract is not None
        return PlaySense(
            sense(contract.mode, state.rules),
            frozenset({(seat + 2) % 4}),
            team_of(seat) == contract.by,
        )


@cache
def sense(mode: Mode, rules: Rules) -> TrickSense:
    """How the computer plays its cards at ``mode``: the game's order, points and trumps."""
    strength = strengths(mode)
    trump = trump_flags(mode)
    points = points_by_index(mode, rules)

    def winner(cards: Sequence[AnyCard]) -> int:
        return winning_index([INDEX[c] for c in cards if isinstance(c, Card)], strength, trump)

    def value(card: AnyCard) -> tuple[int, ...]:
        i = INDEX[card] if isinstance(card, Card) else 0
        return (points[i], strength[i])

    def suit(card: AnyCard) -> str:
        return card.suit.value if isinstance(card, Card) else ""

    def is_trump(card: AnyCard) -> bool:
        return isinstance(card, Card) and trump[INDEX[card]]

    return TrickSense(winner, value, suit, is_trump, DECK_32.cards)


COMPUTER = CoincheComputer()

__all__ = ["COMPUTER", "CoincheComputer", "estimate", "sense", "support", "supports"]
