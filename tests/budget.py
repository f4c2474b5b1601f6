"""How many examples a Hypothesis test draws under the profile ``tests/conftest.py`` loaded:
all of them under ``thorough`` (CI), the profile's share of them under ``quick``."""

from __future__ import annotations

from hypothesis import settings

#: Hypothesis's own default, the ``thorough`` profile's: a test that names no count draws it.
THOROUGH = 100
#: Fewer than this and a property test no longer says much, whatever the profile.
FLOOR = 10


def examples(thorough: int) -> int:
    """``thorough`` examples under the thorough profile, proportionally fewer under another."""
    return min(thorough, max(FLOOR, thorough * settings.default.max_examples // THOROUGH))
