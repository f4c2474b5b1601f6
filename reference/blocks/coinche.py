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
    table,
    tagged,
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


# --- card play -------------------------------------------------------------------------------


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
    "coinche-announcement-values": announcement_values,
    "coinche-announce": announce_figure,
    "coinche-rounding": rounding_table,
    "coinche-end": end_table,
    "coinche-generale-values": generale_values,
    "coinche-conversion": conversion_table,
    "coinche-unmodelled": unmodelled_table,
    "coinche-fields": fields_block,
}
