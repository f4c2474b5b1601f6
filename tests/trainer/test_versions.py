"""Generator versions: a new generator is served under new links, the old links keep theirs."""

from __future__ import annotations

import pytest
from django.urls import reverse

from reference.engine.coinche import situations
from reference.engine.results import Situation
from trainer import versions
from trainer.exercises import build
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS

COINCHE = RULESETS[("coinche", "standard")]


@pytest.fixture
def second_version(monkeypatch):
    """Coinche's trick exercise gets a version 2 that always shows one fixed trick."""

    def fixed(rng, rules, level):
        return Situation({"trump": "H", "trick": ["7S", "AS", "JH", "TS"]})

    monkeypatch.setitem(situations.GENERATORS, "trick_winner@2", fixed)
    monkeypatch.setattr(versions, "CURRENT", {("coinche", "trick_winner"): 2})


def url(seed: str) -> str:
    return reverse(
        "trainer:exercise", args=["coinche", "standard", "qui-remporte-le-pli", "moyen", seed]
    )


def test_a_seed_token_names_its_version():
    assert versions.split_seed("123") == (1, "123")
    assert versions.split_seed("2-123") == (2, "123")
    assert versions.split_seed("ordre-0-3") == (1, "ordre-0-3")
    assert versions.seed_token(2, 7) == "2-7" and versions.seed_token(1, 7) == "7"


@pytest.mark.django_db
def test_new_exercises_use_the_current_version_and_old_links_keep_theirs(client, second_version):
    start = client.get(
        reverse("trainer:start", args=["coinche", "standard", "qui-remporte-le-pli"])
    )
    assert start.status_code == 302 and "/moyen/2-" in start["Location"]
    new = build(Key("coinche", "standard", "trick_winner", "moyen", "2-41"), COINCHE)
    assert new.question == {"trump": "H", "trick": ["7S", "AS", "JH", "TS"]}
    old = build(Key("coinche", "standard", "trick_winner", "moyen", "41"), COINCHE)
    assert old.question != new.question
    assert client.get(url("2-41")).status_code == 200
    assert client.get(url("41")).status_code == 200


@pytest.mark.django_db
def test_a_version_that_does_not_exist_is_not_found(client):
    assert client.get(url("2-41")).status_code == 404
    path = url("41").replace("/41/", "/10-41/")
    assert client.get(path).status_code == 404  # not even a seed of ours
