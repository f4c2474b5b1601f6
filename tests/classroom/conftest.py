"""Classroom tests: a fast password hasher (each student account hashes a password) and the
per-address limits lifted, so a test class of thirty is made in a moment."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def quick_accounts(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    settings.ADDRESS_LIMITS = {
        name: (10**6, s) for name, (_n, s) in settings.ADDRESS_LIMITS.items()
    }
