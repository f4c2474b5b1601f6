"""The form that opens a table: the table, how the game ends, the coach, and the house rules
in player words (fields are named ``regle-N``: no option name reaches a page)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from reference.engine.errors import EngineError
from reference.ruleset import GROUPS, TABLE_WORDS, HouseRule, RuleSet


class NewTableForm(forms.Form):
    """A new table of one rule set."""

    def __init__(self, ruleset: RuleSet, *args: Any, beginner: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ruleset = ruleset
        tables = [(t, TABLE_WORDS[t]) for t in ruleset.tables]
        self.fields["players"] = forms.ChoiceField(
            label=_("La table"), choices=tables, initial=tables[0][0], widget=forms.RadioSelect
        )
        ends = ruleset.ends
        if ends:
            self.fields["end"] = forms.ChoiceField(
                label=_("La partie se joue"),
                choices=ends,
                initial=ends[0][0],
                required=False,
                widget=forms.RadioSelect,
            )
        self.fields["coach"] = forms.BooleanField(
            label=_("Le coach : signaler avant de jouer les cartes que la règle interdit"),
            help_text=_("Il est activé pour vos premières donnes à ce jeu.") if beginner else "",
            initial=beginner,
            required=False,
        )
        self.rules = ruleset.table_rules()
        for n, rule in enumerate(self.rules, start=1):
            self.fields[f"regle-{n}"] = forms.ChoiceField(
                label=str(rule.question),
                help_text=str(rule.help or ""),
                choices=[(str(i), str(words)) for i, (_value, words) in enumerate(rule.choices)],
                initial="0",
                required=False,
                widget=forms.RadioSelect,
            )

    def groups(self) -> list[tuple[Any, list[Any]]]:
        """The house-rule fields by group, for the page."""
        out = []
        for key, title in GROUPS:
            fields = [
                self[f"regle-{n}"]
                for n, rule in enumerate(self.rules, start=1)
                if rule.group == key
            ]
            if fields:
                out.append((title, fields))
        return out

    def clean(self) -> dict[str, Any]:
        """The rules checked by the engine; a choice it refuses is a form error."""
        data = super().clean() or {}
        if self.errors:
            return data
        options = self.options()
        players = data["players"]
        try:
            rules = self.ruleset.rules_with(options)
            engine = self.ruleset.engine
            engine.start_deal(rules, players, 0, engine.deck.cards)
        except EngineError:
            raise forms.ValidationError(
                _("Ces règles ne vont pas ensemble à cette table : changez la table ou une règle.")
            ) from None
        return data

    def options(self) -> dict[str, Any]:
        """The engine options chosen (the document's rule left out)."""
        chosen = {}
        for n, rule in enumerate(self.rules, start=1):
            index = int(self.cleaned_data.get(f"regle-{n}") or "0")
            if index:
                chosen[rule.name] = _value(rule, index)
        return chosen

    def end(self) -> str:
        """How the game ends (``points:N`` or ``deals:N``)."""
        raw = str(self.cleaned_data.get("end") or (self.ruleset.ends or (("", ""),))[0][0])
        return self.ruleset.end_value(raw, self.cleaned_data["players"])


def _value(rule: HouseRule, index: int) -> Any:
    return rule.choices[index][0]
