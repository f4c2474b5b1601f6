"""Fault test of the whole hosting: PostgreSQL, two app servers and nginx, on loopback.

    python bench/cluster.py [--seconds 30] [--fault-at 10] [--fault-seconds 10]
                            [--learners 10] [--tables 6] [--scorers 4] [--readers 4]
                            [--think 1.0] [--faults none,kill,db-stop,...] [--keep]

Builds what README « Hosting » describes, on loopback only: a PostgreSQL cluster on port 54391
with the README's role and database, the release (``make migrate``), two app servers with
``make serve`` (A on 127.0.0.1:8292, B on :8293), and nginx with ``deploy/``'s files (HTTPS on
8291 with a throwaway certificate for atout.example.org, HTTP on 8290; nginx is installed by
``scripts/system-deps --cluster`` if missing). Then one phase per fault, with learners, players
at tables, scorers and readers (``bench/cluster_clients.py``) for ``--seconds`` at least and
until 5 s after the fault is over, the fault injected ``--fault-at`` seconds in:

  none           no fault: the reference
  kill           kill -9 of server B (master and workers); started again 2 s later, as
                 systemd's Restart=always would
  db-stop        PostgreSQL stopped (pg_ctl stop -m fast) for --fault-seconds, then started
  db-freeze      every PostgreSQL process stopped (SIGSTOP) for --fault-seconds, then resumed
  server-freeze  server B's processes stopped (SIGSTOP) for --fault-seconds, then resumed
  drain          server B drained in nginx (deploy/atout-drain), restarted, put back
  two-starts     both servers stopped; `make migrate` twice at once, and two releases at once
                 on a new database; both servers started at once

Per phase it prints the client errors by status; the latency as the clients saw it and as
nginx served it (from its access log, without the clients' own delays on a busy machine: the
acceptance reads this one); the app servers' log lines and their own time for 503 pages; the
longest stretch without a successful write; what the readers (rule pages with a session
cookie) met; the fault's own figures; and, for answers, table actions and score pad lines, what
the server acknowledged against what the database holds: lost (acknowledged, not stored),
doubled, and stored without an acknowledgement (at most one per failed post). Then whether
each acceptance line of the fault holds; the exit status is 1 if one does not. Every loop is
bounded in time.
"""

from __future__ import annotations

import argparse
import http.client
import itertools
import multiprocessing
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import psycopg

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings_test")

from bench.cluster_clients import (  # noqa: E402
    READING,
    ROLES,
    Browser,
    Job,
    Record,
    Request,
    Until,
    run_all,
)
from bench.nginx_files import write_nginx_files  # noqa: E402

HTTP, HTTPS, PG_PORT = 8290, 8291, 54391
SERVERS = {"A": 8292, "B": 8293}
PASSWORD = "cluster-bench-only-password"
DATABASE = (
    f"postgres://atout:{PASSWORD}@127.0.0.1:{PG_PORT}/atout?sslmode=disable&connect_timeout=2"
)
TOKEN = "cluster-bench-metrics-token"
PROCESSES = 4
FAULTS = ["none", "kill", "db-stop", "db-freeze", "server-freeze", "drain", "two-starts"]
WRITERS = ("learner", "table", "scorer")


def pg_bin() -> Path:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    if not found:
        raise SystemExit("PostgreSQL not found: run scripts/system-deps --cluster")
    return found[-1].parent


def as_postgres(command: list[str]) -> list[str]:
    """PostgreSQL refuses to run as root: run its tools as the postgres user."""
    return ["runuser", "-u", "postgres", "--", *command] if os.getuid() == 0 else command


class Cluster:
    """The processes of the whole setup, and what the faults do to them."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.pgdata = folder / "pg" / "data"
        self.servers: dict[str, subprocess.Popen[bytes]] = {}
        self.nginx: subprocess.Popen[bytes] | None = None
        self.nginx_command = ["nginx", "-c", str(folder / "nginx.conf")]

    # --- PostgreSQL, as README « Hosting » sets it up ------------------------------------
    def create_database(self) -> None:
        (self.folder / "pg").mkdir()
        if os.getuid() == 0:
            shutil.chown(self.folder / "pg", "postgres")
        subprocess.run(
            [
                *as_postgres([str(pg_bin() / "initdb"), "-D", str(self.pgdata), "-U", "postgres"]),
                "--auth-local=trust",
                "--auth-host=scram-sha-256",
                "-E",
                "UTF8",
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        self.pg_ctl("start")
        commands = [  # README « Hosting »: the role and its database, which it owns
            f"CREATE ROLE atout LOGIN PASSWORD '{PASSWORD}'",
            "CREATE DATABASE atout OWNER atout ENCODING 'UTF8' TEMPLATE template0",
        ]
        for command in commands:
            subprocess.run(
                [
                    *as_postgres(["psql", "-q", "-h", str(self.folder / "pg"), "-p", str(PG_PORT)]),
                    "-U",
                    "postgres",
                    "-d",
                    "postgres",
                    "-c",
                    command,
                ],
                check=True,
            )

    def pg_ctl(self, action: str) -> None:
        options = (
            f"-c listen_addresses=127.0.0.1 -c port={PG_PORT} "
            f"-c unix_socket_directories={self.folder / 'pg'} -c max_connections=100"
        )
        command = [str(pg_bin() / "pg_ctl"), "-D", str(self.pgdata), "-w", "-s"]
        if action == "start":
            command += ["-l", str(self.folder / "pg" / "log"), "-o", options, "start"]
        else:
            command += ["-m", "fast", "stop"]
        subprocess.run(as_postgres(command), check=True)

    def postgres_pids(self) -> list[int]:
        """The postmaster first, then its children."""
        postmaster = int((self.pgdata / "postmaster.pid").read_text().split()[0])
        return [postmaster, *children(postmaster)]

    # --- app servers: make serve, as README « Hosting » says --------------------------------
    def environment(self, port: int) -> dict[str, str]:
        env = {
            **os.environ,
            "DATABASE_URL": DATABASE,
            "DJANGO_SECRET_KEY": "cluster-bench-only-" + "k" * 40,
            "DJANGO_DEBUG": "0",
            "DJANGO_ALLOWED_HOSTS": "atout.example.org",
            "DJANGO_HTTPS": "1",
            "ATOUT_TRUSTED_PROXIES": "1",
            "ATOUT_METRICS_TOKEN": TOKEN,
            # the clients act far faster than people: the limits are not under test here
            "ATOUT_ANSWERS_PER_MINUTE": "100000",
            "ATOUT_ADDRESS_TABLES_PER_HOUR": "100000",
            "ATOUT_ADDRESS_TABLE_ACTIONS_PER_MINUTE": "100000",
            "ATOUT_SCOREPAD_GAMES_PER_HOUR": "100000",
            "ATOUT_SCOREPAD_WRITES_PER_MINUTE": "100000",
            "HOST": "127.0.0.1",
            "PORT": str(port),
            "PYTHONUNBUFFERED": "1",
        }
        env.pop("DJANGO_SETTINGS_MODULE", None)
        return env

    def make(self, target: str, port: int = 0) -> subprocess.Popen[bytes]:
        log = (self.folder / f"make-{target}-{port}.log").open("ab")
        return subprocess.Popen(
            ["make", "--no-print-directory", target],
            cwd=ROOT,
            env=self.environment(port or SERVERS["A"]),
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )

    def start_server(self, name: str) -> None:
        self.servers[name] = self.make("serve", SERVERS[name])

    def gunicorn_master(self, name: str) -> int:
        masters = children(self.servers[name].pid)
        if not masters:
            raise SystemExit(f"server {name}: no gunicorn master under make")
        return masters[0]

    def stop_server(self, name: str) -> None:
        """What systemd does (KillMode=mixed): SIGTERM to gunicorn's master, which lets its
        workers finish their requests."""
        os.kill(self.gunicorn_master(name), signal.SIGTERM)
        self.servers[name].wait(timeout=40)

    def signal_server(self, name: str, sig: signal.Signals) -> None:
        os.killpg(self.servers[name].pid, sig)

    def wait_until_serving(self, names: list[str], limit: float = 120) -> dict[str, float]:
        """When each server answered ``/sante/`` directly (seconds from now)."""
        began, served = time.time(), dict[str, float]()
        while len(served) < len(names) and time.time() - began < limit:
            for name in names:
                if name not in served and answers(f"http://127.0.0.1:{SERVERS[name]}/sante/"):
                    served[name] = round(time.time() - began, 1)
            time.sleep(0.2)
        return served

    # --- nginx with deploy/'s files -------------------------------------------------------
    def start_nginx(self) -> None:
        if shutil.which("nginx") is None:
            subprocess.run([ROOT / "scripts" / "system-deps", "--cluster"], check=True)
        write_nginx_files(
            self.folder, HTTP, HTTPS, [f"127.0.0.1:{port}" for port in SERVERS.values()]
        )
        self.nginx = subprocess.Popen(
            [*self.nginx_command, "-g", "daemon off;"],
            stdout=subprocess.DEVNULL,
            stderr=(self.folder / "nginx-stderr.log").open("ab"),
            start_new_session=True,
        )
        for _ in range(50):
            if answers(f"http://127.0.0.1:{HTTP}/sante/"):
                return
            time.sleep(0.2)
        raise SystemExit(f"nginx did not start: see {self.folder}/nginx-error.log")

    def drain(self, action: str, name: str) -> str:
        finished = subprocess.run(
            [ROOT / "deploy" / "atout-drain", action, f"127.0.0.1:{SERVERS[name]}"],
            env={
                **os.environ,
                "NGINX": " ".join(self.nginx_command),
                "ATOUT_UPSTREAM": str(self.folder / "upstream.conf"),
            },
            capture_output=True,
            text=True,
            check=True,
        )
        return finished.stdout.strip()

    def close(self) -> None:
        for process in [*self.servers.values(), self.nginx]:
            if process is not None and process.poll() is None:
                with_group(process, signal.SIGCONT)
                with_group(process, signal.SIGKILL)
                process.wait(timeout=30)
        if (self.pgdata / "postmaster.pid").exists():
            for pid in self.postgres_pids():
                os.kill(pid, signal.SIGCONT)
            self.pg_ctl("stop")


def with_group(process: subprocess.Popen[bytes], sig: signal.Signals) -> None:
    with suppress(ProcessLookupError):
        os.killpg(process.pid, sig)


def children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return bool(response.status == 200)
    except OSError:
        return False


@dataclass
class Fault:
    """What the fault did and when (seconds from the phase's start)."""

    name: str
    events: list[tuple[float, str]] = field(default_factory=list)
    figures: dict[str, Any] = field(default_factory=dict)

    def note(self, start: float, what: str) -> None:
        self.events.append((time.time() - start, what))


def inject(cluster: Cluster, fault: Fault, start: float, args: argparse.Namespace) -> None:
    """The fault, in the phase's main thread while the clients run."""
    time.sleep(max(0.0, start + args.fault_at - time.time()))
    hold = args.fault_seconds
    if fault.name == "kill":
        cluster.signal_server("B", signal.SIGKILL)
        cluster.servers["B"].wait()
        fault.note(start, "server B killed (kill -9 of its master and workers)")
        time.sleep(2)
        cluster.start_server("B")
        fault.note(start, "server B started again")
        fault.figures["B serving after its start (s)"] = cluster.wait_until_serving(["B"]).get("B")
    elif fault.name == "db-stop":
        cluster.pg_ctl("stop")
        fault.note(start, "PostgreSQL stopped")
        time.sleep(hold)
        cluster.pg_ctl("start")
        fault.figures["restarted"] = time.time()
        fault.note(start, "PostgreSQL started again")
    elif fault.name == "db-freeze":
        pids = cluster.postgres_pids()
        for pid in pids:
            os.kill(pid, signal.SIGSTOP)
        fault.note(start, f"PostgreSQL frozen ({len(pids)} processes)")
        time.sleep(hold)
        for pid in reversed(pids):
            os.kill(pid, signal.SIGCONT)
        fault.note(start, "PostgreSQL resumed")
    elif fault.name == "server-freeze":
        cluster.signal_server("B", signal.SIGSTOP)
        fault.note(start, "server B frozen")
        time.sleep(hold)
        cluster.signal_server("B", signal.SIGCONT)
        fault.note(start, "server B resumed")
    elif fault.name == "drain":
        drain_and_restart(cluster, fault, start)
    elif fault.name == "two-starts":
        two_starts(cluster, fault, start)


def drain_and_restart(cluster: Cluster, fault: Fault, start: float) -> None:
    fault.note(start, cluster.drain("drain", "B"))
    cluster.stop_server("B")
    fault.note(start, "server B stopped (SIGTERM)")
    cluster.start_server("B")
    fault.figures["B serving after its start (s)"] = cluster.wait_until_serving(["B"]).get("B")
    fault.note(start, "server B answers /sante/")
    fault.note(start, cluster.drain("restore", "B"))


def two_starts(cluster: Cluster, fault: Fault, start: float) -> None:
    for name in SERVERS:
        cluster.stop_server(name)
    fault.note(start, "servers A and B stopped")
    releases = [cluster.make("migrate") for _ in range(2)]
    fault.figures["two `make migrate` at once, exit codes"] = [r.wait(300) for r in releases]
    for name in SERVERS:
        cluster.start_server(name)
    fault.note(start, "servers A and B started at the same moment")
    served = cluster.wait_until_serving(list(SERVERS))
    fault.figures["serving after the start (s)"] = served
    fault.note(start, "both answer /sante/" if len(served) == 2 else "not both serving")
    fault.figures["two releases at once on a new database, exit codes"] = fresh_releases(cluster)


def fresh_releases(cluster: Cluster) -> list[int]:
    """Two releases at once on a new database: both must end well, the migrations once."""
    with psycopg.connect(
        host=str(cluster.folder / "pg"), port=PG_PORT, user="postgres", autocommit=True
    ) as db:
        db.execute("CREATE DATABASE atout_fresh OWNER atout")
    env = cluster.environment(SERVERS["A"]) | {
        "DATABASE_URL": DATABASE.replace("/atout?", "/atout_fresh?")
    }
    runs = [
        subprocess.Popen(
            [ROOT / ".venv" / "bin" / "python", "manage.py", "release"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=(cluster.folder / "fresh-release.log").open("ab"),
        )
        for _ in range(2)
    ]
    return [run.wait(300) for run in runs]


def phase(cluster: Cluster, number: int, name: str, args: argparse.Namespace) -> Phase:
    """The clients for ``--seconds`` at least, and until the fault is over and a few seconds
    more (a restart under load can outlast the phase); the fault in this thread meanwhile."""
    start = time.time()
    stop = cluster.folder / f"phase-{number}.over"
    until = Until(start + args.seconds, str(stop), start + args.seconds + 300)
    certificate = str(cluster.folder / "cert.pem")
    counts = {
        "learner": args.learners,
        "table": args.tables,
        "scorer": args.scorers,
        "reader": args.readers,
    }
    jobs = [
        Job(role, i, number, HTTPS, certificate, until, args.think)
        for role, count in counts.items()
        for i in range(count)
    ]
    groups = [jobs[k::PROCESSES] for k in range(PROCESSES)]
    fault = Fault(name)
    with multiprocessing.get_context("fork").Pool(PROCESSES) as pool:
        pending = pool.map_async(run_all, groups)
        inject(cluster, fault, start, args)
        time.sleep(AFTER_THE_FAULT)
        stop.touch()
        parts = pending.get(timeout=args.seconds + 400)
    record = Record()
    for part in parts:
        record.merge(part)
    end = time.time()
    return Phase(name, record, fault, start, end, nginx_log(cluster.folder, start, end))


#: Seconds the clients go on once a fault is over.
AFTER_THE_FAULT = 5.0


@dataclass
class Stored:
    """What the database holds of the clients' writes."""

    answers: dict[str, int]
    actions: dict[str, int]
    lines: dict[str, int]


def stored(record: Record) -> Stored:
    with psycopg.connect(DATABASE.replace("postgres://", "postgresql://", 1)) as db:
        seeds = sorted(set(record.answers) | set(record.answers_failed))
        answers = {
            seed: count
            for seed, count in db.execute(
                "select seed, count(*) from trainer_attempt where seed = any(%s) group by seed",
                [seeds],
            ).fetchall()
        }
        tables = sorted(set(record.actions) | set(record.actions_failed))
        actions: dict[str, int] = dict.fromkeys(tables, 0)
        rows = db.execute(
            "select t.public_id, t.seat, d.actions from table_deal d "
            "join table_table t on d.table_id = t.id where t.public_id = any(%s)",
            [tables],
        ).fetchall()
        for table, seat, moves in rows:
            actions[table] += sum(1 for move in moves if move.startswith(f"{seat} "))
        games = sorted(set(record.lines) | set(record.lines_failed))
        lines = {
            game: count
            for game, count in db.execute(
                "select g.edit_token, count(*) from scorepad_entry e "
                "join scorepad_scoregame g on e.game_id = g.id "
                "where g.edit_token = any(%s) group by g.edit_token",
                [games],
            ).fetchall()
        }
    return Stored(answers, actions, lines)


@dataclass
class Tally:
    acknowledged: int = 0
    stored: int = 0
    lost: int = 0
    doubled: int = 0
    unacknowledged: int = 0
    failed: int = 0

    def line(self, label: str) -> str:
        return (
            f"  {label:16} acknowledged {self.acknowledged:5}  stored {self.stored:5}  "
            f"lost {self.lost}  doubled {self.doubled}  "
            f"stored without acknowledgement {self.unacknowledged} (of {self.failed} failed posts)"
        )


def tally_answers(record: Record, held: Stored) -> Tally:
    tally = Tally(acknowledged=len(record.answers), failed=len(record.answers_failed))
    tally.stored = sum(held.answers.values())
    tally.lost = sum(1 for seed in record.answers if held.answers.get(seed, 0) == 0)
    tally.doubled = sum(max(0, n - 1) for n in held.answers.values())
    tally.unacknowledged = sum(1 for seed in record.answers_failed if held.answers.get(seed))
    return tally


def tally_counts(
    acknowledged: dict[str, int], failed: dict[str, int], held: dict[str, int]
) -> Tally:
    """Per table or game: lost when fewer are stored than acknowledged; doubled when more are
    stored than acknowledged plus the failed posts (each failed post stored at most once)."""
    tally = Tally(acknowledged=sum(acknowledged.values()), failed=sum(failed.values()))
    tally.stored = sum(held.values())
    for key in set(acknowledged) | set(failed):
        extra = held.get(key, 0) - acknowledged.get(key, 0)
        tally.lost += max(0, -extra)
        tally.doubled += max(0, extra - failed.get(key, 0))
        tally.unacknowledged += min(max(0, extra), failed.get(key, 0))
    return tally


def longest_gap(requests: list[Request], start: float, end: float) -> float:
    """The longest stretch without a successful write (its request ended)."""
    moments = sorted(r.end for r in requests if r.role in WRITERS and r.status in (200, 302))
    edges = [start, *[m for m in moments if start <= m <= end], end]
    return max(b - a for a, b in itertools.pairwise(edges))


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else 0.0


def spread_of(samples: list[float]) -> str:
    if not samples:
        return "none"
    return (
        f"p50 {statistics.median(samples) * 1000:.0f} ms  "
        f"p99 {percentile(samples, 0.99) * 1000:.0f} ms  max {max(samples):.1f} s"
    )


@dataclass(frozen=True)
class Passed:
    """One request as nginx logged it (its time is the moment it ended)."""

    moment: float
    client: str
    status: int
    seconds: float


# deploy/'s log format; a request passed to two servers lists both in upstream=, with spaces
NGINX_LINE = re.compile(r'^(\S+) (\S+) "[^"]*" (\d{3}) \d+ ([0-9.]+) upstream=.* id=\S+$')


def nginx_log(folder: Path, start: float, end: float) -> list[Passed]:
    """The clients' requests that nginx finished during the phase (deploy/'s log format)."""
    passed = []
    for line in (folder / "nginx-access.log").read_text(errors="replace").splitlines():
        found = NGINX_LINE.match(line)
        if found is None or not found.group(2).startswith(CLIENT_NETWORKS):
            continue
        moment = datetime.fromisoformat(found.group(1)).timestamp()
        if start <= moment <= end + 1:
            passed.append(
                Passed(moment, found.group(2), int(found.group(3)), float(found.group(4)))
            )
    return passed


CLIENT_NETWORKS = tuple(f"{prefix}." for prefix in ROLES.values())

ACCESS_LINE = re.compile(
    r"^(\S+ \S+) INFO atout\.access \[[^]]*\] \S+ [A-Z]+ \"[^\"]*\" (\d{3}) ([0-9.]+)ms$"
)


def server_log(folder: Path, start: float, end: float) -> None:
    """What the app servers wrote during the phase: lines per request, and their own time
    for the 503 pages."""
    lines = requests = 0
    unavailable: list[float] = []
    for log in folder.glob("make-serve-*.log"):
        for text in log.read_text(errors="replace").splitlines():
            moment = _moment(text)
            if moment is None or not start <= moment <= end:
                continue
            lines += 1
            access = ACCESS_LINE.match(text)
            if access:
                requests += 1
                if access.group(2) == "503":
                    unavailable.append(float(access.group(3)))
    print(f"  app servers' log: {lines} lines for {requests} requests", end="")
    if unavailable:
        print(
            f"; the app's own time for its {len(unavailable)} 503 pages: p50 "
            f"{statistics.median(unavailable):.0f} ms, max {max(unavailable):.0f} ms",
            end="",
        )
    print()


def _moment(line: str) -> float | None:
    """The time of a line of the app's log (``2026-05-10 20:41:07,512 …``)."""
    try:
        return datetime.strptime(line[:23], "%Y-%m-%d %H:%M:%S,%f").timestamp()
    except ValueError:
        return None


@dataclass
class Phase:
    """What one phase saw: the clients' view, nginx's, and the fault's."""

    name: str
    record: Record
    fault: Fault
    start: float
    end: float
    passed: list[Passed]

    def errors(self) -> list[Request]:
        return [r for r in self.record.requests if r.status not in (200, 302, 304)]


def report(phase: Phase, folder: Path) -> list[str]:
    """Print the phase's figures; the acceptance lines that do not hold."""
    requests = phase.record.requests
    print(f"\n== {phase.name}: {phase.end - phase.start:.0f} s")
    for moment, what in phase.fault.events:
        print(f"  +{moment:5.1f} s  {what}")
    for label, value in phase.fault.figures.items():
        if label != "restarted":
            print(f"  {label}: {value}")
    print(
        f"  requests {len(requests)}; as the clients saw them: "
        + spread_of([r.end - r.start for r in requests])
    )
    print(
        f"  as nginx served them ({len(phase.passed)}): "
        + spread_of([p.seconds for p in phase.passed])
    )
    errors: dict[int, int] = {}
    for r in phase.errors():
        errors[r.status] = errors.get(r.status, 0) + 1
    shown = ", ".join(f"{code or 'no answer'} ×{n}" for code, n in sorted(errors.items()))
    print(f"  client errors by status: {shown or 'none'}")
    readers = reading(requests)
    reader_errors = sum(1 for r in readers if r.status not in (200, 302))
    print(
        f"  readers (rule pages, a session cookie): {len(readers)} requests, {reader_errors} errors"
    )
    server_log(folder, phase.start, phase.end)
    gap = longest_gap(requests, phase.start, phase.end)
    print(f"  longest stretch without a successful write: {gap:.1f} s")
    held = stored(phase.record)
    tallies = {
        "answers": tally_answers(phase.record, held),
        "table actions": tally_counts(
            phase.record.actions, phase.record.actions_failed, held.actions
        ),
        "score pad lines": tally_counts(phase.record.lines, phase.record.lines_failed, held.lines),
    }
    for label, tally in tallies.items():
        print(tally.line(label))
    failures = [
        f"{label}: {tally.lost} lost, {tally.doubled} doubled"
        for label, tally in tallies.items()
        if tally.lost or tally.doubled
    ]
    if phase.name in ACCEPTANCE:
        failures += ACCEPTANCE[phase.name](phase)
    print("  acceptance: " + ("holds" if not failures else "DOES NOT HOLD: " + "; ".join(failures)))
    return failures


def reading(requests: list[Request]) -> list[Request]:
    """The readers' rule pages (not the answer that gave each its session)."""
    return [r for r in requests if r.role == "reader" and r.path in READING]


def database_stop_holds(phase: Phase) -> list[str]:
    """Only readable 503s, each under 1 s (nginx's time), none from 1 s after the restart;
    rule pages answered to visitors with a session cookie."""
    failed = phase.errors()
    unreadable = [r for r in failed if not r.readable]
    served = [p.seconds for p in phase.passed if p.status == 503]
    slow = [s for s in served if s >= 1.0]
    restarted = phase.fault.figures.get("restarted", float("inf"))
    late = [r for r in failed if r.start >= restarted + 1.0]
    last = max((r.end for r in failed), default=restarted) - restarted
    print(
        f"  errors: {len(failed)}, readable 503 pages {len(failed) - len(unreadable)}; "
        f"the 503s as nginx served them: {spread_of(served)}; last error {last:+.1f} s from "
        f"the restart, errors starting 1 s after it or later: {len(late)}"
    )
    return [
        f"{what}: {count}"
        for what, count in (
            ("errors that are not the readable 503", len(unreadable)),
            ("503 pages of 1 s or more", len(slow)),
            ("errors from 1 s after the restart", len(late)),
            ("rule pages refused to a reader", len(reading(failed))),
        )
        if count
    ]


def server_freeze_holds(phase: Phase) -> list[str]:
    """p99 under 5 s, as nginx served the requests (the clients' own delays left out)."""
    p99 = percentile([p.seconds for p in phase.passed], 0.99)
    return [f"p99 {p99:.1f} s, not under 5 s"] if p99 >= 5 else []


def drain_holds(phase: Phase) -> list[str]:
    errors = phase.errors()
    return [f"{len(errors)} client errors"] if errors else []


def two_starts_holds(phase: Phase) -> list[str]:
    figures, failures = phase.fault.figures, []
    if len(figures.get("serving after the start (s)", {})) != 2:
        failures.append("not both servers serve")
    for label in (
        "two `make migrate` at once, exit codes",
        "two releases at once on a new database, exit codes",
    ):
        if figures.get(label) != [0, 0]:
            failures.append(f"{label}: {figures.get(label)}")
    return failures


ACCEPTANCE: dict[str, Callable[[Phase], list[str]]] = {
    "db-stop": database_stop_holds,
    "server-freeze": server_freeze_holds,
    "drain": drain_holds,
    "two-starts": two_starts_holds,
}


@contextmanager
def cluster_up(keep: bool) -> Iterator[Cluster]:
    folder = Path(tempfile.mkdtemp(prefix="atout-cluster-"))
    folder.chmod(0o755)
    cluster = Cluster(folder)
    try:
        cluster.create_database()
        release = cluster.make("migrate")
        if release.wait(600):
            raise SystemExit(f"make migrate failed: see {folder}")
        for name in SERVERS:
            cluster.start_server(name)
        if len(cluster.wait_until_serving(list(SERVERS))) != 2:
            raise SystemExit(f"the servers did not start: see {folder}")
        cluster.start_nginx()
        yield cluster
    finally:
        cluster.close()
        if keep:
            print(f"\nlogs kept in {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)


def setup_checks(cluster: Cluster) -> None:
    """What README « Hosting » promises of the setup itself, checked once."""
    browser = Browser(HTTPS, "127.0.0.1", str(cluster.folder / "cert.pem"), "check", Record())
    site = {"Host": "atout.example.org"}
    checks = {
        "plain HTTP is sent to HTTPS": plain(HTTP, "/regles/coinche/", site) == 301,
        "/sante/ by IP address (a balancer's check)": plain(HTTP, "/sante/", {}) == 200,
        "a name we do not serve gets no answer": plain(HTTP, "/", {}) == 0,
        "a rule page over HTTPS": browser.request("GET", "/regles/coinche/")[0] == 200,
        "/metrics through nginx: 404": browser.request("GET", "/metrics")[0] == 404,
        "/metrics on a server without the token: 404": plain(SERVERS["A"], "/metrics", {}) == 404,
        "/metrics on a server with the token": plain(
            SERVERS["A"], "/metrics", {"Authorization": f"Bearer {TOKEN}"}
        )
        == 200,
    }
    for label, held in checks.items():
        print(f"  {'ok ' if held else 'NOT'} {label}")


def plain(port: int, path: str, headers: dict[str, str]) -> int:
    """The status of a plain HTTP GET (0: the connection was closed unanswered)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        conn.request("GET", path, headers=headers)
        return conn.getresponse().status
    except (OSError, http.client.HTTPException):
        return 0
    finally:
        conn.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0, help="each phase (max 120)")
    parser.add_argument("--fault-at", type=float, default=10.0)
    parser.add_argument("--fault-seconds", type=float, default=10.0)
    parser.add_argument("--learners", type=int, default=10)
    parser.add_argument("--tables", type=int, default=6)
    parser.add_argument("--scorers", type=int, default=4)
    parser.add_argument("--readers", type=int, default=4)
    parser.add_argument("--think", type=float, default=1.0, help="mean pause between steps (s)")
    parser.add_argument("--faults", default=",".join(FAULTS))
    parser.add_argument("--keep", action="store_true", help="keep the logs and data folder")
    args = parser.parse_args()
    args.seconds = min(args.seconds, 120.0)
    faults = args.faults.split(",")
    unknown = set(faults) - set(FAULTS)
    if unknown:
        raise SystemExit(f"unknown faults: {', '.join(sorted(unknown))}")
    import django

    django.setup()  # the learners draw their exercises with the engine
    print(
        f"{args.learners} learners, {args.tables} tables, {args.scorers} scorers, "
        f"{args.readers} readers, mean think time {args.think} s; load average "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    failures: dict[str, list[str]] = {}
    with cluster_up(args.keep) as cluster:
        print("setup: PostgreSQL, make migrate, two `make serve`, nginx with deploy/'s files")
        setup_checks(cluster)
        for number, name in enumerate(faults):
            seen = phase(cluster, number, name, args)
            if len(cluster.wait_until_serving(list(SERVERS))) != 2:
                raise SystemExit(f"after {name}: the servers do not both serve")
            failures[name] = report(seen, cluster.folder)
    print("\n== acceptance")
    for name, found in failures.items():
        print(f"  {name:14} {'holds' if not found else 'DOES NOT HOLD: ' + '; '.join(found)}")
    if any(failures.values()):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
