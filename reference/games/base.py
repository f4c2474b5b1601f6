"""What the web layer says of a game: the names of its values and the sentences of its reasons.

Each game has one ``GameWords`` (``reference/games/<slug>/``): the one place that names the
game's trump modes, calls, contracts, seats and sides in French and English, and turns its
engine reasons (codes with parameters) into sentences. Parameters are written by what the
game says they hold (seats, calls, modes, sides), then by type (cards, suits, numbers); no
value is guessed from its shape.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from typing import Any, ClassVar, Self

from django.utils.functional import Promise
from django.utils.text import capfirst
from django.utils.translation import gettext as _

from reference.engine import AnyGame, get_game
from reference.engine.cards import AnyCard, Suit
from reference.engine.results import AuctionState, QuizFact, Situation
from reference.engine.tricks import Param, Reason
from reference.games.seating import Seating
from reference.games.sentences import MESSAGES as COMMON_MESSAGES
from reference.names import SUIT_NAMES, by_seat_name, format_value, written

type Template = Promise | str


def suit_or_all_trumps(code: str | None) -> str:
    """A trump mode of the games that play a suit, all trumps or none: "cœur", "tout atout",
    "sans atout"."""
    if code == "TA":
        return _("tout atout")
    if code == "SA":
        return _("sans atout")
    return str(SUIT_NAMES[Suit(str(code))])


@dataclass(frozen=True)
class CallBuilder:
    """Calls made of a level and a trump, offered at a table as two pickers: every level and
    every trump, so that a bid too low is refused with the rule that says so."""

    levels: tuple[tuple[str, str], ...]
    """(the level in case notation, its words), from the lowest."""
    trumps: tuple[str, ...]
    """The trump modes in case notation."""
    others: frozenset[str]
    """The calls that are no bid (a pass, a coinche, a contre): offered one by one."""

    def call(self, level: str, trump: str) -> str:
        """The call a level and a trump make (``110H``, ``capot S``, ``2V``)."""
        return f"{level}{trump}" if level.isdigit() else f"{level} {trump}"

    def makes(self, call: str) -> bool:
        """Whether the pickers make ``call`` (a bid)."""
        return call not in self.others


@dataclass(frozen=True)
class SearchNames:
    """How players name a game in a question to the rules' search, folded (lower case, no
    accents), and the documents (rule pages) each name keeps the search to."""

    words: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """A word of a question that names the game (« coinche », "rulebook")."""
    phrases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Several words that name it together (« belote coinchee », « a la couleur »)."""
    terms: tuple[str, ...] = ()
    """Names that are also words of the game (the belote announced, a coinche made): kept as
    words of the question unless « à la », "in"… make them the game's name."""


class MissingSentence(KeyError):
    """A reason code or quiz wording that the game's words do not cover."""


class GameWords:
    """A game's names and sentences, in the active language (French first, English beside)."""

    slug: ClassVar[str]
    """The engine game it speaks for."""
    messages: ClassVar[Mapping[str, Template]] = {}
    """Reason code -> sentence, placeholders named after the reason's parameters."""
    quiz_messages: ClassVar[Mapping[str, Template]] = {}
    """Quiz wording code -> question, placeholders named after the fact's parameters."""
    seat_params: ClassVar[frozenset[str]] = frozenset()
    """Reason parameters that hold a seat numbered from 0 (written from 1)."""
    call_params: ClassVar[frozenset[str]] = frozenset({"call", "bid", "standing"})
    """Reason parameters that hold a call in case notation (written in words)."""
    mode_params: ClassVar[frozenset[str]] = frozenset({"mode"})
    """Reason parameters that hold a trump mode in case notation."""
    card_params: ClassVar[frozenset[str]] = frozenset({"card", "cards"})
    """Reason parameters that hold cards (read back from a stored reason as cards)."""
    total_codes: ClassVar[frozenset[str]] = frozenset()
    """Score steps that only repeat a total (a score sheet's table shows it already)."""
    clockwise: ClassVar[bool] = False
    """Whether the turn passes to the left (clockwise); seats are numbered in turn."""
    compass: ClassVar[tuple[Template, ...]] = ()
    """The seats' names where the game names them by the compass, seat 0 first (empty where
    players are numbered): an exercise turns the table so that « vous » takes ``home``'s."""
    home: ClassVar[int] = 0
    """The seat drawn at the bottom of a table where no seat is the learner's."""
    seated_messages: ClassVar[Mapping[str, Template]] = {}
    """Sentences that name seats, as an exercise's table names them (by the compass)."""
    named_messages: ClassVar[Mapping[str, Template]] = {}
    """Sentences that name players by number, written for a table whose seats have names
    (``named``): there the seat's name takes the number's place."""
    you_messages: ClassVar[Mapping[str, Mapping[str, Template]]] = {}
    """Sentences whose subject is a seat, for a table where that seat is the learner's: reason
    code -> the parameter that names the seat -> the sentence, in the second person (« vous
    annoncez », never « Sud annonce » when Sud is « vous »)."""
    sections: ClassVar[tuple[tuple[str, str], ...]] = ()
    """Reason codes (or prefixes ending in ``*``) and the rule-page section that states their
    rule, first match first."""
    seating: Seating | None = None
    """The table of the exercise the words speak of (``seated``), if any."""
    names: tuple[str, ...] = ()
    """The seats' names at one table of « À la table » (``named``), seat 0 first: there every
    sentence names a seat as its felt does, never by a number."""
    you: int | None = None
    """The learner's seat (``named``, ``seated``): a sentence about it says « vous »."""
    forgotten: ClassVar[Mapping[str, Template]] = {}
    """Reason code of a refused card -> what the learner forgot to do (« monter »), for the
    table's progress page."""
    contract_names_taker: ClassVar[bool] = False
    """Whether a contract in words already says who took it (« 110 cœur par Nord-Sud »)."""
    theme_names: ClassVar[Mapping[str, Template]] = {}
    """Theme slug -> its name, as a player says it (``reference.engine.themes``)."""
    search_names: ClassVar[SearchNames] = SearchNames()
    """How players name the game in a question to the rules' search (``reference.search``)."""

    @cached_property
    def game(self) -> AnyGame:
        """The engine game."""
        return get_game(self.slug)

    def under(self, rules: Any) -> GameWords:
        """The words of the game under ``rules`` (a game whose documents name things
        differently has words for each)."""
        return self

    @cached_property
    def all_messages(self) -> Mapping[str, Template]:
        """The game's sentences and the ones every game shares."""
        return {**COMMON_MESSAGES, **self.messages}

    # --- sentences -------------------------------------------------------------------------

    def sentence(self, reason: Reason) -> str:
        """The sentence of ``reason`` in the active language, its counts agreeing with their
        nouns and its elisions made (``names.written``)."""
        return written(self.write(reason))

    def write(self, reason: Reason) -> str:
        """The sentence of ``reason`` as its pattern writes it (a game may write some its own
        way)."""
        try:
            template = self.template(reason)
        except KeyError:
            raise MissingSentence(f"{self.slug}: {reason.code}") from None
        return str(template) % {name: self.param(name, value) for name, value in reason.params}

    def template(self, reason: Reason) -> Template:
        """The sentence pattern of ``reason``: at a table whose seats have names, the one that
        names them, and the one in the second person when its subject is the learner
        (``KeyError`` for a code without a sentence)."""
        if self.you is not None:
            for name, template in self.you_messages.get(reason.code, {}).items():
                seat = reason.get(name)
                if isinstance(seat, int) and not isinstance(seat, bool) and seat == self.you:
                    return template
        named = self.seats_named
        if named and reason.code in self.seated_messages:
            return self.seated_messages[reason.code]
        if self.names and reason.code in self.named_messages:
            return self.named_messages[reason.code]
        template = self.all_messages[reason.code]
        return by_seat_name(str(template)) if named else template

    @property
    def seats_named(self) -> bool:
        """Whether the sentences name seats as the table does (« Nord », « Ouest »), not by
        number: at a table, or at an exercise's table of a game whose seats have names."""
        return bool(self.names) or (self.seating is not None and bool(self.compass))

    def section_table(self) -> tuple[tuple[str, str], ...]:
        """The reason codes and their sections (a game with a page per document has one table
        for each)."""
        return self.sections

    def section(self, code: str, *, catch_all: bool = True) -> str | None:
        """The anchor of the rule-page section that states the rule of a reason ``code``
        (without ``catch_all``, ``None`` for a code that only the table's last ``*`` line
        would send to a section)."""
        for key, anchor in self.section_table():
            if key == "*" and not catch_all:
                return None
            if code == key or (key.endswith("*") and code.startswith(key[:-1])):
                return anchor
        return None

    def theme_name(self, slug: str) -> str:
        """A theme's name in the active language (``MissingSentence`` for a slug the words do
        not name)."""
        try:
            return str(self.theme_table()[slug])
        except KeyError:
            raise MissingSentence(f"{self.slug}: theme {slug}") from None

    def theme_table(self) -> Mapping[str, Template]:
        """The theme names of the rule set these words speak for."""
        return self.theme_names

    def reason_from_json(self, data: Mapping[str, Any]) -> Reason:
        """A reason stored in its JSON form (a score sheet's steps) read back: halves as
        fractions, lists as tuples, and the parameters the game says hold cards as cards."""
        params = dict(data.get("params") or {})
        return Reason(
            str(data.get("code", "")),
            tuple((str(name), self._typed(str(name), value)) for name, value in params.items()),
            str(data.get("source", "")),
        )

    def _typed(self, name: str, value: Any) -> Param:
        if name in self.card_params and isinstance(value, str):
            return self.game.deck.parse(value)
        if name in self.card_params and isinstance(value, list):
            return tuple(self.game.deck.parse(v) for v in value)
        if isinstance(value, float):
            return Fraction(str(value))
        if isinstance(value, list):
            return tuple(value)
        param: Param = value
        return param

    def param(self, name: str, value: Param) -> str:
        """A reason parameter written for a reader: by what it holds, then by type."""
        number = isinstance(value, int) and not isinstance(value, bool)
        if name in self.seat_params and number:
            if 0 <= int(value) < len(self.names):  # type: ignore[arg-type]
                return self.names[int(value)]  # type: ignore[arg-type]
            if self.seating is not None and self.compass:
                return self.place(int(value))  # type: ignore[arg-type]
            return self.seat_number(int(value))  # type: ignore[arg-type]
        if name in self.call_params and isinstance(value, str):
            return self.call_name(value)
        if name in self.mode_params and isinstance(value, str):
            return self.mode_name(value)
        return format_value(value)

    def quiz_text(self, fact: QuizFact) -> str:
        """A quiz question in the active language, its counts agreeing with their nouns and
        its elisions made (``names.written``)."""
        try:
            template = self.quiz_messages[fact.code]
        except KeyError:
            raise MissingSentence(f"{self.slug}: {fact.code}") from None
        values = {name: self.quiz_param(name, value) for name, value in fact.params}
        return written(str(template) % (values | self.quiz_extras(fact)))

    def quiz_extras(self, fact: QuizFact) -> dict[str, str]:
        """Words a game's questions use beyond their parameters (none by default)."""
        return {}

    def quiz_param(self, name: str, value: Param) -> str:
        """A quiz question's parameter (defaults to the reason parameters' writing)."""
        return self.param(name, value)

    def quiz_options(self, fact: QuizFact) -> list[str]:
        """The choices of a quiz question, written out (counts agreeing with their nouns)."""
        return [written(self.quiz_option(fact, option)) for option in fact.options]

    def quiz_option(self, fact: QuizFact, option: Param) -> str:
        """One choice of a quiz question (numbers as digits, cards by name…)."""
        return format_value(option)

    # --- names -----------------------------------------------------------------------------

    def seat_number(self, seat: int) -> str:
        """A seat numbered from 0, as pages number players (from 1)."""
        return str(seat + 1)

    def numbered_seat(self, name: object, seat: int) -> str:
        """ "Est (joueur 4)": a seat's name and the number the reason sentences use."""
        return _("%(name)s (joueur %(seat)s)") % {"name": name, "seat": self.seat_number(seat)}

    # --- an exercise's table ---------------------------------------------------------------

    def seated(self, seating: Seating | None) -> Self:
        """The same words for one exercise's table: seats named as the table shows them."""
        bound = copy.copy(self)
        bound.seating = seating
        bound.you = None if seating is None else seating.you
        return bound

    def named(self, names: Sequence[str], you: int | None = None) -> Self:
        """The same words at a table whose seats bear ``names`` (seat 0 first), where the
        learner sits at ``you``."""
        bound = copy.copy(self)
        bound.names = tuple(names)
        bound.you = you
        return bound

    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom: the learner's, else ``home``."""
        seating = self.seating
        if seating is not None and seating.you is not None:
            return seating.you
        return self.home

    def place(self, seat: int) -> str:
        """A seat's name at this table: « Sud » (the table turned so that « vous » is Sud),
        or « joueur 2 » where players are numbered."""
        if self.compass:
            count = len(self.compass)
            return str(self.compass[(seat - self.bottom + self.home) % count])
        return _("joueur %(n)s") % {"n": self.seat_number(seat)}

    def team_of(self, seat: int) -> str:
        """A seat's team as this table names it ("" where players play each for himself)."""
        return ""

    def at_table(self, question: Mapping[str, Any]) -> GameWords:
        """The words for one question's table, where a game names things by its table (Le
        Voisin's sides are players, or teams in 2×2); the same words for most games."""
        return self

    def seat_name(self, seat: int, players: str | None = None) -> str:
        """A player at the table ("Joueur 2")."""
        return _("Joueur %(n)s") % {"n": self.seat_number(seat)}

    def speaking_order(self, players: str | None = None) -> str:
        """Who speaks first and in which order, for an auction figure ("" when plain)."""
        return ""

    def trick_labels(self, example: Mapping[str, Any], count: int) -> list[str]:
        """Who played each card of a worked trick (none unless the game names seats)."""
        return []

    def example_cards(self, example: Mapping[str, Any]) -> list[tuple[str, list[AnyCard]]]:
        """Cards a worked auction shows above its calls, each row with its label (Le Voisin's
        turned card); none by default."""
        return []

    def contract_text(self, contract: Mapping[str, Any]) -> str:
        """A contract in words."""
        raise NotImplementedError(self.slug)

    def sheet_deal(
        self, entry: Mapping[str, Any], players: Sequence[str], columns: Sequence[str]
    ) -> str:
        """A deal played, as a score sheet's line says it in a few words ("110 ♥ · Nord et
        Sud · coinché"): ``players`` and ``columns`` name the seats and the sheet's columns."""
        raise NotImplementedError(self.slug)

    def sheet_redeal(self, entry: Mapping[str, Any]) -> str:
        """Why a deal was dealt again, as a score sheet's line says it."""
        if entry.get("why") == "carre_de_dames":
            return _("Carré de Dames : donne à refaire")
        return _("Tout le monde passe : donne à refaire")

    def call_builder(self, rules: Any) -> CallBuilder | None:
        """How a table offers the bids of a level and a trump under ``rules`` (``None``: every
        call is offered as it is)."""
        return None

    def auction_outcome(self, state: AuctionState, rules: Any) -> str:
        """How an auction stands: going on, over on a contract, or everybody passed."""
        if not state.ended:
            return _("Les enchères continuent.")
        if state.contract is None:
            return _("Tout le monde a passé : on redistribue.")
        return _("Contrat : %(contract)s.") % {"contract": self.contract_text(state.contract)}

    def mode_name(self, code: str | None) -> str:
        """A trump mode in words ("cœur", "tout atout", "sans atout")."""
        raise NotImplementedError(self.slug)

    def trump_label(self, question: Mapping[str, Any]) -> str:
        """The trump of a trick or play question, for a figure's tag (``mode_label`` of its
        ``trump``, unless the game names it otherwise)."""
        return self.mode_label(question.get("trump"))

    def mode_label(self, code: str | None) -> str:
        """A trump mode for a figure's tag: its name, with the suit's symbol ("cœur ♥")."""
        name = self.mode_name(code)
        if isinstance(code, str) and code in Suit._value2member_map_:
            return f"{name} {Suit(code).symbol}"
        return name

    def felt_badges(self, trump: str) -> list[str]:
        """What the middle of a card table says of the trump mode while a deal is played
        (« Atout : cœur ♥ »; Le Voisin adds its voisin)."""
        return [_("Atout : %(trump)s") % {"trump": self.mode_label(trump)}]

    def call_name(self, call: str) -> str:
        """A call in words, from its case notation."""
        raise NotImplementedError(self.slug)

    def call_in_auction(self, call: str, index: int, seats: int) -> str:
        """The ``index``-th call of an auction so far (from 0), as an exercise lists it."""
        return capfirst(self.call_name(call))

    def exercise_trump(self, code: str | None) -> str:
        """The trump mode as an exercise names it (its name, unless the game says more)."""
        return self.mode_name(code)

    def side_name(self, side: str, question: Mapping[str, Any]) -> str:
        """Who a score sheet's side is, in words (a team, a player, the taker…)."""
        raise NotImplementedError(self.slug)

    def score_summary(self, question: Mapping[str, Any]) -> list[str]:
        """A ``score`` question told as a deal's summary, line by line."""
        raise NotImplementedError(self.slug)

    def contract_note(self, contract: Mapping[str, Any], rules: Any) -> tuple[str, str] | None:
        """A special contract explained in one sentence, with the reason code whose section
        states it (``None``: nothing to explain)."""
        return None

    def play_note(self, question: Mapping[str, Any]) -> str:
        """What a player about to play should know beyond the cards ("" when nothing)."""
        return ""

    def trick_note(self, question: Mapping[str, Any]) -> str:
        """What a reader of a trick should know beyond its cards ("" when nothing)."""
        return ""

    def situation_show(self, kind: str, situation: Situation) -> dict[str, Any]:
        """What an exercise page shows beyond the question from the situation's extras (the
        contract being played…), by the key the kind's template reads."""
        return {}

    def call_note(self, before: AuctionState, after: AuctionState) -> str:
        """What a call changed that its ruling does not say ("" when nothing)."""
        return ""

    def opening_calls(
        self, question: Mapping[str, Any], extras: Mapping[str, Any]
    ) -> list[tuple[int, str]]:
        """What was announced before an auction, by seat (nothing unless the game has it)."""
        return []


def and_list(items: list[str]) -> str:
    """ "a, b et c"."""
    if len(items) < 2:
        return "".join(items)
    return _("%(items)s et %(last)s") % {"items": ", ".join(items[:-1]), "last": items[-1]}
