"""The vocabulary of a whole deal (``deals.TableDeal`` is its machine): the phases, an action
and its notation, the events a table shows, the protocol every deal state follows, the
computer players' policy, and the seat and dealing helpers every game shares.

>>> Action.parse("card:JH"), str(Action("call", "80H"))
(Action.parse('card:JH'), 'call:80H')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from .cards import AnyCard, Deck
from .errors import EngineError, NotationError, RuleError
from .results import ScoreSheet
from .tricks import PlayRuling, Reason, Tricks

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


type History = tuple[tuple[int, Action], ...]
"""Every action of a deal so far, with its table seat."""


class IllegalActionError(RuleError):
    """An action the rules refuse; ``violation`` is the game's reason."""

    violation: Reason


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
    def history(self) -> History:
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

    def partner(self, seat: int) -> int | None:
        """The seat facing ``seat`` in a game of two teams (``None`` where each plays alone)."""
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


def check_dealer(dealer: object, seats: int) -> int:
    """The dealer's seat, a number 0..seats-1, or an ``EngineError``."""
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < seats:
        raise EngineError(f"the dealer is a seat from 0 to {seats - 1}, not {dealer!r}")
    return dealer


def deal_packets[C](
    cards: Sequence[C], first: int, seats: int, packets: Iterable[int]
) -> tuple[list[list[C]], int]:
    """The hands dealt from ``cards``, each packet going round the table from ``first``, and
    how many cards were dealt (those left are the talon or the chien).

    >>> deal_packets("abcdefgh", 1, 2, (3, 1))
    ([['d', 'e', 'f', 'h'], ['a', 'b', 'c', 'g']], 8)
    """
    hands: list[list[C]] = [[] for _ in range(seats)]
    position = 0
    for packet in packets:
        for k in range(seats):
            hands[(first + k) % seats].extend(cards[position : position + packet])
            position += packet
    return hands, position


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


def card_refusal(
    tricks: Tricks, seat: int, card: AnyCard, ruling: Callable[[int], PlayRuling]
) -> Reason | None:
    """Why ``seat`` may not play ``card`` now (not in turn, not held, against the obligation)."""
    if seat != tricks.to_play or tricks.over:
        return turn_refusal(seat, None if tricks.over else tricks.to_play)
    if card not in tricks.hands[seat]:
        return Reason.of("table_card_not_held", SOURCE_TURN, card=card)
    return ruling(seat).refusal(card)
