"""A teacher's account has bounds (README: « La classe »): sets, exercises per set and per hour,
classes, duplicates; reaching one gets a sentence, never a 500. Worksheets print a bounded set,
and a worker keeps a bounded number of drawn exercises.

(Was: anyone could open a teacher account and fill it without limit: 9,999 exercises a set,
sets and classes without number, a cache of 256 set versions per worker, and a 4,000-exercise
worksheet that ran into the worker's timeout.)"""

from __future__ import annotations

import html
import random

import pytest
from cachetools import LRUCache
from django.urls import reverse

from classroom import items, services
from classroom.draw import draw
from classroom.models import Classroom, TeacherSet
from tests.classroom.helpers import class_create, set_create, set_draw, teacher_client
from trainer.models import SetItem
from trainer.rulesets import RULESETS

pytestmark = pytest.mark.django_db

RULES = "coinche/standard"


def page_text(response) -> str:
    return html.unescape(response.content.decode())


def test_sets_an_account_holds_are_bounded(settings):
    settings.TEACHER_SETS = 2
    teacher = teacher_client("m-series")
    set_create(teacher, "Une")
    set_create(teacher, "Deux")
    third = teacher.post(reverse("classroom:set-new"), {"title": "Trois"})
    assert third.status_code == 400
    assert "déjà 2 séries, le plus permis" in page_text(third)
    assert TeacherSet.objects.count() == 2


def test_sets_and_duplicates_per_hour_are_bounded(settings):
    settings.ACCOUNT_LIMITS = settings.ACCOUNT_LIMITS | {"teacher_sets": (2, 3600)}
    teacher = teacher_client("m-heure")
    first = set_create(teacher, "Une")
    set_draw(teacher, first, RULES, ["trick_winner"], 3)
    copy = teacher.post(reverse("classroom:set-duplicate", args=[first]))
    assert copy.status_code == 302  # the second set of the hour
    again = teacher.post(reverse("classroom:set-duplicate", args=[first]))
    assert again.status_code == 429 and "cette heure-ci" in page_text(again)
    assert TeacherSet.objects.count() == 2


def test_exercises_per_set_are_bounded(settings):
    settings.SET_ITEMS = 5
    teacher = teacher_client("m-items")
    set_id = set_create(teacher, "Courte")
    set_draw(teacher, set_id, RULES, ["trick_winner"], 4)
    more = teacher.post(
        reverse("classroom:set-draw", args=[set_id]),
        {"ruleset": RULES, "kinds": ["trick_winner"], "level": "moyen", "count": 2},
    )
    assert more.status_code == 400 and "au plus 5 exercices" in page_text(more)
    assert SetItem.objects.count() == 4


def test_exercises_added_per_hour_are_bounded_swaps_included(settings):
    settings.ACCOUNT_LIMITS = settings.ACCOUNT_LIMITS | {"teacher_items": (5, 3600)}
    teacher = teacher_client("m-ajouts")
    set_id = set_create(teacher, "Vite")
    set_draw(teacher, set_id, RULES, ["trick_winner"], 5)
    swap = teacher.post(reverse("classroom:item-swap", args=[set_id, 1]))
    assert swap.status_code == 429 and "exercices cette heure-ci" in page_text(swap)
    upload = teacher.post(reverse("classroom:set-upload", args=[set_id]), {"text": "{}"})
    assert upload.status_code == 400  # refused for its line, before any count


def test_classes_are_bounded(settings):
    settings.TEACHER_CLASSES = 1
    teacher = teacher_client("m-classes")
    class_create(teacher, "CM1")
    second = teacher.post(reverse("classroom:class-new"), {"name": "CM2"})
    assert second.status_code == 400 and "déjà 1 classes" in page_text(second)
    assert Classroom.objects.count() == 1


def test_classes_per_hour_are_bounded(settings):
    settings.ACCOUNT_LIMITS = settings.ACCOUNT_LIMITS | {"teacher_classes": (1, 3600)}
    teacher = teacher_client("m-classes-heure")
    class_create(teacher, "CM1")
    second = teacher.post(reverse("classroom:class-new"), {"name": "CM2"})
    assert second.status_code == 429 and "cette heure-ci" in page_text(second)


def test_a_set_larger_than_a_worksheet_gets_a_sentence_not_a_timeout(settings):
    teacher = teacher_client("m-fiche")
    set_id = set_create(teacher, "Ancienne")
    set_draw(teacher, set_id, RULES, ["card_points"], 4)
    settings.SET_ITEMS = 3  # a set made before the bound
    for name in ("classroom:worksheet", "classroom:answer-key"):
        response = teacher.get(reverse(name, args=[set_id]))
        assert response.status_code == 400
        assert "Une fiche imprime au plus 3 exercices" in page_text(response)


def test_a_worker_keeps_a_bounded_number_of_drawn_exercises(monkeypatch):
    monkeypatch.setattr(items, "_CACHE", LRUCache(maxsize=100, getsizeof=len))
    teacher = services.teacher_make(user=_user())
    tset = services.set_create(teacher=teacher, title="Grande")
    rs = RULESETS[("coinche", "standard")]
    services.set_items_add(
        tset=tset, cases=draw(rs, ["card_points"], "moyen", 40, random.Random(1))
    )
    for swap in range(6):  # each change is a new version, drawn again
        services.set_item_replace(
            tset=tset,
            position=1,
            case=draw(rs, ["card_points"], "moyen", 1, random.Random(swap))[0],
        )
        assert len(items.set_items(tset)) == 40
        assert items.cached_items() <= 100


def _user():
    from django.contrib.auth import get_user_model

    return get_user_model().objects.create_user("m-cache", password="x")
