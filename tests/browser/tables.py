"""Which rule sets a browser matrix needs: a rule set that only plays its document's rules at
fewer tables (Le Voisin à 3) shows the pages of the rule set it narrows. And what on the felt
reaches past its edge."""

from __future__ import annotations

from reference.ruleset import RuleSet
from reference.rulesets import RULESETS


def narrows_tables(rs: RuleSet) -> bool:
    """Whether ``rs`` only plays another rule set's rules at fewer tables (Le Voisin à 3)."""
    return any(
        other.game == rs.game and other.options == rs.options and set(rs.tables) < set(other.tables)
        for other in RULESETS
    )


#: What on the felt reaches past its left or right edge, a leaving card apart (the felt clips
#: it): a seat's card, mark or name cut by the edge.
OFF_THE_FELT = """() => { const felt = document.querySelector('.table').getBoundingClientRect();
  return [...document.querySelectorAll('.table *')]
    .filter((e) => !e.closest('.gone') && e.getClientRects().length)
    .filter((e) => { const r = e.getBoundingClientRect();
                     return r.left < felt.left - 0.5 || r.right > felt.right + 0.5; })
    .map((e) => `${e.className}: ${e.textContent.trim().slice(0, 40)}`); }"""
