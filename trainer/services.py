"""Everything the trainer writes to the database (style.md #10): keyword-only, typed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, cast

from django.db import IntegrityError, transaction
from django.db.models import Q
from django.http import HttpRequest
from django.utils import timezone

from trainer.models import Attempt, Learner, Mistake, PathStep

SESSION_KEY = "atout_learner"
#: Where a request keeps its learner once looked up.
LEARNER_ATTRIBUTE = "_atout_learner"
MISSING = object()
#: After a wrong answer, then after each right one, how long until the exercise comes back.
REVIEW_DELAYS = (timedelta(minutes=0), timedelta(minutes=10), timedelta(days=1))
#: Other apps' rows of a learner (« Apprendre »'s lessons and ratings): each moves a session's
#: learner's rows into the account's at log-in, before the session's learner is deleted.
#: Filled at start-up.
LEARNER_MERGERS: list[Callable[..., None]] = []


@dataclass(frozen=True)
class Recorded:
    """What recording an answer did."""

    attempt: Attempt
    counted: bool
    """False when the exercise had been answered before (the answer is kept, not counted)."""
    duplicate: bool = False
    """True when the same page had already sent this answer (a double click): nothing new was
    stored, ``attempt`` is the first one."""
    reviewing: bool | None = None
    """Whether the exercise is now a mistake under review (``None``: not looked at)."""


def learner_for(request: HttpRequest) -> Learner | None:
    """The learner of this session (or of the signed-in user), without creating one; looked up
    once per request."""
    known = getattr(request, LEARNER_ATTRIBUTE, MISSING)
    if known is not MISSING:
        return cast(Learner | None, known)
    learner = _learner_of(request)
    setattr(request, LEARNER_ATTRIBUTE, learner)
    return learner


def learner_id_for(request: HttpRequest) -> Any:
    """The id of this session's learner, when it has one, read without asking the database
    for the learner itself where the session names it (a learner who no longer exists has
    no answers either)."""
    known = getattr(request, LEARNER_ATTRIBUTE, MISSING)
    if known is not MISSING:
        return None if known is None else cast(Learner, known).id
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        learner = learner_for(request)
        return None if learner is None else learner.id
    return request.session.get(SESSION_KEY)


def learner_known(*, request: HttpRequest, learner: Learner | None) -> None:
    """Keep ``learner``, read along with another row (a table and its learner in one query),
    as this request's learner: ``learner_for`` does not ask for it again."""
    setattr(request, LEARNER_ATTRIBUTE, learner)


def _learner_of(request: HttpRequest) -> Learner | None:
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        learner = Learner.objects.filter(user=user).first()
        if learner is not None:
            return learner
    learner_id = request.session.get(SESSION_KEY)
    if learner_id is None:
        return None
    return Learner.objects.filter(id=learner_id).first()


def session_learner_set(*, request: HttpRequest, learner: Learner) -> None:
    """This session answers as ``learner`` from now on."""
    request.session[SESSION_KEY] = str(learner.id)
    setattr(request, LEARNER_ATTRIBUTE, learner)


def learner_get_or_create(*, request: HttpRequest, known: Learner | None = None) -> Learner:
    """The session's learner (``known`` if already looked up), created on the first answer; a
    signed-in user adopts it."""
    learner = known or learner_for(request)
    if learner is None:
        learner = Learner.objects.create()
        request.session[SESSION_KEY] = str(learner.id)
        setattr(request, LEARNER_ATTRIBUTE, learner)
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated and learner.user_id is None:
        learner.user = user
        learner.save(update_fields=["user"])
    return learner


def attempt_record(
    *,
    learner: Learner,
    key: tuple[str, str, str, str, str],
    answer: Any,
    correct: bool,
    time_taken_ms: int | None,
    page: str = "",
    retry: bool = False,
) -> Recorded:
    """Store an answer. The first answer to an exercise counts; a later one is a review.

    A wrong counted answer opens a mistake to review; a review answer moves that mistake on.
    An answer already sent from the same ``page`` is not stored again (the first is returned,
    ``duplicate``). A ``retry`` (the second try the learner's setting allows) is kept as a
    review and leaves the mistakes alone: the first try decided.
    """
    game, ruleset, kind, difficulty, seed = key
    fields = dict(game=game, ruleset=ruleset, kind=kind, difficulty=difficulty, seed=seed)
    values = dict(
        learner=learner, answer=answer, correct=correct, time_taken_ms=time_taken_ms, page=page
    )
    # Inside a caller's transaction (a table's refusal), no savepoint of its own: an error
    # here ends the caller's transaction anyway. The inner one is needed, for the race below.
    with transaction.atomic(savepoint=False):
        sent, answered = _earlier(learner, page, fields)
        if sent is not None:
            return Recorded(sent, not sent.review, duplicate=True)
        counted = not retry and not answered
        try:
            with transaction.atomic():
                attempt = Attempt.objects.create(review=not counted, **values, **fields)
        except IntegrityError:
            if page and (first := _sent_from(learner, page)) is not None:
                return Recorded(first, not first.review, duplicate=True)  # a double click
            counted = False  # a concurrent first answer won the race: this one is a review
            attempt = Attempt.objects.create(review=True, **values, **fields)
        reviewing = None
        if counted and correct:
            reviewing = False  # a right first answer: no mistake was open, none opens
        elif not retry:
            reviewing = _mistake_update(learner=learner, fields=fields, correct=correct)
    return Recorded(attempt, counted, reviewing=reviewing)


def _earlier(learner: Learner, page: str, fields: dict[str, str]) -> tuple[Attempt | None, bool]:
    """In one query: the answer already sent from ``page`` (``None`` without a page), and
    whether the exercise of ``fields`` has its counted answer already."""
    # Each side is the very condition of one of the table's unique indexes, so each is one
    # lookup (the learner's other answers are never read, however many they are).
    first = Q(learner=learner, review=False, **fields)
    sent_here = Q(learner=learner, page=page) & ~Q(page="")
    rows = Attempt.objects.filter(first | sent_here if page else first).order_by()
    sent, answered = None, False
    for row in rows[:2]:  # one counted answer per exercise, one answer per page
        if page and row.page == page:
            sent = row
        answered = answered or (not row.review and row.key == tuple(fields.values()))
    return sent, answered


def _sent_from(learner: Learner, page: str) -> Attempt | None:
    return Attempt.objects.filter(learner=learner, page=page).first()


def _mistake_update(*, learner: Learner, fields: dict[str, str], correct: bool) -> bool:
    """Open, move on or close the exercise's mistake; whether it is under review now."""
    now = timezone.now()
    mistake = Mistake.objects.filter(learner=learner, **fields).first()
    if mistake is None:
        if not correct:
            Mistake.objects.create(learner=learner, due=now + REVIEW_DELAYS[0], **fields)
        return not correct
    if mistake.mastered:
        return False
    if correct:
        mistake.right_in_a_row += 1
        mistake.mastered = mistake.right_in_a_row >= 2
        mistake.due = now + REVIEW_DELAYS[min(mistake.right_in_a_row, 2)]
    else:
        mistake.right_in_a_row = 0
        mistake.due = now + REVIEW_DELAYS[0]
    mistake.save(update_fields=["right_in_a_row", "mastered", "due"])
    return not mistake.mastered


def path_step_record(
    *, learner: Learner, game: str, ruleset: str, step: str, correct: bool, needed: int, total: int
) -> PathStep:
    """Count one answer of a guided-path step; a round is ``total`` answers, and the step
    passes when a round ends with ``needed`` right or more.

    A round that ends below the mark starts again from zero with new exercises.
    """
    with transaction.atomic():
        progress, _ = PathStep.objects.select_for_update().get_or_create(
            learner=learner, game=game, ruleset=ruleset, step=step
        )
        if progress.passed:
            return progress
        if progress.answered >= total:
            progress.answered = progress.right = 0
            progress.round += 1
        progress.answered += 1
        progress.right += int(correct)
        progress.passed = progress.answered >= total and progress.right >= needed
        progress.save()
    return progress


def learner_link(*, request: HttpRequest, user: Any) -> Learner:
    """After sign-up or log-in: the user keeps one learner, with this session's history in it.

    A learner already tied to the user absorbs the session's anonymous learner (its attempts,
    mistakes and path progress, and other apps' rows through ``LEARNER_MERGERS``; where both
    answered the same exercise, the user's stays).
    """
    session_id = request.session.get(SESSION_KEY)
    session_learner = (
        Learner.objects.filter(id=session_id, user=None).first() if session_id else None
    )
    with transaction.atomic():
        owned = Learner.objects.filter(user=user).first()
        if owned is None:
            owned = session_learner or Learner.objects.create()
            owned.user = user
            owned.save(update_fields=["user"])
        elif session_learner is not None and session_learner.pk != owned.pk:
            _merge(into=owned, source=session_learner)
    request.session[SESSION_KEY] = str(owned.id)
    setattr(request, LEARNER_ATTRIBUTE, owned)
    return owned


def _merge(*, into: Learner, source: Learner) -> None:
    for model, key_fields in (
        (Attempt, ("game", "ruleset", "kind", "difficulty", "seed")),
        (Mistake, ("game", "ruleset", "kind", "difficulty", "seed")),
        (PathStep, ("game", "ruleset", "step")),
    ):
        taken = set(model.objects.filter(learner=into).values_list(*key_fields))
        for row in model.objects.filter(learner=source):
            row_key = tuple(getattr(row, f) for f in key_fields)
            if (isinstance(row, Attempt) and row.review) or row_key not in taken:
                row.learner = into
                row.save(update_fields=["learner"])
    for merge in LEARNER_MERGERS:
        merge(into=into, source=source)
    source.delete()
