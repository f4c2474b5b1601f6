"""« Débuter »: steps unlock at 8 right out of 10; a round below the mark starts again."""

from __future__ import annotations

import pytest
from django.urls import reverse

from trainer import path
from trainer.exercises import KIND_MODULES
from trainer.models import PathStep
from trainer.rulesets import get_ruleset

pytestmark = pytest.mark.django_db

GAME, RULESET = "coinche", "standard"


def step_url(step: str) -> str:
    return reverse("trainer:path-step", args=[GAME, RULESET, step])


def answer(client, step: str, right: bool, round_: int, index: int):
    ruleset = get_ruleset(GAME, RULESET)
    current = next(s for s in path.steps_for(ruleset) if s.slug == step)
    exercise = path.step_exercise(ruleset, current, round_, index)
    good, bad = KIND_MODULES[current.kind].right_and_wrong(exercise)
    return client.post(step_url(step), good if right else bad)


def test_the_path_lists_steps_first_open_others_locked(client):
    html = client.get(reverse("trainer:path", args=[GAME, RULESET])).content.decode()
    assert html.count("verrouillée") == 6
    assert f'href="{step_url("ordre")}"' in html and f'href="{step_url("pli")}"' not in html


def test_neurotrio_has_no_points_step():
    slugs = [s.slug for s in path.steps_for(get_ruleset("neurotrio", "standard"))]
    assert slugs == ["ordre", "pli", "jouer", "marque", "fin"]


def test_a_locked_step_sends_back_to_the_path(client):
    response = client.get(step_url("pli"))
    assert response.status_code == 302 and response["Location"] == reverse(
        "trainer:path", args=[GAME, RULESET]
    )


def test_eight_right_unlock_the_next_step(client):
    for i in range(8):
        answer(client, "ordre", True, 0, i)
    progress = PathStep.objects.get(step="ordre")
    assert progress.passed and (progress.right, progress.answered) == (8, 8)
    done = client.get(step_url("ordre")).content.decode()
    assert "Étape réussie" in done and step_url("pli") in done
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
