"""« À la table » on the felt, at 375 × 740: a whole deal of every rule set at every table size,
with JavaScript (htmx swaps the table) and without (plain posts). After every action the
learner's hand and the cards on the felt are both inside the screen, nothing on the felt reaches
past its edge and the page never scrolls sideways; no seat is « joueur N » where seats have
names; axe finds nothing on the felt."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from reference.rulesets import RULESETS
from tests.browser.axe import axe_violations
from tests.browser.tables import OFF_THE_FELT, narrows_tables

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": 375, "height": 740}
#: The button that deals the next deal, in either language.
NEXT_DEAL = 'form[action$="/suivante/"] button[type="submit"]'
NUMBERED = re.compile(r"\bjoueur \d", re.IGNORECASE)


#: Every rule set at every table it plays at, once: Le Voisin à 3 plays the same game at the
#: same table as Le Voisin's own rules at three, which cover it.
TABLES = [(r.id, table) for r in RULESETS if not narrows_tables(r) for table in r.tables]

#: Where each thing the test checks lies on the screen.
ON_SCREEN = """() => {
  const inside = (e) => { const r = e.getBoundingClientRect();
    return r.top >= -1 && r.bottom <= window.innerHeight + 1 && r.left >= -1 && r.right <= window.innerWidth + 1; };
  const played = [...document.querySelectorAll('.table .played')];
  const hand = [...document.querySelectorAll('.table-hand .hand li')];
  return {felt: played.every(inside), hand: hand.every(inside), cards: hand.length,
          table: !!document.querySelector('.table'), seats: [...document.querySelectorAll('.seat-title')].map(e => e.textContent)};
}"""


#: What reaches past the screen's right edge, outside a table that scrolls on its own (for the
#: message of a failed check: the page then scrolls sideways).
BEYOND_THE_SCREEN = """() => [...document.querySelectorAll('body *')]
  .filter(e => e.getBoundingClientRect().right > window.innerWidth && !e.closest('.score-table'))
  .map(e => `${e.tagName}.${e.className} right ${e.getBoundingClientRect().right.toFixed(1)}: `
            + (e.textContent || '').replace(/\\s+/g, ' ').slice(0, 80))"""


def sit_down(url: str, page: Page, slug: str, players: str) -> None:
    page.set_viewport_size(PHONE)
    page.goto(f"{url}/table/nouvelle/{slug}/")
    page.check(f'input[name="players"][value="{players}"]')
    page.check('input[name="coach"]')
    with page.expect_navigation():
        page.locator('form.new-table button[type="submit"]').first.click()
    expect(page.locator("#table-area")).to_be_visible()


def act(page: Page, button, js: bool) -> None:
    """Press a button of the table: an htmx swap with JavaScript, a page load without."""
    if not js:
        with page.expect_navigation():
            button.click()
        return
    page.evaluate(SETTLING)
    button.click()
    page.wait_for_function("() => window.feltSettled === true")


#: Before a press: note when htmx has swapped the table and settled it (the felt is scrolled
#: back to the top on settle, by table.js), so that the test waits for that state, not a time.
SETTLING = """() => {
  window.feltSettled = false;
  document.addEventListener('htmx:afterSettle', () => {
    requestAnimationFrame(() => requestAnimationFrame(() => { window.feltSettled = true; }));
  }, {once: true});
}"""

#: Once every animation on the page has finished (the cards arriving, the trick leaving for its
#: winner), and the frame after it has been laid out.
ARRIVED = """async () => {
  let running = document.getAnimations();
  while (running.length) {
    await Promise.all(running.map((a) => a.finished.catch(() => null)));
    running = document.getAnimations().filter((a) => a.playState !== 'finished');
  }
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}"""


def quicken_animations(page: Page) -> None:
    """The felt's animations run ten times faster (they still run and end where they end):
    a deal waits for about two seconds of them after every card."""
    session = page.context.new_cdp_session(page)
    session.send("Animation.enable")
    session.send("Animation.setPlaybackRate", {"playbackRate": 10})


def check_screen(page: Page, where: str, js: bool) -> None:
    # a card on its way to the trick's winner may pass beyond the edge: look once it has arrived
    # (without JavaScript nothing moves, and the page runs no animation frame to wait for)
    if js:
        page.evaluate(ARRIVED)
    seen = page.evaluate(ON_SCREEN)
    assert seen["table"], f"no felt {where}"
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], (where, page.evaluate(BEYOND_THE_SCREEN))
    assert seen["felt"], f"a card on the felt is off the screen {where}"
    cut = page.evaluate(OFF_THE_FELT)
    assert cut == [], f"cut by the felt's edge {where}: {cut}"
    assert seen["hand"], f"a card of the hand is off the screen {where}"
    names = " ".join(seen["seats"])
    assert not NUMBERED.search(names), names
    text = page.locator("#table-area").inner_text()
    found = NUMBERED.search(text)
    assert found is None, text[max(0, found.start() - 120) : found.end() + 40]


def play_deal(page: Page, js: bool) -> int:
    """Play the learner's seat until a deal is scored: pass every call, play a card the coach
    marks as permitted. Returns how many cards the learner played."""
    played = 0
    for step in range(300):
        if page.locator(".deal-end .score-table").count():
            return played
        if page.locator(".deal-end").count():  # everybody passed: the next deal
            act(page, page.locator(NEXT_DEAL), js)
            continue
        check_screen(page, f"at step {step}", js)
        cards = page.locator('.table-hand li:not(.refused) button[name="card"]')
        if cards.count():
            act(page, cards.first, js)
            played += 1
            continue
        passes = page.locator('button[name="call"][value="pass"]')
        act(page, passes.first if passes.count() else page.locator('button[name="call"]').first, js)
    raise AssertionError("the deal never ended")


@pytest.mark.parametrize(("slug", "players"), TABLES)
def test_a_whole_deal_on_the_felt(live_server, page: Page, slug, players):
    sit_down(live_server.url, page, slug, players)
    quicken_animations(page)
    assert axe_violations(page) == []
    assert play_deal(page, js=True) > 0
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], page.evaluate(BEYOND_THE_SCREEN)
    assert axe_violations(page) == []


@pytest.mark.parametrize(("slug", "players"), TABLES)
def test_a_whole_deal_on_the_felt_without_javascript(live_server, browser: Browser, slug, players):
    context = browser.new_context(java_script_enabled=False, locale="fr-FR")
    page = context.new_page()
    try:
        sit_down(live_server.url, page, slug, players)
        assert play_deal(page, js=False) > 0
    finally:
        context.close()
