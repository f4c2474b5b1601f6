"""A position met « À la table » as an exercise: its key (the deal's address and the moment)
and the page that serves it, registered in the trainer's ``OTHER_PLACES`` so that « Revoir mes
erreurs » sends a mistake back to it."""

from __future__ import annotations

import re

from django.urls import reverse

from table.models import Deal
from trainer.exercises import KINDS
from trainer.exercises.base import Key

#: The deal's address and the moment of the deal.
TABLE_SEED = re.compile(r"(?P<deal>[A-Za-z0-9_-]{22}):(?P<moment>[0-9]{1,3})")
TABLE_RULESET = "table"
TABLE_LEVEL = "table"
#: The kinds a moment of a deal becomes (``Kind.at_table``), by their URL segment.
TABLE_KIND_SLUGS = {name: kind.at_table for name, kind in KINDS.items() if kind.at_table}


def table_place(key: Key) -> str | None:
    """The page of a moment of a deal played at the table, while the deal is stored."""
    match = TABLE_SEED.fullmatch(key.seed)
    slug = TABLE_KIND_SLUGS.get(key.kind)
    if match is None or slug is None:
        return None
    if not Deal.objects.filter(public_id=match["deal"]).exists():
        return None
    return reverse("table:exercise", args=[match["deal"], int(match["moment"]), slug])
