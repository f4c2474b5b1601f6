"""The auction of belote coinchée: calls, their legality, the end and the contract.

Seed 004 §Choix de l'atout (``rules-analysis.md`` §6.3):

* seat 0, at the dealer's right, speaks first; calls go round in playing order;
* a call is a pass or a higher bid: a value and a trump (a suit, TA or SA); values start at
  80 and rise by tens; the trump does not rank (analysis C-11);
* capot (all tricks to one team) is above every value, générale (all tricks to one player)
  above capot;
* a pass does not stop a player from bidding later; three passes in a row after a bid end
  the auction, so nobody raises his own bid;
* an opponent of the bidding side may coinche while the bid stands ("à la volée"), and the
  coinched side may surcoincher; a coinche ends the auction once the surcoinche is made or
  declined (interpretation coinche-auction-after-coinche);
* four passes without a bid: the cards are dealt again (interpretation coinche-all-pass).

Seats 0 and 2 form team ``"NS"``, seats 1 and 3 team ``"EW"``; the dealer is seat 3.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from ..cards import Card
from ..errors import EngineError, NotationError
from ..results import CallRuling
from ..tricks import Reason
from .bid_scales import bid_rank, numeric_refusal, offered_values, raw_bids
from .order import Mode
from .rules import DEFAULT_RULES, Rules
from .weak_hand import weak_refusal

SOURCE_AUCTION = "004 §Choix de l'atout; analysis §6.3"
SOURCE_VARIANTS = "004 §Variantes; analysis §6.7"

TEAMS = ("NS", "EW")
DEALER = 3
MIN_BID = 80
CAPOT_RANK = 10_000

type ContractLevel = int | Literal["capot", "generale"]


def team_of(seat: int) -> str:
    """``"NS"`` for seats 0 and 2, ``"EW"`` for seats 1 and 3."""
    return TEAMS[seat % 2]


def other_team(team: str) -> str:
    """The other team."""
    return "EW" if team == "NS" else "NS"


_BID_RE = re.compile(r"^(\d+)\s*(S|H|D|C|TA|SA)$")
_SLAM_RE = re.compile(r"^(CAPOT|GENERALE|GÉNÉRALE)(\s+BELOTEE?|\s+BELOTÉE?)?\s+(S|H|D|C|TA|SA)$")
_SCHMURTZ_RE = re.compile(r"^CAPOT\s+SCHM(U|Ü)RTZ(\s+SA)?$")


@dataclass(frozen=True, slots=True)
class Call:
    """One call of the auction."""

    kind: Literal["pass", "bid", "coinche", "surcoinche", "cancel"]
    """What sort of call (``cancel``: a weak hand asks for the deal to be cancelled)."""
    level: ContractLevel | None = None
    """For a bid: the points value, ``"capot"`` or ``"generale"``."""
    mode: Mode | None = None
    """For a bid: the trump named."""
    belote: bool = False
    """For a capot or générale bid: the "beloté(e)" form of the ``belote_capot_bids`` variant."""
    schmurtz: bool = False
    """For a capot: the capot « schmürtz » of a weak hand (``Rules.weak_hand``)."""

    @classmethod
    def parse(cls, text: object) -> Call:
        """Read ``pass``, ``90H``, ``120SA``, ``capot S``, ``generale H``, ``capot belote S``,
        ``coinche``, ``surcoinche``, and a weak hand's ``cancel`` and ``capot schmurtz``.

        >>> Call.parse("110 ta"), str(Call.parse("capot belote H"))
        (Call.parse('110TA'), 'capot belote H')
        """
        if not isinstance(text, str):
            raise NotationError(f"{text!r} is not a coinche call: write e.g. 'pass' or '90H'")
        raw = " ".join(text.strip().upper().split())
        if raw in ("PASS", "PASSE"):
            return cls("pass")
        if raw in ("COINCHE", "COINCHÉ"):
            return cls("coinche")
        if raw in ("SURCOINCHE", "SURCOINCHÉ"):
            return cls("surcoinche")
        if raw in ("CANCEL", "ANNULE", "ANNULATION"):
            return cls("cancel")
        if _SCHMURTZ_RE.match(raw):
            return cls("bid", "capot", Mode.SA, schmurtz=True)
        m = _BID_RE.match(raw)
        if m:
            return cls("bid", int(m.group(1)), Mode(m.group(2)))
        m = _SLAM_RE.match(raw)
        if m:
            level: ContractLevel = "capot" if m.group(1) == "CAPOT" else "generale"
            return cls("bid", level, Mode(m.group(3)), belote=m.group(2) is not None)
        raise NotationError(
            f"{text!r} is not a coinche call: write 'pass', a value and a trump ('90H', "
            "'120SA'), 'capot S', 'generale H', 'coinche', 'surcoinche', 'cancel' or "
            "'capot schmurtz'"
        )

    def __str__(self) -> str:
        if self.kind != "bid":
            return self.kind
        if self.schmurtz:
            return "capot schmurtz"
        assert self.mode is not None
        if isinstance(self.level, int):
            return f"{self.level}{self.mode.value}"
        return f"{self.level}{' belote' if self.belote else ''} {self.mode.value}"

    def __repr__(self) -> str:
        return f"Call.parse({str(self)!r})"

    @property
    def rank(self) -> int:
        """Place on the ladder: the value; capot, capot beloté, générale, générale belotée above."""
        if isinstance(self.level, int):
            return self.level
        base = CAPOT_RANK if self.level == "capot" else CAPOT_RANK + 2
        return base + (1 if self.belote else 0)


@dataclass(frozen=True, slots=True)
class Contract:
    """The contract an auction ends on (the ``score`` case's ``contract``)."""

    level: ContractLevel
    """The points bid, ``"capot"`` or ``"generale"``."""
    mode: Mode
    """The trump."""
    by: str
    """The declaring team, ``"NS"`` or ``"EW"``."""
    coinche: int = 0
    """0, 1 (coinché) or 2 (surcoinché); ``Rules.multiplier`` gives the factor."""
    declarer: int | None = None
    """The seat that made the bid, when known (it leads a générale)."""
    belote: bool = False
    """A "beloté(e)" capot or générale (scores as the plain one)."""
    schmurtz: bool = False
    """A capot « schmürtz »: no trump, the cards upside down (scores as a capot)."""

    def to_json(self) -> dict[str, object]:
        """The case-file form ``{"bid", "trump", "by", "coinche"}`` (and ``"schmurtz": true``
        for a capot schmürtz)."""
        out: dict[str, object] = {
            "bid": self.level,
            "trump": self.mode.value,
            "by": self.by,
            "coinche": self.coinche,
        }
        if self.schmurtz:
            out["schmurtz"] = True
        return out


@dataclass(frozen=True)
class Auction:
    """The state of an auction after some calls; build with ``Auction.replay``."""

    rules: Rules = DEFAULT_RULES
    """The rules in force."""
    calls: tuple[tuple[int, Call], ...] = ()
    """(seat, call) so far."""
    next_seat: int = 0
    """Who speaks next in turn (seat 0 is the dealer's neighbour who starts)."""
    bid: Call | None = None
    """The standing bid."""
    bidder: int | None = None
    """Who made it."""
    coinche: int = 0
    """0, 1 coinché, 2 surcoinché."""
    coincher: int | None = None
    """Who coinched."""
    passes: int = 0
    """Passes in a row since the last bid or coinche (or since the start)."""
    bids_made: tuple[int, int, int, int] = (0, 0, 0, 0)
    """How many bids each seat has made."""
    ended: bool = False
    """Whether the auction is over."""

    @classmethod
    def replay(cls, calls: Sequence[Call | str], rules: Rules = DEFAULT_RULES) -> Auction:
        """The state after ``calls`` made in turn from seat 0; an illegal one raises."""
        if isinstance(calls, str) or not isinstance(calls, Sequence):
            raise EngineError(f"an auction must be a list of calls, not {calls!r}")
        state = cls(rules)
        for n, raw in enumerate(calls):
            call = raw if isinstance(raw, Call) else Call.parse(raw)
            refusal = state.refusal(call)
            if refusal is not None:
                raise EngineError(
                    f"call {n + 1} of the auction ({call}, seat {state.next_seat}) is not "
                    f"legal: {refusal.code}"
                )
            state = state.apply(call)
        return state

    @property
    def redeal(self) -> bool:
        """Four passes without a bid: deal again (interpretation coinche-all-pass)."""
        return self.ended and self.bid is None

    @property
    def contract(self) -> Contract | None:
        """The contract, once the auction has ended on a bid."""
        if not self.ended or self.bid is None or self.bidder is None:
            return None
        assert self.bid.level is not None and self.bid.mode is not None
        return Contract(
            self.bid.level,
            self.bid.mode,
            team_of(self.bidder),
            self.coinche,
            self.bidder,
            self.bid.belote,
            self.bid.schmurtz,
        )

    def check(
        self, call: Call, seat: int | None = None, hand: Sequence[Card] | None = None
    ) -> Reason:
        """Why ``call`` by ``seat`` (default: the seat in turn) is legal or not: a reason whose
        code is ``call_legal`` when it is, saying by ``why`` which rule allows it (``pass``:
        one may always pass; ``open``: the first bid of the deal; ``raise``: it outranks the
        ``standing`` bid of ``bidder``; ``coinche``: the ``standing`` bid is the opponents';
        ``surcoinche``: one's own side's ``standing`` bid is coinched). ``hand``: the caller's
        cards, which judge a weak hand's call."""
        refusal = self.refusal(call, seat, hand)
        if refusal is not None:
            return refusal
        if call.kind == "pass":
            return Reason.of("call_legal", SOURCE_AUCTION, call=str(call), why="pass")
        if self.bid is None or self.bidder is None:
            return Reason.of("call_legal", SOURCE_AUCTION, call=str(call), why="open")
        why = call.kind if call.kind in ("coinche", "surcoinche") else "raise"
        return Reason.of(
            "call_legal",
            SOURCE_AUCTION,
            call=str(call),
            why=why,
            standing=str(self.bid),
            bidder=self.bidder,
        )

    def spoken(self, seat: int) -> bool:
        """Whether ``seat`` has made a call already."""
        return any(s == seat for s, _call in self.calls)

    def refusal(
        self, call: Call, seat: int | None = None, hand: Sequence[Card] | None = None
    ) -> Reason | None:
        """The rule ``call`` by ``seat`` breaks, or ``None`` when it is legal."""
        rules = self.rules
        if seat is None:
            seat = self.next_seat
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
            raise EngineError(f"a coinche seat is 0, 1, 2 or 3, not {seat!r}")
        if self.ended:
            code = "auction_redeal" if self.bid is None else "auction_over"
            return Reason.of(code, SOURCE_AUCTION)
        if seat != self.next_seat:
            if call.kind not in ("coinche", "surcoinche"):
                return Reason.of("out_of_turn", SOURCE_AUCTION, seat=seat, turn=self.next_seat)
            if rules.coinche_timing == "in_turn":
                return Reason.of("coinche_in_turn_only", SOURCE_VARIANTS, seat=seat)
        if call.kind == "pass":
            return None
        if call.kind == "coinche":
            return self._coinche_refusal(seat)
        if call.kind == "surcoinche":
            return self._surcoinche_refusal(seat)
        if call.kind == "cancel" or call.schmurtz:
            kind = "schmurtz" if call.schmurtz else "cancel"
            refusal = weak_refusal(kind, hand, self.spoken(seat), self.bid is not None, rules)
            if refusal is not None or call.kind == "cancel":
                return refusal
        return self._bid_refusal(call, seat)

    def _coinche_refusal(self, seat: int) -> Reason | None:
        rules = self.rules
        bid, bidder = self.bid, self.bidder
        if bid is None or bidder is None:
            return Reason.of("coinche_no_bid", SOURCE_AUCTION)
        if self.coinche:
            return Reason.of("coinche_already", SOURCE_AUCTION)
        if seat % 2 == bidder % 2:
            return Reason.of("coinche_own_side", SOURCE_AUCTION, bid=str(bid))
        if bid.level == MIN_BID and not rules.coinchable_80:
            return Reason.of("coinche_not_80", SOURCE_VARIANTS)
        if bid.level in ("capot", "generale") and not rules.coinchable_capot:
            return Reason.of("coinche_not_capot", SOURCE_VARIANTS, bid=str(bid))
        if bid.level == "generale" and not rules.coinchable_generale:
            return Reason.of("coinche_not_generale", SOURCE_VARIANTS)
        return None

    def _surcoinche_refusal(self, seat: int) -> Reason | None:
        bidder = self.bidder
        if not self.coinche or bidder is None:
            return Reason.of("surcoinche_not_coinched", SOURCE_AUCTION)
        if seat % 2 != bidder % 2:
            return Reason.of("surcoinche_wrong_side", SOURCE_AUCTION)
        if self.rules.surcoinche_by == "bidder" and seat != bidder:
            return Reason.of("surcoinche_bidder_only", SOURCE_AUCTION, bidder=bidder)
        return None

    def _bid_refusal(self, call: Call, seat: int) -> Reason | None:
        rules = self.rules
        assert call.mode is not None and call.level is not None
        if self.coinche and not rules.decoinche:
            return Reason.of("bid_after_coinche", SOURCE_AUCTION)
        if call.mode is Mode.TA and not rules.allow_tout_atout:
            return Reason.of("no_tout_atout", SOURCE_VARIANTS)
        if call.mode is Mode.SA and not rules.allow_sans_atout and not call.schmurtz:
            return Reason.of("no_sans_atout", SOURCE_VARIANTS)
        if call.level == "generale" and not rules.allow_generale:
            return Reason.of("no_generale", SOURCE_VARIANTS)
        if call.belote and not rules.belote_capot_bids:
            return Reason.of("no_belote_capot_bids", SOURCE_VARIANTS)
        if isinstance(call.level, int):
            if call.mode in (Mode.TA, Mode.SA) and rules.sa_ta_only_capot:
                return Reason.of("sa_ta_only_capot", SOURCE_VARIANTS)
            refusal = numeric_refusal(call.level, call.mode, rules)
            if refusal is not None:
                return refusal
        if self.bid is not None and not self.outbids(call):
            code = "bid_not_higher"
            if raw_bids(rules) and {call.mode, self.bid.mode} & {Mode.SA, Mode.TA}:
                code = f"bid_not_higher_{rules.sa_ta_bids}"
            return Reason.of(code, SOURCE_AUCTION, bid=str(call), standing=str(self.bid))
        if self.bidder == seat:
            if rules.raise_own_bid == "never":
                return Reason.of("raise_own_bid", SOURCE_AUCTION)
            if rules.raise_own_bid == "other_suit" and self.bid and call.mode is self.bid.mode:
                return Reason.of("raise_own_same_trump", SOURCE_VARIANTS)
        limit = rules.max_bids_per_player
        if limit is not None and self.bids_made[seat] >= limit:
            return Reason.of("too_many_bids", SOURCE_VARIANTS, limit=limit)
        return None

    def apply(self, call: Call, seat: int | None = None) -> Auction:
        """The state after ``call`` (checked: an illegal call raises ``EngineError``)."""
        if seat is None:
            seat = self.next_seat
        refusal = self.refusal(call, seat)
        if refusal is not None:
            raise EngineError(f"{call} by seat {seat} is not legal: {refusal.code}")
        calls = (*self.calls, (seat, call))
        nxt = (seat + 1) % 4
        if call.kind == "pass":
            passes = self.passes + 1
            if self.bid is None:
                ended = passes == 4
            elif self.coinche:
                ended = passes == 3
            else:
                ended = passes == (3 if self.rules.raise_own_bid == "never" else 4)
            return replace(self, calls=calls, next_seat=nxt, passes=passes, ended=ended)
        if call.kind == "coinche":
            return replace(self, calls=calls, next_seat=nxt, coinche=1, coincher=seat, passes=0)
        if call.kind == "surcoinche":
            return replace(self, calls=calls, next_seat=nxt, coinche=2, passes=0, ended=True)
        if call.kind == "cancel":  # the deal is cancelled: dealt again (coinche-weak-hand)
            return replace(self, calls=calls, next_seat=nxt, ended=True)
        made = list(self.bids_made)
        made[seat] += 1
        return replace(
            self,
            calls=calls,
            next_seat=nxt,
            bid=call,
            bidder=seat,
            coinche=0,
            coincher=None,
            passes=0,
            bids_made=(made[0], made[1], made[2], made[3]),
        )

    def outbids(self, call: Call) -> bool:
        """Whether bid ``call`` ranks above the standing bid (any bid does before the first)."""
        return self.bid is None or bid_rank(call, self.rules) > bid_rank(self.bid, self.rules)

    def legal_calls(self) -> tuple[Call, ...]:
        """Every legal call of the seat in turn (numeric bids up to the maximum, or to
        ``HIGHEST_OFFERED``)."""
        return _legal_calls(self)


@lru_cache(maxsize=4096)
def _legal_calls(auction: Auction) -> tuple[Call, ...]:
    """``Auction.legal_calls``, kept per auction: drawing a bidding exercise asks it of the
    same few auctions again and again (the empty one first), and each asking judges every call
    there is (more than a hundred); a bid that does not outbid is dropped before its refusal is
    built, being refused anyway."""
    if auction.ended:
        return ()
    rules = auction.rules
    candidates = [Call("pass"), Call("coinche"), Call("surcoinche")]
    modes = [m for m in Mode]
    for value in offered_values(rules):
        candidates.extend(Call("bid", value, m) for m in modes)
    for level in ("capot", "generale"):
        for belote in (False, True):
            candidates.extend(Call("bid", level, m, belote) for m in modes)
    if rules.weak_hand != "none":
        candidates.extend((Call("cancel"), Call("bid", "capot", Mode.SA, schmurtz=True)))
    return tuple(
        c
        for c in candidates
        if (c.kind != "bid" or auction.outbids(c)) and auction.refusal(c) is None
    )


def is_legal_call(
    auction: Sequence[Call | str],
    call: Call | str,
    rules: Rules = DEFAULT_RULES,
    seat: int | None = None,
) -> tuple[bool, Reason]:
    """Whether ``call`` may follow ``auction`` (calls in turn from seat 0), with the reason.

    >>> is_legal_call(["80H", "pass"], "coinche")[0], is_legal_call(["80H"], "coinche", seat=3)[0]
    (False, True)
    """
    state = Auction.replay(auction, rules)
    c = call if isinstance(call, Call) else Call.parse(call)
    reason = state.check(c, seat)
    return reason.code == "call_legal", reason


def bidding_ladder(rules: Rules = DEFAULT_RULES) -> tuple[str, ...]:
    """The bid levels in rising order (numeric bids shown to 160 without a maximum).

    >>> bidding_ladder()[:3], bidding_ladder()[-2:]
    (('80', '90', '100'), ('capot', 'generale'))
    """
    top = rules.max_bid or 160
    out = [str(v) for v in range(MIN_BID, top + 1, rules.bid_step)]
    out.append("capot")
    if rules.belote_capot_bids:
        out.append("capot belote")
    if rules.allow_generale:
        out.append("generale")
        if rules.belote_capot_bids:
            out.append("generale belote")
    return tuple(out)


AUCTION_REASON_CODES = (
    "call_legal",
    "auction_over",
    "auction_redeal",
    "out_of_turn",
    "coinche_in_turn_only",
    "coinche_no_bid",
    "coinche_already",
    "coinche_own_side",
    "coinche_not_80",
    "coinche_not_capot",
    "coinche_not_generale",
    "surcoinche_not_coinched",
    "surcoinche_wrong_side",
    "surcoinche_bidder_only",
    "bid_after_coinche",
    "no_tout_atout",
    "no_sans_atout",
    "no_generale",
    "no_belote_capot_bids",
    "sa_ta_only_capot",
    "bid_below_minimum",
    "bid_not_step",
    "bid_above_maximum",
    "bid_not_higher",
    "raise_own_bid",
    "raise_own_same_trump",
    "too_many_bids",
    "bid_not_in_table",
    "bid_not_higher_table",
    "bid_not_higher_linear",
    "cancel_not_played",
    "schmurtz_not_played",
    "weak_hand_first_turn",
    "cancel_after_bid",
    "weak_hand_too_strong",
)


@dataclass(frozen=True)
class AuctionView:
    """A coinche auction as the ``Game`` protocol sees it: calls in case notation."""

    state: Auction
    """The engine's own auction."""

    @property
    def next_seat(self) -> int:
        """The seat in turn (0 is the dealer's right-hand neighbour)."""
        return self.state.next_seat

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        """Each call so far with its seat."""
        return tuple((seat, str(call)) for seat, call in self.state.calls)

    @property
    def ended(self) -> bool:
        """Over on a contract, or after four passes (a new deal)."""
        return self.state.ended

    @property
    def contract(self) -> dict[str, object] | None:
        """The contract, ``{"bid", "trump", "by", "coinche"}`` with its ``declarer``."""
        contract = self.state.contract
        if contract is None:
            return None
        return {**contract.to_json(), "declarer": contract.declarer}

    def ruling(self, call: str, seat: int | None = None) -> CallRuling:
        """The ruling on ``call`` by ``seat`` (an out-of-turn coinche "à la volée")."""
        reason = self.state.check(Call.parse(call), seat)
        return CallRuling(reason.code == "call_legal", reason)

    def apply(self, call: str, seat: int | None = None) -> AuctionView:
        """The auction after ``call``."""
        return AuctionView(self.state.apply(Call.parse(call), seat))

    def legal_calls(self) -> tuple[str, ...]:
        """Every call the seat in turn may make."""
        return tuple(str(c) for c in self.state.legal_calls())
