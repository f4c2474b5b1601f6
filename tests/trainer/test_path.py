"""« Débuter »: a round of ten exercises per step, passed at 8 right out of the 10; a round
below the mark starts again; every step opens with its rule and every game's path covers its
parts (coinche: the auction, coinche and surcoinche, announcements and belote; Le Voisin: the
auction and the exchange of the turned card)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from reference.rulebook import render_page
from trainer import path
from trainer.exercises import KINDS
from trainer.models import PathStep
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
