"""The engine's reasons as sentences with this table's names: the game's words write
every step (a deal's score, and the score sheet's own reasons: redeals, penalties, tallies, the
end of the game); ``sentence`` first puts the players' or teams' names in place of the seat and
side numbers."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from reference.engine.tricks import Reason
from reference.games import words

SEAT_PARAMS = frozenset({"seat", "misere", "next", "dealer"})


def _named(
    params: Sequence[tuple[str, Any]],
    players: Sequence[str],
    columns: Sequence[str],
) -> tuple[tuple[str, Any], ...]:
    out = []
    for name, value in params:
        number = isinstance(value, int) and not isinstance(value, bool)
        if name in SEAT_PARAMS and number and 0 <= value < len(players):
            value = players[value]
        elif name == "side" and number and 1 <= value <= len(columns):
            value = columns[value - 1]
        elif name == "sides" and isinstance(value, str):
            picked = [
                columns[int(v) - 1]
                for v in value.split(",")
                if v.strip().isdigit() and 1 <= int(v) <= len(columns)
            ]
            value = ", ".join(picked) if picked else value
        elif name in ("team", "by") and value in ("NS", "EW") and len(columns) == 2:
            value = columns[0 if value == "NS" else 1]
        out.append((name, value))
    return tuple(out)


def sentence(
    step: Mapping[str, Any] | Reason, game: str, players: Sequence[str], columns: Sequence[str]
) -> str:
    """A step of the engine's calculation as a sentence with this table's names."""
    game_words = words(game)
    reason = step if isinstance(step, Reason) else game_words.reason_from_json(step)
    reason = Reason(reason.code, _named(reason.params, players, columns), reason.source)
    return game_words.sentence(reason)
