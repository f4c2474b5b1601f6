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

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..cards import DECK_NEUROTRIO, AnyCard, NeuroCard
from ..deals import History, Phase, TableCards, TableDeal
from ..errors import EngineError
from ..results import ScoreSheet
from ..tricks import PlayRuling, Reason, Tricks, Verdict
from .auction import Auction, AuctionView, Call, Contract, apply_call, check_call, start
from .order import CARD_INDEX, LADDER_POSITION, STRENGTH_TABLE, SUIT_TABLE, Attribute
from .play import legal_plays, trick_winner
from .rules import Rules
from .scoring import DEAL_SIZES, score_deal

SOURCE_DISCARD = "001 §Enchères (the chien); interpretation neurotrio-discard"


@dataclass(frozen=True)
class NeurotrioDeal(TableDeal[Rules, NeuroCard, Call]):
    """A manche of Neurotrio in progress (``deals.TableDeal``)."""

    chien: tuple[NeuroCard, ...]
    """The chien, face up during the auction."""
    auction: Auction
    """The game's auction, seats numbered from the dealer's left."""
    taker: int | None = None
    """The taker's table seat, once the auction is over."""
    discarded: tuple[NeuroCard, ...] = ()
    """The taker's discards so far."""

    game = "neurotrio"
    deck = DECK_NEUROTRIO
    SOURCE_EXCHANGE = SOURCE_DISCARD
    SOURCE_REDEAL = "001 §Enchères; analysis N-6"
    SOURCE_SCORED = "001 §Décompte des points"

    # --- where the deal stands ------------------------------------------------------------

    def _phase(self) -> Phase:
        if not self.auction.over:
            return Phase.AUCTION
        return Phase.OVER if self.taker is None else Phase.EXCHANGE

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

    def _held(self) -> tuple[tuple[NeuroCard, ...], ...]:
        """The taker's hand is the chien's and his own, less his discards."""
        if self.taker is None:
            return self.dealt
        held = list(self.dealt[self.taker]) + list(self.chien)
        for card in self.discarded:
            held.remove(card)
        hands = list(self.dealt)
        hands[self.taker] = DECK_NEUROTRIO.in_order(held)
        return tuple(hands)

    def table_cards(self, seat: int) -> tuple[TableCards, ...]:
        """The chien, face up until the taker takes it (analysis §2.2)."""
        if self.taker is None:
            return (TableCards("chien", self.chien),)
        return ()

    # --- the auction and the discard ------------------------------------------------------

    def _speaker(self) -> int:
        return self._table(self.auction.next_seat)

    def _legal_calls(self, seat: int) -> Iterable[str]:
        return AuctionView(self.auction, self.rules).legal_calls()

    def _read_call(self, text: str) -> Call:
        return Call.parse(text)

    def _call_refusal(self, call: Call, seat: int) -> Reason | None:
        ruling = check_call(self.auction, call, self.rules)
        return None if ruling.legal else ruling.reason

    def _called(self, call: Call, seat: int, history: History) -> NeurotrioDeal:
        auction = apply_call(self.auction, call, self.rules)
        contract = auction.contract
        taker = None if contract is None or contract.taker is None else self._table(contract.taker)
        return self._evolve(auction=auction, taker=taker, history=history)

    def _exchanger(self) -> int | None:
        return self.taker

    def _legal_exchanges(self, seat: int) -> Iterable[NeuroCard]:
        return self._held()[seat]  # any card may be discarded (interpretation neurotrio-discard)

    def _exchanged(self, card: NeuroCard, seat: int, history: History) -> NeurotrioDeal:
        after = self._evolve(discarded=(*self.discarded, card), history=history)
        if len(after.discarded) < len(self.chien):
            return after
        return after._evolve(play=Tricks(self.seats, after._held(), seat))

    def _exchange_reason(self) -> Reason:
        """The taker has taken the chien and discards as many cards, any he likes."""
        left = len(self.chien) - len(self.discarded)
        return Reason.of("neurotrio_table_discard", SOURCE_DISCARD, count=left)

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

    # --- the end --------------------------------------------------------------------------

    def _contracted(self) -> bool:
        return self.taker is not None

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

    def _deal_entry(self, question: Mapping[str, Any]) -> Mapping[str, Any]:
        """The manche with its taker, whom the ``score`` case does not need."""
        return {
            "kind": "deal",
            "taker": self.taker,
            "contract": question["contract"],
            "result": question["result"],
        }

    # --- case-file questions --------------------------------------------------------------

    def _case_table(self) -> Mapping[str, Any]:
        return {"players": self.seats}

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
    # one card at a time from the dealer's left, the last ones making the chien (analysis §2.2)
    hands, chien = NeurotrioDeal.deal(order, dealer, count, (1,) * DEAL_SIZES[count].hand)
    dealt = tuple(DECK_NEUROTRIO.in_order(h) for h in hands)
    return NeurotrioDeal(rules, str(count), dealer, dealt, chien, start(count))


def card_keys(card: NeuroCard, trump_position: int) -> tuple[int, int]:
    """The card's suit (as a ladder position) and strength under a trump (engine tables)."""
    index = CARD_INDEX[card]
    return SUIT_TABLE[trump_position][index], STRENGTH_TABLE[trump_position][index]


#: Reason codes this module emits.
FULLDEAL_REASON_CODES = ("neurotrio_table_discard",)

__all__ = ["FULLDEAL_REASON_CODES", "LADDER_POSITION", "NeurotrioDeal", "card_keys", "start_deal"]
