"""Load benchmark: N simulated learners against `make serve` on a loopback port.

    python bench/load.py [--learners 50] [--seconds 20] [--workers 3] [--faults]
                         [--abuse-seconds 60] [--tables 50] [--port 8811] [--pages-only]

Starts `make migrate` and `make serve` (gunicorn, DEBUG off, a fresh SQLite database in a
temporary folder) on 127.0.0.1, then runs three bounded phases with the same number of
concurrent clients:

1. baseline: GET /sante/vivant/ (touches nothing) as fast as the clients can; then the health
   check /sante/ (one database query) the same way, its ratio printed apart;
2. exercise pages (the engine draws, Django renders) as fast as the clients can, and the ratio;
3. learners: each learner fetches an exercise, thinks a moment, posts an answer (half as plain
   forms, half as htmx), again and again. With --faults, one gunicorn worker is killed a third
   of the way in and the server reloads its workers (SIGHUP) two thirds of the way in;
4. abuse: as many new learners, next to an anonymous flood of answer posts from one address
   that never sends a session cookie: the rows it created per 1,000 requests, its answers by
   status, the learners' errors and p99.

``--pages-only`` stops after 2 (the ratio of exercise pages to the baseline, in a minute).
Between 3 and 4, ``--tables`` clients play whole deals (``load_tables.py``). Learners connect
from 127.0.1.x, tables 127.0.3.x, the flood 127.0.0.66: the limits see distinct clients.
It prints req/s, p50/p99 per endpoint, errors, attempts acknowledged against those stored
(equal: nothing lost), with --faults the longest gap. Loopback only; every loop is bounded.
"""

from __future__ import annotations

import argparse
import http.client
import multiprocessing
import os
import random
import re
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.server_log import ServerLog, server_report  # noqa: E402

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings_test")

HOST = "127.0.0.1"
BASELINE, HEALTH = "/sante/vivant/", "/sante/"  # touches nothing; one database query
CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
SHOWN = re.compile(r'name="shown" value="([^"]+)"')


@dataclass
class Stats:
    """Latencies per endpoint, errors, acknowledgements and a per-second success timeline."""

    latencies: dict[str, list[float]] = field(default_factory=dict)
    errors: dict[str, int] = field(default_factory=dict)
    acknowledged: int = 0
    successes: dict[int, int] = field(default_factory=dict)
    statuses: Counter[int] = field(default_factory=Counter)

    def ok(self, endpoint: str, seconds: float) -> None:
        with LOCK:
            self.latencies.setdefault(endpoint, []).append(seconds * 1000)
            second = int(time.time())
            self.successes[second] = self.successes.get(second, 0) + 1

    def fail(self, endpoint: str) -> None:
        with LOCK:
            self.errors[endpoint] = self.errors.get(endpoint, 0) + 1

    def acknowledge(self) -> None:
        with LOCK:
            self.acknowledged += 1

    def status(self, code: int) -> None:
        with LOCK:
            self.statuses[code] += 1

    def merge(self, other: Stats) -> None:
        for endpoint, samples in other.latencies.items():
            self.latencies.setdefault(endpoint, []).extend(samples)
        for endpoint, count in other.errors.items():
            self.errors[endpoint] = self.errors.get(endpoint, 0) + count
        for second, count in other.successes.items():
            self.successes[second] = self.successes.get(second, 0) + count
        self.acknowledged += other.acknowledged
        self.statuses.update(other.statuses)


LOCK = threading.Lock()
PROCESSES = 5
"""Clients are spread over several processes so that one interpreter's lock does not add its
own queueing to the latencies measured (the server shares the machine's two cores anyway)."""


def _threads_in_process(
    job: Callable[..., None], indices: list[int], job_args: tuple[Any, ...]
) -> Stats:
    stats = Stats()
    threads = [threading.Thread(target=job, args=(i, stats, *job_args)) for i in indices]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return stats


def spread(job: Callable[..., None], clients: int, job_args: tuple[Any, ...]) -> Stats:
    """Run ``job(index, stats, *job_args)`` for every client, in a few processes; merge."""
    groups = [list(range(clients))[k::PROCESSES] for k in range(min(PROCESSES, clients))]
    with multiprocessing.get_context("fork").Pool(len(groups)) as processes:
        parts = processes.starmap(_threads_in_process, [(job, g, job_args) for g in groups])
    total = Stats()
    for part in parts:
        total.merge(part)
    return total


def read_response(
    conn: http.client.HTTPConnection, cookies: dict[str, str]
) -> tuple[int, dict[str, str], str]:
    """A response's status, headers and text; the cookies it sets are kept in ``cookies``."""
    response = conn.getresponse()
    text = response.read().decode("utf-8", "replace")
    for name, value in response.getheaders():
        if name.lower() == "set-cookie":
            key, _, rest = value.partition("=")
            cookies[key] = rest.split(";", 1)[0]
    return response.status, dict(response.getheaders()), text


class Browser:
    """One learner's HTTP client: its own cookies and loopback address, a new connection per
    request."""

    def __init__(self, port: int, address: str = HOST) -> None:
        self.port = port
        self.address = address
        self.cookies: dict[str, str] = {}

    def request(
        self, method: str, path: str, body: str = "", headers: dict[str, str] | None = None
    ) -> tuple[int, dict[str, str], str]:
        conn = http.client.HTTPConnection(
            HOST, self.port, timeout=30, source_address=(self.address, 0)
        )
        try:
            all_headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items())}
            if body:
                all_headers["Content-Type"] = "application/x-www-form-urlencoded"
            all_headers.update(headers or {})
            conn.request(method, path, body=body.encode(), headers=all_headers)
            return read_response(conn, self.cookies)
        finally:
            conn.close()


def exercise_pool(count: int) -> list[tuple[str, str, dict[str, object]]]:
    """(kind, url, right-answer form data) for ``count`` exercises across games and kinds."""
    import django

    django.setup()
    from django.urls import reverse

    from trainer.exercises import KINDS, build, kinds_for
    from trainer.exercises.base import Key
    from trainer.rulesets import RULESETS

    cases = [(rs, kind) for rs in RULESETS.values() for kind in kinds_for(rs)]
    pool = []
    for i in range(count):
        rs, kind = cases[i % len(cases)]
        seed = str(500_000 + i)
        level = ("facile", "moyen", "difficile")[i % 3]
        url = reverse("trainer:exercise", args=[rs.game, rs.slug, KINDS[kind].slug, level, seed])
        right, _wrong = KINDS[kind].right_and_wrong(
            build(Key(rs.game, rs.slug, kind, level, seed), rs)
        )
        pool.append((kind, url, right))
    return pool


def encode(data: Mapping[str, object]) -> str:
    pairs = []
    for name, value in data.items():
        for item in value if isinstance(value, list) else [value]:
            pairs.append((name, str(item)))
    return urllib.parse.urlencode(pairs)


def _get_loop(
    index: int, stats: Stats, port: int, paths: list[str], endpoint: str, deadline: float
) -> None:
    browser, rng = Browser(port), random.Random(index)
    while time.time() < deadline:
        start = time.perf_counter()
        try:
            status, _headers, _body = browser.request("GET", rng.choice(paths))
        except OSError:
            stats.fail(endpoint)
            continue
        if status == 200:
            stats.ok(endpoint, time.perf_counter() - start)
        else:
            stats.fail(endpoint)


def closed_loop(port: int, paths: list[str], endpoint: str, clients: int, seconds: float) -> Stats:
    """Every client GETs paths back to back for ``seconds``."""
    return spread(_get_loop, clients, (port, paths, endpoint, time.time() + seconds))


def learner_address(index: int) -> str:
    """Learner ``index``'s own loopback address (127.0.1.1, 127.0.1.2, …)."""
    return f"127.0.{1 + index // 250}.{1 + index % 250}"


def _csrf(page: str) -> str:
    """The page's CSRF token (the caller checked that the page has one)."""
    found = CSRF.search(page)
    assert found is not None
    return found.group(1)


def learner_loop(
    index: int, stats: Stats, port: int, pool: Any, deadline: float, think: float
) -> None:
    browser, rng = Browser(port, learner_address(index)), random.Random(1000 + index)
    while time.time() < deadline:
        _kind, url, answer = rng.choice(pool)
        start = time.perf_counter()
        try:
            status, _h, page = browser.request("GET", url)
        except OSError:
            stats.fail("exercise page")
            continue
        if status != 200 or not CSRF.search(page):
            stats.fail("exercise page")
            continue
        stats.ok("exercise page", time.perf_counter() - start)
        time.sleep(rng.uniform(0, 2 * think))
        form = dict(answer) | {"csrfmiddlewaretoken": _csrf(page)}
        shown = SHOWN.search(page)
        if shown:
            form["shown"] = shown.group(1)
        htmx = rng.random() < 0.5
        headers = {"HX-Request": "true"} if htmx else {}
        start = time.perf_counter()
        try:
            status, response_headers, body = browser.request("POST", url, encode(form), headers)
        except OSError:
            stats.fail("answer")
            continue
        acknowledged = (htmx and status == 200 and "verdict" in body) or (
            not htmx and status == 302 and "reponse=" in response_headers.get("Location", "")
        )
        if acknowledged:
            stats.ok("answer", time.perf_counter() - start)
            stats.acknowledge()
        else:
            stats.fail("answer")
        time.sleep(rng.uniform(0, 2 * think))


FLOOD_ADDRESS = "127.0.0.66"
FLOOD_SEED = "999999999"  # an exercise no learner of the pool answers: its rows are the flood's


def flood_exercise(port: int) -> tuple[str, str, dict[str, str]]:
    """The flood's target (URL, CSRF cookie and form with a wrong answer, so that each accepted
    post also opens a mistake)."""
    import django

    django.setup()
    from trainer.exercises import KINDS, build
    from trainer.exercises.base import Key
    from trainer.rulesets import RULESETS

    url = f"/entrainement/coinche/standard/qui-remporte-le-pli/facile/{FLOOD_SEED}/"
    key = Key("coinche", "standard", "trick_winner", "facile", FLOOD_SEED)
    _right, wrong = KINDS["trick_winner"].right_and_wrong(
        build(key, RULESETS[("coinche", "standard")])
    )
    assert wrong is not None  # a trick always has a card that does not win it
    browser = Browser(port, FLOOD_ADDRESS)
    _status, _headers, page = browser.request("GET", url)
    form = dict(wrong) | {"csrfmiddlewaretoken": _csrf(page)}
    return url, browser.cookies["csrftoken"], form


def flood_loop(index: int, stats: Stats, port: int, target: Any, deadline: float) -> None:
    url, csrf_cookie, form = target
    browser = Browser(port, FLOOD_ADDRESS)
    while time.time() < deadline:
        browser.cookies = {"csrftoken": csrf_cookie}  # never a session cookie
        try:
            status = browser.request("POST", url, encode(form))[0]
        except OSError:
            status = 0
        stats.status(status)


def flood_rows(database: Path) -> dict[str, int]:
    """Rows that exist because of the flood (its learners, their sessions, attempts, mistakes,
    and the counts kept for its address)."""
    db = sqlite3.connect(database)
    one = db.execute
    rows = {
        "learners": one(
            "select count(distinct learner_id) from trainer_attempt where seed = ?", [FLOOD_SEED]
        ).fetchone()[0],
        "attempts": one(
            "select count(*) from trainer_attempt where seed = ?", [FLOOD_SEED]
        ).fetchone()[0],
        "mistakes": one(
            "select count(*) from trainer_mistake where seed = ?", [FLOOD_SEED]
        ).fetchone()[0],
        "counts per address": one(
            "select count(*) from guard_ratecount where key like ?", [f"%:{FLOOD_ADDRESS}"]
        ).fetchone()[0],
    }
    db.close()
    return rows


def abuse_phase(
    port: int, pool: Any, seconds: float, learners: int, think: float, folder: Path
) -> Stats:
    """New learners next to a cookieless flood from one address; prints the phase's figures."""
    sessions_before, learners_before = (
        _count(folder, "django_session"),
        _count(folder, "trainer_learner"),
    )
    target = flood_exercise(port)
    deadline = time.time() + seconds
    flood_stats: list[Stats] = []
    flood = threading.Thread(
        target=lambda: flood_stats.append(
            spread(flood_loop, FLOOD_CLIENTS, (port, target, deadline))
        )
    )
    flood.start()
    normal = spread(learner_loop, learners, (port, pool, deadline, think))
    flood.join()
    title = f"{learners} learners next to a cookieless flood from {FLOOD_ADDRESS}, {seconds:.0f} s"
    report(title, normal, ["exercise page", "answer"], seconds)
    sent = sum(flood_stats[0].statuses.values())
    codes = ", ".join(f"{code}: {n}" for code, n in sorted(flood_stats[0].statuses.items()))
    rows = flood_rows(folder / "load.sqlite3")
    # every new learner wrote one session: the learners' own are the new learners not the flood's
    normal_learners = _count(folder, "trainer_learner") - learners_before - rows["learners"]
    rows["sessions"] = _count(folder, "django_session") - sessions_before - normal_learners
    print(f"flood: {sent} answer posts ({sent / seconds:.0f}/s) by status {codes}")
    print("rows the flood created: " + ", ".join(f"{k} {v}" for k, v in rows.items()))
    print(f"rows per 1,000 flood requests: {sum(rows.values()) * 1000 / max(sent, 1):.1f}")
    print(f"learners' errors: {sum(normal.errors.values())}")
    return normal


FLOOD_CLIENTS = 10


def _count(folder: Path, table: str) -> int:
    db = sqlite3.connect(folder / "load.sqlite3")
    try:
        count: int = db.execute(f"select count(*) from {table}").fetchone()[0]
        return count
    finally:
        db.close()


def start_server(
    port: int, workers: int, folder: Path, answers_per_minute: int
) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "PORT": str(port),
        "HOST": HOST,
        "WEB_CONCURRENCY": str(workers),
        "DATABASE_URL": f"sqlite:///{folder / 'load.sqlite3'}",
        "DJANGO_SECRET_KEY": "load-benchmark-only-" + "x" * 40,
        "DJANGO_DEBUG": "0",
        "ATOUT_ANSWERS_PER_MINUTE": str(answers_per_minute),
        "PYTHONUNBUFFERED": "1",
    }
    env.pop("DJANGO_SETTINGS_MODULE", None)
    # the release step, as the README's hosting steps run it before the server starts
    subprocess.run(
        ["make", "--no-print-directory", "migrate"],
        cwd=ROOT,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    server = subprocess.Popen(
        ["make", "--no-print-directory", "serve"],
        cwd=ROOT,
        env=env,
        stdout=open(folder / "server.log", "wb"),  # noqa: SIM115
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    for _ in range(240):
        try:
            if Browser(port).request("GET", HEALTH)[0] == 200:
                return server
        except OSError:
            time.sleep(0.5)
    server_log = (folder / "server.log").read_text()
    os.killpg(server.pid, signal.SIGTERM)
    raise SystemExit(f"the server did not start:\n{server_log[-2000:]}")


def gunicorn_pids(server: subprocess.Popen[bytes]) -> tuple[int, list[int]]:
    """The gunicorn master (a child of make) and its workers."""

    def children(pid: int) -> list[int]:
        path = Path(f"/proc/{pid}/task/{pid}/children")
        return [int(p) for p in path.read_text().split()] if path.exists() else []

    masters = [
        pid
        for pid in children(server.pid)
        if "gunicorn" in Path(f"/proc/{pid}/cmdline").read_text()
    ]
    master = masters[0]
    return master, children(master)


def faults(server: subprocess.Popen[bytes], seconds: float, events: list[str]) -> None:
    time.sleep(seconds / 3)
    master, workers = gunicorn_pids(server)
    victim = workers[0]
    os.kill(victim, signal.SIGKILL)
    events.append(f"{time.strftime('%H:%M:%S')} killed worker {victim}")
    time.sleep(seconds / 3)
    os.kill(master, signal.SIGHUP)
    events.append(f"{time.strftime('%H:%M:%S')} reloaded the server (SIGHUP to master {master})")


def report(title: str, stats: Stats, endpoints: list[str], seconds: float) -> float:
    print(f"\n== {title}")
    total = 0
    for endpoint in endpoints:
        samples = sorted(stats.latencies.get(endpoint, []))
        total += len(samples)
        if not samples:
            print(f"{endpoint:16} no successful request; errors {stats.errors.get(endpoint, 0)}")
            continue
        p99 = samples[min(len(samples) - 1, int(len(samples) * 0.99))]
        print(
            f"{endpoint:16} {len(samples) / seconds:8.1f} req/s  "
            f"p50 {statistics.median(samples):6.1f} ms  p99 {p99:6.1f} ms  "
            f"errors {stats.errors.get(endpoint, 0)}"
        )
    return total / seconds


def endpoint_of(method: str, path: str) -> str:
    """The row of the server's report a logged request belongs to."""
    if path in (BASELINE, HEALTH):
        return "baseline" if path == BASELINE else "health check"
    if path.startswith("/table/"):
        return f"table {method}"
    if method == "POST":
        return "flood" if FLOOD_SEED in path else "answer"
    return "exercise page"


def longest_gap(stats: Stats, start: float, end: float) -> int:
    seconds = range(int(start), int(end))
    gap = best = 0
    for second in seconds:
        gap = gap + 1 if stats.successes.get(second, 0) == 0 else 0
        best = max(best, gap)
    return best


def phases(
    args: argparse.Namespace, seconds: float, pool: Any, server: Any, log: ServerLog
) -> Stats:
    """Phases 1 to 3: baseline, exercise pages, learners (with faults if asked)."""

    def closed(paths: list[str], endpoint: str, what: str) -> float:
        stats = closed_loop(args.port, paths, endpoint, args.learners, seconds)
        title = f"{what}, {args.learners} clients, {seconds:.0f} s"
        rate = report(title, stats, [endpoint], seconds)
        server_report(log.next_phase())
        return rate

    base_rate = closed([BASELINE], "baseline", f"baseline {BASELINE}")
    health_rate = closed([HEALTH], "health check", f"health check {HEALTH} (one query)")
    print(f"throughput ratio health check / baseline: {health_rate / base_rate:.2f}")
    page_rate = closed([url for _k, url, _a in pool], "exercise page", "exercise pages")
    print(f"throughput ratio exercise pages / baseline: {page_rate / base_rate:.2f}")
    if args.pages_only:
        return Stats()

    events: list[str] = []
    start = time.time()
    deadline = start + seconds
    fault_thread = threading.Thread(target=faults, args=(server, seconds, events))
    if args.faults:
        fault_thread.start()
    learners = spread(learner_loop, args.learners, (args.port, pool, deadline, args.think))
    if args.faults:
        fault_thread.join()
    title = f"{args.learners} learners, think time {args.think} s, {seconds:.0f} s"
    title += " with faults" if args.faults else ""
    report(title, learners, ["exercise page", "answer"], seconds)
    server_report(log.next_phase())
    for event in events:
        print("  fault", event)
    if args.faults:
        gap = longest_gap(learners, start, deadline)
        print(f"longest stretch without a successful request: {gap} s")
    return learners


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=20.0, help="each phase's length (max 120)")
    parser.add_argument("--workers", type=int, default=3)
    parser.add_argument("--port", type=int, default=8811)
    parser.add_argument("--think", type=float, default=0.5, help="mean think time of a learner (s)")
    parser.add_argument("--faults", action="store_true", help="kill a worker and reload mid-run")
    parser.add_argument("--tables", type=int, default=50, help="concurrent tables (0: none)")
    parser.add_argument("--abuse-only", action="store_true", help="run the abuse phase alone")
    parser.add_argument("--abuse-seconds", type=float, default=60.0, help="abuse phase (max 300)")
    parser.add_argument("--pages-only", action="store_true", help="stop after the pages' ratio")
    args = parser.parse_args()
    seconds = min(args.seconds, 120.0)
    print(f"preparing {args.learners * 8} exercises…", flush=True)
    pool = exercise_pool(args.learners * 8)
    from bench.load_tables import tables_phase  # sets the table limits before the server starts

    table_faults = 0
    with tempfile.TemporaryDirectory(prefix="atout-load-") as tmp:
        folder = Path(tmp)
        server = start_server(args.port, args.workers, folder, answers_per_minute=100_000)
        try:
            print(
                f"server up: make serve, {args.workers} gunicorn workers, http://{HOST}:{args.port}"
            )
            log = ServerLog(folder / "server.log", endpoint_of)
            log.next_phase()
            learners = Stats()
            if not args.abuse_only:
                learners = phases(args, seconds, pool, server, log)
            if not args.abuse_only and args.tables and not args.pages_only:
                table_faults = tables_phase(args.port, args.tables, seconds, args.think, folder)
                server_report(log.next_phase())
            abuse = Stats()
            if not args.pages_only:
                abuse_seconds = min(args.abuse_seconds, 300.0)
                abuse = abuse_phase(
                    args.port, pool, abuse_seconds, args.learners, args.think, folder
                )
                server_report(log.next_phase())
        finally:
            os.killpg(server.pid, signal.SIGTERM)
            server.wait(timeout=30)
        stored = (
            sqlite3.connect(folder / "load.sqlite3")
            .execute("select count(*) from trainer_attempt where seed != ?", [FLOOD_SEED])
            .fetchone()[0]
        )
        errors = sum(learners.errors.values()) + sum(abuse.errors.values())
        acknowledged = learners.acknowledged + abuse.acknowledged
        lost = max(0, acknowledged - stored)
        print(
            f"\nlearners' errors: {errors}   attempts acknowledged: {acknowledged}   "
            f"stored: {stored}   lost: {lost}"
        )
        if acknowledged > stored or table_faults:
            raise SystemExit("acknowledged attempts were lost, or the tables met errors")


if __name__ == "__main__":
    main()
