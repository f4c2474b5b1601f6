"""Multiple-choice kinds: a question drawn from the engine's facts, its choices, and its answer
linked to the rule-page section that states it. The quiz on the rules is one; so are the
kinds whose question the engine draws as a fact (the announcements, the exchange, the discard,
who has won the game: ``facts.py``)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.engine.results import Situation
from reference.games.base import GameWords
from trainer.exercises.base import Exercise, Feedback, Line, Mark
from trainer.exercises.kind import Block, Described, Kind


class MultipleChoice(Kind):
    """A question with one right choice among a few (its page, reading and verdict)."""

    template = "trainer/kinds/quiz.html"
    prompt_line = gettext_lazy("Choisissez une réponse.")
    choices = "options"
    on_felt = False
    kept_as_drawing = True

    def show(
        self, situation: Situation, words: GameWords, rules: Any, players: str
    ) -> dict[str, Any]:
        """The question and its options (which one is right is not shown)."""
        assert situation.quiz is not None, f"{self.name}: a question without its fact"
        if "players" in situation.question:  # a question at a given table names its sides
            words = words.at_table(situation.question)
        return {
            "text": words.quiz_text(situation.quiz),
            "options": words.quiz_options(situation.quiz),
        }

    def question(self, situation: Situation, words: GameWords, page: str) -> dict[str, Any]:
        """What the check reads of the engine's fact: the right option, why (in words), and
        the sections of the rule page ``page`` that state it."""
        fact = situation.quiz
        assert fact is not None, f"{self.name}: a question without its fact"
        if "players" in situation.question:
            words = words.at_table(situation.question)
        question = {
            "answer": fact.answer,
            "why": " ".join(words.sentence(r) for r in fact.why),
            "link": f"{page}#{fact.section}",
            "section": fact.section,
        }
        if fact.interpretation:
            question["note"] = f"{page}#{fact.interpretation}"
        return question

    def prompt(self, exercise: Exercise) -> dict[str, Any]:
        return {"text": exercise.show["text"], "options": exercise.show["options"]}

    def parse(self, exercise: Exercise, data: Any) -> int:
        """The chosen option's index."""
        return self.picked(
            data, "option", len(exercise.show["options"]), _("Choisissez une réponse.")
        )

    def right(self, exercise: Exercise) -> int:
        """The index of the right option: the one the engine's fact gives."""
        return int(exercise.question["answer"])

    def check(self, exercise: Exercise, answer: int) -> Feedback:
        """Right if the chosen option is the one the engine's facts give; the right option is
        marked (found, or missed), and so is a wrong choice."""
        right = self.right(exercise)
        marks = {}
        for index in range(len(exercise.show["options"])):
            if index == right:
                marks[index] = Mark("right" if answer == right else "missed", _("la bonne réponse"))
            elif index == answer:
                marks[index] = Mark("wrong", _("votre choix"))
            else:
                marks[index] = Mark("plain")
        link = str(exercise.question.get("link", ""))
        note = str(exercise.question.get("note", ""))
        section = str(exercise.question.get("section") or link.partition("#")[2])
        lines = [Line(exercise.question["why"], section)]
        if note:
            reading = _(
                "Le document ne tranche pas ce point : cette réponse suit la lecture du site, "
                "expliquée dans sa note d'interprétation."
            )
            lines.append(Line(reading, note.partition("#")[2]))
        return Feedback(
            correct=answer == right,
            lines=lines,
            details={"right": exercise.show["options"][right], "link": link, "note": note},
            marks=marks,
        )

    def right_and_wrong(self, exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any]]:
        """The right option, and the next one."""
        right = self.right(exercise)
        wrong = (right + 1) % len(exercise.show["options"])
        return {"option": str(right)}, {"option": str(wrong)}

    def given_text(self, exercise: Exercise, answer: Any) -> str:
        return str(exercise.show["options"][int(answer)])

    def right_text(self, exercise: Exercise, feedback: Feedback) -> str:
        return str(feedback.details["right"])

    def on_paper(self, exercise: Exercise) -> Described:
        show = exercise.show
        return Described(
            str(show["text"]),
            (Block("choices", items=tuple(str(o) for o in show["options"])),),
            _("Cochez la bonne réponse."),
        )


class Quiz(MultipleChoice):
    """A question on the rules (the order of the cards, a value, a target…)."""

    name = "quiz"
    slug = "quiz"
    title = gettext_lazy("Quiz sur les règles")
