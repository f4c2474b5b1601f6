"""Every page validates as HTML (the Nu HTML Checker, run locally from the vnu-jar package)."""

from __future__ import annotations

import pytest
from django.urls import reverse

from reference.engine import DOCUMENTS
from tests.html_check import html_problems

PAGES = {
    "home": reverse("reference:home"),
    "glossary": reverse("reference:glossary"),
    "search": reverse("reference:search") + "?q=atout",
} | {d.slug: reverse("reference:document", args=[d.slug]) for d in DOCUMENTS}


@pytest.mark.slow
def test_pages_validate_as_html(client, tmp_path):
    pages = {name: client.get(url).content for name, url in PAGES.items()}
    assert html_problems(pages, tmp_path) == []


@pytest.mark.slow
@pytest.mark.parametrize("status", [404])
def test_error_pages_validate_too(client, tmp_path, status):
    response = client.get("/regles/nope/")
    assert response.status_code == status
    assert html_problems({"error": response.content}, tmp_path) == []
