"""The small protocol every game object follows, and the documents that describe them.

A game answers the questions of ``shared/casefile.md`` (``answer``), names its rule options
(``make_rules``), and plays complete random deals from an explicit ``random.Random``
(``random_deal``) so that the trainer and the benchmarks can draw from it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Protocol, Self

from .cards import Deck
from .errors import EngineError, NotImplementedKind, UnknownOptionError
from .tricks import PlayedDeal


class Game(Protocol):
    """What the registry hands out for a game slug."""

    slug: str
    deck: Deck
    player_counts: tuple[str, ...]
    kinds: frozenset[str]

    def make_rules(self, options: Mapping[str, Any]) -> Any:
        """The game's frozen ``Rules`` with ``options`` applied (unknown ones raise)."""
        ...

    def answer(self, kind: str, data: Mapping[str, Any], rules: Any) -> dict[str, Any]:
        """Answer one case-file question; raise an ``EngineError`` subclass on bad input."""
        ...

    def random_deal(self, rng: random.Random, rules: Any, players: str | None = None) -> PlayedDeal:
        """Deal and play a complete deal by legal random moves."""
        ...


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


#: The question kinds of ``shared/casefile.md``.
CASE_KINDS = ("trick_winner", "legal_plays", "card_points", "contract_target", "bid", "score")

#: Input fields that hold lists of cards, checked before any game rule runs.
CARD_FIELDS = ("trick", "hand", "cards")

type Handler = Callable[[Mapping[str, Any], Any], dict[str, Any]]


class GameBase:
    """Shared plumbing of the game objects: rules from options and the ``answer`` dispatch.

    A game subclasses it, sets ``slug``, ``deck``, ``player_counts`` and ``Rules``, and
    returns its question handlers from ``handlers()``.
    """

    slug: str
    deck: Deck
    player_counts: tuple[str, ...]
    Rules: type[RulesBase]

    def handlers(self) -> Mapping[str, Handler]:
        """Kind -> function(input, rules) answering it."""
        return {}

    @property
    def kinds(self) -> frozenset[str]:
        """The case kinds this game answers."""
        return frozenset(self.handlers())

    def make_rules(self, options: Mapping[str, Any] | None) -> Any:
        """The game's rules with ``options`` applied; unknown options raise."""
        return self.Rules.from_options(options)

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
