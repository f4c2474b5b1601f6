"""« Jouer ensemble » benchmark: from one person's action to every other seat's screen.

    python bench/together.py [--tables 20] [--actions 30]

In one process: Django's test client posts the actions, Channels' ``WebsocketCommunicator``
holds each person's screen open on the ASGI application, over the in-memory channel layer.
``--tables`` coinche tables of four people are opened and every screen connects. Then, round
after round, at each table in turn the person whose turn it is posts a legal action (drawn by
the engine) as the page would; each action is timed from the start of its post until every
other screen of its table has received the table's new version (target: 250 ms at p99), and
the messages are counted: each applied action must reach each other screen of its table
exactly once and no other table's screen (0 lost, 0 doubled, 0 astray). Memory per open
connection is tracemalloc's growth while the screens connect, divided by their number.

What it does not measure yet: loopback through a real server (daphne or uvicorn workers),
Redis between several servers, tables acting truly at once (the posts here are sequential,
SQLite being the test database). Figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings_test")
os.environ["ATOUT_ADDRESS_TABLES_PER_HOUR"] = "1000000"
os.environ["ATOUT_ADDRESS_TABLE_ACTIONS_PER_MINUTE"] = "1000000"
os.environ["ATOUT_ADDRESS_TABLE_JOINS_PER_HOUR"] = "1000000"

import django

django.setup()

from asgiref.sync import sync_to_async  # noqa: E402
from channels.testing import WebsocketCommunicator  # noqa: E402
from django.test.runner import DiscoverRunner  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

from bench.table_driver import Tally  # noqa: E402
from bench.together_driver import Seated, open_table, play_turn, state_of  # noqa: E402
from bench.web import report  # noqa: E402
from config.asgi import application  # noqa: E402
from reference.engine.deals import Phase  # noqa: E402
from table.models import Table  # noqa: E402
from together.views import push_address  # noqa: E402

NAMES = ["Anne", "Bruno", "Chloé", "Denis"]
ORIGIN = [(b"origin", b"http://localhost")]
TARGET_MS = 250
PATIENCE = 10


def _act(table: Table, people: list[Seated], rng: random.Random) -> Seated | None:
    """The person in turn posts a legal action; who, or ``None`` once the deal is over."""
    if state_of(table).phase is Phase.OVER:
        return None
    seated, status = play_turn(table, people, rng, Tally(), htmx=False, legal=True)
    assert status == 302, status
    table.refresh_from_db()
    return seated


async def run(tables: int, actions: int) -> None:
    opened = [await sync_to_async(open_table)("coinche", {"players": "2x2"}, NAMES)]
    for _ in range(tables - 1):
        opened.append(await sync_to_async(open_table)("coinche", {"players": "2x2"}, NAMES))
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    screens: list[list[WebsocketCommunicator]] = []
    for table, people in opened:
        row = []
        for seated in people:
            screen = WebsocketCommunicator(
                application, push_address(table, seated.person), headers=ORIGIN
            )
            assert (await screen.connect())[0]
            row.append(screen)
        screens.append(row)
    grown = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    count = tables * len(NAMES)
    print(f"memory per open connection (in process): {grown / count / 1024:.1f} KiB ({count})")
    rng = random.Random("bench/together")
    latencies: list[float] = []
    lost = doubled = astray = 0
    for _round in range(actions):
        for (table, people), row in zip(opened, screens, strict=True):
            start = time.perf_counter()
            actor = await sync_to_async(_act)(table, people, rng)
            if actor is None:
                continue
            for person, screen in zip(people, row, strict=True):
                try:
                    heard = json.loads(await screen.receive_from(timeout=PATIENCE))
                except TimeoutError:
                    lost += 1
                    continue
                if heard != {"version": table.version}:
                    astray += 1
                if person is not actor:
                    latencies.append((time.perf_counter() - start) * 1000)
            for screen in row:
                if not await screen.receive_nothing(timeout=0):
                    doubled += 1
    report("action to every other seat's screen", latencies, TARGET_MS)
    print(f"lost {lost}, doubled {doubled}, astray {astray}")
    for row in screens:
        for screen in row:
            await screen.disconnect()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--actions", type=int, default=30)
    args = parser.parse_args()
    setup_test_environment()
    runner = DiscoverRunner(verbosity=0)
    databases = runner.setup_databases()
    try:
        asyncio.run(run(args.tables, args.actions))
    finally:
        runner.teardown_databases(databases)


if __name__ == "__main__":
    main()
