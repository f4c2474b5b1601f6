"""Neurotrio on the site: its words (names and sentences)."""

from __future__ import annotations

from reference.games.neurotrio.rulesets import RULESETS
from reference.games.neurotrio.words import NeurotrioWords

WORDS = NeurotrioWords()

__all__ = ["RULESETS", "WORDS"]
