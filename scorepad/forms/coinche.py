"""A deal of belote coinchée as the table says it: "110 cœur pour nous, coinché; on fait 114"."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from reference.engine.coinche import offered_values
from reference.engine.coinche.order import Mode, deck_total
from reference.engine.coinche.rules import Rules
from scorepad.fields import WholeField
from scorepad.forms.base import Ctx, EntryForm, radio

TEAMS = ("NS", "EW")
TRUMPS = (
    ("H", "♥"),
    ("S", "♠"),
    ("D", "♦"),
    ("C", "♣"),
    ("TA", _("tout atout")),
    ("SA", _("sans atout")),
)


class CoincheDealForm(EntryForm):
    title = _("Donne")

    def build(self) -> None:
        rules = Rules.from_options(self.ctx.rules)
        bids: list[tuple[str, Any]] = [(str(v), str(v)) for v in offered_values(rules)]
        bids.append(("capot", _("capot")))
        if rules.allow_generale:
            bids.append(("generale", _("générale")))
        trumps = [
            t
            for t in TRUMPS
            if (t[0] != "TA" or rules.allow_tout_atout) and (t[0] != "SA" or rules.allow_sans_atout)
        ]
        teams = [(TEAMS[i], name) for i, name in enumerate(self.ctx.columns)]
        self.fields["bid"] = radio(bids, _("Contrat"))
        self.fields["trump"] = radio(trumps, _("Atout"), grid="choice-grid choice-grid--suits")
        self.fields["by"] = radio(teams, _("Preneurs"))
        self.fields["coinche"] = radio(
            [("0", _("non")), ("1", _("coinché")), ("2", _("surcoinché"))],
            _("Coinche"),
            initial="0",
            required=False,
        )
        self.fields["points"] = WholeField(
            low=0, high=300, label=_("Points des preneurs (cartes et dix de der)")
        )
        self.fields["tricks"] = WholeField(low=0, high=8, label=_("Plis des preneurs"))
        for i, team in enumerate(TEAMS):
            self.fields[f"ann_{team}"] = WholeField(
                low=0,
                high=1000,
                required=False,
                label=_("Annonces de %(team)s (après comparaison, sans la belote)")
                % {"team": self.ctx.columns[i]},
            )
        self.fields["belote"] = radio(
            [("", _("personne")), *teams], _("Belote"), required=False, initial=""
        )
        self.fields["one_player"] = forms.BooleanField(
            required=False, label=_("Un seul joueur a fait les huit plis (générale)")
        )

    def initial_from(self, entry: Mapping[str, Any]) -> dict[str, Any]:
        contract, result = entry["contract"], entry["result"]
        by = contract["by"]
        belote = result.get("belote")
        return {
            "bid": str(contract["bid"]),
            "trump": contract["trump"],
            "by": by,
            "coinche": str(contract.get("coinche", 0)),
            "points": str(result["points"][by]),
            "tricks": str(result["tricks"][by]),
            "ann_NS": str(result.get("announcements", {}).get("NS", 0)),
            "ann_EW": str(result.get("announcements", {}).get("EW", 0)),
            "belote": belote or "",
            "one_player": bool(result.get("all_tricks_by_one_player")),
        }

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        trump, points = data.get("trump"), data.get("points")
        if trump and points is not None:
            total = deck_total(Mode.parse(trump), Rules.from_options(self.ctx.rules))
            if points > total:
                self.add_error(
                    "points",
                    _("À cet atout, la donne vaut %(total)s points en tout.") % {"total": total},
                )
            data["total"] = total
        if data.get("tricks") == 0 and points:
            self.add_error("points", _("Sans pli, les preneurs n'ont pas de points."))
        if data.get("tricks") == 8 and points is not None and points != data.get("total"):
            self.add_error("points", _("Avec les huit plis, les preneurs ont tous les points."))
        return data

    def entry(self) -> dict[str, Any]:
        d = self.cleaned_data
        by = d["by"]
        other = "EW" if by == "NS" else "NS"
        bid: int | str = d["bid"] if d["bid"] in ("capot", "generale") else int(d["bid"])
        return {
            "kind": "deal",
            "contract": {
                "bid": bid,
                "trump": d["trump"],
                "by": by,
                "coinche": int(d["coinche"] or 0),
            },
            "result": {
                "points": {by: d["points"], other: d["total"] - d["points"]},
                "tricks": {by: d["tricks"], other: 8 - d["tricks"]},
                "announcements": {t: d.get(f"ann_{t}") or 0 for t in TEAMS},
                "belote": d["belote"] or None,
                "all_tricks_by_one_player": bool(d["one_player"]),
            },
        }


class CoincheRedealForm(EntryForm):
    kind = "redeal"
    title = _("Tout le monde passe")

    def entry(self) -> dict[str, Any]:
        return {"kind": "redeal"}


def forms_for(ctx: Ctx) -> dict[str, type[EntryForm]]:
    """The entry forms of a game of belote coinchée: a deal, and a deal to deal again."""
    return {"deal": CoincheDealForm, "redeal": CoincheRedealForm}
