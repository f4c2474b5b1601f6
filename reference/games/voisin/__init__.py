"""Le Voisin on the site: its words (names and sentences) and its deal summaries."""

from __future__ import annotations

from reference.games.voisin.rulesets import RULESETS
from reference.games.voisin.words import VoisinWords

WORDS = VoisinWords()

__all__ = ["RULESETS", "WORDS"]
