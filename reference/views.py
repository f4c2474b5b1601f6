"""Views of the rule pages: parse the request, ask the engine's registry, render."""

from __future__ import annotations

import logging
from typing import Any

from django.db import DatabaseError, connection
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET, require_safe
from django_htmx.middleware import HtmxDetails

from reference.engine import DOCUMENTS, DOCUMENTS_BY_SLUG, Document
from reference.engine.cards import DECKS
from reference.names import DECK_NAMES, players_text
from reference.rulebook import active_language, has_source, render_page
from reference.search import MAX_QUERY, search

logger = logging.getLogger(__name__)


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


def _page(request: HtmxHttpRequest, template: str, context: dict[str, Any]) -> HttpResponse:
    """The whole page, or only its ``content`` partial for an htmx request."""
    return render(request, f"{template}#content" if request.htmx else template, context)


def _summary(document: Document) -> dict[str, Any]:
    return {
        "document": document,
        "players": players_text(document.players),
        "deck_name": DECK_NAMES[document.deck],
    }


@require_GET
def home(request: HtmxHttpRequest) -> HttpResponse:
    """The five rule documents with their players and deck."""
    return _page(request, "reference/home.html", {"documents": map(_summary, DOCUMENTS)})


@require_GET
def document(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    """One rule document's page, rendered from its source and the engine."""
    found = DOCUMENTS_BY_SLUG.get(slug)
    if found is None:
        raise Http404(slug)
    context = _summary(found)
    if has_source(slug):
        context["page"] = render_page(slug, active_language())
    else:
        deck = DECKS[found.deck]
        context |= {"deck_cards": deck.distinct(), "deck_copies": deck.copies}
    return _page(request, "reference/document.html", context)


@require_GET
def glossary(request: HtmxHttpRequest) -> HttpResponse:
    """The game terms, each with its anchor."""
    return _page(
        request, "reference/glossary.html", {"page": render_page("glossaire", active_language())}
    )


@require_GET
def search_view(request: HtmxHttpRequest) -> HttpResponse:
    """Server-side search across the rule pages; results link to section anchors."""
    query = request.GET.get("q", "").strip()
    if len(query) > MAX_QUERY:
        return render(request, "errors/400.html", status=400)
    hits = search(query, active_language()) if query else []
    return _page(request, "reference/search.html", {"query": query, "hits": hits})


@require_safe
def health(request: HttpRequest) -> HttpResponse:
    """For load balancers (GET or HEAD) and the load benchmark's baseline: the app answers and
    so does its database; 503 with a one-line body when the database does not."""
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except DatabaseError as error:
        logger.error("health check: the database does not answer: %s", error)
        response = HttpResponse("database unavailable", content_type="text/plain", status=503)
    else:
        response = HttpResponse("ok", content_type="text/plain")
    response["Cache-Control"] = "no-store"
    return response


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """400: a readable page instead of Django's bare text."""
    return render(request, "errors/400.html", status=400)


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """403 when a form's CSRF check fails: say so plainly; nothing was recorded."""
    return render(request, "errors/403_csrf.html", status=403)


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """404 with a way back home."""
    return render(request, "errors/404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    """500: no context processors beyond the request, in case they are what failed."""
    return render(request, "errors/500.html", status=500)
