"""Every page, plain and as an htmx request (style.md #19)."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse
from django.utils.html import escape

from reference.engine import DOCUMENTS
from reference.engine.cards import DECKS

PAGES = [reverse("reference:home"), reverse("reference:rules")] + [
    reverse("reference:document", args=[d.slug]) for d in DOCUMENTS
]


@pytest.mark.parametrize("url", PAGES)
def test_full_page_has_layout_one_h1_and_a_skip_link(client, url):
    response = client.get(url)
    html = response.content.decode()
    assert response.status_code == 200
    assert html.startswith("<!DOCTYPE html>")
    assert '<html lang="fr">' in html
    assert html.count("<h1") == 1
    assert 'href="#main"' in html and 'id="main"' in html
    assert 'data-hx-headers=\'{"X-CSRFToken": "' in html
    assert re.search(r'<script[^>]+src="/static/django_htmx/htmx', html)


@pytest.mark.parametrize("url", PAGES)
def test_htmx_request_gets_only_the_content_fragment(client, url):
    response = client.get(url, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html and "<h1" in html
    assert "skip-link" not in html


def test_home_lists_every_document_with_players_and_deck(client):
    html = client.get(reverse("reference:home")).content.decode()
    for document in DOCUMENTS:
        assert reverse("reference:document", args=[document.slug]) in html
        assert escape(document.title) in html
    assert "2, 3 ou 4 joueurs, ou 2 équipes de 2" in html  # Le Voisin, seed 000
    assert "3 à 5 joueurs" in html  # Neurotrio, seed 001
    assert "54 cartes Neurotrio" in html and "52 cartes" in html and "32 cartes" in html


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda d: d.slug)
def test_document_page_draws_every_distinct_card_of_its_deck(client, document):
    html = client.get(reverse("reference:document", args=[document.slug])).content.decode()
    drawn = set(re.findall(r'data-card="([^"]+)"', html))
    deck = {str(c) for c in DECKS[document.deck].distinct()}
    assert deck <= drawn  # the whole deck, and the page's examples draw only cards of it
    assert drawn <= deck


def test_neurotrio_page_says_each_card_has_two_copies(client):
    html = client.get(reverse("reference:document", args=["neurotrio"])).content.decode()
    assert "Chaque carte existe en 2 exemplaires." in html


def test_unknown_document_is_a_readable_404(client):
    response = client.get("/regles/belote-bridgee/")
    assert response.status_code == 404
    assert "Page introuvable" in response.content.decode()


@pytest.mark.parametrize("url", PAGES[:2])
def test_pages_refuse_post(client, url):
    assert client.post(url).status_code == 405


def test_english_is_available(client):
    response = client.get(reverse("reference:home"), headers={"Accept-Language": "en"})
    assert '<html lang="en">' in response.content.decode()


@pytest.mark.parametrize("htmx", [False, True])
def test_glossary_lists_terms_with_anchors(client, htmx):
    headers = {"HX-Request": "true"} if htmx else {}
    response = client.get(reverse("reference:glossary"), headers=headers)
    html = response.content.decode()
    assert response.status_code == 200
    assert ("<html" in html) is not htmx
    for anchor in ("atout", "pli", "couper", "pisser", "monter", "emballer", "coincher"):
        assert f'id="{anchor}"' in html
    for anchor in ("voisin", "chien", "talon", "capot", "trou"):
        assert f'id="{anchor}"' in html


@pytest.mark.parametrize("htmx", [False, True])
def test_search_links_results_to_section_anchors(client, htmx):
    headers = {"HX-Request": "true"} if htmx else {}
    html = client.get(
        reverse("reference:search"), {"q": "dix de der"}, headers=headers
    ).content.decode()
    assert 'href="/glossaire/#dix-de-der"' in html
    assert ("<html" in html) is not htmx


def test_every_page_has_a_search_box(client):
    html = client.get(reverse("reference:home")).content.decode()
    assert 'role="search"' in html and 'name="q"' in html


def test_empty_search_shows_the_form_only(client):
    html = client.get(reverse("reference:search")).content.decode()
    assert 'name="q"' in html and "search-results" not in html


def test_an_oversized_query_is_a_readable_400(client):
    response = client.get(reverse("reference:search"), {"q": "x" * 500})
    assert response.status_code == 400
    assert "Demande incorrecte" in response.content.decode()


def test_pages_carry_a_content_security_policy_without_inline_scripts(client):
    response = client.get(reverse("reference:home"))
    policy = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy
    assert "frame-ancestors 'none'" in policy
    assert response.headers["X-Frame-Options"] == "DENY"
    assert response.headers["Referrer-Policy"] == "same-origin"
    assert "<script>" not in response.content.decode()  # no inline script anywhere


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_rules_index_leads_to_each_game_its_essentials_and_its_brief(client, language):
    """/regles/ was a 404."""
    html = client.get(reverse("reference:rules"), headers={"Accept-Language": language})
    assert html.status_code == 200
    text = html.content.decode()
    for document in DOCUMENTS:
        page = reverse("reference:document", args=[document.slug])
        assert f'href="{page}"' in text and f'href="{page}#donne-en-bref"' in text
        assert f'href="{reverse("reference:essentials", args=[document.slug])}"' in text
        assert escape(document.title) in text
    assert f'href="{reverse("reference:rules")}"' in text  # the menu's « Règles »
