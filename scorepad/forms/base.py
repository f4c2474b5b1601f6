"""What every entry form shares: the game's context, radio groups with large targets, and the
round trip between a stored entry and the form's fields."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from reference.ruleset import RuleSet


@dataclass(frozen=True)
class Ctx:
    """The game an entry belongs to."""

    ruleset: RuleSet
    table: str
    players: Sequence[str]
    columns: Sequence[str]
    rules: Mapping[str, Any]
    match: Mapping[str, Any]

    @property
    def seats(self) -> int:
        return len(self.players)

    def seat_choices(self) -> list[tuple[str, str]]:
        return [(str(i), name) for i, name in enumerate(self.players)]

    def column_choices(self) -> list[tuple[str, str]]:
        return [(str(i), name) for i, name in enumerate(self.columns)]


def radio(
    choices: Sequence[tuple[str, Any]],
    label: Any,
    *,
    required: bool = True,
    initial: str | None = None,
    grid: str = "choice-grid",
    help_text: Any = "",
) -> forms.ChoiceField:
    """A group of radio buttons drawn as large buttons (a keyboard moves with the arrows)."""
    return forms.ChoiceField(
        choices=list(choices),
        label=label,
        help_text=help_text,
        required=required,
        initial=initial,
        widget=forms.RadioSelect(attrs={"class": grid}),
    )


def yes_no(label: Any) -> forms.BooleanField:
    return forms.BooleanField(label=label, required=False)


class EntryForm(forms.Form):
    """An entry form: ``entry()`` gives the engine's notation once the form is valid."""

    kind = "deal"
    title: Any = _("Donne")
    opener: str | None = None
    """The radio field whose choice opens the entry (the sheet's bar offers one button per
    choice: "Preneurs : Alice et Chloé"), so that choosing it is the tap that opens the form."""
    cached_html: str = ""
    """The empty form's fields, drawn once per game and language (the sheet sets it)."""

    def __init__(
        self,
        data: Mapping[str, Any] | None = None,
        *,
        ctx: Ctx,
        entry: Mapping[str, Any] | None = None,
        prefix: str | None = None,
    ) -> None:
        self.ctx = ctx
        initial = self.initial_from(entry) if entry else None
        super().__init__(data, initial=initial, prefix=prefix or self.kind)
        self.build()
        for field in self.fields.values():
            choose = isinstance(field, forms.ChoiceField)
            field.error_messages["required"] = _("à choisir.") if choose else _("à remplir.")

    def build(self) -> None:
        """Add the fields that depend on the game."""

    def initial_from(self, entry: Mapping[str, Any]) -> dict[str, Any]:
        """The form's values for a stored entry (editing)."""
        return {}

    def entry(self) -> dict[str, Any]:
        """The entry in the engine's notation (call once the form is valid)."""
        raise NotImplementedError

    def full_clean(self) -> None:
        """Each error names its field (« Points des preneurs : … ») and the first field in
        error takes the focus when the page opens."""
        super().full_clean()
        found = self.errors
        if not found:
            return
        first = True
        for name, field in self.fields.items():
            errors = found.get(name)
            if not errors:
                continue
            label = field.label or name
            found[name] = self.error_class(
                [_("%(field)s : %(error)s") % {"field": label, "error": e} for e in errors],
                renderer=self.renderer,
            )
            if first:
                field.widget.attrs["autofocus"] = True
                first = False

    def announcement_buttons(self) -> list[tuple[int, Any]]:
        """Buttons that add an announcement to a side's total (none by default)."""
        return []

    def announcement_fields(self) -> list[Any]:
        """The sides' announcement totals the buttons add to."""
        return []

    def main_fields(self) -> list[Any]:
        """The fields drawn one after the other (a form with a table per side adds its own)."""
        return list(self)

    def side_rows(self) -> list[tuple[str, list[Any]]]:
        """Fields drawn as one group per side (Le Voisin's points, tricks, announcements)."""
        return []


class AllPassForm(EntryForm):
    """Nobody bid: the cards are thrown in and dealt again."""

    kind = "redeal"
    title = _("Tout le monde passe")

    def entry(self) -> dict[str, Any]:
        return {"kind": "redeal"}


def seat_of(value: Any) -> int | None:
    """A seat from a form value ("" is none)."""
    return None if value in ("", None) else int(value)
