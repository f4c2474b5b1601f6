"""Whole deals at a table: the shape every game's deal takes, seat by seat, from the shuffle to
the score sheet.

A deal is a frozen state. Each game builds its first state from a shuffled deck
(``Game.start_deal``) and moves on by one ``Action`` at a time: a call of the auction, an
exchange (Le Voisin's turned card, Neurotrio's discard, the whist trou's partner…) or a card.
The three levels of style.md #6 hold for every game:

* ``legal_actions(seat)``: what the seat may do now;
* ``refusal(action, seat)``: the game's ``Reason`` for refusing an action, or ``None``;
* ``apply(action, seat)``: the next state, or ``IllegalActionError`` carrying that reason.

The one deal machine is ``TableDeal``, every game's whole deal subclassing it (``<game>/
fulldeal.py``), as a variant of python-chess overrides a few hooks of its one ``Board``. The
machine owns the bookkeeping: the seats, the history and the events, dealing by packets, the
turn gate, the path from an action to the next state (read once, ruled on once), the dispatch
to the phases, the card play (``tricks.Tricks``) and the skeleton of the end. The rules
themselves are never written here: a game supplies its phases, the legality and effect of an
action in each (through its own auction, ``legal_plays``, ``trick_winner``, announcements),
its verdict and its score. The computer players (``computers.ComputerPlayer``) choose among
what the machine allows, and a deal is written out by ``records.record_cases``.

Seats are the table's: numbered in the order of play (the next seat plays after), so that the
dealer's neighbour who speaks first is ``(dealer + 1) % seats`` in every game; partners in a
two-team game sit two seats apart.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, ClassVar, Self, cast

from .cards import AnyCard, Card, Deck, NeuroCard
from .dealing import (
    ACTION_KINDS,
    SOURCE_TURN,
    Action,
    DealState,
    Event,
    History,
    IllegalActionError,
    Phase,
    Policy,
    TableCards,
    card_refusal,
    check_dealer,
    check_order,
    deal_packets,
    first_seat,
    shuffled,
    turn_refusal,
    wrong_phase,
)
from .errors import EngineError
from .tricks import PlayRuling, Reason, Tricks, Verdict

__all__ = [
    "ACTION_KINDS",
    "DEAL_REASON_CODES",
    "EXPECTED_KIND",
    "SOURCE_TURN",
    "Action",
    "DealState",
    "Event",
    "History",
    "IllegalActionError",
    "Phase",
    "Policy",
    "TableCards",
    "TableDeal",
    "card_refusal",
    "check_dealer",
    "check_order",
    "deal_packets",
    "first_seat",
    "shuffled",
    "turn_refusal",
    "wrong_phase",
]


# --- the deal machine -----------------------------------------------------------------------------

#: The kind of action each phase expects.
EXPECTED_KIND = {Phase.AUCTION: "call", Phase.EXCHANGE: "exchange", Phase.PLAY: "card"}


@dataclass(frozen=True)
class TableDeal[R, C: (Card, NeuroCard), K]:
    """The one deal machine (``DealState``): what every game's whole deal does alike.

    It owns the seats, the history and the events, the turn gate, the path from an action to
    the next state (the action read once and ruled on once), the dispatch to the phases, the
    play of the cards and the skeleton of the end. A game subclasses it with ``R`` its rules,
    ``C`` its cards and ``K`` a call as it reads one, and supplies only what is its own: where
    the deal stands (``_phase``), who speaks (``_speaker``) and who exchanges (``_exchanger``),
    and, phase by phase, what may be done (``_legal_calls``, ``_legal_exchanges``), why an
    action is refused (``_call_refusal``, ``_exchange_refusal``, ``_ruling``) and what it does
    (``_called``, ``_exchanged``, ``_played``); its trick winner (``_judge``) and its score.

    Seats are the table's, the dealer's neighbour who speaks first being ``first``; a game's
    own auction may number its seats from him (``_relative``, ``_table``).
    """

    rules: R
    """The rules in force."""
    players: str
    """The table: ``"3"``, ``"4"``, ``"2x2"`` (two teams of two)…"""
    dealer: int
    """The dealer's table seat."""
    dealt: tuple[tuple[C, ...], ...]
    """Each seat's cards as dealt."""
    play: Tricks | None = field(default=None, kw_only=True)
    """The card play, once it has begun."""
    history: History = field(default=(), kw_only=True)
    """Every action so far, with its table seat."""
    events: tuple[Event, ...] = field(default=(), kw_only=True)
    """What the table was told: announcements, belote, the trou…"""

    game: ClassVar[str]
    """The game's slug."""
    deck: ClassVar[Deck]
    """The game's deck, which reads the cards of the actions."""
    SOURCE_EXCHANGE: ClassVar[str] = SOURCE_TURN
    """The passage an exchange of a card not held breaks."""
    SOURCE_REDEAL: ClassVar[str]
    """The passage by which a deal without a contract is dealt again."""
    SOURCE_SCORED: ClassVar[str]
    """The passage by which a deal is scored."""
    _CACHED: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._CACHED = tuple(
            {n for k in cls.__mro__ for n, v in vars(k).items() if isinstance(v, cached_property)}
        )

    @classmethod
    def deal(
        cls, order: Sequence[AnyCard], dealer: int, seats: int, packets: Iterable[int]
    ) -> tuple[list[list[C]], tuple[C, ...]]:
        """The hands dealt from ``order`` (the whole deck shuffled) in ``packets``, each
        packet going round the table from the dealer's neighbour, and the cards left (the
        talon, the chien); a dealer who has no seat is refused."""
        first = first_seat(check_dealer(dealer, seats), seats)
        cards = cast(tuple[C, ...], check_order(cls.deck, order))
        hands, dealt = deal_packets(cards, first, seats, packets)
        return hands, cards[dealt:]

    def _evolve(self, **changes: Any) -> Self:
        """The state with ``changes``, built field by field without the frozen dataclass's
        slow constructor (every action of every deal makes one); what the state worked out
        about itself (``_CACHED``) is not carried over."""
        after = object.__new__(type(self))
        state = after.__dict__
        state.update(self.__dict__)
        for name in self._CACHED:
            state.pop(name, None)
        state.update(changes)
        return after

    # --- seats ------------------------------------------------------------------------------

    @property
    def seats(self) -> int:
        """Players at the table."""
        return len(self.dealt)

    @property
    def first(self) -> int:
        """The dealer's neighbour in the order of play, who speaks first."""
        return (self.dealer + 1) % len(self.dealt)

    def _relative(self, seat: int) -> int:
        """A table seat in the auction's numbering (the first speaker is 0)."""
        return (seat - self.first) % len(self.dealt)

    def _table(self, relative: int) -> int:
        """A seat of the auction's numbering at the table."""
        return (relative + self.first) % len(self.dealt)

    def partner(self, seat: int) -> int | None:
        """The seat facing ``seat`` when two teams of two play, else ``None``."""
        return (seat + 2) % 4 if self.players == "2x2" else None

    # --- where the deal stands --------------------------------------------------------------

    @cached_property
    def phase(self) -> Phase:
        """Where the deal stands: the card play once it has begun, else the game's
        ``_phase``."""
        if self.play is not None:
            return Phase.OVER if self.play.over else Phase.PLAY
        return self._phase()

    @cached_property
    def to_act(self) -> int | None:
        """The seat in turn: the auction's speaker, the seat exchanging, the next card."""
        phase = self.phase
        if phase is Phase.AUCTION:
            return self._speaker()
        if phase is Phase.EXCHANGE:
            return self._exchanger()
        if phase is Phase.PLAY and self.play is not None:
            return self.play.to_play
        return None

    @property
    def tricks(self) -> Tricks:
        """The card play (before it begins, the hands as held and no trick)."""
        if self.play is not None:
            return self.play
        return Tricks(len(self.dealt), self._held(), self.first)

    def hand(self, seat: int) -> tuple[AnyCard, ...]:
        """The cards ``seat`` holds now."""
        return self.tricks.hands[seat]

    def table_cards(self, seat: int) -> tuple[TableCards, ...]:
        """What ``seat`` sees face up besides the tricks (nothing, unless the game says)."""
        return ()

    # --- actions ------------------------------------------------------------------------------

    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        """What ``seat`` (default: the seat in turn) may do now."""
        turn = self.to_act
        seat = turn if seat is None else seat
        if seat is None:
            return ()
        if seat != turn:
            return tuple(Action("call", c) for c in self._calls_out_of_turn(seat))
        phase = self.phase
        if phase is Phase.AUCTION:
            return tuple(Action("call", c) for c in self._legal_calls(seat))
        if phase is Phase.EXCHANGE:
            cards = dict.fromkeys(self._legal_exchanges(seat))
            return tuple(Action("exchange", str(c)) for c in cards)
        ruling = self.play_ruling(seat)
        if ruling is None:
            return ()
        return tuple(Action("card", str(c)) for c in dict.fromkeys(ruling.legal))

    def refusal(self, action: Action, seat: int | None = None) -> Reason | None:
        """The rule ``action`` by ``seat`` breaks, or ``None`` when it is legal (an unreadable
        call or card raises ``EngineError``)."""
        return self._judged(action, seat)[3]

    def apply(self, action: Action, seat: int | None = None) -> Self:
        """The state after ``action``; ``IllegalActionError`` when the rules refuse it."""
        seat, phase, move, refused = self._judged(action, seat)
        if refused is not None or seat is None:
            reason = refused or turn_refusal(-1, None)
            raise IllegalActionError(f"{action} by seat {seat}: {reason.code}", reason)
        history = (*self.history, (seat, action))
        if phase is Phase.AUCTION:
            return self._called(cast(K, move), seat, history)
        if phase is Phase.EXCHANGE:
            return self._exchanged(cast(C, move), seat, history)
        assert self.play is not None
        play = self.play.play(cast(C, move), len(self.dealt), self._judge)
        return self._played(play, cast(C, move), seat, history)

    def _judged(
        self, action: Action, seat: int | None
    ) -> tuple[int | None, Phase, K | C | None, Reason | None]:
        """The seat, the phase, the action read, and the rule it breaks (``None``: legal)."""
        turn = self.to_act
        seat = turn if seat is None else seat
        phase = self.phase
        if seat is None or turn is None:
            return seat, phase, None, turn_refusal(-1 if seat is None else seat, None)
        if seat != turn and not self._speaks_out_of_turn(phase):
            return seat, phase, None, turn_refusal(seat, turn)
        if action.kind != EXPECTED_KIND[phase]:
            return seat, phase, None, wrong_phase(phase)
        if phase is Phase.AUCTION:
            call = self._read_call(action.value)
            return seat, phase, call, self._call_refusal(call, seat)
        card = cast(C, self.deck.parse(action.value))
        if phase is Phase.PLAY:
            return seat, phase, card, card_refusal(self.tricks, seat, card, self._ruling)
        if card not in self.hand(seat):
            return (
                seat,
                phase,
                card,
                Reason.of("table_card_not_held", self.SOURCE_EXCHANGE, card=card),
            )
        return seat, phase, card, self._exchange_refusal(card, seat)

    def play_ruling(self, seat: int) -> PlayRuling | None:
        """The cards ``seat`` may play and why, when it is his turn in the play."""
        if self.phase is not Phase.PLAY or seat != self.to_act:
            return None
        return self._ruling(seat)

    def exchange_prompt(self) -> Reason | None:
        """During an exchange, what the seat in turn must give up, and the rule."""
        return self._exchange_reason() if self.phase is Phase.EXCHANGE else None

    # --- the end ------------------------------------------------------------------------------

    def outcome(self) -> Reason | None:
        """Once over: dealt again without a contract, voided, or scored."""
        if self.phase is not Phase.OVER:
            return None
        if not self._contracted():
            return Reason.of("table_thrown_in", self.SOURCE_REDEAL)
        return self._voided() or Reason.of("table_scored", self.SOURCE_SCORED)

    def sheet_entry(self) -> Mapping[str, Any] | None:
        """Once over: the entry of the game's score sheet (``Match.replay``), table seats."""
        if self.phase is not Phase.OVER:
            return None
        question = self.score_question()
        if question is None:
            return self._redeal_entry()
        return self._deal_entry(question)

    def score_question(self) -> Mapping[str, Any] | None:
        """The ``score`` case input of the deal, once played on a contract."""
        raise NotImplementedError

    # --- case-file questions ------------------------------------------------------------------

    def call_question(self, call: str, seat: int) -> Mapping[str, Any] | None:
        """The ``bid`` case input of ``call`` made by ``seat`` now."""
        return {**self._case_table(), "auction": [c for _s, c in self.calls], "call": call}

    def position(self, seat: int) -> Mapping[str, Any] | None:
        """The ``legal_plays`` case input of ``seat`` about to play, during the play."""
        if self.play_ruling(seat) is None:
            return None
        tricks = self.tricks
        return {
            **self._case_table(),
            "trump": self.trump,
            "trick": [str(c) for c in tricks.trick_cards],
            "hand": [str(c) for c in tricks.hands[seat]],
            **self._position_extra(seat),
        }

    def trick_question(self, index: int) -> Mapping[str, Any]:
        """The ``trick_winner`` case input of played trick ``index`` (from 0)."""
        cards = self.tricks.done[index].cards
        return {**self._case_table(), "trump": self.trump, "trick": [str(c) for c in cards]}

    # --- what a game supplies -----------------------------------------------------------------

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        """The auction so far: each call with its table seat (case notation); none in a game
        without an auction."""
        return ()

    @property
    def trump(self) -> str | None:
        """The trump mode's case code, once known."""
        raise NotImplementedError

    def _phase(self) -> Phase:
        """Where the deal stands before the card play: the auction, an exchange, or over
        (dealt again, voided)."""
        raise NotImplementedError

    def _speaker(self) -> int:
        """The table seat whose call is next."""
        raise NotImplementedError

    def _exchanger(self) -> int | None:
        """The table seat exchanging, discarding or showing a card."""
        return None

    def _held(self) -> tuple[tuple[AnyCard, ...], ...]:
        """The hands before the play begins (after an exchange, as the game changes them)."""
        return self.dealt

    def _speaks_out_of_turn(self, phase: Phase) -> bool:
        """Whether a seat out of turn may try an action in ``phase``, the game's own rules then
        judging it (a coinche « à la volée »); else the table refuses it as out of turn."""
        return False

    def _calls_out_of_turn(self, seat: int) -> tuple[str, ...]:
        """The calls ``seat`` may make out of turn now."""
        return ()

    def _legal_calls(self, seat: int) -> Iterable[str]:
        """The calls the seat in turn may make (case notation)."""
        raise NotImplementedError

    def _read_call(self, text: str) -> K:
        """A call read from its case notation (``EngineError`` when unreadable)."""
        raise NotImplementedError

    def _call_refusal(self, call: K, seat: int) -> Reason | None:
        """The rule ``call`` by ``seat`` breaks, or ``None``."""
        raise NotImplementedError

    def _called(self, call: K, seat: int, history: History) -> Self:
        """The state after a legal call."""
        raise NotImplementedError

    def _legal_exchanges(self, seat: int) -> Iterable[AnyCard]:
        """The cards the seat in turn may give up."""
        return ()

    def _exchange_refusal(self, card: C, seat: int) -> Reason | None:
        """The rule giving up ``card`` (held) breaks, or ``None``."""
        return None

    def _exchanged(self, card: C, seat: int, history: History) -> Self:
        """The state after a legal exchange."""
        raise EngineError(f"{self.game} has no exchange")

    def _exchange_reason(self) -> Reason | None:
        """What the seat in turn must give up, and the rule."""
        return None

    def _ruling(self, seat: int) -> PlayRuling:
        """The game's rule of play for ``seat`` in turn."""
        raise NotImplementedError

    def _judge(self, cards: tuple[AnyCard, ...]) -> Verdict:
        """The game's verdict on a full trick."""
        raise NotImplementedError

    def _played(self, play: Tricks, card: C, seat: int, history: History) -> Self:
        """The state once ``card`` is played (``play``, the trick closed if full)."""
        return self._evolve(play=play, history=history)

    def _contracted(self) -> bool:
        """Whether the auction ended on a contract; without an auction, whether the card play
        began (every deal is played)."""
        return self.play is not None

    def _voided(self) -> Reason | None:
        """Why a deal with a contract was not played, if it was not."""
        return None

    def _redeal_entry(self) -> Mapping[str, Any]:
        """The score sheet's entry of a deal dealt again."""
        return {"kind": "redeal"}

    def _deal_entry(self, question: Mapping[str, Any]) -> Mapping[str, Any]:
        """The score sheet's entry of a deal played, from its ``score`` case input."""
        return {"kind": "deal", "contract": question["contract"], "result": question["result"]}

    def _case_table(self) -> Mapping[str, Any]:
        """What a case input says of the table (``players``, where the game has several)."""
        return {}

    def _position_extra(self, seat: int) -> Mapping[str, Any]:
        """What else a ``legal_plays`` input needs (a capot's opening lead…)."""
        return {}


#: Reason codes this module emits (the web layer has a sentence for each).
DEAL_REASON_CODES = (
    "table_deal_over",
    "table_not_your_turn",
    "table_card_not_held",
    "table_auction_now",
    "table_exchange_now",
    "table_play_now",
    "table_thrown_in",
    "table_scored",
)
