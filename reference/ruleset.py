"""What a rule set is: a game played under one rule document, or under one of its variants (Le
Voisin at three, or under Variante II), as every app offers it.

A rule set says where it is played (its tables: ``"4"``, ``"3"``, ``"2x2"`` for two teams of
two), which way the turn passes and so who sits where (``reference.games.seating``), how a game
of it ends, the house rules a table may agree on (each an engine option asked as a player
would ask it, in French and English), and where its rule page explains each phase of a deal.
The catalogue of every rule set is ``reference.rulesets``; each game lists its own in its
package (``reference/games/<game>/rulesets.py``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.engine import AnyGame, Document, get_document, get_game
from reference.engine.options import Interpretation
from reference.engine.results import Level
from reference.engine.sheet import Match, Sheet
from reference.games import words
from reference.games.base import GameWords
from reference.games.seating import SOUTH_SEAT, seat_names

#: The groups a table's house rules are shown in, in order.
GROUPS = (
    ("deal", gettext_lazy("La donne et les enchères")),
    ("play", gettext_lazy("Le jeu de la carte")),
    ("score", gettext_lazy("La marque")),
)
#: How each table is named where a player chooses one.
TABLE_WORDS: Mapping[str, Promise] = {
    "2": gettext_lazy("2 joueurs"),
    "3": gettext_lazy("3 joueurs"),
    "4": gettext_lazy("4 joueurs, chacun pour soi"),
    "5": gettext_lazy("5 joueurs"),
    "2x2": gettext_lazy("4 joueurs, deux équipes de deux"),
}


@dataclass(frozen=True)
class Step:
    """One step of a game's guided path (« Débuter »): the rule page's explanation of a
    section, then a round of exercises."""

    slug: str
    title: Promise
    kind: str
    """The exercise kind that checks the answers."""
    section: str
    """The rule-page section whose opening explains the step."""
    generator: str = ""
    """The engine's situation to draw (``card_order``, ``bid@2``…); "" for the kind's own."""
    level: Level = Level.EASY
    topic: str = ""
    """The exercise kind whose subject the step teaches, when it is not ``kind`` (a quiz on the
    exchange teaches the exchange): its answers are filed under it, and a rule set that leaves
    that subject out skips the step."""

    @property
    def subject(self) -> str:
        """What the step teaches: ``topic``, else its kind."""
        return self.topic or self.kind


#: The steps most games' paths share.
ORDER = Step("ordre", gettext_lazy("L'ordre des cartes"), "quiz", "ordre-des-cartes", "card_order")
POINTS = Step("points", gettext_lazy("Compter les points"), "card_points", "points")


@dataclass(frozen=True)
class HouseRule:
    """One option of the game's rules, asked as a player would ask it. A page never shows the
    option's name or value: only the question and the choices' words."""

    name: str
    """The engine option (``Rules``, or the game's ``MatchRules`` when ``match``)."""
    question: Promise
    """What the table agrees on."""
    choices: tuple[tuple[Any, Promise], ...]
    """(engine value, words); the first is the document's rule or the reading followed."""
    group: str = "play"
    """``deal`` (the deal and the auction), ``play`` (the cards) or ``score`` (the marking)."""
    at_table: bool = True
    """Whether a table playing whole deals offers it (« À la table »)."""
    on_sheet: bool = False
    """Whether the score pad offers it (it changes what a sheet counts)."""
    match: bool = False
    """An option of the whole game's sheet (``MatchRules``), not of a deal's rules."""
    help: Promise | None = None
    """A sentence that says more than the question, when it needs it."""

    @property
    def default(self) -> Any:
        """The document's rule (or the reading followed)."""
        return self.choices[0][0]

    def words_of(self, value: Any) -> Promise | None:
        """The words of ``value`` (``None`` for a value the rule does not offer)."""
        return next((w for v, w in self.choices if v == value), None)


def yes_no(
    yes: Promise, no: Promise, default: bool = True
) -> tuple[tuple[bool, Promise], tuple[bool, Promise]]:
    """The two choices of a yes-or-no rule, the document's first."""
    return ((True, yes), (False, no)) if default else ((False, no), (True, yes))


@dataclass(frozen=True)
class Sheets:
    """How a game's score sheet is kept: the engine's score sheet of the game (``Game.match``,
    which replays a game's deals for the score pad and the table) and its readings in player
    words."""

    game: str
    notes: Mapping[str, Promise]
    """Each reading the sheet applies where the document is silent or unclear, in player
    words, by the interpretation's id."""

    @property
    def match(self) -> Match[Any]:
        """The engine's score sheet of the game."""
        return get_game(self.game).match

    @property
    def interpretations(self) -> tuple[Interpretation, ...]:
        """The readings this rule set's sheet applies where the document is silent or unclear:
        the game's sheet readings it has a note for (a rule set of a game may keep fewer lines
        than another: à la couleur has no penalties nor Ad Fundum)."""
        return tuple(i for i in self.match.interpretations if i.id in self.notes)


@dataclass(frozen=True)
class RuleSet:
    """One rule set: a document's rules, or a variant of them, as the apps offer it."""

    id: str
    """Its name across the site: the table's and the score pad's pages and stored games (the
    document's slug for a document's own rules: ``coinche``, ``whist-reglement``)."""
    slug: str
    """Its name within its game: the trainer's URLs and stored answers (``standard``,
    ``reglement``, ``a-3``)."""
    document_slug: str
    """The rule document it follows (its page)."""
    tables: tuple[str, ...]
    """The tables it is played at, the usual one first (``"2x2"``: two teams of two)."""
    clockwise: bool
    """Whether the turn passes to the left (clockwise); a ``direction`` house rule may turn it."""
    options: Mapping[str, Any] = field(default_factory=dict)
    """The engine options that select these rules beyond the game's defaults."""
    name: Promise | None = None
    """What it is beside the document's title (« à 3 joueurs », « variante II »); ``None`` for
    the document's own rules."""
    target: int | None = None
    """The score the document plays a game to, when it sets one."""
    ends: tuple[tuple[str, Promise], ...] = ()
    """How a game at the table may end (``points:N``, ``deals:each``, ``deals:twice``), the
    document's first; empty when the target above (or a house rule) sets it."""
    house_rules: tuple[HouseRule, ...] = ()
    """What a table may agree on, in player words."""
    sections: Mapping[str, str] = field(default_factory=dict)
    """The rule-page section that explains each phase of a deal (``auction``, ``exchange``,
    ``play``, ``score``): where a reason is linked when its rule has no section of its own."""
    sheets: Sheets | None = None
    """How its score sheets are kept (``None`` only for a game no app keeps the score of)."""
    quarters: bool = False
    """Whether its score pad keeps an evening's quarters (the Règlement's Ad Fundum)."""
    quarter_rules: Mapping[str, Any] = field(default_factory=dict)
    """The house rules a quarter's first evening starts with (its later evenings take the
    previous evening's): what the quarter counts needs them (Ad Fundum's tallies)."""
    path: tuple[Step, ...] = ()
    """Its guided path (« Débuter »), step by step."""
    left_out: frozenset[str] = frozenset()
    """Exercise kinds (and the path's steps on them) that have no object under these rules
    (Variante I turns no card: nothing to exchange)."""
    listed: bool = True
    """Whether menus offer it (a rule set kept only for the links and games that name it is
    not)."""

    def __repr__(self) -> str:
        """Its id alone: the same in every process (test ids under pytest-xdist, logs)."""
        return f"RuleSet({self.id})"

    # --- what it plays -------------------------------------------------------------------------

    @property
    def document(self) -> Document:
        """The rule document."""
        return get_document(self.document_slug)

    @property
    def game(self) -> str:
        """The engine game's slug."""
        return self.document.game

    @property
    def engine(self) -> AnyGame:
        """The engine game."""
        return get_game(self.game)

    @cached_property
    def rules(self) -> Any:
        """The engine's ``Rules`` of this rule set (frozen: built once)."""
        return self.engine.make_rules(dict(self.options))

    def rules_with(self, house: Mapping[str, Any]) -> Any:
        """The engine's ``Rules`` with the house rules ``house`` (``EngineError`` on a bad one)."""
        return self.engine.make_rules({**dict(self.options), **dict(house)})

    def words(self, rules: Any = None) -> GameWords:
        """The game's words under ``rules`` (by default this rule set's)."""
        return words(self.game).under(self.rules if rules is None else rules)

    @property
    def title(self) -> str:
        """« Le Voisin », « Le Voisin, à 3 joueurs »."""
        if self.name is None:
            return self.document.title
        return _("%(title)s, %(name)s") % {"title": self.document.title, "name": self.name}

    @property
    def short_title(self) -> str:
        """Its name among its game's rule sets (« à 3 joueurs »; the document's title for the
        document's own rules)."""
        return self.document.title if self.name is None else str(self.name)

    @property
    def table(self) -> str | None:
        """Its one table, when it has only one (an exercise is then drawn at it)."""
        return self.tables[0] if len(self.tables) == 1 else None

    # --- who sits where -------------------------------------------------------------------------

    def turns_clockwise(self, house: Mapping[str, Any] | None = None) -> bool:
        """Which way the turn passes under the house rules ``house`` (a ``direction`` rule
        turns it: ``cw`` or ``ccw``)."""
        direction = (house or {}).get("direction")
        return self.clockwise if direction is None else direction == "cw"

    def seat_names(self, table: str, house: Mapping[str, Any] | None = None) -> tuple[Promise, ...]:
        """The seats' names in the order of play, seat 0 first; the learner sits South."""
        return seat_names(seats(table), self.turns_clockwise(house))

    def learner_seat(self, table: str) -> int:
        """The learner's seat at ``table``: South."""
        return SOUTH_SEAT[seats(table)]

    def partner(self, table: str, seat: int) -> int | None:
        """The seat facing ``seat`` in a game of two teams."""
        return (seat + 2) % 4 if teams(table) else None

    # --- how a game ends ------------------------------------------------------------------------

    @property
    def agreed_end(self) -> bool:
        """The document sets no end: the players agree on a score or a number of deals."""
        return self.target is None

    def end_value(self, choice: str, table: str) -> str:
        """The stored end of an ``ends`` choice: ``points:N`` or ``deals:N`` (each player
        dealing once or twice counts the table's seats)."""
        count = seats(table)
        return {"deals:each": f"deals:{count}", "deals:twice": f"deals:{2 * count}"}.get(
            choice, choice
        )

    @property
    def direction(self) -> str:
        """Which way the deal goes round, in words."""
        if self.clockwise:
            return _("La donne tourne vers la gauche (sens des aiguilles d'une montre).")
        return _("La donne tourne vers la droite (sens inverse des aiguilles d'une montre).")

    # --- house rules and sections ---------------------------------------------------------------

    def sheet(
        self,
        table: str,
        first_dealer: int,
        rules: Mapping[str, Any],
        match: Mapping[str, Any],
        entries: Sequence[Mapping[str, Any]],
    ) -> Sheet:
        """The engine's sheet of a game of this rule set (``EngineError`` on bad settings)."""
        return self.match.replay(
            entries, players=table, first_dealer=first_dealer, rules=rules, match=match
        )

    @property
    def match(self) -> Match[Any]:
        """The engine's score sheet of its game (``Game.match``)."""
        return self.engine.match

    def table_rules(self) -> tuple[HouseRule, ...]:
        """The house rules a table offers."""
        return tuple(r for r in self.house_rules if r.at_table)

    def sheet_rules(self) -> tuple[HouseRule, ...]:
        """The house rules a score sheet offers."""
        return tuple(r for r in self.house_rules if r.on_sheet)

    def chosen(self, options: Mapping[str, Any]) -> list[tuple[Promise, Promise]]:
        """The house rules ``options`` differ by from the document's, as (question, chosen
        words), for a page that reminds the table what it agreed on."""
        out = []
        for rule in self.house_rules:
            if rule.name in self.options:
                continue  # these rules are the rule set's own, not a choice of the table
            if rule.name in options and options[rule.name] != rule.default:
                chosen = rule.words_of(options[rule.name])
                if chosen is not None:
                    out.append((rule.question, chosen))
        return out

    def section(self, phase: str, code: str, rules: Any = None) -> str:
        """The rule-page anchor that explains a reason ``code`` met in ``phase``: its own rule's
        section, else its phase's."""
        own = self.words(rules).section(code, catch_all=False)
        return own or self.sections.get(phase) or "essentiel"


@lru_cache(maxsize=256)
def _typed(game: str, options: str) -> Any:
    return get_game(game).make_rules(json.loads(options))


def typed_rules(game: str, options: Mapping[str, Any]) -> Any:
    """The game's ``Rules`` for ``options`` (a case's, a table's, a sheet's), built once per set
    of options: they are frozen, and every check of an exercise reads them."""
    return _typed(game, json.dumps(dict(options), sort_keys=True))


def seats(table: str) -> int:
    """Players at a table: ``"2x2"`` is four."""
    return 4 if table == "2x2" else int(table)


def teams(table: str) -> bool:
    """Whether a table plays in two teams, partners face to face."""
    return table == "2x2"


def match_of_end(end: str) -> dict[str, int]:
    """A table's stored end (``points:N``, ``deals:N`` or "") as the sheet's match options."""
    kind, _sep, number = end.partition(":")
    if not number.isdigit():
        return {}
    return {"target" if kind == "points" else "deals": int(number)}
