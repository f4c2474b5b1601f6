"""A whole deal of whist at a table, seat by seat, under either document (seeds 002, 003).

* The deal (002 §1, 003 §Distribution des cartes): 13 cards each in the packets of
  ``deal_pattern``, from the dealer's left, clockwise.
* The trou (002 §2, 003 §Début du jeu; ``trou.py``): a hand holding three aces must announce
  it (the table refuses a pass: the Règlement would void the deal), four aces may (002's trou
  royal). The auction follows (à la couleur, the trou stands as a couleur that a higher
  contract outbids, ``couleur_trou_auction``; without an auction, ``none``, the trou is played
  at once); à la couleur's boucheur then shows a card, whose suit is trump.
* The auction (002 §2-§3, 003 §Début du jeu): the game's own ``Auction``, judging each call
  on the caller's hand; without a contract the Règlement plays the Dames game and à la
  couleur deals again.
* The petite misère's discard (002 §4, 003 §Valeur des contrats): every player puts one card
  aside face down before the first trick, from the dealer's left.
* The play (002 §4, 003 §Distribution des cartes): the game's ``legal_plays`` and
  ``trick_winner`` with the contract's play context (the trou's first trick, the Dames game);
  the lead and the open hand are the contract's (``contract_spec``); in the silent trou the
  fourth ace names trump when it falls.
* The score (002 §5 table, 003 §Valeur des contrats): ``score_deal`` or ``score_dames``.

Left out: the rabrouche (002 §4), which the next dealer may choose to deal after a trou; the
table always deals the usual way. And a third player may not join a misère or a piccolo: the
documents score those games only « à deux », so three or four players each playing for
himself could not be scored (analysis W2-13 calls it a configuration error); the table
refuses that join with this reason, as the engine's random deals never make it.

Seats are the table's (``deals.py``): the dealer's left first, clockwise.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from ..cards import DECK_52, AnyCard, Card, Rank, Suit
from ..deals import Event, History, Phase, TableCards, TableDeal, first_seat
from ..errors import EngineError
from ..results import ScoreSheet
from ..tricks import PlayRuling, Reason, Tricks, Verdict
from .auction import Auction, legal_calls
from .bidding import Outcome
from .calls import Call, notation, parse_call
from .contracts import BOUCHEUR, DECLARER, PARTNERSHIP, ContractSpec, contract_spec
from .dames import score_dames
from .deal import joins_crowded
from .play import NORMAL, PlayContext, legal_plays, trick_winner
from .rules import Rules
from .scoring import Contract, score_deal
from .trou import Trou, find_trou_unchecked

SEATS = 4
SRC_TROU = "002 §2 Les annonces (trou); 003 §Début du jeu"
SRC_SHOW = "003 §Début du jeu (the boucheur shows a card)"
SRC_DISCARD = "002 §4 (petite misère); 003 §Valeur des contrats"
SRC_CROWDED = "002 §2 (emballer une misère ou un piccolo); score table (à deux); analysis W2-13"


class Said(NamedTuple):
    """A call as the table reads it: its text, and the auction's call (``None`` in the trou
    round, which is answered with ``trou`` or ``pass``)."""

    text: str
    call: Call | None


@dataclass(frozen=True)
class WhistDeal(TableDeal[Rules, Card, Said]):
    """A whist deal in progress (``deals.TableDeal``)."""

    trou: Trou | None
    """The trou the hands hold (seats in table numbering), if any."""
    trou_called: bool | None = None
    """Whether the trou was called (``None`` while its holder has not spoken)."""
    auction: Auction | None = None
    """The game's auction, seats numbered from the dealer's left."""
    concluded: Outcome | None = None
    """The auction's outcome: the contract, its declarers in table seats."""
    shown: Card | None = None
    """À la couleur's trou: the card the boucheur showed."""
    discards: tuple[tuple[int, Card], ...] = ()
    """The petite misère's discards, seat by seat."""

    game = "whist"
    deck = DECK_52
    SOURCE_EXCHANGE = SRC_DISCARD
    SOURCE_REDEAL = "003 §Début du jeu; interpretation whist-couleur-all-pass"
    SOURCE_SCORED = "002 §5; 003 §Valeur des contrats"

    # --- where the deal stands ------------------------------------------------------------

    @property
    def _trou_round(self) -> bool:
        return self.trou is not None and self.trou_called is None

    @property
    def name(self) -> str | None:
        """The contract's name once known (``dames`` for the Règlement's Dames game)."""
        return self.concluded.contract if self.concluded is not None else None

    @property
    def spec(self) -> ContractSpec | None:
        """The contract's specification."""
        return contract_spec(self.name, self.rules) if self.name is not None else None

    def _phase(self) -> Phase:
        """The auction (the trou round first), an exchange, or over (dealt again)."""
        if self._trou_round or (self.auction is not None and self.concluded is None):
            return Phase.AUCTION
        return Phase.OVER if self.concluded is None or self.name is None else Phase.EXCHANGE

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        """Each call with its table seat (the trou first, when called)."""
        return tuple((s, a.value) for s, a in self.history if a.kind == "call")

    @property
    def declarers(self) -> tuple[int, ...]:
        """The declarers' table seats (the trou's holder and boucheur)."""
        if self.name == "trou" and self.trou is not None:
            return (self.trou.seat, self.trou.boucheur)
        return self.concluded.seats if self.concluded is not None else ()

    @property
    def trump_suit(self) -> Suit | None:
        """The trump in force now (a trou's names it as the play goes)."""
        if self.play is not None and self.play.done:
            return self._trump_after(len(self.play.done))
        return self._trump_before_play()

    def _trump_before_play(self) -> Suit | None:
        outcome, spec = self.concluded, self.spec
        if outcome is None or spec is None:
            return None
        if self.name == "trou":
            return self.shown.suit if self.shown is not None else None
        if outcome.suit is not None and spec.trump in ("suit", "declared"):
            return outcome.suit
        return None

    def _trump_after(self, tricks: int) -> Suit | None:
        """The trump once ``tricks`` tricks are played: the trou's first lead (002) or the
        silent trou's fourth ace name it."""
        trump = self._trump_before_play()
        if self.name != "trou" or self.play is None or not self.rules.reglement:
            return trump
        for record in self.play.done[:tricks]:
            if self._first_trick_rule(0) and record is self.play.done[0]:
                return _suit(record.cards[0])
            if self.trou is not None and self.trou.plug in record.cards and self._silent:
                return self.trou.plug.suit
        return trump

    @property
    def _silent(self) -> bool:
        return self.rules.trou_variant == "silent" and self.trou is not None and not self.trou.royal

    def _first_trick_rule(self, number: int) -> bool:
        return self.name == "trou" and self.rules.reglement and not self._silent and number == 0

    @property
    def contract(self) -> Mapping[str, Any] | None:
        """The contract in the ``score`` case's notation, with the declarers' seats."""
        question = self.score_question(final=False)
        if question is None:
            return None
        return {**question["contract"], "seats": list(self.declarers)}

    @property
    def trump(self) -> str | None:
        """The trump's code (``None``: no trump, or not known yet)."""
        trump = self.trump_suit
        return trump.value if trump is not None else None

    def _held(self) -> tuple[tuple[Card, ...], ...]:
        """The hands less the cards put aside for a petite misère."""
        gone = {(s, c) for s, c in self.discards}
        return tuple(
            tuple(c for c in hand if (seat, c) not in gone) for seat, hand in enumerate(self.dealt)
        )

    def table_cards(self, seat: int) -> tuple[TableCards, ...]:
        """The card a boucheur showed, and a declarer's hand played open (an abondance sur
        table, a misère sur table…)."""
        shown: list[TableCards] = []
        if self.shown is not None and self.trou is not None:
            shown.append(TableCards("shown", (self.shown,), self.trou.boucheur))
        if self._open():
            for declarer in self.declarers:
                if declarer != seat and self.hand(declarer):
                    shown.append(TableCards("face_up", self.hand(declarer), declarer))
        return tuple(shown)

    def _open(self) -> bool:
        """Whether the declarers' hands lie open now (``contract_spec``'s ``open_hand``)."""
        spec, play = self.spec, self.play
        if spec is None or not spec.open_hand or play is None:
            return False
        return spec.open_hand == "whole_deal" or bool(play.done)

    # --- the auction and the exchanges ---------------------------------------------------

    def _speaker(self) -> int:
        if self._trou_round and self.trou is not None:
            return self.trou.seat
        assert self.auction is not None
        return self._table(self.auction.seat)

    def _legal_calls(self, seat: int) -> Iterable[str]:
        if self._trou_round:
            return ("trou", "pass") if self.trou and not self.trou.mandatory else ("trou",)
        assert self.auction is not None
        hand = list(self.dealt[seat])
        return (notation(c, self.rules) for c in legal_calls(self.auction, hand))

    def _read_call(self, text: str) -> Said:
        said = text.strip().lower()
        if not self._trou_round:
            return Said(text, parse_call(said))
        if said not in ("trou", "pass"):
            raise EngineError(f"{text!r}: the trou round is answered with trou or pass")
        return Said(said, None)

    def _call_refusal(self, call: Said, seat: int) -> Reason | None:
        if call.call is None:
            if call.text == "pass" and self.trou is not None and self.trou.mandatory:
                return Reason.of("whist_table_trou_required", SRC_TROU, seat=seat)
            return None
        assert self.auction is not None
        if joins_crowded(self.auction, call.call):
            return Reason.of("whist_table_no_third_join", SRC_CROWDED, call=call.text)
        ruling = self.auction.check(call.call, list(self.dealt[seat]))
        return None if ruling.legal else ruling.reason

    def _called(self, call: Said, seat: int, history: History) -> WhistDeal:
        return self._evolve(history=history)._call_made(call)

    def _call_made(self, call: Said) -> WhistDeal:
        if call.call is None:
            called = call.text == "trou"
            events = self.events
            if called and self.trou is not None:
                events += tuple(Event(0, None, r) for r in self.trou.reasons)
            after = self._evolve(trou_called=called, events=events)
            if called and not self.rules.reglement and self.rules.couleur_trou_auction == "none":
                return after._concluded(Outcome("trou", None, None, False, ()))
            # the auction follows (003: « Les annonces commencent ensuite »), the trou standing
            return after._evolve(auction=Auction(self.rules, trou=called))
        assert self.auction is not None
        auction = self.auction.apply(call.call)
        after = self._evolve(auction=auction)
        if not auction.over:
            return after
        outcome = auction.outcome()
        seats = tuple(self._table(s) for s in outcome.seats)
        return after._concluded(replace(outcome, seats=seats))

    def _concluded(self, outcome: Outcome) -> WhistDeal:
        """The auction is over: deal again, or get ready to play (a trou's card to show or a
        misère's discards come first)."""
        after = self._evolve(concluded=outcome)
        if outcome.contract is None:
            return after  # à la couleur, everybody passed: dealt again
        if outcome.contract == "trou" and not self.rules.reglement:
            return after  # the boucheur shows a card
        if outcome.contract == "petite_misere":
            return after  # every player puts a card aside
        return after._start_play()

    def _exchanger(self) -> int | None:
        if self.name == "trou" and self.trou is not None:
            return self.trou.boucheur
        return (self.first + len(self.discards)) % SEATS

    def _legal_exchanges(self, seat: int) -> Iterable[Card]:
        return self._held()[seat]  # any card (002 §4: "une carte quelconque")

    def _exchanged(self, card: Card, seat: int, history: History) -> WhistDeal:
        if self.name == "trou":
            event = Event(
                0, seat, Reason.of("whist_table_trou_shown", SRC_SHOW, seat=seat, card=card)
            )
            events = (*self.events, event)
            return self._evolve(history=history, shown=card, events=events)._start_play()
        after = self._evolve(history=history, discards=(*self.discards, (seat, card)))
        return after._start_play() if len(after.discards) == SEATS else after

    def _start_play(self) -> WhistDeal:
        spec = self.spec
        assert spec is not None
        leader = self.first
        if spec.leader == DECLARER and self.declarers:
            leader = self.declarers[0]
        elif spec.leader == BOUCHEUR and self.trou is not None and not self._silent:
            leader = self.trou.boucheur
        if self.name == "petit_solo_chlem" and self.rules.petit_solo_chlem_lead == "declarer":
            leader = self.declarers[0]
        return self._evolve(play=Tricks(SEATS, self._held(), leader))

    # --- the play -------------------------------------------------------------------------

    def _context(self, number: int) -> PlayContext:
        if self.name == "dames":
            return PlayContext(dames=True)
        if self._first_trick_rule(number):
            return PlayContext(trou_first_trick=True)
        return NORMAL

    def _judge(self, cards: tuple[AnyCard, ...]) -> Verdict:
        plain = [c for c in cards if isinstance(c, Card)]
        done = len(self.tricks.done)
        trump = self._trump_after(done)
        if self._first_trick_rule(done):
            trump = plain[0].suit
        if self._silent and self.trou is not None and self.trou.plug in plain:
            trump = self.trou.plug.suit
        return trick_winner(plain, trump)

    def _ruling(self, seat: int) -> PlayRuling:
        play = self.tricks
        number = len(play.done)
        trump = self._trump_after(number)
        trick = [c for c in play.trick_cards if isinstance(c, Card)]
        if self._first_trick_rule(number) and trick:
            trump = trick[0].suit
        hand = [c for c in play.hands[seat] if isinstance(c, Card)]
        return legal_plays(hand, trick, trump, self._context(number))

    def _exchange_reason(self) -> Reason:
        """The card the trou's boucheur shows, or the card each player puts aside."""
        if self.name == "trou":
            return Reason.of("whist_table_trou_show", SRC_SHOW)
        return Reason.of("whist_misere_discard", SRC_DISCARD)

    # --- the end --------------------------------------------------------------------------

    def _contracted(self) -> bool:
        return self.name is not None

    def _taken(self) -> list[int]:
        taken = [0] * SEATS
        for record in self.tricks.done:
            taken[record.winner_seat] += 1
        return taken

    def _queens(self) -> list[int]:
        queens = [0] * SEATS
        for record in self.tricks.done:
            queens[record.winner_seat] += sum(
                1 for c in record.cards if isinstance(c, Card) and c.rank is Rank.QUEEN
            )
        return queens

    def score(self) -> ScoreSheet | None:
        """The engine's score sheet, once played."""
        question = self.score_question()
        if question is None:
            return None
        if self.name == "dames":
            return score_dames(question["result"]["queens"], self.rules).sheet()
        contract = question["contract"]
        scored = score_deal(
            Contract(contract["name"], contract["tricks"], self.trump_suit, contract["declarers"]),
            question["result"]["tricks"],
            self.rules,
        )
        return scored.sheet()

    def _deal_entry(self, question: Mapping[str, Any]) -> Mapping[str, Any]:
        """The deal, with its declarers' seats (the Dames game has none)."""
        entry = {"kind": "deal", **question}
        if self.name != "dames":
            entry["declarers"] = list(self.declarers)
        return entry

    # --- case-file questions --------------------------------------------------------------

    def _case_table(self) -> Mapping[str, Any]:
        return {}

    def call_question(self, call: str, seat: int) -> Mapping[str, Any] | None:
        """The ``bid`` case of ``call`` (none for the trou round, which cases do not write)."""
        if self._trou_round or self.auction is None:
            return None
        return {
            "auction": [notation(c, self.rules) for c in self.auction.calls],
            "call": call,
            "trou": bool(self.trou_called),
            "hand": [str(c) for c in self.dealt[seat]],
        }

    def position(self, seat: int) -> Mapping[str, Any] | None:
        """The ``legal_plays`` case of ``seat`` about to play."""
        ruling = self.play_ruling(seat)
        if ruling is None:
            return None
        number = len(self.tricks.done)
        trump = self._trump_after(number)
        question: dict[str, Any] = {
            "trump": trump.value if trump is not None else None,
            "trick": [str(c) for c in self.tricks.trick_cards],
            "hand": [str(c) for c in self.hand(seat)],
        }
        if self.name == "dames":
            question["contract"] = {"name": "dames"}
        elif self.name == "trou" and self.rules.reglement:
            question["contract"] = {"name": "trou", "first_trick": self._first_trick_rule(number)}
            if self._first_trick_rule(number) and self.tricks.trick_cards:
                question["trump"] = _suit(self.tricks.trick_cards[0]).value
        return question

    def trick_question(self, index: int) -> Mapping[str, Any]:
        """The ``trick_winner`` case of trick ``index``."""
        record = self.tricks.done[index]
        trump = self._trump_after(index)
        if self._first_trick_rule(index):
            trump = _suit(record.cards[0])
        if self._silent and self.trou is not None and self.trou.plug in record.cards:
            trump = self.trou.plug.suit
        return {
            "trump": trump.value if trump is not None else None,
            "trick": [str(c) for c in record.cards],
        }

    def score_question(self, *, final: bool = True) -> dict[str, Any] | None:
        """The ``score`` case of the deal (with ``final=False``: its contract, once known)."""
        name = self.name
        if name is None or (final and self.phase is not Phase.OVER):
            return None
        if name == "dames":
            return {"contract": {"name": "dames"}, "result": {"queens": self._queens()}}
        spec = self.spec
        assert spec is not None and self.concluded is not None
        trump = self.trump_suit if final else self._trump_before_play()
        if name == "trou":
            target: int | None = self.trou.target(trump) if self.trou and trump else None
        else:
            target = self.concluded.tricks if self.concluded.tricks is not None else spec.tricks[0]
        taken = self._taken()
        if spec.side == PARTNERSHIP:
            result = [sum(taken[s] for s in self.declarers)]
        else:
            result = [taken[s] for s in self.declarers]
        contract = {
            "name": name,
            "tricks": target,
            "trump": trump.value if trump is not None else None,
            "declarers": len(self.declarers),
        }
        return {"contract": contract, "result": {"tricks": result}}


def start_deal(
    rules: Rules, players: str | None, dealer: int, order: Sequence[AnyCard]
) -> WhistDeal:
    """A new deal at a table: the hands dealt from ``order``, the trou round or the auction."""
    if players not in (None, "4"):
        raise EngineError(f"whist is played by 4 players, not {players!r}")
    dealt, _rest = WhistDeal.deal(order, dealer, SEATS, rules.packets)
    hands = tuple(DECK_52.in_order(h) for h in dealt)
    first = first_seat(dealer, SEATS)
    relative = [hands[(first + r) % SEATS] for r in range(SEATS)]
    found = find_trou_unchecked(relative, rules)
    trou = None
    if found is not None:
        trou = replace(
            found,
            seat=(found.seat + first) % SEATS,
            boucheur=(found.boucheur + first) % SEATS,
            reasons=tuple(_seat_reason(r, first) for r in found.reasons),
        )
    auction = Auction(rules) if trou is None else None
    return WhistDeal(rules, "4", dealer, hands, trou, auction=auction)


def _suit(card: AnyCard) -> Suit:
    """A card of the 52-card deck's suit."""
    if not isinstance(card, Card):
        raise EngineError(f"{card} is not a card of the 52-card deck")
    return card.suit


def _seat_reason(reason: Reason, first: int) -> Reason:
    params = tuple(
        (name, (value + first) % SEATS if name == "seat" and isinstance(value, int) else value)
        for name, value in reason.params
    )
    return Reason(reason.code, params, reason.source)


#: Reason codes this module emits.
FULLDEAL_REASON_CODES = (
    "whist_table_no_third_join",
    "whist_table_trou_required",
    "whist_table_trou_show",
    "whist_table_trou_shown",
)
