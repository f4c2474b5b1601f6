"""Blocks of the Le Voisin rule page (seed 000), every figure computed by the Voisin engine.

Tables read the engine's data at render time: the deal table (``DEAL_SIZES``,
``VARIANTE_I_DEAL``), the suit roles (``voisin_of``, ``opposite_suits``), the card orders
(``CARD_ORDERS``, ``SEQUENCE_ORDER``), the point scales (``POINT_TABLES``) with each mode's deck
total (``card_points``), the contract catalogue (``CONTRACTS``, ``contract_target``, ``LADDER``),
the scoring numbers (``SCORING_TABLE``), the announcements (``Announcement.points``,
``CANCELLATION_ORDER``) and the options. Worked examples are positions handed to the engine
(``trick_winner``, ``legal_plays``, ``check_call`` / ``auction_outcome``, ``exchange_options``,
``detect_announcements`` / ``resolve_announcements``, ``score_deal``, ``game_standing``,
``GAME.answer``) whose verdicts and reasons are drawn as they come back. Only positions,
captions and the words around the engine's values are written here.

The engine is read through its package at call time (``engine.DEAL_SIZES``), so a page always
shows what the engine currently says. Each block's HTML sits in an element carrying
``data-block`` (and ``data-example`` for worked examples), which the page's tests use.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, pgettext_lazy

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
from reference.engine import voisin as engine
from reference.engine.cards import DECK_32, RANKS_32, SUITS, Card, Rank, Suit
from reference.engine.errors import EngineError
from reference.engine.tricks import round_to_ten
from reference.names import SUIT_NAMES, card_short, rank_name
from reference.reasons import format_param, render_reason

# --- words ---------------------------------------------------------------------------------


def player_name(seat: int) -> str:
    """ "Joueur 1" for seat 0: the numbering of the engine's sentences (the dealer's right
    first)."""
    return _("Joueur %(n)s") % {"n": seat + 1}


def side_name(side: int, players: str) -> str:
    """ "Joueur 2", or in 2×2 "Camp 1 (joueurs 1 et 3)"."""
    if players == "2x2":
        return _("Camp %(n)s (joueurs %(a)s et %(b)s)") % {
            "n": side + 1,
            "a": side + 1,
            "b": side + 3,
        }
    return _("Camp %(n)s (joueur %(n)s)") % {"n": side + 1}


def players_label(players: str) -> str:
    """ "3 joueurs", "2 équipes de 2"."""
    if players == "2x2":
        return _("2 équipes de 2")
    return _("%(n)s joueurs") % {"n": players}


def suit_text(suit: Suit) -> str:
    """ "♥ cœur"."""
    return f"{suit.symbol} {SUIT_NAMES[suit]}"


def trump_name(trump: engine.Trump) -> str:
    """ "cœur ♥", "tout atout", "sans atout"."""
    if trump is engine.NoTrump.TOUT_ATOUT:
        return _("tout atout")
    if trump is engine.NoTrump.SANS_ATOUT:
        return _("sans atout")
    assert isinstance(trump, Suit)
    return f"{SUIT_NAMES[trump]} {trump.symbol}"


RANK_PLURALS = {
    Rank.ACE: pgettext_lazy("cards", "As"),
    Rank.KING: pgettext_lazy("cards", "Rois"),
    Rank.QUEEN: pgettext_lazy("cards", "Dames"),
    Rank.JACK: pgettext_lazy("cards", "Valets"),
    Rank.TEN: "10",
    Rank.NINE: "9",
    Rank.EIGHT: "8",
    Rank.SEVEN: "7",
}

CONTRACT_WORDS = {
    "prise": gettext_lazy("prise"),
    "charge": gettext_lazy("charge"),
    "surcharge": gettext_lazy("surcharge"),
}


def contract_word(name: str) -> str:
    """ "prise", "charge", "surcharge"."""
    if name not in CONTRACT_WORDS:
        raise UnknownBlock(f"voisin: no words for contract {name!r}")
    return str(CONTRACT_WORDS[name])


def call_name(call: engine.Call) -> str:
    """ "passe", "prise", "prise à carreau ♦", "charge à tout atout"."""
    if call.kind == "pass":
        return _("passe")
    word = contract_word(call.kind)
    if call.trump is None:
        return word
    return _("%(contract)s à %(trump)s") % {"contract": word, "trump": trump_name(call.trump)}


def number_text(value: int | Fraction) -> str:
    """5, "½", "44,5" (the engine's sentences write halves the same way)."""
    if isinstance(value, Fraction) and value == Fraction(1, 2):
        return "½"
    return format_param(Fraction(value))


def _cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def _rules(document: Document, options: Mapping[str, Any] | None = None) -> engine.Rules:
    return engine.Rules.from_options({**dict(document.rules), **dict(options or {})})


def _with_options(caption: Promise | str, options: Mapping[str, object]) -> str:
    """The caption a player reads: the variant is named in words in the caption itself (the
    option behind it is on the developers' page)."""
    del options
    return str(caption)


# --- material and deal -----------------------------------------------------------------------


def deal_table(document: Document, args: list[str]) -> str:
    """Cards per player, talon and tricks for each table (``DEAL_SIZES``, ``VARIANTE_I_DEAL``)."""
    deck = len(DECK_32.cards)
    rows: list[list[Cell | str | int]] = [
        [
            _("Table"),
            _("Cartes par joueur"),
            _("Talon"),
            _("Carte retournée"),
            _("Plis par donne"),
            _("Vérification"),
        ]
    ]
    sizes = [(players_label(key), size) for key, size in engine.DEAL_SIZES.items()]
    sizes.append((_("Variante I (2 joueurs, à découvert)"), engine.VARIANTE_I_DEAL))
    for label, size in sizes:
        turned = _("la dernière du talon") if size.talon else _("aucune (pas de talon)")
        rows.append(
            [
                label,
                size.hand,
                size.talon,
                turned,
                size.hand,
                _("%(seats)s × %(hand)s + %(talon)s = %(total)s")
                % {
                    "seats": size.seats,
                    "hand": size.hand,
                    "talon": size.talon,
                    "total": size.seats * size.hand + size.talon,
                },
            ]
        )
    return tagged(
        "voisin-deal",
        table(
            rows,
            caption=_("La donne selon la table (jeu de %(deck)s cartes)") % {"deck": deck},
            header_cols=1,
        ),
    )


# --- suit roles and card order ---------------------------------------------------------------


def roles_table(document: Document, args: list[str]) -> str:
    """For each possible trump: its voisin and the two opposite suits (``voisin_of``,
    ``opposite_suits``)."""
    rows: list[list[Cell | str | int]] = [[_("Atout"), _("Voisin"), _("Couleurs opposées")]]
    for trump in SUITS:
        voisin = engine.voisin_of(trump)
        opposite = engine.opposite_suits(trump)
        rows.append(
            [
                Cell(suit_text(trump), (Card(Rank.ACE, trump),)),
                Cell(suit_text(voisin), (Card(Rank.ACE, voisin),)),
                Cell(
                    " ".join(suit_text(s) for s in opposite),
                    tuple(Card(Rank.ACE, s) for s in opposite),
                ),
            ]
        )
    return tagged(
        "voisin-roles",
        table(rows, caption=_("Le rôle des quatre couleurs selon l'atout"), header_cols=1),
    )


#: Columns of the order table: (heading, mode, role key in ``CARD_ORDERS[mode]``, suit drawn).
ORDER_COLUMNS = (
    (gettext_lazy("Atout (ici cœur)"), "suit", "atout", Suit.HEARTS),
    (gettext_lazy("Voisin (ici carreau)"), "suit", "voisin", Suit.DIAMONDS),
    (gettext_lazy("Couleurs opposées (ici pique)"), "suit", "opposee", Suit.SPADES),
    (gettext_lazy("Tout atout (chaque couleur)"), "TA", "all", Suit.CLUBS),
    (gettext_lazy("Sans atout (chaque couleur)"), "SA", "all", Suit.CLUBS),
)


def _group_cell(group: Sequence[Rank], suit: Suit) -> Cell:
    text = " = ".join(rank_name(r) for r in group)
    return Cell(text, tuple(Card(r, suit) for r in group))


def orders_table(document: Document, args: list[str]) -> str:
    """The trick order of each kind of suit, strongest first (``CARD_ORDERS``); a row holding
    two cards means they are equal (King and Queen)."""
    columns = [
        (str(head), engine.CARD_ORDERS[mode][role], suit)
        for head, mode, role, suit in ORDER_COLUMNS
    ]
    depth = max(len(order.groups) for _h, order, _s in columns)
    rows: list[list[Cell | str | int]] = [[_("Rang"), *(head for head, _o, _s in columns)]]
    for position in range(depth):
        label = str(position + 1)
        if position == 0:
            label = _("1 (la plus forte)")
        elif position == depth - 1:
            label = _("%(n)s (la plus faible)") % {"n": position + 1}
        row: list[Cell | str | int] = [label]
        for _head, order, suit in columns:
            groups = order.groups
            row.append(_group_cell(groups[position], suit) if position < len(groups) else "")
        rows.append(row)
    return tagged(
        "voisin-orders",
        table(
            rows,
            caption=_("Ordre des cartes dans le pli, de la plus forte à la plus faible"),
            header_cols=1,
        ),
    )


def sequence_table(document: Document, args: list[str]) -> str:
    """The sequence order of the series, lowest first (``SEQUENCE_ORDER``)."""
    order = engine.SEQUENCE_ORDER
    rows: list[list[Cell | str | int]] = [
        [_("Place dans la suite"), *(str(i + 1) for i in range(len(order)))],
        [
            Cell(_("Carte (ici à pique)"), header=True),
            *(Cell(rank_name(r), (Card(r, Suit.SPADES),)) for r in order),
        ],
    ]
    return tagged(
        "voisin-sequence",
        table(rows, caption=_("L'ordre des séries, de la plus basse à la plus haute")),
    )


# --- points ----------------------------------------------------------------------------------

#: Columns of the points table: (heading, mode, role key in ``POINT_TABLES[mode]``).
POINT_COLUMNS = (
    (gettext_lazy("Jeu normal : atout"), "suit", "atout"),
    (gettext_lazy("Jeu normal : voisin et couleurs opposées"), "suit", "voisin"),
    (gettext_lazy("Sans atout (chaque couleur)"), "SA", "all"),
    (gettext_lazy("Tout atout (chaque couleur)"), "TA", "all"),
)


def points_table(document: Document, args: list[str]) -> str:
    """Points of each rank per mode (``POINT_TABLES``), each suit's total, and the whole deck
    counted by the engine (``card_points`` of the 32 cards; hearts trumps for the normal
    game)."""
    columns = [
        (str(head), mode, engine.POINT_TABLES[mode][role]) for head, mode, role in POINT_COLUMNS
    ]
    ranks = list(columns[0][2].points)
    rows: list[list[Cell | str | int]] = [[_("Carte"), *(head for head, _m, _s in columns)]]
    for rank in ranks:
        rows.append([rank_name(rank), *(number_text(s.points[rank]) for _h, _m, s in columns)])
    rows.append(
        [
            Cell(_("Total d'une couleur"), header=True),
            *(Cell(number_text(s.total), header=True) for _h, _m, s in columns),
        ]
    )
    deck = DECK_32.cards
    totals: list[Cell | str | int] = [Cell(_("Total des 32 cartes"), header=True)]
    for _head, mode, _scale in columns:
        trump: engine.Trump = Suit.HEARTS if mode == "suit" else engine.parse_trump(mode)
        totals.append(Cell(number_text(engine.card_points(deck, trump)), header=True))
    rows.append(totals)
    return tagged(
        "voisin-points",
        table(rows, caption=_("Points de chaque carte selon le jeu"), header_cols=1),
    )


# --- contracts -------------------------------------------------------------------------------

TRUMP_WORDS = {
    "turned": gettext_lazy("la couleur de la carte retournée"),
    "choice": gettext_lazy("au choix du preneur (Variante II : aussi tout atout, sans atout)"),
    "any": gettext_lazy("au choix du preneur (Variante II : aussi sans atout)"),
}
EXTRA_WORDS = {
    "total capped at 64 before rounding (prise lourde)": gettext_lazy(
        "total plafonné à %(cap)s avant l'arrondi (prise lourde)"
    ),
    "+5 per opponent without a trick": gettext_lazy(
        "+ %(non_pli)s par adversaire qui n'a fait aucun pli"
    ),
    "300 after an opponent's charge; card points do not count": gettext_lazy(
        "%(after)s après la charge d'un adversaire ; les points des plis ne comptent pas"
    ),
}
EXCHANGE_WORDS = {
    "always": gettext_lazy(
        "oui, contre une carte qui n'est pas un atout ; un preneur qui n'a que des atouts "
        "n'échange pas"
    ),
    "if played in the turned card's suit": gettext_lazy(
        "seulement si l'atout est la couleur de la carte retournée"
    ),
}


def _words(table_: Mapping[str, Promise], key: str, block: str) -> str:
    if key not in table_:
        raise UnknownBlock(f"{block}: no words for the engine's {key!r}")
    return str(table_[key]) % {
        "cap": engine.contracts.PRISE_CAP,
        "non_pli": engine.contracts.NON_PLI_PRIME,
        "after": engine.contracts.SURCHARGE_AFTER_CHARGE,
    }


def contracts_table(document: Document, args: list[str]) -> str:
    """The contract catalogue (``CONTRACTS``): round, target, trump, prime, extra, exchange."""
    rows: list[list[Cell | str | int]] = [
        [
            _("Contrat"),
            _("Tour"),
            _("À réaliser"),
            _("Atout"),
            _("Prime ou forfait"),
            _("En plus"),
            _("Carte retournée échangée"),
        ]
    ]
    for info in engine.CONTRACTS:
        target = (
            _("%(points)s points (plis, annonces et couples)") % {"points": info.target_points}
            if info.target_points is not None
            else _("tous les plis")
        )
        rows.append(
            [
                contract_word(info.name),
                info.round,
                target,
                _words(TRUMP_WORDS, info.trump, "voisin-contracts"),
                info.prime,
                _words(EXTRA_WORDS, info.extra, "voisin-contracts"),
                _words(EXCHANGE_WORDS, info.exchange, "voisin-contracts"),
            ]
        )
    return tagged(
        "voisin-contracts",
        table(rows, caption=_("Les contrats"), header_cols=1),
    )


def targets_table(document: Document, args: list[str]) -> str:
    """What each contract requires at each table (``contract_target``), Variante I included."""
    tables: list[tuple[str, str, engine.Rules]] = [
        (players_label(p), p, _rules(document)) for p in engine.DEAL_SIZES
    ]
    tables.append((_("Variante I"), "2", _rules(document, {"variante_i": True})))
    rows: list[list[Cell | str | int]] = [[_("Contrat"), *(label for label, _p, _r in tables)]]
    for name in engine.CONTRACT_NAMES:
        row: list[Cell | str | int] = [contract_word(name)]
        for _label, players, rules in tables:
            try:
                target = engine.contract_target(name, players, rules)
            except EngineError:
                row.append("—")
                continue
            if "points" in target:
                row.append(_("%(n)s points") % {"n": target["points"]})
            else:
                row.append(_("%(n)s plis") % {"n": target["tricks"]})
        rows.append(row)
    return tagged(
        "voisin-targets",
        table(rows, caption=_("Ce que chaque contrat exige, selon la table"), header_cols=1),
    )


def ladder_table(document: Document, args: list[str]) -> str:
    """The round-1 ladder, lowest first (``LADDER``)."""
    ladder = sorted(engine.LADDER.items(), key=lambda item: item[1])
    rows: list[list[Cell | str | int]] = [[_("Échelon"), _("Contrat"), _("Peut couvrir")]]
    for name, level in ladder:
        lower = [contract_word(n) for n, v in ladder if v < level]
        rows.append([level, contract_word(name), ", ".join(lower) or "—"])
    return tagged(
        "voisin-ladder",
        table(rows, caption=_("L'échelle du premier tour, de la plus basse à la plus haute")),
    )


SCORING_WORDS = {
    "prise_target": gettext_lazy("Points à réaliser pour une prise"),
    "prise_prime": gettext_lazy("Prime d'une prise réussie"),
    "prise_cap": gettext_lazy("Plafond d'une prise réussie avant l'arrondi (prise lourde)"),
    "charge_target": gettext_lazy("Points à réaliser pour une charge"),
    "charge_prime": gettext_lazy("Prime d'une charge réussie"),
    "non_pli_prime": gettext_lazy("Prime de non-pli (charge), par adversaire sans pli"),
    "surcharge_value": gettext_lazy("Forfait de la surcharge"),
    "surcharge_after_charge": gettext_lazy("Forfait de la surcharge après une charge adverse"),
    "chute_royale_below": gettext_lazy("Chute royale : charge chutée sous ce total"),
    "deck_points": gettext_lazy("Points de tout le jeu, dans tous les cas"),
    "rounding_unit": gettext_lazy("Arrondi des scores (un 5 arrondit vers le haut)"),
    "game_target": gettext_lazy("Points pour gagner la partie"),
}


def scoring_numbers(document: Document, args: list[str]) -> str:
    """Every number of the scoring rules (``SCORING_TABLE``)."""
    rows: list[list[Cell | str | int]] = [[_("Règle"), _("Nombre")]]
    for row in engine.SCORING_TABLE:
        if row.key not in SCORING_WORDS:
            raise UnknownBlock(f"voisin-scoring: no words for {row.key!r}")
        rows.append([str(SCORING_WORDS[row.key]), row.value])
    return tagged(
        "voisin-scoring",
        table(rows, caption=_("Les nombres de la marque"), header_cols=1),
    )


# --- auction ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class AuctionExample:
    """Calls in order, each made by the player whose turn it is; a refused call is shown and
    the same player speaks again."""

    players: str
    calls: tuple[str, ...]
    caption: Promise
    turned: str = ""
    options: dict[str, object] = field(default_factory=dict)


AUCTIONS = {
    "premier-tour": AuctionExample(
        "4",
        ("prise H", "prise", "charge S", "charge D", "pass", "pass"),
        gettext_lazy("Premier tour à quatre : une prise, puis une charge qui la couvre"),
        "9H",
    ),
    "second-tour": AuctionExample(
        "3",
        ("pass", "pass", "pass", "charge H", "prise", "prise D"),
        gettext_lazy("Tout le monde passe au premier tour : prise au second tour"),
        "8S",
    ),
    "redonne": AuctionExample(
        "2",
        ("pass", "pass", "pass", "pass", "prise H"),
        gettext_lazy("Personne ne prend aux deux tours"),
        "TC",
    ),
    "surcharge-adverse": AuctionExample(
        "3",
        ("charge H", "surcharge S", "pass"),
        gettext_lazy("Surcharge après la charge d'un adversaire"),
        "7D",
    ),
    "surcharge-partenaire": AuctionExample(
        "2x2",
        ("charge H", "pass", "surcharge C", "pass"),
        gettext_lazy("En 2×2, surcharge après la charge de son partenaire"),
        "7D",
    ),
    "sans-variante-ii": AuctionExample(
        "4",
        ("charge TA", "pass", "pass", "charge SA", "prise", "pass"),
        gettext_lazy("Sans la Variante II, pas de tout atout ni de sans atout"),
        "AS",
    ),
    "variante-ii": AuctionExample(
        "4",
        ("prise", "charge TA", "pass", "surcharge SA"),
        gettext_lazy("Variante II : charge à tout atout, surcharge à sans atout"),
        "AS",
        {"variante_ii": True},
    ),
    "variante-ii-second-tour": AuctionExample(
        "2",
        ("pass", "pass", "prise TA", "prise SA"),
        gettext_lazy("Variante II : le sans atout comme prise du second tour"),
        "AS",
        {"variante_ii": True},
    ),
    "variante-i": AuctionExample(
        "2",
        ("prise", "charge H"),
        gettext_lazy("Variante I : le premier joueur choisit l'atout et charge"),
        "",
        {"variante_i": True},
    ),
}


def _surcharge_value(players: str, contract: engine.Contract, rules: engine.Rules) -> int:
    """The surcharge's flat value as ``score_deal`` counts it for a made surcharge."""
    size = engine.deal_size(players, rules)
    sides = 2 if players == "2x2" else size.seats
    zeros = (0,) * sides
    tricks = tuple(size.hand if s == contract.taker else 0 for s in range(sides))
    sheet = engine.score_deal(
        players, contract, engine.DealResult(zeros, tricks, zeros, zeros), rules, explain=False
    )
    return int(sheet.totals[contract.taker])


def _auction_outcome(example: AuctionExample, calls: list[engine.Call], rules: engine.Rules) -> str:
    state = engine.auction_state(calls, example.players, rules)
    if state.round != 0:
        return _("Les enchères continuent.")
    turned = Card.parse(example.turned) if example.turned else None
    outcome = engine.auction_outcome(calls, example.players, rules, turned=turned)
    contract = outcome.contract
    if contract is None:
        return _("Personne n'a pris aux deux tours : on redistribue les cartes.")
    text = _("Contrat : %(contract)s à %(trump)s, pour le joueur %(seat)s (tour %(round)s).") % {
        "contract": contract_word(contract.name),
        "trump": trump_name(contract.trump),
        "seat": outcome.taker_seat + 1,
        "round": outcome.round,
    }
    if contract.name == "surcharge":
        value = _surcharge_value(example.players, contract, rules)
        text += " " + _("Forfait compté : %(value)s points.") % {"value": value}
        if contract.after_partner_charge:
            other = replace(rules, surcharge_300_requires="any_charge")
            text += " " + _(
                "Si votre table compte 300 après n'importe quelle charge, il vaudrait %(value)s."
            ) % {"value": _surcharge_value(example.players, contract, other)}
    return text


def auction_figure(document: Document, args: list[str]) -> str:
    """An auction replayed call by call, each judged by ``check_call``; the outcome is
    ``auction_outcome``'s contract."""
    name = one_example(args, AUCTIONS, "voisin-auction")
    example = AUCTIONS[name]
    rules = _rules(document, example.options)
    seats = engine.deal_size(example.players, rules).seats
    applied: list[engine.Call] = []
    rows = []
    for number, text in enumerate(example.calls, start=1):
        call = engine.Call.parse(text)
        ruling = engine.check_call(applied, call, example.players, rules)
        rows.append(
            {
                "number": number,
                "player": player_name(len(applied) % seats),
                "call": call_name(call),
                "notation": str(call),
                "legal": ruling.legal,
                "code": ruling.reason.code,
                "reason": render_reason(ruling.reason),
            }
        )
        if ruling.legal:
            applied.append(call)
    return tagged(
        "voisin-auction",
        block_template(
            "voisin_auction",
            caption=_with_options(example.caption, example.options),
            table_name=players_label(example.players),
            order=", ".join(player_name(s) for s in range(seats)),
            dealer=player_name(seats - 1),
            turned=Card.parse(example.turned) if example.turned else None,
            rows=rows,
            outcome=_auction_outcome(example, applied, rules),
        ),
        name,
    )


@dataclass(frozen=True)
class ExchangeExample:
    """The taker's hand, the turned card and the contract's trump."""

    hand: str
    turned: str
    trump: str
    caption: Promise


EXCHANGES = {
    "prise": ExchangeExample(
        "7H 9H AS 8S KD TC JC",
        "JH",
        "H",
        gettext_lazy("Prise au premier tour : le preneur prend le Valet de cœur retourné"),
    ),
    "charge-autre-couleur": ExchangeExample(
        "7H 9H AS 8S KD TC JC",
        "JH",
        "S",
        gettext_lazy("Charge à pique alors que la carte retournée est un cœur"),
    ),
    "que-des-atouts": ExchangeExample(
        "7H 8H 9H TH QH KH AH",
        "JH",
        "H",
        gettext_lazy("Le preneur n'a que des atouts"),
    ),
    "tout-atout": ExchangeExample(
        "7H 9H AS 8S KD TC JC",
        "JH",
        "TA",
        gettext_lazy("Variante II : charge à tout atout"),
    ),
}


def exchange_figure(document: Document, args: list[str]) -> str:
    """The exchange of the turned card: ``exchange_options``, and ``check_exchange`` on each
    card of the hand."""
    name = one_example(args, EXCHANGES, "voisin-exchange")
    example = EXCHANGES[name]
    hand, turned = _cards(example.hand), Card.parse(example.turned)
    trump = engine.parse_trump(example.trump)
    ruling = engine.exchange_options(hand, turned, trump)
    allowed = set(ruling.allowed)
    refusals = []
    if ruling.happens:
        for card in hand:
            why = engine.check_exchange(hand, turned, trump, card)
            if why is not None:
                refusals.append((card, render_reason(why)))
    return tagged(
        "voisin-exchange",
        block_template(
            "voisin_exchange",
            caption=str(example.caption),
            trump=trump_name(trump),
            turned=turned,
            happens=ruling.happens,
            hand=[{"card": c, "allowed": c in allowed} for c in hand],
            reason=render_reason(ruling.reason),
            refusals=refusals,
        ),
        name,
    )


# --- tricks ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class TrickExample:
    """A trick in play order, leader first, under a trump."""

    trump: str
    cards: str
    caption: Promise
    options: dict[str, object] = field(default_factory=dict)


TRICKS = {
    "cas-1": TrickExample(
        "H",
        "7S QD 8D",
        gettext_lazy("1er cas du document : le 8 prend le 7, la Dame ne suffit pas"),
    ),
    "cas-2": TrickExample(
        "H",
        "QS 8C 7D",
        gettext_lazy("2e cas du document : on mesure le voisin à la couleur de l'entame"),
    ),
    "cas-3": TrickExample(
        "H",
        "QS KD",
        gettext_lazy("3e cas du document : le Roi du voisin ne prend pas la Dame"),
    ),
    "cas-4": TrickExample(
        "H",
        "JS 7D TD",
        gettext_lazy("4e cas du document : le 7 bat le Valet, mais le 10 le couvre"),
    ),
    "coupe-atout": TrickExample(
        "H",
        "AS TD 7H",
        gettext_lazy("Le plus petit atout coupe l'As ; le 10 du voisin ne suffit pas"),
    ),
    "atout-roi-dame": TrickExample(
        "H",
        "QH 7S KH",
        gettext_lazy("Atout demandé : la Dame jouée la première reste devant le Roi"),
    ),
    "coupe-roi-dame": TrickExample(
        "H",
        "QS KH",
        gettext_lazy("Un Roi d'atout coupe une Dame : la coupe à l'atout détrône"),
    ),
    "as-voisin": TrickExample(
        "H",
        "TS AD 9S",
        gettext_lazy("L'As du voisin coupe le 10 d'une couleur opposée"),
    ),
    "entame-voisin": TrickExample(
        "H",
        "9D AS 7D",
        gettext_lazy("Voisin demandé : une couleur opposée ne le coupe jamais"),
    ),
    "coupe-couverte": TrickExample(
        "H",
        "JS 7D TS",
        gettext_lazy("Une carte de la couleur demandée peut recouvrir la coupe du voisin"),
    ),
    "voisin-trefle": TrickExample(
        "H",
        "QS 8D 7C",
        gettext_lazy("Pique demandé : un carreau et un trèfle le coupent-ils ?"),
    ),
    "tout-atout": TrickExample(
        "TA",
        "9C AC JC 7D",
        gettext_lazy("Tout atout : le Valet de la couleur demandée est maître"),
    ),
    "sans-atout": TrickExample(
        "SA",
        "TS JS AH AS",
        gettext_lazy("Sans atout : l'As de pique l'emporte, l'As de cœur ne coupe pas"),
    ),
}


def trick_labels(count: int) -> list[str]:
    """ "1re carte (entame)", "2e carte", …"""
    labels = [_("1re carte (entame)")]
    labels += [_("%(n)se carte") % {"n": n} for n in range(2, count + 1)]
    return labels


def trick_block(document: Document, args: list[str]) -> str:
    """A worked trick: the engine's ``trick_winner`` verdict, winner highlighted, reasons."""
    name = one_example(args, TRICKS, "voisin-trick")
    example = TRICKS[name]
    trump = engine.parse_trump(example.trump)
    cards = _cards(example.cards)
    rules = _rules(document, example.options)
    return tagged(
        "voisin-trick",
        trick_figure(
            cards,
            engine.trick_winner(cards, trump, rules),
            caption=_with_options(example.caption, example.options),
            labels=trick_labels(len(cards)),
            trump=trump_name(trump),
        ),
        name,
    )


#: The readings compared in the cut table: (heading, options).
CUT_READINGS: tuple[tuple[Promise, dict[str, object]], ...] = (
    (gettext_lazy("Lecture retenue"), {}),
    (gettext_lazy("voisin_cut_suit = led_neighbour"), {"voisin_cut_suit": "led_neighbour"}),
    (gettext_lazy("voisin_cut_suit = any_plain"), {"voisin_cut_suit": "any_plain"}),
    (gettext_lazy("voisin_cut_reference = first_card"), {"voisin_cut_reference": "first_card"}),
    (gettext_lazy("cut_value_scale = points"), {"cut_value_scale": "points"}),
)
#: The tricks of the cut table, by their ``TRICKS`` name, plus one that separates the suits.
CUT_TRICKS = ("cas-1", "cas-2", "cas-3", "cas-4", "as-voisin", "coupe-couverte", "voisin-trefle")


def cut_readings_table(document: Document, args: list[str]) -> str:
    """The winner of the same tricks under each reading of the voisin cut (``trick_winner``
    under each option value)."""
    rows: list[list[Cell | str | int]] = [
        [_("Pli (atout cœur)"), *(str(head) for head, _o in CUT_READINGS)]
    ]
    for name in CUT_TRICKS:
        example = TRICKS[name]
        cards = _cards(example.cards)
        trump = engine.parse_trump(example.trump)
        row: list[Cell | str | int] = [Cell(" ".join(card_short(c) for c in cards), cards)]
        for _head, options in CUT_READINGS:
            verdict = engine.trick_winner(cards, trump, _rules(document, options))
            row.append(Cell(card_short(verdict.card), (verdict.card,)))
        rows.append(row)
    return tagged(
        "voisin-cut-readings",
        table(
            rows,
            caption=_("Qui remporte le pli selon la lecture de la coupe au voisin"),
            header_cols=1,
        ),
    )


# --- legal plays -----------------------------------------------------------------------------


@dataclass(frozen=True)
class PlayExample:
    """Your hand facing a partial trick (leader first)."""

    trump: str
    trick: str
    hand: str
    caption: Promise
    players: str = "4"
    options: dict[str, object] = field(default_factory=dict)


PLAYS = {
    "entame": PlayExample(
        "H",
        "",
        "7S KS 7H 9D AC",
        gettext_lazy("Vous entamez : toutes vos cartes sont jouables"),
    ),
    "fournir": PlayExample(
        "H",
        "AS",
        "7S KS 7H 9D AC",
        gettext_lazy("Pique demandé, vous en avez : vous fournissez"),
    ),
    "monter": PlayExample(
        "H",
        "9H 7S",
        "8H AH JH 7C",
        gettext_lazy("Atout demandé : vous devez monter sur le 9"),
    ),
    "monter-impossible": PlayExample(
        "H",
        "JH",
        "8H AH 7S",
        gettext_lazy("Atout demandé, personne ne bat le Valet : n'importe quel atout"),
    ),
    "libre": PlayExample(
        "H",
        "AS",
        "7H 9D KC QD",
        gettext_lazy("Pas de pique : vous choisissez librement"),
    ),
    "surcouper": PlayExample(
        "H",
        "AS 9H",
        "7H JH 9D KC",
        gettext_lazy("Pas de pique, un adversaire a coupé : si vous coupez, surcoupez"),
    ),
    "coupe-inferieure": PlayExample(
        "H",
        "AS JH",
        "7H 9H 9D",
        gettext_lazy("Pas de pique, le Valet d'atout est sur la table : tout est jouable"),
    ),
    "partenaire": PlayExample(
        "H",
        "KS 9H TS",
        "7H JH 9D KC",
        gettext_lazy("En 2×2, votre partenaire a coupé et reste maître : vous êtes libre"),
        "2x2",
    ),
    "tout-atout": PlayExample(
        "TA",
        "9D",
        "7D JD AH 8C",
        gettext_lazy("Tout atout : fournir et monter"),
    ),
    "tout-atout-voisine": PlayExample(
        "TA",
        "9D",
        "7H AH 8C",
        gettext_lazy("Tout atout, pas de carreau : vous fournissez la couleur voisine"),
    ),
    "sans-atout": PlayExample(
        "SA",
        "9S AS",
        "7S 8S AC",
        gettext_lazy("Sans atout : fournir suffit, pas besoin de monter"),
    ),
    "sans-atout-aucune": PlayExample(
        "SA",
        "9S",
        "7H AD",
        gettext_lazy("Sans atout, ni pique ni trèfle : tout est jouable"),
    ),
    "variante-sans-surcoupe": PlayExample(
        "H",
        "AS 9H",
        "7H JH 9D KC",
        gettext_lazy("La même main sans obligation de surcouper"),
        options={"overtrump_when_cutting": False},
    ),
}


def play_block(document: Document, args: list[str]) -> str:
    """A legal-play situation: the engine's ``legal_plays`` ruling on a hand facing a trick."""
    name = one_example(args, PLAYS, "voisin-play")
    example = PLAYS[name]
    trump = engine.parse_trump(example.trump)
    hand, trick = _cards(example.hand), _cards(example.trick)
    rules = _rules(document, example.options)
    ruling = engine.legal_plays(hand, trick, trump, rules, example.players)
    caption = _with_options(example.caption, example.options)
    return tagged(
        "voisin-play",
        play_figure(hand, trick, ruling, caption=caption, trump=trump_name(trump)),
        name,
    )


# --- announcements ---------------------------------------------------------------------------

_K = engine.AnnouncementKind


def _specimens() -> list[tuple[str, engine.Announcement]]:
    """(what to hold, a specimen to value) for each row of the values table."""
    spades = Suit.SPADES

    def run(length: int) -> tuple[Card, ...]:
        return tuple(Card(r, spades) for r in engine.SEQUENCE_ORDER[:length])

    def quad(rank: Rank) -> tuple[Card, ...]:
        return tuple(Card(rank, s) for s in SUITS)

    items = [
        (_("que des atouts et des cartes du voisin"), engine.Announcement(_K.COULEUR, ())),
        (
            _("ni atout ni voisin ; annule la couleur d'un adversaire"),
            engine.Announcement(_K.COULEUR_OPPOSEE, ()),
        ),
    ]
    for rank in (Rank.KING, Rank.QUEEN, *engine.announcements.CARRE_ORDER):
        if rank is Rank.QUEEN:
            hold = _("les quatre Dames : la donne est annulée (sauf Dame prise au talon)")
        elif rank is Rank.KING:
            hold = _("les quatre Rois : annule toutes les annonces adverses, sauf les couples")
        else:
            hold = _("les quatre %(rank)s") % {"rank": RANK_PLURALS[rank]}
        items.append((hold, engine.Announcement(_K.CARRE, quad(rank), rank)))
    for kind, length in ((_K.QUINTE, 5), (_K.QUARTE, 4), (_K.TIERCE, 3)):
        hold = _("%(n)s cartes qui se suivent dans une couleur") % {"n": length}
        if length == 5:
            hold = _("5 cartes ou plus qui se suivent dans une couleur")
        items.append((hold, engine.Announcement(kind, run(length), length=length)))
    items.append((_("le Roi et la Dame d'atout"), engine.Announcement(_K.COUPLE, ())))
    items.append(
        (
            _("le Roi et la Dame d'atout, et le Roi et la Dame du voisin"),
            engine.Announcement(_K.DOUBLE_COUPLE, ()),
        )
    )
    return items


def announcement_values(document: Document, args: list[str]) -> str:
    """Every announcement and its value (``Announcement.points`` under the rules)."""
    rules = _rules(document)
    rows: list[list[Cell | str | int]] = [[_("Annonce"), _("Ce qu'il faut tenir"), _("Points")]]
    seen = set()
    for hold, announcement in _specimens():
        seen.add(announcement.kind)
        name = announcement.name
        rows.append([name[:1].upper() + name[1:], hold, announcement.points(rules)])
    missing = set(engine.AnnouncementKind) - seen
    if missing:
        raise UnknownBlock(f"voisin-announcement-values: no row for {sorted(missing)}")
    return tagged(
        "voisin-announcement-values",
        table(rows, caption=_("Les annonces et leur valeur"), header_cols=1),
    )


#: The kinds of ``CANCELLATION_ORDER`` entries ("carre R", "couleur", "quinte"...).
CANCELLATION_KINDS = {
    "carre": _K.CARRE,
    "couleur": _K.COULEUR,
    "quinte": _K.QUINTE,
    "quarte": _K.QUARTE,
    "tierce": _K.TIERCE,
}


def _rank_of_letter(letter: str) -> Rank:
    """The rank a French index names in ``CANCELLATION_ORDER`` ("R", "V", "1", "10"...)."""
    for rank in RANKS_32:
        if rank.french == letter:
            return rank
    raise UnknownBlock(f"voisin-cancellation: no rank {letter!r}")


def cancellation_table(document: Document, args: list[str]) -> str:
    """The cancellation hierarchy, strongest first (``CANCELLATION_ORDER``), each entry named
    as the engine names the announcement."""
    rows: list[list[Cell | str | int]] = [[_("Force"), _("Annonce")]]
    for position, item in enumerate(engine.CANCELLATION_ORDER, start=1):
        word, _sep, letter = item.partition(" ")
        if word not in CANCELLATION_KINDS:
            raise UnknownBlock(f"voisin-cancellation: no announcement {item!r}")
        rank = _rank_of_letter(letter) if letter else None
        text = engine.Announcement(CANCELLATION_KINDS[word], (), rank).name
        label = str(position)
        if position == 1:
            label = _("1 (la plus forte)")
        rows.append([label, text])
    return tagged(
        "voisin-cancellation",
        table(
            rows,
            caption=_("Qui annule qui : les annonces de la plus forte à la plus faible"),
            header_cols=1,
        ),
    )


@dataclass(frozen=True)
class AnnounceExample:
    """Each seat's hand at the first trick, the trump, and the turned card the taker took."""

    players: str
    trump: str
    hands: tuple[str, ...]
    caption: Promise
    taken: str = ""
    taker: int = -1
    options: dict[str, object] = field(default_factory=dict)


ANNOUNCES = {
    "couleur-opposee": AnnounceExample(
        "4",
        "H",
        (
            "7H 8H 9H KH QH AD TD",
            "7S 8S 9S TS AC KC JC",
            "JS QS 7C 8C 9C JD 8D",
            "AS KS QC TC 7D 9D AH",
        ),
        gettext_lazy("Couleur contre couleur opposée, à 4 joueurs"),
    ),
    "carre-rois": AnnounceExample(
        "3",
        "S",
        (
            "KS KH KD KC QS 7H 8H 9H AD",
            "JS JH JD JC 7S 8S 9S TS AH",
            "7C 8C 9C TC AC QH QD 7D 8D",
        ),
        gettext_lazy("Le carré de Rois annule les annonces adverses, à 3 joueurs"),
    ),
    "series": AnnounceExample(
        "2",
        "H",
        (
            "JH QH KH 7S 9S AS 7C 9C JC AC 8D TD 7D",
            "JS QS KS JD QD KD 8S 9D 8C TC QC AH 9H",
        ),
        gettext_lazy("Trois tierces au Roi : l'atout l'emporte, à 2 joueurs"),
    ),
    "couleur-seule": AnnounceExample(
        "2",
        "D",
        (
            "7D 8D 9D TD KD QD 7H 9H AH JH QH KH AD",
            "7S 8S 9S AS KS JC QC 8C TC 8H TH JD 7C",
        ),
        gettext_lazy("La couleur ne se cumule qu'avec les couples, à 2 joueurs"),
    ),
    "partenaires": AnnounceExample(
        "2x2",
        "C",
        (
            "7S 8S 9S TS AH 9D QC",
            "JH QH KH AS 7D 8D 9C",
            "7C 8C JC TD JD QD 8H",
            "QS KS JS 7H 9H TH AD",
        ),
        gettext_lazy("En 2×2, les partenaires ne s'annulent pas"),
    ),
    "dames": AnnounceExample(
        "3",
        "H",
        (
            "QS QH QD QC 7S 9S AD 8C TC",
            "7H 8H 9H JS KS AS 7D 8D 9D",
            "TH JH KH AH 8S TS TD JD KD",
        ),
        gettext_lazy("Un carré de Dames dans la main : la donne est annulée"),
    ),
    "dames-talon": AnnounceExample(
        "3",
        "H",
        (
            "QS QH QD QC 7S 9S AD 8C TC",
            "7H 8H 9H JS KS AS 7D 8D 9D",
            "TH JH KH AH 8S TS TD JD KD",
        ),
        gettext_lazy("Le même carré, complété par la Dame de cœur prise au talon"),
        "QH",
        0,
    ),
    "variante-rois": AnnounceExample(
        "3",
        "S",
        (
            "KS KH KD KC QS 7H 8H 9H AD",
            "JS JH JD JC 7S 8S 9S TS AH",
            "7C 8C 9C TC AC QH QD 7D 8D",
        ),
        gettext_lazy("Le même carré de Rois, compté 20 points"),
        options={"carre_rois_points": 20},
    ),
}


def _hand_order(card: Card) -> tuple[int, int]:
    return SUITS.index(card.suit), RANKS_32.index(card.rank)


def _announcement_label(announcement: engine.Announcement) -> str:
    if announcement.kind in (_K.TIERCE, _K.QUARTE, _K.QUINTE):
        assert announcement.rank is not None and announcement.suit is not None
        return _("%(name)s au %(card)s") % {
            "name": announcement.name,
            "card": card_short(Card(announcement.rank, announcement.suit)),
        }
    return announcement.name


def announce_figure(document: Document, args: list[str]) -> str:
    """Each hand's announcements (``detect_announcements``) and their fate
    (``resolve_announcements``), with the points each seat counts."""
    name = one_example(args, ANNOUNCES, "voisin-announce")
    example = ANNOUNCES[name]
    rules = _rules(document, example.options)
    trump = engine.parse_trump(example.trump)
    taken = Card.parse(example.taken) if example.taken else None
    hands = [sorted(_cards(h), key=_hand_order) for h in example.hands]
    declared = [
        engine.detect_announcements(h, trump, taken=taken if seat == example.taker else None)
        for seat, h in enumerate(hands)
    ]
    resolution = engine.resolve_announcements(declared, trump, players=example.players, rules=rules)
    seats = []
    for seat, hand in enumerate(hands):
        items = [
            {
                "label": _announcement_label(r.announcement),
                "counted": r.counted,
                "reason": render_reason(r.reason),
            }
            for r in resolution.rulings
            if r.seat == seat
        ]
        team = ""
        if example.players == "2x2":
            team = _("camp %(n)s") % {"n": seat % 2 + 1}
        seats.append(
            {
                "name": player_name(seat),
                "team": team,
                "hand": hand,
                "items": items,
                "announcements": resolution.announcements[seat],
                "couples": resolution.couples[seat],
            }
        )
    if resolution.void_deal:
        verdict = _("La donne est annulée : on redistribue.")
    else:
        verdict = _("La donne se joue ; chacun compte les points ci-dessous.")
    return tagged(
        "voisin-announce",
        block_template(
            "voisin_announce",
            caption=_with_options(example.caption, example.options),
            trump=trump_name(trump),
            taken=taken,
            taker=player_name(example.taker) if example.taker >= 0 else "",
            seats=seats,
            verdict=verdict,
            void=resolution.void_deal,
        ),
        name,
    )


# --- scoring ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class ScoreExample:
    """A finished deal to score: the table, the contract and what each side made."""

    players: str
    contract: engine.Contract
    result: engine.DealResult
    caption: Promise
    options: dict[str, object] = field(default_factory=dict)
    taker_seat: int = -1


def _result(
    points: Sequence[int | Fraction],
    tricks: Sequence[int],
    announcements: Sequence[int] | None = None,
    couples: Sequence[int] | None = None,
    lost_to: int | None = None,
    by_seat: Sequence[int] | None = None,
) -> engine.DealResult:
    zeros = (0,) * len(points)
    return engine.DealResult(
        tuple(points),
        tuple(tricks),
        tuple(announcements) if announcements is not None else zeros,
        tuple(couples) if couples is not None else zeros,
        lost_to,
        tuple(by_seat) if by_seat is not None else None,
    )


_H, _S, _D, _C = Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS
_HALF = Fraction(1, 2)

SCORES = {
    "note-2": ScoreExample(
        "2",
        engine.Contract("prise", 0, _H),
        _result((34, 51), (6, 7), (3, 0)),
        gettext_lazy("L'exemple du document : 34 points et une tierce"),
    ),
    "note-2-sans-tierce": ScoreExample(
        "2",
        engine.Contract("prise", 0, _H),
        _result((34, 51), (6, 7)),
        gettext_lazy("Le même jeu sans la tierce : la prise chute"),
    ),
    "prise-lourde": ScoreExample(
        "3",
        engine.Contract("prise", 0, _H),
        _result((52, 20, 13), (5, 2, 2), (5, 0, 0), (2, 0, 0)),
        gettext_lazy("Prise lourde : le total est plafonné à 64"),
    ),
    "charge": ScoreExample(
        "3",
        engine.Contract("charge", 1, _S),
        _result((0, 75, 10), (0, 8, 1), (0, 3, 0)),
        gettext_lazy("Charge réussie, un adversaire sans pli"),
    ),
    "charge-2x2": ScoreExample(
        "2x2",
        engine.Contract("charge", 0, _H),
        _result((68, 18), (6, 1), by_seat=(4, 1, 2, 0)),
        gettext_lazy("Charge réussie en 2×2, un adversaire sans pli"),
        taker_seat=0,
    ),
    "chute-charge": ScoreExample(
        "4",
        engine.Contract("charge", 2, _D),
        _result((20, 12, 42, 12), (2, 1, 3, 1), (0, 0, 3, 0), (0, 0, 2, 0)),
        gettext_lazy("Charge chutée : le meilleur des autres encaisse"),
    ),
    "chute-royale": ScoreExample(
        "2",
        engine.Contract("charge", 0, _C),
        _result((30, 55), (5, 8)),
        gettext_lazy("Chute royale : une charge qui n'atteint pas 36"),
    ),
    "chute-egalite": ScoreExample(
        "3",
        engine.Contract("prise", 0, _H),
        _result((27, 29, 29), (3, 3, 3)),
        gettext_lazy("Prise chutée, deux adversaires à égalité"),
    ),
    "surcharge": ScoreExample(
        "3",
        engine.Contract("surcharge", 0, _H),
        _result((85, 0, 0), (9, 0, 0), (8, 0, 0), (2, 0, 0)),
        gettext_lazy("Surcharge réussie : tous les plis"),
    ),
    "surcharge-arretee": ScoreExample(
        "4",
        engine.Contract("surcharge", 1, _S, after_adverse_charge=True),
        _result((0, 30, 8, 0), (0, 3, 1, 0), (0, 0, 3, 0), (0, 0, 0, 0), lost_to=2),
        gettext_lazy("Surcharge après une charge adverse, arrêtée au 4e pli"),
    ),
    "arrondi-demi": ScoreExample(
        "2",
        engine.Contract("prise", 0, _S),
        _result((Fraction(81, 2), Fraction(89, 2)), (6, 7)),
        gettext_lazy("L'arrondi avec des demi-points : 44,5 donne 40"),
    ),
    "arrondi-cinq": ScoreExample(
        "2",
        engine.Contract("prise", 1, _S),
        _result((45, 40), (7, 6)),
        gettext_lazy("L'arrondi d'un 5 : 45 donne 50"),
    ),
    "variante-i": ScoreExample(
        "2",
        engine.Contract("charge", 0, _H),
        _result((60, 28), (11, 5)),
        gettext_lazy("Variante I : une charge réussie sur 16 plis"),
        {"variante_i": True},
    ),
    "variante-non-pli": ScoreExample(
        "2x2",
        engine.Contract("charge", 0, _H),
        _result((68, 18), (6, 1), by_seat=(6, 1, 0, 0)),
        gettext_lazy("La prime de non-pli en comptant aussi le partenaire"),
        {"charge_non_pli_counts": "all_players"},
        taker_seat=0,
    ),
    "variante-egalite-each": ScoreExample(
        "3",
        engine.Contract("prise", 0, _H),
        _result((27, 29, 29), (3, 3, 3)),
        gettext_lazy("La même égalité : chacun reçoit tout"),
        {"chute_tie": "each"},
    ),
    "variante-egalite-first": ScoreExample(
        "3",
        engine.Contract("prise", 0, _H),
        _result((27, 29, 29), (3, 3, 3)),
        gettext_lazy("La même égalité : le premier après le preneur reçoit tout"),
        {"chute_tie": "first_after_taker"},
    ),
    "variante-surcharge-partenaire": ScoreExample(
        "2x2",
        engine.Contract("surcharge", 0, _C, after_partner_charge=True),
        _result((86, 0), (7, 0)),
        gettext_lazy("Surcharge sur la charge du partenaire, comptée 300"),
        {"surcharge_300_requires": "any_charge"},
    ),
}


def _facts(example: ScoreExample) -> list[str]:
    players, contract, result = example.players, example.contract, example.result
    sides = range(len(result.points))
    facts = [
        _("Table : %(table)s. Contrat : %(contract)s à %(trump)s, pris par %(taker)s.")
        % {
            "table": players_label(players),
            "contract": contract_word(contract.name),
            "trump": trump_name(contract.trump),
            "taker": side_name(contract.taker, players),
        }
    ]
    if contract.after_adverse_charge:
        facts.append(_("La surcharge a été annoncée après la charge d'un adversaire."))
    if contract.after_partner_charge:
        facts.append(_("La surcharge a été annoncée après la charge du partenaire."))
    for side in sides:
        facts.append(
            _(
                "%(side)s : plis %(tricks)s, points de plis %(points)s, annonces %(ann)s, "
                "couples %(couples)s."
            )
            % {
                "side": side_name(side, players),
                "points": number_text(result.points[side]),
                "tricks": result.tricks[side],
                "ann": result.announcements[side],
                "couples": result.couples[side],
            }
        )
    if result.tricks_by_seat is not None:
        facts.append(
            _("Plis joueur par joueur : %(list)s.")
            % {
                "list": ", ".join(
                    f"{player_name(s)} {n}" for s, n in enumerate(result.tricks_by_seat)
                )
            }
        )
    if result.first_trick_lost_to is not None:
        facts.append(
            _("Le premier pli perdu par le preneur revient à %(side)s.")
            % {"side": side_name(result.first_trick_lost_to, players)}
        )
    return facts


def score_block(document: Document, args: list[str]) -> str:
    """A scored deal: the engine's ``score_deal`` calculation, step by step."""
    name = one_example(args, SCORES, "voisin-score")
    example = SCORES[name]
    rules = _rules(document, example.options)
    sheet = engine.score_deal(
        example.players, example.contract, example.result, rules, taker_seat=example.taker_seat
    )
    sides = range(len(sheet.scores))
    return tagged(
        "voisin-score",
        block_template(
            "voisin_score",
            caption=_with_options(example.caption, example.options),
            facts=_facts(example),
            steps=[render_reason(s) for s in sheet.steps],
            made=sheet.made,
            scores=[
                {
                    "name": side_name(s, example.players),
                    "exact": number_text(sheet.totals[s]),
                    "score": sheet.scores[s],
                    "traits": sheet.traits[s],
                }
                for s in sides
            ],
        ),
        name,
    )


#: Exact totals shown in the rounding table.
ROUNDING_VALUES: tuple[int | Fraction, ...] = (
    14,
    Fraction(29, 2),
    15,
    44,
    Fraction(89, 2),
    45,
    Fraction(91, 2),
    51,
    64,
)


def rounding_table(document: Document, args: list[str]) -> str:
    """Exact totals and their rounded score (``round_to_ten``, the engine's rounding)."""
    rows: list[list[Cell | str | int]] = [[_("Total exact"), _("Score marqué")]]
    for value in ROUNDING_VALUES:
        rows.append([number_text(value), round_to_ten(value)])
    return tagged(
        "voisin-rounding",
        table(rows, caption=_("L'arrondi à la dizaine, appliqué une seule fois"), header_cols=1),
    )


# --- end of the game -------------------------------------------------------------------------

#: (totals, traits) of the end-of-game table.
END_EXAMPLES: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = (
    ((980, 960, 870), (0, 0, 1)),
    ((1030, 990, 720), (1, 0, 0)),
    ((1010, 1010, 640), (2, 1, 0)),
    ((1020, 1020), (1, 1)),
)


def end_table(document: Document, args: list[str]) -> str:
    """Who has won for a few running totals and traits (``game_standing``)."""
    rows: list[list[Cell | str | int]] = [[_("Totaux des camps"), _("Traits"), _("Verdict")]]
    for totals, traits in END_EXAMPLES:
        standing = engine.game_standing(totals, traits)
        rows.append(
            [
                " / ".join(str(t) for t in totals),
                " / ".join(str(t) for t in traits),
                render_reason(standing.reason),
            ]
        )
    return tagged(
        "voisin-end",
        table(
            rows,
            caption=_("Fin de partie en %(target)s points : quelques situations")
            % {"target": engine.contracts.GAME_TARGET},
            header_cols=1,
        ),
    )


# --- case files ------------------------------------------------------------------------------


FIELDS = (
    FieldExample(
        "score",
        "players",
        gettext_lazy(
            'La table : "2", "3", "4" ou "2x2" (4 joueurs par défaut, 2 en Variante I). '
            "Elle sert aussi à bid, contract_target, legal_plays (le partenaire en 2×2) et "
            "trick_winner (la longueur du pli)."
        ),
        {
            "players": "2",
            "contract": {"name": "prise", "taker": 0, "trump": "H"},
            "result": {
                "points": [34, 54],
                "tricks": [6, 7],
                "announcements": [3, 0],
                "couples": [0, 0],
            },
        },
        {},
        ("scores", "traits", "made"),
    ),
    FieldExample(
        "score",
        "after_partner_charge",
        gettext_lazy(
            "Dans contract : la surcharge suit une charge du partenaire (2×2). Elle ne vaut "
            "300 qu'avec surcharge_300_requires = any_charge."
        ),
        {
            "players": "2x2",
            "contract": {
                "name": "surcharge",
                "taker": 0,
                "trump": "C",
                "after_partner_charge": True,
            },
            "result": {
                "points": [88, 0],
                "tricks": [7, 0],
                "announcements": [0, 0],
                "couples": [0, 0],
            },
        },
        {"surcharge_300_requires": "any_charge"},
        ("scores",),
    ),
    FieldExample(
        "score",
        "taker_seat",
        gettext_lazy(
            "Dans contract, en 2×2 : la place du preneur (0 à 3), nécessaire avec "
            "charge_non_pli_counts = all_players pour ne pas le compter lui-même."
        ),
        {
            "players": "2x2",
            "contract": {"name": "charge", "taker": 0, "trump": "H", "taker_seat": 0},
            "result": {
                "points": [70, 18],
                "tricks": [6, 1],
                "announcements": [0, 0],
                "couples": [0, 0],
                "tricks_by_seat": [6, 1, 0, 0],
            },
        },
        {"charge_non_pli_counts": "all_players"},
        ("scores",),
    ),
    FieldExample(
        "score",
        "tricks_by_seat",
        gettext_lazy(
            "Dans result, en 2×2 : les plis de chaque joueur, pour compter la prime de "
            "non-pli joueur par joueur (sans ce champ, une équipe sans pli compte pour deux "
            "joueurs)."
        ),
        {
            "players": "2x2",
            "contract": {"name": "charge", "taker": 0, "trump": "H"},
            "result": {
                "points": [70, 18],
                "tricks": [6, 1],
                "announcements": [0, 0],
                "couples": [0, 0],
                "tricks_by_seat": [4, 1, 2, 0],
            },
        },
        {},
        ("scores",),
    ),
    FieldExample(
        "score",
        "hands",
        gettext_lazy(
            "Dans result, à la place de announcements et couples : la main de chaque joueur "
            "au premier pli (et taken, la carte retournée prise par le preneur). Le moteur "
            "trouve et départage lui-même les annonces ; un carré de Dames annule la donne "
            '("void": true).'
        ),
        {
            "players": "2",
            "contract": {"name": "prise", "taker": 0, "trump": "H"},
            "result": {
                "points": [34, 54],
                "tricks": [6, 7],
                "hands": [
                    ["JH", "QH", "KH", "7S", "9S", "AS", "7C", "9C", "JC", "AC", "8D", "TD", "7D"],
                    ["JS", "QS", "KS", "JD", "QD", "KD", "8S", "9D", "8C", "TC", "QC", "AH", "9H"],
                ],
                "taken": "JH",
            },
        },
        {},
        ("scores", "announcements", "couples", "void"),
    ),
    FieldExample(
        "card_points",
        "last_trick",
        gettext_lazy(
            "Accepté comme pour les autres jeux, mais sans effet : Le Voisin n'a pas de prime "
            "de dernier pli."
        ),
        {"trump": "H", "cards": ["JH", "AS", "QD", "7C"], "last_trick": True},
        {},
        ("points", "last_trick_bonus"),
    ),
)


def fields_block(document: Document, args: list[str]) -> str:
    """The input fields this game adds to case files, each with a case the engine answers."""
    return case_fields(
        document,
        FIELDS,
        block="voisin-fields",
        caption=_("Champs propres au Voisin dans les fichiers de cas"),
    )


BLOCKS = {
    "voisin-deal": deal_table,
    "voisin-roles": roles_table,
    "voisin-orders": orders_table,
    "voisin-sequence": sequence_table,
    "voisin-points": points_table,
    "voisin-contracts": contracts_table,
    "voisin-targets": targets_table,
    "voisin-ladder": ladder_table,
    "voisin-scoring": scoring_numbers,
    "voisin-auction": auction_figure,
    "voisin-exchange": exchange_figure,
    "voisin-trick": trick_block,
    "voisin-cut-readings": cut_readings_table,
    "voisin-play": play_block,
    "voisin-announcement-values": announcement_values,
    "voisin-cancellation": cancellation_table,
    "voisin-announce": announce_figure,
    "voisin-score": score_block,
    "voisin-rounding": rounding_table,
    "voisin-end": end_table,
    "voisin-fields": fields_block,
}
