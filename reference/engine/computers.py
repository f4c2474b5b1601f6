"""The computer players, shared by every game's ``Policy`` (``<game>/computer.py``).

``ComputerPlayer`` is the one loop of a computer's turn: it dispatches to the game's decision
for the phase (a call, a card given up, a card played) and falls back on a legal action should
a decision be refused. ``TrickSense`` chooses a card among the legal ones only, from what the
game says of its cards (the trick winner, their value, their suit, the trumps).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, cast

from .cards import AnyCard, Card, Rank, Suit
from .deals import Action, DealState, Phase, TableDeal
from .errors import EngineError
from .tricks import Tricks


@dataclass(frozen=True)
class TrickSense:
    """How a computer player plays its cards, from what the game says of them.

    ``winner`` judges a partial trick (the game's ``trick_winner``); ``value`` orders cards
    from cheapest to dearest (points, then strength); ``suit`` groups them as the game's rule
    of play does; ``is_trump`` says whether a card is a trump. Every choice is made among the
    legal cards only: lead a master card (the trump's first when the side holds the contract),
    else the cheapest card of the longest plain suit; second in hand and later, win as cheaply
    as possible, or play the cheapest card when the partner already wins or nothing wins; trump
    only when the trick is worth it or the opponents would win it.
    """

    winner: Callable[[Sequence[AnyCard]], int]
    """Index of the card winning a partial trick."""
    value: Callable[[AnyCard], tuple[int, ...]]
    """Sort key: cheapest (fewest points, weakest) first."""
    suit: Callable[[AnyCard], str]
    """The group a card follows in (its suit, or Neurotrio's background or nature)."""
    is_trump: Callable[[AnyCard], bool]
    """Whether the card is a trump."""
    deck: tuple[AnyCard, ...]
    """Every card of the deck, copies included."""

    def choose(
        self,
        legal: Sequence[AnyCard],
        tricks: Tricks,
        seat: int,
        *,
        allies: Collection[int],
        declaring: bool,
    ) -> AnyCard:
        """The card ``seat`` plays to the trick in progress of ``tricks``. ``allies``: the
        seats playing on his side (his partner, the other defenders); ``declaring``: his side
        holds the contract."""
        cheap = sorted(legal, key=self.value)
        if len(cheap) == 1:
            return cheap[0]
        hand, trick = tricks.hands[seat], tricks.trick_cards
        gone = [c for t in tricks.done for c in t.cards]
        unseen = self._unseen((*hand, *gone, *trick))
        if not trick:
            return self._lead(cheap, hand, unseen, declaring)
        best = self.winner(trick)
        last = len(trick) == tricks.seats - 1
        partner_wins = tricks.current[best].seat in allies
        if partner_wins and (last or self._master(trick[best], unseen)):
            return self._give(cheap, trick)
        winning = [c for c in cheap if self.winner((*trick, c)) == len(trick)]
        if not winning:
            return cheap[0]
        plain = [c for c in winning if not self.is_trump(c)]
        if plain:
            return plain[0] if last else plain[-1]
        # only trumps win: trump when the trick is worth it or would go to the opponents
        worth = sum(self.value(c)[0] for c in trick) > 0
        if worth or not partner_wins:
            return winning[0]
        return cheap[0]

    def partners_trick(self, tricks: Tricks, seat: int, allies: Collection[int]) -> bool:
        """Whether the trick in progress is sure to go to an ally of ``seat``: an ally wins it
        so far, and nobody plays after ``seat`` or no card ``seat`` has not seen would beat
        the ally's card."""
        trick = tricks.trick_cards
        if not trick:
            return False
        best = self.winner(trick)
        if tricks.current[best].seat not in allies:
            return False
        if len(trick) == tricks.seats - 1:
            return True
        seen = (*tricks.hands[seat], *(c for t in tricks.done for c in t.cards), *trick)
        unseen = self._unseen(seen)
        return all(self.winner((*trick, c)) == best for group in unseen.values() for c in group)

    def overtakes(self, tricks: Tricks, card: AnyCard) -> bool:
        """Whether ``card`` would win the trick in progress from the card winning it now."""
        return self.winner((*tricks.trick_cards, card)) == len(tricks.trick_cards)

    def _unseen(self, seen: Sequence[AnyCard]) -> dict[str, list[AnyCard]]:
        """The cards this player has not seen, by group."""
        left = Counter(self.deck)
        left.subtract(seen)
        groups: dict[str, list[AnyCard]] = {}
        for card, count in left.items():
            if count > 0:
                groups.setdefault(self.suit(card), []).append(card)
        return groups

    def _give(self, cheap: Sequence[AnyCard], trick: Sequence[AnyCard]) -> AnyCard:
        """On the partner's sure trick: a point-rich plain card that leaves it to him, else
        the cheapest card that does; overtaking him only when every card would."""
        under = [c for c in cheap if self.winner((*trick, c)) != len(trick)] or list(cheap)
        rich = [c for c in under if not self.is_trump(c) and self.value(c)[0] > 0]
        return rich[-1] if rich else under[0]

    def _lead(
        self,
        cheap: Sequence[AnyCard],
        hand: Sequence[AnyCard],
        unseen: Mapping[str, Sequence[AnyCard]],
        own: bool,
    ) -> AnyCard:
        masters = [c for c in cheap if self._master(c, unseen)]
        trumps = [c for c in masters if self.is_trump(c)]
        if own and trumps:
            return trumps[-1]  # draw the opponents' trumps
        plain = [c for c in masters if not self.is_trump(c)]
        if plain:
            return plain[-1]
        lengths: dict[str, int] = {}
        for card in hand:
            lengths[self.suit(card)] = lengths.get(self.suit(card), 0) + 1
        side = [c for c in cheap if not self.is_trump(c)] or list(cheap)
        return min(side, key=lambda c: (-lengths[self.suit(c)], self.value(c)))

    def _master(self, card: AnyCard, unseen: Mapping[str, Sequence[AnyCard]]) -> bool:
        """No unseen card of its group beats it: it wins its group when led."""
        return all(self.winner((card, c)) == 0 for c in unseen.get(self.suit(card), ()))


def side_tricks(hand: Sequence[Card], trump: Suit | None) -> float:
    """The tricks the side suits of ``hand`` should take: an ace each, and half a trick for a
    ten its ace guards.

    >>> side_tricks([Card.parse(c) for c in ("AS", "TS", "TH", "AD", "7C")], Suit.DIAMONDS)
    1.5
    """
    tricks = 0.0
    for card in hand:
        if card.suit is trump:
            continue
        if card.rank is Rank.ACE:
            tricks += 1.0
        elif card.rank is Rank.TEN and Card(Rank.ACE, card.suit) in hand:
            tricks += 0.5
    return tricks


@dataclass(frozen=True)
class PlaySense:
    """How one player plays his cards at one moment: the game's ``TrickSense`` under the
    contract, the seats on his side, and whether his side holds the contract."""

    sense: TrickSense
    allies: frozenset[int]
    declaring: bool


class ComputerPlayer[D: TableDeal[Any, Any, Any]]:
    """A game's computer player (``deals.Policy``): on its turn, the game's decision for the
    phase, always checked against the rules (a refused decision gives way to the first legal
    action). A game supplies ``deal_type``, ``name`` and its decisions ``_call`` (a call in
    case notation), ``_exchange`` (the card to give up) and ``_card`` (the card to play, most
    often ``TrickSense``'s, through ``play_sense``)."""

    deal_type: ClassVar[type]
    """The game's ``TableDeal`` class."""
    name: ClassVar[str]
    """The game's name, for the error of a state of another game."""

    def choose(self, state: DealState, rng: random.Random) -> Action:
        """The action of ``state.to_act``; always one of ``state.legal_actions()``."""
        seat = state.to_act
        if not isinstance(state, self.deal_type) or seat is None:
            raise EngineError(f"the {self.name} computer plays a {self.name} deal in progress")
        deal = cast(D, state)
        phase = deal.phase
        if phase is Phase.AUCTION:
            action = Action("call", self._call(deal, seat))
        elif phase is Phase.EXCHANGE:
            action = Action("exchange", str(self._exchange(deal, seat)))
        else:
            action = Action("card", str(self._card(deal, seat)))
        if state.refusal(action, seat) is None:
            return action
        return state.legal_actions(seat)[0]  # pragma: no cover - every decision is a legal one

    def _call(self, state: D, seat: int) -> str:
        """The call of ``seat`` in turn in the auction."""
        raise NotImplementedError

    def _exchange(self, state: D, seat: int) -> AnyCard:
        """The card ``seat`` gives up (puts back, discards, shows)."""
        raise EngineError(f"{self.name} has no exchange")

    def _card(self, state: D, seat: int) -> AnyCard:
        """The card ``seat`` plays: by default, ``TrickSense``'s among the legal ones."""
        ruling = state.play_ruling(seat)
        assert ruling is not None
        how = self.play_sense(state, seat)
        return how.sense.choose(
            ruling.legal, state.tricks, seat, allies=how.allies, declaring=how.declaring
        )

    def play_sense(self, state: D, seat: int) -> PlaySense:
        """How ``seat`` plays his cards in the deal's card play (its contract, his side)."""
        raise NotImplementedError
