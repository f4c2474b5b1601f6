"""A crawl of every English page: the rule pages and their appendices, the glossary, search,
the trainer (every kind of every rule set, before and after an answer), « À la table » (a
deal under way and a finished one with its record), the score pad (a sheet of every rule set,
its history and print view) and « La classe » (a teacher's and a student's pages). No page
shows a French interface string or French typography (``tests/english.py``)."""

from __future__ import annotations

import random
import re
from collections import Counter, deque
from urllib.parse import urlsplit

import pytest
from django.test import Client
from django.urls import reverse

from reference import rulebook
from reference.engine import DOCUMENTS
from reference.engine.deals import Phase
from reference.glossary_links import DOCUMENTS_DIR, glossary_terms
from tests.english import GAME_PHRASES, game_terms, problems, visible_text
from tests.reference.pagetree import Node, parse

pytestmark = pytest.mark.django_db

ENGLISH = {"Accept-Language": "en"}
#: Downloads and actions a crawler does not follow.
SKIPPED = re.compile(r"\.(pdf|csv|jsonl|svg)$|/i18n/|deconnexion|/sw\.js$")
#: Pages of one pattern the crawl reads (an exercise per kind and level is enough).
PER_PATTERN = 2


def pattern_of(path: str) -> str:
    """A page's kind: numbers, tokens and ids folded, so that one of each is read."""
    folded = re.sub(r"/[0-9a-f-]{32,36}/|/[A-Za-z0-9_-]{20,}/", "/ID/", path)
    folded = re.sub(r"\d+", "N", folded)
    return folded


@pytest.fixture
def roomy(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    settings.ADDRESS_LIMITS = {
        name: (10**6, s) for name, (_n, s) in settings.ADDRESS_LIMITS.items()
    }


def links_of(root: Node) -> list[str]:
    """Where the page's links lead, read from its tree (the page is parsed once)."""
    return [a.attrs["href"] for a in root.find_all(lambda n: n.tag == "a" and n.attrs.get("href"))]


def crawl(client: Client, start: list[str], limit: int = 900) -> dict[str, list[str]]:
    """Every page reachable from ``start`` by links, read in English, with its problems."""
    seen: set[str] = set()
    per_pattern: Counter[str] = Counter()
    queue = deque(start)
    found: dict[str, list[str]] = {}
    while queue and len(seen) < limit:
        url = queue.popleft()
        if url in seen:
            continue
        seen.add(url)
        response = client.get(url, headers=ENGLISH, follow=True)
        if response.status_code != 200 or "html" not in response.get("Content-Type", ""):
            continue
        html = response.content.decode()
        root = parse(html)
        text = visible_text(root)
        if wrong := problems(text):
            found[url] = wrong
        for href in links_of(root):
            path = urlsplit(href)
            target = path.path + (f"?{path.query}" if path.query else "")
            if path.netloc or not target.startswith("/") or SKIPPED.search(path.path):
                continue
            if target in seen or per_pattern[pattern_of(target)] >= PER_PATTERN:
                continue
            per_pattern[pattern_of(target)] += 1
            queue.append(target)
    return found


def table_pages(client: Client) -> list[str]:
    """A table of each rule set under way, and one deal played to its end."""
    from table.models import Table
    from table.services import current_deal
    from table.state import deal_state

    pages = []
    rng = random.Random(28)
    for slug, players in (
        ("coinche", "2x2"),
        ("voisin", "3"),
        ("neurotrio", "4"),
        ("whist-reglement", "4"),
        ("whist-couleur", "4"),
    ):
        response = client.post(reverse("table:new", args=[slug]), {"players": players})
        assert response.status_code == 302, slug
        pages.append(response["Location"])
    table = Table.objects.get(public_id=pages[0].strip("/").rsplit("/", 1)[-1])
    for _step in range(400):
        table.refresh_from_db()
        deal = current_deal(table)
        state = deal_state(table, deal)
        if state.phase is Phase.OVER:
            pages.append(reverse("table:deal", args=[deal.public_id]))
            break
        actions = state.legal_actions(table.seat)
        if not actions:
            break
        action = rng.choice(actions)
        field = "call" if action.kind == "call" else "card"
        client.post(
            reverse("table:act", args=[table.public_id]),
            {field: action.value, "version": table.version},
            headers=ENGLISH,
        )
    return pages


def scorepad_pages(client: Client) -> list[str]:
    """A sheet of every rule set with a deal on it: the scorer's page and the players'."""
    from scorepad.models import ScoreGame

    entries = {
        "coinche": {"bid": "110", "trump": "H", "by": "NS", "points": "114", "tricks": "6"},
        "whist-reglement": {"contract": "seul:6", "trump": "S", "declarer": "1", "tricks": "8"},
        "whist-couleur": {"contract": "seul:6", "trump": "S", "declarer": "1", "tricks": "8"},
    }
    pages = []
    for ruleset in ("coinche", "whist-reglement", "whist-couleur", "voisin", "neurotrio"):
        response = client.post(
            reverse("scorepad:new", args=[ruleset]),
            {"name_0": "Alice", "name_1": "Bruno", "name_2": "Carol", "name_3": "Dan"},
            headers=ENGLISH,
        )
        assert response.status_code == 302, response.content.decode()[:2000]
        game = ScoreGame.objects.latest("id")
        if ruleset in entries:
            data = {f"deal-{k}": v for k, v in entries[ruleset].items()}
            client.post(
                reverse("scorepad:add", args=[game.edit_token, "deal"]),
                {**data, "version": str(game.version)},
                headers=ENGLISH,
            )
        pages += [response["Location"], reverse("scorepad:sheet", args=[game.public_id])]
    return pages


def classroom_pages() -> list[tuple[Client, list[str]]]:
    """A teacher with a class, a set and an assignment, and a student of that class."""
    from tests.classroom.helpers import (
        class_create,
        set_create,
        set_draw,
        student_join,
        teacher_client,
    )

    teacher = teacher_client("lemaire")
    class_id, code = class_create(teacher, "CM2")
    set_id = set_create(teacher, "Coinche, premières levées")
    set_draw(teacher, set_id, "coinche/standard", ["trick_winner", "legal_plays"], 4)
    assigned = teacher.post(reverse("classroom:assign", args=[class_id]), {"tset": set_id})
    assert assigned.status_code == 302
    student = student_join(code, "Léa")
    return [(teacher, [reverse("classroom:home")]), (student, [reverse("classroom:home")])]


def answered_exercises(client: Client) -> dict[str, list[str]]:
    """Every kind of exercise of every rule set after a wrong answer (or a right one where no
    answer can be wrong), with the problems of its verdict page."""
    from trainer.exercises import KINDS, build, kinds_for
    from trainer.exercises.base import Key
    from trainer.places import exercise_url
    from trainer.rulesets import RULESETS

    found: dict[str, list[str]] = {}
    for ruleset in RULESETS.values():
        for kind in kinds_for(ruleset):
            key = Key(ruleset.game, ruleset.slug, kind, "moyen", "1")
            url = exercise_url(key)
            right, wrong = KINDS[kind].right_and_wrong(build(key, ruleset))
            response = client.post(url, wrong or right, headers=ENGLISH, follow=True)
            if wrong_words := problems(visible_text(parse(response.content.decode()))):
                found[f"{url} (answered)"] = wrong_words
    return found


@pytest.mark.slow
@pytest.mark.crawl
def test_no_english_page_shows_french(client, roomy):
    rulebook.render_page.cache_clear()
    start = [
        reverse("reference:home"),
        reverse("reference:rules"),
        reverse("reference:glossary"),
        reverse("reference:search") + "?q=trump",
        reverse("reference:search") + "?q=zzzq",
        reverse("trainer:index"),
        reverse("trainer:progress"),
        reverse("trainer:review"),
        reverse("scorepad:home"),
        reverse("table:index"),
        reverse("classroom:home"),
        *table_pages(client),
        *scorepad_pages(client),
    ]
    found = crawl(client, start) | answered_exercises(client)
    for other, pages in classroom_pages():
        found |= crawl(other, pages, limit=150)
    report = [f"{url}: {problem}" for url, wrong in sorted(found.items()) for problem in wrong]
    assert report == [], "\n".join(report)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("↑ Haut de page", "untranslated"),
        ("Players : 4", "French typography"),
        ("the contract makes 100 %", "French typography"),
        ("The trick goes to the player who joue la carte", "French word"),
        ("Play goes counter-clockwise", "American spelling"),
        ("Saved 11/27/2026 9:07 a.m.", "American spelling"),
        ("the color of the trump", "American spelling"),
    ],
)
def test_the_crawls_reader_finds_each_kind_of_french_or_american(text, kind):
    assert [p for p in problems(text) if p.startswith(kind)], problems(text)


def test_the_crawls_reader_lets_the_games_own_terms_and_british_english_pass():
    text = "Play goes anticlockwise; a capot (all eight tricks) scores 250. Saved 27/11/2026 21:07."
    assert problems(text) == []


def test_the_readers_game_terms_are_those_of_the_plain_alternation():
    # the glossary in both languages (every term, in its forms and next to the others): each
    # game term the grouped pattern finds, where it finds it, is what trying every title, call
    # and glossary term in turn finds
    plain = re.compile(
        "|".join(
            [
                *(re.escape(d.title) for d in DOCUMENTS),
                *(re.escape(p) for p in GAME_PHRASES),
                *(t.pattern.pattern for t in [*glossary_terms("fr"), *glossary_terms("en")]),
            ]
        ),
        re.I,
    )
    for source in sorted(DOCUMENTS_DIR.glob("glossaire.*.md")):
        text = source.read_text(encoding="utf-8")
        found = [(m.start(), m.group()) for m in game_terms().finditer(text)]
        assert found == [(m.start(), m.group()) for m in plain.finditer(text)], source.name
        assert found, source.name
