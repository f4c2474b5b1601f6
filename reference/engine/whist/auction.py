"""The state of a whist auction, frozen: each call gives a new state.

Both documents' procedures share this state (who has passed, each player's role, the bids on
the table); ``reglement_auction`` judges and records the calls of the *Règlement* (002 §2,
§3), ``couleur_auction`` those of *à la couleur* (003 §Début du jeu). Seat 0 is the dealer's
left and speaks first; every seat keeps its turn (a seat that may no longer bid still speaks,
and may only pass). Calls are read and written by ``calls``, ranked by ``ladder``.

>>> check_call(["emballage 8 H", "j'emballe H", "pass"], "seul 6 S", Rules()).reason.code
'whist_seul_not_round_one'
>>> check_call(["couleur S", "pass"], "6 plis en solo C", Rules(document="couleur")).legal
True
>>> start = Auction(Rules())
>>> after = start.apply(Call.parse("emballage 8 H"))
>>> len(start.calls), len(after.calls)
(0, 1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..cards import Card
from ..errors import EngineError
from ..results import CallRuling
from . import couleur_auction, reglement_auction
from .bidding import Bid, IllegalCallError, Outcome
from .calls import Call, CallKind, candidate_calls, notation, parse_call
from .contracts import contract_spec
from .ladder import TROU_KEY
from .rules import Rules


class Procedure(Protocol):
    """One document's auction: ``reglement_auction`` or ``couleur_auction``."""

    def check(self, a: Auction, call: Call, hand: Sequence[Card] | None) -> CallRuling:
        """Whether the next seat may make ``call``."""
        ...

    def apply(self, a: Auction, call: Call) -> tuple[dict[str, Any], bool]:
        """The changes ``call`` makes, and whether it is progress."""
        ...

    def is_over(self, a: Auction) -> bool:
        """Whether the auction has ended."""
        ...


_TROU_BID = Bid(Call(CallKind.GAME, "trou"), "trou", TROU_KEY, (), True)
_NOBODY: tuple[None, None, None, None] = (None, None, None, None)


@dataclass(frozen=True)
class Auction:
    """One auction after the calls made so far (``replay`` builds it from a list of calls)."""

    rules: Rules
    trou: bool = False
    """A trou was called before the auction (002: only higher games may follow)."""
    rabrouche: bool = False
    """002 §4: a rabrouche deal, where only the dealer (seat 3) may announce a petite misère."""
    calls: tuple[Call, ...] = ()
    """The calls made, seat 0's first."""
    out: tuple[bool, ...] = (False, False, False, False)
    """Which seats have passed for good."""
    role: tuple[str | None, ...] = _NOBODY
    """Each seat's role (``bidding.PROPOSER``…), ``None`` before it bids."""
    bid_of: tuple[int | None, ...] = _NOBODY
    """Each seat's own bid: an index into ``bids``."""
    bids: tuple[Bid, ...] = ()
    """Every bid made, in order (a 002 trou first, when one was called)."""
    waited: int | None = None
    """The seat that said "j'attends"."""
    misere_bid: bool = False
    """002: a petite misère was bid (later emballages of 10 and seuls of 8 are "sur misère")."""
    since_progress: int = 0
    """Calls since the last new bid, join or "je maintiens"."""

    highest_index: int | None = field(init=False, repr=False, compare=False)
    """Index in ``bids`` of the highest live bid (a 002 proposal counts while its proposer
    keeps it)."""
    over: bool = field(init=False, repr=False, compare=False)
    """Whether the auction has ended."""
    _forced: int | None = field(init=False, repr=False, compare=False)
    _procedure: Procedure = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.trou and self.rules.reglement and not self.bids:
            object.__setattr__(self, "bids", (_TROU_BID,))
        procedure: Procedure = reglement_auction if self.rules.reglement else couleur_auction
        self.__dict__["_procedure"] = procedure
        self._settle()

    def _settle(self, bids_changed: bool = True) -> None:
        """Work out, once, what every judgement reads: the highest bid, the seat forced to
        join (both unchanged while no bid changes), and whether the auction is over (a state
        is complete before anyone reads it)."""
        state = self.__dict__
        if bids_changed:
            best: int | None = None
            for index, bid in enumerate(self.bids):
                if bid.alive and (best is None or bid.key > self.bids[best].key):
                    best = index
            state["highest_index"] = best
            forced: int | None = None
            hi = None if best is None else self.bids[best]
            crowded = (
                hi is not None and len(hi.seats) == 3 and hi.name in ("piccolo", "piccolissimo")
            )
            if self.rules.reglement and crowded and hi is not None:
                forced = next(s for s in range(4) if s not in hi.seats)
            state["_forced"] = forced
        state["over"] = self._procedure.is_over(self)

    # --- reading the state ------------------------------------------------------------------

    @property
    def seat(self) -> int:
        """The seat to speak next."""
        return len(self.calls) % 4

    @property
    def round(self) -> int:
        """The round of the next call, from 1."""
        return len(self.calls) // 4 + 1

    def own_bid(self, seat: int) -> Bid | None:
        """The bid ``seat`` made or joined, if any."""
        index = self.bid_of[seat]
        return None if index is None else self.bids[index]

    def highest(self) -> Bid | None:
        """The highest live bid."""
        index = self.highest_index
        return None if index is None else self.bids[index]

    def best_contract(self) -> Bid | None:
        """The highest live concluded bid: what would be played if the auction ended now."""
        best: Bid | None = None
        for bid in self.bids:
            if bid.alive and bid.concluded and (best is None or bid.key > best.key):
                best = bid
        return best

    def forced_seat(self) -> int | None:
        """002: the fourth player, obliged to join when two have joined a piccolo or a
        piccolissimo."""
        return self._forced

    def outcome(self) -> Outcome:
        """The contract concluded so far (call it once ``over``)."""
        best = self.best_contract() if self.rules.reglement else self.highest()
        if best is None or best.name == "trou":
            if self.trou:
                return Outcome("trou", None, None, False, ())
            return Outcome("dames" if self.rules.reglement else None, None, None, False, ())
        name = best.name
        tricks = best.call.tricks
        if self.rules.reglement and best.sur_misere:
            if name == "emballage" and tricks == 10:
                name = "emballage_10_sur_misere"
            elif name == "seul" and tricks == 8:
                name = "seul_8_sur_misere"
        if tricks is None and name == "abondance":
            tricks = 9
        return Outcome(name, tricks, best.call.suit, best.call.no_trump, tuple(best.seats))

    # --- judging and recording a call -----------------------------------------------------

    def check(self, call: Call, hand: Sequence[Card] | None = None) -> CallRuling:
        """Whether the next seat may make ``call`` now (``hand``: its cards, when known)."""
        return self._procedure.check(self, call, hand)

    def apply(self, call: Call) -> Auction:
        """The auction after ``call`` by the next seat (it must have been judged legal)."""
        changes: dict[str, Any] = {}
        progress = False
        if not self.over:
            changes, progress = self._procedure.apply(self, call)
        # The next state, built field by field once and never changed after: the dataclass's
        # own constructor would set each frozen field through a slow path, on every call of
        # every random deal.
        after = object.__new__(Auction)
        state = after.__dict__
        state.update(self.__dict__)
        state.update(changes)
        state["calls"] = (*self.calls, call)
        state["since_progress"] = 0 if progress else self.since_progress + 1
        after._settle("bids" in changes)
        return after


def replay(
    calls: Sequence[Call | str], rules: Rules, *, trou: bool = False, rabrouche: bool = False
) -> Auction:
    """The auction after ``calls``; ``IllegalCallError`` if one of them breaks the rules."""
    auction = Auction(rules, trou=trou, rabrouche=rabrouche)
    for number, item in enumerate(calls, start=1):
        call = Call.parse(item) if isinstance(item, str) else item
        ruling = auction.check(call)
        if not ruling.legal:
            raise IllegalCallError(
                f"call {number} ({call}) by seat {auction.seat} is not legal: {ruling.reason.code}",
                ruling,
            )
        auction = auction.apply(call)
    return auction


def check_call(
    calls: Sequence[Call | str],
    call: Call | str,
    rules: Rules,
    *,
    trou: bool = False,
    rabrouche: bool = False,
    hand: Sequence[Card] | None = None,
) -> CallRuling:
    """May the next seat make ``call`` after ``calls``? With the deciding rule either way."""
    auction = replay(calls, rules, trou=trou, rabrouche=rabrouche)
    if isinstance(call, str):
        call = Call.parse(call)
    return auction.check(call, hand)


def legal_calls(auction: Auction, hand: Sequence[Card] | None = None) -> tuple[Call, ...]:
    """The calls the next seat may make now."""
    return tuple(c for c in candidate_calls(auction.rules) if auction.check(c, hand).legal)


# --- the Game protocol's view ---------------------------------------------------------------


@dataclass(frozen=True)
class AuctionView:
    """A whist auction as the ``Game`` protocol sees it: calls in the case notation."""

    state: Auction
    """The engine's own auction."""
    texts: tuple[str, ...] = ()
    """The calls as they were written."""

    @property
    def next_seat(self) -> int:
        """The seat in turn (0 is the dealer's left)."""
        return self.state.seat

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        """Each call so far with its seat."""
        return tuple((i % 4, text) for i, text in enumerate(self.texts))

    @property
    def ended(self) -> bool:
        """Over on a contract (the Dames game, for a 002 auction without one), or after four
        passes à la couleur (the cards are dealt again)."""
        return self.state.over

    @property
    def contract(self) -> Mapping[str, Any] | None:
        """The contract played: its case-format ``name``, ``tricks``, ``trump`` and
        ``declarers``, with the declarers' ``seats`` and, for an abondance, the ``bid_suit``."""
        if not self.state.over:
            return None
        return outcome_contract(self.state.outcome(), self.state.rules)

    def ruling(self, call: str, seat: int | None = None) -> CallRuling:
        """The ruling on ``call`` by the seat in turn (whist knows no call out of turn)."""
        self._in_turn(seat)
        return self.state.check(parse_call(call))

    def apply(self, call: str, seat: int | None = None) -> AuctionView:
        """The auction after ``call``; an illegal call raises ``IllegalCallError``."""
        ruling = self.ruling(call, seat)
        if not ruling.legal:
            raise IllegalCallError(f"{call!r} is not legal now: {ruling.reason.code}", ruling)
        return AuctionView(self.state.apply(parse_call(call)), (*self.texts, call))

    def legal_calls(self) -> tuple[str, ...]:
        """Every call the seat in turn may make, as its document writes it."""
        return tuple(notation(c, self.state.rules) for c in legal_calls(self.state))

    def _in_turn(self, seat: int | None) -> None:
        if seat is not None and seat != self.state.seat:
            raise EngineError(f"at whist each call is made in turn: seat {self.state.seat} speaks")


def outcome_contract(outcome: Outcome, rules: Rules) -> dict[str, Any] | None:
    """An auction's outcome as a case-format contract (``None``: the cards are dealt again)."""
    name = outcome.contract
    if name is None:
        return None
    if name in ("dames", "trou"):
        return {"name": name}
    spec = contract_spec(name, rules)
    trump: str | None = None
    if outcome.no_trump:
        trump = "SA"
    elif outcome.suit is not None and spec.trump in ("suit", "declared"):
        trump = outcome.suit.value
    contract: dict[str, Any] = {
        "name": name,
        "tricks": outcome.tricks if outcome.tricks is not None else spec.tricks[0],
        "trump": trump,
        "declarers": len(outcome.seats),
        "seats": list(outcome.seats),
    }
    if outcome.suit is not None and trump != outcome.suit.value:
        contract["bid_suit"] = outcome.suit.value
    return contract
