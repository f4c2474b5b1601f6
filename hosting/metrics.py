"""``/metrics``: Prometheus counters for the operator, and nobody else.

It answers only a request carrying ``Authorization: Bearer <ATOUT_METRICS_TOKEN>``; without the
token set, or without the right one, it is a page that does not exist (404). Each app server
has its own counters (every worker of one server adds into one folder, gunicorn.conf.py):
Prometheus scrapes each server at its own address.
"""

from __future__ import annotations

import hmac

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.http import require_GET
from django_prometheus.exports import ExportToDjangoView


@require_GET
def metrics(request: HttpRequest) -> HttpResponse:
    """The Prometheus text format of this server's counters, for the operator's token."""
    expected = f"Bearer {settings.METRICS_TOKEN}".encode()
    given = request.headers.get("Authorization", "").encode()
    if not settings.METRICS_TOKEN or not hmac.compare_digest(given, expected):
        raise Http404("metrics")
    response: HttpResponse = ExportToDjangoView(request)
    response["Cache-Control"] = "no-store"
    return response
