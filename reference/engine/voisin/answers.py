"""Le Voisin's case kinds beyond the shared six (README §Case files): the announcements of the
hands at the first trick, the exchange of the turned card, and the end of the game.

* ``announcements`` (000 §ANNONCES, footnote 3): ``players``, ``trump``, ``hands`` (each seat's
  hand at the first trick, after the exchange) and, when the taker picked up the turned card,
  ``taker`` (his seat) and ``taken`` (that card) -> each seat's counted ``announcements`` and
  ``couples``, ``void`` (a carré de Dames), and every announcement's fate.
* ``exchange`` (000 §CONTRAT, §CHARGE ET SURCHARGE, §VARIANTES): ``hand`` (the taker's),
  ``turned``, ``trump``, optional ``contract`` (``prise``, ``charge``, ``surcharge``), ``round``
  (1 or 2) and ``card`` (the card he would put back) -> ``happens``, ``allowed`` and, with
  ``card``, ``legal``.
* ``game_end`` (000 §DÉCOMPTE DES POINTS): ``totals`` and ``traits`` per player (per team at
  2×2) after a deal, optional ``target`` -> ``finished`` (someone reached the target),
  ``winners`` (empty while undecided) and ``final_contract`` (equal leaders, ``tied``, play a
  final contract).

The ``taken`` card is checked against the exchange rule (interpretation voisin-taken-card): it
must be in the taker's hand and of the contract's suit; otherwise there was no exchange and
no Dame was "prise sur le talon".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import DECK_32, Card
from ..errors import EngineError
from ..protocol import Answers
from ..tricks import Reason
from .announcements import Resolution, detect_announcements, resolve_announcements
from .auction import SRC_VAR, check_exchange, exchange_options
from .contracts import GAME_TARGET, PLAYER_COUNTS, deal_size
from .rules import Rules
from .scoring import game_standing
from .table import NoTrump, Trump, parse_trump

#: The case kinds the game answers in its own terms (``GameBase.answers``).
ANSWERS = Answers()

SRC_TAKEN = "000 §CHARGE ET SURCHARGE, §ANNONCES; interpretation voisin-taken-card"
#: Targets a ``game_end`` case may name ("en principe en 1000 points").
TARGET_RANGE = range(100, 100_001)


def _get(data: Mapping[str, Any], key: str, where: str = "input") -> Any:
    if key not in data:
        raise EngineError(f"{where} needs the field {key!r}")
    return data[key]


def _cards(value: Any, what: str) -> list[Card]:
    return [c for c in DECK_32.parse_many(value, what=what) if isinstance(c, Card)]


def _int(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise EngineError(f"{what} must be a whole number, not {value!r}")
    return value


def players_of(data: Mapping[str, Any], rules: Rules) -> str:
    """The table of a case: ``players`` (2, 3, 4, 2x2), 4 by default (2 under Variante I)."""
    value = data.get("players", "2" if rules.variante_i else "4")
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if value not in PLAYER_COUNTS:
        raise EngineError(f"players must be one of 2, 3, 4, 2x2, not {value!r}")
    return str(value)


# --- announcements ----------------------------------------------------------------------------


def taken_check(
    hands: Sequence[Sequence[Card]], trump: Trump, taken: Card, taker: int, players: str
) -> None:
    """Refuse a ``taken`` card no exchange could have given (interpretation
    voisin-taken-card): the taker must hold it and the contract must be in its suit."""
    if not 0 <= taker < len(hands):
        raise EngineError(f"taker must be a seat from 0 to {len(hands) - 1}, not {taker}")
    if taken not in hands[taker]:
        holder = next((i for i, h in enumerate(hands) if taken in h), None)
        where = "nobody holds it" if holder is None else f"seat {holder} holds it"
        raise EngineError(
            f"the taken card {taken} must be in the taker's hand (seat {taker}); {where}"
        )
    if isinstance(trump, NoTrump):
        raise EngineError(
            f"the turned card is never exchanged at {trump.value} (000 §VARIANTES): "
            f"{taken} cannot have been taken"
        )
    if taken.suit is not trump:
        raise EngineError(
            f"the turned card is exchanged only when the contract is played in its suit "
            f"(000 §CHARGE ET SURCHARGE): {taken} was not taken at {trump.value}"
        )


def settle_hands(
    hands_raw: Any,
    players: str,
    trump: Trump,
    rules: Rules,
    *,
    taker: int | None = None,
    taken_raw: Any = None,
) -> Resolution:
    """Detect and settle the announcements of every hand at the first trick (000 §ANNONCES);
    ``taker`` and ``taken_raw`` name the turned card the taker picked up, if any."""
    if not isinstance(hands_raw, list):
        raise EngineError("hands must be a list of hands, seat by seat")
    size = deal_size(players, rules)
    if len(hands_raw) != size.seats:
        raise EngineError(f"hands must list {size.seats} hands, seat by seat")
    hands = [_cards(h, f"hand of seat {i}") for i, h in enumerate(hands_raw)]
    DECK_32.check_no_duplicates([c for h in hands for c in h], what="the hands")
    for i, h in enumerate(hands):
        if len(h) != size.hand:
            raise EngineError(
                f"the hand of seat {i} must hold {size.hand} cards at the first trick"
            )
    taken = None
    if taken_raw is not None:
        taken = _cards([taken_raw], "taken")[0]
        if taker is None:
            raise EngineError("a taken card needs the taker's seat ('taker')")
        taken_check(hands, trump, taken, taker, players)
    declared = [
        detect_announcements(h, trump, taken=taken if seat == taker else None)
        for seat, h in enumerate(hands)
    ]
    return resolve_announcements(declared, trump, players=players, rules=rules)


@ANSWERS
def answer_announcements(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``announcements``: each seat's counted points, couples apart, and each one's fate."""
    players = players_of(data, rules)
    trump = parse_trump(_get(data, "trump"))
    taker = data.get("taker")
    resolution = settle_hands(
        _get(data, "hands"),
        players,
        trump,
        rules,
        taker=None if taker is None else _int(taker, "taker"),
        taken_raw=data.get("taken"),
    )
    by_side, couples_by_side = resolution.by_side(players)
    return {
        "announcements": list(resolution.announcements),
        "couples": list(resolution.couples),
        "void": resolution.void_deal,
        "by_side": {"announcements": list(by_side), "couples": list(couples_by_side)},
        "rulings": [
            {
                "seat": r.seat,
                "announcement": str(r.announcement),
                "counted": r.counted,
                "points": r.points,
                "reason": r.reason.to_json(),
            }
            for r in resolution.rulings
        ],
    }


# --- the exchange of the turned card ----------------------------------------------------------


@ANSWERS
def answer_exchange(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``exchange``: whether the taker picks up the turned card, which cards he may put back,
    and (with ``card``) whether that one may go back."""
    if rules.variante_i:
        reason = Reason.of("voisin_exchange_no_talon", SRC_VAR)
        return {"happens": False, "allowed": [], "reason": reason.to_json()}
    hand = _cards(_get(data, "hand"), "hand")
    turned = _cards([_get(data, "turned")], "turned")[0]
    trump = parse_trump(_get(data, "trump"))
    if turned in hand:
        raise EngineError(f"the turned card {turned} cannot be in the taker's hand already")
    _check_contract(data, turned, trump, rules)
    ruling = exchange_options(hand, turned, trump)
    answer: dict[str, Any] = {
        "happens": ruling.happens,
        "allowed": [str(c) for c in ruling.allowed],
        "reason": ruling.reason.to_json(),
    }
    if data.get("card") is not None:
        card = _cards([data["card"]], "card")[0]
        refusal = check_exchange(hand, turned, trump, card)
        answer["legal"] = refusal is None
        if refusal is not None:
            answer["refusal"] = refusal.to_json()
    return answer


def _check_contract(data: Mapping[str, Any], turned: Card, trump: Trump, rules: Rules) -> None:
    """The contract, when given, must be one the auction allows at ``trump``."""
    name = data.get("contract", "prise")
    if name not in ("prise", "charge", "surcharge"):
        raise EngineError(f"contract is prise, charge or surcharge, not {name!r}")
    rnd = _int(data.get("round", 1), "round")
    if rnd not in (1, 2) or (rnd == 2 and name != "prise"):
        raise EngineError("round 1 has prise, charge and surcharge; round 2 has the prise only")
    if isinstance(trump, NoTrump) and not rules.variante_ii:
        raise EngineError(f"{trump.value} is played under Variante II only (000 §VARIANTES)")
    if name == "prise" and rnd == 1 and trump is not turned.suit:
        raise EngineError(
            f"a first-round prise is played in the turned card's suit ({turned.suit.value}), "
            f"not {trump.value} (000 §CONTRAT)"
        )
    if name == "prise" and rnd == 2 and trump is NoTrump.TOUT_ATOUT:
        raise EngineError("the second-round prise is never at tout atout (000 §VARIANTES)")


# --- the end of the game ----------------------------------------------------------------------


@ANSWERS
def answer_game_end(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``game_end``: who has won after a deal, from the totals and the traits."""
    players = players_of(data, rules)
    sides = 2 if players == "2x2" else deal_size(players, rules).seats
    totals = _per_side(_get(data, "totals"), sides, "totals", signed=True)
    traits = _per_side(data.get("traits", [0] * sides), sides, "traits", signed=False)
    target = _int(data.get("target", GAME_TARGET), "target")
    if target not in TARGET_RANGE:
        raise EngineError(f"target is from {TARGET_RANGE.start} to {TARGET_RANGE.stop - 1}")
    standing = game_standing(totals, traits, target, rules.tie_break)
    final = standing.reason.code in ("voisin_game_tied", "voisin_game_final_contract")
    return {
        "finished": standing.finished,
        "winners": [] if final else list(standing.winners),
        "final_contract": final,
        "tied": list(standing.winners) if final else [],
        "reason": standing.reason.to_json(),
    }


def _per_side(value: Any, sides: int, what: str, *, signed: bool) -> list[int]:
    if not isinstance(value, list) or len(value) != sides:
        raise EngineError(f"{what} must list {sides} numbers, one per player (team at 2x2)")
    numbers = [_int(v, what) for v in value]
    if any(abs(v) > 1_000_000 for v in numbers) or (not signed and any(v < 0 for v in numbers)):
        raise EngineError(f"{what} out of range")
    return numbers


#: Reason codes of these kinds (beside the announcements', exchange's and end's own).
ANSWER_REASON_CODES: tuple[str, ...] = ("voisin_exchange_no_talon",)
