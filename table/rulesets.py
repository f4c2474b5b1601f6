"""The rule sets the table offers, one per rule document: who sits where, how a game ends,
and where on the rule page each rule is explained."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from reference.engine import Document, get_document, get_game
from reference.engine.sheet import Sheet

NORTH, SOUTH, EAST, WEST = _("Nord"), _("Sud"), _("Est"), _("Ouest")
NORTH_WEST, NORTH_EAST = _("Nord-Ouest"), _("Nord-Est")

#: Seat names in the order of play, by number of seats and direction; the learner sits South.
SEAT_NAMES: Mapping[tuple[int, bool], tuple[Promise, ...]] = {
    (2, False): (NORTH, SOUTH),
    (2, True): (NORTH, SOUTH),
    (3, False): (WEST, SOUTH, EAST),
    (3, True): (EAST, SOUTH, WEST),
    (4, False): (NORTH, WEST, SOUTH, EAST),
    (4, True): (NORTH, EAST, SOUTH, WEST),
    (5, True): (WEST, NORTH_WEST, NORTH_EAST, EAST, SOUTH),
}


@dataclass(frozen=True)
class TableRuleSet:
    """A rule document as the table plays it."""

    slug: str
    """The document's slug (its rule page and the table's URLs)."""
    tables: tuple[str, ...]
    """The tables it is played at (``"2x2"`` for two teams)."""
    clockwise: bool
    """Whether the play goes clockwise (else counter-clockwise)."""
    ends: tuple[tuple[str, Promise], ...]
    """How a game may end (``points:N`` or ``deals:N``), the document's first; empty when a
    house rule sets it (belote coinchée's target)."""
    sections: Mapping[str, str] = field(default_factory=dict)
    """Rule-page anchor by phase (``auction``, ``exchange``, ``play``, ``score``) and by
    reason code where a code has its own section."""

    @property
    def document(self) -> Document:
        """The rule document."""
        return get_document(self.slug)

    @property
    def game(self) -> str:
        """The engine game."""
        return self.document.game

    @property
    def title(self) -> str:
        """The document's title."""
        return self.document.title

    def seats(self, players: str) -> int:
        """Players at a table: ``2x2`` is four."""
        return 4 if players == "2x2" else int(players)

    def seat_names(self, players: str, direction: str | None = None) -> tuple[Promise, ...]:
        """The seats' names in the order of play (coinche's ``direction`` may turn it)."""
        clockwise = self.clockwise if direction is None else direction == "cw"
        return SEAT_NAMES[(self.seats(players), clockwise)]

    def learner_seat(self, players: str) -> int:
        """The learner's seat: South."""
        return self.seat_names(players).index(SOUTH)

    def partner(self, players: str, seat: int) -> int | None:
        """The seat facing ``seat`` in a two-team game (the sheet's columns of two)."""
        for column in get_game(self.game).match.columns(players):
            if seat in column and len(column) == 2:
                return column[1 - column.index(seat)]
        return None

    def section(self, phase: str, code: str) -> str:
        """The rule-page anchor explaining ``code`` (else its phase's section)."""
        return self.sections.get(code) or self.sections.get(phase) or "essentiel"

    def end_value(self, choice: str, players: str) -> str:
        """The stored end of an ``ends`` choice: ``points:N`` or ``deals:N`` (each player
        dealing once or twice counts the table's seats)."""
        seats = self.seats(players)
        return {"deals:each": f"deals:{seats}", "deals:twice": f"deals:{2 * seats}"}.get(
            choice, choice
        )

    def sheet(
        self,
        players: str,
        options: Mapping[str, Any],
        end: str,
        first_dealer: int,
        entries: Sequence[Mapping[str, Any]],
    ) -> Sheet:
        """The game's score sheet (the engine's ``match.replay``) of the deals played, to the
        end chosen (``points:N`` a target, ``deals:N`` a number of deals; none chosen, the
        document's, or the house rules' target)."""
        kind, _sep, number = end.partition(":")
        agreed = (
            {"target" if kind == "points" else "deals": int(number)} if number.isdigit() else {}
        )
        return get_game(self.game).match.replay(
            entries, players=players, first_dealer=first_dealer, rules=options, match=agreed
        )


RULESETS: Mapping[str, TableRuleSet] = {
    rs.slug: rs
    for rs in (
        TableRuleSet(
            "coinche",
            ("2x2",),
            False,
            (),
            {
                "auction": "contrats-deroulement",
                "play": "jeu-obligations",
                "score": "marque",
                "coinche_no_bid": "contrats-coinche",
                "coinche_already": "contrats-coinche",
                "coinche_own_side": "contrats-coinche",
                "surcoinche_not_coinched": "contrats-coinche",
                "surcoinche_wrong_side": "contrats-coinche",
                "bid_not_higher": "contrats-echelle",
                "must_beat_ta": "jeu-sa-ta",
                "capot_no_master_lead": "variantes-jeu",
            },
        ),
        TableRuleSet(
            "voisin",
            ("4", "3", "2", "2x2"),
            False,
            (
                ("points:1000", _("en 1000 points (le document)")),
                ("points:500", _("en 500 points")),
            ),
            {
                "auction": "contrats-premier-tour",
                "exchange": "contrats-echange",
                "play": "jeu-fournir",
                "score": "marque",
                "voisin_bid_round_two_prise_only": "contrats-second-tour",
                "voisin_bid_round_two_name_trump": "contrats-second-tour",
                "voisin_bid_round_two_no_tout_atout": "contrats-second-tour",
                "voisin_bid_needs_variante_ii": "variantes-ii",
                "voisin_bid_variante_i_only_charge": "variantes-i",
                "voisin_must_climb": "jeu-monter",
                "voisin_overtrump_if_trumping": "jeu-defausse",
                "voisin_must_play_neighbour": "jeu-sa-ta",
            },
        ),
        TableRuleSet(
            "neurotrio",
            ("4", "3", "5"),
            True,
            (
                ("deals:each", _("jusqu'à ce que chacun ait donné une fois")),
                ("deals:twice", _("jusqu'à ce que chacun ait donné deux fois")),
                ("points:200", _("en 200 points")),
            ),
            {
                "auction": "contrats-deroulement",
                "exchange": "contrats-ecart",
                "play": "jeu-obligations",
                "score": "marque",
                "neurotrio_contre_without_bid": "contrats-contre",
                "neurotrio_contre_own_bid": "contrats-contre",
                "neurotrio_already_contred": "contrats-contre",
                "neurotrio_no_surcontre": "contrats-contre",
                "neurotrio_cannot_raise_own_bid": "contrats-fin",
                "neurotrio_level_too_high": "neurotrio-max-level",
            },
        ),
        *(
            TableRuleSet(
                slug,
                ("4",),
                True,
                (
                    ("deals:each", _("jusqu'à ce que chacun ait donné une fois")),
                    ("deals:twice", _("jusqu'à ce que chacun ait donné deux fois")),
                    ("points:50", _("au premier à 50 points")),
                ),
                {
                    "auction": auction,
                    "exchange": "jeu-misere",
                    "play": "jeu-obligations",
                    "score": "marque",
                    "whist_table_trou_required": "contrats-trou",
                    "whist_trou_ace_refused": "jeu-trou" if slug == "whist-reglement" else "",
                    "whist_trou_lead_ace_refused": "jeu-trou" if slug == "whist-reglement" else "",
                    "whist_dames_queen_refused": "jeu-dames" if slug == "whist-reglement" else "",
                },
            )
            for slug, auction in (
                ("whist-reglement", "contrats-premier-tour"),
                ("whist-couleur", "contrats-deroulement"),
            )
        ),
    )
}


def get_ruleset(slug: str) -> TableRuleSet | None:
    """The table's rule set for a document slug, or ``None``."""
    return RULESETS.get(slug)
