"""The auction of *Le whist à la couleur* (003 §Début du jeu).

A pass is final; each announcement ranks above the standing one (a solo of the same level in a
higher suit counts as higher; a couleur may be over-called by a higher suit, analysis W3-5);
``j'emballe`` joins the standing couleur, petite misère or piccolo once. The auction ends when
every player but the holders of the standing contract has passed; the strongest contract is
played, a couleur nobody joined by its proposer alone (interpretation
``whist-couleur-lone-couleur``); with four passes the cards are dealt again. After a trou no
auction takes place (interpretation ``whist-couleur-trou``).

``check`` judges a call and ``apply`` gives the changes it makes to the frozen state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..errors import NotationError
from ..results import CallRuling
from .bidding import (
    INDIVIDUAL,
    PARTNER,
    SRC_002,
    SRC_003,
    Bid,
    check_wait,
    no,
    outbids,
    tricks_refusal,
    yes,
)
from .calls import GAMES_003, Call, CallKind
from .ladder import ladder_key

if TYPE_CHECKING:
    from .auction import Auction

#: The contracts another player may join ("emballer").
JOINABLE = ("emballage", "petite_misere", "piccolo")


def is_over(a: Auction) -> bool:
    """After a trou (no auction), when all four passed, or when everybody but the holders of
    the standing contract has passed."""
    if a.trou or all(a.out):
        return True
    hi = a.highest()
    return hi is not None and all(a.out[s] for s in range(4) if s not in hi.seats)


def check(a: Auction, call: Call, hand: Sequence[Card] | None = None) -> CallRuling:
    """Whether the next seat may make ``call`` now (à la couleur never asks for the hand)."""
    if a.trou:
        if call.kind is CallKind.PASS:
            return yes("whist_pass", SRC_003)
        return no("whist_trou_fixes_contract", "interpretation whist-couleur-trou", call=str(call))
    if a.over:  # the sources are those the engine has always given (002's wording of the rule)
        if call.kind is CallKind.PASS:
            return yes("whist_pass", SRC_002)
        return no("whist_auction_over", SRC_002, call=str(call))
    seat = a.seat
    if call.kind is CallKind.PASS:
        return yes("whist_pass", SRC_003)
    if call.kind is CallKind.WAIT:
        return check_wait(a, call)
    if call.kind is CallKind.MAINTAIN or (
        call.kind is CallKind.GAME and call.contract not in GAMES_003
    ):
        return no("whist_call_not_in_document", SRC_003, call=str(call))
    if call.kind is CallKind.GAME and (call.suit is not None or call.no_trump):
        raise NotationError(
            f"à la couleur's {call.contract} names no suit: write "
            f"{(call.contract or '').replace('_', ' ')!r}"
        )
    if a.out[seat]:
        return no("whist_passed_final", SRC_003)
    hi = a.highest()
    if call.kind is CallKind.JOIN:
        return _check_join(a, call, hi)
    bad = tricks_refusal(a, call)
    if bad is not None:
        return bad
    if hi is not None and seat in hi.seats:
        return no("whist_own_bid_standing", SRC_003, standing=str(hi.call))
    key = ladder_key(call, a.rules)
    if hi is not None and key <= hi.key:
        return no("whist_not_higher", SRC_003, call=str(call), standing=str(hi.call))
    return outbids(call, hi, SRC_003)


def _check_join(a: Auction, call: Call, hi: Bid | None) -> CallRuling:
    if hi is None:
        return no("whist_join_nothing", SRC_003)
    if a.seat in hi.seats:
        return no("whist_join_own_bid", SRC_003, standing=str(hi.call))
    if hi.name not in JOINABLE:
        return no("whist_join_not_allowed", "003 §Valeur des contrats", standing=str(hi.call))
    if call.suit is not None and call.suit is not hi.call.suit:
        return no("whist_join_no_proposal", SRC_003, suit=call.suit)
    if len(hi.seats) > 1:
        return no("whist_join_already_emballed", SRC_003, standing=str(hi.call))
    return yes("whist_join_legal", SRC_003, standing=str(hi.call))


def apply(a: Auction, call: Call) -> tuple[dict[str, Any], bool]:
    """The changes ``call`` by the next seat makes, and whether it is progress."""
    seat = a.seat
    if call.kind is CallKind.PASS:
        return {"out": _set(a.out, seat, True)}, False
    if call.kind is CallKind.WAIT:
        return {"waited": seat}, False
    if call.kind is CallKind.JOIN:
        index = a.highest_index
        assert index is not None
        bids = list(a.bids)
        bids[index] = replace(bids[index], seats=(*bids[index].seats, seat))
        return {"bids": tuple(bids), "role": _set(a.role, seat, PARTNER)}, True
    bid = Bid(call, call.contract or "", ladder_key(call, a.rules), (seat,), True)
    return {
        "bids": (*a.bids, bid),
        "bid_of": _set(a.bid_of, seat, len(a.bids)),
        "role": _set(a.role, seat, INDIVIDUAL),
    }, True


def _set[T](values: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    return (*values[:index], value, *values[index + 1 :])
