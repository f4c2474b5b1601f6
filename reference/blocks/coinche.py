"""Blocks of the belote coinchée rule page (seed 004), every figure computed by the coinche engine.

Tables read the engine's data at render time: the deal packets, the card orders
(``card_order``), the point scales and deal totals (``point_tables``, ``counted_total``), the
contract catalogue and bidding ladder, the announcement values, the rounding, the game target
and the variant tables. Worked examples are positions handed to the engine (``trick_winner``,
``legal_plays``, ``Auction.check``, ``compare_announcements``, ``score_deal``,
``GAME.answer``) whose verdicts and reasons are drawn as they come back. Only positions,
captions and the words around the engine's values are written here.

The engine is read through its package at call time (``engine.point_tables``), so a page
always shows what the engine currently says. Each block's HTML is wrapped in an element
carrying ``data-block`` (and ``data-example`` for worked examples), which the page's tests use
to find it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from django.utils.formats import number_format
from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

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
from reference.engine import Document
from reference.engine import coinche as engine
from reference.engine.cards import RANKS_32, Card, Rank, Suit
from reference.names import SUIT_NAMES, card_short, rank_index, rank_name
from reference.reasons import render_reason

#: The seats of the worked examples, seat 0 (the dealer's right, first to speak) first.
SEATS = (
    gettext_lazy("Nord"),
    gettext_lazy("Ouest"),
    gettext_lazy("Sud"),
    gettext_lazy("Est"),
)
TEAM_NAMES = {"NS": gettext_lazy("Nord-Sud"), "EW": gettext_lazy("Est-Ouest")}


# --- words ---------------------------------------------------------------------------------


def seat_name(seat: int) -> str:
    """ "Nord" for seat 0, … "Est" for seat 3 (the dealer)."""
    return str(SEATS[seat])


def seat_label(seat: int) -> str:
    """ "Est (joueur 4)": the name with the number the reason sentences use (seat + 1)."""
    return _("%(name)s (joueur %(seat)s)") % {"name": seat_name(seat), "seat": seat + 1}


def team_name(team: str) -> str:
    """ "Nord-Sud" for ``"NS"``, "Est-Ouest" for ``"EW"``."""
    return str(TEAM_NAMES[team])


def mode_name(mode: engine.Mode) -> str:
    """ "cœur ♥", "tout atout", "sans atout"."""
    if mode is engine.Mode.TA:
        return _("tout atout")
    if mode is engine.Mode.SA:
        return _("sans atout")
    suit = mode.trump_suit
    assert suit is not None
    return f"{SUIT_NAMES[suit]} {suit.symbol}"


def _mode_short(mode: engine.Mode) -> str:
    """ "♥" for a suit, "tout atout" / "sans atout" otherwise."""
    suit = mode.trump_suit
    return suit.symbol if suit is not None else mode_name(mode)


def level_name(level: object, belote: bool = False) -> str:
    """ "110", "capot", "générale", "capot beloté"."""
    if isinstance(level, int):
        return str(level)
    if level == "capot":
        return _("capot beloté") if belote else _("capot")
    return _("générale belotée") if belote else _("générale")


def call_name(call: engine.Call) -> str:
    """A call in words: "passe", "coinche", "100 cœur ♥", "capot pique ♠"."""
    if call.kind == "pass":
        return _("passe")
    if call.kind == "coinche":
        return _("coinche")
    if call.kind == "surcoinche":
        return _("surcoinche")
    assert call.mode is not None
    return _("%(level)s %(trump)s") % {
        "level": level_name(call.level, call.belote),
        "trump": mode_name(call.mode),
    }


def contract_name(contract: engine.Contract) -> str:
    """ "100 cœur ♥ coinché", "capot pique ♠"."""
    text = _("%(level)s %(trump)s") % {
        "level": level_name(contract.level, contract.belote),
        "trump": mode_name(contract.mode),
    }
    if contract.coinche == 1:
        text += " " + _("coinché")
    elif contract.coinche == 2:
        text += " " + _("surcoinché")
    return text


def option_text(options: Mapping[str, object]) -> str:
    """ "must_undertrump = false, …" (the case-file spelling of option values)."""
    return ", ".join(f"{k} = {json.dumps(v)}" for k, v in options.items())


def number_text(value: int | Fraction) -> str:
    """An integer as is; a fraction as "≈ 165,3" in the active language."""
    if isinstance(value, Fraction) and value.denominator != 1:
        return "≈ " + number_format(float(value), 1)
    return str(int(value))


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def _rules(document: Document, options: Mapping[str, Any] | None = None) -> engine.Rules:
    return engine.Rules.from_options({**dict(document.rules), **dict(options or {})})


# --- material and deal -----------------------------------------------------------------------


def seats_table(document: Document, args: list[str]) -> str:
    """The four seats: number, team, place for each ``direction`` value, role."""
    dealer = engine.auction.DEALER
    first = engine.Auction().next_seat
    directions = engine.Rules.OPTIONS["direction"]
    assert isinstance(directions, tuple)
    headers = {
        "ccw": _("Place (sens inverse des aiguilles d'une montre)"),
        "cw": _("Place (sens des aiguilles d'une montre, en variante)"),
    }
    rows: list[list[Cell | str | int]] = [
        [_("Joueur"), _("Numéro"), _("Équipe"), *(headers[d] for d in directions), _("Rôle")]
    ]
    for seat in range(4):
        places = []
        for direction in directions:
            distance = (seat - dealer) % 4
            if distance == 0:
                places.append(_("donneur"))
            elif distance == 2:
                places.append(_("en face du donneur"))
            elif (distance == 1) == (direction == "ccw"):
                places.append(_("à droite du donneur"))
            else:
                places.append(_("à gauche du donneur"))
        if seat == first:
            role = _("parle en premier et entame le premier pli")
        elif seat == dealer:
            role = _("donne les cartes, parle en dernier au premier tour")
        else:
            role = ""
        team = engine.team_of(seat)
        rows.append([seat_name(seat), seat + 1, team_name(team), *places, role])
    return tagged(
        "coinche-seats",
        table(rows, caption=_("Les quatre places et les deux équipes"), header_cols=1),
    )


def deal_table(document: Document, args: list[str]) -> str:
    """The deal's rounds: cards given to each player per round (``deal.PACKETS``)."""
    rows: list[list[Cell | str | int]] = [
        [_("Tour de distribution"), _("Cartes données à chaque joueur"), _("Cartes en main")]
    ]
    held = 0
    for number, packet in enumerate(engine.deal.PACKETS, start=1):
        held += packet
        rows.append([number, packet, held])
    return tagged(
        "coinche-deal",
        table(
            rows,
            caption=_("La distribution, en commençant chaque tour par le joueur 1"),
            header_cols=1,
        ),
    )


# --- card order and points -------------------------------------------------------------------

#: Columns of the order table: (heading, mode, suit drawn).
ORDER_COLUMNS = (
    (gettext_lazy("Couleur d'atout (ici cœur)"), "H", Suit.HEARTS),
    (gettext_lazy("Autres couleurs (ici pique)"), "H", Suit.SPADES),
    (gettext_lazy("Tout atout (chaque couleur)"), "TA", Suit.DIAMONDS),
    (gettext_lazy("Sans atout (chaque couleur)"), "SA", Suit.CLUBS),
)


def orders_table(document: Document, args: list[str]) -> str:
    """The card order of each kind of suit, strongest first (``card_order``)."""
    columns = [
        (str(head), engine.card_order(engine.Mode(mode), suit), suit)
        for head, mode, suit in ORDER_COLUMNS
    ]
    rows: list[list[Cell | str | int]] = [[_("Rang"), *(head for head, _o, _s in columns)]]
    for position in range(len(columns[0][1])):
        label = str(position + 1)
        if position == 0:
            label = _("1 (la plus forte)")
        elif position == len(columns[0][1]) - 1:
            label = _("%(n)s (la plus faible)") % {"n": position + 1}
        row: list[Cell | str | int] = [label]
        for _head, order, suit in columns:
            rank = order[position]
            row.append(Cell(rank_name(rank), (Card(rank, suit),)))
        rows.append(row)
    return tagged(
        "coinche-orders",
        table(
            rows,
            caption=_("Ordre des cartes, de la plus forte à la plus faible"),
            header_cols=1,
        ),
    )


def _point_columns(document: Document, which: str) -> list[tuple[str, Mapping[Rank, int]]]:
    tables = engine.point_tables(_rules(document))
    if which == "main":
        raw = engine.point_tables(_rules(document, {"sa_ta_counting": "raw_table"}))
        scales = [
            (_("Atout"), tables["H"].trump),
            (_("Couleur ordinaire"), tables["H"].plain),
            (_("Sans atout (as à 19)"), tables["SA"].plain),
            (_("Tout atout (échelle du document)"), tables["TA"].trump),
            (_("Sans atout, valeurs brutes"), raw["SA"].plain),
            (_("Tout atout, valeurs brutes"), raw["TA"].trump),
        ]
    else:
        common = engine.point_tables(_rules(document, {"ta_scale": "common"}))
        scales = [
            (_("Tout atout, échelle du document"), tables["TA"].trump),
            (_("Tout atout, échelle commune"), common["TA"].trump),
        ]
    return [(head, scale) for head, scale in scales if scale is not None]


POINT_TABLES = {
    "main": gettext_lazy("Points de chaque carte selon le contrat"),
    "common": gettext_lazy("Les deux échelles du tout atout"),
}


def points_table(document: Document, args: list[str]) -> str:
    """Points of each rank under each scale, with each suit's total (``point_tables``)."""
    which = one_example(args, POINT_TABLES, "coinche-points")
    columns = _point_columns(document, which)
    rows: list[list[Cell | str | int]] = [[_("Carte"), *(head for head, _s in columns)]]
    for rank in engine.ORDER_TRUMP:
        rows.append([rank_name(rank), *(scale.get(rank, 0) for _h, scale in columns)])
    rows.append(
        [
            Cell(_("Total d'une couleur"), header=True),
            *(Cell(str(sum(scale.values())), header=True) for _h, scale in columns),
        ]
    )
    return tagged(
        f"coinche-points-{which}",
        table(rows, caption=str(POINT_TABLES[which]), header_cols=1),
    )


#: Rows of the totals table: (label, mode, options).
TOTALS: tuple[tuple[Promise, str, dict[str, object]], ...] = (
    (gettext_lazy("Une couleur d'atout (ici cœur)"), "H", {}),
    (gettext_lazy("Sans atout, as à 19"), "SA", {}),
    (gettext_lazy("Tout atout, échelle du document"), "TA", {}),
    (gettext_lazy("Tout atout sans dix de der"), "TA", {"ta_dix_de_der": False}),
    (gettext_lazy("Tout atout, échelle commune"), "TA", {"ta_scale": "common"}),
    (gettext_lazy("Sans atout compté brut"), "SA", {"sa_ta_counting": "raw_table"}),
    (gettext_lazy("Tout atout compté brut"), "TA", {"sa_ta_counting": "raw_table"}),
    (gettext_lazy("Tout atout aux deux tiers"), "TA", {"sa_ta_counting": "ta_two_thirds"}),
)


def totals_table(document: Document, args: list[str]) -> str:
    """The deal's total per contract and counting: cards, last trick, total, counted total."""
    rows: list[list[Cell | str | int]] = [
        [
            _("Contrat"),
            _("Règle"),
            _("Cartes"),
            _("Dix de der"),
            _("Total de la donne"),
            _("Total pour la marque"),
        ]
    ]
    for label, mode_value, options in TOTALS:
        rules = _rules(document, options)
        mode = engine.Mode(mode_value)
        scale = engine.point_tables(rules)[mode.value]
        rows.append(
            [
                str(label),
                _("variante") if options else _("par défaut"),
                scale.total - scale.last_trick,
                scale.last_trick,
                scale.total,
                number_text(engine.counted_total(mode, rules)),
            ]
        )
    return tagged(
        "coinche-totals",
        table(rows, caption=_("Le total des points d'une donne"), header_cols=1),
    )


# --- contracts and auction -------------------------------------------------------------------


def contracts_table(document: Document, args: list[str]) -> str:
    """The contracts under the rules (``contract_catalogue``)."""
    rules = _rules(document)
    names = {"points": _("Contrat en points"), "capot": _("Capot"), "generale": _("Générale")}
    rows: list[list[Cell | str | int]] = [
        [
            _("Contrat"),
            _("Ce qu'il faut faire"),
            _("Enchère"),
            _("Atouts possibles"),
            _("Premier pli entamé par"),
            _("Réussi : l'équipe marque"),
            _("Chuté : la défense marque"),
        ]
    ]
    for entry in engine.contract_catalogue(rules):
        if entry.name not in names:
            raise UnknownBlock(f"coinche-contracts: no words for contract {entry.name!r}")
        if entry.name == "points":
            target = _("au moins l'enchère, en points de cartes et d'annonces")
            bid = _("%(minimum)s, puis de %(step)s en %(step)s") % {
                "minimum": entry.minimum,
                "step": rules.bid_step,
            }
        elif entry.name == "capot":
            target = _("les %(tricks)s plis pour l'équipe") % {"tricks": entry.tricks}
            bid = _("au-dessus de toute enchère en points")
        else:
            target = _("les %(tricks)s plis pour le joueur qui l'a annoncée") % {
                "tricks": entry.tricks
            }
            bid = _("au-dessus du capot")
        leader = (
            _("le joueur qui l'a annoncée")
            if entry.leader == "declarer"
            else _("le joueur 1, premier à parler")
        )
        made = (
            _("points faits arrondis + enchère")
            if entry.made is None
            else _("%(points)s") % {"points": entry.made}
        )
        failed = (
            _("%(all)s + enchère") % {"all": engine.scoring.ALL_POINTS}
            if entry.failed_defence is None
            else str(entry.failed_defence)
        )
        rows.append(
            [
                str(names[entry.name]),
                target,
                bid,
                ", ".join(_mode_short(m) for m in entry.trumps),
                leader,
                made + " " + _("(+ annonces)"),
                failed + " " + _("(+ ses annonces)"),
            ]
        )
    return tagged(
        "coinche-contracts",
        table(
            rows,
            caption=_("Les contrats (avant coinche ; la belote s'ajoute toujours)"),
            header_cols=1,
        ),
    )


def ladder_block(document: Document, args: list[str]) -> str:
    """Every bid level in rising order (``bidding_ladder``)."""
    rules = _rules(document)
    levels = []
    for level in engine.bidding_ladder(rules):
        if level.isdigit():
            levels.append(level)
        else:
            base, _sep, belote = level.partition(" ")
            levels.append(level_name(base, bool(belote)))
    if rules.max_bid is None:
        top = [v for v in engine.bidding_ladder(rules) if v.isdigit()][-1]
        note = _(
            "Il n'y a pas de plafond : au-delà de %(top)s, on continue de %(step)s en %(step)s, "
            "toujours sous le capot."
        ) % {"top": top, "step": rules.bid_step}
    else:
        note = _("Aucune enchère en points au-delà de %(maximum)s.") % {"maximum": rules.max_bid}
    return tagged(
        "coinche-ladder",
        block_template(
            "coinche_ladder",
            caption=_("L'échelle des enchères, de la plus basse à la plus haute"),
            levels=levels,
            note=note,
        ),
    )


@dataclass(frozen=True)
class AuctionExample:
    """Calls in order; a call given as ``(text, seat)`` is made by that seat out of turn."""

    calls: tuple[str | tuple[str, int], ...]
    caption: Promise
    options: dict[str, object] = field(default_factory=dict)


AUCTIONS = {
    "montee": AuctionExample(
        ("80H", "90S", "100H", "100D", "pass", "pass", "pass"),
        gettext_lazy("Les enchères montent, puis trois passes les arrêtent"),
    ),
    "generale": AuctionExample(
        ("120H", "capot S", "250H", "generale H", "pass", "pass", "pass"),
        gettext_lazy("Capot, puis générale : au-dessus de tous les nombres"),
    ),
    "volee": AuctionExample(
        ("90C", ("coinche", 2), ("coinche", 3), "100C", "surcoinche"),
        gettext_lazy("Coinche à la volée, puis surcoinche"),
    ),
    "coinche-passe": AuctionExample(
        ("80H", "coinche", "pass", "90S", "pass", "pass"),
        gettext_lazy("Coinché : plus d'enchère, trois passes terminent"),
    ),
    "tous-passent": AuctionExample(
        ("pass", "pass", "pass", "pass", "80H"),
        gettext_lazy("Personne n'enchérit"),
    ),
    "fin": AuctionExample(
        ("80H", "pass", "pass", "pass", "90H"),
        gettext_lazy("On ne monte pas sur sa propre enchère"),
    ),
    "variante-volee": AuctionExample(
        ("80H", ("coinche", 3), "coinche", "pass", "pass", "pass"),
        gettext_lazy("Variante : coinche seulement à son tour"),
        {"coinche_timing": "in_turn"},
    ),
    "variante-surcoinche": AuctionExample(
        ("80H", "coinche", "surcoinche", "pass", "pass", "surcoinche"),
        gettext_lazy("Variante : seul l'enchérisseur surcoinche"),
        {"surcoinche_by": "bidder"},
    ),
    "variante-decoinche": AuctionExample(
        ("80H", "coinche", "pass", "90S", "pass", "pass", "pass"),
        gettext_lazy("Variante : décoincher en surenchérissant"),
        {"decoinche": True},
    ),
    "variante-plafond": AuctionExample(
        ("85H", "150S", "170H", "160H", "capot D", "pass", "pass", "pass"),
        gettext_lazy("Variantes : enchères de 5 en 5, plafond à 160"),
        {"bid_step": 5, "max_bid": 160},
    ),
    "variante-remonter": AuctionExample(
        ("80H", "pass", "pass", "pass", "90H", "pass", "pass", "pass", "pass"),
        gettext_lazy("Variante : remonter sur sa propre enchère"),
        {"raise_own_bid": "always"},
    ),
    "variante-80": AuctionExample(
        ("80H", "coinche", "90S", "coinche", "pass", "pass", "pass"),
        gettext_lazy("Variante : pas de coinche sur 80"),
        {"coinchable_80": False},
    ),
    "variante-capot-belote": AuctionExample(
        ("capot H", "capot belote S", "generale D", "pass", "pass", "pass"),
        gettext_lazy("Variante : capot beloté"),
        {"belote_capot_bids": True},
    ),
    "variante-sa-ta": AuctionExample(
        ("100SA", "capot SA", "pass", "pass", "pass"),
        gettext_lazy("Variante : sans atout et tout atout seulement en capot"),
        {"sa_ta_only_capot": True},
    ),
}


def auction_figure(document: Document, args: list[str]) -> str:
    """An auction replayed call by call: ``Auction.check`` judges, ``apply`` moves on."""
    name = one_example(args, AUCTIONS, "coinche-auction")
    example = AUCTIONS[name]
    rules = _rules(document, example.options)
    state = engine.Auction(rules)
    rows = []
    for number, item in enumerate(example.calls, start=1):
        text, seat = (item, None) if isinstance(item, str) else item
        call = engine.Call.parse(text)
        speaker = state.next_seat if seat is None else seat
        reason = state.check(call, seat)
        legal = reason.code == "call_legal"
        rows.append(
            {
                "number": number,
                "player": seat_label(speaker),
                "volee": seat is not None and seat != state.next_seat,
                "call": call_name(call),
                "notation": str(call),
                "legal": legal,
                "code": reason.code,
                "reason": render_reason(reason),
            }
        )
        if legal:
            state = state.apply(call, seat)
    return tagged(
        "coinche-auction",
        block_template(
            "coinche_auction",
            caption=str(example.caption),
            options=option_text(example.options),
            order=", ".join(seat_name(s) for s in range(4)),
            dealer=seat_name(engine.auction.DEALER),
            rows=rows,
            outcome=_auction_outcome(state, rules),
            contract=state.contract,
        ),
        name,
    )


def _auction_outcome(state: engine.Auction, rules: engine.Rules) -> str:
    if state.redeal:
        return _("Les quatre joueurs ont passé : la donne n'est pas jouée, on redistribue.")
    contract = state.contract
    if contract is None:
        return _("Les enchères continuent.")
    assert contract.declarer is not None
    text = _("Contrat : %(contract)s, joué par %(team)s (dernière enchère : %(player)s).") % {
        "contract": contract_name(contract),
        "team": team_name(contract.by),
        "player": seat_name(contract.declarer),
    }
    if contract.level == "generale" and rules.generale_leads:
        text += " " + _("%(player)s entame le premier pli.") % {
            "player": seat_name(contract.declarer)
        }
    return text


# --- card play -------------------------------------------------------------------------------


@dataclass(frozen=True)
class TrickExample:
    """A trick (leader first) under a trump; ``leader`` is the seat that led it."""

    trump: str
    cards: str
    caption: Promise
    leader: int = 0


TRICKS = {
    "coupe": TrickExample(
        "H", "AS TS 7H KS", gettext_lazy("Pique demandé, Est coupe avec le plus petit atout"), 1
    ),
    "surcoupe": TrickExample(
        "H", "AS 7H 9H KS", gettext_lazy("Sud coupe, Est surcoupe avec le 9 d'atout"), 1
    ),
    "atout": TrickExample(
        "H", "7H TH JH 9H", gettext_lazy("Atout demandé : le valet est la carte la plus forte"), 0
    ),
    "tout-atout": TrickExample(
        "TA", "9D AD JC TD", gettext_lazy("Tout atout : le valet de trèfle ne prend rien"), 0
    ),
    "sans-atout": TrickExample(
        "SA", "TD AD 9C AS", gettext_lazy("Sans atout : l'as de pique ne prend rien"), 0
    ),
}


def trick_block(document: Document, args: list[str]) -> str:
    """A worked trick: the engine's ``trick_winner`` verdict, winner highlighted, reasons."""
    name = one_example(args, TRICKS, "coinche-trick")
    example = TRICKS[name]
    mode = engine.Mode(example.trump)
    cards = _cards(example.cards)
    labels = [seat_name((example.leader + i) % 4) for i in range(len(cards))]
    return tagged(
        "coinche-trick",
        trick_figure(
            cards,
            engine.trick_winner(cards, mode),
            caption=str(example.caption),
            labels=labels,
            trump=mode_name(mode),
        ),
        name,
    )


@dataclass(frozen=True)
class PlayExample:
    """Your hand facing a partial trick; your partner played the card two before yours."""

    trump: str
    trick: str
    hand: str
    caption: Promise
    options: dict[str, object] = field(default_factory=dict)
    capot_lead: bool = False


PLAYS = {
    "fournir": PlayExample(
        "H",
        "KS",
        "AS 7S JH 9D",
        gettext_lazy("Ouest entame pique ; vous (Sud) en avez : vous fournissez, sans couper"),
    ),
    "atout-demande": PlayExample(
        "H",
        "AH 8H",
        "9H 7H KC",
        gettext_lazy(
            "Votre partenaire entame l'as d'atout, l'adversaire fournit : vous montez quand même"
        ),
    ),
    "partenaire-maitre": PlayExample(
        "S",
        "AD 7D",
        "8S JS KC 9C",
        gettext_lazy("Votre partenaire est maître avec l'as de carreau : vous êtes libre"),
    ),
    "couper": PlayExample(
        "S",
        "7D AD",
        "8S JS KC 9C",
        gettext_lazy("L'adversaire est maître avec l'as de carreau : vous coupez"),
    ),
    "surcouper": PlayExample(
        "S",
        "KD 8D 7S",
        "9S QS AC 7H",
        gettext_lazy("L'adversaire a coupé avec le 7 d'atout : vous surcoupez"),
    ),
    "sous-couper": PlayExample(
        "S",
        "KD 8D JS",
        "9S 7S AC 7H",
        gettext_lazy("L'adversaire a coupé avec le valet : vous sous-coupez"),
    ),
    "tout-atout": PlayExample(
        "TA",
        "TD KD",
        "AD 7D 9D JC",
        gettext_lazy("Tout atout : il faut monter dans la couleur, même sur son partenaire"),
    ),
    "sans-atout": PlayExample(
        "SA",
        "KD 7D",
        "AD 8D AS",
        gettext_lazy("Sans atout : fournir suffit, monter n'est pas obligatoire"),
    ),
    "variante-sous-coupe": PlayExample(
        "S",
        "KD 8D JS",
        "9S 7S AC 7H",
        gettext_lazy("Variante : la même main, sans obligation de sous-couper"),
        {"must_undertrump": False},
    ),
    "variante-partenaire": PlayExample(
        "S",
        "AD 7D",
        "8S JS KC 9C",
        gettext_lazy("Variante : couper même quand le partenaire est maître"),
        {"partner_master_free": False},
    ),
    "variante-capot": PlayExample(
        "H",
        "",
        "AS KS JH 7D QC",
        gettext_lazy("Variante : entame de la défense contre un capot annoncé"),
        {"capot_lead_no_master": True},
        capot_lead=True,
    ),
}


def play_block(document: Document, args: list[str]) -> str:
    """A legal-play situation: the engine's ``legal_plays`` ruling on a hand facing a trick."""
    name = one_example(args, PLAYS, "coinche-play")
    example = PLAYS[name]
    mode = engine.Mode(example.trump)
    hand, trick = _cards(example.hand), _cards(example.trick)
    rules = _rules(document, example.options)
    ruling = engine.legal_plays(hand, trick, mode, rules, capot_defence_lead=example.capot_lead)
    caption = str(example.caption)
    return tagged(
        "coinche-play",
        play_figure(hand, trick, ruling, caption=caption, trump=mode_name(mode)),
        name,
    )


# --- announcements ---------------------------------------------------------------------------


def announcement_values(document: Document, args: list[str]) -> str:
    """Belote, sequences by length and carrés by rank (``BELOTE_VALUE``, ``SEQUENCE_VALUES``,
    ``CARRE_VALUES``)."""
    rows: list[list[Cell | str | int]] = [[_("Annonce"), _("Ce qu'il faut tenir"), _("Points")]]
    rows.append(
        [
            _("Belote et rebelote"),
            _("le roi et la dame d'atout dans la même main"),
            engine.BELOTE_VALUE,
        ]
    )
    names = {3: _("Tierce"), 4: _("Cinquante (quarte)"), 5: _("Cent (quinte)")}
    lengths = sorted(engine.SEQUENCE_VALUES)
    for length in lengths:
        if length > 5:
            continue
        value = engine.SEQUENCE_VALUES[length]
        longer = [n for n in lengths if n > length and engine.SEQUENCE_VALUES[n] == value]
        if length == 5 and longer:
            cards = _("%(n)s cartes ou plus qui se suivent dans une couleur") % {"n": length}
        else:
            cards = _("%(n)s cartes qui se suivent dans une couleur") % {"n": length}
        rows.append([str(names.get(length, length)), cards, value])
    by_value: dict[int, list[Rank]] = {}
    for rank, value in engine.CARRE_VALUES.items():
        by_value.setdefault(value, []).append(rank)
    for value, ranks in sorted(by_value.items(), reverse=True):
        rows.append(
            [
                _("Carré"),
                _("les quatre %(ranks)s") % {"ranks": ", ".join(_rank_plural(r) for r in ranks)},
                value,
            ]
        )
    nothing = [r for r in RANKS_32 if r not in engine.CARRE_VALUES]
    if nothing:
        rows.append(
            [
                _("Carré"),
                _("les quatre %(ranks)s") % {"ranks": ", ".join(_rank_plural(r) for r in nothing)},
                0,
            ]
        )
    return tagged(
        "coinche-announcement-values",
        table(rows, caption=_("La valeur des annonces"), header_cols=1),
    )


def _rank_plural(rank: Rank) -> str:
    plurals = {
        Rank.JACK: _("valets"),
        Rank.QUEEN: _("dames"),
        Rank.KING: _("rois"),
        Rank.ACE: _("as"),
    }
    return str(plurals.get(rank, rank_index(rank)))


#: The announcement example: the four hands (seat 0 first) and the trump.
ANNOUNCE_HANDS = {
    "exemple": (
        "H",
        (
            "7H 8H 9H AS 7C QD 8S TD",
            "9S TS JS QS AD 7D 8D AC",
            "KS KH KD KC 9D JD QH 7S",
            "TH JH AH 8C 9C TC JC QC",
        ),
    ),
}

ANNOUNCEMENT_KINDS = {
    "tierce": gettext_lazy("tierce"),
    "quarte": gettext_lazy("cinquante"),
    "cent": gettext_lazy("cent"),
    "carre": gettext_lazy("carré"),
}


def announce_figure(document: Document, args: list[str]) -> str:
    """Four hands, their announcements (``find_announcements``, ``belote_count``) and which
    team counts them (``compare_announcements``)."""
    name = one_example(args, ANNOUNCE_HANDS, "coinche-announce")
    trump, hands_text = ANNOUNCE_HANDS[name]
    mode = engine.Mode(trump)
    rules = _rules(document)
    hands = [_cards(h) for h in hands_text]
    found = [engine.find_announcements(h, mode, rules) for h in hands]
    ruling = engine.compare_announcements(found, mode)
    seats = []
    for seat, hand in enumerate(hands):
        items = [
            _("%(kind)s : %(cards)s (%(value)s points)")
            % {
                "kind": ANNOUNCEMENT_KINDS[a.kind],
                "cards": " ".join(card_short(c) for c in a.cards),
                "value": a.value,
            }
            for a in found[seat]
        ]
        belotes = engine.belote_count(hand, mode, rules)
        if belotes:
            items.append(
                _("belote et rebelote (%(value)s points, à part)")
                % {"value": engine.BELOTE_VALUE * belotes}
            )
        seats.append(
            {
                "name": seat_label(seat),
                "team": team_name(engine.team_of(seat)),
                "hand": hand,
                "items": items,
                "best": seat == ruling.best_seat,
            }
        )
    return tagged(
        "coinche-announce",
        block_template(
            "coinche_announce",
            caption=_("Quatre mains, atout %(trump)s : qui compte ses annonces ?")
            % {"trump": mode_name(mode)},
            seats=seats,
            reasons=[render_reason(r) for r in ruling.reasons],
            points=[(team_name(t), t, ruling.points[t]) for t in ("NS", "EW")],
        ),
        name,
    )


# --- scoring ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class ScoreExample:
    """A finished deal: the contract and what each team made."""

    contract: engine.Contract
    result: engine.DealResult
    caption: Promise
    options: dict[str, object] = field(default_factory=dict)


def _result(
    points: tuple[int, int],
    tricks: tuple[int, int],
    announcements: tuple[int, int] = (0, 0),
    belote: tuple[str, ...] = (),
    one_player: bool = False,
) -> engine.DealResult:
    return engine.DealResult(
        {"NS": points[0], "EW": points[1]},
        {"NS": tricks[0], "EW": tricks[1]},
        {"NS": announcements[0], "EW": announcements[1]},
        belote,
        one_player,
    )


_H = engine.Mode.HEARTS
SCORES = {
    "reussi": ScoreExample(
        engine.Contract(110, _H, "NS"),
        _result((114, 48), (6, 2)),
        gettext_lazy("Contrat réussi"),
    ),
    "chute": ScoreExample(
        engine.Contract(110, _H, "NS"),
        _result((80, 82), (4, 4), (0, 20), ("NS",)),
        gettext_lazy("Contrat chuté"),
    ),
    "annonces": ScoreExample(
        engine.Contract(110, _H, "NS"),
        _result((100, 62), (5, 3), (0, 0), ("NS",)),
        gettext_lazy("La belote fait passer le contrat"),
    ),
    "arrondi": ScoreExample(
        engine.Contract(80, _H, "NS"),
        _result((85, 77), (5, 3)),
        gettext_lazy("L'arrondi : 85 et 77"),
    ),
    "coinche-reussi": ScoreExample(
        engine.Contract(100, _H, "NS", 1),
        _result((112, 50), (5, 3)),
        gettext_lazy("Contrat coinché et réussi"),
    ),
    "coinche-chute": ScoreExample(
        engine.Contract(100, _H, "NS", 1),
        _result((70, 92), (4, 4), (0, 0), ("NS",)),
        gettext_lazy("Contrat coinché et chuté"),
    ),
    "surcoinche": ScoreExample(
        engine.Contract(100, _H, "NS", 2),
        _result((112, 50), (5, 3)),
        gettext_lazy("Contrat surcoinché et réussi"),
    ),
    "capot": ScoreExample(
        engine.Contract("capot", _H, "NS"),
        _result((162, 0), (8, 0), (50, 0)),
        gettext_lazy("Capot annoncé et réussi"),
    ),
    "capot-chute": ScoreExample(
        engine.Contract("capot", _H, "NS"),
        _result((152, 10), (7, 1)),
        gettext_lazy("Capot annoncé et chuté"),
    ),
    "capot-non-annonce": ScoreExample(
        engine.Contract(80, _H, "NS"),
        _result((162, 0), (8, 0)),
        gettext_lazy("Capot fait sans l'avoir annoncé"),
    ),
    "generale": ScoreExample(
        engine.Contract("generale", _H, "NS", declarer=2),
        _result((162, 0), (8, 0), one_player=True),
        gettext_lazy("Générale annoncée et réussie"),
    ),
    "tout-atout": ScoreExample(
        engine.Contract(100, engine.Mode.TA, "EW"),
        _result((65, 105), (3, 5)),
        gettext_lazy("Tout atout : 170 points à partager"),
    ),
    "variante-coinche-contrat": ScoreExample(
        engine.Contract(100, _H, "NS", 1),
        _result((112, 50), (5, 3)),
        gettext_lazy("Variante : la coinche ne double que le contrat"),
        {"coinche_multiplies": "contract"},
    ),
    "variante-capot-410": ScoreExample(
        engine.Contract("capot", _H, "NS"),
        _result((152, 10), (7, 1)),
        gettext_lazy("Variante : capot chuté compté 160 + 250"),
        {"capot_failed_defence": "160_plus_contract"},
    ),
    "variante-enchere-seule": ScoreExample(
        engine.Contract(110, _H, "NS"),
        _result((140, 22), (7, 1), (0, 0), ("NS",)),
        gettext_lazy("Variante : seule l'enchère compte"),
        {"scoring": "bid_only"},
    ),
    "variante-annonces-contre": ScoreExample(
        engine.Contract(110, _H, "NS"),
        _result((114, 48), (6, 2), (0, 20)),
        gettext_lazy("Variante : les annonces de la défense font chuter"),
        {"announcements_against_contract": True},
    ),
    "variante-brut": ScoreExample(
        engine.Contract(100, engine.Mode.TA, "NS"),
        _result((160, 98), (5, 3)),
        gettext_lazy("Variante : tout atout compté brut puis converti"),
        {"sa_ta_counting": "raw_table"},
    ),
    "variante-plus-que": ScoreExample(
        engine.Contract(80, _H, "NS"),
        _result((81, 81), (4, 4)),
        gettext_lazy("Variante : faire plus que l'adversaire"),
        {"contract_made_when": "more_than_opponents"},
    ),
}


def score_block(document: Document, args: list[str]) -> str:
    """A scored deal: the engine's ``score_deal`` calculation, step by step."""
    name = one_example(args, SCORES, "coinche-score")
    example = SCORES[name]
    rules = _rules(document, example.options)
    contract, result = example.contract, example.result
    sheet = engine.score_deal(contract, result, rules)
    facts = [
        _("Contrat : %(contract)s, joué par %(team)s.")
        % {"contract": contract_name(contract), "team": team_name(contract.by)},
        _("Points de cartes, dix de der compris : %(ns)s pour Nord-Sud, %(ew)s pour Est-Ouest.")
        % {
            "ns": number_text(result.points["NS"]),
            "ew": number_text(result.points["EW"]),
        },
        _("Plis : %(ns)s pour Nord-Sud, %(ew)s pour Est-Ouest.")
        % {"ns": result.tricks["NS"], "ew": result.tricks["EW"]},
    ]
    if any(result.announcements.values()):
        facts.append(
            _("Annonces comptées (hors belote) : %(ns)s pour Nord-Sud, %(ew)s pour Est-Ouest.")
            % {"ns": result.announcements["NS"], "ew": result.announcements["EW"]}
        )
    for team in dict.fromkeys(result.belote):
        facts.append(_("Belote et rebelote : %(team)s.") % {"team": team_name(team)})
    if result.all_tricks_by_one_player and contract.declarer is not None:
        facts.append(
            _("%(player)s a fait les 8 plis à lui seul.") % {"player": seat_name(contract.declarer)}
        )
    caption = str(example.caption)
    steps = [render_reason(s) for s in sheet.steps if s.code != "team_total"]
    return tagged(
        "coinche-score",
        block_template(
            "coinche_score",
            caption=caption,
            facts=facts,
            steps=steps,
            made=sheet.made,
            scores=[(team_name(t), t, sheet.scores[t]) for t in ("NS", "EW")],
        ),
        name,
    )


#: Card points shown in the rounding table.
ROUNDING_VALUES = (14, 15, 44, 45, 77, 82, 85, 112, 114)


def rounding_table(document: Document, args: list[str]) -> str:
    """Points rounded by ``round_points``: to tens, and to fives (``bid_step = 5``)."""
    rules = _rules(document)
    fives = _rules(document, {"bid_step": 5})
    rows: list[list[Cell | str | int]] = [
        [
            _("Points faits"),
            _("Comptés (au 10 le plus proche)"),
            _("Variante de cinq en cinq (au 5 le plus proche)"),
        ]
    ]
    for value in ROUNDING_VALUES:
        rows.append([value, engine.round_points(value, rules), engine.round_points(value, fives)])
    return tagged(
        "coinche-rounding",
        table(rows, caption=_("L'arrondi des points de cartes"), header_cols=1),
    )


#: Running totals shown in the end-of-game table (NS, EW).
END_TOTALS = ((2980, 2950), (3050, 2990), (3050, 3120), (3010, 3010))


def end_table(document: Document, args: list[str]) -> str:
    """Who has won the game for a few running totals (``game_winner``)."""
    rules = _rules(document)
    target = rules.game_target
    rows: list[list[Cell | str | int]] = [[team_name("NS"), team_name("EW"), _("Verdict")]]
    for ns, ew in END_TOTALS:
        winner = engine.game_winner({"NS": ns, "EW": ew}, rules)
        if winner is not None:
            verdict = _("%(team)s gagne la partie.") % {"team": team_name(winner)}
        elif max(ns, ew) >= target:
            verdict = _("Égalité au-delà de %(target)s : on joue une donne de plus.") % {
                "target": target
            }
        else:
            verdict = _("Personne n'a atteint %(target)s : la partie continue.") % {
                "target": target
            }
        rows.append([ns, ew, verdict])
    return tagged(
        "coinche-end",
        table(
            rows,
            caption=_("Fin de partie en %(target)s points : quelques totaux") % {"target": target},
        ),
    )


# --- variants --------------------------------------------------------------------------------


def generale_values(document: Document, args: list[str]) -> str:
    """The générale's value for each ``generale_value``, made and failed
    (``contract_catalogue`` under each option value)."""
    values = engine.Rules.OPTIONS["generale_value"]
    assert isinstance(values, tuple)
    rows: list[list[Cell | str | int]] = [
        [
            _("Valeur de la générale"),
            _("Générale réussie"),
            _("Chutée : la défense marque (par défaut)"),
            _("Chutée, en variante : 160 + la moitié de la générale"),
        ]
    ]
    for value in values:
        entries = {
            kind: next(
                e
                for e in engine.contract_catalogue(
                    _rules(document, {"generale_value": value, "generale_failed_defence": kind})
                )
                if e.name == "generale"
            )
            for kind in ("value", "160_plus_contract")
        }
        rows.append(
            [
                value,
                str(entries["value"].made),
                str(entries["value"].failed_defence),
                str(entries["160_plus_contract"].failed_defence),
            ]
        )
    return tagged(
        "coinche-generale-values",
        table(rows, caption=_("La générale selon la variante"), header_cols=1),
    )


def conversion_table(document: Document, args: list[str]) -> str:
    """The document's conversion table for raw points (``CONVERSION_*``)."""
    rows: list[list[Cell | str | int]] = [
        [_("Points classiques"), _("Tout atout, points bruts"), _("Sans atout, points bruts")]
    ]
    for classic, ta, sa in zip(
        engine.CONVERSION_CLASSIC, engine.CONVERSION_TA, engine.CONVERSION_SA, strict=True
    ):
        rows.append([classic, ta, sa])
    return tagged(
        "coinche-conversion",
        table(
            rows,
            caption=_("Conversion des points bruts"),
            header_cols=1,
        ),
    )


#: Words for each variant the engine leaves out, keyed by its ``UNMODELLED_VARIANTS`` entry.
UNMODELLED = {
    "004 §Variantes: bidding after two rounds of three cards": (
        gettext_lazy("Enchérir après deux tours de trois cartes"),
        gettext_lazy(
            "Cela change le moment où l'on parle, pas ce que le moteur calcule : la donne, "
            "les plis et la marque restent les mêmes."
        ),
    ),
    "004 §Variantes: SA and TA bids compared with classic bids (linear or table)": (
        gettext_lazy("Enchères à sans atout et tout atout comparées aux enchères classiques"),
        gettext_lazy(
            "Le tableau d'équivalence du document est abîmé (ses lignes ne se correspondent "
            "pas) ; aucune lecture n'est assez sûre pour être calculée."
        ),
    ),
    "004 §Variantes: capot « schmürtz »": (
        gettext_lazy("Le capot « schmürtz »"),
        gettext_lazy(
            "Le document n'en donne ni l'ordre exact des cartes ni la marque : il n'y a rien "
            "de précis à calculer."
        ),
    ),
    "004 §Variantes: the générale counted only if announced": (
        gettext_lazy("La générale comptée seulement si elle est annoncée"),
        gettext_lazy(
            "Avec la lecture retenue, une générale non annoncée compte déjà comme un capot "
            "non annoncé : la variante ne changerait aucun résultat."
        ),
    ),
}


def unmodelled_table(document: Document, args: list[str]) -> str:
    """The listed variants the engine leaves out, and why (``UNMODELLED_VARIANTS``)."""
    rows: list[list[Cell | str | int]] = [[_("Variante"), _("Pourquoi elle n'est pas calculée")]]
    for source, _reason in engine.UNMODELLED_VARIANTS:
        if source not in UNMODELLED:
            raise UnknownBlock(f"coinche-unmodelled: no words for {source!r}")
        title, why = UNMODELLED[source]
        rows.append([str(title), str(why)])
    return tagged(
        "coinche-unmodelled",
        table(rows, caption=_("Variantes du document que le moteur ne calcule pas")),
    )


FIELDS = (
    FieldExample(
        "legal_plays",
        "player_team",
        gettext_lazy(
            'L\'équipe du joueur ("NS" ou "EW"), avec un contrat de capot ou de générale : '
            "dit si le joueur est en défense."
        ),
        {
            "trump": "H",
            "trick": [],
            "hand": ["AS", "KS", "JH", "7D", "QC"],
            "contract": {"bid": "capot", "trump": "H", "by": "NS"},
            "player_team": "EW",
            "opening_lead": True,
        },
        {"capot_lead_no_master": True},
        ("legal",),
    ),
    FieldExample(
        "legal_plays",
        "opening_lead",
        gettext_lazy(
            "Vrai quand le joueur entame le premier pli de la donne (variante "
            "capot_lead_no_master)."
        ),
        {
            "trump": "H",
            "trick": [],
            "hand": ["AS", "KS", "JH", "7D", "QC"],
            "contract": {"bid": "capot", "trump": "H", "by": "NS"},
            "player_team": "EW",
            "opening_lead": False,
        },
        {"capot_lead_no_master": True},
        ("legal",),
    ),
    FieldExample(
        "bid",
        "seat",
        gettext_lazy(
            "Le joueur (0 à 3) qui coinche ou surcoinche hors de son tour, « à la volée » ; "
            "sans ce champ, l'annonce est faite par le joueur dont c'est le tour."
        ),
        {"auction": ["90C"], "call": "coinche", "seat": 3},
        {},
        ("legal", "ended"),
    ),
    FieldExample(
        "score",
        "belote",
        gettext_lazy(
            "Dans result : une équipe, ou une liste d'équipes, une par belote (plusieurs belotes "
            "avec la variante ta_belote_every_suit)."
        ),
        {
            "contract": {"bid": 100, "trump": "TA", "by": "NS", "coinche": 0},
            "result": {
                "points": {"NS": 110, "EW": 60},
                "tricks": {"NS": 5, "EW": 3},
                "belote": ["NS", "EW", "NS"],
            },
        },
        {"ta_belote_every_suit": True},
        ("NS", "EW", "made"),
    ),
)


def fields_block(document: Document, args: list[str]) -> str:
    """The input fields this game adds to case files, each with a case the engine answers."""
    accepted = engine.game._INPUT_KEYS
    for example in FIELDS:
        inside = example.data.get("result", {}) if example.kind == "score" else example.data
        if example.name not in accepted[example.kind] and example.name not in inside:
            raise UnknownBlock(f"coinche-fields: {example.kind} has no field {example.name!r}")
    return case_fields(
        document,
        FIELDS,
        block="coinche-fields",
        caption=_("Champs propres à la belote coinchée dans les fichiers de cas"),
    )


BLOCKS = {
    "coinche-seats": seats_table,
    "coinche-deal": deal_table,
    "coinche-orders": orders_table,
    "coinche-points": points_table,
    "coinche-totals": totals_table,
    "coinche-contracts": contracts_table,
    "coinche-ladder": ladder_block,
    "coinche-auction": auction_figure,
    "coinche-trick": trick_block,
    "coinche-play": play_block,
    "coinche-announcement-values": announcement_values,
    "coinche-announce": announce_figure,
    "coinche-score": score_block,
    "coinche-rounding": rounding_table,
    "coinche-end": end_table,
    "coinche-generale-values": generale_values,
    "coinche-conversion": conversion_table,
    "coinche-unmodelled": unmodelled_table,
    "coinche-fields": fields_block,
}
