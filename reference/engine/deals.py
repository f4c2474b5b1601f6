"""Whole deals at a table: the shape every game's deal takes, seat by seat, from the shuffle to
the score sheet.

A deal is a frozen state. Each game builds its first state from a shuffled deck
(``Game.start_deal``) and moves on by one ``Action`` at a time: a call of the auction, an
exchange (Le Voisin's turned card, Neurotrio's discard, the whist trou's partner…) or a card.
The three levels of style.md #6 hold for every game:

* ``legal_actions(seat)``: what the seat may do now;
* ``refusal(action, seat)``: the game's ``Reason`` for refusing an action, or ``None``;
* ``apply(action, seat)``: the next state, or ``IllegalActionError`` carrying that reason.

The rules themselves are never written here: each game's deal module calls the game's own
auction, ``legal_plays``, ``trick_winner``, announcements and scoring. What is shared is the
bookkeeping: phases, actions and their notation, the tricks in progress (``Tricks``), seats
counted at the table (``first_seat``) and the checks every state makes alike; the computer
players (``Policy``) play their cards with ``computers.TrickSense`` and a deal is written out
by ``records.record_cases``.

Seats are the table's: numbered in the order of play (the next seat plays after), so that the
dealer's neighbour who speaks first is ``(dealer + 1) % seats`` in every game; partners in a
two-team game sit two seats apart.

>>> Action.parse("card:JH"), str(Action("call", "80H"))
(Action.parse('card:JH'), 'call:80H')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from .cards import AnyCard, Deck
from .errors import EngineError, NotationError
from .results import ScoreSheet
from .tricks import Play, PlayRuling, Reason, TrickRecord, Verdict

SOURCE_TURN = "shared/casefile.md §Calls (every seat in turn)"


class Phase(StrEnum):
    """Where a deal stands."""

    AUCTION = "auction"
    """Calls go round."""
    EXCHANGE = "exchange"
    """A player exchanges or discards cards (the turned card, the chien, the misère's card)."""
    PLAY = "play"
    """Cards are played, trick after trick."""
    OVER = "over"
    """The deal is over: scored, or thrown in to be dealt again."""


ACTION_KINDS = ("call", "exchange", "card")


@dataclass(frozen=True, slots=True)
class Action:
    """One thing a player does: ``call`` (a call in the game's case notation), ``exchange``
    (a card given up: put back, discarded) or ``card`` (a card played)."""

    kind: str
    """``call``, ``exchange`` or ``card``."""
    value: str
    """The call or the card, in case notation (``80H``, ``prise``, ``JH``, ``2E-B``)."""

    def __post_init__(self) -> None:
        if self.kind not in ACTION_KINDS:
            raise NotationError(f"{self.kind!r} is not an action: call, exchange or card")
        if not isinstance(self.value, str) or not 0 < len(self.value) <= 40:
            raise NotationError("an action names its call or card in at most 40 characters")

    @classmethod
    def parse(cls, text: object) -> Action:
        """Read ``kind:value`` (``card:JH``, ``call:capot S``)."""
        if not isinstance(text, str) or ":" not in text:
            raise NotationError(f"{text!r} is not an action: write kind:value, as in 'card:JH'")
        kind, value = text.split(":", 1)
        return cls(kind.strip(), value.strip())

    def __str__(self) -> str:
        return f"{self.kind}:{self.value}"

    def __repr__(self) -> str:
        return f"Action.parse({str(self)!r})"


class IllegalActionError(EngineError):
    """An action the rules refuse; ``violation`` is the game's reason."""

    def __init__(self, message: str, violation: Reason) -> None:
        super().__init__(message)
        self.violation = violation


@dataclass(frozen=True, slots=True)
class TableCards:
    """Cards lying face up for everybody to see, with what they are."""

    role: str
    """``turned`` (Le Voisin's turned card), ``chien`` (Neurotrio), ``face_up`` (a hand played
    open: Le Voisin's Variante I, whist's games on the table)."""
    cards: tuple[AnyCard, ...]
    """The cards."""
    seat: int | None = None
    """Whose cards they are, when they belong to a seat."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something the table is told during the play: an announcement settled, a belote."""

    trick: int
    """The trick it belongs to (0 for the first)."""
    seat: int | None
    """Who it concerns, if anyone."""
    reason: Reason
    """What happened, as the game's reason."""


class DealState(Protocol):
    """A deal in progress at a table, frozen; every game's deal module implements it."""

    @property
    def game(self) -> str:
        """The game's slug."""
        ...

    @property
    def players(self) -> str:
        """The table (``"2x2"``, ``"3"``…)."""
        ...

    @property
    def seats(self) -> int:
        """Players at the table."""
        ...

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        ...

    @property
    def phase(self) -> Phase:
        """Where the deal stands."""
        ...

    @property
    def to_act(self) -> int | None:
        """The seat whose turn it is (``None`` once over)."""
        ...

    @property
    def history(self) -> tuple[tuple[int, Action], ...]:
        """Every action so far, with its seat."""
        ...

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        """The auction so far: each call with its seat (case notation)."""
        ...

    @property
    def contract(self) -> Mapping[str, Any] | None:
        """The contract played, in the game's case notation (``None`` before and without)."""
        ...

    @property
    def trump(self) -> str | None:
        """The trump mode's case code, once known."""
        ...

    @property
    def tricks(self) -> Tricks:
        """The card play (empty before the play begins)."""
        ...

    @property
    def dealt(self) -> tuple[tuple[AnyCard, ...], ...]:
        """Each seat's cards as dealt."""
        ...

    @property
    def events(self) -> tuple[Event, ...]:
        """What the table was told: announcements settled, belote and rebelote."""
        ...

    def hand(self, seat: int) -> tuple[AnyCard, ...]:
        """The cards ``seat`` holds now."""
        ...

    def table_cards(self, seat: int) -> tuple[TableCards, ...]:
        """What ``seat`` sees face up besides the tricks (the turned card, the chien…)."""
        ...

    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        """What ``seat`` (default: the seat in turn) may do now."""
        ...

    def refusal(self, action: Action, seat: int | None = None) -> Reason | None:
        """The rule ``action`` by ``seat`` breaks, or ``None`` when it is legal."""
        ...

    def apply(self, action: Action, seat: int | None = None) -> DealState:
        """The state after ``action``; ``IllegalActionError`` when the rules refuse it."""
        ...

    def play_ruling(self, seat: int) -> PlayRuling | None:
        """During the play, the cards ``seat`` may play to the current trick and the
        obligation deciding each (``None`` outside the play or out of turn)."""
        ...

    def exchange_prompt(self) -> Reason | None:
        """During an exchange, what the seat in turn must give up, and the rule."""
        ...

    def outcome(self) -> Reason | None:
        """Once over: how the deal ended (a contract scored, everybody passed…)."""
        ...

    def score(self) -> ScoreSheet | None:
        """Once over on a contract: the engine's score sheet, line by line."""
        ...

    def sheet_entry(self) -> Mapping[str, Any] | None:
        """Once over: the entry of the game's score pad (``match.replay``), in table seats."""
        ...

    def call_question(self, call: str, seat: int) -> Mapping[str, Any] | None:
        """The ``bid`` case input of ``call`` made by ``seat`` now (``None`` for a call the
        case format does not write, such as the whist trou)."""
        ...

    def position(self, seat: int) -> Mapping[str, Any] | None:
        """The ``legal_plays`` case input of ``seat`` about to play, during the play."""
        ...

    def trick_question(self, index: int) -> Mapping[str, Any]:
        """The ``trick_winner`` case input of played trick ``index`` (from 0)."""
        ...

    def score_question(self) -> Mapping[str, Any] | None:
        """The ``score`` case input of the deal, once played on a contract."""
        ...


class _Playing(Protocol):
    @property
    def phase(self) -> Phase: ...

    @property
    def to_act(self) -> int | None: ...

    @property
    def tricks(self) -> Tricks: ...

    def _ruling(self, seat: int) -> PlayRuling: ...


class PlayedAtTable:
    """What every game's whole deal answers the same way from its tricks and its own rule of
    play (``_ruling``): a seat's hand, and the ruling of the seat in turn during the play."""

    def hand(self: _Playing, seat: int) -> tuple[AnyCard, ...]:
        """The cards ``seat`` holds now."""
        return self.tricks.hands[seat]

    def play_ruling(self: _Playing, seat: int) -> PlayRuling | None:
        """The cards ``seat`` may play and why, when it is his turn in the play."""
        if self.phase is not Phase.PLAY or seat != self.to_act:
            return None
        return self._ruling(seat)


class Policy(Protocol):
    """A computer player: chooses one of the legal actions of the seat in turn."""

    def choose(self, state: DealState, rng: random.Random) -> Action:
        """The action of ``state.to_act``; always one of ``state.legal_actions()``."""
        ...


# --- seats ------------------------------------------------------------------------------------


def first_seat(dealer: int, seats: int) -> int:
    """The dealer's neighbour in the order of play: first to speak and, usually, to lead.

    >>> first_seat(3, 4), first_seat(2, 3)
    (0, 0)
    """
    return (dealer + 1) % seats


def check_seat(seat: object, seats: int) -> int:
    """A seat number 0..seats-1, or an ``EngineError``."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats:
        raise EngineError(f"a seat is a number from 0 to {seats - 1}, not {seat!r}")
    return seat


def shuffled(deck: Deck, rng: random.Random) -> tuple[AnyCard, ...]:
    """The deck's cards in a random order drawn from ``rng`` alone.

    >>> from .cards import DECK_32
    >>> shuffled(DECK_32, random.Random(1)) == shuffled(DECK_32, random.Random(1))
    True
    """
    cards = list(deck.cards)
    rng.shuffle(cards)
    return tuple(cards)


def check_order(deck: Deck, order: Sequence[AnyCard]) -> tuple[AnyCard, ...]:
    """A shuffled deck given to ``start_deal``: every card of ``deck`` exactly as often."""
    cards = tuple(order)
    if sorted(map(str, cards)) != sorted(map(str, deck.cards)):
        raise EngineError(f"a deal starts from the {len(deck.cards)} cards of the deck, each once")
    return cards


def wrong_phase(phase: Phase) -> Reason:
    """The reason for an action of another phase (a card during the auction…)."""
    return Reason.of(f"table_{phase.value}_now", SOURCE_TURN)


def turn_refusal(seat: int, turn: int | None) -> Reason:
    """The reason for acting out of turn (or after the end)."""
    if turn is None:
        return Reason.of("table_deal_over", SOURCE_TURN)
    return Reason.of("table_not_your_turn", SOURCE_TURN, seat=seat, turn=turn)


# --- the play of the cards ------------------------------------------------------------------------


@dataclass(frozen=True)
class Tricks:
    """The card play: hands, the trick in progress and the tricks already played."""

    seats: int
    """Players at the table."""
    hands: tuple[tuple[AnyCard, ...], ...]
    """Each seat's cards now."""
    leader: int
    """Who leads (or led) the trick in progress."""
    current: tuple[Play, ...] = ()
    """The trick in progress, leader first."""
    done: tuple[TrickRecord, ...] = ()
    """The tricks played, in order."""
    stopped: bool = False
    """Play stopped before the hands ran out (Le Voisin's failed surcharge)."""

    @property
    def to_play(self) -> int:
        """The seat whose card comes next."""
        return (self.leader + len(self.current)) % self.seats

    @property
    def over(self) -> bool:
        """No card left to play."""
        return self.stopped or not any(self.hands)

    @property
    def trick_cards(self) -> tuple[AnyCard, ...]:
        """The cards of the trick in progress."""
        return tuple(p.card for p in self.current)

    @property
    def played(self) -> tuple[AnyCard, ...]:
        """Every card played so far, the trick in progress included."""
        return tuple(c for t in self.done for c in t.cards) + self.trick_cards

    def won(self, seat: int) -> int:
        """Tricks won by ``seat``."""
        return sum(1 for t in self.done if t.winner_seat == seat)

    def play(
        self, card: AnyCard, full: int, judge: Callable[[tuple[AnyCard, ...]], Verdict]
    ) -> Tricks:
        """The play after the seat in turn plays ``card`` (already judged legal); a trick of
        ``full`` cards is closed with ``judge``'s verdict and its winner leads next."""
        seat = self.to_play
        hand = self.hands[seat]
        position = hand.index(card)
        rest = hand[:position] + hand[position + 1 :]
        hands = (*self.hands[:seat], rest, *self.hands[seat + 1 :])
        current = (*self.current, Play(seat, card, hand))
        if len(current) < full:
            return Tricks(self.seats, hands, self.leader, current, self.done)
        verdict = judge(tuple(p.card for p in current))
        record = TrickRecord(current, verdict)
        return Tricks(self.seats, hands, record.winner_seat, (), (*self.done, record))

    def stop(self) -> Tricks:
        """Play ends here (the hands are not played out)."""
        return Tricks(self.seats, self.hands, self.leader, self.current, self.done, True)


def card_refusal(
    tricks: Tricks, seat: int, card: AnyCard, ruling: Callable[[int], PlayRuling]
) -> Reason | None:
    """Why ``seat`` may not play ``card`` now (not in turn, not held, against the obligation)."""
    if seat != tricks.to_play or tricks.over:
        return turn_refusal(seat, None if tricks.over else tricks.to_play)
    if card not in tricks.hands[seat]:
        return Reason.of("table_card_not_held", SOURCE_TURN, card=card)
    return ruling(seat).refusal(card)


# --- what every game's state does alike -----------------------------------------------------------

#: The kind of action each phase expects.
EXPECTED_KIND = {Phase.AUCTION: "call", Phase.EXCHANGE: "exchange", Phase.PLAY: "card"}


def screen(state: DealState, action: Action, seat: int | None) -> Reason | None:
    """The refusal of an action made out of turn, or of a kind its phase does not expect."""
    turn = state.to_act
    seat = turn if seat is None else seat
    if seat is None or turn is None or seat != turn:
        return turn_refusal(-1 if seat is None else seat, turn)
    if action.kind != EXPECTED_KIND[state.phase]:
        return wrong_phase(state.phase)
    return None


def checked(
    state: DealState, action: Action, seat: int | None
) -> tuple[int, tuple[tuple[int, Action], ...]]:
    """The seat of an action the rules allow, and the history with it; an action they refuse
    raises ``IllegalActionError`` with the reason."""
    seat = state.to_act if seat is None else seat
    refused = state.refusal(action, seat)
    if refused is not None or seat is None:
        reason = refused or turn_refusal(-1, None)
        raise IllegalActionError(f"{action} by seat {seat}: {reason.code}", reason)
    return seat, (*state.history, (seat, action))


def seat_in_turn(
    phase: Phase, speaker: Callable[[], int], exchanger: int | None, play: Tricks | None
) -> int | None:
    """Who acts in ``phase``: the auction's ``speaker()``, the ``exchanger``, the next card."""
    if phase is Phase.AUCTION:
        return speaker()
    if phase is Phase.EXCHANGE:
        return exchanger
    if phase is Phase.PLAY and play is not None:
        return play.to_play
    return None


def card_actions(state: DealState, seat: int) -> tuple[Action, ...]:
    """The cards ``seat`` may play now, as actions (each distinct card once)."""
    ruling = state.play_ruling(seat)
    if ruling is None:
        return ()
    return tuple(Action("card", str(c)) for c in dict.fromkeys(ruling.legal))


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
