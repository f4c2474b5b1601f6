"""Classroom benchmark: server time of a class's results with Django's test client.

    python bench/classroom.py [--students 30] [--exercises 20] [--requests 200]

Builds a class of ``--students`` who answered (about one in three wrong, one in ten not yet)
an assignment of ``--exercises`` exercises drawn from three rule sets, then times the
assignment's results page (the grid, the most-missed exercises and the rules behind the
misses), its CSV, the class page and one student's page: the first request (every cache
cold: the set's exercises, the engine's verdicts) and the next ones. Prints mean, median and
99th percentile of the wall time and of the CPU time (the machine's other work makes the wall
time noisy) and the number of queries per page. Target: the results page under 50 ms at p99
for 30 students × 20 exercises. Figures are measured, never asserted.
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
os.environ.setdefault("ATOUT_ADDRESS_DOWNLOADS_PER_MINUTE", "1000000")  # the CSV, 200 times

import django

django.setup()

from django.conf import settings  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.runner import DiscoverRunner  # noqa: E402
from django.test.utils import CaptureQueriesContext, setup_test_environment  # noqa: E402
from django.urls import reverse  # noqa: E402

from bench.classes import quick_class  # noqa: E402
from bench.web import report  # noqa: E402
from classroom import answers, items, results  # noqa: E402


def measure(client: Client, label: str, url: str, requests: int, target: float | None) -> None:
    items.cache_clear()
    answers._EXPLAINED.clear()
    results._GIVEN.clear()
    connection.queries_log.clear()  # a full log (the class's making) would hide the count
    with CaptureQueriesContext(connection) as captured:
        start = time.perf_counter()
        response = client.get(url)
        cold = (time.perf_counter() - start) * 1000
    queries = len(captured)  # read now: the next request empties the log
    assert response.status_code == 200, response.status_code
    samples, cpu = [], []
    for _ in range(requests):
        start, start_cpu = time.perf_counter(), time.thread_time()
        response = client.get(url)
        samples.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
        assert response.status_code == 200
    print(f"{label:44} first request {cold:6.1f} ms, {queries} queries")
    report(label, samples, target)
    report(label + " (CPU time)", cpu, target)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=30)
    parser.add_argument("--exercises", type=int, default=20)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument(
        "--no-freeze", action="store_true", help="leave the set-up objects to the collector"
    )
    args = parser.parse_args()
    setup_test_environment()
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    runner = DiscoverRunner(verbosity=0)
    databases = runner.setup_databases()
    try:
        start = time.perf_counter()
        assignment = quick_class(args.students, args.exercises, seed=7, answered=0.9)
        print(
            f"class of {args.students} students × {args.exercises} exercises, "
            f"{assignment.responses.count()} answers, built in {time.perf_counter() - start:.1f} s"
        )
        # Like a server's start-up objects, the objects made to build the class are not the
        # requests' work: frozen, the collector's full passes no longer walk them (run with
        # --no-freeze to see those passes land in the measured requests).
        if not args.no_freeze:
            gc.collect()
            gc.freeze()
        classroom = assignment.classroom
        client = Client()
        client.force_login(
            classroom.teacher.user, backend="django.contrib.auth.backends.ModelBackend"
        )
        student = classroom.students.all()[0]
        c, a = classroom.id, assignment.id
        measure(
            client,
            "results page (grid, most missed, rules)",
            reverse("classroom:board", args=[c, a]),
            args.requests,
            50,
        )
        measure(
            client, "results CSV", reverse("classroom:board-csv", args=[c, a]), args.requests, None
        )
        measure(
            client,
            "class page (roster, assignments)",
            reverse("classroom:class", args=[c]),
            args.requests,
            None,
        )
        measure(
            client,
            "one student's page",
            reverse("classroom:student", args=[c, student.id]),
            args.requests,
            None,
        )
    finally:
        runner.teardown_databases(databases)


if __name__ == "__main__":
    main()
