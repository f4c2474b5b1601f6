"""What « La classe » stores: teachers, their classes and students, their sets, assignments
and every answer a student gives to an assignment.

Every object a URL names is named by a random UUID (nothing sequential to guess), and
``classroom.policy`` checks it against the user anyway. Deleting a class deletes its students'
accounts and everything they answered (``classroom.services.class_delete``).
"""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.db.models.functions import Lower
from django.utils.translation import gettext_lazy as _


class Teacher(models.Model):
    """The teacher role on an account: who may build sets and open classes."""

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, related_name="teacher", on_delete=models.CASCADE
    )
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("enseignant")

    def __str__(self) -> str:
        return str(self.user)


class Classroom(models.Model):
    """A class: its teacher, its name and the join code students type (or its link)."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    teacher = models.ForeignKey(Teacher, related_name="classes", on_delete=models.CASCADE)
    name = models.CharField(max_length=80)
    join_code = models.CharField(max_length=12, unique=True)
    joining_open = models.BooleanField(default=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("classe")
        ordering = ["created"]

    def __str__(self) -> str:
        return self.name


class Student(models.Model):
    """A student's account in one class: a display name and a password, no e-mail."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, related_name="student", on_delete=models.CASCADE
    )
    classroom = models.ForeignKey(Classroom, related_name="students", on_delete=models.CASCADE)
    display_name = models.CharField(max_length=40)
    joined = models.DateTimeField(auto_now_add=True)
    removed = models.DateTimeField(null=True, blank=True)
    """When the teacher took the student out of the class (the answers stay in its results)."""

    class Meta:
        verbose_name = _("élève")
        ordering = ["display_name"]
        constraints = [
            models.UniqueConstraint(
                Lower("display_name"), "classroom", name="one_display_name_per_class"
            )
        ]

    def __str__(self) -> str:
        return self.display_name


class ResetCode(models.Model):
    """A one-time code the teacher gives a student who forgot the password (stored hashed)."""

    student = models.OneToOneField(Student, related_name="reset_code", on_delete=models.CASCADE)
    code_hash = models.CharField(max_length=128)
    expires = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.student} until {self.expires:%Y-%m-%d %H:%M}"


class LiveSets(models.Manager["TeacherSet"]):
    """The sets not deleted: what every page reads."""

    def get_queryset(self) -> models.QuerySet[TeacherSet]:
        return super().get_queryset().filter(deleted__isnull=True)


class LiveAssignments(models.Manager["Assignment"]):
    """The assignments not withdrawn: what every page reads."""

    def get_queryset(self) -> models.QuerySet[Assignment]:
        return super().get_queryset().filter(withdrawn__isnull=True)


class TeacherSet(models.Model):
    """A teacher's exercise set: the trainer's ``ExerciseSet`` (its items are cases) with its
    owner. ``version`` grows with every change, so cached drawings of it are never stale."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    teacher = models.ForeignKey(Teacher, related_name="sets", on_delete=models.CASCADE)
    exercise_set = models.OneToOneField(
        "trainer.ExerciseSet", related_name="teacher_set", on_delete=models.CASCADE
    )
    version = models.PositiveIntegerField(default=1)
    updated = models.DateTimeField(auto_now=True)
    deleted = models.DateTimeField(null=True, blank=True)
    """When the teacher deleted it: hidden, and gone for good once it can no longer be undone."""

    everything = models.Manager()
    objects = LiveSets()

    class Meta:
        verbose_name = _("série d'un enseignant")
        default_manager_name = "objects"
        ordering = ["-updated"]

    def __str__(self) -> str:
        return self.exercise_set.title


class SetShare(models.Model):
    """A link that gives another teacher a copy of a set: an unguessable token (256 bits),
    until its owner withdraws it."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    teacher_set = models.ForeignKey(TeacherSet, related_name="shares", on_delete=models.CASCADE)
    token = models.CharField(max_length=64, unique=True)
    created = models.DateTimeField(auto_now_add=True)
    revoked = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = _("lien de partage d'une série")
        ordering = ["-created"]

    def __str__(self) -> str:
        return f"{self.teacher_set} ({'withdrawn' if self.revoked else 'open'})"


class Assignment(models.Model):
    """A set given to a class, with an optional due date and the « one attempt » mode.

    ``token`` names the assignment in the key of the trainer's attempts
    (``<token>:<position>``), so that answers to two assignments of one set never mix."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    token = models.CharField(max_length=16, unique=True)
    classroom = models.ForeignKey(Classroom, related_name="assignments", on_delete=models.CASCADE)
    teacher_set = models.ForeignKey(
        TeacherSet, related_name="assignments", on_delete=models.PROTECT
    )
    due = models.DateField(null=True, blank=True)
    one_attempt = models.BooleanField(default=False)
    live = models.BooleanField(default=False)
    """Made by « En direct »: the answers given in class, kept apart from the set given as
    homework (a student who did the homework still answers live, and no homework appears)."""
    created = models.DateTimeField(auto_now_add=True)
    withdrawn = models.DateTimeField(null=True, blank=True)
    """When the teacher withdrew it: hidden, and gone for good (with its answers) once it can
    no longer be undone."""

    everything = models.Manager()
    objects = LiveAssignments()

    class Meta:
        verbose_name = _("devoir")
        default_manager_name = "objects"
        ordering = ["-created"]

    def __str__(self) -> str:
        return f"{self.teacher_set} → {self.classroom}"


class Response(models.Model):
    """A student's answer to one exercise of an assignment: the first answer counts; later
    tries (when allowed) only say whether the student got there."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    assignment = models.ForeignKey(Assignment, related_name="responses", on_delete=models.CASCADE)
    student = models.ForeignKey(Student, related_name="responses", on_delete=models.CASCADE)
    position = models.PositiveSmallIntegerField()
    game = models.CharField(max_length=20)
    kind = models.CharField(max_length=30)
    answer = models.JSONField()
    correct = models.BooleanField()
    tries = models.PositiveSmallIntegerField(default=1)
    corrected = models.BooleanField(default=False)
    attempt = models.ForeignKey(
        "trainer.Attempt", null=True, related_name="+", on_delete=models.SET_NULL
    )
    answered = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("réponse d'élève")
        ordering = ["answered"]
        constraints = [
            models.UniqueConstraint(
                fields=["assignment", "student", "position"], name="one_response_per_exercise"
            )
        ]
        indexes = [models.Index(fields=["student", "answered"])]

    def __str__(self) -> str:
        return f"{self.student} #{self.position} {'✓' if self.correct else '✗'}"


class Undo(models.Model):
    """What a teacher's destructive action needs to be undone for a while
    (``classroom.undo``): the action's name and what it changed."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    teacher = models.ForeignKey(Teacher, related_name="undos", on_delete=models.CASCADE)
    action = models.CharField(max_length=30)
    data = models.JSONField()
    created = models.DateTimeField(auto_now_add=True)
    done = models.BooleanField(default=False)

    class Meta:
        verbose_name = _("annulation possible")
        ordering = ["-created"]

    def __str__(self) -> str:
        return f"{self.action} {self.created:%Y-%m-%d %H:%M}"
