"""Every exercise kind and every theme of every rule set in a teacher's set: drawn, uploaded
(a drawn kind by its level and seed), given to a class and answered; the student's page draws
the item as the trainer draws it (a case's calls and cards in front of the seats that made
them)."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from django.urls import reverse

from classroom.draw import draw, redraw, set_kinds, theme_kinds
from classroom.items import set_items
from classroom.models import Assignment, Teacher
from reference.engine.themes import themes_shown
from reference.rulesets import listed
from tests.classroom.helpers import (
    answer_data,
    class_create,
    set_create,
    student_join,
    teacher_client,
)
from trainer.exercises import KINDS, build, kinds_for
from trainer.exercises.base import Key

pytestmark = pytest.mark.django_db


def test_a_set_can_hold_every_kind_of_every_rule_set():
    for rs in listed():
        assert set_kinds(rs) == kinds_for(rs), rs


@pytest.mark.parametrize("rs", [rs for rs in listed() if kinds_for(rs)], ids=repr)
def test_every_kind_is_drawn_and_its_item_reads_back_the_same(rs):
    cases = draw(rs, list(set_kinds(rs)), "moyen", len(set_kinds(rs)), random.Random(3))
    assert [c["kind"] for c in cases] == list(set_kinds(rs))
    from classroom.items import preview

    for case in cases:
        item = preview(case)
        if KINDS[case["kind"]].kept_as_drawing:
            seed = case["input"]["seed"]
            drawn = build(Key(rs.game, rs.slug, case["kind"], "moyen", seed), rs)
            assert item.exercise.show == drawn.show
        assert item.exercise.show, case


def test_a_theme_draws_only_exercises_that_show_it_and_a_swap_keeps_it():
    rs = next(r for r in listed() if r.game == "coinche")
    for theme in ("annonces", "belote-rebelote", "sous-couper", "fin-de-partie"):
        kinds = theme_kinds(rs, theme)
        assert kinds, theme
        for case in draw(rs, list(kinds), "facile", len(kinds), random.Random(7), theme):
            assert f":{theme}" not in case["id"] and f"-{theme}:" in case["id"]
            again = redraw(case, random.Random(8))
            assert again["kind"] == case["kind"] and f"-{theme}:" in again["id"]
            seed = case["id"].split("-", 2)[2]
            drawn = build(Key(rs.game, rs.slug, case["kind"], "facile", seed), rs)
            assert drawn.situation is not None
            assert theme in themes_shown(rs.engine, case["kind"], drawn.situation, rs.rules)


def test_a_theme_drawn_for_a_set_at_one_table_is_drawn_there():
    rs = next(r for r in listed() if r.id == "voisin-3")
    assert theme_kinds(rs, "partenaire-maitre") == ()  # played in two teams only
    kinds = theme_kinds(rs, "surcouper")
    for case in draw(rs, list(kinds), "moyen", len(kinds), random.Random(5), "surcouper"):
        seed = case["id"].split("-", 2)[2]
        assert seed.startswith("surcouper:2-")
        drawn = build(Key(rs.game, rs.slug, case["kind"], "moyen", seed), rs)
        assert drawn.question["players"] == "3" and drawn.extras["seats"] == 3


def _teacher_set(teacher_name: str) -> tuple[Any, str, str, str]:
    """A teacher's client, her class (its id and code) and an empty set's id."""
    teacher = teacher_client(teacher_name)
    class_id, code = class_create(teacher, "Club du jeudi")
    set_id = set_create(teacher, "Les annonces")
    return teacher, class_id, code, set_id


def test_the_draw_form_offers_every_theme_and_remembers_the_last_draw():
    teacher, _class_id, _code, set_id = _teacher_set("m-roux")
    page = teacher.get(reverse("classroom:set", args=[set_id])).content.decode()
    assert "Belote et rebelote" in page and "Le trou" in page
    response = teacher.post(
        reverse("classroom:set-draw", args=[set_id]),
        {
            "ruleset": "coinche/standard",
            "theme": "coinche/standard/belote-rebelote",
            "level": "difficile",
            "count": 24,
        },
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    items = set_items(Assignment._meta.apps.get_model("classroom", "TeacherSet").objects.get())
    assert len(items) == 24  # more than the former 20
    assert {i.kind for i in items} == {"announcements", "score"}
    page = teacher.get(reverse("classroom:set", args=[set_id])).content.decode()
    assert re.search(r'<option value="coinche/standard/belote-rebelote" selected>', page)
    assert re.search(r'<option value="difficile" selected>', page)
    assert 'value="24"' in page


def test_a_theme_of_another_game_or_a_kind_it_lacks_is_a_form_error():
    teacher, _class_id, _code, set_id = _teacher_set("m-blanc")
    url = reverse("classroom:set-draw", args=[set_id])
    other = teacher.post(
        url,
        {
            "ruleset": "coinche/standard",
            "theme": "whist/reglement/trou",
            "level": "moyen",
            "count": 2,
        },
    )
    assert other.status_code == 400 and "n&#x27;est pas celui de" in other.content.decode()
    lacking = teacher.post(
        url,
        {
            "ruleset": "coinche/standard",
            "theme": "coinche/standard/annonces-comparaison",
            "kinds": ["bid"],
            "level": "moyen",
            "count": 2,
        },
    )
    assert lacking.status_code == 400
    assert "Ce thème ne se travaille pas avec" in lacking.content.decode()


def test_a_drawn_kind_is_uploaded_by_its_level_and_seed():
    teacher, _class_id, _code, set_id = _teacher_set("m-noir")
    lines = [
        {"game": "coinche", "kind": kind, "input": {"level": "moyen", "seed": seed}}
        for kind, seed in (
            ("announcements", "12"),
            ("announcements", "annonces:5"),
            ("game_end", "fin-de-partie:3"),
        )
    ]
    response = teacher.post(
        reverse("classroom:set-upload", args=[set_id]),
        {"text": "\n".join(json.dumps(line) for line in lines)},
    )
    assert response.status_code == 302, response.content.decode()[:3000]
    items = set_items(Assignment._meta.apps.get_model("classroom", "TeacherSet").objects.get())
    assert [i.kind for i in items] == ["announcements", "announcements", "game_end"]


def test_an_uploaded_theme_the_kind_lacks_is_refused():
    from classroom.upload import read_lines

    line = {
        "game": "coinche",
        "kind": "announcements",
        "input": {"level": "moyen", "seed": "couper:5"},
    }
    read = read_lines([json.dumps(line)])
    assert read.cases == () and "est tiré par le site" in read.problems[0]


BID = {
    "game": "coinche",
    "kind": "bid",
    "input": {"auction": ["80H", "pass", "90S"], "call": "coinche"},
}


def test_a_student_sees_who_made_each_call_of_an_uploaded_auction():
    """« 200 tout atout » alone hides whether an opponent made it: the seats come first."""
    teacher, class_id, code, set_id = _teacher_set("m-vert")
    response = teacher.post(
        reverse("classroom:set-upload", args=[set_id]), {"text": json.dumps(BID)}
    )
    assert response.status_code == 302, response.content.decode()[:3000]
    tset = Teacher.objects.get(user__username="m-vert").sets.get()
    teacher.post(reverse("classroom:assign", args=[class_id]), {"tset": str(tset.id)})
    assignment = Assignment.objects.get()
    student = student_join(code, "Lucie")
    page = student.get(reverse("classroom:play", args=[assignment.id, 1])).content.decode()
    # the felt: four seats, each call in front of the seat that made it, « vous » next
    seats = dict(
        re.findall(
            r'<span class="seat-title">(\w+)</span>.*?(?:<p class="calls">(.*?)</p>|</div>)',
            page,
            re.S,
        )
    )
    assert set(seats) == {"Nord", "Est", "Sud", "Ouest"}, seats
    calls = {
        seat: re.findall(r'call-order">.*?</span>(\d)</span> ([^<]+)</span>', text)
        for seat, text in seats.items()
    }
    ordered = sorted(
        (order, call.strip(), seat) for seat, made in calls.items() for order, call in made
    )
    assert [(o, c) for o, c, _s in ordered] == [
        ("1", "80 cœur"),
        ("2", "Passe"),
        ("3", "90 pique"),
    ], ordered
    assert len({s for _o, _c, s in ordered}) == 3
    you = re.search(r'seat--you">\s*<p class="seat-name"><span class="seat-title">(\w+)', page)
    assert you is not None and calls[you[1]] == []
    # the teacher's page names the same first speaker
    builder = teacher.get(reverse("classroom:set", args=[set_id])).content.decode()
    assert f"{ordered[0][2]} parle en premier" in builder
    # and its answer is judged as the trainer judges it
    answer = student.post(
        reverse("classroom:play", args=[assignment.id, 1]), answer_data(assignment, 1, True)
    )
    assert answer.status_code in (200, 302)


def test_a_handmade_trick_lies_in_front_of_the_seats_at_the_students_table():
    case = {
        "game": "coinche",
        "rules": {},
        "kind": "legal_plays",
        "input": {"trump": "H", "trick": ["7S", "AS"], "hand": ["8H", "KD", "QS", "9S"]},
    }
    from classroom.items import preview
    from trainer.table import table_of

    table = table_of(preview(case).exercise)
    assert table is not None and table.count == 4
    by_seat = {s.seat: s for s in table.seats}
    assert str(by_seat[0].card) and by_seat[0].index == 0 and by_seat[1].index == 1
    assert by_seat[2].you and by_seat[2].card is None
    assert by_seat[0].roles == ["partenaire"]
