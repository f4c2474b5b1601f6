"""Le Voisin's rule options and the readings the engine applies where seed 000 is unclear.

Seed 000 is the only authority for this game and it is damaged: its example pictures are lost,
the points table is printed with shifted columns and one sentence of the section PLIS is cut
off. ``rules-analysis.md`` §1.12 lists every ambiguity (V-1 to V-26); each decision taken here
is an ``Interpretation`` that the rule page shows, and each alternative reading that changes an
outcome the engine computes is a ``Rules`` option (names from ``rules-analysis.md`` §7).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ..options import Interpretation, RulesBase


@dataclass(frozen=True)
class Rules(RulesBase):
    """The options of Le Voisin; the defaults are seed 000's main rules (analysis §7)."""

    OPTIONS: ClassVar[Mapping[str, tuple[Any, ...] | type]] = {
        "voisin_cut_suit": ("trump_neighbour", "led_neighbour", "any_plain"),
        "voisin_cut_reference": ("best_led_card", "first_card"),
        "cut_value_scale": ("rank", "points"),
        "overtrump_when_cutting": (True, False),
        "first_leader": ("dealer_right", "taker"),
        "charge_non_pli_counts": ("opponents", "all_players"),
        "charge_non_pli_announcements": ("to_taker", "kept"),
        "chute_tie": ("split", "each", "first_after_taker"),
        "carre_rois_points": (0, 10, 20),
        "surcharge_300_requires": ("adverse_charge", "any_charge"),
        "variante_i": (True, False),
        "variante_ii": (True, False),
        "tie_break": ("traits", "final_contract"),
    }

    voisin_cut_suit: str = "trump_neighbour"
    """Which suit makes the value-conditional cut (000 §PLIS, "Caractéristique exclusive";
    analysis V-8). ``trump_neighbour``: only the voisin of the trump, on a lead of one of the
    two opposite suits; ``led_neighbour``: the other suit of the led suit's colour;
    ``any_plain``: any non-trump suit other than the led one."""

    voisin_cut_reference: str = "best_led_card"
    """What a voisin cut must strictly beat (000 §PLIS, examples 2 and 4; analysis V-9):
    ``best_led_card``, the best card of the led suit in the whole trick, or ``first_card``,
    only the card led."""

    cut_value_scale: str = "rank"
    """How "valeur strictement supérieure" is measured (000 §PLIS; analysis V-10): ``rank``,
    the order of the cards, or ``points``, their point value (then the As and the 10, both
    worth 5, cannot cut each other)."""

    overtrump_when_cutting: bool = True
    """A player void in the led suit who chooses to trump onto a trick already holding a trump
    must beat it if he can (000 §PLIS, sentence cut off after "toutefois"; analysis V-7)."""

    first_leader: str = "dealer_right"
    """Who leads the first trick (000 §DISTRIBUTION DES CARTES gives only the direction;
    analysis V-2): ``dealer_right``, the first player counter-clockwise from the dealer, or
    ``taker``."""

    charge_non_pli_counts: str = "opponents"
    """Who counts for the charge's 5 points per player without a trick (000 §CHARGE
    ET SURCHARGE; analysis V-20): ``opponents`` of the taker only, or ``all_players`` but the
    taker (his partner too, in 2×2)."""

    charge_non_pli_announcements: str = "to_taker"
    """Whose are the announcements of an opponent who took no trick when a charge is made
    (000 §CHARGE ET SURCHARGE: after the 5 points per player without a trick, "les annonces
    éventuelles de celui-ci"): ``to_taker``, « celui-ci » being that
    player, hands them (couples apart, which never pass) to the taker; ``kept`` leaves them to
    him, reading « celui-ci » as the taker, whose own announcements already count."""

    chute_tie: str = "split"
    """When non-takers tie for the best score on a failed prise or charge (000 §CHUTE; analysis
    V-19): ``split`` the transfer equally, give ``each`` the whole transfer, or give it to the
    tied player who comes ``first_after_taker`` in the order of play."""

    carre_rois_points: int = 0
    """The value of the carré de Rois, which the document does not give (000 §ANNONCES;
    analysis V-22)."""

    surcharge_300_requires: str = "adverse_charge"
    """When a surcharge is worth 300 instead of 200 (000 §CHARGE ET SURCHARGE says an
    *adverse* charge, the contract table says any charge; analysis V-6)."""

    variante_i: bool = False
    """Variante I (000 §VARIANTES): two players, 16 cards each (8 hidden, 8 face up), no talon;
    the first player chooses trump and the only contract is the charge."""

    variante_ii: bool = False
    """Variante II (000 §VARIANTES): a round-1 charge or surcharge may be made at tout atout or
    sans atout, and sans atout may be the round-2 prise."""

    tie_break: str = "traits"
    """How equal leaders at the end of the game are parted (000 §DÉCOMPTE DES POINTS, the
    paragraph after the table): ``traits``, the score kept in writing, where the fewer traits
    (prises lourdes, chutes royales) win and a final contract decides only a tie left; or
    ``final_contract``, the score kept with counters, where a final contract decides at once."""


#: Every reading the engine applies where seed 000 is ambiguous, damaged or silent
#: (``rules-analysis.md`` §1.12, V-1 to V-26, plus the few points the analysis leaves open).
INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        "voisin-suit",
        "000 introduction; analysis V-1",
        "The voisin is the other suit of the trump's colour (hearts/diamonds, spades/clubs); "
        "the two suits of the other colour are the opposite suits.",
    ),
    Interpretation(
        "voisin-first-player",
        "000 §DISTRIBUTION DES CARTES; analysis V-2",
        "Play and speech go counter-clockwise like the deal; the dealer's right-hand neighbour "
        "speaks first and leads the first trick.",
        "first_leader",
    ),
    Interpretation(
        "voisin-exchange-card",
        "000 §CONTRAT; analysis V-3",
        "The card the taker puts back in place of the turned card must not be a trump; a taker "
        "holding nothing but trumps cannot exchange.",
    ),
    Interpretation(
        "voisin-round-one",
        "000 §CHARGE ET SURCHARGE; analysis V-4",
        "In round 1 each player speaks once; a call must be strictly higher than the contract "
        "standing (prise < charge < surcharge); a prise is possible only while no contract "
        "stands.",
    ),
    Interpretation(
        "voisin-round-two",
        "000 §CHARGE ET SURCHARGE (after the footnote); analysis V-5",
        "Round 2 happens only if all passed round 1; each player in turn may take a prise at "
        "any suit (named), the first taker ends it; the turned card is exchanged only if the "
        "chosen suit is its suit; if all pass again the cards are dealt anew.",
    ),
    Interpretation(
        "voisin-surcharge-300",
        "000 §CHARGE ET SURCHARGE and the contract table; analysis V-6",
        "A surcharge is worth 300 only after a charge by an opponent, as the text says; in 2×2 "
        "a surcharge over the partner's charge is worth 200.",
        "surcharge_300_requires",
    ),
    Interpretation(
        "voisin-play-obligations",
        "000 §PLIS (sentence cut off) and §VARIANTES (Variante II); analysis V-7",
        "Follow the led suit; on a trump lead, beat the best trump if able; when void, play any "
        "card (no duty to trump), but a player who trumps onto a trump must beat it if able.",
        "overtrump_when_cutting",
    ),
    Interpretation(
        "voisin-partner-trump",
        "000 §PLIS and footnote 3; analysis §1.6",
        "In 2×2, a player void in the led suit whose partner's trump is winning the trick is "
        "free, as in belote: the duty to beat a trump when trumping applies to an opponent's "
        "trump only. The duty to climb on a trump lead holds even over the partner.",
        "overtrump_when_cutting",
    ),
    Interpretation(
        "voisin-cut-suit",
        "000 §PLIS (the game's exclusive feature) and example 2; analysis V-8",
        "Only the voisin of the trump makes the value-conditional cut, and only on a lead of an "
        "opposite suit; a card of the other opposite suit is a mere discard.",
        "voisin_cut_suit",
    ),
    Interpretation(
        "voisin-cut-reference",
        "000 §PLIS, examples 2 and 4; analysis V-9",
        "A voisin card wins only if it is strictly higher than every card of the led suit in "
        "the trick; a later card of the led suit can cover it.",
        "voisin_cut_reference",
    ),
    Interpretation(
        "voisin-cut-value",
        "000 §PLIS; analysis V-10",
        "The value compared in a voisin cut is the card's rank in the non-trump order, so a "
        "voisin As cuts an opposite 10.",
        "cut_value_scale",
    ),
    Interpretation(
        "voisin-king-queen",
        "000 §PLIS (Rois et Dames); analysis V-11",
        "Cards of equal strength never displace the one played first (King and Queen are "
        "equal everywhere); only a trump played on a non-trump card dethrones.",
    ),
    Interpretation(
        "voisin-trump-cut",
        "000 §PLIS; analysis V-12",
        "A trump beats any non-trump card whatever its value; the value condition concerns the "
        "non-trump cut only.",
    ),
    Interpretation(
        "voisin-no-cut-on-voisin",
        "000 introduction and §PLIS; analysis V-13",
        "On a voisin lead only trumps can cut; the opposite suits never cut the voisin.",
    ),
    Interpretation(
        "voisin-examples",
        "000 §PLIS, the four captioned examples (pictures lost); analysis §1.7",
        "With hearts trumps the four examples are read as: 7♠ D♦ 8♦ (the 8 wins); D♠ 8♣ 7♦ "
        "(the 7 wins); D♠ R♦ (the Dame stays); V♠ 7♦ 10♦ (the 10 wins).",
    ),
    Interpretation(
        "voisin-points-table",
        "000 §DÉCOMPTE DES POINTS and footnote 4; analysis V-14",
        "The shifted points table is read through the three formulas of footnote 4: normal "
        "game 1 and 10 = 5, 9 = 4, 8 = 3, 7 = 2, trump V = 5, other V = 1, R and D = ½; sans "
        "atout V, R, D = 1; tout atout 7, R, D = 0 and V = 5. Each mode totals 88.",
    ),
    Interpretation(
        "voisin-no-last-trick",
        "000 footnote 4; analysis §1.4",
        "There is no bonus for the last trick: the whole deck is worth 88 in every case.",
    ),
    Interpretation(
        "voisin-rounding",
        "000 footnote 4 and footnote 2; analysis V-15",
        "Scores are rounded once, per player or team and per deal, to the nearest ten, a units "
        "digit of exactly 5 going up, on the exact value with its halves (44.5 gives 40).",
    ),
    Interpretation(
        "voisin-prise-lourde",
        "000 footnote 1 and §DÉCOMPTE (traits); analysis V-16",
        "A made prise (either round) counts at most 64 before rounding, all included; a trait "
        "is marked when the total with the 14 is strictly above 64.",
    ),
    Interpretation(
        "voisin-announcements-count",
        "000 footnote 2 and §CHUTE; analysis V-17",
        "Effective announcements and couples count towards the 36 or 50 of the taker; on a "
        "failed contract the couples are not transferred.",
    ),
    Interpretation(
        "voisin-non-takers-score",
        "000 §DÉCOMPTE (one column per player); analysis V-18",
        "On a made prise or charge every other player or team scores its own tricks and "
        "announcements, rounded.",
    ),
    Interpretation(
        "voisin-chute-beneficiary",
        "000 §CHUTE; analysis V-19",
        "On a failed prise or charge the non-taker with the best total (tricks, announcements "
        "and couples) receives the prime, the taker's tricks and announcements (not his "
        "couples) and, for a charge, the no-trick prime; tied non-takers share it.",
        "chute_tie",
    ),
    Interpretation(
        "voisin-non-pli",
        "000 §CHARGE ET SURCHARGE; analysis V-20",
        "The 5 points per player without a trick count the taker's opponents only.",
        "charge_non_pli_counts",
    ),
    Interpretation(
        "voisin-non-pli-announcements",
        "000 §CHARGE ET SURCHARGE (« ainsi que les annonces éventuelles de celui-ci »)",
        "On a made charge, each opponent side without a trick hands its announcements (not its "
        "couples) to the taker: « celui-ci » is the nearest noun, the player without a trick; "
        "the taker's own announcements already count in his total.",
        "charge_non_pli_announcements",
    ),
    Interpretation(
        "voisin-non-pli-teams",
        "casefile.md (2×2 results by team)",
        "In 2×2, when only team trick counts are known, an opposing team without a trick "
        "counts for two players and a team with tricks for none; give tricks_by_seat to count "
        "each player.",
    ),
    Interpretation(
        "voisin-surcharge-failure",
        "000 §CHUTE (À LA SURCHARGE); analysis V-21",
        "Play stops at the first trick won by a non-taker, who scores the 200 (300) and his "
        "own announcements; the taker keeps his couples; the others score their own "
        "announcements; card points do not count in a surcharge.",
    ),
    Interpretation(
        "voisin-cancellation",
        "000 §ANNONCES and footnote 3; analysis V-22",
        "An announcement is cancelled only by an opponent's effective, strictly stronger one "
        "(carré de Rois, then couleur, then carrés, then series); partners in 2×2 never cancel "
        "each other; couleur opposée first removes the opponents' couleur; an effective couleur "
        "scores alone with the couples; couples are never cancelled.",
    ),
    Interpretation(
        "voisin-carre-rois",
        "000 §ANNONCES; analysis V-22",
        "The carré de Rois is worth 0 points: it only cancels the opponents' announcements.",
        "carre_rois_points",
    ),
    Interpretation(
        "voisin-carre-dames",
        "000 §ANNONCES; analysis V-23",
        "A carré de Dames declared at the first trick voids the deal (dealt anew), unless the "
        "taker completed it with the turned card; then it has no effect and no value.",
    ),
    Interpretation(
        "voisin-series",
        "000 §ANNONCES; analysis V-24",
        "A run of 6 or more counts as a quinte; a player scores all his series; series of the "
        "same length compare by top card, then trump over voisin over opposite suit; exact "
        "ties between opponents cancel neither.",
    ),
    Interpretation(
        "voisin-announcement-timing",
        "000 §ANNONCES; analysis §1.8",
        "Announcements are judged on each hand as held at the first trick, after the exchange "
        "of the turned card.",
    ),
    Interpretation(
        "voisin-ta-sa",
        "000 §VARIANTES (Variante II); analysis V-25",
        "Tout atout uses the trump order in every suit, sans atout the non-trump order; no cut; "
        "void in the led suit, play its neighbour suit; climb only in tout atout; no couleur, "
        "couple or suit class between series.",
    ),
    Interpretation(
        "voisin-variante-i",
        "000 §VARIANTES (Variante I); analysis V-26",
        "Each player holds 8 hidden and 8 face-up cards and may play any of the 16; the first "
        "player chooses trump and plays a charge; the 16 tricks are played out.",
        "variante_i",
    ),
    Interpretation(
        "voisin-game-end",
        "000 §DÉCOMPTE (game in 1000); analysis §1.10",
        "At the end of a deal, the highest total at or above 1000 wins; a tie is broken by the "
        "fewer traits.",
    ),
    Interpretation(
        "voisin-tie-break",
        "000 §DÉCOMPTE DES POINTS (the two ways to part equal players)",
        "The document offers two ways: with counters a final contract, with written scores the "
        "traits. The written score is the default, the traits deciding and a final contract "
        "only for a tie they leave; the counters' way is an option.",
        "tie_break",
    ),
    Interpretation(
        "voisin-taken-card",
        "000 §CONTRAT, §CHARGE ET SURCHARGE (la carte visible remplacée seulement dans sa "
        "couleur), §ANNONCES (sauf si une Dame est prise sur le "
        "talon)",
        "A hand's 'taken' card (the turned card the taker picked up) must be in the taker's "
        "hand, and the contract must be played in its suit: otherwise no exchange took place, "
        "so the case is refused rather than letting that card rescue a carré de Dames.",
    ),
)

INTERPRETATIONS_BY_ID: Mapping[str, Interpretation] = {i.id: i for i in INTERPRETATIONS}
