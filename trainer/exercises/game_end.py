"""« Qui a gagné la partie ? »: the totals (and Le Voisin's traits) after a deal; the learner
says who has won the game, or that nobody has yet, or how equal leaders are parted.

The engine draws the question as a multiple-choice fact (``situations_end`` of each game) and
computes its answer with the function that answers the ``game_end`` cases.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from trainer.exercises.quiz import MultipleChoice


class GameEnd(MultipleChoice):
    """Who has won the game, or who leads."""

    name = "game_end"
    slug = "qui-a-gagne-la-partie"
    title = gettext_lazy("Qui a gagné la partie ?")
