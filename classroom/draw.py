"""Exercises drawn by the engine for a teacher's set: the trainer's own generators, with fresh
seeds, stored as cases (a quiz as the key of its drawing).

A drawn item's ``id`` says how it was drawn (``tirage-<level>-<seed>``, the seed naming its
theme when it was drawn for one: ``tirage-facile-couper:123``), so that « Changer » draws
another of the same kind, rules, level and theme.
"""

from __future__ import annotations

import random
import re
from typing import Any

from reference.ruleset import Step
from trainer import versions
from trainer.exercises import KINDS, build, kinds_for, theme_table
from trainer.exercises.base import DIFFICULTIES, MAX_SEED, Key
from trainer.path import PATH_LEVEL, step_exercise
from trainer.rulesets import RuleSet
from trainer.sets import PLAYABLE, item_ruleset

DRAWN_ID = re.compile(r"tirage-(?P<level>[a-z]+)-(?P<seed>(?:[a-z][a-z0-9-]*:)?[0-9-]+)")


def set_kinds(rs: RuleSet) -> tuple[str, ...]:
    """The exercise kinds of ``rs`` a set can hold (``Kind.in_sets``)."""
    return tuple(kind for kind in kinds_for(rs) if kind in PLAYABLE)


def theme_kinds(rs: RuleSet, theme: str) -> tuple[str, ...]:
    """The kinds of ``rs`` a set can hold that practise ``theme`` (none for a theme the rule
    set lacks, or its one table does not play)."""
    table = theme_table(rs, versions.THEME_AT_TABLE)
    found = next((t for t in rs.engine.themes.for_rules(rs.rules, table) if t.slug == theme), None)
    return tuple(k for k in set_kinds(rs) if found is not None and k in found.kinds)


def drawn_case(
    rs: RuleSet, kind: str, level: str, rng: random.Random, theme: str = ""
) -> dict[str, Any]:
    """One exercise of ``kind`` drawn with a fresh seed (for ``theme``: one that shows it), as
    a set item."""
    allowed = theme_kinds(rs, theme) if theme else set_kinds(rs)
    if kind not in allowed or level not in DIFFICULTIES:
        raise ValueError(f"{rs.game}/{rs.slug}: {kind} at {level} ({theme or 'no theme'})")
    version = versions.current(rs.game, kind)
    if theme and theme_table(rs, versions.THEME_AT_TABLE) is not None:  # drawn at its table
        version = max(version, versions.THEME_AT_TABLE)
    seed = versions.seed_token(version, rng.randrange(1, MAX_SEED))
    if theme:
        seed = f"{theme}:{seed}"
    question = (
        None
        if KINDS[kind].kept_as_drawing
        else build(Key(rs.game, rs.slug, kind, level, seed), rs).question
    )
    return _case(rs, kind, f"tirage-{level}-{seed}", level, seed, question)


def path_case(rs: RuleSet, step: Step, round_: int, index: int) -> dict[str, Any]:
    """Exercise ``index`` of round ``round_`` of a « Débuter » step, as a set item: the very
    exercise the path serves."""
    seed = f"{step.slug}-{round_}-{index}"
    question = (
        None
        if KINDS[step.kind].kept_as_drawing
        else step_exercise(rs, step, round_, index).question
    )
    return _case(rs, step.kind, f"debuter-{seed}", PATH_LEVEL, seed, question)


def _case(
    rs: RuleSet, kind: str, name: str, level: str, seed: str, question: Any
) -> dict[str, Any]:
    """A set item: a drawing kept by its key (``question`` None), else its question."""
    case: dict[str, Any] = {"id": name, "game": rs.game, "rules": dict(rs.options), "kind": kind}
    case["input"] = {"level": level, "seed": seed} if question is None else dict(question)
    if item_ruleset(case) != rs:  # drawn for a rule set its rules and table alone do not name
        case["ruleset"] = rs.slug
    return case


def draw(
    rs: RuleSet,
    kinds: list[str],
    level: str,
    count: int,
    rng: random.Random,
    theme: str = "",
) -> list[dict[str, Any]]:
    """``count`` exercises, the kinds taken in turn (for ``theme``: each showing it)."""
    return [drawn_case(rs, kinds[i % len(kinds)], level, rng, theme) for i in range(count)]


def redraw(case: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Another exercise like ``case`` (same rules and kind, same level and theme, same note)."""
    match = DRAWN_ID.fullmatch(str(case.get("id", "")))
    level = match["level"] if match and match["level"] in DIFFICULTIES else "moyen"
    theme = (versions.theme_of(match["seed"]) if match else None) or ""
    drawn = drawn_case(item_ruleset(case), case["kind"], level, rng, theme)
    if case.get("note"):  # the teacher's note stays with the place
        drawn["note"] = case["note"]
    return drawn


def is_drawn(case: dict[str, Any]) -> bool:
    """Whether the engine drew the item (hand-made and uploaded ones have no other draw)."""
    return DRAWN_ID.fullmatch(str(case.get("id", ""))) is not None
