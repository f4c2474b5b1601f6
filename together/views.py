"""« Jouer ensemble » views: open a table for people, let them in (invitation link, short code,
QR code), show each person the table from their own seat, take their actions, and the host's
controls over the seats and the table.

A person's page is the table's page (``table.views.render_table``: the one felt, their own
hand only) with the seats and the invitation below; every post works without JavaScript
(Post/Redirect/Get and « Mettre à jour »), and htmx gets the table fragment.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import quote

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from guard.limits import allows, limited
from guard.views import refusal_text, too_many
from reference.http import HtmxHttpRequest
from reference.rulesets import by_document, get
from table.models import Table
from table.services import Conflict
from table.state import ruleset_of
from table.views import bad_request, counted_version, posted_action, render_table
from together import services
from together.classtable import class_context
from together.forms import CodeForm, JoinForm, OpenForm
from together.models import Gathering, Person
from together.people import person_at, remember
from together.presence import fetched
from together.push import ticket
from together.qr import qr_svg
from together.seats import handable, seat_rows, waiting_people, watchers
from trainer.parsing import Unreadable, read_index
from trainer.services import learner_for

SEATS_TEMPLATE = "together/_seats.html"


@require_GET
def index(request: HttpRequest) -> HttpResponse:
    """Open a table for people, or join one by its code."""
    return render(request, "together/index.html", {"rulesets": by_document(), "form": CodeForm()})


@limited("tables")
@require_http_methods(["GET", "POST"])
def new(request: HttpRequest, slug: str) -> HttpResponse:
    """The form that opens a table for people; a valid post deals and seats the host."""
    ruleset = get(slug)
    if ruleset is None:
        raise Http404(slug)
    form = OpenForm(ruleset, request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        if not allows(request, "tables"):
            return too_many(request, "tables")
        person = services.open_table(
            ruleset=ruleset,
            players=form.cleaned_data["players"],
            options=form.options(),
            end=form.end(),
            coach=bool(form.cleaned_data.get("coach")),
            name=form.cleaned_data["nom"],
            learner=learner_for(request),
        )
        remember(request, person)
        return redirect("together:play", person.gathering.table.public_id)
    status = 400 if request.method == "POST" else 200
    return render(request, "together/new.html", {"ruleset": ruleset, "form": form}, status=status)


@limited("table_joins")
@require_http_methods(["GET", "POST"])
def join(request: HttpRequest, token: str) -> HttpResponse:
    """An invitation: a name, and the person sits down."""
    gathering = _invited(token)
    if gathering is None:
        return render(request, "together/gone.html", status=404)
    table = gathering.table
    if person_at(request, table.public_id) is not None:
        return redirect("together:play", table.public_id)
    form = JoinForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        if not allows(request, "table_joins"):
            return too_many(request, "table_joins")
        person = services.join(
            gathering=gathering,
            name=form.cleaned_data["nom"],
            learner=learner_for(request),
            watch=request.POST.get("do") == "watch",
        )
        remember(request, person)
        return redirect("together:play", table.public_id)
    context = {"form": form, "gathering": gathering, "people": list(gathering.people.all())}
    status = 400 if request.method == "POST" else 200
    return render(request, "together/join.html", context, status=status)


def _invited(token: str) -> Gathering | None:
    return (
        Gathering.objects.select_related("table")
        .filter(invitation=token, closed__isnull=True)
        .first()
    )


@limited("table_joins")
@require_http_methods(["GET", "POST"])
def code(request: HttpRequest) -> HttpResponse:
    """The short code a host gave: it leads to the table's invitation."""
    form = CodeForm(request.POST if request.method == "POST" else None)
    if request.method == "POST" and form.is_valid():
        if not allows(request, "table_joins"):
            return too_many(request, "table_joins")
        found = Gathering.objects.filter(
            code=form.cleaned_data["code"], closed__isnull=True
        ).first()
        if found is not None:
            return redirect("together:join", found.invitation)
        form.add_error("code", _no_table())
    status = 400 if request.method == "POST" else 200
    return render(request, "together/code.html", {"form": form}, status=status)


def _no_table() -> str:
    return gettext("Aucune table ouverte n'a ce code : vérifiez-le auprès de qui vous invite.")


def _person(request: HttpRequest, public_id: str) -> Person:
    """The visitor at this table (who is there, then: ``presence.fetched``); anyone else gets
    the 404 of a table that does not exist."""
    if (person := person_at(request, public_id)) is not None:
        fetched(person)
        return person
    raise Http404("not at this table")


def _host(request: HttpRequest, public_id: str) -> Person:
    person = _person(request, public_id)
    if not person.host:
        raise Http404("not the host")
    return person


def urls(table: Table) -> dict[str, str]:
    """Where a person's table page posts and shows itself."""
    return {
        name: reverse(f"together:{name}", args=[table.public_id])
        for name in ("play", "act", "next")
    }


def push_address(table: Table, person: Person) -> str:
    """The address of the table's push channel, with the person's ticket."""
    return f"/ws/ensemble/{table.public_id}/?ticket={quote(ticket(table.public_id, person.pk))}"


@require_GET
def play(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The table seen from the visitor's seat (a person not seated yet sees the seats)."""
    person = _person(request, public_id)
    return show(request, person, why=request.GET.get("pourquoi") == "1")


def show(request: HtmxHttpRequest, person: Person, status: int = 200, **extra: Any) -> HttpResponse:
    """A person's page: the table from their seat, the seats, the invitation."""
    gathering = person.gathering
    table = gathering.table
    people = list(gathering.people.all())  # one query for the seats and the room
    context: dict[str, Any] = {
        "person": person,
        "gathering": gathering,
        "seats": seat_rows(gathering, person, people),
        "waiting": waiting_people(people),
        "watchers": watchers(people),
        "invitation": request.build_absolute_uri(
            reverse("together:join", args=[gathering.invitation])
        ),
        "push": push_address(table, person),
        "seats_template": SEATS_TEMPLATE,
    }
    context["invite_open"] = person.host and any(s["waiting"] for s in context["seats"])
    context |= class_context(gathering, person)
    teacher = person.host and gathering.classroom_id is not None
    if person.watching:
        table.watcher = True
        return render_table(
            request,
            table,
            urls(table),
            status=status,
            every_hand=gathering.open_hands or teacher,
            **context,
            **extra,
        )
    if person.seat is None:
        template = "together/waiting.html#table-area" if request.htmx else "together/waiting.html"
        context |= {"table": table, "urls": urls(table), "ruleset": ruleset_of(table)}
        return render(request, template, context | extra, status=status)
    table.seat = person.seat
    return render_table(
        request, table, urls(table), status=status, every_hand=teacher, **context, **extra
    )


@limited("table_actions")
@require_POST
def act(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """One action of the visitor, for the visitor's own seat only."""
    person = _person(request, public_id)
    table = person.gathering.table
    if person.seat is None:
        return show(request, person, status=403)
    table.seat = person.seat
    posted = posted_action(request, table)
    if isinstance(posted, HttpResponse):
        return posted
    version, action = posted
    if not allows(request, "table_actions"):
        if request.htmx:
            return show(request, person, status=429, limit=refusal_text("table_actions"))
        return too_many(request, "table_actions")
    try:
        services.act(person=person, version=version, action=action)
    except Conflict:
        return _conflict(request, person)
    except services.Refused:
        return show(request, person, status=409)
    if not request.htmx:
        return redirect("together:play", public_id)
    return show(request, person)


@limited("table_actions")
@require_POST
def next_deal(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """Deal the next deal once the current one is over."""
    person = _person(request, public_id)
    version = counted_version(request)
    if isinstance(version, HttpResponse):
        return version
    try:
        services.next_deal(person=person, version=version)
    except Conflict:
        return _conflict(request, person)
    except services.Refused:
        return show(request, person, status=409)
    if not request.htmx:
        return redirect("together:play", public_id)
    return show(request, person)


def _conflict(request: HtmxHttpRequest, person: Person) -> HttpResponse:
    """409: the table moved on before this post (another person played first); nothing was
    applied, and the person sees where the table is now."""
    person.gathering.table.refresh_from_db()
    if request.htmx:
        return show(request, person, conflict=True)
    url = reverse("together:play", args=[person.gathering.table.public_id])
    return render(request, "together/conflict.html", {"table_url": url}, status=409)


@require_POST
def take_back(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The visitor takes back the seat the computer played meanwhile."""
    person = _person(request, public_id)
    if person.seat is not None and not person.gathering.closed:
        services.take_back(person=person)
    return _back(request, person)


@require_POST
def seat(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The host's controls over one seat: the computer plays it, a person plays it, or a
    person sits there."""
    host = _host(request, public_id)
    gathering = host.gathering
    try:
        number = read_index(request.POST.get("seat", ""), 9)
        chosen = request.POST.get("person", "")
        mover = gathering.people.filter(pk=read_index(chosen, 10**12)).first() if chosen else None
    except Unreadable:
        return bad_request(request)
    do = request.POST.get("do", "")
    try:
        if gathering.closed:
            raise services.Refused("closed")
        if do == "computer":
            if not handable(gathering.people.filter(seat=number).first()):
                raise services.Refused("the person is there")
            services.hand_to_computer(gathering=gathering, seat=number)
        elif do == "person":
            services.give_to_person(gathering=gathering, seat=number)
        elif do == "move" and mover is not None:
            services.move(gathering=gathering, person=mover, seat=number)
        else:
            return bad_request(request)
    except services.Refused:
        return bad_request(request)
    host.refresh_from_db()
    return _back(request, host)


@require_POST
def hands(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """The host opens the table (those who watch see every hand) or closes it again; every
    seat's screen says which it is."""
    host = _host(request, public_id)
    return switched(request, host, "open", lambda g, on: services.show_hands(gathering=g, shown=on))


def switched(
    request: HtmxHttpRequest, host: Person, on: str, change: Callable[[Gathering, bool], None]
) -> HttpResponse:
    """A host's switch: ``change`` the gathering to whether the post's ``do`` is ``on``."""
    change(host.gathering, request.POST.get("do") == on)
    return _back(request, host)


@require_POST
def renew(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """A new invitation link and code; the old ones let no one in any more."""
    host = _host(request, public_id)
    services.renew_invitation(gathering=host.gathering)
    return _back(request, host)


@require_http_methods(["GET", "POST"])
def close(request: HtmxHttpRequest, public_id: str) -> HttpResponse:
    """Closing the table asks first; the host can open it again."""
    host = _host(request, public_id)
    gathering = host.gathering
    if request.method == "POST":
        if request.POST.get("do") == "reopen":
            services.reopen(gathering=gathering)
        else:
            services.close(gathering=gathering)
        return redirect("together:play", public_id)
    return render(request, "together/close.html", {"gathering": gathering, "person": host})


@require_GET
def qr(request: HttpRequest, public_id: str) -> HttpResponse:
    """The invitation as a QR code (SVG)."""
    person = _person(request, public_id)
    url = request.build_absolute_uri(reverse("together:join", args=[person.gathering.invitation]))
    response = HttpResponse(qr_svg(url), content_type="image/svg+xml")
    response["Cache-Control"] = "private, no-store"
    return response


def _back(request: HtmxHttpRequest, person: Person) -> HttpResponse:
    if not request.htmx:
        return redirect("together:play", person.gathering.table.public_id)
    person.gathering.table.refresh_from_db()
    return show(request, person)
