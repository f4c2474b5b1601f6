"""Progress figures per game and kind, read from the learner's counted attempts."""

from __future__ import annotations

from typing import Any

from django.db.models import Count, Q
from django.utils import timezone

from trainer.exercises import KINDS
from trainer.models import Attempt, Learner, Mistake
from trainer.rulesets import RULESETS


def streak(correct_flags: list[bool]) -> int:
    """Right answers in a row, counting back from the most recent.

    >>> streak([True, False, True, True])
    2
    """
    count = 0
    for flag in reversed(correct_flags):
        if not flag:
            break
        count += 1
    return count


def summary(learner: Learner) -> dict[str, Any]:
    """Rows (rule set, kind, attempts, right, accuracy %, streak) and the mistakes' counts."""
    counted = Attempt.objects.filter(learner=learner, review=False)
    totals = counted.values("game", "ruleset", "kind").annotate(
        attempts=Count("id"), right=Count("id", filter=Q(correct=True))
    )
    rows = []
    for row in totals.order_by("game", "ruleset", "kind"):
        flags = list(
            counted.filter(game=row["game"], ruleset=row["ruleset"], kind=row["kind"])
            .order_by("created", "id")
            .values_list("correct", flat=True)
        )
        ruleset = RULESETS.get((row["game"], row["ruleset"]))
        rows.append(
            {
                "title": ruleset.title if ruleset else row["game"],
                "kind": KINDS[row["kind"]].title if row["kind"] in KINDS else row["kind"],
                "attempts": row["attempts"],
                "right": row["right"],
                "accuracy": round(100 * row["right"] / row["attempts"]),
                "streak": streak(flags),
            }
        )
    mistakes = Mistake.objects.filter(learner=learner, mastered=False)
    recent = counted.order_by("-created", "-id")[:10]
    return {
        "rows": rows,
        "open": mistakes.count(),
        "due": mistakes.filter(due__lte=timezone.now()).count(),
        "recent": recent,
    }
