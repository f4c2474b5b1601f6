"""Themes: what a player must master in a rule set, the evidence that an exercise shows one,
its estimated difficulty, and drawing exercises for a theme (the drawers: ``drawers.py``).

A theme (« couper », « la coupe au voisin », « le contre »…) is data (``Theme``): a stable
slug, part of exercise URLs (never rename one); for each exercise kind it is practised with,
the engine codes that exhibit it; the anchor of the rule-page section that states it; its place
in a beginner's path and the themes it builds on. Each game lists its themes in a
``ThemeBook`` (``<game>/themes.py``, one ``declare`` row each); their names in the player's
words live in ``reference/games/<game>/``.

**Evidence.** A situation exhibits a theme when the engine's own answer to it holds one of the
theme's codes for its kind (``evidence``). The engine answers the situation as a case
(``Game.answer``), so the test never trusts the generator that drew it:

* ``trick_winner``: the verdict's reasons; ``legal_plays``: the obligation and each refusal;
* ``score``: the sheet's steps, and ``contract:<name>`` for a contract written with a name;
* ``bid``: the ruling on each candidate call; a legal call adds ``call_legal:<why>``, the rule
  that allows it (any reason with a ``why`` word adds ``<code>:<why>``);
* ``card_points``: ``card_points_counted``, and ``card_points_last_trick`` when the last
  trick's bonus counts, ``card_points_halves`` when the total holds a half point;
* the multiple-choice kinds: the question's wording code and the reasons of its answer; a game
  that can ask the same question as a case adds that case's codes (``ThemeBook.more``).

**Difficulty.** Every situation drawn for a theme carries an estimate on a rating scale (the
initial rating of an exercise, Glicko-2's scale, where a new player starts at 1500)::

    difficulty = 1000 + 400 × place + 600 × complexity

``place`` is the theme's rank in the rule set's beginner's path, from 0 (the first theme) to 1
(the last); ``complexity``, from 0 to 1, is measured on the situation and the engine's answer
(``complexity``). A drawer gathers a few situations of the theme and gives the easy level the
simplest of them, the hard level the most complex, the medium level the middle one
(``draw.first_showing``): the levels of a theme follow its own range of complexity, and never
give up the theme.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from .drawers import ThemeDrawer
from .errors import EngineError
from .results import Level, Situation

if TYPE_CHECKING:
    from .protocol import Game

#: The kinds for which every code the engine can produce must be a theme's, or said not to be.
COVERED_KINDS = ("trick_winner", "legal_plays", "score", "bid", "announcements")
#: The ends of the difficulty scale and its parts (module docstring).
BASE, PLACE_SPAN, COMPLEXITY_SPAN = 1000.0, 400.0, 600.0


#: Why common codes are no theme's (``ThemeBook.not_themes``).
WHY_LEAD = "the leader plays any card: every legal-plays exercise has a card led already"
WHY_OVER = "a call once the auction is over (or all have passed): an exercise's auction is going on"
WHY_EVERY_SCORE = "a line of every score: each score theme shows it"
WHY_NO_ANNOUNCEMENT = (
    "a hand without an announcement teaches no rule of its own: the announcements theme draws "
    "hands that hold one"
)
WHY_VARIANT = "a variant's rule, whose option is off in the document's rule set"


class UnknownThemeError(EngineError):
    """A theme the rule set does not have, or a kind it is not practised with."""


class ThemeNotShownError(EngineError):
    """A drawer gave a situation that does not exhibit its theme (a bug: tests forbid it)."""


@dataclass(frozen=True)
class Theme:
    """One thing a player must master, and how an exercise shows it."""

    slug: str
    """Stable identifier, part of exercise URLs: never renamed."""
    codes: Mapping[str, frozenset[str]]
    """Exercise kind -> the evidence codes that exhibit the theme in a situation of that kind
    (kinds in the order a lesson practises them)."""
    section: str
    """Anchor of the rule-page section that states the rule."""
    order: int
    """Place in the beginner's path (smaller first)."""
    requires: tuple[str, ...] = ()
    """Themes to master first."""
    tables: tuple[str, ...] = ()
    """The player counts it is drawn at (empty: any the rule set allows)."""
    only: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    """Rules options it needs, each with the values under which it exists."""

    @property
    def kinds(self) -> tuple[str, ...]:
        """The exercise kinds it is practised with."""
        return tuple(self.codes)

    def applies(self, rules: Any) -> bool:
        """Whether the theme exists under ``rules``."""
        return all(getattr(rules, name) in values for name, values in self.only)

    def shown_by(self, kind: str, codes: frozenset[str]) -> bool:
        """Whether evidence ``codes`` of a ``kind`` situation exhibit the theme.

        >>> cut = Theme("couper", {"trick_winner": frozenset({"wins_trump_cut"})}, "jeu", 1)
        >>> cut.shown_by("trick_winner", frozenset({"wins_trump_cut", "cannot_win_offsuit"}))
        True
        >>> cut.shown_by("legal_plays", frozenset({"wins_trump_cut"}))
        False
        """
        return bool(self.codes.get(kind, frozenset()) & codes)


def declare(
    slug: str,
    section: str,
    order: int,
    requires: tuple[str, ...] = (),
    *,
    tables: tuple[str, ...] = (),
    only: tuple[tuple[str, tuple[Any, ...]], ...] = (),
    **kinds: Iterable[str],
) -> Theme:
    """A theme as a game declares it, one row each: its slug, section, place in the path and
    the themes it builds on, then each kind it is practised with (in the order a lesson
    practises them) with the codes that exhibit it there.

    >>> declare("couper", "jeu", 5, ("fournir",), trick_winner=("wins_trump_cut",)).codes
    {'trick_winner': frozenset({'wins_trump_cut'})}
    """
    codes = {kind: frozenset(found) for kind, found in kinds.items()}
    return Theme(slug, codes, section, order, requires, tables, only)


type More = Callable[[str, Situation, Any], frozenset[str]]
"""A game's own evidence beyond the generic one (``ThemeBook.more``)."""


def _no_more(kind: str, situation: Situation, rules: Any) -> frozenset[str]:
    return frozenset()


@dataclass(frozen=True)
class ThemeBook:
    """A game's themes, their drawers, and what the coverage test checks."""

    themes: tuple[Theme, ...]
    """Every theme of every rule set of the game, in the beginner's order."""
    drawers: Mapping[tuple[str, str], ThemeDrawer]
    """(theme, kind) -> its drawer."""
    kind_codes: Mapping[str, frozenset[str]]
    """Every code the engine can produce in each covered kind (``COVERED_KINDS``)."""
    not_themes: Mapping[str, str]
    """Codes that are no theme's, each with why."""
    full_hand: Callable[[Mapping[str, Any], Any], int]
    """The hand size at the first trick of a question's table."""
    more: More = _no_more
    """The game's own evidence (a multiple-choice question asked again as a case…)."""
    tables: Callable[[Any], tuple[str, ...]] = field(default=lambda rules: ())
    """The player counts a rule set allows (empty for a game of one table)."""
    seated: Callable[[str], Mapping[tuple[str, str], ThemeDrawer]] | None = None
    """The drawers that draw at one table (``None`` for a game whose ``drawers`` draw at the
    only table there is): what a rule set played at one table draws its themes with."""
    _paths: dict[tuple[Any, str | None], tuple[Theme, ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    """``for_rules``' answers, by rules and table (the pages and set builders ask it often)."""

    def absence(self, theme: Theme, rules: Any, table: str | None = None) -> Absence | None:
        """Why ``theme`` is not in the path of ``rules`` at ``table`` (``None``: at any table
        the rules allow), or ``None`` when it is."""
        if not theme.applies(rules):
            return Absence("rules", tuple(name for name, _values in theme.only))
        allowed = set(self.tables(rules)) if table is None else {table}
        if theme.tables and allowed and not allowed & set(theme.tables):
            return Absence("table", theme.tables)
        return None

    def for_rules(self, rules: Any, table: str | None = None) -> tuple[Theme, ...]:
        """The themes of the rule set ``rules`` selects, in the beginner's order; at ``table``
        only those played there."""
        try:
            return self._paths[(rules, table)]
        except KeyError:
            path = self._path(rules, table)
            self._paths[(rules, table)] = path
            return path
        except TypeError:  # rules given as a plain mapping: no key
            return self._path(rules, table)

    def _path(self, rules: Any, table: str | None) -> tuple[Theme, ...]:
        return tuple(t for t in self.themes if self.absence(t, rules, table) is None)

    def absent(self, rules: Any, table: str) -> tuple[tuple[Theme, Absence], ...]:
        """The themes of ``rules`` that are not played at ``table``, each with why."""
        found = ((t, self.absence(t, rules, table)) for t in self.themes if t.applies(rules))
        return tuple((t, why) for t, why in found if why is not None)

    def theme(self, slug: str, rules: Any, table: str | None = None) -> Theme:
        """The theme ``slug`` of the rule set (at ``table``); ``UnknownThemeError`` says why
        it is not there, or names the known ones."""
        found = {t.slug: t for t in self.for_rules(rules, table)}
        if slug in found:
            return found[slug]
        known = next((t for t in self.themes if t.slug == slug), None)
        why = None if known is None else self.absence(known, rules, table)
        if why is not None and why.cause == "table":
            raise UnknownThemeError(
                f"the theme {slug!r} is played at {', '.join(why.names)}, not at {table}"
            )
        raise UnknownThemeError(f"unknown theme {slug!r}; themes: {', '.join(found)}")

    def place(self, theme: Theme, rules: Any, table: str | None = None) -> float:
        """The theme's rank in the rule set's path (at ``table``), from 0 (first) to 1 (last)."""
        path = self.for_rules(rules, table)
        return path.index(theme) / max(1, len(path) - 1)

    def drawer(self, slug: str, kind: str, table: str | None = None) -> ThemeDrawer:
        """The drawer of ``slug`` and ``kind``, at ``table`` when one is given and the game
        draws at several."""
        if table is None or self.seated is None:
            return self.drawers[(slug, kind)]
        return self.seated(table)[(slug, kind)]


@dataclass(frozen=True)
class Absence:
    """Why a theme is not in a rule set's path."""

    cause: str
    """``rules``: an option of the rule set rules it out; ``table``: not played at the table."""
    names: tuple[str, ...]
    """The options it needs (``rules``), or the tables it is played at (``table``)."""


def draw_theme(
    game: Game[Any, Any],
    slug: str,
    kind: str,
    rng: random.Random,
    rules: Any,
    level: Level,
    table: str | None = None,
) -> Situation:
    """A situation of ``kind`` that exhibits the theme ``slug``, with its difficulty; at
    ``table`` when one is given (``None``: at any table the rules allow)."""
    book = game.themes
    theme = book.theme(slug, rules, table)
    if kind not in theme.codes:
        raise UnknownThemeError(
            f"the theme {slug!r} is practised with {', '.join(theme.kinds)}, not {kind!r}"
        )

    judge = ThemeJudge(game, theme, kind, rules)
    situation = book.drawer(slug, kind, table)(rng, rules, level, judge)
    if not judge.shows(situation):
        raise ThemeNotShownError(f"{game.slug}: a {kind} drawn for {slug!r} does not show it")
    rating = difficulty(game, theme, kind, situation, rules, table)
    return replace(situation, theme=slug, difficulty=rating)


@dataclass(frozen=True)
class ThemeJudge:
    """The ``Judge`` of one theme and kind under one rule set."""

    game: Game[Any, Any]
    theme: Theme
    kind: str
    rules: Any

    @property
    def codes(self) -> frozenset[str]:
        """The theme's codes for the kind drawn."""
        return self.theme.codes[self.kind]

    def shows(self, situation: Situation) -> bool:
        """Whether the engine's answer to ``situation`` exhibits the theme."""
        return self.theme.shown_by(self.kind, evidence(self.game, self.kind, situation, self.rules))

    def complexity(self, situation: Situation) -> float:
        """The situation's complexity (``complexity``)."""
        return complexity(self.game, self.kind, situation, self.rules)


def themes_shown(
    game: Game[Any, Any], kind: str, situation: Situation, rules: Any
) -> tuple[str, ...]:
    """Every theme of the rule set that a situation exhibits (to file an answer under them)."""
    codes = evidence(game, kind, situation, rules)
    return tuple(t.slug for t in game.themes.for_rules(rules) if t.shown_by(kind, codes))


# --- evidence ------------------------------------------------------------------------------


def evidence(game: Game[Any, Any], kind: str, situation: Situation, rules: Any) -> frozenset[str]:
    """The codes of the engine's answer to ``situation`` (module docstring)."""
    found: set[str] = set()
    question = situation.question
    if situation.quiz is not None:
        fact = situation.quiz
        found.add(fact.code)
        found.update(_reason_codes(r.to_json() for r in fact.why))
    elif kind == "bid":
        context = {k: v for k, v in question.items() if k != "calls"}
        auction = list(context.get("auction", []))
        for call in question.get("calls", []):
            ruling = game.call_ruling(auction, call, rules, context)
            found.update(_reason_codes([ruling.reason.to_json()]))
    elif kind == "card_points":
        found.update(_point_codes(game, question, rules))
    else:
        found.update(_reason_codes([ask(game, kind, question, rules)]))
        contract = question.get("contract")
        if kind == "score" and isinstance(contract, Mapping) and "name" in contract:
            found.add(f"contract:{contract['name']}")
    return frozenset(found) | game.themes.more(kind, situation, rules)


def ask(
    game: Game[Any, Any], kind: str, question: Mapping[str, Any], rules: Any
) -> Mapping[str, Any]:
    """The engine's answer to a case question, kept for the next asks of the same question
    (a drawer's judge asks it for the evidence, then for the complexity)."""
    key = (game.slug, kind, json.dumps(question, sort_keys=True, default=str), rules)
    found = _ANSWERS.get(key)
    if found is None:
        if len(_ANSWERS) >= ANSWERS_KEPT:
            _ANSWERS.clear()
        found = _ANSWERS[key] = game.answer(kind, question, rules)
    return found


ANSWERS_KEPT = 512
"""How many answers ``ask`` keeps (all are dropped when it is full: drawers ask each a few
times in a row)."""
_ANSWERS: dict[tuple[str, str, str, Any], Mapping[str, Any]] = {}


def clear_answers() -> None:
    """Forget the answers ``ask`` keeps (a benchmark that checks what was drawn asks the
    engine afresh)."""
    _ANSWERS.clear()


def answer_codes(answer: Mapping[str, Any]) -> frozenset[str]:
    """Every reason code in a case answer (JSON form), with ``<code>:<why>`` qualifiers.

    >>> sorted(answer_codes({"legal": False, "reason": {"code": "call_legal",
    ...     "params": {"why": "coinche"}}, "steps": [{"code": "team_total", "params": {}}]}))
    ['call_legal', 'call_legal:coinche', 'team_total']
    """
    return frozenset(_reason_codes([answer]))


def _reason_codes(values: Iterable[Any]) -> set[str]:
    found: set[str] = set()
    stack = list(values)
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            code = value.get("code")
            if isinstance(code, str):
                found.add(code)
                params = value.get("params")
                why = params.get("why") if isinstance(params, Mapping) else None
                if isinstance(why, str):
                    found.add(f"{code}:{why}")
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return found


def _point_codes(game: Game[Any, Any], question: Mapping[str, Any], rules: Any) -> set[str]:
    total = Fraction(str(ask(game, "card_points", question, rules)["points"]))
    found = {"card_points_counted"}
    if question.get("last_trick"):
        plain = ask(game, "card_points", {**question, "last_trick": False}, rules)
        if total > Fraction(str(plain["points"])):
            found.add("card_points_last_trick")
    if total.denominator != 1:
        found.add("card_points_halves")
    return found


# --- difficulty ----------------------------------------------------------------------------


def difficulty(
    game: Game[Any, Any],
    theme: Theme,
    kind: str,
    situation: Situation,
    rules: Any,
    table: str | None = None,
) -> float:
    """The situation's estimated difficulty (module docstring), rounded to a unit; its place
    is the theme's in the path at ``table``."""
    place = game.themes.place(theme, rules, table)
    value = BASE + PLACE_SPAN * place + COMPLEXITY_SPAN * complexity(game, kind, situation, rules)
    return float(round(value))


def complexity(game: Game[Any, Any], kind: str, situation: Situation, rules: Any) -> float:
    """How much a situation asks of the learner, from 0 to 1, measured on it and on the
    engine's answer (each part weighted, the weights of a kind adding up to 1):

    * legal_plays: 0.5 × hand / first-trick hand + 0.25 × cards in the trick / (seats − 1)
      + 0.25 if the legal cards split a suit the hand holds (some of it playable, not all);
    * trick_winner: 0.25 × (cards − 2) / (seats − 2) + 0.35 × min(1, reasons beyond the
      first / 2) (a discard that cannot win, a cut too low, a tie…) + 0.4 × the share of the
      cards after the lead that are not of the suit led;
    * score: min(1, (distinct kinds of step − 3) / 4) (a multiplier, announcements, a
      transfer… each adds a kind of line);
    * bid: 0.6 × min(1, calls so far / 8) + 0.4 × min(1, (distinct rulings − 1) / 3);
    * card_points: 0.6 × min(1, cards / 20) + 0.2 if the last trick counts + 0.2 if a half;
    * multiple choice: 0.7 × min(1, (reasons − 1) / 3) + 0.3 if an interpretation decides.
    """
    question = situation.question
    if situation.quiz is not None:
        fact = situation.quiz
        return 0.7 * min(1.0, (len(fact.why) - 1) / 3) + (0.3 if fact.interpretation else 0.0)
    if kind == "legal_plays":
        return _play_complexity(game, question, rules)
    if kind == "trick_winner":
        answer = ask(game, kind, question, rules)
        trick = list(question["trick"])
        seats = _seats(question, len(trick))
        led = _suit_key(trick[0], question.get("trump"))
        off = sum(1 for card in trick[1:] if _suit_key(card, question.get("trump")) != led)
        reasons = len(answer.get("reasons", ()))
        return (
            0.25 * (len(trick) - 2) / max(1, seats - 2)
            + 0.35 * min(1.0, (reasons - 1) / 2)
            + 0.4 * off / (len(trick) - 1)
        )
    if kind == "score":
        steps = ask(game, kind, question, rules).get("steps", ())
        kinds = {str(step.get("code")) for step in steps if isinstance(step, Mapping)}
        return max(0.0, min(1.0, (len(kinds) - 3) / 4))
    if kind == "bid":
        context = {k: v for k, v in question.items() if k != "calls"}
        auction = list(question.get("auction", []))
        rulings = {
            game.call_ruling(auction, call, rules, context).reason.code
            for call in question.get("calls", [])
        }
        return 0.6 * min(1.0, len(auction) / 8) + 0.4 * min(1.0, (len(rulings) - 1) / 3)
    if kind == "card_points":
        counted = _point_codes(game, question, rules)
        cards = len(question.get("cards", ()))
        return (
            0.6 * min(1.0, cards / 20)
            + (0.2 if "card_points_last_trick" in counted else 0.0)
            + (0.2 if "card_points_halves" in counted else 0.0)
        )
    return 0.0


def _play_complexity(game: Game[Any, Any], question: Mapping[str, Any], rules: Any) -> float:
    answer = ask(game, "legal_plays", question, rules)
    hand = list(question["hand"])
    trick = list(question["trick"])
    full = game.themes.full_hand(question, rules)
    seats = _seats(question, len(trick) + 1)
    legal = set(answer["legal"])
    held: dict[str, set[str]] = {}
    for card in hand:
        held.setdefault(_suit_key(card, question.get("trump")), set()).add(card)
    split = any(0 < len(cards & legal) < len(cards) for cards in held.values())
    return (
        0.5 * min(1.0, len(hand) / full)
        + 0.25 * min(1.0, len(trick) / max(1, seats - 1))
        + (0.25 if split else 0.0)
    )


def _suit_key(card: str, trump: object) -> str:
    """The suit a card follows, from its notation: ``"TH"`` -> ``"H"``; a Neurotrio card
    (``"2E-B"``) follows its background, or its nature when the trump is a nature."""
    if "-" not in card:
        return card[-1]
    face, background = card.split("-")
    return face[-1] if trump in ("C", "E", "R") else background


def _seats(question: Mapping[str, Any], at_least: int) -> int:
    players = question.get("players")
    if players in ("2x2", None):
        return max(4 if players == "2x2" else at_least, at_least)
    return max(int(players), at_least)
