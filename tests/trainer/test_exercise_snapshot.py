"""Stable exercise URLs: what a few hundred exercise URLs show, and their right answer, never
change (every game, rule set, kind and level; ``exercise_snapshot.json``).

A shared link must keep its meaning: the same URL shows the same situation (the cards, the
trump, the contract, the auction, the choices) and expects the same answer on every machine
and after every change of the code. A generator change that would alter what an existing URL
shows must keep the old generator behind the old URLs.

The snapshot holds the situation in the case-file notation (language-free) and the engine's
answer; only the multiple-choice kinds (the quiz, « qui a gagné la partie ? »), whose question
is a sentence, record their French wording. ``project``
reads an exercise through the trainer's current API: when that API changes, ``project``
changes with it, and the JSON file does not.

Regenerate (only for a new URL set, never to hide a change): ``python -m
tests.trainer.test_exercise_snapshot`` from the repository root.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from django.utils.translation import override

SNAPSHOT = Path(__file__).with_name("exercise_snapshot.json")
SEEDS = ("1", "2", "3", "4")
LEVELS = ("facile", "moyen", "difficile")


def exercise_urls() -> list[tuple[str, str, str, str, str]]:
    """Every (game, rule set, kind, level, seed) the snapshot covers."""
    from trainer.exercises import kinds_for
    from trainer.rulesets import RULESETS

    return [
        (rs.game, rs.slug, kind, level, seed)
        for rs in RULESETS.values()
        for kind in kinds_for(rs)
        for level in LEVELS
        for seed in SEEDS
    ]


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


def snapshot() -> dict[str, Any]:
    """The projection of every covered URL, keyed by its path-like key."""
    return {"/".join(key): project(key) for key in exercise_urls()}


@pytest.fixture(scope="module")
def recorded() -> dict[str, Any]:
    return json.loads(SNAPSHOT.read_text(encoding="utf-8"))


def test_the_snapshot_covers_every_kind_of_every_rule_set_at_every_level(recorded):
    games_kinds = {tuple(k.split("/")[:4]) for k in recorded}
    assert len(recorded) >= 300
    assert {tuple(key[:4]) for key in exercise_urls()} <= games_kinds


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
    data = _json_ready(snapshot())
    SNAPSHOT.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    sys.stdout.write(f"{len(data)} exercises recorded in {SNAPSHOT}\n")
