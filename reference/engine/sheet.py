"""A score sheet kept at the table: entries in order, each scored, with running totals.

``Match`` is the one score sheet every game's ``match`` module subclasses (``coinche.match``,
``voisin.match``, ``whist.match``, ``neurotrio.match``), offered through the ``Game`` protocol
(``game.match``) with one signature for all: ``replay`` (the whole sheet), ``case_input`` and
``case_expected`` (a deal as a case), ``columns`` (who each column scores for) and the rules
the players agree on (``match_rules``). A game records its deals in the case-file notation of
``shared/casefile.md`` (the ``score`` case's ``contract`` and ``result``), so a sheet can always
be recomputed from its entries, and adds the entries that live between deals: a deal thrown in
(everybody passed), a misdeal, a penalty, a tally. The game scores one entry into a ``Line``
(points per column, traits, the steps of the calculation and who deals next) and says where
the game stands; ``Match.replay`` runs the entries in order and keeps the running totals.

Columns are the sheet's columns: the players, or the teams where a game scores by team
(belote coinchée, Le Voisin at 2×2). Players are numbered in the order of play, so the next
dealer is always the next number (each game's document fixes the direction of play).

>>> lines = [Line("deal", 0, (20, 0)), Line("deal", 1, (0, 30))]
>>> running_totals(lines)
((20, 0), (20, 30))
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Any, ClassVar

from .errors import EngineError, UnknownOptionError
from .options import Interpretation, RulesBase
from .tricks import Reason

type Steps = tuple[Mapping[str, Any], ...]
"""Steps as the case answers give them: ``{"code", "params", "source"}`` objects."""

#: The kinds of entry a sheet may hold (each game accepts its own subset).
ENTRY_KINDS = ("deal", "redeal", "misdeal", "penalty", "tally")

#: At most this many entries in one sheet: a long evening is far below it.
MAX_ENTRIES = 400


@dataclass(frozen=True)
class Line:
    """One scored entry of the sheet."""

    kind: str
    """``deal``, ``redeal`` (thrown in, nobody scores), ``misdeal``, ``penalty`` or ``tally``."""
    dealer: int
    """The player who dealt (for a penalty or a tally: the dealer of the deal in progress)."""
    points: tuple[int, ...]
    """Points each column scores with this entry (negative for a loss)."""
    traits: tuple[int, ...] = ()
    """Tie-break marks each column earns (Le Voisin), empty where the game has none."""
    tallies: tuple[int, ...] = ()
    """Ad Fundum tally points each player earns (Règlement du whist), empty otherwise."""
    steps: Steps = ()
    """The calculation, in the case answers' JSON form."""
    made: bool | None = None
    """For a deal: whether the contract was made (``None`` where that does not apply)."""
    next_dealer: int = 0
    """Who deals the next deal."""
    factor: int = 1
    """A deal counted double (Règlement variant after a deal without contract) has 2."""
    deals: int = 1
    """Whether the entry counts as a deal played (1) or not (0), for an agreed number of deals."""

    def __post_init__(self) -> None:
        if self.kind not in ENTRY_KINDS:
            raise EngineError(f"unknown entry kind {self.kind!r}; kinds: {', '.join(ENTRY_KINDS)}")


@dataclass(frozen=True)
class Standing:
    """Where the game stands after the last entry: over or not, who won, and why."""

    finished: bool
    """Whether the game is over by its rule."""
    winners: tuple[int, ...]
    """The winning column(s); empty while the game goes on."""
    reason: Reason
    """Why (the rule applied, with the numbers)."""


@dataclass(frozen=True)
class Sheet:
    """A whole sheet: every line, the totals after each, and the standing."""

    lines: tuple[Line, ...]
    """The scored entries, in order."""
    totals_after: tuple[tuple[int, ...], ...]
    """The running totals after each line."""
    totals: tuple[int, ...]
    """The totals after the last line."""
    traits: tuple[int, ...]
    """Traits per column (empty where the game has none)."""
    tallies: tuple[int, ...]
    """Ad Fundum tallies per player (empty unless the addendum is played)."""
    next_dealer: int
    """Who deals next."""
    standing: Standing
    """Whether the game is over, and who won."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    """What a game adds (e.g. whist: the next deal counts double)."""


def running_totals(lines: Sequence[Line]) -> tuple[tuple[int, ...], ...]:
    """The totals after each line (each line's points added to the previous totals)."""
    out: list[tuple[int, ...]] = []
    current: tuple[int, ...] | None = None
    for line in lines:
        current = (
            line.points
            if current is None
            else tuple(a + b for a, b in zip(current, line.points, strict=True))
        )
        out.append(current)
    return tuple(out)


def summed(lines: Sequence[Line], attribute: str, width: int) -> tuple[int, ...]:
    """The sum over ``lines`` of a per-column tuple attribute (``traits``, ``tallies``)."""
    totals = [0] * width
    for line in lines:
        for i, value in enumerate(getattr(line, attribute)):
            totals[i] += value
    return tuple(totals) if any(getattr(line, attribute) for line in lines) else ()


def check_player(value: object, players: int, what: str) -> int:
    """A player number 0..players-1, or an ``EngineError`` naming ``what``."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise EngineError(f"{what} must be a player number from 0 to {players - 1}, not {value!r}")
    return value


def check_entries(entries: object) -> Sequence[Mapping[str, Any]]:
    """The entries as a list of objects, each with a known ``kind``, at most ``MAX_ENTRIES``."""
    if isinstance(entries, str | bytes) or not isinstance(entries, Sequence):
        raise EngineError("a sheet's entries must be a list of objects")
    if len(entries) > MAX_ENTRIES:
        raise EngineError(f"a sheet holds at most {MAX_ENTRIES} entries")
    for n, entry in enumerate(entries, start=1):
        if not isinstance(entry, Mapping) or entry.get("kind") not in ENTRY_KINDS:
            raise EngineError(
                f"entry {n} must be an object whose kind is one of {', '.join(ENTRY_KINDS)}"
            )
    return entries


#: What equal leaders do at an agreed end: play on until one leads alone, or share the win.
TIES = ("play_on", "shared")


def agreed_end(
    totals: Sequence[int],
    deals: int,
    *,
    points: int | None,
    deal_count: int | None,
    source: str,
    tie: str = "play_on",
) -> Standing:
    """An end the players agree on where the document sets none: the first to ``points``, or
    after ``deal_count`` deals, the highest total wins. One rule for a tie at either end:
    equal leaders play on, deal after deal, until one leads alone (``tie="play_on"``); or
    they share the win (``tie="shared"``). Without an end, the game goes on until the
    players stop.

    >>> agreed_end([120, 80, 40], 5, points=100, deal_count=None, source="").winners
    (0,)
    >>> agreed_end([60, 60, 40], 12, points=None, deal_count=12, source="").finished
    False
    >>> agreed_end([60, 60, 40], 12, points=None, deal_count=12, source="", tie="shared").winners
    (0, 1)
    """
    best = max(totals) if totals else 0
    leaders = tuple(i for i, v in enumerate(totals) if v == best)
    reached = (points is not None and best >= points) or (
        deal_count is not None and deals >= deal_count
    )
    if reached and len(leaders) > 1 and tie == "play_on":
        return Standing(False, (), Reason.of("sheet_target_tie", source, total=best))
    if points is not None and best >= points:
        return Standing(
            True, leaders, Reason.of("sheet_target_reached", source, total=best, target=points)
        )
    if deal_count is not None and deals >= deal_count:
        return Standing(
            True, leaders, Reason.of("sheet_deals_played", source, deals=deals, total=best)
        )
    if points is not None:
        return Standing(False, (), Reason.of("sheet_target_open", source, target=points))
    if deal_count is not None:
        return Standing(False, (), Reason.of("sheet_deals_left", source, left=deal_count - deals))
    return Standing(False, (), Reason.of("sheet_no_end", source))


type Scorer = Callable[[Mapping[str, Any], int, dict[str, Any]], Line]
"""Scores one entry given the dealer and the state carried from line to line."""


def replay_lines(
    entries: Sequence[Mapping[str, Any]], first_dealer: int, score: Scorer
) -> tuple[tuple[Line, ...], dict[str, Any]]:
    """Score every entry in order; ``EngineError`` names the entry that cannot be scored."""
    lines: list[Line] = []
    carry: dict[str, Any] = {}
    dealer = first_dealer
    for n, entry in enumerate(check_entries(entries), start=1):
        try:
            line = score(entry, dealer, carry)
        except EngineError as exc:
            raise EngineError(f"entry {n}: {exc}") from None
        lines.append(line)
        dealer = line.next_dealer
    return tuple(lines), carry


def _key(value: Mapping[str, Any]) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@lru_cache(maxsize=8192)
def _cached_answer(slug: str, options: str, data: str) -> Mapping[str, Any]:
    from . import get_game  # the registry imports the games lazily; so does this

    game = get_game(slug)
    answer = game.answer("score", json.loads(data), game.make_rules(json.loads(options)))
    return MappingProxyType(answer)


def score_case(slug: str, options: Mapping[str, Any], data: Mapping[str, Any]) -> Mapping[str, Any]:
    """The engine's answer to the ``score`` case ``data`` of game ``slug`` under the rules
    ``options``: the very path of ``manage.py cases answer``. Answers are cached (a sheet is
    recomputed on every view and its deals rarely change); treat them as read-only.
    """
    try:
        options_key, data_key = _key(options), _key(data)
    except (TypeError, ValueError):
        raise EngineError("a deal is recorded as JSON values only") from None
    return _cached_answer(slug, options_key, data_key)


def check_whole(name: str, value: object, allowed: range) -> None:
    """An agreed number (a target, a number of deals) is whole and in ``allowed``, or
    ``None`` (not agreed)."""
    whole = isinstance(value, int) and not isinstance(value, bool)
    if value is not None and (not whole or value not in allowed):
        raise UnknownOptionError(
            f"{name} is a whole number from {allowed.start} to {allowed.stop - 1}"
        )


@dataclass(frozen=True)
class AgreedRules(RulesBase):
    """What the players agree on for a whole game, beyond the rules of a deal: how it ends.

    A game's ``MatchRules`` subclasses it: ``TARGETS`` the scores it may be played to and
    ``DEAL_COUNTS`` the numbers of deals it may be played for (none: it is played to a
    target), and any option of its own."""

    OPTIONS: ClassVar = {}  # target and deals are checked in __post_init__ (a number or None)
    TARGETS: ClassVar[range] = range(100, 100_001)
    """The targets accepted."""
    DEAL_COUNTS: ClassVar[range] = range(0)
    """The numbers of deals accepted (none: the game is played to a target)."""

    target: int | None = None
    """The score that ends the game (``None``: none agreed)."""
    deals: int | None = None
    """The number of deals that ends the game (``None``: none agreed)."""

    def __post_init__(self) -> None:
        check_whole("target", self.target, self.TARGETS)
        if self.deals is not None and not self.DEAL_COUNTS:
            raise UnknownOptionError("this game is played to a target, not a number of deals")
        check_whole("deals", self.deals, self.DEAL_COUNTS)
        if self.target is not None and self.deals is not None:
            raise UnknownOptionError("agree on a score to reach or on a number of deals")


@dataclass(frozen=True)
class AgreedEnd(AgreedRules):
    """The rules of a game whose documents set no end at all: the players agree on a score or
    a number of deals, and on what equal leaders at that end do (``agreed_end``)."""

    OPTIONS: ClassVar = {"tie": TIES}

    tie: str = "play_on"
    """Equal leaders at the end play on, deal after deal, until one leads alone
    (``play_on``, the pages' rule), or share the win (``shared``)."""

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.tie not in TIES:
            raise UnknownOptionError(f"tie is one of {TIES}, not {self.tie!r}")

    def standing(self, tally: Tally, source: str) -> Standing:
        """Where the game stands by the end agreed on."""
        return agreed_end(
            tally.totals,
            tally.played,
            points=self.target,
            deal_count=self.deals,
            source=source,
            tie=self.tie,
        )


type Entry = Mapping[str, Any]
"""One entry of a sheet, as stored: its ``kind`` and the fields of that kind."""


@dataclass(frozen=True)
class Turn:
    """Where an entry is scored: who dealt, who deals next, the table, the deal's rules."""

    dealer: int
    """The player who dealt."""
    following: int
    """The player who deals next (after a deal played or thrown in)."""
    players: str | None
    """The table (``None``: the game's only one)."""
    rules: Mapping[str, Any]
    """The deal's rules options."""

    def deal_line(
        self, points: tuple[int, ...], answer: Mapping[str, Any], traits: tuple[int, ...] = ()
    ) -> Line:
        """A deal scored by the engine's ``score`` answer: its points, its steps, made or
        not."""
        steps, made = tuple(answer["steps"]), bool(answer["made"])
        return Line(
            "deal", self.dealer, points, traits, steps=steps, made=made, next_dealer=self.following
        )

    def redeal_line(self, width: int, step: Reason, traits: bool = False) -> Line:
        """A deal thrown in: nobody scores, the next player deals."""
        zero = (0,) * width
        steps = (step.to_json(),)
        return Line(
            "redeal",
            self.dealer,
            zero,
            zero if traits else (),
            steps=steps,
            next_dealer=self.following,
        )


@dataclass(frozen=True)
class Tally:
    """The sheet after its last entry, for the game's end rule."""

    totals: tuple[int, ...]
    """The totals per column."""
    traits: tuple[int, ...]
    """The traits per column (empty where the game has none)."""
    played: int
    """The deals played (those thrown in or annulled do not count)."""
    rules: Mapping[str, Any]
    """The deal's rules options."""


class Match[MR: AgreedRules]:
    """A game's score sheet, deal after deal: the one ``match`` of the ``Game`` protocol.

    It owns the replay of a sheet (the rules agreed checked, the first dealer checked, every
    entry scored in order, the running totals, who deals next, where the game stands), the
    sheet's columns and the dispatch of an entry by its kind. A game supplies what is its
    own: ``rules_type`` (its ``MatchRules``), its ``interpretations`` and ``reason_codes``,
    the table (``seats``), how a deal is scored (``deal``, and ``redeal`` where nobody took,
    or a ``scorer`` of its own), where the game stands (``standing``), and how a deal reads
    as a ``score`` case (``case_input``, ``case_expected``).
    """

    entries_named: ClassVar[str] = "deals and redeals"
    """What a sheet of the game records, for the error of an entry it does not."""

    def __init__(
        self,
        game: str,
        name: str,
        tables: tuple[str, ...],
        rules_type: type[MR],
        interpretations: tuple[Interpretation, ...] = (),
        reason_codes: tuple[str, ...] = (),
    ) -> None:
        self.game = game
        """The game's slug, whose engine scores the deals."""
        self.name = name
        """The game's name in the errors."""
        self.tables = tables
        """The tables it is played at (``"2x2"``: two teams of two), the usual one first."""
        self.rules_type = rules_type
        """The rules the players agree on for the whole game (``MatchRules``)."""
        self.interpretations = interpretations
        """The readings the sheet applies where a document is silent."""
        self.reason_codes = reason_codes
        """The reason codes the sheet emits."""

    # --- the sheet ------------------------------------------------------------------------

    def replay(
        self,
        entries: Sequence[Entry],
        *,
        first_dealer: int,
        players: str | None = None,
        rules: Mapping[str, Any] | None = None,
        match: MR | Mapping[str, Any] | None = None,
    ) -> Sheet:
        """The whole sheet from its entries, in order: ``players`` is the table (the game's
        only one by default), ``rules`` the deal's rules options and ``match`` the rules the
        players agree on (``MatchRules`` or its options)."""
        options = dict(rules or {})
        agreed = self.match_rules(match, options)
        width = len(self.columns(players))
        check_player(first_dealer, self.seats(players), "the first dealer")
        lines, carry = replay_lines(entries, first_dealer, self.scorer(players, options, agreed))
        after = running_totals(lines)
        totals = after[-1] if after else (0,) * width
        traits = self.traits(lines, width)
        played = sum(line.deals for line in lines if line.kind == "deal")
        standing = self.standing(Tally(totals, traits, played, options), agreed)
        next_dealer = lines[-1].next_dealer if lines else first_dealer
        tallies = self.tallies(lines, agreed)
        return Sheet(
            lines, after, totals, traits, tallies, next_dealer, standing, self.extra(carry)
        )

    def match_rules(self, match: MR | Mapping[str, Any] | None, rules: Mapping[str, Any]) -> MR:
        """The rules the players agree on, checked (against the deal's ``rules`` too)."""
        if isinstance(match, self.rules_type):
            return match
        return self.rules_type.from_options(match)  # type: ignore[arg-type]

    def seats(self, players: str | None) -> int:
        """Players at the table (``None``: the usual one); ``2x2`` is four."""
        table = self.tables[0] if players is None else str(players)
        if table not in self.tables:
            tables = ", ".join(self.tables)
            raise EngineError(f"{self.name} is played at these tables: {tables}; not {players!r}")
        return 4 if table == "2x2" else int(table)

    def columns(self, players: str | None) -> tuple[tuple[int, ...], ...]:
        """The sheet's columns: the seats each one scores for (one player each, unless two
        teams score together)."""
        seats = self.seats(players)
        if (players or self.tables[0]) == "2x2":
            return ((0, 2), (1, 3))
        return tuple((seat,) for seat in range(seats))

    def traits(self, lines: Sequence[Line], width: int) -> tuple[int, ...]:
        """The tie-break marks per column, where the game has them."""
        return ()

    def tallies(self, lines: Sequence[Line], match: MR) -> tuple[int, ...]:
        """The tally points per player, where the game keeps them."""
        return ()

    def extra(self, carry: Mapping[str, Any]) -> Mapping[str, Any]:
        """What the game carries from line to line and tells after the last one."""
        return {}

    def standing(self, tally: Tally, match: MR) -> Standing:
        """Where the game stands by its end rule."""
        raise NotImplementedError

    # --- one entry --------------------------------------------------------------------------

    def scorer(self, players: str | None, rules: Mapping[str, Any], match: MR) -> Scorer:
        """What scores one entry after another (a game may carry a state from line to line)."""

        def score(entry: Entry, dealer: int, carry: dict[str, Any]) -> Line:
            return self.score_entry(entry, dealer, players, rules)

        return score

    def score_entry(
        self,
        entry: Entry,
        dealer: int,
        players: str | None = None,
        rules: Mapping[str, Any] | None = None,
    ) -> Line:
        """One entry scored: a deal, or a deal dealt again (``redeal``)."""
        seats = self.seats(players)
        dealer = check_player(dealer, seats, "the dealer")
        turn = Turn(dealer, (dealer + 1) % seats, players, rules or {})
        kind = entry.get("kind")
        if kind == "redeal":
            return self.redeal(entry, turn)
        if kind != "deal":
            raise EngineError(f"a {self.name} sheet records {self.entries_named}, not {kind!r}")
        return self.deal(entry, turn)

    def deal(self, entry: Entry, turn: Turn) -> Line:
        """A deal scored, most often through the engine's ``score`` case (``answer``)."""
        raise NotImplementedError

    def redeal(self, entry: Entry, turn: Turn) -> Line:
        """A deal dealt again: nobody scores, the next player deals; refused by a game where
        every deal is played."""
        raise EngineError(f"a {self.name} sheet records {self.entries_named}: none is dealt again")

    def answer(self, entry: Entry, turn: Turn) -> Mapping[str, Any]:
        """The engine's answer to the ``score`` case of a deal entry."""
        return score_case(self.game, turn.rules, self.case_input(entry, turn.players))

    # --- a deal as a case -----------------------------------------------------------------

    def case_input(self, entry: Entry, players: str | None = None) -> dict[str, Any]:
        """The ``score`` case input of a deal entry (its ``contract`` and ``result``)."""
        return {"contract": entry.get("contract"), "result": entry.get("result")}

    def case_expected(self, entry: Entry, line: Line) -> dict[str, Any]:
        """What the engine's ``score`` answer to ``case_input(entry)`` holds, read from the
        sheet's line of that deal."""
        raise NotImplementedError
