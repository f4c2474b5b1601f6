"""« Qui a gagné la partie ? »: the totals (and Le Voisin's traits) after a deal; the learner
says who has won the game, or that nobody has yet, or how equal leaders are parted.

The engine draws the question as a multiple-choice fact (``situations_end`` of each game) and
computes its answer with the function that answers the ``game_end`` cases; the page, the
reading of the answer and the verdict are the quiz's.
"""

from trainer.exercises.quiz import *  # noqa: F403 (the quiz's page, reading and verdict)
