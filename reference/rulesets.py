"""The one catalogue of rule sets, below every app: the trainer, « Débuter », the table, the
score pad and the classroom read it (what a rule set is: ``reference.ruleset``).

Each game lists its rule sets in its package (``reference/games/<game>/rulesets.py``); the
catalogue gathers them in the registry's order, so that a new game's rule sets come with its
line in ``reference.engine.registry``.

>>> [rs.id for rs in for_game("whist")]
['whist-reglement', 'whist-couleur']
>>> get("voisin-3").tables, of_game("voisin", "a-3").id
(('3',), 'voisin-3')
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from reference.engine import GAMES
from reference.games import rulesets
from reference.ruleset import RuleSet

#: Every rule set, game by game in the registry's order, each game's own rules first.
RULESETS: tuple[RuleSet, ...] = tuple(rs for game in GAMES for rs in rulesets(game.slug))
BY_ID: Mapping[str, RuleSet] = MappingProxyType({rs.id: rs for rs in RULESETS})
#: By (game, slug within the game): the trainer's URLs.
BY_GAME: Mapping[tuple[str, str], RuleSet] = MappingProxyType(
    {(rs.game, rs.slug): rs for rs in RULESETS}
)


def get(ruleset_id: str) -> RuleSet | None:
    """The rule set named ``ruleset_id`` across the site, or ``None``."""
    return BY_ID.get(ruleset_id)


def of_game(game: str, slug: str) -> RuleSet | None:
    """The rule set ``slug`` of ``game`` (the trainer's URL), or ``None``."""
    return BY_GAME.get((game, slug))


def for_game(game: str) -> tuple[RuleSet, ...]:
    """The rule sets of ``game``, its documents' own first."""
    return tuple(rs for rs in RULESETS if rs.game == game)


def listed() -> tuple[RuleSet, ...]:
    """The rule sets menus offer."""
    return tuple(rs for rs in RULESETS if rs.listed)


def by_document() -> list[tuple[RuleSet, tuple[RuleSet, ...]]]:
    """The rule sets menus offer, by document: each document's own rules, then its variants
    (Le Voisin at three, under Variante II…)."""
    groups: dict[str, list[RuleSet]] = {}
    for rs in listed():
        groups.setdefault(rs.document_slug, []).append(rs)
    return [(rules[0], tuple(rules[1:])) for rules in groups.values()]


def played_under(game: str, rules: Mapping[str, Any], table: str | None = None) -> RuleSet:
    """The rule set a question of ``game`` under ``rules`` (at ``table``) is played under: the
    one whose own options ``rules`` hold, the most of them first, then the one played only at
    ``table``; the game's first (its document's) when none says more. ``KeyError`` for a game
    without rule sets."""
    candidates = [rs for rs in for_game(game) if _holds(rs, rules)]
    if not candidates:
        raise KeyError(game)
    return max(
        candidates, key=lambda rs: (len(rs.options), table is not None and rs.table == table)
    )


def _holds(ruleset: RuleSet, rules: Mapping[str, Any]) -> bool:
    """Whether ``rules`` (an option left out is the game's default) are the rule set's own."""
    defaults = ruleset.engine.make_rules({})
    return all(
        rules.get(name, getattr(defaults, name)) == value for name, value in ruleset.options.items()
    )
