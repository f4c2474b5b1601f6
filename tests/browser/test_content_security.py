"""No console error on a phone (375×740) over the pages a learner meets: one exercise of each
kind and rule set answered wrong, each rule set's first lesson and its practice, « Mes progrès ».
The content security policy refuses every inline style: 134 such errors were counted on a
walk through the exercise pages."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import ConsoleMessage, Page

from learn import catalogue
from reference.practice import KINDS as KIND_SLUGS
from tests.browser.test_learn import FILL
from tests.browser.test_trainer import PHONE
from trainer.exercises import KINDS, build, kinds_for
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def errors(page: Page) -> list[str]:
    """Every console error and uncaught exception of the page, as it happens."""
    seen: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            seen.append(f"{page.url}: {message.text}")

    page.on("console", on_console)
    page.on("pageerror", lambda error: seen.append(f"{page.url}: {error}"))
    page.set_viewport_size(PHONE)
    return seen


def answer_wrong(page: Page, key: Key, ruleset) -> None:
    """Fill the exercise form with a wrong answer (a right one when none is wrong), send it
    and wait for the verdict."""
    right, wrong = KINDS[key.kind].right_and_wrong(build(key, ruleset))
    page.locator("#exercise").wait_for()
    page.evaluate(FILL, wrong or right)
    page.locator("#exercise button[type=submit]").click()
    page.locator("#verdict").wait_for()


@pytest.mark.parametrize("rs", list(RULESETS.values()), ids=lambda rs: f"{rs.game}-{rs.slug}")
def test_no_console_error_on_exercise_and_lesson_pages(site, page: Page, errors, rs):
    for kind in kinds_for(rs):
        key = Key(rs.game, rs.slug, kind, "facile", "1")
        site.goto(
            reverse("trainer:exercise", args=[rs.game, rs.slug, KIND_SLUGS[kind][0], "facile", "1"])
        )
        answer_wrong(page, key, rs)
    lesson = catalogue.lessons(rs.game, rs.slug)[0]
    site.goto(reverse("learn:lesson", args=[rs.game, rs.slug, lesson.slug]))
    page.locator(".rule-box").wait_for()
    site.goto(reverse("learn:practice", args=[rs.game, rs.slug, lesson.slug]))
    page.locator("#exercise").wait_for()
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
