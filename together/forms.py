"""The forms of « Jouer ensemble »: opening a table (the table's own form and the host's
name), joining one (a name), finding one by its short code."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from table.forms import NewTableForm
from together.models import CODE_ALPHABET, CODE_LENGTH, NAME_LENGTH


class NameField(forms.CharField):
    """A display name: printable, trimmed, short."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(
            label=_("Votre nom à la table"),
            max_length=NAME_LENGTH,
            min_length=1,
            strip=True,
            **kwargs,
        )

    def clean(self, value: Any) -> str:
        name = " ".join(str(super().clean(value)).split())
        if not name or not name.isprintable():
            raise forms.ValidationError(_("Écrivez un nom que les autres reconnaîtront."))
        return name


class OpenForm(NewTableForm):
    """A table for people: the table's choices and the host's name."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["nom"] = NameField()
        self.order_fields(["nom"])


class JoinForm(forms.Form):
    """Sitting down by an invitation: a name only."""

    nom = NameField()


class CodeForm(forms.Form):
    """Finding a table by the short code its host gave."""

    code = forms.CharField(label=_("Code de la table"), max_length=CODE_LENGTH + 4)

    def clean_code(self) -> str:
        code = "".join(str(self.cleaned_data["code"]).split()).upper()
        if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
            raise forms.ValidationError(
                _("Un code de table a %(n)d lettres et chiffres.") % {"n": CODE_LENGTH}
            )
        return code


class ClassOpenForm(OpenForm):
    """A class table: the table's choices, the teacher's name, and whether the teacher plays a
    seat (else watches every hand)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["joue"] = forms.BooleanField(
            label=_("Je joue une place (sinon je regarde toutes les mains sans jouer)"),
            required=False,
        )
