"""Whist's ``boucheur`` case kind: who plugs the trou, before the first trick (README §Case
files; 002 §2, §4 Rabrouche; 003 §Début du jeu).

Input: ``hands`` (four hands of 13 cards, seat 0 at the dealer's left), optional ``caller``
(the seat that calls trou; ``null``: nobody does; left out: the holder of three aces calls
it), ``late`` (the call came after another announcement), ``rabrouche`` (002's rabrouche
deal, where only the dealer, seat 3, may call it) and ``trump`` (the suit the boucheur's first
card or shown card names). Answer: ``trou`` (the caller's seat) and ``boucheur`` (his partner,
the holder of the fourth ace, or of the king of hearts or the next heart down in a trou royal),
``plug`` (the card that names him), ``royal``, ``mandatory``, ``void`` (002 voids the deal),
``reason`` and, with ``trump``, the ``tricks`` the pair must make (8 in the boucheur's ace
suit, 9 otherwise).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cards import DECK_52, Card, Rank
from ..errors import EngineError, MissingFieldError
from ..protocol import Answers
from .order import parse_suit
from .rules import Rules
from .trou import DEALER, trou_ruling

#: The case kinds the game answers in its own terms (``GameBase.answers``).
ANSWERS = Answers()


def _hands(value: Any) -> list[list[Card]]:
    if not isinstance(value, list) or len(value) != 4:
        raise EngineError("hands must list the four hands, seat 0 (the dealer's left) first")
    return [
        [c for c in DECK_52.parse_many(h, what=f"hand of seat {seat}") if isinstance(c, Card)]
        for seat, h in enumerate(value)
    ]


def _seat(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 4:
        raise EngineError(f"{what} is a seat 0-3, not {value!r}")
    return value


def _flag(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise EngineError(f"{key} must be true or false, not {value!r}")
    return value


@ANSWERS
def answer_boucheur(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``boucheur``: the trou, its boucheur and the pair's target."""
    if "hands" not in data:
        raise MissingFieldError("whist", "boucheur", "hands")
    hands = _hands(data["hands"])
    if "caller" in data:
        caller = None if data["caller"] is None else _seat(data["caller"], "caller")
    else:
        caller = _holder(hands, rules)
        if _flag(data, "rabrouche") and caller not in (None, DEALER):
            caller = None  # only the dealer may call it: the holder keeps silent (002 §4)
    ruling = trou_ruling(
        hands, rules, caller=caller, late=_flag(data, "late"), rabrouche=_flag(data, "rabrouche")
    )
    trou = ruling.trou
    answer: dict[str, Any] = {
        "trou": None if trou is None else trou.seat,
        "boucheur": None if trou is None else trou.boucheur,
        "plug": None if trou is None else str(trou.plug),
        "royal": bool(trou and trou.royal),
        "mandatory": bool(trou and trou.mandatory),
        "void": ruling.void,
        "reason": ruling.reason.to_json(),
    }
    if trou is not None:
        answer["reasons"] = [r.to_json() for r in trou.reasons]
        if data.get("trump") is not None:
            answer["tricks"] = trou.target(parse_suit(data["trump"], what="trump"))
    return answer


def _holder(hands: list[list[Card]], rules: Rules) -> int | None:
    """The seat that holds three aces (or four, in the Règlement): it calls the trou."""
    for seat, hand in enumerate(hands):
        aces = sum(1 for c in hand if c.rank is Rank.ACE)
        if aces == 3 or (aces == 4 and rules.reglement):
            return seat
    return None
