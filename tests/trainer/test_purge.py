"""`manage.py purge`: anonymous learners idle past the limit go with their answers; learners
with an account, recently active ones and live sessions stay; expired guard records go."""

from __future__ import annotations

from datetime import timedelta
from io import StringIO

import pytest
from axes.models import AccessAttempt
from django.contrib.auth import get_user_model
from django.contrib.sessions.backends.db import SessionStore
from django.contrib.sessions.models import Session
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from guard.models import RateCount
from trainer.models import Attempt, Learner, Mistake

pytestmark = pytest.mark.django_db

KEY = dict(game="coinche", ruleset="standard", kind="quiz", difficulty="facile", seed="1")


def learner(days_ago: int, *, answered_days_ago: int | None = None, user=None) -> Learner:
    created = timezone.now() - timedelta(days=days_ago)
    one = Learner.objects.create(user=user)
    Learner.objects.filter(id=one.id).update(created=created)
    if answered_days_ago is not None:
        attempt = Attempt.objects.create(learner=one, answer=0, correct=False, **KEY)
        when = timezone.now() - timedelta(days=answered_days_ago)
        Attempt.objects.filter(id=attempt.id).update(created=when)
        Mistake.objects.create(learner=one, due=when, **KEY)
    return one


def run(*args: str) -> str:
    out = StringIO()
    call_command("purge", *args, stdout=out)
    return out.getvalue()


def test_idle_anonymous_learners_go_with_their_answers():
    # was: nothing ever deleted an anonymous learner or an expired session
    idle = learner(40, answered_days_ago=35)
    never_answered = learner(31)
    active = learner(90, answered_days_ago=2)
    recent = learner(3)
    account = learner(
        400, answered_days_ago=400, user=get_user_model().objects.create(username="a")
    )
    output = run()
    assert "purged: 2 anonymous learners idle for 30 days" in output
    remaining = set(Learner.objects.values_list("id", flat=True))
    assert remaining == {active.id, recent.id, account.id}
    assert idle.id not in remaining and never_answered.id not in remaining
    assert not Attempt.objects.filter(learner_id=idle.id).exists()
    assert not Mistake.objects.filter(learner_id=idle.id).exists()


def test_the_number_of_days_is_a_setting_and_an_option(settings):
    learner(50, answered_days_ago=50)
    learner(70, answered_days_ago=70)
    settings.PURGE_ANONYMOUS_DAYS = 60
    assert "purged: 1 anonymous" in run()
    assert "purged: 1 anonymous" in run("--days", "40")
    assert not Learner.objects.exists()


def test_a_limit_shorter_than_a_session_is_refused():
    learner(20)
    with pytest.raises(CommandError, match="too short"):
        run("--days", "7")
    assert Learner.objects.count() == 1


def test_expired_sessions_and_guard_records_go():
    live, old = SessionStore(), SessionStore()
    live.create()
    old.create()
    Session.objects.filter(session_key=old.session_key).update(
        expire_date=timezone.now() - timedelta(seconds=1)
    )
    now = timezone.now()
    RateCount.objects.create(key="answers:a", window=1, hits=3, expires=now - timedelta(hours=1))
    RateCount.objects.create(key="answers:a", window=2, hits=3, expires=now + timedelta(hours=1))
    attempt = AccessAttempt.objects.create(
        username="x", ip_address="192.0.2.1", user_agent="", failures_since_start=1
    )
    AccessAttempt.objects.filter(id=attempt.id).update(attempt_time=now - timedelta(hours=2))
    output = run()
    assert "1 expired sessions, 1 rate counts, 1 failed logins" in output
    assert list(Session.objects.values_list("session_key", flat=True)) == [live.session_key]
    assert RateCount.objects.get().window == 2
