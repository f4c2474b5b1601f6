"""``/sante/`` for load balancers: 200 when the app and its database answer, 503 when the
database does not (readiness); ``/sante/vivant/``: 200 as long as the worker answers, touching
nothing (liveness, and the load benchmark's baseline). Both answer whatever the ``Host`` header
says (a balancer checks a server by its IP address), as ``/metrics`` does for the operator's
Prometheus (``hosting.metrics``): ``ServerEndpointsMiddleware`` serves all three before
Django's host check and HTTPS redirect."""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.db import DatabaseError, connection
from django.http import HttpRequest, HttpResponse, HttpResponseNotAllowed

from hosting.errors import first_line, logged
from hosting.metrics import metrics

PATH = "/sante/"
ALIVE_PATH = "/sante/vivant/"

logger = logging.getLogger(__name__)


def alive(request: HttpRequest) -> HttpResponse:
    """GET or HEAD: ``ok``, whatever the database does."""
    if request.method not in ("GET", "HEAD"):
        return HttpResponseNotAllowed(["GET", "HEAD"])
    return _plain("ok")


def health(request: HttpRequest) -> HttpResponse:
    """GET or HEAD: ``ok``, or 503 ``database unavailable`` when the database does not answer."""
    if request.method not in ("GET", "HEAD"):
        return HttpResponseNotAllowed(["GET", "HEAD"])
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError as error:
        logger.error("health check: the database does not answer: %s", first_line(error))
        return logged(_plain("database unavailable", status=503))
    return _plain("ok")


def _plain(text: str, status: int = 200) -> HttpResponse:
    response = HttpResponse(text, content_type="text/plain", status=status)
    response["Cache-Control"] = "no-store"
    return response


class ServerEndpointsMiddleware:
    """Answers ``/sante/``, ``/sante/vivant/`` and ``/metrics`` itself, before the middlewares
    below it."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        self.endpoints = {PATH: health, ALIVE_PATH: alive, "/metrics": metrics}

    def __call__(self, request: HttpRequest) -> HttpResponse:
        endpoint = self.endpoints.get(request.path_info)
        return endpoint(request) if endpoint else self.get_response(request)
