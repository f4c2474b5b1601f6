"""Table benchmark: server time of a table action, and a computer player's decision time.

    python bench/table.py [--deals 20] [--computer-deals 1000] [--computers-only | --actions-only]

1. Computer players: for each rule set and table size, ``--computer-deals`` whole deals are
   played by the engine's computer players on every seat; each decision (a call, a card to
   show or put aside, a card to play) is timed alone. Target: a computer move under 5 ms.
   How they play as partners (``bench.partners``): unforced overtakes of a partner's sure
   trick, contracts made, raises without support. Goal: 0 overtakes, 0 raises.
2. Table actions: for each rule set, a learner plays ``--deals`` whole deals through
   Django's test client (htmx posts, as the page sends them), choosing at random among the
   cards of the hand and the calls offered, illegal ones included. Each post is timed: the
   engine's check, the computers' replies up to the learner's next turn, the write and the
   table's rendering. Target: an action under 30 ms at p99. Each figure is given as
   wall-clock time and as the process's CPU time, which stays meaningful when other work
   shares the machine's cores.

Figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings_test")
os.environ["ATOUT_ADDRESS_TABLES_PER_HOUR"] = "1000000"
os.environ["ATOUT_ADDRESS_TABLE_ACTIONS_PER_MINUTE"] = "1000000"

import django

django.setup()

from django.test import Client  # noqa: E402
from django.test.runner import DiscoverRunner  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402
from django.urls import reverse  # noqa: E402

from bench.partners import PartnerTally, close, judge  # noqa: E402
from bench.table_driver import Tally, choose, post  # noqa: E402
from bench.web import report  # noqa: E402
from reference.engine import get_game  # noqa: E402
from reference.engine.deals import Phase, shuffled  # noqa: E402
from table.models import Table  # noqa: E402
from table.services import current_deal  # noqa: E402
from table.state import deal_state  # noqa: E402

#: (game, options, players) of every table the computers are timed at.
COMPUTER_TABLES: list[tuple[str, dict[str, Any], str | None]] = [
    ("coinche", {}, None),
    ("voisin", {}, "2"),
    ("voisin", {}, "3"),
    ("voisin", {}, "4"),
    ("voisin", {}, "2x2"),
    ("neurotrio", {}, "3"),
    ("neurotrio", {}, "4"),
    ("neurotrio", {}, "5"),
    ("whist", {}, "4"),
    ("whist", {"document": "couleur"}, "4"),
]

#: (rule set slug, new-table form) of every table the actions are timed at.
HTTP_TABLES: list[tuple[str, dict[str, str]]] = [
    ("coinche", {"players": "2x2"}),
    ("voisin", {"players": "4"}),
    ("neurotrio", {"players": "4", "end": "deals:each"}),
    ("whist-reglement", {"players": "4", "end": "deals:each"}),
    ("whist-couleur", {"players": "4", "end": "deals:each"}),
]


def computer_moves(count: int) -> None:
    """Time every decision of the computer players over ``count`` deals per table, and count
    how they play as partners (``bench.partners``)."""
    everything: list[float] = []
    partners: list[str] = []
    for slug, options, players in COMPUTER_TABLES:
        game = get_game(slug)
        rules = game.make_rules(options)
        computer = game.computer()
        seats = len(game.start_deal(rules, players, 0, game.deck.cards).dealt)
        samples = []
        tally = PartnerTally()
        for n in range(count):
            rng = random.Random(f"bench/{slug}/{players}/{n}")
            state = game.start_deal(rules, players, n % seats, shuffled(game.deck, rng))
            while state.phase is not Phase.OVER:
                start = time.perf_counter()
                action = computer.choose(state, rng)
                samples.append((time.perf_counter() - start) * 1000)
                seat = state.to_act
                assert seat is not None
                judge(computer, state, seat, action, tally)
                state = state.apply(action)
            close(state, tally)
        label = " ".join(f"{slug} {options.get('document', '')} {players or ''}".split())
        report(f"computer move, {label}", samples, 5)
        partners.append(tally.line(label))
        everything += samples
    report("computer move, every table", everything, 5)
    print("\n".join(partners))


def _open(client: Client, slug: str, form: dict[str, str]) -> Table:
    response = client.post(reverse("table:new", args=[slug]), form)
    assert response.status_code == 302, response.status_code
    return Table.objects.get(public_id=response["Location"].rstrip("/").rsplit("/", 1)[-1])


def _page(client: Client, table: Table) -> str:
    return client.get(reverse("table:play", args=[table.public_id])).content.decode()


def table_actions(deals: int) -> None:
    """Time every learner action over ``deals`` deals per rule set, through HTTP."""
    client = Client()
    wall_all: list[float] = []
    cpu_all: list[float] = []
    for slug, form in HTTP_TABLES:
        rng, tally = random.Random(f"bench/{slug}"), Tally()
        wall: list[float] = []
        cpu: list[float] = []
        played = 0
        while played < deals:
            table = _open(client, slug, form)
            page = _page(client, table)
            while played < deals:
                table.refresh_from_db()
                if deal_state(table, current_deal(table)).phase is Phase.OVER:
                    played += 1
                    if table.finished:
                        break
                    url = reverse("table:next", args=[table.public_id])
                    post(client, url, {"version": str(table.version)}, True, tally)
                    page = _page(client, table)
                    continue
                data = {**choose(page, rng), "version": str(table.version)}
                url = reverse("table:act", args=[table.public_id])
                start, start_cpu = time.perf_counter(), time.process_time()
                response = post(client, url, data, True, tally)
                wall.append((time.perf_counter() - start) * 1000)
                cpu.append((time.process_time() - start_cpu) * 1000)
                assert response.status_code == 200, response.status_code
                page = response.content.decode()
        report(f"table action, {slug}", wall, 30)
        report(f"table action, {slug} (CPU)", cpu, 30)
        wall_all += wall
        cpu_all += cpu
    report("table action, every rule set", wall_all, 30)
    report("table action, every rule set (CPU)", cpu_all, 30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--computer-deals", type=int, default=1000)
    parser.add_argument("--computers-only", action="store_true", help="skip the HTTP part")
    parser.add_argument("--actions-only", action="store_true", help="skip the computers")
    args = parser.parse_args()
    if not args.actions_only:
        computer_moves(args.computer_deals)
    if args.computers_only:
        return
    setup_test_environment()
    runner = DiscoverRunner(verbosity=0)
    databases = runner.setup_databases()
    try:
        table_actions(args.deals)
    finally:
        runner.teardown_databases(databases)


if __name__ == "__main__":
    main()
