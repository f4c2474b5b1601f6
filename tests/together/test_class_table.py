"""A class table: the teacher opens it from the class, the students come in from « La classe »;
the teacher (watching) sees every hand, each student only their own; the teacher pauses the
game, shows everyone the position of the seat in turn with « Pourquoi ? », turns it into an
exercise of one of the teacher's sets, and lets the game go on."""

from __future__ import annotations

import random

import pytest
from django.test import Client
from django.urls import reverse

from bench.table_driver import Tally
from bench.together_driver import Seated, hidden_cards_shown, page, play_turn, state_of
from classroom.items import set_items
from classroom.models import Classroom, TeacherSet
from reference.engine.deals import Phase
from table.models import Table
from tests.classroom.helpers import class_create, set_create, student_join, teacher_client
from together.models import Gathering, Person

pytestmark = pytest.mark.django_db

STUDENTS = ["Léa", "Malik", "Noé", "Inès"]


@pytest.fixture(autouse=True)
def quick_accounts(settings):
    settings.ADDRESS_LIMITS = {
        name: (10**6, s) for name, (_n, s) in settings.ADDRESS_LIMITS.items()
    }


def _class_table() -> tuple[Client, Table, list[Seated], str]:
    teacher = teacher_client("martin")
    class_id, code = class_create(teacher, "CM2 B")
    set_id = set_create(teacher, "Vu à la table")
    assert (
        reverse("together:class-tables", args=[class_id])
        in teacher.get(reverse("classroom:class", args=[class_id])).content.decode()
    )
    url = reverse("together:class-new", args=[class_id, "coinche"])
    opened = teacher.post(url, {"players": "2x2", "nom": "M. Martin"})  # watches: no « joue »
    assert opened.status_code == 302, opened.content.decode()[:2000]
    table = Table.objects.get()
    tables = reverse("together:class-tables", args=[class_id])
    people = []
    for name in STUDENTS:
        student = student_join(code, name)
        assert tables in student.get(reverse("classroom:home")).content.decode()
        listed = student.get(tables).content.decode()
        assert "M. Martin" in listed
        joined = student.post(reverse("together:class-join", args=[class_id, table.public_id]))
        assert joined.status_code == 302
        people.append(Seated(student, Person.objects.get(name=name)))
    return teacher, table, people, set_id


def test_only_the_class_sees_its_tables():
    _teacher, table, _people, _set_id = _class_table()
    classroom = Classroom.objects.get()
    tables = reverse("together:class-tables", args=[classroom.id])
    assert Client().get(tables).status_code == 404
    assert teacher_client("durand").get(tables).status_code == 404
    join = reverse("together:class-join", args=[classroom.id, table.public_id])
    assert teacher_client("dupont").post(join).status_code == 404
    assert sorted(Person.objects.exclude(seat=None).values_list("seat", flat=True)) == [0, 1, 2, 3]


def test_the_teacher_sees_every_hand_pauses_shows_a_position_and_makes_it_an_exercise():
    teacher, table, people, set_id = _class_table()
    rng, tally = random.Random("together/class"), Tally()
    while state_of(table).phase is not Phase.PLAY:
        play_turn(table, people, rng, tally, legal=True)
    for _ in range(3):  # a few cards into the first trick
        play_turn(table, people, rng, tally, legal=True)
    state = state_of(table)
    mine = teacher.get(reverse("together:play", args=[table.public_id])).content.decode()
    for seat in range(4):
        for card in state.hand(seat):
            assert f'data-card="{card}"' in mine  # the teacher sees every hand
    for seated in people:
        assert not hidden_cards_shown(page(seated, table), state, seated.seat)

    play = reverse("together:play", args=[table.public_id])
    paused = teacher.post(reverse("together:pause", args=[table.public_id]), {"do": "pause"})
    assert paused.status_code == 302
    in_turn = next(p for p in people if p.seat == state.to_act)
    _who, status = play_turn(table, people, rng, tally, legal=True)
    assert status == 409  # nobody plays during the pause
    assert state_of(table).history == state.history
    assert "mis la partie en pause" in page(people[0], table)

    shown = teacher.post(reverse("together:show", args=[table.public_id]))
    assert shown.status_code == 302
    for seated in people:  # everyone sees the hand in turn, with the engine's « Pourquoi ? »
        html = page(seated, table)
        assert "La position montrée à tous" in html
        assert "why--legal" in html
        for card in state.hand(in_turn.seat):
            assert f'data-card="{card}"' in html

    made = teacher.post(
        reverse("together:exercise", args=[table.public_id]),
        {"type": "legal_plays", "serie": set_id},
    )
    assert made.status_code == 302 and f"/series/{set_id}/" in made["Location"]
    items = set_items(TeacherSet.objects.get(id=set_id))
    assert [item.kind for item in items] == ["legal_plays"]
    case_hand = sorted(items[0].case["input"]["hand"])
    assert case_hand == sorted(str(c) for c in state.hand(in_turn.seat))
    refused = teacher.post(
        reverse("together:exercise", args=[table.public_id]),
        {"type": "legal_plays", "serie": "not-a-set"},
    )
    assert refused.status_code == 400
    assert (
        people[0].client.post(reverse("together:pause", args=[table.public_id])).status_code == 404
    )

    going = teacher.post(reverse("together:pause", args=[table.public_id]), {"do": "go"})
    assert going.status_code == 302
    gathering = Gathering.objects.get(table=table)
    assert not gathering.paused and gathering.shown is None
    _who, status = play_turn(table, people, rng, tally, legal=True)
    assert status == 200 and len(state_of(table).history) == len(state.history) + 1
    assert "La position montrée à tous" not in teacher.get(play).content.decode()
