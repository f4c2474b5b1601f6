"""Logging in carries a session's lessons, ratings, filings and reviews into the account:
where both have a row for a theme, the better or more recent one stays."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse
from django.utils import timezone

from learn import catalogue
from learn.merge import merge_learners
from learn.models import LessonState, ThemeAnswer, ThemeRating, ThemeReview
from tests.learn.test_lessons import GAME, RULESET, practice_url
from tests.trainer.test_accounts import PASSWORD, signup
from trainer.exercises import KINDS, build
from trainer.models import Learner

pytestmark = pytest.mark.django_db


def answer(client, lesson, *, right: bool, anonymous: bool) -> None:
    """Answer the exercise at the head of this client's queue in ``lesson``."""
    state = LessonState.objects.filter(theme=lesson.slug, learner__user__isnull=anonymous).first()
    ex = build(lesson.exercise_key(state.queue[0] if state else 0), lesson.ruleset)
    good, bad = KINDS[ex.key.kind].right_and_wrong(ex)
    client.post(practice_url(lesson.slug), good if right else bad)


def test_logging_in_carries_the_sessions_lessons_and_ratings(client):
    signup(client)
    fournir = catalogue.lesson_of(GAME, RULESET, "fournir")
    couper = catalogue.lesson_of(GAME, RULESET, "couper")
    answer(client, fournir, right=True, anonymous=False)
    answer(client, fournir, right=True, anonymous=False)  # the account: two right, long ago
    ThemeRating.objects.update(updated=timezone.now() - timedelta(days=30))
    other = client.__class__()  # another device, anonymous
    answer(other, fournir, right=False, anonymous=True)
    for _ in range(3):
        answer(other, couper, right=True, anonymous=True)
    session = {row.theme: row.rating for row in ThemeRating.objects.filter(learner__user=None)}
    filings = ThemeAnswer.objects.count()
    other.post(reverse("trainer:login"), {"username": "lea", "password": PASSWORD})
    owner = Learner.objects.get()
    states = {row.theme: row for row in LessonState.objects.filter(learner=owner)}
    assert (states["fournir"].answered, states["couper"].answered) == (2, 3)
    ratings = {row.theme: row.rating for row in ThemeRating.objects.filter(learner=owner)}
    assert ratings == session  # the session's are the more recent, in both themes
    assert ThemeReview.objects.get(learner=owner).theme == "fournir"  # its miss comes back
    kept = ThemeAnswer.objects.filter(learner=owner).count()
    # the session's answer to an exercise the account had answered stays out, as in « Mes progrès »
    assert kept == ThemeAnswer.objects.count() == filings - 1


def test_where_both_have_a_row_the_better_or_more_recent_stays():
    into, source = Learner.objects.create(), Learner.objects.create()
    now = timezone.now()
    theme = dict(game=GAME, ruleset=RULESET)

    def rows(learner, *, done, queue, answered, rating, age, due, open_):
        LessonState.objects.create(
            learner=learner, theme="t", queue=queue, answered=answered, done=done, **theme
        )
        ThemeRating.objects.create(learner=learner, theme="t", rating=rating, **theme)
        ThemeRating.objects.filter(learner=learner).update(updated=now - age)
        ThemeReview.objects.create(learner=learner, theme="t", due=due, done=not open_, **theme)

    rows(
        into,
        done=True,
        queue=[],
        answered=8,
        rating=1700,
        age=timedelta(days=9),
        due=now + timedelta(days=2),
        open_=True,
    )
    rows(
        source,
        done=False,
        queue=[3, 4],
        answered=9,
        rating=1400,
        age=timedelta(hours=1),
        due=now + timedelta(minutes=5),
        open_=True,
    )
    merge_learners(into=into, source=source)
    source.delete()
    assert LessonState.objects.get().done  # a lesson finished stays finished
    assert ThemeRating.objects.get().rating == 1400  # the latest rating
    assert ThemeReview.objects.get().due == now + timedelta(minutes=5)  # the sooner review
    assert {r.learner_id for r in ThemeRating.objects.all()} == {into.pk}
