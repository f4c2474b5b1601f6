"""The developers' and referees' appendix of each rule page: the engine's options, and the
record behind every interpretation note of the player's page, with the option that applies
the other reading."""

from __future__ import annotations

import pytest
from django.urls import reverse

from reference import rulebook
from reference.engine import DOCUMENTS, get_game
from reference.engine.options import Interpretation
from tests.layers import sampled
from tests.reference.pagetree import parse


@pytest.mark.parametrize(
    ("document", "language"),
    sampled([(d, language) for d in DOCUMENTS for language in ("fr", "en")], 3),
    ids=lambda v: getattr(v, "slug", v),
)
def test_every_note_has_its_record_and_option_in_the_appendix(client, document, language):
    url = reverse("reference:developers", args=[document.slug])
    root = parse(client.get(url, headers={"Accept-Language": language}).content.decode())
    page = rulebook.render_page(document.slug, language)
    shown = {s.id for s in (*page.sections, *page.appendix_sections)}
    records = get_game(document.game).interpretations
    for record in records:
        if record.id not in shown:
            continue
        rows = root.find_all(lambda n, i=record.id: n.attrs.get("id") == f"fiche-{i}")
        assert len(rows) == 1, record.id
        assert record.id in rows[0].text()
        if record.option:
            assert record.option in rows[0].text(), record.id


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda d: d.slug)
def test_the_appendix_lists_every_engine_option(client, document):
    html = client.get(reverse("reference:developers", args=[document.slug])).content.decode()
    rules = get_game(document.game).make_rules(dict(document.rules))
    for name in type(rules).OPTIONS:
        assert f'id="option-{name}"' in html, name


def test_the_records_are_the_games_own_through_the_game_interface(client, monkeypatch):
    """A game's readings come from its ``Game`` (``interpretations``), whatever its package
    exports: a record given there shows in the appendix beside its note."""
    game = get_game("coinche")
    page = rulebook.render_page("coinche", "fr")
    known = {i.id for i in game.interpretations}
    section = next(s.id for s in page.sections if s.id not in known)
    record = Interpretation(section, "§ given through the game", "A reading.", "")
    monkeypatch.setattr(game, "interpretations", (*game.interpretations, record))
    html = client.get(reverse("reference:developers", args=["coinche"])).content.decode()
    root = parse(html)
    rows = root.find_all(lambda n: n.attrs.get("id") == f"fiche-{section}")
    assert len(rows) == 1 and "§ given through the game" in rows[0].text()


def test_a_page_without_a_source_has_no_appendix(client):
    assert client.get("/regles/belote-bridgee/developpeurs/").status_code == 404
