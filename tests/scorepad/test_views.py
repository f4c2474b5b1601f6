"""The score pad's pages: starting a game, entering, correcting, deleting and undoing lines,
the links, the downloads, and every refusal as a readable page or form error."""

from __future__ import annotations

import json
import re
from html import unescape

import pytest
from django.test import Client

from reference import rulesets
from reference.engine import get_game
from reference.engine.casefile import check_lines
from reference.engine.errors import EngineError
from reference.ruleset import RuleSet
from scorepad import quarters, services
from scorepad.forms.base import Ctx
from scorepad.forms.coinche import CoincheDealForm
from scorepad.models import Change, Entry, ScoreGame
from tests.scorepad.helpers import coinche_fields, new_game, post_entry, totals

pytestmark = pytest.mark.django_db


@pytest.fixture
def client():
    return Client()


@pytest.mark.parametrize(
    "ruleset", ["coinche", "whist-reglement", "whist-couleur", "voisin", "neurotrio"]
)
def test_every_rule_set_starts_a_game_with_two_links(client, ruleset):
    assert client.get(f"/carnet/nouvelle/{ruleset}/").status_code == 200
    game = new_game(client, ruleset, name_0="Alice", dealer="1")
    assert len(game.public_id) == 20 and len(game.edit_token) == 32
    scorer = client.get(f"/carnet/{game.edit_token}/").content.decode()
    reader = client.get(f"/carnet/{game.public_id}/").content.decode()
    assert "Noter la donne" in scorer and "Noter la donne" not in reader
    assert "Alice" in reader
    assert game.edit_token not in reader  # the read-only page never leaks the scorer's link


def test_a_coinche_deal_is_scored_explained_and_totalled(client):
    game = new_game(client, "coinche", name_0="Alice", name_1="Bruno", name_2="Chloé")
    assert post_entry(client, game, "deal", coinche_fields()).status_code == 302
    page = client.get(f"/carnet/{game.edit_token}/").content.decode()
    assert "Alice et Chloé" in page and "+220" in page and "+50" in page
    assert "arrondis à 110" in page  # the engine's step, as a sentence with the team's name
    assert totals(client, game) == (220, 50)


@pytest.mark.parametrize(
    "options",
    [{}, {"max_bid": 160}, {"bid_step": 5}, {"sa_ta_bids": "linear"}],
    ids=["document", "ceiling-160", "fives", "raw-sa-ta"],
)
def test_the_pad_offers_every_contract_the_table_accepts(options):
    """A 200 contract played at the table could not be recorded: the pad stopped at 180."""
    game = get_game("coinche")
    rules = game.make_rules(options)
    calls = game.auction(rules).legal_calls()
    at_table = {re.match(r"\d+", c).group(0) for c in calls if c[:1].isdigit()}
    coinche = rulesets.get("coinche")
    assert coinche is not None
    ctx = Ctx(coinche, "2x2", ["N", "E", "S", "O"], ["NS", "EO"], options, {})
    offered = {value for value, _label in CoincheDealForm(ctx=ctx).fields["bid"].choices}
    assert at_table and at_table <= offered
    assert max(int(v) for v in at_table) == (options.get("max_bid") or 250)
    assert {"capot", "generale"} <= offered


def test_a_200_contract_from_the_table_is_recorded_and_scored(client):
    game = new_game(client, "coinche")
    fields = coinche_fields(bid="200", points="130", tricks="6", ann_NS="50")
    assert post_entry(client, game, "deal", fields).status_code == 302
    assert totals(client, game) == (0, 360)


def test_an_impossible_deal_is_refused_with_a_reason_and_nothing_is_stored(client):
    game = new_game(client, "coinche")
    response = post_entry(client, game, "deal", coinche_fields(points="20", tricks="0"))
    assert response.status_code == 400
    assert "Sans pli, les preneurs n'ont pas de points." in unescape(response.content.decode())
    response = post_entry(client, game, "deal", coinche_fields(points="999"))
    assert response.status_code == 400
    assert Entry.objects.filter(game=game).count() == 0


def test_editing_an_old_deal_recomputes_the_later_totals_and_keeps_the_history(client):
    game = new_game(client, "coinche")
    post_entry(client, game, "deal", coinche_fields())
    post_entry(client, game, "deal", coinche_fields(bid="80", by="EW", points="82", tricks="4"))
    assert totals(client, game) == (220 + 80, 50 + 80 + 80)
    first = Entry.objects.filter(game=game).order_by("seq").first()
    game.refresh_from_db()
    data = {f"deal-{k}": v for k, v in coinche_fields(points="100", tricks="5").items()}
    response = client.post(
        f"/carnet/{game.edit_token}/ligne/{first.seq}/", {**data, "version": game.version}
    )
    assert response.status_code == 302
    assert totals(client, game) == (0 + 80, 270 + 80 + 80)
    history = client.get(f"/carnet/{game.public_id}/historique/").content.decode()
    assert "Correction" in history and "Ajout" in history


def test_delete_and_undo(client):
    game = new_game(client, "coinche")
    post_entry(client, game, "deal", coinche_fields())
    post_entry(client, game, "redeal", {})
    seq = Entry.objects.filter(game=game).order_by("seq").first().seq
    game.refresh_from_db()
    client.post(f"/carnet/{game.edit_token}/ligne/{seq}/supprimer/", {"version": game.version})
    assert totals(client, game) == (0, 0)
    game.refresh_from_db()
    client.post(f"/carnet/{game.edit_token}/annuler/", {"version": game.version})
    assert totals(client, game) == (220, 50)
    assert [c.action for c in Change.objects.filter(game=game).order_by("version")] == [
        "add",
        "add",
        "delete",
        "undo",
    ]


def test_a_stale_page_is_told_and_shown_the_new_state_with_its_entry_kept(client):
    game = new_game(client, "coinche")
    other = Client()
    assert (
        post_entry(
            other, game, "deal", coinche_fields(bid="80", points="90", tricks="5")
        ).status_code
        == 302
    )
    response = post_entry(client, game, "deal", coinche_fields(), version=0)
    assert response.status_code == 409
    page = unescape(response.content.decode())
    assert "Quelqu'un d'autre vient de modifier la feuille" in page
    assert 'value="114"' in page  # the second scorer's entry is still in the form
    assert "+170" in page  # ... beside the first scorer's deal (90 + 80 = 170)
    assert Entry.objects.filter(game=game).count() == 1


def test_read_only_link_refuses_every_change(client):
    game = new_game(client, "coinche")
    for path in ("ajouter/deal/", "annuler/", "marqueur/", "garder/"):
        assert client.post(f"/carnet/{game.public_id}/{path}", {"version": 0}).status_code == 404
    assert client.get(f"/carnet/{game.public_id}/annuler/").status_code == 404


def test_an_htmx_poll_gets_204_until_the_sheet_changes(client):
    game = new_game(client, "coinche")
    url = f"/carnet/{game.public_id}/?v=0"
    assert client.get(url, headers={"HX-Request": "true"}).status_code == 204
    post_entry(client, game, "deal", coinche_fields())
    fragment = client.get(url, headers={"HX-Request": "true"})
    assert fragment.status_code == 200
    assert b'id="sheet-live"' in fragment.content and b"<html" not in fragment.content


def test_csv_has_a_bom_and_the_running_totals(client):
    game = new_game(client, "coinche", name_0="=SUM(A1)")
    post_entry(client, game, "deal", coinche_fields())
    response = client.get(f"/carnet/{game.public_id}/feuille.csv?separateur=virgule")
    assert response.content.startswith("\ufeff".encode())
    text = response.content.decode("utf-8-sig")
    assert "'=SUM(A1) et" in text  # never read as a formula
    assert text.splitlines()[1].endswith(",220,50,220,50")


def test_the_deals_download_is_a_case_file_the_case_tools_check(client):
    game = new_game(client, "whist-reglement")
    post_entry(
        client,
        game,
        "deal",
        {"contract": "seul:6", "trump": "S", "declarer": "1", "tricks": "8"},
    )
    post_entry(client, game, "penalty", {"fault": "played_out_of_turn", "offender": "2"})
    text = client.get(f"/carnet/{game.public_id}/donnes.jsonl").content.decode()
    lines = text.splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["expected"]["per_defender"] == -5
    results = list(check_lines(lines, "carnet", set()))
    assert [r.passed for r in results] == [True]


def test_print_view_and_line_detail(client):
    game = new_game(client, "neurotrio", name_0="Agathe", name_1="Thomas", name_2="Camille")
    post_entry(client, game, "deal", {"taker": "1", "level": "1", "attribute": "B", "tricks": "10"})
    page = client.get(f"/carnet/{game.public_id}/impression/").content.decode()
    assert "Feuille de marque" in page and "Thomas" in page
    seq = Entry.objects.get(game=game).seq
    detail = client.get(f"/carnet/{game.public_id}/ligne/{seq}/").content.decode()
    assert "Le calcul, pas à pas" in detail and "Corriger cette ligne" not in detail


def test_limits_per_client(client, settings):
    settings.ADDRESS_LIMITS = settings.ADDRESS_LIMITS | {"scorepad_games": (2, 3600)}
    new_game(client, "coinche")
    new_game(client, "coinche")
    response = client.post("/carnet/nouvelle/coinche/", {})
    assert response.status_code == 429
    assert ScoreGame.objects.count() == 2


def test_writes_per_minute_are_limited(client, settings):
    settings.ADDRESS_LIMITS = settings.ADDRESS_LIMITS | {"scorepad_writes": (2, 60)}
    game = new_game(client, "coinche")
    post_entry(client, game, "redeal", {})
    post_entry(client, game, "redeal", {})
    response = post_entry(client, game, "redeal", {})
    assert response.status_code == 429
    assert "Trop de modifications" in unescape(response.content.decode())


@pytest.mark.parametrize(
    "path",
    [
        "/carnet/AAAAAAAAAAAAAAAAAAAA/",
        "/carnet/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/historique/",
        "/carnet/nouvelle/bridge/",
        "/carnet/quarter/AAAAAAAAAAAAAAAAAAAA/",
        "/carnet/short/",
    ],
)
def test_unknown_links_are_404(client, path):
    assert client.get(path).status_code == 404


def test_hostile_values_get_form_errors_never_a_500(client):
    game = new_game(client, "voisin")
    for value in ("١٢", "1e3", "-5", "9" * 40, "44,55", "NaN", "\x00", "½½"):
        fields = {
            "contract": "prise",
            "trump": "H",
            "taker": "0",
            **{f"{f}_{i}": value for f in ("points", "tricks") for i in range(4)},
        }
        response = post_entry(client, game, "deal", fields)
        assert response.status_code == 400
    response = client.post(f"/carnet/{game.edit_token}/ajouter/deal/", {"version": "x" * 10_000})
    assert response.status_code == 400
    assert Entry.objects.filter(game=game).count() == 0


def test_a_voisin_deal_with_halves(client):
    game = new_game(client, "voisin", table="3")
    fields = {"contract": "prise", "trump": "H", "taker": "0"}
    for i, (points, tricks) in enumerate((("40,5", "4"), ("25", "3"), ("19½", "2"))):
        fields |= {f"points_{i}": points, f"tricks_{i}": tricks}
    assert post_entry(client, game, "deal", fields).status_code == 302
    # 40.5 + 14 = 54.5 -> 50; 25 -> 30; 19.5 -> 20
    assert totals(client, game) == (50, 30, 20)


def test_whist_a_deux_and_the_dames(client):
    game = new_game(client, "whist-reglement")
    post_entry(
        client,
        game,
        "deal",
        {
            "contract": "petite_misere:0",
            "declarer": "0",
            "partner": "3",
            "tricks": "0",
            "tricks2": "1",
        },
    )
    post_entry(client, game, "dames", {f"queens_{i}": q for i, q in enumerate("1201")})
    assert totals(client, game) == (18 - 3, 2 - 6, 2, -22 - 3)
    bad = post_entry(
        client, game, "dames", {f"queens_{i}": "1" for i in range(3)} | {"queens_3": "3"}
    )
    assert bad.status_code == 400 and "le total fait 4" in bad.content.decode()


def test_a_piccolo_joined_by_all_four_is_scored_each_against_all(client):
    """Two joined a piccolo, so the fourth had to: the pad once had no way to record it."""
    game = new_game(client, "whist-reglement")
    fields = {"contract": "piccolo:1", "declarer": "2", "partner": "0", "tricks": "1"}
    fields |= {"tricks2": "0", "third": "1", "tricks3": "11", "fourth": "3", "tricks4": "1"}
    assert post_entry(client, game, "deal", fields).status_code == 302
    assert totals(client, game) == (-56, -56, 56, 56)
    refused = post_entry(client, game, "deal", fields | {"contract": "grande_misere:0"})
    assert refused.status_code == 400
    assert "Seuls le piccolo et le piccolissimo" in unescape(refused.content.decode())


def test_a_quarter_collects_its_evenings(client):
    response = client.post("/carnet/quarter/nouveau/", {"name": "Automne"})
    assert response.status_code == 302
    token = response["Location"].rstrip("/").rsplit("/", 1)[-1]
    game = new_game(client, "whist-reglement", quarter=token, opt_ad_fundum="1", name_0="Ann")
    assert game.quarter is not None
    post_entry(client, game, "tally", {"player": "0", "event": "card_taken_back"})
    page = client.get(f"/carnet/quarter/{token}/").content.decode()
    assert "Ann" in page and "1 soirée" in page


def test_a_quarters_page_replays_only_the_evenings_that_changed(client, settings, monkeypatch):
    # was: every GET of a quarter rebuilt every game in it
    settings.ADDRESS_LIMITS = settings.ADDRESS_LIMITS | {"scorepad_games": (1000, 3600)}
    token = client.post("/carnet/quarter/nouveau/", {"name": "Hiver"})["Location"]
    token = token.rstrip("/").rsplit("/", 1)[-1]
    games = [
        new_game(client, "whist-reglement", quarter=token, opt_ad_fundum="1") for _ in range(4)
    ]
    for game in games:
        post_entry(client, game, "tally", {"player": "1", "event": "card_taken_back"})
    built = []
    real = quarters.build
    monkeypatch.setattr(quarters, "build", lambda game: built.append(game.pk) or real(game))
    first = client.get(f"/carnet/quarter/{token}/").content.decode()
    assert len(built) == 4 and "4 soirées" in first
    second = client.get(f"/carnet/quarter/{token}/").content.decode()
    token_free = re.compile(r"[A-Za-z0-9]{64}")
    assert token_free.sub("", second) == token_free.sub("", first)  # the same evenings and end
    assert len(built) == 4  # nothing changed, nothing replayed
    post_entry(client, games[0], "tally", {"player": "1", "event": "card_taken_back"})
    client.get(f"/carnet/quarter/{token}/")
    assert built[4:] == [games[0].pk]


def test_a_quarter_holds_a_bounded_number_of_evenings(client, settings, monkeypatch):
    settings.ADDRESS_LIMITS = settings.ADDRESS_LIMITS | {"scorepad_games": (1000, 3600)}
    monkeypatch.setattr(services, "MAX_QUARTER_GAMES", 2)
    token = client.post("/carnet/quarter/nouveau/", {"name": "Court"})["Location"]
    token = token.rstrip("/").rsplit("/", 1)[-1]
    for _ in range(2):
        new_game(client, "whist-reglement", quarter=token, opt_ad_fundum="1")
    third = client.post("/carnet/nouvelle/whist-reglement/", {"quarter": token})
    assert third.status_code == 400 and "au plus 2 soirées" in unescape(third.content.decode())


def test_the_pages_read_in_english(client):
    game = new_game(client, "coinche")
    post_entry(client, game, "deal", coinche_fields())
    client.cookies["django_language"] = "en"
    page = unescape(client.get(f"/carnet/{game.edit_token}/").content.decode())
    assert "Record the deal" in page and "Takers' points" in page
    assert "Nord and Sud" in page and "dealt by" in page  # names are kept as typed
    assert "Noter" not in page and "Preneurs" not in page


def test_an_account_keeps_its_games(client, django_user_model):
    user = django_user_model.objects.create_user("marqueur", password="pw-long-enough-42")
    anonymous = new_game(client, "neurotrio")
    client.force_login(user)
    kept = new_game(client, "coinche")
    assert kept.owner == user and anonymous.owner is None
    client.post(f"/carnet/{anonymous.edit_token}/garder/")
    anonymous.refresh_from_db()
    assert anonymous.owner == user
    other = Client()
    other.force_login(user)
    home = other.get("/carnet/").content.decode()
    assert kept.edit_token in home and anonymous.edit_token in home


def test_a_refusal_the_form_could_not_catch_is_told_in_the_scorers_words(client, monkeypatch):
    """The engine's own refusals are English messages for developers: a scorer never reads
    one, only the sheet's sentence in the page's language."""
    game = new_game(client, "coinche")

    sheet = RuleSet.sheet

    def refuse(self, table, first_dealer, rules, match, entries):
        if entries:  # the new line, not the empty sheet the page draws again
            raise EngineError("result points must total 162 under these rules")
        return sheet(self, table, first_dealer, rules, match, entries)

    monkeypatch.setattr(RuleSet, "sheet", refuse)
    response = post_entry(client, game, "deal", coinche_fields())
    page = unescape(response.content.decode())
    assert response.status_code == 400
    assert "impossible d'après les règles du document" in page
    assert "must total" not in page
    assert Entry.objects.filter(game=game).count() == 0


def test_a_voisin_charge_is_explained_with_the_players_names(client):
    game = new_game(client, "voisin", target="3000", name_0="Anne", name_2="Chloé")
    fields = {"contract": "charge", "trump": "S", "taker": "2", "ann_2": "5"}
    for i, (points, tricks) in enumerate((("10", "1"), ("12", "1"), ("55", "4"), ("0", "0"))):
        fields |= {f"points_{i}": points, f"tricks_{i}": tricks}
    assert post_entry(client, game, "deal", fields).status_code == 302
    page = client.get(f"/carnet/{game.edit_token}/").content.decode()
    assert "Chloé" in page
    assert "%(" not in page


def test_english_sentences_about_a_team_of_two_names_agree_with_them(client):
    """« Alice and Carol totals 110 points… scores its… it scores nothing »."""
    game = new_game(client, "coinche", name_0="Alice", name_1="Bruno", name_2="Carol")
    post_entry(client, game, "deal", coinche_fields(coinche="1"))
    post_entry(client, game, "deal", coinche_fields(by="EW", points="70", tricks="3"))
    page = client.get(f"/carnet/{game.edit_token}/", headers={"Accept-Language": "en"})
    text = unescape(re.sub(r"<[^>]+>", " ", page.content.decode()))
    assert "Alice and Carol" in text
    singular = r"\b\w+ and \w+,?(?: the \w+ team,)? (?:scores|counts|totals|has|adds|wins|is)\b"
    assert (
        re.findall(rf".{{0,30}}(?:{singular}|\bit scores\b|\bits (?:card|belote)).{{0,30}}", text)
        == []
    )
