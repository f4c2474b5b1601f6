"""Who a score sheet's columns are: the players, or at a table of two teams the teams named
after their players; and whether a new game's settings go together."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.engine.errors import EngineError
from reference.ruleset import RuleSet, teams

#: What an organiser reads when the engine refuses the settings of a new game.
SETTINGS_REFUSED = gettext_lazy(
    "le nombre de joueurs, le donneur, les règles de la maison et la fin choisis ne vont pas "
    "ensemble"
)


def column_names(table: str, players: Sequence[str]) -> list[str]:
    """The sheet's columns: the players, or the teams named after their players."""
    if teams(table):
        return [
            str(_("%(a)s et %(b)s") % {"a": players[0], "b": players[2]}),
            str(_("%(a)s et %(b)s") % {"a": players[1], "b": players[3]}),
        ]
    return list(players)


def check_settings(
    ruleset: RuleSet, table: str, rules: Mapping[str, Any], match: Mapping[str, Any]
) -> str | None:
    """The engine's refusal of these settings, or ``None`` when it accepts them."""
    try:
        ruleset.sheet(table, 0, rules, match, [])
    except EngineError:
        return str(SETTINGS_REFUSED)
    return None


#: Characters a column's heading keeps at a table of five before it is abbreviated.
SHORT = 6


def _short(name: str, size: int) -> str:
    return name if len(name) <= size else name[: size - 1].rstrip(" -'") + "."


def short_names(table: str, players: Sequence[str]) -> list[str]:
    """The columns' headings where a phone has room for them (at most six characters each):
    a player's name cut with a full stop, a team's as its players' initials; the full name is
    kept for the reader who focuses the heading."""
    if teams(table):
        return [f"{players[a][:3]}/{players[b][:3]}" for a, b in ((0, 2), (1, 3))]
    return [_short(name, SHORT) for name in players]
