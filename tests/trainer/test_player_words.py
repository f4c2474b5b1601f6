"""Every page a learner reads speaks the game's words, in French and in English: the trainer's
home, progress and review pages, « Débuter » and each of its steps, and every kind of exercise
of every game before and after its verdict. No engine option or field name, no
``true``/``false``/``null``, no « moteur » or « fichier de cas », no document number, no team
abbreviation; calls are « enchères », never « annonces », where an announcement is a
combination of cards (the whists call their bidding « les annonces », as the glossary says);
and where the seats have names (Nord, Est, Sud, Ouest), no seat is a number."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from tests.layers import sampled
from tests.reference.pagetree import parse
from tests.reference.test_player_words import ENGINE_WORDS, visible_text
from trainer import path
from trainer.exercises import KINDS, build, kinds_for
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS
from trainer.versions import current, seed_token

pytestmark = pytest.mark.django_db

LANGUAGES = ("fr", "en")
SEED = 31
#: Games whose seats have names: a seat number there is the engine's, not the player's.
NAMED_SEATS = {"coinche": r"\b(?:[Jj]oueur|[Pp]layer) \d\b"}
#: A call is a bid (« enchère »); « annonce » is a combination of cards.
CALLS = r"\b[Aa]nnonces?\b|\b[Aa]nnounce(?:ment)?s?\b"


def exercise_url(rs, kind, seed: str = str(SEED)) -> str:
    return reverse("trainer:exercise", args=[rs.game, rs.slug, KINDS[kind].slug, "moyen", seed])


def seeds(rs, kind) -> list[str]:
    """The exercise of every generator version a link may name (old links stay readable)."""
    return [seed_token(version, SEED) for version in range(1, current(rs.game, kind) + 1)]


def found(html: str, patterns: dict[str, str]) -> list[str]:
    main = parse(html).find_all(lambda n: n.tag == "main")[0]
    text = visible_text(main)
    hits = []
    for name, pattern in patterns.items():
        for match in re.finditer(pattern, text):
            hits.append(f"{name}: …{text[max(0, match.start() - 50) : match.end() + 30]}…")
    return hits


def rules_for(game: str, kind: str) -> dict[str, str]:
    patterns = dict(ENGINE_WORDS)
    if game in NAMED_SEATS:
        patterns["a seat number"] = NAMED_SEATS[game]
    if kind == "bid" and game != "whist":
        patterns["a call called an announcement"] = CALLS
    return patterns


@pytest.fixture(params=LANGUAGES)
def reader(request):
    return Client(headers={"Accept-Language": request.param})


@pytest.mark.crawl
@pytest.mark.parametrize(
    ("rs", "kind"),
    sampled([(rs, kind) for rs in RULESETS.values() for kind in kinds_for(rs)], 32),
    ids=lambda v: (getattr(v, "game", None) and f"{v.game}-{v.slug}") or str(v),
)
def test_every_exercise_speaks_the_players_words_before_and_after_its_verdict(reader, rs, kind):
    for seed in seeds(rs, kind):
        address = exercise_url(rs, kind, seed)
        before = reader.get(address)
        assert before.status_code == 200
        assert found(before.content.decode(), rules_for(rs.game, kind)) == []
        exercise = build(Key(rs.game, rs.slug, kind, "moyen", seed), rs)
        right, wrong = KINDS[kind].right_and_wrong(exercise)
        answered = reader.post(address, wrong or right)
        after = reader.get(answered["Location"])
        assert after.status_code == 200 and 'id="verdict"' in after.content.decode()
        assert found(after.content.decode(), rules_for(rs.game, kind)) == []


@pytest.mark.crawl
@pytest.mark.parametrize("rs", sampled(RULESETS.values(), 4), ids=lambda rs: f"{rs.game}-{rs.slug}")
def test_every_step_of_debuter_speaks_the_players_words(reader, rs):
    pages = [reverse("trainer:path", args=[rs.game, rs.slug])]
    pages.append(reverse("trainer:path-step", args=[rs.game, rs.slug, "ordre"]))
    pages += [
        reverse("trainer:path-exercise", args=[rs.game, rs.slug, step.slug, 0, 0])
        for step in path.steps_for(rs)
    ]
    for page in pages:
        step = page.rstrip("/").split("/")[-3] if page.endswith("/0/0/") else ""
        kind = next((s.kind for s in path.steps_for(rs) if s.slug == step), "")
        response = reader.get(page)
        assert response.status_code == 200, page
        assert found(response.content.decode(), rules_for(rs.game, kind)) == [], page


def test_the_trainers_own_pages_speak_the_players_words(reader):
    rs = RULESETS[("coinche", "standard")]
    exercise = build(Key(rs.game, rs.slug, "trick_winner", "moyen", str(SEED)), rs)
    _right, wrong = KINDS["trick_winner"].right_and_wrong(exercise)
    reader.post(exercise_url(rs, "trick_winner"), wrong)  # a mistake, a chart, a progress row
    for name in ("trainer:index", "trainer:progress", "trainer:signup", "trainer:login"):
        response = reader.get(reverse(name))
        assert found(response.content.decode(), ENGINE_WORDS) == [], name
    review = reader.get(reverse("trainer:review"), follow=True)
    assert found(review.content.decode(), rules_for("coinche", "trick_winner")) == []
