"""The five rule sets as the score pad offers them: tables, players' default names, and the
house rules in plain words (each an engine option of the deal's ``Rules`` or of the game's
``MatchRules``, with the document's rule first)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from reference.engine.coinche import match as coinche_match
from reference.engine.errors import EngineError
from reference.engine.neurotrio import match as neurotrio_match
from reference.engine.sheet import Sheet
from reference.engine.voisin import match as voisin_match
from reference.engine.whist import match as whist_match


@dataclass(frozen=True)
class Option:
    """One house rule: an engine option and its choices in words (the document's first)."""

    name: str
    """The engine option."""
    where: str
    """``rules`` (a deal's rules) or ``match`` (the whole game's)."""
    label: Promise
    """The question, in player words."""
    choices: tuple[tuple[Any, Promise], ...]
    """(engine value, words); the first is the document's rule."""


@dataclass(frozen=True)
class RuleSet:
    """A rule set of the score pad."""

    slug: str
    game: str
    title: str
    base_rules: Mapping[str, Any]
    tables: tuple[str, ...]
    """Tables it is played at: player counts, ``2x2`` for two teams."""
    seat_names: tuple[Promise, ...]
    """Default names, in the order of play (up to five)."""
    options: tuple[Option, ...]
    target: int | None
    """The document's target, when it sets one (belote coinchée 3000, Le Voisin 1000)."""
    agreed_end: bool
    """The document sets no end: the players may agree on a score or a number of deals."""
    direction: Promise
    """How the deal goes round, in words."""

    def replay(self, game_fields: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]) -> Sheet:
        """The engine's sheet for a game (``table``, ``first_dealer``, ``rules``, ``match``)."""
        return REPLAY[self.game](game_fields, entries)


_CCW = _("La donne tourne vers la droite (sens inverse des aiguilles d'une montre).")
_CW = _("La donne tourne vers la gauche (sens des aiguilles d'une montre).")
_NAMES_CCW = (_("Nord"), _("Ouest"), _("Sud"), _("Est"))
_NAMES_CW = (_("Nord"), _("Est"), _("Sud"), _("Ouest"))

COINCHE_OPTIONS = (
    Option(
        "generale_value",
        "rules",
        _("Valeur de la générale"),
        ((800, _("800 (le document)")), (350, _("350")), (500, _("500")), (1000, _("1000"))),
    ),
    Option(
        "capot_failed_defence",
        "rules",
        _("Capot chuté : la défense marque"),
        (("value", _("500 (le document)")), ("160_plus_contract", _("410 (160 + 250)"))),
    ),
    Option(
        "unannounced_capot",
        "rules",
        _("Tous les plis sans capot annoncé"),
        (
            (250, _("250 à la place des points (le document)")),
            (None, _("les points comptés comme d'habitude")),
        ),
    ),
    Option(
        "unannounced_generale",
        "rules",
        _("Tous les plis par un seul joueur sans générale annoncée"),
        (
            ("counted", _("la moitié de la générale (la lecture retenue)")),
            ("only_if_announced", _("comme un capot non annoncé")),
        ),
    ),
    Option(
        "coinche_multiplies",
        "rules",
        _("La coinche multiplie"),
        (
            ("score", _("toute la marque du gagnant (le document)")),
            ("contract", _("le contrat seulement")),
        ),
    ),
    Option(
        "announcements",
        "rules",
        _("Annonces"),
        (
            ("all", _("toutes, comme à la belote (le document)")),
            ("belote_only", _("la belote seulement (contrée)")),
        ),
    ),
    Option(
        "announcements_against_contract",
        "rules",
        _("Les annonces de la défense"),
        (
            (False, _("ne font jamais chuter (le document)")),
            (True, _("s'ajoutent à ce que les preneurs doivent faire")),
        ),
    ),
    Option(
        "contract_made_when",
        "rules",
        _("Un contrat est rempli avec"),
        (
            ("bid", _("les points annoncés (le document)")),
            ("bid_plus_1", _("un point de plus")),
            ("bid_plus_2", _("deux points de plus")),
            ("more_than_opponents", _("plus de points que la défense")),
        ),
    ),
    Option(
        "scoring",
        "rules",
        _("On marque"),
        (
            ("points", _("les points faits et le contrat (le document)")),
            ("bid_only", _("l'enchère seulement, le perdant rien")),
        ),
    ),
    Option(
        "bid_step",
        "rules",
        _("Enchères et arrondis"),
        ((10, _("de 10 en 10 (le document)")), (5, _("de 5 en 5"))),
    ),
)
VOISIN_OPTIONS = (
    Option(
        "chute_tie",
        "rules",
        _("Chute : égalité pour le meilleur total"),
        (
            ("split", _("on partage (lecture retenue)")),
            ("each", _("chacun reçoit tout")),
            ("first_after_taker", _("le premier après le preneur")),
        ),
    ),
    Option(
        "charge_non_pli_counts",
        "rules",
        _("Prime de non-pli de la charge"),
        (
            ("opponents", _("pour chaque adversaire sans pli (lecture retenue)")),
            ("all_players", _("pour chaque joueur sans pli, partenaire compris")),
        ),
    ),
    Option(
        "surcharge_300_requires",
        "rules",
        _("Surcharge à 300"),
        (
            ("adverse_charge", _("après une charge adverse (le texte)")),
            ("any_charge", _("après n'importe quelle charge (le tableau)")),
        ),
    ),
    Option(
        "variante_ii",
        "rules",
        _("Tout atout et sans atout (variante II)"),
        ((False, _("non (le jeu normal)")), (True, _("oui"))),
    ),
)
NEUROTRIO_OPTIONS = (
    Option(
        "max_level",
        "rules",
        _("Enchère la plus haute"),
        (
            ("tricks - floor(tricks/2)", _("jusqu'à demander tous les plis (lecture retenue)")),
            ("none", _("sans limite")),
        ),
    ),
)
REGLEMENT_OPTIONS = (
    Option(
        "seul_extras_from",
        "rules",
        _("Seul : levées supplémentaires comptées"),
        (("6", _("au-delà de 6 (lecture retenue)")), ("bid", _("au-delà de l'annonce"))),
    ),
    Option(
        "slam_13_mode",
        "rules",
        _("Les 13 levées (trou, emballage)"),
        (
            ("replace", _("remplacent la valeur (lecture retenue)")),
            ("add", _("s'ajoutent à la valeur")),
        ),
    ),
    Option(
        "petite_misere_lost_passive",
        "rules",
        _("Petite misère perdue, par défenseur"),
        (("+6", _("+6 (lecture retenue)")), ("as_printed", _("-6, comme imprimé"))),
    ),
    Option(
        "dames_all_four",
        "rules",
        _("Les quatre dames prises"),
        (("+24", _("+24 (lecture retenue)")), ("+12", _("-12 + 24 = +12"))),
    ),
    Option(
        "crowded_piccolo",
        "rules",
        _("Piccolo ou piccolissimo à trois ou à quatre"),
        (
            ("each_against_all", _("chacun règle avec chacun (lecture retenue)")),
            ("void", _("la donne est annulée")),
        ),
    ),
    Option(
        "dames_variant",
        "match",
        _("Sans contrat"),
        (
            ("none", _("on joue les Dames (le document)")),
            ("double_instead", _("pas de Dames : la donne suivante compte double")),
            ("double_after", _("on joue les Dames, puis la donne suivante compte double")),
        ),
    ),
    Option(
        "penalties_paid_to",
        "match",
        _("Pénalités"),
        (
            ("others", _("partagées entre les trois autres (lecture retenue)")),
            ("nobody", _("perdues par le fautif seulement")),
        ),
    ),
    Option(
        "ad_fundum",
        "match",
        _("Ad Fundum (comptes et quarters)"),
        ((False, _("non")), (True, _("oui"))),
    ),
)
COULEUR_OPTIONS = (
    Option(
        "failure_value",
        "rules",
        _("Contrat chuté : chaque défenseur gagne"),
        (
            ("base", _("la valeur de base (lecture retenue)")),
            ("undertricks", _("plus pour chaque levée manquante")),
        ),
    ),
    Option(
        "chelem_sur_table",
        "rules",
        _("Chelem sur table"),
        ((200, _("200 (lecture retenue)")), (100, _("100"))),
    ),
)


def _whist(fields: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]) -> Sheet:
    return whist_match.replay(
        entries,
        first_dealer=fields["first_dealer"],
        rules=fields["rules"],
        match=whist_match.MatchRules.from_options(fields["match"]),
    )


def _coinche(fields: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]) -> Sheet:
    return coinche_match.replay(
        entries,
        first_dealer=fields["first_dealer"],
        rules=fields["rules"],
        match=coinche_match.MatchRules.from_options(fields["match"]),
    )


def _voisin(fields: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]) -> Sheet:
    return voisin_match.replay(
        entries,
        players=fields["table"],
        first_dealer=fields["first_dealer"],
        rules=fields["rules"],
        match=voisin_match.MatchRules.from_options(fields["match"]),
    )


def _neurotrio(fields: Mapping[str, Any], entries: Sequence[Mapping[str, Any]]) -> Sheet:
    return neurotrio_match.replay(
        entries,
        players=int(fields["table"]),
        first_dealer=fields["first_dealer"],
        rules=fields["rules"],
        match=neurotrio_match.MatchRules.from_options(fields["match"]),
    )


REPLAY: Mapping[str, Callable[[Mapping[str, Any], Sequence[Mapping[str, Any]]], Sheet]] = {
    "whist": _whist,
    "coinche": _coinche,
    "voisin": _voisin,
    "neurotrio": _neurotrio,
}

RULESETS: Mapping[str, RuleSet] = {
    rs.slug: rs
    for rs in (
        RuleSet(
            "coinche",
            "coinche",
            "Belote coinchée",
            {},
            ("2x2",),
            _NAMES_CCW,
            COINCHE_OPTIONS,
            3000,
            False,
            _CCW,
        ),
        RuleSet(
            "whist-reglement",
            "whist",
            "Règlement du Whist",
            {"document": "reglement"},
            ("4",),
            _NAMES_CW,
            REGLEMENT_OPTIONS,
            None,
            True,
            _CW,
        ),
        RuleSet(
            "whist-couleur",
            "whist",
            "Whist à la couleur",
            {"document": "couleur"},
            ("4",),
            _NAMES_CW,
            COULEUR_OPTIONS,
            None,
            True,
            _CW,
        ),
        RuleSet(
            "voisin",
            "voisin",
            "Le Voisin",
            {},
            ("2", "3", "4", "2x2"),
            _NAMES_CCW,
            VOISIN_OPTIONS,
            1000,
            False,
            _CCW,
        ),
        RuleSet(
            "neurotrio",
            "neurotrio",
            "Neurotrio",
            {},
            ("3", "4", "5"),
            (_("Nord"), _("Est"), _("Sud"), _("Ouest"), _("Centre")),
            NEUROTRIO_OPTIONS,
            None,
            True,
            _CW,
        ),
    )
}


def get_ruleset(slug: str) -> RuleSet | None:
    """The rule set called ``slug``, or ``None``."""
    return RULESETS.get(slug)


def seats(table: str) -> int:
    """Players at a table: ``"2x2"`` is four."""
    return 4 if table == "2x2" else int(table)


def team_game(ruleset: RuleSet, table: str) -> bool:
    """Whether the sheet's columns are the two teams (coinche, Le Voisin at 2×2)."""
    return ruleset.game == "coinche" or table == "2x2"


def column_names(ruleset: RuleSet, table: str, players: Sequence[str]) -> list[str]:
    """The sheet's columns: the players, or the teams named after their players."""
    if team_game(ruleset, table):
        return [
            str(_("%(a)s et %(b)s") % {"a": players[0], "b": players[2]}),
            str(_("%(a)s et %(b)s") % {"a": players[1], "b": players[3]}),
        ]
    return list(players)


#: What an organiser reads when the engine refuses the settings of a new game.
SETTINGS_REFUSED = _(
    "le nombre de joueurs, le donneur, les règles de la maison et la fin choisis ne vont pas "
    "ensemble"
)


def check_settings(
    ruleset: RuleSet, table: str, rules: Mapping[str, Any], match: Mapping[str, Any]
) -> str | None:
    """The engine's refusal of these settings, or ``None`` when it accepts them."""
    try:
        ruleset.replay({"table": table, "first_dealer": 0, "rules": rules, "match": match}, [])
    except EngineError:
        return str(SETTINGS_REFUSED)
    return None
