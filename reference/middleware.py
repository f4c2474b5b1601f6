"""Readable pages for the refusals Django answers with an empty body (405 Method Not Allowed),
and the game's French terms glossed on the English pages drawn from templates."""

from __future__ import annotations

import re
from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django.utils.translation import get_language

from reference.glossary_links import gloss_first_uses

#: Pages whose text the rule pages' own rendering already glosses.
GLOSSED_WHEN_RENDERED = ("/regles/", "/glossaire/")
MAIN = re.compile(rb"<main\b.*?</main>", re.S)


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


class GlossFrenchTermsMiddleware:
    """On an English page, the first use of each French term of the game (capot, prise,
    emballage…) is followed by its meaning: « capot (all eight tricks) »."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if (
            (get_language() or "")[:2] == "en"
            and response.status_code == 200
            and not response.streaming
            and response.get("Content-Type", "").startswith("text/html")
            and not request.path.startswith(GLOSSED_WHEN_RENDERED)
        ):
            response.content = MAIN.sub(
                lambda m: gloss_first_uses(m.group(0).decode()).encode(), response.content
            )
            if response.has_header("Content-Length"):
                response["Content-Length"] = str(len(response.content))
        return response
