"""Engine benchmark: how many operations per second one process does, for every game of the
registry, through the ``Game`` protocol (a new game is measured with no line here).

    python bench/engine.py [--seconds 1.0] [game ...]

For each game and player count: complete random deals (deal, auction, play with a verdict per
trick, score), trick winners with their reasons and legal-play rulings with a reason per refused
card, on tricks and hands taken from random deals. Figures are measured, never asserted: a test
must not fail because the machine is busy. ``--cpu`` counts the process's CPU time instead of
the wall clock (steadier on a shared machine).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Iterator
from functools import partial
from itertools import cycle
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reference.engine import GAME_SLUGS, AnyGame, get_game
from reference.engine.protocol import PlaySpot

#: Complete deals a second each game was asked to reach (issues 3 to 5), at its first count.
DEALS_TARGETS = {"coinche": 2000, "whist": 1500, "voisin": 2000, "neurotrio": 1000}
SAMPLES = 200


def per_second(step: Callable[[], object], seconds: float, clock: Callable[[], float]) -> float:
    """How many times per second ``step`` runs, measured for about ``seconds``."""
    step()  # warm caches once
    count, start = 0, clock()
    deadline = start + seconds
    while (now := clock()) < deadline:
        for _ in range(10):
            step()
        count += 10
    return count / (now - start)


def samples(game: AnyGame, rules: Any, players: str | None) -> tuple[list[Any], list[Any]]:
    """Tricks (cards and mode) and players about to play (spots), from random deals."""
    rng = random.Random(2024)
    tricks: list[tuple[Any, Any]] = []
    spots: list[PlaySpot[Any]] = []
    while len(spots) < SAMPLES:
        deal = game.random_deal(rng, rules, players)
        mode = game.parse_mode(deal.trump)
        for trick in deal.tricks:
            tricks.append((trick.cards, mode))
            for index, play in enumerate(trick.plays[1:], start=1):
                spots.append(PlaySpot(play.hand_before, trick.cards[:index], mode, players))
    return tricks[:SAMPLES], spots[:SAMPLES]


def figures(
    slug: str, seconds: float, clock: Callable[[], float]
) -> list[tuple[str, float, int | None]]:
    """(label, rate per second, target) rows for one game."""
    game = get_game(slug)
    rows: list[tuple[str, float, int | None]] = []
    for document in game.documents:
        rules = game.make_rules(dict(document.rules))
        for number, players in enumerate(document.players):
            table = "" if len(document.players) == 1 else f", {players.replace('x', '×')} players"
            target = DEALS_TARGETS.get(slug) if number == 0 else None
            rate = per_second(
                partial(_deal, game, rules, players, random.Random(7)), seconds, clock
            )
            rows.append((f"{document.slug}: complete random deals{table}", rate, target))
        tricks, spots = samples(game, rules, document.players[0])
        winners = per_second(partial(_winner, game, rules, cycle(tricks)), seconds, clock)
        rulings = per_second(partial(_ruling, game, rules, cycle(spots)), seconds, clock)
        rows.append((f"{document.slug}: trick winners with reasons", winners, None))
        rows.append((f"{document.slug}: legal-play rulings with refusals", rulings, None))
    return rows


def _deal(game: AnyGame, rules: Any, players: str, rng: random.Random) -> object:
    return game.random_deal(rng, rules, players)


def _winner(game: AnyGame, rules: Any, tricks: Iterator[tuple[Any, Any]]) -> object:
    cards, mode = next(tricks)
    return game.trick_winner(cards, mode, rules)


def _ruling(game: AnyGame, rules: Any, spots: Iterator[PlaySpot[Any]]) -> object:
    return game.legal_plays(next(spots), rules)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAME_SLUGS))
    parser.add_argument("--seconds", type=float, default=1.0, help="time spent on each figure")
    parser.add_argument("--cpu", action="store_true", help="count CPU time, not wall-clock time")
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    for slug in args.games:
        for label, rate, target in figures(slug, args.seconds, clock):
            verdict = ""
            if target is not None:
                verdict = f" (target {target:,}: {'met' if rate >= target else 'MISSED'})"
            print(f"{label:58} {rate:12,.0f} /s{verdict}")


if __name__ == "__main__":
    main()
