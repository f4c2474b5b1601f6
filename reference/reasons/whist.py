"""Sentences for the whist engine's reasons (seeds 002 and 003), in French.

Seats are numbered from 0, the dealer's left-hand neighbour; calls are written in the case
notation ("emballage 9 H"). Amounts are signed points.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

MESSAGES = {
    # ----------------------------------------------------------------- trick and play
    "whist_trump_beats_led": _(
        "%(card)s est un atout (%(trump)s) : l'atout bat toute carte de la couleur "
        "demandée (%(led)s)."
    ),
    "whist_discards_never_win": _(
        "Les cartes d'une autre couleur que %(suit)s sans être de l'atout (%(cards)s) ne "
        "peuvent pas gagner le pli."
    ),
    "whist_follow_refused": _(
        "Vous ne pouvez pas jouer %(card)s : vous avez du %(suit)s et devez en fournir."
    ),
    "whist_void_no_duty_to_trump": _(
        "Vous n'avez pas de %(suit)s : vous pouvez couper avec un atout (%(trump)s) ou vous "
        "défausser, rien ne vous oblige à couper ni à surcouper."
    ),
    "whist_dames_must_play_queen": _(
        "Jeu des Dames : vous n'avez pas de %(suit)s, vous devez donc mettre une dame (%(queens)s)."
    ),
    "whist_dames_queen_refused": _(
        "Jeu des Dames : vous ne pouvez pas jouer %(card)s, car sans %(suit)s vous êtes "
        "tenu de mettre une dame."
    ),
    "whist_misere_discard": _(
        "Petite misère : chaque joueur écarte une carte de son choix, face cachée et sans "
        "retour possible ; on joue ensuite 12 plis."
    ),
    "whist_trou_ace_must_fall": _(
        "Premier pli du trou : l'as de l'atout doit tomber. Vous tenez %(ace)s, vous devez "
        "le jouer."
    ),
    "whist_trou_ace_refused": _(
        "Vous ne pouvez pas jouer %(card)s : au premier pli du trou, vous devez jouer "
        "%(ace)s, l'as de l'atout."
    ),
    "whist_trou_boucheur_lead": _(
        "Le boucheur entame et sa carte désigne l'atout. S'il entame à %(suit)s, la couleur "
        "de son as, il doit jouer %(ace)s, car l'as d'atout doit tomber au premier pli."
    ),
    "whist_trou_lead_ace_refused": _(
        "Vous ne pouvez pas entamer %(card)s : entamer dans la couleur de votre as en ferait "
        "l'atout, et c'est alors %(ace)s qui doit tomber au premier pli."
    ),
    "whist_trou_royal_lead_free": _(
        "Trou royal : le boucheur n'a pas d'as et entame la carte de son choix ; sa couleur "
        "devient l'atout et le joueur du trou devra y jouer son as."
    ),
    # ----------------------------------------------------------------- the trou
    "whist_trou_three_aces": _(
        "Le joueur en place %(seat)s tient trois as : il doit annoncer le trou."
    ),
    "whist_trou_boucheur_ace": _(
        "Le joueur en place %(seat)s tient le quatrième as (%(ace)s) : c'est le boucheur, "
        "partenaire forcé du trou."
    ),
    "whist_trou_royal_optional": _(
        "Le joueur en place %(seat)s tient les quatre as (trou royal) : il peut annoncer le "
        "trou, mais n'y est pas obligé."
    ),
    "whist_trou_royal_boucheur": _(
        "Trou royal : le boucheur est le joueur en place %(seat)s, qui tient %(card)s, le "
        "plus haut cœur sous l'as absent de la main du trou."
    ),
    "whist_trou_called": _(
        "Trou annoncé par le joueur en place %(seat)s ; le joueur en place %(boucheur)s, "
        "qui tient le dernier as, bouche le trou."
    ),
    "whist_trou_royal_called": _(
        "Trou royal annoncé par le joueur en place %(seat)s ; le joueur en place "
        "%(boucheur)s bouche le trou."
    ),
    "whist_no_trou": _("Aucun joueur ne tient trois as : il n'y a pas de trou."),
    "whist_no_trou_four_aces_couleur": _(
        "Le joueur en place %(seat)s tient les quatre as : au whist à la couleur il n'y a alors "
        "personne pour boucher, donc pas de trou."
    ),
    "whist_trou_void_not_called": _(
        "La donne est annulée : le joueur en place %(seat)s a trois as et n'a pas annoncé le "
        "trou (ni joué le solo-chlem)."
    ),
    "whist_trou_not_called_couleur": _(
        "Le joueur en place %(seat)s avait trois as sans annoncer le trou ; le whist à la "
        "couleur ne prévoit pas d'annuler la donne."
    ),
    "whist_trou_void_without_aces": _(
        "La donne est annulée : le joueur en place %(seat)s a annoncé le trou avec %(aces)s "
        "as seulement (il en faut trois)."
    ),
    "whist_trou_void_late": _(
        "La donne est annulée : le trou du joueur en place %(seat)s est annoncé après une "
        "autre annonce."
    ),
    # ----------------------------------------------------------------- the auction
    "whist_pass": _("Vous pouvez toujours passer ; un joueur qui a passé ne parle plus."),
    "whist_auction_over": _(
        "Les enchères sont terminées : « %(call)s » n'est plus possible, seul « pass » l'est."
    ),
    "whist_trou_fixes_contract": _(
        "Après un trou, le whist à la couleur ne tient pas d'enchères : « %(call)s » est "
        "impossible, le trou se joue."
    ),
    "whist_premier_means_bid": _(
        "Au whist à la couleur, « premier » signifie seulement que vous parlez maintenant : "
        "faites votre annonce ou passez."
    ),
    "whist_wait_first_only": _(
        "« %(call)s » n'est permis qu'au premier joueur à parler, et seulement comme première "
        "annonce."
    ),
    "whist_wait_legal": _(
        "Le premier à parler peut attendre : ce n'est pas un passe, et il garde le droit "
        "d'emballer une proposition au deuxième tour."
    ),
    "whist_wait_legal_couleur": _(
        "Le premier à parler peut attendre : il parlera après les autres joueurs."
    ),
    "whist_wait_only_join": _(
        "Après avoir attendu, vous ne pouvez au deuxième tour qu'emballer une proposition "
        "d'un autre joueur, ou passer."
    ),
    "whist_wait_expired": _(
        "Le droit donné par « j'attends » ne vaut qu'au deuxième tour : vous ne pouvez plus "
        "que passer."
    ),
    "whist_call_not_in_document": _("« %(call)s » n'existe pas dans les règles choisies."),
    "whist_passed_final": _(
        "Vous avez passé : un passe est définitif, vous ne pouvez plus que passer."
    ),
    "whist_not_higher": _(
        "« %(call)s » ne dépasse pas l'enchère en cours (« %(standing)s ») : chaque annonce "
        "doit être plus forte."
    ),
    "whist_own_bid_standing": _(
        "Votre camp tient déjà l'enchère la plus forte (« %(standing)s ») : on ne surenchérit "
        "pas sur soi-même."
    ),
    "whist_bid_opening": _("« %(call)s » est la première annonce : elle est permise."),
    "whist_bid_over_trou": _(
        "« %(call)s » est un jeu plus fort que le trou : il peut être annoncé par-dessus."
    ),
    "whist_bid_outbids": _("« %(call)s » est plus fort que « %(standing)s » : permis."),
    "whist_tricks_not_allowed": _(
        "« %(call)s » : ce contrat s'annonce pour %(allowed)s plis seulement."
    ),
    "whist_over_trou": _(
        "Après un trou, seuls la grande misère sur trou et les jeux plus forts peuvent être "
        "annoncés : « %(call)s » ne l'est pas."
    ),
    "whist_sur_trou_needs_trou": _(
        "La grande misère sur trou ne s'annonce qu'après l'annonce d'un trou."
    ),
    "whist_round_one_only": _(
        "« %(call)s » : les abondances et les chlems doivent être annoncés au premier tour."
    ),
    "whist_seul_not_round_one": _("Le seul ne peut pas être annoncé au premier tour."),
    "whist_rabrouche_dealer_only": _(
        "Dans une rabrouche, seul le donneur peut annoncer une petite misère."
    ),
    "whist_proposal_round_one": _(
        "Les propositions de couleur se font au premier tour ; ensuite on ne peut que "
        "surenchérir sur un emballage conclu."
    ),
    "whist_proposal_eight": _(
        "« %(call)s » : une couleur se propose pour 8 plis ; seul un emballage à 10 peut "
        "s'annoncer directement, par-dessus une petite misère."
    ),
    "whist_proposal_legal": _(
        "Vous proposez %(suit)s comme atout pour %(tricks)s plis, en espérant un partenaire."
    ),
    "whist_suit_already_proposed": _(
        "Le %(suit)s est déjà proposé : pour jouer cette couleur, emballez-la."
    ),
    "whist_maintain_round_one": _(
        "On ne maintient qu'à partir du deuxième tour, quand sa proposition n'a pas été emballée."
    ),
    "whist_maintain_not_proposer": _(
        "Seul un joueur dont la proposition n'est pas emballée peut la maintenir."
    ),
    "whist_maintain_legal": _(
        "Vous maintenez votre proposition à %(suit)s : désormais vous pourrez seulement être "
        "emballé ou emballer une couleur plus forte."
    ),
    "whist_maintain_or_seul": _(
        "Votre proposition n'est pas emballée : à votre tour, vous devez la maintenir, aller "
        "seul ou passer."
    ),
    "whist_maintained_only_join": _(
        "Vous avez maintenu votre couleur : vous ne pouvez plus qu'emballer une couleur plus "
        "forte, ou passer."
    ),
    "whist_raise_same_suit": _(
        "Un emballage se surenchérit dans sa propre couleur (%(suit)s), en nombre de plis."
    ),
    "whist_raise_more_tricks": _("Une surenchère d'emballage doit viser plus de %(tricks)s plis."),
    "whist_raise_round_two": _("Les surenchères commencent au deuxième tour."),
    "whist_emballeur_raises_first": _(
        "C'est l'emballeur qui doit faire la première surenchère de l'emballage ; ensuite "
        "seulement il peut laisser la décision à l'annonceur."
    ),
    "whist_raise_legal": _("Surenchère permise : « %(call)s » dépasse « %(standing)s »."),
    "whist_join_legal": _("Vous emballez « %(standing)s » : vous jouez avec son annonceur."),
    "whist_join_nothing": _("Il n'y a rien à emballer : aucune annonce en cours ne le permet."),
    "whist_join_own_bid": _("Vous ne pouvez pas emballer votre propre annonce (« %(standing)s »)."),
    "whist_join_not_allowed": _(
        "« %(standing)s » ne peut pas être emballé : seuls la couleur, la petite misère et le "
        "piccolo le peuvent."
    ),
    "whist_join_no_proposal": _("Personne ne propose %(suit)s : il n'y a rien à emballer."),
    "whist_join_already_emballed": _(
        "« %(standing)s » est déjà emballé : un seul partenaire peut s'y joindre."
    ),
    "whist_join_own_emballed": _(
        "Votre proposition est emballée : vous ne pouvez pas emballer une autre couleur."
    ),
    "whist_join_own_proposal": _(
        "%(suit)s est votre propre proposition : vous ne pouvez pas l'emballer."
    ),
    "whist_join_lower_suit": _(
        "Vous ne pouvez pas emballer %(suit)s, plus faible que la couleur que vous avez "
        "proposée (%(own)s)."
    ),
    "whist_a_deux_only": _(
        "« %(standing)s » est déjà emballé : une misère ne se joue qu'à deux au plus."
    ),
    "whist_forced_emballage": _(
        "Deux joueurs ont emballé « %(standing)s » : le quatrième est obligé d'emballer aussi."
    ),
    "whist_partner_no_other_call": _(
        "Vous avez emballé : vous ne pouvez plus faire d'autre annonce."
    ),
    "whist_emballed_proposer_calls": _(
        "Votre proposition est emballée : vous pouvez surenchérir après la première "
        "surenchère de l'emballeur, aller seul s'il abandonne, ou passer."
    ),
    "whist_individual_no_partnership": _(
        "Vous avez annoncé un jeu individuel : vous ne pouvez prendre part ni à un emballage "
        "ni à un seul."
    ),
    "whist_needs_trump": _(
        "Pour aller seul ou emballer, il faut au moins un atout : vous n'avez pas de %(suit)s."
    ),
    "whist_seul_proposer_only": _("Seul un joueur qui a proposé une couleur peut aller seul."),
    "whist_seul_own_suit": _("Le seul se joue dans la couleur que vous avez proposée (%(suit)s)."),
    "whist_seul_partner_still_in": _(
        "Votre emballeur n'a pas abandonné : vous ne pouvez pas encore aller seul."
    ),
    "whist_seul_sur_misere_unemballed": _(
        "Par-dessus une petite misère, on ne va 8 seul que si sa proposition n'a pas été emballée."
    ),
    # ----------------------------------------------------------------- scoring
    "whist_score_made": _(
        "%(contract)s : %(tricks)s plis pour un contrat de %(target)s, le contrat est gagné."
    ),
    "whist_score_failed": _(
        "%(contract)s : %(tricks)s plis pour un contrat de %(target)s, il en manque "
        "%(missing)s, le contrat est perdu."
    ),
    "whist_score_exact_made": _(
        "%(contract)s : exactement %(target)s pli(s) à faire, %(tricks)s fait(s) : gagné."
    ),
    "whist_score_exact_failed": _(
        "%(contract)s : exactement %(target)s pli(s) à faire, %(tricks)s fait(s) : perdu."
    ),
    "whist_score_declarer_made": _(
        "Déclarant %(declarer)s, %(contract)s : %(tricks)s pli(s) pour %(target)s exigé(s) : gagné."
    ),
    "whist_score_declarer_failed": _(
        "Déclarant %(declarer)s, %(contract)s : %(tricks)s pli(s) pour %(target)s exigé(s) : perdu."
    ),
    "whist_score_active_base": _("Chaque joueur actif marque %(amount)s d'après la table."),
    "whist_score_passive_base": _("Chaque joueur passif marque %(amount)s d'après la table."),
    "whist_score_active_extras": _(
        "Levées au-delà de %(start)s : %(extras)s × %(each)s = %(amount)s par joueur actif."
    ),
    "whist_score_passive_extras": _(
        "Levées au-delà de %(start)s : %(extras)s × %(each)s = %(amount)s par joueur passif."
    ),
    "whist_score_active_missing": _(
        "Levées manquantes : %(missing)s × %(each)s = %(amount)s par joueur actif."
    ),
    "whist_score_passive_missing": _(
        "Levées manquantes : %(missing)s × %(each)s = %(amount)s par joueur passif."
    ),
    "whist_score_active_slam": _(
        "Les 13 levées valent %(amount)s par joueur actif, à la place du calcul habituel."
    ),
    "whist_score_passive_slam": _(
        "Les 13 levées valent %(amount)s par joueur passif, à la place du calcul habituel."
    ),
    "whist_score_active_slam_bonus": _("Les 13 levées ajoutent %(amount)s par joueur actif."),
    "whist_score_passive_slam_bonus": _("Les 13 levées ajoutent %(amount)s par joueur passif."),
    "whist_score_active_total": _("Total par joueur actif : %(amount)s."),
    "whist_score_passive_total": _("Total par joueur passif : %(amount)s."),
    "whist_score_passive_as_printed": _(
        "Chaque joueur passif marque %(amount)s, comme la table l'imprime ; la donne ne "
        "s'équilibre alors pas."
    ),
    "whist_score_zero_sum": _("Les quatre scores s'équilibrent : leur somme est nulle."),
    "whist_score_not_zero_sum": _(
        "Les quatre scores ne s'équilibrent pas : leur somme vaut %(total)s."
    ),
    "whist_score_a_deux_both_made": _(
        "À deux, les deux déclarants gagnent : %(active)s chacun, %(passive)s par joueur passif."
    ),
    "whist_score_a_deux_one_made": _(
        "À deux, un seul déclarant gagne : %(winner)s pour lui, %(loser)s pour l'autre, "
        "%(passive)s par joueur passif."
    ),
    "whist_score_a_deux_both_failed": _(
        "À deux, les deux déclarants perdent : %(active)s chacun, %(passive)s par joueur passif."
    ),
    "whist_score_defender_base": _("Valeur du contrat par défenseur : %(amount)s."),
    "whist_score_defender_extras": _(
        "Levées supplémentaires : %(extras)s × %(each)s = %(amount)s de plus par défenseur."
    ),
    "whist_score_defender_missing": _(
        "Levées manquantes après la première : %(missing)s × %(each)s = %(amount)s de plus par "
        "défenseur."
    ),
    "whist_score_defenders_pay": _("Contrat réussi : chaque défenseur perd %(amount)s."),
    "whist_score_defenders_gain": _("Contrat chuté : chaque défenseur gagne %(amount)s."),
    "whist_score_takers_share": _(
        "Les %(takers)s preneurs se partagent ce que paient ou reçoivent les %(defenders)s "
        "défenseurs (%(value)s chacun) : %(amount)s par preneur."
    ),
    "whist_score_taker_alone": _(
        "Le preneur seul reçoit ou paie ce que paient ou reçoivent les %(defenders)s défenseurs "
        "(%(value)s chacun) : %(amount)s."
    ),
    "whist_score_trou_as_couleur": _(
        "Le trou se compte comme une couleur : levées supplémentaires au-delà de %(start)s."
    ),
    "whist_score_dames_queens": _(
        "Jeu des Dames, place %(seat)s : %(queens)s dame(s) × %(each)s = %(amount)s."
    ),
    "whist_score_dames_all_four": _(
        "Jeu des Dames, place %(seat)s : les quatre dames prises valent %(amount)s."
    ),
}
