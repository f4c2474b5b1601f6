"""Stable exercise URLs: what a few hundred exercise URLs show, and their right answer, never
change (every game, rule set, kind and level; one file per rule set, ``snapshots/<id>.json``).

A shared link must keep its meaning: the same URL shows the same situation (the cards, the
trump, the contract, the auction, the choices) and expects the same answer on every machine
and after every change of the code. A generator change that would alter what an existing URL
shows must keep the old generator behind the old URLs.

The snapshot holds the situation in the case-file notation (language-free) and the engine's
answer; only the multiple-choice kinds (the quiz, « qui a gagné la partie ? »), whose question
is a sentence, record their French wording. ``project``
reads an exercise through the trainer's current API: when that API changes, ``project``
changes with it, and the JSON file does not.

A rule set's file is named after its ``id`` and holds only its own URLs, so a new rule set (a
new game's, a new variant) adds its file and edits none: ``python -m
tests.trainer.test_exercise_snapshot`` from the repository root records the rule sets that have
no file yet, and never rewrites one that has (a changed URL is a bug, not a new recording).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from django.utils.translation import override

if TYPE_CHECKING:
    from reference.ruleset import RuleSet

SNAPSHOTS = Path(__file__).with_name("snapshots")
SEEDS = ("1", "2", "3", "4")
LEVELS = ("facile", "moyen", "difficile")


def exercise_urls(ruleset: RuleSet | None = None) -> list[tuple[str, str, str, str, str]]:
    """Every (game, rule set, kind, level, seed) the snapshot covers, or ``ruleset``'s."""
    from trainer.exercises import kinds_for
    from trainer.rulesets import RULESETS

    return [
        (rs.game, rs.slug, kind, level, seed)
        for rs in ([ruleset] if ruleset else RULESETS.values())
        for kind in kinds_for(rs)
        for level in LEVELS
        for seed in SEEDS
    ]


def snapshot_file(ruleset: RuleSet) -> Path:
    """The file of ``ruleset``'s recorded URLs."""
    return SNAPSHOTS / f"{ruleset.id}.json"


def read(path: Path) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return found


def project(key: tuple[str, str, str, str, str]) -> dict[str, Any]:
    """What the exercise of ``key`` shows and expects, in language-free terms."""
    from trainer.exercises import build
    from trainer.exercises.base import Key
    from trainer.exercises.engine import ask
    from trainer.rulesets import RULESETS

    game, ruleset, kind, _level, _seed = key
    with override("fr"):
        exercise = build(Key(*key), RULESETS[(game, ruleset)])
    question = dict(exercise.question)
    if kind in ("quiz", "announcements", "exchange", "discard", "game_end"):  # multiple choice
        return {
            "text": exercise.show["text"],
            "options": list(exercise.show["options"]),
            "answer": question["answer"],
            "link": question.get("link", ""),
        }
    shown: dict[str, Any] = {"question": question, "rules": dict(exercise.rules)}
    if kind == "bid":
        calls = question.pop("calls")
        shown["candidates"] = calls
        shown["legal"] = [
            call
            for call in calls
            if ask(game, "bid", question | {"call": call}, exercise.rules)["legal"]
        ]
        shown["speaker"] = exercise.show["speaker"]
        return shown
    answer = ask(game, kind, question, exercise.rules)
    if kind == "trick_winner":
        shown["answer"] = answer["winner"]
    elif kind == "legal_plays":
        shown["answer"] = sorted(answer["legal"])
    elif kind == "card_points":
        shown["answer"] = answer["points"]
        shown["groups"] = exercise.show.get("tricks")
    elif kind == "score":
        shown["fields"] = [name for name, _label in exercise.show["fields"]]
        shown["answer"] = {k: v for k, v in answer.items() if k not in ("steps", "breakdown")}
    return shown


def snapshot(ruleset: RuleSet) -> dict[str, Any]:
    """The projection of every URL of ``ruleset``, keyed by its path-like key."""
    return {"/".join(key): project(key) for key in exercise_urls(ruleset)}


@pytest.fixture(scope="module")
def recorded() -> dict[str, Any]:
    """Every recorded URL, whatever its file."""
    found: dict[str, Any] = {}
    for path in sorted(SNAPSHOTS.glob("*.json")):
        entries = read(path)
        assert not found.keys() & entries.keys(), path.name
        found |= entries
    return found


def test_the_snapshot_covers_every_kind_of_every_rule_set_at_every_level(recorded):
    games_kinds = {tuple(k.split("/")[:4]) for k in recorded}
    assert len(recorded) >= 300
    assert {tuple(key[:4]) for key in exercise_urls()} <= games_kinds


def test_each_rule_set_has_its_own_file_with_its_own_urls_only():
    from trainer.rulesets import RULESETS

    names = {snapshot_file(rs).name for rs in RULESETS.values()}
    assert {path.name for path in SNAPSHOTS.glob("*.json")} <= names
    for rs in RULESETS.values():
        assert snapshot_file(rs).exists(), (
            f"{rs.id}: python -m tests.trainer.test_exercise_snapshot"
        )
        keys = [tuple(key.split("/")) for key in read(snapshot_file(rs))]
        assert {key[:2] for key in keys} == {(rs.game, rs.slug)}, rs.id
        assert {key[:4] for key in exercise_urls(rs)} <= {key[:4] for key in keys}, rs.id


def test_every_recorded_url_shows_and_expects_what_it_did(recorded):
    changed = [
        key
        for key, value in recorded.items()
        if _json_ready(project(tuple(key.split("/")))) != value
    ]
    assert changed == []


def _json_ready(value: Any) -> Any:
    return json.loads(json.dumps(value, ensure_ascii=False, default=str))


if __name__ == "__main__":  # pragma: no cover - run by hand to record a new URL set
    import os

    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")
    django.setup()
    from trainer.rulesets import RULESETS

    for rs in RULESETS.values():
        path = snapshot_file(rs)
        if path.exists():
            continue
        data = _json_ready(snapshot(rs))
        path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        sys.stdout.write(f"{len(data)} exercises recorded in {path}\n")
