"""Migrations are the release step, safe to run twice at once; nightly jobs never overlap.

Two ``manage.py release`` started together on a new database (two servers deploying at the
same moment): before, ``make serve`` migrated on every start, the two raced
(``IntegrityError``) and one server never started.
"""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from django.core.management import call_command

from hosting.locks import exclusive
from tests.hosting.databases import current_url, environment, fresh_database, manage, query

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.database  # on PostgreSQL the lock is an advisory lock: make test-pg runs this too
@pytest.mark.slow  # two release processes migrate a new database
def test_two_releases_at_once_apply_each_migration_once(tmp_path):
    with fresh_database(tmp_path, "release") as database:
        with ThreadPoolExecutor(2) as pool:
            runs = list(pool.map(lambda _: manage(database, "release"), range(2)))
        for run in runs:
            assert run.returncode == 0, run.stderr
        applied = query(database, "select app, name from django_migrations")
        check = manage(database, "migrate", "--check")
    assert check.returncode == 0, check.stdout  # nothing left to apply
    assert len(applied) == len(set(applied)) > 30
    # one run applied the migrations, the other waited for it and found nothing left
    assert sorted("Applying" in run.stdout for run in runs) == [False, True]


def test_make_serve_no_longer_migrates():
    recipe = subprocess.run(
        ["make", "-n", "serve"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    assert "migrate" not in recipe and "release" not in recipe
    assert (
        "manage.py release"
        in subprocess.run(
            ["make", "-n", "migrate"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout
    )


@pytest.mark.django_db(transaction=True)
def test_a_job_already_running_elsewhere_is_not_run_again(capsys):
    holder = subprocess.Popen(
        [sys.executable, "manage.py", "shell", "-v", "0", "-c", HOLD_THE_PURGE_LOCK],
        cwd=ROOT,
        env=environment(current_url()),
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        call_command("exclusively", "purge", "--days", "30")
        assert "purge is already running: nothing done" in capsys.readouterr().out
    finally:
        holder.kill()
        holder.wait()
    call_command("exclusively", "purge", "--days", "30")
    assert "already running" not in capsys.readouterr().out


@pytest.mark.django_db(transaction=True)
def test_the_lock_is_free_again_after_its_holder():
    with exclusive("purge", wait=False) as held:
        assert held
    with exclusive("purge", wait=False) as held_again:
        assert held_again


# Another server running the purge: it holds the lock until it is killed.
HOLD_THE_PURGE_LOCK = """
import time
from hosting.locks import exclusive
with exclusive("purge", wait=False) as held:
    print("held" if held else "not held", flush=True)
    time.sleep(120)
"""
