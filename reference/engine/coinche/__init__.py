"""Belote coinchée, the game of seed 004 (``rules-analysis.md`` §6).

Modules: ``rules`` (options, interpretations), ``order`` (trump modes, card orders, points),
``play`` (legal plays, trick winner), ``announcements``, ``auction`` (calls, contract),
``scoring`` (deal score with its calculation), ``deal`` (random complete deals), ``game``
(the registry's game object and case-file answers).

Deliberate readings where the document is silent are listed in ``INTERPRETATIONS`` and shown
on the rule page; the main ones: card play is standard belote's (undertrumping required,
partner master frees), tout atout keeps the last trick (170 in all), the declarers'
announcements count towards their contract.

>>> GAME.slug, Rules().generale_value
('coinche', 800)
"""

from __future__ import annotations

from .announcements import (
    ANNOUNCEMENT_REASON_CODES,
    BELOTE_VALUE,
    CARRE_VALUES,
    SEQUENCE_VALUES,
    Announcement,
    AnnouncementRuling,
    belote_count,
    compare_announcements,
    find_announcements,
)
from .auction import (
    AUCTION_REASON_CODES,
    Auction,
    Call,
    Contract,
    bidding_ladder,
    is_legal_call,
    team_of,
)
from .bid_scales import HIGHEST_OFFERED, offered_values
from .deal import play_deal, random_deal
from .game import GAME, REASON_CODES, CoincheGame, parse_contract, parse_result
from .order import (
    CONVERSION_CLASSIC,
    CONVERSION_SA,
    CONVERSION_TA,
    DIX_DE_DER,
    MODES,
    ORDER_PLAIN,
    ORDER_TRUMP,
    POINT_SCALES,
    Mode,
    card_order,
    card_points,
    convert_raw,
    counted_total,
    deck_total,
    point_table,
)
from .play import PLAY_REASON_CODES, WINNER_REASON_CODES, legal_plays, master_cards, trick_winner
from .rules import DEFAULT_RULES, INTERPRETATIONS, UNMODELLED_VARIANTS, Rules
from .scoring import (
    SCORE_REASON_CODES,
    DealResult,
    contract_target,
    game_winner,
    round_points,
    score_deal,
    scoring_examples,
)
from .tables import (
    CARD_ORDERS,
    ContractEntry,
    ModePoints,
    contract_catalogue,
    orders_for,
    point_tables,
)

__all__ = [
    "ANNOUNCEMENT_REASON_CODES",
    "AUCTION_REASON_CODES",
    "BELOTE_VALUE",
    "CARD_ORDERS",
    "CARRE_VALUES",
    "CONVERSION_CLASSIC",
    "CONVERSION_SA",
    "CONVERSION_TA",
    "DEFAULT_RULES",
    "DIX_DE_DER",
    "GAME",
    "HIGHEST_OFFERED",
    "INTERPRETATIONS",
    "MODES",
    "ORDER_PLAIN",
    "ORDER_TRUMP",
    "PLAY_REASON_CODES",
    "POINT_SCALES",
    "REASON_CODES",
    "SCORE_REASON_CODES",
    "SEQUENCE_VALUES",
    "UNMODELLED_VARIANTS",
    "WINNER_REASON_CODES",
    "Announcement",
    "AnnouncementRuling",
    "Auction",
    "Call",
    "CoincheGame",
    "Contract",
    "ContractEntry",
    "DealResult",
    "Mode",
    "ModePoints",
    "Rules",
    "belote_count",
    "bidding_ladder",
    "card_order",
    "card_points",
    "compare_announcements",
    "contract_catalogue",
    "contract_target",
    "convert_raw",
    "counted_total",
    "deck_total",
    "find_announcements",
    "game_winner",
    "is_legal_call",
    "legal_plays",
    "master_cards",
    "offered_values",
    "orders_for",
    "parse_contract",
    "parse_result",
    "play_deal",
    "point_table",
    "point_tables",
    "random_deal",
    "round_points",
    "score_deal",
    "scoring_examples",
    "team_of",
    "trick_winner",
]
