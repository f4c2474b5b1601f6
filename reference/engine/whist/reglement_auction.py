"""The auction of the *Règlement du Whist* (002 §2 *Les annonces*, §3 *La hiérarchie*), as the
engine formalises it (interpretation ``whist-reglement-auction``).

* Round 1 (the first four calls): a pass is final. A later pass keeps the player's place
  (``late_pass``, interpretation whist-late-pass): he speaks again at his turn, an emballeur's
  pass handing the decision to his proposer, who may then go seul; under ``late_pass =
  final`` every pass is final except a joined proposer's while his emballeur is in. The first
  speaker may say ``j'attends`` / ``premier`` (not a pass: it keeps only the right to join a
  proposal in round 2). A player may propose a suit (``emballage 8 X``, each proposal above the one
  before, or straight to 10 over a petite misère), join another's proposal, or announce an
  individual game. No seul in round 1; abondances and chlems in round 1 only.
* From round 2 the bidding proper starts: a proposer not yet joined maintains (and may then
  only be joined or join a higher suit) or goes seul in his suit; a joined pair raises its
  trick count, the joiner first; a seul needs the joiner to have given up; over a petite misère
  only an emballage of 10, a seul of 8 by an unjoined proposer, or a higher game.
* Each new bid must rank above the standing one on the ladder; the seul wins a tie of levels;
  nobody outbids his own side. A joiner (emballeur) makes no other announcement. The auction
  ends after a full turn of the table without a new bid, join or "je maintiens"; if no
  contract was made (a proposal nobody joined is none) the Dames game is played.
* After a trou, only the grande misère sur trou and what ranks above it may be announced
  (analysis W2-8); with nothing above it, the trou is played.

``check`` judges a call and ``apply`` gives the changes it makes to the frozen state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import Card, Suit
from ..errors import NotationError
from ..results import CallRuling
from .bidding import (
    EMBALLEUR,
    INDIVIDUAL,
    PARTNER,
    PROPOSER,
    SOLOIST,
    SRC_002,
    SRC_002_LADDER,
    Bid,
    check_wait,
    no,
    outbids,
    tricks_refusal,
    yes,
)
from .calls import GAMES_002, Call, CallKind
from .ladder import ladder_key
from .order import suit_bid_rank

if TYPE_CHECKING:
    from .auction import Auction

SRC_OVER_TROU = "002 §2; analysis W2-8"
#: Individual games another player may join ("emballer"), each then playing for himself.
JOINABLE = ("petite_misere", "piccolissimo", "grande_misere", "piccolo")
ROUND_ONE_ONLY = ("abondance", "abondance_sur_table", "petit_solo_chlem", "solo_chlem")


def is_over(a: Auction) -> bool:
    """A full turn of the table without progress, or everybody passed (never while a fourth
    player must still join)."""
    if a.forced_seat() is not None:
        return False
    if all(a.out):
        return True
    return len(a.calls) >= 4 and a.since_progress >= 4


# --- judging a call ---------------------------------------------------------------------------


def check(a: Auction, call: Call, hand: Sequence[Card] | None) -> CallRuling:
    """Whether the next seat may make ``call`` now (``hand``: its cards, when known)."""
    if a.over:
        if call.kind is CallKind.PASS:
            return yes("whist_pass", SRC_002)
        return no("whist_auction_over", SRC_002, call=str(call))
    seat, rnd = a.seat, a.round
    hi = a.highest()
    if a.forced_seat() == seat:
        standing = str(hi.call) if hi else ""
        if joins_standing(a, call, hi):
            return yes("whist_join_legal", SRC_002, standing=standing)
        return no("whist_forced_emballage", SRC_002, standing=standing)
    if call.kind is CallKind.PASS:
        return yes("whist_pass", SRC_002)
    if call.kind is CallKind.WAIT:
        return check_wait(a, call)
    if call.kind is CallKind.GAME and call.contract not in GAMES_002:
        return no("whist_call_not_in_document", SRC_002_LADDER, call=str(call))
    if a.out[seat]:
        return no("whist_passed_final", SRC_002)
    if a.waited == seat and a.role[seat] is None:
        if rnd >= 3:
            return no("whist_wait_expired", SRC_002)
        if not (call.kind is CallKind.JOIN and call.suit is not None):
            return no("whist_wait_only_join", SRC_002)
    partnership = call.kind in (CallKind.PROPOSE, CallKind.SEUL, CallKind.MAINTAIN) or (
        call.kind is CallKind.JOIN and call.suit is not None
    )
    if a.trou and partnership:
        return no("whist_over_trou", SRC_OVER_TROU, call=str(call))
    bad = tricks_refusal(a, call)
    if bad is not None:
        return bad
    if call.kind is CallKind.MAINTAIN:
        return _check_maintain(a)
    if call.kind is CallKind.PROPOSE:
        return _check_propose(a, call)
    if call.kind is CallKind.JOIN and call.suit is not None:
        return _check_join_suit(a, call.suit, hand)
    if joins_standing(a, call, hi) or call.kind is CallKind.JOIN:
        return _check_join_game(a, hi)
    if call.kind is CallKind.SEUL:
        return _check_seul(a, call, hi, hand)
    return _check_game(a, call, hi)


def joins_standing(a: Auction, call: Call, hi: Bid | None) -> bool:
    """A bare ``j'emballe``, or the standing individual game's own name (002 "emballer")."""
    if call.kind is CallKind.JOIN and call.suit is None:
        return True
    return (
        call.kind is CallKind.GAME
        and hi is not None
        and hi.name == call.contract
        and hi.name in JOINABLE
        and a.seat not in hi.seats
    )


def _role_refusal(a: Auction) -> CallRuling | None:
    """Refuse calls a player's earlier calls rule out (002 §2)."""
    role = a.role[a.seat]
    bid = a.own_bid(a.seat)
    if role in (EMBALLEUR, PARTNER) or (role == INDIVIDUAL and bid and len(bid.seats) > 1):
        return no("whist_partner_no_other_call", SRC_002)
    if role == PROPOSER and bid is not None:
        if bid.concluded:
            return no("whist_emballed_proposer_calls", SRC_002)
        if bid.maintained:
            return no("whist_maintained_only_join", SRC_002)
        return no("whist_maintain_or_seul", SRC_002)
    return None


def waiting_for_emballeur(a: Auction, seat: int) -> bool:
    """A joined proposer passing in round 2+ while his emballeur is still in."""
    bid = a.own_bid(seat)
    return (
        a.round >= 2
        and a.role[seat] == PROPOSER
        and bid is not None
        and bid.concluded
        and bid.alive
        and not all(a.out[s] for s in bid.seats if s != seat)
    )


def gave_up(a: Auction, seat: int) -> bool:
    """Whether ``seat`` has left the bidding: passed for good, or, when a later pass keeps the
    player's place, passed at his last turn (an emballeur who "abandonne la surenchère")."""
    if a.out[seat]:
        return True
    if a.rules.late_pass != "keeps_place":
        return False
    own = [call for i, call in enumerate(a.calls) if i % 4 == seat]
    return bool(own) and own[-1].kind is CallKind.PASS


def _check_maintain(a: Auction) -> CallRuling:
    if a.round == 1:
        return no("whist_maintain_round_one", SRC_002)
    bid = a.own_bid(a.seat)
    if a.role[a.seat] != PROPOSER or bid is None or bid.concluded or not bid.alive:
        return no("whist_maintain_not_proposer", SRC_002)
    if bid.maintained:
        return no("whist_maintained_only_join", SRC_002)
    return yes("whist_maintain_legal", SRC_002, suit=bid.call.suit)


def _check_propose(a: Auction, call: Call) -> CallRuling:
    seat = a.seat
    bid = a.own_bid(seat)
    role = a.role[seat]
    hi = a.highest()
    if (
        bid is not None
        and bid.concluded
        and bid.alive
        and bid.name == "emballage"
        and role in (PROPOSER, EMBALLEUR)
    ):
        return _check_raise(a, call, bid)
    if role in (SOLOIST, INDIVIDUAL):
        return no("whist_individual_no_partnership", SRC_002)
    refusal = _role_refusal(a)
    if refusal is not None:
        return refusal
    if a.round >= 2:
        return no("whist_proposal_round_one", SRC_002)
    for other in a.bids:
        if other.alive and other.name == "emballage" and other.call.suit is call.suit:
            return no("whist_suit_already_proposed", SRC_002, suit=call.suit)
    over_misere = hi is not None and hi.name == "petite_misere"
    if call.tricks != 8 and not (call.tricks == 10 and over_misere):
        return no("whist_proposal_eight", SRC_002, call=str(call))
    key = ladder_key(call, a.rules)
    if hi is not None and key <= hi.key:
        return no("whist_not_higher", SRC_002_LADDER, call=str(call), standing=str(hi.call))
    return yes("whist_proposal_legal", SRC_002, suit=call.suit, tricks=call.tricks)


def _check_raise(a: Auction, call: Call, bid: Bid) -> CallRuling:
    seat = a.seat
    hi = a.highest()
    if call.suit is not bid.call.suit:
        return no("whist_raise_same_suit", SRC_002, suit=bid.call.suit)
    if (call.tricks or 0) <= (bid.call.tricks or 0):
        return no("whist_raise_more_tricks", SRC_002, tricks=bid.call.tricks)
    if a.round == 1:
        return no("whist_raise_round_two", SRC_002)
    if a.highest_index == a.bid_of[seat]:
        return no("whist_own_bid_standing", SRC_002, standing=str(bid.call))
    if a.role[seat] == PROPOSER and not bid.raised_by_emballeur:
        return no("whist_emballeur_raises_first", SRC_002)
    key = ladder_key(call, a.rules)
    if hi is not None and key <= hi.key:
        return no("whist_not_higher", SRC_002_LADDER, call=str(call), standing=str(hi.call))
    return yes("whist_raise_legal", SRC_002, call=str(call), standing=str(hi.call) if hi else "")


def _check_join_suit(a: Auction, suit: Suit, hand: Sequence[Card] | None) -> CallRuling:
    seat = a.seat
    role = a.role[seat]
    own = a.own_bid(seat)
    if role in (EMBALLEUR, PARTNER):
        return no("whist_partner_no_other_call", SRC_002)
    if role in (INDIVIDUAL, SOLOIST):
        return no("whist_individual_no_partnership", SRC_002)
    if role == PROPOSER and own is not None:
        if own.concluded:
            return no("whist_join_own_emballed", SRC_002)
        if own.call.suit is suit:
            return no("whist_join_own_proposal", SRC_002, suit=suit)
        if not own.maintained:
            return no("whist_maintain_or_seul", SRC_002)
        assert own.call.suit is not None
        if suit_bid_rank(suit) < suit_bid_rank(own.call.suit):
            return no("whist_join_lower_suit", SRC_002, suit=suit, own=own.call.suit)
    index = proposal(a, suit)
    if index is None:
        return no("whist_join_no_proposal", SRC_002, suit=suit)
    target = a.bids[index]
    if target.concluded:
        return no("whist_join_already_emballed", SRC_002, standing=str(target.call))
    if hand is not None and not any(c.suit is suit for c in hand):
        return no("whist_needs_trump", "002 §2 NB", suit=suit)
    return yes("whist_join_legal", SRC_002, standing=str(target.call))


def proposal(a: Auction, suit: Suit) -> int | None:
    """The index of the live proposal in ``suit``, if any."""
    for index, bid in enumerate(a.bids):
        if bid.alive and bid.name == "emballage" and bid.call.suit is suit:
            return index
    return None


def _check_join_game(a: Auction, hi: Bid | None) -> CallRuling:
    seat = a.seat
    if hi is None or hi.name not in JOINABLE:
        return no("whist_join_nothing", SRC_002)
    if seat in hi.seats:
        return no("whist_join_own_bid", SRC_002, standing=str(hi.call))
    refusal = _role_refusal(a)
    if refusal is not None:
        return refusal
    if a.role[seat] == SOLOIST:
        return no("whist_individual_no_partnership", SRC_002)
    if hi.name in ("petite_misere", "grande_misere") and len(hi.seats) >= 2:
        return no("whist_a_deux_only", "002 score table (à deux)", standing=str(hi.call))
    return yes("whist_join_legal", SRC_002, standing=str(hi.call))


def _check_seul(a: Auction, call: Call, hi: Bid | None, hand: Sequence[Card] | None) -> CallRuling:
    seat = a.seat
    role = a.role[seat]
    own = a.own_bid(seat)
    if a.round == 1:
        return no("whist_seul_not_round_one", SRC_002_LADDER)
    if role in (EMBALLEUR, PARTNER):
        return no("whist_partner_no_other_call", SRC_002)
    if role == INDIVIDUAL:
        return no("whist_individual_no_partnership", SRC_002)
    if role not in (PROPOSER, SOLOIST) or own is None:
        return no("whist_seul_proposer_only", SRC_002)
    if call.suit is not own.call.suit:
        return no("whist_seul_own_suit", SRC_002, suit=own.call.suit)
    if role == PROPOSER:
        if own.maintained and not own.concluded:
            return no("whist_maintained_only_join", SRC_002)
        if own.concluded and any(not gave_up(a, s) for s in own.seats if s != seat):
            return no("whist_seul_partner_still_in", SRC_002)
    if hi is not None and hi.concluded and seat in hi.seats:
        return no("whist_own_bid_standing", SRC_002, standing=str(hi.call))
    if hi is not None and hi.name == "petite_misere" and own.concluded and role == PROPOSER:
        return no("whist_seul_sur_misere_unemballed", SRC_002)
    key = ladder_key(call, a.rules)
    if hi is not None and key <= hi.key:
        return no("whist_not_higher", SRC_002_LADDER, call=str(call), standing=str(hi.call))
    if hand is not None and call.suit and not any(c.suit is call.suit for c in hand):
        return no("whist_needs_trump", "002 §2 NB", suit=call.suit)
    return outbids(call, hi, SRC_002_LADDER)


def _check_game(a: Auction, call: Call, hi: Bid | None) -> CallRuling:
    seat = a.seat
    name = call.contract or ""
    if name in ROUND_ONE_ONLY and a.round >= 2:
        return no("whist_round_one_only", SRC_002, call=str(call))
    if name == "grande_misere_sur_trou" and not a.trou:
        return no("whist_sur_trou_needs_trou", SRC_002_LADDER)
    if a.rabrouche and name == "petite_misere" and seat != 3:
        return no("whist_rabrouche_dealer_only", "002 §4 (Rabrouche); analysis §3.1")
    if name in ("abondance", "abondance_sur_table") and call.suit is None:
        raise NotationError(
            f"a Règlement {name.replace('_', ' ')} names its suit, e.g. 'abondance 9 H'"
        )
    refusal = _role_refusal(a)
    if refusal is not None:
        return refusal
    if hi is not None and hi.concluded and seat in hi.seats:
        return no("whist_own_bid_standing", SRC_002, standing=str(hi.call))
    key = ladder_key(call, a.rules)
    if hi is not None and key <= hi.key:
        if hi.name == "trou":
            return no("whist_over_trou", SRC_OVER_TROU, call=str(call))
        return no("whist_not_higher", SRC_002_LADDER, call=str(call), standing=str(hi.call))
    return outbids(call, hi, SRC_002_LADDER)


# --- recording a call -------------------------------------------------------------------------


class Draft:
    """The parts of an auction a call changes, copied when first changed, then handed back as
    the changed fields of the next (frozen) state."""

    def __init__(self, a: Auction) -> None:
        self.rules = a.rules
        self.before = a
        self.changes: dict[str, Any] = {}

    def _list(self, name: str) -> list[Any]:
        found = self.changes.get(name)
        if found is None:
            found = self.changes[name] = list(getattr(self.before, name))
        return found

    def set(self, name: str, seat: int, value: object) -> None:
        """Set ``seat``'s entry of ``out``, ``role`` or ``bid_of``."""
        self._list(name)[seat] = value

    def edit(self, index: int, **fields: Any) -> None:
        """Change bid ``index``."""
        bids = self._list("bids")
        bids[index] = replace(bids[index], **fields)

    def withdraw(self, index: int | None) -> None:
        """Bid ``index`` (a seat's earlier bid, if any) is replaced by a new call."""
        if index is not None:
            self.edit(index, alive=False)

    def join(self, index: int, seat: int, role: str, **fields: Any) -> None:
        """``seat`` joins bid ``index`` (and is bound to it)."""
        bid = self._list("bids")[index]
        self.edit(index, seats=(*bid.seats, seat), **fields)
        self.set("role", seat, role)
        self.set("bid_of", seat, index)

    def new_bid(
        self, call: Call, name: str, seat: int, *, concluded: bool, sur_misere: bool
    ) -> None:
        """``seat`` makes a new bid."""
        bids = self._list("bids")
        key = ladder_key(call, self.rules)
        bids.append(Bid(call, name, key, (seat,), concluded, sur_misere=sur_misere))
        self.set("bid_of", seat, len(bids) - 1)

    def frozen(self) -> dict[str, Any]:
        """The changed fields of the auction."""
        return {
            name: tuple(value) if isinstance(value, list) else value
            for name, value in self.changes.items()
        }


def apply(a: Auction, call: Call) -> tuple[dict[str, Any], bool | None]:
    """The changes ``call`` by the next seat makes, and whether it is progress (a new bid, a
    join or "je maintiens": the auction ends after a full turn without progress). When a later
    pass keeps the player's place, a joined proposer's pass while his emballeur has not given
    up does not count towards the end: the emballeur may yet "passer la main" to him, and he
    must then be heard (``None``)."""
    seat = a.seat
    if call.kind is CallKind.WAIT:
        return {"waited": seat}, False
    if call.kind is CallKind.PASS and a.forced_seat() != seat:
        if a.rules.late_pass == "keeps_place" and _waits(a, seat):
            return {}, None
        return _pass(a, seat), False
    draft = Draft(a)
    own = a.bid_of[seat]
    bid = a.own_bid(seat)
    hi = a.highest_index
    if a.forced_seat() == seat and hi is not None:
        draft.join(hi, seat, PARTNER)
        return draft.frozen(), True
    match call.kind:
        case CallKind.MAINTAIN:
            assert own is not None  # the maintained proposal may still be joined
            draft.edit(own, maintained=True)
        case CallKind.PROPOSE if bid is not None and bid.concluded and bid.name == "emballage":
            assert own is not None
            draft.edit(
                own,
                call=call,
                key=ladder_key(call, a.rules),
                raised_by_emballeur=bid.raised_by_emballeur or a.role[seat] == EMBALLEUR,
                sur_misere=bid.sur_misere or a.misere_bid,
            )
        case CallKind.PROPOSE:
            draft.new_bid(call, "emballage", seat, concluded=False, sur_misere=a.misere_bid)
            draft.set("role", seat, PROPOSER)
        case CallKind.JOIN if call.suit is not None:
            target = proposal(a, call.suit)
            assert target is not None
            draft.withdraw(own)
            draft.join(target, seat, EMBALLEUR, concluded=True)
        case CallKind.SEUL:
            draft.withdraw(own)
            draft.new_bid(call, "seul", seat, concluded=True, sur_misere=a.misere_bid)
            draft.set("role", seat, SOLOIST)
        case _ if joins_standing(a, call, a.highest()):
            assert hi is not None
            draft.withdraw(own)
            draft.join(hi, seat, PARTNER)
        case _:
            name = call.contract or ""
            draft.withdraw(own)
            draft.new_bid(call, name, seat, concluded=True, sur_misere=False)
            draft.set("role", seat, INDIVIDUAL)
            if name == "petite_misere":
                draft.changes["misere_bid"] = True
    return draft.frozen(), True


def why_pass_not_final(a: Auction) -> str | None:
    """Why a pass by the seat in turn would not be final (002 §2; interpretation
    whist-late-pass), as ``apply`` records it: ``"waits_for_emballeur"``, a joined proposer
    whose emballeur is still in (he makes the pair's first raise); ``"hands_to_proposer"``, an
    emballeur passing the decision to his proposer; ``"keeps_place"``, a pass after the first
    round. ``None`` when the pass is final (a first-round pass, an abandoned proposal, a seat
    forced to join, a seat already out, every later pass under ``late_pass = final``, and
    every pass à la couleur)."""
    seat = a.seat
    if not a.rules.reglement or a.out[seat] or a.forced_seat() == seat:
        return None
    if a.rules.late_pass != "keeps_place":
        return "waits_for_emballeur" if waiting_for_emballeur(a, seat) else None
    if _waits(a, seat):
        return "waits_for_emballeur"
    bid = a.own_bid(seat)
    unjoined = bid is not None and not bid.concluded and not bid.maintained
    if a.round < 2 or (a.role[seat] == PROPOSER and unjoined):
        return None
    return "hands_to_proposer" if a.role[seat] == EMBALLEUR else "keeps_place"


def _waits(a: Auction, seat: int) -> bool:
    """A joined proposer in round 2 or later whose emballeur has not given up."""
    bid = a.own_bid(seat)
    return (
        a.round >= 2
        and a.role[seat] == PROPOSER
        and bid is not None
        and bid.concluded
        and bid.alive
        and not all(gave_up(a, s) for s in bid.seats if s != seat)
    )


def _pass(a: Auction, seat: int) -> dict[str, Any]:
    """A first-round pass is final; a later one keeps the player's place (``late_pass``), or,
    under ``late_pass = final``, is final except for a joined proposer whose emballeur is still
    in (he raises first). A proposal nobody joined, neither maintained, goes with its proposer."""
    if waiting_for_emballeur(a, seat):
        return {}
    bid = a.own_bid(seat)
    index = a.bid_of[seat]
    unjoined = bid is not None and not bid.concluded and not bid.maintained
    abandons = a.role[seat] == PROPOSER and unjoined
    if a.rules.late_pass == "keeps_place" and a.round >= 2 and not abandons:
        return {}  # only a first-round pass is final (interpretation whist-late-pass)
    changes: dict[str, Any] = {"out": (*a.out[:seat], True, *a.out[seat + 1 :])}
    if a.role[seat] == PROPOSER and bid is not None and index is not None and unjoined:
        bids = list(a.bids)
        bids[index] = replace(bid, alive=False)
        changes["bids"] = tuple(bids)
    return changes
