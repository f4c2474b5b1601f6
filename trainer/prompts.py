"""What an exercise page asks, in one line above the table, and how many choices the number
keys pick from (a card of the trick, of the hand, a call, an option): each kind's module says
both (``PROMPT_LINE``, ``CHOICES``)."""

from __future__ import annotations

from types import ModuleType
from typing import Any


def prompt_line(kind: ModuleType) -> str:
    """The instruction of an exercise of the kind ``kind`` (its module)."""
    return str(kind.PROMPT_LINE)


def choices_of(kind: ModuleType, prompt: dict[str, Any]) -> int:
    """How many choices the number keys pick from (0: the answer is typed)."""
    return len(prompt.get(kind.CHOICES, ())) if kind.CHOICES else 0
