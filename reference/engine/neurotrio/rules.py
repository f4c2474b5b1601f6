"""Neurotrio rule options and the readings the engine applies where seed 001 is silent.

Seed 001 is a short blog post; ``rules-analysis.md`` §2.6 lists its gaps (N-1 to N-11) and §7
names the options. Each gap the engine has to close is an ``Interpretation`` below; where a
different reading changes something the engine computes, a ``Rules`` option selects it.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from ..options import Interpretation, RulesBase

#: ``max_level`` value of the default reading: the target may never exceed the tricks dealt.
MAX_LEVEL_TRICKS = "tricks - floor(tricks/2)"


@dataclass(frozen=True)
class Rules(RulesBase):
    """The options of Neurotrio; the defaults are the readings of ``rules-analysis.md`` §7."""

    bid_order: str = "bridge"
    """How a bid must rise (001 §Enchères, "Comme au bridge"; analysis N-3).

    ``bridge``: the bids form one ladder, level first and then attribute (1R < 1E < … < 1B <
    2R), so 2R outbids 1B. ``componentwise``: neither the level nor the attribute may go down
    and at least one must go up, so 2R does not outbid 1B.
    """
    auction_end: str = "n_minus_1_non_bids"
    """When the auction stops (001 §Enchères, "sauf le dernier enchérisseur"; analysis N-5).

    ``n_minus_1_non_bids``: once every other player has passed or contred since the last bid
    (passes are not final; the last bidder never speaks again). ``bridge``: once N-1 passes in
    a row follow the last bid or contre, so a contred bidder speaks once more and may raise.
    ``final_pass``: a player who passes may only pass afterwards; the auction stops when every
    player but the last bidder has passed.
    """
    max_level: str = MAX_LEVEL_TRICKS
    """The highest level that may be bid (not stated by 001; analysis N-4).

    ``"tricks - floor(tricks/2)"``: 9, 7 and 5 with 3, 4 and 5 players, the level at which the
    target equals every trick of the deal. ``"none"``: any level, even one that cannot be made.
    """
    discard_trumps: bool = True
    """Whether the taker may put trumps aside when he discards (001 §Enchères: "écarte ...
    autant de cartes", with no limit; analysis N-7). ``False``: the tarot players' habit of
    keeping every trump, which the document does not state (interpretation neurotrio-discard).
    """
    first_bidder: str = "dealer_left"
    """Who speaks first (not stated by 001; analysis N-2): the dealer's left-hand neighbour,
    seat 0 of the case notation. The engine never refers to the dealer, so no other value would
    change what it computes; the option exists to name the reading.
    """

    OPTIONS = MappingProxyType(
        {
            "bid_order": ("bridge", "componentwise"),
            "auction_end": ("n_minus_1_non_bids", "bridge", "final_pass"),
            "max_level": (MAX_LEVEL_TRICKS, "none"),
            "first_bidder": ("dealer_left",),
            "discard_trumps": (True, False),
        }
    )
    """Accepted values of each option."""


#: Every reading the engine applies where seed 001 is ambiguous or silent.
INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        "neurotrio-deck",
        '001 §Mise en place ("les 54 cartes du jeu neurotrio"); analysis N-1',
        "The deck is the 27 cards force 1-3 x nature cœur/étoile/rose x background "
        "bleu/noir/vert, each in two identical copies.",
    ),
    Interpretation(
        "neurotrio-first-bidder",
        "001 §Enchères (order of speaking not stated); analysis N-2",
        "The dealer's left-hand neighbour (seat 0) speaks first, the deal passing clockwise; "
        "the taker leads the first trick, as the document says.",
        "first_bidder",
    ),
    Interpretation(
        "neurotrio-bid-order",
        '001 §Enchères ("Comme au bridge"); analysis N-3',
        "A bid must be higher on the bridge-style ladder: a higher level, or the same level "
        "with a stronger attribute (bleu > noir > vert > cœur > étoile > rose).",
        "bid_order",
    ),
    Interpretation(
        "neurotrio-max-level",
        "001 §Enchères (no highest level given); analysis N-4",
        "The level may not exceed tricks - floor(tricks/2) (9, 7, 5 with 3, 4, 5 players): "
        "higher levels would ask for more tricks than the deal has.",
        "max_level",
    ),
    Interpretation(
        "neurotrio-auction-end",
        "001 §Enchères (the end: all but the last bidder have passed); analysis N-5",
        "Passing is not final; the auction ends once the N-1 other players have each passed or "
        "contred since the last bid, so the last bidder is never asked again; with no bid at "
        "all, it ends after N passes.",
        "auction_end",
    ),
    Interpretation(
        "neurotrio-contre",
        "001 §Enchères and §Décompte des points (contre, no surcontre); analysis §2.3",
        "Only a player other than the last bidder may contre, only the standing bid, and only "
        "once (a second contre would be a surcontre in effect); a later bid cancels the contre.",
    ),
    Interpretation(
        "neurotrio-passed-out",
        "001 §Enchères (every player passing is not covered); analysis N-6",
        "If nobody bids, the auction ends after every player has passed once and the cards are "
        "dealt again; no contract is played.",
    ),
    Interpretation(
        "neurotrio-discard",
        "001 §Enchères (le chien dans son jeu, écarter « autant de cartes »); analysis N-7",
        "The taker takes the chien into his hand and puts aside as many cards as it held (3, "
        "2 or 4 with 3, 4 or 5 players), any he likes, trumps and chien cards included; the "
        "discard counts for nothing. Tarot players may read a ban on discarding trumps into "
        "it, which the document does not state: an option.",
        "discard_trumps",
    ),
    Interpretation(
        "neurotrio-totals",
        "001 (manches indépendantes; Décompte des points)",
        "A player's total is the sum of his scores, manche by manche: the taker's when he "
        "makes his contract, each other player's when it fails; a manche everybody passed "
        "scores nothing. The document sets no end; the players agree on a score or a number "
        "of manches.",
    ),
    Interpretation(
        "neurotrio-overtricks",
        '001 §Décompte des points ("les plis au-delà de l\'enchère"); analysis N-8',
        "Overtricks are counted above the target (half the tricks plus the level), as the "
        "35-point example requires.",
    ),
    Interpretation(
        "neurotrio-failed-taker",
        "001 §Décompte des points (the taker's own score when down); analysis N-9",
        "A taker who fails scores nothing and loses nothing; only the other players score.",
    ),
    Interpretation(
        "neurotrio-force-order",
        "001 §Le jeu de la carte (les combats prennent d'abord en compte la force)",
        "The higher force wins: a 3 beats a 2, which beats a 1. The document says the force is "
        "compared first without saying which way; a card's force is the number of its symbols, "
        "and a contract's level rises the same way.",
    ),
    Interpretation(
        "neurotrio-tiebreak",
        "001 §Le jeu de la carte (the tie-break at equal forces); analysis N-10",
        "At equal force, cœur beats étoile beats rose when backgrounds are suits, and bleu "
        "beats noir beats vert when natures are suits.",
    ),
    Interpretation(
        "neurotrio-example-background",
        '001 §Exemple (Camille\'s "3 de cœur" has no background); analysis N-11',
        "The example's cases give Camille's card a background (vert); any background gives the "
        "same winner, since a card neither of the led nature nor trump cannot win.",
    ),
    Interpretation(
        "neurotrio-call-after-end",
        "001 §Enchères (calls once the auction is over are not covered)",
        "Once the auction is over no call is legal; the last bidder raising his own bid when "
        "all others passed is refused by name, as the document states.",
    ),
)
