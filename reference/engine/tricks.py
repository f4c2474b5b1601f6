"""What every trick-taking game here shares: tricks, verdicts and the reasons behind them.

A verdict is data, never prose: each ``Reason`` has a ``code`` (a stable identifier the web
layer turns into a French or English sentence), its parameters (cards, suits, numbers) and
the ``source`` it applies (seed file and section, or ``rules-analysis.md`` reading).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .cards import AnyCard, Card, NeuroCard, Suit

type Param = AnyCard | Suit | str | int | Fraction | bool | tuple[AnyCard, ...] | None


@dataclass(frozen=True, slots=True)
class Reason:
    """One step of the engine's reasoning: a coded rule with its parameters and source."""

    code: str
    """Stable identifier of the rule applied, e.g. ``"must_overtrump"``."""
    params: tuple[tuple[str, Param], ...] = ()
    """Named parameters the sentence needs (cards, suits, numbers)."""
    source: str = ""
    """Where the rule comes from: ``"004 §Le jeu de la carte"``, ``"analysis §6.4"``."""

    @classmethod
    def of(cls, code: str, source: str = "", **params: Param) -> Reason:
        """Build a reason from keyword parameters.

        >>> Reason.of("must_follow", "002 §4", suit=Suit.HEARTS).get("suit")
        <Suit.HEARTS: 'H'>
        """
        return cls(code, tuple(params.items()), source)

    def get(self, name: str, default: Param = None) -> Param:
        """The named parameter, or ``default``."""
        return dict(self.params).get(name, default)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form: cards as notation, suits as letters, numbers as numbers."""
        return {
            "code": self.code,
            "params": {k: json_value(v) for k, v in self.params},
            "source": self.source,
        }


@dataclass(frozen=True, slots=True)
class Verdict:
    """Who wins a trick, and why."""

    winner: int
    """Index, in play order, of the winning card."""
    card: AnyCard
    """The winning card."""
    reasons: tuple[Reason, ...]
    """Why that card wins, most decisive first."""

    def to_json(self) -> dict[str, Any]:
        """The ``trick_winner`` answer of the case format, with reasons."""
        return {
            "winner": self.winner,
            "card": str(self.card),
            "reasons": [r.to_json() for r in self.reasons],
        }


@dataclass(frozen=True, slots=True)
class PlayRuling:
    """Which cards of a hand may be played to a partial trick, and the obligation deciding it."""

    legal: tuple[AnyCard, ...]
    """The playable cards, in hand order (never empty for a non-empty hand)."""
    obligation: Reason
    """The rule that decides the legal set (e.g. follow hearts; overtrump; free choice)."""
    refusals: tuple[tuple[AnyCard, Reason], ...] = ()
    """For each refused card of the hand, the obligation it breaks."""

    def refusal(self, card: AnyCard) -> Reason | None:
        """Why ``card`` may not be played, or ``None`` when it may."""
        return dict(self.refusals).get(card)

    def to_json(self) -> dict[str, Any]:
        """The ``legal_plays`` answer of the case format, with reasons."""
        return {
            "legal": [str(c) for c in dict.fromkeys(self.legal)],
            "obligation": self.obligation.to_json(),
            "refusals": {str(c): r.to_json() for c, r in self.refusals},
        }


@dataclass(frozen=True, slots=True)
class Play:
    """One card played in a recorded deal."""

    seat: int
    """Who played it."""
    card: AnyCard
    """The card."""
    hand_before: tuple[AnyCard, ...]
    """The player's hand just before playing (what an exercise shows)."""


@dataclass(frozen=True, slots=True)
class TrickRecord:
    """A finished trick of a recorded deal."""

    plays: tuple[Play, ...]
    """The cards in play order, leader first."""
    verdict: Verdict
    """Who won it and why."""

    @property
    def leader(self) -> int:
        """The seat that led."""
        return self.plays[0].seat

    @property
    def winner_seat(self) -> int:
        """The seat that won."""
        return self.plays[self.verdict.winner].seat

    @property
    def cards(self) -> tuple[AnyCard, ...]:
        """The cards in play order."""
        return tuple(p.card for p in self.plays)


@dataclass(frozen=True)
class PlayedDeal:
    """A complete deal played by legal moves: what exercises are generated from."""

    players: int
    """How many seats took part."""
    trump: str | None
    """The trump mode code: suit letter, ``TA``, ``SA``, a Neurotrio attribute or ``None``."""
    hands: tuple[tuple[AnyCard, ...], ...]
    """Each seat's hand at the first trick."""
    tricks: tuple[TrickRecord, ...]
    """Every trick, in order."""
    score: Mapping[str, Any] = field(default_factory=dict)
    """The deal's score in the game's ``score`` answer format."""
    contract: Mapping[str, Any] = field(default_factory=dict)
    """The contract played, in the game's case format."""
    result: Mapping[str, Any] = field(default_factory=dict)
    """What the deal produced, as the ``result`` input of the game's ``score`` case."""


def json_value(value: object) -> Any:
    """Turn engine values into JSON-ready ones (cards to notation, halves to floats).

    >>> json_value(Fraction(89, 2)), json_value(Fraction(44)), json_value([Card.parse("AS")])
    (44.5, 44, ['AS'])
    """
    if isinstance(value, Card | NeuroCard | Suit):
        return str(value)
    if isinstance(value, Fraction):
        return int(value) if value.denominator == 1 else float(value)
    if isinstance(value, Mapping):
        return {str(k): json_value(v) for k, v in value.items()}
    if isinstance(value, Sequence) and not isinstance(value, str):
        return [json_value(v) for v in value]
    return value


def round_to_ten(value: int | Fraction) -> int:
    """Nearest ten, a units digit of exactly 5 rounding up, applied once to the exact value.

    Seed 000 footnote 4 (a units digit of 5 goes to the ten above) and seed 004 §Décompte des
    points ("la dizaine la plus proche", 15 counting 20); read as
    ``R10(x) = 10·floor((x + 5) / 10)`` in ``rules-analysis.md`` §0.

    >>> [round_to_ten(x) for x in (15, 44, 45, 51, 64, Fraction(89, 2), Fraction(91, 2))]
    [20, 40, 50, 50, 60, 40, 50]
    """
    return 10 * int((Fraction(value) + 5) // 10)


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
