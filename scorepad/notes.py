"""The readings the score sheets apply where a document is silent or unclear, in player words:
each game's rule sets say them (``Sheets.notes``, one per interpretation of the engine's
``match`` module), and each house rule that settles a reading of the engine's rules links to
the rule page's note on it; the new game page and the sheet show them."""

from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse
from django.utils.translation import gettext as _

from reference.ruleset import HouseRule, RuleSet


@dataclass(frozen=True)
class SheetNote:
    """One reading the sheet applies, and where the rule page explains it."""

    text: str
    link: str | None = None

    def __str__(self) -> str:
        return self.text


def notes_for(ruleset: RuleSet) -> list[SheetNote]:
    """The notes of a rule set's score sheet, in the engine's order, then each house rule of
    the sheet that settles a reading: its question, the reading followed, its note when it has
    one, and a link to the rule page's note."""
    sheets = ruleset.sheets
    if sheets is None:
        return []
    notes = [SheetNote(str(sheets.notes[i.id])) for i in sheets.interpretations]
    anchors = {i.option: i.id for i in ruleset.engine.interpretations if i.option}
    page = reverse("reference:document", args=[ruleset.document.slug])
    for rule in reading_rules(ruleset):
        text = _("%(question)s : %(reading)s.") % {
            "question": rule.question,
            "reading": rule.choices[0][1],
        }
        if rule.help:
            text = f"{text} {rule.help}"
        notes.append(SheetNote(text, f"{page}#{anchors[rule.name]}"))
    return notes


def reading_rules(ruleset: RuleSet) -> list[HouseRule]:
    """The sheet's house rules whose document's rule is a reading of the engine's (where the
    document is silent or unclear): each offers the other reading."""
    options = {i.option for i in ruleset.engine.interpretations if i.option}
    return [r for r in ruleset.sheet_rules() if r.name in options]
