"""Belote coinchée on the site: its words (names and sentences) and its own rule-page blocks."""

from __future__ import annotations

from reference.games.coinche.rulesets import RULESETS
from reference.games.coinche.words import CoincheWords

WORDS = CoincheWords()

__all__ = ["RULESETS", "WORDS"]
