"""Sentences for Le Voisin's reasons (``reference.engine.voisin``) and its quiz, in French.

Codes are prefixed ``voisin_``; the shared ones (``lead_free``, ``must_follow``,
``highest_of_led_suit``, ``highest_trump``) come from ``reference/games/sentences.py``. The
placeholders are written by ``VoisinWords``: ``player`` and ``by_player`` are player numbers
(from 1); ``side`` names who scores (a player, a team in 2×2), ``the_side`` names it in the
middle of a sentence (with its article) and ``sides`` names several;
``contract`` and ``standing`` are contracts, ``call`` a call, ``mode`` a trump mode, ``name``
and ``by`` announcements. A sentence starting with a placeholder gets its capital letter there.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

MESSAGES = {
    # --- trick winner (000 §PLIS) ---
    "voisin_trump_cut": _(
        "%(card)s l'emporte : c'est un atout, et un atout bat toute carte d'une autre "
        "couleur, quelle que soit sa valeur."
    ),
    "voisin_trump_overcut": _(
        "%(card)s l'emporte : c'est le plus fort des atouts qui coupent ce pli de %(suit)s."
    ),
    "voisin_cut": _(
        "%(card)s l'emporte : le %(cut_suit)s coupe le %(suit)s, car cette carte est "
        "strictement supérieure à %(beaten)s, la meilleure carte de la couleur demandée."
    ),
    "voisin_cut_first_card": _(
        "%(card)s l'emporte : le %(cut_suit)s coupe le %(suit)s, car cette carte est "
        "strictement supérieure à %(beaten)s, la carte d'entame."
    ),
    "voisin_cut_too_low": _(
        "%(card)s ne coupe pas : pour couper avec une autre couleur que l'atout, il faut une "
        "carte strictement plus forte que %(winning)s dans l'ordre As, 10, 9, 8, 7, Valet, "
        "Roi et Dame ; à force égale (le Roi et la Dame se valent) ou inférieure, la coupe "
        "échoue."
    ),
    "voisin_cut_too_low_points": _(
        "%(card)s ne coupe pas : on compare ici la valeur en points, et cette carte ne vaut pas "
        "strictement plus que %(winning)s."
    ),
    "voisin_equal_first_stays": _(
        "%(equal)s a la même force que %(card)s : à force égale, la carte jouée la "
        "première reste maîtresse (le Roi et la Dame se valent ; seule une coupe à l'atout "
        "détrône)."
    ),
    "voisin_no_cut_in_mode": _(
        "On ne coupe ni en tout atout ni en sans atout : une carte d'une autre couleur que le "
        "%(suit)s demandé ne peut pas gagner le pli (%(cards)s)."
    ),
    "voisin_cannot_cut": _(
        "Sans effet sur le pli : %(cards)s (ni de la couleur demandée, ni de l'atout, ni d'une "
        "couleur qui peut couper le %(suit)s)."
    ),
    # --- legal plays (000 §PLIS, §VARIANTES) ---
    "voisin_must_climb": _(
        "Vous devez fournir à la couleur demandée (%(suit)s) et monter : vous avez une carte "
        "plus forte que %(winning)s."
    ),
    "voisin_follow_cannot_climb": _(
        "Vous devez fournir à la couleur demandée (%(suit)s) ; aucune de vos cartes ne bat "
        "%(winning)s, vous n'êtes donc pas tenu de monter."
    ),
    "voisin_void_free_choice": _(
        "Vous n'avez pas de %(suit)s : vous jouez au choix un atout, un voisin ou une couleur "
        "opposée ; rien ne vous oblige à couper."
    ),
    "voisin_void_cannot_overtrump": _(
        "Vous n'avez pas de %(suit)s et aucun atout supérieur à %(winning)s : toutes vos "
        "cartes sont jouables."
    ),
    "voisin_partner_trump_free": _(
        "Vous n'avez pas de %(suit)s et votre partenaire est maître avec %(winning)s : "
        "toutes vos cartes sont jouables."
    ),
    "voisin_overtrump_if_trumping": _(
        "Vous n'avez pas de %(suit)s : vous pouvez défausser ou couper, mais si vous coupez, "
        "vous devez surcouper %(winning)s (notre lecture du document, coupé à cet endroit)."
    ),
    "voisin_must_play_neighbour": _(
        "Vous n'avez pas de %(suit)s : en tout atout comme en sans atout, vous devez fournir sa "
        "couleur voisine (%(neighbour)s)."
    ),
    "voisin_void_led_and_neighbour": _(
        "Vous n'avez ni %(suit)s ni %(neighbour)s, sa couleur voisine : toutes vos cartes sont "
        "jouables."
    ),
    "voisin_refuse_not_climbing": _("%(card)s ne bat pas %(winning)s : vous devez monter."),
    "voisin_refuse_undertrump": _(
        "%(card)s ne bat pas %(winning)s : si vous coupez, vous devez surcouper."
    ),
    "voisin_refuse_not_neighbour": _(
        "%(card)s n'est ni du %(suit)s ni du %(neighbour)s : vous devez fournir la couleur "
        "voisine de la couleur demandée."
    ),
    "voisin_refuse_not_following": _(
        "%(card)s n'est pas du %(suit)s : vous devez fournir à la couleur demandée."
    ),
    # --- announcements (000 §ANNONCES) ---
    "voisin_announcement_not_in_mode": _(
        "Joueur %(player)s : l'annonce « %(name)s » n'existe ni en tout atout ni en sans atout."
    ),
    "voisin_couple_never_cancelled": _(
        "Joueur %(player)s : le %(name)s vaut %(points)s ; un couple ne s'annule ni ne se cède."
    ),
    "voisin_carre_dames_from_talon": _(
        "Joueur %(player)s : ce carré de Dames est complété par la carte retournée ; il "
        "n'annule pas le contrat et ne compte rien."
    ),
    "voisin_table_carre_de_dames": _(
        "Un carré de Dames a été annoncé au premier pli : personne ne marque, on redistribue."
    ),
    "voisin_carre_dames_voids_deal": _(
        "Joueur %(player)s : le carré de Dames annule le contrat ; la donne est à refaire."
    ),
    "voisin_couleur_opposee_declared": _(
        "Joueur %(player)s : la couleur opposée ne rapporte rien, mais elle annule la couleur "
        "d'un adversaire."
    ),
    "voisin_couleur_cancelled_by_opposee": _(
        "Joueur %(player)s : la couleur est annulée par la couleur opposée du joueur %(by_player)s."
    ),
    "voisin_announcement_counted": _(
        "Joueur %(player)s : l'annonce « %(name)s » vaut %(points)s ; aucune annonce "
        "adverse plus forte ne l'annule."
    ),
    "voisin_announcement_cancelled": _(
        "Joueur %(player)s : l'annonce « %(name)s » est annulée par l'annonce plus forte "
        "« %(by)s » du joueur %(by_player)s."
    ),
    "voisin_couleur_not_cumulable": _(
        "Joueur %(player)s : l'annonce « %(name)s » ne compte pas, car la couleur ne se cumule "
        "qu'avec les couples."
    ),
    # --- auction (000 §CONTRAT, §CHARGE ET SURCHARGE, §VARIANTES) ---
    "voisin_bid_pass": _("On peut toujours passer."),
    "voisin_bid_prise": _(
        "Vous pouvez prendre : aucun contrat n'est encore engagé ; l'atout sera la couleur de "
        "la carte retournée et il vous faudra 36 points."
    ),
    "voisin_bid_contract": _(
        "Vous pouvez engager une %(contract)s : aucun contrat n'est encore engagé."
    ),
    "voisin_bid_overcall": _(
        "La %(contract)s est plus forte que la %(standing)s engagée : vous pouvez l'annoncer."
    ),
    "voisin_bid_not_higher": _(
        "Une %(contract)s n'est pas plus forte que la %(standing)s déjà engagée : il faut "
        "annoncer plus haut (prise, puis charge, puis surcharge)."
    ),
    "voisin_bid_round_one_prise_turned": _(
        "Au premier tour, la prise se joue à la couleur de la carte retournée : pour choisir un "
        "autre atout, il faut engager une charge."
    ),
    "voisin_bid_round_one_other_suit": _(
        "Au premier tour, la prise se joue à la couleur de la carte retournée (%(card)s) : pour "
        "jouer à %(mode)s, il faut engager une charge."
    ),
    "voisin_bid_round_two_prise_only": _(
        "Au second tour, seule la prise est possible, sans surenchère."
    ),
    "voisin_bid_round_two_name_trump": _(
        "Au second tour, le preneur choisit l'atout : nommez la couleur de votre prise."
    ),
    "voisin_bid_round_two_no_tout_atout": _(
        "Au second tour, le sans atout peut servir de prise, mais pas le tout atout."
    ),
    "voisin_bid_round_two_prise": _(
        "Prise de second tour : personne n'a pris au premier, vous choisissez l'atout et il "
        "vous faudra 36 points."
    ),
    "voisin_bid_needs_variante_ii": _(
        "Le tout atout et le sans atout ne se jouent qu'avec la Variante II."
    ),
    "voisin_bid_variante_i_charge": _(
        "En Variante I, le premier joueur choisit l'atout et joue la charge, le seul contrat."
    ),
    "voisin_bid_variante_i_only_charge": _(
        "En Variante I, le premier joueur doit choisir l'atout : le seul contrat est la charge."
    ),
    "voisin_bid_auction_over_contract": _(
        "Les enchères sont closes (contrat : %(contract)s) : plus aucune annonce n'est possible."
    ),
    "voisin_bid_auction_over_redeal": _(
        "Personne n'a pris aux deux tours : on redistribue, plus aucune annonce n'est possible."
    ),
    # --- the exchange of the turned card (000 §CONTRAT) ---
    "voisin_exchange_never_ta_sa": _(
        "En tout atout et en sans atout, la carte retournée n'est jamais échangée."
    ),
    "voisin_exchange_other_suit": _(
        "Le contrat ne se joue pas dans la couleur de la carte retournée (%(card)s) : "
        "elle n'est pas échangée."
    ),
    "voisin_exchange_only_trumps": _(
        "Vous n'avez que des atouts : vous ne pouvez rien remettre à la place de la carte "
        "retournée (%(card)s), qui reste au talon."
    ),
    "voisin_exchange_no_trump_back": _(
        "Vous prenez la carte retournée (%(card)s) et remettez à sa place une carte de votre "
        "jeu, qui ne doit pas être un atout."
    ),
    "voisin_exchange_refuse_trump": _(
        "%(card)s est un atout : on ne remet jamais un atout à la place de la carte retournée."
    ),
    "voisin_exchange_no_talon": _(
        "Variante I : toutes les cartes sont distribuées, il n'y a ni talon ni carte retournée "
        "à échanger."
    ),
    # --- scoring (000 §CONTRAT to §DÉCOMPTE DES POINTS) ---
    "voisin_score_side_total": _(
        "%(side)s : plis %(cards)s + annonces %(announcements)s + couples %(couples)s = %(amount)s."
    ),
    "voisin_score_made": _(
        "Le preneur (%(side)s) totalise %(total)s points, au moins %(target)s : la "
        "%(contract)s est réussie."
    ),
    "voisin_score_failed": _(
        "Le preneur (%(side)s) ne totalise que %(total)s points, moins de %(target)s : la "
        "%(contract)s chute."
    ),
    "voisin_score_prime": _(
        "La %(contract)s est réussie : le preneur ajoute sa prime à son total, + %(amount)s."
    ),
    "voisin_score_non_pli": _(
        "Prime de non-pli : 5 points par adversaire resté sans pli (adversaires sans pli : "
        "%(count)s), soit + %(amount)s."
    ),
    "voisin_score_non_pli_announcements": _(
        "%(side)s n'a fait aucun pli : ses annonces (%(amount)s, couples à part) passent au "
        "preneur."
    ),
    "voisin_score_prise_lourde": _(
        "Prise lourde : %(before)s dépasse 64 ; le total est ramené à %(amount)s avant l'arrondi."
    ),
    "voisin_score_trait_prise_lourde": _(
        "Un trait pour %(the_side)s : prise réussie avec %(total)s points, prime comprise, "
        "plus de 64."
    ),
    "voisin_score_own": _("%(the_side)s marque ses propres points : %(amount)s."),
    "voisin_score_chute_tie_split": _(
        "%(sides)s sont à égalité pour le meilleur total : le transfert est partagé à parts égales."
    ),
    "voisin_score_chute_tie_each": _(
        "%(sides)s sont à égalité pour le meilleur total : chacun reçoit le transfert entier."
    ),
    "voisin_score_chute_tie_first_after_taker": _(
        "%(sides)s sont à égalité pour le meilleur total : le transfert va au premier d'entre "
        "eux qui suit le preneur dans l'ordre du jeu."
    ),
    "voisin_score_chute_transfer": _(
        "%(side)s, meilleur total des non-preneurs : %(own)s + %(share)s du transfert "
        "(prime %(prime)s + %(cards)s points de plis et %(announcements)s d'annonces du "
        "preneur + %(non_pli)s de non-pli) = %(amount)s."
    ),
    "voisin_score_taker_keeps_couples": _(
        "Le preneur (%(side)s) ne garde que ses couples : %(amount)s."
    ),
    "voisin_score_trait_chute_royale": _(
        "Chute royale : la charge tombe à %(total)s, moins de 36 ; un trait pour %(the_side)s."
    ),
    "voisin_score_rounded": _(
        "%(side)s : %(exact)s, arrondi à la dizaine (un 5 arrondit vers le haut) : %(amount)s."
    ),
    "voisin_score_surcharge_value": _(
        "Surcharge : forfait de %(amount)s points ; les points des plis ne comptent pas."
    ),
    "voisin_score_surcharge_made": _(
        "Surcharge réussie, tous les plis : %(the_side)s marque %(value)s + "
        "%(announcements)s d'annonces + %(couples)s de couple = %(amount)s."
    ),
    "voisin_score_surcharge_won_by": _(
        "%(the_side)s fait un pli et arrête la surcharge : %(value)s + "
        "%(announcements)s d'annonces + %(couples)s de couple = %(amount)s."
    ),
    "voisin_score_announcements_only": _(
        "%(side)s : en surcharge, les plis ne comptent pas ; seules les annonces comptent, "
        "%(amount)s."
    ),
    # --- the end of the game (000 §DÉCOMPTE DES POINTS) ---
    "voisin_game_continues": _("Personne n'a atteint %(target)s points : la partie continue."),
    "voisin_game_won": _("%(the_side)s gagne la partie avec %(total)s points."),
    "voisin_game_won_on_traits": _(
        "Égalité à %(total)s points : %(the_side)s gagne, avec le moins de traits (%(traits)s)."
    ),
    "voisin_game_tied": _(
        "Égalité à %(total)s points et autant de traits (%(traits)s) : un contrat final "
        "départage les ex-æquo."
    ),
    "voisin_game_final_contract": _(
        "Égalité à %(total)s points : on compte avec des jetons, un contrat final départage "
        "les ex-æquo."
    ),
    # --- quiz explanations (reference.engine.voisin.situations_quiz) ---
    "voisin_quiz_card_points": _("Atout %(trump)s : %(named_card)s vaut %(card_points)s."),
    "voisin_quiz_voisin": _(
        "Le voisin est l'autre couleur de même teinte (rouge ou noire) que l'atout : "
        "%(voisin)s ; %(first)s et %(second)s sont les couleurs opposées."
    ),
    "voisin_quiz_order_trump": _("Ordre à l'atout : %(order)s."),
    "voisin_quiz_order_plain": _("Ordre hors atout : %(order)s."),
    "voisin_quiz_cut_on_voisin": _(
        "Sur une entame au voisin (%(led)s), seuls les atouts coupent ; les couleurs "
        "opposées ne coupent jamais."
    ),
    "voisin_quiz_no_announcement": _(
        "Ni couleur, ni carré, ni série de trois cartes qui se suivent : pas d'annonce."
    ),
    "voisin_quiz_cut_by_voisin": _(
        "Sur une entame d'une couleur opposée, le voisin (%(voisin)s) coupe avec une carte "
        "strictement supérieure à la meilleure carte de %(led)s ; l'autre couleur opposée "
        "ne coupe pas."
    ),
    "voisin_quiz_target": _(
        "Une %(contract)s est réussie à %(points)s points ; elle rapporte alors une prime de "
        "%(prime)s."
    ),
    "voisin_quiz_game_target": _(
        "La partie se joue en %(target)s points ; à égalité, le joueur qui a le moins de "
        "traits l'emporte."
    ),
    "voisin_quiz_mode_points": _(
        "En %(mode)s, chaque couleur compte %(total)s points ; %(named_card)s vaut %(points)s."
    ),
    "voisin_quiz_rounding": _(
        "On arrondit une seule fois à la dizaine la plus proche, un chiffre des unités de 5 "
        "allant vers le haut : %(value)s donne %(right)s."
    ),
    "voisin_quiz_couple_value": _(
        "%(announcement)s : %(points)s points ; un couple ne s'annule jamais."
    ),
    "voisin_quiz_announcement_value": _(
        "%(announcement)s : %(points)s points, si aucune annonce adverse plus forte ne l'annule."
    ),
    "voisin_quiz_prise": _(
        "%(total)s + %(prime)s de prime = %(raw)s ; arrondi à la dizaine : %(right)s."
    ),
    "voisin_quiz_prise_lourde": _(
        "%(total)s + %(prime)s de prime = %(raw)s, ramené à %(cap)s (prise lourde, un trait) ; "
        "arrondi à la dizaine : %(right)s."
    ),
    # --- the score sheet between deals (score pad) ---
    "voisin_sheet_redeal_all_pass": _(
        "Personne ne prend, ni au premier ni au second tour : %(next)s donne à nouveau."
    ),
    "voisin_sheet_redeal_carre_de_dames": _(
        "Un carré de Dames annule le contrat : personne ne marque, %(next)s donne à nouveau."
    ),
}

#: The quiz's questions (``reference.engine.voisin.situations_quiz``).
QUIZ_MESSAGES = {
    "voisin_quiz_hand_announcements": _(
        "Atout %(mode)s. Votre main au premier pli : %(hand)s. Combien valent vos annonces, "
        "couples à part ?"
    ),
    "voisin_quiz_announcements_against": _(
        "Atout %(mode)s, à deux joueurs. Votre main au premier pli : %(hand)s. Celle de votre "
        "adversaire : %(other)s. Combien comptent vos annonces, couples à part ?"
    ),
    "voisin_quiz_announcements_against_table": _(
        "Atout %(mode)s, %(table)s. Votre main au premier pli : %(hand)s. Celle du joueur qui "
        "parle après vous : %(other)s ; les autres n'ont rien à annoncer. Combien comptent vos "
        "annonces, couples à part ?"
    ),
    "voisin_quiz_exchange_prise": _(
        "La carte retournée est %(turned)s et vous prenez au premier tour (atout %(mode)s). "
        "Laquelle de ces cartes pouvez-vous remettre à sa place ?"
    ),
    "voisin_quiz_exchange_charge": _(
        "La carte retournée est %(turned)s et vous chargez à %(mode)s. Laquelle de ces cartes "
        "pouvez-vous remettre à sa place ?"
    ),
    "voisin_quiz_game_end": _(
        "La partie se joue en %(target)s points. Après cette donne, %(standing)s. Qui a "
        "gagné la partie ?"
    ),
    "voisin_quiz_card_points": _("Atout %(trump)s : combien de points vaut %(named_card)s ?"),
    "voisin_quiz_voisin": _("Atout %(trump)s : quelle couleur est le voisin ?"),
    "voisin_quiz_stronger_card": _(
        "Atout %(trump)s. Laquelle de ces deux cartes de %(suit)s est la plus forte ?"
    ),
    "voisin_quiz_cut": _(
        "Atout %(trump)s, entame à %(led)s : hormis l'atout, quelle couleur peut prendre le "
        "pli en coupant ?"
    ),
    "voisin_quiz_target": _(
        "Combien de points (plis, annonces et couples) le preneur doit-il totaliser pour "
        "réussir une %(contract)s ?"
    ),
    "voisin_quiz_game_target": _(
        "En combien de points se joue, en principe, une partie de Voisin ?"
    ),
    "voisin_quiz_mode_points": _("En %(mode)s, combien de points vaut %(named_card)s ?"),
    "voisin_quiz_rounding": _(
        "Un joueur totalise %(value)s points dans la donne. Combien marque-t-il ?"
    ),
    "voisin_quiz_announcement": _("Combien rapporte %(announcement)s ?"),
    "voisin_quiz_exchange": _(
        "La carte retournée est %(named_card)s, le contrat une %(contract)s à %(mode)s : "
        "laquelle de ces cartes le preneur peut-il remettre à sa place ?"
    ),
    "voisin_quiz_prise": _(
        "%(contract)s réussie : le preneur totalise %(total)s points (plis, annonces et "
        "couples). Combien marque-t-il ?"
    ),
}


#: The announcements' sentences at « À la table », where each player is named by its seat
#: (« Nord : … »), as the felt names it.
NAMED_MESSAGES = {
    "voisin_announcement_not_in_mode": _(
        "%(player)s : l'annonce « %(name)s » n'existe ni en tout atout ni en sans atout."
    ),
    "voisin_couple_never_cancelled": _(
        "%(player)s : le %(name)s vaut %(points)s ; un couple ne s'annule ni ne se cède."
    ),
    "voisin_carre_dames_from_talon": _(
        "%(player)s : ce carré de Dames est complété par la carte retournée ; il n'annule pas "
        "le contrat et ne compte rien."
    ),
    "voisin_carre_dames_voids_deal": _(
        "%(player)s : le carré de Dames annule le contrat ; la donne est à refaire."
    ),
    "voisin_couleur_opposee_declared": _(
        "%(player)s : la couleur opposée ne rapporte rien, mais elle annule la couleur d'un "
        "adversaire."
    ),
    "voisin_couleur_cancelled_by_opposee": _(
        "%(player)s : la couleur est annulée par la couleur opposée de %(by_player)s."
    ),
    "voisin_announcement_counted": _(
        "%(player)s : l'annonce « %(name)s » vaut %(points)s ; aucune annonce adverse plus "
        "forte ne l'annule."
    ),
    "voisin_announcement_cancelled": _(
        "%(player)s : l'annonce « %(name)s » est annulée par l'annonce plus forte « %(by)s » "
        "de %(by_player)s."
    ),
    "voisin_couleur_not_cumulable": _(
        "%(player)s : l'annonce « %(name)s » ne compte pas, car la couleur ne se cumule qu'avec "
        "les couples."
    ),
}
