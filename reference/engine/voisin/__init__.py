"""Le Voisin, the game of seed 000: 2, 3, 4 or 2×2 players, 32 cards, and the *voisin*, the
other suit of the trump's colour, which cuts the two opposite suits with a strictly higher card.

Seed 000 is damaged (its example pictures are lost, the points table is shifted, a rule
sentence of §PLIS is cut off); ``rules-analysis.md`` §1 reconstructs it, and each decision the
engine takes is listed in ``INTERPRETATIONS`` (the rule page shows them). Deliberate readings
where the printed text says otherwise or nothing:

* the four captioned examples of §PLIS are rebuilt as 7♠ D♦ 8♦, D♠ 8♣ 7♦, D♠ R♦, V♠ 7♦ 10♦
  (hearts trumps), each of which the engine's trick winner confirms;
* the points table is read through the formulas of footnote 4 (88 in every mode);
* the play obligations (the cut-off sentence) follow analysis §1.6.

Modules: ``table`` (suit roles, orders, points), ``play`` (trick winner, legal plays),
``announcements``, ``contracts`` (deal table, contract catalogue, targets), ``auction``
(calls, the frozen auction, the exchange of the turned card), ``scoring`` (a deal's score line
by line, the end of the game), ``deal`` (random deals), ``situations`` with
``situations_deal`` and ``situations_quiz`` (exercise situations), ``game`` (the ``Game``
protocol and the case-file answers), ``rules``.
"""

from __future__ import annotations

from .announcements import (
    ANNOUNCEMENT_TABLE,
    CANCELLATION_ORDER,
    Announcement,
    AnnouncementKind,
    AnnouncementRuling,
    Resolution,
    detect_announcements,
    resolve_announcements,
)
from .auction import (
    AuctionOutcome,
    AuctionState,
    Call,
    ExchangeRuling,
    VoisinAuction,
    auction_outcome,
    auction_state,
    check_call,
    check_exchange,
    exchange_options,
)
from .contracts import (
    CONTRACT_NAMES,
    CONTRACTS,
    DEAL_SIZES,
    LADDER,
    SCORING_TABLE,
    VARIANTE_I_DEAL,
    Contract,
    ContractInfo,
    DealSize,
    ScoringRow,
    contract_target,
    deal_size,
)
from .deal import Dealt, VoisinDeal, deal_cards, play_random_deal, random_deal
from .game import GAME, VoisinGame
from .play import legal_plays, trick_winner
from .rules import INTERPRETATIONS, INTERPRETATIONS_BY_ID, Rules
from .scoring import DealResult, DealScore, game_standing, score_deal, surcharge_value
from .table import (
    CARD_ORDERS,
    DECK_POINTS,
    PLAIN_ORDER,
    POINT_TABLES,
    SEQUENCE_ORDER,
    TRUMP_ORDER,
    NoTrump,
    Role,
    Trump,
    card_order,
    card_points,
    opposite_suits,
    parse_trump,
    point_scale,
    role_of,
    voisin_of,
)

__all__ = [
    "ANNOUNCEMENT_TABLE",
    "CANCELLATION_ORDER",
    "CARD_ORDERS",
    "CONTRACTS",
    "CONTRACT_NAMES",
    "DEAL_SIZES",
    "DECK_POINTS",
    "GAME",
    "INTERPRETATIONS",
    "INTERPRETATIONS_BY_ID",
    "LADDER",
    "PLAIN_ORDER",
    "POINT_TABLES",
    "SCORING_TABLE",
    "SEQUENCE_ORDER",
    "TRUMP_ORDER",
    "VARIANTE_I_DEAL",
    "Announcement",
    "AnnouncementKind",
    "AnnouncementRuling",
    "AuctionOutcome",
    "AuctionState",
    "Call",
    "Contract",
    "ContractInfo",
    "DealResult",
    "DealScore",
    "DealSize",
    "Dealt",
    "ExchangeRuling",
    "NoTrump",
    "Resolution",
    "Role",
    "Rules",
    "ScoringRow",
    "Trump",
    "VoisinAuction",
    "VoisinDeal",
    "VoisinGame",
    "auction_outcome",
    "auction_state",
    "card_order",
    "card_points",
    "check_call",
    "check_exchange",
    "contract_target",
    "deal_cards",
    "deal_size",
    "detect_announcements",
    "exchange_options",
    "game_standing",
    "legal_plays",
    "opposite_suits",
    "parse_trump",
    "play_random_deal",
    "point_scale",
    "random_deal",
    "resolve_announcements",
    "role_of",
    "score_deal",
    "surcharge_value",
    "trick_winner",
    "voisin_of",
]
