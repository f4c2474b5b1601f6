"""`make screenshots`: « La classe » as a teacher and a student see it, phone and desktop, and
the printed worksheet and answer key (PDF pages turned into PNG by pdftoppm).

Skipped in the normal test run; `make screenshots` sets ATOUT_SCREENSHOTS=1.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from django.test import Client
from django.urls import reverse
from playwright.sync_api import Page

from bench.classes import quick_class
from classroom import reuse, sheets
from classroom.models import Assignment, Student

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(not os.environ.get("ATOUT_SCREENSHOTS"), reason="run by make screenshots"),
]

OUT = Path(__file__).resolve().parents[2] / "screenshots"
SIZES = {"phone": {"width": 375, "height": 740}, "desktop": {"width": 1280, "height": 900}}


@pytest.fixture
def sample() -> Assignment:
    return quick_class(12, 8, seed=3, answered=0.9)


def signed_in(page: Page, live_server, user) -> None:
    client = Client()
    client.force_login(user, backend="django.contrib.auth.backends.ModelBackend")
    cookie = client.cookies["sessionid"].value
    page.context.clear_cookies()
    page.context.add_cookies([{"name": "sessionid", "value": cookie, "url": live_server.url}])


def shoot(site, page: Page, name: str, path: str, size: str) -> None:
    OUT.mkdir(exist_ok=True)
    page.set_viewport_size(SIZES[size])
    site.goto(path)
    target = OUT / f"{name}-{size}.png"
    page.screenshot(path=str(target), full_page=True)
    assert target.stat().st_size > 0


@pytest.mark.parametrize("size", SIZES)
def test_screenshot_teacher_pages(site, page: Page, live_server, sample, size):
    assignment = sample
    classroom, tset = assignment.classroom, assignment.teacher_set
    signed_in(page, live_server, classroom.teacher.user)
    student = classroom.students.first()
    wrong = assignment.responses.filter(correct=False).first()
    pages = {
        "classe-professeur": reverse("classroom:home"),
        "classe-liste": reverse("classroom:class", args=[classroom.id]),
        "classe-serie": reverse("classroom:set", args=[tset.id]),
        "classe-resultats": reverse("classroom:board", args=[classroom.id, assignment.id]),
        "classe-reponse": reverse(
            "classroom:response",
            args=[classroom.id, assignment.id, wrong.student_id, wrong.position],
        ),
        "classe-eleve-vu-par-le-prof": reverse(
            "classroom:student", args=[classroom.id, student.id]
        ),
        "classe-composer": reverse("classroom:set-handmade", args=[tset.id])
        + "?regles=coinche/standard&type=legal_plays",
        "classe-composer-encheres": reverse("classroom:set-handmade", args=[tset.id])
        + "?regles=coinche/standard&type=bid",
        "classe-fichier": reverse("classroom:set-upload", args=[tset.id]),
        "classe-progres-classe": reverse("classroom:class-progress", args=[classroom.id]),
        "classe-partager": reverse("classroom:set-share", args=[tset.id]),
        "classe-partage-recu": reverse(
            "classroom:shared", args=[reuse.share_open(tset=tset).token]
        ),
        "classe-bibliotheque": reverse("classroom:library"),
        "classe-bibliotheque-serie": reverse(
            "classroom:library-entry", args=["coinche", "standard", "serie", "obligations"]
        ),
        "classe-bibliotheque-debuter": reverse(
            "classroom:library-entry", args=["coinche", "standard", "debuter", "tout"]
        ),
    }
    for name, path in pages.items():
        shoot(site, page, name, path, size)
    # the results page with every answer chart opened
    page.set_viewport_size(SIZES[size])
    site.goto(pages["classe-resultats"])
    page.evaluate("document.querySelectorAll('.answer-charts details').forEach(d => d.open = true)")
    page.locator(".answer-charts").screenshot(path=str(OUT / f"classe-graphiques-{size}.png"))


@pytest.mark.parametrize("size", SIZES)
def test_screenshot_student_pages(site, page: Page, live_server, sample, size):
    assignment = sample
    student = Student.objects.filter(classroom=assignment.classroom).first()
    signed_in(page, live_server, student.user)
    shoot(site, page, "classe-accueil-eleve", reverse("classroom:home"), size)
    shoot(
        site,
        page,
        "classe-devoir-bilan",
        reverse("classroom:assignment", args=[assignment.id]),
        size,
    )
    shoot(site, page, "classe-progres", reverse("trainer:progress"), size)
    shoot(site, page, "classe-exercice", reverse("classroom:play", args=[assignment.id, 1]), size)
    page.context.clear_cookies()
    shoot(site, page, "classe-bienvenue", reverse("classroom:home"), size)
    shoot(
        site,
        page,
        "classe-rejoindre",
        reverse("classroom:join", args=[assignment.classroom.join_code]),
        size,
    )


def test_screenshot_worksheet_and_key(sample):
    """Both PDFs, each page as a PNG."""
    if shutil.which("pdftoppm") is None:
        pytest.skip("pdftoppm (poppler-utils) is installed by scripts/system-deps")
    OUT.mkdir(exist_ok=True)
    for name, build in (("fiche", sheets.worksheet), ("corrige", sheets.answer_key)):
        pdf = OUT / f"classe-{name}.pdf"
        pdf.write_bytes(build(sample.teacher_set))
        subprocess.run(
            ["pdftoppm", "-png", "-r", "70", str(pdf), str(OUT / f"classe-{name}")], check=True
        )
        assert list(OUT.glob(f"classe-{name}-*.png"))
