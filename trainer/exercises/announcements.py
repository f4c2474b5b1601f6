"""« Combien valent les annonces ? »: a hand and its trump; the learner gives what its
announcements count (coinche: belote apart; Le Voisin: couples apart).

The engine draws the question as a multiple-choice fact and computes its answer with the
function that answers the ``announcements`` cases.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from trainer.exercises.quiz import MultipleChoice


class Announcements(MultipleChoice):
    """What the announcements of a deal are worth."""

    name = "announcements"
    slug = "combien-valent-les-annonces"
    title = gettext_lazy("Combien valent les annonces ?")
