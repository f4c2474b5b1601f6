"""The ``guard`` app: what keeps one client from taking the site for itself — the client's
address read correctly behind proxies, limits per address counted in the database, the
readable 429 pages, and the wiring of the login lockout (django-axes)."""

from __future__ import annotations

from django.apps import AppConfig


class GuardConfig(AppConfig):
    name = "guard"
    verbose_name = "Garde"
