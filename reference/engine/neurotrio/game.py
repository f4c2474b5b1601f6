"""The Neurotrio game object: reads case-file input (``shared/casefile.md``) and answers it.

Every input error is an ``EngineError`` naming the field at fault. Kinds answered:
``trick_winner``, ``legal_plays``, ``contract_target``, ``bid``, ``score``, and the taker's
``discard`` and the totals across manches, ``game_end`` (``answers.py``); Neurotrio counts
tricks, not card points, so ``card_points`` does not apply.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from ..cards import DECK_NEUROTRIO, AnyCard, NeuroCard
from ..deals import DEAL_REASON_CODES
from ..errors import EngineError
from ..protocol import AtTable, Document, GameBase, PlaySpot
from ..results import CallRuling, ScoreSheet
from ..tricks import PlayRuling, Verdict
from .answers import ANSWER_REASON_CODES, ANSWERS
from .auction import AUCTION_REASON_CODES, AuctionView, Call, Contract, check_call, replay, start
from .computer import COMPUTER
from .deal import random_deal
from .fulldeal import FULLDEAL_REASON_CODES, start_deal
from .match import MATCH, SHEET_REASON_CODES
from .order import Attribute, parse_attribute
from .play import PLAY_REASON_CODES, WINNER_REASON_CODES, legal_plays, neuro_cards, trick_winner
from .rules import INTERPRETATIONS, Rules
from .scoring import SCORE_REASON_CODES, contract_target, deal_size, score_answer, score_deal
from .situations import GENERATORS, KINDS, QUIZ_REASON_CODES
from .themes import BOOK

#: Every reason code the game can emit (the web layer has a sentence for each).
REASON_CODES: tuple[str, ...] = (
    *PLAY_REASON_CODES,
    *WINNER_REASON_CODES,
    *FULLDEAL_REASON_CODES,
    *DEAL_REASON_CODES,
    *AUCTION_REASON_CODES,
    *SCORE_REASON_CODES,
    *QUIZ_REASON_CODES,
    *SHEET_REASON_CODES,
    *ANSWER_REASON_CODES,
)


def _field(data: Mapping[str, Any], key: str, where: str = "input") -> Any:
    if key not in data:
        raise EngineError(f"missing {where} field {key!r}")
    return data[key]


def _cards(data: Mapping[str, Any], key: str, *, required: bool = True) -> tuple[NeuroCard, ...]:
    value = _field(data, key) if required else data.get(key, [])
    cards = DECK_NEUROTRIO.parse_many(value, what=key)
    return tuple(c for c in cards if isinstance(c, NeuroCard))


def _trump(data: Mapping[str, Any]) -> Attribute:
    return parse_attribute(_field(data, "trump"))


def _players(data: Mapping[str, Any]) -> int:
    return deal_size(_field(data, "players")).players


def _level(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise EngineError(f"contract.level must be a whole number from 1, not {value!r}")
    return value


def read_contract(data: Mapping[str, Any], *, need_attribute: bool) -> Contract:
    """A case's ``contract``: a bid in notation (``"2V"``) or ``{"level", "attribute",
    "contre"}`` (the attribute may be left out where it does not matter)."""
    raw = _field(data, "contract")
    if isinstance(raw, str):
        call = Call.parse(raw)
        if call.bid is None:
            raise EngineError(f"contract must be a bid such as '2V', not {raw!r}")
        return Contract(call.bid.level, call.bid.attribute)
    if not isinstance(raw, Mapping):
        raise EngineError(f"contract must be an object with level and attribute, not {raw!r}")
    level = _level(_field(raw, "level", "contract"))
    if "attribute" in raw or need_attribute:
        attribute = parse_attribute(_field(raw, "attribute", "contract"))
    else:
        attribute = parse_attribute("R")  # the target does not depend on the attribute
    contre = raw.get("contre", False)
    if not isinstance(contre, bool):
        raise EngineError(f"contract.contre must be true or false, not {contre!r}")
    return Contract(level, attribute, contre)


def _tricks(data: Mapping[str, Any]) -> Any:
    result = _field(data, "result")
    if not isinstance(result, Mapping):
        raise EngineError(f"result must be an object such as {{'tricks': 9}}, not {result!r}")
    return _field(result, "tricks", "result")


def read_spot(
    data: Mapping[str, Any], rules: Rules, kind: str = "legal_plays"
) -> PlaySpot[Attribute]:
    """The player about to play in a ``legal_plays`` case (``trump``, ``trick``, which may be
    empty, and ``hand``), or the trick of a ``trick_winner`` case (``trump`` and ``trick``);
    ``players`` where given bounds the trick."""
    trump = _trump(data)
    playing = kind == "legal_plays"
    trick = _cards(data, "trick", required=not playing)
    hand = _cards(data, "hand") if playing else ()
    DECK_NEUROTRIO.check_no_duplicates([*trick, *hand], what="the trick and hand together")
    players = _players(data) if "players" in data else None
    if players is not None and playing and len(trick) >= players:
        raise EngineError(f"with {players} players the trick is already complete")
    if players is not None and not playing and len(trick) > players:
        raise EngineError(f"a trick holds at most one card per player ({players})")
    return PlaySpot(hand, trick, trump, None if players is None else str(players))


@ANSWERS
def answer_contract_target(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``contract_target``: ``players`` and ``contract`` (``{"level"}`` or ``"2V"``) ->
    ``{"tricks", "of", "half", "level"}``."""
    players = _players(data)
    contract = read_contract(data, need_attribute=False)
    return dict(contract_target(contract.level, players, rules))


@ANSWERS
def answer_bid(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``bid``: ``auction`` and ``call`` (``players`` where it matters) -> ``{"legal", ...}``."""
    calls = data.get("auction", [])
    call = Call.parse(_field(data, "call"))
    if "players" in data:
        return _bid_answer(calls, call, _players(data), rules)
    answers = []
    for players in (3, 4, 5):
        try:
            answers.append(_bid_answer(calls, call, players, rules))
        except EngineError:
            answers.append({})
    if any(a.get("legal") != answers[0].get("legal") for a in answers) or not answers[0]:
        raise EngineError("the answer depends on the number of players: give players (3, 4 or 5)")
    return {
        key: value for key, value in answers[0].items() if all(a[key] == value for a in answers)
    }


def _bid_answer(calls: Any, call: Call, players: int, rules: Rules) -> dict[str, Any]:
    auction = replay(calls, players, rules)
    ruling = check_call(auction, call, rules)
    answer: dict[str, Any] = {
        "legal": ruling.legal,
        "seat": auction.next_seat,
        "reason": ruling.reason.to_json(),
    }
    if ruling.legal:
        after = replay((*auction.calls, call), players, rules)
        contract = after.contract
        answer["ends_auction"] = after.over
        answer["passed_out"] = after.passed_out
        answer["contract"] = contract.to_json() if contract is not None else None
    return answer


@ANSWERS
def answer_score(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``score``: ``players``, ``contract`` and ``result {"tricks"}`` -> ``{"taker",
    "each_other", "made", "steps", "target", "tricks"}``."""
    players = _players(data)
    contract = read_contract(data, need_attribute=True)
    return score_answer(contract, _tricks(data), players, rules)


class NeurotrioGame(GameBase[Rules]):
    """The neurotrio game object of the registry (seed 001)."""

    rules_type = Rules
    documents = (
        Document("neurotrio", "Neurotrio", "neurotrio", {}, "001", ("3", "4", "5"), "neurotrio"),
    )
    interpretations = INTERPRETATIONS
    reason_codes = frozenset(REASON_CODES)
    exercise_kinds = KINDS
    theme_book = BOOK
    generators = GENERATORS
    parse_mode = staticmethod(parse_attribute)
    random_deal = staticmethod(random_deal)
    spot_reader = staticmethod(read_spot)
    at_table = AtTable(start_deal, COMPUTER, MATCH)
    answers = ANSWERS

    def trick_winner(
        self, trick: Sequence[AnyCard], mode: Attribute, rules: Rules, players: str | None = None
    ) -> Verdict:
        """Who wins the trick (the same under every Neurotrio option)."""
        return trick_winner(trick, mode)

    def legal_plays(self, spot: PlaySpot[Attribute], rules: Rules) -> PlayRuling:
        """The playable cards (the same under every Neurotrio option)."""
        return legal_plays(spot.hand, spot.trick, spot.mode)

    def card_points(
        self, cards: Sequence[AnyCard], mode: Attribute, rules: Rules, *, last_trick: bool = False
    ) -> Fraction | None:
        """``None``: Neurotrio counts tricks, its cards carry no points."""
        neuro_cards(cards)
        return None

    def call_ruling(
        self, auction: Sequence[str], call: str, rules: Rules, context: Mapping[str, Any]
    ) -> CallRuling:
        """The ruling on ``call`` by the next seat; ``context["players"]`` gives the table
        (without it, the ruling must be the same at 3, 4 and 5 players)."""
        parsed = Call.parse(call)
        if context.get("players") is not None:
            players = deal_size(context["players"]).players
            return check_call(replay(auction, players, rules), parsed, rules)
        rulings: list[CallRuling | None] = []
        for players in (3, 4, 5):
            try:
                rulings.append(check_call(replay(auction, players, rules), parsed, rules))
            except EngineError:
                rulings.append(None)
        first = rulings[0]
        if first is None or any(r != first for r in rulings):
            raise EngineError(
                "the answer depends on the number of players: give players (3, 4 or 5)"
            )
        return first

    def auction(
        self, rules: Rules, players: str | None = None, context: Mapping[str, Any] | None = None
    ) -> AuctionView:
        """A new auction: seat 0, the dealer's left-hand neighbour, speaks first (nothing
        happens before it: ``context`` is not read)."""
        return AuctionView(start(deal_size(players).players), rules)

    def score(self, question: Mapping[str, Any], rules: Rules) -> ScoreSheet:
        """The score sheet of a ``score`` case: sides ``taker`` and ``each_other``."""
        players = _players(question)
        contract = read_contract(question, need_attribute=True)
        return score_deal(contract, _tricks(question), players, rules)


GAME = NeurotrioGame()
