"""A quarter of Règlement evenings (002 §6, Ad Fundum): each game is an evening; the engine's
``adfundum.quarter`` counts participations, totals, bottles and the three biggest tallies."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse

from reference.engine.whist.adfundum import quarter as quarter_end
from reference.rulesets import RULESETS
from scorepad.models import Quarter
from scorepad.reasons import sentence
from scorepad.sheetview import build

PUBLIC_LENGTH, EDIT_LENGTH = 20, 32
#: The rule set whose evenings a quarter gathers (the Règlement's Ad Fundum).
QUARTERS = next(rs for rs in RULESETS if rs.quarters)


def find_quarter(token: str) -> tuple[Quarter, bool]:
    """The quarter of a link, and whether it is the organiser's link."""
    field = "edit_token" if len(token) == EDIT_LENGTH else "public_id"
    found = Quarter.objects.filter(**{field: token}).first()
    if found is None:
        raise Http404(token)
    return found, field == "edit_token"


def quarter_view(request: HttpRequest, token: str) -> HttpResponse:
    """The quarter's evenings and its end."""
    found, edit = find_quarter(token)
    games = list(found.games.order_by("created"))
    evenings = []
    slices = "full"
    for game in games:
        view = build(game)
        tallies = view.sheet.tallies or (0,) * len(view.players)
        evenings.append(
            {name: (view.sheet.totals[i], tallies[i]) for i, name in enumerate(view.players)}
        )
        slices = game.match.get("bottle_slices", slices)
    summary = quarter_end(evenings, slices=slices)
    steps = [sentence(s, QUARTERS.game, [], []) for s in summary.steps]
    links = {
        "public": reverse("scorepad:quarter", args=[found.public_id]),
        "new_game": reverse("scorepad:new", args=[QUARTERS.id]) + f"?quarter={found.edit_token}"
        if edit
        else "",
    }
    return render(
        request,
        "scorepad/quarter.html",
        {
            "quarter": found,
            "edit": edit,
            "games": games,
            "summary": summary,
            "steps": steps,
            "links": links,
        },
    )
