"""The learner's settings, kept in the session (with or without an account)."""

from __future__ import annotations

from django.http import HttpRequest

TWO_TRIES = "atout_two_tries"


def two_tries(request: HttpRequest) -> bool:
    """Whether a first wrong answer gets a second try before the answer is shown."""
    return bool(request.session.get(TWO_TRIES, False))


def two_tries_set(request: HttpRequest, on: bool) -> None:
    """Turn the second try on or off."""
    request.session[TWO_TRIES] = on
