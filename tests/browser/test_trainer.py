"""The trainer on a 375 × 740 phone, every kind of every game, as a learner with a keyboard does
it: the whole situation and the submit control on the first screen; number keys pick the
cards or calls and Enter sends the answer; after the verdict the table, the trump and the
verdict are in view, every card or choice carries its mark, nothing moved when the verdict came
(layout shifts measured in the browser), and Enter goes on to the next exercise, which is
answered the same way, with no error in the browser's console (the content security policy's
refusals among them). The same without JavaScript (Tab, Space, Enter; plain form posts) for
every rule set and every kind. axe finds nothing before and after the verdict; the page and its
style sheets weigh under 60 KB.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.contrib.staticfiles import finders
from django.urls import reverse
from playwright.sync_api import Page, expect

from tests.browser.axe import axe_violations
from tests.browser.tables import narrows_tables
from tests.layers import covering
from trainer.exercises import KINDS, build, kinds_for
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS
from trainer.versions import current, seed_token

pytestmark = pytest.mark.django_db(transaction=True)

CASES = [(rs, kind) for rs in RULESETS.values() for kind in kinds_for(rs)]
IDS = [f"{rs.game}-{rs.slug}-{kind}" for rs, kind in CASES]
#: The kinds whose exercise is drawn at the rule set's table (the others do not depend on it).
AT_THE_TABLE = ("trick_winner", "legal_plays", "bid", "score")


#: Every kind of every rule set with rules of its own; a rule set that only narrows its
#: document's tables, the kinds drawn at its table: the rest of its pages are its document's.
KEYBOARD = [(rs, kind) for rs, kind in CASES if not narrows_tables(rs) or kind in AT_THE_TABLE]
KEYBOARD_IDS = [f"{rs.game}-{rs.slug}-{kind}" for rs, kind in KEYBOARD]
#: Without JavaScript, every rule set once and every kind once: the pages are the ones the test
#: with JavaScript checks for every pair (first screen, verdict in view, marks, axe); what
#: differs is the way they are driven (Tab, Space, plain form posts, the verdict's autofocus).
PLAIN = covering([(rs.id, kind) for rs, kind in KEYBOARD])
PLAIN_CASES = [(rs, kind) for rs, kind in KEYBOARD if (rs.id, kind) in PLAIN]
PHONE = {"width": 375, "height": 740}
#: Exercises drawn by the generator new exercises use (Le Voisin's calls: version 2).
SEED, NEXT_SEED = 31, 32
BUDGET = 60_000
CHOSEN = ("card", "cards", "calls", "option")
#: What must be on the first screen, above the action bar (those the page has).
SITUATION = ".status-line, .table, fieldset.answer, .deal-summary, .trick-row, .badge"
#: What must be in view once the verdict has come.
AFTER = "#verdict, .table, .table .badge"

SHIFTS = """() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__shifts.push(entry.value);
  }).observe({type: "layout-shift"});
}"""
IN_VIEW = """(selector) => {
  const bar = document.querySelector(".action-bar").getBoundingClientRect();
  const bottom = Math.min(window.innerHeight, bar.top) + 0.5;
  return [...document.querySelectorAll(selector)].filter((el) => {
    const box = el.getBoundingClientRect();
    return box.height > 0 && (box.top < -0.5 || box.bottom > bottom);
  }).map((el) => el.className || el.id);
}"""
PICKED = """(key) => document.activeElement?.dataset.key === key"""
UNMARKED = """() => [...document.querySelectorAll(
  "#exercise .card-choice, #exercise .option, #exercise .score-field")]
  .filter((el) => !el.querySelector("[data-mark]")).length"""


def token(rs, kind, number: int) -> str:
    """The seed token of exercise ``number`` drawn by the current generator of ``kind``."""
    return seed_token(current(rs.game, kind), number)


def exercise_url(rs, kind, number: int = SEED) -> str:
    return reverse(
        "trainer:exercise",
        args=[rs.game, rs.slug, KINDS[kind].slug, "moyen", token(rs, kind, number)],
    )


def answers(rs, kind, number: int = SEED) -> tuple[dict, dict]:
    exercise = build(Key(rs.game, rs.slug, kind, "moyen", token(rs, kind, number)), rs)
    right, wrong = KINDS[kind].right_and_wrong(exercise)
    return right, wrong or right


def keys_for(data: dict) -> list[str]:
    """The number keys that pick an answer's cards, calls or option."""
    keys = []
    for name, value in data.items():
        if name in CHOSEN:
            indices = value if isinstance(value, list) else [value]
            keys += [str(int(i) + 1) for i in indices]
    return keys


def type_numbers(page: Page, data: dict) -> None:
    """Typed answers: each field reached with Tab, its value typed."""
    for name, value in data.items():
        if name not in CHOSEN:
            tab_to(page, f'input[name="{name}"]')
            page.keyboard.type(str(value))


def tab_to(page: Page, selector: str, limit: int = 120) -> None:
    """Press Tab until the focused element matches ``selector`` (keyboard only)."""
    for _ in range(limit):
        if page.evaluate("s => !!document.activeElement?.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def answer_with_number_keys(page: Page, data: dict, *, watch: bool = False) -> None:
    """Number keys for the choices, Tab and typing for the numbers, then Enter; ``watch``: the
    layout shifts are recorded from the moment Enter sends the answer."""
    for key in keys_for(data):
        page.keyboard.type(key)
        # with ten choices or more a single digit waits for a second one: the choice is made
        # (and focused) once the page stops waiting, before the next key may be typed
        page.wait_for_function(PICKED, arg=key)
    type_numbers(page, data)
    if watch:
        page.evaluate(SHIFTS)
    page.keyboard.press("Enter")


def answer_with_tab_and_space(page: Page, data: dict) -> None:
    for name, value in data.items():
        if name in ("card", "option"):  # a radio group: Tab into it, arrows to the choice
            tab_to(page, f'input[name="{name}"]')
            for _ in range(20):
                if page.evaluate("v => document.activeElement.value === v", str(value)):
                    break
                page.keyboard.press("ArrowRight")
            page.keyboard.press("Space")
        elif name in CHOSEN:
            for index in value:
                tab_to(page, f'input[name="{name}"][value="{index}"]')
                page.keyboard.press("Space")
    type_numbers(page, data)
    tab_to(page, '#exercise button[type="submit"]')
    page.keyboard.press("Enter")


def check_first_screen(page: Page) -> None:
    assert page.evaluate(IN_VIEW, SITUATION) == []
    expect(page.locator('#exercise button[type="submit"]')).to_be_in_viewport()


def check_verdict(page: Page) -> None:
    expect(page.locator("#verdict")).to_be_visible()
    assert page.evaluate(IN_VIEW, AFTER) == []
    assert page.evaluate(UNMARKED) == 0
    assert page.locator("#exercise [data-mark]").count() > 0
    assert page.locator("#exercise input:not([type=hidden]):enabled").count() == 0


@pytest.mark.parametrize(("rs", "kind"), KEYBOARD, ids=KEYBOARD_IDS)
def test_keyboard_only_at_375_with_javascript(site, page: Page, console_errors, rs, kind):
    page.set_viewport_size(PHONE)
    site.goto(exercise_url(rs, kind))
    check_first_screen(page)
    assert axe_violations(page) == []
    right, wrong = answers(rs, kind)
    answer_with_number_keys(page, wrong, watch=True)
    check_verdict(page)
    expect(page.locator("#verdict")).to_be_focused()
    expect(page.locator("#announce")).not_to_be_empty()
    assert page.evaluate("() => window.__shifts") == []
    assert axe_violations(page) == []
    page.keyboard.press("Enter")  # goes on
    page.wait_for_url(f"**{exercise_url(rs, kind, NEXT_SEED)}")
    check_first_screen(page)
    right, _wrong = answers(rs, kind, NEXT_SEED)
    answer_with_number_keys(page, right)
    expect(page.locator("#verdict")).to_contain_text("Bonne réponse")
    assert console_errors == []


@pytest.fixture(scope="module")
def browsing(browser, browser_context_args):
    """One browser context for the module's tests with JavaScript (each sets its own window
    size, as with a context of its own): a context costs about a third of a second to open and
    close, a tab a few milliseconds. Each test opens its own tab with no cookie left by the one
    before (the trainer keeps nothing else in the browser)."""
    context = browser.new_context(**browser_context_args)
    yield context
    context.close()


@pytest.fixture(scope="module")
def browsing_without_javascript(browser, browser_context_args):
    context = browser.new_context(
        **browser_context_args | {"viewport": PHONE, "java_script_enabled": False}
    )
    yield context
    context.close()


def fresh_tab(context) -> Iterator[Page]:
    context.clear_cookies()
    tab = context.new_page()
    yield tab
    tab.close()


@pytest.fixture
def page(browsing) -> Iterator[Page]:
    yield from fresh_tab(browsing)


@pytest.fixture
def no_js_page(browsing_without_javascript, live_server) -> Iterator[Page]:
    yield from fresh_tab(browsing_without_javascript)


@pytest.mark.parametrize(("rs", "kind"), PLAIN_CASES, ids=lambda v: getattr(v, "id", v))
def test_keyboard_only_at_375_without_javascript(no_js_page: Page, live_server, rs, kind):
    page = no_js_page
    page.goto(f"{live_server.url}{exercise_url(rs, kind)}")
    check_first_screen(page)
    _right, wrong = answers(rs, kind)
    answer_with_tab_and_space(page, wrong)
    page.wait_for_url("**?reponse=*")
    check_verdict(page)
    expect(page.locator("#verdict")).to_be_focused()  # autofocus: read first
    tab_to(page, "#next-link")
    page.keyboard.press("Enter")
    page.wait_for_url(f"**{exercise_url(rs, kind, NEXT_SEED)}")
    right, _wrong = answers(rs, kind, NEXT_SEED)
    answer_with_tab_and_space(page, right)
    expect(page.locator("#verdict")).to_contain_text("Bonne réponse")


@pytest.mark.parametrize(("rs", "kind"), CASES, ids=IDS)
def test_an_exercise_page_and_its_style_sheets_weigh_under_60_kb(client, rs, kind):
    html = client.get(exercise_url(rs, kind)).content
    linked = re.findall(rb'<link rel="stylesheet" href="/static/([^"]+)">', html)
    # the felt is shared with the table; print.css is for paper only
    assert linked == [b"css/atout.css", b"css/felt.css", b"css/trainer.css"]
    weight = len(html) + sum(Path(finders.find(p.decode())).stat().st_size for p in linked)
    assert weight < BUDGET, weight


def test_the_progress_page_has_no_axe_violation(site, page: Page):
    rs, kind = CASES[0]
    site.goto(exercise_url(rs, kind))
    answer_with_number_keys(page, answers(rs, kind)[1])
    expect(page.locator("#verdict")).to_be_visible()
    site.goto(reverse("trainer:progress"))
    assert axe_violations(page) == []
