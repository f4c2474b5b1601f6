"""The small protocol every game object follows, and the documents that describe them.

A game answers the questions of ``shared/casefile.md`` (``answer``), names its rule options
(``make_rules``), plays complete random deals from an explicit ``random.Random``
(``random_deal``) so that the trainer and the benchmarks can draw from it, and deals whole
deals for a table, seat by seat (``start_deal``, with its computer player ``computer``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from fractions import Fraction
from typing import Any, ClassVar, Protocol, Self

from .cards import AnyCard, Deck
from .deals import DealState, Policy
from .errors import EngineError, NotImplementedKind, UnknownOptionError
from .results import AuctionState, CallRuling, Level, ScoreSheet, Situation
from .tricks import PlayedDeal, PlayRuling, Verdict


class Game[R, M](Protocol):
    """What every game offers, with the same signatures and result types.

    ``R`` is the game's frozen ``Rules`` and ``M`` its trump mode (a suit, tout atout, sans
    atout, a Neurotrio attribute, or ``None`` for a whist deal without trump). Cards, tricks,
    verdicts and rulings are the shared types of ``tricks.py``; calls, score sheets, quiz facts
    and exercise situations those of ``results.py``. Dicts appear only at the case-file
    boundary (``answer``, ``Situation.question``).
    """

    @property
    def slug(self) -> str:
        """Registry key and URL segment."""
        ...

    @property
    def deck(self) -> Deck:
        """The cards the game is played with."""
        ...

    @property
    def player_counts(self) -> tuple[str, ...]:
        """How many may play (``"2x2"`` for two partnerships)."""
        ...

    @property
    def documents(self) -> tuple[Document, ...]:
        """The seed documents that describe it (one rule set each)."""
        ...

    @property
    def interpretations(self) -> tuple[Interpretation, ...]:
        """Every reading the engine applies where a document is ambiguous, damaged or silent."""
        ...

    @property
    def reason_codes(self) -> frozenset[str]:
        """Every reason code the game can emit (the web layer has a sentence for each)."""
        ...

    @property
    def exercise_kinds(self) -> tuple[str, ...]:
        """The exercise kinds it draws situations for, in menu order."""
        ...

    @property
    def kinds(self) -> frozenset[str]:
        """The case kinds it answers."""
        ...

    def make_rules(self, options: Mapping[str, Any] | None = None) -> R:
        """Its ``Rules`` with ``options`` applied (the case-file and URL boundary)."""
        ...

    def rule_options(self) -> Mapping[str, tuple[Any, ...] | type]:
        """Every option of its ``Rules`` with the values it accepts."""
        ...

    def parse_mode(self, code: object) -> M:
        """A trump mode from its case notation (``"H"``, ``"TA"``, ``"V"``, ``null``)."""
        ...

    def mode_code(self, mode: M) -> str | None:
        """The case notation of a trump mode."""
        ...

    def trick_winner(
        self, trick: Sequence[AnyCard], mode: M, rules: R, players: str | None = None
    ) -> Verdict:
        """Who wins a (full or partial) trick, and why."""
        ...

    def legal_plays(self, spot: PlaySpot[M], rules: R) -> PlayRuling:
        """Which cards of a hand may be played, with the obligation behind each refusal."""
        ...

    def read_spot(
        self, question: Mapping[str, Any], rules: R, kind: str | None = None
    ) -> PlaySpot[M]:
        """The play situation of a ``legal_plays`` or ``trick_winner`` case question (``kind``;
        without it, a question with a ``hand`` is a ``legal_plays`` one)."""
        ...

    def card_points(
        self, cards: Sequence[AnyCard], mode: M, rules: R, *, last_trick: bool = False
    ) -> Fraction | None:
        """The card points of ``cards`` (``None`` for a game whose cards carry no points)."""
        ...

    def call_ruling(
        self, auction: Sequence[str], call: str, rules: R, context: Mapping[str, Any]
    ) -> CallRuling:
        """May the next seat make ``call`` after ``auction`` (calls in case notation)?"""
        ...

    def auction(
        self, rules: R, players: str | None = None, context: Mapping[str, Any] | None = None
    ) -> AuctionState:
        """A new auction, nobody having spoken yet; ``context`` is what the game's ``bid``
        cases may add before the first call (whist's ``trou`` or ``rabrouche``)."""
        ...

    def score(self, question: Mapping[str, Any], rules: R) -> ScoreSheet:
        """The score sheet of a ``score`` case's ``contract`` and ``result``."""
        ...

    def answer(self, kind: str, data: Mapping[str, Any], rules: R) -> dict[str, Any]:
        """Answer one case-file question; an ``EngineError`` subclass on bad input."""
        ...

    def random_deal(self, rng: random.Random, rules: R, players: str | None = None) -> PlayedDeal:
        """Deal and play a complete deal by legal random moves."""
        ...

    def situation(
        self,
        kind: str,
        rng: random.Random,
        rules: R,
        level: Level,
        players: str | None = None,
    ) -> Situation:
        """An exercise situation of ``kind`` at ``level``, drawn from ``rng`` alone, at the
        table ``players`` when a rule set is played at one (``None``: at any)."""
        ...

    def start_deal(
        self, rules: R, players: str | None, dealer: int, order: Sequence[AnyCard]
    ) -> DealState:
        """A whole deal for a table (``deals.py``): ``order`` is the shuffled deck, dealt as
        the document deals it from the seat after ``dealer``; the state waits for the first
        call (or card)."""
        ...

    def computer(self) -> Policy:
        """The game's computer player: it makes only the calls and cards the engine allows."""
        ...


@dataclass(frozen=True, slots=True)
class PlaySpot[M]:
    """A player about to play: the hand, the trick so far, the trump mode, and what else the
    game's rule of play needs (``context``: the contract phase of a whist deal, a coinche
    capot defence's opening lead…)."""

    hand: tuple[AnyCard, ...]
    """The cards held."""
    trick: tuple[AnyCard, ...]
    """The cards already played to the trick, leader first."""
    mode: M
    """The trump mode."""
    players: str | None = None
    """The player count where the game has several (``"3"``, ``"2x2"``)."""
    context: Any = None
    """The game's own play context (see each game's ``legal_plays``)."""


class RulesBase:
    """Mixin for frozen ``Rules`` dataclasses: build one from a mapping, refusing unknown keys.

    Each game declares ``OPTIONS``: for every option, the tuple of accepted values (or a type).
    """

    OPTIONS: ClassVar[Mapping[str, tuple[Any, ...] | type]] = {}

    @classmethod
    def from_options(cls, options: Mapping[str, Any] | None) -> Self:
        """Validate ``options`` against ``OPTIONS`` and build the rules."""
        if options is None:
            options = {}
        if not isinstance(options, Mapping):
            raise UnknownOptionError(f"rules must be an object of options, not {options!r}")
        names = {f.name for f in fields(cls)}  # type: ignore[arg-type]
        for key, value in options.items():
            if key not in names:
                known = ", ".join(sorted(names)) or "none"
                raise UnknownOptionError(f"unknown rules option {key!r}; known options: {known}")
            allowed = cls.OPTIONS.get(key)
            if isinstance(allowed, type):
                ok = isinstance(value, allowed) and not (allowed is int and isinstance(value, bool))
            else:
                ok = allowed is None or value in allowed
            if not ok:
                raise UnknownOptionError(
                    f"rules option {key!r} does not accept {value!r}; accepted: {allowed!r}"
                )
        return cls(**options)


@dataclass(frozen=True)
class Document:
    """One of the five seed documents, as the site presents it."""

    slug: str
    """URL slug of its rule page."""
    title: str
    """The document's title (a proper name, not translated)."""
    game: str
    """The game slug in the registry."""
    rules: Mapping[str, Any]
    """The rules options that select this document's rule set."""
    seed: str
    """The seed file it comes from."""
    players: tuple[str, ...]
    """Player counts the document allows (``"2x2"`` for two partnerships)."""
    deck: str
    """Deck slug: ``"32"``, ``"52"`` or ``"neurotrio"``."""


#: The question kinds of ``shared/casefile.md``, then the project's own (README §Case files):
#: the announcements a hand holds and which count, the exchange before the first trick (Le
#: Voisin's turned card, whist's trou partner), the end of a game, and Neurotrio's discard.
CASE_KINDS = (
    "trick_winner",
    "legal_plays",
    "card_points",
    "contract_target",
    "bid",
    "score",
    "announcements",
    "exchange",
    "game_end",
    "discard",
)

#: Input fields that hold lists of cards, checked before any game rule runs.
CARD_FIELDS = ("trick", "hand", "cards")

type Handler = Callable[[Mapping[str, Any], Any], dict[str, Any]]


class GameBase[R: RulesBase]:
    """Shared plumbing of the game objects: rules from options and the ``answer`` dispatch.

    A game subclasses it, sets ``slug``, ``deck``, ``player_counts``, ``rules_type`` and
    the rest of the ``Game`` attributes, and returns its question handlers from
    ``handlers()``.
    """

    slug: str
    deck: Deck
    player_counts: tuple[str, ...]
    rules_type: type[R]
    documents: tuple[Document, ...] = ()
    interpretations: tuple[Interpretation, ...] = ()
    reason_codes: frozenset[str] = frozenset()
    exercise_kinds: tuple[str, ...] = ()

    def handlers(self) -> Mapping[str, Handler]:
        """Kind -> function(input, rules) answering it: trick winners and legal plays through
        the protocol, the game's own kinds from ``own_handlers``."""
        return {
            "trick_winner": self._answer_trick_winner,
            "legal_plays": self._answer_legal_plays,
            **self.own_handlers(),
        }

    def own_handlers(self) -> Mapping[str, Handler]:
        """The case kinds whose answer is the game's own (points, targets, calls, scores)."""
        return {}

    def situation(
        self,
        kind: str,
        rng: random.Random,
        rules: R,
        level: Level,
        players: str | None = None,
    ) -> Situation:
        """An exercise situation (``draw_situation``): every rule set of the game draws at any
        of its tables, so ``players`` is not read; a game whose rule sets are played at one
        table overrides this."""
        return self.draw_situation(kind, rng, rules, level)

    def draw_situation(self, kind: str, rng: random.Random, rules: R, level: Level) -> Situation:
        """The game's own generator of situations (its ``situations.py``)."""
        raise NotImplementedKind(f"not implemented: {self.slug} situations")

    def _answer_trick_winner(self, data: Mapping[str, Any], rules: Any) -> dict[str, Any]:
        spot = self.read_spot(data, rules, "trick_winner")
        return self.trick_winner(spot.trick, spot.mode, rules, spot.players).to_json()

    def _answer_legal_plays(self, data: Mapping[str, Any], rules: Any) -> dict[str, Any]:
        return self.legal_plays(self.read_spot(data, rules, "legal_plays"), rules).to_json()

    def read_spot(
        self, question: Mapping[str, Any], rules: Any, kind: str | None = None
    ) -> PlaySpot[Any]:
        """The play situation of a case question; every game reads its own."""
        raise NotImplementedKind(f"not implemented: {self.slug} read_spot")

    def trick_winner(
        self, trick: Sequence[AnyCard], mode: Any, rules: Any, players: str | None = None
    ) -> Verdict:
        """Who wins a trick; every game decides by its own rules."""
        raise NotImplementedKind(f"not implemented: {self.slug} trick_winner")

    def legal_plays(self, spot: PlaySpot[Any], rules: Any) -> PlayRuling:
        """Which cards may be played; every game decides by its own rules."""
        raise NotImplementedKind(f"not implemented: {self.slug} legal_plays")

    @property
    def kinds(self) -> frozenset[str]:
        """The case kinds this game answers."""
        return frozenset(self.handlers())

    def make_rules(self, options: Mapping[str, Any] | None = None) -> Any:
        """The game's rules with ``options`` applied; unknown options raise."""
        return self.rules_type.from_options(options)

    def rule_options(self) -> Mapping[str, tuple[Any, ...] | type]:
        """Every option of the game's ``Rules`` with the values it accepts."""
        return self.rules_type.OPTIONS

    def answer(self, kind: str, data: Mapping[str, Any], rules: Any) -> dict[str, Any]:
        """Answer one question of the case format."""
        if kind not in CASE_KINDS:
            raise EngineError(f"unknown kind {kind!r}; kinds are: {', '.join(CASE_KINDS)}")
        handler = self.handlers().get(kind)
        if not isinstance(data, Mapping):
            raise EngineError(f"input must be an object, not {type(data).__name__}")
        self.check_cards(data)
        if handler is None:
            raise NotImplementedKind(f"not implemented: {self.slug} {kind}")
        return handler(data, rules)

    def check_cards(self, data: Mapping[str, Any]) -> None:
        """Every card named in ``trick``, ``hand`` and ``cards`` exists and is not repeated."""
        named: list[Any] = []
        for key in CARD_FIELDS:
            if key in data:
                named.extend(self.deck.parse_many(data[key], what=key))
        self.deck.check_no_duplicates(named, what="the trick and hand together")

    def random_deal(self, rng: random.Random, rules: Any, players: str | None = None) -> PlayedDeal:
        """Deal and play a complete deal; games override this."""
        raise NotImplementedKind(f"not implemented: {self.slug} random_deal")


@dataclass(frozen=True)
class Interpretation:
    """A reading the engine applies where a seed document is ambiguous, damaged or silent.

    The rule page shows each one (what the document says, the reading used, why) under an
    anchor named after ``id``; cases that rest on it mention ``id`` in their ``note``.
    """

    id: str
    """Stable anchor, e.g. ``"voisin-cut-suit"``."""
    source: str
    """The passage concerned: seed file and section, e.g. ``"000 §PLIS"``."""
    reading: str
    """The reading the engine applies, in one sentence (English; pages write their own prose)."""
    option: str | None = None
    """The ``Rules`` option that selects another reading, if any."""
