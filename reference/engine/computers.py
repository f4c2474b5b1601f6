"""The computer players' card play, shared by every game's ``Policy`` (``<game>/computer.py``):
``TrickSense`` chooses among the legal cards only, from what the game says of its cards (the
trick winner, their value, their suit, the trumps).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from .cards import AnyCard


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
        hand: Sequence[AnyCard],
        trick: Sequence[AnyCard],
        gone: Iterable[AnyCard],
        *,
        partner_at: int | None,
        declaring: bool,
        last: bool,
    ) -> AnyCard:
        """The card to play. ``gone``: the cards of the tricks already played; ``partner_at``:
        position in ``trick`` of the partner's card, if he has played; ``declaring``: the
        player's side holds the contract; ``last``: nobody plays after him in this trick."""
        cheap = sorted(legal, key=self.value)
        if len(cheap) == 1:
            return cheap[0]
        unseen = self._unseen((*hand, *gone, *trick))
        if not trick:
            return self._lead(cheap, hand, unseen, declaring)
        best = self.winner(trick)
        partner_wins = partner_at is not None and best == partner_at
        if partner_wins and (last or self._master(trick[best], unseen)):
            return self._give(cheap)
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

    def _unseen(self, seen: Sequence[AnyCard]) -> dict[str, list[AnyCard]]:
        """The cards this player has not seen, by group."""
        left = Counter(self.deck)
        left.subtract(seen)
        groups: dict[str, list[AnyCard]] = {}
        for card, count in left.items():
            if count > 0:
                groups.setdefault(self.suit(card), []).append(card)
        return groups

    def _give(self, cheap: Sequence[AnyCard]) -> AnyCard:
        """On the partner's winning trick: a point-rich plain card, else the cheapest."""
        rich = [c for c in cheap if not self.is_trump(c) and self.value(c)[0] > 0]
        return rich[-1] if rich else cheap[0]

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
