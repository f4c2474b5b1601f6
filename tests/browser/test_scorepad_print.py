"""The print view of a score sheet: every row of the screen, row by row and total by total,
and a page that fits a 375 px phone and the width of an A4 sheet (210 mm less 14 mm margins)
for the widest tables (five players; four players with the Ad Fundum tallies)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_scorepad_table import NAMES, PHONE

pytestmark = pytest.mark.django_db(transaction=True)

A4_WIDTH = round((210 - 2 * 14) / 25.4 * 96)  # the printable width in CSS pixels

ROWS = """(selector) => [...document.querySelectorAll(selector + ' tbody tr')].map(
  tr => [...tr.children].map(c => c.textContent.replace(/\\s+/g, ' ').trim()))"""
FOOT = """(selector) => [...document.querySelectorAll(selector + ' tfoot tr')].map(
  tr => [...tr.children].map(c => c.textContent.trim()).filter(t => t))"""
OVERFLOW = """(width) => [...document.querySelectorAll('.paper th, .paper td')]
  .filter(e => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > width)
  .map(e => e.textContent.trim())"""


def start(site, page: Page, ruleset: str, players: int, fields: dict[str, str]) -> None:
    """A new game, its house rules chosen in their folded section."""
    page.set_viewport_size(PHONE)
    site.goto(f"/carnet/nouvelle/{ruleset}/")
    page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
    for name, value in fields.items():
        page.locator(f'input[name="{name}"][value="{value}"]').check()
    for i, name in enumerate(NAMES[:players]):
        page.locator(f'input[name="name_{i}"]').fill(name)
    page.get_by_role("button", name="Commencer la partie").click()
    expect(page.locator(".pad-status")).to_be_visible()


def note_lines(site, page: Page, ruleset: str) -> str:
    """Two hands thrown in (two misdeals at the Règlement, and an Ad Fundum tally); the
    sheet's path."""
    path = page.url.split("#")[0].split("?")[0][len(site.url) :]
    again = "misdeal" if ruleset == "whist-reglement" else "redeal"
    for _ in range(2):
        site.goto(f"{path}?noter={again}")
        with page.expect_navigation():
            page.locator(f"#form-{again} .pad-submit").click()
    if ruleset == "whist-reglement":
        site.goto(f"{path}?noter=tally")
        form = page.locator("#form-tally")
        form.locator('label:has(input[name="tally-player"][value="1"])').click()
        form.locator('input[name="tally-event"]').first.check()
        with page.expect_navigation():
            form.locator(".pad-submit").click()
    return path


CASES = [
    ("neurotrio", 5, {"table": "5"}),
    ("whist-reglement", 4, {"opt_ad_fundum": "1"}),
]


@pytest.mark.parametrize(("ruleset", "players", "fields"), CASES)
def test_the_print_has_every_row_of_the_screen_and_fits_a_phone_and_a4(
    site, page: Page, ruleset, players, fields
):
    start(site, page, ruleset, players, fields)
    path = note_lines(site, page, ruleset)
    screen = page.evaluate(ROWS, ".pad-table")
    screen_foot = page.evaluate(FOOT, ".pad-table")
    assert len(screen) >= 2
    site.goto(f"{path}impression/")
    expect(page.locator(".paper-table")).to_be_visible()
    paper = page.evaluate(ROWS, ".paper-table")
    # Row by row: the same number, the same line, the same points and totals per column.
    assert [r[0] for r in paper] == [r[0] for r in screen]
    for on_paper, on_screen in zip(paper, screen, strict=True):
        assert on_paper[2:] == on_screen[2:], (on_paper, on_screen)
    assert page.evaluate(FOOT, ".paper-table") == screen_foot
    # A phone: nothing wider than the screen, no cell cut.
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert page.evaluate(OVERFLOW, PHONE["width"]) == []
    # A4: the paper's printable width, with print styles.
    page.emulate_media(media="print")
    page.set_viewport_size({"width": A4_WIDTH, "height": 1000})
    assert page.evaluate("document.documentElement.scrollWidth") <= A4_WIDTH
    assert page.evaluate(OVERFLOW, A4_WIDTH) == []
