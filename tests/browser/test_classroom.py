"""« La classe » with the keyboard only, on a phone and on a desktop: a teacher logs in, builds
a set (exercises drawn by the engine, one changed, a situation composed card by card and
checked live), gives it to the class; a student answers; the teacher opens the results and
one answer's explanation. axe finds no violation on any of these pages."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import Page, expect

from bench.classes import PASSWORD, STUDENT_PASSWORD, quick_class
from classroom import services
from classroom.models import Assignment, Teacher, TeacherSet
from tests.browser.axe import axe_violations
from tests.classroom.helpers import answer_data

pytestmark = pytest.mark.django_db(transaction=True)

SIZES = {"phone": {"width": 375, "height": 740}, "desktop": {"width": 1280, "height": 900}}


def focused(page: Page) -> dict:
    return page.evaluate(
        "() => { const e = document.activeElement; return {name: e.name || '', value: e.value"
        " || '', tag: e.tagName, text: (e.textContent || '').trim(), id: e.id || ''}; }"
    )


def tab_to(
    page: Page, *, name: str | None = None, text: str | None = None, value: str | None = None
) -> None:
    """Press Tab until the focused element matches (its name, value, or the start of its text)."""
    for _ in range(600):
        page.keyboard.press("Tab")
        now = focused(page)
        if (
            name is not None and now["name"] == name and (value is None or now["value"] == value)
        ) or (text is not None and now["text"].startswith(text)):
            return
    raise AssertionError(f"Tab never reached {name or text} {value or ''}")


def submit(page: Page) -> None:
    with page.expect_navigation():
        page.keyboard.press("Enter")


def pick(page: Page, name: str, label_start: str) -> None:
    """Focus a list and type the start of an option's label, as a keyboard user does."""
    tab_to(page, name=name)
    page.keyboard.type(label_start)


def axe_clean(page: Page) -> None:
    assert axe_violations(page) == []


def fits(page: Page, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width


@pytest.fixture
def teacher():
    user = get_user_model().objects.create_user(username="mme-lenoir", password=PASSWORD)
    found = Teacher.objects.create(user=user)
    services.class_create(teacher=found, name="CM2")
    return found


def log_in(site, page: Page, username: str, password: str) -> None:
    site.goto("/classe/connexion/")
    tab_to(page, name="username")
    page.keyboard.type(username)
    tab_to(page, name="password")
    page.keyboard.type(password)
    submit(page)


@pytest.mark.parametrize("size", SIZES)
def test_the_builder_by_keyboard(site, page: Page, teacher, size):
    page.set_viewport_size(SIZES[size])
    log_in(site, page, "mme-lenoir", PASSWORD)
    tab_to(page, text="Préparer une série")
    submit(page)
    tab_to(page, name="title")
    page.keyboard.type("Coinche : le pli")
    submit(page)
    axe_clean(page)

    # exercises drawn by the engine
    pick(page, "ruleset", "Belote")
    tab_to(page, name="kinds", value="trick_winner")
    page.keyboard.press("Space")
    tab_to(page, name="kinds", value="legal_plays")
    page.keyboard.press("Space")
    tab_to(page, name="count")
    page.keyboard.press("Control+A")
    page.keyboard.type("3")
    tab_to(page, text="Tirer ces exercices")
    submit(page)
    expect(page.locator(".set-item")).to_have_count(3)

    # change the first one: asked first, then undone, then done again
    tab_to(page, text="Changer l'exercice 1")
    submit(page)
    expect(page.locator("h1")).to_contain_text("Remplacer l'exercice 1")
    tab_to(page, text="Remplacer l'exercice")
    submit(page)
    expect(page.locator(".set-item")).to_have_count(3)
    expect(page.locator(".undo-bar")).to_contain_text("L'exercice 1 a été remplacé.")
    assert page.locator("#exercice-1 h3").inner_text().endswith("(Belote coinchée)")

    # a situation composed by hand, checked live, then added
    tab_to(page, text="Une situation composée à la main")
    page.keyboard.press("Enter")
    pick(page, "regles", "Belote")
    pick(page, "type", "Quelles")
    tab_to(page, text="Composer")
    submit(page)
    axe_clean(page)
    pick(page, "trump", "cœur")
    pick(page, "trick_1", "7♠")
    pick(page, "trick_2", "A♠")
    for value in ("8H", "KD", "QS"):
        tab_to(page, name="hand", value=value)
        page.keyboard.press("Space")
    expect(page.locator("#apercu")).to_contain_text("Bonne réponse")  # checked at each change
    expect(page.locator("#apercu")).to_contain_text("D♠")
    axe_clean(page)
    tab_to(page, text="Ajouter à la série")
    submit(page)
    expect(page.locator(".set-item")).to_have_count(4)
    fits(page, SIZES[size]["width"])
    axe_clean(page)


@pytest.fixture
def answered(teacher) -> Assignment:
    import random

    from classroom.draw import draw
    from trainer.rulesets import RULESETS

    classroom = teacher.classes.get()
    tset = services.set_create(teacher=teacher, title="Atout maître")
    cases = draw(
        RULESETS[("coinche", "standard")],
        ["trick_winner", "legal_plays", "bid"],
        "moyen",
        3,
        random.Random(4),
    )
    services.set_items_add(tset=tset, cases=cases)
    tset = TeacherSet.objects.get(pk=tset.pk)
    assignment = services.assignment_create(
        classroom=classroom, tset=tset, due=None, one_attempt=False
    )
    services.student_join(classroom=classroom, display_name="Léa", password=STUDENT_PASSWORD)
    return assignment


@pytest.mark.parametrize("size", SIZES)
def test_a_student_answers_and_the_teacher_reads_the_results_by_keyboard(
    site, page: Page, answered, size
):
    page.set_viewport_size(SIZES[size])
    student = answered.classroom.students.get()
    log_in(site, page, student.user.username, STUDENT_PASSWORD)
    tab_to(page, text="Atout maître")
    submit(page)
    axe_clean(page)
    tab_to(page, text="Commencer")
    submit(page)
    data = answer_data(answered, 1, False)
    tab_to(page, name="card")  # a radio group: Space picks, the arrows move
    page.keyboard.press("Space")
    for _ in range(int(data["card"])):
        page.keyboard.press("ArrowRight")
    tab_to(page, text="Valider")
    page.keyboard.press("Enter")
    expect(page.locator(".verdict--wrong")).to_be_visible()
    page.context.clear_cookies()

    log_in(site, page, "mme-lenoir", PASSWORD)
    tab_to(page, text="CM2")
    submit(page)
    axe_clean(page)
    tab_to(page, text="Atout maître")
    submit(page)
    expect(page.locator("table.grid tbody tr")).to_have_count(1)
    expect(page.locator("table.grid .cell-wrong")).to_have_count(1)
    axe_clean(page)
    tab_to(page, text="✘")
    submit(page)
    expect(page.locator("main")).to_contain_text("Bonne réponse")
    expect(page.locator("main")).to_contain_text("Pourquoi")
    fits(page, SIZES[size]["width"])
    axe_clean(page)


@pytest.mark.parametrize("size", SIZES)
def test_a_wide_grid_scrolls_inside_itself_with_its_names_and_headers_in_view(site, page, size):
    """Sixty exercises, twelve students: the page never scrolls sideways, the grid does, and
    the names column and the headers stay in view while it scrolls."""
    assignment = quick_class(12, 60, seed=8)
    page.set_viewport_size(SIZES[size])
    user = assignment.classroom.teacher.user
    log_in(site, page, user.username, PASSWORD)
    site.goto(f"/classe/c/{assignment.classroom.id}/devoirs/{assignment.id}/")
    fits(page, SIZES[size]["width"])
    box = page.locator(".grid-scroll")
    assert box.evaluate("e => e.scrollWidth > e.clientWidth")
    name = page.locator(".grid tbody th").first
    header = page.locator(".grid thead th").nth(5)
    before_name, before_header = name.bounding_box(), header.bounding_box()
    box.evaluate("e => { e.scrollLeft = 400; e.scrollTop = 200; }")
    after_name, after_header = name.bounding_box(), header.bounding_box()
    assert after_name["x"] == pytest.approx(before_name["x"], abs=1)  # the names stay
    assert after_header["y"] == pytest.approx(before_header["y"], abs=1)  # so do the headers
    assert after_header["x"] < before_header["x"] - 300  # while the columns move
    assert page.locator(".grid thead th").nth(5).inner_text().strip() != ""
    fits(page, SIZES[size]["width"])
    axe_clean(page)
