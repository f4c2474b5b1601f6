"""The small protocol every game object follows, and the documents that describe them.

A game answers the questions of ``shared/casefile.md`` (``answer``), names its rule options
(``make_rules``), plays complete random deals from an explicit ``random.Random``
(``random_deal``) so that the trainer and the benchmarks can draw from it, and deals whole
deals for a table, seat by seat (``start_deal``, with its computer player ``computer``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from types import MappingProxyType
from typing import Any, Protocol, cast

from .cards import DECKS, AnyCard, Deck
from .deals import DealState, Policy
from .errors import EngineError, NotImplementedKind
from .options import Interpretation, RulesBase
from .results import AuctionState, CallRuling, Level, ScoreSheet, Situation
from .sheet import Match
from .themes import ThemeBook, draw_theme
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

    @property
    def themes(self) -> ThemeBook:
        """What a player must master in each of its rule sets (``themes.py``)."""
        ...

    def situation(
        self,
        kind: str,
        rng: random.Random,
        rules: R,
        level: Level,
        theme: str | None = None,
        players: str | None = None,
    ) -> Situation:
        """An exercise situation of ``kind`` at ``level``, drawn from ``rng`` alone; with a
        ``theme``, one that exhibits it (``themes.draw_theme``), with its difficulty; at the
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

    @property
    def match(self) -> Match[Any]:
        """The game's score sheet (``sheet.Match``): a whole game replayed from its entries,
        its columns, a deal as a ``score`` case, where the game stands."""
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
#: Voisin's turned card), who plugs a whist trou, the end of a game, and Neurotrio's discard.
CASE_KINDS = (
    "trick_winner",
    "legal_plays",
    "card_points",
    "contract_target",
    "bid",
    "score",
    "announcements",
    "exchange",
    "boucheur",
    "game_end",
    "discard",
)

#: Input fields that hold lists of cards, checked before any game rule runs.
CARD_FIELDS = ("trick", "hand", "cards")

type Handler = Callable[[Mapping[str, Any], Any], dict[str, Any]]


class Answers(dict[str, Handler]):
    """The case kinds a game answers in its own terms (``GameBase.answers``): each handler,
    a function ``answer_<kind>``, joins them with the decorator ``@ANSWERS``.

    >>> ANSWERS = Answers()
    >>> @ANSWERS
    ... def answer_bid(data, rules): ...
    >>> list(ANSWERS)
    ['bid']
    """

    def __call__[H: Handler](self, handler: H) -> H:
        kind = str(getattr(handler, "__name__", "")).removeprefix("answer_")
        if kind not in CASE_KINDS:
            raise EngineError(f"{kind!r} is not a case kind: name a handler answer_<kind>")
        self[kind] = handler
        return handler


@dataclass(frozen=True)
class AtTable:
    """How a game is played at a table (``GameBase.at_table``): its whole deals from the
    shuffle (``start``, the game's ``deals.TableDeal``), its computer player and its score
    sheet."""

    start: Callable[[Any, str | None, int, Sequence[AnyCard]], DealState]
    """A whole deal: the rules, the table, the dealer and the shuffled deck."""
    computer: Policy
    """The computer player (``<game>/computer.py``)."""
    match: Match[Any]
    """The score sheet (``<game>/match.py``)."""


class GameBase[R: RulesBase]:
    """Shared plumbing of the game objects: rules from options and the ``answer`` dispatch.

    A game subclasses it and sets its ``documents`` (its slug, deck and tables are theirs),
    ``rules_type``, the rest of the ``Game`` attributes and its case ``answers``.
    """

    rules_type: type[R]
    documents: tuple[Document, ...] = ()
    interpretations: tuple[Interpretation, ...] = ()
    reason_codes: frozenset[str] = frozenset()
    exercise_kinds: tuple[str, ...] = ()
    theme_book: ThemeBook
    generators: Mapping[str, Callable[[random.Random, Any, Level], Situation]]
    """Kind -> the generator of its level exercises (``situations.py`` and its siblings)."""

    answers: Mapping[str, Handler] = MappingProxyType({})
    """The case kinds the game answers in its own terms (``Answers``): points, targets,
    calls, scores…"""

    def handlers(self) -> Mapping[str, Handler]:
        """Kind -> function(input, rules) answering it: trick winners and legal plays through
        the protocol, the game's own kinds from ``answers``."""
        return {
            "trick_winner": self._answer_trick_winner,
            "legal_plays": self._answer_legal_plays,
            **self.answers,
        }

    def _answer_trick_winner(self, data: Mapping[str, Any], rules: Any) -> dict[str, Any]:
        spot = self.read_spot(data, rules, "trick_winner")
        return self.trick_winner(spot.trick, spot.mode, rules, spot.players).to_json()

    def _answer_legal_plays(self, data: Mapping[str, Any], rules: Any) -> dict[str, Any]:
        return self.legal_plays(self.read_spot(data, rules, "legal_plays"), rules).to_json()

    @property
    def slug(self) -> str:
        """Registry key and URL segment: its documents' game."""
        return self.documents[0].game

    @property
    def deck(self) -> Deck:
        """The cards its documents play with."""
        return DECKS[self.documents[0].deck]

    @property
    def player_counts(self) -> tuple[str, ...]:
        """The tables its documents allow, in their order."""
        return tuple(dict.fromkeys(p for d in self.documents for p in d.players))

    def read_spot(
        self, question: Mapping[str, Any], rules: Any, kind: str | None = None
    ) -> PlaySpot[Any]:
        """The player about to play in a ``legal_plays`` question (it has a ``hand``) or the
        trick of a ``trick_winner`` question (``kind``), read by the game's ``spot_reader``."""
        kind = kind or ("legal_plays" if "hand" in question else "trick_winner")
        return self.spot_reader(question, rules, kind)

    def spot_reader(self, data: Mapping[str, Any], rules: Any, kind: str) -> PlaySpot[Any]:
        """The play situation of a case question of ``kind``; every game reads its own."""
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

    @property
    def themes(self) -> ThemeBook:
        """The game's themes (its ``theme_book``)."""
        return self.theme_book

    def situation(
        self,
        kind: str,
        rng: random.Random,
        rules: Any,
        level: Level,
        theme: str | None = None,
        players: str | None = None,
    ) -> Situation:
        """An exercise situation of ``kind`` at ``level`` (``level_situation``); with a
        ``theme``, one that exhibits it (``themes.draw_theme``); at the table ``players`` when
        one is given."""
        if theme is not None:
            game = cast("Game[Any, Any]", self)
            return draw_theme(game, theme, kind, rng, rules, level, players)
        return self.level_situation(kind, rng, rules, level, players)

    def level_situation(
        self, kind: str, rng: random.Random, rules: Any, level: Level, players: str | None = None
    ) -> Situation:
        """An exercise situation of ``kind`` at ``level``, by the game's ``generators``: every
        rule set of the game draws at any of its tables, so ``players`` is not read; a game
        whose rule sets are played at one table overrides this."""
        generate = self.generators.get(kind)
        if generate is None:
            raise NotImplementedKind(f"not implemented: {self.slug} {kind} situations")
        return generate(rng, rules, level)

    def mode_code(self, mode: Any) -> str | None:
        """The case notation of a trump mode: its value (``None`` for a deal without trump)."""
        return None if mode is None else str(mode.value)

    at_table: AtTable
    """How the game is played at a table: its whole deals, computer player and score sheet."""

    def start_deal(
        self, rules: Any, players: str | None, dealer: int, order: Sequence[AnyCard]
    ) -> DealState:
        """A whole deal for a table (the game's ``deals.TableDeal``)."""
        return self.at_table.start(rules, players, dealer, order)

    def computer(self) -> Policy:
        """The game's computer player: it makes only the calls and cards the engine allows."""
        return self.at_table.computer

    @property
    def match(self) -> Match[Any]:
        """The game's score sheet (``sheet.Match``)."""
        return self.at_table.match
