"""A whole deal of Le Voisin at a table, seat by seat (seed 000, every section).

* The deal (000 §DISTRIBUTION DES CARTES): packets of three, then two, from the dealer's right
  counter-clockwise, the dealer last (``PACKETS``); the talon's last card is turned. Variante I
  (000 §VARIANTES): sixteen cards each, the last eight dealt lying face up, no talon.
* The auction (000 §CONTRAT, §CHARGE ET SURCHARGE, §VARIANTES): the game's ``VoisinAuction``;
  all passing twice, the cards are dealt anew.
* The exchange (000 §CONTRAT; analysis V-3): a contract played in the turned card's suit gives
  it to the taker, who puts back a card that is not a trump (``exchange_options``).
* The announcements (000 §ANNONCES): every hand as held at the first trick is declared and
  settled (``detect_announcements``, ``resolve_announcements``); a carré de Dames voids the
  deal (analysis V-23).
* The play (000 §PLIS): the game's ``legal_plays`` and ``trick_winner``; the dealer's right
  leads (or the taker, ``first_leader``); a surcharge stops at the first trick a non-taker wins
  (000 §CHUTE).
* The score (000 §DÉCOMPTE DES POINTS): ``score_deal`` on the tricks' result.

Seats are the table's (``deals.py``), numbered like the document's players: the dealer's right
first, counter-clockwise; in 2×2 the team 0 is seats 0 and 2.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cached_property
from typing import Any

from ..cards import DECK_32, AnyCard, Card
from ..deals import Event, History, Phase, TableCards, TableDeal
from ..errors import EngineError
from ..results import ScoreSheet
from ..tricks import PlayRuling, Reason, Tricks, Verdict, json_value
from .announcements import Resolution, detect_announcements, resolve_announcements, side_of
from .auction import (
    Call,
    ExchangeRuling,
    VoisinAuction,
    auction_outcome,
    check_exchange,
    exchange_options,
)
from .contracts import Contract, deal_size
from .play import legal_plays, trick_winner
from .rules import Rules
from .scoring import DealResult, score_deal
from .table import Trump, card_points

SOURCE_DAMES = "000 §ANNONCES (carré de Dames); analysis V-23"


def packets(hand: int) -> tuple[int, ...]:
    """Packets of three, then two, that make up a hand (000: "par deux ou trois cartes").

    >>> packets(7), packets(9), packets(13), packets(16)
    ((3, 2, 2), (3, 3, 3), (3, 3, 3, 2, 2), (3, 3, 3, 3, 2, 2))
    """
    for threes in range(hand // 3, -1, -1):
        rest = hand - 3 * threes
        if rest % 2 == 0:
            return (3,) * threes + (2,) * (rest // 2)
    raise EngineError(f"a hand of {hand} cards cannot be dealt in twos and threes")


@dataclass(frozen=True)
class VoisinDeal(TableDeal[Rules, Card, Call]):
    """A deal of Le Voisin in progress (``deals.TableDeal``)."""

    talon: tuple[Card, ...]
    """The cards left over, the turned card last (none under Variante I)."""
    face_up: tuple[tuple[Card, ...], ...]
    """Variante I: the cards each hand shows face up."""
    auction: VoisinAuction
    """The game's auction, seats numbered from the dealer's right."""
    contract_made: Contract | None = None
    """The contract, its taker as a table side, once the auction is over."""
    taker: int | None = None
    """The taker's table seat."""
    put_back: Card | None = None
    """The card the taker put back in place of the turned card."""
    resolution: Resolution | None = None
    """The announcements, settled at the first trick."""

    game = "voisin"
    deck = DECK_32
    SOURCE_EXCHANGE = "000 §DISTRIBUTION DES CARTES"
    SOURCE_REDEAL = "000 §CHARGE ET SURCHARGE (second round); analysis V-5"
    SOURCE_SCORED = "000 §DÉCOMPTE DES POINTS"

    def _side(self, seat: int) -> int:
        return side_of(seat, self.players)

    @property
    def turned(self) -> Card | None:
        """The card turned up to propose the trump."""
        return self.talon[-1] if self.talon else None

    # --- where the deal stands ------------------------------------------------------------

    def _phase(self) -> Phase:
        if self.contract_made is None:
            return Phase.OVER if self.auction.ended else Phase.AUCTION
        return Phase.OVER if self.resolution is not None else Phase.EXCHANGE  # a carré de Dames

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        """Each call with its table seat."""
        return tuple((self._table(s), c) for s, c in self.auction.calls)

    @property
    def contract(self) -> Mapping[str, Any] | None:
        """The contract in the ``score`` case's notation, with ``taker_seat``."""
        if self.contract_made is None:
            return None
        return {**self.contract_made.to_json(), "taker_seat": self.taker}

    @property
    def trump(self) -> str | None:
        """The trump mode's code once the contract is known."""
        return self.contract_made.trump.value if self.contract_made else None

    def _held(self) -> tuple[tuple[Card, ...], ...]:
        """The taker's hand holds the turned card in place of the card he put back."""
        if self.put_back is None or self.taker is None or self.turned is None:
            return self.dealt
        hand = [c for c in self.dealt[self.taker] if c != self.put_back] + [self.turned]
        taker_hand = DECK_32.in_order(hand)
        return tuple(taker_hand if s == self.taker else h for s, h in enumerate(self.dealt))

    def table_cards(self, seat: int) -> tuple[TableCards, ...]:
        """The turned card while it lies on the talon; under Variante I, the face-up cards
        still held by the others (all of them for ``seat = -1``)."""
        shown: list[TableCards] = []
        if self.turned is not None and self.put_back is None:
            shown.append(TableCards("turned", (self.turned,)))
        for other, cards in enumerate(self.face_up):
            held = tuple(c for c in cards if c in self.hand(other))
            if held and other != seat:
                shown.append(TableCards("face_up", held, other))
        return tuple(shown)

    # --- the auction and the exchange -----------------------------------------------------

    def _speaker(self) -> int:
        return self._table(self.auction.next_seat)

    def _legal_calls(self, seat: int) -> Iterable[str]:
        return self.auction.legal_calls()

    def _read_call(self, text: str) -> Call:
        return Call.parse(text)

    def _call_refusal(self, call: Call, seat: int) -> Reason | None:
        ruling = self.auction.judge(call)
        return None if ruling.legal else ruling.reason

    def _called(self, call: Call, seat: int, history: History) -> VoisinDeal:
        after = self._evolve(auction=self.auction.after(call), history=history)
        return after._auction_over() if after.auction.ended else after

    def _auction_over(self) -> VoisinDeal:
        outcome = auction_outcome(self.auction.made, self.players, self.rules, turned=self.turned)
        if outcome.contract is None:
            return self  # everybody passed twice: dealt anew
        taker = self._table(outcome.taker_seat)
        contract = replace(outcome.contract, taker=self._side(taker))
        after = self._evolve(contract_made=contract, taker=taker)
        exchange = after._exchange_ruling()
        return after if exchange is not None and exchange.happens else after._announce()

    @property
    def _trump(self) -> Trump:
        assert self.contract_made is not None
        return self.contract_made.trump

    def _exchange_ruling(self) -> ExchangeRuling | None:
        """The exchange of the turned card, once the contract is known (none without a
        turned card, under Variante I)."""
        if self.turned is None or self.taker is None or self.contract_made is None:
            return None
        return exchange_options(self.dealt[self.taker], self.turned, self._trump)

    def _announce(self) -> VoisinDeal:
        """Announcements at the first trick (000 §ANNONCES): declared and settled; a carré de
        Dames voids the deal, else the play begins."""
        hands = self._held()
        taken = self.turned if self.put_back is not None else None
        declared = [
            detect_announcements(
                [c for c in hand if isinstance(c, Card)],
                self._trump,
                taken=taken if seat == self.taker else None,
            )
            for seat, hand in enumerate(hands)
        ]
        resolution = resolve_announcements(
            declared, self._trump, players=self.players, rules=self.rules
        )
        events = tuple(Event(0, r.seat, r.reason) for r in resolution.rulings)
        after = self._evolve(resolution=resolution, events=events)
        if resolution.void_deal:
            return after
        leader = self.taker if self.rules.first_leader == "taker" else self.first
        assert leader is not None
        return after._evolve(play=Tricks(self.seats, hands, leader))

    def _exchanger(self) -> int | None:
        return self.taker

    def _legal_exchanges(self, seat: int) -> Iterable[Card]:
        exchange = self._exchange_ruling()
        return exchange.allowed if exchange is not None else ()

    def _exchange_refusal(self, card: Card, seat: int) -> Reason | None:
        assert self.turned is not None
        return check_exchange(self.dealt[seat], self.turned, self._trump, card)

    def _exchanged(self, card: Card, seat: int, history: History) -> VoisinDeal:
        return self._evolve(put_back=card, history=history)._announce()

    def _exchange_reason(self) -> Reason | None:
        """The taker picks up the turned card and puts back one that is not a trump."""
        ruling = self._exchange_ruling()
        return ruling.reason if ruling is not None else None

    # --- the play -------------------------------------------------------------------------

    def _judge(self, cards: tuple[AnyCard, ...]) -> Verdict:
        return trick_winner([c for c in cards if isinstance(c, Card)], self._trump, self.rules)

    def _ruling(self, seat: int) -> PlayRuling:
        play = self.tricks
        return legal_plays(
            [c for c in play.hands[seat] if isinstance(c, Card)],
            [c for c in play.trick_cards if isinstance(c, Card)],
            self._trump,
            self.rules,
            self.players,
        )

    def _played(self, play: Tricks, card: Card, seat: int, history: History) -> VoisinDeal:
        contract = self.contract_made
        if (
            contract is not None
            and contract.name == "surcharge"
            and len(play.done) > len(self.tricks.done)
            and self._side(play.done[-1].winner_seat) != contract.taker
        ):
            play = play.stop()  # 000 §CHUTE: the surcharge stops at the first trick lost
        return self._evolve(play=play, history=history)

    # --- the end --------------------------------------------------------------------------

    def _contracted(self) -> bool:
        return self.contract_made is not None

    def _voided(self) -> Reason | None:
        """A carré de Dames dealt voids the deal (000 §ANNONCES)."""
        return Reason.of("voisin_table_carre_de_dames", SOURCE_DAMES) if self.play is None else None

    @cached_property
    def result(self) -> DealResult | None:
        """The deal's result per side, once played."""
        contract, play, resolution = self.contract_made, self.play, self.resolution
        if self.phase is not Phase.OVER or contract is None or play is None or resolution is None:
            return None
        sides = 2 if self.players == "2x2" else self.seats
        points = [Fraction(0)] * sides
        tricks = [0] * sides
        by_seat = [0] * self.seats
        lost: int | None = None
        for record in play.done:
            side = self._side(record.winner_seat)
            points[side] += card_points(
                [c for c in record.cards if isinstance(c, Card)], self._trump
            )
            tricks[side] += 1
            by_seat[record.winner_seat] += 1
            if contract.name == "surcharge" and side != contract.taker and lost is None:
                lost = side
        announcements, couples = resolution.by_side(self.players)
        return DealResult(
            tuple(int(p) if p.denominator == 1 else p for p in points),
            tuple(tricks),
            announcements,
            couples,
            lost,
            tuple(by_seat) if self.players == "2x2" else None,
        )

    def score(self) -> ScoreSheet | None:
        """The engine's score sheet, the announcements' settlement first."""
        contract, result = self.contract_made, self.result
        if contract is None or result is None or self.resolution is None:
            return None
        scored = score_deal(self.players, contract, result, self.rules, taker_seat=self.taker or 0)
        return scored.sheet(tuple(r.reason for r in self.resolution.rulings))

    def _redeal_entry(self) -> Mapping[str, Any]:
        """A redeal, and why: everybody passed, or a carré de Dames."""
        why = "carre_de_dames" if self.contract_made is not None else "all_pass"
        return {"kind": "redeal", "why": why}

    # --- case-file questions --------------------------------------------------------------

    def _case_table(self) -> Mapping[str, Any]:
        return {"players": self.players}

    def score_question(self) -> Mapping[str, Any] | None:
        """The ``score`` case of the deal, once played."""
        contract, result = self.contract_made, self.result
        if contract is None or result is None:
            return None
        data: dict[str, Any] = {
            "points": [json_value(p) for p in result.points],
            "tricks": list(result.tricks),
            "announcements": list(result.announcements),
            "couples": list(result.couples),
            "first_trick_lost_to": result.first_trick_lost_to,
        }
        if result.tricks_by_seat is not None:
            data["tricks_by_seat"] = list(result.tricks_by_seat)
        return {
            "players": self.players,
            "contract": {**contract.to_json(), "taker_seat": self.taker},
            "result": data,
        }


def start_deal(
    rules: Rules, players: str | None, dealer: int, order: Sequence[AnyCard]
) -> VoisinDeal:
    """A new deal at a table: hands, talon and turned card dealt from ``order``."""
    if players is None:
        players = "2" if rules.variante_i else "4"
    size = deal_size(players, rules)
    hands, talon = VoisinDeal.deal(order, dealer, size.seats, packets(size.hand))
    face_up = tuple(tuple(h[size.hand // 2 :]) if not size.talon else () for h in hands)
    dealt = tuple(DECK_32.in_order(h) for h in hands)
    turned = talon[-1] if talon else None
    auction = VoisinAuction(players, rules, turned=turned)
    return VoisinDeal(rules, players, dealer, dealt, talon, face_up, auction)


#: Reason codes this module emits.
FULLDEAL_REASON_CODES = ("voisin_table_carre_de_dames",)
