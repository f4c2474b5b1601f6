"""``{% link 'name' %}``: the address of a page that takes no argument (the site's menu, the
trainer's links), reversed once per process instead of once per page drawn."""

from __future__ import annotations

from functools import lru_cache

from django import template
from django.urls import get_script_prefix, reverse

register = template.Library()


@lru_cache(maxsize=128)
def _reversed(name: str, prefix: str) -> str:
    return reverse(name)


@register.simple_tag
def link(name: str) -> str:
    """The address of the page ``name`` (under the site's prefix)."""
    return _reversed(name, get_script_prefix())


@lru_cache(maxsize=64)
def _document(slug: str, prefix: str) -> str:
    return reverse("reference:document", args=[slug])


def document_url(slug: str) -> str:
    """The address of the rule page ``slug``."""
    return _document(slug, get_script_prefix())
