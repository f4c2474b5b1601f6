"""Sentences for the reasons of the engine's score sheets (``reference.engine.sheet`` and each
game's ``match``, ``whist.penalties``, ``whist.adfundum``), with the players' names.

The reasons of a deal's score come from the rule pages' catalogue (``reference.reasons``);
``sentence`` writes either kind with the names of this table: a seat or a side becomes the
player's or the team's name.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext_lazy as _

from reference.engine.tricks import Reason
from reference.reasons import format_named, reason_from_json, render_reason

MESSAGES = {
    "sheet_target_reached": _("%(total)s points, au moins %(target)s : la partie est gagnée."),
    "sheet_target_tie": _("Égalité en tête à %(total)s points : on continue."),
    "sheet_target_open": _("La partie se joue en %(target)s points."),
    "sheet_deals_played": _(
        "Toutes les donnes convenues sont jouées (%(deals)s) : la partie est finie."
    ),
    "sheet_deals_left": _("Encore %(left)s donne(s) avant la fin convenue."),
    "sheet_no_end": _("Pas de fin fixée : la partie dure tant que la table joue."),
    "coinche_sheet_thrown_in": _(
        "Les quatre joueurs passent : les cartes sont ramassées et %(next)s donne."
    ),
    "coinche_sheet_won": _("%(side)s gagne la partie avec %(total)s points."),
    "coinche_sheet_tie": _(
        "Les deux équipes ont dépassé %(target)s à égalité : une donne de plus les départage."
    ),
    "coinche_sheet_continues": _("La partie se joue en %(target)s points."),
    "voisin_sheet_redeal_all_pass": _(
        "Personne ne prend, ni au premier ni au second tour : %(next)s donne à nouveau."
    ),
    "voisin_sheet_redeal_carre_de_dames": _(
        "Un carré de Dames annule le contrat : personne ne marque, %(next)s donne à nouveau."
    ),
    "neurotrio_sheet_redeal": _("Tout le monde passe : %(next)s donne à nouveau."),
    "whist_sheet_double_set": _("Variante choisie : la prochaine donne jouée compte double."),
    "whist_sheet_doubled": _(
        "Cette donne compte double, comme convenu après la donne sans contrat."
    ),
    "whist_sheet_no_contract_double": _(
        "Pas de contrat : on ne joue pas les Dames, %(seat)s donne et cette donne comptera double."
    ),
    "whist_sheet_all_pass": _("Les quatre joueurs passent : %(seat)s donne à nouveau."),
    "whist_sheet_stopped_void": _(
        "La faute vient d'un preneur : la donne est nulle, seule la pénalité compte."
    ),
    "whist_sheet_stopped_du_juste": _(
        "La faute vient d'un défenseur : les preneurs gagnent « du juste », comptés avec "
        "%(tricks)s levée(s)."
    ),
    "whist_sheet_rabrouche": _("Après un trou, %(seat)s peut donner une rabrouche."),
    "whist_fault_false_announcement": _("%(seat)s a fait une fausse annonce."),
    "whist_fault_trou_not_announced": _("%(seat)s avait trois as et n'a pas annoncé le trou."),
    "whist_fault_trou_without_three_aces": _("%(seat)s a annoncé le trou sans trois as."),
    "whist_fault_trou_after_announcement": _("%(seat)s a annoncé le trou après une autre annonce."),
    "whist_fault_inappropriate_announcement": _("%(seat)s a fait une annonce déplacée."),
    "whist_fault_played_out_of_turn": _("%(seat)s a joué avant son tour."),
    "whist_fault_announced_out_of_turn": _("%(seat)s a annoncé avant son tour."),
    "whist_fault_revoke": _("%(seat)s a renoncé à tort."),
    "whist_fault_trumped_able_to_follow": _("%(seat)s a coupé alors qu'il pouvait fournir."),
    "whist_fault_showed_last_cards": _(
        "%(seat)s a abattu ses dernières cartes alors que la fin pouvait changer."
    ),
    "whist_fault_misere_card_shown": _(
        "%(seat)s a laissé voir à un partenaire la carte écartée pour la misère."
    ),
    "whist_penalty_offender": _("Pénalité : %(seat)s marque %(amount)s."),
    "whist_penalty_shared": _(
        "Les %(amount)s points vont aux trois autres joueurs : %(each)s chacun."
    ),
    "whist_penalty_not_shared": _("Les %(amount)s points ne vont à personne."),
    "whist_penalty_misere_card": _(
        "%(seat)s paie %(to_misere)s à %(misere)s, qui a annoncé la misère, et %(to_others)s "
        "à chacun des deux autres : %(amount)s en tout."
    ),
    "whist_revoke_taken_back": _(
        "Découverte pendant le pli : chacun reprend sa carte, la pénalité s'applique."
    ),
    "whist_revoke_card_dead": _(
        "Découverte après le pli : la carte gardée à tort perd toute sa valeur, de carte et "
        "d'atout."
    ),
    "whist_revoke_named_card_dead": _(
        "Découverte après le pli : %(card)s, gardé à tort, perd toute sa valeur, de carte et "
        "d'atout."
    ),
    "whist_deal_void": _("La donne est annulée : le même donneur redonne."),
    "whist_misdeal_early": _(
        "Maldonne vue avant la première levée : %(seat)s redonne, sans pénalité."
    ),
    "whist_misdeal_late": _(
        "Maldonne vue après la première levée : %(seat)s redonne et est pénalisé de "
        "%(amount)s points."
    ),
    "whist_tally_ace_2_3_4": _("Compte : as, 2, 3 et 4 dans un pli, %(amount)s pour %(seat)s."),
    "whist_tally_card_taken_back": _("Compte : carte reprise, %(amount)s pour %(seat)s."),
    "whist_tally_misdeal_before_first_trick": _(
        "Compte : maldonne avant la première levée, %(amount)s pour %(seat)s."
    ),
    "whist_tally_penalty": _(
        "Compte : une faute du chapitre des pénalités, %(amount)s pour %(seat)s."
    ),
    "whist_quarter_counted": _(
        "Comptent pour le quarter ceux qui ont joué au moins le tiers de %(most)s soirées."
    ),
    "whist_quarter_drink": _("%(name)s finit à %(total)s : %(bottles)s bouteille(s) au drink."),
    "whist_quarter_brings": _(
        "%(name)s est parmi les trois plus gros comptes : une bouteille ou des biscuits."
    ),
}

SEAT_PARAMS = frozenset({"seat", "misere", "next", "dealer"})


def _named(
    params: Sequence[tuple[str, Any]],
    players: Sequence[str],
    columns: Sequence[str],
    voisin_sides: bool,
) -> tuple[tuple[str, Any], ...]:
    out = []
    for name, value in params:
        number = isinstance(value, int) and not isinstance(value, bool)
        if name in SEAT_PARAMS and number and 0 <= value < len(players):
            value = players[value]
        elif name == "side" and number and 1 <= value <= len(columns):
            value = columns[value - 1]
        elif name == "sides" and isinstance(value, str):
            picked = [
                columns[int(v) - 1]
                for v in value.split(",")
                if v.strip().isdigit() and 1 <= int(v) <= len(columns)
            ]
            value = ", ".join(picked) if picked else value
        elif name in ("team", "by") and value in ("NS", "EW") and len(columns) == 2:
            value = columns[0 if value == "NS" else 1]
        out.append((name, value))
    return tuple(out)


def sentence(
    step: Mapping[str, Any] | Reason, game: str, players: Sequence[str], columns: Sequence[str]
) -> str:
    """A step of the engine's calculation as a sentence with this table's names."""
    reason = step if isinstance(step, Reason) else reason_from_json(step, game)
    reason = Reason(
        reason.code, _named(reason.params, players, columns, game == "voisin"), reason.source
    )
    template = MESSAGES.get(reason.code)
    if template is None:
        return render_reason(reason)
    return str(template) % {name: format_named(name, value) for name, value in reason.params}
