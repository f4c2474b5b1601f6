"""« Qui bouche le trou ? » (whist): where the aces lie; the learner names the player who
plugs the trou. The engine draws the deal and words the question and its choices (the seats,
as the table names them); the check asks the engine who plugs the trou in those four hands."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy

from reference.engine.results import Situation
from reference.games.base import GameWords
from trainer.exercises.base import Exercise
from trainer.exercises.engine import ask
from trainer.exercises.quiz import MultipleChoice


class Boucheur(MultipleChoice):
    """Who plugs the trou: a choice among the four seats."""

    name = "boucheur"
    slug = "qui-bouche-le-trou"
    title = gettext_lazy("Qui bouche le trou ?")

    def question(self, situation: Situation, words: GameWords, page: str) -> dict[str, Any]:
        """The fact's question, with the four hands the engine judges (never shown)."""
        return super().question(situation, words, page) | {"hands": situation.question["hands"]}

    def right(self, exercise: Exercise) -> int:
        """The seat the engine names as the trou's partner (the choices are the seats)."""
        found = ask(
            exercise.key.game, self.name, {"hands": exercise.question["hands"]}, exercise.rules
        )
        return int(found["boucheur"])
