"""Deal records and progress: a finished deal's permanent page, replayed trick by trick; its
text record in case-file lines; an exercise made of any moment of it; the learner's deals and
the rules his refusals met.

A deal's record is public and read-only to whoever holds its unguessable address, once the
deal is over; only the table's owner is shown the way back to the table (``table.owners``).
Before that, only the owner may make exercises of it, and only of his own positions (the
cards he held when it was his turn) and the tricks already played, so that no page shows a
hand still hidden.
"""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

from django.db.models import Count
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils import timezone
from django.utils.text import capfirst
from django.views.decorators.http import require_GET, require_http_methods

from guard.limits import allows, limited
from guard.views import too_many
from reference.engine.deals import DealState
from reference.engine.records import record_cases
from reference.http import HtmxHttpRequest
from table import present
from table.models import Deal, Refusal, Table
from table.obligations import forgot, forgot_to
from table.owners import owns
from table.places import TABLE_KIND_SLUGS, TABLE_LEVEL, TABLE_RULESET
from table.services import history_of
from table.state import deal_state, ruleset_of
from trainer.exercises import KINDS as ALL_KINDS
from trainer.exercises.base import Exercise, Key
from trainer.exercises.kind import Moment
from trainer.flow import Place, respond
from trainer.services import learner_for
from trainer.sets import case_show

#: Exercise kinds a moment of a deal can become, by their URL slug.
KINDS = {slug: kind for kind, slug in TABLE_KIND_SLUGS.items()}


def _deal(public_id: str) -> Deal:
    return get_object_or_404(Deal.objects.select_related("table"), public_id=public_id)


def moments(deal: Deal, seats: int) -> list[int]:
    """The moments a replay steps through: the deal, the end of the auction (and of the
    exchange), then the end of each trick."""
    history = history_of(deal)
    out = {0, len(history)}
    cards = 0
    for n, (_seat, action) in enumerate(history, start=1):
        following = history[n][1].kind if n < len(history) else ""
        if action.kind != "card" and following == "card":
            out.add(n)
        if action.kind == "card":
            cards += 1
            if cards % seats == 0:
                out.add(n)
    return sorted(out)


def first_trick(deal: Deal, seats: int, steps: list[int]) -> int:
    """The moment a replay opens at: the first trick played (the end, if none was)."""
    cards = 0
    for n, (_seat, action) in enumerate(history_of(deal), start=1):
        cards += action.kind == "card"
        if cards == seats:
            return n
    return steps[-1]


@require_GET
def deal(request: HtmxHttpRequest, public_id: str, moment: int | None = None) -> HttpResponse:
    """A finished deal, every hand face up, step by step (``moment``: actions made so far)."""
    record = _deal(public_id)
    if not record.over:
        raise Http404("a deal in progress has no record yet")
    table = record.table
    end = deal_state(table, record)
    steps = moments(record, end.seats)
    at = first_trick(record, end.seats, steps) if moment is None else moment
    if at not in steps:
        raise Http404(moment)
    state = deal_state(table, record, at)
    ruleset = ruleset_of(table)
    w = present.game_words(table)
    index = steps.index(at)
    context = {
        "record": record,
        "table": table,
        "owner": owns(request, table),
        "ruleset": ruleset,
        "moment": at,
        "step": index,
        "steps": len(steps) - 1,
        "first": steps[0] if index else None,
        "last": steps[-1] if index + 1 < len(steps) else None,
        "previous": steps[index - 1] if index else None,
        "next": steps[index + 1] if index + 1 < len(steps) else None,
        "hands": [
            {
                "name": present.seat_label(ruleset, table, s),
                "cards": present.sorted_hand(state.hand(s)),
            }
            for s in range(state.seats)
        ],
        "face_up": present.table_cards(ruleset, table, state),
        "dealer": present.seat_short(ruleset, table, record.dealer),
        "auction": present.auction_rows(ruleset, table, state),
        "contract": present.contract_line(ruleset, table, state),
        "current": [
            (present.seat_short(ruleset, table, p.seat), p.card) for p in state.tricks.current
        ],
        "tricks": [
            present.trick_view(ruleset, table, w, t, n)
            for n, t in enumerate(state.tricks.done, start=1)
        ],
        "events": present.events(table, state),
        "score": present.score_view(table, end) if at == steps[-1] else None,
        "outcome": present.outcome_line(table, end),
        "exercises": _exercise_links(record, state, end, at),
    }
    return render(request, "table/deal.html", context)


def _exercise_links(
    record: Deal, state: DealState, end: DealState, at: int
) -> list[dict[str, str]]:
    """The exercises this moment can become."""
    links = []
    for slug, kind in KINDS.items():
        if _question(record, kind, at, state, end) is not None:
            url = reverse("table:exercise", args=[record.public_id, at, slug])
            links.append({"kind": kind, "url": url})
    return links


def _question(
    record: Deal, kind: str, at: int, state: DealState, end: DealState
) -> dict[str, Any] | None:
    """The case question of ``kind`` at moment ``at``, or ``None`` where there is none (or
    where the deal in progress would show a hidden hand)."""
    moment = Moment(state, end, record.over, record.table.seat)
    return ALL_KINDS[kind].question_at(moment)


@limited("downloads")
@require_GET
def deal_text(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The deal's text record: case-file lines (README, « Le relevé d'une donne »), which
    ``manage.py cases check`` reads."""
    record = _deal(public_id)
    if not record.over:
        raise Http404("a deal in progress has no record yet")
    if not allows(request, "downloads"):
        return too_many(request, "downloads")
    table = record.table
    start = deal_state(table, record, 0)
    lines = record_cases(start, history_of(record), table.rules, f"donne-{record.public_id}")
    body = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines)
    response = HttpResponse(body, content_type="text/plain; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="donne-{record.public_id}.jsonl"'
    return response


@limited("answers", "learners")
@require_http_methods(["GET", "POST"])
def exercise(request: HtmxHttpRequest, public_id: str, moment: int, kind: str) -> HttpResponse:
    """A moment of a deal as an exercise, checked by the engine like any other; its key
    (``table`` rule set, the deal and the moment) is what « Revoir mes erreurs » stores."""
    record = _deal(public_id)
    name = KINDS.get(kind)
    if name is None or moment > len(record.actions):
        raise Http404(kind)
    if not record.over and not owns(request, record.table):
        raise Http404("a deal in play is its table's owner's")
    ex, rs = exercise_of(record, name, moment)
    here = reverse("table:exercise", args=[record.public_id, moment, kind])
    back = (
        reverse("table:deal-moment", args=[record.public_id, moment])
        if record.over
        else reverse("table:play", args=[record.table.public_id])
    )
    return respond(request, ex, rs, Place(here, back))


def exercise_of(record: Deal, kind: str, moment: int) -> tuple[Exercise, Any]:
    """The exercise of ``kind`` at ``moment`` of ``record`` (``Http404`` where there is none)."""
    table = record.table
    state = deal_state(table, record, moment)
    end = deal_state(table, record)
    question = _question(record, kind, moment, state, end)
    if question is None:
        raise Http404(kind)
    rs = ruleset_of(table)
    game = rs.game
    key = Key(game, TABLE_RULESET, kind, TABLE_LEVEL, f"{record.public_id}:{moment}")
    case = {"game": game, "kind": kind, "rules": dict(table.rules)}
    return Exercise(key, question, dict(table.rules), case_show(case, question)), rs


@require_GET
def progress(request: HtmxHttpRequest) -> HttpResponse:
    """Deals played and the rules the learner's refused actions met, this week and in all."""
    learner = learner_for(request)
    if learner is None:
        return render(request, "table/progress.html", {"learner": None})
    deals = Deal.objects.filter(table__learner=learner, over=True)
    played = deals.values("table__ruleset").annotate(count=Count("id")).order_by("table__ruleset")
    week = timezone.now() - timedelta(days=7)
    refusals = Refusal.objects.filter(learner=learner)
    rows: dict[str, dict[str, Any]] = {}
    for game, code, kind, created in refusals.values_list("game", "code", "kind", "created"):
        what = capfirst(str(forgot(game, code, kind)))
        row = rows.setdefault(
            what,
            {
                "what": forgot(game, code, kind),
                "to": forgot_to(forgot(game, code, kind)),
                "week": 0,
                "all": 0,
            },
        )
        row["all"] += 1
        row["week"] += created >= week
    context = {
        "learner": learner,
        "played": [
            {"title": ruleset_of(Table(ruleset=p["table__ruleset"])).title, "count": p["count"]}
            for p in played
        ],
        "total": deals.count(),
        "rows": sorted(rows.values(), key=lambda r: (-r["week"], -r["all"])),
        "tables": Table.objects.filter(learner=learner).order_by("-updated")[:10],
    }
    return render(request, "table/progress.html", context)
