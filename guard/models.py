"""Counts of requests per client address and window, shared by every worker and server."""

from __future__ import annotations

from django.db import models


class RateCount(models.Model):
    """How many requests of one kind one address made in one fixed window of time."""

    key = models.CharField(max_length=100)
    """The limit's name and the client's address, e.g. ``answers:203.0.113.7``."""
    window = models.BigIntegerField()
    """The window's number: seconds since the epoch divided by the window's length."""
    hits = models.PositiveIntegerField(default=0)
    expires = models.DateTimeField(db_index=True)
    """When the count no longer matters (the purge command deletes it)."""

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["key", "window"], name="one_count_per_key_and_window")
        ]

    def __str__(self) -> str:
        return f"{self.key} #{self.window}: {self.hits}"
