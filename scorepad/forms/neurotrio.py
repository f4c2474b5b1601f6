"""A manche of Neurotrio: who took, the bid (level and attribute), contré or not, tricks made."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from reference.engine.neurotrio.rules import Rules
from reference.engine.neurotrio.scoring import deal_size, max_level
from reference.games import words
from scorepad.fields import WholeField
from scorepad.forms.base import AllPassForm, Ctx, EntryForm, radio

ATTRIBUTES = ("B", "N", "V", "C", "E", "R")


class NeurotrioDealForm(EntryForm):
    title = _("Manche")

    def build(self) -> None:
        players = int(self.ctx.table)
        size = deal_size(players)
        top = max_level(players, Rules.from_options(self.ctx.rules)) or size.tricks
        self.fields["taker"] = radio(self.ctx.seat_choices(), _("Preneur"))
        self.fields["level"] = radio(
            [(str(n), str(n)) for n in range(1, top + 1)],
            _("Niveau"),
            grid="choice-grid choice-grid--small",
        )
        self.fields["attribute"] = radio(
            [(a, words("neurotrio").mode_name(a)) for a in ATTRIBUTES], _("Atout")
        )
        self.fields["contre"] = forms.BooleanField(required=False, label=_("Contré"))
        self.fields["tricks"] = WholeField(low=0, high=size.tricks, label=_("Plis du preneur"))

    def initial_from(self, entry: Mapping[str, Any]) -> dict[str, Any]:
        contract = entry["contract"]
        return {
            "taker": str(entry["taker"]),
            "level": str(contract["level"]),
            "attribute": contract["attribute"],
            "contre": bool(contract.get("contre")),
            "tricks": str(entry["result"]["tricks"]),
        }

    def entry(self) -> dict[str, Any]:
        d = self.cleaned_data
        return {
            "kind": "deal",
            "taker": int(d["taker"]),
            "contract": {
                "level": int(d["level"]),
                "attribute": d["attribute"],
                "contre": bool(d["contre"]),
            },
            "result": {"tricks": d["tricks"]},
        }


def forms_for(ctx: Ctx) -> dict[str, type[EntryForm]]:
    """The entry forms of a game of Neurotrio: a deal, and a deal to deal again."""
    return {"deal": NeurotrioDealForm, "redeal": AllPassForm}
