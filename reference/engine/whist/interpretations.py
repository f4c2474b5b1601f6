"""Every reading the whist engine applies where a document is ambiguous, damaged or silent.

Each record names the passage, the reading and, where one exists, the ``Rules`` option that
selects another reading. Ids are the anchors of the rule pages; cases resting on a reading
cite its id in their note. Analysis items (W2-n for seed 002, W3-n for seed 003) are those of
``rules-analysis.md`` §3.7 and §4.3.
"""

from __future__ import annotations

from ..options import Interpretation

INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        "whist-suit-ranking",
        "002 §1 Hiérarchie de couleurs; analysis W2-1",
        "The printed list is read highest first: hearts > diamonds > clubs > spades, the order "
        "seed 003 states outright.",
    ),
    Interpretation(
        "whist-deal-pattern",
        "002 §1; 003 §Distribution des cartes",
        "002 allows packets of 4-5-4, 4-4-5 or 5-4-4; 003 deals 4-4-5 only. The default 4-4-5 "
        "is valid for both.",
        "deal_pattern",
    ),
    Interpretation(
        "whist-seul-extras",
        "002 score table (Seul); analysis W2-2",
        "Seul overtricks are counted above 6 whatever the bid (the 8 seul sur misère row is "
        "9 + 3x2); missing tricks below the bid.",
        "seul_extras_from",
    ),
    Interpretation(
        "whist-emballage-extras",
        "002 score table (Emballage); analysis W2-3",
        "Emballage overtricks are counted above 8 whatever the bid; missing tricks below the bid.",
    ),
    Interpretation(
        "whist-slam-13",
        "002 score table (Trou, Emballage); analysis W2-3, W2-4",
        "The 13-trick values (+12 for the trou, +15 for the emballage) replace the usual value "
        "instead of being added to it; the trou has no per-trick increment.",
        "slam_13_mode",
    ),
    Interpretation(
        "whist-petite-misere-passive",
        "002 score table (Petite misère, perdu); analysis W2-5",
        "The printed -6 for each passive player when the petite misère fails is read as +6, so "
        "that the row sums to zero like every other (18 = 3 x 6).",
        "petite_misere_lost_passive",
    ),
    Interpretation(
        "whist-dames-all-four",
        "002 score table (Dames); analysis W2-6",
        "A player who takes all four queens scores +24 in place of -12; the others score 0. The "
        "Dames row never sums to zero.",
        "dames_all_four",
    ),
    Interpretation(
        "whist-dames-play",
        "002 §2, §4 (Dames); analysis W2-14",
        "The Dames game is played without trump, the dealer's left leads, and the queen must be "
        "played only when the player cannot follow suit. When all four pass in 002 the Dames "
        "game is played; its variant (the next deal counts double) is a match rule outside "
        "the deal.",
    ),
    Interpretation(
        "whist-abondance-trump",
        "002 §2 (abondances ranked by suit); 003 §Les contrats; analysis W2-7, W3-7",
        "In the Règlement the suit named with an abondance is trump; in à la couleur the "
        "abondance is played without trump.",
        "abondance_trump",
    ),
    Interpretation(
        "whist-abondance-order",
        "002 §2 (enchères entre abondances); analysis W2-7",
        "Abondances rank by trick count first (9, 10, 11), then by suit.",
        "abondance_order",
    ),
    Interpretation(
        "whist-abondance-values",
        "002 score table (Abondance); analysis W2-7",
        "Abondances of 10 and 11 tricks score like the abondance of 9 (+18 / -27), each against "
        "its own target.",
    ),
    Interpretation(
        "whist-sur-misere",
        "002 §2, §3 and score table; analysis §3.3",
        "An emballage of 10 or a seul of 8 bid after a petite misère in the same auction is "
        "the 'sur misère' contract and scores the fixed values of its row, without overtricks "
        "(the table prints one value per result for these rows and no per-trick increment).",
    ),
    Interpretation(
        "whist-ladder-002",
        "002 §2, §3; analysis §3.3, W2-9",
        "Ladder, lowest first: emballage 8, seul 6, emballage 9, seul 7, petite misère, "
        "emballage 10, seul 8, piccolissimo, abondances, abondance sur table, grande misère, "
        "(trou), grande misère sur trou, piccolo, grande misère sur table, petit solo-chlem, "
        "solo-chlem. Emballages stop at 10 tricks.",
    ),
    Interpretation(
        "whist-reglement-auction",
        "002 §2 Les annonces",
        "Round 1 holds the proposals (8 tricks, each above the last; 10 directly over a petite "
        "misère), joins and individual games; raises and seuls start in round 2. Why: 002 says "
        "the bidding starts in round two, and lists an announcement below the standing one as "
        "a fault. A seul is played in the proposer's own suit (going 'seul' is offered to the "
        "proposer as the alternative to maintaining his suit). A joined proposer's pass in "
        "round 2 or later is not final while his emballeur is in, since the emballeur must "
        "raise first and may then hand the decision back to him. A joined misère partner, "
        "like an emballeur, makes no other announcement. The auction ends after a full turn "
        "of the table without a new bid, join or 'je maintiens'; a proposal nobody joined is "
        "no contract.",
    ),
    Interpretation(
        "whist-over-trou",
        "002 §2, §5 (une annonce sur le trou); analysis W2-8",
        "After a trou only the grande misère sur trou and higher games may be announced; the "
        "grande misère sur trou needs a trou.",
    ),
    Interpretation(
        "whist-premier",
        "002 §2 (PREMIER / J'ATTENDS); 003 §Début du jeu (« premier » ou « j'attends »); "
        "analysis W2-10, W3-4",
        "'premier' or 'j'attends' is a first call that is not a final pass: in the Règlement it "
        "keeps only the right to join a proposal in round 2. In à la couleur the document lets "
        "the first speaker say either: 'premier' is read as a call of its own, by which he "
        "stays in the bidding without announcing yet and speaks again in turn, 'j'attends' as "
        "speaking again after the others. The other reading takes 'et donc il joue' to mean "
        "he announces at once, so that 'premier' only opens his announcement and is refused "
        "alone. Neither changes who leads.",
        "premier",
    ),
    Interpretation(
        "whist-late-pass",
        "002 §2 (passer au premier tour, c'est passer ensuite; "
        "l'emballeur peut passer la main à l'annonceur)",
        "Only a first-round pass is final. A later pass keeps the player's place: an "
        "emballeur who passes hands the decision to his proposer, who may then go seul, and "
        "may raise again at a later turn; a proposer's pass while his emballeur has not "
        "passed does not count towards the end of the auction. A proposer who passes an "
        "unjoined, unmaintained proposal gives it up. The other reading makes every pass final "
        "but the joined proposer's.",
        "late_pass",
    ),
    Interpretation(
        "whist-arbitrator",
        "002 §4 (les jeux supérieurs à l'abondance sur table ... l'accord préalable d'un arbitre)",
        "Off by default, for a table without a designated arbitrator. With the option, the "
        "games from the grande misère up need his approval; if he refuses, the deal is played "
        "on the best of the other announcements (the Dames game if none).",
        "arbitrator_approval",
    ),
    Interpretation(
        "whist-misere-joins",
        "002 §2 (emballages de misères); score table (à deux); analysis W2-13",
        "A petite or grande misère, piccolissimo or piccolo may be joined by bare 'j'emballe' "
        "or by announcing the same game; misères take one joiner (002 prints only 'à deux' "
        "rows for them). "
        "When two have joined a piccolo or piccolissimo the fourth must join, even after a "
        "pass. The table has no row for three or four declarers: each settles with every other "
        "player as a lone declarer with each passive, and the settlements add up, which is "
        "exactly what the printed 'à deux' rows give for two; the other reading voids the deal.",
        "crowded_piccolo",
    ),
    Interpretation(
        "whist-trou-royal",
        "002 §2 NB; analysis W2-11",
        "In a trou royal the boucheur holds the king of hearts, or the next heart down that "
        "the trou hand lacks; his 'ace suit' for the 8-trick target is hearts.",
    ),
    Interpretation(
        "whist-trou-first-trick",
        "002 §2 (l'As d'atout doit tomber au premier tour); analysis §3.4",
        "The boucheur leads; if he leads his own ace's suit he must lead that ace; any player "
        "holding the ace of the led suit (the new trump) plays it in the first trick.",
    ),
    Interpretation(
        "whist-trou-void",
        "002 §2 (le jeu est annulé)",
        "The deal is void when a three-ace holder neither calls trou nor plays solo-chlem, when "
        "trou is called without three aces, or when it is called after another announcement. "
        "Seed 003 names no sanction, so a missed trou there is simply not played.",
    ),
    Interpretation(
        "whist-trou-silent",
        "002 §2 Variante",
        "In the silent variant the fourth ace sets trump from the trick in which it falls (so "
        "it wins that trick: the ace names trump as it is played) and the side needs 8 tricks, "
        "the trump being the boucheur's own ace suit; the dealer's left leads. A trou royal is "
        "played announced (its boucheur holds no ace to reveal him).",
        "trou_variant",
    ),
    Interpretation(
        "whist-petit-solo-chlem",
        "002 §3, §4; analysis W2-12",
        "The dealer's left leads a petit solo-chlem (it is not among the lead exceptions); "
        "competing petit solo-chlems rank by suit, without trump highest.",
        "petit_solo_chlem_lead",
    ),
    Interpretation(
        "whist-open-hand",
        "002 §3 (étale son jeu après la première levée); 003 §Valeur des contrats",
        "In the Règlement the declarer of a 'sur table' game lays his hand open after the first "
        "trick; in à la couleur the abondance sur table (and the chelem sur table) is open for "
        "the whole deal.",
    ),
    Interpretation(
        "whist-rabrouche",
        "002 §4 (Rabrouche); analysis §3.1",
        "In a rabrouche deal only the dealer may announce a trou or a petite misère: another "
        "player's call is refused (it voids nothing), and a player other than the dealer who "
        "holds three aces has no trou to announce.",
    ),
    Interpretation(
        "whist-couleur-failure",
        "003 §Début du jeu (même chose s'il échoue); analysis W3-1",
        "When a contract fails each defender gains its base value, without undertricks. The "
        "option's other value adds the contract's per-trick increment for each missing trick "
        "after the first, mirroring the overtricks (failing by one costs what making it "
        "exactly earns).",
        "failure_value",
    ),
    Interpretation(
        "whist-couleur-trou-value",
        "003 §Début du jeu; analysis W3-2",
        "The trou, which 003 gives no value, scores as a couleur: 4 per defender plus 1 per "
        "trick above its target.",
        "trou_value",
    ),
    Interpretation(
        "whist-couleur-chelem-sur-table",
        "003 §Les contrats; analysis W3-3",
        "The chelem sur table, listed without a value, is worth 200 per defender (twice the "
        "chelem, as the abondance sur table doubles the abondance).",
        "chelem_sur_table",
    ),
    Interpretation(
        "whist-couleur-overcall",
        "003 §Début du jeu; analysis W3-5",
        "A couleur (8 tricks) may be overcalled by a couleur in a higher suit; its trick count "
        "stays 8.",
    ),
    Interpretation(
        "whist-couleur-emballed-misere",
        "003 §Valeur des contrats (un pli à faire pour chaque partenaire); analysis W3-6",
        "A joined petite misère or piccolo succeeds only if each partner meets the target; the "
        "two takers then share the defenders' points.",
    ),
    Interpretation(
        "whist-couleur-lone-couleur",
        "003 §Valeur des contrats (emballage possible)",
        "A couleur nobody joins is played by its proposer alone against three, for 8 tricks; he "
        "receives three times the value. Why: 003 makes joining the couleur possible, not "
        "required, and names the announcer of the strongest contract the attacker.",
    ),
    Interpretation(
        "whist-couleur-trou",
        "003 §Début du jeu (Les annonces commencent ensuite)",
        "Three aces call a trou at once; the boucheur shows a card whose suit is trump. Then, "
        "as the document says, the announcements begin: the trou stands like a couleur (a "
        "pair for 8 or 9 tricks), so any higher contract, from the 6-trick solo up, outbids "
        "it and is played; if all four pass, the trou is played, the dealer's left leading. "
        "The other reading has no auction after a trou, the shown card having fixed partners, "
        "trump and target. Four aces in one hand make no trou: nobody holds an ace to plug it "
        "with, so a trou royal is refused.",
        "couleur_trou_auction",
    ),
    Interpretation(
        "whist-couleur-all-pass",
        "003 §Début du jeu",
        "When all four players pass, the cards are dealt again (003 has no Dames game).",
    ),
)
