"""« Jouer ensemble » on loopback: from one person's action to every other seat's screen.

    scripts/test-redis [scripts/test-pg] .venv/bin/python bench/together.py
        [--tables 200] [--seconds 60] [--think 3.0] [--servers 2] [--workers 2] [--port 8320]
        [--views]

Real processes and sockets: ``--servers`` app servers as ``make serve`` runs them (gunicorn,
uvicorn's ASGI workers, ``--workers`` each) sharing the throwaway Redis that
``scripts/test-redis`` starts, on the database of ``DATABASE_URL`` (``scripts/test-pg``: a
throwaway PostgreSQL) or else a fresh SQLite file. ``--tables`` coinche tables of four people
are opened; every person holds a WebSocket open on one server (the seats of a table spread
over the servers, so that half of every table's messages cross Redis) and posts their actions
by plain HTTP to that server. Every table plays at once: the person in turn thinks (uniformly
up to twice ``--think`` seconds), posts a legal action (drawn by the engine), and the table
goes on once all four screens have heard it, deal after deal, for ``--seconds``.

Printed: the time from the start of each post to each other seat's screen receiving the
table's new version (target: p99 under 250 ms); lost pushes (a screen that never heard an
applied action within 10 s) and doubled ones (heard twice); actions acknowledged against
actions stored (lost: acknowledged, not stored; doubled: stored more than acknowledged); and
the app servers' memory per open connection (the growth of every server process's resident
memory while the screens connect after the first tenth, which warm the workers up, divided by
their number); the WebSockets open after connecting and after play; and the CPU time per post
of the app servers (each post's work, the push and every screen's share of it) and of this
client, with the load average. With ``--views`` every screen also fetches its own view
(htmx's fragment) when it hears a newer version, as the page's script does: the time is then
to the view fetched, and the servers' CPU includes the four views. Figures are measured,
never asserted. The client (this process) shares the machine with the servers: it follows
each deal with the engine (reading the database only for a new deal) to draw the actions.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import sys
import tempfile
import time
from collections import Counter
from contextlib import suppress
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
FOLDER = Path(tempfile.mkdtemp(prefix="atout-together-"))
os.environ.setdefault("DATABASE_URL", f"sqlite:///{FOLDER / 'bench.sqlite3'}")
os.environ["DJANGO_SETTINGS_MODULE"] = "config.settings_test"
LIMITS = {
    "ATOUT_ADDRESS_TABLES_PER_HOUR": "1000000",
    "ATOUT_ADDRESS_TABLE_ACTIONS_PER_MINUTE": "1000000",
    "ATOUT_ADDRESS_TABLE_JOINS_PER_HOUR": "1000000",
}
os.environ.update(LIMITS)

import django  # noqa: E402

django.setup()

from importlib import import_module  # noqa: E402

from asgiref.sync import sync_to_async  # noqa: E402
from django.conf import settings  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.urls import reverse  # noqa: E402
from websockets.asyncio.client import ClientConnection, connect  # noqa: E402
from websockets.protocol import State  # noqa: E402

from bench import loopback  # noqa: E402
from bench.together_driver import state_of  # noqa: E402
from bench.web import report  # noqa: E402
from reference.engine.deals import Action, DealState, Phase  # noqa: E402
from reference.rulesets import BY_ID  # noqa: E402
from table.models import Deal, Table  # noqa: E402
from together import services  # noqa: E402
from together.models import Person  # noqa: E402
from together.people import SESSION_KEY  # noqa: E402
from together.views import push_address  # noqa: E402

NAMES = ["Anne", "Bruno", "Chloé", "Denis"]
TARGET_MS = 250
PATIENCE = 10.0
#: Screens opened at once while connecting (a crowd arriving, not a stampede).
OPENING = 50


@dataclass
class Seat:
    """One person: their seat, the server they reach, their cookies, their screen."""

    person: Person
    port: int
    cookie: str
    csrf: str
    screen: ClientConnection | None = None
    heard: Counter[int] = field(default_factory=Counter)
    when: dict[int, float] = field(default_factory=dict)


@dataclass
class Game:
    """One table, its deal as the client follows it, and what was measured there."""

    table: Table
    seats: list[Seat]
    state: DealState
    news: asyncio.Condition = field(default_factory=asyncio.Condition)
    acknowledged: int = 0


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    lost: int = 0
    statuses: Counter[int] = field(default_factory=Counter)
    views: Counter[int] = field(default_factory=Counter)
    """The statuses of the views the screens fetched (``--views``)."""
    cpu: tuple[float, float] = (0.0, 0.0)
    """CPU seconds while the tables played: the app servers', this client's."""


def _session(public_id: str, person: Person) -> str:
    """A browser's session in which it is ``person`` at the table (as ``people.remember``)."""
    store = import_module(settings.SESSION_ENGINE).SessionStore()
    store[SESSION_KEY] = {public_id: person.key}
    store.create()
    return str(store.session_key)


def open_tables(count: int, ports: list[int]) -> list[Game]:
    """``count`` coinche tables, each opened by Anne and joined by the three others."""
    ruleset = BY_ID["coinche"]
    games = []
    for number in range(count):
        host = services.open_table(
            ruleset=ruleset,
            players="2x2",
            options={},
            end=ruleset.ends[0][0] if ruleset.ends else "",
            coach=False,
            name=NAMES[0],
            learner=None,
        )
        gathering = host.gathering
        people = [host] + [
            services.join(gathering=gathering, name=name, learner=None) for name in NAMES[1:]
        ]
        public_id = gathering.table.public_id
        seats = []
        for index, person in enumerate(people):
            csrf = f"{number:016d}{index:016d}"
            cookie = f"sessionid={_session(public_id, person)}; csrftoken={csrf}"
            seats.append(Seat(person, ports[(number + index) % len(ports)], cookie, csrf))
        games.append(Game(gathering.table, seats, state_of(gathering.table)))
    return games


async def listen(game: Game, seat: Seat, tally: Tally | None) -> None:
    """Every version the seat's screen hears, with when it came; with ``tally``, when the
    screen has fetched its view of a version newer than the one it shows (as the page's
    script does), counted there."""
    assert seat.screen is not None
    view = reverse("together:play", args=[game.table.public_id])
    shown = 0
    async for raw in seat.screen:
        message = json.loads(raw)
        if "version" in message:
            version = int(message["version"])
            seat.heard[version] += 1
            if tally is not None and version > shown:
                tally.views[await request(seat, "GET", view)] += 1
                shown = version
            seat.when.setdefault(version, time.perf_counter())
            async with game.news:
                game.news.notify_all()


async def post(seat: Seat, path: str, form: dict[str, str]) -> int:
    """A plain form post to the seat's server; its status (0: no answer)."""
    return await request(seat, "POST", path, urlencode(form).encode())


async def request(seat: Seat, method: str, path: str, body: bytes = b"") -> int:
    """A request to the seat's server (a post as a plain form, a get as htmx fetches a
    view); its status (0: no answer)."""
    kind = (
        "Content-Type: application/x-www-form-urlencoded\r\n"
        if method == "POST"
        else "HX-Request: true\r\n"
    )
    head = (
        f"{method} {path} HTTP/1.1\r\nHost: {loopback.HOST}:{seat.port}\r\n"
        f"Cookie: {seat.cookie}\r\nX-CSRFToken: {seat.csrf}\r\n{kind}"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    ).encode()
    try:
        reader, writer = await asyncio.open_connection(loopback.HOST, seat.port)
        writer.write(head + body)
        await writer.drain()
        status = int((await reader.readline()).split()[1])
        await reader.read()
        writer.close()
        return status
    except (OSError, ValueError, IndexError):
        return 0


def _next_move(game: Game, rng: random.Random) -> tuple[int, str, Action | None]:
    """Who posts what, where: the person in turn's legal action, or the next deal."""
    table, state = game.table, game.state
    if state.phase is Phase.OVER:
        return 0, reverse("together:next", args=[table.public_id]), None
    seat = state.to_act
    assert seat is not None
    action = rng.choice(state.legal_actions(seat))
    return seat, reverse("together:act", args=[table.public_id]), action


def _field(action: Action) -> str:
    return "call" if action.kind == "call" else "card"


async def play(game: Game, think: float, deadline: float, tally: Tally) -> None:
    """The table's people take turns until ``deadline``. The client follows the deal itself
    (the engine applies each acknowledged action: a table of people only moves by their
    posts) and reads the database only for a new deal or a refused post."""
    rng = random.Random(game.table.public_id)
    by_seat = {s.person.seat: s for s in game.seats}
    while time.monotonic() < deadline:
        await asyncio.sleep(rng.uniform(0, 2 * think))
        seat_number, path, action = _next_move(game, rng)
        actor = by_seat[seat_number]
        form = {} if action is None else {_field(action): str(action.value)}
        start = time.perf_counter()
        status = await post(actor, path, {**form, "version": str(game.table.version)})
        tally.statuses[status] += 1
        if status != 302 or action is None:
            game.state = await sync_to_async(state_of)(game.table)
        else:
            game.state = game.state.apply(action, seat_number)
            game.table.version += 1
        if status != 302:
            continue
        game.acknowledged += 1
        version = game.table.version
        await _all_heard(game, version)
        for seat in game.seats:
            if version not in seat.when:
                tally.lost += 1
            elif seat is not actor:
                tally.latencies.append((seat.when[version] - start) * 1000)


async def _all_heard(game: Game, version: int) -> None:
    async with game.news:
        with suppress(TimeoutError):
            await asyncio.wait_for(
                game.news.wait_for(lambda: all(version in s.when for s in game.seats)), PATIENCE
            )


def _processes(servers: list[loopback.Server]) -> list[Path]:
    """The /proc folders of every process of the app servers (masters and workers)."""
    groups = {s.process.pid for s in servers}
    found = []
    for folder in Path("/proc").glob("[0-9]*"):
        with suppress(OSError, ValueError):
            if os.getpgid(int(folder.name)) in groups:
                found.append(folder)
    return found


def resident_kib(servers: list[loopback.Server]) -> int:
    """Resident memory of every process of the app servers."""
    total = 0
    for folder in _processes(servers):
        with suppress(OSError, StopIteration):
            lines = (folder / "status").read_text().splitlines()
            total += int(next(li for li in lines if li.startswith("VmRSS")).split()[1])
    return total


def cpu_seconds(servers: list[loopback.Server]) -> float:
    """CPU time (user and system) the app servers' processes have used so far."""
    ticks = 0
    for folder in _processes(servers):
        with suppress(OSError):
            # the fields after the command's name, which may hold spaces: utime, stime
            fields = (folder / "stat").read_text().rsplit(")", 1)[1].split()
            ticks += int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")


async def open_screens(games: list[Game]) -> None:
    gate = asyncio.Semaphore(OPENING)

    async def one(game: Game, seat: Seat) -> None:
        url = loopback.screen_url(seat.port, push_address(game.table, seat.person))
        async with gate:
            seat.screen = await connect(url, origin=loopback.origin(seat.port))  # type: ignore[arg-type]

    await asyncio.gather(*(one(g, s) for g in games for s in g.seats))
    await asyncio.sleep(2)  # the servers settle (each connection's sign of life is written)


async def run(args: argparse.Namespace, servers: list[loopback.Server]) -> None:
    ports = [s.port for s in servers]
    started = time.perf_counter()
    games = await sync_to_async(open_tables)(args.tables, ports)
    print(f"{args.tables} tables of 4 opened in {time.perf_counter() - started:.1f} s")
    # the first tables' screens warm every worker up (its first connections and queries); the
    # memory per connection is the growth while the others connect
    warm = max(1, len(games) // 10)
    await open_screens(games[:warm])
    before = resident_kib(servers)
    await open_screens(games[warm:])
    count = sum(len(g.seats) for g in games[warm:])
    grown = resident_kib(servers) - before
    print(
        f"WebSockets open: {_open(games)} of {4 * len(games)}; memory per open connection:"
        f" {grown / max(1, count):.1f} KiB (growth while the last {count} connected)"
    )
    tally = Tally()
    views = tally if args.views else None
    listeners = [asyncio.create_task(listen(g, s, views)) for g in games for s in g.seats]
    deadline = time.monotonic() + args.seconds
    spent = cpu_seconds(servers), time.process_time()
    await asyncio.gather(*(play(g, args.think, deadline, tally) for g in games))
    tally.cpu = cpu_seconds(servers) - spent[0], time.process_time() - spent[1]
    await asyncio.sleep(1)  # anything still on its way
    print(f"WebSockets still open after play: {_open(games)} of {4 * len(games)}")
    for game in games:
        for seat in game.seats:
            assert seat.screen is not None
            await seat.screen.close()
    for task in listeners:
        task.cancel()
    _print(games, tally, args.seconds)


def _open(games: list[Game]) -> int:
    return sum(1 for g in games for s in g.seats if s.screen and s.screen.state is State.OPEN)


def _stored(games: list[Game]) -> int:
    deals = Deal.objects.filter(table__in=[g.table.pk for g in games])
    return sum(len(d.actions) for d in deals) + deals.count() - len(games)


def _print(games: list[Game], tally: Tally, seconds: float) -> None:
    acknowledged = sum(g.acknowledged for g in games)
    report("action to every other seat's screen", tally.latencies, TARGET_MS)
    doubled = sum(n - 1 for g in games for s in g.seats for n in s.heard.values() if n > 1)
    print(f"pushes: lost {tally.lost}, doubled {doubled}")
    stored = _stored(games)
    print(
        f"actions: {acknowledged} acknowledged ({acknowledged / seconds:.1f}/s), {stored} stored"
        f" (lost {max(0, acknowledged - stored)}, doubled {max(0, stored - acknowledged)});"
        f" statuses {dict(sorted(tally.statuses.items()))}"
    )
    if tally.views:
        print(f"views fetched by the screens: statuses {dict(sorted(tally.views.items()))}")
    posts = max(1, sum(tally.statuses.values()))
    servers, client = tally.cpu
    print(
        f"CPU per post: app servers {1000 * servers / posts:.1f} ms, this client"
        f" {1000 * client / posts:.1f} ms ({posts} posts; load average"
        f" {' '.join(f'{x:.2f}' for x in os.getloadavg())})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--think", type=float, default=3.0)
    parser.add_argument("--port", type=int, default=8320, help="the first server's port")
    parser.add_argument("--servers", type=int, default=2)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--views",
        action="store_true",
        help="each screen fetches its own view when it hears a new version, as a page does;"
        " the time is then to the view fetched",
    )
    args = parser.parse_args()
    redis = os.environ.get("ATOUT_TEST_REDIS_URL")
    if not redis:
        raise SystemExit("no Redis: run under scripts/test-redis (see the docstring)")
    call_command("migrate", verbosity=0)
    env = {**os.environ, **LIMITS, "ATOUT_REDIS_URL": redis}
    print(f"database {settings.DATABASES['default']['ENGINE'].rsplit('.', 1)[-1]}, Redis {redis}")
    ports = range(args.port, args.port + args.servers)
    try:
        with loopback.servers(args.servers, env, FOLDER, args.workers, ports) as servers:
            print(f"{args.servers} app servers × {args.workers} workers: ports {list(ports)}")
            asyncio.run(run(args, servers))
    except BaseException:
        print(f"the servers' logs (and the SQLite database, if any) are kept in {FOLDER}")
        raise
    shutil.rmtree(FOLDER, ignore_errors=True)


if __name__ == "__main__":
    main()
