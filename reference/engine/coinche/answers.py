"""Belote coinchée's case kinds beyond the shared six (README §Case files).

* ``announcements`` (004 §Les annonces, belote [std]): ``trump`` and either ``hand`` (one
  player's cards, at most 8) -> its ``announcements`` (kind, cards, value), their ``total``
  and its ``belote`` count; or ``hands`` (four hands, seat 0 at the dealer's right, as held at
  the first trick) -> each seat's ``announcements`` and ``totals``, the seats holding the
  ``belote``, the ``team`` that counts its announcements, the ``points`` each team counts
  (belote apart) and the ``best_seat``.
* ``game_end`` (004 §Fin de partie): ``totals`` (``{"NS", "EW"}``) after a deal, or
  ``scores`` (each deal's scores in order), optional ``target`` (the rules' ``game_target``,
  3000 by default) -> ``finished``, ``winner`` and ``extra_deal`` (both past the target with
  equal totals: one more deal).
* ``trick_winner`` also reads ``"schmurtz": true`` (with ``trump`` ``"SA"``): a trick of a
  capot « schmürtz », the cards ranking upside down (004 §Variantes).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import DECK_32, Card
from ..errors import EngineError, MissingFieldError
from ..protocol import Answers
from ..tricks import Reason
from .announcements import Announcement, belote_count, compare_announcements, find_announcements
from .auction import TEAMS
from .order import Mode
from .rules import Rules
from .scoring import game_winner
from .weak_hand import schmurtz_winner

#: The case kinds the game answers in its own terms (``GameBase.answers``).
ANSWERS = Answers()

SOURCE_END = "004 §Fin de partie; interpretation coinche-game-end"
#: Targets a ``game_end`` case may name.
TARGET_RANGE = range(100, 100_001)


def _cards(value: Any, what: str) -> list[Card]:
    return [c for c in DECK_32.parse_many(value, what=what) if isinstance(c, Card)]


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 1_000_000:
        raise EngineError(f"{what} must be a whole number, not {value!r}")
    return value


def _listed(announcements: Sequence[Announcement]) -> list[dict[str, Any]]:
    return [
        {"kind": a.kind, "cards": [str(c) for c in a.cards], "value": a.value}
        for a in announcements
    ]


@ANSWERS
def answer_announcements(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``announcements`` of one hand, or of the four hands compared."""
    if "trump" not in data:
        raise MissingFieldError("coinche", "announcements", "trump")
    mode = Mode.parse(data["trump"])
    if ("hand" in data) == ("hands" in data):
        raise EngineError("give either 'hand' (one player's cards) or 'hands' (the four hands)")
    if "hand" in data:
        hand = _cards(data["hand"], "hand")
        _check_size(hand, "hand")
        found = find_announcements(hand, mode, rules)
        return {
            "announcements": _listed(found),
            "total": sum(a.value for a in found),
            "belote": belote_count(hand, mode, rules),
        }
    raw = data["hands"]
    if not isinstance(raw, list) or len(raw) != 4:
        raise EngineError("hands must list the four hands, seat 0 (the dealer's right) first")
    hands = [_cards(h, f"hand of seat {seat}") for seat, h in enumerate(raw)]
    DECK_32.check_no_duplicates([c for h in hands for c in h], what="the four hands")
    for seat, hand in enumerate(hands):
        _check_size(hand, f"the hand of seat {seat}")
    found_by_seat = [find_announcements(h, mode, rules) for h in hands]
    ruling = compare_announcements(found_by_seat, mode, rules)
    belote = [seat for seat, h in enumerate(hands) for _n in range(belote_count(h, mode, rules))]
    return {
        "announcements": [_listed(found) for found in found_by_seat],
        "totals": [sum(a.value for a in found) for found in found_by_seat],
        "belote": belote,
        "team": ruling.team,
        "points": dict(ruling.points),
        "best_seat": ruling.best_seat,
        "reasons": [r.to_json() for r in ruling.reasons],
    }


def _check_size(hand: Sequence[Card], what: str) -> None:
    if len(hand) > 8:
        raise EngineError(f"{what} holds {len(hand)} cards; a coinche hand holds 8")


@ANSWERS
def answer_game_end(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``game_end``: who has won after the last deal (004 §Fin de partie)."""
    target = _int(data.get("target", rules.game_target), "target")
    if target not in TARGET_RANGE:
        raise EngineError(f"target is from {TARGET_RANGE.start} to {TARGET_RANGE.stop - 1}")
    if ("totals" in data) == ("scores" in data):
        raise EngineError("give either 'totals' (after the last deal) or 'scores' (deal by deal)")
    if "totals" in data:
        totals = _team_numbers(data["totals"], "totals")
    else:
        totals = _add_up(data["scores"], target, rules)
    winner, extra, reason = end_verdict(totals, rules, target)
    return {
        "finished": winner is not None,
        "winner": winner,
        "extra_deal": extra,
        "totals": totals,
        "reason": reason.to_json(),
    }


def end_verdict(
    totals: Mapping[str, int], rules: Rules, target: int
) -> tuple[str | None, bool, Reason]:
    """The winning team (or ``None``), whether one more deal parts equal teams past the
    target, and the reason (004 §Fin de partie)."""
    winner = game_winner(totals, rules, target)
    extra = winner is None and any(totals[t] >= target for t in TEAMS)
    if winner is not None:
        reason = Reason.of("coinche_end_won", SOURCE_END, team=winner, total=totals[winner])
    elif extra:
        reason = Reason.of("coinche_end_extra_deal", SOURCE_END, total=totals["NS"])
    else:
        reason = Reason.of("coinche_end_continues", SOURCE_END, target=target)
    return winner, extra, reason


def _team_numbers(value: Any, what: str) -> dict[str, int]:
    if not isinstance(value, Mapping) or set(value) != set(TEAMS):
        raise EngineError(f'{what} must be an object such as {{"NS": 1200, "EW": 980}}')
    return {t: _int(value[t], f"{what} of {t}") for t in TEAMS}


def _add_up(value: Any, target: int, rules: Rules) -> dict[str, int]:
    """The totals after every deal's scores; a deal after the game was won is refused."""
    if not isinstance(value, list) or not value or len(value) > 500:
        raise EngineError("scores must list each deal's scores, 1 to 500 deals")
    totals = {t: 0 for t in TEAMS}
    for number, deal in enumerate(value, start=1):
        if game_winner(totals, rules, target) is not None:
            raise EngineError(f"the game was already won before deal {number}")
        for team, points in _team_numbers(deal, f"scores of deal {number}").items():
            totals[team] += points
    return totals


def schmurtz_trick(data: Mapping[str, Any]) -> dict[str, Any] | None:
    """A ``trick_winner`` case of a capot schmürtz, answered; ``None`` for any other trick."""
    flag = data.get("schmurtz", False)
    if not isinstance(flag, bool):
        raise EngineError(f"schmurtz must be true or false, not {flag!r}")
    if not flag:
        return None
    if Mode.parse(data.get("trump")) is not Mode.SA:
        raise EngineError("a capot schmürtz is played without trump: trump must be 'SA'")
    trick = _cards(data.get("trick"), "trick")
    if not 1 <= len(trick) <= 4:
        raise EngineError("a trick holds 1 to 4 cards")
    return schmurtz_winner(trick).to_json()


END_REASON_CODES = ("coinche_end_won", "coinche_end_extra_deal", "coinche_end_continues")
