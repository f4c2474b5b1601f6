"""Coinche: the game of seed 004. Its rules arrive with the engine issue for this game."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DECK_32
from .protocol import GameBase, RulesBase


@dataclass(frozen=True)
class Rules(RulesBase):
    """The options of the game; the defaults are the seed document's main rules."""


class CoincheGame(GameBase):
    """The coinche game object of the registry."""

    slug = "coinche"
    deck = DECK_32
    player_counts = ("2x2",)
    Rules = Rules


GAME = CoincheGame()
