"""`make screenshots`: a PNG of every page at phone and desktop sizes, into screenshots/.

Skipped in the normal test run; `make screenshots` sets ATOUT_SCREENSHOTS=1.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Page

from reference.engine import DOCUMENTS

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(not os.environ.get("ATOUT_SCREENSHOTS"), reason="run by make screenshots"),
]

OUT = Path(__file__).resolve().parents[2] / "screenshots"
PAGES = (
    {
        "accueil": "/",
        "glossaire": "/glossaire/",
        "entrainement": "/entrainement/",
        "recherche": "/recherche/?q=dois-je+monter+%C3%A0+l%27atout",
    }
    | {d.slug: f"/regles/{d.slug}/" for d in DOCUMENTS}
    | {f"{d.slug}-essentiel": f"/regles/{d.slug}/essentiel/" for d in DOCUMENTS}
    | {f"{d.slug}-developpeurs": f"/regles/{d.slug}/developpeurs/" for d in DOCUMENTS}
)
SIZES = {"phone": {"width": 375, "height": 740}, "desktop": {"width": 1280, "height": 900}}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", PAGES)
def test_screenshot(site, page: Page, name, size):
    OUT.mkdir(exist_ok=True)
    page.set_viewport_size(SIZES[size])
    site.goto(PAGES[name])
    target = OUT / f"{name}-{size}.png"
    page.screenshot(path=str(target), full_page=True)
    assert target.stat().st_size > 0
