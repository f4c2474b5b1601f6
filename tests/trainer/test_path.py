"""« Débuter »: a round of ten exercises per step, passed at 8 right out of the 10; a round
below the mark starts again; every step opens with its rule and every game's path covers its
parts (coinche: the auction, coinche and surcoinche, announcements and belote; Le Voisin: the
auction and the exchange of the turned card)."""

from __future__ import annotations

import importlib

import pytest
from django.apps import apps as django_apps
from django.urls import reverse
from django.utils import timezone

from reference.rulebook import render_page
from trainer import path, places
from trainer.exercises import KINDS
from trainer.exercises.base import Key
from trainer.models import Attempt, Learner, Mistake, PathStep
from trainer.progress import summary
from trainer.rulesets import RULESETS, get_ruleset

pytestmark = pytest.mark.django_db

GAME, RULESET = "coinche", "standard"


def step_url(step: str) -> str:
    return reverse("trainer:path-step", args=[GAME, RULESET, step])


def answer(client, step: str, right: bool, round_: int, index: int):
    ruleset = get_ruleset(GAME, RULESET)
    current = next(s for s in path.steps_for(ruleset) if s.slug == step)
    exercise = path.step_exercise(ruleset, current, round_, index)
    good, bad = KINDS[current.kind].right_and_wrong(exercise)
    return client.post(step_url(step), good if right else bad)


def test_the_path_lists_steps_first_open_others_locked(client):
    html = client.get(reverse("trainer:path", args=[GAME, RULESET])).content.decode()
    steps = path.steps_for(get_ruleset(GAME, RULESET))
    assert html.count("verrouillée") == len(steps) - 1
    assert f'href="{step_url("ordre")}"' in html and f'href="{step_url("pli")}"' not in html


def test_neurotrio_has_no_points_step():
    slugs = [s.slug for s in path.steps_for(get_ruleset("neurotrio", "standard"))]
    assert slugs == ["ordre", "pli", "jouer", "encheres", "marque", "fin"]


@pytest.mark.parametrize(
    ("game", "ruleset", "parts"),
    [
        ("coinche", "standard", {"encheres": "bid", "coinche": "bid", "annonces": "quiz"}),
        ("voisin", "standard", {"encheres": "bid", "echange": "quiz"}),
    ],
)
def test_each_path_covers_the_parts_of_its_game(game, ruleset, parts):
    rs = get_ruleset(game, ruleset)
    steps = {s.slug: s for s in path.steps_for(rs)}
    assert {slug: steps[slug].kind for slug in parts} == parts
    for slug in parts:  # each step draws the exercises of its own part of the rules
        exercise = path.step_exercise(rs, steps[slug], 0, 0)
        good, bad = KINDS[steps[slug].kind].right_and_wrong(exercise)
        assert good != bad
    coinche_calls = path.step_exercise(rs, steps.get("coinche", steps["encheres"]), 0, 1)
    if game == "coinche":
        assert {"coinche", "surcoinche"} <= set(coinche_calls.question["calls"])
    else:
        assert "turned" in path.step_exercise(rs, steps["encheres"], 0, 0).question


@pytest.mark.parametrize("rs", list(RULESETS.values()), ids=lambda rs: f"{rs.game}-{rs.slug}")
def test_every_step_opens_with_its_rule(client, rs):
    for step in path.steps_for(rs):
        page = render_page(rs.document.slug, "fr")
        assert page.section_intro(step.section), (rs.document.slug, step.slug, step.section)


def test_a_locked_step_sends_back_to_the_path(client):
    response = client.get(step_url("pli"))
    assert response.status_code == 302 and response["Location"] == reverse(
        "trainer:path", args=[GAME, RULESET]
    )


def test_eight_right_of_the_ten_unlock_the_next_step(client):
    for i in range(8):
        answer(client, "ordre", True, 0, i)
    progress = PathStep.objects.get(step="ordre")
    assert not progress.passed  # the round announces ten exercises: it goes on to the tenth
    assert "9/10" in client.get(step_url("ordre")).content.decode()
    for i in (8, 9):
        answer(client, "ordre", False, 0, i)
    progress.refresh_from_db()
    assert progress.passed and (progress.right, progress.answered) == (8, 10)
    done = client.get(step_url("ordre")).content.decode()
    assert "Étape réussie : 8 bonnes réponses sur 10" in done and step_url("pli") in done
    assert client.get(step_url("pli")).status_code == 200


def test_a_round_below_the_mark_starts_again(client):
    for i in range(10):
        answer(client, "ordre", i < 7, 0, i)
    progress = PathStep.objects.get(step="ordre")
    assert not progress.passed and (progress.right, progress.answered) == (7, 10)
    page = client.get(step_url("ordre")).content.decode()
    assert "Série précédente : 7 sur 10" in page and "1/10" in page
    answer(client, "ordre", True, 1, 0)
    progress.refresh_from_db()
    assert (progress.round, progress.answered, progress.right) == (1, 1, 1)


def test_each_answer_shows_the_next_exercise_of_the_round(client):
    answer(client, "ordre", True, 0, 0)
    assert "2/10" in client.get(step_url("ordre")).content.decode()


def test_unknown_step_is_404(client):
    assert client.get(reverse("trainer:path-step", args=[GAME, RULESET, "nope"])).status_code == 404
    assert client.get(reverse("trainer:path", args=["tarot", "standard"])).status_code == 404


@pytest.mark.parametrize(
    ("game", "step", "filed"),
    [("coinche", "annonces", "announcements"), ("voisin", "echange", "exchange")],
)
def test_a_step_asked_as_a_quiz_files_under_what_it_teaches(client, game, step, filed):
    rs = get_ruleset(game, RULESET)
    current = next(s for s in path.steps_for(rs) if s.slug == step)
    url = reverse("trainer:path-exercise", args=[game, RULESET, step, 0, 3])
    _good, bad = KINDS[current.kind].right_and_wrong(path.step_exercise(rs, current, 0, 3))
    client.post(url, bad)
    attempt, mistake = Attempt.objects.get(), Mistake.objects.get()
    assert attempt.kind == mistake.kind == filed
    assert places.place_of(Key(*mistake.key)) == url  # the mistake comes back where it was
    assert [row["kind"] for row in summary(attempt.learner)["rows"]] == [KINDS[filed].title]
    verdict = client.get(f"{url}?reponse={attempt.pk}").content.decode()
    assert 'class="verdict-title verdict--wrong"' in verdict  # the replay finds its answer


def test_past_answers_of_those_steps_move_to_what_they_teach():
    moving = importlib.import_module("trainer.migrations.0003_path_answers_filed_by_subject")
    learner = Learner.objects.create()
    keys = {  # seed -> (game, kind before, kind after)
        "annonces-0-1": ("coinche", "quiz", "announcements"),
        "echange-2-9": ("voisin", "quiz", "exchange"),
        "ordre-0-1": ("coinche", "quiz", "quiz"),  # the order of the cards is a quiz's matter
    }
    for seed, (game, kind, _after) in keys.items():
        fields = dict(game=game, ruleset=RULESET, kind=kind, difficulty="debuter", seed=seed)
        Attempt.objects.create(learner=learner, answer="a", correct=False, **fields)
        Mistake.objects.create(learner=learner, due=timezone.now(), **fields)
    practice = dict(game=GAME, ruleset=RULESET, kind="quiz", difficulty="facile", seed="12")
    Attempt.objects.create(learner=learner, answer="a", correct=True, **practice)
    moving.forwards(django_apps, None)
    for model in (Attempt, Mistake):
        filed = {row.seed: row.kind for row in model.objects.filter(difficulty="debuter")}
        assert filed == {seed: after for seed, (_g, _k, after) in keys.items()}
    assert Attempt.objects.filter(**practice).exists()  # free practice's quizzes stay quizzes
    moving.backwards(django_apps, None)
    assert set(Mistake.objects.values_list("kind", flat=True)) == {"quiz"}
