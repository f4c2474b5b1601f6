"""« Mes parties »: the games and quarters kept in this browser (the session) or the account,
each quarter with all its evenings, each game with its totals and whether it is over (read
from the stored standing, so the page replays only the games that changed)."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest

from reference.rulesets import get as get_ruleset
from scorepad import services
from scorepad.columns import column_names
from scorepad.models import Quarter, ScoreGame
from scorepad.quarters import standing_of

#: At most this many quarters on the page (each lists its evenings, up to a quarter's bound).
MAX_QUARTERS = 10


def game_line(game: ScoreGame) -> dict[str, Any] | None:
    """A game as « Mes parties » shows it, or ``None`` for a rule set the site no longer has."""
    ruleset = get_ruleset(game.ruleset)
    if ruleset is None:
        return None
    standing = standing_of(game)
    columns = column_names(game.table, game.players)
    return {
        "game": game,
        "ruleset": ruleset,
        "totals": list(zip(columns, standing["totals"], strict=True)),
        "finished": standing["finished"],
        "lines": standing["lines"],
    }


def my_games(request: HttpRequest) -> dict[str, Any]:
    """``quarters``: (quarter, its evenings' lines), ``games``: the other games' lines."""
    tokens = request.session.get(services.SESSION_GAMES, [])
    games = list(ScoreGame.objects.filter(edit_token__in=tokens).order_by("-updated")[:30])
    kept = request.session.get(services.SESSION_QUARTERS, [])
    quarters = list(Quarter.objects.filter(edit_token__in=kept).order_by("-created"))
    if request.user.is_authenticated:
        owned = ScoreGame.objects.filter(owner=request.user).order_by("-updated")[:50]
        games += [g for g in owned if g not in games]
        quarters += [
            q
            for q in Quarter.objects.filter(owner=request.user).order_by("-created")[:30]
            if q not in quarters
        ]
    quarters += [g.quarter for g in games if g.quarter is not None and g.quarter not in quarters]
    listed = []
    for quarter in quarters[:MAX_QUARTERS]:
        evenings = [game_line(g) for g in quarter.games.order_by("created")]
        listed.append((quarter, [e for e in evenings if e]))
    in_quarters = {e["game"].pk for _q, evenings in listed for e in evenings}
    others = [game_line(g) for g in games if g.pk not in in_quarters]
    return {"quarters": listed, "games": [line for line in others if line]}
