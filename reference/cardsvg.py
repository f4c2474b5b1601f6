"""Cards drawn as inline SVG: crisp at any width, named for screen readers, readable in grey.

A standard card shows its index (rank and suit symbol) in two corners and a large suit symbol
in the middle: the suit is told by its symbol's shape, red and black only add to it.
A Neurotrio card shows its force as that many symbols of its nature on its background colour,
with the force and the background's initial written in the corners for readers who cannot
tell the colours apart.
"""

from __future__ import annotations

import hashlib
import math
from functools import lru_cache

from django.urls import reverse
from django.utils.html import escape
from django.utils.translation import get_language, override

from reference.engine.cards import DECKS, AnyCard, Background, Card, Nature, NeuroCard
from reference.names import card_name, rank_index

WIDTH, HEIGHT = 60, 84
RED, BLACK = "#b3001b", "#1a1a1a"
BACKGROUND_FILL = {
    Background.BLEU: "#1f5fa8",
    Background.NOIR: "#1a1a1a",
    Background.VERT: "#1d7a45",
}
BACKGROUND_INITIAL = {Background.BLEU: "B", Background.NOIR: "N", Background.VERT: "V"}


def _rose_path(petals: int = 5, reach: float = 3.7, radius: float = 3.3) -> str:
    """Five round petals on a circle: each petal is two half-arcs around its own centre."""
    parts = []
    for i in range(petals):
        angle = math.radians(90 + 360 * i / petals)
        x, y = reach * math.cos(angle), -reach * math.sin(angle)
        r, d = radius, 2 * radius
        parts.append(f"M{x + r:.2f} {y:.2f} a{r} {r} 0 1 0 -{d} 0 a{r} {r} 0 1 0 {d} 0Z")
    return " ".join(parts)


# Symbol outlines drawn in a 20 x 20 box centred on (0, 0).
NATURE_PATHS = {
    Nature.COEUR: "M0 8 C-10 0 -10 -8 -5 -8 C-2 -8 0 -5 0 -4 C0 -5 2 -8 5 -8 C10 -8 10 0 0 8Z",
    Nature.ETOILE: (
        "M0 -9 L2.6 -3.2 L8.6 -2.8 L4 1.2 L5.3 7.3 L0 4 L-5.3 7.3 L-4 1.2 L-8.6 -2.8 L-2.6 -3.2Z"
    ),
    # five round petals around a heart drawn in the background colour (see _neuro_body)
    Nature.ROSE: _rose_path(),
}
# Where the 1, 2 or 3 symbols stand on a Neurotrio card.
NATURE_SPOTS = {1: ((30, 42),), 2: ((30, 28), (30, 56)), 3: ((30, 22), (30, 42), (30, 62))}


def card_svg(card: AnyCard, css_class: str = "card") -> str:
    """The SVG markup of ``card`` in the active language (cached per card and language)."""
    return _card_svg(card, css_class, get_language() or "fr")


@lru_cache(maxsize=2048)
def _card_svg(card: AnyCard, css_class: str, _language: str) -> str:
    name = escape(card_name(card))
    body = _standard_body(card) if isinstance(card, Card) else _neuro_body(card)
    return (
        f'<svg class="{escape(css_class)}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
        f'aria-label="{name}" data-card="{card}" xmlns="http://www.w3.org/2000/svg">'
        f"<title>{name}</title>{body}</svg>"
    )


def _frame(fill: str) -> str:
    return (
        f'<rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="5" '
        f'fill="{fill}" stroke="#555" stroke-width="1.2"/>'
    )


def _standard_body(card: Card) -> str:
    colour = RED if card.suit.is_red else BLACK
    index = escape(rank_index(card.rank))
    symbol = card.suit.symbol
    corner = (
        f'<text x="4" y="19" font-size="{17 if len(index) < 2 else 14}" font-weight="700">'
        f"{index}</text>"
        f'<text x="4" y="34" font-size="15">{symbol}</text>'
    )
    return (
        f"{_frame('#fff')}"
        f'<g fill="{colour}" font-family="DejaVu Sans, Arial, sans-serif">'
        f"{corner}"
        f'<text x="33" y="62" font-size="34" text-anchor="middle">{symbol}</text>'
        f'<g transform="rotate(180 30 42)">{corner}</g>'
        f"</g>"
    )


def _neuro_body(card: NeuroCard) -> str:
    fill = BACKGROUND_FILL[card.background]
    heart = f'<circle r="2.2" fill="{fill}"/>' if card.nature is Nature.ROSE else ""
    symbols = "".join(
        f'<g transform="translate({x} {y}) scale(1.25)">'
        f'<path d="{NATURE_PATHS[card.nature]}" fill="#fff"/>{heart}</g>'
        for x, y in NATURE_SPOTS[card.force]
    )
    initial = BACKGROUND_INITIAL[card.background]
    return (
        f"{_frame(fill)}{symbols}"
        f'<g fill="#fff" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700">'
        f'<text x="5" y="15" font-size="12">{card.force}</text>'
        f'<text x="55" y="79" font-size="11" text-anchor="end">{initial}</text></g>'
    )


# --- the card sprite: every card drawn once per language, referenced by rule pages ---------


@lru_cache(maxsize=4)
def card_sprite(language: str) -> str:
    """An SVG document with one ``<symbol id="c-<card>">`` per card of every deck, drawn with
    ``language``'s corner indexes (V/D/R in French, J/Q/K in English)."""
    cards = dict.fromkeys(c for deck in DECKS.values() for c in deck.distinct())
    with override(language):
        symbols = "".join(
            f'<symbol id="c{card}" viewBox="0 0 {WIDTH} {HEIGHT}">'
            f"{_standard_body(card) if isinstance(card, Card) else _neuro_body(card)}</symbol>"
            for card in cards
        )
    return f'<svg xmlns="http://www.w3.org/2000/svg">{symbols}</svg>'


def sprite_version(language: str) -> str:
    """A short hash of the sprite: part of its URL, so that a changed drawing is fetched anew."""
    return hashlib.sha256(card_sprite(language).encode()).hexdigest()[:8]


def sprite_url(language: str) -> str:
    """Where rule pages find the sprite of ``language`` (cached for a year by browsers)."""
    return reverse("reference:card-sprite", args=[f"{language}.{sprite_version(language)}"])
