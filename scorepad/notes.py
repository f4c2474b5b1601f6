"""The readings the score sheets apply where a document is silent or unclear, in player words:
each game's rule sets say them (``Sheets.notes``, one per interpretation of the engine's
``match`` module); the new game page and the sheet show them."""

from __future__ import annotations

from django.utils.functional import Promise
from django.utils.translation import gettext as _

from reference.ruleset import HouseRule, RuleSet


def notes_for(ruleset: RuleSet) -> list[Promise | str]:
    """The notes of a rule set's score sheet, in the engine's order, then each house rule of
    the sheet that settles a reading: its question, the reading followed and its note."""
    sheets = ruleset.sheets
    if sheets is None:
        return []
    notes: list[Promise | str] = [sheets.notes[i.id] for i in sheets.interpretations]
    notes += [
        _("%(question)s : %(reading)s. %(note)s")
        % {"question": rule.question, "reading": rule.choices[0][1], "note": rule.help}
        for rule in reading_rules(ruleset)
        if rule.help
    ]
    return notes


def reading_rules(ruleset: RuleSet) -> list[HouseRule]:
    """The sheet's house rules whose document's rule is a reading of the engine's (where the
    document is silent or unclear): each offers the other reading."""
    options = {i.option for i in ruleset.engine.interpretations if i.option}
    return [r for r in ruleset.sheet_rules() if r.name in options]
