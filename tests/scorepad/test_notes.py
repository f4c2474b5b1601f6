"""Every reading a score sheet applies is shown to the players, in their words."""

from __future__ import annotations

from html import unescape

import pytest
from django.test import Client

from reference.rulesets import listed
from scorepad.notes import notes_for


@pytest.mark.parametrize("ruleset", listed(), ids=lambda rs: rs.id)
def test_every_interpretation_of_the_sheets_has_a_note(ruleset):
    ids = {i.id for i in ruleset.sheets.interpretations}
    assert ids == set(ruleset.sheets.notes)


@pytest.mark.django_db
@pytest.mark.parametrize("ruleset", listed(), ids=lambda rs: rs.id)
def test_the_new_game_page_shows_the_readings(ruleset):
    page = unescape(Client().get(f"/carnet/nouvelle/{ruleset.id}/").content.decode())
    for note in notes_for(ruleset):
        assert str(note) in page
