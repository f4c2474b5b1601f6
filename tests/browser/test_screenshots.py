"""`make screenshots`: a PNG of every page at phone and desktop sizes, into screenshots/.

Skipped in the normal test run; `make screenshots` sets ATOUT_SCREENSHOTS=1.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from reference.engine import DOCUMENTS
from tests.browser.test_table_felt import NEXT_DEAL, act, sit_down
from trainer.exercises import KINDS, build, kinds_for
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS
from trainer.versions import current, seed_token

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
    | {
        "progres": "/entrainement/progres/",
        "debuter-coinche": "/entrainement/debuter/coinche/standard/",
    }
    | {"debuter-coinche-ordre": "/entrainement/debuter/coinche/standard/ordre/"}
)
EXERCISES = [(rs, kind) for rs in RULESETS.values() for kind in kinds_for(rs)]
SEED = 31
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


def _sample_sheet():
    """A Règlement du whist evening of eight lines (deals, a penalty, the Dames)."""
    from scorepad.models import Entry, ScoreGame

    game = ScoreGame.objects.create(
        ruleset="whist-reglement",
        table="4",
        players=["Anne", "Bert", "Cleo", "Dirk"],
        rules={"document": "reglement"},
        match={},
        first_dealer=3,
    )
    lines = [
        {
            "kind": "deal",
            "declarers": [0, 2],
            "result": {"tricks": [9]},
            "contract": {"name": "emballage", "tricks": 8, "trump": "H", "declarers": 2},
        },
        {
            "kind": "deal",
            "declarers": [1],
            "result": {"tricks": [8]},
            "contract": {"name": "seul", "tricks": 6, "trump": "S", "declarers": 1},
        },
        {"kind": "penalty", "fault": "played_out_of_turn", "offender": 2},
        {
            "kind": "deal",
            "declarers": [0, 3],
            "result": {"tricks": [0, 1]},
            "contract": {"name": "petite_misere", "trump": None, "declarers": 2},
        },
        {"kind": "deal", "contract": {"name": "dames"}, "result": {"queens": [1, 2, 0, 1]}},
        {
            "kind": "deal",
            "declarers": [2],
            "result": {"tricks": [1]},
            "contract": {"name": "piccolo", "trump": None, "declarers": 1},
        },
        {"kind": "misdeal", "after_first_trick": True},
        {
            "kind": "deal",
            "declarers": [1, 3],
            "result": {"tricks": [13]},
            "contract": {"name": "trou", "tricks": 8, "trump": "S", "declarers": 2},
        },
    ]
    for seq, data in enumerate(lines, start=1):
        Entry.objects.create(game=game, seq=seq, data=data)
    return game


@pytest.mark.parametrize("size", SIZES)
def test_screenshot_score_sheet(site, page: Page, size):
    OUT.mkdir(exist_ok=True)
    game = _sample_sheet()
    page.set_viewport_size(SIZES[size])
    for name, path in (
        ("carnet-marqueur", f"/carnet/{game.edit_token}/"),
        ("carnet-feuille", f"/carnet/{game.public_id}/"),
        ("carnet-impression", f"/carnet/{game.public_id}/impression/"),
    ):
        site.goto(path)
        target = OUT / f"{name}-{size}.png"
        page.screenshot(path=str(target), full_page=True)
        assert target.stat().st_size > 0


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    ("rs", "kind"), EXERCISES, ids=[f"{rs.game}-{rs.slug}-{kind}" for rs, kind in EXERCISES]
)
def test_screenshot_exercise_before_and_after_a_wrong_answer(site, page: Page, rs, kind, size):
    """Every kind of every game: the exercise as it opens, then its verdict on a wrong answer."""
    OUT.mkdir(exist_ok=True)
    page.set_viewport_size(SIZES[size])
    seed = seed_token(current(rs.game, kind), SEED)  # what a new exercise is drawn by
    site.goto(f"/entrainement/{rs.game}/{rs.slug}/{KINDS[kind].slug}/moyen/{seed}/")
    name = f"exercice-{rs.game}-{rs.slug}-{kind}"
    page.screenshot(path=str(OUT / f"{name}-avant-{size}.png"))
    exercise = build(Key(rs.game, rs.slug, kind, "moyen", seed), rs)
    right, wrong = KINDS[kind].right_and_wrong(exercise)
    for field, value in (wrong or right).items():
        if field in ("card", "option"):
            page.locator(f'input[name="{field}"][value="{value}"]').check(force=True)
        elif isinstance(value, list):
            for index in value:
                page.locator(f'input[name="{field}"][value="{index}"]').check(force=True)
        else:
            page.locator(f'input[name="{field}"]').fill(str(value))
    page.locator("#exercise button[type=submit]").click()
    page.locator("#verdict").wait_for()
    target = OUT / f"{name}-apres-{size}.png"
    page.screenshot(path=str(target), full_page=True)
    assert target.stat().st_size > 0


#: The five documents' tables at « À la table ».
TABLE_SHOTS = [
    ("coinche", "2x2"),
    ("voisin", "4"),
    ("neurotrio", "4"),
    ("whist-reglement", "4"),
    ("whist-couleur", "4"),
]


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("slug", "players"), TABLE_SHOTS)
def test_screenshot_table_phases(live_server, browser: Browser, slug, players, size, language):
    """The felt at each phase of a deal, in French and in English: the calls, any exchange,
    the first card to play, a trick in progress, the end with its score."""
    OUT.mkdir(exist_ok=True)
    context = browser.new_context(locale="en-GB" if language == "en" else "fr-FR")
    try:
        _table_phases(live_server.url, context.new_page(), slug, players, f"{size}-{language}")
    finally:
        context.close()


def _table_phases(url: str, page: Page, slug: str, players: str, size: str) -> None:
    sit_down(url, page, slug, players)
    page.set_viewport_size(SIZES[size.split("-")[0]])
    page.emulate_media(reduced_motion="reduce")  # the felt as it stands, not mid-flight
    taken: set[str] = set()
    for _ in range(300):
        area = page.locator("#table-area")
        phase = area.get_attribute("data-phase") or ""
        shot = f"{phase}-{len(taken)}" if phase == "play" and len(taken) < 3 else phase
        if shot not in taken and not (phase == "over" and not page.locator(".score-table").count()):
            taken.add(shot)
            page.screenshot(path=str(OUT / f"table-{slug}-{players}-{shot}-{size}.png"))
        if page.locator(".deal-end .score-table").count():
            page.screenshot(
                path=str(OUT / f"table-{slug}-{players}-fin-{size}.png"), full_page=True
            )
            return
        if page.locator(".deal-end").count():
            act(page, page.locator(NEXT_DEAL), True)
            continue
        cards = page.locator('.table-hand li:not(.refused) button[name="card"]')
        passes = page.locator('button[name="call"][value="pass"]')
        button = cards.first if cards.count() else passes.first
        if not (cards.count() or passes.count()):
            button = page.locator('button[name="call"]').first
        act(page, button, True)
    raise AssertionError("the deal never ended")


LANGS = {"fr": "fr-FR", "en": "en-GB"}


def _shot(page: Page, name: str, lang: str, size: str) -> None:
    target = OUT / f"{name}-{lang}-{size}.png"
    page.screenshot(path=str(target), full_page=True)
    assert target.stat().st_size > 0


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_screenshot_score_pad_new_screens(live_server, browser, size, lang):
    """Issue 26's screens: a quarter's evening and its house rules, a line kept offline, the
    quarter's average, « Mes parties », a Le Voisin surcharge, à la couleur's notes."""
    OUT.mkdir(exist_ok=True)
    context = browser.new_context(viewport=SIZES[size], locale=LANGS[lang])
    page = context.new_page()
    url = live_server.url
    try:
        page.goto(f"{url}/carnet/")
        page.locator("#quarter-name").fill("Automne")
        with page.expect_navigation():
            page.locator("#quarter-name").press("Enter")
        quarter = page.url
        page.locator("main a.button").first.click()
        page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
        _shot(page, "carnet-soiree-nouvelle", lang, size)
        with page.expect_navigation():
            page.locator("form.entry-form button[type=submit]").click()
        sheet = page.url.split("#")[0].split("?")[0]
        page.goto(f"{sheet}?noter=tally")
        form = page.locator("#form-tally")
        form.locator('input[name="tally-player"]').nth(1).check()
        form.locator('input[name="tally-event"]').first.check()
        with page.expect_navigation():
            form.locator(".pad-submit").click()
        page.goto(f"{sheet}?noter=misdeal")
        context.set_offline(True)
        page.locator("#form-misdeal .pad-submit").click()
        page.locator("#pad-pending .pad-pending-line").wait_for()
        _shot(page, "carnet-hors-ligne", lang, size)
        with page.expect_navigation():
            context.set_offline(False)
        _shot(page, "carnet-hors-ligne-envoyee", lang, size)
        page.goto(f"{sheet}impression/")
        _shot(page, "carnet-impression-soiree", lang, size)
        page.goto(quarter)
        _shot(page, "carnet-quarter", lang, size)
        page.goto(f"{url}/carnet/")
        _shot(page, "carnet-mes-parties", lang, size)
        page.goto(f"{url}/carnet/nouvelle/voisin-3/")
        with page.expect_navigation():
            page.locator("form.entry-form button[type=submit]").click()
        page.goto(page.url.split("#")[0].split("?")[0] + "?noter=deal")
        page.locator('#form-deal label:has(input[value="surcharge"])').click()
        _shot(page, "carnet-voisin-surcharge", lang, size)
        page.goto(f"{url}/carnet/nouvelle/whist-couleur/")
        page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
        _shot(page, "carnet-couleur-lectures", lang, size)
    finally:
        context.close()
