"""Error pages that render when nothing else does.

Each page is drawn from its template with only the request, the CSRF token (a cookie) and the
active language: no context processor runs, and the templates (``errors/layout.html``) read
neither the account nor the session. So a page renders, once, when the database, the session
store or the account cannot be read; Django never has to retry a failing handler.

A database that does not answer (``OperationalError``, ``InterfaceError``: refused, frozen past
its deadline, restarting, a statement cancelled by its timeout) gets a readable 503 with
``Retry-After``, whether the error came from a view or from a middleware saving the session.
"""

from __future__ import annotations

import logging
import sys
from typing import Any

from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse
from django.template.context_processors import csrf
from django.template.loader import get_template

#: Seconds a client is asked to wait before trying again when the database does not answer.
RETRY_AFTER = 5

logger = logging.getLogger("atout.database")


def page(
    request: HttpRequest, template: str, status: int, context: dict[str, Any] | None = None
) -> HttpResponse:
    """The error page ``template`` with ``status``, rendered without context processors."""
    values = {"request": request, **csrf(request), **(context or {})}
    return HttpResponse(get_template(template).render(values), status=status)


def is_unavailable(error: BaseException | None) -> bool:
    """Whether ``error`` says the database cannot answer now, rather than a bug."""
    return isinstance(error, OperationalError | InterfaceError)


def database_unavailable(request: HttpRequest, error: BaseException) -> HttpResponse:
    """503: the page needs the database, which does not answer; logged here in one line."""
    logger.error(
        "database unavailable: %s %s: %s: %s",
        request.method,
        request.path,
        type(error).__name__,
        first_line(error),
    )
    response = page(request, "errors/503.html", 503)
    response["Retry-After"] = str(RETRY_AFTER)
    response["Cache-Control"] = "no-store"
    return logged(response)


def first_line(error: BaseException) -> str:
    """The first line of ``error``'s message (libpq adds a hint on a second one)."""
    lines = str(error).strip().splitlines()
    return lines[0] if lines else ""


def logged(response: HttpResponse) -> HttpResponse:
    """``response``, marked as logged already: Django would log a 5xx a second time, without
    its cause."""
    response._has_been_logged = True  # type: ignore[attr-defined]
    return response


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """400: a readable page instead of Django's bare text."""
    return page(request, "errors/400.html", 400)


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """403 when a form's CSRF check fails: say so plainly; nothing was recorded."""
    return page(request, "errors/403_csrf.html", 403)


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """404 with a way back home."""
    return page(request, "errors/404.html", 404)


def server_error(request: HttpRequest) -> HttpResponse:
    """500, or 503 when the error being handled is the database not answering (a session
    saved by its middleware after the view, for instance)."""
    error = sys.exc_info()[1]
    if is_unavailable(error):
        assert error is not None
        return database_unavailable(request, error)
    return page(request, "errors/500.html", 500)
