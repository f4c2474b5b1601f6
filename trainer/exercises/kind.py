"""What an exercise kind is: one class that says everything about its exercises.

A kind draws nothing itself (the engine's generators do, ``Game.situation``); it says what its
page shows beyond the cards (``show``, ``prompt``), where its cards and calls lie on the felt
(``felt``), how an answer is read (``parse``) and judged by the engine (``check``, with the
marks of each card or choice), how an answer reads in words (``given_text``, ``right_text``,
``explained``), how it prints (``on_paper``), how a teacher composes one by hand (``by_hand``),
and which moments of a deal played at the table it turns into an exercise (``question_at``).

Every kind is one module of ``trainer/exercises/`` and one line of the registry
(``trainer/exercises/kinds.py``); nothing outside its module asks which kind it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from django.utils.functional import Promise
from django.utils.translation import gettext as _

from reference.engine.results import Situation
from trainer.exercises.base import AnswerError, Exercise, Feedback
from trainer.parsing import Unreadable, read_index

if TYPE_CHECKING:
    from django.http import QueryDict

    from reference.engine.deals import DealState
    from reference.games.base import GameWords
    from trainer.table import Table


@dataclass(frozen=True)
class Block:
    """One part of a situation as a page or a sheet of paper shows it.

    ``kind`` is ``note`` (a line of text), ``cards`` (a row of cards, ``numbered`` when their
    order is the play's), ``lines`` (a list: the auction, the deal's summary), ``choices``
    (boxes to tick) or ``blanks`` (numbers to write, one per label)."""

    kind: str
    label: str = ""
    text: str = ""
    cards: tuple[Any, ...] = ()
    items: tuple[str, ...] = ()
    numbered: bool = False


@dataclass(frozen=True)
class Described:
    """A situation on paper: the question, what the student reads and sees, how to answer."""

    question: str
    blocks: tuple[Block, ...] = field(default_factory=tuple)
    answer_hint: str = ""
    """How to answer on paper (« Entourez… », « Écrivez… »)."""
    answer_line: bool = False
    """A line to write the answer on (a card's number, a count)."""


@dataclass(frozen=True)
class ByHand:
    """How a teacher composes a situation of the kind by hand (« La classe »): picking cards,
    building an auction call by call, or entering a finished deal as the score pad does."""

    builder: str
    """``cards``, ``auction`` or ``deal``."""
    trick: str = ""
    """The trick's cards: ``whole`` (every seat may have played), ``partial`` (the seat to
    play has not), or "" (no trick)."""
    held: str = ""
    """The cards picked in a hand: ``hand`` (the cards held) or ``cards`` (the cards won)."""
    last_trick: bool = False
    """Whether the side also won the last trick (card points)."""


@dataclass(frozen=True)
class Moment:
    """A moment of a deal played at the table, as an exercise may ask about it: the deal then
    (``state``), the same deal once over or as far as it went (``end``), whether it is over
    (every hand may then be shown) and the learner's seat (while the deal goes on, only his
    positions are asked about)."""

    state: DealState
    end: DealState
    over: bool
    learner: int


class Kind:
    """One exercise kind (subclasses set the class attributes and override what differs)."""

    name: str
    """The kind's name: the engine's situation, the stored answers, the case files."""
    slug: str
    """Its URL segment (``/entrainement/<game>/<rule set>/<slug>/``)."""
    title: Promise
    """Its title on menus and pages (« Qui remporte le pli ? »)."""
    template: ClassVar[str]
    """Its one template: the answer controls and a ``{% partialdef feedback %}``."""
    prompt_line: ClassVar[Promise]
    """The instruction above the table."""
    choices: ClassVar[str] = ""
    """The part of the prompt the number keys pick from ("" when the answer is typed)."""
    on_felt: ClassVar[bool] = True
    """Whether the page draws the card table of its situation (when the situation names one)."""
    contract_on_felt: ClassVar[bool] = True
    """Whether the felt's middle names the contract (a deal to score tells it in its summary)."""
    in_sets: ClassVar[bool] = True
    """Whether a teacher's set can hold it."""
    kept_as_drawing: ClassVar[bool] = False
    """Whether a set keeps the key of its drawing (a level and a seed) rather than a case: its
    question is a sentence the engine draws, not a situation a case file can hold."""
    by_hand: ClassVar[ByHand | None] = None
    """How a teacher composes one by hand (``None``: drawn or uploaded only)."""
    at_table: ClassVar[str] = ""
    """Its URL segment as an exercise of a moment of a deal played at the table ("" when a
    deal's moment never becomes one)."""
    reason_lead: ClassVar[Promise | None] = None
    """What a teacher reads as the rule behind a miss when the kind's reasons are a
    calculation (« Le compte des points »); ``None``: the first reason."""

    # --- the page ---------------------------------------------------------------------------

    def show(
        self, situation: Situation, words: GameWords, rules: Any, players: str
    ) -> dict[str, Any]:
        """What the page shows beyond the question, never its answer: by default the trump,
        and what the game's words add from the situation's extras. ``words`` are the game's
        words under ``rules`` (typed), ``players`` the table a question without one is
        played at."""
        shown: dict[str, Any] = {"trump": words.exercise_trump(situation.question["trump"])}
        shown.update(self.notes(situation, words))
        shown.update(words.situation_show(self.name, situation))
        return shown

    def notes(self, situation: Situation, words: GameWords) -> dict[str, Any]:
        """What the kind adds to the trump for a reader of the cards (the contract, the seat
        about to play, the tricks the cards were won in); the game's words may say more."""
        return {}

    def question(self, situation: Situation, words: GameWords, page: str) -> dict[str, Any]:
        """The question the check reads: the situation's case-file question (a kind whose
        question is a fact the engine drew reads the fact; ``page`` is its rule page)."""
        return dict(situation.question)

    def prompt(self, exercise: Exercise) -> dict[str, Any]:
        """What the answer controls show (cards, calls, fields, options)."""
        raise NotImplementedError(self.name)

    def choice_count(self, prompt: Mapping[str, Any]) -> int:
        """How many choices the number keys pick from (0: the answer is typed)."""
        return len(prompt.get(self.choices, ())) if self.choices else 0

    def felt(self, exercise: Exercise, table: Table) -> None:
        """Put the exercise's cards or calls in front of the seats that played them."""

    # --- the answer -------------------------------------------------------------------------

    def parse(self, exercise: Exercise, data: QueryDict | Mapping[str, Any]) -> Any:
        """The answer a form sends, read strictly (``AnswerError`` with a sentence)."""
        raise NotImplementedError(self.name)

    @staticmethod
    def picked(data: QueryDict | Mapping[str, Any], name: str, count: int, problem: str) -> int:
        """The index of the one choice among ``count`` that the form sends as ``name``;
        ``AnswerError(problem)`` when there is none."""
        try:
            return read_index(data.get(name, ""), count)
        except Unreadable:
            raise AnswerError(problem) from None

    def check(self, exercise: Exercise, answer: Any) -> Feedback:
        """The engine's verdict on ``answer``, with its reasons and marks."""
        raise NotImplementedError(self.name)

    def right_and_wrong(self, exercise: Exercise) -> tuple[dict[str, Any], dict[str, Any] | None]:
        """Form data of a right answer and of a wrong one (``None`` when none exists), for the
        tests, the benchmarks and a teacher's previews."""
        raise NotImplementedError(self.name)

    # --- the answer in words ----------------------------------------------------------------

    def given_text(self, exercise: Exercise, answer: Any) -> str:
        """What was answered, in words (« V♥ (carte 2) », « 44,5 »)."""
        raise NotImplementedError(self.name)

    def right_text(self, exercise: Exercise, feedback: Feedback) -> str:
        """The right answer, in the same words, from the engine's verdict."""
        raise NotImplementedError(self.name)

    def explained(self, exercise: Exercise, feedback: Feedback) -> tuple[list[str], str]:
        """The verdict's reasons as sentences, and the one rule behind a miss (for grouping a
        class's misses)."""
        reasons = [str(line) for line in feedback.lines]
        rule = str(self.reason_lead) if self.reason_lead else (reasons[0] if reasons else "")
        return reasons, rule

    # --- elsewhere --------------------------------------------------------------------------

    def on_paper(self, exercise: Exercise) -> Described:
        """The situation for a printed worksheet, never its answer."""
        raise NotImplementedError(self.name)

    def stored(self, case: Mapping[str, Any]) -> dict[str, Any]:
        """A checked case as a set stores it (a kind may add what its page needs)."""
        return dict(case)

    def missing(self, question: Mapping[str, Any]) -> str:
        """What a case's question lacks that the engine's refusal would not name, in a
        sentence for a teacher ("" when nothing)."""
        return ""

    def disagreement(
        self, exercise: Exercise, expected: Mapping[str, Any], answer: Mapping[str, Any]
    ) -> str:
        """Why a teacher's expected answer is not the engine's (``answer``), in a sentence for
        the teacher ("" when they agree on what the kind compares)."""
        return ""

    def case_table(self, question: Mapping[str, Any], players: str) -> dict[str, Any]:
        """The table a case's page draws (``Exercise.extras``), the engine's situations' way
        (``dealt_table``): a kind whose cards or calls lie in front of seats says who leads or
        speaks; {} draws none. ``players``: the table of a question that names none."""
        return {}

    def question_at(self, moment: Moment) -> dict[str, Any] | None:
        """The question this kind asks at a moment of a deal played at the table (``None``
        where it asks none)."""
        return None


def dealt_table(question: Mapping[str, Any], players: str) -> dict[str, Any]:
    """The seats of a case's table as every game's situations draw theirs: seat 0 speaks and
    leads first, the last seat deals, two teams face to face at « 2x2 »."""
    table = str(question.get("players") or players)
    count = 4 if table == "2x2" else int(table)
    return {"seats": count, "teams": table == "2x2", "dealer": count - 1}


def aucune(items: list[str]) -> str:
    """Items in a sentence: « a, b » (nothing: « aucune »)."""
    return ", ".join(items) if items else _("aucune")
