"""« Apprendre »: lessons over the themes, answers filed under the right theme and kind."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from learn import catalogue
from learn.keys import theme_url
from learn.models import LessonState, ThemeAnswer, ThemeRating
from reference.engine import get_game
from reference.engine.themes import themes_shown
from tests.layers import sampled
from trainer.exercises import KINDS, build
from trainer.exercises.base import Key
from trainer.models import Attempt
from trainer.places import place_of
from trainer.rulesets import RULESETS, get_ruleset

pytestmark = pytest.mark.django_db

GAME, RULESET = "coinche", "standard"


def practice_url(theme: str) -> str:
    return reverse("learn:practice", args=[GAME, RULESET, theme])


def answer_practice(client, lesson, right: bool):
    state = LessonState.objects.filter(theme=lesson.slug).first()
    index = state.queue[0] if state else 0
    ex = build(lesson.exercise_key(index), lesson.ruleset)
    good, bad = KINDS[ex.key.kind].right_and_wrong(ex)
    client.post(practice_url(lesson.slug), good if right else bad)
    return index


def test_lessons_follow_their_prerequisites():
    for (game, ruleset), _rs in RULESETS.items():
        seen: set[str] = set()
        path = catalogue.lessons(game, ruleset)
        assert path, (game, ruleset)
        slugs = {x.slug for x in path}
        for lesson in path:
            assert all(r in seen for r in lesson.theme.requires if r in slugs), lesson.slug
            seen.add(lesson.slug)


def test_a_missed_exercise_comes_back_within_the_lesson_until_answered_right(client):
    lesson = catalogue.lesson_of(GAME, RULESET, "couper")
    missed = answer_practice(client, lesson, right=False)
    served = []
    while not LessonState.objects.get(theme="couper").done:
        served.append(answer_practice(client, lesson, right=True))
    assert missed in served  # it came back, and the lesson ended only once it was right
    assert len(served) == catalogue.PRACTICE
    done = client.get(practice_url("couper"))
    assert done.status_code == 302 and done["Location"].endswith("/couper/fin/")
    page = client.get(done["Location"]).content.decode()
    following = catalogue.following(lesson)
    assert reverse("learn:lesson", args=[GAME, RULESET, following.slug]) in page
    assert reverse("table:new", args=["coinche"]) in page


def test_the_rule_box_holds_its_whole_section_with_working_links(client):
    html = client.get(reverse("learn:lesson", args=[GAME, RULESET, "fournir"])).content.decode()
    box = html.split('class="rule-box"', 1)[1].split("</section>", 1)[0]
    assert box.count("<li") >= 3  # the obligations, listed (the walk found them missing)
    ids = set(re.findall(r' id="([^"]+)"', html))
    for anchor in re.findall(r'href="#([^"]+)"', box):
        assert anchor in ids


@pytest.mark.parametrize(("game", "ruleset"), sampled(RULESETS, 11))
def test_answers_are_filed_under_their_theme_and_kind(client, game, ruleset):
    for lesson in catalogue.lessons(game, ruleset):
        for kind in lesson.kinds:
            key = catalogue.theme_key(lesson.ruleset, lesson.slug, kind, "moyen", 7)
            ex = build(key, lesson.ruleset)
            good, _bad = KINDS[kind].right_and_wrong(ex)
            url = theme_url(key)
            assert url and place_of(key) == url
            assert client.post(url, good).status_code == 302
            attempt = Attempt.objects.latest("id")
            assert attempt.correct and attempt.kind == kind
            filed = ThemeAnswer.objects.filter(attempt=attempt)
            assert [(f.theme, f.kind) for f in filed] == [(lesson.slug, kind)]
    rated = ThemeRating.objects.filter(game=game, ruleset=ruleset)
    assert rated.count() == len(catalogue.lessons(game, ruleset))
    assert all(r.rating > 1500 for r in rated)  # every answer was right


def test_free_practice_answers_are_filed_under_the_themes_they_show(client):
    rs = get_ruleset(GAME, RULESET)
    url = reverse("trainer:exercise", args=[GAME, RULESET, "qui-remporte-le-pli", "moyen", "41"])
    ex = build(Key(GAME, RULESET, "trick_winner", "moyen", "41"), rs)
    good, _bad = KINDS["trick_winner"].right_and_wrong(ex)
    client.post(url, good)
    expected = themes_shown(get_game(GAME), "trick_winner", ex.situation, rs.rules)
    filed = {f.theme for f in ThemeAnswer.objects.all()}
    assert expected and filed == set(expected)


def test_home_and_rule_pages_start_a_game_in_one_tap(client):
    home = client.get("/").content.decode()
    begin = reverse("learn:begin", args=[GAME, RULESET])
    assert f'href="{begin}"' in home
    page = client.get(reverse("reference:document", args=["coinche"])).content.decode()
    assert page.index(f'href="{begin}"') < page.index('class="rule-body"')
    first = catalogue.lessons(GAME, RULESET)[0]
    assert client.get(begin)["Location"] == reverse(
        "learn:lesson", args=[GAME, RULESET, first.slug]
    )


def test_progress_shows_each_theme_with_its_counts(client):
    lesson = catalogue.lesson_of(GAME, RULESET, "fournir")
    answer_practice(client, lesson, right=False)
    answer_practice(client, lesson, right=True)
    html = client.get(reverse("learn:progress")).content.decode()
    assert 'data-slug="fournir"' in html
    row = html.split('data-slug="fournir"', 1)[1]
    assert 'data-answers="2" data-right="1"' in row.split("</li>", 1)[0]


def test_train_serves_an_exercise_of_the_filtered_theme(client):
    url = reverse("learn:train", args=[GAME, RULESET])
    client.get(url + "?theme=surcouper")
    served = client.get(url + "?go=1")["Location"]
    assert "/surcouper/" in served
    assert client.get(served).status_code == 200
    assert client.get(url + "?theme=nope").status_code == 404
