"""Sentences of the whist engine's reasons (seeds 002 and 003) and the quiz's questions, in
French (English in the catalogue).

The engine numbers seats from 0, the dealer's left-hand neighbour; ``WhistWords`` writes them
1-based ("joueur 1" is the dealer's left), calls and contracts in words ("emballage 9 plis à
cœur"). The declarers are called "preneurs" and the other players "défenseurs" in both
documents (the Règlement's "actifs" and "passifs"). Amounts are signed points.
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
        "Personne n'a coupé : une carte qui n'est pas du %(suit)s demandé ne peut pas gagner "
        "le pli (%(cards)s)."
    ),
    "whist_follow_refused": _(
        "Vous ne pouvez pas jouer %(card)s : vous avez du %(suit)s et devez en fournir."
    ),
    "whist_void_no_duty_to_trump": _(
        "Vous n'avez pas de %(suit)s : vous jouez la carte de votre choix, car au whist rien "
        "n'oblige à couper (atout : %(trump)s) ni à surcouper."
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
        "Premier pli du trou : l'as d'atout doit tomber. Vous tenez %(ace)s, vous devez le jouer."
    ),
    "whist_trou_ace_refused": _(
        "Vous ne pouvez pas jouer %(card)s : au premier pli du trou, vous devez jouer "
        "%(ace)s, l'as d'atout."
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
    "whist_trou_three_aces": _("Le joueur %(seat)s tient trois as : il doit annoncer le trou."),
    "whist_table_no_third_join": _(
        "« %(call)s » refusé : deux joueurs jouent déjà ce jeu chacun pour soi, et cette table "
        "ne le joue pas à plus de deux (le quatrième devrait alors emballer aussi)."
    ),
    "whist_table_trou_required": _(
        "Avec trois as, vous devez annoncer le trou : le jeu ne peut pas continuer sans."
    ),
    "whist_table_trou_show": _(
        "Le partenaire du trou montre une de ses cartes : sa couleur sera l'atout."
    ),
    "whist_table_trou_shown": _(
        "Le joueur %(seat)s, partenaire du trou, montre %(card)s : sa couleur est l'atout."
    ),
    "whist_trou_boucheur_ace": _(
        "Le joueur %(seat)s tient le quatrième as (%(ace)s) : c'est le boucheur, partenaire "
        "forcé du joueur du trou."
    ),
    "whist_trou_royal_optional": _(
        "Le joueur %(seat)s tient les quatre as (trou royal) : il peut annoncer le trou, mais "
        "n'y est pas obligé."
    ),
    "whist_trou_royal_boucheur": _(
        "Trou royal : le boucheur est le joueur %(seat)s, qui tient %(card)s. Le boucheur "
        "d'un trou royal est celui qui a le roi de cœur ou, si le joueur du trou l'a, le plus "
        "haut cœur qui lui manque."
    ),
    "whist_trou_called": _(
        "Trou annoncé par le joueur %(seat)s ; le joueur %(boucheur)s, qui tient le dernier "
        "as, bouche le trou."
    ),
    "whist_trou_royal_called": _(
        "Trou royal annoncé par le joueur %(seat)s ; le joueur %(boucheur)s bouche le trou."
    ),
    "whist_no_trou": _(
        "Personne n'annonce le trou, et personne n'était tenu de le faire : la donne se joue "
        "sans trou."
    ),
    "whist_no_trou_four_aces_couleur": _(
        "Le joueur %(seat)s tient les quatre as : au whist à la couleur il n'y a alors "
        "personne pour boucher, donc pas de trou."
    ),
    "whist_trou_void_not_called": _(
        "La donne est annulée : le joueur %(seat)s a trois as et n'a pas annoncé le trou (ni "
        "annoncé de solo-chlem)."
    ),
    "whist_trou_not_called_couleur": _(
        "Le joueur %(seat)s avait trois as sans annoncer le trou ; le whist à la couleur ne "
        "prévoit pas d'annuler la donne."
    ),
    "whist_trou_call_void_couleur": _(
        "Le joueur %(seat)s a annoncé le trou avec %(aces)s as : sans trois as il n'y a pas de "
        "trou, son annonce est nulle et la donne se joue sans trou (le whist à la couleur ne "
        "prévoit pas de l'annuler)."
    ),
    "whist_trou_void_without_aces": _(
        "La donne est annulée : le joueur %(seat)s a annoncé le trou sans tenir trois as (il "
        "en a %(aces)s)."
    ),
    "whist_trou_void_late": _(
        "La donne est annulée : le joueur %(seat)s a annoncé le trou après une autre annonce."
    ),
    "whist_trou_rabrouche_dealer_only": _(
        "Dans une rabrouche, seul le donneur peut annoncer le trou : l'annonce du joueur "
        "%(seat)s ne compte pas."
    ),
    "whist_trou_rabrouche_not_dealer": _(
        "Le joueur %(seat)s a trois As, mais dans une rabrouche seul le donneur annonce le "
        "trou : il n'y a pas de trou et la donne se joue."
    ),
    # ----------------------------------------------------------------- the auction
    "whist_pass": _("Vous pouvez toujours passer."),
    "whist_auction_over": _(
        "Les enchères sont terminées : « %(call)s » n'est plus possible, seul « passe » l'est."
    ),
    "whist_trou_fixes_contract": _(
        "Après un trou, le whist à la couleur n'a pas d'enchères : « %(call)s » est "
        "impossible, le trou se joue."
    ),
    "whist_premier_legal_couleur": _(
        "Le premier à parler peut dire « premier » : il n'annonce rien encore, ne passe pas, "
        "et reparlera à son tour."
    ),
    "whist_couleur_over_trou": _(
        "Le trou tient comme une couleur : « %(call)s » n'est pas plus haut ; il faut au moins "
        "un solo de 6 plis."
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
        "Après avoir attendu, vous ne pouvez au deuxième tour qu'emballer la proposition "
        "d'un autre joueur, ou passer."
    ),
    "whist_wait_expired": _(
        "Le droit donné par « j'attends » ne vaut qu'au deuxième tour : vous ne pouvez plus "
        "que passer."
    ),
    "whist_call_not_in_document": _("L'annonce « %(call)s » n'existe pas dans ces règles."),
    "whist_passed_final": _(
        "Vous avez passé : un passe est définitif, vous ne pouvez plus que passer."
    ),
    "whist_not_higher": _(
        "« %(call)s » ne dépasse pas l'annonce en cours, « %(standing)s » : chaque annonce "
        "doit être plus forte que la précédente."
    ),
    "whist_own_bid_standing": _(
        "Votre camp tient déjà l'annonce la plus forte, « %(standing)s » : on ne surenchérit "
        "pas sur soi-même."
    ),
    "whist_bid_opening": _("L'annonce « %(call)s » est la première : elle est permise."),
    "whist_bid_over_trou": _(
        "« %(call)s » est un jeu plus fort que le trou : il peut être annoncé par-dessus."
    ),
    "whist_bid_outbids": _(
        "L'annonce « %(call)s » dépasse celle en cours, « %(standing)s » : elle est permise."
    ),
    "whist_tricks_not_allowed": _(
        "« %(call)s » : ce nombre de plis n'est pas prévu pour ce contrat (nombres de plis "
        "possibles : %(allowed)s)."
    ),
    "whist_over_trou": _(
        "Après un trou, seuls la grande misère sur trou et les jeux plus forts peuvent être "
        "annoncés : « %(call)s » ne le peut pas."
    ),
    "whist_sur_trou_needs_trou": _(
        "La grande misère sur trou ne s'annonce qu'après l'annonce d'un trou."
    ),
    "whist_round_one_only": _(
        "« %(call)s » : les abondances et les solo-chlems ne s'annoncent qu'au premier tour."
    ),
    "whist_seul_not_round_one": _("Le seul ne peut pas être annoncé au premier tour."),
    "whist_rabrouche_dealer_only": _(
        "Dans une rabrouche, seul le donneur peut annoncer une petite misère."
    ),
    "whist_proposal_round_one": _(
        "Les propositions de couleur se font au premier tour ; ensuite, on ne peut plus que "
        "surenchérir sur un emballage conclu."
    ),
    "whist_proposal_eight": _(
        "« %(call)s » : une couleur se propose pour 8 plis ; seul l'emballage à 10 s'annonce "
        "d'emblée, et seulement par-dessus une petite misère."
    ),
    "whist_proposal_legal": _(
        "Vous proposez le %(suit)s comme atout pour %(tricks)s plis, en attendant qu'un "
        "partenaire vous emballe."
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
    "whist_join_legal": _(
        "Vous pouvez emballer l'annonce « %(standing)s » : vous jouerez avec son annonceur."
    ),
    "whist_join_nothing": _("Il n'y a rien à emballer : aucune annonce en cours ne le permet."),
    "whist_join_own_bid": _("Vous ne pouvez pas emballer votre propre annonce, « %(standing)s »."),
    "whist_join_not_allowed": _(
        "L'annonce « %(standing)s » ne peut pas être emballée : seules la couleur, la petite "
        "misère et le piccolo peuvent l'être."
    ),
    "whist_join_no_proposal": _("Personne ne propose le %(suit)s : il n'y a rien à emballer."),
    "whist_join_already_emballed": _(
        "L'annonce « %(standing)s » est déjà emballée : un seul partenaire peut s'y joindre."
    ),
    "whist_join_own_emballed": _(
        "Votre proposition est emballée : vous ne pouvez pas emballer une autre couleur."
    ),
    "whist_join_own_proposal": _(
        "Le %(suit)s est votre propre proposition : vous ne pouvez pas l'emballer."
    ),
    "whist_join_lower_suit": _(
        "Vous ne pouvez pas emballer le %(suit)s, couleur plus faible que celle que vous avez "
        "proposée (%(own)s)."
    ),
    "whist_a_deux_only": _(
        "L'annonce « %(standing)s » est déjà emballée : une misère se joue à deux au plus."
    ),
    "whist_forced_emballage": _(
        "Deux joueurs ont déjà emballé « %(standing)s » : le quatrième est obligé d'emballer "
        "lui aussi."
    ),
    "whist_partner_no_other_call": _(
        "Vous jouez déjà à deux (vous avez emballé une annonce, ou la vôtre a été emballée) : "
        "vous ne pouvez plus faire d'autre annonce, hormis la surenchère d'un emballage."
    ),
    "whist_emballed_proposer_calls": _(
        "Votre proposition est emballée : vous pouvez surenchérir après la première "
        "surenchère de l'emballeur, aller seul s'il abandonne, ou passer."
    ),
    "whist_individual_no_partnership": _(
        "Vous avez déjà annoncé votre propre jeu (un jeu individuel ou un seul) : vous ne "
        "pouvez plus proposer ni emballer une couleur, ni aller seul."
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
        "Contrat : %(contract)s, gagné (plis demandés : %(target)s ; plis faits : %(tricks)s)."
    ),
    "whist_score_failed": _(
        "Contrat : %(contract)s, perdu (plis demandés : %(target)s ; plis faits : %(tricks)s ; "
        "il en manque %(missing)s)."
    ),
    "whist_score_exact_made": _(
        "Contrat : %(contract)s, gagné (plis demandés : exactement %(target)s ; plis faits : "
        "%(tricks)s)."
    ),
    "whist_score_exact_failed": _(
        "Contrat : %(contract)s, perdu (plis demandés : exactement %(target)s ; plis faits : "
        "%(tricks)s)."
    ),
    "whist_score_declarer_made": _(
        "Le %(declarer)s preneur (%(contract)s) gagne : plis demandés, exactement "
        "%(target)s ; plis faits, %(tricks)s."
    ),
    "whist_score_declarer_failed": _(
        "Le %(declarer)s preneur (%(contract)s) perd : plis demandés, exactement "
        "%(target)s ; plis faits, %(tricks)s."
    ),
    "whist_score_active_base": _(
        "Chaque preneur (joueur « actif » de la table) marque %(amount)s d'après la table."
    ),
    "whist_score_passive_base": _(
        "Chaque défenseur (joueur « passif » de la table) marque %(amount)s d'après la table."
    ),
    "whist_score_active_extras": _(
        "Levées au-delà de %(start)s : %(extras)s × %(each)s = %(amount)s par preneur."
    ),
    "whist_score_passive_extras": _(
        "Levées au-delà de %(start)s : %(extras)s × %(each)s = %(amount)s par défenseur."
    ),
    "whist_score_active_missing": _(
        "Levées manquantes : %(missing)s × %(each)s = %(amount)s par preneur."
    ),
    "whist_score_passive_missing": _(
        "Levées manquantes : %(missing)s × %(each)s = %(amount)s par défenseur."
    ),
    "whist_score_active_slam": _(
        "Les 13 levées valent %(amount)s par preneur, à la place du calcul habituel."
    ),
    "whist_score_passive_slam": _(
        "Les 13 levées valent %(amount)s par défenseur, à la place du calcul habituel."
    ),
    "whist_score_active_slam_bonus": _("Les 13 levées ajoutent %(amount)s par preneur."),
    "whist_score_passive_slam_bonus": _("Les 13 levées ajoutent %(amount)s par défenseur."),
    "whist_score_active_total": _("Total par preneur : %(amount)s."),
    "whist_score_passive_total": _("Total par défenseur : %(amount)s."),
    "whist_score_passive_as_printed": _(
        "Chaque défenseur marque %(amount)s, comme la table l'imprime ; la donne ne "
        "s'équilibre alors pas."
    ),
    "whist_score_zero_sum": _("Les quatre scores s'équilibrent : leur somme est nulle."),
    "whist_score_not_zero_sum": _(
        "Les quatre scores ne s'équilibrent pas : leur somme vaut %(total)s."
    ),
    "whist_score_a_deux_both_made": _(
        "À deux, les deux preneurs gagnent : %(active)s chacun, %(passive)s par défenseur."
    ),
    "whist_score_a_deux_one_made": _(
        "À deux, un seul preneur gagne : %(winner)s pour lui, %(loser)s pour l'autre, "
        "%(passive)s par défenseur."
    ),
    "whist_score_a_deux_both_failed": _(
        "À deux, les deux preneurs perdent : %(active)s chacun, %(passive)s par défenseur."
    ),
    "whist_score_crowded_settled": _(
        "Les %(declarers)s preneurs jouent chacun pour soi, sans ligne dans la table : chacun "
        "règle avec chaque autre joueur comme un preneur seul avec un défenseur, %(gain)s s'il "
        "réussit, %(loss)s s'il chute, et les règlements s'additionnent."
    ),
    "whist_score_crowded_void": _(
        "Les %(declarers)s preneurs jouaient chacun pour soi, ce que la table ne marque pas : "
        "la donne est annulée et personne ne marque."
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
        "Jeu des Dames : le joueur %(seat)s marque %(amount)s (dames prises : %(queens)s, à "
        "%(each)s chacune)."
    ),
    "whist_score_dames_all_four": _(
        "Jeu des Dames : le joueur %(seat)s a pris les quatre dames, ce qui lui vaut %(amount)s."
    ),
    # ----------------------------------------------------------------- the score sheet
    "whist_sheet_double_set": _("Variante choisie : la prochaine donne jouée compte double."),
    "whist_sheet_doubled": _(
        "Cette donne compte double, comme convenu après la donne sans contrat."
    ),
    "whist_sheet_no_contract_double": _(
        "Pas de contrat : on ne joue pas les Dames, le joueur %(seat)s donne et cette donne "
        "comptera double."
    ),
    "whist_sheet_all_pass": _("Les quatre joueurs passent : le joueur %(seat)s donne à nouveau."),
    "whist_sheet_stopped_void": _(
        "La faute vient d'un preneur : la donne est nulle, seule la pénalité compte."
    ),
    "whist_sheet_stopped_du_juste": _(
        "La faute vient d'un défenseur : les preneurs gagnent « du juste » ; levées comptées : "
        "%(tricks)s."
    ),
    "whist_sheet_rabrouche": _("Après un trou, le joueur %(seat)s peut donner une rabrouche."),
    # ----------------------------------------------------------------- penalties (002 §1, §5)
    "whist_fault_false_announcement": _("Faute du joueur %(seat)s : une fausse annonce."),
    "whist_fault_trou_not_announced": _(
        "Faute du joueur %(seat)s : trois as en main, et le trou n'est pas annoncé."
    ),
    "whist_fault_trou_without_three_aces": _(
        "Faute du joueur %(seat)s : le trou annoncé sans trois as."
    ),
    "whist_fault_trou_after_announcement": _(
        "Faute du joueur %(seat)s : le trou annoncé après une autre annonce."
    ),
    "whist_fault_inappropriate_announcement": _("Faute du joueur %(seat)s : une annonce déplacée."),
    "whist_fault_played_out_of_turn": _("Faute du joueur %(seat)s : jouer avant son tour."),
    "whist_fault_announced_out_of_turn": _("Faute du joueur %(seat)s : annoncer avant son tour."),
    "whist_fault_revoke": _("Faute grave du joueur %(seat)s : une renonce."),
    "whist_fault_trumped_able_to_follow": _(
        "Faute grave du joueur %(seat)s : couper alors qu'il pouvait fournir."
    ),
    "whist_fault_showed_last_cards": _(
        "Faute grave du joueur %(seat)s : abattre ses dernières cartes alors que la fin "
        "pouvait changer."
    ),
    "whist_fault_misere_card_shown": _(
        "Faute grave du joueur %(seat)s : laisser voir à un partenaire la carte écartée pour "
        "la misère."
    ),
    "whist_penalty_offender": _("Pénalité : le joueur %(seat)s marque %(amount)s."),
    "whist_penalty_shared": _(
        "Les %(amount)s points vont aux trois autres joueurs : %(each)s chacun."
    ),
    "whist_penalty_not_shared": _("Les %(amount)s points ne vont à personne."),
    "whist_penalty_misere_card": _(
        "Le joueur %(seat)s paie %(to_misere)s au joueur %(misere)s, qui a annoncé la misère, "
        "et %(to_others)s à chacun des deux autres : %(amount)s en tout."
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
        "Maldonne vue avant la première levée : le joueur %(seat)s redonne, sans pénalité."
    ),
    "whist_misdeal_late": _(
        "Maldonne vue après la première levée : le joueur %(seat)s redonne et est pénalisé de "
        "%(amount)s points."
    ),
    # ----------------------------------------------------------------- Ad Fundum (002 §6)
    "whist_tally_ace_2_3_4": _(
        "Compte : as, 2, 3 et 4 dans un pli, %(amount)s pour le joueur %(seat)s."
    ),
    "whist_tally_card_taken_back": _("Compte : carte reprise, %(amount)s pour le joueur %(seat)s."),
    "whist_tally_misdeal_before_first_trick": _(
        "Compte : maldonne avant la première levée, %(amount)s pour le joueur %(seat)s."
    ),
    "whist_tally_penalty": _(
        "Compte : une faute du chapitre des pénalités, %(amount)s pour le joueur %(seat)s."
    ),
    "whist_quarter_counted": _(
        "Comptent pour le quarter ceux qui ont joué au moins le tiers de %(most)s soirées."
    ),
    "whist_quarter_drink": _(
        "Fin de quarter à %(total)s pour %(name)s : bouteilles à apporter au drink, %(bottles)s."
    ),
    "whist_quarter_brings": _(
        "Parmi les trois plus gros comptes, %(name)s apporte une bouteille ou des biscuits."
    ),
    # ----------------------------------------------------------------- quiz explanations
    "whist_quiz_suit_order": _(
        "Les couleurs, de la plus faible à la plus forte : %(first_suit)s < %(second_suit)s < "
        "%(third_suit)s < %(fourth_suit)s."
    ),
    "whist_quiz_bid_levels": _("%(a_game)s s'annonce pour %(levels)s plis."),
    "whist_quiz_contract_target": _("%(game)s : %(target)s à faire, %(trump_kind)s."),
    "whist_quiz_contract_target_played": _(
        "%(game)s : %(target)s à faire sur les %(played)s plis joués, %(trump_kind)s."
    ),
    "whist_quiz_trou_target": _(
        "%(own)s plis si l'atout est la couleur de l'as du boucheur (il « bouche dans le "
        "trou »), %(other)s sinon : ici %(tricks)s plis."
    ),
    "whist_quiz_ladder_order": _(
        "De la plus faible à la plus forte : %(first)s < %(second)s < %(third)s."
    ),
    "whist_quiz_leader": _("%(game)s : %(leader)s entame."),
    "whist_quiz_emballable": _("Peuvent être emballés : %(contracts)s."),
    "whist_quiz_round_one": _("S'annoncent au premier tour seulement : %(contracts)s."),
}


#: The quiz's questions, by wording code (``QuizFact.code``).
QUIZ_MESSAGES = {
    "whist_quiz_boucheur": _(
        "%(seat)s annonce le trou. Où sont les cartes qui comptent : %(holding)s. Qui bouche le "
        "trou ?"
    ),
    "whist_quiz_stronger_card": _(
        "Dans une même couleur, laquelle de ces deux cartes est la plus forte ?"
    ),
    "whist_quiz_strongest_suit": _(
        "Aux enchères, à nombre de plis égal, quelle couleur est la plus forte ?"
    ),
    "whist_quiz_lowest_bid": _("Pour combien de plis, au plus bas, annonce-t-on %(contract)s ?"),
    "whist_quiz_target": _("Combien de plis faut-il faire pour réussir %(contract)s ?"),
    "whist_quiz_trou_lead": _(
        "Trou : le boucheur tient l'as de %(ace)s et entame une carte de %(trump)s, qui "
        "devient l'atout. Combien de plis les deux partenaires doivent-ils faire ?"
    ),
    "whist_quiz_trou_shown": _(
        "Trou : le boucheur tient l'as de %(ace)s et montre une carte de %(trump)s, qui "
        "devient l'atout. Combien de plis les deux partenaires doivent-ils faire ?"
    ),
    "whist_quiz_strongest_bid": _(
        "À la même couleur d'atout, laquelle de ces annonces est la plus forte ?"
    ),
    "whist_quiz_strongest_bid_couleur": _("Laquelle de ces annonces est la plus forte ?"),
    "whist_quiz_leader": _("Qui entame le premier pli %(contract)s ?"),
    "whist_quiz_score": _("Contrat : %(contract)s. %(made)s Combien marque %(who)s ?"),
    "whist_quiz_emballable": _(
        "Lequel de ces contrats un autre joueur peut-il emballer (s'y joindre) ?"
    ),
    "whist_quiz_round_one": _(
        "Laquelle de ces annonces doit obligatoirement être faite au premier tour ?"
    ),
    "whist_quiz_beats": _(
        "Atout %(trump)s. Dans un pli, laquelle de ces deux cartes bat l'autre ?"
    ),
}
