"""The Neurotrio auction: bids, passes and the contre (seed 001 §Enchères; analysis §2.3).

A bid is a level (1 and up) and an attribute; bids climb a bridge-style ladder, level first and
then attribute (bleu > noir > vert > cœur > étoile > rose), clockwise from the dealer's left
(seat 0). A player may also pass, or contre the standing bid if it is not his own; there is no
surcontre. The auction stops once every other player has let the last bid stand, and that
bidder, who may not raise himself then, becomes the taker. The ``Rules`` options select the
other readings of the ladder (``bid_order``), of the end (``auction_end``) and of the highest
level (``max_level``).

Calls are written ``pass``, ``2V`` (level and attribute) and ``contre`` (``shared/casefile.md``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, Self

from ..errors import EngineError, NotationError, RuleError
from ..results import CallRuling
from ..tricks import Reason
from .order import ATTRIBUTE_LADDER, LADDER_POSITION, Attribute, parse_attribute
from .rules import MAX_LEVEL_TRICKS, Rules

AUCTION = "001 §Enchères"
AUCTION_END = "001 §Enchères; analysis N-5"
CONTRE = "001 §Enchères; 001 §Décompte des points"

_BID = re.compile(r"^\s*(\d{1,2})\s*-?\s*([A-Za-z])\s*$")
_TRICKS = {3: 17, 4: 13, 5: 10}
"""Tricks per deal by players (001 §Mise en place); ``scoring.DEAL_SIZES`` holds the full table."""


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid: a level and the attribute that would be trump."""

    level: int
    """How many tricks above half the deal the bidder undertakes to win."""
    attribute: Attribute
    """The proposed trump: a background or a nature."""

    @classmethod
    def parse(cls, text: str) -> Self:
        """Read ``"2V"``-style notation.

        >>> Bid.parse("2v")
        Bid.parse('2V')
        """
        match = _BID.match(text) if isinstance(text, str) else None
        if match is None:
            raise NotationError(
                f"{text!r} is not a Neurotrio call: write pass, contre, or a level and an "
                "attribute as in '2V'"
            )
        level = int(match.group(1))
        if level < 1:
            raise NotationError(f"{text!r} is not a bid: the level starts at 1")
        return cls(level, parse_attribute(match.group(2)))

    @property
    def height(self) -> int:
        """Position on the bridge-style ladder (1R lowest); higher outbids lower."""
        return self.level * 6 + 5 - LADDER_POSITION[self.attribute]

    def __str__(self) -> str:
        return f"{self.level}{self.attribute.value}"

    def __repr__(self) -> str:
        return f"Bid.parse({str(self)!r})"


class CallKind(StrEnum):
    """What a call does."""

    PASS = "pass"
    BID = "bid"
    CONTRE = "contre"
    SURCONTRE = "surcontre"
    """Written only to be refused: the document rules it out."""


@dataclass(frozen=True, slots=True)
class Call:
    """One call of the auction."""

    kind: CallKind
    """Pass, bid, contre (or the forbidden surcontre)."""
    bid: Bid | None = None
    """The bid, for a call of kind ``BID``."""

    @classmethod
    def parse(cls, text: object) -> Self:
        """Read ``pass``, ``contre``, ``surcontre`` or a bid such as ``3R``.

        >>> Call.parse("contre"), str(Call.parse("1 C"))
        (Call.parse('contre'), '1C')
        """
        if not isinstance(text, str):
            raise NotationError(f"{text!r} is not a Neurotrio call: expected text such as '2V'")
        word = text.strip().lower()
        if word in ("pass", "passe"):
            return cls(CallKind.PASS)
        if word == "contre":
            return cls(CallKind.CONTRE)
        if word == "surcontre":
            return cls(CallKind.SURCONTRE)
        return cls(CallKind.BID, Bid.parse(text))

    def __str__(self) -> str:
        return str(self.bid) if self.bid is not None else self.kind.value

    def __repr__(self) -> str:
        return f"Call.parse({str(self)!r})"


@dataclass(frozen=True)
class Contract:
    """The contract the auction produced (or a contract given directly, as in a ``score`` case)."""

    level: int
    """The winning bid's level."""
    attribute: Attribute
    """The trump."""
    contre: bool = False
    """Whether an opponent contred the winning bid (doubles the score)."""
    taker: int | None = None
    """The taker's seat, when known."""

    @property
    def bid(self) -> Bid:
        """The winning bid."""
        return Bid(self.level, self.attribute)

    def to_json(self) -> dict[str, Any]:
        """The case format: ``{"level", "attribute", "contre"}`` and the taker's seat if known."""
        data: dict[str, Any] = {
            "level": self.level,
            "attribute": self.attribute.value,
            "contre": self.contre,
        }
        if self.taker is not None:
            data["taker"] = self.taker
        return data


@dataclass(frozen=True)
class Auction:
    """The state of an auction after some calls; immutable, advanced by ``apply_call``."""

    players: int
    """Seats at the table (3 to 5); seat 0 speaks first."""
    calls: tuple[Call, ...] = ()
    """The calls so far, in order."""
    last_bid: Bid | None = None
    """The standing bid."""
    last_bidder: int | None = None
    """Who made it."""
    contre_by: int | None = None
    """Who contred the standing bid, if anyone."""
    run: int = 0
    """Calls in a row that count towards the end, per ``auction_end``."""
    passed: frozenset[int] = frozenset()
    """Seats that have passed (final under ``auction_end = final_pass``)."""
    over: bool = False
    """Whether the auction has ended."""

    @property
    def next_seat(self) -> int:
        """Who speaks next: calls go round clockwise from seat 0."""
        return len(self.calls) % self.players

    @property
    def passed_out(self) -> bool:
        """The auction ended without any bid: the cards are dealt again (analysis N-6)."""
        return self.over and self.last_bid is None

    @property
    def contract(self) -> Contract | None:
        """The contract, once the auction has ended on a bid."""
        if not self.over or self.last_bid is None:
            return None
        return Contract(
            self.last_bid.level,
            self.last_bid.attribute,
            self.contre_by is not None,
            self.last_bidder,
        )


class IllegalCallError(RuleError):
    """A call that the auction does not allow; ``violation`` is the refusal ``Reason``."""

    violation: Reason


def start(players: int) -> Auction:
    """An empty auction for ``players`` seats."""
    if isinstance(players, bool) or players not in _TRICKS:
        raise EngineError(f"Neurotrio is played by 3, 4 or 5 players, not {players!r}")
    return Auction(players)


def top_level(players: int, rules: Rules) -> int | None:
    """The highest level allowed with ``players`` players, or ``None`` without a cap (N-4)."""
    if rules.max_level != MAX_LEVEL_TRICKS:
        return None
    tricks = _TRICKS[players]
    return tricks - tricks // 2


def check_call(auction: Auction, call: Call, rules: Rules) -> CallRuling:
    """May the next seat make ``call``? Returns the ruling with its reason.

    >>> a = replay(["1C", "pass"], 3, Rules())
    >>> check_call(a, Call.parse("1E"), Rules()).reason.code
    'neurotrio_bid_too_low'
    """
    seat = auction.next_seat
    refused = _refusal(auction, call, rules, seat)
    if refused is not None:
        return CallRuling(False, refused)
    if call.kind is CallKind.PASS:
        return CallRuling(True, Reason.of("neurotrio_pass_ok", AUCTION, seat=seat))
    if call.kind is CallKind.CONTRE:
        return CallRuling(
            True,
            Reason.of(
                "neurotrio_contre_ok", CONTRE, bid=str(auction.last_bid), bidder=auction.last_bidder
            ),
        )
    assert call.bid is not None
    if auction.last_bid is None:
        return CallRuling(True, Reason.of("neurotrio_bid_first", AUCTION, call=str(call)))
    code = "neurotrio_bid_over_contre" if auction.contre_by is not None else "neurotrio_bid_over"
    return CallRuling(
        True, Reason.of(code, AUCTION, call=str(call), standing=str(auction.last_bid))
    )


def _refusal(auction: Auction, call: Call, rules: Rules, seat: int) -> Reason | None:
    """The rule ``call`` breaks, or ``None`` when it is legal; each rule is one block."""
    standing = str(auction.last_bid) if auction.last_bid is not None else None
    if auction.passed_out:
        # Analysis N-6: nobody bid; the cards are dealt again.
        return Reason.of("neurotrio_auction_passed_out", AUCTION_END)
    if auction.over:
        if call.kind is CallKind.BID and seat == auction.last_bidder and auction.contre_by is None:
            # 001 §Enchères: once all others passed, the last bidder may not raise himself.
            return Reason.of("neurotrio_cannot_raise_own_bid", AUCTION, bid=standing)
        return Reason.of(
            "neurotrio_auction_over", AUCTION_END, bid=standing, taker=auction.last_bidder
        )
    if call.kind is CallKind.SURCONTRE:
        # 001 §Enchères and §Décompte des points: no surcontre.
        return Reason.of("neurotrio_no_surcontre", CONTRE, bid=standing)
    if (
        rules.auction_end == "final_pass"
        and seat in auction.passed
        and call.kind is not CallKind.PASS
    ):
        # auction_end = final_pass: a pass is final.
        return Reason.of("neurotrio_passed_for_good", AUCTION_END, seat=seat)
    if call.kind is CallKind.PASS:
        return None
    if call.kind is CallKind.CONTRE:
        if auction.last_bid is None:
            return Reason.of("neurotrio_contre_without_bid", CONTRE)
        if seat == auction.last_bidder:
            # 001 §Décompte des points: the taker may not contre his own contract.
            code = (
                "neurotrio_no_surcontre"
                if auction.contre_by is not None
                else "neurotrio_contre_own_bid"
            )
            return Reason.of(code, CONTRE, bid=standing)
        if auction.contre_by is not None:
            # Interpretation neurotrio-contre: one contre per bid.
            return Reason.of(
                "neurotrio_already_contred", CONTRE, bid=standing, by=auction.contre_by
            )
        return None
    bid = call.bid
    assert bid is not None
    top = top_level(auction.players, rules)
    if top is not None and bid.level > top:
        # Interpretation neurotrio-max-level.
        return Reason.of(
            "neurotrio_level_too_high",
            "analysis N-4",
            call=str(bid),
            top=top,
            players=auction.players,
        )
    last = auction.last_bid
    if last is None:
        return None
    if rules.bid_order == "componentwise":
        # bid_order = componentwise: neither part may fall, one must rise.
        if bid.level < last.level:
            return Reason.of("neurotrio_bid_level_falls", AUCTION, call=str(bid), standing=standing)
        if LADDER_POSITION[bid.attribute] > LADDER_POSITION[last.attribute]:
            return Reason.of(
                "neurotrio_bid_attribute_falls", AUCTION, call=str(bid), standing=standing
            )
    if bid.height <= last.height:
        # 001 §Enchères: a bid must go up the ladder, as in bridge.
        return Reason.of("neurotrio_bid_too_low", AUCTION, call=str(bid), standing=standing)
    return None


def apply_call(auction: Auction, call: Call, rules: Rules) -> Auction:
    """The auction after ``call``; ``IllegalCallError`` if the call is not allowed."""
    ruling = check_call(auction, call, rules)
    if not ruling.legal:
        raise IllegalCallError(
            f"call {len(auction.calls) + 1} ({call}, seat {auction.next_seat}) is not legal: "
            f"{ruling.reason.code}",
            ruling.reason,
        )
    seat = auction.next_seat
    n = auction.players
    calls = (*auction.calls, call)
    if call.kind is CallKind.BID:
        # final_pass: if everyone else has already passed for good, nobody can answer the bid.
        over = rules.auction_end == "final_pass" and all(
            s in auction.passed for s in range(n) if s != seat
        )
        return replace(
            auction,
            calls=calls,
            last_bid=call.bid,
            last_bidder=seat,
            contre_by=None,
            run=0,
            over=over,
        )
    passed = auction.passed | {seat} if call.kind is CallKind.PASS else auction.passed
    if rules.auction_end == "bridge":
        # Bridge: N-1 passes in a row after the last bid or contre.
        run = auction.run + 1 if call.kind is CallKind.PASS else 0
    else:
        run = auction.run + 1
    contre_by = seat if call.kind is CallKind.CONTRE else auction.contre_by
    if auction.last_bid is None:
        over = run == n  # analysis N-6: everyone passed
    elif rules.auction_end == "final_pass":
        over = all(s in passed for s in range(n) if s != auction.last_bidder)
    else:
        over = run == n - 1
    return replace(auction, calls=calls, contre_by=contre_by, run=run, passed=passed, over=over)


def replay(calls: Iterable[object], players: int, rules: Rules) -> Auction:
    """The auction after ``calls`` (notation or ``Call`` objects), each checked in turn."""
    if isinstance(calls, str) or not isinstance(calls, Iterable):
        raise EngineError(f"the auction must be a list of calls, not {calls!r}")
    auction = start(players)
    for call in calls:
        auction = apply_call(auction, call if isinstance(call, Call) else Call.parse(call), rules)
    return auction


def bidding_ladder(players: int, rules: Rules | None = None) -> tuple[Bid, ...]:
    """Every bid, lowest first, up to the highest level that can be made with ``players``.

    >>> [str(b) for b in bidding_ladder(5)[:7]], str(bidding_ladder(5)[-1])
    (['1R', '1E', '1C', '1V', '1N', '1B', '2R'], '5B')
    """
    rules = rules or Rules()
    tricks = _TRICKS[start(players).players]
    top = top_level(players, rules) or tricks - tricks // 2
    return tuple(
        Bid(level, attribute)
        for level in range(1, top + 1)
        for attribute in reversed(ATTRIBUTE_LADDER)
    )


@dataclass(frozen=True)
class AuctionView:
    """A Neurotrio auction as the ``Game`` protocol sees it: calls in case notation, each call
    giving a new view. Nobody speaks out of turn in Neurotrio."""

    state: Auction
    """The engine's own auction."""
    rules: Rules
    """The rules it is played under."""

    @property
    def players(self) -> int:
        """Seats at the table."""
        return self.state.players

    @property
    def next_seat(self) -> int:
        """The seat in turn (0 is the dealer's left-hand neighbour)."""
        return self.state.next_seat

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        """Each call so far with its seat."""
        return tuple((i % self.state.players, str(c)) for i, c in enumerate(self.state.calls))

    @property
    def ended(self) -> bool:
        """Over on a contract, or once everybody has passed (a new deal)."""
        return self.state.over

    @property
    def contract(self) -> dict[str, Any] | None:
        """The contract, ``{"level", "attribute", "contre", "taker"}``."""
        contract = self.state.contract
        return contract.to_json() if contract is not None else None

    def ruling(self, call: str, seat: int | None = None) -> CallRuling:
        """The ruling on ``call`` by the seat in turn."""
        self._in_turn(seat)
        return check_call(self.state, Call.parse(call), self.rules)

    def apply(self, call: str, seat: int | None = None) -> AuctionView:
        """The auction after ``call``; ``IllegalCallError`` for a call the rules refuse."""
        self._in_turn(seat)
        return AuctionView(apply_call(self.state, Call.parse(call), self.rules), self.rules)

    def legal_calls(self) -> tuple[str, ...]:
        """Every call the seat in turn may make: pass, contre, then the bids, lowest first."""
        calls = (
            Call(CallKind.PASS),
            Call(CallKind.CONTRE),
            *(Call(CallKind.BID, b) for b in bidding_ladder(self.state.players, self.rules)),
        )
        return tuple(str(c) for c in calls if check_call(self.state, c, self.rules).legal)

    def _in_turn(self, seat: int | None) -> None:
        if seat is not None and seat != self.state.next_seat:
            raise EngineError(
                f"seat {seat} cannot speak now: in Neurotrio seat {self.state.next_seat} is in turn"
            )


#: Every reason code of the auction.
AUCTION_REASON_CODES = (
    "neurotrio_pass_ok",
    "neurotrio_bid_first",
    "neurotrio_bid_over",
    "neurotrio_bid_over_contre",
    "neurotrio_contre_ok",
    "neurotrio_auction_passed_out",
    "neurotrio_cannot_raise_own_bid",
    "neurotrio_auction_over",
    "neurotrio_no_surcontre",
    "neurotrio_passed_for_good",
    "neurotrio_contre_without_bid",
    "neurotrio_contre_own_bid",
    "neurotrio_already_contred",
    "neurotrio_level_too_high",
    "neurotrio_bid_level_falls",
    "neurotrio_bid_attribute_falls",
    "neurotrio_bid_too_low",
)
