"""The rule a refusal met, as a learner would say he forgot it (« vous avez oublié de
monter »), for the progress page. Play obligations each have their words; refused calls and
exchanges are counted together by kind."""

from __future__ import annotations

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

FORGOT: dict[str, Promise] = {
    # belote coinchée (004 §Le jeu de la carte)
    "must_follow": _("fournir à la couleur demandée"),
    "must_follow_ta_cannot_beat": _("fournir à la couleur demandée"),
    "must_beat_ta": _("monter dans la couleur demandée"),
    "must_overtrump_trump_led": _("monter à l'atout"),
    "must_follow_trump": _("fournir à l'atout"),
    "must_trump": _("couper"),
    "must_trump_partner": _("couper"),
    "must_overtrump": _("surcouper"),
    "must_overtrump_partner": _("surcouper"),
    "must_undertrump": _("sous-couper quand vous ne pouvez pas surcouper"),
    "capot_no_master_lead": _("entamer sans carte maîtresse contre un capot"),
    # Le Voisin (000 §PLIS)
    "voisin_refuse_not_following": _("fournir à la couleur demandée"),
    "voisin_refuse_not_climbing": _("monter"),
    "voisin_refuse_undertrump": _("surcouper quand vous coupez sur un atout"),
    "voisin_refuse_not_neighbour": _("jouer la couleur voisine"),
    # Neurotrio (001 §Le jeu de la carte)
    "neurotrio_refuse_follow_background": _("fournir au fond demandé"),
    "neurotrio_refuse_follow_nature": _("fournir à la nature demandée"),
    "neurotrio_refuse_cut_background": _("couper"),
    "neurotrio_refuse_cut_nature": _("couper"),
    # whist (002 §4, 003 §Distribution des cartes)
    "whist_follow_refused": _("fournir à la couleur demandée"),
    "whist_dames_queen_refused": _("jouer une dame quand vous n'avez pas la couleur"),
    "whist_trou_ace_refused": _("jouer l'as de la couleur demandée au premier pli du trou"),
    "whist_trou_lead_ace_refused": _("entamer de votre as au premier pli du trou"),
    "whist_table_trou_required": _("annoncer le trou avec trois as"),
    # the table itself
    "table_card_not_held": _("jouer une carte de votre main"),
    "table_not_your_turn": _("attendre votre tour"),
}

BY_KIND: dict[str, Promise] = {
    "call": _("faire une enchère que la règle permet"),
    "exchange": _("écarter ou rendre une carte que la règle permet"),
    "card": _("jouer une carte que la règle permet"),
}


def forgot(code: str, kind: str) -> Promise:
    """What the learner forgot to do, for a refusal of ``code`` on an action of ``kind``."""
    return FORGOT.get(code) or BY_KIND.get(kind) or BY_KIND["card"]
