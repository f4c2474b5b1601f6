"""Hostile input on the score pad: junk in every field of every form of every rule set gets a
readable 4xx (the test client raises on a 500), and a refused line stores nothing."""

from __future__ import annotations

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorepad import services
from scorepad.changewords import ctx_for
from scorepad.forms import forms_for
from scorepad.models import Entry, ScoreGame
from tests.budget import examples
from tests.scorepad.helpers import coinche_fields, new_game, post_entry

pytestmark = pytest.mark.django_db

RULESETS = ["coinche", "whist-reglement", "whist-couleur", "voisin", "neurotrio"]
junk = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["", "-1", "0", "13", "88,5", "1e9", "NaN", "٣", "½", "9" * 30, "\x00"]),
    st.integers(-(10**12), 10**12).map(str),
    st.text(min_size=2000, max_size=5000),
)


@pytest.fixture
def games(settings):
    settings.ADDRESS_LIMITS = settings.ADDRESS_LIMITS | {
        "scorepad_games": (10_000, 3600),
        "scorepad_writes": (100_000, 60),
    }
    client = Client()
    extra = {"whist-reglement": {"opt_ad_fundum": "1", "opt_dames_variant": "1"}}
    return client, {rs: new_game(client, rs, **extra.get(rs, {})) for rs in RULESETS}


@settings(
    max_examples=examples(120),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_junk_in_every_field_gets_a_readable_refusal(games, data):
    client, by_ruleset = games
    game: ScoreGame = by_ruleset[data.draw(st.sampled_from(RULESETS))]
    game.refresh_from_db()
    forms = forms_for(ctx_for(game))
    key = data.draw(st.sampled_from(sorted(forms)))
    form = forms[key](ctx=ctx_for(game))
    fields = {name: data.draw(junk) for name in form.fields}
    before = Entry.objects.filter(game=game).count()
    response = post_entry(
        client, game, key, fields, version=data.draw(st.sampled_from([game.version, 0, -1, 10**9]))
    )
    assert response.status_code in (302, 400, 409)
    if response.status_code != 302:
        assert Entry.objects.filter(game=game).count() == before


@settings(
    max_examples=examples(60),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    setup=st.dictionaries(
        st.sampled_from(
            [
                "table",
                "name_0",
                "name_1",
                "dealer",
                "target",
                "end",
                "end_value",
                "opt_generale_value",
                "opt_ad_fundum",
                "opt_chute_tie",
                "quarter",
            ]
        ),
        junk,
        max_size=6,
    ),
    ruleset=st.sampled_from([*RULESETS, "x" * 40]),
)
def test_junk_in_the_new_game_form(games, setup, ruleset):
    client, _ = games
    response = client.post(f"/carnet/nouvelle/{ruleset}/", setup)
    assert response.status_code in (302, 400, 404)


def test_a_sheet_holds_a_bounded_number_of_lines(games, monkeypatch):
    client, by_ruleset = games
    monkeypatch.setattr(services, "MAX_ENTRIES", 2)
    game = by_ruleset["coinche"]
    assert post_entry(client, game, "deal", coinche_fields()).status_code == 302
    assert post_entry(client, game, "redeal", {}).status_code == 302
    refused = post_entry(client, game, "redeal", {})
    assert refused.status_code == 400 and "au plus 2 lignes" in refused.content.decode()
    assert Entry.objects.filter(game=game).count() == 2
