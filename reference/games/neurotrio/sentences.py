"""Sentences for the Neurotrio engine's reasons (``reference/engine/neurotrio``) and the
wording of its quiz questions.

Parameters: ``card``, ``led``, ``cut``, ``rival`` and ``cards`` are cards, written by name
("2 étoile fond bleu", hence "le %(card)s"); ``suit`` and ``trump`` are attributes (a
background, written "bleu", or a nature); ``bid``, ``call``, ``standing`` and ``contract`` are
bids in notation (``2V``), written in words ("2 fond vert"); ``mode`` is a trump, written
"fond vert" or "cœur"; ``ladder`` and ``tiebreak`` are attributes in notation, strongest first
(``"B N V"``); ``seat``, ``bidder``, ``taker`` and ``by`` are seats, written 1-based
("joueur 1" speaks first); the rest are numbers. Codes ending in ``_background`` apply when a
background is trump (suits are backgrounds), ``_nature`` when a nature is trump.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

MESSAGES = {
    # --- legal plays (seed 001 §Le jeu de la carte) ---
    "neurotrio_follow_background": _(
        "Vous devez fournir le fond demandé (%(suit)s) : l'entame, le %(led)s, est sur ce fond, "
        "et vous avez des cartes sur ce fond."
    ),
    "neurotrio_follow_nature": _(
        "Vous devez fournir la nature demandée (%(suit)s) : l'entame, le %(led)s, est de cette "
        "nature, et vous avez des cartes de cette nature."
    ),
    "neurotrio_refuse_follow_background": _(
        "Le %(card)s n'est pas sur le fond demandé (%(suit)s) : tant que vous avez des cartes "
        "sur ce fond, vous devez en jouer une."
    ),
    "neurotrio_refuse_follow_nature": _(
        "Le %(card)s n'est pas de la nature demandée (%(suit)s) : tant que vous avez des "
        "cartes de cette nature, vous devez en jouer une."
    ),
    "neurotrio_cut_background": _(
        "Vous n'avez aucune carte sur le fond demandé (%(suit)s) : vous devez couper avec un "
        "atout (fond %(trump)s), n'importe lequel."
    ),
    "neurotrio_cut_nature": _(
        "Vous n'avez aucune carte de la nature demandée (%(suit)s) : vous devez couper avec un "
        "atout (%(trump)s), n'importe lequel."
    ),
    "neurotrio_cut_over_cut_background": _(
        "Vous n'avez aucune carte sur le fond demandé (%(suit)s) : vous devez couper avec un "
        "atout (fond %(trump)s), même si le %(cut)s a déjà coupé, sans être obligé de le battre."
    ),
    "neurotrio_cut_over_cut_nature": _(
        "Vous n'avez aucune carte de la nature demandée (%(suit)s) : vous devez couper avec un "
        "atout (%(trump)s), même si le %(cut)s a déjà coupé, sans être obligé de le battre."
    ),
    "neurotrio_refuse_cut_background": _(
        "Le %(card)s n'est pas un atout (fond %(trump)s) : sans carte sur le fond demandé "
        "(%(suit)s), vous devez couper puisque vous avez de l'atout."
    ),
    "neurotrio_refuse_cut_nature": _(
        "Le %(card)s n'est pas un atout (%(trump)s) : sans carte de la nature demandée "
        "(%(suit)s), vous devez couper puisque vous avez de l'atout."
    ),
    "neurotrio_free_void_background": _(
        "Vous n'avez ni carte sur le fond demandé (%(suit)s) ni atout (fond %(trump)s) : vous "
        "jouez la carte que vous voulez, mais elle ne peut pas gagner le pli."
    ),
    "neurotrio_free_void_nature": _(
        "Vous n'avez ni carte de la nature demandée (%(suit)s) ni atout (%(trump)s) : vous "
        "jouez la carte que vous voulez, mais elle ne peut pas gagner le pli."
    ),
    "neurotrio_free_trump_led_background": _(
        "L'entame est un atout (fond %(trump)s) et vous n'en avez pas : vous jouez la carte "
        "que vous voulez."
    ),
    "neurotrio_free_trump_led_nature": _(
        "L'entame est un atout (%(trump)s) et vous n'en avez pas : vous jouez la carte que "
        "vous voulez."
    ),
    # --- trick winner (seed 001 §Le jeu de la carte and its example) ---
    "neurotrio_trump_wins_background": _(
        "Le %(card)s remporte le pli : c'est le plus fort atout (fond %(trump)s) joué."
    ),
    "neurotrio_trump_wins_nature": _(
        "Le %(card)s remporte le pli : c'est le plus fort atout (%(trump)s) joué."
    ),
    "neurotrio_led_wins_background": _(
        "Le %(card)s remporte le pli : personne n'a coupé et c'est la plus forte carte sur le "
        "fond demandé (%(suit)s)."
    ),
    "neurotrio_led_wins_nature": _(
        "Le %(card)s remporte le pli : personne n'a coupé et c'est la plus forte carte de la "
        "nature demandée (%(suit)s)."
    ),
    "neurotrio_beats_by_force": _(
        "Il bat le %(rival)s parce que la force compte d'abord : %(force)s contre %(rival_force)s."
    ),
    "neurotrio_tiebreak_nature": _(
        "À force égale (%(force)s), il bat le %(rival)s par sa nature : cœur l'emporte sur "
        "étoile, et étoile sur rose."
    ),
    "neurotrio_tiebreak_background": _(
        "À force égale (%(force)s), il bat le %(rival)s par son fond : bleu l'emporte sur noir, "
        "et noir sur vert."
    ),
    "neurotrio_identical_first": _(
        "Le %(card)s a été joué deux fois : entre deux cartes identiques, la première posée "
        "l'emporte."
    ),
    "neurotrio_discards_lose_background": _(
        "Une carte qui n'est ni sur le fond demandé (%(suit)s) ni un atout (fond %(trump)s) "
        "perd le combat, quelle que soit sa force : %(cards)s."
    ),
    "neurotrio_discards_lose_nature": _(
        "Une carte qui n'est ni de la nature demandée (%(suit)s) ni un atout (%(trump)s) perd "
        "le combat, quelle que soit sa force : %(cards)s."
    ),
    "neurotrio_discards_lose_trump_led": _(
        "L'entame est un atout : une carte qui n'est pas un atout perd le combat, quelle que "
        "soit sa force : %(cards)s."
    ),
    # --- auction (seed 001 §Enchères) ---
    "neurotrio_pass_ok": _("Passer est permis à chaque tour d'enchères."),
    "neurotrio_bid_first": _("L'enchère « %(call)s » est permise : personne n'a encore enchéri."),
    "neurotrio_bid_over": _(
        "L'enchère « %(call)s » est permise : elle est au-dessus de l'enchère en cours, "
        "« %(standing)s »."
    ),
    "neurotrio_bid_over_contre": _(
        "L'enchère « %(call)s » est permise : elle est au-dessus de « %(standing)s », et elle "
        "efface le contre qui visait « %(standing)s »."
    ),
    "neurotrio_bid_too_low": _(
        "L'enchère « %(call)s » n'est pas permise : il faut monter au-dessus de "
        "« %(standing)s », par le niveau ou par l'attribut (fond bleu, fond noir, fond vert, "
        "cœur, étoile, rose, du plus fort au plus faible)."
    ),
    "neurotrio_bid_level_falls": _(
        "L'enchère « %(call)s » n'est pas permise : dans cette variante, le niveau ne peut pas "
        "descendre sous celui de « %(standing)s »."
    ),
    "neurotrio_bid_attribute_falls": _(
        "L'enchère « %(call)s » n'est pas permise : dans cette variante, l'attribut ne peut pas "
        "être plus faible que celui de « %(standing)s »."
    ),
    "neurotrio_level_too_high": _(
        "L'enchère « %(call)s » n'est pas permise : à %(players)s joueurs, le niveau le plus "
        "haut est %(top)s, qui demande déjà tous les plis."
    ),
    "neurotrio_contre_ok": _(
        "Vous pouvez contrer « %(bid)s », l'enchère du joueur %(bidder)s : ce n'est pas la "
        "vôtre et personne ne l'a encore contrée."
    ),
    "neurotrio_contre_without_bid": _("Vous ne pouvez pas contrer : personne n'a encore enchéri."),
    "neurotrio_contre_own_bid": _(
        "Vous ne pouvez pas contrer « %(bid)s » : c'est votre propre enchère."
    ),
    "neurotrio_already_contred": _(
        "Vous ne pouvez pas contrer « %(bid)s » : le joueur %(by)s l'a déjà contrée, et une "
        "enchère ne se contre qu'une fois."
    ),
    "neurotrio_no_surcontre": _(
        "Le surcontre n'existe pas au Neurotrio : un contre ne peut pas être redoublé."
    ),
    "neurotrio_passed_for_good": _(
        "Dans cette variante, un passe est définitif : le joueur %(seat)s a déjà passé, il ne "
        "peut plus que passer."
    ),
    "neurotrio_cannot_raise_own_bid": _(
        "Vous ne pouvez pas monter sur votre propre enchère (« %(bid)s ») : tous les autres "
        "joueurs ont passé, les enchères sont finies et vous êtes le preneur."
    ),
    "neurotrio_auction_over": _(
        "Les enchères sont terminées : le contrat est « %(bid)s », et le joueur %(taker)s en "
        "est le preneur."
    ),
    "neurotrio_auction_passed_out": _(
        "Les enchères sont terminées : tout le monde a passé, on redistribue les cartes."
    ),
    # --- scoring (seed 001 §Décompte des points) ---
    "neurotrio_table_discard": _(
        "Le preneur a pris le chien. Cartes qu'il lui reste à écarter, celles qu'il veut : "
        "%(count)s."
    ),
    "neurotrio_score_target": _(
        "Objectif : la moitié des %(tricks)s plis arrondie vers le bas (%(half)s), plus le niveau "
        "%(level)s, soit %(target)s plis."
    ),
    "neurotrio_score_made": _("Contrat rempli : %(tricks)s plis pour un objectif de %(target)s."),
    "neurotrio_score_level": _("Niveau %(level)s × 20 points = %(amount)s points."),
    "neurotrio_score_overtricks": _(
        "Plis au-delà de l'objectif : %(over)s × 5 points = %(points)s points, soit %(amount)s "
        "points au total."
    ),
    "neurotrio_score_down": _(
        "Contrat chuté : objectif de %(target)s plis, plis faits : %(tricks)s ; plis manquants : "
        "%(down)s × 10 points = %(amount)s points."
    ),
    "neurotrio_score_contre": _(
        "Contré : le décompte est doublé, %(before)s × 2 = %(amount)s points."
    ),
    "neurotrio_score_taker_total": _(
        "Le preneur marque %(amount)s points ; les autres joueurs ne marquent rien."
    ),
    "neurotrio_score_others_total": _(
        "Chacun des %(others)s autres joueurs marque %(amount)s points ; le preneur ne marque "
        "rien et ne perd rien."
    ),
    # --- quiz explanations (reference.engine.neurotrio.situations) ---
    "neurotrio_quiz_chien": _(
        "À %(players)s joueurs, chacun reçoit %(hand)s cartes et le chien en garde %(chien)s."
    ),
    "neurotrio_quiz_ladder": _("L'ordre des attributs, du plus fort au plus faible : %(ladder)s."),
    "neurotrio_quiz_card_order": _(
        "La force compte d'abord (3 > 2 > 1), puis l'attribut qui départage : %(tiebreak)s."
    ),
    # --- the score sheet between deals (score pad) ---
    "neurotrio_sheet_redeal": _("Tout le monde passe : %(next)s donne à nouveau."),
    "neurotrio_quiz_totals": _("Les totaux, manche après manche : %(totals)s."),
    # --- the taker's discard (001 §Enchères) ---
    "neurotrio_discard_legal": _(
        "Le preneur prend le chien et écarte autant de cartes qu'il en contenait, %(count)s, "
        "celles qu'il veut : elles ne servent plus de la manche."
    ),
    "neurotrio_discard_count": _(
        "Le preneur écarte autant de cartes que le chien en contenait : %(count)s, pas %(given)s."
    ),
    "neurotrio_discard_not_held": _(
        "On n'écarte que des cartes de sa main ou du chien : %(cards)s n'en font pas partie."
    ),
    "neurotrio_discard_trump": _(
        "Avec la règle choisie, le preneur garde ses atouts (%(trump)s) tant qu'il a d'autres "
        "cartes à écarter : %(cards)s ne peut pas partir."
    ),
}

#: The quiz's questions (``reference.engine.neurotrio.situations``).
QUIZ_MESSAGES = {
    "neurotrio_quiz_leader": _("Voici les manches jouées : %(manches)s. Qui mène la partie ?"),
    "neurotrio_quiz_discard": _(
        "À %(players)s joueurs, vous remportez les enchères et prenez le chien dans votre jeu. "
        "Combien de cartes écartez-vous ensuite ?"
    ),
    "neurotrio_quiz_target": _(
        "À %(players)s joueurs, combien de plis le preneur doit-il faire pour une enchère de "
        "niveau %(level)s ?"
    ),
    "neurotrio_quiz_chien": _("À %(players)s joueurs, combien de cartes compte le chien ?"),
    "neurotrio_quiz_ladder": _("Aux enchères, à niveau égal, quel attribut est le plus fort ?"),
    "neurotrio_quiz_score": _(
        "À %(players)s joueurs, le preneur réussit %(contract)s avec %(tricks)s plis. "
        "Combien marque-t-il ?"
    ),
    "neurotrio_quiz_card_order": _(
        "Atout %(mode)s. Ces deux cartes sont de la même couleur que l'entame : laquelle est la "
        "plus forte ?"
    ),
}


#: The sentences of a seat's deeds when that seat is the learner's (``GameWords.you_messages``):
#: the verb in the second person.
YOU_MESSAGES = {
    "neurotrio_auction_over": {
        "taker": _(
            "Les enchères sont terminées : le contrat est « %(bid)s », et vous en êtes le preneur."
        )
    },
    "neurotrio_passed_for_good": {
        "seat": _(
            "Dans cette variante, un passe est définitif : vous avez déjà passé, vous ne pouvez "
            "plus que passer."
        )
    },
}
