"""« Combien valent les annonces ? »: a hand and its trump; the learner gives what its
announcements count (coinche: belote apart; Le Voisin: couples apart).

The engine draws the question as a multiple-choice fact and computes its answer with the
function that answers the ``announcements`` cases; the page, the reading of the answer and
the verdict are the quiz's.
"""

from __future__ import annotations

from trainer.exercises.quiz import check, parse, prompt, right_and_wrong

TEMPLATE = "trainer/kinds/quiz.html"

__all__ = ["TEMPLATE", "check", "parse", "prompt", "right_and_wrong"]
