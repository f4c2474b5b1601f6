"""What a table for people stores beside the table's own deals: how people get in (the
invitation, revocable, and its short code) and who sits where.

The table itself (``table.models.Table``) keeps the deals, the version and, in ``humans``,
the seats people play now; the computer plays the others. A person keeps a seat when the
host hands it to the computer, and takes it back on return.
"""

from __future__ import annotations

import secrets

from django.db import models
from django.utils.translation import gettext_lazy as _

from table.models import Table
from trainer.models import Learner

#: 128 bits: an invitation cannot be guessed.
INVITATION_BYTES = 16
#: A short code a person types: letters and digits that cannot be misread (no 0/O, 1/I/L).
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
#: A display name's longest length.
NAME_LENGTH = 30
#: A person's key: which seat a browser holds (in its session).
KEY_BYTES = 16


def new_invitation() -> str:
    return secrets.token_urlsafe(INVITATION_BYTES)


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_key() -> str:
    return secrets.token_urlsafe(KEY_BYTES)


class Gathering(models.Model):
    """A table opened for people: its invitation, its short code, whether it is closed."""

    table = models.OneToOneField(Table, related_name="gathering", on_delete=models.CASCADE)
    invitation = models.CharField(max_length=22, unique=True, default=new_invitation)
    """The invitation link's token; a new one revokes the old link."""
    code = models.CharField(max_length=CODE_LENGTH, unique=True, default=new_code)
    """The short code, typed on « Rejoindre une table »; renewed with the invitation."""
    closed = models.DateTimeField(null=True, blank=True)
    classroom = models.ForeignKey(
        "classroom.Classroom",
        null=True,
        blank=True,
        related_name="tables",
        on_delete=models.CASCADE,
    )
    """A class table: its teacher is the host; the class's students come in from « La classe »."""
    paused = models.BooleanField(default=False)
    """A class table's teacher paused the game: nobody may act until it goes on."""
    shown = models.JSONField(null=True, blank=True)
    """The position a paused class table's teacher shows everyone: ``deal`` (its id),
    ``moment`` (the number of actions) and ``seat`` (whose hand)."""
    open_hands = models.BooleanField(default=False)
    """An open table: those who watch see every hand (the host chooses; every seat is told)."""
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("table entre amis")

    def __str__(self) -> str:
        return f"{self.table_id} {self.code}"


class Person(models.Model):
    """Someone at a table for people: a display name, a seat (or none yet, or watching), the
    host or not."""

    gathering = models.ForeignKey(Gathering, related_name="people", on_delete=models.CASCADE)
    name = models.CharField(max_length=NAME_LENGTH)
    seat = models.PositiveSmallIntegerField(null=True, blank=True)
    watching = models.BooleanField(default=False)
    """Came in to watch, not to play: never seated unless the host seats them."""
    host = models.BooleanField(default=False)
    key = models.CharField(max_length=22, unique=True, default=new_key)
    """What the person's browser keeps in its session to be recognised."""
    learner = models.ForeignKey(
        Learner, null=True, blank=True, related_name="seats", on_delete=models.SET_NULL
    )
    """The person's learner when the browser already had one (refusals and history)."""
    seen = models.DateTimeField(null=True, blank=True)
    """The person's last sign of life: a fetch of the table, a heartbeat of an open page, a
    screen opened or closed (``together.presence``)."""
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created"]
        constraints = [
            models.UniqueConstraint(
                fields=["gathering", "seat"],
                condition=models.Q(seat__isnull=False),
                name="one_person_per_seat",
            )
        ]

    def __str__(self) -> str:
        return f"{self.gathering_id} {self.name}"


class LiveQuestion(models.Model):
    """« En direct »: one exercise a teacher shows a class on a projector; the students answer
    it on their phones as an exercise of ``assignment`` (so their answers are stored as
    assigned ones), and the teacher reveals the verdict when ready."""

    public_id = models.CharField(max_length=22, unique=True, default=new_key)
    """Its address, and the push channel's group of the screens open on it."""
    classroom = models.ForeignKey(
        "classroom.Classroom", related_name="live_questions", on_delete=models.CASCADE
    )
    assignment = models.ForeignKey(
        "classroom.Assignment", related_name="live_questions", on_delete=models.CASCADE
    )
    position = models.PositiveSmallIntegerField()
    version = models.PositiveIntegerField(default=0)
    """Grows with each answer and with the reveal: the screens fetch their view again."""
    revealed = models.DateTimeField(null=True, blank=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("question en direct")
        ordering = ["-created"]

    def __str__(self) -> str:
        return f"{self.classroom_id} #{self.position}"
