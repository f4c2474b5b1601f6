"""« À la table » on a phone, by keyboard only: a whole belote coinchée deal and a whole Le
Voisin deal with JavaScript (htmx swaps the table), a whole belote coinchée deal without it
(plain forms, Post/Redirect/Get); axe finds nothing on the table, on a refusal and on the
score sheet."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.axe import axe_violations

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": 375, "height": 740}

FOCUSED = (
    "() => { const e = document.activeElement; return {name: e.name || '', value: e.value"
    " || '', text: (e.textContent || '').trim()}; }"
)


#: What sticks out of a phone's width, to say so when the page scrolls sideways.
WIDE = """() => [...document.querySelectorAll('body *')]
  .filter(e => e.getBoundingClientRect().right > 375)
  .map(e => e.tagName + '.' + e.className).slice(0, 12)"""


def tab_to(page: Page, *, name: str = "", value: str = "", text: str = "") -> None:
    """Press Tab until the focused control is the one asked for."""
    for _ in range(300):
        page.keyboard.press("Tab")
        now = page.evaluate(FOCUSED)
        if text and now["text"].startswith(text):
            return
        if name and now["name"] == name and (not value or now["value"] == value):
            return
    raise AssertionError(f"Tab never reached {name} {value} {text}")


def press_enter(page: Page, js: bool) -> None:
    """Enter on the focused button: a page load without JavaScript, an htmx swap with it."""
    if not js:
        with page.expect_navigation():
            page.keyboard.press("Enter")
        return
    page.evaluate("document.getElementById('table-area').dataset.stale = '1'")
    page.keyboard.press("Enter")
    page.wait_for_function("() => !document.getElementById('table-area').dataset.stale")


def sit_down(site, page: Page, slug: str, players: str) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{site.url}/table/nouvelle/{slug}/")
    tab_to(page, name="players")
    for _ in range(10):
        if page.evaluate(FOCUSED)["value"] == players:
            break
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Space")
    tab_to(page, text="S'asseoir à la table")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    expect(page.locator("#table-area")).to_be_visible()


def play_until_scored(page: Page, js: bool) -> dict[str, bool]:
    """Play the learner's seat by keyboard until a deal is played out and scored: pass every
    call, try the hand's cards in order (the rules refuse some: then the next one). Returns
    what was met, after axe ran on the first refusal."""
    met = {"refusal": False, "scored": False}
    tried: set[tuple[int, str]] = set()
    for _ in range(400):
        area = page.locator("#table-area")
        if page.locator(".deal-end").count():
            if page.locator(".deal-end .score-table").count():
                met["scored"] = True
                return met
            tab_to(page, text="Donne suivante")  # everybody passed: the next deal
            press_enter(page, js)
            continue
        version = int(area.get_attribute("data-version") or 0)
        if page.locator("#refusal").count() and not met["refusal"]:
            met["refusal"] = True
            assert not js or axe_violations(page) == []  # axe needs the page's JavaScript
        cards = page.locator('button[name="card"]')
        if cards.count():
            values = [cards.nth(i).get_attribute("value") or "" for i in range(cards.count())]
            card = next((v for v in values if (version, v) not in tried), values[-1])
            tried.add((version, card))
            tab_to(page, name="card", value=card)
        else:
            calls = page.locator('button[name="call"]')
            passes = page.locator('button[name="call"][value="pass"]')
            value = "pass" if passes.count() else calls.first.get_attribute("value") or ""
            tab_to(page, name="call", value=value)
        press_enter(page, js)
    raise AssertionError("the deal never ended")


def check_score_sheet(page: Page, js: bool = True) -> None:
    expect(page.locator(".deal-end .score-table")).to_be_visible()
    expect(page.locator(".game-sheet")).to_be_visible()
    wide = page.evaluate(WIDE)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], wide
    assert not js or axe_violations(page) == []


@pytest.mark.parametrize(("slug", "players"), [("coinche", "2x2"), ("voisin", "4")])
def test_a_whole_deal_by_keyboard_on_a_phone(site, page: Page, slug, players):
    sit_down(site, page, slug, players)
    assert axe_violations(page) == []
    met = play_until_scored(page, js=True)
    assert met["scored"]
    check_score_sheet(page)


def test_a_whole_coinche_deal_without_javascript(site, browser: Browser):
    context = browser.new_context(java_script_enabled=False, locale="fr-FR")
    page = context.new_page()
    try:
        sit_down(site, page, "coinche", "2x2")
        met = play_until_scored(page, js=False)
        assert met["scored"]
        check_score_sheet(page, js=False)
    finally:
        context.close()


def test_a_refused_card_is_explained_and_passes_axe(site, page: Page):
    """Trying every card in turn meets the rules' refusal in a few deals at most."""
    sit_down(site, page, "coinche", "2x2")
    for _ in range(6):
        met = play_until_scored(page, js=True)
        if met["refusal"]:
            break
        tab_to(page, text="Donne suivante")
        press_enter(page, js=True)
    assert met["refusal"], "no card refused in six deals"
