"""A learner with a keyboard only does one exercise of each kind for each game, with and
without JavaScript, reads the explanation and finds it on the progress page; axe checks the
exercise, feedback and progress pages."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from django.urls import reverse
from playwright.sync_api import Page, expect

from reference.practice import KINDS
from trainer.exercises import KIND_MODULES, build, kinds_for
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS

pytestmark = pytest.mark.django_db(transaction=True)

CASES = [(rs, kind) for rs in RULESETS.values() for kind in kinds_for(rs)]
IDS = [f"{rs.game}-{rs.slug}-{kind}" for rs, kind in CASES]
SEED = "31"


def exercise_url(rs, kind) -> str:
    return reverse("trainer:exercise", args=[rs.game, rs.slug, KINDS[kind][0], "moyen", SEED])


def right_answer(rs, kind) -> dict:
    exercise = build(Key(rs.game, rs.slug, kind, "moyen", SEED), rs)
    return KIND_MODULES[kind].right_and_wrong(exercise)[0]


def tab_to(page: Page, selector: str, limit: int = 80) -> None:
    """Press Tab until the focused element matches ``selector`` (keyboard only)."""
    for _ in range(limit):
        if page.evaluate(
            "s => document.activeElement && document.activeElement.matches(s)", selector
        ):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def answer_with_keyboard(page: Page, data: dict) -> None:
    """Fill the answer form with Tab, arrows, Space and typing, then submit with Enter."""
    for name, value in data.items():
        if name in ("card", "option"):  # a radio group: arrows move the choice
            tab_to(page, f'input[name="{name}"]')
            page.keyboard.press("Space")
            for _ in range(int(value)):
                page.keyboard.press("ArrowRight")
        elif name in ("cards", "calls"):  # checkboxes: Space on each one to tick
            for index in value:
                tab_to(page, f'input[name="{name}"][value="{index}"]')
                page.keyboard.press("Space")
        else:  # a number field
            tab_to(page, f'input[name="{name}"]')
            page.keyboard.type(str(value))
    tab_to(page, 'button[type="submit"]')
    page.keyboard.press("Enter")


def run_flow(site, page: Page, rs, kind) -> None:
    site.goto(exercise_url(rs, kind))
    expect(page.locator("#answer-panel")).to_have_attribute("aria-live", "polite")
    page.keyboard.press("Tab")  # start from the top of the page, as a keyboard user does
    answer_with_keyboard(page, right_answer(rs, kind))
    expect(page.locator(".verdict--right")).to_be_visible()
    expect(page.locator("#answer-panel")).to_contain_text("Bonne réponse")
    site.goto(reverse("trainer:progress"))
    expect(page.locator(".progress-table")).to_contain_text(str(KINDS[kind][1]))


@pytest.mark.parametrize(("rs", "kind"), CASES, ids=IDS)
def test_keyboard_only_with_javascript(site, page: Page, rs, kind):
    run_flow(site, page, rs, kind)


@pytest.fixture
def no_js_page(browser, live_server):
    context = browser.new_context(java_script_enabled=False, locale="fr-FR")
    yield context.new_page()
    context.close()


@pytest.mark.parametrize(("rs", "kind"), CASES, ids=IDS)
def test_keyboard_only_without_javascript(site, no_js_page: Page, live_server, rs, kind):
    class NoJsSite:
        def goto(self, path):
            return no_js_page.goto(f"{live_server.url}{path}")

    run_flow(NoJsSite(), no_js_page, rs, kind)


@pytest.mark.parametrize(
    ("rs", "kind"), [c for c in CASES if c[1] in ("legal_plays", "score")], ids=lambda c: str(c)
)
def test_axe_on_exercise_feedback_and_progress(site, page: Page, rs, kind):
    axe = Axe()
    site.goto(exercise_url(rs, kind))
    assert axe.run(page).response["violations"] == []
    answer_with_keyboard(page, right_answer(rs, kind))
    expect(page.locator(".verdict")).to_be_visible()
    assert axe.run(page).response["violations"] == []
    site.goto(reverse("trainer:progress"))
    assert axe.run(page).response["violations"] == []
