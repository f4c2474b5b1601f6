"""What makes the rule pages usable at the table: « L'essentiel » linked to its sections, pages
under 150 KB and sent compressed, cards drawn once in a cached sprite, and the files that keep
the pages readable without a network (manifest, service worker)."""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.urls import reverse

from reference import cardsvg, rulebook
from reference.engine import DOCUMENTS
from reference.engine.cards import DECKS
from tests.reference.pagetree import parse

RULE_PAGES = [reverse("reference:document", args=[d.slug]) for d in DOCUMENTS]
#: The budget of a page before compression (issue 16): worked examples of variants live in the
#: developers' appendix when a page would pass it.
LIMIT = 150_000


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("url", RULE_PAGES)
def test_each_rule_page_is_under_150_kb_and_sent_gzipped(client, url, language):
    plain = client.get(url, headers={"Accept-Language": language})
    assert len(plain.content) < LIMIT, len(plain.content)
    zipped = client.get(url, headers={"Accept-Language": language, "Accept-Encoding": "gzip"})
    assert zipped["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in zipped["Vary"]
    body = gzip.decompress(zipped.content)
    assert len(zipped.content) < len(body) / 4
    assert re.sub(rb'value="[^"]{64}"|"X-CSRFToken": "[^"]+"', b"", body) == re.sub(
        rb'value="[^"]{64}"|"X-CSRFToken": "[^"]+"', b"", plain.content
    )


def test_the_csrf_token_in_a_compressed_page_differs_every_time(client):
    """The BREACH reasoning: the only secret in a page is masked afresh for each response."""
    tokens = {
        re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', client.get("/").content).group(1)
        for _ in range(3)
    }
    assert len(tokens) == 3
    assert "django.middleware.gzip.GZipMiddleware" in settings.MIDDLEWARE


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda d: d.slug)
def test_each_line_of_the_essentials_links_to_a_section_of_its_page(document, language):
    page = rulebook.render_page(document.slug, language)
    root = parse(page.essentials)
    items = root.find_all(lambda n: n.tag == "li")
    assert 6 <= len(items) <= 14
    ids = {s.id for s in page.sections}
    full_page = reverse("reference:document", args=[document.slug])
    for item in items:
        link = item.find_all(lambda n: n.tag == "a")[0]
        path, _hash, anchor = link.attrs["href"].partition("#")
        assert path == full_page and anchor in ids, link.attrs["href"]


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda d: d.slug)
def test_the_essentials_page_prints_alone(client, document):
    html = client.get(reverse("reference:essentials", args=[document.slug])).content.decode()
    assert 'class="essentials"' in html and "rule-body" not in html
    assert f'href="{reverse("reference:document", args=[document.slug])}"' in html


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_card_sprite_draws_every_card_once_and_is_cached_for_a_year(client, language):
    url = cardsvg.sprite_url(language)
    response = client.get(url)
    assert response["Content-Type"] == "image/svg+xml"
    assert (
        "immutable" in response["Cache-Control"] and "max-age=31536000" in response["Cache-Control"]
    )
    svg = response.content.decode()
    ids = set(re.findall(r'<symbol id="c([^"]+)"', svg))
    assert ids == {str(c) for deck in DECKS.values() for c in deck.distinct()}
    assert client.get(url.replace(".svg", "0.svg")).status_code == 404


def test_rule_pages_reference_the_sprite_instead_of_repeating_drawings(client):
    html = client.get(RULE_PAGES[0]).content.decode()
    assert html.count("<use href=") > 30
    assert "<title>" not in html.split("<body")[1]


def test_the_service_worker_is_served_from_the_root_and_never_cached_stale(client):
    response = client.get(reverse("reference:service-worker"))
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/javascript")
    assert response["Cache-Control"] == "no-cache"
    source = response.content.decode()
    assert source == (Path(settings.BASE_DIR) / "static/js/sw.js").read_text(encoding="utf-8")
    for kept in ("glossaire", "regles", "essentiel", "hors-ligne"):
        assert kept in source


def test_pages_link_the_manifest_and_the_script_that_registers_the_worker(client):
    html = client.get("/").content.decode()
    manifest = re.search(r'<link rel="manifest" href="([^"]+)"', html).group(1)
    assert re.search(r'<script src="[^"]*js/site\.js" defer>', html)
    data = json.loads((Path(settings.BASE_DIR) / "static/manifest.webmanifest").read_text())
    assert manifest.endswith("manifest.webmanifest")
    assert data["start_url"] == "/" and data["scope"] == "/" and data["icons"]
    assert "sw.js" in (Path(settings.BASE_DIR) / "static/js/site.js").read_text()


def test_the_offline_page_says_what_is_kept(client):
    html = client.get(reverse("reference:offline")).content.decode()
    assert "sans réseau" in html
