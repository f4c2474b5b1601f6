"""Classroom tests: the per-address limits lifted, so a test class of thirty is made in a
moment (the test settings hash passwords quickly)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def quick_accounts(settings):
    settings.ADDRESS_LIMITS = {
        name: (10**6, s) for name, (_n, s) in settings.ADDRESS_LIMITS.items()
    }
