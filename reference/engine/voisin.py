"""Voisin: the game of seed 000. Its rules arrive with the engine issue for this game."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DECK_32
from .protocol import GameBase, RulesBase


@dataclass(frozen=True)
class Rules(RulesBase):
    """The options of the game; the defaults are the seed document's main rules."""


class VoisinGame(GameBase):
    """The voisin game object of the registry."""

    slug = "voisin"
    deck = DECK_32
    player_counts = ("2", "3", "4", "2x2")
    Rules = Rules


GAME = VoisinGame()
