"""The options of belote coinchée (seed 004) and the readings the engine applies.

``Rules`` holds one field per variant that changes an outcome the engine computes; its
defaults are the document's main rules (seed 004 §Choix de l'atout, §Sans atout, §Tout atout,
§Capot et Générale, §Décompte des points, §Fin de partie, §Les annonces), and the alternative
values are the variants of §Variantes (``rules-analysis.md`` §6.7; option names of §7).

``INTERPRETATIONS`` lists every place the engine chooses a reading where the document is
silent or ambiguous (``rules-analysis.md`` §6.8), and ``UNMODELLED_VARIANTS`` the listed
variants that the engine does not expose, with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..errors import UnknownOptionError
from ..options import Interpretation, RulesBase


@dataclass(frozen=True)
class Rules(RulesBase):
    """Belote coinchée rules; every default is the seed document's main rule."""

    OPTIONS: ClassVar = {
        "direction": ("ccw", "cw"),
        "must_undertrump": (True, False),
        "partner_master_free": (True, False),
        "ta_scale": ("document", "common"),
        "ta_dix_de_der": (True, False),
        "sa_ta_counting": ("scaled", "raw_table", "ta_plus_50", "ta_two_thirds"),
        "allow_tout_atout": (True, False),
        "allow_sans_atout": (True, False),
        "allow_generale": (True, False),
        "sa_ta_only_capot": (False, True),
        "max_bid": (None, 160),
        "bid_step": (10, 5),
        "raise_own_bid": ("never", "always", "other_suit"),
        "max_bids_per_player": (None, 2),
        "coinche_timing": ("a_la_volee", "in_turn"),
        "surcoinche_by": ("either_partner", "bidder"),
        "coinchable_80": (True, False),
        "coinchable_capot": (True, False),
        "coinchable_generale": (True, False),
        "decoinche": (False, True),
        "belote_capot_bids": (False, True),
        "generale_value": (800, 350, 500, 1000),
        "generale_leads": (True, False),
        "capot_failed_defence": ("value", "160_plus_contract"),
        "generale_failed_defence": ("value", "160_plus_contract"),
        "unannounced_capot": (250, None),
        "unannounced_generale": ("counted", "only_if_announced"),
        "coinche_multiplies": ("score", "contract"),
        "announcements": ("all", "belote_only"),
        "announcements_count_for_contract": (True, False),
        "announcements_against_contract": (False, True),
        "ta_belote_every_suit": (False, True),
        "contract_made_when": ("bid", "bid_plus_1", "bid_plus_2", "more_than_opponents"),
        "scoring": ("points", "bid_only"),
        "capot_lead_no_master": (False, True),
        "game_target": (3000, 2000, 1500, 1000),
        "first_deal": ("3-2-3", "2x3"),
        "weak_hand": ("none", "cancel", "schmurtz"),
        "sa_ta_bids": ("same_scale", "linear", "table"),
        "announcement_tie": ("first_seat", "nobody"),
    }

    direction: str = "ccw"
    """Dealing, bidding and play go counter-clockwise (004 §La donne); ``"cw"``: the clockwise
    variant the same passage mentions. Seats are numbered in playing order either way; the
    option says whether seat 0 sits at the dealer's right (ccw) or left (cw)."""
    must_undertrump: bool = True
    """Void in the led suit, an opponent has trumped higher than any trump held: play a lower
    trump anyway (standard belote, which 004 §Le jeu de la carte refers to; analysis §6.4).
    ``False``: the common coinche/contrée practice, free discard in that case."""
    partner_master_free: bool = True
    """Void in the led suit while the partner wins the trick: free choice (belote [std],
    analysis §6.4). ``False``: trump or overtrump even then."""
    ta_scale: str = "document"
    """Tout atout points: the document's scale J 14, 9 9, A 7, 10 5, K 3, Q 2 (004 §Tout atout);
    ``"common"``: the usual 162 scale with A 6 and Q 1 (analysis C-2 reading c)."""
    ta_dix_de_der: bool = True
    """Tout atout keeps the 10 for the last trick, 170 in all (analysis C-2 reading a);
    ``False``: no last-trick bonus at tout atout (reading b, 160)."""
    sa_ta_counting: str = "scaled"
    """How sans atout and tout atout points are counted. ``"scaled"``: on the document's
    scales (ace 19 at SA, 004 §Sans atout; the TA scale above). ``"raw_table"``: counted raw,
    on 130 and 258, then converted with the document's table (004 §Variantes, conversion
    table). ``"ta_plus_50"``: a TA bid is made on 160 and needs 50 more, points counted raw on
    258. ``"ta_two_thirds"``: TA counted raw without the last-trick bonus, times 2/3."""
    allow_tout_atout: bool = True
    """Tout atout may be bid (004 §Choix de l'atout); ``False``: the variant without it."""
    allow_sans_atout: bool = True
    """Sans atout may be bid (004 §Choix de l'atout); ``False``: the variant without it."""
    allow_generale: bool = True
    """The générale may be bid (004 §Capot et Générale); ``False``: the variant without it."""
    sa_ta_only_capot: bool = False
    """Variant: sans atout and tout atout may only be bid as a capot (004 §Variantes)."""
    max_bid: int | None = None
    """No numeric maximum in the main rules (004 §Choix de l'atout); ``160``: the contrée
    variant (004 §Variantes)."""
    bid_step: int = 10
    """Bids rise in tens and points round to the nearest ten (004 §Choix de l'atout,
    §Décompte des points); ``5``: bids and rounding in fives (004 §Variantes)."""
    raise_own_bid: str = "never"
    """Three passes end the auction, so nobody raises his own bid (004 §Choix de l'atout).
    ``"always"`` / ``"other_suit"``: the variants where the bidder may speak again after three
    passes and raise (any trump, or only another trump); four passes then end the auction."""
    max_bids_per_player: int | None = None
    """No limit in the main rules; ``2``: the variant where nobody bids more than twice."""
    coinche_timing: str = "a_la_volee"
    """An opponent may coinche at any moment while the bid stands, even out of turn
    (004 §Choix de l'atout, "à la volée"); ``"in_turn"``: only at one's turn (§Variantes)."""
    surcoinche_by: str = "either_partner"
    """Either member of the coinched side may surcoincher (analysis C-6); ``"bidder"``: only
    the player whose bid was coinched."""
    coinchable_80: bool = True
    """A contract of 80 may be coinched; ``False``: the variant where it may not."""
    coinchable_capot: bool = True
    """Capot and générale may be coinched; ``False``: the variant where neither may."""
    coinchable_generale: bool = True
    """The générale may be coinched; ``False``: the variant where it may not."""
    decoinche: bool = False
    """Variant: a coinche is cancelled by a higher bid, and the auction goes on."""
    belote_capot_bids: bool = False
    """Variant: "capot beloté" ranks above capot and "générale belotée" above générale, the
    générale staying above the capot beloté; they score as their plain counterparts."""
    generale_value: int = 800
    """A générale bid and made is worth 800, half for the tricks and half for the contract
    (004 §Décompte des points); 350, 500 and 1000 are the listed variants."""
    generale_leads: bool = True
    """The player bidding a générale leads the first trick (004 §Capot et Générale);
    ``False``: the variant where it does not give the lead."""
    capot_failed_defence: str = "value"
    """A failed capot gives the defence the capot's 500 (004 §Décompte des points);
    ``"160_plus_contract"``: 160 + 250 = 410 (004 §Variantes)."""
    generale_failed_defence: str = "value"
    """A failed générale gives the defence its whole value; ``"160_plus_contract"``: 160 plus
    the contract half (560 or 660 in the document's examples)."""
    unannounced_capot: int | None = 250
    """A capot made without being bid counts 250 in place of the card points (004 §Capot et
    Générale, analysis C-4); ``None``: no such bonus, the card points count as usual."""
    unannounced_generale: str = "counted"
    """A générale made without being bid counts (004 §Capot et Générale: the points of a
    générale made vary by region): half the générale's value, the tricks' half of a générale
    bid and made (400 of 800), in place of the card points, as the unannounced capot's 250 is
    the tricks' half of a capot (interpretation coinche-unannounced-generale);
    ``"only_if_announced"``: the variant where it counts only as an unannounced capot
    (004 §Variantes)."""
    coinche_multiplies: str = "score"
    """A coinche doubles (surcoinche quadruples) the winning side's whole score, belote
    excluded (004 §Décompte des points, analysis C-7); ``"contract"``: only the contract
    value is multiplied (004 §Variantes)."""
    announcements: str = "all"
    """Announcements count as at belote (004 §Les annonces); ``"belote_only"``: the contrée
    variant where only belote-rebelote is admitted."""
    announcements_count_for_contract: bool = True
    """The declarers' announcements (belote included) count towards their contract
    (analysis C-3, from the bidding advice "100 + 20 pour la belote"); ``False``: card points
    alone must reach the bid."""
    announcements_against_contract: bool = False
    """Announcements never make a contract fail (004 §Les annonces); ``True``: the variant
    where the defence's announcements (and belote) raise the target by their value."""
    ta_belote_every_suit: bool = False
    """No belote at tout atout or sans atout in the main rules (no single trump suit);
    ``True``: the variant with a belote in every suit at tout atout, 20 each."""
    contract_made_when: str = "bid"
    """A contract is made when the declarers reach the bid (004 §Décompte des points);
    ``"bid_plus_1"``, ``"bid_plus_2"``, ``"more_than_opponents"``: the listed variants."""
    scoring: str = "points"
    """Points made plus contract (004 §Décompte des points); ``"bid_only"``: the variant where
    only the bid is scored and the loser scores nothing."""
    capot_lead_no_master: bool = False
    """Variant: against a capot (or générale), the defender on lead may not lead a master card
    to the first trick."""
    game_target: int = 3000
    """The game is usually played to 3000 (004 §Fin de partie); 2000, 1500 and 1000 go with
    the variants that score less."""
    first_deal: str = "3-2-3"
    """All eight cards are dealt (3, 2, then 3) before the auction (004 §La donne); ``"2x3"``:
    the variant where the auction follows two packets of three and the last two cards come
    after it (004 §Variantes)."""
    weak_hand: str = "none"
    """What a hand of fewer than 11 points allows (004 §Variantes). ``"none"``: nothing, as in
    the main rules; ``"cancel"``: its holder may have the deal cancelled at his first turn;
    ``"schmurtz"``: instead he may bid a capot « schmürtz », played without trump with the
    cards ranking upside down from sans atout."""
    sa_ta_bids: str = "same_scale"
    """Sans atout and tout atout bids are values on the same 162 scale as suit bids (004
    §Choix de l'atout). ``"linear"`` / ``"table"``: the variants where their points are
    counted raw (130, 258) and their bids compared with the classic bids in proportion, or by
    the document's table (interpretation coinche-sa-ta-table)."""
    announcement_tie: str = "first_seat"
    """Two opponents' best announcements exactly equal (value, height, neither in trumps): the
    one first in playing order counts (``"first_seat"``), or neither team counts any
    (``"nobody"``) (interpretation coinche-announcements)."""

    def __post_init__(self) -> None:
        if not (self.allow_tout_atout or self.allow_sans_atout) and self.sa_ta_only_capot:
            raise UnknownOptionError(
                "sa_ta_only_capot needs tout atout or sans atout: both are switched off"
            )
        if self.sa_ta_bids != "same_scale" and self.sa_ta_counting != "scaled":
            raise UnknownOptionError(
                "sa_ta_bids counts sans atout and tout atout raw already: "
                "leave sa_ta_counting at 'scaled'"
            )
        if self.sa_ta_bids == "table" and (self.bid_step != 10 or self.max_bid is not None):
            raise UnknownOptionError(
                "the comparison table bids in tens up to 160: it cannot go with bid_step 5 "
                "or max_bid"
            )

    @property
    def round_step(self) -> int:
        """The rounding unit of points (10, or 5 with ``bid_step = 5``)."""
        return self.bid_step

    def multiplier(self, coinche: int) -> int:
        """What a contract's score is multiplied by: 1 as bid, 2 coinché, 4 surcoinché
        (004 §Décompte des points)."""
        return COINCHE_FACTORS[coinche]


DEFAULT_RULES = Rules()

#: What a contract's score is multiplied by: as bid, coinché, surcoinché (004 §Décompte des
#: points).
COINCHE_FACTORS = (1, 2, 4)


INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        "coinche-play-obligations",
        "004 §Le jeu de la carte",
        "The document delegates card play to belote: follow suit; at trumps go higher even over "
        "the partner; void, trump unless the partner wins, overtrump an opponent's trump, "
        "undertrump when unable to overtrump; at tout atout follow and beat the best card of "
        "the led suit; at sans atout follow, else free.",
        "must_undertrump",
    ),
    Interpretation(
        "coinche-partner-master",
        "004 §Le jeu de la carte",
        "A player void in the led suit whose partner wins the trick may play any card.",
        "partner_master_free",
    ),
    Interpretation(
        "coinche-ta-total",
        "004 §Tout atout",
        "The document's tout atout scale sums to 160 from the cards; the 10 for the last trick "
        "is kept, so a tout atout deal holds 170 points; a failed contract still gives the "
        "defence 160 plus the bid.",
        "ta_scale",
    ),
    Interpretation(
        "coinche-plain-values",
        "004 §Sans atout",
        "The document gives only the ace's two values (11 and 19); the other plain values are "
        "belote's: ten 10, king 4, queen 3, jack 2, nine, eight and seven 0.",
    ),
    Interpretation(
        "coinche-announcements-for-contract",
        "004 §Tactiques de jeu, §Les annonces",
        "The declarers' announcements and belote count towards their contract; the defence's "
        "never count against it.",
        "announcements_count_for_contract",
    ),
    Interpretation(
        "coinche-unannounced-capot",
        "004 §Capot et Générale",
        "A team taking all eight tricks without having bid a capot counts 250 in place of its "
        "card points, plus the contract; if the defence takes them all, it scores 250 plus "
        "the bid.",
        "unannounced_capot",
    ),
    Interpretation(
        "coinche-bid-ceiling",
        "004 §Choix de l'atout, §Variantes",
        "Bids start at 80 and rise in tens with no maximum: the ceiling at 160 is a listed "
        "variant, and announcements count towards the contract, so a team may promise more "
        "than 162. Tables list numeric bids up to 250 (bid_scales.HIGHEST_OFFERED).",
        "max_bid",
    ),
    Interpretation(
        "coinche-unannounced-generale",
        "004 §Capot et Générale, §Variantes",
        "A générale made without being bid (one player took all eight tricks on a numeric "
        "contract) counts half the générale's value, 400 at 800, in place of the card points, "
        "plus the contract: the tricks' half of a générale bid and made, as the unannounced "
        "capot's 250 is the tricks' half of a capot. The variant 'counted only if announced' "
        "counts it as an unannounced capot (250).",
        "unannounced_generale",
    ),
    Interpretation(
        "coinche-generale-by-bidder",
        "004 §Capot et Générale",
        "A générale is made only when the player who bid it takes all eight tricks; "
        "'all_tricks_by_one_player' in a score case means that player.",
    ),
    Interpretation(
        "coinche-failed-announcements",
        "004 §Décompte des points",
        "On a failed contract the defence adds its own announcements to 160 plus the bid "
        "(or to the capot or générale value); the declarers keep only their belote.",
    ),
    Interpretation(
        "coinche-belote",
        "004 §Décompte des points",
        "Belote-rebelote (king and queen of trump in one hand) is worth 20, always kept by its "
        "holders' team, never multiplied by a coinche; there is no belote at sans atout or "
        "tout atout unless the every-suit variant is on.",
        "ta_belote_every_suit",
    ),
    Interpretation(
        "coinche-surcoinche-by",
        "004 §Choix de l'atout",
        "'Le joueur ainsi coinché' is read as either member of the coinched side.",
        "surcoinche_by",
    ),
    Interpretation(
        "coinche-coinche-multiplies",
        "004 §Décompte des points",
        "A coinche doubles, a surcoinche quadruples, the winning side's whole score except its "
        "belote; the losing side scores only its belote.",
        "coinche_multiplies",
    ),
    Interpretation(
        "coinche-auction-after-coinche",
        "004 §Choix de l'atout",
        "After a coinche nobody may bid; the auction ends at a surcoinche, or when three "
        "players in a row have passed after the coinche. If all four pass without a bid, the "
        "cards are dealt again.",
        "decoinche",
    ),
    Interpretation(
        "coinche-all-pass",
        "004 §Choix de l'atout",
        "Four passes without a bid: no contract, a new deal.",
    ),
    Interpretation(
        "coinche-first-lead",
        "004 §Capot et Générale",
        "The player at the dealer's right (seat 0) leads the first trick, except that the "
        "player who bid a générale leads.",
        "generale_leads",
    ),
    Interpretation(
        "coinche-announcements",
        "004 §Les annonces",
        "Belote announcements: tierce 20, quarte 50, quinte or longer 100 (order 7 8 9 10 V D R "
        "A), carrés of jacks 200, nines 150, aces, tens, kings or queens 100. A card serves in "
        "one announcement only (the best combination is taken). Only the team holding the "
        "best announcement scores its announcements: higher value first, a carré above a "
        "sequence of equal value, then the longer sequence, then the higher top card, then "
        "the trump sequence; a tie left goes to the player first in playing order.",
        "announcements",
    ),
    Interpretation(
        "coinche-raw-table",
        "004 §Variantes (conversion table)",
        "With the raw counting, each team's raw points are converted to the classic value of "
        "the nearest entry of the document's table, a point exactly between two entries "
        "going up; the contract and the score then use the converted value.",
        "sa_ta_counting",
    ),
    Interpretation(
        "coinche-ta-plus-50",
        "004 §Variantes",
        "In the 'sur 160 plus 50' variant a tout atout bid B needs B + 50 raw points on 258; "
        "the declarers score their rounded raw points plus B.",
        "sa_ta_counting",
    ),
    Interpretation(
        "coinche-against-contract",
        "004 §Variantes",
        "When announcements may make the contract fail, the defence's announcements and belote "
        "are added to the points the declarers must reach.",
        "announcements_against_contract",
    ),
    Interpretation(
        "coinche-raise-own-bid",
        "004 §Variantes",
        "Where a player may raise his own bid, he speaks again after three passes; four "
        "passes in a row then end the auction.",
        "raise_own_bid",
    ),
    Interpretation(
        "coinche-capot-lead",
        "004 §Variantes",
        "Against a capot or générale, the defender leading the first trick may not lead a "
        "card that no other player can beat in its suit, unless every card he holds is one.",
        "capot_lead_no_master",
    ),
    Interpretation(
        "coinche-bid-only",
        "004 §Variantes",
        "When only the bid is scored, the winning side scores the contract (250 for a capot, "
        "half the générale value), times the coinche; nothing else is scored.",
        "scoring",
    ),
    Interpretation(
        "coinche-volee",
        "shared/casefile.md §Calls",
        "Calls in an auction list are made in turn; a coinche or surcoinche out of turn "
        "('à la volée') is asked with the bid case's optional 'seat' field.",
        "coinche_timing",
    ),
    Interpretation(
        "coinche-game-end",
        "004 §Fin de partie (les deux équipes au-delà du score)",
        "The game ends after the deal in which a team reaches the target (3000, or what the "
        "table agrees): reaching it exactly is enough. If both teams are past it after the "
        "same deal, the higher total wins; equal totals, one more deal is played.",
        "game_target",
    ),
    Interpretation(
        "coinche-first-deal",
        "004 §Variantes (une donne de 2 fois trois cartes)",
        "In this variant the cards are dealt 3 and 3 before the auction and 2 after it: a "
        "player bids on six cards; announcements are still declared on the eight.",
        "first_deal",
    ),
    Interpretation(
        "coinche-weak-hand",
        "004 §Variantes (capot « schmürtz »)",
        "The variant presupposes that a hand of fewer than 11 points may have the deal "
        "cancelled. Read as a house rule off by default: its holder asks at his first turn, "
        "while no bid stands, and the cards are dealt again. The points are counted before "
        "any trump, on the plain-suit values (ace 11, ten 10, king 4, queen 3, jack 2); "
        "counting the ace 19 as at sans atout changes nothing, an ace alone reaching 11. "
        "With the schmürtz, he bids "
        "instead, at his first turn, a capot played without trump in the reverse of sans "
        "atout's order (7 8 9 V D R 10 A); it ranks and scores as a capot.",
        "weak_hand",
    ),
    Interpretation(
        "coinche-sa-ta-table",
        "004 §Variantes (comparaison « pas linéaire », le tableau)",
        "The printed table lost its empty cells: suit bids 80-160 (nine values), sans atout "
        "70-130 and tout atout 130-250 (seven each), then capot and générale. The seven are "
        "placed beside suit bids 90-150: of the three possible placements it alone agrees "
        "with the document's conversion table (about 5 points apart on average, against 7 "
        "and 13 for the other two). The other reading puts them beside 80-140 (each row "
        "starting at its first bid above half the deck). A bid must stand in a higher column; "
        "a suit 160 is outbid by a capot only.",
        "sa_ta_bids",
    ),
    Interpretation(
        "coinche-sa-ta-linear",
        "004 §Variantes (les enchères sont comparées aux enchères « classiques » sur 160 points)",
        "A sans atout bid counts its value times 160/130 and a tout atout bid times 160/258 "
        "against suit bids; the lowest are 70 and 130 (the first tens above half of 130 and "
        "258), the highest 130 and 250.",
        "sa_ta_bids",
    ),
    Interpretation(
        "coinche-sa-ta-raw-score",
        "004 §Variantes (points « comptés normalement »)",
        "Under either comparison the declarers must reach their raw bid with raw points (130 "
        "or 258 in the deal), score their rounded raw points plus the bid, and a failed "
        "contract gives the defence 130 or 260 (258 rounded) plus the bid.",
        "sa_ta_bids",
    ),
    Interpretation(
        "coinche-no-hesitation",
        "004 §Tactiques de jeu (il est interdit d'hésiter)",
        "Hesitating while bidding is forbidden, since it tells the partner that the opponents "
        "might be coinched: a matter of conduct for the players, which the engine does not "
        "judge.",
    ),
)


UNMODELLED_VARIANTS: tuple[tuple[str, str], ...] = (
    (
        "004 §Variantes: the générale counted only if announced",
        "same outcome as the main rules as read here (interpretation coinche-unannounced-generale)",
    ),
)
