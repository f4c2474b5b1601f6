"""A per-learner limit on answer posts, shared by every worker through the database cache.

The count runs per learner and per minute; beyond ``settings.ANSWERS_PER_MINUTE`` an answer
is refused with a 429 page and not recorded.
"""

from __future__ import annotations

import time

from django.conf import settings
from django.core.cache import cache


def answer_allowed(learner_id: str) -> bool:
    """Count this answer; ``False`` when the learner is over the limit for this minute."""
    key = f"answers:{learner_id}:{int(time.time() // 60)}"
    cache.add(key, 0, timeout=120)
    try:
        count = cache.incr(key)
    except ValueError:  # expired between add and incr: this is the first answer of the window
        cache.set(key, 1, timeout=120)
        count = 1
    return count <= settings.ANSWERS_PER_MINUTE
