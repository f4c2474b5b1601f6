"""A player at the table, on a 375×740 phone: « Une donne en bref » on the first screen and
« L'essentiel » right after it, nothing scrolls sideways without showing it can, cards in
tables stay legible at 320 px, axe finds nothing, « L'essentiel » prints on one A4 page, and a
page read once opens again without a network."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from reference.engine import DOCUMENTS
from tests.browser.axe import axe_violations

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": 375, "height": 740}
SLUGS = [d.slug for d in DOCUMENTS]


@pytest.mark.parametrize("slug", SLUGS)
def test_a_deal_in_brief_fills_the_first_screen_and_the_essentials_follow(site, page: Page, slug):
    """« L'essentiel » now holds what a first deal needs (issue 28), so it no longer fits one
    screen: « Une donne en bref » opens the page and is one screen long, the essentials come
    right after it and keep to two screens and a half (Le Voisin, the longest, takes 2.3)."""
    page.set_viewport_size(PHONE)
    site.goto(f"/regles/{slug}/")
    brief = page.locator("section.brief").bounding_box()
    essentials = page.locator("section.essentials").bounding_box()
    assert brief is not None and essentials is not None
    assert brief["y"] < PHONE["height"] / 4, brief
    assert brief["height"] <= PHONE["height"], brief
    assert 0 <= essentials["y"] - (brief["y"] + brief["height"]) < 48, (brief, essentials)
    assert essentials["height"] <= PHONE["height"] * 2.5, essentials


SCROLLERS = """() => [...document.querySelectorAll('*')].filter(e => {
  const style = getComputedStyle(e);
  return ['auto', 'scroll'].includes(style.overflowX) && e.scrollWidth > e.clientWidth + 1;
}).map(e => ({cls: e.className && e.className.baseVal === undefined ? e.className : '',
              cue: getComputedStyle(e).backgroundImage, focusable: e.tabIndex >= 0}))"""


@pytest.mark.parametrize("slug", SLUGS)
def test_nothing_scrolls_sideways_without_a_visible_cue(site, page: Page, slug):
    page.set_viewport_size(PHONE)
    site.goto(f"/regles/{slug}/")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    for scroller in page.evaluate(SCROLLERS):
        assert "table-scroll" in scroller["cls"], scroller
        assert "gradient" in scroller["cue"] and scroller["focusable"], scroller


@pytest.mark.parametrize("slug", ["coinche", "voisin", "whist-reglement"])
def test_cards_in_tables_are_legible_at_320_px(site, page: Page, slug):
    page.set_viewport_size({"width": 320, "height": 640})
    site.goto(f"/regles/{slug}/")
    widths = page.eval_on_selector_all(
        "table svg.card", "els => els.map(e => e.getBoundingClientRect().width)"
    )
    assert widths and min(widths) >= 40


@pytest.mark.parametrize(
    "path", [f"/regles/{SLUGS[-1]}/essentiel/", f"/regles/{SLUGS[0]}/developpeurs/", "/hors-ligne/"]
)
def test_axe_finds_nothing_on_the_new_pages(site, page: Page, path):
    page.set_viewport_size(PHONE)
    site.goto(path)
    assert axe_violations(page) == []


@pytest.mark.parametrize("slug", SLUGS)
def test_the_essentials_print_on_one_a4_page(site, page: Page, slug):
    site.goto(f"/regles/{slug}/essentiel/")
    page.emulate_media(media="print")
    pdf = page.pdf(format="A4", print_background=False)
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1


def test_the_contents_fold_on_a_phone_and_the_section_title_sticks(site, page: Page):
    page.set_viewport_size(PHONE)
    site.goto("/regles/coinche/")
    contents = page.locator("details#sommaire")
    expect(contents).not_to_have_attribute("open", "")
    page.locator("#marque-arrondi").scroll_into_view_if_needed()
    heading = page.locator("#marque")
    assert heading.evaluate("e => getComputedStyle(e).position") == "sticky"
    assert abs(heading.bounding_box()["y"]) < 2  # the section's title stays on top
    expect(page.locator("#marque").locator("xpath=..").locator(".back-to-top a")).to_have_attribute(
        "href", "#top"
    )


def test_a_page_read_once_opens_again_without_a_network(site, page: Page, context):
    site.goto("/regles/coinche/")
    expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=15_000)
    context.set_offline(True)
    try:
        page.reload()
        expect(page.get_by_role("heading", level=1)).to_have_text("Belote coinchée")
        expect(page.locator("section.essentials")).to_be_visible()
        assert page.evaluate(
            "() => [...document.querySelectorAll('svg.card')].slice(0, 3).every("
            "e => e.getBoundingClientRect().width > 30)"
        )
        site.goto("/regles/coinche/essentiel/")  # kept from the rule page's links
        expect(page.locator("section.essentials")).to_be_visible()
        site.goto("/glossaire/")
        expect(page.locator("#atout")).to_be_visible()
        site.goto("/regles/neurotrio/")  # never read: the offline page says so
        expect(page.get_by_role("heading", level=1)).to_have_text("Pas de réseau")
    finally:
        context.set_offline(False)
