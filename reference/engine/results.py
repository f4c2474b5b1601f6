"""The result types every game returns through the ``Game`` protocol.

A call's ruling, a deal's score sheet, a quiz fact and an exercise situation have one shape
for all the games, so that the web layers (rule-page blocks, trainer kinds, the table) are
written once. Each game fills them from its own rules; none of them holds prose: reasons are
codes with parameters, turned into sentences by the web layer.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

from .tricks import Param, Reason


class Level(StrEnum):
    """How hard an exercise situation is (its value is the URL segment)."""

    EASY = "facile"
    MEDIUM = "moyen"
    HARD = "difficile"


@dataclass(frozen=True, slots=True)
class CallRuling:
    """Whether a call may be made now, and the rule that decides it."""

    legal: bool
    """True when the call may be made."""
    reason: Reason
    """Why it may (what it outranks, ...) or may not be made."""

    def to_json(self) -> dict[str, object]:
        """The ``bid`` answer of the case format, with its reason."""
        return {"legal": self.legal, "reason": self.reason.to_json()}


class AuctionState(Protocol):
    """An auction in progress, frozen: each call gives a new state. Calls are written in the
    case notation of the game (``shared/casefile.md``, kind ``bid``)."""

    @property
    def next_seat(self) -> int:
        """Who speaks next in turn (seats numbered as the game's cases number them)."""
        ...

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        """The calls made so far, with the seat that made each."""
        ...

    @property
    def ended(self) -> bool:
        """Whether the auction is over (on a contract, or with everybody passing)."""
        ...

    @property
    def contract(self) -> Mapping[str, Any] | None:
        """The contract it ended on, in the game's case notation (``None`` until then, and
        when everybody passed)."""
        ...

    def ruling(self, call: str, seat: int | None = None) -> CallRuling:
        """May ``seat`` (default: the seat in turn) make ``call`` now?"""
        ...

    def apply(self, call: str, seat: int | None = None) -> AuctionState:
        """The state after ``call``; an illegal call raises ``EngineError``."""
        ...

    def legal_calls(self) -> tuple[str, ...]:
        """Every call the seat in turn may make."""
        ...


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """A deal's score: points per side and the calculation, line by line.

    ``sides`` names who scores in the game's own terms, as the case format keys them: teams
    (``"NS"``, ``"EW"``), seats or teams by number (``"0"``, ``"1"``…), or roles
    (``"taker"``, ``"each_other"``, ``"per_declarer"``, ``"per_defender"``). The web layer
    names each side in the reader's language.
    """

    sides: tuple[str, ...]
    """Who scores, in the order a score sheet lists them."""
    scores: tuple[int, ...]
    """Points per side, in the order of ``sides`` (negative for a loss)."""
    steps: tuple[Reason, ...]
    """The calculation, line by line."""
    made: bool | None = None
    """Whether the contract was made (``None`` where the game has no contract)."""
    marks: tuple[int, ...] = ()
    """Tie-break marks per side where the game keeps them (Le Voisin's traits)."""

    def as_dict(self) -> dict[str, int]:
        """Points by side."""
        return dict(zip(self.sides, self.scores, strict=True))

    def to_json(self) -> dict[str, object]:
        """The ``score`` answer of the case format where it is flat: each side's points, then
        ``made`` (when the game has a contract) and ``steps``."""
        out: dict[str, object] = dict(self.as_dict())
        if self.made is not None:
            out["made"] = self.made
        out["steps"] = [step.to_json() for step in self.steps]
        return out

    def score(self, side: str) -> int:
        """The points of ``side``; ``KeyError`` for a side the sheet does not have."""
        try:
            return self.scores[self.sides.index(side)]
        except ValueError:
            raise KeyError(side) from None


@dataclass(frozen=True, slots=True)
class QuizFact:
    """A multiple-choice question drawn from the engine's facts, with its answer and why.

    ``code`` names the question's wording (the web layer has one sentence per code, its
    placeholders named after ``params``); ``options`` are values written like reason
    parameters (cards, suits, numbers, calls), one of them right.
    """

    code: str
    """The question's wording, e.g. ``"coinche_quiz_card_value"``."""
    params: tuple[tuple[str, Param], ...]
    """What the question names (a card, a trump mode, a contract…)."""
    options: tuple[Param, ...]
    """The choices, in the order shown."""
    answer: int
    """Index of the right option."""
    why: tuple[Reason, ...]
    """The engine's explanation of the right answer."""
    section: str
    """Anchor of the rule-page section that states the fact."""
    interpretation: str | None = None
    """The ``Interpretation`` the answer rests on, where the document is ambiguous or silent."""
    option_code: str | None = None
    """How to word each option, when options are not plain values (e.g. a seat or a role)."""

    @classmethod
    def of(
        cls,
        code: str,
        options: Iterable[Any],
        answer: int,
        why: Reason | Iterable[Reason],
        section: str,
        interpretation: str | None = None,
        **params: Any,
    ) -> QuizFact:
        """A question ``code`` naming ``params``, its ``options`` and the right one, why (one
        reason or several) and the section stating the fact."""
        reasons = (why,) if isinstance(why, Reason) else tuple(why)
        return cls(
            code, tuple(params.items()), tuple(options), answer, reasons, section, interpretation
        )

    def get(self, name: str, default: Param = None) -> Param:
        """The named parameter, or ``default``."""
        return dict(self.params).get(name, default)


@dataclass(frozen=True)
class Situation:
    """One exercise: the case question the learner answers and what the page shows beyond it.

    An exercise is a case (``shared/casefile.md``): ``question`` is its ``input`` and the
    engine answers it like any case line; ``extras`` are language-free details the page
    draws (how won cards group into tricks, who speaks, the quiz fact…).
    """

    question: Mapping[str, Any]
    """The case-file input."""
    extras: Mapping[str, Any] = field(default_factory=dict)
    """What the page shows beyond the question (never the answer)."""
    quiz: QuizFact | None = None
    """For a quiz: the fact asked."""
    theme: str | None = None
    """The theme it was drawn for (``themes.py``), ``None`` for an exercise of a level."""
    difficulty: float | None = None
    """The estimated difficulty of a situation drawn for a theme, on the rating scale of
    ``themes.difficulty`` (``None`` for an exercise of a level)."""
