"""A quarter of Règlement evenings (002 §6, Ad Fundum): each game is an evening; the engine's
``adfundum.quarter`` counts participations, totals, bottles and the three biggest tallies.

Each evening's totals are read from the game's stored standing (``standing_of``), so the page
replays only the games that changed since it was last drawn, and a quarter holds at most
``services.MAX_QUARTER_GAMES`` evenings: its cost does not grow with the deals of its history."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse

from reference.engine.whist.adfundum import quarter as quarter_end
from reference.rulesets import RULESETS
from scorepad.models import Quarter, ScoreGame
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


def standing_of(game: ScoreGame) -> dict[str, Any]:
    """The game's players, totals (one per column) and tallies, whether it is over and its
    number of lines: stored at its version, or computed by the engine once and stored (a
    quarter's page and « Mes parties » then replay no game that has not changed)."""
    stored = game.standing
    if isinstance(stored, dict) and stored.get("version") == game.version and "lines" in stored:
        return stored
    view = build(game)
    standing = {
        "version": game.version,
        "players": list(view.players),
        "totals": list(view.sheet.totals),
        "tallies": list(view.sheet.tallies or (0,) * len(view.players)),
        "finished": view.finished,
        "lines": len(view.rows),
    }
    ScoreGame.objects.filter(pk=game.pk, version=game.version).update(standing=standing)
    return standing


def quarter_view(request: HttpRequest, token: str) -> HttpResponse:
    """The quarter's evenings and its end."""
    found, edit = find_quarter(token)
    games = list(found.games.order_by("created"))
    evenings = []
    slices = "full"
    for game in games:
        standing = standing_of(game)
        evenings.append(
            {
                name: (standing["totals"][i], standing["tallies"][i])
                for i, name in enumerate(standing["players"])
            }
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
            "rows": [(r, float(r.tally_average)) for r in summary.rows],
            "steps": steps,
            "links": links,
        },
    )
