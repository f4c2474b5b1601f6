"""What the verdict marks on an exercise page says: the ✔ is for what the learner had to pick."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from tests.layers import sampled
from trainer.exercises import KINDS, build
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS

pytestmark = pytest.mark.django_db


def refusing(rs) -> Key:
    """The first easy legal-plays exercise whose hand holds a refused card."""
    for seed in map(str, range(1, 60)):
        key = Key(rs.game, rs.slug, "legal_plays", "facile", seed)
        right, wrong = KINDS["legal_plays"].right_and_wrong(build(key, rs))
        if wrong is not None and len(wrong["cards"]) > len(right["cards"]):
            return key
    raise AssertionError(f"no refused card in {rs.game}")


@pytest.mark.parametrize(
    "rs", sampled(RULESETS.values(), 4, one_value=True), ids=lambda rs: f"{rs.game}-{rs.slug}"
)
def test_a_forbidden_card_rightly_left_gets_no_tick_of_a_playable_one(client, rs):
    key = refusing(rs)
    ex = build(key, rs)
    right, _wrong = KINDS["legal_plays"].right_and_wrong(ex)
    feedback = KINDS["legal_plays"].check(ex, [int(i) for i in right["cards"]])
    playable = {int(i) for i in right["cards"]}
    assert {i for i, m in feedback.marks.items() if m.state == "right"} == playable
    address = reverse(
        "trainer:exercise", args=[key.game, key.ruleset, KINDS[key.kind].slug, "facile", key.seed]
    )
    html = client.post(address, right, headers={"HX-Request": "true"}).content.decode()
    assert html.count('data-mark="right"') == len(playable)


@pytest.mark.parametrize("rs", RULESETS.values(), ids=lambda rs: f"{rs.game}-{rs.slug}")
def test_a_call_rightly_left_unticked_gets_no_tick_of_a_permitted_one(rs):
    for seed in map(str, range(1, 30)):
        ex = build(Key(rs.game, rs.slug, "bid", "moyen", seed), rs)
        right, _wrong = KINDS["bid"].right_and_wrong(ex)
        ticked = {int(i) for i in right["calls"]}
        if len(ticked) < len(ex.question["calls"]):
            feedback = KINDS["bid"].check(ex, sorted(ticked))
            assert {i for i, m in feedback.marks.items() if m.state == "right"} == ticked
            return
    raise AssertionError("no call to leave unticked")


@pytest.mark.parametrize("kind", ["card_points", "score"])
def test_a_wrong_number_is_marked_wrong_and_the_right_one_named_as_right(client, kind):
    rs = RULESETS[("coinche", "standard")]
    key = Key("coinche", "standard", kind, "moyen", "31")
    right, wrong = KINDS[kind].right_and_wrong(build(key, rs))
    address = reverse(
        "trainer:exercise", args=[*key.as_tuple()[:2], KINDS[kind].slug, "moyen", "31"]
    )
    html = client.post(address, wrong, headers={"HX-Request": "true"}).content.decode()
    marks = re.findall(r'data-mark="wrong">.*?</span></span>', html)
    assert marks and all("bonne réponse" in m for m in marks), marks
    value = next(v for name, v in right.items() if name in wrong and wrong[name] != v)
    assert any(str(value).lstrip("+") in m for m in marks)
