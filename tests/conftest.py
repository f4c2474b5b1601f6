"""Fixtures shared by the whole suite."""

from __future__ import annotations

import pytest
from django.utils import translation
from hypothesis import settings

# Speed goals live in the benchmarks: no Hypothesis example may fail for taking long on a
# loaded machine.
settings.register_profile("atout", deadline=None)
settings.load_profile("atout")


@pytest.fixture(autouse=True)
def french_by_default():
    """Each test starts in the site's default language: a request made in English by an earlier
    test (the locale middleware activates it for the thread) must not leak into the next one."""
    translation.activate("fr")
    yield
    translation.activate("fr")
