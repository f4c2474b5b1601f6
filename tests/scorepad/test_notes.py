"""Every reading a score sheet applies is shown to the players, in their words."""

from __future__ import annotations

import re
from html import unescape

import pytest
from django.test import Client

from reference.rulesets import listed
from scorepad.notes import notes_for, reading_rules


@pytest.mark.parametrize("ruleset", listed(), ids=lambda rs: rs.id)
def test_every_interpretation_of_the_sheets_has_a_note(ruleset):
    ids = {i.id for i in ruleset.sheets.interpretations}
    assert ids == set(ruleset.sheets.notes)  # a note for no reading of the engine is refused


@pytest.mark.django_db
@pytest.mark.parametrize("ruleset", listed(), ids=lambda rs: rs.id)
def test_the_new_game_page_shows_the_readings(ruleset):
    page = unescape(Client().get(f"/carnet/nouvelle/{ruleset.id}/").content.decode())
    for note in notes_for(ruleset):
        assert str(note) in page
        assert note.link is None or f'href="{note.link}"' in page


@pytest.mark.django_db
@pytest.mark.parametrize("ruleset", listed(), ids=lambda rs: rs.id)
def test_every_reading_on_a_sheet_links_to_its_note_on_the_rule_page(ruleset):
    """A house rule that settles a reading (Le Voisin's tie on a chute, coinche's
    unannounced capot…) shows the reading followed and leads to the rule page's note."""
    readings = [note for note in notes_for(ruleset) if note.link is not None]
    assert len(readings) == len(reading_rules(ruleset))
    client = Client()
    for note in readings:
        path, anchor = note.link.split("#")
        rule_page = client.get(path).content.decode()
        assert f'id="{anchor}"' in rule_page, note.link


def test_every_sheet_reading_of_a_game_has_a_note_in_one_of_its_rule_sets():
    by_game: dict[str, set[str]] = {}
    for ruleset in listed():
        by_game.setdefault(ruleset.game, set()).update(ruleset.sheets.notes)
    for ruleset in listed():
        every = {i.id for i in ruleset.sheets.match.interpretations}
        assert every == by_game[ruleset.game], ruleset.id


@pytest.mark.django_db
def test_a_la_couleur_shows_only_its_own_readings():
    """Penalties, the misère card and Ad Fundum are the Règlement's (002), not 003's."""
    couleur = next(rs for rs in listed() if rs.id == "whist-couleur")
    notes = [str(n) for n in notes_for(couleur)]
    assert not [n for n in notes if any(w in n for w in ("pénalis", "misère", "Ad Fundum"))]
    page = unescape(Client().get("/carnet/nouvelle/whist-couleur/").content.decode())
    assert "Ad Fundum" not in page and "pénalisé" not in page


def test_each_reading_a_la_couleur_applies_is_a_house_rule_with_its_note():
    couleur = next(rs for rs in listed() if rs.id == "whist-couleur")
    options = {i.option for i in couleur.engine.interpretations if i.option}
    on_sheet = {r.name: r for r in couleur.sheet_rules()}
    for name in ("trou_value", "failure_value", "chelem_sur_table"):
        assert name in options and name in on_sheet, name
        assert on_sheet[name].help, name
    notes = " ".join(str(n) for n in notes_for(couleur))
    assert "Valeur du trou : comme une couleur" in notes
    assert "aucune valeur au trou" in notes


@pytest.mark.django_db
def test_a_count_below_two_takes_the_singular_on_the_sheet():
    """« 0 point », never « 0 points »: in the sheet's calculation and its line page."""
    from tests.scorepad.helpers import coinche_fields, new_game, post_entry

    client = Client()
    game = new_game(client, "coinche")
    post_entry(client, game, "deal", coinche_fields(bid="capot", points="162", tricks="8"))
    for path in (f"/carnet/{game.edit_token}/", f"/carnet/{game.public_id}/ligne/1/"):
        page = unescape(client.get(path).content.decode())
        assert "0 point" in page
        assert not re.search(r"(?<![\d,])[01] points\b", page), path
