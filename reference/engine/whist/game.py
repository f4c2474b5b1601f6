"""The whist game object of the registry: reads case-file inputs and answers them.

Input fields beyond ``shared/casefile.md`` (listed on the rule page):

* ``legal_plays``: ``contract`` is a contract name or an object ``{"name": ...}`` with, for
  ``"trou"``, ``"first_trick"`` (default ``true``: the trou's first trick, where the boucheur
  leads and the trump ace must fall; 002 only) and, for ``"petite_misere"``, ``"phase":
  "discard"`` (the card every player puts aside before the first trick). ``"dames"`` applies
  the Dames game's queen rule.
* ``contract_target``: the contract may give ``"boucheur_ace"`` (suit letter of the
  boucheur's ace) or ``"royal": true`` (a trou royal, ace suit ♥) for a trou, and
  ``"trump": "SA"`` for a petit solo-chlem without trump.
* ``bid``: optional ``"trou": true`` (a trou was called before the auction), ``"rabrouche":
  true`` (002's rabrouche deal) and ``"hand"`` (the caller's cards, to check that a seul or a
  joiner holds a trump).
* ``score``: for the Dames game, ``result`` is ``{"queens": [q0, q1, q2, q3]}`` (queens taken
  by each seat) and the answer is ``{"scores": [...]}``; every other answer also gives
  ``declarers`` (each declarer's points), ``made``, ``zero_sum`` and ``steps``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ..cards import DECK_52, Card
from ..errors import EngineError
from ..protocol import Document, GameBase, Handler
from ..tricks import PlayedDeal
from .auction import check_call
from .calls import read_calls
from .contracts import contract_spec, contract_target
from .deal import random_deal
from .order import parse_suit, parse_trump
from .play import NORMAL, PlayContext, legal_plays, trick_winner
from .rules import Rules
from .scoring import Contract, score_dames, score_deal


def _cards(data: Mapping[str, Any], key: str, *, required: bool = True) -> tuple[Card, ...]:
    if key not in data:
        if required:
            raise EngineError(f"missing input field {key!r}")
        return ()
    cards = DECK_52.parse_many(data[key], what=key)
    return tuple(c for c in cards if isinstance(c, Card))


def _players(data: Mapping[str, Any]) -> None:
    players = data.get("players")
    if players not in (None, 4, "4"):
        raise EngineError(f"whist is played by 4 players, not {players!r}")


def _trump(data: Mapping[str, Any]) -> Any:
    if "trump" not in data:
        raise EngineError("missing input field 'trump' (a suit letter, or null for no trump)")
    return parse_trump(data["trump"])


def _flag(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise EngineError(f"{key} must be true or false, not {value!r}")
    return value


def answer_trick_winner(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``trick_winner``: the index of the winning card, and why."""
    _players(data)
    verdict = trick_winner(_cards(data, "trick"), _trump(data))
    return {
        "winner": verdict.winner,
        "card": str(verdict.card),
        "reasons": [r.to_json() for r in verdict.reasons],
    }


def play_context_from(value: object, rules: Rules) -> PlayContext:
    """Read the ``contract`` field of a ``legal_plays`` case (see the module docstring)."""
    if value is None:
        return NORMAL
    if isinstance(value, str):
        fields: Mapping[str, Any] = {"name": value}
    elif isinstance(value, Mapping):
        fields = value
    else:
        raise EngineError(f"contract must be a name or an object, not {value!r}")
    unknown = set(fields) - {"name", "first_trick", "phase", "trump", "tricks"}
    if unknown:
        raise EngineError(
            f"unknown contract field(s) {', '.join(sorted(unknown))}; "
            "legal_plays reads name, first_trick and phase"
        )
    spec = contract_spec(fields.get("name"), rules)  # type: ignore[arg-type]
    phase = fields.get("phase")
    if phase is not None:
        if spec.name != "petite_misere" or phase != "discard":
            raise EngineError("phase 'discard' applies to the petite misère only")
        return PlayContext(misere_discard=True)
    if spec.name == "dames":
        return PlayContext(dames=True)
    if spec.name == "trou" and rules.reglement:
        first = fields.get("first_trick", True)
        if not isinstance(first, bool):
            raise EngineError(f"first_trick must be true or false, not {first!r}")
        return PlayContext(trou_first_trick=first)
    return NORMAL


def answer_legal_plays(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``legal_plays``: the playable cards, the deciding rule and each refusal."""
    _players(data)
    context = play_context_from(data.get("contract"), rules)
    trick = _cards(data, "trick", required=False)
    ruling = legal_plays(_cards(data, "hand"), trick, _trump(data), context)
    return ruling.to_json()


def answer_contract_target(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``contract_target``: the tricks required, exact or minimum, with trump and lead."""
    contract = data.get("contract")
    if not isinstance(contract, Mapping):
        raise EngineError('contract_target needs contract: {"name": ..., "trump": ...}')
    raw_trump = contract.get("trump")
    no_trump = isinstance(raw_trump, str) and raw_trump.strip().upper() == "SA"
    ace = contract.get("boucheur_ace")
    boucheur_ace = parse_suit(ace, what="boucheur_ace") if ace is not None else None
    if contract.get("royal") is True:
        boucheur_ace = parse_suit("H")
    target = contract_target(
        contract.get("name"),  # type: ignore[arg-type]
        rules,
        tricks=_int_or_none(contract.get("tricks"), "tricks"),
        trump=parse_trump(raw_trump),
        no_trump=no_trump,
        boucheur_ace=boucheur_ace,
    )
    return {
        "tricks": target.tricks,
        "exact": target.exact,
        "trump": None if target.trump is None else target.trump.value,
        "leader": target.leader,
        "tricks_played": target.tricks_played,
        "open_hand": target.open_hand,
        "declarers": target.declarers,
    }


def _int_or_none(value: object, what: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise EngineError(f"{what} must be a whole number, not {value!r}")
    return value


def answer_bid(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``bid``: whether the next seat may make ``call``, with the deciding rule."""
    if "call" not in data:
        raise EngineError("missing input field 'call'")
    calls = read_calls(data.get("auction", []))
    hand = _cards(data, "hand", required=False) if "hand" in data else None
    ruling = check_call(
        calls,
        read_calls([data["call"]])[0],
        rules,
        trou=_flag(data, "trou"),
        rabrouche=_flag(data, "rabrouche"),
        hand=hand,
    )
    return ruling.to_json()


def answer_score(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``score``: per declarer and per defender (or each seat, for the Dames game)."""
    contract = data.get("contract")
    result = data.get("result")
    if not isinstance(contract, Mapping) or not isinstance(result, Mapping):
        raise EngineError("score needs contract {name, tricks, trump, declarers} and result")
    name = contract.get("name")
    if name == "dames":
        contract_spec("dames", rules)
        return score_dames(result.get("queens"), rules).to_json()  # type: ignore[arg-type]
    declarers = _int_or_none(contract.get("declarers"), "declarers")
    sheet = score_deal(
        Contract(
            name,  # type: ignore[arg-type]
            _int_or_none(contract.get("tricks"), "tricks"),
            parse_trump(contract.get("trump")),
            declarers,
        ),
        result.get("tricks"),  # type: ignore[arg-type]
        rules,
    )
    return sheet.to_json()


class WhistGame(GameBase):
    """The whist game object of the registry: two documents as two rule sets."""

    slug = "whist"
    deck = DECK_52
    player_counts = ("4",)
    rules_type = Rules
    documents = (
        Document(
            "whist-reglement",
            "Règlement du Whist",
            "whist",
            {"document": "reglement"},
            "002",
            ("4",),
            "52",
        ),
        Document(
            "whist-couleur",
            "Whist à la couleur",
            "whist",
            {"document": "couleur"},
            "003",
            ("4",),
            "52",
        ),
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
        """A complete deal played by legal random moves (see ``deal.random_deal``)."""
        return random_deal(rng, rules, players)


GAME = WhistGame()
