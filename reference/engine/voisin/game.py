"""Le Voisin's game object: reading case-file questions and answering them (casefile.md).

Inputs beyond ``shared/casefile.md`` (documented on the rule page):

* ``score``: ``contract.after_partner_charge`` (a surcharge over the partner's charge, worth
  300 only with ``surcharge_300_requires = any_charge``), ``contract.taker_seat`` (2×2, for
  ``charge_non_pli_counts = all_players``), ``result.tricks_by_seat`` (2×2: tricks per seat,
  to count each player without a trick) and ``result.hands`` with optional ``result.taken``:
  each seat's hand at the first trick (and the turned card the taker picked up), in place of
  ``announcements`` and ``couples``, which the engine then detects and resolves. A carré de
  Dames then voids the deal: every score is 0 and the answer says ``"void": true``.
* ``bid``, ``contract_target`` and ``score`` take ``players`` (``"2"``, ``"3"``, ``"4"``,
  ``"2x2"``); without it they assume 4 players (2 under Variante I). ``legal_plays`` uses it
  to find the partner in 2×2 and ``trick_winner`` to check the trick's length.
* ``bid`` also takes ``turned``, the turned card: a call then means what it means at the
  table (a round-1 ``prise H`` with a heart turned is the prise; a round-2 ``prise`` takes
  the turned card's suit).
* ``card_points`` accepts ``last_trick`` but adds nothing: Le Voisin has no last-trick bonus.
* Every answer carries its reasons: ``reasons`` (trick_winner), ``obligation`` and
  ``refusals`` (legal_plays), ``reason`` (bid), ``steps`` (score).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any, Protocol

from ..cards import DECK_32, AnyCard, Card
from ..deals import DEAL_REASON_CODES
from ..errors import EngineError, NotImplementedKind
from ..protocol import AtTable, Document, GameBase, PlaySpot
from ..results import CallRuling, Level, ScoreSheet, Situation
from ..tricks import PlayRuling, Reason, Verdict, json_value
from .announcements import ANNOUNCEMENT_REASON_CODES, Resolution
from .answers import (
    ANSWER_REASON_CODES,
    ANSWERS,
    settle_hands,
)
from .auction import AUCTION_REASON_CODES, Call, VoisinAuction, check_call
from .computer import COMPUTER
from .contracts import (
    CHARGE_PRIME,
    PLAYER_COUNTS,
    PRISE_PRIME,
    SURCHARGE_VALUE,
    Contract,
    contract_target,
    deal_size,
)
from .deal import random_deal
from .fulldeal import FULLDEAL_REASON_CODES, start_deal
from .match import MATCH, SHEET_REASON_CODES
from .play import PLAY_REASON_CODES, legal_plays, trick_winner
from .rules import INTERPRETATIONS, Rules
from .scoring import SCORE_REASON_CODES, DealResult, DealScore, score_deal
from .situations import play_situation, points_situation, trick_situation
from .situations_announce import announcement_situation
from .situations_deal import bid_situation, bid_situation_v2, score_situation
from .situations_end import game_end_situation
from .situations_exchange import exchange_situation
from .situations_quiz import QUIZ_REASON_CODES, order_situation, quiz_situation
from .situations_quiz import exchange_situation as exchange_quiz_situation
from .table import Trump, card_points, parse_trump
from .themes import BOOK

#: Every reason code the game can emit (the web layer has a sentence for each).
REASON_CODES: tuple[str, ...] = (
    *PLAY_REASON_CODES,
    *ANNOUNCEMENT_REASON_CODES,
    *AUCTION_REASON_CODES,
    *SCORE_REASON_CODES,
    *QUIZ_REASON_CODES,
    *SHEET_REASON_CODES,
    *ANSWER_REASON_CODES,
    *FULLDEAL_REASON_CODES,
    *DEAL_REASON_CODES,
)


#: The exercise situations, by kind (``card_order`` and ``quiz_exchange``: the learning path's
#: questions on the order of the cards and on the exchange of the turned card).
class Draw(Protocol):
    """A generator of level exercises, drawn at a table (``None``: at any)."""

    def __call__(
        self, rng: random.Random, rules: Rules, level: Level, players: str | None = None, /
    ) -> Situation: ...


GENERATORS: Mapping[str, Draw] = {
    "trick_winner": trick_situation,
    "legal_plays": play_situation,
    "card_points": points_situation,
    "score": score_situation,
    "bid": bid_situation,
    "bid@2": bid_situation_v2,
    "quiz": quiz_situation,
    "announcements": announcement_situation,
    "exchange": exchange_situation,
    "game_end": game_end_situation,
    "card_order": order_situation,
    "quiz_exchange": exchange_quiz_situation,
}
#: The exercise kinds, in menu order (the card order is a question of the learning path).
KINDS = tuple(kind for kind in GENERATORS if kind != "card_order")


def _get(data: Mapping[str, Any], key: str, where: str = "input") -> Any:
    if key not in data:
        raise EngineError(f"{where} needs the field {key!r}")
    return data[key]


def _cards(value: Any, what: str) -> list[Card]:
    return [c for c in DECK_32.parse_many(value, what=what) if isinstance(c, Card)]


def _turned(context: Mapping[str, Any]) -> Card | None:
    """The turned card a question's context names, if any."""
    turned = context.get("turned")
    card = DECK_32.parse(turned) if turned is not None else None
    if card is not None and not isinstance(card, Card):
        raise EngineError(f"turned must be a card of the 32-card deck, not {turned!r}")
    return card


def _players(data: Mapping[str, Any], default: str = "4") -> str:
    value = data.get("players", default)
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if value not in PLAYER_COUNTS:
        raise EngineError(f"players must be one of 2, 3, 4, 2x2, not {value!r}")
    return str(value)


def _int(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise EngineError(f"{what} must be a whole number, not {value!r}")
    return value


def _bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise EngineError(f"{what} must be true or false, not {value!r}")
    return value


def _half(value: Any, what: str) -> int | Fraction:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise EngineError(f"{what} must be a number, not {value!r}")
    exact = Fraction(value)
    if (exact * 2).denominator != 1:
        raise EngineError(f"{what} must be a whole number or a half (e.g. 44.5), not {value!r}")
    return int(exact) if exact.denominator == 1 else exact


def _list(data: Mapping[str, Any], key: str, where: str) -> list[Any]:
    value = _get(data, key, where)
    if not isinstance(value, list):
        raise EngineError(f"{where}.{key} must be a list, not {value!r}")
    return value


def _trick_length(trick: Sequence[Card], data: Mapping[str, Any], most: int) -> None:
    if "players" in data:
        seats = deal_size(_players(data)).seats
        if len(trick) > most + seats - 4:
            raise EngineError(f"a trick of {seats} players holds at most {most + seats - 4} cards")
    elif len(trick) > most:
        raise EngineError(f"a Voisin trick holds at most {most} cards")


def read_spot(data: Mapping[str, Any], rules: Rules, kind: str) -> PlaySpot[Trump]:
    """The player about to play in a ``legal_plays`` case (``kind``), or the trick of a
    ``trick_winner`` case: trump, trick, hand and table (4 players unless ``players`` says
    otherwise; the length of the trick is checked against it)."""
    trump = parse_trump(_get(data, "trump"))
    trick = _cards(_get(data, "trick"), "trick")
    hand = _cards(_get(data, "hand"), "hand") if kind == "legal_plays" else []
    _trick_length(trick, data, 3 if kind == "legal_plays" else 4)
    return PlaySpot(tuple(hand), tuple(trick), trump, _players(data))


@ANSWERS
def answer_card_points(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``card_points``: ``{"points": n}``; Le Voisin has no last-trick bonus (footnote 4)."""
    trump = parse_trump(_get(data, "trump"))
    cards = _cards(_get(data, "cards"), "cards")
    if "last_trick" in data:
        _bool(data["last_trick"], "last_trick")
    return {"points": json_value(card_points(cards, trump)), "last_trick_bonus": 0}


@ANSWERS
def answer_contract_target(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``contract_target``: ``{"points": 36 | 50}`` or ``{"tricks": n}`` (surcharge)."""
    contract = _get(data, "contract")
    name = contract.get("name") if isinstance(contract, Mapping) else contract
    if not isinstance(name, str):
        raise EngineError("contract must be an object with a name: prise, charge or surcharge")
    players = _players(data, "2" if rules.variante_i else "4")
    answer: dict[str, Any] = dict(contract_target(name, players, rules))
    answer["prime"] = {"prise": PRISE_PRIME, "charge": CHARGE_PRIME}.get(name, SURCHARGE_VALUE)
    return answer


@ANSWERS
def answer_bid(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``bid``: ``{"legal": bool, "reason"}``."""
    auction = _get(data, "auction")
    if not isinstance(auction, list):
        raise EngineError("auction must be a list of calls")
    call = _get(data, "call")
    return GAME.call_ruling(auction, call, rules, data).to_json()


def _contract(raw: Any) -> tuple[Contract, int]:
    if not isinstance(raw, Mapping):
        raise EngineError("contract must be an object: name, taker, trump")
    name = _get(raw, "name", "contract")
    if name not in ("prise", "charge", "surcharge"):
        raise EngineError(f"unknown Voisin contract {name!r}: prise, charge or surcharge")
    contract = Contract(
        name,
        _int(_get(raw, "taker", "contract"), "contract.taker"),
        parse_trump(_get(raw, "trump", "contract")),
        _bool(raw.get("after_adverse_charge", False), "contract.after_adverse_charge"),
        _bool(raw.get("after_partner_charge", False), "contract.after_partner_charge"),
    )
    taker_seat = _int(raw.get("taker_seat", -1), "contract.taker_seat")
    return contract, taker_seat


def score_question(
    data: Mapping[str, Any], rules: Rules
) -> tuple[DealScore | None, Resolution | None, str]:
    """Score a ``score`` case: the deal's score (``None`` when a carré de Dames voids the
    deal), the announcements settled from ``result.hands`` (``None`` when the case gives their
    points) and the table."""
    players = _players(data, "2" if rules.variante_i else "4")
    contract, taker_seat = _contract(_get(data, "contract"))
    raw = _get(data, "result")
    if not isinstance(raw, Mapping):
        raise EngineError("result must be an object")
    where = "result"
    points = tuple(_half(v, "result.points") for v in _list(raw, "points", where))
    tricks = tuple(_int(v, "result.tricks") for v in _list(raw, "tricks", where))
    resolution = None
    if "hands" in raw:
        if "announcements" in raw or "couples" in raw:
            raise EngineError("give either result.hands or result.announcements and couples")
        resolution = _resolve_hands(raw, players, contract, rules, taker_seat)
        if resolution.void_deal:
            return None, resolution, players
        ann, cpl = resolution.by_side(players)
    else:
        ann = tuple(_int(v, "result.announcements") for v in _list(raw, "announcements", where))
        cpl = tuple(_int(v, "result.couples") for v in _list(raw, "couples", where))
    lost = raw.get("first_trick_lost_to")
    by_seat_raw = raw.get("tricks_by_seat")
    by_seat = None
    if by_seat_raw is not None:
        by_seat = tuple(
            _int(v, "result.tricks_by_seat") for v in _list(raw, "tricks_by_seat", where)
        )
    result = DealResult(
        points,
        tricks,
        ann,
        cpl,
        None if lost is None else _int(lost, "result.first_trick_lost_to"),
        by_seat,
    )
    return score_deal(players, contract, result, rules, taker_seat=taker_seat), resolution, players


def _sides(players: str, rules: Rules) -> int:
    return 2 if players == "2x2" else deal_size(players, rules).seats


@ANSWERS
def answer_score(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``score``: ``{"scores": [..], "traits": [..], "made", "totals", "steps"}``."""
    score, resolution, players = score_question(data, rules)
    extra: dict[str, Any] = {}
    if resolution is not None:
        extra["announcement_rulings"] = [
            {
                "seat": r.seat,
                "announcement": str(r.announcement),
                "counted": r.counted,
                "points": r.points,
                "reason": r.reason.to_json(),
            }
            for r in resolution.rulings
        ]
    if score is None:
        zeros = [0] * _sides(players, rules)
        return {"scores": zeros, "traits": zeros, "made": False, "void": True, **extra}
    if resolution is not None:
        ann, cpl = resolution.by_side(players)
        extra["announcements"], extra["couples"] = list(ann), list(cpl)
    return {**score.to_json(), "void": False, **extra}


def _resolve_hands(
    raw: Mapping[str, Any], players: str, contract: Contract, rules: Rules, taker_seat: int
) -> Resolution:
    """The announcements of ``result.hands``; a ``result.taken`` card is the taker's (his seat:
    the contract's taker, or at 2×2 its ``taker_seat`` or the partner of his team holding it)."""
    hands_raw = _list(raw, "hands", "result")
    taken_raw = raw.get("taken")
    taker: int | None = contract.taker
    if players == "2x2":
        taker = taker_seat if taker_seat >= 0 else None
        if taker is None and taken_raw is not None and isinstance(hands_raw, list):
            card = _cards([taken_raw], "taken")[0]
            taker = next(
                (
                    s
                    for s, h in enumerate(hands_raw)
                    if s % 2 == contract.taker and card in _cards(h, f"hand of seat {s}")
                ),
                contract.taker,
            )
    return settle_hands(hands_raw, players, contract.trump, rules, taker=taker, taken_raw=taken_raw)


def _plain(cards: Sequence[AnyCard]) -> list[Card]:
    return [c for c in cards if isinstance(c, Card)]


class VoisinGame(GameBase[Rules]):
    """Le Voisin (seed 000): 2, 3, 4 or 2×2 players, 32 cards, the voisin suit."""

    rules_type = Rules
    documents = (
        Document("voisin", "Le Voisin", "voisin", {}, "000", ("2", "3", "4", "2x2"), "32"),
    )
    interpretations = INTERPRETATIONS
    reason_codes = frozenset(REASON_CODES)
    theme_book = BOOK
    generators = GENERATORS
    exercise_kinds = KINDS
    parse_mode = staticmethod(parse_trump)
    random_deal = staticmethod(random_deal)
    spot_reader = staticmethod(read_spot)
    at_table = AtTable(start_deal, COMPUTER, MATCH)
    answers = ANSWERS

    def level_situation(
        self, kind: str, rng: random.Random, rules: Rules, level: Level, players: str | None = None
    ) -> Situation:
        """An exercise situation (``situations.py`` and its siblings), drawn at ``players``
        (``None``: at any table)."""
        generate = GENERATORS.get(kind)
        if generate is None:
            raise NotImplementedKind(f"not implemented: voisin {kind} situations")
        return generate(rng, rules, level, players)

    def trick_winner(
        self, trick: Sequence[AnyCard], mode: Trump, rules: Rules, players: str | None = None
    ) -> Verdict:
        """Who wins the trick, and why (the table does not change the rule)."""
        return trick_winner(_plain(trick), mode, rules)

    def legal_plays(self, spot: PlaySpot[Trump], rules: Rules) -> PlayRuling:
        """The playable cards; ``spot.players`` finds the partner in 2×2."""
        return legal_plays(
            _plain(spot.hand), _plain(spot.trick), spot.mode, rules, spot.players or "4"
        )

    def card_points(
        self, cards: Sequence[AnyCard], mode: Trump, rules: Rules, *, last_trick: bool = False
    ) -> Fraction:
        """Card points at ``mode``, halves included; no last-trick bonus (footnote 4)."""
        return card_points(_plain(cards), mode)

    def call_ruling(
        self, auction: Sequence[str], call: str, rules: Rules, context: Mapping[str, Any]
    ) -> CallRuling:
        """May the next seat make ``call``? ``context["players"]``: the table (4 players, or
        2 under Variante I, by default); ``context["turned"]``: the turned card, when known
        (a call naming its suit then means what it means at the table, see ``check_call``)."""
        calls = [Call.parse(c) for c in auction]
        parsed = Call.parse(call)
        players = _players(context, "2" if rules.variante_i else "4")
        return check_call(calls, parsed, players, rules, turned=_turned(context))

    def auction(
        self, rules: Rules, players: str | None = None, context: Mapping[str, Any] | None = None
    ) -> VoisinAuction:
        """A new auction: seat 0, the dealer's right, speaks first. ``context["turned"]``: the
        turned card, when known (a call naming its suit then means what it means at the table,
        see ``check_call``)."""
        default = "2" if rules.variante_i else "4"
        turned = _turned(context or {})
        return VoisinAuction(_players({"players": players or default}), rules, turned=turned)

    def score(self, question: Mapping[str, Any], rules: Rules) -> ScoreSheet:
        """The score sheet of a ``score`` question: each side's score, its traits as marks,
        and the calculation (after the announcements' settlement when the hands are given).
        A carré de Dames voids the deal: zero everywhere, not made."""
        score, resolution, players = score_question(question, rules)
        settled: tuple[Reason, ...] = ()
        if resolution is not None:
            settled = tuple(r.reason for r in resolution.rulings)
        if score is None:
            sides = _sides(players, rules)
            zeros = (0,) * sides
            return ScoreSheet(tuple(str(s) for s in range(sides)), zeros, settled, False, zeros)
        return score.sheet(settled)


GAME = VoisinGame()
