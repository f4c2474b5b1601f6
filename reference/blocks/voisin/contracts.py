"""Le Voisin's contracts and scoring numbers: the contract catalogue (``CONTRACTS``), what each
contract requires at each table (``contract_target``), the round-1 ladder (``LADDER``), the
scoring numbers (``SCORING_TABLE``), the rounding (``round_to_ten``) and the end of the game
(``game_standing``)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.blocks import UnknownBlock
from reference.blocks.common import Cell, table, tagged
from reference.engine import Document
from reference.engine import voisin as engine
from reference.engine.errors import EngineError
from reference.engine.tricks import round_to_ten
from reference.games import words
from reference.games.voisin.names import contract_name, number_text, table_label

type Row = list[Cell | str | int]

TRUMP_WORDS = {
    "turned": gettext_lazy("la couleur de la carte retournée"),
    "choice": gettext_lazy("au choix du preneur (Variante II : aussi tout atout, sans atout)"),
    "any": gettext_lazy("au choix du preneur (Variante II : aussi sans atout)"),
}
EXTRA_WORDS = {
    "total capped at 64 before rounding (prise lourde)": gettext_lazy(
        "total plafonné à %(cap)s avant l'arrondi (prise lourde)"
    ),
    "+5 per opponent without a trick": gettext_lazy(
        "+ %(non_pli)s par adversaire qui n'a fait aucun pli"
    ),
    "300 after an opponent's charge; card points do not count": gettext_lazy(
        "%(after)s après la charge d'un adversaire ; les points des plis ne comptent pas"
    ),
}
EXCHANGE_WORDS = {
    "always": gettext_lazy(
        "oui, contre une carte qui n'est pas un atout ; un preneur qui n'a que des atouts "
        "n'échange pas"
    ),
    "if played in the turned card's suit": gettext_lazy(
        "seulement si l'atout est la couleur de la carte retournée"
    ),
}


def _rules(document: Document, options: Mapping[str, Any] | None = None) -> engine.Rules:
    return engine.Rules.from_options({**dict(document.rules), **dict(options or {})})


def _words(table_: Mapping[str, Promise], key: str, block: str) -> str:
    if key not in table_:
        raise UnknownBlock(f"{block}: no words for the engine's {key!r}")
    return str(table_[key]) % {
        "cap": engine.contracts.PRISE_CAP,
        "non_pli": engine.contracts.NON_PLI_PRIME,
        "after": engine.contracts.SURCHARGE_AFTER_CHARGE,
    }


def contract_word(name: str) -> str:
    """A contract's name; a contract the words do not know is an error of the page."""
    if name not in engine.CONTRACT_NAMES:
        raise UnknownBlock(f"voisin: no words for contract {name!r}")
    return contract_name(name)


def contracts_table(document: Document, args: list[str]) -> str:
    """The contract catalogue (``CONTRACTS``): round, target, trump, prime, extra, exchange."""
    rows: list[Row] = [
        [
            _("Contrat"),
            _("Tour"),
            _("À réaliser"),
            _("Atout"),
            _("Prime ou forfait"),
            _("En plus"),
            _("Carte retournée échangée"),
        ]
    ]
    for info in engine.CONTRACTS:
        target = (
            _("%(points)s points (plis, annonces et couples)") % {"points": info.target_points}
            if info.target_points is not None
            else _("tous les plis")
        )
        rows.append(
            [
                contract_word(info.name),
                info.round,
                target,
                _words(TRUMP_WORDS, info.trump, "voisin-contracts"),
                info.prime,
                _words(EXTRA_WORDS, info.extra, "voisin-contracts"),
                _words(EXCHANGE_WORDS, info.exchange, "voisin-contracts"),
            ]
        )
    return tagged("voisin-contracts", table(rows, caption=_("Les contrats"), header_cols=1))


def targets_table(document: Document, args: list[str]) -> str:
    """What each contract requires at each table (``contract_target``), Variante I included."""
    tables: list[tuple[str, str, engine.Rules]] = [
        (table_label(p), p, _rules(document)) for p in engine.DEAL_SIZES
    ]
    tables.append((_("Variante I"), "2", _rules(document, {"variante_i": True})))
    rows: list[Row] = [[_("Contrat"), *(label for label, _p, _r in tables)]]
    for name in engine.CONTRACT_NAMES:
        row: Row = [contract_word(name)]
        for _label, players, rules in tables:
            try:
                target = engine.contract_target(name, players, rules)
            except EngineError:
                row.append("—")
                continue
            if "points" in target:
                row.append(_("%(n)s points") % {"n": target["points"]})
            else:
                row.append(_("%(n)s plis") % {"n": target["tricks"]})
        rows.append(row)
    return tagged(
        "voisin-targets",
        table(rows, caption=_("Ce que chaque contrat exige, selon la table"), header_cols=1),
    )


def ladder_table(document: Document, args: list[str]) -> str:
    """The round-1 ladder, lowest first (``LADDER``)."""
    ladder = sorted(engine.LADDER.items(), key=lambda item: item[1])
    rows: list[Row] = [[_("Échelon"), _("Contrat"), _("Peut couvrir")]]
    for name, level in ladder:
        lower = [contract_word(n) for n, v in ladder if v < level]
        rows.append([level, contract_word(name), ", ".join(lower) or "—"])
    return tagged(
        "voisin-ladder",
        table(rows, caption=_("L'échelle du premier tour, de la plus basse à la plus haute")),
    )


SCORING_WORDS = {
    "prise_target": gettext_lazy("Points à réaliser pour une prise"),
    "prise_prime": gettext_lazy("Prime d'une prise réussie"),
    "prise_cap": gettext_lazy("Plafond d'une prise réussie avant l'arrondi (prise lourde)"),
    "charge_target": gettext_lazy("Points à réaliser pour une charge"),
    "charge_prime": gettext_lazy("Prime d'une charge réussie"),
    "non_pli_prime": gettext_lazy("Prime de non-pli (charge), par adversaire sans pli"),
    "surcharge_value": gettext_lazy("Forfait de la surcharge"),
    "surcharge_after_charge": gettext_lazy("Forfait de la surcharge après une charge adverse"),
    "chute_royale_below": gettext_lazy("Chute royale : charge chutée sous ce total"),
    "deck_points": gettext_lazy("Points de tout le jeu, dans tous les cas"),
    "rounding_unit": gettext_lazy("Arrondi des scores (un 5 arrondit vers le haut)"),
    "game_target": gettext_lazy("Points pour gagner la partie"),
}


def scoring_numbers(document: Document, args: list[str]) -> str:
    """Every number of the scoring rules (``SCORING_TABLE``)."""
    rows: list[Row] = [[_("Règle"), _("Nombre")]]
    for row in engine.SCORING_TABLE:
        if row.key not in SCORING_WORDS:
            raise UnknownBlock(f"voisin-scoring: no words for {row.key!r}")
        rows.append([str(SCORING_WORDS[row.key]), row.value])
    return tagged(
        "voisin-scoring",
        table(rows, caption=_("Les nombres de la marque"), header_cols=1),
    )


#: Exact totals shown in the rounding table.
ROUNDING_VALUES: tuple[int | Fraction, ...] = (
    14,
    Fraction(29, 2),
    15,
    44,
    Fraction(89, 2),
    45,
    Fraction(91, 2),
    51,
    64,
)


def rounding_table(document: Document, args: list[str]) -> str:
    """Exact totals and their rounded score (``round_to_ten``, the engine's rounding)."""
    rows: list[Row] = [[_("Total exact"), _("Score marqué")]]
    for value in ROUNDING_VALUES:
        rows.append([number_text(value), round_to_ten(value)])
    return tagged(
        "voisin-rounding",
        table(rows, caption=_("L'arrondi à la dizaine, appliqué une seule fois"), header_cols=1),
    )


#: (totals, traits) of the end-of-game table, player by player.
END_EXAMPLES: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = (
    ((980, 960, 870), (0, 0, 1)),
    ((1030, 990, 720), (1, 0, 0)),
    ((1010, 1010, 640), (2, 1, 0)),
    ((1020, 1020), (1, 1)),
)


def end_table(document: Document, args: list[str]) -> str:
    """Who has won for a few running totals and traits (``game_standing``)."""
    rows: list[Row] = [[_("Totaux des joueurs"), _("Traits"), _("Verdict")]]
    for totals, traits in END_EXAMPLES:
        standing = engine.game_standing(totals, traits)
        table_words = words("voisin").at_table({"players": str(len(totals))})
        rows.append(
            [
                " / ".join(str(t) for t in totals),
                " / ".join(str(t) for t in traits),
                table_words.sentence(standing.reason),
            ]
        )
    return tagged(
        "voisin-end",
        table(
            rows,
            caption=_("Fin de partie en %(target)s points : quelques situations")
            % {"target": engine.contracts.GAME_TARGET},
            header_cols=1,
        ),
    )


BLOCKS = {
    "voisin-contracts": contracts_table,
    "voisin-targets": targets_table,
    "voisin-ladder": ladder_table,
    "voisin-scoring": scoring_numbers,
    "voisin-rounding": rounding_table,
    "voisin-end": end_table,
}
