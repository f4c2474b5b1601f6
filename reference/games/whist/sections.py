"""The rule-page section each whist reason cites, under each document.

The two documents cut their pages differently (the Règlement's first round and later rounds,
à la couleur's one « déroulement »), so each has its table; codes (or prefixes ending in
``*``) are matched in order, the document's own table first, then the sections both have.
"""

from __future__ import annotations

#: Sections both documents have.
COMMON = (
    ("highest_of_led_suit", "jeu-gagnant"),
    ("highest_trump", "jeu-gagnant"),
    ("whist_trump_beats_led", "jeu-gagnant"),
    ("whist_discards_never_win", "jeu-gagnant"),
    ("lead_free", "jeu-entame"),
    ("must_follow", "jeu-obligations"),
    ("void_free", "jeu-obligations"),
    ("whist_follow_refused", "jeu-obligations"),
    ("whist_void_no_duty_to_trump", "jeu-obligations"),
    ("whist_misere_discard", "jeu-misere"),
    ("whist_quiz_suit_order", "ordre-couleurs"),
    ("whist_quiz_leader", "jeu-entame"),
    ("whist_quiz_trou_target", "contrats-trou"),
    ("whist_quiz_contract_target*", "contrats-catalogue"),
    ("whist_quiz_emballable", "contrats-catalogue"),
    ("whist_quiz_*", "contrats-echelle"),
    ("whist_not_higher", "contrats-echelle"),
    ("whist_tricks_not_allowed", "contrats-echelle"),
    ("whist_call_not_in_document", "contrats-echelle"),
    ("whist_needs_trump", "contrats-echelle"),
    ("whist_bid_over_trou", "contrats-sur-trou"),
    ("whist_over_trou", "contrats-sur-trou"),
    ("whist_sur_trou_needs_trou", "contrats-sur-trou"),
    ("whist_bid_*", "contrats-echelle"),
    ("whist_trou_*", "contrats-trou"),
    ("whist_no_trou*", "contrats-trou"),
    ("whist_individual_no_partnership", "contrats-catalogue"),
    ("whist_score_zero_sum", "marque-somme-nulle"),
    ("whist_score_not_zero_sum", "marque-somme-nulle"),
    ("whist_score_active_*", "marque-table"),
    ("whist_score_passive_*", "marque-table"),
    ("whist_score_*", "marque-principe"),
)

#: The Règlement du whist (seed 002).
REGLEMENT = (
    ("whist_dames_*", "jeu-dames"),
    ("whist_trou_ace_*", "jeu-trou"),
    ("whist_trou_lead_ace_refused", "jeu-trou"),
    ("whist_trou_boucheur_lead", "jeu-trou"),
    ("whist_trou_royal_lead_free", "jeu-trou"),
    ("whist_trou_royal_*", "contrats-trou-royal"),
    ("whist_trou_void_*", "contrats-trou-annule"),
    ("whist_score_a_deux_*", "marque-a-deux"),
    ("whist_score_dames_*", "marque-dames"),
    ("whist_a_deux_only", "contrats-a-deux"),
    ("whist_seul_sur_misere_unemballed", "contrats-sur-misere"),
    ("whist_proposal_*", "contrats-premier-tour"),
    ("whist_wait_*", "contrats-premier-tour"),
    ("whist_premier_means_bid", "contrats-premier-tour"),
    ("whist_join_*", "contrats-premier-tour"),
    ("whist_round_one_only", "contrats-premier-tour"),
    ("whist_suit_already_proposed", "contrats-premier-tour"),
    ("whist_maintain_*", "contrats-surenchere"),
    ("whist_raise_*", "contrats-surenchere"),
    ("whist_seul_*", "contrats-surenchere"),
    ("whist_emball*", "contrats-surenchere"),
    ("whist_partner_no_other_call", "contrats-surenchere"),
    ("whist_own_bid_standing", "contrats-surenchere"),
    ("whist_maintained_only_join", "contrats-surenchere"),
    ("whist_forced_emballage", "contrats-surenchere"),
    ("whist_pass*", "contrats-surenchere"),
    ("whist_auction_over", "contrats-surenchere"),
    ("whist_sheet_all_pass", "contrats-dames"),
    ("whist_misdeal_*", "materiel-maldonne"),
    ("whist_rabrouche_*", "materiel-rabrouche"),
    ("whist_sheet_rabrouche", "materiel-rabrouche"),
    ("whist_fault_*", "marque-penalites"),
    ("whist_penalty_*", "marque-penalites"),
    ("whist_revoke_*", "marque-penalites"),
)

#: Le whist à la couleur (seed 003).
COULEUR = (
    ("whist_trou_void_*", "whist-trou-void"),
    ("whist_no_trou*", "contrats-trou-absent"),
    ("whist_trou_not_called_couleur", "contrats-trou-absent"),
    ("whist_join_*", "contrats-emballer"),
    ("whist_individual_no_partnership", "contrats-emballer"),
    ("whist_sheet_all_pass", "contrats-tous-passent"),
    ("whist_proposal_*", "contrats-deroulement"),
    ("whist_wait_*", "contrats-deroulement"),
    ("whist_premier_means_bid", "contrats-deroulement"),
    ("whist_premier_legal_couleur", "contrats-deroulement"),
    ("whist_couleur_over_trou", "contrats-sur-trou"),
    ("whist_round_one_only", "contrats-deroulement"),
    ("whist_suit_already_proposed", "contrats-deroulement"),
    ("whist_maintain_*", "contrats-deroulement"),
    ("whist_raise_*", "contrats-deroulement"),
    ("whist_seul_*", "contrats-deroulement"),
    ("whist_emball*", "contrats-deroulement"),
    ("whist_partner_no_other_call", "contrats-deroulement"),
    ("whist_own_bid_standing", "contrats-deroulement"),
    ("whist_maintained_only_join", "contrats-deroulement"),
    ("whist_forced_emballage", "contrats-deroulement"),
    ("whist_pass*", "contrats-deroulement"),
    ("whist_auction_over", "contrats-deroulement"),
)

#: Each document's table, by ``WhistWords.couleur``.
SECTIONS = {False: REGLEMENT + COMMON, True: COULEUR + COMMON}
