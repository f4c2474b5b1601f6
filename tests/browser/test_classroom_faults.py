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


#: The right edge of what the page shows, and the element (what scrolls inside itself, what
#: a folded section hides and what an SVG clips apart).
RIGHT_EDGE = """() => [...document.querySelectorAll('body *')]
    .filter(e => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden'
                 && !e.closest('.grid-scroll, .table-scroll')
                 && !e.ownerSVGElement && !e.closest('details:not([open]) > :not(summary)'))
    .map(e => [e.getBoundingClientRect().right, e.tagName + '.' + e.className])
    .reduce((a, b) => (b[0] > a[0] ? b : a), [0, ''])"""


def private_urls(assignment) -> dict[str, list[str]]:
    """Every classroom page a teacher and a student open, by who opens it."""
    from django.urls import reverse

    from classroom import reuse
    from tests.classroom.test_privacy import first_class_urls

    urls = first_class_urls(assignment)
    share = reuse.share_open(tset=assignment.teacher_set)
    posts_only = {
        "class-joining",
        "class-rename",
        "set-title",
        "set-draw",
        "set-upload",
        "set-duplicate",
        "set-to-class",
        "student-code",
        "item-note",
        "undo",
        "slips-pdf",
        "worksheet",
        "answer-key",
        "board-csv",
    }
    student = {"assignment", "play", "revise"}
    teacher = [u for n, u in urls.items() if n not in posts_only | student]
    teacher += [
        reverse("classroom:home"),
        reverse("classroom:sets"),
        reverse("classroom:library"),
        reverse("classroom:library-entry", args=["coinche", "standard", "serie", "obligations"]),
        reverse("classroom:shared", args=[share.token]),
    ] + [
        reverse("classroom:set-handmade", args=[assignment.teacher_set.id])
        + f"?regles=coinche/standard&type={kind}"
        for kind in ("trick_winner", "legal_plays", "card_points", "score", "bid")
    ]
    return {"teacher": teacher, "student": [urls[n] for n in student] + [reverse("classroom:home")]}


def test_no_classroom_page_scrolls_sideways_on_a_phone_menu_open_or_not(site, page: Page):
    from bench.classes import STUDENT_PASSWORD, quick_class

    assignment = quick_class(3, 6)
    page.set_viewport_size(PHONE)
    pages = private_urls(assignment)
    public = [
        "/classe/connexion/",
        "/classe/rejoindre/",
        "/classe/enseignant/inscription/",
        "/classe/nouveau-mot-de-passe/",
        f"/classe/rejoindre/{assignment.classroom.join_code}/",
    ]
    for url in public:
        site.goto(url)
        assert page.evaluate("document.documentElement.scrollWidth") <= 375, url
    logins = {
        "teacher": (assignment.classroom.teacher.user.username, PASSWORD),
        "student": (assignment.classroom.students.first().user.username, STUDENT_PASSWORD),
    }
    for who, urls in pages.items():
        page.context.clear_cookies()
        site.goto("/classe/connexion/")
        page.locator('input[name="username"]').fill(logins[who][0])
        page.locator('input[name="password"]').fill(logins[who][1])
        with page.expect_navigation():
            page.get_by_role("button", name="Me connecter").click()
        for url in urls:
            response = site.goto(url)
            assert response is not None and response.status < 400, (who, url)
            assert page.evaluate("document.documentElement.scrollWidth") <= 375, (who, url)
            edge = page.evaluate(RIGHT_EDGE)
            assert edge[0] <= 375.5, (who, url, edge)
        page.locator(".site-menu > summary").click()  # the menu opened stays on the screen
        edge = page.evaluate(RIGHT_EDGE)
        assert edge[0] <= 375.5, (who, "menu", edge)
        assert page.evaluate("document.documentElement.scrollWidth") <= 375


def test_keyboard_hints_stay_off_a_phone(site, browser, teacher_set):
    """Number keys, ⏎ and « tapez la première lettre » are for a keyboard: a touch screen
    shows none, on a student's exercise as on the set composer."""
    from bench.classes import quick_class

    assignment = quick_class(1, 3)
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, locale="fr-FR")
    phone = context.new_page()
    student = assignment.classroom.students.first()
    context.add_cookies(_session_cookie(site, student.user))
    phone.goto(f"{site.url}/classe/devoirs/{assignment.id}/1/")
    assert phone.locator(".key-hint").count() > 0
    assert phone.locator(".key-hint:visible").count() == 0
    context.add_cookies(_session_cookie(site, teacher_set.teacher.user))
    phone.goto(
        f"{site.url}/classe/series/{teacher_set.id}/main/?regles=coinche/standard&type=legal_plays"
    )
    assert phone.locator(".key-help").count() == 1
    assert phone.locator(".key-help:visible").count() == 0
    context.close()


def _session_cookie(site, user) -> list[dict]:
    from django.test import Client

    client = Client()
    client.force_login(user, backend="django.contrib.auth.backends.ModelBackend")
    return [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": site.url}]
