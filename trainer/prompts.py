"""What an exercise page asks, in one line above the table, and how many choices the number
keys pick from (a card of the trick, of the hand, a call, an option)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _


def prompt_line(kind: str) -> str:
    """The instruction of an exercise of ``kind``."""
    return {
        "trick_winner": _("Choisissez la carte qui remporte le pli."),
        "legal_plays": _("Choisissez toutes les cartes que vous pouvez jouer."),
        "card_points": _("Combien de points de cartes dans ces plis ?"),
        "score": _("Que marque chacun ? Un nombre entier par case, négatif s'il le faut."),
        "bid": _("C'est à vous de parler : cochez toutes les enchères permises."),
        "quiz": _("Choisissez une réponse."),
    }[kind]


def choices_of(kind: str, prompt: dict[str, Any]) -> int:
    """How many choices the number keys pick from (0: the answer is typed)."""
    items = {
        "trick_winner": prompt.get("trick", ()),
        "legal_plays": prompt.get("hand", ()),
        "bid": prompt.get("candidates", ()),
        "quiz": prompt.get("options", ()),
    }.get(kind, ())
    return len(items)
