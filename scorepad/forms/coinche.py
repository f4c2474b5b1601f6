"""A deal of belote coinchée as the table says it: "110 cœur pour nous, coinché; on fait 114".

Only what the score needs: the takers' points (the defence's are the deal's total less them),
who took all eight tricks (capot) and whether one player did (générale) as switches, each
side's announcements added with buttons and the belote as a button per side. The number of
tricks is never asked: the score only needs to know whether a side took all eight.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from reference.engine.coinche import offered_values
from reference.engine.coinche.announcements import CARRE_VALUES, SEQUENCE_VALUES
from reference.engine.coinche.order import Mode, deck_total
from reference.engine.coinche.rules import Rules
from scorepad.fields import WholeField
from scorepad.forms.base import AllPassForm, Ctx, EntryForm, radio

TEAMS = ("NS", "EW")
TRUMPS = (
    ("H", "♥"),
    ("S", "♠"),
    ("D", "♦"),
    ("C", "♣"),
    ("TA", _("tout atout")),
    ("SA", _("sans atout")),
)
#: Each announcement's button: its value from the engine's tables, its name at the table.
ANNOUNCEMENT_NAMES = {
    SEQUENCE_VALUES[3]: _("tierce"),
    SEQUENCE_VALUES[4]: _("cinquante"),
    SEQUENCE_VALUES[5]: _("cent ou carré"),
    max(v for v in CARRE_VALUES.values() if v < max(CARRE_VALUES.values())): _("carré de 9"),
    max(CARRE_VALUES.values()): _("carré de valets"),
}


def _trick_counts(result: Mapping[str, Any]) -> str:
    """The capot switch's value for a stored result: the team with all eight tricks, or ""."""
    if "capot" in result:
        return str(result["capot"] or "")
    tricks = result.get("tricks", {})
    return next((t for t in TEAMS if tricks.get(t) == 8), "")


class CoincheDealForm(EntryForm):
    title = _("Donne")
    opener = "by"

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
        self.fields["by"] = radio(teams, _("Preneurs"))
        self.fields["bid"] = radio(bids, _("Contrat"), grid="choice-grid choice-grid--bids")
        self.fields["trump"] = radio(trumps, _("Atout"), grid="choice-grid choice-grid--suits")
        self.fields["points"] = WholeField(
            low=0,
            high=300,
            required=False,
            label=_("Points des preneurs (cartes et dix de der)"),
        )
        self.fields["coinche"] = radio(
            [("0", _("non")), ("1", _("coinché")), ("2", _("surcoinché"))],
            _("Coinche"),
            initial="0",
            required=False,
        )
        self.fields["capot"] = radio(
            [("", _("non")), *teams],
            _("Tous les plis (capot)"),
            initial="",
            required=False,
        )
        if rules.allow_generale or rules.unannounced_generale == "counted":
            self.fields["one_player"] = forms.BooleanField(
                required=False, label=_("Un seul joueur a fait les huit plis (générale)")
            )
        self.announced = rules.announcements != "belote_only"
        if self.announced:
            for i, team in enumerate(TEAMS):
                field = WholeField(
                    low=0,
                    high=1000,
                    required=False,
                    label=_("Annonces de %(team)s") % {"team": self.ctx.columns[i]},
                    help_text=_("après comparaison, sans la belote"),
                )
                field.widget.attrs["data-adds"] = "1"
                self.fields[f"ann_{team}"] = field
        self.fields["belote"] = radio(
            [("", _("personne")), *teams], _("Belote et rebelote"), required=False, initial=""
        )

    def announcement_buttons(self) -> list[tuple[int, Any]]:
        """The buttons that add an announcement to a side's total (drawn by the template)."""
        return sorted(ANNOUNCEMENT_NAMES.items())

    def main_fields(self) -> list[Any]:
        names = ["by", "bid", "trump", "coinche", "points", "capot", "one_player", "belote"]
        return [self[n] for n in names if n in self.fields]

    def side_rows(self) -> list[tuple[str, list[Any]]]:
        return []

    def announcement_fields(self) -> list[Any]:
        return [self[f"ann_{t}"] for t in TEAMS] if self.announced else []

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
            "capot": _trick_counts(result),
            "ann_NS": str(result.get("announcements", {}).get("NS", 0) or ""),
            "ann_EW": str(result.get("announcements", {}).get("EW", 0) or ""),
            "belote": belote or "",
            "one_player": bool(result.get("all_tricks_by_one_player")),
        }

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        trump, points, by, capot = (data.get(k) for k in ("trump", "points", "by", "capot"))
        if not trump or not by:
            return data
        total = deck_total(Mode.parse(trump), Rules.from_options(self.ctx.rules))
        data["total"] = total
        if capot == by:
            if points not in (None, total):
                self.add_error(
                    "points",
                    _("Avec tous les plis, les preneurs ont les %(t)s points.") % {"t": total},
                )
            data["points"] = total
        elif capot:
            if points:
                self.add_error("points", _("Sans pli, les preneurs n'ont pas de points."))
            data["points"] = 0
        elif points is None:
            self.add_error("points", _("Écrivez les points des preneurs."))
        elif points > total:
            self.add_error(
                "points",
                _("À cet atout, la donne vaut %(total)s points en tout.") % {"total": total},
            )
        if data.get("one_player") and not capot:
            self.add_error(
                "one_player", _("Une générale, c'est d'abord tous les plis : cochez le capot.")
            )
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
                "capot": d["capot"] or None,
                "announcements": {t: d.get(f"ann_{t}") or 0 for t in TEAMS},
                "belote": d["belote"] or None,
                "all_tricks_by_one_player": bool(d.get("one_player")),
            },
        }


def forms_for(ctx: Ctx) -> dict[str, type[EntryForm]]:
    """The entry forms of a game of belote coinchée: a deal, and a deal to deal again."""
    return {"deal": CoincheDealForm, "redeal": AllPassForm}
