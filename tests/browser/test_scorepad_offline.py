"""The scorer's sheet without a network, on a 375×740 phone: a deal noted offline waits on the
phone and is stored once the network is back, exactly once; a line noted offline over another
scorer's change is kept and shown, never written over that change, and can be sent again or
dropped; the sheet read once opens again offline."""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from scorepad.models import Entry, ScoreGame
from tests.browser.test_scorepad_table import PHONE, coinche_deal, new_game

pytestmark = pytest.mark.django_db(transaction=True)

PLAYERS = ["Alice", "Bruno", "Chloé", "David"]


def offline_deal(page: Page, by: str, bid: str, trump: str, points: str) -> None:
    """The four taps and the takers' points, with no page load: the line stays on the phone."""
    page.locator(f'.pad-dock a[data-value="{by}"]').click()
    expect(page.locator("dialog#noter")).to_be_visible()
    page.locator(f'#form-deal label:has(input[name="deal-bid"][value="{bid}"])').click()
    page.locator(f'#form-deal label:has(input[name="deal-trump"][value="{trump}"])').click()
    page.locator('input[name="deal-points"]').fill(points)
    page.locator("#form-deal .pad-submit").click()


def the_game() -> ScoreGame:
    return ScoreGame.objects.get()


def stored_points() -> list[int]:
    """The takers' points of each stored deal, in the sheet's order."""
    return [
        e.data["result"]["points"][e.data["contract"]["by"]]
        for e in Entry.objects.filter(game=the_game())
    ]


def test_a_deal_noted_offline_is_stored_once_the_network_is_back(site, page, context):
    new_game(site, page, "coinche", PLAYERS)
    context.set_offline(True)
    offline_deal(page, "NS", "110", "H", "114")
    pending = page.locator("#pad-pending")
    expect(pending).to_be_visible()
    expect(pending).to_contain_text("Pas de réseau")
    expect(pending).to_contain_text("Preneurs : Alice et Chloé")
    expect(pending).to_contain_text("En attente du réseau")
    expect(page.locator("dialog#noter")).to_be_hidden()
    assert stored_points() == []

    with page.expect_navigation():
        context.set_offline(False)
    expect(pending).to_contain_text("enregistrées")
    expect(page.locator(".pad-table tbody tr")).to_have_count(1)
    expect(page.locator(".pad-totals")).to_contain_text("220")
    page.reload()  # nothing is sent again
    expect(page.locator(".pad-table tbody tr")).to_have_count(1)
    expect(pending).to_be_hidden()
    assert stored_points() == [114]
    assert the_game().version == 1


def test_two_deals_noted_offline_are_stored_in_their_order(site, page, context):
    new_game(site, page, "coinche", PLAYERS)
    context.set_offline(True)
    offline_deal(page, "NS", "110", "H", "114")
    offline_deal(page, "EW", "80", "S", "90")
    expect(page.locator("#pad-pending .pad-pending-line")).to_have_count(2)
    with page.expect_navigation():
        context.set_offline(False)
    expect(page.locator(".pad-table tbody tr")).to_have_count(2)
    assert stored_points() == [114, 90]


def test_a_conflicting_offline_deal_is_kept_and_shown_not_written_over(
    site, page, context: BrowserContext
):
    new_game(site, page, "coinche", PLAYERS)
    context.set_offline(True)
    offline_deal(page, "NS", "110", "H", "114")

    other = context.browser.new_page(viewport=PHONE, locale="fr-FR")  # a second scorer
    other.goto(page.url)
    coinche_deal(other, "EW", "80", "S", "90")
    other.close()
    assert stored_points() == [90]

    context.set_offline(False)
    kept = page.locator("#pad-pending .pad-pending--kept")
    expect(kept).to_be_visible()
    expect(kept).to_contain_text("Quelqu'un d'autre vient de modifier la feuille")
    expect(kept).to_contain_text("Points des preneurs (cartes et dix de der) 114")
    assert stored_points() == [90]  # the other scorer's deal stands

    page.reload()  # the kept line survives a new page, which now shows the other deal
    expect(page.locator(".pad-table tbody tr")).to_have_count(1)
    expect(kept).to_be_visible()
    with page.expect_navigation():
        kept.get_by_role("button", name="Renvoyer sur la feuille actuelle").click()
    expect(page.locator(".pad-table tbody tr")).to_have_count(2)
    expect(page.locator("#pad-pending")).to_contain_text("enregistrées")
    assert stored_points() == [90, 114]


def test_a_kept_line_is_dropped_only_once_confirmed_and_can_come_back(site, page, context):
    new_game(site, page, "coinche", PLAYERS)
    context.set_offline(True)
    offline_deal(page, "NS", "110", "H", "114")
    line = page.locator("#pad-pending .pad-pending-line")
    page.evaluate(  # the line kept as the server would leave it after a refusal
        """() => { const all = JSON.parse(localStorage.getItem('atout-carnet-hors-ligne'));
        for (const key in all) all[key].forEach(l => { l.state = 'kept'; l.reason = 'refusée'; });
        localStorage.setItem('atout-carnet-hors-ligne', JSON.stringify(all)); }"""
    )
    context.set_offline(False)
    page.reload()
    line.get_by_role("button", name="Abandonner").click()
    expect(line).to_contain_text("Abandonner cette ligne ?")
    line.get_by_role("button", name="La garder").click()
    expect(line).to_be_visible()
    line.get_by_role("button", name="Abandonner").click()
    line.get_by_role("button", name="Oui, l'abandonner").click()
    expect(line).to_have_count(0)
    page.get_by_role("button", name="La rétablir").click()
    expect(line).to_contain_text("Points des preneurs (cartes et dix de der) 114")
    assert stored_points() == []


def test_the_sheet_read_once_opens_again_offline(site, page, context):
    new_game(site, page, "coinche", PLAYERS)
    coinche_deal(page, "NS", "110", "H", "114")
    expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=15_000)
    page.reload()  # this visit goes through the worker, which keeps the sheet as it is now
    expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=15_000)
    context.set_offline(True)
    try:
        page.reload()
        expect(page.locator(".pad-totals")).to_contain_text("220")
        expect(page.locator(".pad-table tbody tr")).to_have_count(1)
        offline_deal(page, "EW", "80", "S", "90")  # the entry still opens and keeps a line
        expect(page.locator("#pad-pending")).to_contain_text("En attente du réseau")
    finally:
        context.set_offline(False)
