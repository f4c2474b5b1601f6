"""Blocks of the two Belgian whist rule pages (seeds 002 and 003), drawn by the whist engine.

One engine, two rule documents: every block receives the page's ``Document`` and builds the
rule set from it (``get_game("whist").make_rules(dict(document.rules))``), so the same block
shows the Règlement's data on ``whist-reglement`` and à la couleur's on ``whist-couleur``.

Tables read the engine's data at render time through the package (``engine.DEAL_PATTERNS``,
``engine.CARD_ORDER``, ``engine.BID_SUIT_ORDER``, ``engine.catalogue``,
``engine.bidding_ladder``, ``engine.REGLEMENT_TABLE``, ``engine.A_DEUX_TABLE``,
``engine.COULEUR_TABLE``, ``engine.COULEUR_SOLOS``); worked examples are positions handed to
the engine (``find_trou``, ``trou_ruling``, ``contract_target``, ``Auction.check``,
``trick_winner``, ``legal_plays``, ``score_deal``, ``score_dames``, ``GAME.answer``) whose
verdicts and reasons are drawn as they come back. Only positions, captions and the words
around the engine's values are written here. Each block's HTML sits in an element carrying
``data-block`` (and ``data-example`` for a worked example), which the pages' tests use.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from reference.blocks import UnknownBlock, block_template
from reference.blocks.common import (
    Cell,
    FieldExample,
    case_fields,
    one_example,
    play_figure,
    table,
    tagged,
    trick_figure,
)
from reference.engine import Document, get_game
from reference.engine import whist as engine
from reference.engine.cards import DECK_52, Card, Rank, Suit
from reference.engine.protocol import Interpretation
from reference.games.whist import WORDS
from reference.names import RANK_NAMES, SUIT_NAMES, rank_index

#: The seats of the worked examples, seat 0 (the dealer's left, first to speak) first; Sud deals.
SEATS = (
    gettext_lazy("Ouest"),
    gettext_lazy("Nord"),
    gettext_lazy("Est"),
    gettext_lazy("Sud"),
)
DEALER = 3

#: Words for each contract, keyed by the French term the engine's catalogue uses (``label``).
CONTRACT_LABELS: dict[str, Promise] = {
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

#: Who may take the first lead (``ContractSpec.leader``).
LEADERS: dict[str, Promise] = {
    "dealer_left": gettext_lazy("le joueur à gauche du donneur"),
    "declarer": gettext_lazy("le déclarant"),
    "boucheur": gettext_lazy("le boucheur"),
}

#: The trump of a contract (``ContractSpec.trump``); the trou's depends on the document.
TRUMPS: dict[str, Promise] = {
    "suit": gettext_lazy("la couleur annoncée"),
    "none": gettext_lazy("sans atout"),
    "declared": gettext_lazy("la couleur annoncée, ou sans atout, au choix du déclarant"),
    "boucheur-reglement": gettext_lazy("la couleur de la première carte jouée par le boucheur"),
    "boucheur-couleur": gettext_lazy("la couleur de la carte que montre le boucheur"),
}

#: The sides of a contract (``ContractSpec.side``).
SIDES: dict[str, Promise] = {
    "partnership": gettext_lazy("deux partenaires contre deux"),
    "alone": gettext_lazy("un joueur seul contre trois"),
    "all": gettext_lazy("chacun pour soi"),
}

#: When a declarer's hand lies open (``ContractSpec.open_hand``).
OPEN_HANDS: dict[str, Promise] = {
    "after_first_trick": gettext_lazy("jeu étalé sur la table après le premier pli"),
    "whole_deal": gettext_lazy("jeu découvert pendant toute la donne"),
}

#: Words for the notes of ``bidding_ladder``, keyed by the engine's (English) note.
LADDER_NOTES: dict[str, Promise] = {
    "not bid: the trou stands here; only higher calls may follow it": gettext_lazy(
        "ne s'annonce pas aux enchères : un trou annoncé se place ici, et seules les annonces "
        "plus hautes peuvent le suivre"
    ),
    "only after a trou": gettext_lazy("seulement après l'annonce d'un trou"),
    "abondances rank by suit first, then by tricks": gettext_lazy(
        "les abondances se classent d'abord par couleur, puis par nombre de plis"
    ),
    "by suit, without trump (SA) highest": gettext_lazy(
        "par couleur, et sans atout au-dessus de toutes les couleurs"
    ),
    "called emballage à 10 sur misère when a petite misère was bid": gettext_lazy(
        "s'appelle « emballage à 10 sur misère » quand une petite misère a été annoncée"
    ),
    "called 8 seul sur misère when a petite misère was bid": gettext_lazy(
        "s'appelle « 8 seul sur misère » quand une petite misère a été annoncée"
    ),
}


# --- words ---------------------------------------------------------------------------------


def seat_name(seat: int) -> str:
    """ "Ouest" for seat 0 … "Sud" for seat 3 (the dealer)."""
    return str(SEATS[seat])


def seat_label(seat: int) -> str:
    """ "Ouest (joueur 1)": the name with the number the reason sentences use (seat + 1)."""
    return _("%(name)s (joueur %(seat)s)") % {"name": seat_name(seat), "seat": seat + 1}


def suit_name(suit: Suit) -> str:
    """ "cœur ♥"."""
    return f"{SUIT_NAMES[suit]} {suit.symbol}"


def signed(value: int) -> str:
    """ "+3", "-12", "0"."""
    return f"{value:+d}" if value else "0"


def contract_label(spec: engine.ContractSpec) -> str:
    """The contract's name in the active language ("petite misère")."""
    if spec.label not in CONTRACT_LABELS:
        raise UnknownBlock(f"whist: no words for contract {spec.label!r}")
    return str(CONTRACT_LABELS[spec.label])


def _rules(document: Document, options: Mapping[str, Any] | None = None) -> engine.Rules:
    rules = get_game("whist").make_rules({**dict(document.rules), **dict(options or {})})
    assert isinstance(rules, engine.Rules)
    return rules


def _spec(name: str, rules: engine.Rules) -> engine.ContractSpec:
    return engine.contract_spec(name, rules)


def bid_words(
    name: str, tricks: int | None, suit: Suit | None, no_trump: bool, rules: engine.Rules
) -> str:
    """A contract as announced: "emballage 9 à cœur ♥", "7 plis en solo à trèfle ♣"."""
    spec = _spec(name, rules)
    label = contract_label(spec)
    where = ""
    if suit is not None:
        where = suit_name(suit)
    elif no_trump:
        where = _("sans atout")
    if name == "emballage" and not rules.reglement:
        return _("couleur à %(suit)s") % {"suit": where} if where else label
    if name == "seul" and not rules.reglement:
        text = _("%(tricks)s plis en solo") % {"tricks": tricks}
    elif name in ("emballage", "seul", "abondance") and tricks is not None and rules.reglement:
        text = f"{label} {tricks}"
    else:
        text = label
    if not where:
        return text
    if no_trump:
        return f"{text} {where}"
    return _("%(contract)s à %(suit)s") % {"contract": text, "suit": where}


def call_words(call: engine.Call, rules: engine.Rules) -> str:
    """A call in words: "passe", "j'emballe cœur ♥", "seul 6 à pique ♠", "petite misère"."""
    kind = call.kind
    if kind is engine.CallKind.PASS:
        return _("passe")
    if kind is engine.CallKind.WAIT:
        return _("premier") if call.word == "premier" else _("j'attends")
    if kind is engine.CallKind.MAINTAIN:
        return _("je maintiens")
    if kind is engine.CallKind.JOIN:
        if call.suit is None:
            return _("j'emballe")
        return _("j'emballe %(suit)s") % {"suit": suit_name(call.suit)}
    assert call.contract is not None
    return bid_words(call.contract, call.tricks, call.suit, call.no_trump, rules)


def target_text(spec: engine.ContractSpec, *, short: bool = False) -> str:
    """What the contract requires, from the catalogue ("au moins 8 (annonces : 8, 9, 10)");
    ``short``: the compact form of the scoring tables ("8 ou 9")."""
    if spec.name == "dames":
        return _("ne prendre aucun pli contenant une dame, ou prendre les quatre dames")
    if spec.name == "trou":
        low, high = spec.tricks[0], spec.tricks[-1]
        if short:
            return _("%(low)s ou %(high)s, selon l'atout") % {"low": low, "high": high}
        return _(
            "au moins %(low)s si l'atout est la couleur de l'as du boucheur, sinon au moins "
            "%(high)s"
        ) % {"low": low, "high": high}
    first = spec.tricks[0]
    played = spec.tricks_played
    if spec.exact and first == 0:
        text = _("aucun pli (sur %(played)s)") % {"played": played}
    elif spec.exact:
        text = _("exactement %(n)s (sur %(played)s)") % {"n": first, "played": played}
    elif first == played:
        text = _("tous les plis (%(n)s)") % {"n": first}
    else:
        text = _("au moins %(n)s") % {"n": first}
    if len(spec.tricks) > 1:
        text += " " + _("(annonces : %(list)s)") % {"list": ", ".join(map(str, spec.tricks))}
    return text


def trump_text(spec: engine.ContractSpec, rules: engine.Rules) -> str:
    """The contract's trump in words."""
    key = spec.trump
    if key == "boucheur":
        key = f"boucheur-{rules.document}"
    if key not in TRUMPS:
        raise UnknownBlock(f"whist: no words for trump {spec.trump!r}")
    return str(TRUMPS[key])


def side_text(spec: engine.ContractSpec) -> str:
    """Who plays the contract, against whom."""
    if spec.side not in SIDES:
        raise UnknownBlock(f"whist: no words for side {spec.side!r}")
    return str(SIDES[spec.side])


def leader_text(leader: str) -> str:
    """Who leads the first trick."""
    if leader not in LEADERS:
        raise UnknownBlock(f"whist: no words for leader {leader!r}")
    return str(LEADERS[leader])


def features_text(spec: engine.ContractSpec, rules: engine.Rules) -> str:
    """The catalogue's other facts about a contract, joined by semicolons."""
    items: list[str] = []
    if spec.emballable and spec.a_deux:
        if rules.reglement:
            items.append(_("peut être emballé : chacun le joue alors pour soi (« à deux »)"))
        else:
            items.append(_("peut être emballé : chaque partenaire doit alors réussir"))
    elif spec.emballable and spec.side == "partnership":
        if rules.reglement:
            items.append(_("conclu quand un autre joueur emballe la couleur proposée"))
        else:
            items.append(_("peut être emballé ; sinon le proposant le joue seul"))
    if spec.tricks_played != 13:
        items.append(
            _("chacun écarte d'abord une carte : %(n)s plis à jouer") % {"n": spec.tricks_played}
        )
    if spec.open_hand is not None:
        if spec.open_hand not in OPEN_HANDS:
            raise UnknownBlock(f"whist: no words for open hand {spec.open_hand!r}")
        items.append(str(OPEN_HANDS[spec.open_hand]))
    if spec.round_one_only:
        items.append(_("s'annonce au premier tour seulement"))
    if spec.not_round_one:
        items.append(_("jamais au premier tour"))
    if spec.needs_referee:
        items.append(_("accord préalable d'un arbitre"))
    return " ; ".join(items) or "—"


def _for_document(
    examples: Mapping[str, Mapping[str, Any]], document: Document, args: list[str], block: str
) -> tuple[str, Any]:
    """The example named by ``args`` among those written for this document's rule set."""
    own = examples.get(str(document.rules.get("document", "reglement")), {})
    name = one_example(args, own, block)
    return name, own[name]


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def option_text(options: Mapping[str, object]) -> str:
    """ "seul_extras_from = "bid"" (the case-file spelling of option values)."""
    return ", ".join(f"{k} = {json.dumps(v)}" for k, v in options.items())


def _with_options(caption: Promise | str, options: Mapping[str, object]) -> str:
    return f"{caption} ({option_text(options)})" if options else str(caption)


# --- interpretation notes per page ---------------------------------------------------------

SEED_OF = {"reglement": "002", "couleur": "003"}
#: Notes shown on a page although their source cites only the other seed.
EXTRA_NOTES = {"couleur": ("whist-trou-void",)}


def page_interpretations(document: Document) -> tuple[Interpretation, ...]:
    """The interpretation notes of a page: those whose source cites the page's seed, plus the
    few that also explain a rule of the other document (``EXTRA_NOTES``)."""
    which = str(document.rules.get("document", "reglement"))
    seed = SEED_OF[which]
    extra = EXTRA_NOTES.get(which, ())
    return tuple(
        i for i in engine.INTERPRETATIONS if re.search(rf"\b{seed}\b", i.source) or i.id in extra
    )


# --- material, deal and card order ----------------------------------------------------------


def deal_table(document: Document, args: list[str]) -> str:
    """The deal patterns the document allows, packet by packet (``DEAL_PATTERNS``)."""
    rules = _rules(document)
    patterns = engine.DEAL_PATTERNS[rules.document]
    rounds = max(len(p.split("-")) for p in patterns)
    rows: list[list[Cell | str | int]] = [
        [
            _("Paquets"),
            *(_("Tour %(n)s") % {"n": n} for n in range(1, rounds + 1)),
            _("Cartes par joueur"),
            _("Option deal_pattern"),
        ]
    ]
    for pattern in patterns:
        packets = [int(n) for n in pattern.split("-")]
        default = pattern == rules.deal_pattern
        rows.append(
            [
                pattern,
                *(_("%(n)s cartes") % {"n": n} for n in packets),
                sum(packets),
                _("%(value)s (par défaut)") % {"value": pattern} if default else pattern,
            ]
        )
    return tagged(
        "whist-deal",
        table(
            rows,
            caption=_("La distribution : cartes données à chaque joueur à chaque tour"),
            header_cols=1,
        ),
    )


def order_table(document: Document, args: list[str]) -> str:
    """The card order of every suit, strongest first (``CARD_ORDER``), drawn in hearts."""
    rows: list[list[Cell | str | int]] = [[_("Rang"), _("Carte (ici à cœur)")]]
    order = engine.CARD_ORDER
    for position, rank in enumerate(order, start=1):
        label = str(position)
        if position == 1:
            label = _("1 (la plus forte)")
        elif position == len(order):
            label = _("%(n)s (la plus faible)") % {"n": position}
        rows.append([label, Cell(_rank_word(rank), (Card(rank, Suit.HEARTS),))])
    return tagged(
        "whist-order",
        table(
            rows,
            caption=_("Ordre des cartes dans chaque couleur, de la plus forte à la plus faible"),
            header_cols=1,
        ),
    )


def _rank_word(rank: Rank) -> str:
    return str(RANK_NAMES.get(rank, rank_index(rank)))


def suits_table(document: Document, args: list[str]) -> str:
    """The suits' rank for bidding, strongest first (``BID_SUIT_ORDER``, weakest first)."""
    rows: list[list[Cell | str | int]] = [[_("Rang"), _("Couleur")]]
    strongest_first = tuple(reversed(engine.BID_SUIT_ORDER))
    for position, suit in enumerate(strongest_first, start=1):
        label = str(position)
        if position == 1:
            label = _("1 (la plus forte)")
        elif position == len(strongest_first):
            label = _("%(n)s (la plus faible)") % {"n": position}
        rows.append([label, suit_name(suit)])
    return tagged(
        "whist-suits",
        table(
            rows,
            caption=_("Le rang des couleurs aux enchères, de la plus forte à la plus faible"),
            header_cols=1,
        ),
    )


# --- the trou --------------------------------------------------------------------------------


def _deal(fixed: Mapping[int, str]) -> tuple[tuple[Card, ...], ...]:
    """Four hands of 13: the ``fixed`` cards where they are given, the rest dealt in order."""
    hands: list[list[Card]] = [[] for _seat in range(4)]
    placed: set[Card] = set()
    for seat, cards in fixed.items():
        for card in _cards(cards):
            hands[seat].append(card)
            placed.add(card)
    seat = 0
    for card in DECK_52.cards:
        if card in placed:
            continue
        while len(hands[seat]) >= 13:
            seat = (seat + 1) % 4
        hands[seat].append(card)
        seat = (seat + 1) % 4
    return tuple(tuple(h) for h in hands)


@dataclass(frozen=True)
class TrouExample:
    """A deal with three (or four) aces in one hand: the cards that matter, seat by seat."""

    fixed: dict[int, str]
    caption: Promise
    documents: tuple[str, ...] = ("reglement", "couleur")


TROUS = {
    "trois-as": TrouExample(
        {1: "AS AH AD", 3: "AC"},
        gettext_lazy("Nord tient trois as, Sud le quatrième"),
    ),
    "trou-royal": TrouExample(
        {2: "AS AH AD AC KH", 0: "QH"},
        gettext_lazy("Trou royal : Est tient les quatre as et le roi de cœur"),
        ("reglement",),
    ),
}


def _trou_example(document: Document, args: list[str]) -> tuple[str, TrouExample, engine.Rules]:
    name = one_example(args, TROUS, "whist-trou")
    example = TROUS[name]
    rules = _rules(document)
    if rules.document not in example.documents:
        raise UnknownBlock(f"whist-trou: example {name!r} is not for the {rules.document} page")
    return name, example, rules


def trou_block(document: Document, args: list[str]) -> str:
    """A trou found by ``find_trou`` and called (``trou_ruling``), with its targets by trump
    (``contract_target``)."""
    name, example, rules = _trou_example(document, args)
    hands = _deal(example.fixed)
    trou = engine.find_trou(hands, rules)
    if trou is None:
        raise UnknownBlock(f"whist-trou: example {name!r} holds no trou")
    ruling = engine.trou_ruling(hands, rules, caller=trou.seat)
    seats = []
    for seat, hand in enumerate(hands):
        shown = [c for c in hand if c.rank is Rank.ACE]
        if trou.royal:
            shown += [c for c in hand if c.suit is Suit.HEARTS and c.rank is not Rank.ACE]
            shown = [
                c for c in shown if c.rank is Rank.ACE or c.rank.natural >= trou.plug.rank.natural
            ]
        if seat == trou.seat:
            role = _("joueur du trou")
        elif seat == trou.boucheur:
            role = _("boucheur (partenaire forcé)")
        else:
            role = _("adversaire")
        seats.append({"seat": seat, "name": seat_label(seat), "cards": shown, "role": role})
    targets = []
    for suit in reversed(engine.BID_SUIT_ORDER):
        target = engine.contract_target("trou", rules, trump=suit, boucheur_ace=trou.ace_suit)
        targets.append(
            {
                "suit": suit.value,
                "trump": suit_name(suit),
                "tricks": target.tricks,
                "own": suit is trou.ace_suit,
                "leader": leader_text(target.leader),
            }
        )
    shows = (
        _("Couleur de la première carte du boucheur (l'atout)")
        if rules.reglement
        else _("Couleur de la carte montrée par le boucheur (l'atout)")
    )
    return tagged(
        "whist-trou",
        block_template(
            "whist_trou",
            caption=str(example.caption),
            royal=trou.royal,
            seats=seats,
            reasons=[WORDS.under(rules).sentence(r) for r in (*trou.reasons, ruling.reason)],
            targets=targets,
            shows=shows,
            ace_suit=suit_name(trou.ace_suit),
            boucheur=seat_name(trou.boucheur),
        ),
        name,
    )


@dataclass(frozen=True)
class TrouCall:
    """One way the trou round can go, on one of the ``TROUS`` deals."""

    deal: str
    situation: Promise
    caller: str  # "trou" (the trou player), "boucheur", "nobody"
    late: bool = False


TROU_CALLS = {
    "reglement": (
        TrouCall(
            "trois-as", gettext_lazy("%(trou)s annonce « trou » avant toute autre annonce"), "trou"
        ),
        TrouCall("trois-as", gettext_lazy("%(trou)s se tait malgré ses trois as"), "nobody"),
        TrouCall(
            "trois-as", gettext_lazy("%(boucheur)s annonce « trou » avec un seul as"), "boucheur"
        ),
        TrouCall(
            "trois-as",
            gettext_lazy("%(trou)s annonce « trou » après une autre annonce"),
            "trou",
            late=True,
        ),
        TrouCall(
            "trou-royal", gettext_lazy("%(trou)s, qui a les quatre as, annonce « trou »"), "trou"
        ),
    ),
    "couleur": (
        TrouCall("trois-as", gettext_lazy("%(trou)s annonce « trou »"), "trou"),
        TrouCall("trois-as", gettext_lazy("%(trou)s se tait malgré ses trois as"), "nobody"),
        TrouCall("trou-royal", gettext_lazy("%(trou)s a les quatre as"), "nobody"),
    ),
}


def trou_calls_table(document: Document, args: list[str]) -> str:
    """Each way the trou round can go, judged by ``trou_ruling``: played, or the deal void."""
    rules = _rules(document)
    rows: list[list[Cell | str | int]] = [[_("Situation"), _("Verdict du moteur"), _("Pourquoi")]]
    for item in TROU_CALLS[rules.document]:
        hands = _deal(TROUS[item.deal].fixed)
        counts = [sum(1 for c in h if c.rank is Rank.ACE) for h in hands]
        holder = max(range(4), key=counts.__getitem__)
        other = next((s for s in range(4) if s != holder and counts[s]), holder)
        caller = {"trou": holder, "boucheur": other, "nobody": None}[item.caller]
        ruling = engine.trou_ruling(hands, rules, caller=caller, late=item.late)
        if ruling.void:
            verdict = _("donne annulée")
        elif ruling.trou is not None:
            verdict = _("le trou se joue")
        else:
            verdict = _("pas de trou : on passe aux enchères")
        situation = str(item.situation) % {
            "trou": seat_name(holder),
            "boucheur": seat_name(other),
        }
        rows.append([situation, verdict, WORDS.under(rules).sentence(ruling.reason)])
    return tagged(
        "whist-trou-calls",
        table(rows, caption=_("Le tour du trou : ce que décide le moteur"), header_cols=1),
    )


# --- contracts, ladder and auction ------------------------------------------------------------


def contracts_table(document: Document, args: list[str]) -> str:
    """The document's contracts, lowest first (``catalogue``)."""
    rules = _rules(document)
    rows: list[list[Cell | str | int]] = [
        [
            _("Contrat"),
            _("Qui joue"),
            _("Plis à faire"),
            _("Atout"),
            _("Premier pli entamé par"),
            _("Particularités"),
        ]
    ]
    for spec in engine.catalogue(rules):
        rows.append(
            [
                contract_label(spec),
                side_text(spec),
                target_text(spec),
                trump_text(spec, rules),
                leader_text(spec.leader),
                features_text(spec, rules),
            ]
        )
    return tagged(
        "whist-contracts",
        table(rows, caption=_("Les contrats du document, du plus bas au plus haut"), header_cols=1),
    )


def step_words(step: engine.LadderStep, rules: engine.Rules) -> str:
    """A rung of the ladder in words: "emballage 9", "7 plis en solo", "piccolo"."""
    spec = _spec(step.contract, rules)
    if step.contract == "seul" and not rules.reglement:
        return _("%(tricks)s plis en solo") % {"tricks": step.tricks}
    if step.contract == "emballage" and not rules.reglement:
        return _("couleur (%(tricks)s plis)") % {"tricks": step.tricks}
    if step.tricks is not None:
        return f"{contract_label(spec)} {step.tricks}"
    return contract_label(spec)


def ladder_table(document: Document, args: list[str]) -> str:
    """Every rung of the document's bidding ladder, lowest first (``bidding_ladder``)."""
    rules = _rules(document)
    order = " < ".join(s.symbol for s in engine.BID_SUIT_ORDER)
    rows: list[list[Cell | str | int]] = [
        [_("Rang"), _("Annonce"), _("À rang égal, la couleur départage"), _("Remarque")]
    ]
    for position, step in enumerate(engine.bidding_ladder(rules), start=1):
        if step.note and step.note not in LADDER_NOTES:
            raise UnknownBlock(f"whist-ladder: no words for note {step.note!r}")
        rows.append(
            [
                position,
                step_words(step, rules),
                _("oui (%(order)s)") % {"order": order} if step.by_suit else _("non"),
                str(LADDER_NOTES[step.note]) if step.note else "",
            ]
        )
    return tagged(
        "whist-ladder",
        table(
            rows,
            caption=_("L'échelle des annonces, de la plus basse à la plus haute"),
            header_cols=1,
        ),
    )


@dataclass(frozen=True)
class AuctionExample:
    """Calls in the order they are tried; a refused call is shown and the same seat speaks
    again."""

    calls: tuple[str, ...]
    caption: Promise
    options: dict[str, object] = field(default_factory=dict)
    trou: bool = False
    rabrouche: bool = False


def _calls(text: str) -> tuple[str, ...]:
    """Calls written one after the other, separated by slashes."""
    return tuple(call.strip() for call in text.split("/"))


AUCTIONS: dict[str, dict[str, AuctionExample]] = {
    "reglement": {
        "premier-tour": AuctionExample(
            _calls(
                "emballage 8 S / emballage 8 H / seul 6 C / pass / j'emballe H / "
                "je maintiens / pass / j'emballe H / pass / pass / j'emballe H / pass / "
                "pass / pass / pass"
            ),
            gettext_lazy("Deux propositions, un emballage, un joueur qui maintient"),
        ),
        "seul-emballage": AuctionExample(
            _calls(
                "emballage 8 S / emballage 8 H / pass / j'emballe H / seul 6 S / "
                "emballage 9 H / pass / pass / emballage 8 H / emballage 9 H / seul 7 S / "
                "emballage 10 H / pass / pass / seul 8 S / pass / pass / pass / pass"
            ),
            gettext_lazy("Le seul contre l'emballage : l'emballeur surenchérit le premier"),
        ),
        "sur-misere": AuctionExample(
            _calls(
                "emballage 8 H / petite misere / pass / pass / seul 7 H / seul 8 H / "
                "j'emballe H / pass / pass / pass / pass / pass"
            ),
            gettext_lazy("Par-dessus une petite misère : le 8 seul"),
        ),
        "misere-a-deux": AuctionExample(
            _calls("petite misere / j'emballe / petite misere / pass / pass / pass / pass / pass"),
            gettext_lazy("Une petite misère emballée : elle se joue à deux"),
        ),
        "abondances": AuctionExample(
            _calls(
                "abondance 10 S / abondance 9 H / abondance 10 H / pass / pass / pass / pass / pass"
            ),
            gettext_lazy("Les abondances : le nombre de plis d'abord, la couleur ensuite"),
        ),
        "premier-tour-seulement": AuctionExample(
            _calls(
                "emballage 8 D / pass / pass / pass / abondance 9 D / je maintiens / "
                "pass / pass / pass / pass"
            ),
            gettext_lazy("Trop tard pour l'abondance ; une proposition que personne n'emballe"),
        ),
        "j-attends": AuctionExample(
            _calls(
                "j'attends / emballage 8 H / pass / pass / piccolo / j'emballe H / pass / "
                "pass / pass / pass / pass"
            ),
            gettext_lazy("« J'attends » : le droit d'emballer au deuxième tour, et lui seul"),
        ),
        "sur-trou": AuctionExample(
            _calls(
                "emballage 8 H / abondance sur table H / grande misere sur trou / pass / "
                "pass / pass / pass"
            ),
            gettext_lazy("Après un trou : seulement la grande misère sur trou, ou plus haut"),
            trou=True,
        ),
        "trou-joue": AuctionExample(
            _calls("pass / pass / pass / pass"),
            gettext_lazy("Après un trou, personne n'annonce plus haut"),
            trou=True,
        ),
        "dames": AuctionExample(
            _calls("pass / pass / pass / pass"),
            gettext_lazy("Quatre passes : le jeu des Dames"),
        ),
        "rabrouche": AuctionExample(
            _calls(
                "petite misere / pass / pass / pass / petite misere / pass / pass / pass / pass"
            ),
            gettext_lazy("Dans une rabrouche, la petite misère est au donneur"),
            rabrouche=True,
        ),
        "variante-abondances": AuctionExample(
            _calls("abondance 10 S / abondance 9 H / pass / pass / pass / pass"),
            gettext_lazy("Variante : les abondances classées d'abord par couleur"),
            {"abondance_order": "suit_then_tricks"},
        ),
    },
    "couleur": {
        "montee": AuctionExample(
            _calls(
                "couleur S / couleur H / seul 6 S / seul 6 D / j'emballe / pass / pass / "
                "pass / pass"
            ),
            gettext_lazy("Chaque annonce dépasse la précédente"),
        ),
        "emballage-misere": AuctionExample(
            _calls(
                "j'attends / couleur S / seul 6 C / couleur H / petite misere / "
                "j'emballe / pass / pass"
            ),
            gettext_lazy("« J'attends », puis une petite misère emballée"),
        ),
        "couleur-seule": AuctionExample(
            _calls("couleur H / pass / pass / pass"),
            gettext_lazy("Une couleur que personne n'emballe"),
        ),
        "piccolissimo": AuctionExample(
            _calls(
                "premier / couleur D / j'emballe / piccolissimo / j'emballe / pass / "
                "pass / pass / pass"
            ),
            gettext_lazy("Le piccolissimo ne s'emballe pas"),
        ),
        "tous-passent": AuctionExample(
            _calls("pass / pass / pass / pass"),
            gettext_lazy("Quatre passes : on redistribue"),
        ),
        "trou": AuctionExample(
            _calls("petite misere / pass"),
            gettext_lazy("Après un trou, pas d'enchères"),
            trou=True,
        ),
    },
}


def auction_figure(document: Document, args: list[str]) -> str:
    """An auction replayed call by call: ``Auction.check`` judges each call, ``apply`` records
    the legal ones, ``outcome`` gives the contract."""
    name, example = _for_document(AUCTIONS, document, args, "whist-auction")
    rules = _rules(document, example.options)
    auction = engine.Auction(rules, trou=example.trou, rabrouche=example.rabrouche)
    rows = []
    for number, text in enumerate(example.calls, start=1):
        call = engine.Call.parse(text)
        seat, round_ = auction.seat, auction.round
        ruling = auction.check(call)
        note = ""
        if ruling.legal:
            auction = auction.apply(call)
            if call.kind is engine.CallKind.PASS and not auction.out[seat] and not auction.over:
                note = _(
                    "Ce passe n'est pas définitif : son emballeur n'a pas abandonné, et c'est à "
                    "lui de faire la première surenchère."
                )
        rows.append(
            {
                "number": number,
                "round": round_,
                "player": seat_label(seat),
                "call": call_words(call, rules),
                "notation": str(call),
                "legal": ruling.legal,
                "code": ruling.reason.code,
                "reason": WORDS.under(rules).sentence(ruling.reason),
                "note": note,
            }
        )
    return tagged(
        "whist-auction",
        block_template(
            "whist_auction",
            caption=_with_options(example.caption, example.options),
            order=", ".join(seat_name(s) for s in range(4)),
            dealer=seat_name(DEALER),
            trou=example.trou,
            rabrouche=example.rabrouche,
            rows=rows,
            outcome=_outcome_text(auction, rules),
        ),
        name,
    )


def _outcome_text(auction: engine.Auction, rules: engine.Rules) -> str:
    if not auction.over:
        return _("Les enchères continuent.")
    outcome = auction.outcome()
    if outcome.contract is None:
        return _("Les quatre joueurs ont passé : la donne n'est pas jouée, on redistribue.")
    if outcome.contract == "dames":
        return _("Aucun contrat n'est conclu : on joue le jeu des Dames.")
    if outcome.contract == "trou":
        return _("Personne n'a annoncé plus haut : le trou se joue.")
    words = bid_words(outcome.contract, outcome.tricks, outcome.suit, outcome.no_trump, rules)
    players = " " + _("et") + " "
    text = _("Contrat : %(contract)s, joué par %(players)s.") % {
        "contract": words,
        "players": players.join(seat_name(s) for s in outcome.seats),
    }
    spec = _spec(outcome.contract, rules)
    if len(outcome.seats) == 2 and spec.side == "alone" and rules.reglement:
        text += " " + _("Chacun des deux le joue pour soi (« à deux »).")
    elif len(outcome.seats) == 2 and spec.side == "alone":
        text += " " + _(
            "Les deux jouent ensemble : chacun doit réussir pour que le contrat soit gagné."
        )
    elif len(outcome.seats) == 1 and spec.side == "partnership":
        text += " " + _("Personne ne l'a emballée : son annonceur la joue seul contre trois.")
    return text


# --- playing the cards ----------------------------------------------------------------------


@dataclass(frozen=True)
class TrickExample:
    """A trick in play order, led by ``leader``; ``trump`` a suit letter or "" (no trump)."""

    trump: str
    cards: str
    caption: Promise
    leader: int = 0


TRICKS = {
    "coupe": TrickExample(
        "H",
        "KS 4S 3H AS",
        gettext_lazy("Pique demandé : Est coupe avec le 3 d'atout et bat l'as de pique"),
    ),
    "surcoupe": TrickExample(
        "H",
        "TD 5H 9H 2D",
        gettext_lazy("Deux joueurs coupent : le plus fort atout l'emporte"),
        1,
    ),
    "sans-atout": TrickExample(
        "",
        "TD KD AC 4D",
        gettext_lazy("Sans atout : l'as de trèfle ne prend rien"),
        2,
    ),
    "atout-demande": TrickExample(
        "S",
        "5S JS 2S AD",
        gettext_lazy("Atout demandé : le valet de pique l'emporte"),
        3,
    ),
}


def _suit_or_none(letter: str) -> Suit | None:
    return Suit(letter) if letter else None


def _trump_label(trump: Suit | None) -> str:
    return suit_name(trump) if trump is not None else _("sans atout")


def trick_block(document: Document, args: list[str]) -> str:
    """A worked trick: ``trick_winner``'s verdict, winner highlighted, reasons written out."""
    name = one_example(args, TRICKS, "whist-trick")
    example = TRICKS[name]
    trump = _suit_or_none(example.trump)
    cards = _cards(example.cards)
    labels = [seat_name((example.leader + i) % 4) for i in range(len(cards))]
    return tagged(
        "whist-trick",
        trick_figure(
            cards,
            engine.trick_winner(cards, trump),
            caption=str(example.caption),
            labels=labels,
            trump=_trump_label(trump),
            sentence=WORDS.sentence,
        ),
        name,
    )


@dataclass(frozen=True)
class PlayExample:
    """Your hand facing a partial trick (``trick`` empty: you lead)."""

    trump: str
    trick: str
    hand: str
    caption: Promise
    context: str = ""  # "", "dames", "trou" (first trick of a trou), "misere" (the discard)
    documents: tuple[str, ...] = ("reglement", "couleur")


PLAYS = {
    "fournir": PlayExample(
        "H",
        "KS",
        "7S 2S AH 9D JC",
        gettext_lazy("Pique demandé : vous en avez, vous fournissez"),
    ),
    "libre": PlayExample(
        "H",
        "KD 3D",
        "AH 5H TS 8C",
        gettext_lazy("Plus de carreau : coupez ou défaussez-vous, au choix"),
    ),
    "misere-ecart": PlayExample(
        "",
        "",
        "AS KS 7S 2S 9H 6H 3H JD 8D 4D TC 5C 2C",
        gettext_lazy("Petite misère : chacun écarte une carte avant le premier pli"),
        "misere",
    ),
    "dames": PlayExample(
        "",
        "TS AS",
        "QH QD 5C 7D",
        gettext_lazy("Jeu des Dames : sans pique, vous devez mettre une dame"),
        "dames",
        ("reglement",),
    ),
    "trou-entame": PlayExample(
        "",
        "",
        "AC 9C 4C KS 8S TH 5H JD 6D",
        gettext_lazy("Trou : le boucheur entame et choisit l'atout"),
        "trou",
        ("reglement",),
    ),
    "trou-as": PlayExample(
        "D",
        "7D",
        "AD KD 5D AS AH 3C",
        gettext_lazy("Trou : le boucheur a entamé carreau, l'as de carreau doit tomber"),
        "trou",
        ("reglement",),
    ),
    "trou-royal-entame": PlayExample(
        "",
        "",
        "QH 8H KC 9C KS 5S JD 3D",
        gettext_lazy("Trou royal : le boucheur, sans as, entame ce qu'il veut"),
        "trou",
        ("reglement",),
    ),
}


def play_block(document: Document, args: list[str]) -> str:
    """A legal-play situation: ``legal_plays``'s ruling on a hand facing a trick."""
    name = one_example(args, PLAYS, "whist-play")
    example = PLAYS[name]
    rules = _rules(document)
    if rules.document not in example.documents:
        raise UnknownBlock(f"whist-play: example {name!r} is not for the {rules.document} page")
    hand, trick = _cards(example.hand), _cards(example.trick)
    trump = _suit_or_none(example.trump)
    context = {
        "": engine.PlayContext(),
        "dames": engine.PlayContext(dames=True),
        "trou": engine.PlayContext(trou_first_trick=True),
        "misere": engine.PlayContext(misere_discard=True),
    }[example.context]
    ruling = engine.legal_plays(hand, trick, trump, context)
    if example.context == "trou" and not trick:
        trump_word = _("désigné par votre entame")
    else:
        trump_word = _trump_label(trump)
    return tagged(
        "whist-play",
        play_figure(
            hand,
            trick,
            ruling,
            caption=str(example.caption),
            trump=trump_word,
            sentence=WORDS.under(rules).sentence,
        ),
        name,
    )


# --- scoring ----------------------------------------------------------------------------------


def _row_label(name: str, rules: engine.Rules) -> str:
    return contract_label(_spec(name, rules))


def _per_trick(amount: int, start: int | str) -> str:
    return _("%(amount)s par pli au-delà de %(start)s") % {"amount": signed(amount), "start": start}


def _won_cell(row: engine.ReglementRow, rules: engine.Rules, *, passive: bool) -> str:
    base = row.won_passive if passive else row.won_active
    each = row.extra_passive if passive else row.extra_active
    slam = row.slam_passive if passive else row.slam_active
    parts = [signed(base)]
    if each and row.extras_from is not None:
        start: int | str = row.extras_from
        if row.name == "seul" and rules.seul_extras_from == "bid":
            start = _("l'annonce")
        parts.append(_per_trick(each, start))
    if slam is not None:
        if rules.slam_13_mode == "replace":
            parts.append(_("13 plis : %(amount)s au total") % {"amount": signed(slam)})
        else:
            parts.append(_("13 plis : %(amount)s en plus") % {"amount": signed(slam)})
    return ", ".join(parts)


def _lost_cell(row: engine.ReglementRow, rules: engine.Rules, *, passive: bool) -> str:
    base = row.lost_passive if passive else row.lost_active
    each = row.missing_passive if passive else row.missing_active
    if passive and row.name == "petite_misere" and rules.petite_misere_lost_passive != "+6":
        return _("%(amount)s (comme imprimé)") % {"amount": signed(-abs(base))}
    parts = [signed(base)]
    if each:
        parts.append(_("%(amount)s par pli manquant") % {"amount": signed(each)})
    return ", ".join(parts)


def score_table(document: Document, args: list[str]) -> str:
    """The document's scoring table: 002's per active and per passive player
    (``REGLEMENT_TABLE``), or 003's per defender (``COULEUR_TABLE``, ``COULEUR_SOLOS``)."""
    rules = _rules(document)
    if rules.reglement:
        return _reglement_table(rules)
    return _couleur_table(rules)


def _reglement_table(rules: engine.Rules) -> str:
    rows: list[list[Cell | str | int]] = [
        [
            _("Contrat"),
            _("Plis à faire"),
            _("Gagné : chaque actif"),
            _("Gagné : chaque passif"),
            _("Perdu : chaque actif"),
            _("Perdu : chaque passif"),
        ]
    ]
    for row in engine.REGLEMENT_TABLE:
        spec = _spec(row.name, rules)
        rows.append(
            [
                contract_label(spec),
                target_text(spec, short=True),
                _won_cell(row, rules, passive=False),
                _won_cell(row, rules, passive=True),
                _lost_cell(row, rules, passive=False),
                _lost_cell(row, rules, passive=True),
            ]
        )
    return tagged(
        "whist-score-table",
        table(
            rows,
            caption=_("La table des points : ce que marque chaque joueur actif et passif"),
            header_cols=1,
        ),
    )


def couleur_row(name: str, tricks: int | None, rules: engine.Rules) -> engine.CouleurRow:
    """The 003 value of a contract, read from the engine's tables."""
    if name == "seul":
        return engine.COULEUR_SOLOS[tricks or 6]
    rows = {row.name: row for row in engine.COULEUR_TABLE}
    if name in rows:
        return rows[name]
    return engine.couleur_value(name, tricks, rules)


def _couleur_lines(rules: engine.Rules) -> list[tuple[engine.ContractSpec, int | None]]:
    lines: list[tuple[engine.ContractSpec, int | None]] = []
    for spec in engine.catalogue(rules):
        if spec.name == "seul":
            lines += [(spec, n) for n in sorted(engine.COULEUR_SOLOS)]
        else:
            lines.append((spec, spec.tricks[0]))
    return lines


def _couleur_taker(
    spec: engine.ContractSpec, tricks: int | None, rules: engine.Rules, *, declarers: int
) -> str:
    """What each taker receives when the contract is made exactly, and pays when it fails by
    one trick (``score_deal``)."""
    target = spec.tricks[0] if tricks is None else tricks
    made, failed = _exact_and_one_off(spec, target, declarers)
    contract = engine.Contract(spec.name, target, _sample_trump(spec), declarers)
    won = engine.score_deal(contract, made, rules).declarers[0]
    lost = engine.score_deal(contract, failed, rules).declarers[0]
    return _("%(won)s / %(lost)s") % {"won": signed(won), "lost": signed(lost)}


def _sample_trump(spec: engine.ContractSpec) -> Suit | None:
    """A trump for contracts played with one (scoring does not depend on which)."""
    return Suit.HEARTS if spec.trump in ("suit", "boucheur", "declared") else None


def _exact_and_one_off(
    spec: engine.ContractSpec, target: int, declarers: int
) -> tuple[list[int], list[int]]:
    """The ``result.tricks`` of the contract made exactly, and failed by one trick (by the
    first declarer, for a game each declarer plays for himself)."""
    miss = target + 1 if spec.exact else target - 1
    if spec.side == "partnership":
        return [target], [miss]
    return [target] * declarers, [miss] + [target] * (declarers - 1)


def _couleur_table(rules: engine.Rules) -> str:
    rows: list[list[Cell | str | int]] = [
        [
            _("Contrat"),
            _("Plis à faire"),
            _("Réussi : chaque défenseur paie"),
            _("Chuté : chaque défenseur reçoit"),
            _("Preneur seul : réussi / chuté d'un pli"),
            _("Deux preneurs, chacun : réussi / chuté d'un pli"),
        ]
    ]
    for spec, tricks in _couleur_lines(rules):
        value = couleur_row(spec.name, tricks, rules)
        label = contract_label(spec)
        target = target_text(spec, short=True)
        if spec.name == "seul":
            label = _("%(tricks)s plis en solo") % {"tricks": tricks}
            target = _("au moins %(n)s") % {"n": tricks}
        made = str(value.value)
        if value.per_extra:
            made += ", " + _("+%(each)s par pli en plus") % {"each": value.per_extra}
        failed = str(value.value)
        if value.per_extra and rules.failure_value == "undertricks":
            failed += ", " + _("+%(each)s par pli manquant après le premier") % {
                "each": value.per_extra
            }
        alone = "—"
        if spec.side == "alone" or spec.name == "emballage":
            alone = _couleur_taker(spec, tricks, rules, declarers=1)
        pair = "—"
        if spec.side == "partnership" or spec.a_deux:
            pair = _couleur_taker(spec, tricks, rules, declarers=2)
        rows.append([label, target, made, failed, alone, pair])
    return tagged(
        "whist-score-table",
        table(
            rows,
            caption=_("La valeur des contrats : ce que paie ou reçoit chaque défenseur"),
            header_cols=1,
        ),
    )


def a_deux_table(document: Document, args: list[str]) -> str:
    """002's "à deux" rows (``A_DEUX_TABLE``): two players each playing the same game."""
    rules = _rules(document)
    if not rules.reglement:
        raise UnknownBlock("whist-a-deux: the à deux rows belong to the Règlement")
    rows: list[list[Cell | str | int]] = [
        [
            _("Contrat"),
            _("Deux gagnants : chacun"),
            _("Deux gagnants : chaque passif"),
            _("Un gagnant : le gagnant"),
            _("Un gagnant : le perdant"),
            _("Un gagnant : chaque passif"),
            _("Deux perdants : chacun"),
            _("Deux perdants : chaque passif"),
        ]
    ]
    for row in engine.A_DEUX_TABLE:
        rows.append(
            [
                _row_label(row.name, rules),
                signed(row.both_made[0]),
                signed(row.both_made[1]),
                signed(row.one_made[0]),
                signed(row.one_made[1]),
                signed(row.one_made[2]),
                signed(row.both_failed[0]),
                signed(row.both_failed[1]),
            ]
        )
    return tagged(
        "whist-a-deux",
        table(
            rows, caption=_("Les jeux « à deux » : deux déclarants, chacun pour soi"), header_cols=1
        ),
    )


def dames_table(document: Document, args: list[str]) -> str:
    """What a player scores in the Dames game for the queens he took (``score_dames``)."""
    rules = _rules(document)
    rows: list[list[Cell | str | int]] = [[_("Dames prises par un joueur"), _("Ses points")]]
    for count in range(5):
        sheet = engine.score_dames([count, 4 - count, 0, 0], rules)
        rows.append([count, signed(sheet.scores[0])])
    return tagged(
        "whist-dames",
        table(rows, caption=_("Le jeu des Dames : les points de chaque joueur"), header_cols=1),
    )


@dataclass(frozen=True)
class ScoreExample:
    """A finished deal: the contract, the declarers' seats and the tricks they took."""

    name: str
    tricks: int | None
    trump: str
    seats: tuple[int, ...]
    taken: tuple[int, ...]
    caption: Promise
    options: dict[str, object] = field(default_factory=dict)


SCORES: dict[str, dict[str, ScoreExample]] = {
    "reglement": {
        "seul": ScoreExample(
            "seul", 7, "H", (0,), (9,), gettext_lazy("Seul 7 à cœur, 9 plis faits")
        ),
        "emballage-chute": ScoreExample(
            "emballage",
            9,
            "S",
            (1, 3),
            (7,),
            gettext_lazy("Emballage 9 à pique, 7 plis seulement"),
        ),
        "trou-13": ScoreExample(
            "trou", 9, "D", (1, 3), (13,), gettext_lazy("Trou pour 9 plis, les 13 plis faits")
        ),
        "misere-a-deux": ScoreExample(
            "petite_misere",
            None,
            "",
            (0, 1),
            (0, 1),
            gettext_lazy("Petite misère à deux : Ouest réussit, Nord prend un pli"),
        ),
        "misere-perdue": ScoreExample(
            "petite_misere",
            None,
            "",
            (2,),
            (1,),
            gettext_lazy("Petite misère perdue : Est prend un pli"),
        ),
        "variante-seul": ScoreExample(
            "seul",
            7,
            "H",
            (0,),
            (9,),
            gettext_lazy("Variante : le même seul, plis en plus comptés au-delà de l'annonce"),
            {"seul_extras_from": "bid"},
        ),
        "variante-13": ScoreExample(
            "emballage",
            8,
            "S",
            (1, 3),
            (13,),
            gettext_lazy("Variante : emballage, 13 plis, la valeur de 13 plis ajoutée"),
            {"slam_13_mode": "add"},
        ),
        "variante-misere": ScoreExample(
            "petite_misere",
            None,
            "",
            (2,),
            (1,),
            gettext_lazy("Variante : la petite misère perdue, marquée comme imprimée"),
            {"petite_misere_lost_passive": "as_printed"},
        ),
    },
    "couleur": {
        "solo": ScoreExample(
            "seul", 7, "C", (0,), (9,), gettext_lazy("7 plis en solo à trèfle, 9 plis faits")
        ),
        "couleur-emballee": ScoreExample(
            "emballage",
            8,
            "H",
            (1, 3),
            (10,),
            gettext_lazy("Couleur à cœur emballée, 10 plis faits"),
        ),
        "couleur-seule": ScoreExample(
            "emballage",
            8,
            "H",
            (0,),
            (7,),
            gettext_lazy("Couleur à cœur jouée seul, 7 plis seulement"),
        ),
        "misere-emballee": ScoreExample(
            "petite_misere",
            None,
            "",
            (3, 0),
            (0, 1),
            gettext_lazy("Petite misère emballée : Ouest prend un pli"),
        ),
        "trou": ScoreExample(
            "trou", 9, "S", (1, 3), (10,), gettext_lazy("Trou pour 9 plis, 10 plis faits")
        ),
        "variante-chute": ScoreExample(
            "seul",
            8,
            "C",
            (2,),
            (5,),
            gettext_lazy("Variante : 8 plis en solo, 5 plis faits, chute comptée par pli"),
            {"failure_value": "undertricks"},
        ),
        "variante-trou": ScoreExample(
            "trou",
            9,
            "S",
            (1, 3),
            (10,),
            gettext_lazy("Variante : le même trou, plis en plus comptés au-delà de 8"),
            {"trou_value": "couleur_from_8"},
        ),
        "variante-chelem": ScoreExample(
            "chelem_sur_table",
            13,
            "",
            (2,),
            (13,),
            gettext_lazy("Variante : chelem sur table réussi, à la valeur du chelem"),
            {"chelem_sur_table": 100},
        ),
    },
}


def score_sheet(example: ScoreExample, rules: engine.Rules) -> engine.DealScore:
    """The engine's score of an example."""
    contract = engine.Contract(
        example.name, example.tricks, _suit_or_none(example.trump), len(example.seats)
    )
    return engine.score_deal(contract, list(example.taken), rules)


def score_block(document: Document, args: list[str]) -> str:
    """A scored deal: ``score_deal``'s calculation line by line, then every seat's points."""
    name, example = _for_document(SCORES, document, args, "whist-score")
    rules = _rules(document, example.options)
    sheet = score_sheet(example, rules)
    spec = _spec(example.name, rules)
    trump = _suit_or_none(example.trump)
    words = bid_words(example.name, example.tricks, trump, False, rules)
    if example.name == "trou":
        words = _("%(contract)s pour %(tricks)s plis, atout %(suit)s") % {
            "contract": contract_label(spec),
            "tricks": example.tricks,
            "suit": suit_name(trump) if trump else "",
        }
    players = " " + _("et") + " "
    facts = [
        _("Contrat : %(contract)s, joué par %(players)s.")
        % {"contract": words, "players": players.join(seat_name(s) for s in example.seats)}
    ]
    if spec.side == "partnership" and len(example.seats) == 2:
        facts.append(_("Plis faits à eux deux : %(tricks)s.") % {"tricks": example.taken[0]})
    else:
        for seat, count in zip(example.seats, example.taken, strict=True):
            if count == 0:
                facts.append(_("%(player)s : aucun pli.") % {"player": seat_name(seat)})
                continue
            facts.append(
                ngettext("%(player)s : %(tricks)s pli.", "%(player)s : %(tricks)s plis.", count)
                % {"player": seat_name(seat), "tricks": count}
            )
    if len(sheet.declarers) == len(example.seats):
        scores = sheet.seat_scores(example.seats)
    else:
        scores = _partnership_scores(sheet, example.seats)
    declarer_word = _("actif") if rules.reglement else _("preneur")
    defender_word = _("passif") if rules.reglement else _("défenseur")
    seats = [
        {
            "name": seat_name(seat),
            "role": declarer_word if seat in example.seats else defender_word,
            "points": signed(points),
        }
        for seat, points in enumerate(scores)
    ]
    return tagged(
        "whist-score",
        block_template(
            "whist_score",
            caption=_with_options(example.caption, example.options),
            facts=facts,
            steps=[WORDS.under(rules).sentence(step) for step in sheet.steps],
            seats=seats,
            total=signed(sum(scores)),
            made=sheet.made,
        ),
        name,
    )


def _partnership_scores(sheet: engine.DealScore, seats: Sequence[int]) -> tuple[int, ...]:
    """Seat scores of a partnership, whose sheet gives one score for both partners."""
    points = [sheet.per_defender] * 4
    for seat in seats:
        points[seat] = sheet.declarers[0]
    return tuple(points)


DAMES_SCORES = {
    "une-chacun": ((1, 0, 3, 0), gettext_lazy("Jeu des Dames : Ouest prend une dame, Est trois")),
    "les-quatre": ((0, 4, 0, 0), gettext_lazy("Jeu des Dames : Nord prend les quatre dames")),
}


def dames_score_block(document: Document, args: list[str]) -> str:
    """A Dames game scored by ``score_dames``, line by line."""
    name = one_example(args, DAMES_SCORES, "whist-dames-score")
    queens, caption = DAMES_SCORES[name]
    rules = _rules(document)
    sheet = engine.score_dames(list(queens), rules)
    seats = [
        {
            "name": seat_name(seat),
            "role": _("%(n)s dame(s)") % {"n": queens[seat]},
            "points": signed(p),
        }
        for seat, p in enumerate(sheet.scores)
    ]
    return tagged(
        "whist-dames-score",
        block_template(
            "whist_score",
            caption=str(caption),
            facts=[],
            steps=[WORDS.under(rules).sentence(step) for step in sheet.steps],
            seats=seats,
            total=signed(sum(sheet.scores)),
            made=True,
        ),
        name,
    )


def zero_sum_table(document: Document, args: list[str]) -> str:
    """The sum of the four scores of each contract, made exactly and failed by one trick, as
    ``score_deal`` computes them (and the Dames game's, by ``score_dames``)."""
    rules = _rules(document)
    rows: list[list[Cell | str | int]] = [
        [_("Contrat"), _("Déclarants"), _("Somme des quatre scores : réussi"), _("… : chuté")]
    ]
    for spec in engine.catalogue(rules):
        if spec.name == "dames":
            continue
        counts = [spec.declarers]
        if spec.a_deux:
            counts.append(2)
        if spec.name == "emballage" and not rules.reglement:
            counts.append(1)  # a couleur nobody joins (interpretation whist-couleur-lone-couleur)
        for declarers in counts:
            target = spec.tricks[0]
            contract = engine.Contract(spec.name, target, _sample_trump(spec), declarers)
            sums = []
            for taken in _exact_and_one_off(spec, target, declarers):
                sheet = engine.score_deal(contract, taken, rules)
                sums.append(signed(sum(sheet.declarers) + sheet.per_defender * (4 - declarers)))
            rows.append([contract_label(spec), declarers, *sums])
    if rules.reglement:
        spread = engine.score_dames([1, 1, 1, 1], rules)
        grand = engine.score_dames([4, 0, 0, 0], rules)
        rows.append(
            [
                contract_label(_spec("dames", rules)),
                4,
                _("%(sum)s (une dame chacun)") % {"sum": signed(sum(spread.scores))},
                _("%(sum)s (les quatre à un joueur)") % {"sum": signed(sum(grand.scores))},
            ]
        )
    return tagged(
        "whist-zero-sum",
        table(
            rows,
            caption=_("Somme des quatre scores de chaque contrat, calculée par le moteur"),
            header_cols=1,
        ),
    )


# --- case-file fields ------------------------------------------------------------------------


FIELDS = (
    FieldExample(
        "legal_plays",
        "contract.first_trick",
        gettext_lazy(
            "Avec le contrat « trou » : vrai (par défaut) pour le premier pli du trou, où le "
            "boucheur entame et où l'as d'atout doit tomber (Règlement seulement)."
        ),
        {
            "trump": "D",
            "trick": ["7D"],
            "hand": ["AD", "KD", "AS"],
            "contract": {"name": "trou", "first_trick": True},
        },
        answer_keys=("legal",),
        documents=("reglement",),
    ),
    FieldExample(
        "legal_plays",
        "contract.phase",
        gettext_lazy(
            'Avec le contrat « petite_misere » : "discard" pour la carte que chacun écarte '
            "avant le premier pli."
        ),
        {
            "trump": None,
            "trick": [],
            "hand": ["AS", "2H", "9D"],
            "contract": {"name": "petite_misere", "phase": "discard"},
        },
        answer_keys=("legal",),
    ),
    FieldExample(
        "legal_plays",
        'contract = "dames"',
        gettext_lazy("Le jeu des Dames : sans la couleur demandée, il faut mettre une dame."),
        {"trump": None, "trick": ["TS"], "hand": ["QH", "5C", "7D"], "contract": "dames"},
        answer_keys=("legal",),
        documents=("reglement",),
    ),
    FieldExample(
        "contract_target",
        "contract.boucheur_ace",
        gettext_lazy(
            'Pour un trou : la couleur de l\'as du boucheur (ou "royal": true pour un trou '
            "royal) ; avec l'atout, elle fixe l'objectif à 8 ou 9 plis."
        ),
        {"contract": {"name": "trou", "trump": "S", "boucheur_ace": "S"}},
        answer_keys=("tricks", "exact", "leader"),
    ),
    FieldExample(
        "contract_target",
        'contract.trump = "SA"',
        gettext_lazy("Pour un petit solo-chlem joué sans atout."),
        {"contract": {"name": "petit_solo_chlem", "trump": "SA"}},
        answer_keys=("tricks", "trump", "leader"),
        documents=("reglement",),
    ),
    FieldExample(
        "bid",
        "trou",
        gettext_lazy("Vrai quand un trou a été annoncé avant les enchères."),
        {"auction": [], "call": "emballage 8 H", "trou": True},
        answer_keys=("legal",),
        documents=("reglement",),
    ),
    FieldExample(
        "bid",
        "rabrouche",
        gettext_lazy("Vrai pour une donne en rabrouche (Règlement)."),
        {"auction": [], "call": "petite misere", "rabrouche": True},
        answer_keys=("legal",),
        documents=("reglement",),
    ),
    FieldExample(
        "bid",
        "hand",
        gettext_lazy("Les cartes du joueur qui parle, pour vérifier qu'il a un atout."),
        {"auction": ["emballage 8 H"], "call": "j'emballe H", "hand": ["2S", "3C"]},
        answer_keys=("legal",),
        documents=("reglement",),
    ),
    FieldExample(
        "score",
        "result.queens",
        gettext_lazy("Jeu des Dames : les dames prises par chaque place."),
        {"contract": {"name": "dames"}, "result": {"queens": [1, 0, 3, 0]}},
        answer_keys=("scores",),
        documents=("reglement",),
    ),
    FieldExample(
        "score",
        "contract.declarers",
        gettext_lazy(
            "1 ou 2 : le nombre de déclarants (2 pour un jeu emballé « à deux » ; 1 pour une "
            "couleur jouée seul à la couleur). result.tricks donne alors les plis de chacun."
        ),
        {
            "contract": {"name": "petite_misere", "declarers": 2},
            "result": {"tricks": [0, 1]},
        },
        answer_keys=("declarers", "per_defender", "made"),
    ),
)


def fields_block(document: Document, args: list[str]) -> str:
    """The input fields this game adds to case files, each with a case the engine answers."""
    return case_fields(
        document,
        FIELDS,
        block="whist-fields",
        caption=_("Champs propres au whist dans les fichiers de cas"),
    )


BLOCKS = {
    "whist-deal": deal_table,
    "whist-order": order_table,
    "whist-suits": suits_table,
    "whist-trou": trou_block,
    "whist-trou-calls": trou_calls_table,
    "whist-contracts": contracts_table,
    "whist-ladder": ladder_table,
    "whist-auction": auction_figure,
    "whist-trick": trick_block,
    "whist-play": play_block,
    "whist-score-table": score_table,
    "whist-a-deux": a_deux_table,
    "whist-dames": dames_table,
    "whist-score": score_block,
    "whist-dames-score": dames_score_block,
    "whist-zero-sum": zero_sum_table,
    "whist-fields": fields_block,
}
