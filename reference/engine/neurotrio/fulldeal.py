"""A whole manche of Neurotrio at a table, seat by seat (seed 001, every section).

* The deal (001 §Mise en place; analysis §2.2): the 54 cards shared between the players and a
  chien lying face up (3, 2 or 4 cards). The document gives no packets: the cards go one at a
  time from the dealer's left, clockwise, and the last ones make the chien.
* The auction (001 §Enchères): the game's own ``Auction``: bids on the bridge-style ladder,
  passes, the contre, no surcontre; everybody passing: dealt again (analysis N-6).
* The taker's discard (001 §Enchères; interpretation neurotrio-discard): he takes the chien
  and discards as many cards, any he likes, one by one.
* The play (001 §Le jeu de la carte): the game's ``legal_plays`` and ``trick_winner``; the
  taker leads the first trick.
* The score (001 §Décompte des points): ``score_deal`` on the taker's tricks.

Seats are the table's (``deals.py``): the dealer's left first, clockwise.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..cards import DECK_NEUROTRIO, AnyCard, NeuroCard
from ..deals import (
    Action,
    Event,
    Phase,
    PlayedAtTable,
    TableCards,
    Tricks,
    card_actions,
    card_refusal,
    check_order,
    checked,
    first_seat,
    screen,
    seat_in_turn,
)
from ..errors import EngineError
from ..results import ScoreSheet
from ..tricks import PlayRuling, Reason, Verdict
from .auction import Auction, AuctionView, Call, Contract, apply_call, check_call, start
from .order import CARD_INDEX, LADDER_POSITION, STRENGTH_TABLE, SUIT_TABLE, Attribute
from .play import legal_plays, trick_winner
from .rules import Rules
from .scoring import DEAL_SIZES, score_deal

SOURCE_DISCARD = "001 §Enchères (the chien); interpretation neurotrio-discard"
SOURCE_REDEAL = "001 §Enchères; analysis N-6"
SOURCE_SCORED = "001 §Décompte des points"


def sort_hand(hand: Sequence[NeuroCard]) -> tuple[NeuroCard, ...]:
    """A hand in the deck's order (background, nature, force)."""
    return tuple(sorted(hand, key=DECK_NEUROTRIO.cards.index))


def deal_order(
    order: Sequence[AnyCard], dealer: int, players: int
) -> tuple[tuple[tuple[NeuroCard, ...], ...], tuple[NeuroCard, ...]]:
    """The hands (table seats) and the chien dealt from the shuffled ``order``."""
    cards = [c for c in check_order(DECK_NEUROTRIO, order) if isinstance(c, NeuroCard)]
    size = DEAL_SIZES[players]
    first = first_seat(dealer, players)
    hands: list[list[NeuroCard]] = [[] for _ in range(players)]
    for n in range(size.hand * players):
        hands[(first + n) % players].append(cards[n])
    return tuple(sort_hand(h) for h in hands), tuple(cards[size.hand * players :])


@dataclass(frozen=True)
class NeurotrioDeal(PlayedAtTable):
    """A manche of Neurotrio in progress (``deals.DealState``)."""

    rules: Rules
    """The rules in force."""
    dealer: int
    """The dealer's table seat."""
    dealt: tuple[tuple[NeuroCard, ...], ...]
    """Each seat's cards as dealt."""
    chien: tuple[NeuroCard, ...]
    """The chien, face up during the auction."""
    auction: Auction
    """The game's auction, seats numbered from the dealer's left."""
    taker: int | None = None
    """The taker's table seat, once the auction is over."""
    discarded: tuple[NeuroCard, ...] = ()
    """The taker's discards so far."""
    play: Tricks | None = None
    """The card play."""
    history: tuple[tuple[int, Action], ...] = ()
    """Every action so far, with its table seat."""
    events: tuple[Event, ...] = ()
    """Nothing is announced at Neurotrio."""

    game = "neurotrio"

    @property
    def seats(self) -> int:
        """Players at the table."""
        return len(self.dealt)

    @property
    def players(self) -> str:
        """The table: ``"3"``, ``"4"`` or ``"5"``."""
        return str(self.seats)

    @property
    def first(self) -> int:
        """The dealer's left: the auction's seat 0."""
        return first_seat(self.dealer, self.seats)

    def _table(self, relative: int) -> int:
        return (relative + self.first) % self.seats

    # --- where the deal stands ------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """Auction, the taker's discard, play, or over."""
        if not self.auction.over:
            return Phase.AUCTION
        if self.taker is None:
            return Phase.OVER
        if self.play is None:
            return Phase.EXCHANGE
        return Phase.OVER if self.play.over else Phase.PLAY

    @property
    def to_act(self) -> int | None:
        """The seat in turn."""
        return seat_in_turn(
            self.phase, lambda: self._table(self.auction.next_seat), self.taker, self.play
        )

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        """Each call with its table seat."""
        return tuple(
            (self._table(i % self.seats), str(c)) for i, c in enumerate(self.auction.calls)
        )

    @property
    def table_contract(self) -> Contract | None:
        """The contract with its taker's table seat."""
        contract = self.auction.contract
        if contract is None or self.taker is None:
            return None
        return replace(contract, taker=self.taker)

    @property
    def contract(self) -> Mapping[str, Any] | None:
        """``{"level", "attribute", "contre", "taker"}``, the taker's table seat."""
        contract = self.table_contract
        return contract.to_json() if contract is not None else None

    @property
    def trump(self) -> str | None:
        """The trump attribute's code once the auction is over."""
        contract = self.table_contract
        return contract.attribute.value if contract is not None else None

    @property
    def tricks(self) -> Tricks:
        """The card play (the hands as held, before it starts)."""
        if self.play is not None:
            return self.play
        hands = list(self.dealt)
        if self.taker is not None:
            hands[self.taker] = self._taker_hand()
        return Tricks(self.seats, tuple(hands), self.taker if self.taker is not None else 0)

    def _taker_hand(self) -> tuple[NeuroCard, ...]:
        assert self.taker is not None
        held = list(self.dealt[self.taker]) + list(self.chien)
        for card in self.discarded:
            held.remove(card)
        return sort_hand(held)

    def table_cards(self, seat: int) -> tuple[TableCards, ...]:
        """The chien, face up until the taker takes it (analysis §2.2)."""
        if self.taker is None:
            return (TableCards("chien", self.chien),)
        return ()

    # --- actions --------------------------------------------------------------------------

    def _view(self) -> AuctionView:
        return AuctionView(self.auction, self.rules)

    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        """The calls, the cards the taker may discard, or the cards ``seat`` may play."""
        turn = self.to_act
        if turn is None or (seat is not None and seat != turn):
            return ()
        phase = self.phase
        if phase is Phase.AUCTION:
            return tuple(Action("call", c) for c in self._view().legal_calls())
        if phase is Phase.EXCHANGE:
            return tuple(Action("exchange", str(c)) for c in dict.fromkeys(self.hand(turn)))
        return card_actions(self, turn)

    def refusal(self, action: Action, seat: int | None = None) -> Reason | None:
        """The rule ``action`` breaks (unreadable notation raises ``EngineError``)."""
        return screen(self, action, seat) or self._refusal(action)

    def _refusal(self, action: Action) -> Reason | None:
        """The rule an action of the seat in turn, of the kind its phase expects, breaks."""
        seat = self.to_act
        assert seat is not None
        phase = self.phase
        if phase is Phase.AUCTION:
            ruling = check_call(self.auction, Call.parse(action.value), self.rules)
            return None if ruling.legal else ruling.reason
        card = DECK_NEUROTRIO.parse(action.value)
        if phase is Phase.EXCHANGE:
            if card not in self.hand(seat):
                return Reason.of("table_card_not_held", SOURCE_DISCARD, card=card)
            return None  # any card may be discarded (interpretation neurotrio-discard)
        return card_refusal(self.tricks, seat, card, self._ruling)

    def apply(self, action: Action, seat: int | None = None) -> NeurotrioDeal:
        """The deal after ``action``."""
        seat, history = checked(self, action, seat)
        phase = self.phase
        if phase is Phase.AUCTION:
            auction = apply_call(self.auction, Call.parse(action.value), self.rules)
            contract = auction.contract
            taker = (
                None if contract is None or contract.taker is None else self._table(contract.taker)
            )
            return replace(self, auction=auction, taker=taker, history=history)
        card = DECK_NEUROTRIO.parse(action.value)
        assert isinstance(card, NeuroCard)
        if phase is Phase.EXCHANGE:
            after = replace(self, discarded=(*self.discarded, card), history=history)
            if len(after.discarded) < len(self.chien):
                return after
            assert after.taker is not None
            return replace(after, play=Tricks(self.seats, after.tricks.hands, after.taker))
        assert self.play is not None
        return replace(self, play=self.play.play(card, self.seats, self._judge), history=history)

    # --- the play -------------------------------------------------------------------------

    @property
    def attribute(self) -> Attribute:
        """The trump attribute (during the discard and the play)."""
        contract = self.table_contract
        assert contract is not None
        return contract.attribute

    def _judge(self, cards: tuple[AnyCard, ...]) -> Verdict:
        return trick_winner(cards, self.attribute)

    def _ruling(self, seat: int) -> PlayRuling:
        play = self.tricks
        return legal_plays(play.hands[seat], play.trick_cards, self.attribute)

    def exchange_prompt(self) -> Reason | None:
        """The taker has taken the chien and discards as many cards, any he likes."""
        if self.phase is not Phase.EXCHANGE:
            return None
        left = len(self.chien) - len(self.discarded)
        return Reason.of("neurotrio_table_discard", SOURCE_DISCARD, count=left)

    # --- the end --------------------------------------------------------------------------

    def outcome(self) -> Reason | None:
        """Dealt again (everybody passed), or scored."""
        if self.phase is not Phase.OVER:
            return None
        if self.taker is None:
            return Reason.of("table_thrown_in", SOURCE_REDEAL)
        return Reason.of("table_scored", SOURCE_SCORED)

    def _taker_tricks(self) -> int | None:
        if self.phase is not Phase.OVER or self.play is None or self.taker is None:
            return None
        return self.play.won(self.taker)

    def score(self) -> ScoreSheet | None:
        """The engine's score sheet, once played."""
        contract, tricks = self.table_contract, self._taker_tricks()
        if contract is None or tricks is None:
            return None
        return score_deal(contract, tricks, self.seats, self.rules)

    def sheet_entry(self) -> Mapping[str, Any] | None:
        """The score pad's entry (``neurotrio.match``): the manche, or a redeal."""
        if self.phase is not Phase.OVER:
            return None
        question = self.score_question()
        if question is None:
            return {"kind": "redeal"}
        return {
            "kind": "deal",
            "taker": self.taker,
            "contract": question["contract"],
            "result": question["result"],
        }

    # --- case-file questions --------------------------------------------------------------

    def call_question(self, call: str, seat: int) -> Mapping[str, Any]:
        """The ``bid`` case of ``call`` now."""
        return {
            "players": self.seats,
            "auction": [str(c) for c in self.auction.calls],
            "call": call,
        }

    def position(self, seat: int) -> Mapping[str, Any] | None:
        """The ``legal_plays`` case of ``seat`` about to play."""
        if self.play_ruling(seat) is None:
            return None
        return {
            "players": self.seats,
            "trump": self.attribute.value,
            "trick": [str(c) for c in self.tricks.trick_cards],
            "hand": [str(c) for c in self.hand(seat)],
        }

    def trick_question(self, index: int) -> Mapping[str, Any]:
        """The ``trick_winner`` case of trick ``index``."""
        record = self.tricks.done[index]
        return {
            "players": self.seats,
            "trump": self.attribute.value,
            "trick": [str(c) for c in record.cards],
        }

    def score_question(self) -> Mapping[str, Any] | None:
        """The ``score`` case of the manche, once played."""
        contract, tricks = self.table_contract, self._taker_tricks()
        if contract is None or tricks is None:
            return None
        data = contract.to_json()
        data.pop("taker", None)
        return {"players": self.seats, "contract": data, "result": {"tricks": tricks}}


def start_deal(
    rules: Rules, players: str | None, dealer: int, order: Sequence[AnyCard]
) -> NeurotrioDeal:
    """A new manche at a table: hands and chien dealt from ``order``."""
    count = int(players) if isinstance(players, str) and players.isdigit() else 0
    if count not in DEAL_SIZES:
        raise EngineError(f"Neurotrio is played by 3, 4 or 5 players, not {players!r}")
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < count:
        raise EngineError(f"the dealer is a seat from 0 to {count - 1}, not {dealer!r}")
    hands, chien = deal_order(order, dealer, count)
    return NeurotrioDeal(rules, dealer, hands, chien, start(count))


def card_keys(card: NeuroCard, trump_position: int) -> tuple[int, int]:
    """The card's suit (as a ladder position) and strength under a trump (engine tables)."""
    index = CARD_INDEX[card]
    return SUIT_TABLE[trump_position][index], STRENGTH_TABLE[trump_position][index]


#: Reason codes this module emits.
FULLDEAL_REASON_CODES = ("neurotrio_table_discard",)

__all__ = ["FULLDEAL_REASON_CODES", "LADDER_POSITION", "NeurotrioDeal", "card_keys", "start_deal"]
