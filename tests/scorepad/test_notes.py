"""Every reading a score sheet applies is shown to the players, in their words."""

from __future__ import annotations

from html import unescape

import pytest
from django.test import Client

from scorepad.notes import INTERPRETATIONS, NOTES
from scorepad.rulesets import RULESETS


def test_every_interpretation_of_the_sheets_has_a_note():
    ids = {i.id for group in INTERPRETATIONS.values() for i in group}
    assert ids == set(NOTES)


@pytest.mark.django_db
@pytest.mark.parametrize("ruleset", RULESETS.values(), ids=lambda rs: rs.slug)
def test_the_new_game_page_shows_the_readings(ruleset):
    page = unescape(Client().get(f"/carnet/nouvelle/{ruleset.slug}/").content.decode())
    for interpretation in INTERPRETATIONS[ruleset.game]:
        assert str(NOTES[interpretation.id]) in page
