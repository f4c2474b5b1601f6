"""Where the trainer practises what a rule page teaches: exercise kinds and rule sets by URL.

The rule pages link every section to the trainer's exercises for that game and kind; the
trainer (which may import ``reference``, never the other way round) serves these URLs.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from reference.engine import Document

#: Exercise kind -> (URL slug, title). The order is the order of the trainer's menus.
KINDS = {
    "trick_winner": ("qui-remporte-le-pli", _("Qui remporte le pli ?")),
    "legal_plays": ("cartes-jouables", _("Quelles cartes pouvez-vous jouer ?")),
    "card_points": ("combien-de-points", _("Combien de points ?")),
    "score": ("que-marque-le-contrat", _("Que marque ce contrat ?")),
    "bid": ("quelle-enchere", _("Quelle enchère est permise ?")),
    "announcements": ("combien-valent-les-annonces", _("Combien valent les annonces ?")),
    "exchange": ("quelle-carte-echanger", _("Quelle carte échanger ?")),
    "discard": ("combien-de-cartes-ecarter", _("Combien de cartes écarter ?")),
    "game_end": ("qui-a-gagne-la-partie", _("Qui a gagné la partie ?")),
    "quiz": ("quiz", _("Quiz sur les règles")),
}
KIND_BY_SLUG = {slug: kind for kind, (slug, _title) in KINDS.items()}


def ruleset_of(document: Document) -> str:
    """The trainer's rule-set slug for a document: the whist document, or ``standard``."""
    return str(document.rules.get("document", "standard"))


def practice_url(document: Document, kind: str) -> str:
    """The trainer URL that starts a fresh exercise of ``kind`` for ``document``."""
    slug, _title = KINDS[kind]
    return f"/entrainement/{document.game}/{ruleset_of(document)}/{slug}/"


def begin_url(document: Document) -> str:
    """« Commencer »: the URL of the first lesson of ``document`` the reader has not done
    (« Apprendre » serves it)."""
    return f"/apprendre/{document.game}/{ruleset_of(document)}/commencer/"
