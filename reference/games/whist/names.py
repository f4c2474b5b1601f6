"""The names of Belgian whist's values, in French with their English translation: seats,
contracts, calls, leaders, trumps, sides, the ladder's notes.

One place for every page, exercise and reason sentence. Contracts are named by each document's
own term (``ContractSpec.label``: à la couleur says « couleur » and « solo » where the
Règlement says « emballage » and « seul »), found from the engine's name and the rule set.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext, pgettext_lazy

from reference.engine.cards import Suit
from reference.engine.errors import EngineError
from reference.engine.whist import (
    Call,
    CallKind,
    ContractSpec,
    Rules,
    contract_spec,
    ladder,
    parse_trump,
)
from reference.names import SUIT_NAMES

#: The seats of the worked examples, seat 0 (the dealer's left, first to speak) first; Sud deals.
SEATS = (
    gettext_lazy("Ouest"),
    gettext_lazy("Nord"),
    gettext_lazy("Est"),
    gettext_lazy("Sud"),
)
DEALER = 3

#: Each contract by the term its document uses (``ContractSpec.label``).
CONTRACT_WORDS: Mapping[str, Promise] = {
    "trou": gettext_lazy("trou"),
    "emballage": gettext_lazy("emballage"),
    "seul": gettext_lazy("seul"),
    "petite misère": gettext_lazy("petite misère"),
    "emballage à 10 sur misère": gettext_lazy("emballage à 10 sur misère"),
    "8 seul sur misère": gettext_lazy("8 seul sur misère"),
    "piccolissimo": gettext_lazy("piccolissimo"),
    "abondance": gettext_lazy("abondance"),
    "abondance sur table": gettext_lazy("abondance sur table"),
    "grande misère": gettext_lazy("grande misère"),
    "grande misère sur trou": gettext_lazy("grande misère sur trou"),
    "piccolo": gettext_lazy("piccolo"),
    "grande misère sur table": gettext_lazy("grande misère sur table"),
    "petit solo-chlem": gettext_lazy("petit solo-chlem"),
    "solo-chlem": gettext_lazy("solo-chlem"),
    "jeu des Dames": gettext_lazy("jeu des Dames"),
    "couleur": gettext_lazy("couleur"),
    "solo": gettext_lazy("solo"),
    "chelem": gettext_lazy("chelem"),
    "chelem sur table": gettext_lazy("chelem sur table"),
}
#: Contracts whose French name is feminine ("une petite misère", "une couleur").
FEMININE = frozenset(
    {
        "petite misère",
        "grande misère",
        "grande misère sur trou",
        "grande misère sur table",
        "abondance",
        "abondance sur table",
        "couleur",
    }
)
#: Who leads the first trick (``ContractSpec.leader``).
LEADERS: Mapping[str, Promise] = {
    "dealer_left": gettext_lazy("le joueur à gauche du donneur"),
    "declarer": gettext_lazy("le déclarant"),
    "boucheur": gettext_lazy("le boucheur"),
}
#: The same, as a quiz's choices.
LEADER_CHOICES: Mapping[str, Promise] = {
    "dealer_left": gettext_lazy("Le joueur à gauche du donneur"),
    "declarer": gettext_lazy("Le preneur"),
    "boucheur": gettext_lazy("Le boucheur"),
}
#: The trump of a contract (``ContractSpec.trump``); the trou's depends on the document.
TRUMPS: Mapping[str, Promise] = {
    "suit": gettext_lazy("la couleur annoncée"),
    "none": pgettext_lazy("whist", "sans atout"),
    "declared": gettext_lazy("la couleur annoncée, ou sans atout, au choix du déclarant"),
    "boucheur-reglement": gettext_lazy("la couleur de la première carte jouée par le boucheur"),
    "boucheur-couleur": gettext_lazy("la couleur de la carte que montre le boucheur"),
}
#: The sides of a contract (``ContractSpec.side``).
SIDES: Mapping[str, Promise] = {
    "partnership": gettext_lazy("deux partenaires contre deux"),
    "alone": gettext_lazy("un joueur seul contre trois"),
    "all": gettext_lazy("chacun pour soi"),
}
#: When a declarer's hand lies open (``ContractSpec.open_hand``).
OPEN_HANDS: Mapping[str, Promise] = {
    "after_first_trick": gettext_lazy("jeu étalé sur la table après le premier pli"),
    "whole_deal": gettext_lazy("jeu découvert pendant toute la donne"),
}
#: The notes of ``bidding_ladder``.
LADDER_NOTES: Mapping[str, Promise] = {
    ladder.NOTE_TROU: gettext_lazy(
        "ne s'annonce pas aux enchères : un trou annoncé se place ici, et seules les annonces "
        "plus hautes peuvent le suivre"
    ),
    ladder.NOTE_SUR_TROU: gettext_lazy("seulement après l'annonce d'un trou"),
    ladder.NOTE_ABONDANCE_SUIT_FIRST: gettext_lazy(
        "les abondances se classent d'abord par couleur, puis par nombre de plis"
    ),
    ladder.NOTE_SOLO_CHLEM: gettext_lazy(
        "par couleur, et sans atout au-dessus de toutes les couleurs"
    ),
    ladder.NOTE_EMBALLAGE_SUR_MISERE: gettext_lazy(
        "s'appelle « emballage à 10 sur misère » quand une petite misère a été annoncée"
    ),
    ladder.NOTE_SEUL_SUR_MISERE: gettext_lazy(
        "s'appelle « 8 seul sur misère » quand une petite misère a été annoncée"
    ),
}
#: Which of two declarers playing "à deux" (reason parameter ``declarer``).
DECLARER_RANKS = {
    1: pgettext_lazy("first of two declarers", "premier"),
    2: pgettext_lazy("second of two declarers", "second"),
    3: pgettext_lazy("third of three or four declarers", "troisième"),
    4: pgettext_lazy("fourth of four declarers", "quatrième"),
}


@cache
def rules_of(couleur: bool) -> Rules:
    """The default rules of one document."""
    return Rules(document="couleur" if couleur else "reglement")


def seat_name(seat: int) -> str:
    """ "Ouest" for seat 0 … "Sud" for seat 3 (the dealer)."""
    return str(SEATS[seat])


def suit_name(suit: Suit) -> str:
    """ "cœur"."""
    return str(SUIT_NAMES[suit])


def trump_name(code: object) -> str:
    """ "cœur", "sans atout" (``None`` or ``"SA"``)."""
    suit = parse_trump(code)
    return pgettext("whist", "sans atout") if suit is None else suit_name(suit)


def label_word(label: str) -> str:
    """A contract in the active language, from the term its document uses."""
    return str(CONTRACT_WORDS[label]) if label in CONTRACT_WORDS else label


def contract_word(name: str, couleur: bool) -> str:
    """A contract as its document names it: "emballage" is "couleur" à la couleur."""
    try:
        return label_word(contract_spec(name, rules_of(couleur)).label)
    except EngineError:
        return name.replace("_", " ")


def feminine(name: str, couleur: bool) -> bool:
    """Whether the contract's French name is feminine."""
    try:
        return contract_spec(name, rules_of(couleur)).label in FEMININE
    except EngineError:
        return False


def plis(count: int) -> str:
    """ "0 pli", "1 pli", "9 plis" (a count below two in the singular, in French)."""
    return ngettext("%(n)d pli", "%(n)d plis", count) % {"n": count}


def tricks_taken(count: int) -> str:
    """ "aucun pli", "1 pli", "9 plis": what a player took."""
    return _("aucun pli") if count == 0 else plis(count)


def contract_name(contract: Mapping[str, Any], couleur: bool) -> str:
    """ "emballage à 9 plis", "7 plis en solo", "piccolo à deux", "couleur sans partenaire"."""
    name = str(contract.get("name"))
    tricks = contract.get("tricks")
    word = contract_word(name, couleur)
    partnership = _side(name, couleur) == "partnership"
    if name == "seul" and tricks is not None:
        if couleur:
            return _("%(n)d plis en solo") % {"n": tricks}
        return _("seul à %(n)d plis") % {"n": tricks}
    if tricks is not None and name in ("emballage", "abondance") and not couleur:
        return _("%(contract)s à %(n)d plis") % {"contract": word, "n": tricks}
    if name == "trou" and tricks is not None:
        return _("trou pour %(n)d plis") % {"n": tricks}
    if name == "emballage" and couleur and contract.get("declarers") == 1:
        return _("couleur sans partenaire")
    if contract.get("declarers") == 2 and not partnership:
        return _("%(contract)s à deux") % {"contract": word}
    return word


def _side(name: str, couleur: bool) -> str:
    try:
        return contract_spec(name, rules_of(couleur)).side
    except EngineError:
        return ""


def contract_text(contract: Mapping[str, Any], couleur: bool) -> str:
    """ "emballage à 9 plis, atout cœur", "petite misère, sans atout", "jeu des Dames"."""
    name = contract_name(contract, couleur)
    if contract.get("name") == "dames":
        return name
    trump = parse_trump(contract.get("trump"))
    if trump is None:
        return _("%(contract)s, sans atout") % {"contract": name}
    return _("%(contract)s, atout %(trump)s") % {"contract": name, "trump": suit_name(trump)}


def target_text(spec: ContractSpec, *, short: bool = False, tricks: int | None = None) -> str:
    """What the contract requires, from the catalogue ("au moins 8 (annonces : 8, 9, 10)");
    ``short``: the compact form of the scoring tables ("8 ou 9"); ``tricks``: the count one
    contract was made for ("au moins 9")."""
    if spec.name == "dames":
        return _("ne prendre aucun pli contenant une dame, ou prendre les quatre dames")
    if spec.name == "trou" and tricks is None:
        low, high = spec.tricks[0], spec.tricks[-1]
        if short:
            return _("%(low)s ou %(high)s, selon l'atout") % {"low": low, "high": high}
        return _(
            "au moins %(low)s si l'atout est la couleur de l'as du boucheur, sinon au moins "
            "%(high)s"
        ) % {"low": low, "high": high}
    first = spec.tricks[0] if tricks is None else tricks
    count = str(first) if tricks is None else plis(first)
    played = spec.tricks_played
    if spec.exact and first == 0:
        text = _("aucun pli (sur %(played)s)") % {"played": played}
    elif spec.exact:
        text = _("exactement %(n)s (sur %(played)s)") % {"n": count, "played": played}
    elif first == played:
        text = _("tous les plis (%(n)s)") % {"n": first}
    else:
        text = _("au moins %(n)s") % {"n": count}
    if len(spec.tricks) > 1 and tricks is None:
        text += " " + _("(annonces : %(list)s)") % {"list": ", ".join(map(str, spec.tricks))}
    return text


def trump_text(spec: ContractSpec, rules: Rules) -> str:
    """The contract's trump in words."""
    key = spec.trump
    if key == "boucheur":
        key = f"boucheur-{rules.document}"
    return str(TRUMPS[key])


def side_text(spec: ContractSpec) -> str:
    """Who plays the contract, against whom."""
    return str(SIDES[spec.side])


def contract_note(contract: Mapping[str, Any], rules: Rules) -> str:
    """A contract at the table in one sentence: who plays it against whom, its trump when its
    name does not say it, and what it requires ("Petite misère : un joueur seul contre trois,
    sans atout ; le but : aucun pli (sur 12).")."""
    spec = contract_spec(str(contract.get("name")), rules)
    couleur = not rules.reglement
    parts = []
    if contract.get("declarers", spec.declarers) == spec.declarers:
        parts.append(side_text(spec))
    if spec.trump == "none":
        parts.append(pgettext("whist", "sans atout"))
    elif spec.trump == "boucheur" and contract.get("trump") is None:
        parts.append(_("atout : %(trump)s") % {"trump": trump_text(spec, rules)})
    tricks = contract.get("tricks")
    values = {
        "contract": capital(contract_name(contract, couleur)),
        "what": ", ".join(parts),
        "target": target_text(spec, tricks=tricks if isinstance(tricks, int) else None),
    }
    if parts:
        return _("%(contract)s : %(what)s ; le but : %(target)s.") % values
    return _("%(contract)s ; le but : %(target)s.") % values


def with_article(name: str, couleur: bool, *, of: bool = False) -> str:
    """ "une petite misère", "un piccolo" (``of``: "d'une petite misère", "du jeu des Dames")."""
    label = contract_name({"name": name}, couleur)
    if name == "dames":
        return _("du jeu des Dames") if of else _("le jeu des Dames")
    if feminine(name, couleur):
        return (_("d'une %(c)s") if of else _("une %(c)s")) % {"c": label}
    return (_("d'un %(c)s") if of else _("un %(c)s")) % {"c": label}


def capital(text: str) -> str:
    """The text with a capital first letter."""
    return text[:1].upper() + text[1:]


def is_couleur_notation(text: str) -> bool:
    """Whether a call is written as à la couleur writes it ("couleur H", "7 plis en solo C")."""
    words = text.lower().split()
    return bool(words) and (words[0] == "couleur" or "plis" in words)


def call_words(call: Call, couleur: bool) -> str:
    """A call in words: "emballage 9 plis à cœur", "j'emballe cœur", "petit solo-chlem sans
    atout"; à la couleur: "couleur à cœur", "7 plis en solo à trèfle"."""
    suit = call.suit
    match call.kind:
        case CallKind.PASS:
            return _("passe")
        case CallKind.WAIT:
            return _("premier") if call.word == "premier" else _("j'attends")
        case CallKind.MAINTAIN:
            return _("je maintiens")
        case CallKind.JOIN:
            if suit is None:
                return _("j'emballe")
            return _("j'emballe %(suit)s") % {"suit": suit_name(suit)}
        case CallKind.PROPOSE if couleur and call.tricks == 8:
            name = _("couleur")
        case CallKind.PROPOSE:
            name = _("emballage %(tricks)s plis") % {"tricks": call.tricks}
        case CallKind.SEUL if couleur:
            name = _("%(tricks)s plis en solo") % {"tricks": call.tricks}
        case CallKind.SEUL:
            name = _("seul %(tricks)s plis") % {"tricks": call.tricks}
        case _:
            contract = call.contract or ""
            name = contract_word(contract, couleur)
            if contract == "abondance" and call.tricks is not None:
                name = _("abondance %(tricks)s plis") % {"tricks": call.tricks}
    if call.no_trump:
        no_trump = pgettext("whist", "sans atout")
        return f"{name} {no_trump}"
    if suit is None:
        return name
    return _("%(name)s à %(suit)s") % {"name": name, "suit": suit_name(suit)}


def step_name(contract: str, tricks: int | None, couleur: bool) -> str:
    """A rung of the ladder: "Seul à 8 plis", "6 plis en solo", "Grande misère"."""
    return capital(contract_name({"name": contract, "tricks": tricks}, couleur))


def sheet_contract(name: str, tricks: int | None, couleur: bool) -> str:
    """ "emballage 9", "seul 7", "couleur", "7 plis en solo", "abondance 10", "trou (9)": a
    score sheet's short form of the name whist's words give each contract."""
    words = contract_word(name, couleur)
    if couleur and name == "seul":
        return _("%(n)s plis en solo") % {"n": tricks or 6}
    if name == "trou" and tricks:
        return _("trou (%(n)s levées)") % {"n": tricks}
    if name in ("emballage", "seul", "abondance") and tricks and not couleur:
        return f"{words} {tricks}"
    return words
