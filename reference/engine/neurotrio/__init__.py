"""Neurotrio: the game of seed 001, a 54-card trick-taking game for 3 to 5 players.

Modules: ``rules`` (options and interpretations), ``order`` (attributes, trump modes, card
strength), ``play`` (legal plays, trick winner), ``auction`` (calls, the ladder, the contre, the
protocol's ``AuctionView``), ``scoring`` (deal sizes, targets, the score sheet with its steps),
``deal`` (random complete deals), ``situations`` (exercise situations and quiz facts) and
``game`` (the registry object following the ``Game`` protocol). The names below are the public
API the rule pages and the words use.

>>> GAME.slug, sorted(GAME.kinds)[:4]
('neurotrio', ['bid', 'contract_target', 'discard', 'game_end'])
"""

from __future__ import annotations

from .auction import (
    Auction,
    AuctionView,
    Bid,
    Call,
    CallKind,
    Contract,
    IllegalCallError,
    apply_call,
    bidding_ladder,
    check_call,
    replay,
    start,
    top_level,
)
from .deal import random_deal
from .game import GAME, REASON_CODES, NeurotrioGame
from .order import (
    ATTRIBUTE_LADDER,
    BACKGROUND_ORDER,
    FORCES,
    NATURE_ORDER,
    TRUMP_MODES,
    Attribute,
    TrumpMode,
    is_trump,
    parse_attribute,
    strength,
    suit_of,
)
from .play import legal_plays, trick_winner
from .rules import INTERPRETATIONS, Rules
from .scoring import (
    CONTRACTS,
    CONTRE_FACTOR,
    DEAL_SIZES,
    DOWN_POINTS_PER_TRICK,
    MADE_POINTS_PER_LEVEL,
    OVERTRICK_POINTS,
    SIDES,
    ContractInfo,
    DealSize,
    contract_catalogue,
    contract_target,
    max_level,
    score_answer,
    score_deal,
)

__all__ = [
    "ATTRIBUTE_LADDER",
    "BACKGROUND_ORDER",
    "CONTRACTS",
    "CONTRE_FACTOR",
    "DEAL_SIZES",
    "DOWN_POINTS_PER_TRICK",
    "FORCES",
    "GAME",
    "INTERPRETATIONS",
    "MADE_POINTS_PER_LEVEL",
    "NATURE_ORDER",
    "OVERTRICK_POINTS",
    "REASON_CODES",
    "SIDES",
    "TRUMP_MODES",
    "Attribute",
    "Auction",
    "AuctionView",
    "Bid",
    "Call",
    "CallKind",
    "Contract",
    "ContractInfo",
    "DealSize",
    "IllegalCallError",
    "NeurotrioGame",
    "Rules",
    "TrumpMode",
    "apply_call",
    "bidding_ladder",
    "check_call",
    "contract_catalogue",
    "contract_target",
    "is_trump",
    "legal_plays",
    "max_level",
    "parse_attribute",
    "random_deal",
    "replay",
    "score_answer",
    "score_deal",
    "start",
    "strength",
    "suit_of",
    "top_level",
    "trick_winner",
]
