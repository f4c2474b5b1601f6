"""Teachers' exercise sets: case files turned into named sets anyone can play.

A set item is a case (``shared/casefile.md``). Its question is the case's ``input``; the engine
checks the learner's answer, so an item whose ``expected`` disagrees with the engine is refused
at import rather than teaching a wrong rule. Sets imported here, built on the site and drawn
from the engine by a teacher (``classroom``) are the same rows.

A quiz has no case of its own (its kind is ``kept_as_drawing``): its item names the drawn
exercise instead, ``{"kind": "quiz", "input": {"level": "moyen", "seed": "2-123"}}``, which the
seed's generator version keeps stable. An item drawn for a rule set its rules and table alone
do not name (Le Voisin at three) keeps its name: ``"ruleset": "a-3"``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.db import transaction

from reference.engine import get_game
from reference.engine.casefile import answer_case, compare, parse_line
from reference.engine.errors import EngineError
from reference.engine.results import Situation
from reference.ruleset import Step
from reference.rulesets import played_under
from trainer import versions
from trainer.exercises import KINDS, build, kinds_for, shown
from trainer.exercises.base import DIFFICULTIES, Exercise, Key
from trainer.models import ExerciseSet, SetItem
from trainer.path import PATH_LEVEL, step_exercise, steps_for
from trainer.rulesets import RuleSet, get_ruleset

SET_NAME = re.compile(r"^[a-z0-9][a-z0-9-]{0,29}$")
#: The kinds a set can hold, in menu order.
PLAYABLE = tuple(name for name, kind in KINDS.items() if kind.in_sets)
#: A drawn item's seed: a level's (``2-123``) or a theme's (``couper:2-123``).
QUIZ_SEED = re.compile(r"^(?:[a-z][a-z0-9-]{0,39}:)?(?:[2-9]-)?[1-9][0-9]{0,8}$")
#: A « Débuter » exercise's seed in a set: its step, round and place (``jouer-1-4``).
STEP_SEED = re.compile(
    r"(?P<step>[a-z][a-z0-9-]{0,39})-(?P<round>[1-9][0-9]{0,4})-(?P<index>[0-9])"
)
SET_RULESET = "serie"
#: Items a set may hold: a position in a set's URL has at most four digits.
MAX_ITEMS = 9999
#: What a set keeps of a case: its envelope and question (``ruleset``: the rule set it was
#: drawn for, when its rules and table alone would name another).
STORED = ("id", "game", "ruleset", "rules", "kind", "input", "note")


class SetImportError(ValueError):
    """A case file that cannot become a set; the message lists every refused line."""


@dataclass(frozen=True)
class Imported:
    """What an import did."""

    name: str
    count: int


def set_import(*, name: str, title: str, lines: Iterable[str], replace: bool) -> Imported:
    """Import case lines as set ``name``; all or nothing (any refused line refuses the file)."""
    if not SET_NAME.match(name):
        raise SetImportError(
            f"set name {name!r}: use 1-30 lowercase letters, digits and hyphens ('debutants-1')"
        )
    cases, problems = [], []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            cases.append(playable(parse_line(line)))
        except EngineError as error:
            problems.append(f"line {number}: {error}")
    if problems:
        raise SetImportError("\n".join(problems))
    if not cases:
        raise SetImportError("the file holds no case")
    if len(cases) > MAX_ITEMS:
        raise SetImportError(f"{len(cases)} cases: a set holds at most {MAX_ITEMS}")
    with transaction.atomic():
        existing = ExerciseSet.objects.filter(name=name).first()
        if existing is not None and not replace:
            raise SetImportError(f"a set named {name!r} exists: pass --replace to replace it")
        if existing is not None:
            existing.delete()
        exercise_set = ExerciseSet.objects.create(name=name, title=title or name)
        SetItem.objects.bulk_create(
            SetItem(exercise_set=exercise_set, position=i, case=case)
            for i, case in enumerate(cases, start=1)
        )
    return Imported(name, len(cases))


def playable(case: dict[str, Any]) -> dict[str, Any]:
    """Keep a case only if the trainer can play it and the engine agrees with its answer; the
    item as stored (``id``, ``game``, ``rules``, ``kind``, ``input``, ``note``)."""
    kind = KINDS.get(case["kind"])
    named = case.get("ruleset")
    if named is not None and get_ruleset(str(case["game"]), str(named)) is None:
        raise EngineError(f"no rule set {named!r} for game {case['game']!r}")
    if kind is None or not kind.in_sets:
        raise EngineError(
            f"kind {case['kind']!r} cannot be practised; kinds: {', '.join(PLAYABLE)}"
        )
    if kind.kept_as_drawing:
        _drawing_check(case)
        return {k: case[k] for k in STORED if k in case}
    answer = answer_case(case)
    if "error" in answer:
        raise EngineError(answer["error"])
    case = kind.stored(case)
    problems = compare(case.get("expected") or {}, answer)
    if problems:
        raise EngineError("the expected answer disagrees with the engine: " + "; ".join(problems))
    return {k: case[k] for k in STORED if k in case}


def _drawing_check(case: dict[str, Any]) -> None:
    """A drawn exercise kept by its key: a level, a seed of a generator that exists."""
    data, name = case["input"], case["kind"]
    if isinstance(data, dict) and data.get("level") == PATH_LEVEL:
        if path_step(item_ruleset(case), name, str(data.get("seed", ""))) is None:
            raise EngineError(f"no « Débuter » step exercise {data.get('seed')!r} for {name}")
        return
    if not isinstance(data, dict) or data.get("level") not in DIFFICULTIES:
        raise EngineError(f"a {name} item needs a level: one of {', '.join(DIFFICULTIES)}")
    seed = data.get("seed")
    if not isinstance(seed, str) or not QUIZ_SEED.match(seed):
        raise EngineError(f"a {name} item needs a seed such as '123' or '2-123'")
    game = str(case["game"])
    if versions.split_seed(seed)[0] > versions.current(game, name):
        raise EngineError(f"no {name} generator of version {versions.split_seed(seed)[0]}")
    rs = item_ruleset(case)
    if name not in kinds_for(rs):
        raise EngineError(f"no {name} for game {game!r}")
    theme = versions.theme_of(seed)
    if theme is not None and not any(
        t.slug == theme and name in t.kinds for t in rs.engine.themes.for_rules(rs.rules)
    ):
        raise EngineError(f"no theme {theme!r} for {name} under these rules")


def path_step(rs: RuleSet, kind: str, seed: str) -> tuple[Step, int, int] | None:
    """The « Débuter » step, round and index a path seed names (``jouer-1-4``), if ``rs``'s
    path has that step with ``kind``."""
    found = STEP_SEED.fullmatch(seed)
    if found is None:
        return None
    step = next((s for s in steps_for(rs) if s.slug == found["step"] and s.kind == kind), None)
    return None if step is None else (step, int(found["round"]), int(found["index"]))


def item_ruleset(case: dict[str, Any]) -> RuleSet:
    """The rule set a case is played under: the one a drawn item names, else the one its rules
    and its table make it (``reference.rulesets.played_under``)."""
    game = str(case["game"])
    named = get_ruleset(game, str(case.get("ruleset", "")))
    if named is not None:
        return named
    found = case.get("input")
    data: dict[str, Any] = found if isinstance(found, dict) else {}
    table = data.get("players")
    try:
        return played_under(game, case.get("rules") or {}, None if table is None else str(table))
    except KeyError:
        raise EngineError(f"no rule document for game {game!r}") from None


def item_exercise(item: SetItem) -> tuple[Exercise, RuleSet]:
    """The exercise of a set item, with what its page shows."""
    case = item.case
    key = Key(
        case["game"],
        SET_RULESET,
        case["kind"],
        SET_RULESET,
        f"{item.exercise_set.name}:{item.position}",
    )
    return case_exercise(case, key)


def case_exercise(case: dict[str, Any], key: Key) -> tuple[Exercise, RuleSet]:
    """The exercise of a stored case, answered under ``key`` (a set's, or a class's)."""
    rs = item_ruleset(case)
    rules = dict(case.get("rules") or {})
    get_game(case["game"]).make_rules(rules)  # fails loudly if the rules changed
    kind = KINDS[case["kind"]]
    if kind.kept_as_drawing:
        level, seed = case["input"]["level"], case["input"]["seed"]
        step = path_step(rs, case["kind"], seed) if level == PATH_LEVEL else None
        if step is not None:
            drawn = step_exercise(rs, step[0], step[1], step[2])
        else:
            drawn = build(Key(case["game"], rs.slug, case["kind"], level, seed), rs)
        return Exercise(key, drawn.question, drawn.rules, drawn.show, drawn.extras), rs
    question = dict(case["input"])
    table = kind.case_table(question, rs.document.players[0])
    return Exercise(key, question, rules, case_show(case, question), table), rs


def case_show(case: dict[str, Any], question: dict[str, Any]) -> dict[str, Any]:
    """What an exercise page shows of a case (the trump, the contract…), never its answer."""
    return shown(KINDS[case["kind"]], Situation(question), item_ruleset(case))
