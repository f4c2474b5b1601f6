"""The scorer's sheet at the table, on a 375×740 phone: a coinche deal in four taps and the
takers' points, the totals and the next dealer in view after every entry, no column cut at any
table size. The taps are counted as they are made, and printed for the closing figures."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": 375, "height": 740}
NAMES = ["Alexandrine", "Bartholomé", "Christophe", "Dominique", "Évangéline"]


class Taps:
    """Every tap and every typed field of a deal, counted."""

    def __init__(self, page: Page) -> None:
        self.page, self.taps, self.typed = page, 0, 0

    def tap(self, selector: str) -> None:
        self.page.locator(selector).click()
        self.taps += 1

    def type(self, selector: str, text: str) -> None:
        self.page.locator(selector).fill(text)
        self.typed += 1


def in_view(page: Page, selector: str) -> bool:
    """The whole element lies inside the viewport (not under the bar at its foot)."""
    return page.evaluate(
        """(sel) => { const r = document.querySelector(sel).getBoundingClientRect();
        const dock = document.querySelector('.pad-dock');
        const bottom = dock ? dock.getBoundingClientRect().top : innerHeight;
        return r.top >= 0 && r.bottom <= bottom && r.left >= 0 && r.right <= innerWidth; }""",
        selector,
    )


def new_game(site, page: Page, ruleset: str, players: list[str], **fields: str) -> None:
    page.set_viewport_size(PHONE)
    site.goto(f"/carnet/nouvelle/{ruleset}/")
    for name, value in fields.items():
        page.locator(f'input[name="{name}"][value="{value}"]').check()
    for i, name in enumerate(players):
        page.locator(f'input[name="name_{i}"]').fill(name)
    page.get_by_role("button", name="Commencer la partie").click()
    expect(page.locator(".pad-status")).to_be_visible()
    # the sheet shows before its scripts have run: a tap then would follow the dock's link
    page.wait_for_load_state("load")


def coinche_deal(page: Page, by: str, bid: str, trump: str, points: str) -> Taps:
    taps = Taps(page)
    taps.tap(f'.pad-dock a[data-value="{by}"]')
    expect(page.locator("dialog#noter")).to_be_visible()
    taps.tap(f'#form-deal label:has(input[name="deal-bid"][value="{bid}"])')
    taps.tap(f'#form-deal label:has(input[name="deal-trump"][value="{trump}"])')
    taps.type('input[name="deal-points"]', points)
    with page.expect_navigation():
        taps.tap("#form-deal .pad-submit")
    return taps


def test_a_coinche_deal_takes_four_taps_and_the_takers_points(site, page: Page):
    new_game(site, page, "coinche", ["Alice", "Bruno", "Chloé", "David"])
    expected = [("NS", "110", "H", "114", "220"), ("EW", "80", "S", "90", "290")]
    for by, bid, trump, points, total in expected:
        taps = coinche_deal(page, by, bid, trump, points)
        assert (taps.taps, taps.typed) == (4, 1)
        assert in_view(page, ".pad-totals"), "totals out of view after « Noter »"
        assert in_view(page, ".pad-dealer"), "next dealer out of view after « Noter »"
        assert in_view(page, ".pad-table tbody tr:last-child"), "new line out of view"
        expect(page.locator(".pad-totals")).to_contain_text(total)
    print(f"\nFIGURE coinche: {taps.taps} taps, {taps.typed} typed field per deal")


def test_an_error_is_named_next_to_its_field_with_the_focus(site, page: Page):
    new_game(site, page, "coinche", ["Alice", "Bruno", "Chloé", "David"])
    page.locator('.pad-dock a[data-value="NS"]').click()
    page.locator('#form-deal label:has(input[name="deal-bid"][value="90"])').click()
    with page.expect_navigation():
        page.locator("#form-deal .pad-submit").click()
    dialog = page.locator("dialog#noter")
    expect(dialog).to_be_visible()
    trump = dialog.locator('[data-field="trump"]')
    expect(trump.locator(".errorlist")).to_contain_text("Atout")
    focused = page.evaluate("document.activeElement.name")
    assert focused == "deal-trump"


@pytest.mark.parametrize(
    ("ruleset", "players", "fields"),
    [
        ("voisin", 2, {"table": "2"}),
        ("voisin", 3, {"table": "3"}),
        ("voisin", 4, {"table": "4"}),
        ("voisin", 4, {"table": "2x2"}),
        ("neurotrio", 5, {"table": "5"}),
    ],
)
def test_no_column_is_cut_at_any_table_size(site, page: Page, ruleset, players, fields):
    new_game(site, page, ruleset, NAMES[:players], **fields)
    for _ in range(2):  # two hands thrown in: the table shows lines under every heading
        page.locator('.pad-dock a[data-open="redeal"]').click()
        with page.expect_navigation():
            page.locator("#form-redeal .pad-submit").click()
    expect(page.locator(".pad-table tbody tr")).to_have_count(2)
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    cut = page.evaluate(
        """() => [...document.querySelectorAll('.pad-totals li, .pad-table th, .pad-table td')]
        .filter(e => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > 375)
        .map(e => e.textContent.trim())"""
    )
    assert cut == []


def test_a_voisin_surcharge_asks_neither_points_nor_tricks(site, page: Page):
    new_game(site, page, "voisin", NAMES[:3], table="3")
    page.locator('.pad-dock a[data-open="deal"]').first.click()
    form = page.locator("#form-deal")
    form.locator('label:has(input[name="deal-contract"][value="surcharge"])').click()
    expect(form.locator('input[name="deal-points_0"]')).to_be_hidden()
    expect(form.locator('input[name="deal-tricks_2"]')).to_be_hidden()
    expect(form.locator('input[name="deal-ann_0"]')).to_be_visible()
    expect(form.locator('[data-field="lost_to"]')).to_be_visible()
    form.locator('label:has(input[name="deal-contract"][value="prise"])').click()
    expect(form.locator('input[name="deal-points_0"]')).to_be_visible()
    expect(form.locator('[data-field="lost_to"]')).to_be_hidden()
