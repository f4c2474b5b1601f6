"""Trainer views: parse the request, build the exercise from its key, check with the engine."""

from __future__ import annotations

import random
from typing import Any

from django.http import Http404, HttpResponse, HttpResponseBadRequest
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from guard.limits import limited
from guard.redirects import local_redirect
from reference.http import HtmxHttpRequest
from reference.rulebook import active_language, has_source, render_page
from reference.ruleset import TABLE_WORDS, Step
from reference.rulesets import by_document, listed
from trainer import path, versions
from trainer import progress as progress_stats
from trainer.charts import charts
from trainer.exercises import KIND_BY_SLUG, KINDS, build, kinds_for
from trainer.exercises.base import DIFFICULTIES, MAX_SEED, Key
from trainer.flow import Place, respond
from trainer.models import Attempt, ExerciseSet, Mistake, SetItem
from trainer.places import exercise_url, place_of
from trainer.preferences import two_tries, two_tries_set
from trainer.rulesets import RuleSet, get_ruleset
from trainer.services import Recorded, learner_for, path_step_record
from trainer.sets import SET_RULESET, item_exercise
from trainer.versions import seed_token, split_seed


@require_GET
def index(request: HtmxHttpRequest) -> HttpResponse:
    """Every document's rule set with its exercise kinds and the three difficulties, and the
    links to its variants."""
    rulesets = [
        {"ruleset": rs, "kinds": [KINDS[k] for k in kinds_for(rs)], "variants": variants}
        for rs, variants in by_document()
        if kinds_for(rs)
    ]
    context = {"rulesets": rulesets, "difficulties": DIFFICULTIES, "two_tries": two_tries(request)}
    return render(request, "trainer/index.html", context)


@require_GET
def ruleset_page(request: HtmxHttpRequest, game: str, ruleset: str) -> HttpResponse:
    """One rule set (Le Voisin at three, under Variante II…): its kinds and its path."""
    rs = get_ruleset(game, ruleset)
    if rs is None or not kinds_for(rs):
        raise Http404(f"{game}/{ruleset}")
    context = {
        "ruleset": rs,
        "kinds": [KINDS[k] for k in kinds_for(rs)],
        "difficulties": DIFFICULTIES,
        "others": [o for o in listed() if o.document_slug == rs.document_slug and o != rs],
        "table_words": TABLE_WORDS[rs.table] if rs.table else "",
    }
    return render(request, "trainer/ruleset.html", context)


@require_GET
def start(request: HtmxHttpRequest, game: str, ruleset: str, kind: str) -> HttpResponse:
    """A fresh exercise of a kind: a new random seed at the chosen difficulty (default medium)."""
    renamed = _renamed(game, kind)
    if renamed is not None:
        moved = reverse("trainer:start", args=[game, ruleset, KINDS[renamed].slug])
        return redirect(_with_query(request, moved), permanent=True)
    rs, kind_name = _ruleset_and_kind(game, ruleset, kind)
    difficulty = request.GET.get("niveau", "moyen")
    if difficulty not in DIFFICULTIES:
        return HttpResponseBadRequest(render_to_string("errors/400.html", request=request))
    number = random.SystemRandom().randrange(1, MAX_SEED)
    seed = seed_token(versions.current(game, kind_name), number)
    return redirect(exercise_url(Key(game, rs.slug, kind_name, difficulty, seed)))


@limited("answers", "learners")
@require_http_methods(["GET", "POST"])
def exercise(
    request: HtmxHttpRequest, game: str, ruleset: str, kind: str, difficulty: str, seed: str
) -> HttpResponse:
    """Show an exercise; on POST check the answer, record it, and show the engine's verdict."""
    renamed = _renamed(game, kind)
    if renamed is not None:  # a former link: the same exercise at its address now
        moved = exercise_url(Key(game, ruleset, renamed, difficulty, seed))
        return redirect(_with_query(request, moved), permanent=True)
    rs, kind_name = _ruleset_and_kind(game, ruleset, kind)
    if difficulty not in DIFFICULTIES:
        raise Http404(difficulty)
    key = Key(game, rs.slug, kind_name, difficulty, seed)
    version, number = split_seed(seed)
    if version > versions.current(game, kind_name):
        raise Http404(seed)  # a generator that does not exist (yet)
    next_key = Key(*key.as_tuple()[:4], seed_token(version, int(number) % MAX_SEED + 1))
    place = Place(exercise_url(key), exercise_url(next_key))
    return respond(request, build(key, rs), rs, place)


def _renamed(game: str, kind_slug: str) -> str | None:
    """The kind a former slug of ``game`` names now (``versions.RENAMED``), or ``None``."""
    kind = KIND_BY_SLUG.get(kind_slug)
    now = versions.kind_now(game, kind) if kind else None
    return now if now != kind else None


def _with_query(request: HtmxHttpRequest, url: str) -> str:
    query = request.META.get("QUERY_STRING", "")
    return f"{url}?{query}" if query else url


def _ruleset_and_kind(game: str, ruleset: str, kind_slug: str) -> tuple[RuleSet, str]:
    rs = get_ruleset(game, ruleset)
    kind = KIND_BY_SLUG.get(kind_slug)
    if rs is None or kind is None or kind not in kinds_for(rs):
        raise Http404(f"{game}/{ruleset}/{kind_slug}")
    return rs, kind


@require_GET
def progress(request: HtmxHttpRequest) -> HttpResponse:
    """Attempts, accuracy and streak per game and kind; mistakes waiting for review."""
    learner = learner_for(request)
    context = progress_stats.summary(learner) if learner else {"rows": [], "due": 0, "open": 0}
    context["charts"] = charts(learner) if learner else []
    context["two_tries"] = two_tries(request)
    return render(request, "trainer/progress.html", context)


@require_GET
def review(request: HtmxHttpRequest) -> HttpResponse:
    """ "Practise my mistakes": the mistake due first (the oldest first), until answered right
    twice; its page leads back here (``?revoir=1``) until nothing is due."""
    learner = learner_for(request)
    due = (
        Mistake.objects.filter(learner=learner, mastered=False, due__lte=timezone.now())
        .order_by("due", "first_wrong", "id")
        .iterator()
        if learner
        else iter(())
    )
    for mistake in due:
        address = place_of(Key(*mistake.key))
        if address is not None:  # else its exercise is gone (a set removed): the next one
            return redirect(f"{address}?revoir=1")
    return render(request, "trainer/review_empty.html", {"learner": learner})


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
            KINDS[item.case["kind"]].title if item.case["kind"] in KINDS else item.case["kind"],
            done.get(f"{name}:{item.position}"),
        )
        for item in items
    ]
    return render(request, "trainer/set.html", {"set": exercise_set, "rows": rows})


@limited("answers", "learners")
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


@require_GET
def path_index(request: HtmxHttpRequest, game: str, ruleset: str) -> HttpResponse:
    """The guided path of a rule set: its steps, which are open, passed, and how far along."""
    rs = get_ruleset(game, ruleset)
    if rs is None:
        raise Http404(f"{game}/{ruleset}")
    steps = path.steps_for(rs)
    progress = path.progress_of(learner_for(request), rs)
    opened = path.unlocked(steps, progress)
    rows = [(step, progress.get(step.slug), step.slug in opened) for step in steps]
    context = {
        "ruleset": rs,
        "rows": rows,
        "mark": path.PASS_MARK,
        "total": path.EXERCISES_PER_ROUND,
    }
    return render(request, "trainer/path.html", context)


@limited("answers", "learners")
@require_http_methods(["GET", "POST"])
def path_step(request: HtmxHttpRequest, game: str, ruleset: str, step: str) -> HttpResponse:
    """A step: the rule page's explanation, then its ten exercises one after the other."""
    rs = get_ruleset(game, ruleset)
    steps = path.steps_for(rs) if rs else ()
    current = next((s for s in steps if s.slug == step), None)
    if rs is None or current is None:
        raise Http404(f"{game}/{ruleset}/{step}")
    learner = learner_for(request)
    progress = path.progress_of(learner, rs)
    if current.slug not in path.unlocked(steps, progress):
        return redirect("trainer:path", game, ruleset)
    row = progress.get(current.slug)
    round_, answered = (row.round, row.answered) if row else (0, 0)
    # the verdict on the last answer, or its second try, is about the exercise just answered
    replay = "reponse" in request.GET or request.POST.get("essai") == "2"
    retry_note = ""
    if row is not None and row.passed and not replay:
        return render(request, "trainer/path_done.html", _path_done(rs, steps, current, row))
    if answered >= path.EXERCISES_PER_ROUND and not replay:
        # the round ended below the mark: a new round of ten new exercises
        round_, index = round_ + 1, 0
        retry_note = _path_retry_note(answered, row.right if row else 0)
    else:
        index = answered - 1 if replay and answered else answered
    ex = path.step_exercise(rs, current, round_, index % path.EXERCISES_PER_ROUND)
    here = reverse("trainer:path-step", args=[game, ruleset, step])
    page = (
        render_page(rs.document.slug, active_language()) if has_source(rs.document.slug) else None
    )

    def count(recorded: Recorded) -> None:
        path_step_record(
            learner=recorded.attempt.learner,
            game=rs.game,
            ruleset=rs.slug,
            step=current.slug,
            correct=recorded.attempt.correct,
            needed=path.PASS_MARK,
            total=path.EXERCISES_PER_ROUND,
        )

    extra = {
        "path_step": current,
        "path_position": index + 1,
        "path_total": path.EXERCISES_PER_ROUND,
        "path_intro": page.section_intro(current.section) if page else "",
        "path_section": current.section,
        "path_note": retry_note,
    }
    heading = f"{current.title} — {index + 1}/{path.EXERCISES_PER_ROUND}"
    return respond(
        request, ex, rs, Place(here, here, heading=heading, extra=extra, after_answer=count)
    )


@limited("answers", "learners")
@require_http_methods(["GET", "POST"])
def path_exercise(
    request: HtmxHttpRequest, game: str, ruleset: str, step: str, round_: int, index: int
) -> HttpResponse:
    """One exercise of a step, by its place in its round: where « Revoir mes erreurs » serves a
    mistake made on the path. Answers here are reviews; they do not move the path on."""
    rs = get_ruleset(game, ruleset)
    current = next((s for s in path.steps_for(rs) if s.slug == step), None) if rs else None
    if rs is None or current is None or index >= path.EXERCISES_PER_ROUND:
        raise Http404(f"{game}/{ruleset}/{step}/{round_}/{index}")
    ex = path.step_exercise(rs, current, round_, index)
    here = reverse("trainer:path-exercise", args=[game, ruleset, step, round_, index])
    after = reverse("trainer:review")
    return respond(request, ex, rs, Place(here, after, heading=str(current.title)))


def _path_done(rs: RuleSet, steps: tuple[Step, ...], current: Step, row: Any) -> dict[str, Any]:
    following = steps[steps.index(current) + 1] if current != steps[-1] else None
    return {
        "ruleset": rs,
        "step": current,
        "row": row,
        "next_step": following,
        "mark": path.PASS_MARK,
    }


@require_POST
def preferences(request: HtmxHttpRequest) -> HttpResponse:
    """The learner's settings (« deux essais »), then back to the page they came from."""
    two_tries_set(request, request.POST.get("essais") == "2")
    return local_redirect(request, request.POST.get("suite", ""), reverse("trainer:index"))


def _path_retry_note(answered: int, right: int) -> str:
    return gettext(
        "Série précédente : %(right)d sur %(total)d. Il en faut %(mark)d : "
        "voici dix nouveaux exercices."
    ) % {
        "right": right,
        "total": answered,
        "mark": path.PASS_MARK,
    }
