"""Neurotrio: the game of seed 001. Its rules arrive with the engine issue for this game."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DECK_NEUROTRIO
from .protocol import GameBase, RulesBase


@dataclass(frozen=True)
class Rules(RulesBase):
    """The options of the game; the defaults are the seed document's main rules."""


class NeurotrioGame(GameBase):
    """The neurotrio game object of the registry."""

    slug = "neurotrio"
    deck = DECK_NEUROTRIO
    player_counts = ("3", "4", "5")
    Rules = Rules


GAME = NeurotrioGame()
