"""A class's progress across its assignments: first answers right, week by week, per exercise
kind and per theme of the rules (the theme an exercise was drawn for, else every theme the
engine finds it shows, as « Apprendre » files a learner's answers)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date, datetime
from typing import Any

from classroom.draw import DRAWN_ID
from classroom.items import Item, set_items
from classroom.models import Assignment, Classroom, Response
from classroom.results import KindRow, weekly
from reference.engine.errors import EngineError
from reference.engine.results import Situation
from reference.engine.themes import themes_shown
from trainer import versions
from trainer.exercises import KINDS


def class_progress(
    classroom: Classroom,
) -> tuple[tuple[date, ...], tuple[KindRow, ...], tuple[KindRow, ...]]:
    """The weeks shown, then the rows by kind and by theme (themes by their rules, then in
    the order the rules teach them)."""
    assignments = Assignment.objects.filter(classroom=classroom).select_related(
        "teacher_set__exercise_set"
    )
    items = {a.id: {i.position: i for i in set_items(a.teacher_set)} for a in assignments}
    answers = Response.objects.filter(assignment__classroom=classroom).values_list(
        "assignment_id", "position", "kind", "correct", "answered"
    )
    order = {kind: n for n, kind in enumerate(KINDS)}
    found = sorted((a for a in answers if a[2] in order), key=lambda a: order[a[2]])
    weeks, by_kind = weekly((k, str(KINDS[k].title), c, when) for _a, _p, k, c, when in found)
    themed = sorted(_themed(items, found), key=lambda row: row[0])
    by_theme = weekly((key[2], title, c, when) for key, title, c, when in themed)
    return weeks, by_kind, _keep_weeks(weeks, by_theme)


def _keep_weeks(
    weeks: tuple[date, ...], shown: tuple[tuple[date, ...], tuple[KindRow, ...]]
) -> tuple[KindRow, ...]:
    """The theme rows on the kind rows' weeks (themed answers are some of all the answers)."""
    own_weeks, rows = shown
    index = {w: n for n, w in enumerate(own_weeks)}
    return tuple(
        KindRow(
            r.kind,
            r.title,
            tuple(r.weeks[index[w]] if w in index else None for w in weeks),
            r.right,
            r.answered,
        )
        for r in rows
    )


def _themed(
    items: dict[Any, dict[int, Item]], answers: list[tuple[Any, int, str, bool, datetime]]
) -> Iterator[tuple[tuple[str, int, str], str, bool, datetime]]:
    for assignment_id, position, _kind, correct, when in answers:
        item = items.get(assignment_id, {}).get(position)
        if item is None:
            continue
        rs = item.ruleset
        taught = [t.slug for t in rs.engine.themes.for_rules(rs.rules)]
        for theme in item_themes(item):
            name = rs.words().theme_name(theme)
            title = f"{name} ({rs.title})"
            key = (
                rs.title,
                taught.index(theme) if theme in taught else 99,
                f"{rs.game}/{rs.slug}/{theme}",
            )
            yield key, title, correct, when


def item_themes(item: Item) -> tuple[str, ...]:
    """The themes an item practises: the one it was drawn for, else those the engine finds
    its situation shows (none for a situation the engine cannot read as one)."""
    drawn = DRAWN_ID.fullmatch(str(item.case.get("id", "")))
    drawn_for = versions.theme_of(drawn["seed"]) if drawn else None
    if drawn_for is not None:
        return (drawn_for,)
    rs = item.ruleset
    key = (rs.game, rs.slug, item.kind, json.dumps(item.exercise.question, sort_keys=True))
    found = _SHOWN.get(key)
    if found is None:
        if len(_SHOWN) >= _SHOWN_MAX:
            _SHOWN.clear()
        found = _SHOWN[key] = _shown(item)
    return found


def _shown(item: Item) -> tuple[str, ...]:
    rs = item.ruleset
    try:
        return themes_shown(rs.engine, item.kind, Situation(item.exercise.question), rs.rules)
    except (EngineError, KeyError, TypeError, ValueError):
        return ()


_SHOWN: dict[tuple[str, str, str, str], tuple[str, ...]] = {}
_SHOWN_MAX = 20_000
