"""The request's id and access line, and the 503 when a view finds the database away."""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse

from guard.clients import client_address
from hosting.errors import database_unavailable, is_unavailable
from hosting.logs import REQUEST_ID, WELL_FORMED_ID, access


class RequestLogMiddleware:
    """Outermost: gives the request an id (nginx's ``X-Request-ID`` when well formed, else a new
    one), tags every log record of the request with it, sends it back in ``X-Request-ID``, and
    writes the request's access line once its response is ready."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        received = request.META.get("HTTP_X_REQUEST_ID", "")
        request_id = received if WELL_FORMED_ID.fullmatch(received) else uuid.uuid4().hex
        token = REQUEST_ID.set(request_id)
        start = time.perf_counter()
        try:
            response = self.get_response(request)
            response["X-Request-ID"] = request_id
            access.info(
                '%s %s "%s" %d %.1fms',
                client_address(request),
                request.method,
                request.get_full_path(),
                response.status_code,
                (time.perf_counter() - start) * 1000,
            )
        finally:
            REQUEST_ID.reset(token)
        return response


class DatabaseUnavailableMiddleware:
    """A view that meets a database that does not answer gets the readable 503, logged once."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        return database_unavailable(request, exception) if is_unavailable(exception) else None
