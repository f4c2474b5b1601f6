"""The Neurotrio game object: reads case-file input (``shared/casefile.md``) and answers it.

Every input error is an ``EngineError`` naming the field at fault. Kinds answered:
``trick_winner``, ``legal_plays``, ``contract_target``, ``bid`` and ``score``; Neurotrio counts
tricks, not card points, so ``card_points`` does not apply.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..cards import DECK_NEUROTRIO, NeuroCard
from ..errors import EngineError
from ..protocol import Document, GameBase, Handler
from ..tricks import PlayedDeal
from .auction import Call, Contract, check_call, replay
from .deal import random_deal
from .order import Attribute, parse_attribute
from .play import legal_plays, trick_winner
from .rules import Rules
from .scoring import contract_target, deal_size, score_deal


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


def _contract(data: Mapping[str, Any], *, need_attribute: bool) -> Contract:
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


def answer_trick_winner(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``trick_winner``: ``trump`` and ``trick`` -> ``{"winner", "card", "reasons"}``."""
    trump = _trump(data)
    trick = _cards(data, "trick")
    if "players" in data and len(trick) > _players(data):
        raise EngineError(f"a trick holds at most one card per player ({_players(data)})")
    verdict = trick_winner(trick, trump)
    return {
        "winner": verdict.winner,
        "card": str(verdict.card),
        "reasons": [r.to_json() for r in verdict.reasons],
    }


def answer_legal_plays(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``legal_plays``: ``trump``, ``trick`` (may be empty) and ``hand`` -> ``{"legal", ...}``."""
    trump = _trump(data)
    trick = _cards(data, "trick", required=False)
    hand = _cards(data, "hand")
    if "players" in data and len(trick) >= _players(data):
        raise EngineError(f"with {_players(data)} players the trick is already complete")
    return legal_plays(hand, trick, trump).to_json()


def answer_contract_target(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``contract_target``: ``players`` and ``contract`` (``{"level"}`` or ``"2V"``) ->
    ``{"tricks"}``."""
    players = _players(data)
    contract = _contract(data, need_attribute=False)
    size = deal_size(players)
    return {
        "tricks": contract_target(contract.level, players, rules),
        "of": size.tricks,
        "half": size.half,
        "level": contract.level,
    }


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


def answer_score(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``score``: ``players``, ``contract`` and ``result {"tricks"}`` -> ``{"taker",
    "each_other"}`` with the breakdown."""
    players = _players(data)
    contract = _contract(data, need_attribute=True)
    result = _field(data, "result")
    if not isinstance(result, Mapping):
        raise EngineError(f"result must be an object such as {{'tricks': 9}}, not {result!r}")
    return score_deal(contract, _field(result, "tricks", "result"), players, rules).to_json()


class NeurotrioGame(GameBase):
    """The neurotrio game object of the registry (seed 001)."""

    slug = "neurotrio"
    deck = DECK_NEUROTRIO
    player_counts = ("3", "4", "5")
    rules_type = Rules
    documents = (
        Document("neurotrio", "Neurotrio", "neurotrio", {}, "001", ("3", "4", "5"), "neurotrio"),
    )

    def handlers(self) -> Mapping[str, Handler]:
        """Kind -> function(input, rules)."""
        return {
            "trick_winner": answer_trick_winner,
            "legal_plays": answer_legal_plays,
            "contract_target": answer_contract_target,
            "bid": answer_bid,
            "score": answer_score,
        }

    def random_deal(self, rng: random.Random, rules: Any, players: str | None = None) -> PlayedDeal:
        """A complete deal played by random legal moves (``deal.random_deal``)."""
        return random_deal(rng, rules, players)


GAME = NeurotrioGame()
