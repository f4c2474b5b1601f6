"""Faults a club night found, each with a test of its class in a browser: the composer keeps
every card picked when a live check fails, under `make run` (DEBUG, whose django-htmx script
would swap in the error page) and `make serve`; no classroom page scrolls sideways on a
phone."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import Page, expect

from bench.classes import PASSWORD
from classroom import services
from classroom.models import Teacher

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": 375, "height": 740}


@pytest.fixture
def browser_context_args(browser_context_args):
    """The service worker blocked, so that the test's routes see every request."""
    return {**browser_context_args, "service_workers": "block"}


@pytest.fixture
def teacher_set():
    user = get_user_model().objects.create_user(username="mme-roux", password=PASSWORD)
    teacher = Teacher.objects.create(user=user)
    return services.set_create(teacher=teacher, title="Le pli")


def log_in(site, page: Page) -> None:
    site.goto("/classe/connexion/")
    page.locator('input[name="username"]').fill("mme-roux")
    page.locator('input[name="password"]').fill(PASSWORD)
    with page.expect_navigation():
        page.get_by_role("button", name="Me connecter").click()


@pytest.mark.parametrize("debug", [True, False], ids=["make-run", "make-serve"])
@pytest.mark.parametrize("status", [400, 403, 500])
def test_the_composer_keeps_every_card_when_a_check_fails(
    site, page: Page, settings, teacher_set, debug, status
):
    settings.DEBUG = debug
    page.set_viewport_size(PHONE)
    log_in(site, page)
    site.goto(f"/classe/series/{teacher_set.id}/main/?regles=coinche/standard&type=trick_winner")
    page.locator('select[name="trump"]').select_option("H")
    page.locator('select[name="trick_1"]').select_option("AS")
    expect(page.locator("#apercu")).to_contain_text("au moins deux cartes")
    # the next check fails on the server (or on the way): the page and the cards stay
    page.route(
        "**/main/",
        lambda route: (
            route.fulfill(status=status, body="<html><body>Erreur</body></html>")
            if route.request.method == "POST"
            else route.continue_()
        ),
    )
    page.locator('select[name="trick_2"]').select_option("9H")
    expect(page.locator("#apercu")).to_contain_text("vos choix sont gardés")
    expect(page.locator("h1")).to_have_text("Composer une situation")
    assert page.locator('select[name="trick_1"]').input_value() == "AS"
    assert page.locator('select[name="trick_2"]').input_value() == "9H"
    page.unroute("**/main/")
    page.locator('select[name="trick_3"]').select_option("JH")
    expect(page.locator("#apercu")).to_contain_text("Bonne réponse")
