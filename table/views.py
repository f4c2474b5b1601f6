"""« À la table » views: open a table, show it, post an action (Post/Redirect/Get; htmx gets
the table fragment), deal the next deal, switch the coach."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from guard.limits import allows, limited
from guard.views import refusal_text, too_many
from reference.engine import get_game
from reference.engine.deals import Action, DealState, Phase
from reference.engine.errors import EngineError
from reference.engine.sheet import Sheet
from reference.http import HtmxHttpRequest
from reference.rulesets import by_document, get
from table import present
from table.beginner import first_deals
from table.forms import NewTableForm
from table.models import Deal, Table
from table.owners import owned_table
from table.services import (
    Conflict,
    current_deal,
    game_sheet,
    table_act,
    table_coach,
    table_create,
    table_next_deal,
)
from table.state import deal_state, ruleset_of
from trainer.parsing import Unreadable, read_index
from trainer.services import learner_for, learner_get_or_create

MAX_VERSION = 10**9
MAX_FIELD = 40


@require_GET
def index(request: HtmxHttpRequest) -> HttpResponse:
    """The rule sets to sit down at, and the learner's tables in progress."""
    learner = learner_for(request)
    mine = (
        Table.objects.filter(learner=learner, finished=False).order_by("-updated")[:10]
        if learner
        else []
    )
    return render(request, "table/index.html", {"rulesets": by_document(), "mine": mine})


@limited("tables", "learners")
@require_http_methods(["GET", "POST"])
def new(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    """The form that opens a table of one rule set; a valid post deals and sits down."""
    ruleset = get(slug)
    if ruleset is None:
        raise Http404(slug)
    known = learner_for(request)
    form = NewTableForm(
        ruleset,
        request.POST if request.method == "POST" else None,
        beginner=first_deals(known, ruleset),
    )
    if request.method == "POST" and form.is_valid():
        if not allows(request, "tables"):
            return too_many(request, "tables")
        if known is None and not allows(request, "learners"):
            return too_many(request, "learners")
        table = table_create(
            learner=learner_get_or_create(request=request, known=known),
            ruleset=ruleset,
            players=form.cleaned_data["players"],
            options=form.options(),
            end=form.end(),
            coach=bool(form.cleaned_data.get("coach")),
        )
        return redirect("table:play", table.public_id)
    status = 400 if request.method == "POST" else 200
    context = {"ruleset": ruleset, "form": form}
    return render(request, "table/new.html", context, status=status)


def _table(request: HttpRequest, public_id: str) -> Table:
    """The live table, for its owner only: anyone else gets the 404 of a table that does not
    exist (its address gives no one else its hand, its calls or its owner's progress)."""
    table = owned_table(request, public_id)
    if table is None:
        raise Http404("not your table")
    return table


@require_GET
def play(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The table: the deal in progress, or the one just finished with its score."""
    table = _table(request, public_id)
    return _render(request, table, why=request.GET.get("pourquoi") == "1")


def _render(
    request: HtmxHttpRequest,
    table: Table,
    *,
    deal: Deal | None = None,
    why: bool = False,
    status: int = 200,
    sheet: Sheet | None = None,
    **extra: Any,
) -> HttpResponse:
    return render_table(
        request, table, solo_urls(table), deal=deal, why=why, status=status, sheet=sheet, **extra
    )


def solo_urls(table: Table) -> dict[str, str]:
    """Where a learner's own table posts its actions and shows itself."""
    return {
        name: reverse(f"table:{name}", args=[table.public_id])
        for name in ("play", "act", "next", "coach")
    }


def render_table(
    request: HtmxHttpRequest,
    table: Table,
    urls: dict[str, str],
    *,
    deal: Deal | None = None,
    why: bool = False,
    every_hand: bool = False,
    status: int = 200,
    sheet: Sheet | None = None,
    **extra: Any,
) -> HttpResponse:
    """The table page (or its fragment for htmx) seen from ``table.seat``, its forms posting
    to ``urls`` (``play``, ``act``, ``next``): a learner's own table, or a person's seat at a
    table for people (or someone who watches it: ``table.watcher``); with ``every_hand``,
    every seat's hand below the felt. ``sheet``: the game's score sheet, when the caller has
    just read it."""
    deal = deal or current_deal(table)
    state = deal_state(table, deal)
    context = present.page_context(table, deal, state, why=why)
    context |= _notice(table, state) | {"urls": urls} | extra
    if every_hand:
        context["hands"] = present.every_hand(ruleset_of(table), table, state)
    present.mark_tried(context["hand"], context.get("refusal"))
    if state.phase is Phase.OVER or table.finished:
        sheet = sheet if sheet is not None else game_sheet(table)
        context["sheet"] = present.sheet_view(ruleset_of(table), table, sheet)
    context["house"] = ruleset_of(table).chosen(table.rules)
    template = "table/play.html#table-area" if request.htmx else "table/play.html"
    return render(request, template, context, status=status)


def _notice(table: Table, state: Any) -> dict[str, Any]:
    """The refusal of the learner's last post, while the table is still where it was."""
    notice = table.notice
    if not notice or notice.get("version") != table.version or table.watcher:
        return {}
    if notice.get("seat", table.seat) != table.seat:
        return {}  # another person's refusal, at a table for people
    try:
        action = Action.parse(notice["action"])
        reason = state.refusal(action, table.seat)
    except (EngineError, KeyError):
        return {}
    if reason is None:
        return {}
    return {"refusal": present.refusal_view(ruleset_of(table), table, state, action, reason)}


@limited("table_actions")
@require_POST
def act(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """One action of the learner: a card (its case-file code), a call, or a level and a trump."""
    table = _table(request, public_id)
    posted = posted_action(request, table)
    if isinstance(posted, HttpResponse):
        return posted
    version, action = posted
    if not allows(request, "table_actions"):
        if request.htmx:
            return _render(request, table, status=429, limit=refusal_text("table_actions"))
        return too_many(request, "table_actions")
    try:
        acted = table_act(table=table, version=version, action=action)
    except Conflict:
        return _conflict(request, table)
    except EngineError:
        return bad_request(request)
    if not request.htmx:
        return redirect("table:play", table.public_id)
    return _render(request, table, deal=acted.deal, sheet=acted.sheet)


def posted_action(request: HtmxHttpRequest, table: Table) -> tuple[int, Action] | HttpResponse:
    """The table version an action was posted from and the action (a card played is read in
    the deal's phase by ``table_act``), or the 400 of an unreadable post."""
    try:
        version = read_index(request.POST.get("version", ""), MAX_VERSION)
        return version, read_action(table, None, request.POST)
    except (Unreadable, EngineError):
        return bad_request(request)


def read_action(table: Table, state: DealState | None, data: Any) -> Action:
    """The posted action, read strictly: a card is put aside in the exchange and played
    otherwise (without ``state``, a card played: ``table_act`` reads it in the deal's phase)."""
    fields = {k: str(data.get(k, "")) for k in ("card", "call", "level", "trump")}
    if any(len(v) > MAX_FIELD for v in fields.values()):
        raise EngineError("a field too long to be a card or a call")
    if fields["card"]:
        kind = "exchange" if state is not None and state.phase is Phase.EXCHANGE else "card"
        card = get_game(ruleset_of(table).game).deck.parse(fields["card"].strip())
        return Action(kind, str(card))
    if fields["call"]:
        return Action("call", fields["call"].strip())
    if fields["level"] and fields["trump"]:
        call = present.built_call(table, fields["level"].strip(), fields["trump"].strip())
        return Action("call", call)
    raise EngineError("no card and no call")


def counted_version(request: HtmxHttpRequest) -> int | HttpResponse:
    """The table version a post was made from, counted against ``table_actions``; the 400 of
    an unreadable version or the 429 of a client past its limit instead."""
    try:
        version = read_index(request.POST.get("version", ""), MAX_VERSION)
    except Unreadable:
        return bad_request(request)
    if not allows(request, "table_actions"):
        return too_many(request, "table_actions")
    return version


def bad_request(request: HtmxHttpRequest) -> HttpResponse:
    return HttpResponseBadRequest(render_to_string("errors/400.html", request=request))


def _conflict(request: HtmxHttpRequest, table: Table) -> HttpResponse:
    """409: another tab moved the table on; nothing was applied. htmx gets the table as it
    is now; a plain post gets a page that says to reload."""
    table.refresh_from_db()
    if request.htmx:
        return _render(request, table, conflict=True)
    url = reverse("table:play", args=[table.public_id])
    return render(request, "table/conflict.html", {"table_url": url}, status=409)


@limited("table_actions")
@require_POST
def next_deal(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """Deal the next deal once the current one is over."""
    table = _table(request, public_id)
    version = counted_version(request)
    if isinstance(version, HttpResponse):
        return version
    try:
        table_next_deal(table=table, version=version)
    except Conflict:
        return _conflict(request, table)
    if not request.htmx:
        return redirect("table:play", table.public_id)
    return _render(request, table)


@require_POST
def coach(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """Switch the coach on or off."""
    table = _table(request, public_id)
    table_coach(table=table, coach=request.POST.get("coach") == "1")
    if not request.htmx:
        return redirect("table:play", table.public_id)
    return _render(request, table)
