"""Typed readers for settings taken from the environment; bad values fail loudly at start-up."""

from __future__ import annotations

import os

from django.core.exceptions import ImproperlyConfigured

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def env_bool(name: str, default: bool) -> bool:
    """``1/true/yes/on`` or ``0/false/no/off`` (any case); anything else is an error."""
    raw = os.environ.get(name)
    if raw is None:
        return default
    value = raw.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(f"{name}={raw!r} is not a boolean: use 1/0, true/false, yes/no")


def env_str(name: str, default: str = "") -> str:
    """The raw value, or ``default``."""
    return os.environ.get(name, default)


def env_list(name: str, default: list[str]) -> list[str]:
    """A comma-separated list; empty items are an error (a stray comma hides a typo)."""
    raw = os.environ.get(name)
    if raw is None:
        return default
    items = [item.strip() for item in raw.split(",")]
    if not raw.strip() or any(not item for item in items):
        raise ImproperlyConfigured(f"{name}={raw!r} has an empty item: use 'a.example,b.example'")
    return items


def env_int(name: str, default: int, *, minimum: int = 0) -> int:
    """A whole number no smaller than ``minimum``."""
    raw = os.environ.get(name)
    if raw is None:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={raw!r} is not a whole number") from None
    if value < minimum:
        raise ImproperlyConfigured(f"{name}={value} is below the minimum {minimum}")
    return value
