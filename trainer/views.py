"""Trainer views: parse the request, build the exercise from its key, check with the engine."""

from __future__ import annotations

import random
import time
from typing import Any

from django.core import signing
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseBadRequest
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_GET, require_http_methods
from django_htmx.middleware import HtmxDetails

from reference.practice import KIND_BY_SLUG, KINDS
from trainer import progress as progress_stats
from trainer.exercises import KIND_MODULES, build, kinds_for
from trainer.exercises.base import DIFFICULTIES, MAX_SEED, AnswerError, Exercise, Feedback, Key
from trainer.models import Attempt, Mistake
from trainer.rulesets import RULESETS, RuleSet, get_ruleset
from trainer.services import attempt_record, learner_for, learner_get_or_create

SHOWN_SALT = "trainer.exercise.shown"
SHOWN_MAX_AGE = 24 * 3600


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails


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
    ex = build(Key(game, rs.slug, kind_name, difficulty, seed), rs)
    if request.method == "POST":
        return _answer(request, ex, rs)
    context = _context(request, ex, rs)
    shown = request.GET.get("reponse", "")
    if shown.isdigit():
        context |= _replay_feedback(request, ex, int(shown))
    return render(request, "trainer/exercise.html", context)


def _answer(request: HtmxHttpRequest, ex: Exercise, rs: RuleSet) -> HttpResponse:
    module = KIND_MODULES[ex.key.kind]
    try:
        elapsed = _elapsed_ms(request.POST.get("shown", ""))
        answer = module.parse(ex, request.POST)
    except AnswerError as error:
        return _render_answer_error(request, ex, rs, str(error))
    except signing.BadSignature:
        return _render_answer_error(request, ex, rs, "", status=400, forged=True)
    feedback = module.check(ex, answer)
    learner = learner_get_or_create(request=request)
    recorded = attempt_record(
        learner=learner,
        key=ex.key.as_tuple(),
        answer=answer,
        correct=feedback.correct,
        time_taken_ms=elapsed,
    )
    if not request.htmx:
        return redirect(f"{_exercise_url(ex.key)}?reponse={recorded.attempt.pk}")
    context = _context(request, ex, rs) | {
        "feedback": feedback,
        "answer": answer,
        "counted": recorded.counted,
    }
    return render(request, "trainer/exercise.html#answer-panel", context)


def _render_answer_error(
    request: HtmxHttpRequest,
    ex: Exercise,
    rs: RuleSet,
    message: str,
    *,
    status: int = 400,
    forged: bool = False,
) -> HttpResponse:
    if forged:
        return HttpResponseBadRequest(render_to_string("errors/400.html", request=request))
    context = _context(request, ex, rs) | {"error": message}
    template = "trainer/exercise.html#answer-panel" if request.htmx else "trainer/exercise.html"
    return render(request, template, context, status=status)


def _replay_feedback(request: HtmxHttpRequest, ex: Exercise, attempt_id: int) -> dict[str, Any]:
    """After a plain-form answer (Post/Redirect/Get), the verdict on the learner's own attempt."""
    learner = learner_for(request)
    attempt = Attempt.objects.filter(pk=attempt_id, learner=learner).first() if learner else None
    if attempt is None or attempt.key != ex.key.as_tuple():
        return {}
    feedback: Feedback = KIND_MODULES[ex.key.kind].check(ex, _stored(attempt.answer))
    return {"feedback": feedback, "answer": _stored(attempt.answer), "counted": not attempt.review}


def _stored(answer: Any) -> Any:
    return answer


def _context(request: HtmxHttpRequest, ex: Exercise, rs: RuleSet) -> dict[str, Any]:
    module = KIND_MODULES[ex.key.kind]
    learner = learner_for(request)
    answered = (
        learner is not None
        and Attempt.objects.filter(learner=learner, review=False, **_fields(ex.key)).exists()
    )
    reviewing = (
        learner is not None
        and Mistake.objects.filter(learner=learner, mastered=False, **_fields(ex.key)).exists()
    )
    next_key = Key(*ex.key.as_tuple()[:4], str(int(ex.key.seed) % MAX_SEED + 1))
    return {
        "exercise": ex,
        "ruleset": rs,
        "kind_title": KINDS[ex.key.kind][1],
        "kind_template": module.TEMPLATE,
        "prompt": module.prompt(ex),
        "show": ex.show,
        "difficulty_title": DIFFICULTIES[ex.key.difficulty],
        "url": _exercise_url(ex.key),
        "next_url": _exercise_url(next_key),
        "shown": signing.dumps({"t": time.time()}, salt=SHOWN_SALT),
        "already_answered": answered,
        "reviewing": reviewing,
        "rule_page": reverse("reference:document", args=[rs.document.slug]),
    }


def _elapsed_ms(token: str) -> int | None:
    if not token:
        return None
    data = signing.loads(token, salt=SHOWN_SALT, max_age=SHOWN_MAX_AGE)
    elapsed = time.time() - float(data["t"])
    return max(0, int(elapsed * 1000))


def _fields(key: Key) -> dict[str, str]:
    game, ruleset, kind, difficulty, seed = key.as_tuple()
    return {"game": game, "ruleset": ruleset, "kind": kind, "difficulty": difficulty, "seed": seed}


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
