"""The coinche game object: reading case-file inputs and answering each question kind.

Input fields follow ``shared/casefile.md``. Fields this game adds (documented on the rule
page): ``legal_plays`` takes ``player_team`` (``"NS"``/``"EW"``) and ``opening_lead`` (bool)
for the capot-lead variant; ``bid`` takes ``seat`` for a coinche or surcoinche made out of
turn ("à la volée"); ``score``'s ``belote`` may also be a list of teams, one per belote
(the every-suit belote of tout atout). ``bid`` also takes ``hand`` (the caller's cards when he
speaks, which judge a weak hand's ``cancel`` or ``capot schmurtz``), ``trick_winner``
``schmurtz``, and ``contract`` a ``schmurtz`` flag. The kinds ``announcements`` and
``game_end`` are read in ``answers.py``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from ..cards import DECK_32, AnyCard, Card
from ..deals import DEAL_REASON_CODES
from ..errors import EngineError, MissingFieldError
from ..protocol import AtTable, Document, GameBase, PlaySpot
from ..results import CallRuling, ScoreSheet
from ..tricks import PlayRuling, Verdict, json_value
from .announcements import ANNOUNCEMENT_REASON_CODES
from .answers import (
    ANSWERS,
    END_REASON_CODES,
    schmurtz_trick,
)
from .auction import (
    AUCTION_REASON_CODES,
    TEAMS,
    Auction,
    AuctionView,
    Call,
    Contract,
    ContractLevel,
)
from .computer import COMPUTER
from .deal import random_deal
from .fulldeal import FULLDEAL_REASON_CODES, start_deal
from .match import MATCH, SHEET_REASON_CODES
from .order import Mode, card_points
from .play import PLAY_REASON_CODES, WINNER_REASON_CODES, legal_plays, trick_winner
from .rules import INTERPRETATIONS, Rules
from .scoring import SCORE_REASON_CODES, DealResult, contract_target, score_deal
from .situations import GENERATORS, KINDS, QUIZ_REASON_CODES
from .themes import BOOK
from .weak_hand import WEAK_REASON_CODES, cards_at_bidding, hand_points

#: Every reason code the game can emit (the web layer has a sentence for each).
REASON_CODES: tuple[str, ...] = (
    *DEAL_REASON_CODES,
    *FULLDEAL_REASON_CODES,
    *PLAY_REASON_CODES,
    *WINNER_REASON_CODES,
    *ANNOUNCEMENT_REASON_CODES,
    *AUCTION_REASON_CODES,
    *SCORE_REASON_CODES,
    *QUIZ_REASON_CODES,
    *SHEET_REASON_CODES,
    *END_REASON_CODES,
    *WEAK_REASON_CODES,
)

_INPUT_KEYS = {
    "trick_winner": {"trump", "trick", "players", "schmurtz"},
    "legal_plays": {"trump", "trick", "hand", "players", "contract", "player_team", "opening_lead"},
    "card_points": {"trump", "cards", "last_trick", "players"},
    "contract_target": {"contract", "players"},
    "bid": {"auction", "call", "seat", "players", "hand"},
    "score": {"contract", "result", "players"},
}


def _check_keys(kind: str, data: Mapping[str, Any]) -> None:
    unknown = set(data) - _INPUT_KEYS[kind]
    if unknown:
        raise EngineError(
            f"unknown input field(s) for coinche {kind}: {', '.join(sorted(unknown))}; "
            f"accepted: {', '.join(sorted(_INPUT_KEYS[kind]))}"
        )
    players = data.get("players")
    if players is not None and players not in ("2x2", 4, "4"):
        raise EngineError(f"belote coinchée is played by 2 teams of 2 ('2x2'), not {players!r}")


def _need(data: Mapping[str, Any], key: str, kind: str) -> Any:
    if key not in data:
        raise MissingFieldError("coinche", kind, key)
    return data[key]


def _cards(data: Mapping[str, Any], key: str, kind: str) -> tuple[Card, ...]:
    cards = DECK_32.parse_many(_need(data, key, kind), what=key)
    return tuple(c for c in cards if isinstance(c, Card))


def _bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise EngineError(f"{what} must be true or false, not {value!r}")
    return value


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise EngineError(f"{what} must be a whole number, not {value!r}")
    return value


def _number(value: Any, what: str) -> int | Fraction:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise EngineError(f"{what} must be a number, not {value!r}")
    if isinstance(value, float):
        frac = Fraction(str(value))
        return int(frac) if frac.denominator == 1 else frac
    return value


def _team(value: Any, what: str) -> str:
    if value not in TEAMS:
        raise EngineError(f"{what} must be 'NS' or 'EW', not {value!r}")
    return str(value)


def _per_team(value: Any, what: str, default: int | None = None) -> dict[str, Any]:
    if value is None and default is not None:
        return {t: default for t in TEAMS}
    if not isinstance(value, Mapping):
        raise EngineError(f'{what} must be an object such as {{"NS": 0, "EW": 0}}')
    extra = set(value) - set(TEAMS)
    if extra:
        raise EngineError(f"{what} is given per team, NS and EW, not {sorted(extra)}")
    if default is None and set(value) != set(TEAMS):
        raise EngineError(f"{what} must give both NS and EW")
    return {t: value.get(t, default) for t in TEAMS}


def parse_contract(value: Any, *, need_by: bool = True) -> Contract:
    """Read a case-file contract ``{"bid", "trump", "by", "coinche"}``."""
    if not isinstance(value, Mapping):
        raise EngineError(
            "a coinche contract is an object such as "
            '{"bid": 110, "trump": "H", "by": "NS", "coinche": 0}'
        )
    extra = set(value) - {"bid", "trump", "by", "coinche", "declarer", "schmurtz"}
    if extra:
        raise EngineError(f"unknown contract field(s): {', '.join(sorted(extra))}")
    bid = value.get("bid")
    level: ContractLevel
    if bid in ("capot", "generale") or (isinstance(bid, int) and not isinstance(bid, bool)):
        level = bid
    else:
        raise EngineError(f"a contract's bid is a number, 'capot' or 'generale', not {bid!r}")
    if "trump" not in value:
        raise EngineError("a contract needs its 'trump'")
    mode = Mode.parse(value["trump"])
    by = _team(value.get("by"), "the contract's 'by'") if need_by or "by" in value else "NS"
    coinche = value.get("coinche", 0)
    if coinche not in (0, 1, 2) or isinstance(coinche, bool):
        raise EngineError(f"coinche is 0, 1 (coinché) or 2 (surcoinché), not {coinche!r}")
    declarer = value.get("declarer")
    if declarer is not None and (_int(declarer, "declarer") not in range(4)):
        raise EngineError(f"declarer is a seat 0-3, not {declarer!r}")
    schmurtz = _bool(value.get("schmurtz", False), "schmurtz")
    if schmurtz and (level != "capot" or mode is not Mode.SA):
        raise EngineError('a capot schmürtz is {"bid": "capot", "trump": "SA", "schmurtz": true}')
    return Contract(level, mode, by, int(coinche), declarer, False, schmurtz)


def parse_result(value: Any) -> DealResult:
    """Read a case-file result (``shared/casefile.md`` §score per game, coinche)."""
    if not isinstance(value, Mapping):
        raise EngineError(
            "a coinche result is an object with points, tricks, announcements, belote"
        )
    extra = set(value) - {
        "points",
        "tricks",
        "capot",
        "announcements",
        "belote",
        "all_tricks_by_one_player",
    }
    if extra:
        raise EngineError(f"unknown result field(s): {', '.join(sorted(extra))}")
    points = {
        t: _number(v, f"points of {t}")
        for t, v in _per_team(value.get("points"), "result 'points'").items()
    }
    tricks, capot = _tricks(value)
    ann = {
        t: _int(v, f"announcements of {t}")
        for t, v in _per_team(value.get("announcements"), "result 'announcements'", 0).items()
    }
    raw_belote = value.get("belote")
    if raw_belote is None:
        belote: tuple[str, ...] = ()
    elif isinstance(raw_belote, list):
        belote = tuple(_team(b, "belote") for b in raw_belote)
    else:
        belote = (_team(raw_belote, "belote"),)
    one = _bool(value.get("all_tricks_by_one_player", False), "all_tricks_by_one_player")
    return DealResult(points, tricks, ann, belote, one, capot)


def _tricks(value: Mapping[str, Any]) -> tuple[dict[str, int] | None, str | None]:
    """Each team's tricks, or (a score sheet's way) only ``capot``: the team that took all
    eight, or ``null``; the score needs no other count."""
    if "capot" in value:
        if "tricks" in value:
            raise EngineError("a result gives its 'tricks' or its 'capot', not both")
        capot = value["capot"]
        return None, None if capot is None else _team(capot, "capot")
    tricks = {
        t: _int(v, f"tricks of {t}")
        for t, v in _per_team(value.get("tricks"), "result 'tricks'").items()
    }
    return tricks, None


def read_spot(data: Mapping[str, Any], rules: Rules, kind: str = "legal_plays") -> PlaySpot[Mode]:
    """The player about to play in a ``legal_plays`` (or ``trick_winner``) case: the capot
    defence's opening lead is the context (``contract``, ``player_team``, ``opening_lead``)."""
    _check_keys(kind, data)
    mode = Mode.parse(_need(data, "trump", kind))
    trick = _cards(data, "trick", kind)
    hand = _cards(data, "hand", kind) if kind == "legal_plays" else ()
    capot_lead = False
    if data.get("contract") is not None:
        contract = parse_contract(data["contract"], need_by=False)
        if contract.mode is not mode:
            raise EngineError(
                f"the contract's trump ({contract.mode.value}) differs from 'trump' ({mode.value})"
            )
        team = data.get("player_team")
        opening = _bool(data.get("opening_lead", False), "opening_lead")
        if team is not None:
            team = _team(team, "player_team")
        capot_lead = (
            not isinstance(contract.level, int)
            and team is not None
            and team != contract.by
            and opening
            and not trick
        )
    return PlaySpot(hand, trick, mode, "2x2", capot_lead)


@ANSWERS
def answer_card_points(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    _check_keys("card_points", data)
    mode = Mode.parse(_need(data, "trump", "card_points"))
    last = _bool(data.get("last_trick", False), "last_trick")
    return {
        "points": json_value(
            card_points(_cards(data, "cards", "card_points"), mode, rules, last_trick=last)
        )
    }


@ANSWERS
def answer_contract_target(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    _check_keys("contract_target", data)
    contract = parse_contract(_need(data, "contract", "contract_target"), need_by=False)
    return dict(contract_target(contract, rules))


@ANSWERS
def answer_bid(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    _check_keys("bid", data)
    calls = _need(data, "auction", "bid")
    state = Auction.replay(calls, rules)
    call = Call.parse(_need(data, "call", "bid"))
    seat = data.get("seat")
    if seat is not None:
        seat = _int(seat, "seat")
    hand = _bidding_hand(data, rules)
    if hand is None and (call.kind == "cancel" or call.schmurtz):
        raise EngineError("judging a weak hand's call needs the caller's 'hand'")
    reason = state.check(call, seat, hand)
    answer: dict[str, Any] = {"legal": reason.code == "call_legal", "reason": reason.to_json()}
    if reason.code == "call_legal":
        after = state.apply(call, seat)
        answer["ended"] = after.ended
        if after.contract is not None:
            answer["contract"] = after.contract.to_json()
        elif after.redeal:
            answer["redeal"] = True
    if hand is not None:
        answer["hand_points"] = hand_points(hand, rules)
    return answer


def _bidding_hand(data: Mapping[str, Any], rules: Rules) -> tuple[Card, ...] | None:
    """The caller's ``hand`` of a ``bid`` case: 8 cards, or 6 when the auction follows two
    packets of three (``first_deal``)."""
    if data.get("hand") is None:
        return None
    hand = _cards(data, "hand", "bid")
    size = cards_at_bidding(rules)
    if len(hand) != size:
        raise EngineError(f"a player holds {size} cards while the auction goes on, not {len(hand)}")
    return hand


@ANSWERS
def answer_trick_winner(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``trick_winner``: a capot schmürtz's trick, or any other through the protocol."""
    _check_keys("trick_winner", data)
    answered = schmurtz_trick(data)
    if answered is not None:
        return answered
    spot = read_spot({k: v for k, v in data.items() if k != "schmurtz"}, rules, "trick_winner")
    return trick_winner(_plain(spot.trick), spot.mode).to_json()


@ANSWERS
def answer_score(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    _check_keys("score", data)
    contract = parse_contract(_need(data, "contract", "score"))
    result = parse_result(_need(data, "result", "score"))
    return score_deal(contract, result, rules).to_json()


class CoincheGame(GameBase[Rules]):
    """The coinche game object of the registry (seed 004)."""

    rules_type = Rules
    documents = (Document("coinche", "Belote coinchée", "coinche", {}, "004", ("2x2",), "32"),)
    interpretations = INTERPRETATIONS
    reason_codes = frozenset(REASON_CODES)
    theme_book = BOOK
    generators = GENERATORS
    exercise_kinds = KINDS
    parse_mode = staticmethod(Mode.parse)
    random_deal = staticmethod(random_deal)
    spot_reader = staticmethod(read_spot)
    at_table = AtTable(start_deal, COMPUTER, MATCH)
    answers = ANSWERS

    def trick_winner(
        self, trick: Sequence[AnyCard], mode: Mode, rules: Rules, players: str | None = None
    ) -> Verdict:
        """Who wins the trick (the same under every coinche option)."""
        return trick_winner(_plain(trick), mode)

    def legal_plays(self, spot: PlaySpot[Mode], rules: Rules) -> PlayRuling:
        """The playable cards; ``spot.context`` true for the capot defence's opening lead."""
        return legal_plays(
            _plain(spot.hand),
            _plain(spot.trick),
            spot.mode,
            rules,
            capot_defence_lead=bool(spot.context),
        )

    def card_points(
        self, cards: Sequence[AnyCard], mode: Mode, rules: Rules, *, last_trick: bool = False
    ) -> Fraction:
        """Card points at ``mode`` (halves never occur), the last trick's bonus if asked."""
        return Fraction(card_points(_plain(cards), mode, rules, last_trick=last_trick))

    def call_ruling(
        self, auction: Sequence[str], call: str, rules: Rules, context: Mapping[str, Any]
    ) -> CallRuling:
        """The ruling on ``call`` by the next seat (or ``context["seat"]`` à la volée)."""
        state = Auction.replay(list(auction), rules)
        reason = state.check(Call.parse(call), context.get("seat"), _bidding_hand(context, rules))
        return CallRuling(reason.code == "call_legal", reason)

    def auction(
        self, rules: Rules, players: str | None = None, context: Mapping[str, Any] | None = None
    ) -> AuctionView:
        """A new auction: seat 0, the dealer's right-hand neighbour, speaks first (nothing
        happens before it: ``context`` is not read)."""
        return AuctionView(Auction(rules))

    def score(self, question: Mapping[str, Any], rules: Rules) -> ScoreSheet:
        """The score of a ``score`` case's contract and result."""
        contract = parse_contract(_need(question, "contract", "score"))
        return score_deal(contract, parse_result(_need(question, "result", "score")), rules)


def _plain(cards: Sequence[AnyCard]) -> tuple[Card, ...]:
    return tuple(c for c in cards if isinstance(c, Card))


GAME = CoincheGame()
