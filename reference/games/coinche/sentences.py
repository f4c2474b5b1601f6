"""Sentences for the reasons of belote coinchée (seed 004): card play, trick winner,
announcements, auction and scoring. Codes come from ``reference.engine.coinche``; shared
codes (``lead_free``, ``must_follow``, ``void_free``) are in ``common.py``."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

MESSAGES = {
    # --- legal plays (004 §Le jeu de la carte; standard belote) ---
    "must_beat_ta": _(
        "Tout atout : vous devez fournir à %(suit)s et monter sur %(winning)s, "
        "et vous le pouvez (%(holding)s)."
    ),
    "must_follow_ta_cannot_beat": _(
        "Tout atout : vous devez fournir à %(suit)s ; aucune de vos cartes ne bat "
        "%(winning)s, donc n'importe laquelle de cette couleur convient."
    ),
    "must_overtrump_trump_led": _(
        "L'atout (%(trump)s) est demandé : vous devez monter sur %(winning)s, même si "
        "votre partenaire fait le pli, et vous le pouvez (%(holding)s)."
    ),
    "must_follow_trump": _(
        "L'atout (%(trump)s) est demandé : vous devez en fournir ; aucun des vôtres ne bat "
        "%(winning)s, donc n'importe lequel convient."
    ),
    "void_no_trump": _(
        "Vous n'avez ni %(suit)s ni atout (%(trump)s) : toutes vos cartes sont jouables."
    ),
    "partner_master": _(
        "Vous n'avez pas de %(suit)s et votre partenaire est maître du pli avec "
        "%(partner)s : vous pouvez jouer n'importe quelle carte."
    ),
    "must_trump": _(
        "Vous n'avez pas de %(suit)s et l'adversaire est maître avec %(winning)s : "
        "vous devez couper à %(trump)s."
    ),
    "must_trump_partner": _(
        "Vous n'avez pas de %(suit)s : avec la règle choisie, vous devez couper à %(trump)s "
        "même si votre partenaire est maître avec %(partner)s."
    ),
    "must_overtrump": _(
        "Vous devez surcouper : l'adversaire fait le pli avec %(winning)s et vous avez "
        "plus fort à %(trump)s (%(holding)s)."
    ),
    "must_overtrump_partner": _(
        "Vous devez surcouper : avec la règle choisie, même %(winning)s de votre "
        "partenaire doit être battu, et vous avez plus fort à %(trump)s (%(holding)s)."
    ),
    "must_undertrump": _(
        "Vous n'avez pas de %(suit)s et ne pouvez pas battre %(winning)s de "
        "l'adversaire : vous devez tout de même jouer un atout (%(trump)s), plus petit "
        "(sous-couper)."
    ),
    "undertrump_not_required": _(
        "Vous n'avez pas de %(suit)s et ne pouvez pas battre %(winning)s : la règle "
        "choisie n'oblige pas à sous-couper, toutes vos cartes sont jouables."
    ),
    "capot_no_master_lead": _(
        "Contre un capot annoncé, vous ne pouvez pas entamer d'une carte maîtresse (%(masters)s)."
    ),
    "capot_all_masters": _(
        "Contre un capot annoncé, on n'entame pas d'une carte maîtresse ; toutes les vôtres "
        "le sont (%(masters)s), donc toutes sont jouables."
    ),
    # --- trick winner ---
    "wins_led_sa": _(
        "%(card)s l'emporte : à sans atout rien ne coupe, et c'est la plus forte carte "
        "de %(suit)s jouée (ordre A 10 R D V 9 8 7)."
    ),
    "wins_led_ta": _(
        "%(card)s l'emporte : à tout atout aucune couleur ne coupe les autres, et c'est "
        "la plus forte carte de %(suit)s jouée (ordre V 9 A 10 R D 8 7)."
    ),
    "wins_top_trump": _(
        "%(card)s l'emporte : c'est le valet d'atout (%(trump)s), la plus forte carte du jeu."
    ),
    "wins_trump_led": _(
        "%(card)s l'emporte : l'atout est %(trump)s et aucun atout plus fort "
        "(%(above)s) n'a été joué dans ce pli."
    ),
    "wins_trump_cut": _(
        "%(card)s l'emporte : il coupe le %(suit)s demandé ; l'atout est %(trump)s et "
        "aucun atout plus fort (%(above)s) n'a été joué dans ce pli."
    ),
    "wins_led_no_trump": _(
        "%(card)s l'emporte : personne n'a coupé à %(trump)s, et c'est la plus forte "
        "carte de %(suit)s jouée."
    ),
    "cannot_win_offsuit": _(
        "Une carte qui n'est pas du %(suit)s demandé et qui ne coupe pas ne peut pas gagner "
        "le pli : %(cards)s."
    ),
    # --- announcements ---
    "no_announcements": _("Aucun joueur n'a d'annonce (hors belote)."),
    "best_announcement_carre": _(
        "La meilleure annonce est le carré du joueur %(seat)s (%(cards)s, %(value)s points) : "
        "l'équipe %(team)s compte ses annonces, l'autre équipe aucune."
    ),
    "best_announcement_sequence": _(
        "La meilleure annonce est la suite du joueur %(seat)s (%(cards)s, %(value)s points) : "
        "l'équipe %(team)s compte ses annonces, l'autre équipe aucune."
    ),
    "announcement_tie_first_seat": _(
        "Égalité entre les deux équipes : l'annonce du joueur %(seat)s l'emporte, car il est "
        "le premier des deux dans l'ordre du jeu."
    ),
    "announcements_counted": _("L'équipe %(team)s compte %(amount)s points d'annonces."),
    "announcement_tie_nobody": _(
        "Les meilleures annonces des joueurs %(seat)s et %(other)s sont exactement égales : "
        "avec la règle choisie, aucune équipe ne compte ses annonces."
    ),
    # --- announcements declared at the table (fulldeal.py) ---
    "coinche_announces_tierce": _(
        "Le joueur %(seat)s annonce une tierce : %(cards)s (%(value)s points)."
    ),
    "coinche_announces_quarte": _(
        "Le joueur %(seat)s annonce une cinquante : %(cards)s (%(value)s points)."
    ),
    "coinche_announces_cent": _(
        "Le joueur %(seat)s annonce une cent : %(cards)s (%(value)s points)."
    ),
    "coinche_announces_carre": _(
        "Le joueur %(seat)s annonce un carré : %(cards)s (%(value)s points)."
    ),
    "coinche_belote_said": _("Le joueur %(seat)s dit « belote » en jouant %(card)s."),
    "coinche_rebelote_said": _(
        "Le joueur %(seat)s dit « rebelote » en jouant %(card)s : 20 points pour son équipe."
    ),
    # --- auction (004 §Choix de l'atout) ---
    "call_legal": _("« %(call)s » est permis."),
    "auction_over": _("Les enchères sont terminées : plus personne ne parle."),
    "auction_redeal": _("Les quatre joueurs ont passé : on redistribue."),
    "out_of_turn": _(
        "Ce n'est pas au joueur %(seat)s de parler mais au joueur %(turn)s : hors de son tour, "
        "on ne peut dire que « coinche » ou « surcoinche »."
    ),
    "coinche_in_turn_only": _(
        "Avec la règle choisie, on ne coinche (ou surcoinche) qu'à son tour, jamais à la "
        "volée : ce n'est pas au joueur %(seat)s de parler."
    ),
    "coinche_no_bid": _("Il n'y a aucune enchère à coincher."),
    "coinche_already": _("L'enchère est déjà coinchée."),
    "coinche_own_side": _(
        "On ne coinche que l'enchère des adversaires : « %(bid)s » est celle de votre équipe."
    ),
    "coinche_not_80": _("Avec la règle choisie, un contrat de 80 ne se coinche pas."),
    "coinche_not_capot": _(
        "Avec la règle choisie, on ne coinche ni un capot ni une générale : « %(bid)s » ne se "
        "coinche pas."
    ),
    "coinche_not_generale": _("Avec la règle choisie, la générale ne se coinche pas."),
    "surcoinche_not_coinched": _("On ne surcoinche qu'une enchère coinchée."),
    "surcoinche_wrong_side": _("Seule l'équipe coinchée peut surcoincher."),
    "surcoinche_bidder_only": _(
        "Avec la règle choisie, seul le joueur %(bidder)s, dont l'enchère est coinchée, peut "
        "surcoincher."
    ),
    "bid_after_coinche": _(
        "Après une coinche, on ne peut plus enchérir : seuls « surcoinche » et « passe » restent "
        "possibles."
    ),
    "no_tout_atout": _("Avec la règle choisie, le tout atout n'existe pas."),
    "no_sans_atout": _("Avec la règle choisie, le sans atout n'existe pas."),
    "no_generale": _("Avec la règle choisie, la générale n'existe pas."),
    "no_belote_capot_bids": _(
        "Le capot beloté et la générale belotée ne s'annoncent qu'avec la variante qui les admet."
    ),
    "sa_ta_only_capot": _(
        "Avec la règle choisie, sans atout et tout atout ne se jouent qu'en capot."
    ),
    "bid_below_minimum": _("Une enchère vaut au moins %(minimum)s points."),
    "bid_not_step": _("Les enchères montent de %(step)s en %(step)s à partir de 80."),
    "bid_above_maximum": _("Avec la règle choisie, on n'enchérit pas au-delà de %(maximum)s."),
    "bid_not_higher": _(
        "L'enchère « %(bid)s » ne dépasse pas la précédente, « %(standing)s » : il faut "
        "enchérir plus haut, et l'atout nommé ne compte pas pour cela."
    ),
    "raise_own_bid": _("On ne monte pas sur sa propre enchère."),
    "raise_own_same_trump": _(
        "Avec la règle choisie, on ne monte sur sa propre enchère qu'en changeant d'atout."
    ),
    "too_many_bids": _(
        "Avec la règle choisie, un joueur n'enchérit pas plus de %(limit)s fois par donne."
    ),
    "bid_not_in_table": _(
        "Avec le tableau de comparaison, une enchère à %(mode)s vaut l'une de ces valeurs : "
        "%(values)s."
    ),
    "bid_not_higher_table": _(
        "D'après le tableau de comparaison, « %(bid)s » ne dépasse pas « %(standing)s » : "
        "sans atout 70 à 130 et tout atout 130 à 250 se placent en face des enchères à la "
        "couleur de 90 à 150."
    ),
    "bid_not_higher_linear": _(
        "Ramenée sur 160 points (sans atout sur 130, tout atout sur 258), « %(bid)s » ne "
        "dépasse pas « %(standing)s »."
    ),
    "cancel_not_played": _("Avec ces règles, une main faible ne fait pas annuler la donne."),
    "schmurtz_not_played": _("Avec ces règles, le capot « schmürtz » ne se joue pas."),
    "weak_hand_first_turn": _(
        "Une main faible ne s'annonce qu'à son premier tour de parole, et vous avez déjà parlé."
    ),
    "cancel_after_bid": _(
        "Une enchère est déjà faite : il est trop tard pour faire annuler la donne."
    ),
    "weak_hand_too_strong": _(
        "Votre main compte %(points)s points : il en faut moins de %(limit)s pour une main faible."
    ),
    "cancel_allowed": _(
        "Votre main ne compte que %(points)s points (moins de %(limit)s) : vous pouvez faire "
        "annuler la donne."
    ),
    "schmurtz_allowed": _(
        "Votre main ne compte que %(points)s points (moins de %(limit)s) : vous pouvez "
        "annoncer un capot « schmürtz »."
    ),
    "schmurtz_highest_led": _(
        "Capot « schmürtz » : pas d'atout, et l'ordre est renversé (7, 8, 9, Valet, Dame, Roi, "
        "10, As) ; %(card)s est la plus forte carte à %(suit)s."
    ),
    "schmurtz_off_suit_loses": _(
        "%(cards)s ne sont pas à %(suit)s, la couleur demandée : elles ne peuvent pas gagner."
    ),
    # --- scoring (004 §Décompte des points) ---
    "contract_made": _(
        "Contrat réussi : l'équipe %(by)s totalise %(total)s points (cartes et annonces) "
        "pour un objectif de %(target)s."
    ),
    "contract_failed": _(
        "Contrat chuté : l'équipe %(by)s totalise %(total)s points (cartes et annonces) "
        "pour un objectif de %(target)s."
    ),
    "capot_made": _("Capot réussi : l'équipe %(by)s a fait les 8 plis."),
    "capot_failed": _("Capot chuté : l'équipe %(by)s n'a pas fait les 8 plis."),
    "generale_made": _("Générale réussie : le joueur qui l'a annoncée a fait les 8 plis."),
    "generale_failed": _(
        "Générale chutée : le joueur de l'équipe %(by)s qui l'a annoncée n'a pas fait les 8 plis."
    ),
    "points_converted": _(
        "L'équipe %(team)s a %(raw)s points bruts, ramenés à %(value)s par le tableau de "
        "conversion."
    ),
    "points_two_thirds": _(
        "L'équipe %(team)s a %(raw)s points bruts, comptés aux deux tiers : %(value)s."
    ),
    "card_points_rounded": _(
        "L'équipe %(team)s marque ses %(points)s points de cartes, arrondis à %(amount)s."
    ),
    "unannounced_capot_points": _(
        "L'équipe %(team)s a fait tous les plis sans avoir annoncé de capot : elle marque "
        "%(amount)s points à la place de ses points de cartes."
    ),
    "unannounced_generale_points": _(
        "Un seul joueur de l'équipe %(team)s a fait tous les plis sans qu'une générale soit "
        "annoncée : elle marque %(amount)s points, la moitié de la générale, à la place de ses "
        "points de cartes."
    ),
    "contract_value": _("L'équipe %(team)s marque la valeur du contrat : %(amount)s."),
    "announcements_added": _("L'équipe %(team)s ajoute ses annonces : %(amount)s."),
    "all_points_to_defence": _(
        "L'équipe %(team)s marque tous les points de la donne : %(amount)s."
    ),
    "capot_tricks": _("L'équipe %(team)s marque %(amount)s points pour les plis du capot."),
    "generale_tricks": _(
        "L'équipe %(team)s marque %(amount)s points pour les plis de la générale."
    ),
    "capot_failed_tricks": _(
        "Le capot a chuté : l'équipe %(team)s marque %(amount)s points pour les plis."
    ),
    "generale_failed_tricks": _(
        "La générale a chuté : l'équipe %(team)s marque %(amount)s points pour les plis."
    ),
    "coinche_multiplied": _(
        "Le contrat est %(doubled)s : multiplié par %(factor)s, il rapporte %(amount)s points "
        "de plus à l'équipe %(team)s."
    ),
    "loser_scores_nothing": _(
        "Le contrat coinché est réussi : l'équipe %(team)s, qui défendait, ne marque rien "
        "(hors belote)."
    ),
    "declarers_score_nothing": _("L'équipe %(team)s a chuté : elle ne marque rien (hors belote)."),
    "belote_kept": _("L'équipe %(team)s marque ses points de belote : %(amount)s."),
    "bid_only_scored": _("Seule l'enchère compte : l'équipe %(team)s marque %(amount)s."),
    "team_total": _("Total de l'équipe %(team)s : %(amount)s points."),
    # --- quiz explanations (reference.engine.coinche.situations) ---
    "quiz_card_value": _("À %(mode)s, %(named_card)s vaut %(points)s points."),
    "quiz_trump_order": _("À l'atout, l'ordre est : %(order)s."),
    "quiz_order_trump": _("Ordre à l'atout : %(order)s."),
    "quiz_order_plain": _("Ordre dans une couleur qui n'est pas l'atout : %(order)s."),
    "quiz_announcement_value": _("Annonce : %(name)s, %(points)s points."),
    "quiz_announcement_found": _("%(cards)s : une annonce de %(amount)s points."),
    "quiz_announcement_none": _(
        "Ni trois cartes qui se suivent dans une couleur, ni carré qui compte : pas d'annonce."
    ),
    "quiz_deck_total": _(
        "À %(mode)s, les 32 cartes et le dix de der font %(points)s points en tout."
    ),
    # --- the score sheet between deals (score pad) ---
    "coinche_sheet_thrown_in": _(
        "Les quatre joueurs passent : les cartes sont ramassées et %(next)s donne."
    ),
    "coinche_sheet_won": _("Partie gagnée par %(side)s, avec %(total)s points."),
    "coinche_sheet_tie": _(
        "Les deux équipes ont dépassé %(target)s à égalité : une donne de plus les départage."
    ),
    "coinche_sheet_continues": _("La partie se joue en %(target)s points."),
    # --- the end of the game (004 §Fin de partie) ---
    "coinche_end_won": _("L'équipe %(team)s gagne la partie avec %(total)s points."),
    "coinche_end_extra_deal": _(
        "Les deux équipes ont passé le but à égalité (%(total)s) : une donne de plus les départage."
    ),
    "coinche_end_continues": _("Aucune équipe n'a atteint %(target)s points : la partie continue."),
}

#: Why a call is allowed (the ``why`` of a ``call_legal`` reason): the ladder, the standing
#: bid and the seat that made it (``bidder``, named as the table names it).
CALL_ALLOWED = {
    "pass": _("On peut toujours passer."),
    "open": _(
        "Personne n'a encore enchéri : « %(call)s » ouvre les enchères (80 au moins, puis de "
        "palier en palier)."
    ),
    "raise": _(
        "« %(call)s » est plus haut que la dernière enchère, « %(standing)s » (%(bidder)s) : "
        "on peut toujours monter."
    ),
    "coinche": _(
        "« %(standing)s » est l'enchère de l'équipe adverse (%(bidder)s) : vous pouvez la coincher."
    ),
    "surcoinche": _(
        "« %(standing)s » (%(bidder)s), l'enchère de votre équipe, est coinchée : vous pouvez "
        "surcoincher."
    ),
}

#: The sentences that name a seat, as an exercise's table names seats (Nord, Est, Sud, Ouest).
SEATED_MESSAGES = {
    "best_announcement_carre": _(
        "%(seat)s a la meilleure annonce, un carré (%(cards)s, %(value)s points) : l'équipe "
        "%(team)s compte ses annonces, l'autre équipe aucune."
    ),
    "best_announcement_sequence": _(
        "%(seat)s a la meilleure annonce, une suite (%(cards)s, %(value)s points) : l'équipe "
        "%(team)s compte ses annonces, l'autre équipe aucune."
    ),
    "announcement_tie_first_seat": _(
        "Égalité entre les deux équipes : l'annonce faite par %(seat)s l'emporte, car il joue le "
        "premier des deux."
    ),
    "out_of_turn": _(
        "C'est à %(turn)s de parler, pas à %(seat)s : hors de son tour, on ne peut dire que "
        "« coinche » ou « surcoinche »."
    ),
    "coinche_in_turn_only": _(
        "Avec la règle choisie, on ne coinche (ou surcoinche) qu'à son tour, jamais à la "
        "volée : ce n'est pas à %(seat)s de parler."
    ),
    "surcoinche_bidder_only": _(
        "Avec la règle choisie, seul %(bidder)s, dont l'enchère est coinchée, peut surcoincher."
    ),
}

#: How a question opens on the deal's trump: « Atout cœur », « Tout atout », « Sans atout ».
CONTRACT_OPENINGS = {
    "TA": _("Tout atout"),
    "SA": _("Sans atout"),
}
SUIT_OPENING = _("Atout %(suit)s")

#: The quiz's questions (``reference.engine.coinche.situations``); ``contract`` is the
#: opening above.
QUIZ_MESSAGES = {
    "coinche_quiz_hand_announcements": _(
        "%(contract)s. Votre main : %(hand)s. Combien valent vos annonces, belote à part ?"
    ),
    "coinche_quiz_announcements_first": _(
        "%(contract)s. Votre main : %(hand)s. Votre adversaire, qui parle juste après vous, "
        "tient : %(other)s. Combien vos annonces rapportent-elles à votre équipe, belote à part ?"
    ),
    "coinche_quiz_announcements_second": _(
        "%(contract)s. Votre main : %(hand)s. Votre adversaire, qui parle juste avant vous, "
        "tient : %(other)s. Combien vos annonces rapportent-elles à votre équipe, belote à part ?"
    ),
    "coinche_quiz_game_end": _(
        "La partie se joue en %(target)s points. Après cette donne, Nord-Sud totalise %(ns)s "
        "points et Est-Ouest %(ew)s. Qui a gagné la partie ?"
    ),
    "quiz_card_value": _("Combien vaut %(named_card)s quand le contrat est à %(mode)s ?"),
    "quiz_stronger_trump": _("%(contract)s : laquelle de ces deux cartes est la plus forte ?"),
    "quiz_announcement_value": _("Combien rapporte %(name)s ?"),
    "quiz_deck_total": _(
        "À %(mode)s, combien de points compte la donne entière, dix de der compris ?"
    ),
    "quiz_stronger_card": _(
        "%(contract)s. Laquelle de ces deux cartes de %(suit)s est la plus forte ?"
    ),
}

#: The answers of « Qui a gagné la partie ? » (``situations_end.END_OPTIONS``).
END_OPTION_WORDS = {
    "NS": _("Nord-Sud a gagné"),
    "EW": _("Est-Ouest a gagné"),
    "continue": _("Personne encore : la partie continue"),
    "extra_deal": _("Personne encore : une donne de plus départage les équipes"),
}


#: The sentences of a seat's deeds when that seat is the learner's (``GameWords.you_messages``):
#: the verb in the second person.
YOU_MESSAGES = {
    "coinche_announces_tierce": {
        "seat": _("Vous annoncez une tierce : %(cards)s (%(value)s points).")
    },
    "coinche_announces_quarte": {
        "seat": _("Vous annoncez une cinquante : %(cards)s (%(value)s points).")
    },
    "coinche_announces_cent": {"seat": _("Vous annoncez une cent : %(cards)s (%(value)s points).")},
    "coinche_announces_carre": {
        "seat": _("Vous annoncez un carré : %(cards)s (%(value)s points).")
    },
    "coinche_belote_said": {"seat": _("Vous dites « belote » en jouant %(card)s.")},
    "coinche_rebelote_said": {
        "seat": _("Vous dites « rebelote » en jouant %(card)s : 20 points pour votre équipe.")
    },
    "best_announcement_carre": {
        "seat": _(
            "Vous avez la meilleure annonce, un carré (%(cards)s, %(value)s points) : l'équipe "
            "%(team)s compte ses annonces, l'autre équipe aucune."
        )
    },
    "best_announcement_sequence": {
        "seat": _(
            "Vous avez la meilleure annonce, une suite (%(cards)s, %(value)s points) : l'équipe "
            "%(team)s compte ses annonces, l'autre équipe aucune."
        )
    },
    "announcement_tie_first_seat": {
        "seat": _(
            "Égalité entre les deux équipes : votre annonce l'emporte, car vous jouez le premier "
            "des deux."
        )
    },
    "surcoinche_bidder_only": {
        "bidder": _(
            "Avec la règle choisie, vous seul, dont l'enchère est coinchée, pouvez surcoincher."
        )
    },
}
