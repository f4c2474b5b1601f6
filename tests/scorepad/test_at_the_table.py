"""The sheet at the table (issue 26): what a deal asks, what a correction and a deletion say,
how lines are numbered, what the chart counts, and the rematch."""

from __future__ import annotations

from html import unescape

import pytest
from django.test import Client

from reference.engine.errors import EngineError
from reference.rulesets import get as get_ruleset
from scorepad.models import Change, Entry, ScoreGame
from tests.scorepad.helpers import coinche_fields, new_game, post_entry, totals

pytestmark = pytest.mark.django_db


@pytest.fixture
def client():
    return Client()


def page(client: Client, url: str) -> str:
    return unescape(client.get(url).content.decode())


def test_a_coinche_deal_asks_the_takers_points_and_computes_the_defence(client):
    game = new_game(client, "coinche")
    fields = {"bid": "110", "trump": "H", "by": "NS", "points": "114"}
    assert post_entry(client, game, "deal", fields).status_code == 302
    data = Entry.objects.get(game=game).data
    assert data["result"]["points"] == {"NS": 114, "EW": 48}
    assert "tricks" not in data["result"]
    assert totals(client, game) == (220, 50)
    form = page(client, f"/carnet/{game.edit_token}/?noter=deal")
    assert 'name="deal-tricks"' not in form


def test_a_capot_switch_needs_no_points(client):
    game = new_game(client, "coinche")
    fields = {"bid": "capot", "trump": "C", "by": "EW", "capot": "EW"}
    assert post_entry(client, game, "deal", fields).status_code == 302
    assert totals(client, game) == (0, 500)


def test_the_defence_capot_refuses_takers_points_next_to_the_field(client):
    game = new_game(client, "coinche")
    response = post_entry(client, game, "deal", coinche_fields(points="20", tricks="0"))
    assert response.status_code == 400
    text = unescape(response.content.decode())
    field = text[text.index('data-field="points"') :][:1500]
    assert "Points des preneurs" in field and "Sans pli" in field
    assert "autofocus" in field


def test_an_empty_field_is_named_in_its_error(client):
    game = new_game(client, "coinche")
    response = post_entry(client, game, "deal", {"by": "NS", "points": "90"})
    text = unescape(response.content.decode())
    assert "Contrat : à choisir." in text and "Atout : à choisir." in text
    assert "Ce champ est obligatoire" not in text


def test_the_engine_reads_a_capot_in_place_of_the_tricks():
    ruleset = get_ruleset("coinche")
    assert ruleset is not None
    deal = {"kind": "deal", "contract": {"bid": 80, "trump": "S", "by": "NS"}}
    made = {**deal, "result": {"points": {"NS": 162, "EW": 0}, "capot": "NS"}}
    assert ruleset.sheet("2x2", 0, {}, {}, [made]).totals == (330, 0)
    both = {**deal, "result": {"points": {"NS": 162, "EW": 0}, "capot": "NS", "tricks": {}}}
    with pytest.raises(EngineError):
        ruleset.sheet("2x2", 0, {}, {}, [both])
    none = {**deal, "result": {"points": {"NS": 0, "EW": 162}, "capot": "XX"}}
    with pytest.raises(EngineError):
        ruleset.sheet("2x2", 0, {}, {}, [none])


def test_a_correction_shows_the_old_and_new_values(client):
    game = new_game(client, "coinche", name_0="Anne", name_2="Chloé")
    post_entry(client, game, "deal", coinche_fields(bid="90", trump="S", points="49"))
    seq = Entry.objects.get(game=game).seq
    game.refresh_from_db()
    data = {f"deal-{k}": v for k, v in coinche_fields(bid="90", trump="S", points="94").items()}
    client.post(f"/carnet/{game.edit_token}/ligne/{seq}/", {**data, "version": game.version})
    history = page(client, f"/carnet/{game.edit_token}/historique/")
    assert "49" in history and "94" in history
    edited = next(line for line in history.splitlines() if "→" in line)
    before, after = edited.split("→")
    assert "49" in before and "94" in after


def test_delete_asks_first_and_the_sheet_says_what_was_done(client):
    game = new_game(client, "coinche")
    post_entry(client, game, "deal", coinche_fields())
    seq = Entry.objects.get(game=game).seq
    confirm = client.get(f"/carnet/{game.edit_token}/ligne/{seq}/supprimer/")
    assert confirm.status_code == 200 and Entry.objects.filter(game=game).count() == 1
    assert "Supprimer la ligne 1 ?" in unescape(confirm.content.decode())
    game.refresh_from_db()
    done = client.post(
        f"/carnet/{game.edit_token}/ligne/{seq}/supprimer/", {"version": game.version}
    )
    assert Entry.objects.filter(game=game).count() == 0
    sheet = page(client, done["Location"])
    assert "C'est fait, suppression : 110" in sheet


def test_undo_asks_first_and_says_what_it_undid(client):
    game = new_game(client, "coinche")
    post_entry(client, game, "deal", coinche_fields())
    confirm = page(client, f"/carnet/{game.edit_token}/annuler/")
    assert "Annuler la dernière modification ?" in confirm and "Ajout : 110" in confirm
    assert Entry.objects.filter(game=game).count() == 1
    game.refresh_from_db()
    done = client.post(f"/carnet/{game.edit_token}/annuler/", {"version": game.version})
    assert Entry.objects.filter(game=game).count() == 0
    assert "C'est fait, annulation : 110" in page(client, done["Location"])


def test_penalties_are_numbered_apart_and_the_chart_counts_every_line(client):
    game = new_game(client, "whist-reglement")
    seul = {"contract": "seul:6", "trump": "S", "declarer": "1", "tricks": "8"}
    post_entry(client, game, "deal", seul)
    post_entry(client, game, "penalty", {"fault": "played_out_of_turn", "offender": "2"})
    post_entry(client, game, "deal", seul)
    sheet = page(client, f"/carnet/{game.public_id}/")
    numbers = [
        chunk.split("</a>")[0].rsplit(">", 1)[-1] for chunk in sheet.split('<th scope="row"><a')[1:]
    ]
    assert numbers == ["1", "P1", "2"]
    assert "3 lignes" in sheet.split('class="pad-chart"')[1]


def test_after_a_win_the_deal_form_goes_and_a_rematch_keeps_players_and_rules(client):
    game = new_game(client, "coinche", target="500", name_0="Alice", dealer="1")
    post_entry(client, game, "deal", coinche_fields(bid="capot", trump="C", points="", tricks="8"))
    sheet = page(client, f"/carnet/{game.edit_token}/")
    assert 'id="form-deal"' not in sheet and "Revanche" in sheet
    response = client.post(f"/carnet/{game.edit_token}/revanche/")
    new = ScoreGame.objects.exclude(pk=game.pk).get()
    assert response["Location"] == f"/carnet/{new.edit_token}/"
    assert (new.players, new.rules, new.match, new.table) == (
        game.players,
        game.rules,
        game.match,
        game.table,
    )
    assert 'id="form-deal"' in page(client, response["Location"])
    unfinished = client.post(f"/carnet/{new.edit_token}/revanche/")
    assert unfinished.status_code == 409 and ScoreGame.objects.count() == 2


def test_the_bar_opens_the_entry_with_the_takers_chosen_without_javascript(client):
    game = new_game(client, "coinche")
    sheet = page(client, f"/carnet/{game.edit_token}/?noter=deal&by=EW")
    assert "<dialog" in sheet and " open data-reopen" in sheet
    assert 'value="EW" required id="id_deal-by_1" checked' in sheet or (
        'name="deal-by" value="EW"' in sheet and "checked" in sheet.split('value="EW"')[1][:80]
    )
    assert Change.objects.filter(game=game).count() == 0


def test_the_csv_opens_in_columns_in_a_french_spreadsheet(client):
    game = new_game(client, "coinche")
    post_entry(client, game, "deal", coinche_fields())
    french = client.get(f"/carnet/{game.public_id}/feuille.csv").content.decode("utf-8-sig")
    assert french.splitlines()[1].endswith(";220;50;220;50")
    chosen = client.get(f"/carnet/{game.public_id}/feuille.csv?separateur=virgule")
    assert chosen.content.decode("utf-8-sig").splitlines()[1].endswith(",220,50,220,50")
    sheet = page(client, f"/carnet/{game.edit_token}/")
    assert "feuille.csv?separateur=point-virgule" in sheet


def test_the_print_has_every_row_of_the_screen(client):
    game = new_game(client, "whist-reglement", opt_ad_fundum="1")
    post_entry(client, game, "tally", {"event": "ace_2_3_4", "player": "1"})
    screen = page(client, f"/carnet/{game.public_id}/")
    paper = page(client, f"/carnet/{game.public_id}/impression/")
    foot = screen.split("<tfoot>")[1].split("</tfoot>")[0]
    heads = [h.split("</th>")[0].rsplit(">", 1)[-1] for h in foot.split('colspan="2">')[1:]]
    assert "Comptes Ad Fundum" in heads
    for head in heads:
        assert head in paper.split("<tfoot>")[1]
    assert paper.count('class="paper-row"') == screen.count('class="pad-row ')
