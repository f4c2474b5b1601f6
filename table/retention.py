"""How long « À la table » keeps tables, deals and their records (``manage.py purge``).

* A table not kept in an account (its learner has none, or is gone) goes with its deals, their
  records and refusals once nothing happened at it for ``ATOUT_PURGE_TABLE_DAYS`` days: a deal
  record's address lasts at least that long after the last deal played at its table.
* A table whose learner was purged and that holds no finished deal goes at once: nobody can
  reach it any more (a live table is its owner's alone) and it has no record to keep. A
  table for people (« Jouer ensemble ») has no learner: it goes only once idle.
* Tables of a learner with an account stay as long as the account.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.db.models import Q

from table.models import Deal, Table

BATCH = 500


def purge_tables(now: datetime) -> dict[str, int]:
    """Delete the tables past keeping, in short batches; how many tables and deals went."""
    cutoff = now - timedelta(days=settings.PURGE_TABLE_DAYS)
    unkept = Q(learner=None) | Q(learner__user=None)
    idle = Table.objects.filter(unkept, updated__lt=cutoff)
    orphans = Table.objects.filter(learner=None, humans__isnull=True).exclude(deals__over=True)
    tables = deals = 0
    for found in (idle, orphans):
        ids = found.values_list("id", flat=True)
        while batch := list(ids[:BATCH]):
            deals += Deal.objects.filter(table_id__in=batch).count()
            Table.objects.filter(id__in=batch).delete()
            tables += len(batch)
    return {"tables": tables, "deals": deals}
