"""The score pad's forms: one module of entry forms per game (``scorepad/forms/<game>.py``,
found from the engine's registry by the game's slug, as the game's words are), and the new
game."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from functools import cache
from types import ModuleType
from typing import Any

from reference.engine import get_game
from scorepad.forms.base import Ctx, EntryForm


@cache
def _module(game: str) -> ModuleType:
    return importlib.import_module(f"{__name__}.{get_game(game).slug}")


def forms_for(ctx: Ctx) -> dict[str, type[EntryForm]]:
    """Entry forms by key (``deal``, ``redeal``, ``dames``, ``misdeal``, ``penalty``,
    ``tally``), in the order the scorer's page offers them."""
    found: dict[str, type[EntryForm]] = _module(ctx.ruleset.game).forms_for(ctx)
    return found


def form_key(entry: Mapping[str, Any]) -> str:
    """Which form edits a stored entry."""
    contract = entry.get("contract")
    dames = isinstance(contract, Mapping) and contract.get("name") == "dames"
    if entry.get("kind") == "deal" and dames:
        return "dames"
    return str(entry.get("kind"))


__all__ = ["Ctx", "EntryForm", "form_key", "forms_for"]
