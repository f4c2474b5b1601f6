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

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from ..cards import DECK_52, AnyCard, Card, Suit
from ..deals import DEAL_REASON_CODES
from ..errors import EngineError
from ..protocol import AtTable, Document, GameBase, PlaySpot
from ..results import CallRuling, ScoreSheet
from ..tricks import PlayRuling, Verdict
from .adfundum import ADFUNDUM_REASON_CODES
from .answers import ANSWERS
from .auction import Auction, AuctionView, check_call, outcome_contract, replay
from .bidding import AUCTION_REASON_CODES
from .calls import read_calls
from .computer import COMPUTER
from .contracts import contract_spec, contract_target
from .dames import DamesSheet, score_dames
from .deal import random_deal
from .fulldeal import FULLDEAL_REASON_CODES, start_deal
from .interpretations import INTERPRETATIONS
from .ladder import APPROVAL_FROM
from .match import MATCH, SHEET_REASON_CODES
from .order import parse_suit, parse_trump
from .penalties import PENALTY_REASON_CODES
from .play import NORMAL, PLAY_REASON_CODES, PlayContext, legal_plays, trick_winner
from .quiz import QUIZ_REASON_CODES
from .rules import Rules
from .scoring import SCORE_REASON_CODES, Contract, DealScore, score_deal
from .situations import GENERATORS
from .themes import BOOK
from .trou import TROU_REASON_CODES

#: Every reason code the game can emit (the web layer has a sentence for each).
REASON_CODES: tuple[str, ...] = (
    *PLAY_REASON_CODES,
    *TROU_REASON_CODES,
    *AUCTION_REASON_CODES,
    *SCORE_REASON_CODES,
    *QUIZ_REASON_CODES,
    *SHEET_REASON_CODES,
    *PENALTY_REASON_CODES,
    *ADFUNDUM_REASON_CODES,
    *FULLDEAL_REASON_CODES,
    *DEAL_REASON_CODES,
)


def _cards(data: Mapping[str, Any], key: str, *, required: bool = True) -> tuple[Card, ...]:
    if key not in data:
        if required:
            raise EngineError(f"missing input field {key!r}")
        return ()
    cards = DECK_52.parse_many(data[key], what=key)
    return tuple(c for c in cards if isinstance(c, Card))


def _plain(cards: Sequence[AnyCard]) -> tuple[Card, ...]:
    return tuple(c for c in cards if isinstance(c, Card))


def _players(data: Mapping[str, Any]) -> None:
    players = data.get("players")
    if players not in (None, 4, "4"):
        raise EngineError(f"whist is played by 4 players, not {players!r}")


def _trump(data: Mapping[str, Any]) -> Suit | None:
    if "trump" not in data:
        raise EngineError("missing input field 'trump' (a suit letter, or null for no trump)")
    return parse_trump(data["trump"])


def _flag(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise EngineError(f"{key} must be true or false, not {value!r}")
    return value


def _int_or_none(value: object, what: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise EngineError(f"{what} must be a whole number, not {value!r}")
    return value


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


def read_spot(
    data: Mapping[str, Any], rules: Rules, kind: str = "legal_plays"
) -> PlaySpot[Suit | None]:
    """The player about to play in a ``legal_plays`` case, its play context read from the
    ``contract`` field (for ``kind="trick_winner"``: the trick alone)."""
    _players(data)
    if kind == "trick_winner":
        return PlaySpot((), _cards(data, "trick"), _trump(data), "4")
    context = play_context_from(data.get("contract"), rules)
    trick = _cards(data, "trick", required=False)
    hand = _cards(data, "hand")
    return PlaySpot(hand, trick, _trump(data), "4", context)


@ANSWERS
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
        if not rules.reglement:
            # 003 §Début du jeu: the trou is three aces and "le dernier As" plugs it; with four
            # aces in one hand nobody can, so à la couleur has no trou royal (trou.py).
            raise EngineError("à la couleur has no trou royal: four aces in one hand make no trou")
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


def call_ruling(
    data: Mapping[str, Any], calls: Sequence[object], call: object, rules: Rules
) -> CallRuling:
    """The ruling on ``call`` after ``calls``, in the context a ``bid`` case gives (``trou``,
    ``rabrouche``, the caller's ``hand``)."""
    history = read_calls(calls)
    hand = _cards(data, "hand", required=False) if "hand" in data else None
    return check_call(
        history,
        read_calls([call])[0],
        rules,
        trou=_flag(data, "trou"),
        rabrouche=_flag(data, "rabrouche"),
        hand=hand,
    )


@ANSWERS
def answer_bid(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``bid``: whether the next seat may make ``call``, with the deciding rule; when the call
    ends the auction, the ``contract`` played (002 §4: ``"arbitrator": "refuses"`` leaves out
    the games above the abondance sur table under ``arbitrator_approval``)."""
    if "call" not in data:
        raise EngineError("missing input field 'call'")
    refused = _arbitrator(data, rules)
    calls = data.get("auction", [])
    ruling = call_ruling(data, calls, data["call"], rules)
    answer = ruling.to_json()
    if ruling.legal:
        history = [*read_calls(calls), *read_calls([data["call"]])]
        after = replay(history, rules, trou=_flag(data, "trou"), rabrouche=_flag(data, "rabrouche"))
        answer["ended"] = after.over
        if after.over:
            best = after.best_contract() if rules.reglement else after.highest()
            if rules.arbitrator_approval:
                answer["needs_arbitrator"] = best is not None and best.key >= APPROVAL_FROM
            below = APPROVAL_FROM if refused else None
            answer["contract"] = outcome_contract(after.outcome(below), rules)
    return answer


def _arbitrator(data: Mapping[str, Any], rules: Rules) -> bool:
    """Whether the case says the arbitrator refuses the game (002 §4)."""
    value = data.get("arbitrator")
    if value is None:
        return False
    if not rules.arbitrator_approval:
        raise EngineError("the arbitrator's approval is the option arbitrator_approval")
    if value not in ("approves", "refuses"):
        raise EngineError(f"arbitrator is 'approves' or 'refuses', not {value!r}")
    return bool(value == "refuses")


def deal_score(data: Mapping[str, Any], rules: Rules) -> DealScore | DamesSheet:
    """The score of a ``score`` case: per declarer and per defender (each seat, for the Dames
    game)."""
    contract = data.get("contract")
    result = data.get("result")
    if not isinstance(contract, Mapping) or not isinstance(result, Mapping):
        raise EngineError("score needs contract {name, tricks, trump, declarers} and result")
    name = contract.get("name")
    if name == "dames":
        contract_spec("dames", rules)
        return score_dames(result.get("queens"), rules)  # type: ignore[arg-type]
    declarers = _int_or_none(contract.get("declarers"), "declarers")
    return score_deal(
        Contract(
            name,  # type: ignore[arg-type]
            _int_or_none(contract.get("tricks"), "tricks"),
            parse_trump(contract.get("trump")),
            declarers,
        ),
        result.get("tricks"),  # type: ignore[arg-type]
        rules,
    )


@ANSWERS
def answer_score(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``score``: per declarer and per defender (or each seat, for the Dames game)."""
    return deal_score(data, rules).to_json()


class WhistGame(GameBase[Rules]):
    """The whist game object of the registry: two documents as two rule sets."""

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
    interpretations = INTERPRETATIONS
    reason_codes = frozenset(REASON_CODES)
    exercise_kinds = ("trick_winner", "legal_plays", "score", "bid", "boucheur", "quiz")
    theme_book = BOOK
    generators = GENERATORS
    parse_mode = staticmethod(parse_trump)
    random_deal = staticmethod(random_deal)
    spot_reader = staticmethod(read_spot)
    at_table = AtTable(start_deal, COMPUTER, MATCH)
    answers = ANSWERS

    def trick_winner(
        self, trick: Sequence[AnyCard], mode: Suit | None, rules: Rules, players: str | None = None
    ) -> Verdict:
        """Who wins the trick (the same under both documents)."""
        return trick_winner(_plain(trick), mode)

    def legal_plays(self, spot: PlaySpot[Suit | None], rules: Rules) -> PlayRuling:
        """The playable cards; ``spot.context`` is the ``PlayContext`` (Dames, the trou's first
        trick, the petite misère's discard)."""
        context = spot.context if isinstance(spot.context, PlayContext) else NORMAL
        return legal_plays(_plain(spot.hand), _plain(spot.trick), spot.mode, context)

    def card_points(
        self, cards: Sequence[AnyCard], mode: Suit | None, rules: Rules, *, last_trick: bool = False
    ) -> Fraction | None:
        """Whist counts tricks: its cards carry no points."""
        return None

    def call_ruling(
        self, auction: Sequence[str], call: str, rules: Rules, context: Mapping[str, Any]
    ) -> CallRuling:
        """The ruling on ``call`` by the next seat; ``context`` may give ``trou``,
        ``rabrouche`` and the caller's ``hand``, as a ``bid`` case does."""
        return call_ruling(context, auction, call, rules)

    def auction(
        self, rules: Rules, players: str | None = None, context: Mapping[str, Any] | None = None
    ) -> AuctionView:
        """A new auction: seat 0, the dealer's left, speaks first; ``context`` may say that a
        ``trou`` was called before it, or that the deal is a ``rabrouche``."""
        context = context or {}
        return AuctionView(
            Auction(rules, trou=_flag(context, "trou"), rabrouche=_flag(context, "rabrouche"))
        )

    def score(self, question: Mapping[str, Any], rules: Rules) -> ScoreSheet:
        """The score of a ``score`` case, side by side (``score.DealScore.sheet``)."""
        return deal_score(question, rules).sheet()


GAME = WhistGame()
