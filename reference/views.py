"""Views of the rule pages: parse the request, ask the engine's registry, render. None of them
needs the database: they answer while it is away (``readable_without_database``)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from django.contrib.staticfiles import finders
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_GET

from hosting.sessions import readable_without_database
from reference import cardsvg
from reference.engine import DOCUMENTS, DOCUMENTS_BY_SLUG, Document, get_game
from reference.engine.cards import DECKS
from reference.http import HtmxHttpRequest
from reference.names import DECK_NAMES, players_text
from reference.practice import begin_url
from reference.rulebook import LANGUAGES, Page, active_language, has_source, render_page
from reference.search import GAME_FILTERS, MAX_QUERY, search


def _page(request: HtmxHttpRequest, template: str, context: dict[str, Any]) -> HttpResponse:
    """The whole page, or only its ``content`` partial for an htmx request."""
    return render(request, f"{template}#content" if request.htmx else template, context)


def _summary(document: Document) -> dict[str, Any]:
    return {
        "document": document,
        "players": players_text(document.players),
        "deck_name": DECK_NAMES[document.deck],
        "begin_url": begin_url(document),
    }


@require_GET
@readable_without_database
def home(request: HtmxHttpRequest) -> HttpResponse:
    """Every rule document with its players and deck."""
    return _page(request, "reference/home.html", {"documents": map(_summary, DOCUMENTS)})


@require_GET
@readable_without_database
def rules_index(request: HtmxHttpRequest) -> HttpResponse:
    """The rule pages: each game with what it is about, its essentials and its brief deal."""
    language = active_language()
    games = [
        _summary(d) | {"page": render_page(d.slug, language) if has_source(d.slug) else None}
        for d in DOCUMENTS
    ]
    return _page(request, "reference/rules_index.html", {"games": games})


@require_GET
@readable_without_database
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


def _written(slug: str) -> tuple[Document, Page]:
    """The document ``slug`` and its rendered page; 404 when there is none."""
    found = DOCUMENTS_BY_SLUG.get(slug)
    if found is None or not has_source(slug):
        raise Http404(slug)
    return found, render_page(slug, active_language())


@require_GET
@readable_without_database
def essentials(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    """« L'essentiel » of a game alone: one phone screen, one printed A4 side."""
    found, page = _written(slug)
    return _page(request, "reference/essentials.html", _summary(found) | {"page": page})


@require_GET
@readable_without_database
def developers(request: HtmxHttpRequest, slug: str) -> HttpResponse:
    """The appendix for developers and referees: engine options, case-file fields and the
    interpretation records behind the notes of the player's page."""
    found, page = _written(slug)
    url = reverse("reference:document", args=[slug])
    notes = {s.id: (s, f"{url}#{s.id}") for s in page.sections}
    notes |= {s.id: (s, f"#{s.id}") for s in page.appendix_sections}
    interpretations = get_game(found.game).interpretations
    records = [(*notes[i.id], i) for i in interpretations if i.id in notes]
    context = _summary(found) | {"page": page, "records": records}
    return _page(request, "reference/developers.html", context)


@require_GET
@cache_control(public=True, max_age=31_536_000, immutable=True)
@readable_without_database
def card_sprite(request: HttpRequest, name: str) -> HttpResponse:
    """Every card's drawing, once, for the rule pages to reference. Its name is the language
    and the drawing's hash (``fr.1a2b3c4d``): a changed drawing gets a new URL."""
    language, _dot, version = name.partition(".")
    if language not in LANGUAGES or version != cardsvg.sprite_version(language):
        raise Http404(name)
    return HttpResponse(cardsvg.card_sprite(language), content_type="image/svg+xml")


@require_GET
@readable_without_database
def service_worker(request: HttpRequest) -> HttpResponse:
    """The service worker, a static file served from the root so that its scope covers every
    page (a worker's scope cannot reach above the folder it is served from)."""
    response = HttpResponse(_service_worker_source(), content_type="text/javascript")
    response["Cache-Control"] = "no-cache"
    return response


@cache
def _service_worker_source() -> str:
    found = finders.find("js/sw.js")
    if not isinstance(found, str):
        raise Http404("sw.js")
    return Path(found).read_text(encoding="utf-8")


@require_GET
@readable_without_database
def offline(request: HtmxHttpRequest) -> HttpResponse:
    """What the service worker shows for a page it has not kept, when there is no network."""
    return _page(request, "reference/offline.html", {})


@require_GET
@readable_without_database
def glossary(request: HtmxHttpRequest) -> HttpResponse:
    """The game terms, each with its anchor."""
    return _page(
        request, "reference/glossary.html", {"page": render_page("glossaire", active_language())}
    )


@require_GET
@readable_without_database
def search_view(request: HtmxHttpRequest) -> HttpResponse:
    """Server-side search across the rule pages; results link to section anchors."""
    query = request.GET.get("q", "").strip()
    game = request.GET.get("jeu", "")
    if len(query) > MAX_QUERY or (game and game not in GAME_FILTERS):
        return render(request, "errors/400.html", status=400)
    results = search(query, active_language(), game) if query else None
    context = {"query": query, "game": game, "results": results, "games": _game_choices()}
    return _page(request, "reference/search.html", context)


def _game_choices() -> list[tuple[str, str]]:
    return [(d.slug, d.title) for d in DOCUMENTS] + [("glossaire", _("Glossaire"))]
