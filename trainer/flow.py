"""The answer flow every exercise page shares (free practice, teachers' sets, the guided path):
show the exercise, read and check an answer, record it, show the engine's verdict.

Plain form posts redirect to the exercise with ``?reponse=<attempt>`` (Post/Redirect/Get);
htmx posts get the exercise's form back, judged (or with its error: status 422, which the
page's htmx configuration swaps in). With the learner's « deux essais » setting, a first wrong
answer is kept and a second try is offered before the answer is shown. The same form sent
twice (a double click) is one answer. An exercise served from « Revoir mes erreurs »
(``?revoir=1``) leads on to the next mistake.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.core import signing
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, QueryDict
from django.middleware.csrf import get_token
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.crypto import salted_hmac
from django.utils.translation import gettext

from guard.limits import allows
from guard.views import refusal_text, too_many
from reference.http import HtmxHttpRequest
from reference.templatetags.links import document_url
from trainer.exercises import KINDS
from trainer.exercises.base import DIFFICULTIES, AnswerError, Exercise, Feedback
from trainer.models import Attempt, Mistake
from trainer.parsing import Unreadable, read_id
from trainer.preferences import two_tries
from trainer.ratelimit import answer_allowed
from trainer.rulesets import RuleSet
from trainer.services import (
    Recorded,
    attempt_record,
    learner_for,
    learner_get_or_create,
    learner_id_for,
)
from trainer.table import table_of

SHOWN_SALT = "trainer.exercise.shown"
#: How long a page's timer token measures the answer time; an answer after that is kept, its
#: time is not (nobody thinks about one exercise for an hour).
SHOWN_MAX_AGE = 3600
PARTIAL = "trainer/exercise.html#exercise"


@dataclass
class Place:
    """Where an exercise stands: its own URL, the next one, and what else the page says."""

    url: str
    next_url: str
    heading: str = ""
    extra: dict[str, Any] = field(default_factory=dict)
    after_answer: Callable[[Recorded], None] | None = None
    """Called once an answer is recorded (the guided path counts its steps with it)."""
    second_try: bool = True
    """Whether the learner's « deux essais » setting may offer a second try here (not where
    the first answer is final)."""
    in_review: bool = False
    """Served from « Revoir mes erreurs »: the next exercise is the next mistake."""
    held: Callable[[HtmxHttpRequest], HttpResponse] | None = None
    """The verdict waits for someone else to reveal it (a class's « En direct »): once the
    answer is recorded, the page this gives instead of the feedback."""

    @property
    def query(self) -> str:
        """What the page's own links carry along (``&revoir=1`` in the review queue)."""
        return "&revoir=1" if self.in_review else ""


def respond(request: HtmxHttpRequest, ex: Exercise, rs: RuleSet, place: Place) -> HttpResponse:
    """GET shows the exercise (with the verdict after a plain post); POST checks an answer."""
    if request.GET.get("revoir") == "1":
        place.in_review = True
        place.next_url = reverse("trainer:review")
    if request.method == "POST":
        return _answer(request, ex, rs, place)
    context = _context(request, ex, rs, place)
    if "reponse" in request.GET:
        try:
            attempt_id = read_id(request.GET["reponse"])
        except Unreadable:
            return HttpResponseBadRequest(render_to_string("errors/400.html", request=request))
        asked = place.second_try and request.GET.get("essai") == "1"
        context |= _replay_feedback(request, ex, attempt_id, asked)
    return render(request, "trainer/exercise.html", context)


def worked(request: HtmxHttpRequest, ex: Exercise, rs: RuleSet, place: Place) -> HttpResponse:
    """The exercise shown answered right, its marks on the cards and the engine's reasons
    under it (a lesson's worked example): nothing is asked, nothing recorded."""
    kind = KINDS[ex.key.kind]
    right, _wrong = kind.right_and_wrong(ex)
    data = QueryDict(mutable=True)
    for name, value in right.items():
        data.setlist(name, [str(v) for v in value] if isinstance(value, list) else [str(value)])
    answer = kind.parse(ex, data)
    judged = _judged(kind.check(ex, answer), answer, counted=True, retry=False)
    context = _context(request, ex, rs, place) | judged | {"worked": True}
    return render(request, "trainer/exercise.html", context)


def _answer(request: HtmxHttpRequest, ex: Exercise, rs: RuleSet, place: Place) -> HttpResponse:
    kind = KINDS[ex.key.kind]
    if not allows(request, "answers"):
        return _refused(request, ex, rs, place, "answers")
    token = request.POST.get("shown", "")
    try:
        elapsed = _elapsed_ms(request, ex, token)
    except signing.BadSignature:
        return HttpResponseBadRequest(render_to_string("errors/400.html", request=request))
    try:
        answer = kind.parse(ex, request.POST)
    except AnswerError as error:
        context = _context(request, ex, rs, place) | {"error": str(error)}
        if request.htmx:
            return render(request, PARTIAL, context, status=422)
        return render(request, "trainer/exercise.html", context, status=400)
    known = learner_for(request)
    if known is None and not allows(request, "learners"):
        return _refused(request, ex, rs, place, "learners")  # and no learner is created
    learner = learner_get_or_create(request=request, known=known)
    if not answer_allowed(learner):
        return _too_many(request, ex, rs, place)
    second_try = request.POST.get("essai") == "2"
    feedback = kind.check(ex, answer)
    recorded = attempt_record(
        learner=learner,
        key=ex.filed_key.as_tuple(),
        answer=answer,
        correct=feedback.correct,
        time_taken_ms=elapsed,
        page=_page(token, second_try),
        retry=second_try,
    )
    if recorded.duplicate:  # the same form sent again: show what the first one got
        answer = recorded.attempt.answer
        feedback = kind.check(ex, answer)
    elif place.after_answer is not None and not second_try:
        place.after_answer(recorded)
    if place.held is not None:
        return place.held(request)
    retry = place.second_try and _offers_retry(request, feedback, second_try)
    if not request.htmx:
        again = "&essai=1" if retry else ""
        return redirect(f"{place.url}?reponse={recorded.attempt.pk}{again}{place.query}")
    standing = (True, recorded.reviewing) if recorded.reviewing is not None else None
    context = _context(request, ex, rs, place, standing) | _judged(
        feedback, answer, recorded.counted, retry, recorded.duplicate
    )
    return render(request, PARTIAL, context)


def _offers_retry(request: HttpRequest, feedback: Feedback, tried: bool) -> bool:
    """A second try instead of the verdict: the learner's setting, a first wrong answer."""
    return not feedback.correct and not tried and two_tries(request)


def _judged(
    feedback: Feedback, answer: Any, counted: bool, retry: bool, duplicate: bool = False
) -> dict[str, Any]:
    """The context of a judged exercise: its verdict, or the second try it earned."""
    if retry:
        return {"retry": True, "answer": answer}
    return {
        "feedback": feedback,
        "answer": answer,
        "counted": counted,
        "marks": feedback.marks,
        "duplicate": duplicate,
    }


def _page(token: str, second_try: bool) -> str:
    """The digest of the page and try an answer comes from ("" without a timer token)."""
    if not token:
        return ""
    return salted_hmac(SHOWN_SALT, f"{token}|{int(second_try)}", algorithm="sha256").hexdigest()[
        :32
    ]


def _too_many(request: HtmxHttpRequest, ex: Exercise, rs: RuleSet, place: Place) -> HttpResponse:
    """429: the learner answers faster than the limit; nothing is recorded."""
    limit = {"limit": settings.ANSWERS_PER_MINUTE}
    if request.htmx:
        message = (
            gettext(
                "Trop de réponses en une minute (au plus %(limit)d) : patientez un instant, "
                "puis validez de nouveau."
            )
            % limit
        )
        context = _context(request, ex, rs, place) | {"error": message}
        return render(request, PARTIAL, context, status=429)
    return render(request, "errors/429.html", limit, status=429)


def _refused(
    request: HtmxHttpRequest, ex: Exercise, rs: RuleSet, place: Place, limit: str
) -> HttpResponse:
    """429: a limit per client address refuses the answer; nothing is recorded."""
    if not request.htmx:
        return too_many(request, limit)
    context = _context(request, ex, rs, place) | {"error": refusal_text(limit)}
    return render(request, PARTIAL, context, status=429)


def _replay_feedback(
    request: HtmxHttpRequest, ex: Exercise, attempt_id: int, retry_asked: bool
) -> dict[str, Any]:
    """After a plain-form answer, the verdict on the learner's own attempt (no one else's), or
    the second try it earned."""
    learner = learner_for(request)
    attempt = Attempt.objects.filter(pk=attempt_id, learner=learner).first() if learner else None
    if attempt is None or attempt.key != ex.filed_key.as_tuple():
        return {}
    feedback: Feedback = KINDS[ex.key.kind].check(ex, attempt.answer)
    retry = retry_asked and _offers_retry(request, feedback, False)
    return _judged(feedback, attempt.answer, not attempt.review, retry)


def _context(
    request: HtmxHttpRequest,
    ex: Exercise,
    rs: RuleSet,
    place: Place,
    standing: tuple[bool, bool] | None = None,
) -> dict[str, Any]:
    kind = KINDS[ex.key.kind]
    answered, reviewing = standing or _standing(request, ex)
    prompt = kind.prompt(ex)
    return {
        "exercise": ex,
        "ruleset": rs,
        "kind_title": place.heading or kind.title,
        "kind_template": kind.template,
        "prompt": prompt,
        "prompt_line": kind.prompt_line,
        "choices": kind.choice_count(prompt),
        "table": table_of(ex),
        "show": ex.show,
        "difficulty_title": DIFFICULTIES.get(ex.key.difficulty, ""),
        "url": place.url,
        "post_url": place.url + ("?revoir=1" if place.in_review else ""),
        "next_url": place.next_url,
        "in_review": place.in_review,
        "shown": _shown_token(request, ex),
        "already_answered": answered,
        "reviewing": reviewing,
        "rule_page": document_url(rs.document.slug),
        **place.extra,
    }


def _standing(request: HttpRequest, ex: Exercise) -> tuple[bool, bool]:
    """Whether the learner has answered this exercise, and whether it is a mistake under
    review (which it can only be once answered)."""
    learner = learner_id_for(request)
    if learner is None:
        return False, False
    fields = dict(
        zip(("game", "ruleset", "kind", "difficulty", "seed"), ex.filed_key.as_tuple(), strict=True)
    )
    if not Attempt.objects.filter(learner_id=learner, review=False, **fields).exists():
        return False, False
    return True, Mistake.objects.filter(learner_id=learner, mastered=False, **fields).exists()


def _shown_token(request: HttpRequest, ex: Exercise) -> str:
    """A signed record of when this browser was shown this exercise (read by ``_elapsed_ms``)."""
    payload = {"t": time.time(), "k": "/".join(ex.key.as_tuple()), "b": _browser(request)}
    return signing.dumps(payload, salt=SHOWN_SALT)


def _elapsed_ms(request: HttpRequest, ex: Exercise, token: str) -> int | None:
    """Milliseconds since the page was shown, if the token is this browser's and fresh.

    A forged token or one shown for another exercise raises ``BadSignature`` (refused: no page
    sends it); one from another browser or session, or older than ``SHOWN_MAX_AGE``, gives no
    time and the answer is kept without it.
    """
    if not token:
        return None
    data = signing.loads(token, salt=SHOWN_SALT)
    if data.get("k") != "/".join(ex.key.as_tuple()):
        raise signing.BadSignature("a timer token of another exercise")
    age = time.time() - float(data["t"])
    if data.get("b") != _browser(request) or not 0 <= age <= SHOWN_MAX_AGE:
        return None
    return int(age * 1000)


def _browser(request: HttpRequest) -> str:
    """A keyed digest of this browser's CSRF secret (the exercise form needs the CSRF cookie
    anyway, and it stays the same from the first page to the first answer)."""
    get_token(request)
    secret = request.META.get("CSRF_COOKIE", "")
    return salted_hmac(SHOWN_SALT, secret, algorithm="sha256").hexdigest()[:20]
