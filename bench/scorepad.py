"""Score pad benchmark: server time of a 60-deal sheet and of entering a deal.

    python bench/scorepad.py [--repeat 50]

For each rule set, a game of 60 deals is entered through the scorer's form (the time of each
entry is the "entry" figure: form parsing, the engine's check of the whole sheet, the write
and the redirect), then the scorer's page, the read-only page and the print view are rendered
``--repeat`` times: first with every cache cleared (the engine's scores, the table's rows, the
empty forms: a worker's first view of a game), then as after a new deal (the table's rows
drawn again), then warm. Each figure is
given twice: wall-clock time, and the process's CPU time, which stays meaningful when other
work shares the machine's cores. Target: a 60-deal sheet renders in under 30 ms. Figures are
measured, never asserted.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings_test")
os.environ["ATOUT_SCOREPAD_GAMES_PER_HOUR"] = "1000000"
os.environ["ATOUT_SCOREPAD_WRITES_PER_MINUTE"] = "1000000"

import django

django.setup()

import time  # noqa: E402

from django.test import Client  # noqa: E402
from django.test.runner import DiscoverRunner  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402

from bench.web import report  # noqa: E402
from reference.engine.sheet import _cached_answer  # noqa: E402
from scorepad.models import ScoreGame  # noqa: E402
from scorepad.sheetview import _ROWS_HTML  # noqa: E402
from scorepad.views import _BLANK  # noqa: E402

DEALS = 60

COINCHE = [
    {"bid": "110", "trump": "H", "by": "NS", "points": "114", "tricks": "6", "belote": "NS"},
    {"bid": "80", "trump": "S", "by": "EW", "points": "70", "tricks": "3", "coinche": "1"},
    {"bid": "120", "trump": "SA", "by": "EW", "points": "130", "tricks": "6", "ann_EW": "20"},
]
WHIST = [
    {"contract": "emballage:9", "trump": "H", "declarer": "0", "partner": "2", "tricks": "10"},
    {"contract": "seul:7", "trump": "C", "declarer": "3", "tricks": "6"},
    {"contract": "petite_misere:0", "declarer": "1", "partner": "2", "tricks": "0", "tricks2": "1"},
]
VOISIN = [
    {
        "contract": "prise",
        "trump": "H",
        "taker": "0",
        "points_0": "40,5",
        "tricks_0": "3",
        "points_1": "20",
        "tricks_1": "2",
        "points_2": "10",
        "tricks_2": "1",
        "points_3": "15",
        "tricks_3": "1",
    },
    {
        "contract": "charge",
        "trump": "S",
        "taker": "2",
        "points_0": "10",
        "tricks_0": "1",
        "points_1": "12",
        "tricks_1": "1",
        "points_2": "55",
        "tricks_2": "4",
        "points_3": "0",
        "tricks_3": "0",
        "ann_2": "5",
    },
]
NEUROTRIO = [
    {"taker": "1", "level": "1", "attribute": "B", "tricks": "9"},
    {"taker": "3", "level": "2", "attribute": "E", "tricks": "6", "contre": "on"},
]
GAMES = {
    "coinche": (COINCHE, {"target": "100000"}),
    "whist-reglement": (WHIST, {}),
    "voisin": (VOISIN, {"target": "100000"}),
    "neurotrio": (NEUROTRIO, {}),
}


CPU: list[float] = []


def timed(call: Callable[..., Any], *args: object, **kwargs: object) -> float:
    """Wall-clock milliseconds of one request; its CPU milliseconds go to ``CPU``."""
    wall, cpu = time.perf_counter(), time.process_time()
    response = call(*args, **kwargs)
    CPU.append((time.process_time() - cpu) * 1000)
    assert response.status_code in (200, 302), response.status_code
    return (time.perf_counter() - wall) * 1000


def report_both(label: str, samples: list[float]) -> None:
    report(label, samples, 30)
    report(label + " (CPU)", CPU[-len(samples) :], 30)


def entered_game(
    client: Client, ruleset: str, deals: list[dict[str, Any]], setup: dict[str, Any]
) -> tuple[ScoreGame, list[float]]:
    response = client.post(f"/carnet/nouvelle/{ruleset}/", setup)
    token = response["Location"].rstrip("/").rsplit("/", 1)[-1]
    times = []
    for n in range(DEALS):
        game = ScoreGame.objects.get(edit_token=token)
        data = {f"deal-{k}": v for k, v in deals[n % len(deals)].items()}
        data["version"] = str(game.version)
        times.append(timed(client.post, f"/carnet/{token}/ajouter/deal/", data))
    return ScoreGame.objects.get(edit_token=token), times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=50)
    args = parser.parse_args()
    setup_test_environment()
    runner = DiscoverRunner(verbosity=0)
    databases = runner.setup_databases()
    try:
        client = Client()
        for ruleset, (deals, setup) in GAMES.items():
            game, entries = entered_game(client, ruleset, deals, setup)
            report_both(f"{ruleset}: enter a deal (1st to 60th)", entries)
            for label, url in (
                ("scorer's page", f"/carnet/{game.edit_token}/"),
                ("read-only page", f"/carnet/{game.public_id}/"),
                ("print view", f"/carnet/{game.public_id}/impression/"),
            ):
                cold = []
                for _ in range(max(args.repeat // 5, 3)):
                    _cached_answer.cache_clear()
                    _ROWS_HTML.clear()
                    _BLANK.clear()
                    cold.append(timed(client.get, url))
                report_both(f"{ruleset}: 60 deals, {label}, cold", cold)
                fresh = []
                for _ in range(max(args.repeat // 5, 3)):
                    _ROWS_HTML.clear()  # as after a new deal: the sheet's rows drawn again
                    fresh.append(timed(client.get, url))
                report_both(f"{ruleset}: 60 deals, {label}, after a new deal", fresh)
                warm = [timed(client.get, url) for _ in range(args.repeat)]
                report_both(f"{ruleset}: 60 deals, {label}", warm)
    finally:
        runner.teardown_databases(databases)


if __name__ == "__main__":
    main()
