"""Seats and teams are named in the reader's language: an English page never says « Nord-Sud »
or « joueur 2 », a French page never says "North-South" or "player 2". The crawl reads every
rule page (with its essentials and developers' appendix), the trainer's pages and every
exercise kind of every rule set before and after an answer, and the score pad's pages."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from reference.engine import DOCUMENTS
from tests.layers import sampled
from tests.reference.pagetree import parse
from tests.reference.test_player_words import visible_text
from trainer.exercises import KINDS, build, kinds_for
from trainer.exercises.base import Key
from trainer.places import exercise_url
from trainer.rulesets import RULESETS

#: Seat and team names of the other language, as the pages name seats and teams (the prose
#: may quote a game's own French terms, such as « preneur », in English: those are not names).
FOREIGN = {
    "en": r"\b(?:Nord|Sud|Ouest|Nord-Sud|Est-Ouest|[Jj]oueur \d|[ÉéEe]quipe \d|[Cc]amp \d)\b"
    r"|\bEst\b(?!-ce)",
    "fr": r"\b(?:North|South|East|West|North-South|East-West|[Pp]layer \d|[Tt]eam \d)\b",
}
RULE_PAGES = [
    reverse(name, args=[d.slug])
    for d in DOCUMENTS
    for name in ("reference:document", "reference:essentials", "reference:developers")
]
OTHER_PAGES = [
    reverse("reference:home"),
    reverse("reference:glossary"),
    reverse("trainer:index"),
    reverse("trainer:progress"),
    reverse("scorepad:home"),
]


def foreign_words(client: Client, url: str, language: str) -> list[str]:
    response = client.get(url, headers={"Accept-Language": language})
    assert response.status_code == 200, url
    text = visible_text(parse(response.content.decode()))
    return [m.group(0) for m in re.finditer(FOREIGN[language], text)]


@pytest.mark.crawl
@pytest.mark.django_db
@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("url", sampled(RULE_PAGES + OTHER_PAGES, 10))
def test_pages_name_seats_and_teams_in_the_readers_language(client, url, language):
    assert foreign_words(client, url, language) == []


EXERCISES = [(rs, kind) for rs in RULESETS.values() for kind in kinds_for(rs)]


@pytest.mark.crawl
@pytest.mark.django_db
@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize(
    ("ruleset", "kind"), sampled(EXERCISES, 48), ids=lambda v: getattr(v, "slug", v)
)
def test_every_exercise_kind_names_seats_in_the_readers_language(client, ruleset, kind, language):
    for seed in ("1", "2", "3"):
        key = Key(ruleset.game, ruleset.slug, kind, "difficile", seed)
        url = exercise_url(key)
        assert foreign_words(client, url, language) == [], url
        _right, wrong = KINDS[kind].right_and_wrong(build(key, ruleset))
        if wrong is None:
            continue
        posted = client.post(url, wrong, headers={"Accept-Language": language})
        assert posted.status_code in (200, 302), url
        answered = posted["Location"] if posted.status_code == 302 else url
        assert foreign_words(client, answered, language) == [], answered
