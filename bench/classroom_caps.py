"""A teacher's account under abuse: the figures behind its bounds (README: « La classe »).

    python bench/classroom_caps.py [--edits 1000] [--flood 1000]

1. The largest printable set: a set of ``ATOUT_SET_ITEMS`` exercises (100 by default) of the
   kinds that draw the most (a hand of cards, a trick, an auction, a deal to score), and the
   server time (wall and CPU) of its worksheet and of its answer key, first and warm.
2. A worker's memory after ``--edits`` set edits: a set of the largest size, one exercise
   swapped at a time (each swap draws the set's current version, and makes a new one), with
   the resident memory of the process before and after and the exercises the cache holds (its
   bound: ``classroom.items.CACHED_ITEMS``).
3. Rows stored per 1,000 requests of a teacher-account flood from one address: sign up,
   then make sets, draw exercises, duplicate and open classes as fast as the pages answer,
   each account until its bounds refuse, the next account until the sign-up limit refuses;
   the rows of every table counted before and after.

Figures are measured, never asserted. Runs on a throwaway test database.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings_test")

import django

django.setup()

from django.apps import apps  # noqa: E402
from django.conf import settings  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.runner import DiscoverRunner  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402
from django.urls import reverse  # noqa: E402

from bench.classes import PASSWORD  # noqa: E402
from classroom import items  # noqa: E402
from classroom.models import TeacherSet  # noqa: E402

RULES = "coinche/standard"
KINDS = ["legal_plays", "trick_winner", "bid", "score"]


def rss_mb() -> float:
    """The process's resident memory now, in MB (Linux)."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 1e6


def rows() -> int:
    """Every row of every table of the site's apps."""
    return sum(model._default_manager.count() for model in apps.get_models())


def signed_up(client: Client, name: str) -> int:
    return client.post(
        reverse("classroom:teacher-signup"),
        {"username": name, "password1": PASSWORD, "password2": PASSWORD},
    ).status_code


def full_set(client: Client, title: str) -> str:
    response = client.post(reverse("classroom:set-new"), {"title": title})
    set_id = response["Location"].split("#")[0].rstrip("/").split("/")[-1]
    while True:
        response = client.post(
            reverse("classroom:set-draw", args=[set_id]),
            {"ruleset": RULES, "kinds": KINDS, "level": "difficile", "count": 20},
        )
        if response.status_code != 302:
            return set_id


def timed_get(client: Client, url: str) -> tuple[float, float, int]:
    start, cpu = time.perf_counter(), time.process_time()
    response = client.get(url)
    return (time.perf_counter() - start, time.process_time() - cpu, len(response.content))


def printable(client: Client) -> str:
    set_id = full_set(client, "La plus grande fiche")
    size = TeacherSet.objects.get(id=set_id).exercise_set.items.count()
    print(f"1. largest printable set: {size} exercises ({', '.join(KINDS)}, level difficile)")
    for name in ("classroom:worksheet", "classroom:answer-key"):
        url = reverse(name, args=[set_id])
        for label in ("first", "warm"):
            wall, cpu, length = timed_get(client, url)
            print(
                f"   {name:22} {label:5} {wall:6.2f} s wall, {cpu:6.2f} s CPU, {length // 1000} KB"
            )
    return set_id


def edits(client: Client, set_id: str, count: int) -> None:
    gc.collect()
    before = rss_mb()
    start = time.perf_counter()
    for n in range(count):
        client.post(reverse("classroom:item-swap", args=[set_id, n % settings.SET_ITEMS + 1]))
    gc.collect()
    print(
        f"2. after {count} set edits (swaps): resident memory {before:.0f} MB -> "
        f"{rss_mb():.0f} MB; the cache holds {items.cached_items()} exercises "
        f"(bound {items.CACHED_ITEMS}); {time.perf_counter() - start:.0f} s"
    )


def flood(requests: int) -> None:
    before = rows()
    sent = refused = account = 0
    while sent < requests:
        account += 1
        client = Client(REMOTE_ADDR="203.0.113.66")
        sent += 1
        if signed_up(client, f"flood{account}") != 302:
            refused += 1
            continue
        while sent < requests:
            sent += 4
            response = client.post(reverse("classroom:set-new"), {"title": "x"})
            if response.status_code != 302:
                refused += 4
                break
            set_id = response["Location"].split("#")[0].rstrip("/").split("/")[-1]
            codes = [
                client.post(
                    reverse("classroom:set-draw", args=[set_id]),
                    {"ruleset": RULES, "kinds": ["card_points"], "level": "facile", "count": 20},
                ).status_code,
                client.post(reverse("classroom:set-duplicate", args=[set_id])).status_code,
                client.post(reverse("classroom:class-new"), {"name": "x"}).status_code,
            ]
            refused += sum(code != 302 for code in codes)
    stored = rows() - before
    print(
        f"3. teacher-account flood from one address: {sent} requests, {account} sign-ups tried, "
        f"{refused} refused; {stored} rows stored, {stored * 1000 / sent:.0f} per 1,000 requests"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=1000)
    parser.add_argument("--flood", type=int, default=1000)
    args = parser.parse_args()
    setup_test_environment()
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    runner = DiscoverRunner(verbosity=0)
    databases = runner.setup_databases()
    try:
        teacher = Client(REMOTE_ADDR="192.0.2.1")
        signed_up(teacher, "prof-bench")
        configured = dict(settings.ACCOUNT_LIMITS), dict(settings.ADDRESS_LIMITS)
        # the bench's own teacher is not the flood: its hourly bounds out of the way
        settings.ACCOUNT_LIMITS = {n: (10**6, s) for n, (_c, s) in settings.ACCOUNT_LIMITS.items()}
        settings.ADDRESS_LIMITS = settings.ADDRESS_LIMITS | {"prints": (10**6, 3600)}
        set_id = printable(teacher)
        edits(teacher, set_id, args.edits)
        settings.ACCOUNT_LIMITS, settings.ADDRESS_LIMITS = configured  # the flood meets them
        flood(args.flood)
    finally:
        runner.teardown_databases(databases)


if __name__ == "__main__":
    main()
