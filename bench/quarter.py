"""A quarter's page as its history grows: server time and queries.

    python bench/quarter.py [--games 10,30,60] [--deals 10] [--repeat 20]

For quarters of ``--games`` Règlement evenings (Ad Fundum) of ``--deals`` deals each, entered
through the scorer's form, times the quarter's page: its first view (every evening's sheet
replayed by the engine, which is what every view cost before the games stored their standing)
and the next views (each evening read from its stored standing), wall and CPU time, with the
queries of each. Figures are measured, never asserted.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings_test")
os.environ.setdefault("ATOUT_SCOREPAD_GAMES_PER_HOUR", "1000000")
os.environ.setdefault("ATOUT_SCOREPAD_WRITES_PER_MINUTE", "1000000")

import django

django.setup()

from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.runner import DiscoverRunner  # noqa: E402
from django.test.utils import CaptureQueriesContext, setup_test_environment  # noqa: E402

from bench.scorepad import WHIST  # noqa: E402
from scorepad.models import ScoreGame  # noqa: E402


def new_game(client: Client, token: str) -> ScoreGame:
    response = client.post(
        "/carnet/nouvelle/whist-reglement/", {"quarter": token, "opt_ad_fundum": "1"}
    )
    return ScoreGame.objects.get(edit_token=response["Location"].rstrip("/").rsplit("/", 1)[-1])


def post_entry(client: Client, game: ScoreGame, fields: dict[str, str]) -> int:
    game.refresh_from_db()
    data = {f"deal-{name}": value for name, value in fields.items()}
    data["version"] = str(game.version)
    return client.post(f"/carnet/{game.edit_token}/ajouter/deal/", data).status_code


def quarter_of(client: Client, games: int, deals: int) -> str:
    response = client.post("/carnet/quarter/nouveau/", {"name": f"{games} soirées"})
    token = response["Location"].rstrip("/").rsplit("/", 1)[-1]
    for _ in range(games):
        game = new_game(client, token)
        for n in range(deals):
            assert post_entry(client, game, WHIST[n % len(WHIST)]) == 302
    return f"/carnet/quarter/{token}/"


def view(client: Client, url: str) -> tuple[float, float, int]:
    with CaptureQueriesContext(connection) as captured:
        start, cpu = time.perf_counter(), time.process_time()
        assert client.get(url).status_code == 200
        wall, spent = time.perf_counter() - start, time.process_time() - cpu
    return wall * 1000, spent * 1000, len(captured)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="10,30,60")
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    setup_test_environment()
    runner = DiscoverRunner(verbosity=0)
    databases = runner.setup_databases()
    try:
        client = Client()
        for games in (int(g) for g in args.games.split(",")):
            url = quarter_of(client, games, args.deals)
            ScoreGame.objects.update(standing=None)  # as before: nothing stored
            wall, cpu, queries = view(client, url)
            print(
                f"quarter of {games:3} evenings × {args.deals} deals: first view (every sheet "
                f"replayed) {wall:7.1f} ms wall, {cpu:7.1f} ms CPU, {queries} queries"
            )
            samples = [view(client, url) for _ in range(args.repeat)]
            samples.sort()
            wall, cpu, queries = samples[len(samples) // 2]
            print(
                f"{'':37} next views (stored standings), median {wall:7.1f} ms wall, "
                f"{cpu:7.1f} ms CPU, {queries} queries"
            )
    finally:
        runner.teardown_databases(databases)


if __name__ == "__main__":
    main()
