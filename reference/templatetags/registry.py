"""``{% document_count as n %}``: how many rule documents the site presents, from the engine's
registry, for the pages that say it in words (``n|apnumber`` in a ``blocktranslate count``):
no page writes the number by hand, so a new game changes it."""

from __future__ import annotations

from django import template

from reference.engine import DOCUMENTS

register = template.Library()


@register.simple_tag
def document_count() -> int:
    """The number of rule documents (a game may have several: whist has two)."""
    return len(DOCUMENTS)
