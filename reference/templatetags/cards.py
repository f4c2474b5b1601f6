"""``{% card c %}``: draw a card (object or notation) as accessible inline SVG."""

from __future__ import annotations

from django import template
from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from reference.cardsvg import card_svg
from reference.engine.cards import AnyCard, Card, NeuroCard
from reference.names import SUIT_NAMES, card_name, rank_index

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


@register.filter
def hand_line(hand: list[AnyCard | str]) -> SafeString:
    """A whole hand written as players write one, suit by suit in the hand's order:
    "♠ 7 9 A ♥ V D R" (each suit names itself to screen readers and lists its cards' notation
    in ``data-cards``). A line of text stays legible on the narrowest phone, where thirteen
    drawn cards would wrap over four rows."""
    groups: dict[str, list[Card]] = {}
    others: list[str] = []
    for value in hand:
        card = _as_card(value)
        if isinstance(card, Card):
            groups.setdefault(card.suit.value, []).append(card)
        else:
            others.append(f'<span data-cards="{card}">{escape(card_name(card))}</span>')
    parts = []
    for cards in groups.values():
        suit = cards[0].suit
        parts.append(
            f'<span class="hand-suit {"red" if suit.is_red else "black"}" '
            f'data-cards="{" ".join(map(str, cards))}"><span aria-hidden="true">{suit.symbol}'
            f'</span><span class="visually-hidden">{escape(SUIT_NAMES[suit])}</span> '
            f"{escape(' '.join(rank_index(c.rank) for c in cards))}</span>"
        )
    return mark_safe(" ".join(parts + others))
