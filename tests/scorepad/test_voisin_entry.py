"""A deal of Le Voisin on the score pad: a surcharge is noted without card points or tricks,
an impossible result is refused next to its field, named, and nothing is stored."""

from __future__ import annotations

import re
from html import unescape

import pytest

from scorepad.models import Entry
from tests.scorepad.helpers import new_game, post_entry, totals

pytestmark = pytest.mark.django_db


def field_html(html: str, name: str) -> str:
    """The markup of one field's block on the entry form (its errors included)."""
    match = re.search(
        rf'data-field="{name}">(.*?)</div>\s*(?:<div class="pad-field|</fieldset>)', html, re.S
    )
    assert match, name
    return unescape(match.group(1))


def test_a_made_surcharge_is_noted_with_only_its_announcements(client):
    game = new_game(client, "voisin", table="3")
    fields = {"contract": "surcharge", "trump": "S", "taker": "1", "lost_to": "", "ann_1": "20"}
    assert post_entry(client, game, "deal", fields).status_code == 302
    entry = Entry.objects.get(game=game).data
    assert entry["result"]["tricks"] == [0, 9, 0]  # every trick to the taker, none counted
    assert totals(client, game) == (0, 220, 0)


def test_a_lost_surcharge_goes_to_who_won_the_first_trick(client):
    game = new_game(client, "voisin", table="3")
    fields = {"contract": "surcharge", "trump": "S", "taker": "1", "lost_to": "2"}
    assert post_entry(client, game, "deal", fields).status_code == 302
    assert totals(client, game) == (0, 0, 200)


def test_points_without_a_trick_are_refused_next_to_that_players_points(client):
    game = new_game(client, "voisin", table="3")
    fields = {"contract": "prise", "trump": "H", "taker": "0"}
    for i, (points, tricks) in enumerate((("56", "6"), ("16", "0"), ("16", "3"))):
        fields |= {f"points_{i}": points, f"tricks_{i}": tricks}
    response = post_entry(client, game, "deal", fields)
    assert response.status_code == 400
    html = response.content.decode()
    assert "des points sans pli" in field_html(html, "points_1")
    assert "sans pli" not in field_html(html, "points_0")
    assert re.search(r'name="deal-points_1"[^>]*autofocus|autofocus[^>]*name="deal-points_1"', html)
    assert Entry.objects.filter(game=game).count() == 0


def test_more_tricks_than_the_deal_has_are_refused_at_the_tricks(client):
    game = new_game(client, "voisin", table="3")
    fields = {"contract": "charge", "trump": "H", "taker": "0"}
    for i, (points, tricks) in enumerate((("60", "8"), ("20", "2"), ("8", "1"))):
        fields |= {f"points_{i}": points, f"tricks_{i}": tricks}
    response = post_entry(client, game, "deal", fields)
    assert response.status_code == 400
    assert "il n'y a que 9 plis" in field_html(response.content.decode(), "tricks_0")


def test_a_prise_still_asks_every_side_its_points_and_tricks(client):
    game = new_game(client, "voisin", table="3")
    fields = {"contract": "prise", "trump": "H", "taker": "0", "points_0": "50", "tricks_0": "5"}
    response = post_entry(client, game, "deal", fields)
    assert response.status_code == 400
    assert "Points : à remplir" in field_html(response.content.decode(), "points_1")


def test_each_result_field_names_the_contracts_that_ask_it(client):
    game = new_game(client, "voisin", table="3")
    html = client.get(f"/carnet/{game.edit_token}/").content.decode()
    assert re.search(
        r'name="deal-points_0"[^>]*data-contracts="prise charge"|data-contracts="prise charge"[^>]*name="deal-points_0"',
        html,
    )
    assert re.search(
        r'data-contracts="surcharge"[^>]*name="deal-lost_to"|name="deal-lost_to"[^>]*data-contracts="surcharge"',
        html,
    )


def test_variante_i_offers_only_the_charge_and_its_sixteen_tricks(client):
    game = new_game(client, "voisin-variante-i")
    html = client.get(f"/carnet/{game.edit_token}/").content.decode()
    assert re.findall(r'name="deal-contract" value="(\w+)"', html) == ["charge"]
    fields = {"contract": "charge", "trump": "H", "taker": "0"}
    fields |= {"points_0": "60", "tricks_0": "15", "points_1": "28", "tricks_1": "1"}
    assert post_entry(client, game, "deal", fields).status_code == 302
    assert totals(client, game) == (110, 30)
