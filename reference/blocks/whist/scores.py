"""The whist pages' score tables, read from the engine: 002's table per active and passive
player (``REGLEMENT_TABLE``), its "à deux" rows and the Dames game, 003's values per defender
(``COULEUR_TABLE``, ``COULEUR_SOLOS``), and the sum of the four scores of every contract as
``score_deal`` computes it."""

from __future__ import annotations

from django.utils.translation import gettext as _

from reference.blocks import UnknownBlock
from reference.blocks.common import Cell, one_example, table, tagged
from reference.blocks.whist.base import contract_label, page_rules, signed
from reference.engine import Document
from reference.engine import whist as engine
from reference.engine.cards import Suit
from reference.games.whist.names import target_text


def _row_label(name: str, rules: engine.Rules) -> str:
    return contract_label(engine.contract_spec(name, rules))


def _per_trick(amount: int, start: int | str) -> str:
    return _("%(amount)s par pli au-delà de %(start)s") % {"amount": signed(amount), "start": start}


def _won_cell(row: engine.ReglementRow, rules: engine.Rules, *, passive: bool) -> str:
    base = row.won_passive if passive else row.won_active
    each = row.extra_passive if passive else row.extra_active
    slam = row.slam_passive if passive else row.slam_active
    parts = [signed(base)]
    if each and row.extras_from is not None:
        start: int | str = row.extras_from
        if row.name == "seul" and rules.seul_extras_from == "bid":
            start = _("l'annonce")
        parts.append(_per_trick(each, start))
    if slam is not None:
        if rules.slam_13_mode == "replace":
            parts.append(_("13 plis : %(amount)s au total") % {"amount": signed(slam)})
        else:
            parts.append(_("13 plis : %(amount)s en plus") % {"amount": signed(slam)})
    return ", ".join(parts)


def _lost_cell(row: engine.ReglementRow, rules: engine.Rules, *, passive: bool) -> str:
    base = row.lost_passive if passive else row.lost_active
    each = row.missing_passive if passive else row.missing_active
    if passive and row.name == "petite_misere" and rules.petite_misere_lost_passive != "+6":
        return _("%(amount)s (comme imprimé)") % {"amount": signed(-abs(base))}
    parts = [signed(base)]
    if each:
        parts.append(_("%(amount)s par pli manquant") % {"amount": signed(each)})
    return ", ".join(parts)


def score_table(document: Document, args: list[str]) -> str:
    """The document's scoring table: 002's per active and per passive player
    (``REGLEMENT_TABLE``), or 003's per defender (``COULEUR_TABLE``, ``COULEUR_SOLOS``).
    ``::: whist-score-table essentiel``: the same table in « L'essentiel », named apart."""
    rules = page_rules(document)
    if args:
        one_example(args, {"essentiel": True}, "whist-score-table")
    name = "whist-score-table-essentiel" if args else "whist-score-table"
    if rules.reglement:
        return _reglement_table(rules, name)
    return _couleur_table(rules, name)


def _reglement_table(rules: engine.Rules, name: str) -> str:
    rows: list[list[Cell | str | int]] = [
        [
            _("Contrat"),
            _("Plis à faire"),
            _("Gagné : chaque actif"),
            _("Gagné : chaque passif"),
            _("Perdu : chaque actif"),
            _("Perdu : chaque passif"),
        ]
    ]
    for row in engine.REGLEMENT_TABLE:
        spec = engine.contract_spec(row.name, rules)
        rows.append(
            [
                contract_label(spec),
                target_text(spec, short=True),
                _won_cell(row, rules, passive=False),
                _won_cell(row, rules, passive=True),
                _lost_cell(row, rules, passive=False),
                _lost_cell(row, rules, passive=True),
            ]
        )
    return tagged(
        name,
        table(
            rows,
            caption=_("La table des points : ce que marque chaque joueur actif et passif"),
            header_cols=1,
        ),
    )


def couleur_row(name: str, tricks: int | None, rules: engine.Rules) -> engine.CouleurRow:
    """The 003 value of a contract, read from the engine's tables."""
    if name == "seul":
        return engine.COULEUR_SOLOS[tricks or 6]
    rows = {row.name: row for row in engine.COULEUR_TABLE}
    if name in rows:
        return rows[name]
    return engine.couleur_value(name, tricks, rules)


def _couleur_lines(rules: engine.Rules) -> list[tuple[engine.ContractSpec, int | None]]:
    lines: list[tuple[engine.ContractSpec, int | None]] = []
    for spec in engine.catalogue(rules):
        if spec.name == "seul":
            lines += [(spec, n) for n in sorted(engine.COULEUR_SOLOS)]
        else:
            lines.append((spec, spec.tricks[0]))
    return lines


def _couleur_taker(
    spec: engine.ContractSpec, tricks: int | None, rules: engine.Rules, *, declarers: int
) -> str:
    """What each taker receives when the contract is made exactly, and pays when it fails by
    one trick (``score_deal``)."""
    target = spec.tricks[0] if tricks is None else tricks
    made, failed = _exact_and_one_off(spec, target, declarers)
    contract = engine.Contract(spec.name, target, _sample_trump(spec), declarers)
    won = engine.score_deal(contract, made, rules).declarers[0]
    lost = engine.score_deal(contract, failed, rules).declarers[0]
    return _("%(won)s / %(lost)s") % {"won": signed(won), "lost": signed(lost)}


def _sample_trump(spec: engine.ContractSpec) -> Suit | None:
    """A trump for contracts played with one (scoring does not depend on which)."""
    return Suit.HEARTS if spec.trump in ("suit", "boucheur", "declared") else None


def _exact_and_one_off(
    spec: engine.ContractSpec, target: int, declarers: int
) -> tuple[list[int], list[int]]:
    """The ``result.tricks`` of the contract made exactly, and failed by one trick (by the
    first declarer, for a game each declarer plays for himself)."""
    miss = target + 1 if spec.exact else target - 1
    if spec.side == "partnership":
        return [target], [miss]
    return [target] * declarers, [miss] + [target] * (declarers - 1)


def _couleur_table(rules: engine.Rules, name: str) -> str:
    rows: list[list[Cell | str | int]] = [
        [
            _("Contrat"),
            _("Plis à faire"),
            _("Réussi : chaque défenseur paie"),
            _("Chuté : chaque défenseur reçoit"),
            _("Preneur seul : réussi / chuté d'un pli"),
            _("Deux preneurs, chacun : réussi / chuté d'un pli"),
        ]
    ]
    for spec, tricks in _couleur_lines(rules):
        value = couleur_row(spec.name, tricks, rules)
        label = contract_label(spec)
        target = target_text(spec, short=True)
        if spec.name == "seul":
            label = _("%(tricks)s plis en solo") % {"tricks": tricks}
            target = _("au moins %(n)s") % {"n": tricks}
        made = str(value.value)
        if value.per_extra:
            made += ", " + _("+%(each)s par pli en plus") % {"each": value.per_extra}
        failed = str(value.value)
        if value.per_extra and rules.failure_value == "undertricks":
            failed += ", " + _("+%(each)s par pli manquant après le premier") % {
                "each": value.per_extra
            }
        alone = "—"
        if spec.side == "alone" or spec.name == "emballage":
            alone = _couleur_taker(spec, tricks, rules, declarers=1)
        pair = "—"
        if spec.side == "partnership" or spec.a_deux:
            pair = _couleur_taker(spec, tricks, rules, declarers=2)
        rows.append([label, target, made, failed, alone, pair])
    return tagged(
        name,
        table(
            rows,
            caption=_("La valeur des contrats : ce que paie ou reçoit chaque défenseur"),
            header_cols=1,
        ),
    )


def a_deux_table(document: Document, args: list[str]) -> str:
    """002's "à deux" rows (``A_DEUX_TABLE``): two players each playing the same game."""
    rules = page_rules(document)
    if not rules.reglement:
        raise UnknownBlock("whist-a-deux: the à deux rows belong to the Règlement")
    rows: list[list[Cell | str | int]] = [
        [
            _("Contrat"),
            _("Deux gagnants : chacun"),
            _("Deux gagnants : chaque passif"),
            _("Un gagnant : le gagnant"),
            _("Un gagnant : le perdant"),
            _("Un gagnant : chaque passif"),
            _("Deux perdants : chacun"),
            _("Deux perdants : chaque passif"),
        ]
    ]
    for row in engine.A_DEUX_TABLE:
        rows.append(
            [
                _row_label(row.name, rules),
                signed(row.both_made[0]),
                signed(row.both_made[1]),
                signed(row.one_made[0]),
                signed(row.one_made[1]),
                signed(row.one_made[2]),
                signed(row.both_failed[0]),
                signed(row.both_failed[1]),
            ]
        )
    return tagged(
        "whist-a-deux",
        table(
            rows, caption=_("Les jeux « à deux » : deux déclarants, chacun pour soi"), header_cols=1
        ),
    )


def dames_table(document: Document, args: list[str]) -> str:
    """What a player scores in the Dames game for the queens he took (``score_dames``)."""
    rules = page_rules(document)
    rows: list[list[Cell | str | int]] = [[_("Dames prises par un joueur"), _("Ses points")]]
    for count in range(5):
        sheet = engine.score_dames([count, 4 - count, 0, 0], rules)
        rows.append([count, signed(sheet.scores[0])])
    return tagged(
        "whist-dames",
        table(rows, caption=_("Le jeu des Dames : les points de chaque joueur"), header_cols=1),
    )


def zero_sum_table(document: Document, args: list[str]) -> str:
    """The sum of the four scores of each contract, made exactly and failed by one trick, as
    ``score_deal`` computes them (and the Dames game's, by ``score_dames``)."""
    rules = page_rules(document)
    rows: list[list[Cell | str | int]] = [
        [_("Contrat"), _("Déclarants"), _("Somme des quatre scores : réussi"), _("… : chuté")]
    ]
    for spec in engine.catalogue(rules):
        if spec.name == "dames":
            continue
        counts = [spec.declarers]
        if spec.a_deux:
            counts.append(2)
        if spec.name == "emballage" and not rules.reglement:
            counts.append(1)  # a couleur nobody joins (interpretation whist-couleur-lone-couleur)
        for declarers in counts:
            target = spec.tricks[0]
            contract = engine.Contract(spec.name, target, _sample_trump(spec), declarers)
            sums = []
            for taken in _exact_and_one_off(spec, target, declarers):
                sheet = engine.score_deal(contract, taken, rules)
                sums.append(signed(sum(sheet.declarers) + sheet.per_defender * (4 - declarers)))
            rows.append([contract_label(spec), declarers, *sums])
    if rules.reglement:
        spread = engine.score_dames([1, 1, 1, 1], rules)
        grand = engine.score_dames([4, 0, 0, 0], rules)
        rows.append(
            [
                contract_label(engine.contract_spec("dames", rules)),
                4,
                _("%(sum)s (une dame chacun)") % {"sum": signed(sum(spread.scores))},
                _("%(sum)s (les quatre à un joueur)") % {"sum": signed(sum(grand.scores))},
            ]
        )
    return tagged(
        "whist-zero-sum",
        table(
            rows,
            caption=_("Somme des quatre scores de chaque contrat"),
            header_cols=1,
        ),
    )
