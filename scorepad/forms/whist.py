"""Whist entries: a deal (one or two declarers, "à deux" for misères and piccolos, three or
four for a piccolo or piccolissimo of the Règlement), the Dames
game, and under the Règlement the misdeal, the penalties and the Ad Fundum tallies."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext_lazy as _

from reference.engine.cards import Rank
from reference.engine.whist.contracts import PARTNERSHIP, catalogue, contract_spec
from reference.engine.whist.penalties import FAULTS, REVOKE_FOUND
from reference.engine.whist.rules import Rules
from reference.engine.whist.scoring import CROWDED_GAMES
from reference.games.whist.names import sheet_contract
from reference.names import rank_index
from scorepad.fields import WholeField
from scorepad.forms.base import Ctx, EntryForm, radio, seat_of
from scorepad.words import FAULT_NAMES, TALLY_NAMES

TRUMPS = (("H", "♥"), ("S", "♠"), ("D", "♦"), ("C", "♣"), ("SA", _("sans atout")))
FOUND = (
    ("during_trick", _("pendant le pli (cartes reprises)")),
    ("after_trick", _("après le pli (la carte gardée perd sa valeur)")),
)
RANKS = tuple(reversed(Rank))  # A K Q J 10 ... 2


def _rules(options: Mapping[str, Any]) -> Rules:
    return Rules.from_options(options)


class WhistDealForm(EntryForm):
    title = _("Donne")

    def build(self) -> None:
        rules = _rules(self.ctx.rules)
        couleur = not rules.reglement
        choices = []
        for spec in catalogue(rules):
            if spec.name == "dames":
                continue
            for tricks in spec.tricks if len(spec.tricks) > 1 else spec.tricks[:1]:
                label = sheet_contract(spec.name, tricks if len(spec.tricks) > 1 else None, couleur)
                choices.append((f"{spec.name}:{tricks}", label))
        seats = self.ctx.seat_choices()
        self.fields["contract"] = radio(choices, _("Contrat"))
        self.fields["trump"] = radio(
            TRUMPS, _("Atout"), required=False, grid="choice-grid choice-grid--suits"
        )
        self.fields["declarer"] = radio(seats, _("Preneur"))
        self.fields["partner"] = radio(
            [("", _("aucun")), *seats],
            _("Partenaire (emballage, trou) ou second joueur du même jeu (à deux)"),
            required=False,
            initial="",
        )
        self.fields["tricks"] = WholeField(
            low=0, high=13, label=_("Levées faites (les deux partenaires ensemble)")
        )
        self.fields["tricks2"] = WholeField(
            low=0, high=13, required=False, label=_("Levées du second joueur (jeu à deux)")
        )
        if rules.reglement:
            self._crowded_fields(seats)
            self.fields["stopped_by"] = radio(
                [("", _("non")), *seats],
                _("Donne arrêtée par une faute grave de"),
                required=False,
                initial="",
            )
            self.fields["stopped_fault"] = radio(
                [(f.code, FAULT_NAMES[f.code]) for f in FAULTS if f.grave],
                _("Faute grave"),
                required=False,
            )
            self.fields["stopped_found"] = radio(FOUND, _("Renonce découverte"), required=False)

    def _crowded_fields(self, seats: list[tuple[str, str]]) -> None:
        """The third and fourth players of a piccolo or piccolissimo (002 §2: once two have
        joined, the fourth must join too)."""
        for key, label, tricks in (
            ("third", _("Troisième joueur du même jeu (piccolo, piccolissimo)"), "tricks3"),
            ("fourth", _("Quatrième joueur, obligé d'emballer"), "tricks4"),
        ):
            self.fields[key] = radio([("", _("aucun")), *seats], label, required=False, initial="")
            self.fields[tricks] = WholeField(
                low=0, high=13, required=False, label=_("Levées de ce joueur")
            )

    def initial_from(self, entry: Mapping[str, Any]) -> dict[str, Any]:
        c = entry["contract"]
        spec = contract_spec(c["name"], _rules(self.ctx.rules))
        declarers = entry["declarers"]
        tricks = entry["result"]["tricks"]
        stopped = entry.get("stopped") or {}
        return {
            "contract": f"{c['name']}:{c.get('tricks') or spec.tricks[0]}",
            "trump": c.get("trump") or ("SA" if spec.trump == "declared" else ""),
            "declarer": str(declarers[0]),
            "partner": str(declarers[1]) if len(declarers) > 1 else "",
            "tricks": str(tricks[0]),
            "tricks2": str(tricks[1]) if len(tricks) > 1 else "",
            **{
                key: str(declarers[n]) if len(declarers) > n else ""
                for n, key in ((2, "third"), (3, "fourth"))
            },
            **{
                key: str(tricks[n]) if len(tricks) > n else ""
                for n, key in ((2, "tricks3"), (3, "tricks4"))
            },
            "stopped_by": str(stopped["offender"]) if stopped else "",
            "stopped_fault": stopped.get("fault", ""),
            "stopped_found": stopped.get("found", ""),
        }

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        raw = data.get("contract")
        if not raw:
            return data
        name, _colon, bid = raw.partition(":")
        spec = contract_spec(name, _rules(self.ctx.rules))
        data["spec"], data["bid"] = spec, int(bid)
        declarer, partner = seat_of(data.get("declarer")), seat_of(data.get("partner"))
        if partner is not None and partner == declarer:
            self.add_error("partner", _("Choisissez un autre joueur que le preneur."))
        if spec.side == PARTNERSHIP and partner is None:
            self.add_error(
                "partner", _("Ce contrat se joue à deux partenaires : nommez le second.")
            )
        if spec.side != PARTNERSHIP and partner is not None and not spec.a_deux:
            self.add_error("partner", _("Ce contrat se joue seul."))
        a_deux = spec.side != PARTNERSHIP and partner is not None
        if a_deux and data.get("tricks2") is None:
            self.add_error("tricks2", _("À deux, donnez aussi les levées du second joueur."))
        if not a_deux and data.get("tricks2") is not None:
            self.add_error("tricks2", _("Seulement quand deux joueurs jouent le même jeu."))
        self._clean_crowded(data, spec, [declarer, partner])
        trump = data.get("trump") or None
        if spec.trump in ("suit", "boucheur") and trump in (None, "SA"):
            self.add_error("trump", _("Ce contrat se joue avec un atout : choisissez-le."))
        if spec.trump == "none" and trump not in (None, "SA"):
            self.add_error("trump", _("Ce contrat se joue sans atout."))
        self._clean_stopped(data)
        return data

    def _clean_crowded(self, data: dict[str, Any], spec: Any, named: list[int | None]) -> None:
        """A third or fourth player only for a piccolo or piccolissimo already joined, each
        a different player with his tricks."""
        for key, tricks in (("third", "tricks3"), ("fourth", "tricks4")):
            seat = seat_of(data.get(key))
            if seat is None:
                if data.get(tricks) is not None:
                    self.add_error(tricks, _("Seulement pour un troisième ou quatrième joueur."))
                continue
            if spec.name not in CROWDED_GAMES:
                self.add_error(
                    key, _("Seuls le piccolo et le piccolissimo se jouent à plus de deux.")
                )
            elif None in named:
                self.add_error(key, _("Nommez d'abord le second joueur du même jeu."))
            elif seat in named:
                self.add_error(key, _("Choisissez un joueur qui n'est pas encore nommé."))
            if data.get(tricks) is None:
                self.add_error(tricks, _("Donnez les levées de ce joueur."))
            named.append(seat)

    def _clean_stopped(self, data: dict[str, Any]) -> None:
        stopped = seat_of(data.get("stopped_by"))
        fault = data.get("stopped_fault")
        if stopped is None and (fault or data.get("stopped_found")):
            self.add_error("stopped_by", _("Qui a commis la faute grave ?"))
        if stopped is not None and not fault:
            self.add_error("stopped_fault", _("Quelle faute grave ?"))
        if fault == "revoke" and not data.get("stopped_found"):
            self.add_error("stopped_found", _("Quand la renonce a-t-elle été découverte ?"))

    def entry(self) -> dict[str, Any]:
        d = self.cleaned_data
        spec = d["spec"]
        declarers = [int(d["declarer"])]
        if d.get("partner"):
            declarers.append(int(d["partner"]))
        crowded = [
            (int(d[key]), d[tricks])
            for key, tricks in (("third", "tricks3"), ("fourth", "tricks4"))
            if d.get(key)
        ]
        declarers.extend(seat for seat, _taken in crowded)
        trump = d.get("trump") or None
        contract: dict[str, Any] = {
            "name": spec.name,
            "trump": None if trump == "SA" else trump,
            "declarers": len(declarers),
        }
        if len(spec.tricks) > 1:
            contract["tricks"] = d["bid"]
        tricks = [d["tricks"]]
        if spec.side != PARTNERSHIP and len(declarers) >= 2:
            tricks.append(d["tricks2"])
            tricks.extend(taken for _seat, taken in crowded)
        entry: dict[str, Any] = {
            "kind": "deal",
            "declarers": declarers,
            "contract": contract,
            "result": {"tricks": tricks},
        }
        if d.get("stopped_by"):
            entry["stopped"] = {"offender": int(d["stopped_by"]), "fault": d["stopped_fault"]}
            if d["stopped_fault"] == "revoke":
                entry["stopped"]["found"] = d["stopped_found"]
        return entry


class DamesForm(EntryForm):
    kind = "dames"
    title = _("Jeu des Dames (pas de contrat)")

    def build(self) -> None:
        for i, name in enumerate(self.ctx.players):
            self.fields[f"queens_{i}"] = WholeField(
                low=0, high=4, label=_("Dames prises par %(name)s") % {"name": name}, initial="0"
            )

    def initial_from(self, entry: Mapping[str, Any]) -> dict[str, Any]:
        return {f"queens_{i}": str(q) for i, q in enumerate(entry["result"]["queens"])}

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        queens = [data.get(f"queens_{i}") for i in range(4)]
        if all(q is not None for q in queens) and sum(queens) != 4:  # type: ignore[arg-type]
            self.add_error(None, _("Les quatre dames sont prises : le total fait 4."))
        return data

    def entry(self) -> dict[str, Any]:
        queens = [self.cleaned_data[f"queens_{i}"] for i in range(4)]
        return {"kind": "deal", "contract": {"name": "dames"}, "result": {"queens": queens}}


class MisdealForm(EntryForm):
    kind = "misdeal"
    title = _("Maldonne")

    def build(self) -> None:
        self.fields["late"] = radio(
            [
                ("no", _("avant la première levée")),
                ("yes", _("après la première levée (15 points)")),
            ],
            _("Constatée"),
            initial="no",
        )

    def initial_from(self, entry: Mapping[str, Any]) -> dict[str, Any]:
        return {"late": "yes" if entry.get("after_first_trick") else "no"}

    def entry(self) -> dict[str, Any]:
        return {"kind": "misdeal", "after_first_trick": self.cleaned_data["late"] == "yes"}


class PenaltyForm(EntryForm):
    kind = "penalty"
    title = _("Pénalité")

    def build(self) -> None:
        seats = self.ctx.seat_choices()
        self.fields["fault"] = radio([(f.code, FAULT_NAMES[f.code]) for f in FAULTS], _("Faute"))
        self.fields["offender"] = radio(seats, _("Fautif"))
        self.fields["misere_player"] = radio(
            [("", _("—")), *seats],
            _("Joueur de la misère (carte montrée)"),
            required=False,
            initial="",
        )
        self.fields["found"] = radio(FOUND, _("Renonce découverte"), required=False)
        self.fields["card_rank"] = radio(
            [("", _("—")), *((r.value, rank_index(r)) for r in RANKS)],
            _("Carte gardée (renonce après le pli)"),
            required=False,
            initial="",
            grid="choice-grid choice-grid--small",
        )
        self.fields["card_suit"] = radio(
            [("", _("—")), *TRUMPS[:4]],
            _("Couleur de la carte gardée"),
            required=False,
            initial="",
            grid="choice-grid choice-grid--suits",
        )

    def initial_from(self, entry: Mapping[str, Any]) -> dict[str, Any]:
        card = entry.get("card") or ""
        return {
            "fault": entry["fault"],
            "offender": str(entry["offender"]),
            "misere_player": str(entry.get("misere_player", "")),
            "found": entry.get("found", ""),
            "card_rank": card[:-1],
            "card_suit": card[-1:],
        }

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        fault = data.get("fault")
        if fault == "misere_card_shown" and not data.get("misere_player"):
            self.add_error("misere_player", _("Qui a annoncé la misère ?"))
        if fault != "misere_card_shown" and data.get("misere_player"):
            self.add_error("misere_player", _("Seulement pour une carte de misère montrée."))
        if fault == "revoke" and not data.get("found"):
            self.add_error("found", _("Quand la renonce a-t-elle été découverte ?"))
        if fault != "revoke" and data.get("found"):
            self.add_error("found", _("Seulement pour une renonce."))
        card = bool(data.get("card_rank")) + bool(data.get("card_suit"))
        if card == 1:
            self.add_error("card_suit", _("Donnez la hauteur et la couleur de la carte."))
        if card and (fault != "revoke" or data.get("found") != "after_trick"):
            self.add_error("card_rank", _("Seulement pour une renonce découverte après le pli."))
        return data

    def entry(self) -> dict[str, Any]:
        d = self.cleaned_data
        entry: dict[str, Any] = {
            "kind": "penalty",
            "fault": d["fault"],
            "offender": int(d["offender"]),
        }
        if d.get("misere_player"):
            entry["misere_player"] = int(d["misere_player"])
        if d.get("found"):
            entry["found"] = d["found"]
        if d.get("card_rank") and d.get("card_suit"):
            entry["card"] = d["card_rank"] + d["card_suit"]
        return entry


class TallyForm(EntryForm):
    kind = "tally"
    title = _("Compte Ad Fundum")

    def build(self) -> None:
        self.fields["player"] = radio(self.ctx.seat_choices(), _("Joueur"))
        self.fields["event"] = radio(list(TALLY_NAMES.items()), _("Pour"))

    def initial_from(self, entry: Mapping[str, Any]) -> dict[str, Any]:
        return {"player": str(entry["player"]), "event": entry["event"]}

    def entry(self) -> dict[str, Any]:
        d = self.cleaned_data
        return {"kind": "tally", "player": int(d["player"]), "event": d["event"]}


class WhistRedealForm(EntryForm):
    kind = "redeal"
    title = _("Pas de contrat")

    def entry(self) -> dict[str, Any]:
        return {"kind": "redeal", "why": "no_contract"}


def forms_for(ctx: Ctx) -> dict[str, type[EntryForm]]:
    """The entry forms of a whist game under its rules."""
    match = ctx.match
    if not _rules(ctx.rules).reglement:
        return {"deal": WhistDealForm, "redeal": WhistRedealForm}
    found = {
        "deal": WhistDealForm,
        "dames": DamesForm,
        "misdeal": MisdealForm,
        "penalty": PenaltyForm,
    }
    if match.get("dames_variant") == "double_instead":
        found["redeal"] = WhistRedealForm
    if match.get("ad_fundum"):
        found["tally"] = TallyForm
    return found


__all__ = ["REVOKE_FOUND", "forms_for"]
