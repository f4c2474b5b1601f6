"""« Revoir mes erreurs » serves every mistake where it was made: free practice, a teacher's set
item or a « Débuter » step, and skips a mistake whose exercise no longer exists."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command
from django.urls import reverse

from tests.trainer.test_sets import TRICK
from trainer import path
from trainer.exercises import KINDS
from trainer.models import Attempt, ExerciseSet, Mistake, PathStep
from trainer.rulesets import get_ruleset

pytestmark = pytest.mark.django_db

GAME, RULESET = "coinche", "standard"
REVIEW = "/entrainement/revoir/"


def first_step_answers():
    ruleset = get_ruleset(GAME, RULESET)
    step = path.steps_for(ruleset)[0]
    exercise = path.step_exercise(ruleset, step, 0, 0)
    return step, KINDS[step.kind].right_and_wrong(exercise)


def test_a_mistake_on_a_path_step_is_reviewed_on_that_exercise(client):
    step, (right, wrong) = first_step_answers()
    client.post(reverse("trainer:path-step", args=[GAME, RULESET, step.slug]), wrong)
    assert Mistake.objects.get().difficulty == path.PATH_LEVEL
    # was: NoReverseMatch (the path's key does not fit the exercise URL), on every visit
    response = client.get(REVIEW)
    target = reverse("trainer:path-exercise", args=[GAME, RULESET, step.slug, 0, 0])
    assert response.status_code == 302 and response["Location"] == f"{target}?revoir=1"
    page = client.get(target).content.decode()
    assert "Exercice à revoir" in page
    client.post(target, right)
    client.post(target, right)
    assert Mistake.objects.get().mastered
    assert "Rien à revoir" in client.get(REVIEW).content.decode()
    # reviewing does not count in the path: one answer of the round so far
    assert PathStep.objects.get().answered == 1


def test_a_mistake_on_a_set_item_is_reviewed_on_that_item(client, tmp_path):
    cases = tmp_path / "set.jsonl"
    cases.write_text(json.dumps(TRICK) + "\n", encoding="utf-8")
    call_command("cases", "import", str(cases), "--set", "classe-r")
    client.post("/entrainement/series/classe-r/1/", {"card": "0"})
    assert not Attempt.objects.get().correct
    # was: NoReverseMatch (the set's key "classe-r:1" is not an exercise seed)
    response = client.get(REVIEW)
    assert response.status_code == 302
    assert response["Location"] == "/entrainement/series/classe-r/1/?revoir=1"
    assert "Exercice à revoir" in client.get(response["Location"]).content.decode()


def test_a_mistake_whose_exercise_is_gone_is_skipped(client, tmp_path):
    cases = tmp_path / "set.jsonl"
    cases.write_text(json.dumps(TRICK) + "\n", encoding="utf-8")
    call_command("cases", "import", str(cases), "--set", "classe-g")
    client.post("/entrainement/series/classe-g/1/", {"card": "0"})
    step, (_right, wrong) = first_step_answers()
    client.post(reverse("trainer:path-step", args=[GAME, RULESET, step.slug]), wrong)
    ExerciseSet.objects.all().delete()
    response = client.get(REVIEW)
    assert (
        response["Location"]
        == reverse("trainer:path-exercise", args=[GAME, RULESET, step.slug, 0, 0]) + "?revoir=1"
    )
    Mistake.objects.filter(difficulty=path.PATH_LEVEL).update(seed="ordre-x-0")
    assert "Rien à revoir" in client.get(REVIEW).content.decode()


@pytest.mark.parametrize(
    "address",
    [
        f"/entrainement/debuter/{GAME}/{RULESET}/ordre/0/10/",
        f"/entrainement/debuter/{GAME}/{RULESET}/ordre/999999/0/",
        f"/entrainement/debuter/{GAME}/{RULESET}/nope/0/0/",
        f"/entrainement/debuter/tarot/{RULESET}/ordre/0/0/",
        f"/entrainement/debuter/{GAME}/{RULESET}/ordre/%C2%B2/0/",
    ],
)
def test_unknown_path_exercises_are_404(client, address):
    assert client.get(address).status_code == 404
