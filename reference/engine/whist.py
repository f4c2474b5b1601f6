"""Belgian whist: seeds 002 (Règlement du Whist) and 003 (Le whist à la couleur) as two rule sets.

The rules arrive with the whist engine issue.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .cards import DECK_52
from .protocol import GameBase, RulesBase


@dataclass(frozen=True)
class Rules(RulesBase):
    """The options of the game; ``document`` selects the rule set."""

    OPTIONS: ClassVar = {"document": ("reglement", "couleur")}

    document: str = "reglement"
    """Which seed document's rules apply: ``reglement`` (002) or ``couleur`` (003)."""


class WhistGame(GameBase):
    """The whist game object of the registry."""

    slug = "whist"
    deck = DECK_52
    player_counts = ("4",)
    Rules = Rules


GAME = WhistGame()
