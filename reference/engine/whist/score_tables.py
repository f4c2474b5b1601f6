"""The score tables of both whist documents, as printed (with the analysis's readings).

* **Règlement (002, the table at the end of the document)**: per *active* player (declarer)
  and per *passive* player (defender), overtricks and missing tricks, the 13-trick values of
  the trou and the emballage; the "à deux" rows, where two players each play the same
  individual game; the Dames game (-3 per queen taken).
* **À la couleur (003 §Valeur des contrats)**: what *each defender* pays when the contract is
  made (base + increment per extra trick), or gains when it fails.

``scoring`` reads them; the rule pages draw them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .rules import Rules


@dataclass(frozen=True)
class ReglementRow:
    """One row of seed 002's table: points per active (declarer) and passive (defender) player."""

    name: str
    """Contract name."""
    won_active: int
    """Per active player when the contract is made (before overtricks)."""
    won_passive: int
    """Per passive player when it is made."""
    lost_active: int
    """Per active player when it fails (before missing tricks)."""
    lost_passive: int
    """Per passive player when it fails."""
    extra_active: int = 0
    """Per active player, for each trick above ``extras_from``."""
    extra_passive: int = 0
    """Per passive player, for each trick above ``extras_from``."""
    missing_active: int = 0
    """Per active player, for each trick missing below the bid."""
    missing_passive: int = 0
    """Per passive player, for each missing trick."""
    slam_active: int | None = None
    """Per active player for all 13 tricks (the trou's +12, the emballage's +15)."""
    slam_passive: int | None = None
    """Per passive player for all 13 tricks."""
    extras_from: int | None = None
    """Overtricks count above this many tricks (8 for the emballage, 6 for the seul)."""


REGLEMENT_TABLE: tuple[ReglementRow, ...] = (
    ReglementRow("trou", 6, -6, -12, 12, slam_active=12, slam_passive=-12),
    ReglementRow("emballage", 3, -3, -3, 3, 2, -2, -4, 4, 15, -15, extras_from=8),
    ReglementRow("seul", 9, -3, -6, 2, 3, -1, -6, 2, extras_from=6),
    ReglementRow("petite_misere", 12, -4, -18, 6),
    ReglementRow("emballage_10_sur_misere", 9, -9, -18, 18),
    ReglementRow("seul_8_sur_misere", 15, -5, -21, 7),
    ReglementRow("piccolissimo", 18, -6, -27, 9),
    ReglementRow("abondance", 18, -6, -27, 9),
    ReglementRow("abondance_sur_table", 21, -7, -33, 11),
    ReglementRow("grande_misere", 24, -8, -36, 12),
    ReglementRow("grande_misere_sur_trou", 30, -10, -45, 15),
    ReglementRow("piccolo", 36, -12, -48, 16),
    ReglementRow("grande_misere_sur_table", 48, -16, -48, 16),
    ReglementRow("petit_solo_chlem", 60, -20, -60, 20),
    ReglementRow("solo_chlem", 90, -30, -90, 30),
)
"""Seed 002's table, in its order (the Dames row is ``DAMES_PER_QUEEN`` / ``dames_all_four``;
the petite misère's lost/passive +6 is the analysis's reading of the printed -6)."""


@dataclass(frozen=True)
class ADeuxRow:
    """A seed 002 "à deux" row: two players each play the same individual game."""

    name: str
    """Contract name."""
    both_made: tuple[int, int]
    """(per active, per passive) when both declarers succeed."""
    one_made: tuple[int, int, int]
    """(the winner, the loser, per passive) when exactly one succeeds."""
    both_failed: tuple[int, int]
    """(per active, per passive) when both fail."""


A_DEUX_TABLE: tuple[ADeuxRow, ...] = (
    ADeuxRow("petite_misere", (8, -8), (18, -22, 2), (-18, 18)),
    ADeuxRow("piccolissimo", (12, -12), (27, -33, 3), (-18, 18)),
    ADeuxRow("grande_misere", (16, -16), (36, -44, 4), (-24, 24)),
    ADeuxRow("piccolo", (24, -24), (52, -60, 4), (-32, 32)),
)
"""Seed 002's "à deux" rows."""


DAMES_PER_QUEEN = -3
"""002 table, Dames: each queen a player takes counts -3."""


@dataclass(frozen=True)
class CouleurRow:
    """One contract of seed 003: what each defender pays when it is made."""

    name: str
    """Contract name."""
    value: int
    """Base value per defender."""
    per_extra: int = 0
    """Added per trick above the target."""


COULEUR_TABLE: tuple[CouleurRow, ...] = (
    CouleurRow("emballage", 4, 1),
    CouleurRow("seul", 8, 2),
    CouleurRow("petite_misere", 10),
    CouleurRow("piccolissimo", 14),
    CouleurRow("piccolo", 18),
    CouleurRow("abondance", 22),
    CouleurRow("grande_misere", 28),
    CouleurRow("abondance_sur_table", 44),
    CouleurRow("chelem", 100),
)
"""Seed 003's values per defender (the seul row is the 6-trick solo; see ``COULEUR_SOLOS``)."""

COULEUR_SOLOS: dict[int, CouleurRow] = {
    6: CouleurRow("seul", 8, 2),
    7: CouleurRow("seul", 12, 3),
    8: CouleurRow("seul", 16, 4),
}
"""003: 6, 7 and 8 plis en solo."""

_ROWS_003 = {row.name: row for row in COULEUR_TABLE}


def couleur_value(name: str, tricks: int | None, rules: Rules) -> CouleurRow:
    """The 003 row that scores ``name`` (bid ``tricks`` for a solo)."""
    if name == "seul":
        return COULEUR_SOLOS[tricks or 6]
    if name == "chelem_sur_table":
        return CouleurRow(name, rules.chelem_sur_table)
    if name == "trou":
        return CouleurRow("trou", 4, 1)
    return _ROWS_003[name]
