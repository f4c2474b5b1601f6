"""A score sheet kept at the table: entries in order, each scored, with running totals.

What every game's ``match`` module shares (``coinche.match``, ``voisin.match``,
``whist.match``, ``neurotrio.match``). A game records its deals in the case-file notation of
``shared/casefile.md`` (the ``score`` case's ``contract`` and ``result``), so a sheet can always
be recomputed from its entries, and adds the entries that live between deals: a deal thrown in
(everybody passed), a misdeal, a penalty, a tally. The game's ``score_entry`` turns one entry
into a ``Line`` (points per column, traits, the steps of the calculation and who deals next);
``replay`` runs the entries in order and keeps the running totals.

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
from typing import Any

from .errors import EngineError
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


def redeal_line(
    dealer: int, width: int, step: Reason, following: int, traits: bool = False
) -> Line:
    """A deal thrown in: nobody scores, ``following`` deals next."""
    zero = (0,) * width
    return Line(
        "redeal",
        dealer,
        zero,
        zero if traits else (),
        steps=(step.to_json(),),
        next_dealer=following,
    )


def deal_line(
    dealer: int,
    points: tuple[int, ...],
    answer: Mapping[str, Any],
    following: int,
    traits: tuple[int, ...] = (),
) -> Line:
    """A deal scored by the engine's ``score`` answer: its points, its steps, made or not."""
    return Line(
        "deal",
        dealer,
        points,
        traits,
        steps=tuple(answer["steps"]),
        made=bool(answer["made"]),
        next_dealer=following,
    )


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
