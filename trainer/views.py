"""Trainer views: parse the request, build the exercise from its key, check with the engine."""

from __future__ import annotations

import random

from django.http import Http404, HttpResponse, HttpResponseBadRequest
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_http_methods

from reference.practice import KIND_BY_SLUG, KINDS
from trainer import progress as progress_stats
from trainer.exercises import build, kinds_for
from trainer.exercises.base import DIFFICULTIES, MAX_SEED, Key
from trainer.flow import HtmxHttpRequest, Place, respond
from trainer.models import Attempt, ExerciseSet, Mistake, SetItem
from trainer.rulesets import RULESETS, RuleSet, get_ruleset
from trainer.services import learner_for
from trainer.sets import SET_RULESET, item_exercise


@require_GET
def index(request: HtmxHttpRequest) -> HttpResponse:
    """Every rule set with its exercise kinds and the three difficulties."""
    rulesets = [
        {"ruleset": rs, "kinds": [(k, KINDS[k][0], KINDS[k][1]) for k in kinds_for(rs)]}
        for rs in RULESETS.values()
        if kinds_for(rs)
    ]
    return render(
        request, "trainer/index.html", {"rulesets": rulesets, "difficulties": DIFFICULTIES}
    )


@require_GET
def start(request: HtmxHttpRequest, game: str, ruleset: str, kind: str) -> HttpResponse:
    """A fresh exercise of a kind: a new random seed at the chosen difficulty (default medium)."""
    rs, kind_name = _ruleset_and_kind(game, ruleset, kind)
    difficulty = request.GET.get("niveau", "moyen")
    if difficulty not in DIFFICULTIES:
        return HttpResponseBadRequest(render_to_string("errors/400.html", request=request))
    seed = random.SystemRandom().randrange(1, MAX_SEED)
    return redirect(_exercise_url(Key(game, rs.slug, kind_name, difficulty, str(seed))))


@require_http_methods(["GET", "POST"])
def exercise(
    request: HtmxHttpRequest, game: str, ruleset: str, kind: str, difficulty: str, seed: str
) -> HttpResponse:
    """Show an exercise; on POST check the answer, record it, and show the engine's verdict."""
    rs, kind_name = _ruleset_and_kind(game, ruleset, kind)
    if difficulty not in DIFFICULTIES:
        raise Http404(difficulty)
    key = Key(game, rs.slug, kind_name, difficulty, seed)
    next_key = Key(*key.as_tuple()[:4], str(int(seed) % MAX_SEED + 1))
    place = Place(_exercise_url(key), _exercise_url(next_key))
    return respond(request, build(key, rs), rs, place)


def _ruleset_and_kind(game: str, ruleset: str, kind_slug: str) -> tuple[RuleSet, str]:
    rs = get_ruleset(game, ruleset)
    kind = KIND_BY_SLUG.get(kind_slug)
    if rs is None or kind is None or kind not in kinds_for(rs):
        raise Http404(f"{game}/{ruleset}/{kind_slug}")
    return rs, kind


def _exercise_url(key: Key) -> str:
    game, ruleset, kind, difficulty, seed = key.as_tuple()
    return reverse("trainer:exercise", args=[game, ruleset, KINDS[kind][0], difficulty, seed])


@require_GET
def progress(request: HtmxHttpRequest) -> HttpResponse:
    """Attempts, accuracy and streak per game and kind; mistakes waiting for review."""
    learner = learner_for(request)
    context = progress_stats.summary(learner) if learner else {"rows": [], "due": 0, "open": 0}
    return render(request, "trainer/progress.html", context)


@require_GET
def review(request: HtmxHttpRequest) -> HttpResponse:
    """ "Practise my mistakes": the oldest mistake that is due, until answered right twice."""
    learner = learner_for(request)
    mistake = (
        Mistake.objects.filter(learner=learner, mastered=False, due__lte=timezone.now())
        .order_by("first_wrong")
        .first()
        if learner
        else None
    )
    if mistake is None:
        return render(request, "trainer/review_empty.html", {"learner": learner})
    return redirect(_exercise_url(Key(*mistake.key)))


@require_GET
def set_index(request: HtmxHttpRequest, name: str) -> HttpResponse:
    """A teacher's set: its exercises in order, with the learner's results so far."""
    exercise_set = get_object_or_404(ExerciseSet, name=name)
    items = list(exercise_set.items.all())
    learner = learner_for(request)
    done = {}
    if learner is not None:
        seeds = [f"{name}:{item.position}" for item in items]
        for seed, correct in Attempt.objects.filter(
            learner=learner, review=False, ruleset=SET_RULESET, seed__in=seeds
        ).values_list("seed", "correct"):
            done[seed] = correct
    rows = [
        (
            item,
            KINDS.get(item.case["kind"], ("", item.case["kind"]))[1],
            done.get(f"{name}:{item.position}"),
        )
        for item in items
    ]
    return render(request, "trainer/set.html", {"set": exercise_set, "rows": rows})


@require_http_methods(["GET", "POST"])
def set_item(request: HtmxHttpRequest, name: str, position: int) -> HttpResponse:
    """One exercise of a teacher's set, checked by the engine like any other."""
    item = get_object_or_404(SetItem, exercise_set__name=name, position=position)
    ex, rs = item_exercise(item)
    count = item.exercise_set.items.count()
    here = reverse("trainer:set-item", args=[name, position])
    after = (
        reverse("trainer:set-item", args=[name, position + 1])
        if position < count
        else reverse("trainer:set", args=[name])
    )
    heading = f"{item.exercise_set.title} — {position}/{count}"
    extra = {"set_title": item.exercise_set.title, "note": item.case.get("note", "")}
    return respond(request, ex, rs, Place(here, after, heading=heading, extra=extra))
