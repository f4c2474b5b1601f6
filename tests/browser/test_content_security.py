"""No console error on a phone (375×740) over the pages a learner meets: each rule set's first
lesson and its practice, « Mes progrès » after a lesson's answer and two exercises'. The content
security policy refuses every inline style: 134 such errors were counted on a walk through the
exercise pages, which the keyboard tests (``test_trainer.py``) now watch, every kind of every
rule set answered wrong, then right."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import Page

from learn import catalogue
from reference.practice import KINDS as KIND_SLUGS
from tests.browser.test_learn import FILL
from tests.browser.test_trainer import PHONE
from trainer.exercises import KINDS, build
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def errors(page: Page, console_errors: list[str]) -> list[str]:
    page.set_viewport_size(PHONE)
    return console_errors


def answer_wrong(page: Page, key: Key, ruleset) -> None:
    """Fill the exercise form with a wrong answer (a right one when none is wrong), send it
    and wait for the verdict."""
    right, wrong = KINDS[key.kind].right_and_wrong(build(key, ruleset))
    page.locator("#exercise").wait_for()
    page.evaluate(FILL, wrong or right)
    page.locator("#exercise button[type=submit]").click()
    page.locator("#verdict").wait_for()


@pytest.mark.parametrize("rs", list(RULESETS.values()), ids=lambda rs: f"{rs.game}-{rs.slug}")
def test_no_console_error_on_lesson_pages(site, page: Page, errors, rs):
    lesson = catalogue.lessons(rs.game, rs.slug)[0]
    site.goto(reverse("learn:lesson", args=[rs.game, rs.slug, lesson.slug]))
    page.locator(".rule-box").wait_for()
    site.goto(reverse("learn:practice", args=[rs.game, rs.slug, lesson.slug]))
    answer_wrong(page, lesson.exercise_key(0), rs)
    assert errors == []


def test_no_console_error_on_my_progress(site, page: Page, errors):
    rs = RULESETS[("coinche", "standard")]
    lesson = catalogue.lessons(rs.game, rs.slug)[0]
    site.goto(reverse("learn:practice", args=[rs.game, rs.slug, lesson.slug]))
    page.locator("#exercise").wait_for()
    answer_wrong(page, lesson.exercise_key(0), rs)
    for kind in ("trick_winner", "score"):
        site.goto(
            reverse("trainer:exercise", args=[rs.game, rs.slug, KIND_SLUGS[kind][0], "facile", "1"])
        )
        answer_wrong(page, Key(rs.game, rs.slug, kind, "facile", "1"), rs)
    for name in ("learn:progress", "trainer:progress"):
        site.goto(reverse(name))
        page.locator("main").wait_for()
    assert errors == []
