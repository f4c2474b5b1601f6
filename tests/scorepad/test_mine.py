"""Quarters and « Mes parties »: a quarter is kept like a game and listed with its evenings,
an evening starts with the quarter's house rules (Ad Fundum on for the first), the quarter
shows the tally average it ranks by, and every game shows its totals and whether it is over."""

from __future__ import annotations

import re

import pytest

from tests.scorepad.helpers import coinche_fields, new_game, post_entry

pytestmark = pytest.mark.django_db


def open_quarter(client, name: str) -> str:
    response = client.post("/carnet/quarter/nouveau/", {"name": name})
    assert response.status_code == 302
    return response["Location"].rstrip("/").rsplit("/", 1)[-1]


def checked(html: str, name: str) -> str:
    """The value of the radio button of ``name`` checked on the page."""
    found = re.findall(rf'<input type="radio" name="{name}" value="([^"]*)"[^>]*checked', html)
    assert len(found) == 1, found
    return found[0]


def test_a_quarters_first_evening_starts_with_ad_fundum_on(client):
    token = open_quarter(client, "Automne")
    html = client.get(f"/carnet/nouvelle/whist-reglement/?quarter={token}").content.decode()
    assert checked(html, "opt_ad_fundum") == "1"
    plain = client.get("/carnet/nouvelle/whist-reglement/").content.decode()
    assert checked(plain, "opt_ad_fundum") == "0"  # a game outside a quarter: the document's


def test_the_next_evening_takes_the_last_evenings_house_rules(client):
    token = open_quarter(client, "Hiver")
    new_game(client, "whist-reglement", quarter=token, opt_ad_fundum="1", opt_penalties_paid_to="1")
    html = client.get(f"/carnet/nouvelle/whist-reglement/?quarter={token}").content.decode()
    assert checked(html, "opt_penalties_paid_to") == "1"
    assert checked(html, "opt_ad_fundum") == "1"


def test_my_games_list_the_quarter_with_its_evenings_totals_and_state(client):
    token = open_quarter(client, "Printemps")
    evening = new_game(client, "whist-reglement", quarter=token, opt_ad_fundum="1", name_0="Ann")
    post_entry(client, evening, "tally", {"player": "0", "event": "card_taken_back"})
    other = new_game(client, "coinche", target="500")
    post_entry(client, other, "deal", coinche_fields())
    html = client.get("/carnet/").content.decode()
    mine = html[html.index("Mes parties") :]
    quarter = mine[mine.index("Quarter « Printemps »") : mine.index("Autres parties")]
    assert f"/carnet/{evening.edit_token}/" in quarter and "1 soirée" in quarter
    assert "en cours, 1 ligne" in quarter and "Ann" in quarter
    rest = mine[mine.index("Autres parties") :]
    assert f"/carnet/{other.edit_token}/" in rest
    assert f"/carnet/{evening.edit_token}/" not in rest  # listed once, under its quarter
    assert re.search(r"Nord-Sud</?\w*>?\s*<strong>220</strong>|<strong>220</strong>", rest)


def test_a_finished_game_says_so(client):
    game = new_game(client, "coinche", target="500")
    for _ in range(3):
        post_entry(client, game, "deal", coinche_fields(bid="capot", points="162", tricks="8"))
    assert "finie" in client.get("/carnet/").content.decode()


def test_the_quarter_shows_the_tally_average_it_ranks_by(client):
    token = open_quarter(client, "Été")
    for _ in range(2):
        evening = new_game(client, "whist-reglement", quarter=token, opt_ad_fundum="1")
    post_entry(client, evening, "tally", {"player": "0", "event": "card_taken_back"})
    html = client.get(f"/carnet/quarter/{token}/").content.decode()
    assert "Comptes par soirée" in html
    row = re.search(r"<tr><th scope=\"row\">Nord</th>(.*?)</tr>", html).group(1)
    cells = re.findall(r'<td class="num">([^<]*)</td>', row)
    tallies, average = int(cells[2]), float(cells[3].replace(",", "."))
    assert average == pytest.approx(tallies / 2)
    assert tallies > 0


def test_an_evening_links_its_quarter(client):
    token = open_quarter(client, "Automne")
    evening = new_game(client, "whist-reglement", quarter=token, opt_ad_fundum="1")
    sheet = client.get(f"/carnet/{evening.edit_token}/").content.decode()
    assert f"/carnet/quarter/{token}/" in sheet
    public = client.get(f"/carnet/{evening.public_id}/").content.decode()
    assert f"/carnet/quarter/{evening.quarter.public_id}/" in public
