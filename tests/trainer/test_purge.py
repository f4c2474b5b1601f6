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


# Tables, deals, score sheets and quarters (was: nothing ever deleted them) ------------------


def _table(owner: Learner | None, days_ago: int, finished_deal: bool):
    from table.models import Deal, Table

    table = Table.objects.create(
        ruleset="coinche", players="2x2", rules={}, seat=0, first_dealer=0, learner=owner
    )
    Deal.objects.create(table=table, number=1, dealer=0, order=[], over=finished_deal)
    Table.objects.filter(id=table.id).update(updated=timezone.now() - timedelta(days=days_ago))
    return table


def test_tables_past_keeping_go_with_their_deals(settings):
    from table.models import Deal, Table

    settings.PURGE_TABLE_DAYS = 365
    member = learner(500, user=get_user_model().objects.create_user("joueur"))
    old = _table(learner(500), 400, finished_deal=True)
    recent = _table(learner(500), 100, finished_deal=True)
    kept = _table(member, 400, finished_deal=True)  # an account's tables stay
    orphan_live = _table(None, 1, finished_deal=False)  # its learner was purged, no record
    orphan_record = _table(None, 1, finished_deal=True)  # a record to keep for its year
    output = run()
    assert set(Table.objects.values_list("id", flat=True)) == {recent.id, kept.id, orphan_record.id}
    assert not Deal.objects.filter(table_id__in=[old.id, orphan_live.id]).exists()
    assert "2 tables" in output and "2 deals" in output


def test_score_sheets_and_quarters_past_keeping_go(settings):
    from scorepad.models import Entry, Quarter, ScoreGame

    settings.PURGE_SCOREPAD_DAYS = 365
    owner = get_user_model().objects.create_user("marqueur")
    long_ago = timezone.now() - timedelta(days=400)
    quarter = Quarter.objects.create(name="Hiver")
    games = [
        ScoreGame.objects.create(ruleset="coinche", table="2x2", players=[], owner=who, quarter=q)
        for who, q in ((None, quarter), (owner, None), (None, None))
    ]
    Entry.objects.create(game=games[0], seq=1, data={"kind": "redeal"})
    ScoreGame.objects.filter(id__in=[g.id for g in games[:2]]).update(updated=long_ago)
    Quarter.objects.filter(id=quarter.id).update(created=long_ago)
    run()
    assert set(ScoreGame.objects.values_list("id", flat=True)) == {games[1].id, games[2].id}
    assert not Entry.objects.exists() and not Quarter.objects.exists()
