"""Where the trainer practises what a rule page teaches: exercise kinds and rule sets by URL.

The rule pages link every section to the trainer's exercises for that game and kind; the
trainer (which may import ``reference``, never the other way round) serves these URLs.
"""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.functional import Promise

from reference.engine import Document
from reference.rulesets import played_under

#: Exercise kind -> (URL slug, title), in the order of the trainer's menus. The trainer fills it
#: when it starts, from its one registry of kinds (``trainer.exercises.kinds``), which nothing
#: here may import.
KINDS: dict[str, tuple[str, Promise]] = {}


def register(kinds: Mapping[str, tuple[str, Promise]]) -> None:
    """The trainer's kinds, by name: their URL slug and title."""
    KINDS.clear()
    KINDS.update(kinds)


def practice_url(document: Document, kind: str) -> str:
    """The trainer URL that starts a fresh exercise of ``kind`` under ``document``'s own rule
    set (``reference.rulesets``)."""
    slug, _title = KINDS[kind]
    ruleset = played_under(document.game, document.rules)
    return f"/entrainement/{ruleset.game}/{ruleset.slug}/{slug}/"


def begin_url(document: Document) -> str:
    """« Commencer »: the URL of the first lesson of ``document`` the reader has not done
    (« Apprendre » serves it)."""
    ruleset = played_under(document.game, document.rules)
    return f"/apprendre/{ruleset.game}/{ruleset.slug}/commencer/"
