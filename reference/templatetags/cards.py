"""``{% card c %}``: draw a card (object or notation) as accessible inline SVG."""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString, mark_safe

from reference.cardsvg import card_svg
from reference.engine.cards import AnyCard, Card, NeuroCard
from reference.names import card_name

register = template.Library()


def _as_card(value: AnyCard | str) -> AnyCard:
    if isinstance(value, Card | NeuroCard):
        return value
    text = str(value)
    return NeuroCard.parse(text) if "-" in text else Card.parse(text)


@register.simple_tag
def card(value: AnyCard | str, size: str = "") -> SafeString:
    """Inline SVG of the card; ``size`` adds ``card--<size>`` (``sm``, ``lg``) to its classes."""
    css = f"card card--{size}" if size else "card"
    return mark_safe(card_svg(_as_card(value), css))


@register.filter
def cardname(value: AnyCard | str) -> str:
    """The card's accessible name, for text that mentions it."""
    return card_name(_as_card(value))
