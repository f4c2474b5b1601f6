"""The readings the score sheets apply where a document is silent or unclear, in player words:
each game's rule sets say them (``Sheets.notes``, one per interpretation of the engine's
``match`` module); the new game page and the sheet show them."""

from __future__ import annotations

from django.utils.functional import Promise

from reference.ruleset import RuleSet


def notes_for(ruleset: RuleSet) -> list[Promise]:
    """The notes of a rule set's score sheet, in the engine's order."""
    sheets = ruleset.sheets
    if sheets is None:
        return []
    return [sheets.notes[i.id] for i in sheets.interpretations]
