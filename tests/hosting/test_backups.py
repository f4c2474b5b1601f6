"""The nightly dump restores whole: dump, restore into a new database, the same rows.

Under ``make test`` this is the SQLite default's online copy; under ``make test-pg`` it is
``pg_dump``/``pg_restore``. The restore runs as the README says: ``manage.py restore`` in its
own process, with ``DATABASE_URL`` naming the new database.
"""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User
from django.core.management import call_command
from django.urls import reverse

from tests.hosting.databases import current_url, fresh_database, manage, rows
from trainer.exercises import KINDS, build
from trainer.exercises.base import Key
from trainer.models import Attempt
from trainer.rulesets import get_ruleset

pytestmark = [pytest.mark.django_db(transaction=True)]


def _learn(client) -> None:
    """A learner answers two exercises (a session, a learner, attempts, a mistake)."""
    for seed, pick in (("3", 0), ("4", 1)):
        url = reverse(
            "trainer:exercise", args=["coinche", "standard", "qui-remporte-le-pli", "moyen", seed]
        )
        exercise = build(
            Key("coinche", "standard", "trick_winner", "moyen", seed),
            get_ruleset("coinche", "standard"),
        )
        answer = KINDS["trick_winner"].right_and_wrong(exercise)[pick]
        shown = re.search(r'name="shown" value="([^"]+)"', client.get(url).content.decode())
        assert shown is not None
        assert client.post(url, answer | {"shown": shown.group(1)}).status_code == 302


@pytest.mark.slow  # dumps and restores through manage.py processes
def test_a_dump_restores_into_a_new_database_with_the_same_rows(client, tmp_path):
    User.objects.create_user("lea", password="une phrase assez longue")
    _learn(client)
    assert Attempt.objects.count() == 2

    call_command("backup", str(tmp_path / "dumps"), keep=2)
    (dump,) = (tmp_path / "dumps").glob("atout-*")

    with fresh_database(tmp_path, "restored") as restored:
        finished = manage(restored, "restore", str(dump))
        assert finished.returncode == 0, finished.stderr
        source, copy = rows(current_url()), rows(restored)
    assert copy == source
    assert len(copy["trainer_attempt"]) == 2 and len(copy["auth_user"]) == 1


@pytest.mark.slow  # a restore through a manage.py process
def test_a_restore_never_writes_over_a_database_with_tables(tmp_path):
    call_command("backup", str(tmp_path))
    (dump,) = tmp_path.glob("atout-*")
    finished = manage(current_url(), "restore", str(dump))
    assert finished.returncode != 0
    assert "restore into a new, empty database" in finished.stderr


def test_only_the_newest_dumps_are_kept(tmp_path):
    for _ in range(3):
        call_command("backup", str(tmp_path), keep=2)
    assert len(list(tmp_path.glob("atout-*"))) == 2
    assert not list(tmp_path.glob(".*partial"))
