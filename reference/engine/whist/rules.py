"""The options of Belgian whist: which document applies, and each reading the analysis leaves open.

Two documents, one game (``shared/design.md``): seed 002 *Règlement du Whist* (a club's
rules, the default) and seed 003 *Le whist à la couleur*. ``document`` picks the rule set;
every other option names a variant or an ambiguity of ``rules-analysis.md`` §3.7, §4.3 and §7,
with the recommended reading as its default. An option of one document cannot be changed
while the other document is selected (the error says which document it belongs to).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from ..errors import UnknownOptionError
from ..options import RulesBase

REGLEMENT = "reglement"
COULEUR = "couleur"
DOCUMENTS = (REGLEMENT, COULEUR)

#: Options that only one document knows, with the document they belong to.
_OWNER = {
    "seul_extras_from": REGLEMENT,
    "slam_13_mode": REGLEMENT,
    "petite_misere_lost_passive": REGLEMENT,
    "dames_all_four": REGLEMENT,
    "abondance_order": REGLEMENT,
    "petit_solo_chlem_lead": REGLEMENT,
    "trou_variant": REGLEMENT,
    "late_pass": REGLEMENT,
    "arbitrator_approval": REGLEMENT,
    "crowded_piccolo": REGLEMENT,
    "premier": COULEUR,
    "couleur_trou_auction": COULEUR,
    "failure_value": COULEUR,
    "trou_value": COULEUR,
    "chelem_sur_table": COULEUR,
}


@dataclass(frozen=True)
class Rules(RulesBase):
    """The rule set of one whist deal; the defaults are seed 002's main rules.

    >>> Rules().document, Rules.from_options({"document": "couleur"}).document
    ('reglement', 'couleur')
    """

    OPTIONS: ClassVar[Mapping[str, tuple[Any, ...] | type]] = {
        "document": DOCUMENTS,
        "deal_pattern": ("4-4-5", "4-5-4", "5-4-4"),
        "seul_extras_from": ("6", "bid"),
        "slam_13_mode": ("replace", "add"),
        "petite_misere_lost_passive": ("+6", "as_printed"),
        "dames_all_four": ("+24", "+12"),
        "abondance_trump": ("document", "suit", "none"),
        "abondance_order": ("tricks_then_suit", "suit_then_tricks"),
        "petit_solo_chlem_lead": ("dealer_left", "declarer"),
        "trou_variant": ("announced", "silent"),
        "late_pass": ("keeps_place", "final"),
        "arbitrator_approval": (False, True),
        "crowded_piccolo": ("each_against_all", "void"),
        "premier": ("call", "bid_prefix"),
        "couleur_trou_auction": ("follows", "none"),
        "failure_value": ("base", "undertricks"),
        "trou_value": ("couleur", "couleur_from_8"),
        "chelem_sur_table": (200, 100),
    }

    document: str = REGLEMENT
    """Which seed document applies: ``reglement`` (002, the club rules) or ``couleur`` (003)."""

    deal_pattern: str = "4-4-5"
    """Packets of the deal, dealer's left first. 002 §1 allows 4-5-4, 4-4-5 or 5-4-4 only;
    003 §Distribution deals 4, 4 then 5 (the only pattern it accepts)."""

    seul_extras_from: str = "6"
    """002 score table "Seul ... +9 +3 par lev supp.": extra tricks counted above 6 for every
    seul bid (``6``, analysis W2-2: the 8 seul sur misère row equals 9 + 3·2) or above the bid
    (``bid``). Missing tricks are always counted below the bid."""

    slam_13_mode: str = "replace"
    """002 table, emballage "+15 si 13 lev" and trou "+12 (13 levées)": the 13-trick value
    replaces the usual value (``replace``, analysis W2-3/W2-4) or is added to it (``add``).
    The analysis also calls this option ``grand_slam_bonus_mode``."""

    petite_misere_lost_passive: str = "+6"
    """002 table, petite misère lost, passive column printed "-6": read as +6 so the row sums
    to zero like every other (``+6``, analysis W2-5) or applied as printed (``as_printed``)."""

    dames_all_four: str = "+24"
    """002 table, Dames "-3 par dame +24 si les 4": a player taking the four queens scores
    +24 in place of -12 (``+24``, analysis W2-6) or -12 + 24 = +12 (``+12``)."""

    abondance_trump: str = "document"
    """Whether an abondance has a trump. ``document``: as each document says (002 ranks
    abondances by suit, so the named suit is trump; 003 lists abondance as sans atout;
    analysis W2-7, W3-7). ``suit``/``none`` force one reading; à la couleur names no suit for
    an abondance, so only ``none`` (its own reading) is accepted there."""

    abondance_order: str = "tricks_then_suit"
    """002 §2 ranks abondances by suit and by trick count (9-10-11): trick count is the
    major key, suit the minor one (``tricks_then_suit``, analysis W2-7) or the
    reverse (``suit_then_tricks``)."""

    petit_solo_chlem_lead: str = "dealer_left"
    """002 §4 lists the lead exceptions (trou, abondance, solo-chlem) without the petit
    solo-chlem: the dealer's left leads (``dealer_left``, analysis W2-12) or the declarer does
    (``declarer``)."""

    trou_variant: str = "announced"
    """002 §2 trou: the boucheur makes himself known and his first card names trump
    (``announced``), or the printed variant (``silent``): the boucheur says nothing, play is
    without trump and each plays for himself until the fourth ace falls, whose suit becomes
    trump from that trick on (a trou royal is always played announced)."""

    late_pass: str = "keeps_place"
    """002 §2, a first-round pass binds the later rounds: only a
    first-round pass is final (``keeps_place``): a player who passes later keeps his bid and
    speaks again at his turn, as the emballeur who "passe la main" to his proposer; or every
    pass is final (``final``), the joined proposer's apart (interpretation whist-late-pass)."""

    arbitrator_approval: bool = False
    """002 §4: games above the abondance sur table are played only with the prior approval of
    a designated arbitrator; when he refuses, the deal is played on the other announcements.
    Off by default (a table without an arbitrator); ``True``: a ``bid`` case may say the
    arbitrator refuses, and the contract is then the best of the other bids."""

    crowded_piccolo: str = "each_against_all"
    """002 §2: when two players join a piccolo or piccolissimo, the fourth must join too, but
    the table scores these games only « à deux ». Each of the three or four declarers settles
    with every other player as a lone declarer does with each passive, and the settlements
    add up (``each_against_all``), which is exactly what the printed « à deux » rows give for
    two (interpretation whist-misere-joins); or the deal is void and nobody scores
    (``void``)."""

    premier: str = "call"
    """003 §Début du jeu, the first speaker may say « premier » or « j'attends »: « premier »
    is a first call of its own, not a pass, after which he speaks
    again in turn (``call``); or it is only the word that opens his announcement, so that he
    announces at once and « premier » alone is refused (``bid_prefix``) (interpretation
    whist-premier)."""

    couleur_trou_auction: str = "follows"
    """003 §Début du jeu, "Les annonces commencent ensuite": after a trou the auction takes
    place, the trou standing as a couleur any higher contract outbids, played if all pass
    (``follows``); or no auction follows a trou (``none``) (interpretation
    whist-couleur-trou)."""

    failure_value: str = "base"
    """003 §Valeur des contrats, failure: each defender gains the base value only (``base``,
    analysis W3-1) or the base plus the contract's per-trick increment for each missing trick
    after the first (``undertricks``, the mirror of the overtrick rule; the analysis's
    ``undertrick_increment``)."""

    trou_value: str = "couleur"
    """003 gives the trou no value: scored as a couleur, 4 + 1 per trick above the trou's own
    target of 8 or 9 (``couleur``, analysis W3-2), or above 8 whatever the target
    (``couleur_from_8``)."""

    chelem_sur_table: int = 200
    """003 lists the chelem sur table without a value: 200, twice the chelem as the abondance
    sur table is twice the abondance (``200``, analysis W3-3), or the chelem's 100 (``100``)."""

    def __post_init__(self) -> None:
        defaults = Rules.__dataclass_fields__
        for name, owner in _OWNER.items():
            if owner != self.document and getattr(self, name) != defaults[name].default:
                raise UnknownOptionError(
                    f"rules option {name!r} belongs to the {owner!r} document; "
                    f"it cannot be set with document {self.document!r}"
                )
        if self.document == COULEUR and self.deal_pattern != "4-4-5":
            raise UnknownOptionError(
                "à la couleur deals 4-4-5 only (seed 003 §Distribution des cartes); "
                f"deal_pattern {self.deal_pattern!r} belongs to the reglement document"
            )
        if self.document == COULEUR and self.abondance_trump == "suit":
            raise UnknownOptionError(
                "à la couleur's abondance names no suit (seed 003 §Les contrats: sans atout); "
                "abondance_trump 'suit' applies to the reglement document only"
            )

    @property
    def reglement(self) -> bool:
        """Whether seed 002's rules apply (else seed 003's)."""
        return self.document == REGLEMENT

    @property
    def abondance_has_trump(self) -> bool:
        """Whether an abondance is played with the named suit as trump."""
        if self.abondance_trump == "document":
            return self.reglement
        return self.abondance_trump == "suit"

    @property
    def packets(self) -> tuple[int, ...]:
        """The packet sizes of the deal, e.g. ``(4, 4, 5)``."""
        return tuple(int(n) for n in self.deal_pattern.split("-"))
