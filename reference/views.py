"""Views of the rule pages: parse the request, ask the engine's registry, render."""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET
from django_htmx.middleware import HtmxDetails

from reference.engine import DOCUMENTS, DOCUMENTS_BY_SLUG, Document
from reference.engine.cards import DECKS
from reference.names import DECK_NAMES, players_text


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
    """One rule document's page."""
    found = DOCUMENTS_BY_SLUG.get(slug)
    if found is None:
        raise Http404(slug)
    deck = DECKS[found.deck]
    context = {**_summary(found), "deck_cards": deck.distinct(), "deck_copies": deck.copies}
    return _page(request, "reference/document.html", context)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """400: a readable page instead of Django's bare text."""
    return render(request, "errors/400.html", status=400)


def not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """404 with a way back home."""
    return render(request, "errors/404.html", status=404)


def server_error(request: HttpRequest) -> HttpResponse:
    """500: no context processors beyond the request, in case they are what failed."""
    return render(request, "errors/500.html", status=500)
