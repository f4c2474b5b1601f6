"""Engine benchmark: prints, for each game, how many operations per second one process does.

    python bench/engine.py [--seconds 1.0] [game ...]

Each game contributes ``bench/games/<slug>.py`` with ``figures(seconds)`` returning
``(label, per_second, target_or_None)`` rows. Figures are measured, never asserted: a test
must not fail because the machine is busy.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reference.engine import GAME_SLUGS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAME_SLUGS))
    parser.add_argument("--seconds", type=float, default=1.0, help="time spent on each figure")
    args = parser.parse_args()
    for slug in args.games:
        try:
            module = importlib.import_module(f"bench.games.{slug}")
        except ModuleNotFoundError:
            print(f"{slug}: no benchmark yet")
            continue
        for label, rate, target in module.figures(args.seconds):
            verdict = ""
            if target is not None:
                verdict = f" (target {target:,}: {'met' if rate >= target else 'MISSED'})"
            print(f"{slug:10} {label:45} {rate:12,.0f} /s{verdict}")


if __name__ == "__main__":
    main()
