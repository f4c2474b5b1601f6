"""Le Voisin's auction and the exchange of the turned card (000 §CONTRAT, §CHARGE ET
SURCHARGE, §VARIANTES; analysis §1.5, V-3 to V-6).

Calls (``shared/casefile.md``): ``pass``; ``prise`` (round 1, trump = the turned card's
suit); ``charge X`` and ``surcharge X`` with X in S H D C (TA SA under Variante II);
``prise X`` (round 2, X in S H D C, SA under Variante II). Seat 0 is the dealer's right and
speaks first; the turn goes counter-clockwise.

* Round 1: each player speaks once; a call must be strictly higher than the contract
  standing (prise < charge < surcharge); a charge or surcharge may overcall a prise.
* Round 2, only if all passed: each player in turn may take a prise at a named suit; the
  first taker ends it; if all pass again, the cards are dealt anew.
* Variante I: the first player chooses trump and plays a charge; there is no other call.

>>> check_call([Call.parse("prise")], Call.parse("charge S"), "4").legal
True
>>> check_call([Call.parse("charge S")], Call.parse("prise"), "4").reason.code
'voisin_bid_not_higher'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Self

from ..cards import Card, Suit
from ..errors import EngineError, NotationError
from ..results import CallRuling
from ..tricks import Reason
from .contracts import LADDER, Contract, deal_size
from .rules import Rules
from .table import TRUMP_MODES, NoTrump, Trump, parse_trump

SRC_R1 = "000 §CONTRAT and §CHARGE ET SURCHARGE; analysis V-4"
SRC_R2 = "000 §CHARGE ET SURCHARGE (second round); analysis V-5"
SRC_VAR = "000 §VARIANTES"
SRC_EXCHANGE = "000 §CONTRAT and §CHARGE ET SURCHARGE; analysis V-3, V-5"


@dataclass(frozen=True, slots=True)
class Call:
    """One call of the auction."""

    kind: str
    """``pass``, ``prise``, ``charge`` or ``surcharge``."""
    trump: Trump | None = None
    """The trump named (``None`` for a pass and for the round-1 prise)."""

    @classmethod
    def parse(cls, text: object) -> Self:
        """Read ``pass``, ``prise``, ``prise H``, ``charge TA``, ``surcharge S``."""
        if not isinstance(text, str) or not text.strip():
            raise NotationError(f"{text!r} is not a Voisin call: write e.g. 'pass', 'charge H'")
        words = text.strip().lower().split()
        kind = words[0]
        if kind not in ("pass", "prise", "charge", "surcharge") or len(words) > 2:
            raise NotationError(
                f"{text!r} is not a Voisin call: pass, prise, prise X, charge X or surcharge X"
            )
        if kind == "pass":
            if len(words) > 1:
                raise NotationError(f"{text!r}: a pass names no trump")
            return cls("pass")
        if len(words) == 1:
            if kind != "prise":
                raise NotationError(f"{text!r}: a {kind} names its trump, as in '{kind} H'")
            return cls("prise")
        return cls(kind, parse_trump(words[1]))

    def __str__(self) -> str:
        return self.kind if self.trump is None else f"{self.kind} {self.trump.value}"


@dataclass(frozen=True)
class AuctionState:
    """Where an auction stands after some calls."""

    seats: int
    """Players at the table."""
    round: int
    """1 or 2; 0 once the auction is over."""
    standing: Call | None
    """The highest call so far (the contract if the auction is over)."""
    standing_seat: int
    """Who made it, or -1."""
    charges: tuple[int, ...]
    """Seats that called a charge, in order."""
    redeal: bool
    """All passed twice: the cards are dealt anew."""


def _state(calls: Sequence[Call], seats: int, variante_i: bool) -> AuctionState:
    """The state after ``calls``, assumed legal."""
    standing, standing_seat, charges = None, -1, []
    for i, call in enumerate(calls):
        if call.kind != "pass":
            standing, standing_seat = call, i % seats
            if call.kind == "charge":
                charges.append(i % seats)
    n = len(calls)
    if variante_i:
        done = n >= 1
        return AuctionState(seats, 0 if done else 1, standing, standing_seat, tuple(charges), False)
    if n < seats:
        rnd = 1
    elif standing is not None or n >= 2 * seats:
        rnd = 0
    else:
        rnd = 2
    redeal = rnd == 0 and standing is None
    return AuctionState(seats, rnd, standing, standing_seat, tuple(charges), redeal)


def _as_meant(call: Call, round_: int, turned: Card | None) -> Call:
    """A prise as a player at the table means it once the turned card is known: in round 1,
    naming the turned card's suit is the prise itself; in round 2, naming no suit takes that
    suit again (analysis V-4, V-5)."""
    if turned is None or call.kind != "prise":
        return call
    if round_ == 1 and call.trump is turned.suit:
        return Call("prise")
    if round_ == 2 and call.trump is None:
        return Call("prise", turned.suit)
    return call


def _seats(players: str) -> int:
    return deal_size(players).seats


def auction_state(
    auction: Sequence[Call], players: str = "4", rules: Rules | None = None
) -> AuctionState:
    """Replay ``auction`` (refusing an illegal call) and say where it stands."""
    rules = rules or Rules()
    deal_size(players, rules)  # validates players (and Variante I's 2 players)
    seats = _seats(players)
    for i, call in enumerate(auction):
        ruling = _judge(auction[:i], call, seats, rules)
        if not ruling.legal:
            raise EngineError(
                f"call {i + 1} ({call}) is not legal ({ruling.reason.code}); "
                "the auction must list legal calls only"
            )
    return _state(auction, seats, rules.variante_i)


def check_call(
    auction: Sequence[Call],
    call: Call,
    players: str = "4",
    rules: Rules | None = None,
    *,
    turned: Card | None = None,
) -> CallRuling:
    """Whether the next seat (``len(auction) mod seats``) may make ``call``, and why.

    With the ``turned`` card known, a call means what a player at the table means by it: a
    round-1 prise naming the turned card's suit is the prise, and a round-2 prise naming no
    suit takes the turned card's (analysis V-4, V-5).

    >>> heart = Card.parse("QH")
    >>> check_call([], Call.parse("prise H"), "3", turned=heart).legal
    True
    >>> check_call([], Call.parse("prise S"), "3", turned=heart).reason.code
    'voisin_bid_round_one_other_suit'
    >>> round_two = [Call("pass")] * 3
    >>> check_call(round_two, Call.parse("prise"), "3", turned=heart).legal
    True
    """
    rules = rules or Rules()
    auction_state(auction, players, rules)
    return _judge(auction, call, _seats(players), rules, turned)


def _judge(
    auction: Sequence[Call], call: Call, seats: int, rules: Rules, turned: Card | None = None
) -> CallRuling:
    state = _state(auction, seats, rules.variante_i)
    if turned is not None and call.kind == "prise" and not rules.variante_i:
        if state.round == 1 and call.trump not in (None, turned.suit):
            assert call.trump is not None
            mode = call.trump.value
            return _no("voisin_bid_round_one_other_suit", SRC_R1, card=turned, mode=mode)
        call = _as_meant(call, state.round, turned)
    kind, trump = call.kind, call.trump
    if rules.variante_i:
        if state.round == 0:
            return _no("voisin_bid_auction_over_contract", SRC_VAR, contract=_kind(state))
        if kind == "charge" and trump is not None:
            if isinstance(trump, NoTrump) and not rules.variante_ii:
                return _no("voisin_bid_needs_variante_ii", SRC_VAR, mode=trump.value)
            return _yes("voisin_bid_variante_i_charge", SRC_VAR)
        return _no("voisin_bid_variante_i_only_charge", SRC_VAR, call=str(call))
    if state.round == 0:
        if state.redeal:
            return _no("voisin_bid_auction_over_redeal", SRC_R2)
        return _no("voisin_bid_auction_over_contract", SRC_R1, contract=_kind(state))
    if kind == "pass":
        return _yes("voisin_bid_pass", SRC_R1)
    if state.round == 2:
        if kind != "prise":
            return _no("voisin_bid_round_two_prise_only", SRC_R2, call=str(call))
        if trump is None:
            return _no("voisin_bid_round_two_name_trump", SRC_R2)
        if trump is NoTrump.TOUT_ATOUT:
            return _no("voisin_bid_round_two_no_tout_atout", SRC_VAR)
        if trump is NoTrump.SANS_ATOUT and not rules.variante_ii:
            return _no("voisin_bid_needs_variante_ii", SRC_VAR, mode=trump.value)
        return _yes("voisin_bid_round_two_prise", SRC_R2)
    # round 1
    if kind == "prise" and trump is not None:
        return _no("voisin_bid_round_one_prise_turned", SRC_R1)
    if isinstance(trump, NoTrump) and not rules.variante_ii:
        return _no("voisin_bid_needs_variante_ii", SRC_VAR, mode=trump.value)
    standing = state.standing
    if standing is not None and LADDER[kind] <= LADDER[standing.kind]:
        return _no("voisin_bid_not_higher", SRC_R1, contract=kind, standing=standing.kind)
    if kind == "prise":
        return _yes("voisin_bid_prise", SRC_R1)
    if standing is None:
        return _yes("voisin_bid_contract", SRC_R1, contract=kind)
    return _yes("voisin_bid_overcall", SRC_R1, contract=kind, standing=standing.kind)


def _yes(code: str, source: str, **params: Card | Suit | str | None) -> CallRuling:
    return CallRuling(True, Reason.of(code, source, **params))


def _no(code: str, source: str, **params: Card | Suit | str | None) -> CallRuling:
    return CallRuling(False, Reason.of(code, source, **params))


@dataclass(frozen=True)
class AuctionOutcome:
    """The result of a finished auction."""

    contract: Contract | None
    """The contract (``taker`` is a side index: the team in 2×2), or ``None``: deal anew."""
    taker_seat: int
    """The seat that called it, or -1."""
    round: int
    """The round it was called in (1 or 2), 0 when nobody took."""


def auction_outcome(
    auction: Sequence[Call],
    players: str = "4",
    rules: Rules | None = None,
    *,
    turned: Card | None = None,
) -> AuctionOutcome:
    """The contract a finished auction gives; ``turned`` names the round-1 prise's trump."""
    rules = rules or Rules()
    state = auction_state(auction, players, rules)
    if state.round != 0:
        raise EngineError("the auction is not finished")
    call = state.standing
    if call is None:
        return AuctionOutcome(None, -1, 0)
    trump = call.trump
    if trump is None:
        if turned is None:
            raise EngineError("a round-1 prise plays the turned card's suit: give the turned card")
        trump = turned.suit
    seat = state.standing_seat
    adverse, partner = _surcharge_context(call, seat, state.charges, players)
    side = seat % 2 if players == "2x2" else seat
    rnd = 1 if rules.variante_i or len(auction) <= state.seats else 2
    return AuctionOutcome(Contract(call.kind, side, trump, adverse, partner), seat, rnd)


#: Every call a player may consider, in the order ``legal_calls`` lists them.
CANDIDATE_CALLS: tuple[Call, ...] = (
    Call("pass"),
    Call("prise"),
    *(Call("prise", mode) for mode in TRUMP_MODES),
    *(Call(kind, mode) for kind in ("charge", "surcharge") for mode in TRUMP_MODES),
)


@dataclass(frozen=True)
class VoisinAuction:
    """A Voisin auction as the ``Game`` protocol sees it: frozen, each call giving a new
    state, calls in case notation. Seat 0 (the dealer's right) speaks first; nobody speaks out
    of turn. ``turned`` is the card turned up, whose suit a round-1 prise plays in."""

    players: str
    """``"2"``, ``"3"``, ``"4"`` or ``"2x2"``."""
    rules: Rules
    """The rules it is played under (Variante I and II change the calls)."""
    made: tuple[Call, ...] = ()
    """The calls made so far, seat 0 first."""
    turned: Card | None = None
    """The turned card, when known."""

    def __post_init__(self) -> None:
        deal_size(self.players, self.rules)  # validates the table (Variante I: 2 players)

    @cached_property
    def _seats(self) -> int:
        return _seats(self.players)

    @cached_property
    def _state(self) -> AuctionState:
        return _state(self.made, self._seats, self.rules.variante_i)

    @property
    def next_seat(self) -> int:
        """Who speaks next (seat 0 is the dealer's right)."""
        return len(self.made) % self._seats

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        """Each call so far with its seat."""
        return tuple((i % self._seats, str(call)) for i, call in enumerate(self.made))

    @property
    def ended(self) -> bool:
        """Over on a contract, or after everybody passed twice (the cards are dealt anew)."""
        return self._state.round == 0

    @property
    def contract(self) -> dict[str, object] | None:
        """The contract, in the ``score`` case's notation (``name``, ``taker`` as a side,
        ``trump``, ``after_adverse_charge``, ``after_partner_charge``) with ``taker_seat`` and
        the ``round`` it was called in; a round-1 prise's ``trump`` is ``None`` while the
        turned card is unknown."""
        state = self._state
        if state.round != 0 or state.standing is None:
            return None
        call, seat = state.standing, state.standing_seat
        trump: Trump | None = call.trump
        if trump is None and self.turned is not None:
            trump = self.turned.suit
        adverse, partner = _surcharge_context(call, seat, state.charges, self.players)
        return {
            "name": call.kind,
            "taker": seat % 2 if self.players == "2x2" else seat,
            "trump": trump.value if trump is not None else None,
            "after_adverse_charge": adverse,
            "after_partner_charge": partner,
            "taker_seat": seat,
            "round": 1 if self.rules.variante_i or len(self.made) <= self._seats else 2,
        }

    def ruling(self, call: str, seat: int | None = None) -> CallRuling:
        """May the seat in turn make ``call`` now? (Le Voisin has no call out of turn.)"""
        if seat is not None and seat != self.next_seat:
            raise EngineError(f"seat {seat} may not speak now: Le Voisin has no call out of turn")
        return self.judge(Call.parse(call))

    def apply(self, call: str, seat: int | None = None) -> VoisinAuction:
        """The auction after ``call`` (as meant at the table: see ``check_call``); an illegal
        call raises ``EngineError``."""
        ruling = self.ruling(call, seat)
        if not ruling.legal:
            raise EngineError(f"{call!r} is not legal now ({ruling.reason.code})")
        return self.after(Call.parse(call))

    def judge(self, call: Call) -> CallRuling:
        """May the seat in turn make ``call`` (read already) now?"""
        return _judge(self.made, call, self._seats, self.rules, self.turned)

    def after(self, call: Call) -> VoisinAuction:
        """The auction after ``call``, judged legal already (a prise is kept as meant)."""
        meant = _as_meant(call, self._state.round, self.turned)
        return replace(self, made=(*self.made, meant))

    def legal_calls(self) -> tuple[str, ...]:
        """Every call the seat in turn may make, each once in its own notation (a round-1
        prise is ``prise``, whatever suit the turned card has)."""
        return tuple(
            str(c) for c in CANDIDATE_CALLS if _judge(self.made, c, self._seats, self.rules).legal
        )


def _surcharge_context(
    call: Call, seat: int, charges: Sequence[int], players: str
) -> tuple[bool, bool]:
    """Whether a surcharge follows an opponent's charge, and whether it follows the
    partner's (2×2)."""
    adverse = partner = False
    if call.kind == "surcharge":
        for other in charges:
            if other == seat:
                continue
            if players == "2x2" and other % 2 == seat % 2:
                partner = True
            else:
                adverse = True
    return adverse, partner


# --- The exchange of the turned card ----------------------------------------------------------


@dataclass(frozen=True)
class ExchangeRuling:
    """Whether the taker exchanges the turned card, and which cards he may put back."""

    happens: bool
    """Whether the taker picks up the turned card."""
    allowed: tuple[Card, ...]
    """The cards of his hand he may put in its place (never a trump)."""
    reason: Reason
    """Why."""


def exchange_options(hand: Sequence[Card], turned: Card, trump: Trump) -> ExchangeRuling:
    """The exchange for a contract at ``trump`` (000 §CONTRAT, §CHARGE ET SURCHARGE).

    The taker picks up the turned card only if the contract is played in its suit (always for
    the round-1 prise); he puts back a card that is not a trump (analysis V-3). Tout atout and
    sans atout never exchange (000 §VARIANTES).
    """
    if isinstance(trump, NoTrump):
        return ExchangeRuling(
            False, (), Reason.of("voisin_exchange_never_ta_sa", SRC_VAR, mode=trump.value)
        )
    if trump is not turned.suit:
        return ExchangeRuling(
            False,
            (),
            Reason.of("voisin_exchange_other_suit", SRC_EXCHANGE, card=turned, trump=trump),
        )
    allowed = tuple(c for c in hand if c.suit is not trump)
    if not allowed:
        return ExchangeRuling(
            False,
            (),
            Reason.of("voisin_exchange_only_trumps", SRC_EXCHANGE, card=turned, trump=trump),
        )
    return ExchangeRuling(
        True,
        allowed,
        Reason.of("voisin_exchange_no_trump_back", SRC_EXCHANGE, card=turned, trump=trump),
    )


def check_exchange(hand: Sequence[Card], turned: Card, trump: Trump, card: Card) -> Reason | None:
    """Why ``card`` may not be put back in place of the turned card, or ``None`` if it may."""
    if card not in hand:
        raise EngineError(f"{card} is not in the taker's hand")
    ruling = exchange_options(hand, turned, trump)
    if not ruling.happens:
        return ruling.reason
    if card.suit is trump:
        return Reason.of("voisin_exchange_refuse_trump", SRC_EXCHANGE, card=card, trump=trump)
    return None


def _kind(state: AuctionState) -> str:
    return state.standing.kind if state.standing is not None else "pass"


#: Every reason code of the auction and the exchange.
AUCTION_REASON_CODES: tuple[str, ...] = (
    "voisin_bid_pass",
    "voisin_bid_prise",
    "voisin_bid_contract",
    "voisin_bid_overcall",
    "voisin_bid_not_higher",
    "voisin_bid_round_one_prise_turned",
    "voisin_bid_round_one_other_suit",
    "voisin_bid_round_two_prise_only",
    "voisin_bid_round_two_name_trump",
    "voisin_bid_round_two_no_tout_atout",
    "voisin_bid_round_two_prise",
    "voisin_bid_needs_variante_ii",
    "voisin_bid_variante_i_charge",
    "voisin_bid_variante_i_only_charge",
    "voisin_bid_auction_over_contract",
    "voisin_bid_auction_over_redeal",
    "voisin_exchange_never_ta_sa",
    "voisin_exchange_other_suit",
    "voisin_exchange_only_trumps",
    "voisin_exchange_no_trump_back",
    "voisin_exchange_refuse_trump",
)
