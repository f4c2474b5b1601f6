"""A situation as a page or a sheet of paper shows it: the question and, in order, what the
student reads and sees (the trump, the trick, the hand, the auction, the deal's summary, the
choices). Each kind says how (``Kind.on_paper``); the builder, the answer pages and the printed
worksheets draw the same blocks.
"""

from __future__ import annotations

from trainer.exercises import KINDS
from trainer.exercises.base import Exercise
from trainer.exercises.kind import Block, Described

__all__ = ["Block", "Described", "describe"]


def describe(exercise: Exercise) -> Described:
    """The situation of ``exercise`` in blocks (never its answer)."""
    return KINDS[exercise.key.kind].on_paper(exercise)
