"""Limits per client address, for clients with or without cookies.

Each limit allows ``count`` requests per ``seconds`` from one address (``client_key``), counted
in the database so that every worker and every server agrees. The count is a sliding window
estimated from two fixed windows (the current one, and the previous one weighted by how much
of it still overlaps): no burst of twice the limit across a window's edge. The increment is
one atomic ``UPDATE … SET hits = hits + 1``: concurrent requests never lose a count.

The limits and their defaults are in ``config/settings.py`` (``ADDRESS_LIMITS``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import UTC, datetime

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import F
from django.http import HttpRequest

from guard.clients import client_key
from guard.models import RateCount


@dataclass(frozen=True)
class Limit:
    """At most ``count`` requests per ``seconds`` from one address."""

    name: str
    count: int
    seconds: int


def limit(name: str) -> Limit:
    """The limit called ``name`` as configured."""
    count, seconds = settings.ADDRESS_LIMITS[name]
    return Limit(name, count, seconds)


def allows(request: HttpRequest, name: str) -> bool:
    """Count one more request of the kind ``name`` from this client; whether it is allowed."""
    rule = limit(name)
    return _hit(f"{name}:{client_key(request)}", rule, time.time()) <= rule.count


def _hit(key: str, rule: Limit, now: float) -> float:
    """Add one to the current window's count; the sliding-window estimate, this one included."""
    window, into = divmod(now, rule.seconds)
    current = int(window)
    counts = RateCount.objects.filter(key=key)
    with transaction.atomic():
        if not counts.filter(window=current).update(hits=F("hits") + 1):
            expires = datetime.fromtimestamp((current + 2) * rule.seconds, tz=UTC)
            try:
                with transaction.atomic():
                    RateCount.objects.create(key=key, window=current, hits=1, expires=expires)
            except IntegrityError:  # another worker created it first
                counts.filter(window=current).update(hits=F("hits") + 1)
        hits = dict(counts.filter(window__in=(current - 1, current)).values_list("window", "hits"))
    overlap = 1 - into / rule.seconds
    return hits.get(current, 0) + hits.get(current - 1, 0) * overlap
