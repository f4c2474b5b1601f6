"""What the score pad stores: games (sheets), their entries, the history of changes, quarters.

A game's entries are stored in the engine's notation (the case-file ``contract`` and
``result`` for a deal, see ``reference.engine.sheet``); totals are never stored, the engine
recomputes them from the entries, so editing an old deal recomputes every later total.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

PUBLIC_ID_BYTES = 15  # 20 URL-safe characters: the read-only link
EDIT_TOKEN_BYTES = 24  # 32 URL-safe characters: the scorer's link


def new_public_id() -> str:
    return secrets.token_urlsafe(PUBLIC_ID_BYTES)


def new_edit_token() -> str:
    return secrets.token_urlsafe(EDIT_TOKEN_BYTES)


class Quarter(models.Model):
    """A club's quarter of Règlement evenings (002 §6, Ad Fundum): games grouped for its end."""

    public_id = models.CharField(max_length=20, unique=True, default=new_public_id)
    edit_token = models.CharField(max_length=32, unique=True, default=new_edit_token)
    name = models.CharField(max_length=60)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = _("quarter")

    def __str__(self) -> str:
        return self.name


class ScoreGame(models.Model):
    """One game at one table: its rule set, players, options and version."""

    public_id = models.CharField(max_length=20, unique=True, default=new_public_id)
    edit_token = models.CharField(max_length=32, unique=True, default=new_edit_token)
    ruleset = models.CharField(max_length=20)
    table = models.CharField(max_length=4)
    players = models.JSONField()
    rules = models.JSONField(default=dict)
    match = models.JSONField(default=dict)
    first_dealer = models.PositiveSmallIntegerField(default=0)
    version = models.PositiveIntegerField(default=0)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    quarter = models.ForeignKey(
        Quarter, null=True, blank=True, related_name="games", on_delete=models.SET_NULL
    )
    created = models.DateTimeField(auto_now_add=True, db_index=True)
    updated = models.DateTimeField(auto_now=True)
    standing = models.JSONField(null=True, blank=True)
    """The engine's totals and tallies at ``standing["version"]`` (what a quarter's page reads
    instead of replaying every game); recomputed when the game's version moved on."""

    class Meta:
        verbose_name = _("partie")

    def __str__(self) -> str:
        return f"{self.ruleset} {self.public_id}"


class Entry(models.Model):
    """One line of the sheet: a deal, a redeal, a misdeal, a penalty or a tally."""

    game = models.ForeignKey(ScoreGame, related_name="entries", on_delete=models.CASCADE)
    seq = models.PositiveIntegerField()
    data = models.JSONField()
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["seq"]
        constraints = [models.UniqueConstraint(fields=["game", "seq"], name="unique_entry_seq")]

    def __str__(self) -> str:
        return f"{self.game_id}#{self.seq}"


class Change(models.Model):
    """One change to a game, kept for its history: who changed what, and how to undo it."""

    ADD, EDIT, DELETE, UNDO = "add", "edit", "delete", "undo"

    game = models.ForeignKey(ScoreGame, related_name="changes", on_delete=models.CASCADE)
    version = models.PositiveIntegerField()
    action = models.CharField(max_length=8)
    seq = models.PositiveIntegerField()
    before = models.JSONField(null=True)
    after = models.JSONField(null=True)
    who = models.CharField(max_length=40)
    created = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        ordering = ["-version"]
        constraints = [
            models.UniqueConstraint(fields=["game", "version"], name="unique_change_version")
        ]

    def __str__(self) -> str:
        return f"{self.game_id} v{self.version} {self.action}"
