"""Views of « Apprendre »: a rule set's lessons, a lesson (its rule whole, two worked
examples, practice where a mistake comes back), « S'entraîner » near the learner's level,
« Mes progrès » by theme. Answers go through the trainer's answer flow (``trainer.flow``)."""

from __future__ import annotations

import random
from typing import Any

from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from guard.limits import limited
from learn import catalogue, choose
from learn import lesson as lesson_state
from learn import progress as progress_figures
from learn.catalogue import PRACTICE, Lesson
from learn.keys import theme_url
from learn.rulebox import section_html
from reference.games import words
from reference.games.seating import AT_TABLE_WORDS, at_tables
from reference.http import HtmxHttpRequest
from reference.rulebook import active_language
from trainer.exercises import KIND_BY_SLUG, KINDS, build, kinds_for
from trainer.exercises.base import DIFFICULTIES, Key
from trainer.flow import Place, respond, worked
from trainer.rulesets import RuleSet, get_ruleset
from trainer.services import Recorded, learner_for

FILTER_KEY = "learn_theme"
"""The session's theme filter of « S'entraîner », per rule set."""


def _lesson(game: str, ruleset: str, theme: str) -> Lesson:
    found = catalogue.lesson_of(game, ruleset, theme)
    if found is None:
        raise Http404(f"{game}/{ruleset}/{theme}")
    return found


def _ruleset(game: str, ruleset: str) -> RuleSet:
    rs = get_ruleset(game, ruleset)
    if rs is None or not catalogue.lessons(game, ruleset):
        raise Http404(f"{game}/{ruleset}")
    return rs


def _bar(lesson: Lesson, stage: int, solved: int = 0) -> dict[str, Any]:
    """The lesson's progress bar: the rule, two examples, then each exercise answered right."""
    total = 3 + PRACTICE
    return {
        "place_header": "learn/_bar.html",
        "lesson": lesson,
        "bar_value": min(total, stage + solved),
        "bar_total": total,
    }


@require_GET
def path_index(request: HtmxHttpRequest, game: str, ruleset: str) -> HttpResponse:
    """A rule set's lessons in order, each with the learner's state in it."""
    rs = _ruleset(game, ruleset)
    learner = learner_for(request)
    rows = [(x, lesson_state.state_of(learner, x)) for x in catalogue.lessons(game, ruleset)]
    name = words(game).under(rs.rules).theme_name
    absent = [(name(t.slug), at_tables(tables)) for t, tables in catalogue.absent(game, ruleset)]
    context = {"ruleset": rs, "rows": rows, "absent": absent, "table": _table_words(rs.table)}
    return render(request, "learn/path.html", context)


def _table_words(table: str | None) -> str:
    """Where a rule set played at one table plays, as a sentence says it ("" for several)."""
    return "" if table is None else str(AT_TABLE_WORDS[table])


@require_GET
def begin(request: HtmxHttpRequest, game: str, ruleset: str) -> HttpResponse:
    """« Commencer »: the first lesson the learner has not finished."""
    _ruleset(game, ruleset)
    learner = learner_for(request)
    path = catalogue.lessons(game, ruleset)
    for x in path:
        state = lesson_state.state_of(learner, x)
        if state is None or not state.done:
            return redirect("learn:lesson", game, ruleset, x.slug)
    return redirect("learn:path", game, ruleset)


@require_GET
def lesson(request: HtmxHttpRequest, game: str, ruleset: str, theme: str) -> HttpResponse:
    """A lesson's first screen: its rule, whole, from the rule page."""
    found = _lesson(game, ruleset, theme)
    rs = found.ruleset
    context = {
        "ruleset": rs,
        "lesson": found,
        "count": len(catalogue.lessons(game, ruleset)),
        "rule": section_html(rs.document.slug, active_language(), found.theme.section),
        "rule_page": reverse("reference:document", args=[rs.document.slug]),
        "practice": PRACTICE,
        "table": _table_words(found.table),
        **_bar(found, 0),
    }
    return render(request, "learn/lesson.html", context)


@require_GET
def example(
    request: HtmxHttpRequest, game: str, ruleset: str, theme: str, number: int
) -> HttpResponse:
    """Worked example 1 or 2: an exercise of the theme with its answer on the cards."""
    found = _lesson(game, ruleset, theme)
    if number not in (1, 2):
        raise Http404(str(number))
    ex = build(found.example_key(number - 1), found.ruleset)
    here = reverse("learn:example", args=[game, ruleset, theme, number])
    after = (
        reverse("learn:example", args=[game, ruleset, theme, 2])
        if number == 1
        else reverse("learn:practice", args=[game, ruleset, theme])
    )
    heading = f"{found.name} — {_example_title(number)}"
    place = Place(here, after, heading=heading, extra=_bar(found, number), second_try=False)
    return worked(request, ex, found.ruleset, place)


def _example_title(number: int) -> str:
    return gettext("exemple %(n)d sur 2") % {"n": number}


@limited("answers", "learners")
@require_http_methods(["GET", "POST"])
def practice(request: HtmxHttpRequest, game: str, ruleset: str, theme: str) -> HttpResponse:
    """The lesson's exercises one by one; a missed one comes back before the lesson ends."""
    found = _lesson(game, ruleset, theme)
    learner = learner_for(request)
    state = lesson_state.state_of(learner, found)
    # the verdict on the last answer is about the exercise just answered
    replay = "reponse" in request.GET
    if state is not None and state.done and not replay:
        return redirect("learn:done", game, ruleset, theme)
    queue = lesson_state.queue_of(state)
    index = state.last if replay and state is not None else queue[0]
    ex = build(found.exercise_key(index), found.ruleset)
    here = reverse("learn:practice", args=[game, ruleset, theme])

    def count(recorded: Recorded) -> None:
        lesson_state.lesson_record(
            learner=recorded.attempt.learner,
            lesson=found,
            index=index,
            correct=recorded.attempt.correct,
        )

    extra = _bar(found, 3, lesson_state.solved(state))
    heading = str(found.name)
    place = Place(here, here, heading=heading, extra=extra, after_answer=count, second_try=False)
    return respond(request, ex, found.ruleset, place)


@require_GET
def done(request: HtmxHttpRequest, game: str, ruleset: str, theme: str) -> HttpResponse:
    """The lesson's end: how it went, the next lesson, a deal at the table."""
    found = _lesson(game, ruleset, theme)
    state = lesson_state.state_of(learner_for(request), found)
    if state is None or not state.done:
        return redirect("learn:lesson", game, ruleset, theme)
    context = {
        "ruleset": found.ruleset,
        "lesson": found,
        "state": state,
        "next_lesson": catalogue.following(found),
        "table_url": reverse("table:new", args=[found.ruleset.document.slug]),
    }
    return render(request, "learn/done.html", context)


@require_POST
def restart(request: HtmxHttpRequest, game: str, ruleset: str, theme: str) -> HttpResponse:
    """Start a finished lesson over."""
    found = _lesson(game, ruleset, theme)
    learner = learner_for(request)
    if learner is not None:
        lesson_state.lesson_restart(learner=learner, lesson=found)
    return redirect("learn:lesson", game, ruleset, theme)


@limited("answers", "learners")
@require_http_methods(["GET", "POST"])
def exercise(
    request: HtmxHttpRequest, game: str, ruleset: str, theme: str, kind: str, level: str, seed: str
) -> HttpResponse:
    """An exercise drawn for a theme, at its stable URL; the next one is chosen for the learner."""
    kind_name = KIND_BY_SLUG.get(kind)
    if kind_name is None or level not in DIFFICULTIES:
        raise Http404(f"{kind}/{level}")
    key = Key(game, ruleset, kind_name, level, f"{theme}:{seed}")
    here = theme_url(key)
    found = catalogue.former_lesson(game, ruleset, theme)
    if here is None or found is None:
        raise Http404(seed)
    if key.kind != kind_name:  # a former link of a renamed kind: the same exercise, moved
        return redirect(here, permanent=True)
    after = reverse("learn:train", args=[game, ruleset]) + "?go=1"
    place = Place(here, after, heading=str(found.name))
    return respond(request, build(key, found.ruleset), found.ruleset, place)


@require_GET
def train(request: HtmxHttpRequest, game: str, ruleset: str) -> HttpResponse:
    """« S'entraîner »: ``?go=1`` serves the next exercise near the learner's level; the page
    itself offers the theme filter (``?theme=``, remembered for the session, empty for every
    theme) and the fixed levels of each kind."""
    rs = _ruleset(game, ruleset)
    path = catalogue.lessons(game, ruleset)
    slugs = {x.slug for x in path}
    store = f"{FILTER_KEY}:{game}/{ruleset}"
    if "theme" in request.GET:
        asked = request.GET["theme"]
        if asked and asked not in slugs:
            raise Http404(asked)
        request.session[store] = asked
    theme = str(request.session.get(store, ""))
    theme = theme if theme in slugs else ""
    if request.GET.get("go") == "1":
        key, _review = choose.next_exercise(learner_for(request), rs, theme, random.SystemRandom())
        return redirect(theme_url(key) or reverse("learn:path", args=[game, ruleset]))
    kinds = [(KINDS[k].slug, KINDS[k].title) for k in kinds_for(rs)]
    context = {
        "ruleset": rs,
        "lessons": path,
        "theme": theme,
        "kinds": kinds,
        "difficulties": DIFFICULTIES,
    }
    return render(request, "learn/train.html", context)


@require_GET
def progress(request: HtmxHttpRequest) -> HttpResponse:
    """« Mes progrès » by theme and by kind, rule set by rule set."""
    learner = learner_for(request)
    figures = progress_figures.by_theme(learner) if learner else []
    return render(request, "learn/progress.html", {"figures": figures})
