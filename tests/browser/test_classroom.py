"""« La classe » with the keyboard only, on a phone and on a desktop: a teacher logs in, builds
a set (exercises drawn by the engine, one changed, a situation composed card by card and
checked live), gives it to the class; a student answers; the teacher opens the results and
one answer's explanation. axe finds no violation on any of these pages."""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from django.contrib.auth import get_user_model
from playwright.sync_api import Page, expect

from bench.classes import PASSWORD, STUDENT_PASSWORD
from classroom import services
from classroom.models import Assignment, Teacher, TeacherSet
from tests.classroom.helpers import answer_data

pytestmark = pytest.mark.django_db(transaction=True)

SIZES = {"phone": {"width": 375, "height": 740}, "desktop": {"width": 1280, "height": 900}}
AXE = Axe()


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
    violations = [f"{v['id']}: {v['help']}" for v in AXE.run(page).response["violations"]]
    assert violations == []


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

    # change the first one
    tab_to(page, text="Changer l'exercice 1")
    submit(page)
    expect(page.locator(".set-item")).to_have_count(3)
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
