"""What other apps tell the trainer, and the only way they change its records: a position a
learner met elsewhere and got wrong (a card « À la table » refused) becomes a wrong answer of
the exercise of that position, which « Revoir mes erreurs » then serves again from the app's
own page (the app registers its places in ``trainer.places.OTHER_PLACES``)."""

from __future__ import annotations

from typing import Any

from trainer.exercises.base import Key
from trainer.models import Learner
from trainer.services import attempt_record


def missed(*, learner: Learner, key: Key, answer: Any) -> None:
    """The learner answered the exercise of ``key`` wrongly outside the trainer's pages
    (``answer`` in the form its kind reads): it counts as a wrong answer, and its mistake comes
    back for review."""
    attempt_record(
        learner=learner, key=key.as_tuple(), answer=answer, correct=False, time_taken_ms=None
    )
