"""Starting a game: the table, the players' names in the order of play, the first dealer, the
target or agreed end, and the house rules in plain words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from reference.ruleset import TABLE_WORDS, RuleSet, seats
from scorepad.columns import check_settings
from scorepad.fields import WholeField, clean_name
from scorepad.forms.base import radio

ORDINALS = (_("1er"), _("2e"), _("3e"), _("4e"), _("5e"))
OUT_OF_BOUNDS = _("Écrivez un nombre de %(low)s à %(high)s.")


def bounds(*allowed: range) -> dict[str, int]:
    """The lowest and highest number of the ranges the engine accepts (its ``MatchRules``'
    ``TARGETS`` or ``DEAL_COUNTS``), as a field's bounds."""
    ranges = [r for r in allowed if r]
    return {"low": min(r[0] for r in ranges), "high": max(r[-1] for r in ranges)}


class NewGameForm(forms.Form):
    """The new game form of one rule set."""

    def __init__(
        self, data: Any = None, *, ruleset: RuleSet, house: Mapping[str, Any] | None = None
    ) -> None:
        """``house``: house rules already chosen (a quarter's), by option name."""
        super().__init__(data)
        self.ruleset = ruleset
        most = max(ruleset.tables, key=seats)
        default = ruleset.tables[0]
        placeholders = [*ruleset.seat_names(default), *ruleset.seat_names(most)[seats(default) :]]
        if len(ruleset.tables) > 1:
            self.fields["table"] = radio(
                [(t, TABLE_WORDS[t]) for t in ruleset.tables],
                _("Table"),
                initial=default,
                required=False,
            )
        for i in range(seats(most)):
            self.fields[f"name_{i}"] = forms.CharField(
                required=False,
                max_length=40,
                label=_("Joueur %(n)s") % {"n": i + 1},
                widget=forms.TextInput(
                    attrs={
                        "placeholder": str(placeholders[i]),
                        "autocomplete": "off",
                    }
                ),
            )
        self.fields["dealer"] = radio(
            [(str(i), ORDINALS[i]) for i in range(seats(most))],
            _("Premier donneur"),
            initial="0",
            grid="choice-grid choice-grid--small",
            required=False,
        )
        agreed = ruleset.match.rules_type
        if ruleset.target is not None:
            self.fields["target"] = WholeField(
                **bounds(agreed.TARGETS),
                initial=str(ruleset.target),
                label=_("Partie en (points)"),
                required=False,
            )
        if ruleset.agreed_end:
            self.fields["end"] = radio(
                [
                    ("none", _("quand on s'arrête")),
                    ("target", _("au premier à atteindre")),
                    ("deals", _("après un nombre de donnes")),
                ],
                _("Fin de la partie"),
                initial="none",
                required=False,
            )
            self.fields["end_value"] = WholeField(
                **bounds(agreed.TARGETS, agreed.DEAL_COUNTS),
                required=False,
                label=_("Points ou donnes"),
            )
        for option in ruleset.sheet_rules():
            values = [v for v, _words in option.choices]
            chosen = (house or {}).get(option.name, values[0])
            self.fields[f"opt_{option.name}"] = radio(
                [(str(i), words) for i, (_v, words) in enumerate(option.choices)],
                option.question,
                initial=str(values.index(chosen)) if chosen in values else "0",
                required=False,
                help_text=option.help or "",
            )

    @property
    def name_fields(self) -> list[Any]:
        return [self[name] for name in self.fields if name.startswith("name_")]

    @property
    def option_fields(self) -> list[Any]:
        return [self[name] for name in self.fields if name.startswith("opt_")]

    def clean(self) -> dict[str, Any]:
        super().clean()
        data = self.cleaned_data
        field = self.fields.get("table")
        table = data.get("table") or (field.initial if field else self.ruleset.tables[0])
        count = seats(table)
        players = []
        for i in range(count):
            try:
                name = clean_name(data.get(f"name_{i}", ""))
            except forms.ValidationError as exc:
                self.add_error(f"name_{i}", exc)
                name = ""
            players.append(name or str(self.ruleset.seat_names(table)[i]))
        if len({p.casefold() for p in players}) != len(players):
            self.add_error(None, _("Deux joueurs portent le même nom : distinguez-les."))
        dealer = int(data.get("dealer") or 0)
        if dealer >= count:
            self.add_error("dealer", _("Il n'y a que %(n)s joueurs.") % {"n": count})
        rules: dict[str, Any] = dict(self.ruleset.options)
        match: dict[str, Any] = {}
        for option in self.ruleset.sheet_rules():
            index = int(data.get(f"opt_{option.name}") or 0)
            value = option.choices[index][0]
            if index:
                (match if option.match else rules)[option.name] = value
        if data.get("target") is not None:
            match["target"] = data["target"]
        end = data.get("end") or "none"
        if end != "none" and "end_value" not in self.errors:
            value = data.get("end_value")
            agreed = self.ruleset.match.rules_type
            allowed = agreed.TARGETS if end == "target" else agreed.DEAL_COUNTS
            if value is None:
                self.add_error("end_value", _("Combien ?"))
            elif value not in allowed:
                self.add_error("end_value", OUT_OF_BOUNDS % bounds(allowed))
            else:
                match["target" if end == "target" else "deals"] = value
        refusal = check_settings(self.ruleset, table, rules, match)
        if refusal and not self.errors:
            self.add_error(
                None, _("Ces réglages ne vont pas ensemble : %(why)s") % {"why": refusal}
            )
        data.update(table=table, players=players, first_dealer=dealer, rules=rules, match=match)
        return data
