"""The score pad's forms: one entry form per kind of entry and game, and the new game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorepad.forms import coinche, neurotrio, voisin, whist
from scorepad.forms.base import Ctx, EntryForm


def forms_for(ctx: Ctx) -> dict[str, type[EntryForm]]:
    """Entry forms by key (``deal``, ``redeal``, ``dames``, ``misdeal``, ``penalty``,
    ``tally``), in the order the scorer's page offers them."""
    game = ctx.ruleset.game
    if game == "whist":
        return whist.forms_for(ctx.rules, ctx.match)
    return {"coinche": coinche.FORMS, "voisin": voisin.FORMS, "neurotrio": neurotrio.FORMS}[game]


def form_key(entry: Mapping[str, Any]) -> str:
    """Which form edits a stored entry."""
    contract = entry.get("contract")
    dames = isinstance(contract, Mapping) and contract.get("name") == "dames"
    if entry.get("kind") == "deal" and dames:
        return "dames"
    return str(entry.get("kind"))


__all__ = ["Ctx", "EntryForm", "form_key", "forms_for"]
