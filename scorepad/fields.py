"""Strict, bounded parsing of what a scorer types, before any arithmetic.

Every number goes through ``parse_whole`` or ``parse_half``: ASCII digits only (no other
script's digits, no exponent, no sign unless allowed), a length cap, then a range check. A
value outside gets a readable form error, never an exception.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any

from django import forms
from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

MAX_DIGITS = 6
_WHOLE = re.compile(r"[0-9]{1,6}")
_HALF = re.compile(r"([0-9]{1,4})(?:[.,]5|½| ½)?")
NAME_LENGTH = 24


def parse_whole(text: object, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high`` written in ASCII digits (a leading minus allowed
    only when ``low`` is negative)."""
    if not isinstance(text, str):
        raise ValidationError(_("Écrivez un nombre entier."), code="invalid")
    raw = text.strip()
    negative = raw.startswith("-") and low < 0
    digits = raw[1:] if negative else raw
    if len(digits) > MAX_DIGITS or not _WHOLE.fullmatch(digits):
        raise ValidationError(_("Écrivez un nombre entier, en chiffres."), code="invalid")
    value = -int(digits) if negative else int(digits)
    if not low <= value <= high:
        raise ValidationError(
            _("Écrivez un nombre de %(low)s à %(high)s.") % {"low": low, "high": high},
            code="range",
        )
    return value


def parse_half(text: object, low: int, high: int) -> Fraction:
    """A number of points that may end in a half: "44", "44,5", "44.5" or "44½"."""
    if not isinstance(text, str):
        raise ValidationError(_("Écrivez un nombre de points."), code="invalid")
    raw = text.strip()
    match = _HALF.fullmatch(raw)
    if match is None:
        raise ValidationError(
            _("Écrivez des points en chiffres, avec au plus un demi (44,5)."), code="invalid"
        )
    value = Fraction(int(match.group(1))) + (Fraction(1, 2) if raw != match.group(1) else 0)
    if not low <= value <= high:
        raise ValidationError(
            _("Écrivez un nombre de %(low)s à %(high)s.") % {"low": low, "high": high},
            code="range",
        )
    return value


def _text(value: Any) -> str:
    if value in (None, ""):
        return ""
    if not isinstance(value, str) or len(value) > 20:
        raise ValidationError(_("Écrivez un nombre court, en chiffres."), code="invalid")
    return value.strip()


class WholeField(forms.Field):
    """A bounded whole number, parsed strictly (``parse_whole``)."""

    def __init__(self, *, low: int = 0, high: int = 999, **kwargs: Any) -> None:
        self.low, self.high = low, high
        mode = "numeric" if low >= 0 else "text"
        kwargs.setdefault(
            "widget",
            forms.TextInput(
                attrs={
                    "inputmode": mode,
                    "autocomplete": "off",
                    "size": "4",
                    "maxlength": str(MAX_DIGITS + 1),
                }
            ),
        )
        super().__init__(**kwargs)

    def to_python(self, value: Any) -> int | None:
        text = _text(value)
        return None if text == "" else parse_whole(text, self.low, self.high)


class HalfField(forms.Field):
    """Points that may end in a half (Le Voisin's kings and queens are worth ½)."""

    def __init__(self, *, low: int = 0, high: int = 88, **kwargs: Any) -> None:
        self.low, self.high = low, high
        kwargs.setdefault(
            "widget",
            forms.TextInput(
                attrs={"inputmode": "decimal", "autocomplete": "off", "size": "4", "maxlength": "8"}
            ),
        )
        super().__init__(**kwargs)

    def to_python(self, value: Any) -> Fraction | None:
        text = _text(value)
        return None if text == "" else parse_half(text, self.low, self.high)


def clean_name(text: object) -> str:
    """A player's or a team's name: printable, trimmed, at most ``NAME_LENGTH`` characters."""
    if not isinstance(text, str):
        return ""
    name = " ".join(text.split())
    if len(name) > NAME_LENGTH:
        raise ValidationError(
            _("Un nom a au plus %(n)s caractères.") % {"n": NAME_LENGTH}, code="long"
        )
    if any(not ch.isprintable() for ch in name):
        raise ValidationError(_("Un nom ne contient que des caractères visibles."), code="invalid")
    return name


def json_number(value: Fraction | int) -> int | float:
    """A number as the case files write it: a whole number, or a half as ``44.5``."""
    value = Fraction(value)
    return int(value) if value.denominator == 1 else float(value)
