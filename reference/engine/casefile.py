"""Reading, answering and checking case files (``shared/casefile.md``).

A case is one JSON object per line. ``answer_line`` never raises: whatever the engine cannot
read becomes ``{"error": "<reason>"}`` and the run goes on.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from .cards import Card, NeuroCard
from .errors import EngineError, NotationError
from .jsontext import decode
from .registry import get_game

ENVELOPE_KEYS = ("game", "kind", "input")


@dataclass(frozen=True)
class CaseResult:
    """The outcome of checking one line of a case file."""

    where: str
    """``file:line`` and the case id."""
    passed: bool
    """Whether the engine's answer matched every expected key."""
    problems: tuple[str, ...]
    """What differed, or why the line could not be checked."""


def parse_line(line: str) -> dict[str, Any]:
    """Decode one line into a case object; ``EngineError`` says what is wrong with it."""
    if not line.strip():
        raise EngineError("empty line: each line must hold one JSON object")
    try:
        case = decode(line)
    except json.JSONDecodeError as exc:
        raise EngineError(f"malformed JSON: {exc.msg} at column {exc.colno}") from None
    if not isinstance(case, dict):
        raise EngineError(f"a case must be a JSON object, not {type(case).__name__}")
    missing = [key for key in ENVELOPE_KEYS if key not in case]
    if missing:
        raise EngineError(f"missing field(s): {', '.join(missing)}")
    return case


def answer_case(case: Mapping[str, Any]) -> dict[str, Any]:
    """The engine's answer to a decoded case, or ``{"error": ...}``."""
    try:
        game = get_game(str(case["game"]))
        rules = game.make_rules(case.get("rules") or {})
        return game.answer(str(case["kind"]), case["input"], rules)
    except EngineError as exc:
        return {"error": str(exc)}


def answer_line(line: str) -> dict[str, Any]:
    """Answer one raw line of a case file; never raises on bad input."""
    try:
        case = parse_line(line)
    except EngineError as exc:
        return {"error": str(exc)}
    return answer_case(case)


def compare(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Differences between an expected value and the engine's answer.

    Objects compare key by key (only the expected keys); lists of cards compare as multisets,
    with card notation normalised (``"10H"`` equals ``"TH"``); other lists (scores or points
    seat by seat) compare in order.

    >>> compare({"legal": ["10H", "AS"]}, {"legal": ["AS", "TH"], "obligation": {}})
    []
    >>> compare({"winner": 2}, {"winner": 1})
    ['winner: expected 2, got 1']
    >>> compare({"scores": [0, 50]}, {"scores": [50, 0]})
    ['scores: expected [0, 50], got [50, 0]']
    """
    if isinstance(expected, Mapping):
        if not isinstance(actual, Mapping):
            return [f"{path or 'answer'}: expected an object, got {actual!r}"]
        problems: list[str] = []
        for key, value in expected.items():
            where = f"{path}.{key}" if path else str(key)
            if key not in actual:
                problems.append(f"{where}: missing from the answer")
            else:
                problems.extend(compare(value, actual[key], where))
        return problems
    if isinstance(expected, list) and isinstance(actual, list):
        if not all(_is_card(v) for v in expected):
            if [_normal(v) for v in expected] != [_normal(v) for v in actual]:
                return [f"{path}: expected {expected!r}, got {actual!r}"]
            return []
        if Counter(map(_normal, expected)) != Counter(map(_normal, actual)):
            return [
                f"{path}: expected {sorted(map(str, expected))}, got {sorted(map(str, actual))}"
            ]
        return []
    same_kind = isinstance(expected, bool) == isinstance(actual, bool)
    if _normal(expected) != _normal(actual) or not same_kind:
        return [f"{path}: expected {expected!r}, got {actual!r}"]
    return []


def _is_card(value: Any) -> bool:
    """Whether ``value`` is a card in notation (``"TH"``, ``"2E-B"``)."""
    if not isinstance(value, str):
        return False
    for parse in (Card.parse, NeuroCard.parse):
        try:
            parse(value)
        except NotationError:
            continue
        return True
    return False


def _normal(value: Any) -> Any:
    """Card notation in canonical form; other values unchanged (lists become tuples)."""
    if isinstance(value, str):
        for parse in (Card.parse, NeuroCard.parse):
            try:
                return str(parse(value))
            except NotationError:
                continue
    if isinstance(value, list):
        return tuple(_normal(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _normal(v)) for k, v in value.items()))
    return value


def check_lines(lines: Iterable[str], source: str, seen_ids: set[str]) -> Iterator[CaseResult]:
    """Check every line of one file; ``seen_ids`` carries ids across files to spot duplicates."""
    for number, line in enumerate(lines, start=1):
        where = f"{source}:{number}"
        if not line.strip():
            continue
        try:
            case = parse_line(line)
        except EngineError as exc:
            yield CaseResult(where, False, (str(exc),))
            continue
        case_id = str(case.get("id", ""))
        where = f"{where} {case_id}".rstrip()
        yield _check_case(case, case_id, where, seen_ids)


def _check_case(
    case: Mapping[str, Any], case_id: str, where: str, seen_ids: set[str]
) -> CaseResult:
    if not case_id:
        return CaseResult(where, False, ("missing field: id",))
    if case_id in seen_ids:
        return CaseResult(where, False, (f"duplicate id {case_id!r}",))
    seen_ids.add(case_id)
    if not isinstance(case.get("expected"), Mapping) or not case["expected"]:
        return CaseResult(where, False, ("missing field: expected (a non-empty object)",))
    answer = answer_case(case)
    if "error" in answer and "error" not in case["expected"]:
        return CaseResult(where, False, (f"the engine could not answer: {answer['error']}",))
    problems = compare(case["expected"], answer)
    return CaseResult(where, not problems, tuple(problems))
