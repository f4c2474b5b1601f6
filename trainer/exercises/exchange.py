"""« Quelle carte échanger ? »: Le Voisin's turned card, the contract and some of the taker's
cards, the learner says which card may go back in its place or that no exchange takes place;
whist's trou, the learner names the player who plugs it.

The engine draws the question as a multiple-choice fact and computes its answer with the
function that answers the ``exchange`` cases.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from trainer.exercises.quiz import MultipleChoice


class Exchange(MultipleChoice):
    """Which card goes back, or who plugs the trou."""

    name = "exchange"
    slug = "quelle-carte-echanger"
    title = gettext_lazy("Quelle carte échanger ?")
