"""bench/cluster.py's reckoning of a phase: what the fault did, what the clients met, what
nginx and the app servers logged, and the writes acknowledged against those the database holds;
then whether each acceptance line of the fault holds."""

from __future__ import annotations

import itertools
import re
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import psycopg

from bench.cluster_clients import READING, ROLES, Record, Request

WRITERS = ("learner", "table", "scorer", "people")


@dataclass
class Fault:
    """What the fault did and when (seconds from the phase's start)."""

    name: str
    events: list[tuple[float, str]] = field(default_factory=list)
    figures: dict[str, Any] = field(default_factory=dict)

    def note(self, start: float, what: str) -> None:
        self.events.append((time.time() - start, what))


@dataclass
class Stored:
    """What the database holds of the clients' writes."""

    answers: dict[str, int]
    actions: dict[str, int]
    lines: dict[str, int]
    together: dict[str, int]


def stored(record: Record, database: str) -> Stored:
    with psycopg.connect(database.replace("postgres://", "postgresql://", 1)) as db:
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
        gathered = sorted(set(record.together) | set(record.together_failed))
        together: dict[str, int] = dict.fromkeys(gathered, 0)
        rows = db.execute(  # every seat is a person's: every move stored is one of theirs
            "select t.public_id, d.actions from table_deal d "
            "join table_table t on d.table_id = t.id where t.public_id = any(%s)",
            [gathered],
        ).fetchall()
        for table, moves in rows:
            together[table] += len(moves)
    return Stored(answers, actions, lines, together)


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
NGINX_LINE = re.compile(r'^(\S+) (\S+) "([^"]*)" (\d{3}) \d+ ([0-9.]+) upstream=.* id=\S+$')


def nginx_log(folder: Path, start: float, end: float) -> list[Passed]:
    """The clients' requests that nginx finished during the phase (deploy/'s log format); the
    push connections apart, whose time is how long a screen stayed connected."""
    passed = []
    for line in (folder / "nginx-access.log").read_text(errors="replace").splitlines():
        found = NGINX_LINE.match(line)
        if found is None or not found.group(2).startswith(CLIENT_NETWORKS):
            continue
        if found.group(3).startswith("GET /ws/"):
            continue
        moment = datetime.fromisoformat(found.group(1)).timestamp()
        if start <= moment <= end + 1:
            passed.append(
                Passed(moment, found.group(2), int(found.group(4)), float(found.group(5)))
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


def report(phase: Phase, folder: Path, database: str) -> list[str]:
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
    held = stored(phase.record, database)
    tallies = {
        "answers": tally_answers(phase.record, held),
        "table actions": tally_counts(
            phase.record.actions, phase.record.actions_failed, held.actions
        ),
        "score pad lines": tally_counts(phase.record.lines, phase.record.lines_failed, held.lines),
        "people's moves": tally_counts(
            phase.record.together, phase.record.together_failed, held.together
        ),
    }
    for label, tally in tallies.items():
        print(tally.line(label))
    failures = [
        f"{label}: {tally.lost} lost, {tally.doubled} doubled"
        for label, tally in tallies.items()
        if tally.lost or tally.doubled
    ]
    failures += screens_hold(phase)
    if phase.name in ACCEPTANCE:
        failures += ACCEPTANCE[phase.name](phase)
    print("  acceptance: " + ("holds" if not failures else "DOES NOT HOLD: " + "; ".join(failures)))
    return failures


def screens_hold(phase: Phase) -> list[str]:
    """Every person's screen learnt its table's last version (through the push, or by the
    page it fetched again on reconnecting)."""
    screens = phase.record.screens
    behind = [s for s in screens if s.version != s.last]
    reconnections = sum(s.reconnections for s in screens)
    print(
        f"  screens of people: {len(screens)}, reconnections {reconnections}, "
        f"behind their table's last version at the end {len(behind)}"
    )
    return [f"{len(behind)} screens behind their table"] if behind else []


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
