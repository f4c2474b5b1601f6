"""The classroom's forms: accounts (teacher, student, password reset), classes, sets and
assignments. Every field is bounded; errors are sentences in the reader's language."""

from __future__ import annotations

import unicodedata
from typing import Any

from django import forms
from django.conf import settings
from django.contrib.auth import password_validation
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.models import User
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from classroom.draw import set_kinds, theme_kinds
from classroom.models import TeacherSet
from classroom.services import normal_code
from reference.rulesets import listed
from trainer.exercises import KINDS, kinds_for
from trainer.exercises.base import DIFFICULTIES
from trainer.rulesets import RULESETS, RuleSet
from trainer.sets import PLAYABLE


def ruleset_choices() -> list[tuple[str, str]]:
    """Every rule set the trainer offers, as ``game/slug``."""
    return [(f"{rs.game}/{rs.slug}", rs.title) for rs in listed() if kinds_for(rs)]


def ruleset_from(value: str) -> RuleSet | None:
    game, _sep, slug = value.partition("/")
    return RULESETS.get((game, slug))


class TeacherSignupForm(UserCreationForm[User]):
    """A new account with the teacher role (no e-mail asked)."""


class ClassForm(forms.Form):
    name = forms.CharField(label=_("Nom de la classe"), max_length=80)


class CodeForm(forms.Form):
    code = forms.CharField(
        label=_("Code de la classe"),
        max_length=20,
        help_text=_("Huit lettres et chiffres, donnés par votre professeur."),
    )

    def clean_code(self) -> str:
        code = normal_code(self.cleaned_data["code"])
        if not code:
            raise forms.ValidationError(_("Un code de classe a des lettres et des chiffres."))
        return code


def _display_name(value: str) -> str:
    name = " ".join(value.split())
    if any(unicodedata.category(c).startswith("C") for c in name):
        raise forms.ValidationError(_("Utilisez des lettres, des chiffres et des espaces."))
    if not name:
        raise forms.ValidationError(_("Écrivez votre prénom ou un surnom."))
    return name


class PasswordPair(forms.Form):
    """A new password typed twice, checked by the site's password rules."""

    password1 = forms.CharField(
        label=_("Mot de passe"),
        strip=False,
        max_length=128,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
        help_text=password_validation.password_validators_help_text_html(),
    )
    password2 = forms.CharField(
        label=_("Le même mot de passe, encore une fois"),
        strip=False,
        max_length=128,
        widget=forms.PasswordInput(attrs={"autocomplete": "new-password"}),
    )

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        first, second = data.get("password1"), data.get("password2")
        if first and second and first != second:
            self.add_error("password2", _("Les deux mots de passe ne sont pas les mêmes."))
        elif first:
            try:
                password_validation.validate_password(first, self.password_user())
            except forms.ValidationError as error:
                self.add_error("password1", error)
        return data

    def password_user(self) -> User | None:
        return None


class JoinForm(PasswordPair):
    """A student joins a class: a display name and a password, nothing else."""

    field_order = ("display_name", "password1", "password2")
    display_name = forms.CharField(
        label=_("Votre prénom (ou un surnom)"),
        max_length=40,
        help_text=_("C'est le nom que votre professeur verra."),
    )

    def clean_display_name(self) -> str:
        return _display_name(self.cleaned_data["display_name"])

    def password_user(self) -> User | None:
        return User(username=self.cleaned_data.get("display_name", ""))


class DisplayNameForm(forms.Form):
    """The name a teacher gives a student."""

    display_name = forms.CharField(label=_("Nom de l'élève"), max_length=40)

    def clean_display_name(self) -> str:
        return _display_name(self.cleaned_data["display_name"])


#: Accounts a teacher makes at once.
MAX_ACCOUNTS = 40


class AccountsForm(forms.Form):
    """Names of students to make accounts for, one per line."""

    names = forms.CharField(
        label=_("Les noms des élèves, un par ligne"),
        max_length=MAX_ACCOUNTS * 42,
        widget=forms.Textarea(attrs={"rows": 8}),
        help_text=_("Au plus %(n)d à la fois ; chacun reçoit un identifiant et un mot de passe.")
        % {"n": MAX_ACCOUNTS},
    )

    def clean_names(self) -> list[str]:
        names: list[str] = []
        for line in str(self.cleaned_data["names"]).splitlines():
            if not line.strip():
                continue
            if len(line.strip()) > 40:
                raise forms.ValidationError(_("Un nom a 40 caractères au plus."))
            name = _display_name(line)
            if name.casefold() not in {n.casefold() for n in names}:
                names.append(name)
        if not names:
            raise forms.ValidationError(_("Écrivez au moins un nom."))
        if len(names) > MAX_ACCOUNTS:
            raise forms.ValidationError(_("Au plus %(n)d comptes à la fois.") % {"n": MAX_ACCOUNTS})
        return names


class ResetForm(PasswordPair):
    """A student chooses a new password with the one-time code the teacher gave."""

    field_order = ("username", "code", "password1", "password2")
    username = forms.CharField(label=_("Votre identifiant"), max_length=150)
    code = forms.CharField(label=_("Le code donné par votre professeur"), max_length=20)


class SetTitleForm(forms.Form):
    title = forms.CharField(label=_("Titre de la série"), max_length=120)


class NoteForm(forms.Form):
    note = forms.CharField(
        label=_("Remarque montrée à l'élève après sa réponse"),
        max_length=500,
        required=False,
        widget=forms.Textarea(attrs={"rows": 2}),
    )


def theme_choices() -> list[tuple[str, Any]]:
    """No theme, then every theme of every rule set a set can draw, grouped by rule set, as
    ``game/slug/theme``."""
    groups: list[tuple[str, Any]] = [("", _("Aucun : tous les exercices du type"))]
    for value, title in ruleset_choices():
        rs = ruleset_from(value)
        assert rs is not None
        names = rs.words()
        themes = [
            (f"{value}/{t.slug}", names.theme_name(t.slug))
            for t in rs.engine.themes.for_rules(rs.rules)
            if theme_kinds(rs, t.slug)
        ]
        if themes:
            groups.append((title, themes))
    return groups


class DrawForm(forms.Form):
    """Exercises drawn by the engine: rule set, kinds or a theme, level and how many."""

    ruleset = forms.ChoiceField(label=_("Jeu et règles"), choices=ruleset_choices)
    theme = forms.ChoiceField(
        label=_("Thème (facultatif)"),
        choices=theme_choices,
        required=False,
        help_text=_(
            "Chaque exercice tiré montre ce thème ; sans type coché, tous les types du thème."
        ),
    )
    kinds = forms.MultipleChoiceField(
        label=_("Types d'exercices"),
        choices=[(k, KINDS[k].title) for k in PLAYABLE],
        widget=forms.CheckboxSelectMultiple,
        required=False,
    )
    level = forms.ChoiceField(
        label=_("Niveau"), choices=list(DIFFICULTIES.items()), initial="moyen"
    )
    count = forms.IntegerField(
        label=_("Combien d'exercices"),
        min_value=1,
        max_value=settings.SET_ITEMS,
        initial=5,
    )

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        rs = ruleset_from(data.get("ruleset", ""))
        kinds = list(data.get("kinds") or [])
        theme_value = str(data.get("theme") or "")
        theme = theme_value.rpartition("/")[2] if theme_value else ""
        data["rs"], data["theme_slug"] = rs, theme
        if rs is None:
            return data
        if theme and not theme_value.startswith(f"{rs.game}/{rs.slug}/"):
            self.add_error(
                "theme",
                _("Ce thème n'est pas celui de %(rules)s : choisissez-en un de ce jeu.")
                % {"rules": rs.title},
            )
            return data
        offered = theme_kinds(rs, theme) if theme else set_kinds(rs)
        if theme and not kinds:
            kinds = list(offered)
        missing = [str(KINDS[k].title) for k in kinds if k not in offered]
        if not kinds:
            self.add_error(
                "kinds", _("Cochez au moins un type d'exercice, ou choisissez un thème.")
            )
        elif missing:
            self.add_error(
                "kinds",
                (
                    _("Ce thème ne se travaille pas avec : %(kinds)s.")
                    if theme
                    else _("%(rules)s n'a pas ces exercices : %(kinds)s.")
                )
                % {"rules": rs.title, "kinds": ", ".join(missing)},
            )
        data["kinds"] = kinds
        return data


class AssignForm(forms.Form):
    """Give a set to a class."""

    tset = forms.ModelChoiceField(
        label=_("Série"), queryset=TeacherSet.objects.none(), empty_label=None
    )
    due = forms.DateField(
        label=_("À faire pour le (facultatif)"),
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}),
    )
    one_attempt = forms.BooleanField(
        label=_("Une seule tentative par exercice (la première réponse est définitive)"),
        required=False,
    )

    def __init__(self, *args: Any, sets: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        field = self.fields["tset"]
        assert isinstance(field, forms.ModelChoiceField)
        field.queryset = sets
        field.label_from_instance = _set_title  # type: ignore[method-assign,assignment]

    def clean_due(self) -> Any:
        due = self.cleaned_data.get("due")
        if due is not None and due < timezone.localdate():
            raise forms.ValidationError(_("Cette date est déjà passée."))
        return due


def _set_title(tset: TeacherSet) -> str:
    return tset.exercise_set.title


class UploadForm(forms.Form):
    """A file of exercises (one per line), or the same lines pasted."""

    file = forms.FileField(label=_("Fichier d'exercices (.jsonl)"), required=False)
    text = forms.CharField(
        label=_("Ou collez ses lignes ici"),
        required=False,
        max_length=200_000,
        widget=forms.Textarea(attrs={"rows": 6, "spellcheck": "false"}),
    )
