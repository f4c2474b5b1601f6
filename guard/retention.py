"""What the guard keeps only for a while: counts per address and failed-login records."""

from __future__ import annotations

from datetime import datetime

from axes.models import AccessAttempt
from django.conf import settings

from guard.models import RateCount


def expired_delete(now: datetime) -> dict[str, int]:
    """Delete the counts whose windows are over and the failed logins older than the lockout's
    cool-off (they no longer count); how many of each."""
    counts, _ = RateCount.objects.filter(expires__lt=now).delete()
    attempts, _ = AccessAttempt.objects.filter(
        attempt_time__lt=now - settings.AXES_COOLOFF_TIME
    ).delete()
    return {"rate counts": counts, "failed logins": attempts}
