"""Web benchmark: server time of the rule pages and of the trainer, with Django's test client.

    python bench/web.py [--requests 1000] [--cpu]

Prints, per page family, the mean, median and 99th percentile of the time Django takes to
answer (no network): rule pages (each document and the glossary, first render and cached),
exercise pages (generation and rendering, a new seed each time) and answer checks (engine
verdict and the stored attempt), with the database statements each sends. Targets: rule
pages under 50 ms; exercise pages at or under 6.3 ms and answer checks at or under 7.0 ms at
p99 (issue 23's earlier figures). Then the room those targets leave: the same middleware
around a page that draws nothing (the « page not found » page), and answer checks without
« Apprendre »'s filing of the answer under its themes. Figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings_test")
# One learner at one address answers far faster than a person: lift the limits per learner
# and per address, whatever the shell says, or the answers would meet a 429 after 60 (600).
os.environ["ATOUT_ANSWERS_PER_MINUTE"] = "1000000"
os.environ["ATOUT_ADDRESS_ANSWERS_PER_MINUTE"] = "1000000"

import django

django.setup()

from django.conf import settings  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.runner import DiscoverRunner  # noqa: E402
from django.urls import reverse  # noqa: E402

from learn import filing  # noqa: E402
from reference.engine import DOCUMENTS  # noqa: E402
from reference.rulebook import render_page  # noqa: E402
from trainer.exercises import KINDS, build, kinds_for  # noqa: E402
from trainer.exercises.base import Key  # noqa: E402
from trainer.rulesets import RULESETS  # noqa: E402

#: Wall time by default; ``--cpu`` measures this process's CPU time instead, which other work
#: on a shared machine disturbs far less (the database is SQLite, in this process too).
CLOCK: dict[str, Callable[[], float]] = {"now": time.perf_counter}


def timed(
    call: Callable[..., Any], *args: object, status: tuple[int, ...] = (200, 302), **kwargs: object
) -> float:
    start = CLOCK["now"]()
    response = call(*args, **kwargs)
    elapsed = (CLOCK["now"]() - start) * 1000
    assert response.status_code in status, response.status_code
    return elapsed


def counted(statements: list[int], call: Callable[..., Any], *args: Any, **kwargs: Any) -> float:
    """``timed``, with the number of database statements the request sent (its transactions'
    BEGIN and COMMIT included) appended to ``statements``."""
    sent = [0]

    def count(execute: Callable[..., Any], *query: Any) -> Any:
        sent[0] += 1
        return execute(*query)

    with connection.execute_wrapper(count):
        elapsed = timed(call, *args, **kwargs)
    statements.append(sent[0])
    return elapsed


def report(label: str, samples: list[float], target: float | None = None) -> None:
    samples = sorted(samples)
    p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
    mean = statistics.fmean(samples)
    verdict = (
        ""
        if target is None
        else f"  (target {target:g} ms: {'met' if p99 <= target else 'MISSED'} at p99)"
    )
    print(
        f"{label:44} n={len(samples):5}  mean {mean:6.1f} ms  "
        f"p50 {statistics.median(samples):6.1f} ms  p99 {p99:6.1f} ms{verdict}"
    )


def rule_pages(client: Client, repeat: int) -> None:
    pages = [(d.slug, reverse("reference:document", args=[d.slug])) for d in DOCUMENTS]
    pages.append(("glossaire", reverse("reference:glossary")))
    for slug, url in pages:
        render_page.cache_clear()
        cold = timed(client.get, url)
        warm = [timed(client.get, url) for _ in range(repeat)]
        print(f"{'rule page ' + slug:44} first render {cold:6.1f} ms")
        report(f"rule page {slug} (cached)", warm, 50)


@dataclass
class Trainer:
    """The times (ms) of exercise pages and answer checks, and the statements each sent."""

    shows: list[float] = field(default_factory=list)
    checks: list[float] = field(default_factory=list)
    shown_statements: list[int] = field(default_factory=list)
    checked_statements: list[int] = field(default_factory=list)


def trainer(client: Client, requests: int, first_seed: int = 100_000) -> Trainer:
    """Each rule set's kinds in turn, a new seed each time: the exercise page, then the right
    answer posted as htmx does."""
    cases = [(rs, kind) for rs in RULESETS.values() for kind in kinds_for(rs)]
    found = Trainer()
    for i in range(requests):
        rs, kind = cases[i % len(cases)]
        seed = str(first_seed + i)
        url = reverse("trainer:exercise", args=[rs.game, rs.slug, KINDS[kind].slug, "moyen", seed])
        found.shows.append(counted(found.shown_statements, client.get, url))
        right, _wrong = KINDS[kind].right_and_wrong(
            build(Key(rs.game, rs.slug, kind, "moyen", seed), rs)
        )
        htmx = {"HX-Request": "true"}
        found.checks.append(
            counted(found.checked_statements, client.post, url, right, headers=htmx)
        )
    return found


def statements_report(label: str, statements: list[int]) -> None:
    print(
        f"{label + ' database statements':44} mean {statistics.fmean(statements):4.1f}  "
        f"max {max(statements)}"
    )


def floor(client: Client, requests: int) -> None:
    """The room the targets leave: a page that draws nothing, and answers not filed."""
    missing = reverse("trainer:index") + "pas-de-page/"
    report(
        "page not found (middleware + small page)",
        [timed(client.get, missing, status=(404,)) for _ in range(requests)],
    )
    filing.disconnect()
    try:
        unfiled = trainer(client, requests, first_seed=500_000)
    finally:
        filing.connect()
    report("unfiled answer check (no « Apprendre »)", unfiled.checks)
    statements_report("unfiled answer check", unfiled.checked_statements)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=1000)
    parser.add_argument("--page-repeat", type=int, default=50)
    parser.add_argument("--cpu", action="store_true", help="CPU time instead of wall time")
    args = parser.parse_args()
    if args.cpu:
        CLOCK["now"] = time.process_time
    print(f"clock: {'CPU time of this process' if args.cpu else 'wall time'}")
    # Pages rendered as the site serves them: Django's test set-up would make every template
    # send a signal and the client keep a copy of each context, about a fifth of a page's time.
    settings.ALLOWED_HOSTS.append("testserver")
    runner = DiscoverRunner(verbosity=0)
    databases = runner.setup_databases()
    try:
        client = Client()
        rule_pages(client, args.page_repeat)
        found = trainer(client, args.requests)
        report("exercise page (generate + render)", found.shows, 6.3)
        report("answer check (engine + stored attempt)", found.checks, 7.0)
        statements_report("exercise page", found.shown_statements)
        statements_report("answer check", found.checked_statements)
        floor(client, args.requests)
    finally:
        runner.teardown_databases(databases)


if __name__ == "__main__":
    main()
