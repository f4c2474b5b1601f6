"""A learner's first deals of a game: the coach starts on for them.

« First deals » are read from the learner's own table history: fewer than ``FIRST_DEALS``
deals played to the end at tables of the same game (any of its rule sets). A visitor without
a learner yet, or whose session holds none, has played none.
"""

from __future__ import annotations

from reference.ruleset import RuleSet
from reference.rulesets import for_game
from table.models import Deal
from trainer.models import Learner

#: Deals played to the end after which the coach is no longer on by default.
FIRST_DEALS = 3


def deals_played(learner: Learner | None, ruleset: RuleSet) -> int:
    """Deals of ``ruleset``'s game the learner has played to the end (at most ``FIRST_DEALS``)."""
    if learner is None:
        return 0
    ids = [rs.id for rs in for_game(ruleset.game)]
    played = Deal.objects.filter(table__learner=learner, table__ruleset__in=ids, over=True)
    return len(played.values_list("pk", flat=True)[:FIRST_DEALS])


def first_deals(learner: Learner | None, ruleset: RuleSet) -> bool:
    """Whether the learner is still at his first deals of ``ruleset``'s game."""
    return deals_played(learner, ruleset) < FIRST_DEALS
