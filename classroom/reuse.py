"""Sets to reuse: a link that gives another teacher a copy of a set, and copies taken from it.

A link holds an unguessable token (``secrets.token_urlsafe``: 256 random bits); its owner can
withdraw it (and undo that for a while). Whoever opens a live link as a teacher sees the set's
exercises with their answers and may copy them into their own sets: the copy is theirs, the
owner's set never changes through it. Who may do what is ``classroom.policy``'s.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from classroom import services
from classroom.models import SetShare, Teacher, TeacherSet
from guard.limits import account_allows
from trainer.models import SetItem

#: How many live links one set may have at once.
OPEN_LINKS = 5
TOKEN_BYTES = 32


def share_open(*, tset: TeacherSet) -> SetShare:
    """A new link to copy ``tset``; ``services.Capped`` past the bounds."""
    with transaction.atomic():
        live = tset.shares.filter(revoked__isnull=True).count()
        if live >= OPEN_LINKS:
            raise services.Capped(
                _(
                    "Cette série a déjà %(n)d liens de partage ouverts : retirez-en un pour en "
                    "créer un autre."
                )
                % {"n": OPEN_LINKS},
                400,
            )
        if not account_allows(tset.teacher.user_id, "teacher_shares"):
            raise services.Capped(
                _(
                    "Vous avez déjà créé %(n)d liens de partage cette heure-ci : réessayez "
                    "dans une heure."
                )
                % {"n": settings.ACCOUNT_LIMITS["teacher_shares"][0]},
                429,
            )
        return SetShare.objects.create(teacher_set=tset, token=secrets.token_urlsafe(TOKEN_BYTES))


def share_revoke(*, share: SetShare) -> None:
    """The link stops working at once."""
    SetShare.objects.filter(pk=share.pk).update(revoked=timezone.now())


def share_restore(*, teacher: Teacher, share_id: str) -> bool:
    """The teacher's withdrawn link works again (undone); whether there was one."""
    found = SetShare.objects.filter(id=share_id, teacher_set__teacher=teacher)
    return bool(found.update(revoked=None))


def share_copy(*, share: SetShare, teacher: Teacher) -> TeacherSet:
    """A copy of the shared set in ``teacher``'s sets (its exercises and notes)."""
    source = share.teacher_set
    cases = [i.case for i in SetItem.objects.filter(exercise_set_id=source.exercise_set_id)]
    return services.set_copy(teacher=teacher, title=source.exercise_set.title, cases=cases)
