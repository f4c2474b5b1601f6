"""« Quelle carte échanger ? »: Le Voisin's turned card, the contract and some of the taker's
cards, the learner says which card may go back in its place or that no exchange takes place;
whist's trou, the learner names the player who plugs it.

The engine draws the question as a multiple-choice fact and computes its answer with the
function that answers the ``exchange`` cases; the page, the reading of the answer and the
verdict are the quiz's.
"""

from trainer.exercises.quiz import *  # noqa: F403 (the quiz's page, reading and verdict)
