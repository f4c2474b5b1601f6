"""« Combien de cartes écarter ? »: Neurotrio's taker takes the chien into his hand; the learner
says how many cards he puts aside.

The engine draws the question as a multiple-choice fact from the rule that answers the
``discard`` cases; the page, the reading of the answer and the verdict are the quiz's.
"""

from trainer.exercises.quiz import *  # noqa: F403 (the quiz's page, reading and verdict)
