"""How long the score pad keeps sheets and quarters (``manage.py purge``).

A game not kept in an account goes with its lines and history once unchanged for
``ATOUT_PURGE_SCOREPAD_DAYS`` days (its read-only and scorer's links last at least that long
after its last line); a quarter not kept in an account goes once it holds no game and is older
than that. Games and quarters kept in an account stay as long as the account.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings

from scorepad.models import Quarter, ScoreGame

BATCH = 500


def purge_scorepad(now: datetime) -> dict[str, int]:
    """Delete the sheets and quarters past keeping; how many of each went."""
    cutoff = now - timedelta(days=settings.PURGE_SCOREPAD_DAYS)
    games = 0
    idle = ScoreGame.objects.filter(owner=None, updated__lt=cutoff).values_list("id", flat=True)
    while batch := list(idle[:BATCH]):
        ScoreGame.objects.filter(id__in=batch).delete()
        games += len(batch)
    quarters, _kinds = Quarter.objects.filter(owner=None, created__lt=cutoff, games=None).delete()
    return {"score sheets": games, "quarters": quarters}
