"""The readings the score sheets apply where a document is silent or unclear, in player words.

Each note answers one ``Interpretation`` of the engine's ``match`` modules (the id is the
same); the new game page and the sheet show them, and a test checks that every interpretation
has its note."""

from __future__ import annotations

from collections.abc import Mapping

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from reference.engine import GAMES
from reference.engine.options import Interpretation

NOTES: dict[str, Promise] = {
    "coinche-sheet-redeal-dealer": _(
        "Quand les quatre joueurs passent, on ramasse les cartes et le joueur suivant donne, "
        "comme après une donne jouée."
    ),
    "coinche-sheet-target": _(
        "La partie s'arrête après la donne où une équipe atteint l'objectif ; si les deux le "
        "dépassent, le plus gros total gagne ; à égalité, on joue une donne de plus."
    ),
    "voisin-sheet-redeal": _(
        "Si personne ne prend, ni au premier ni au second tour, ou si un joueur reçoit les "
        "quatre dames, personne ne marque et le donneur suivant redonne."
    ),
    "voisin-sheet-end": _(
        "À la fin d'une donne, le plus gros total à partir de l'objectif gagne ; à égalité, "
        "celui qui a le moins de traits ; s'il y a encore égalité, un contrat final départage."
    ),
    "neurotrio-sheet-redeal": _(
        "Si tout le monde passe, personne ne marque et le donneur suivant redonne."
    ),
    "neurotrio-sheet-end": _(
        "Les manches sont indépendantes et le document ne fixe pas de fin : on convient d'un "
        "score, d'un nombre de manches, ou l'on s'arrête quand on veut."
    ),
    "whist-penalty-shared": _(
        "Le document dit seulement que le fautif est pénalisé. Le carnet donne ces points aux "
        "trois autres joueurs, à parts égales, pour que la feuille reste équilibrée comme "
        "chaque ligne du barème ; l'autre lecture est dans les règles de la maison."
    ),
    "whist-penalty-misere-card": _(
        "Montrer à un partenaire la carte écartée d'une petite misère est la faute grave de "
        "9 points : 5 vont au joueur de la misère et 2 à chacun des deux autres."
    ),
    "whist-sheet-annulled-deal": _(
        "Une donne annulée (trois as sans trou annoncé, trou sans trois as, trou annoncé trop "
        "tard) est redonnée par le même donneur, comme une maldonne."
    ),
    "whist-sheet-double-next": _(
        "La variante qui compte double la donne suivante vaut pour la prochaine donne jouée "
        "avec un contrat ; deux doubles ne s'additionnent pas et les pénalités ne doublent pas."
    ),
    "whist-sheet-stopped-deal": _(
        "Une donne arrêtée par une faute grave est nulle si le fautif était preneur ; sinon "
        "les preneurs gagnent leur contrat tout juste, ou avec les levées qu'ils avaient déjà "
        "si elles sont plus nombreuses."
    ),
    "whist-adfundum-bottles": _(
        "Ad Fundum : une bouteille par tranche complète de 5 points sous zéro à la fin du quarter."
    ),
    "whist-adfundum-top-three": _(
        "Ad Fundum : les trois plus gros comptes par soirée apportent une bouteille ou des "
        "biscuits ; à égalité pour la troisième place, tous les ex aequo."
    ),
}

#: The readings each game's score sheet applies (``Game.match``), by game.
INTERPRETATIONS: Mapping[str, tuple[Interpretation, ...]] = {
    game.slug: game.match.interpretations for game in GAMES
}


def notes_for(game: str) -> list[Promise]:
    """The notes of a game's score sheet, in the engine's order."""
    return [NOTES[i.id] for i in INTERPRETATIONS[game]]
