"""The closing figures: taps and typed fields for one ordinary deal of every rule set the score
pad offers, on a 375×740 phone, counted as a player makes them (each tap and each field typed
goes through ``Taps``), from the bar under the sheet to the stored line. Each run prints one
``FIGURE`` line per rule set (``pytest -s`` shows them)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from reference.engine.voisin.contracts import deal_size
from reference.engine.voisin.rules import Rules as VoisinRules
from reference.rulesets import listed
from tests.browser.test_scorepad_print import start
from tests.browser.test_scorepad_table import Taps

pytestmark = pytest.mark.django_db(transaction=True)


def radio(taps: Taps, name: str, value: str) -> None:
    taps.tap(f'#form-deal label:has(input[name="deal-{name}"][value="{value}"])')


def open_entry(taps: Taps, page: Page, value: str | None = None) -> None:
    """The bar's first tap: its choice for the deal's opening field, or « Noter une donne »."""
    if value is None:
        taps.tap('.pad-dock a[data-open="deal"]')
    else:
        taps.tap(f'.pad-dock a[data-open="deal"][data-value="{value}"]')
    expect(page.locator("dialog#noter")).to_be_visible()


def coinche(taps: Taps, page: Page, sides: int, hand: int = 0) -> None:
    open_entry(taps, page, "NS")
    radio(taps, "bid", "110")
    radio(taps, "trump", "H")
    taps.type('input[name="deal-points"]', "114")


def voisin(taps: Taps, page: Page, sides: int, hand: int = 0) -> None:
    """A prise made (Variante I: a charge): each side's card points and tricks."""
    only_charge = page.locator('input[name="deal-contract"]').count() == 1
    open_entry(taps, page)
    if not only_charge:  # Variante I plays only the charge: nothing to choose
        radio(taps, "contract", "prise")
    radio(taps, "trump", "H")
    radio(taps, "taker", "0")
    points = [60] + [28 // (sides - 1)] * (sides - 1)
    points[-1] += 28 - sum(points[1:])
    tricks = [hand - (sides - 1)] + [1] * (sides - 1)
    for i in range(sides):
        taps.type(f'input[name="deal-points_{i}"]', str(points[i]))
        taps.type(f'input[name="deal-tricks_{i}"]', str(tricks[i]))


def neurotrio(taps: Taps, page: Page, sides: int, hand: int = 0) -> None:
    open_entry(taps, page)
    radio(taps, "taker", "0")
    radio(taps, "level", "3")
    page_value = page.locator('input[name="deal-attribute"]').first.get_attribute("value")
    radio(taps, "attribute", str(page_value))
    taps.type('input[name="deal-tricks"]', "4")


def whist(taps: Taps, page: Page, sides: int, hand: int = 0) -> None:
    """An emballage of 8 made with 9 tricks: contract, trump, the two partners, the tricks."""
    open_entry(taps, page)
    radio(taps, "contract", "emballage:8")
    radio(taps, "trump", "H")
    radio(taps, "declarer", "0")
    radio(taps, "partner", "2")
    taps.type('input[name="deal-tricks"]', "9")


RECIPES = {"coinche": coinche, "voisin": voisin, "neurotrio": neurotrio, "whist": whist}


@pytest.mark.parametrize("ruleset", listed(), ids=lambda rs: rs.id)
def test_taps_and_typed_fields_per_deal(site, page: Page, ruleset):
    table = ruleset.tables[0]
    players = 4 if table == "2x2" else int(table)
    sides = 2 if table == "2x2" else players
    start(site, page, ruleset.id, players, {})
    taps = Taps(page)
    hand = 0
    if ruleset.game == "voisin":
        hand = deal_size(table, VoisinRules.from_options(ruleset.options)).hand
    RECIPES[ruleset.game](taps, page, sides, hand)
    with page.expect_navigation():
        taps.tap("#form-deal .pad-submit")
    refused = page.locator(".pad-error, .errorlist")
    assert refused.count() == 0, refused.all_text_contents()
    expect(page.locator(".pad-table tbody tr")).to_have_count(1)
    assert taps.taps <= 7 and taps.typed <= 2 * sides
    print(f"\nFIGURE {ruleset.id} ({table}): {taps.taps} taps, {taps.typed} typed fields per deal")
