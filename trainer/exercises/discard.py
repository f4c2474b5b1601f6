"""« Combien de cartes écarter ? »: Neurotrio's taker takes the chien into his hand; the learner
says how many cards he puts aside.

The engine draws the question as a multiple-choice fact from the rule that answers the
``discard`` cases; the page, the reading of the answer and the verdict are the quiz's.
"""

from __future__ import annotations

from trainer.exercises.quiz import check, parse, prompt, right_and_wrong

TEMPLATE = "trainer/kinds/quiz.html"

__all__ = ["TEMPLATE", "check", "parse", "prompt", "right_and_wrong"]
