"""« Combien de cartes écarter ? »: Neurotrio's taker takes the chien into his hand; the learner
says how many cards he puts aside.

The engine draws the question as a multiple-choice fact from the rule that answers the
``discard`` cases.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from trainer.exercises.quiz import MultipleChoice


class Discard(MultipleChoice):
    """How many cards the taker puts aside."""

    name = "discard"
    slug = "combien-de-cartes-ecarter"
    title = gettext_lazy("Combien de cartes écarter ?")
