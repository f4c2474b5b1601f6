"""Whose table it is: a live table is its learner's alone (the one place that says so; a
table for people, « Jouer ensemble », is played from its own pages, by its seated people).

A deal's record stays readable by anyone who holds its address once the deal is over, but
only the table's owner is shown the way back to the live table, and only the owner may ask
for an exercise of a deal still in play.
"""

from __future__ import annotations

from django.http import HttpRequest

from table.models import Table
from trainer.services import learner_for, learner_id_for, learner_known


def owned_table(request: HttpRequest, public_id: str) -> Table | None:
    """The table at ``public_id`` if the visitor's learner owns it, else ``None``; the table
    and its learner are read in one query (every action of the table asks for them)."""
    learner_id = learner_id_for(request)
    if learner_id is None:
        return None
    table = (
        Table.objects.select_related("learner")
        .filter(public_id=public_id, learner_id=learner_id, humans__isnull=True)
        .first()
    )
    if table is not None:
        learner_known(request=request, learner=table.learner)
    return table


def owns(request: HttpRequest, table: Table) -> bool:
    """Whether the visitor's learner owns ``table``."""
    learner = learner_for(request)
    return learner is not None and table.learner_id == learner.id
