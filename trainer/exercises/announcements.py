"""« Combien valent les annonces ? »: a hand and its trump; the learner gives what its
announcements count (coinche: belote apart; Le Voisin: couples apart).

The engine draws the question as a multiple-choice fact and computes its answer with the
function that answers the ``announcements`` cases; the page, the reading of the answer and
the verdict are the quiz's.
"""

from trainer.exercises.quiz import *  # noqa: F403 (the quiz's page, reading and verdict)
