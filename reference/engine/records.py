"""Deal records: a whole deal replayed from its actions, and written as case-file lines
(``shared/casefile.md``) that ``manage.py cases check`` reads (README, « Le relevé d'une
donne »).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .deals import Action, DealState
from .registry import get_game


def replay(state: DealState, history: Iterable[tuple[int, Action]]) -> DealState:
    """``state`` after each action of ``history`` in turn (every one checked)."""
    for seat, action in history:
        state = state.apply(action, seat)
    return state


def record_cases(
    start: DealState, history: Sequence[tuple[int, Action]], rules: Mapping[str, Any], name: str
) -> list[dict[str, Any]]:
    """The deal of ``start`` played by ``history``, as case-file lines (``shared/casefile.md``):
    a ``bid`` case for each call, a ``legal_plays`` case for each card played and a
    ``trick_winner`` case for each trick, in the order they happened, then the ``score`` case;
    each ``expected`` is what the engine answered at the table. The first line also carries
    ``deal``: the dealer, the hands as dealt, what lay face up, the auction, the exchanges, the
    tricks, the contract and the score (README, « Le relevé d'une donne »)."""

    game = get_game(start.game)
    envelope = {"game": start.game, "rules": dict(rules)}
    lines: list[dict[str, Any]] = []
    state = start
    for number, (seat, action) in enumerate(history, start=1):
        where = f"seat {seat}, action {number}: {action}"
        call = state.call_question(action.value, seat) if action.kind == "call" else None
        if call is not None:
            lines.append(_case(envelope, "bid", dict(call), {"legal": True}, where))
        elif action.kind == "card":
            ruling = state.play_ruling(seat)
            position = state.position(seat)
            if ruling is not None and position is not None:
                legal = [str(c) for c in dict.fromkeys(ruling.legal)]
                lines.append(
                    _case(envelope, "legal_plays", dict(position), {"legal": legal}, where)
                )
        done = len(state.tricks.done)
        state = state.apply(action, seat)
        if len(state.tricks.done) > done:
            verdict = state.tricks.done[done].verdict
            question = dict(state.trick_question(done))
            note = f"trick {done + 1}"
            lines.append(
                _case(envelope, "trick_winner", question, {"winner": verdict.winner}, note)
            )
    score = state.score_question()
    if score is not None:
        answer = game.answer("score", score, game.make_rules(rules))
        expected = {k: v for k, v in answer.items() if isinstance(v, int | list) and k != "steps"}
        lines.append(_case(envelope, "score", dict(score), expected, "the deal's score"))
    for number, line in enumerate(lines, start=1):
        line["id"] = f"{name}-{number:03d}"
    if lines:
        lines[0]["deal"] = deal_summary(start, state)
    return [{"id": line.pop("id"), **line} for line in lines]


def _case(
    envelope: Mapping[str, Any],
    kind: str,
    question: dict[str, Any],
    expected: dict[str, Any],
    note: str,
) -> dict[str, Any]:
    return {
        "id": "",
        **envelope,
        "kind": kind,
        "input": question,
        "expected": expected,
        "note": note,
    }


def deal_summary(start: DealState, end: DealState) -> dict[str, Any]:
    """What a deal record's first line tells of the whole deal (table seats throughout)."""
    sheet = end.score()
    outcome = end.outcome()
    return {
        "players": end.players,
        "dealer": end.dealer,
        "hands": [[str(c) for c in hand] for hand in end.dealt],
        "face_up": [
            {"role": t.role, "seat": t.seat, "cards": [str(c) for c in t.cards]}
            for t in start.table_cards(-1)
        ],
        "auction": [[seat, call] for seat, call in end.calls],
        "exchange": [[s, a.value] for s, a in end.history if a.kind == "exchange"],
        "contract": dict(end.contract) if end.contract is not None else None,
        "tricks": [[[p.seat, str(p.card)] for p in t.plays] for t in end.tricks.done],
        "score": sheet.as_dict() if sheet is not None else None,
        "outcome": outcome.code if outcome is not None else None,
    }
