"""Stable links of the exercises drawn for a theme (« Apprendre »): what a theme's link shows
and expects never changes, in version 1 (drawn at any table, every link made before tables
counted) and in version 2 (drawn at the rule set's table, Le Voisin « à 3 joueurs »…);
``theme_snapshots.json``, in the language-free projection of ``test_exercise_snapshot.py``.

Regenerate (only for a new rule set's or version's links, never to hide a change): ``python -m
tests.learn.test_theme_snapshot`` from the repository root.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.layers import sampled
from tests.trainer.test_exercise_snapshot import LEVELS, _json_ready, project
from tests.trainer.test_exercise_snapshot_versions import record

SNAPSHOT = Path(__file__).with_name("theme_snapshots.json")
#: Le Voisin's rule sets whose themes version 2 draws at their table, and one drawn anywhere.
RULESETS = ("standard", "a-2", "a-3", "a-4", "deux-equipes")


def theme_urls() -> list[tuple[str, str, str, str, str]]:
    """Every theme of each rule set's path (and the former one of version 1), its first kind,
    a level in turn; version 1's seed, and version 2's where the rule set draws at its table."""
    from learn.catalogue import former_lesson, lessons, theme_version
    from reference.engine import get_game
    from trainer.rulesets import RULESETS as BY_GAME

    found = []
    for slug in RULESETS:
        rs = BY_GAME[("voisin", slug)]
        former = [t.slug for t in get_game("voisin").themes.for_rules(rs.rules)]
        now = {x.slug for x in lessons("voisin", slug)}
        for n, theme in enumerate(former):
            lesson = former_lesson("voisin", slug, theme)
            assert lesson is not None
            level = LEVELS[n % len(LEVELS)]
            seeds = ["7", "2-7"] if theme in now and theme_version(rs) == 2 else ["7"]
            for seed in seeds:
                found.append(("voisin", slug, lesson.theme.kinds[0], level, f"{theme}:{seed}"))
    return found


@pytest.fixture(scope="module")
def recorded() -> dict[str, Any]:
    return json.loads(SNAPSHOT.read_text(encoding="utf-8"))


def test_every_theme_link_is_recorded(recorded):
    assert {"/".join(key) for key in theme_urls()} <= set(recorded)
    assert any(":2-" in key for key in recorded) and any(key.endswith(":7") for key in recorded)


def _keys() -> list[str]:
    return sorted(json.loads(SNAPSHOT.read_text("utf-8"))) if SNAPSHOT.exists() else []


@pytest.mark.parametrize("key", sampled(_keys(), 10))
def test_every_recorded_theme_link_shows_and_expects_what_it_did(recorded, key):
    assert _json_ready(project(tuple(key.split("/")))) == recorded[key]


if __name__ == "__main__":  # pragma: no cover - run by hand to record new links
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")
    django.setup()
    record(SNAPSHOT, theme_urls())
