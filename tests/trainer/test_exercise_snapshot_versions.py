"""Stable exercise URLs of the later generator versions (``trainer.versions.CURRENT``): what
``2-1`` … ``2-4`` show and expect never changes either (``exercise_snapshot_versions.json``,
in the same language-free projection as ``test_exercise_snapshot.py``; version 1's links are
that file's).

Regenerate (only for a new version's URL set, never to hide a change): ``python -m
tests.trainer.test_exercise_snapshot_versions`` from the repository root.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.trainer.test_exercise_snapshot import LEVELS, SEEDS, _json_ready, project

SNAPSHOT = Path(__file__).with_name("exercise_snapshot_versions.json")


def exercise_urls() -> list[tuple[str, str, str, str, str]]:
    """Every (game, rule set, kind, level, seed) of a version above 1."""
    from trainer.exercises import kinds_for
    from trainer.rulesets import RULESETS
    from trainer.versions import CURRENT, seed_token

    return [
        (rs.game, rs.slug, kind, level, seed_token(version, seed))
        for rs in RULESETS.values()
        for kind in kinds_for(rs)
        for version in range(2, CURRENT.get((rs.game, kind), 1) + 1)
        for level in LEVELS
        for seed in SEEDS
    ]


@pytest.fixture(scope="module")
def recorded() -> dict[str, Any]:
    return json.loads(SNAPSHOT.read_text(encoding="utf-8"))


def test_every_later_version_is_recorded(recorded):
    assert {"/".join(key) for key in exercise_urls()} <= set(recorded)
    assert any(key.startswith("voisin/standard/bid/") for key in recorded)


def test_every_recorded_url_of_a_later_version_shows_and_expects_what_it_did(recorded):
    changed = [
        key
        for key, value in recorded.items()
        if _json_ready(project(tuple(key.split("/")))) != value
    ]
    assert changed == []


def record(path: Path, keys: list[tuple[str, str, str, str, str]]) -> None:
    """Add to ``path`` the projection of each of ``keys`` it does not hold yet (never rewrite
    one: a changed URL is a bug, not a new recording)."""
    old = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    new = {"/".join(k): project(k) for k in keys if "/".join(k) not in old}
    data = _json_ready(old | new)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(f"{len(new)} exercises added to {path}\n")


if __name__ == "__main__":  # pragma: no cover - run by hand to record a new version's URLs
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")
    django.setup()
    record(SNAPSHOT, exercise_urls())
