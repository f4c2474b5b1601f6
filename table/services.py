"""Everything the table writes (style.md #10): keyword-only, typed, one transaction each.

An action is applied only if the poster saw the table's current version: the version is
advanced with a compare-and-set inside the transaction that stores the deal's new actions,
so one click is applied once, a second tab's stale post changes nothing and is told to
reload, and a worker killed mid-request leaves the deal as it was before the post. A refused
action changes no deal: it is recorded (the refusal, and for a card the position, which
« Revoir mes erreurs » serves again) and the table's notice says why.

Limits that hold for clients without cookies: new tables per address (``tables``), actions
per address (``table_actions``), at most ``MAX_DEALS`` deals per table and
``MAX_REFUSALS`` refusals stored per deal.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.utils import timezone

from reference.engine.deals import Action, DealState, Phase
from reference.engine.errors import EngineError
from reference.engine.sheet import Sheet
from reference.engine.tricks import Reason
from reference.ruleset import RuleSet, match_of_end, seats
from table.models import Deal, Refusal, Table
from table.places import TABLE_LEVEL, TABLE_RULESET
from table.state import advance, deal_state, decode, new_order, remember, ruleset_of
from trainer import elsewhere
from trainer.exercises.base import Key
from trainer.models import Learner

#: Deals a table may hold: far beyond any game played to its end.
MAX_DEALS = 200
#: Refusals stored per deal (more are still refused and explained, not stored).
MAX_REFUSALS = 100


class Conflict(Exception):
    """The table moved on since the poster's page was drawn (another tab, a double click)."""


@dataclass(frozen=True)
class Acted:
    """What posting an action did."""

    applied: bool
    """Whether the rules allowed it (then it and the computers' answers were stored)."""
    deal: Deal
    """The deal it was played in (its actions as stored now)."""
    reason: Reason | None = None
    """Why it was refused."""
    sheet: Sheet | None = None
    """The game's score sheet, when the action ended the deal (the page shows it)."""


def shuffler() -> random.Random:
    """Where a table's shuffles and first dealer come from: the system's randomness (a test
    replaces it by a seeded generator to replay the same deals)."""
    return random.SystemRandom()


def table_create(
    *,
    learner: Learner | None,
    ruleset: RuleSet,
    players: str,
    options: Mapping[str, Any],
    end: str,
    coach: bool,
    humans: Collection[int] | None = None,
) -> Table:
    """A new table with its first deal dealt (the computers act until a person's turn): the
    learner's, or with ``humans`` a table for people, who play those seats.
    ``EngineError`` when the rules refuse the options or the table."""
    rng = shuffler()
    with transaction.atomic():
        table = Table.objects.create(
            ruleset=ruleset.id,
            players=players,
            rules={**dict(ruleset.options), **dict(options)},
            end=end,
            humans=sorted(humans) if humans is not None else None,
            seat=ruleset.learner_seat(players),
            first_dealer=rng.randrange(seats(players)),
            coach=coach,
            learner=learner,
        )
        _deal(table, 1, table.first_dealer, rng)
    return table


def _deal(table: Table, number: int, dealer: int, rng: random.Random) -> Deal:
    """Deal number ``number``: the cards shuffled and dealt, the computers moved on."""
    deal = Deal.objects.create(
        table=table, number=number, dealer=dealer, order=new_order(ruleset_of(table).game, rng)
    )
    state, actions = advance(table, deal, deal_state(table, deal), [])
    if actions:
        _store(table, deal, state, actions)
    return deal


def _store(table: Table, deal: Deal, state: DealState, actions: list[str]) -> None:
    deal.actions = actions
    deal.over = state.phase is Phase.OVER
    deal.entry = dict(state.sheet_entry() or {}) if deal.over else None
    deal.save(update_fields=["actions", "over", "entry", "updated"])
    remember(table, deal, actions, state)


def current_deal(table: Table) -> Deal:
    """The table's last deal."""
    deal = table.deals.order_by("-number").first()
    assert deal is not None, "a table is created with its first deal"
    return deal


def _locked(table: Table) -> tuple[Table, Deal]:
    """The table as stored now, its row locked until the transaction ends, and its last deal:
    one query (every action of the table needs both). A post that waited for the lock may
    get the deal before one dealt meanwhile, but then with the table's new version: callers
    check the version the poster saw."""
    deal = (
        Deal.objects.select_for_update()
        .select_related("table")
        .filter(table_id=table.pk)
        .order_by("-number")
        .first()
    )
    assert deal is not None, "a table is created with its first deal"
    return deal.table, deal


def table_act(
    *,
    table: Table,
    version: int,
    action: Action,
    seat: int | None = None,
    learner: Learner | None = None,
) -> Acted:
    """Apply ``action`` of the person at ``seat`` (the learner's seat by default) if the rules
    allow it, then the computers' answers; a refusal is recorded for ``learner`` (the
    table's by default).

    ``Conflict`` when the table is not at ``version`` any more; ``EngineError`` for an action
    the engine cannot read (a card or call that does not exist)."""
    with transaction.atomic():
        locked, deal = _locked(table)
        if locked.version != version or locked.finished:
            raise Conflict()
        seat = locked.seat if seat is None else seat
        state = deal_state(locked, deal)
        if action.kind == "card" and state.phase is Phase.EXCHANGE:
            action = Action("exchange", action.value)  # a card posted in the exchange
        refused = state.refusal(action, seat)
        if refused is not None:
            who = learner if learner is not None else table.learner  # no second query
            table.notice = _refused(locked, deal, state, seat, action, refused, who)
            return Acted(False, deal, refused)
        state = state.apply(action, seat)
        history = [*deal.actions, f"{seat} {action}"]
        state, history = advance(locked, deal, state, history)
        _store(locked, deal, state, history)
        sheet = game_sheet(locked) if deal.over else None
        finished = sheet is not None and _finished(sheet, deal)
        Table.objects.filter(pk=locked.pk, version=version).update(
            version=version + 1, notice=None, finished=finished, updated=timezone.now()
        )
    table.version, table.notice, table.finished = version + 1, None, finished
    return Acted(True, deal, sheet=sheet)


def _refused(
    table: Table,
    deal: Deal,
    state: DealState,
    seat: int,
    action: Action,
    reason: Reason,
    learner: Learner | None,
) -> dict[str, Any]:
    """Record ``action`` of the person at ``seat``, which the rules refused for ``reason``:
    the notice that person's page shows, the refusal and the position (for ``learner``, when
    the person has one)."""
    moment = len(deal.actions)
    notice = {"version": table.version, "seat": seat, "action": str(action), "code": reason.code}
    Table.objects.filter(pk=table.pk).update(notice=notice)
    if learner is None or deal.refusals.count() >= MAX_REFUSALS:
        return notice
    Refusal.objects.create(
        learner=learner,
        deal=deal,
        game=state.game,
        moment=moment,
        kind=action.kind,
        action=action.value,
        code=reason.code,
        coach=table.coach,
    )
    ruling = state.play_ruling(seat)
    if action.kind == "card" and ruling is not None:
        hand = [str(c) for c in state.hand(seat)]
        elsewhere.missed(
            learner=learner,
            key=position_key(state.game, deal, moment),
            answer=[hand.index(action.value)] if action.value in hand else [],
        )
    return notice


def position_key(game: str, deal: Deal, moment: int) -> Key:
    """The trainer's key of the legal-plays exercise at ``moment`` of ``deal``."""
    return Key(game, TABLE_RULESET, "legal_plays", TABLE_LEVEL, f"{deal.public_id}:{moment}")


def _finished(sheet: Sheet, deal: Deal) -> bool:
    """Whether the game is over once ``deal``, the table's last, is: its end reached on
    ``sheet``, or ``MAX_DEALS`` dealt (deals are numbered from 1)."""
    return bool(sheet.standing.finished) or deal.number >= MAX_DEALS


def game_sheet(table: Table, deals: list[Deal] | None = None) -> Sheet:
    """The engine's score sheet of the table's finished deals (``match.replay``)."""
    deals = deals if deals is not None else list(table.deals.order_by("number"))
    entries = [d.entry for d in deals if d.over and d.entry]
    return ruleset_of(table).sheet(
        table.players, table.first_dealer, table.rules, match_of_end(table.end), entries
    )


def table_next_deal(*, table: Table, version: int) -> Deal:
    """Deal the next deal once the current one is over (the next dealer deals)."""
    with transaction.atomic():
        locked, deal = _locked(table)
        if locked.version != version or not deal.over or locked.finished:
            raise Conflict()
        dealer = game_sheet(locked).next_dealer
        new = _deal(locked, deal.number + 1, dealer, shuffler())
        Table.objects.filter(pk=locked.pk, version=version).update(
            version=version + 1, notice=None, updated=timezone.now()
        )
    table.version, table.notice = version + 1, None
    return new


def table_people(*, table: Table, humans: Collection[int]) -> int:
    """Let people play ``humans`` from now on and the computer every other seat, which plays
    at once where it is its turn; the table's new version."""
    with transaction.atomic():
        locked = Table.objects.select_for_update().get(pk=table.pk)
        locked.humans = sorted(set(humans))
        deal = current_deal(locked)  # read once locked: a deal dealt meanwhile is seen
        if not deal.over and not locked.finished:
            state, history = advance(locked, deal, deal_state(locked, deal), deal.actions)
            if history != deal.actions:
                _store(locked, deal, state, history)
        version = locked.version + 1
        Table.objects.filter(pk=locked.pk).update(
            humans=locked.humans, version=version, notice=None, updated=timezone.now()
        )
    table.humans, table.version, table.notice = locked.humans, version, None
    return version


def table_close(*, table: Table, closed: bool = True) -> int:
    """End the game at the table (no action is taken any more), or with ``closed=False`` let
    it go on where it stopped; the table's new version."""
    with transaction.atomic():
        locked = Table.objects.select_for_update().get(pk=table.pk)
        version = locked.version + 1
        Table.objects.filter(pk=locked.pk).update(
            finished=closed, version=version, notice=None, updated=timezone.now()
        )
    table.finished, table.version, table.notice = closed, version, None
    return version


def table_coach(*, table: Table, coach: bool) -> None:
    """Switch the coach on or off (it changes no deal, so no version)."""
    Table.objects.filter(pk=table.pk).update(coach=coach)
    table.coach = coach


def history_of(deal: Deal) -> list[tuple[int, Action]]:
    """The deal's actions, read."""
    return [decode(text) for text in deal.actions]


__all__ = [
    "MAX_DEALS",
    "Acted",
    "Conflict",
    "EngineError",
    "current_deal",
    "game_sheet",
    "history_of",
    "position_key",
    "table_act",
    "table_close",
    "table_coach",
    "table_create",
    "table_next_deal",
    "table_people",
]
