"""Where an exercise is served, from its key: free practice, a teacher's set item or a
« Débuter » step each have their own URL (other apps add theirs to ``OTHER_PLACES``), and the
review queue sends a mistake back there.

A key whose exercise no longer exists (a set removed, a rule set or kind withdrawn) has no
place: ``None``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from django.urls import reverse

from trainer import path
from trainer.exercises import KINDS, kinds_for
from trainer.exercises.base import DIFFICULTIES, Key
from trainer.models import SetItem
from trainer.rulesets import get_ruleset
from trainer.sets import SET_NAME, SET_RULESET

SEED = re.compile(r"[1-9][0-9]{0,8}")
SET_SEED = re.compile(r"(?P<name>[a-z0-9-]{1,30}):(?P<position>[1-9][0-9]{0,3})")
PATH_SEED = re.compile(r"(?P<step>[a-z]{1,30})-(?P<round>[0-9]{1,5})-(?P<index>[0-9])")

#: Other apps that serve exercises under a rule-set marker of their own (the classroom's
#: assignments, the positions of « À la table »): marker -> the function that finds a key's
#: place. Filled at start-up.
OTHER_PLACES: dict[str, Callable[[Key], str | None]] = {}
#: Other apps that serve exercises of the trainer's rule sets under seeds of their own (the
#: themes of « Apprendre »): each gives a key's place, or ``None`` when the key is not its.
SEED_PLACES: list[Callable[[Key], str | None]] = []


def exercise_url(key: Key) -> str:
    """The stable URL of a free-practice exercise."""
    game, ruleset, kind, difficulty, seed = key.as_tuple()
    return reverse("trainer:exercise", args=[game, ruleset, KINDS[kind].slug, difficulty, seed])


def place_of(key: Key) -> str | None:
    """The URL that serves the exercise of ``key``, or ``None`` if none does any more."""
    if key.ruleset == SET_RULESET:
        return _set_item_url(key)
    if key.ruleset in OTHER_PLACES:
        return OTHER_PLACES[key.ruleset](key)
    if key.difficulty == path.PATH_LEVEL:
        return _path_exercise_url(key)
    for finder in SEED_PLACES:
        if (found := finder(key)) is not None:
            return found
    rs = get_ruleset(key.game, key.ruleset)
    if (
        rs is None
        or key.kind not in kinds_for(rs)
        or key.difficulty not in DIFFICULTIES
        or not SEED.fullmatch(key.seed)
    ):
        return None
    return exercise_url(key)


def _set_item_url(key: Key) -> str | None:
    match = SET_SEED.fullmatch(key.seed)
    if match is None or not SET_NAME.fullmatch(match["name"]):
        return None
    name, position = match["name"], int(match["position"])
    item = SetItem.objects.filter(exercise_set__name=name, position=position).first()
    if item is None or item.case.get("kind") != key.kind or item.case.get("game") != key.game:
        return None
    return reverse("trainer:set-item", args=[name, position])


def _path_exercise_url(key: Key) -> str | None:
    match = PATH_SEED.fullmatch(key.seed)
    rs = get_ruleset(key.game, key.ruleset)
    if match is None or rs is None:
        return None
    step = next((s for s in path.steps_for(rs) if s.slug == match["step"]), None)
    if step is None or step.subject != key.kind:
        return None
    args = [key.game, key.ruleset, step.slug, int(match["round"]), int(match["index"])]
    return reverse("trainer:path-exercise", args=args)
