"""The ``hosting`` app: what keeps the site answering on several servers — error pages that
need neither the database nor the session, the 503 when the database does not answer, the
health check, the access log with request ids, the operator's metrics, the database's deadlines,
the release and batch commands that cannot run twice at once, and the backups."""

from __future__ import annotations

from django.apps import AppConfig


class HostingConfig(AppConfig):
    name = "hosting"
    verbose_name = "Hébergement"
