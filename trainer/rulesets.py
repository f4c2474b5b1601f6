"""The rule sets the trainer offers: one per rule document (the two whist documents are two)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reference.engine import DOCUMENTS, Document, get_game
from reference.practice import ruleset_of


@dataclass(frozen=True)
class RuleSet:
    """A game played under one document's rules."""

    game: str
    slug: str
    document: Document

    @property
    def title(self) -> str:
        """The document's title."""
        return self.document.title

    @property
    def options(self) -> dict[str, Any]:
        """The engine options selecting these rules."""
        return dict(self.document.rules)

    def rules(self) -> Any:
        """The engine's ``Rules`` for this rule set."""
        return get_game(self.game).make_rules(self.options)


RULESETS = {(d.game, ruleset_of(d)): RuleSet(d.game, ruleset_of(d), d) for d in DOCUMENTS}


def get_ruleset(game: str, slug: str) -> RuleSet | None:
    """The rule set, or ``None`` for an unknown pair."""
    return RULESETS.get((game, slug))
