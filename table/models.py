"""What the table stores: a game at a table, its deals, and the refusals the learner met.

A deal is stored as the engine needs to rebuild it: the shuffled deck, the dealer and every
action in order (``seat action`` in the notation of ``reference.engine.deals``). Its state is
never stored: the engine replays the actions, so what a page shows always comes from the
rules. The table's ``version`` counts the actions applied: an action posted against another
version is refused, so that two tabs never apply one click twice.
"""

from __future__ import annotations

import secrets

from django.db import models
from django.utils.translation import gettext_lazy as _

from reference.rulesets import get
from trainer.models import Learner

PUBLIC_ID_BYTES = 16  # 22 URL-safe characters: a table's or a deal's permanent address


def new_public_id() -> str:
    return secrets.token_urlsafe(PUBLIC_ID_BYTES)


class Table(models.Model):
    """One game at one table: the rule set, the seats, the house rules and the version."""

    public_id = models.CharField(max_length=22, unique=True, default=new_public_id)
    ruleset = models.CharField(max_length=20)
    """The rule set's name (``coinche``, ``voisin-3``…: ``reference.rulesets``)."""
    players = models.CharField(max_length=4)
    """The table: ``2x2``, ``3``…"""
    rules = models.JSONField(default=dict)
    """The engine's options: the document's and the house rules chosen."""
    end = models.CharField(max_length=20, blank=True)
    """How the game ends (``points:1000``, ``deals:4``; empty when a house rule sets it)."""
    seat = models.PositiveSmallIntegerField()
    """The learner's seat; the others are computer players."""
    humans = models.JSONField(null=True, blank=True)
    """At a table for people (« Jouer ensemble »): the seats people play now, the computer
    plays the others; ``None`` at a learner's own table, where only ``seat`` is played."""
    first_dealer = models.PositiveSmallIntegerField()
    coach = models.BooleanField(default=False)
    """Warn before an illegal card instead of only refusing it."""
    version = models.PositiveIntegerField(default=0)
    notice = models.JSONField(null=True, blank=True)
    """What the page tells after the last post (a refusal and its reason), with its version."""
    learner = models.ForeignKey(
        Learner, null=True, blank=True, related_name="tables", on_delete=models.SET_NULL
    )
    finished = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True, db_index=True)
    updated = models.DateTimeField(auto_now=True)

    watcher = False
    """Not stored: the page is drawn for someone who watches from ``seat`` without playing it
    (« Jouer ensemble »), so no seat is « vous »."""

    class Meta:
        verbose_name = _("table")

    def __str__(self) -> str:
        return f"{self.ruleset} {self.public_id}"

    @property
    def you(self) -> int | None:
        """The seat the page's reader plays (``None`` for someone who watches)."""
        return None if self.watcher else self.seat

    @property
    def people(self) -> frozenset[int]:
        """The seats people play: the computer players act for every other seat."""
        return frozenset(self.humans) if self.humans is not None else frozenset({self.seat})

    @property
    def title(self) -> str:
        """The rule set's title."""
        ruleset = get(self.ruleset)
        return ruleset.title if ruleset is not None else self.ruleset


class Deal(models.Model):
    """One deal of a table: its shuffled deck, its dealer and its actions."""

    public_id = models.CharField(max_length=22, unique=True, default=new_public_id)
    table = models.ForeignKey(Table, related_name="deals", on_delete=models.CASCADE)
    number = models.PositiveSmallIntegerField()
    dealer = models.PositiveSmallIntegerField()
    order = models.JSONField()
    """The shuffled deck, card notation, first card dealt first."""
    actions = models.JSONField(default=list)
    """Every action so far: ``"2 card:JH"`` (seat, then the action)."""
    over = models.BooleanField(default=False)
    entry = models.JSONField(null=True, blank=True)
    """Once over: the score sheet's entry (the engine's ``sheet_entry``)."""
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["number"]
        constraints = [
            models.UniqueConstraint(fields=["table", "number"], name="one_deal_per_number")
        ]

    def __str__(self) -> str:
        return f"{self.table_id}#{self.number}"


class Refusal(models.Model):
    """An action of the learner the rules refused: the rule, and where it happened."""

    learner = models.ForeignKey(Learner, related_name="refusals", on_delete=models.CASCADE)
    deal = models.ForeignKey(Deal, related_name="refusals", on_delete=models.CASCADE)
    game = models.CharField(max_length=20)
    moment = models.PositiveSmallIntegerField()
    """How many actions the deal had when the learner tried this one."""
    kind = models.CharField(max_length=10)
    """``call``, ``exchange`` or ``card``."""
    action = models.CharField(max_length=40)
    code = models.CharField(max_length=60)
    """The code of the rule that refused it."""
    coach = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True, db_index=True)

    class Meta:
        indexes = [models.Index(fields=["learner", "created"])]

    def __str__(self) -> str:
        return f"{self.learner_id} {self.code}"
