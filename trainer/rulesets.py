"""The trainer's index of the rule-set catalogue (``reference.rulesets``): each rule set by its
game and its name within the game, as the trainer's URLs and stored answers name it."""

from __future__ import annotations

from reference.ruleset import RuleSet
from reference.rulesets import BY_GAME as RULESETS
from reference.rulesets import of_game as get_ruleset

__all__ = ["RULESETS", "RuleSet", "get_ruleset"]
