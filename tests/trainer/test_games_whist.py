"""Whist exercises (situations drawn by ``reference.engine.whist.situations``): each difficulty
really draws its own situations, in both rule sets, and the score and bid pages read imported
cases too."""

from __future__ import annotations

import pytest
from django.utils import translation

from reference.engine import whist as engine
from reference.engine.cards import Card
from reference.engine.results import Level, Situation
from reference.engine.whist import situations
from reference.games.whist import WORDS
from trainer.exercises import KINDS, build, from_situation
from trainer.exercises import engine as ask
from trainer.exercises.base import Key
from trainer.rulesets import get_ruleset

SEEDS = range(25)
RULESETS = ("reglement", "couleur")
ANCHORS = {"ordre-des-cartes", "points", "contrats", "jeu-de-la-carte", "annonces", "marque"}


def exercises(slug: str, kind: str, difficulty: str):
    ruleset = get_ruleset("whist", slug)
    return [build(Key("whist", slug, kind, difficulty, str(seed)), ruleset) for seed in SEEDS]


def legal_answer(exercise):
    return ask.ask("whist", "legal_plays", exercise.question, exercise.rules)


@pytest.mark.parametrize("slug", RULESETS)
@pytest.mark.parametrize("difficulty", ["facile", "moyen", "difficile"])
def test_trick_winner_levels(slug, difficulty):
    for exercise in exercises(slug, "trick_winner", difficulty):
        cards = tuple(Card.parse(c) for c in exercise.question["trick"])
        trump = engine.parse_trump(exercise.question["trump"])
        assert situations.trick_level(trump, cards) == difficulty, exercise.key


@pytest.mark.parametrize("slug", RULESETS)
def test_legal_plays_follow_then_void_then_special_rules(slug):
    easy = {legal_answer(e)["obligation"]["code"] for e in exercises(slug, "legal_plays", "facile")}
    medium = {
        legal_answer(e)["obligation"]["code"] for e in exercises(slug, "legal_plays", "moyen")
    }
    assert easy == {"must_follow"}
    assert medium <= situations.VOID_CODES
    hard = exercises(slug, "legal_plays", "difficile")
    codes = {legal_answer(e)["obligation"]["code"] for e in hard}
    for exercise in hard:  # a void hand after a cut holds trumps: no duty to overtrump
        if legal_answer(exercise)["obligation"]["code"] == "whist_void_no_duty_to_trump":
            trump = exercise.question["trump"]
            assert any(c[-1] == trump for c in exercise.question["trick"])
            assert any(c[-1] == trump for c in exercise.question["hand"])
    if slug == "reglement":
        assert {"whist_dames_must_play_queen", "whist_trou_ace_must_fall"} <= codes
        assert codes & {"whist_trou_boucheur_lead", "whist_trou_royal_lead_free"}
    else:  # à la couleur knows neither the Dames game nor the trou's ace rule
        assert codes <= {"whist_void_no_duty_to_trump", "whist_misere_discard"}
    assert not codes & {"must_follow", "void_free"}


@pytest.mark.parametrize("slug", RULESETS)
def test_score_levels(slug):
    for exercise in exercises(slug, "score", "facile"):
        answer = ask.ask("whist", "score", exercise.question, exercise.rules)
        assert exercise.question["contract"]["name"] == "emballage" and answer["made"]
    for exercise in exercises(slug, "score", "moyen"):
        answer = ask.ask("whist", "score", exercise.question, exercise.rules)
        name = exercise.question["contract"]["name"]
        assert name == "seul" or (name == "emballage" and not answer["made"])
    names = {e.question["contract"]["name"] for e in exercises(slug, "score", "difficile")}
    assert "seul" not in names and len(names) >= 6


@pytest.mark.parametrize("slug", RULESETS)
@pytest.mark.parametrize("difficulty", ["facile", "moyen", "difficile"])
def test_bid_candidates_mix_legal_and_illegal_calls(slug, difficulty):
    mixed = 0
    for exercise in exercises(slug, "bid", difficulty):
        calls = exercise.question["calls"]
        assert 3 <= len(calls) <= 5 and len(set(calls)) == len(calls)
        base = {k: v for k, v in exercise.question.items() if k != "calls"}
        verdicts = [ask.ask("whist", "bid", base | {"call": c}, exercise.rules) for c in calls]
        mixed += len({v["legal"] for v in verdicts}) == 2
        if difficulty == "facile":
            assert len(exercise.question["auction"]) <= 3  # round one
    assert mixed >= len(SEEDS) * 0.8


def test_hard_bids_are_over_a_misere_or_a_trou():
    hard = exercises("reglement", "bid", "difficile")
    assert any(e.question.get("trou") for e in hard)
    assert any("petite misere" in e.question["auction"] for e in hard)
    assert all(len(e.question["auction"]) <= 3 for e in exercises("reglement", "bid", "facile"))


@pytest.mark.parametrize("slug", RULESETS)
@pytest.mark.parametrize("difficulty", ["facile", "moyen", "difficile"])
def test_quiz_links_to_a_rule_section(slug, difficulty):
    for exercise in exercises(slug, "quiz", difficulty):
        page, anchor = exercise.question["link"].split("#")
        assert page == f"/regles/whist-{slug}/" and anchor in ANCHORS
        assert 0 <= exercise.question["answer"] < len(exercise.show["options"])
        assert len(set(exercise.show["options"])) == len(exercise.show["options"])


def score_fields(question):
    rules = engine.Rules()
    shown = KINDS["score"].show(Situation(question), WORDS.under(rules), rules, "4")
    return [name for name, _label in shown["fields"]]


def test_score_show_reads_imported_cases():
    a_deux = {
        "contract": {"name": "piccolo", "tricks": 1, "trump": None, "declarers": 2},
        "result": {"tricks": [1, 3]},
    }
    fields = score_fields(a_deux)
    assert fields == ["declarer_0", "declarer_1", "per_defender"]
    sheet = engine.GAME.score(a_deux, engine.Rules())
    assert [sheet.score(f) for f in fields] == [52, -60, 4]
    dames = {"contract": {"name": "dames"}, "result": {"queens": [0, 4, 0, 0]}}
    fields = score_fields(dames)
    sheet = engine.GAME.score(dames, engine.Rules())
    assert [sheet.score(f) for f in fields] == [0, 24, 0, 0]


def test_bid_show_puts_the_trou_first():
    question = {"auction": ["pass"], "calls": ["piccolo", "pass"], "trou": True}
    rules = engine.Rules()
    show = KINDS["bid"].show(Situation(question, {"trou_seat": 2}), WORDS, rules, "4")
    assert show["auction"][0][0] == 2 and show["speaker"] == 1
    plain = KINDS["bid"].show(Situation(question), WORDS, rules, "4")
    assert [seat for seat, _call in plain["auction"]] == [0]


def test_order_quiz_and_trump_label():
    ruleset = get_ruleset("whist", "couleur")
    key = Key("whist", "couleur", "quiz", "debuter", "4")
    exercise = from_situation(key, "card_order", ruleset, Level.EASY)
    assert exercise.question["link"] == "/regles/whist-couleur/#ordre-des-cartes"
    assert len(exercise.show["options"]) == 2
    with translation.override("fr"):
        assert WORDS.mode_name(None) == WORDS.mode_name("SA") == "sans atout"
        assert WORDS.mode_name("H") == "cœur"
