"""A club night, in a phone-sized browser from the teacher's sign-up to the results.

The teacher builds a set holding every exercise kind of Belote coinchée (drawn by the engine,
composed by hand where a kind can be, uploaded as a file), gives it to her class; three
students join on their phones (one opens the join link a second time) and answer; the
teacher's grid, the CSV she downloads and the printed answer key agree, and no page scrolls
sideways. Every destructive action on the way asks first and is undone."""

from __future__ import annotations

import csv
import io
import json
import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from pypdf import PdfReader

from bench.classes import PASSWORD, STUDENT_PASSWORD
from classroom.draw import set_kinds
from classroom.handmade import KINDS as HANDMADE_KINDS
from classroom.items import set_items
from classroom.models import Assignment, Response, Student
from reference.rulesets import listed
from tests.classroom.helpers import answer_data, wrong_exists

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": 375, "height": 740}
DESKTOP = {"width": 1280, "height": 900}
COINCHE = next(rs for rs in listed() if rs.game == "coinche" and rs.slug == "standard")
DRAWN = list(set_kinds(COINCHE))
#: One situation per kind a teacher composes by hand: the fields she sets, in order.
BY_HAND: dict[str, list[tuple[str, Any]]] = {
    "trick_winner": [("trump", "H"), ("trick_1", "AS"), ("trick_2", "9H"), ("trick_3", "JH")],
    "legal_plays": [("trump", "H"), ("trick_1", "7S"), ("trick_2", "AS"), ("hand", "8H KD QS")],
    "card_points": [("trump", "S"), ("cards", "JS 9S AH TD 7C")],
    "score": [
        ("deal-by", "NS"),
        ("deal-bid", "110"),
        ("deal-trump", "H"),
        ("deal-points", "114"),
    ],
    "bid": [("next_call", "90H"), ("calls", "coinche 100S")],
}
UPLOADED = [
    {
        "game": "coinche",
        "kind": "trick_winner",
        "input": {"trump": "S", "trick": ["R♥", "10♥", "7♠"]},
    },
    {"game": "coinche", "kind": "announcements", "input": {"level": "moyen", "seed": "annonces:5"}},
    {"game": "coinche", "kind": "game_end", "input": {"level": "moyen", "seed": "fin-de-partie:3"}},
]


def fits(page: Page) -> None:
    """No page-level horizontal scroll at the current width."""
    width = page.viewport_size["width"] if page.viewport_size else 0
    assert page.evaluate("document.documentElement.scrollWidth") <= width, page.url


def click(page: Page, text: str) -> None:
    """Press the button or link named ``text`` and wait for the page it leads to."""
    with page.expect_navigation():
        page.get_by_role("button", name=text, exact=True).or_(
            page.get_by_role("link", name=text, exact=True)
        ).first.click()


def tick(page: Page, name: str, value: str) -> None:
    """Tick a box or a radio button by its label, as a person does."""
    box = page.locator(f'input[name="{name}"][value="{value}"]')
    label = page.locator(f'label[for="{box.get_attribute("id")}"]')
    if label.count():
        label.click()
    else:
        box.check()
    expect(box).to_be_checked()


def confirm_and_undo(page: Page, opener: str, button: str) -> str:
    """Open a destructive action, check that it asks first, do it, then undo it; the page
    where « Annuler » led (its text)."""
    click(page, opener)
    expect(page.get_by_role("link", name="Ne rien changer")).to_be_visible()
    fits(page)
    click(page, button)
    bar = page.locator(".undo-bar")
    expect(bar).to_be_visible()
    with page.expect_navigation():
        bar.get_by_role("button", name="Annuler").click()
    return page.locator("main").inner_text()


def set_fields(page: Page, fields: list[tuple[str, Any]]) -> None:
    for name, value in fields:
        control = page.locator(f'[name="{name}"]').first
        tag = control.evaluate("e => e.tagName + ':' + (e.type || '')")
        if tag.startswith("SELECT"):
            control.select_option(value)
        elif tag in ("INPUT:checkbox", "INPUT:radio"):
            for one in value.split():
                tick(page, name, one)
        else:
            control.fill(value)
            control.press("Tab")


def build_the_set(page: Page) -> None:
    click(page, "Préparer une série")
    page.locator('input[name="title"]').fill("Coinche : la soirée du club")
    click(page, "Créer la série")

    # drawn: every kind of coinche, one each
    page.locator('select[name="ruleset"]').select_option("coinche/standard")
    for kind in DRAWN:
        tick(page, "kinds", kind)
    page.locator('input[name="count"]').fill(str(len(DRAWN)))
    click(page, "Tirer ces exercices")
    expect(page.locator(".set-item")).to_have_count(len(DRAWN))

    # by hand: each kind that can be composed, checked live as it grows, then added
    set_url = page.url.split("#")[0]
    for kind, fields in BY_HAND.items():
        page.goto(f"{set_url}main/?regles=coinche/standard&type={kind}")
        if kind == "bid":
            set_fields(page, fields[:1])
            click(page, "Ajouter cette enchère")
            set_fields(page, fields[1:])
        else:
            set_fields(page, fields)
        expect(page.locator("#apercu")).to_contain_text("Bonne réponse")
        fits(page)
        click(page, "Ajouter à la série")
    expect(page.locator(".set-item")).to_have_count(len(DRAWN) + len(BY_HAND))

    # uploaded: a file's lines, cards in French
    page.goto(f"{set_url}fichier/")
    page.locator('textarea[name="text"]').fill(
        "\n".join(json.dumps(line, ensure_ascii=False) for line in UPLOADED)
    )
    click(page, "Ajouter ces exercices")
    expect(page.locator(".set-item")).to_have_count(len(DRAWN) + len(BY_HAND) + len(UPLOADED))
    fits(page)


def undo_item_changes(page: Page) -> None:
    """« Changer » and « Retirer » on an item ask first and are undone: the set is as before."""
    first = page.locator("#exercice-1").inner_text()
    count = page.locator(".set-item").count()
    confirm_and_undo(page, "Changer l'exercice 1", "Remplacer l'exercice")
    assert page.locator("#exercice-1").inner_text() == first
    confirm_and_undo(page, f"Retirer l'exercice {count}", "Retirer l'exercice")
    expect(page.locator(".set-item")).to_have_count(count)
    # deleting a set (here a copy): asked, done, undone
    click(page, "Dupliquer la série")
    copy = page.url
    confirm_and_undo(page, "Supprimer la série", "Supprimer la série")
    page.goto(copy)
    expect(page.locator(".set-item")).to_have_count(count)


def join(browser: Browser, link: str, name: str) -> Page:
    phone = browser.new_context(viewport=PHONE, locale="fr-FR").new_page()
    phone.goto(link)
    phone.locator('input[name="display_name"]').fill(name)
    phone.locator('input[name="password1"]').fill(STUDENT_PASSWORD)
    phone.locator('input[name="password2"]').fill(STUDENT_PASSWORD)
    click(phone, "Rejoindre la classe")
    expect(phone.locator("main")).to_contain_text("Bienvenue")
    return phone


def answer(phone: Page, assignment: Assignment, position: int, right: bool) -> None:
    phone.goto(f"{phone.url.split('/classe/')[0]}/classe/devoirs/{assignment.id}/{position}/")
    fits(phone)
    data = answer_data(assignment, position, right)
    for name, value in data.items():
        values = value if isinstance(value, list) else [value]
        control = phone.locator(f'[name="{name}"]').first
        if control.evaluate("e => e.type") in ("checkbox", "radio"):
            for one in values:
                tick(phone, name, one)
        else:
            control.fill(values[0])
    phone.get_by_role("button", name="Valider").click()
    verdict = (
        ".verdict--right" if right or not wrong_exists(assignment, position) else ".verdict--wrong"
    )
    expect(phone.locator(verdict)).to_be_visible()
    fits(phone)


def grid_of(page: Page) -> dict[str, dict[str, Any]]:
    """Each student's row as the page shows it: score, then (mark, answer) per exercise."""
    rows = {}
    for row in page.locator("table.grid tbody tr").all():
        name = row.locator("th a").inner_text().strip()
        cells = []
        for cell in row.locator("td[class^=cell-]").all():
            mark = (cell.get_attribute("class") or "").removeprefix("cell-")
            text = cell.locator("a").inner_text() if mark != "none" else ""
            cells.append((mark, text.split(":", 1)[1].strip() if ":" in text else ""))
        score = row.locator("td.score").inner_text().strip()
        rows[name] = {"score": score, "cells": cells}
    return rows


def flat(text: str) -> str:
    return " ".join(text.split())


def test_a_club_night_from_the_set_to_the_results(site, page: Page, browser: Browser):
    page.set_viewport_size(PHONE)
    site.goto("/classe/enseignant/inscription/")
    page.locator('input[name="username"]').fill("mme-lenoir")
    page.locator('input[name="password1"]').fill(PASSWORD)
    page.locator('input[name="password2"]').fill(PASSWORD)
    click(page, "Créer mon compte")
    page.locator('input[name="name"]').fill("Club du jeudi")
    click(page, "Créer la classe")
    expect(page.locator("h1")).to_have_text("Club du jeudi")
    class_url = page.url
    code = page.locator("strong.code").inner_text()
    # a new code asks first; undone, the printed code comes back
    text = confirm_and_undo(page, "Changer le code", "Changer le code")
    assert code in text
    link = page.locator("a[href*='/rejoindre/']").first.get_attribute("href") or ""

    site.goto("/classe/")
    build_the_set(page)
    undo_item_changes(page)
    total = len(DRAWN) + len(BY_HAND) + len(UPLOADED)

    page.goto(class_url)
    click(page, "Donner une série à la classe")
    page.locator('select[name="tset"]').select_option(label="Coinche : la soirée du club")
    click(page, "Donner la série")
    assignment = Assignment.objects.get()
    kinds = {item.kind for item in set_items(assignment.teacher_set)}
    assert kinds == set(DRAWN) and set(HANDMADE_KINDS) <= kinds

    # three students on their phones: Léa right everywhere, Hugo wrong wherever he can be,
    # Inès half-way, who opens the join link again in between and lands in her class
    positions = list(range(1, total + 1))
    plan = {
        "Léa": dict.fromkeys(positions, True),
        "Hugo": {p: not wrong_exists(assignment, p) for p in positions},
        "Inès": {p: p % 2 == 0 for p in positions[: total // 2]},
    }
    phones = {name: join(browser, link, name) for name in plan}
    for name, answers in plan.items():
        for number, (position, right) in enumerate(answers.items()):
            if name == "Inès" and number == 3:
                phones[name].goto(link)
                expect(phones[name].locator("main")).to_contain_text("Coinche : la soirée du club")
            answer(phones[name], assignment, position, right)
    assert Student.objects.count() == 3
    stored = {(r.student.display_name, r.position): r.correct for r in Response.objects.all()}
    assert stored == {(n, p): r for n, a in plan.items() for p, r in a.items()}

    # the teacher's grid, at a phone's width and a desktop's
    page.goto(class_url)
    click(page, "Coinche : la soirée du club")
    board_url = page.url
    fits(page)
    grid = grid_of(page)
    page.set_viewport_size(DESKTOP)
    fits(page)
    page.set_viewport_size(PHONE)
    for name, answers in plan.items():
        marks = [mark for mark, _given in grid[name]["cells"]]
        assert marks == [
            "none" if p not in answers else "right" if answers[p] else "wrong" for p in positions
        ]
        assert grid[name]["score"] == f"{sum(answers.values())}/{total}"

    # the CSV (« ; » for a French spreadsheet) says the same, cell by cell
    csv_link = page.get_by_role("link", name=re.compile("séparé par des « ; »"))
    raw = page.request.get(site.url + (csv_link.get_attribute("href") or "")).body()
    lines = list(csv.reader(io.StringIO(raw.decode("utf-8-sig")), delimiter=";"))
    header, body = lines[0], [dict(zip(lines[0], line, strict=True)) for line in lines[1:]]
    assert len(body) == len(plan) * total, header
    words = {"right": "juste", "wrong": "faux", "none": "pas encore répondu"}
    for record in body:
        mark, given = grid[record["Élève"]]["cells"][int(record["Exercice"]) - 1]
        assert (record["Résultat"], record["Réponse donnée"]) == (words[mark], given)

    # the printed key gives every right answer the grid and the CSV count
    key_link = page.get_by_role("link", name="Corrigé (PDF)")
    key_pdf = page.request.get(site.url + (key_link.get_attribute("href") or "")).body()
    key = flat("\n".join(p.extract_text() for p in PdfReader(io.BytesIO(key_pdf)).pages))
    for record in body:
        assert flat(f"Réponse : {record['Bonne réponse']}") in key, record
        if record["Résultat"] == "juste":
            assert flat(record["Réponse donnée"]) == flat(record["Bonne réponse"]), record

    # removing Hugo asks first; undone, he is back with his answers
    page.goto(class_url)
    text = confirm_and_undo(page, "Retirer Hugo de la classe", "Retirer de la classe")
    assert "Hugo" in text
    # withdrawing the assignment asks first; undone, the grid is as it was
    page.goto(board_url)
    confirm_and_undo(page, "Retirer ce devoir", "Retirer le devoir")
    page.goto(board_url)
    assert grid_of(page) == grid
    fits(page)
