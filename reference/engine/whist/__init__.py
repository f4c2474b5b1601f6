"""Belgian whist: seeds 002 (*Règlement du Whist*) and 003 (*Le whist à la couleur*).

One game, two rule sets: ``Rules()`` (``document="reglement"``, the default) and
``Rules(document="couleur")``. Modules: ``rules`` (options), ``order`` (card order, suit
ranking, deal patterns), ``play`` (legal plays, trick winner), ``trou`` (three aces: detection,
boucheur, target, void deals), ``contracts`` (each document's catalogue and targets),
``calls`` (the notation of calls), ``ladder`` (which call ranks higher), ``auction`` (the
frozen auction state, whose calls ``reglement_auction`` or ``couleur_auction`` judge),
``scoring`` (both tables, line by line), ``playout`` (tricks played through a policy),
``deal`` (random complete deals), ``interpretations`` (readings of unclear passages) and
``game`` (the registry object; its docstring lists the case-file input fields whist adds).

>>> GAME.slug, sorted(GAME.kinds)
('whist', ['bid', 'boucheur', 'contract_target', 'legal_plays', 'score', 'trick_winner'])
"""

from __future__ import annotations

from ..results import CallRuling
from .auction import Auction, AuctionView, check_call, legal_calls, replay
from .bidding import Bid, IllegalCallError, Outcome
from .calls import Call, CallKind, candidate_calls, notation, parse_call, read_calls
from .contracts import (
    COULEUR_CONTRACTS,
    REGLEMENT_CONTRACTS,
    ContractSpec,
    Target,
    catalogue,
    contract_spec,
    contract_target,
    trou_target,
)
from .dames import DamesSheet, score_dames
from .deal import RabroucheDeal, deal_hands, deal_rabrouche, play_context, random_deal
from .game import GAME, WhistGame
from .interpretations import INTERPRETATIONS
from .ladder import LadderStep, bidding_ladder, ladder_key
from .order import (
    BID_SUIT_ORDER,
    CARD_ORDER,
    DEAL_PATTERNS,
    QUEENS,
    parse_suit,
    parse_trump,
    strength,
)
from .play import PlayContext, legal_plays, playable, trick_winner
from .playout import Played, Policy, play_tricks
from .reglement_auction import why_pass_not_final
from .rules import Rules
from .score_tables import (
    A_DEUX_TABLE,
    COULEUR_SOLOS,
    COULEUR_TABLE,
    DAMES_PER_QUEEN,
    REGLEMENT_TABLE,
    ADeuxRow,
    CouleurRow,
    ReglementRow,
    couleur_value,
)
from .scoring import Contract, DealScore, score_deal
from .trou import Trou, TrouRuling, find_trou, trou_ruling

__all__ = [
    "A_DEUX_TABLE",
    "BID_SUIT_ORDER",
    "CARD_ORDER",
    "COULEUR_CONTRACTS",
    "COULEUR_SOLOS",
    "COULEUR_TABLE",
    "DAMES_PER_QUEEN",
    "DEAL_PATTERNS",
    "GAME",
    "INTERPRETATIONS",
    "QUEENS",
    "REGLEMENT_CONTRACTS",
    "REGLEMENT_TABLE",
    "ADeuxRow",
    "Auction",
    "AuctionView",
    "Bid",
    "Call",
    "CallKind",
    "CallRuling",
    "Contract",
    "ContractSpec",
    "CouleurRow",
    "DamesSheet",
    "DealScore",
    "IllegalCallError",
    "LadderStep",
    "Outcome",
    "PlayContext",
    "Played",
    "Policy",
    "RabroucheDeal",
    "ReglementRow",
    "Rules",
    "Target",
    "Trou",
    "TrouRuling",
    "WhistGame",
    "bidding_ladder",
    "candidate_calls",
    "catalogue",
    "check_call",
    "contract_spec",
    "contract_target",
    "couleur_value",
    "deal_hands",
    "deal_rabrouche",
    "find_trou",
    "ladder_key",
    "legal_calls",
    "legal_plays",
    "notation",
    "parse_call",
    "parse_suit",
    "parse_trump",
    "play_context",
    "play_tricks",
    "playable",
    "random_deal",
    "read_calls",
    "replay",
    "score_dames",
    "score_deal",
    "strength",
    "trick_winner",
    "trou_ruling",
    "trou_target",
    "why_pass_not_final",
]
