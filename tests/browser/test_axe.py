"""The browser tests' axe check finds what it is there to find: a page that breaks a rule is
reported, rule and place, and the same page mended is clean."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.browser.axe import axe_violations

BROKEN = '<html lang="fr"><title>t</title><main><h1>Atout</h1><img src="data:,"></main></html>'


def test_a_broken_rule_is_reported_with_its_place(page: Page):
    page.set_content(BROKEN)
    found = axe_violations(page)
    assert [line.split(":")[0] for line in found] == ["image-alt"]
    assert '"img"' in found[0]


def test_the_same_page_mended_is_clean_and_checked_again_after_a_change(page: Page):
    page.set_content(BROKEN.replace("<img", '<img alt="Le logo"'))
    assert axe_violations(page) == []
    page.evaluate("document.querySelector('img').removeAttribute('alt')")
    assert [line.split(":")[0] for line in axe_violations(page)] == ["image-alt"]
