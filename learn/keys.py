"""Where an exercise drawn for a theme is served: its stable URL, built from its key (the
theme is in the seed, ``trainer.versions.THEME_SEED``), and the review queue's way back to it."""

from __future__ import annotations

from django.urls import reverse

from learn.catalogue import former_lesson, lesson_of
from trainer.exercises import KINDS, kinds_for
from trainer.exercises.base import DIFFICULTIES, Key
from trainer.places import SEED_PLACES
from trainer.rulesets import get_ruleset
from trainer.versions import THEME_AT_TABLE, THEME_SEED


def theme_url(key: Key) -> str | None:
    """The URL of a theme's exercise, or ``None`` when ``key`` is not one of ours (or no longer
    names a theme of its rule set)."""

    themed = THEME_SEED.fullmatch(key.seed)
    rs = get_ruleset(key.game, key.ruleset)
    if themed is None or rs is None or key.difficulty not in DIFFICULTIES:
        return None
    # a link of version 1 may name a theme its rule set's table does not play (drawn elsewhere)
    find = former_lesson if key.version < THEME_AT_TABLE else lesson_of
    lesson = find(key.game, key.ruleset, themed["theme"])
    if lesson is None or key.kind not in lesson.theme.kinds or key.kind not in kinds_for(rs):
        return None
    args = [key.game, key.ruleset, themed["theme"], KINDS[key.kind].slug, key.difficulty]
    return reverse("learn:exercise", args=[*args, themed["token"]])


def register_place() -> None:
    """Tell the trainer's review queue where theme exercises are served."""
    if theme_url not in SEED_PLACES:
        SEED_PLACES.append(theme_url)
