"""The rule pages in a real browser: a phone reads them without sideways scrolling, the cards
stay legible, axe finds nothing, and the CSP blocks nothing the page needs."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from reference.engine import DOCUMENTS
from tests.browser.axe import axe_violations

pytestmark = pytest.mark.django_db(transaction=True)

PAGES = [f"/regles/{d.slug}/" for d in DOCUMENTS] + ["/glossaire/"]
PHONE = {"width": 375, "height": 740}


@pytest.mark.parametrize("path", PAGES)
def test_phone_reads_the_page_without_sideways_scrolling(site, page: Page, path):
    page.set_viewport_size(PHONE)
    site.goto(path)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    widths = page.eval_on_selector_all(
        "svg.card:not(.card--sm)", "els => els.map(e => e.getBoundingClientRect().width)"
    )
    assert all(w >= 44 for w in widths)  # a 48 px card is the smallest drawn in running text


@pytest.mark.parametrize("path", PAGES)
def test_axe_finds_no_violations_on_rule_pages(site, page: Page, path):
    site.goto(path)
    assert axe_violations(page) == []


def test_the_content_security_policy_blocks_nothing(site, page: Page):
    refused: list[str] = []
    page.on(
        "console",
        lambda message: (
            refused.append(message.text) if "Content Security Policy" in message.text else None
        ),
    )
    for path in ["/", "/regles/coinche/", "/entrainement/coinche/standard/quiz/facile/3/"]:
        site.goto(path)
    assert refused == []
    assert page.evaluate("typeof window.htmx") == "object"  # htmx loaded under the CSP
