"""Whist's « Qui bouche le trou ? » is a kind of its own (issue 24): « Quelle carte échanger ? »
asks for an exchanged card, where a game has an exchange (Le Voisin's turned card); the former
whist links of « Quelle carte échanger ? » lead to the same exercises, and their answers are
filed under « Qui bouche le trou ? »."""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest
from django.urls import reverse

from learn.models import ThemeAnswer
from reference.engine import get_game
from trainer.exercises import KINDS, build, kinds_for
from trainer.exercises.base import Key
from trainer.models import Attempt
from trainer.rulesets import get_ruleset

SNAPSHOTS = Path(__file__).with_name("snapshots")
FORMER = "quelle-carte-echanger"


def recorded_exchanges(ruleset_id: str) -> dict[str, dict]:
    """The former whist « exchange » URLs as recorded before the kind was renamed."""
    entries = json.loads((SNAPSHOTS / f"{ruleset_id}.json").read_text(encoding="utf-8"))
    return {k: v for k, v in entries.items() if k.split("/")[2] == "exchange"}


@pytest.mark.parametrize("slug", ["reglement", "couleur"])
def test_whist_asks_who_plugs_the_trou_under_its_own_kind(slug):
    rs = get_ruleset("whist", slug)
    assert "boucheur" in kinds_for(rs) and "exchange" not in kinds_for(rs)
    assert str(KINDS["boucheur"].title) == "Qui bouche le trou ?"
    assert "trou" in {t.slug for t in rs.engine.themes.for_rules(rs.rules) if "boucheur" in t.kinds}


def test_quelle_carte_echanger_asks_for_a_card_where_the_game_has_an_exchange():
    for rs in (get_ruleset("voisin", "standard"), get_ruleset("whist", "reglement")):
        if rs is None or "exchange" not in kinds_for(rs):
            continue
        assert rs.game == "voisin"
        exercise = build(Key(rs.game, rs.slug, "exchange", "moyen", "5"), rs)
        assert "carte" in exercise.show["text"].lower(), exercise.show["text"]
        assert "bouche" not in exercise.show["text"]


@pytest.mark.parametrize("ruleset_id", ["whist-reglement", "whist-couleur"])
def test_a_former_key_and_its_new_name_draw_the_recorded_exercise(ruleset_id):
    for key, value in recorded_exchanges(ruleset_id).items():
        game, slug, _kind, level, seed = key.split("/")
        rs = get_ruleset(game, slug)
        former = build(Key(game, slug, "exchange", level, seed), rs)
        now = build(Key(game, slug, "boucheur", level, seed), rs)
        assert former.key == now.key and former.key.kind == "boucheur"
        assert now.show["text"] == value["text"] and now.question["answer"] == value["answer"]


def test_the_boucheur_check_asks_the_engine_with_the_four_hands():
    rs = get_ruleset("whist", "reglement")
    exercise = build(Key("whist", "reglement", "boucheur", "difficile", "7"), rs)
    engine = get_game("whist").answer(
        "boucheur", {"hands": exercise.question["hands"]}, rs.engine.make_rules(rs.options)
    )
    kind = KINDS["boucheur"]
    right, wrong = kind.right_and_wrong(exercise)
    assert int(right["option"]) == engine["boucheur"]
    assert kind.check(exercise, int(right["option"])).correct
    assert not kind.check(exercise, int(wrong["option"])).correct


@pytest.mark.django_db
def test_a_former_link_redirects_to_the_same_exercise_and_files_it_as_boucheur(client):
    key = Key("whist", "reglement", "boucheur", "facile", "3")
    old = reverse("trainer:exercise", args=["whist", "reglement", FORMER, "facile", "3"])
    new = reverse(
        "trainer:exercise", args=["whist", "reglement", "qui-bouche-le-trou", "facile", "3"]
    )
    response = client.get(f"{old}?revoir=1")
    assert response.status_code == 301 and response["Location"] == f"{new}?revoir=1"
    start = client.get(reverse("trainer:start", args=["whist", "reglement", FORMER]))
    assert start.status_code == 301 and "qui-bouche-le-trou" in start["Location"]
    recorded = recorded_exchanges("whist-reglement")["whist/reglement/exchange/facile/3"]
    html = client.get(new).content.decode()
    assert recorded["text"].split(" ")[0] in html and "Qui bouche le trou ?" in html
    right, _wrong = KINDS["boucheur"].right_and_wrong(build(key, get_ruleset("whist", "reglement")))
    client.post(new, right)
    attempt = Attempt.objects.get()
    assert attempt.kind == "boucheur" and attempt.correct
    assert {(a.theme, a.kind) for a in ThemeAnswer.objects.all()} == {("trou", "boucheur")}
    progress = client.get(reverse("trainer:progress")).content.decode()
    assert re.search(r"<td>[^<]*Whist</td><td>Qui bouche le trou \?</td>", progress)
    assert "Qui bouche le trou ?" in client.get(reverse("learn:progress")).content.decode()


@pytest.mark.django_db
def test_answers_stored_under_the_former_name_move_to_boucheur(client):
    from django.apps import apps

    client.post(
        reverse(
            "trainer:exercise", args=["whist", "reglement", "qui-bouche-le-trou", "moyen", "2"]
        ),
        {"option": "0"},
    )
    Attempt.objects.update(kind="exchange")  # as stored before the kind was renamed
    ThemeAnswer.objects.update(kind="exchange")
    for app, name in (("trainer", "0004"), ("learn", "0002")):
        migration = importlib.import_module(f"{app}.migrations.{name}_whist_exchange_is_boucheur")
        migration.forwards(apps, None)
    assert set(Attempt.objects.values_list("kind", flat=True)) == {"boucheur"}
    assert set(ThemeAnswer.objects.values_list("kind", flat=True)) == {"boucheur"}
    attempt = Attempt.objects.get()
    assert build(Key(*attempt.key), get_ruleset("whist", "reglement")).key.kind == "boucheur"


@pytest.mark.django_db
def test_a_former_themed_link_redirects_to_its_new_address(client):
    old = reverse("learn:exercise", args=["whist", "reglement", "trou", FORMER, "facile", "4"])
    response = client.get(old)
    assert response.status_code == 301
    assert "/trou/qui-bouche-le-trou/facile/4/" in response["Location"]
    assert client.get(response["Location"]).status_code == 200


def test_every_rule_page_practises_kinds_its_rule_sets_offer():
    from trainer.rulesets import RULESETS

    documents = Path(__file__).resolve().parents[2] / "reference" / "documents"
    offered: dict[str, set[str]] = {}
    for rs in RULESETS.values():
        offered.setdefault(rs.document.slug, set()).update(kinds_for(rs))
    for slug, kinds in offered.items():
        for language in ("fr", "en"):
            text = (documents / f"{slug}.{language}.md").read_text(encoding="utf-8")
            named = {
                k for line in re.findall(r"^::: practice (.+)$", text, re.M) for k in line.split()
            }
            assert named <= kinds, (slug, language, named - kinds)
