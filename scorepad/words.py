"""Player words for what the sheet records: contracts, faults, tallies, and one line per entry
("110 ♥ · Nord et Sud · coinché", "emballage 9 à ♥ · Alice et Claire")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.games import words
from reference.games.voisin import names as voisin_names
from reference.games.whist import names as whist_names

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}

FAULT_NAMES = {
    "false_announcement": gettext_lazy("fausse annonce"),
    "trou_not_announced": gettext_lazy("trou non annoncé avec trois as"),
    "trou_without_three_aces": gettext_lazy("trou annoncé sans trois as"),
    "trou_after_announcement": gettext_lazy("trou annoncé après une autre annonce"),
    "inappropriate_announcement": gettext_lazy("annonce déplacée (sous le contrat, sur un trou…)"),
    "played_out_of_turn": gettext_lazy("jouer avant son tour"),
    "announced_out_of_turn": gettext_lazy("annoncer avant son tour"),
    "revoke": gettext_lazy("renonce (renon fautif)"),
    "trumped_able_to_follow": gettext_lazy("couper alors qu'on peut fournir"),
    "showed_last_cards": gettext_lazy("abattre ses dernières cartes trop tôt"),
    "misere_card_shown": gettext_lazy("montrer à un partenaire la carte écartée d'une misère"),
}

TALLY_NAMES = {
    "ace_2_3_4": gettext_lazy("as, 2, 3 et 4 dans un même pli"),
    "card_taken_back": gettext_lazy("carte jouée puis reprise"),
}


def trump_words(code: Any) -> str:
    """ "♥", "tout atout", "sans atout"."""
    if code in SUIT_SYMBOLS:
        return SUIT_SYMBOLS[code]
    if code == "TA":
        return _("tout atout")
    if code in ("SA", None):
        return _("sans atout")
    return str(code)


def whist_contract(name: str, tricks: int | None, couleur: bool) -> str:
    """ "emballage 9", "seul 7", "couleur", "7 plis en solo", "abondance 10", "trou (9)": a
    score sheet's short form of the name whist's words give each contract."""
    words = whist_names.contract_word(name, couleur)
    if couleur and name == "seul":
        return _("%(n)s plis en solo") % {"n": tricks or 6}
    if name == "trou" and tricks:
        return _("trou (%(n)s levées)") % {"n": tricks}
    if name in ("emballage", "seul", "abondance") and tricks and not couleur:
        return f"{words} {tricks}"
    return words


def _names(seats: Sequence[int], players: Sequence[str]) -> str:
    return _(" et ").join(players[s] for s in seats)


def describe(
    entry: Mapping[str, Any],
    game: str,
    players: Sequence[str],
    columns: Sequence[str],
    couleur: bool = False,
) -> str:
    """One line in player words for an entry of the sheet."""
    kind = entry.get("kind")
    if kind == "redeal":
        if entry.get("why") == "carre_de_dames":
            return _("Carré de Dames : donne à refaire")
        if entry.get("why") == "no_contract" and not couleur and game == "whist":
            return _("Pas de contrat : la donne suivante compte double")
        return _("Tout le monde passe : donne à refaire")
    if kind == "misdeal":
        return _("Maldonne")
    if kind == "penalty":
        return _("Pénalité : %(fault)s (%(who)s)") % {
            "fault": FAULT_NAMES.get(entry.get("fault", ""), ""),
            "who": players[entry["offender"]],
        }
    if kind == "tally":
        return _("Compte : %(event)s (%(who)s)") % {
            "event": TALLY_NAMES.get(entry.get("event", ""), ""),
            "who": players[entry["player"]],
        }
    return _describe_deal(entry, game, players, columns, couleur)


def _describe_deal(
    entry: Mapping[str, Any],
    game: str,
    players: Sequence[str],
    columns: Sequence[str],
    couleur: bool,
) -> str:
    c = entry.get("contract", {})
    if game == "coinche":
        bid = {"capot": _("capot"), "generale": _("générale")}.get(c["bid"], str(c["bid"]))
        text = f"{bid} {trump_words(c['trump'])} · {columns[0 if c['by'] == 'NS' else 1]}"
        level = int(c.get("coinche", 0))
        if level:
            text += " · " + (_("coinché") if level == 1 else _("surcoinché"))
        return text
    if game == "voisin":
        name = voisin_names.contract_name(c["name"])
        return f"{name} {trump_words(c['trump'])} · {columns[c['taker']]}"
    if game == "neurotrio":
        attribute = words("neurotrio").mode_name(c["attribute"])
        text = f"{c['level']} {attribute} · {players[entry['taker']]}"
        return text + (" · " + _("contré") if c.get("contre") else "")
    if c.get("name") == "dames":
        return whist_names.contract_word("dames", couleur)
    text = whist_contract(c["name"], c.get("tricks"), couleur)
    if c.get("trump"):
        text += " " + trump_words(c["trump"])
    text += " · " + _names(entry.get("declarers", []), players)
    if entry.get("stopped"):
        text += " · " + _("arrêtée (faute grave)")
    return text
