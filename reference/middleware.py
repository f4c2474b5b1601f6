"""Readable pages for the refusals Django answers with an empty body (405 Method Not Allowed)."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string


class ReadableRefusalsMiddleware:
    """Give a bare 405 a page that says what happened, keeping its ``Allow`` header."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if response.status_code == 405 and not response.content:
            response.content = render_to_string(
                "errors/405.html", {"allowed": response.get("Allow", "")}, request=request
            ).encode()
            response["Content-Type"] = "text/html; charset=utf-8"
        return response
