"""Belgian whist on the site: its words (names and sentences), for both documents."""

from __future__ import annotations

from reference.games.whist.rulesets import RULESETS
from reference.games.whist.words import WhistWords

WORDS = WhistWords()

__all__ = ["RULESETS", "WORDS"]
