"""A real browser opens the site, follows a game link and reads the cards; axe finds nothing."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.browser.axe import axe_violations

pytestmark = pytest.mark.django_db(transaction=True)


def test_home_to_a_game_page_shows_named_cards(site, page: Page):
    site.goto("/")
    expect(page.get_by_role("heading", level=1)).to_have_count(1)
    page.get_by_role("link", name="Belote coinchée", exact=True).first.click()
    expect(page).to_have_url(f"{site.url}/regles/coinche/")
    deck = page.get_by_role("list", name="Toutes les cartes du jeu")
    expect(deck.get_by_role("img", name="Valet de cœur")).to_be_visible()
    expect(deck.get_by_role("img", name="As de pique")).to_be_visible()
    assert deck.get_by_role("img").count() == 32


def test_neurotrio_cards_are_named_by_force_nature_and_background(site, page: Page):
    site.goto("/regles/neurotrio/")
    deck = page.get_by_role("list", name="Toutes les cartes du jeu")
    expect(deck.get_by_role("img", name="2 étoile fond bleu")).to_be_visible()
    assert deck.get_by_role("img").count() == 27


def test_skip_link_is_the_first_tab_stop_and_shows_focus(site, page: Page):
    site.goto("/")
    page.keyboard.press("Tab")
    focused = page.locator(":focus")
    expect(focused).to_have_text("Aller au contenu")
    assert focused.evaluate("e => getComputedStyle(e).outlineStyle") != "none"


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/regles/voisin/",
        "/regles/neurotrio/",
        "/regles/coinche/",
        "/glossaire/",
        "/recherche/?q=atout",
    ],
)
def test_axe_finds_no_violations(site, page: Page, path):
    site.goto(path)
    assert axe_violations(page) == []


def test_cards_are_drawn_at_a_legible_size_on_a_phone(site, page: Page):
    page.set_viewport_size({"width": 375, "height": 740})
    site.goto("/regles/whist-reglement/")
    box = page.get_by_role("img", name="Dame de trèfle").bounding_box()
    assert box is not None and box["width"] >= 44
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
