"""Printed worksheets: for a set holding every kind of exercise of every rule set, the worksheet
and the answer key render as A4 PDFs; the worksheet's text names the cards and asks the
questions, never gives an answer; the key holds every answer with the engine's reasons."""

from __future__ import annotations

import io
import random

import pytest
from django.contrib.auth import get_user_model
from pypdf import PdfReader

from classroom import services, sheets
from classroom.answers import explain, right_answer
from classroom.draw import draw, set_kinds
from classroom.items import set_items
from classroom.models import Teacher
from classroom.situations import describe
from reference.names import card_short
from trainer.rulesets import RULESETS

pytestmark = pytest.mark.django_db

A4 = (595.28, 841.89)


def every_kind_set():
    user = get_user_model().objects.create_user(username="prof", password="x")
    teacher = Teacher.objects.create(user=user)
    tset = services.set_create(teacher=teacher, title="Toutes les sortes")
    rng = random.Random(42)
    cases = [
        case
        for rs in RULESETS.values()
        for case in draw(rs, list(set_kinds(rs)), "moyen", len(set_kinds(rs)), rng)
    ]
    services.set_items_add(tset=tset, cases=cases)
    tset.refresh_from_db()
    return tset


def text_of(content: bytes) -> tuple[str, list]:
    reader = PdfReader(io.BytesIO(content))
    return "\n".join(page.extract_text() for page in reader.pages), list(reader.pages)


def flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.slow  # a worksheet and its key for every kind of every rule set
def test_worksheet_and_key_cover_every_kind_of_every_rule_set():
    tset = every_kind_set()
    found = set_items(tset)
    assert {(i.ruleset.game, i.ruleset.slug, i.kind) for i in found} == {
        (rs.game, rs.slug, k) for rs in RULESETS.values() for k in set_kinds(rs)
    }
    sheet, pages = text_of(sheets.worksheet(tset))
    key, key_pages = text_of(sheets.answer_key(tset))
    assert all(tuple(round(float(v), 2) for v in p.mediabox[2:]) == A4 for p in pages + key_pages)
    sheet_flat, key_flat = flat(sheet), flat(key)
    for item in found:
        shown = describe(item.exercise)
        assert flat(f"Exercice {item.position} — {item.kind_title}") in sheet_flat
        assert flat(shown.question) in sheet_flat  # the question is asked
        for block in shown.blocks:
            for card in block.cards:  # every card drawn is named
                assert card_short(card) in sheet, (item.position, card)
            for line in block.items:
                assert flat(line) in sheet_flat
        explained = explain(item.exercise, right_answer(item.exercise))
        assert flat(f"Réponse : {explained.right}") in key_flat  # the key answers it
        for reason in explained.reasons:
            assert flat(reason) in key_flat
    assert "Réponse : ____" in sheet and "Corrigé" not in sheet_flat.split("Atout ·")[0]


@pytest.mark.slow
def test_the_worksheet_gives_no_answer():
    tset = every_kind_set()
    sheet, _pages = text_of(sheets.worksheet(tset))
    for item in set_items(tset):
        explained = explain(item.exercise, right_answer(item.exercise))
        for reason in explained.reasons:
            assert flat(reason) not in flat(sheet), (item.position, reason)


@pytest.mark.slow
def test_the_sheets_speak_english_to_an_english_teacher():
    from django.utils import translation

    tset = every_kind_set()
    with translation.override("en"):
        sheet, _pages = text_of(sheets.worksheet(tset))
        key, _pages = text_of(sheets.answer_key(tset))
    assert "Exercise 1" in sheet and "Which card wins the trick?" in sheet
    assert "Answer key" in key and "Exercice" not in key


def test_a_sheet_is_named_after_its_set_and_an_empty_set_prints_nothing():
    from django.urls import reverse

    from tests.classroom.helpers import set_create, set_draw, teacher_client

    teacher = teacher_client("m-fichier")
    empty = set_create(teacher, "Rien encore")
    refused = teacher.get(reverse("classroom:worksheet", args=[empty]))
    assert refused.status_code == 400 and refused["Content-Type"].startswith("text/html")
    assert "La série est vide" in refused.content.decode()
    set_id = set_create(teacher, "Coinche : le pli à l'atout")
    set_draw(teacher, set_id, "coinche/standard", ["trick_winner"], 2)
    for name, document in (("worksheet", "fiche"), ("answer-key", "corrige")):
        sheet = teacher.get(reverse(f"classroom:{name}", args=[set_id]))
        assert sheet["Content-Type"] == "application/pdf"
        assert f'filename="{document}-coinche-le-pli-a-latout.pdf"' in sheet["Content-Disposition"]


def test_the_keys_legal_plays_reason_names_the_cards_it_allows_not_the_hand():
    import io

    from django.urls import reverse
    from pypdf import PdfReader

    from tests.classroom.helpers import set_create, teacher_client

    teacher = teacher_client("m-corrige")
    set_id = set_create(teacher, "Fournir")
    hand = ["8H", "KD", "QS", "9S", "JC", "TD"]
    data = {"regles": "coinche/standard", "type": "legal_plays", "trump": "H", "trick_1": "7S"}
    added = teacher.post(
        reverse("classroom:set-handmade", args=[set_id]),
        data | {"trick_2": "AS", "hand": hand, "action": "add"},
    )
    assert added.status_code == 302
    content = teacher.get(reverse("classroom:answer-key", args=[set_id])).content
    key = " ".join(" ".join(p.extract_text() for p in PdfReader(io.BytesIO(content)).pages).split())
    assert "Réponse : D♠, 9♠" in key
    reason = key.split("Réponse : D♠, 9♠", 1)[1]
    assert reason.split("•", 1)[1].strip().startswith("D♠, 9♠ :")
    for refused in ("8♥", "R♦", "V♣", "10♦"):
        assert refused not in reason.split(":", 1)[0]
