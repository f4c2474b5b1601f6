"""Which rule sets a browser matrix needs: a rule set that only plays its document's rules at
fewer tables (Le Voisin à 3) shows the pages of the rule set it narrows."""

from __future__ import annotations

from reference.ruleset import RuleSet
from reference.rulesets import RULESETS


def narrows_tables(rs: RuleSet) -> bool:
    """Whether ``rs`` only plays another rule set's rules at fewer tables (Le Voisin à 3)."""
    return any(
        other.game == rs.game and other.options == rs.options and set(rs.tables) < set(other.tables)
        for other in RULESETS
    )
