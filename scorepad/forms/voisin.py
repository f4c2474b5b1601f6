"""A deal of Le Voisin: the contract, the taker, and each side's points, tricks, announcements
and couples (points may end in a half: kings and queens are worth ½)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from reference.engine.voisin.contracts import contract_names, deal_size
from reference.engine.voisin.entries import RESULT_FIELDS, result_faults, result_fields
from reference.engine.voisin.rules import Rules
from scorepad.fields import HalfField, WholeField, json_number
from scorepad.forms.base import Ctx, EntryForm, radio

SUITS = (("H", "♥"), ("S", "♠"), ("D", "♦"), ("C", "♣"))


class VoisinDealForm(EntryForm):
    title = _("Donne")

    def build(self) -> None:
        rules = Rules.from_options(self.ctx.rules)
        trumps: list[tuple[str, Any]] = list(SUITS)
        if rules.variante_ii:
            trumps += [("TA", _("tout atout")), ("SA", _("sans atout"))]
        sides = self.ctx.column_choices()
        names = {"prise": _("prise"), "charge": _("charge"), "surcharge": _("surcharge")}
        self.fields["contract"] = radio(
            [(name, names[name]) for name in contract_names(rules)],
            _("Contrat"),
            initial="charge" if len(contract_names(rules)) == 1 else None,
        )
        self.fields["trump"] = radio(trumps, _("Atout"), grid="choice-grid choice-grid--suits")
        self.fields["taker"] = radio(sides, _("Preneur"))
        self.fields["after_charge"] = forms.BooleanField(
            required=False, label=_("Surcharge après une charge adverse (300)")
        )
        self.fields["lost_to"] = radio(
            [("", _("personne : tous les plis au preneur")), *sides],
            _("Surcharge : premier pli gagné par"),
            required=False,
            initial="",
        )
        hand = deal_size(self.ctx.table, rules).hand
        for i in range(len(self.ctx.columns)):
            # Asked by contract (result_fields): required in clean() where the contract reads it.
            self.fields[f"points_{i}"] = HalfField(
                low=0, high=88, label=_("Points"), required=False
            )
            self.fields[f"tricks_{i}"] = WholeField(
                low=0, high=hand, label=_("Plis"), required=False
            )
            self.fields[f"ann_{i}"] = WholeField(
                low=0, high=200, required=False, label=_("Annonces")
            )
            self.fields[f"couples_{i}"] = radio(
                [("0", "0"), ("2", "2"), ("6", "6")],
                _("Couples"),
                required=False,
                initial="0",
                grid="choice-grid choice-grid--small",
            )
        self.side_names = list(self.ctx.columns)
        self._mark_contracts()

    def _mark_contracts(self) -> None:
        """Each result field names the contracts that ask it, so that the page shows it only
        under those (scorepad.js); without JavaScript every field shows."""
        self.fields["contract"].widget.attrs["data-contract-choice"] = ""
        asked = {
            field: " ".join(c for c, used in RESULT_FIELDS.items() if field in used)
            for field in ("points", "tricks", "announcements", "couples")
        }
        asked["ann"] = asked.pop("announcements")
        for name, field in self.fields.items():
            base = name.rsplit("_", 1)[0]
            if base in asked:
                field.widget.attrs["data-contracts"] = asked[base]
        for name in ("after_charge", "lost_to"):
            self.fields[name].widget.attrs["data-contracts"] = "surcharge"

    def main_fields(self) -> list[Any]:
        return [self[name] for name in ("contract", "trump", "taker", "after_charge", "lost_to")]

    def side_rows(self) -> list[tuple[str, list[Any]]]:
        """(name, its four bound fields) for each side, for the template's table."""
        return [
            (name, [self[f"{f}_{i}"] for f in ("points", "tricks", "ann", "couples")])
            for i, name in enumerate(self.side_names)
        ]

    def initial_from(self, entry: Mapping[str, Any]) -> dict[str, Any]:
        contract, result = entry["contract"], entry["result"]
        lost = result.get("first_trick_lost_to")
        data = {
            "contract": contract["name"],
            "trump": contract["trump"],
            "taker": str(contract["taker"]),
            "after_charge": bool(contract.get("after_adverse_charge")),
            "lost_to": "" if lost is None else str(lost),
        }
        for i in range(len(result["points"])):
            data[f"points_{i}"] = str(result["points"][i]).replace(".", ",")
            data[f"tricks_{i}"] = str(result["tricks"][i])
            data[f"ann_{i}"] = str(result["announcements"][i])
            data[f"couples_{i}"] = str(result["couples"][i])
        return data

    def clean(self) -> dict[str, Any]:
        """Each result the contract reads is asked; what the engine finds impossible is
        refused next to its field."""
        super().clean()
        data = self.cleaned_data
        contract = data.get("contract")
        if contract not in RESULT_FIELDS:
            return data
        if contract != "surcharge" and (data.get("lost_to") or data.get("after_charge")):
            self.add_error("lost_to", _("Ceci ne concerne que la surcharge."))
        n = len(self.side_names)
        for field in set(result_fields(contract)) & {"points", "tricks"}:
            for i in range(n):
                if data.get(f"{field}_{i}") is None and f"{field}_{i}" not in self.errors:
                    self.add_error(
                        f"{field}_{i}", self.fields[f"{field}_{i}"].error_messages["required"]
                    )
        taker = data.get("taker")
        lost = data.get("lost_to")
        faults = result_faults(
            self.ctx.table,
            contract,
            -1 if taker in (None, "") else int(taker),
            points=[data.get(f"points_{i}") for i in range(n)],
            tricks=[data.get(f"tricks_{i}") for i in range(n)],
            lost_to=None if lost in (None, "") else int(lost),
            rules=Rules.from_options(self.ctx.rules),
        )
        for fault in faults:
            field = FAULT_FIELDS[fault.field]
            self.add_error(
                f"{field}_{fault.side or 0}" if field != "lost_to" else field,
                FAULT_WORDS[fault.code] % dict(fault.params),
            )
        return data

    def entry(self) -> dict[str, Any]:
        d = self.cleaned_data
        n = len(self.side_names)
        lost = d.get("lost_to")
        return {
            "kind": "deal",
            "contract": {
                "name": d["contract"],
                "taker": int(d["taker"]),
                "trump": d["trump"],
                "after_adverse_charge": bool(d["after_charge"]),
            },
            "result": {
                "points": [json_number(d.get(f"points_{i}") or 0) for i in range(n)],
                "tricks": self._tricks(),
                "announcements": [d.get(f"ann_{i}") or 0 for i in range(n)],
                "couples": [int(d.get(f"couples_{i}") or 0) for i in range(n)],
                "first_trick_lost_to": None if lost in ("", None) else int(lost),
            },
        }

    def _tricks(self) -> list[int]:
        """The tricks as asked; a surcharge's from its end: every trick to a taker who made
        it, else the tricks were not counted (the score reads only who won the first one)."""
        d = self.cleaned_data
        n = len(self.side_names)
        if "tricks" in result_fields(d["contract"]):
            return [d[f"tricks_{i}"] for i in range(n)]
        tricks = [0] * n
        if d.get("lost_to") in ("", None):
            rules = Rules.from_options(self.ctx.rules)
            tricks[int(d["taker"])] = deal_size(self.ctx.table, rules).hand
        return tricks


FAULT_FIELDS = {"points": "points", "tricks": "tricks", "first_trick_lost_to": "lost_to"}
FAULT_WORDS = {
    "points_over_deck": _("les points des plis ne dépassent pas %(total)s en tout."),
    "tricks_over_deal": _("il n'y a que %(hand)s plis dans une donne."),
    "points_without_tricks": _("des points sans pli : qui n'a fait aucun pli n'a aucun point."),
    "lost_to_taker": _("le premier pli perdu va à un adversaire, pas au preneur."),
}


class VoisinRedealForm(EntryForm):
    kind = "redeal"
    title = _("Donne à refaire")

    def build(self) -> None:
        self.fields["why"] = radio(
            [("all_pass", _("personne n'a pris")), ("carre_de_dames", _("carré de Dames"))],
            _("Pourquoi"),
            initial="all_pass",
        )

    def initial_from(self, entry: Mapping[str, Any]) -> dict[str, Any]:
        return {"why": entry.get("why", "all_pass")}

    def entry(self) -> dict[str, Any]:
        return {"kind": "redeal", "why": self.cleaned_data["why"]}


def forms_for(ctx: Ctx) -> dict[str, type[EntryForm]]:
    """The entry forms of a game of Le Voisin: a deal, and a deal to deal again."""
    return {"deal": VoisinDealForm, "redeal": VoisinRedealForm}
