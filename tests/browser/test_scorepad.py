"""The score pad on a phone, by keyboard only: a short belote coinchée game and a Règlement du
whist game entered from the first screen to the winner, and axe on every page."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.browser.axe import axe_violations

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": 375, "height": 740}


def focused(page: Page) -> dict:
    return page.evaluate(
        "() => { const e = document.activeElement; return {name: e.name || '', value: e.value"
        " || '', tag: e.tagName, text: (e.textContent || '').trim()}; }"
    )


def tab_to(page: Page, *, name: str | None = None, text: str | None = None) -> None:
    """Press Tab until the focused element has this name (or shows this text)."""
    for _ in range(400):
        page.keyboard.press("Tab")
        now = focused(page)
        if (name is not None and now["name"] == name) or (text and now["text"].startswith(text)):
            return
    raise AssertionError(f"Tab never reached {name or text}")


def choose(page: Page, name: str, value: str) -> None:
    """Tab into a radio group, then move with the arrow keys to the value."""
    tab_to(page, name=name)
    for _ in range(40):
        if focused(page)["value"] == value:
            page.keyboard.press("Space")
            return
        page.keyboard.press("ArrowRight")
    raise AssertionError(f"{name} has no choice {value}")


def type_in(page: Page, name: str, text: str) -> None:
    tab_to(page, name=name)
    page.keyboard.press("Control+A")
    page.keyboard.type(text)


def submit(page: Page) -> None:
    """Enter on the focused field or button sends the form; wait for the new page."""
    with page.expect_navigation():
        page.keyboard.press("Enter")


def open_details(page: Page, summary: str) -> None:
    tab_to(page, text=summary)
    if not page.evaluate("document.activeElement.parentElement.open"):
        page.keyboard.press("Enter")


def start(site, page: Page, ruleset: str, names: list[str], **choices: str) -> None:
    page.set_viewport_size(PHONE)
    site.goto(f"/carnet/nouvelle/{ruleset}/")
    for i, name in enumerate(names):
        type_in(page, f"name_{i}", name)
    for field, value in choices.items():
        if field.startswith("type_"):
            type_in(page, field[5:], value)
        else:
            choose(page, field, value)
    tab_to(page, text="Commencer la partie")
    submit(page)
    expect(page.locator(".pad-status")).to_be_visible()


def open_entry(page: Page, text: str) -> None:
    """Tab to a button of the bar at the sheet's foot and open the entry with Enter."""
    tab_to(page, text=text)
    page.keyboard.press("Enter")
    expect(page.locator("dialog#noter")).to_be_visible()


def coinche_deal(page: Page, bid, trump, by, points, capot=False) -> None:
    open_entry(page, {"NS": "Ali/Chl", "EW": "Bru/Dav"}[by])
    choose(page, "deal-bid", bid)
    choose(page, "deal-trump", trump)
    if capot:
        choose(page, "deal-capot", by)
    else:
        type_in(page, "deal-points", points)
    submit(page)
    expect(page.locator(".pad-last")).to_be_visible()


def test_a_short_coinche_game_by_keyboard_on_a_phone(site, page: Page):
    start(
        site, page, "coinche", ["Alice", "Bruno", "Chloé", "David"], dealer="3", type_target="500"
    )
    coinche_deal(page, "110", "H", "NS", "114")
    expect(page.locator(".pad-last-points")).to_contain_text("+220")
    open_entry(page, "Autre ligne")
    tab_to(page, text="Noter : Tout le monde passe")
    submit(page)
    coinche_deal(page, "80", "S", "EW", "90")
    coinche_deal(page, "capot", "C", "NS", "", capot=True)
    status = page.locator(".pad-status")
    expect(status).to_contain_text("790")
    expect(status).to_contain_text("220")
    expect(page.locator(".pad-end")).to_contain_text("Partie gagnée par Alice et Chloé")
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert axe_violations(page) == []
    public = page.locator("#pad-public-link").input_value()
    page.goto(public)
    expect(page.locator(".pad-table tbody tr")).to_have_count(4)
    assert axe_violations(page) == []


def test_a_reglement_game_by_keyboard_on_a_phone(site, page: Page):
    start(
        site,
        page,
        "whist-reglement",
        ["Anne", "Bert", "Cleo", "Dirk"],
        end="deals",
        type_end_value="3",
    )
    open_entry(page, "Noter une donne")
    choose(page, "deal-contract", "emballage:8")
    choose(page, "deal-trump", "H")
    choose(page, "deal-declarer", "0")
    choose(page, "deal-partner", "2")
    type_in(page, "deal-tricks", "9")
    submit(page)
    expect(page.locator(".pad-last-points")).to_contain_text("+5")
    open_entry(page, "Autre ligne")
    open_details(page, "Pénalité")
    choose(page, "penalty-fault", "played_out_of_turn")
    choose(page, "penalty-offender", "2")
    tab_to(page, text="Noter : Pénalité")
    submit(page)
    open_entry(page, "Noter une donne")
    choose(page, "deal-contract", "seul:6")
    choose(page, "deal-trump", "S")
    choose(page, "deal-declarer", "1")
    type_in(page, "deal-tricks", "8")
    submit(page)
    open_entry(page, "Autre ligne")
    open_details(page, "Jeu des Dames")
    for i, queens in enumerate("1201"):
        type_in(page, f"dames-queens_{i}", queens)
    submit(page)
    totals = page.locator(".pad-total")
    expect(totals).to_have_text(["-2", "5", "-3", "-12"])
    expect(page.locator(".pad-end")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    assert axe_violations(page) == []
    line = page.locator(".pad-table tbody th a").first
    line.focus()
    submit(page)
    expect(page.locator("h1")).to_contain_text(re.compile("emballage"))
    assert axe_violations(page) == []


@pytest.mark.parametrize(
    "path", ["/carnet/", "/carnet/nouvelle/voisin/", "/carnet/nouvelle/whist-reglement/"]
)
def test_axe_finds_nothing_on_the_score_pad_pages(site, page: Page, path):
    page.set_viewport_size(PHONE)
    site.goto(path)
    assert axe_violations(page) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= 375


def test_history_and_print_pages_pass_axe(site, page: Page):
    start(site, page, "neurotrio", ["Agathe", "Thomas", "Camille", "Élise"])
    open_entry(page, "Noter une donne")
    choose(page, "deal-taker", "1")
    choose(page, "deal-level", "1")
    choose(page, "deal-attribute", "B")
    type_in(page, "deal-tricks", "10")
    submit(page)
    expect(page.locator(".pad-last-points")).to_contain_text("+35")
    for link in ("Historique des modifications", "Feuille à imprimer"):
        page.get_by_role("link", name=link).click()
        assert axe_violations(page) == []
        page.go_back()
