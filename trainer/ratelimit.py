"""A per-learner limit on answer posts: at most ``settings.ANSWERS_PER_MINUTE`` in any minute.

The count is the learner's own recorded answers of the last sixty seconds (one indexed query,
the same for every worker and server sharing the database); an answer over the limit is
refused with a 429 page and not recorded, so it does not count either.
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.utils import timezone

from trainer.models import Attempt, Learner


def answer_allowed(learner: Learner) -> bool:
    """Whether the learner may answer now."""
    since = timezone.now() - timedelta(minutes=1)
    recent = Attempt.objects.filter(learner=learner, created__gte=since)
    return recent.count() < settings.ANSWERS_PER_MINUTE
