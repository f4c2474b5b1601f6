"""Blocks of the Neurotrio rule page (seed 001), every figure computed by the Neurotrio engine.

Tables read the engine's data at render time (``DEAL_SIZES``, ``ATTRIBUTE_LADDER``,
``TRUMP_MODES``, ``bidding_ladder``, ``contract_target``, ``max_level``, the scoring
constants); worked examples are positions handed to the engine (``trick_winner``,
``legal_plays``, ``check_call``, ``score_deal``) whose verdicts and reasons are drawn as they
come back. Nothing a player could dispute is typed here: only the positions and captions.

Names are read through the ``engine`` package at call time (``engine.DEAL_SIZES``), so a page
always shows what the engine currently says.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.blocks import UnknownBlock, block_template
from reference.blocks.common import Cell, play_figure, table, trick_figure
from reference.engine import Document
from reference.engine import neurotrio as engine
from reference.engine.cards import Background, NeuroCard
from reference.names import BACKGROUND_NAMES, NATURE_NAMES
from reference.reasons import render_reason

#: Names given to the seats of the worked examples, seat 0 first (the document's five players).
PLAYERS = ("Agathe", "Thomas", "Camille", "Élise", "Anne")


# --- words ---------------------------------------------------------------------------------


def attribute_name(attribute: engine.Attribute) -> str:
    """ "fond bleu" for a background, "cœur" for a nature."""
    if isinstance(attribute, Background):
        return _("fond %(background)s") % {"background": BACKGROUND_NAMES[attribute]}
    return str(NATURE_NAMES[attribute])


def bid_name(bid: engine.Bid) -> str:
    """ "2 fond vert (2V)": the level, the attribute, and the notation."""
    return _("%(level)s %(attribute)s (%(notation)s)") % {
        "level": bid.level,
        "attribute": attribute_name(bid.attribute),
        "notation": str(bid),
    }


def _kind_name(kind: str) -> str:
    return _("fond") if kind == "background" else _("nature")


def _order_text(attributes: Sequence[engine.Attribute]) -> str:
    return " > ".join(
        str(BACKGROUND_NAMES[a]) if isinstance(a, Background) else str(NATURE_NAMES[a])
        for a in attributes
    )


def _cards(text: str) -> tuple[NeuroCard, ...]:
    return tuple(NeuroCard.parse(c) for c in text.split())


def _one(args: list[str], known: Mapping[str, object], block: str) -> str:
    if len(args) != 1 or args[0] not in known:
        raise UnknownBlock(f"{block}: expected one of {', '.join(known)}, got {args!r}")
    return args[0]


# --- material and card order ---------------------------------------------------------------


def deal_table(document: Document, args: list[str]) -> str:
    """Cards per player, chien and tricks for each number of players (``DEAL_SIZES``)."""
    rows: list[list[Cell | str | int]] = [
        [_("Joueurs"), _("Cartes par joueur"), _("Chien"), _("Plis par manche"), _("Total")]
    ]
    for players, size in engine.DEAL_SIZES.items():
        rows.append(
            [
                players,
                size.hand,
                size.chien,
                size.tricks,
                _("%(players)s × %(hand)s + %(chien)s = %(total)s")
                % {
                    "players": players,
                    "hand": size.hand,
                    "chien": size.chien,
                    "total": players * size.hand + size.chien,
                },
            ]
        )
    return table(rows, caption=_("La donne selon le nombre de joueurs"), header_cols=1)


def modes_table(document: Document, args: list[str]) -> str:
    """The two trump modes side by side: what a suit is, what splits equal forces
    (``TRUMP_MODES``, grouped by ``suits_are``)."""
    kinds = [
        (kind, [m for m in engine.TRUMP_MODES.values() if m.suits_are == kind])
        for kind in ("background", "nature")
    ]
    kinds = [(kind, modes) for kind, modes in kinds if modes]
    header: list[Cell | str | int] = [_("Atout choisi")]
    choice: list[Cell | str | int] = [_("L'atout est")]
    suit: list[Cell | str | int] = [_("Une carte se range selon")]
    trumps: list[Cell | str | int] = [_("Cartes d'atout")]
    tiebreak: list[Cell | str | int] = [_("À force égale, l'emporte")]
    for kind, modes in kinds:
        background = kind == "background"
        names = [attribute_name(m.trump) for m in modes]
        header.append(_("Atout fond") if background else _("Atout nature"))
        choice.append(
            _("%(list)s ou %(last)s") % {"list": ", ".join(names[:-1]), "last": names[-1]}
            if len(names) > 1
            else names[0]
        )
        suit.append(_("son fond") if background else _("sa nature"))
        trumps.append(
            _("celles du fond choisi, quelle que soit leur nature")
            if background
            else _("celles de la nature choisie, quel que soit leur fond")
        )
        tiebreak.append(_order_text(modes[0].tiebreak))
    return table(
        [header, choice, suit, trumps, tiebreak],
        caption=_("Les deux manières de jouer, selon la sorte d'atout"),
        header_cols=1,
    )


def order_table(document: Document, args: list[str]) -> str:
    """Each suit's nine cards, strongest first, under one trump (``TRUMP_MODES[trump].order``)."""
    if len(args) != 1:
        raise UnknownBlock(f"neurotrio-order: expected one trump letter, got {args!r}")
    trump = engine.parse_attribute(args[0])
    mode = engine.TRUMP_MODES[trump]
    header: list[Cell | str | int] = [_("Rang")]
    for suit in mode.suits:
        name = attribute_name(suit)
        header.append(_("%(suit)s (atout)") % {"suit": name} if suit is trump else name)
    rows: list[list[Cell | str | int]] = [header]
    depth = max(len(cards) for cards in mode.order.values())
    for rank in range(depth):
        row: list[Cell | str | int] = [rank + 1]
        for suit in mode.suits:
            cards = mode.order[suit]
            row.append(Cell("", (cards[rank],)) if rank < len(cards) else "")
        rows.append(row)
    caption = _("Ordre des cartes, de la plus forte à la plus faible, quand l'atout est %(trump)s")
    return table(rows, caption=caption % {"trump": attribute_name(trump)}, header_cols=1)


# --- bidding -------------------------------------------------------------------------------


def attributes_table(document: Document, args: list[str]) -> str:
    """The attributes a bid may name, strongest first (``ATTRIBUTE_LADDER``)."""
    rows: list[list[Cell | str | int]] = [
        [_("Rang"), _("Attribut"), _("Sorte"), _("Lettre de notation")]
    ]
    for position, attribute in enumerate(engine.ATTRIBUTE_LADDER, start=1):
        kind = "background" if isinstance(attribute, Background) else "nature"
        rows.append([position, attribute_name(attribute), _kind_name(kind), attribute.value])
    return table(
        rows, caption=_("Les attributs des enchères, du plus fort au plus faible"), header_cols=1
    )


def ladder_table(document: Document, args: list[str]) -> str:
    """Every bid, lowest first, read row by row (``bidding_ladder`` for each player count)."""
    counts = tuple(engine.DEAL_SIZES)
    ladders = {n: engine.bidding_ladder(n) for n in counts}
    longest = max(ladders.values(), key=len)
    attributes = tuple(reversed(engine.ATTRIBUTE_LADDER))
    rows: list[list[Cell | str | int]] = [
        [_("Niveau"), *(attribute_name(a) for a in attributes), _("Permis à")]
    ]
    levels = sorted({bid.level for bid in longest})
    for level in levels:
        bids = {bid.attribute: bid for bid in longest if bid.level == level}
        allowed = [n for n in counts if any(b.level == level for b in ladders[n])]
        rows.append(
            [
                level,
                *(str(bids[a]) if a in bids else "" for a in attributes),
                _("%(list)s joueurs") % {"list": ", ".join(map(str, allowed))},
            ]
        )
    return table(
        rows,
        caption=_(
            "L'échelle complète des enchères, de la plus basse (en haut à gauche) à la plus haute"
        ),
        header_cols=1,
    )


def targets_table(document: Document, args: list[str]) -> str:
    """Tricks to win per level and player count (``contract_target``, ``max_level``)."""
    rules = engine.Rules()
    counts = tuple(engine.DEAL_SIZES)
    tops = {n: engine.max_level(n, rules) for n in counts}
    highest = max(t for t in tops.values() if t is not None)
    rows: list[list[Cell | str | int]] = [
        [
            _("Niveau"),
            *(
                _("%(players)s joueurs (%(tricks)s plis)")
                % {"players": n, "tricks": engine.DEAL_SIZES[n].tricks}
                for n in counts
            ),
        ]
    ]
    for level in range(1, highest + 1):
        row: list[Cell | str | int] = [level]
        for n in counts:
            top = tops[n]
            row.append("—" if top is not None and level > top else engine.contract_target(level, n))
        rows.append(row)
    return table(
        rows, caption=_("Plis à faire selon le niveau et le nombre de joueurs"), header_cols=1
    )


@dataclass(frozen=True)
class AuctionExample:
    """Calls in order, seat 0 first; a refused call is shown and the same seat speaks again."""

    players: int
    calls: tuple[str, ...]
    caption: Promise
    options: dict[str, str] = field(default_factory=dict)


AUCTIONS = {
    "fin": AuctionExample(
        4,
        ("1C", "pass", "1N", "pass", "pass", "pass", "2N"),
        gettext_lazy("Quatre joueurs : la fin des enchères"),
    ),
    "contre": AuctionExample(
        4,
        ("1E", "1V", "contre", "pass", "2R", "contre", "contre", "pass", "pass"),
        gettext_lazy("Quatre joueurs : un contre effacé, puis un contre qui tient"),
    ),
    "tous-passent": AuctionExample(
        3, ("pass", "pass", "pass"), gettext_lazy("Trois joueurs : personne n'enchérit")
    ),
    "variante-composantes": AuctionExample(
        4,
        ("1B", "2R", "2B", "pass", "pass", "pass"),
        gettext_lazy("Variante : échelle par composantes"),
        {"bid_order": "componentwise"},
    ),
    "variante-bridge": AuctionExample(
        4,
        ("1C", "contre", "pass", "pass", "2C", "pass", "pass", "pass"),
        gettext_lazy("Variante : fin à la manière du bridge"),
        {"auction_end": "bridge"},
    ),
    "variante-passe-definitive": AuctionExample(
        4,
        ("pass", "1C", "pass", "1N", "1B", "pass", "2C", "pass", "pass"),
        gettext_lazy("Variante : passe définitif"),
        {"auction_end": "final_pass"},
    ),
}


def _call_text(call: engine.Call) -> str:
    if call.bid is not None:
        return bid_name(call.bid)
    return {"pass": _("passe"), "contre": _("contre")}.get(call.kind.value, call.kind.value)


def auction_figure(document: Document, args: list[str]) -> str:
    """An auction replayed call by call through ``check_call`` and ``apply_call``."""
    example = AUCTIONS[_one(args, AUCTIONS, "neurotrio-auction")]
    rules = engine.Rules.from_options(example.options)
    auction = engine.start(example.players)
    rows = []
    for number, text in enumerate(example.calls, start=1):
        call = engine.Call.parse(text)
        seat = auction.next_seat
        ruling = engine.check_call(auction, call, rules)
        rows.append(
            {
                "number": number,
                "player": PLAYERS[seat],
                "call": _call_text(call),
                "notation": str(call),
                "legal": ruling.legal,
                "reason": render_reason(ruling.reason),
            }
        )
        if ruling.legal:
            auction = engine.apply_call(auction, call, rules)
    contract = auction.contract
    if auction.passed_out:
        outcome = _("Tout le monde a passé : les cartes sont redistribuées.")
    elif contract is None:
        outcome = _("Les enchères ne sont pas terminées.")
    else:
        assert contract.taker is not None
        outcome = _(
            "Contrat : %(bid)s, preneur %(taker)s, qui doit faire %(target)s plis sur %(tricks)s."
        ) % {
            "bid": bid_name(contract.bid),
            "taker": PLAYERS[contract.taker],
            "target": engine.contract_target(contract.level, example.players, rules),
            "tricks": engine.DEAL_SIZES[example.players].tricks,
        }
        if contract.contre:
            outcome += " " + _("Le contrat est contré : tous les points seront doublés.")
    return block_template(
        "neurotrio_auction",
        caption=str(example.caption),
        players=", ".join(PLAYERS[: example.players]),
        rows=rows,
        outcome=outcome,
        over=auction.over,
    )


# --- play ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class TrickExample:
    """A complete or partial trick, leader first, under a trump (a letter)."""

    trump: str
    cards: str
    caption: Promise
    hand: str = ""


TRICKS = {
    "exemple": TrickExample(
        "E",
        "1R-V 1R-N 3C-V 1E-V 1E-V",
        gettext_lazy("L'exemple du document, à cinq joueurs"),
    ),
    "fond-coupe": TrickExample(
        "N",
        "2E-B 3R-B 2C-V 1R-N",
        gettext_lazy("Fond bleu demandé : la plus petite coupe bat un 3"),
    ),
    "fond-departage": TrickExample(
        "V",
        "2R-B 2C-B 2E-B 3C-N",
        gettext_lazy("Personne ne coupe : la nature départage les deux 2 bleus"),
    ),
    "identiques": TrickExample(
        "C",
        "2R-N 2R-N 1R-B 3E-B",
        gettext_lazy("Deux cartes identiques : la première posée l'emporte"),
    ),
    "atout-entame": TrickExample(
        "E",
        "1E-B 3R-B 2E-V",
        gettext_lazy("Atout entamé, à trois joueurs : la force passe avant le fond"),
    ),
}

PLAYS = {
    "fournir": TrickExample(
        "R",
        "2E-N",
        gettext_lazy("Étoile demandée : vous en avez, vous fournissez"),
        "1E-V 3C-B 2R-B 3E-B",
    ),
    "coupe-sur-coupe": TrickExample(
        "V",
        "3C-B 2C-V",
        gettext_lazy("Fond bleu demandé et déjà coupé : vous coupez quand même, bas ou haut"),
        "3R-V 1E-V 3C-N 2E-N",
    ),
    "sans-rien": TrickExample(
        "E",
        "1R-V 1R-N",
        gettext_lazy("La main de Camille dans l'exemple : ni rose ni étoile"),
        "3C-V 2C-B",
    ),
    "atout-entame": TrickExample(
        "C",
        "2C-N",
        gettext_lazy("Atout entamé, vous n'en avez pas : carte libre"),
        "3E-B 1R-V",
    ),
}


def trick_block(document: Document, args: list[str]) -> str:
    """A worked trick: the engine's ``trick_winner`` verdict, winner highlighted, reasons."""
    example = TRICKS[_one(args, TRICKS, "neurotrio-trick")]
    trump = engine.parse_attribute(example.trump)
    cards = _cards(example.cards)
    return trick_figure(
        cards,
        engine.trick_winner(cards, trump),
        caption=str(example.caption),
        labels=PLAYERS[: len(cards)],
        trump=attribute_name(trump),
    )


def play_block(document: Document, args: list[str]) -> str:
    """A legal-play situation: the engine's ``legal_plays`` ruling on a hand facing a trick."""
    example = PLAYS[_one(args, PLAYS, "neurotrio-play")]
    trump = engine.parse_attribute(example.trump)
    hand, trick = _cards(example.hand), _cards(example.cards)
    return play_figure(
        hand,
        trick,
        engine.legal_plays(hand, trick, trump),
        caption=str(example.caption),
        trump=attribute_name(trump),
    )


def camille_table(document: Document, args: list[str]) -> str:
    """The document's trick with each background for Camille's unspecified "3 de cœur"."""
    example = TRICKS["exemple"]
    trump = engine.parse_attribute(example.trump)
    base = list(_cards(example.cards))
    camille = PLAYERS.index("Camille")
    rows: list[list[Cell | str | int]] = [[_("Carte de Camille"), _("Pli remporté par")]]
    for background in engine.BACKGROUND_ORDER:
        played = base[camille]
        card = NeuroCard(played.force, played.nature, background)
        trick = [*base[:camille], card, *base[camille + 1 :]]
        verdict = engine.trick_winner(trick, trump)
        rows.append(
            [
                Cell(str(card), (card,)),
                Cell(f"{PLAYERS[verdict.winner]} ({verdict.card})", (verdict.card,)),
            ]
        )
    return table(rows, caption=_("Le même pli avec les trois fonds possibles pour Camille"))


# --- scoring -------------------------------------------------------------------------------


def scoring_table(document: Document, args: list[str]) -> str:
    """The scoring rule with the engine's constants."""
    rows: list[list[Cell | str | int]] = [[_("Résultat"), _("Qui marque"), _("Combien")]]
    rows.append(
        [
            _("Contrat rempli"),
            _("le preneur seul"),
            _("%(level)s × niveau + %(over)s par pli au-delà de l'objectif")
            % {"level": engine.MADE_POINTS_PER_LEVEL, "over": engine.OVERTRICK_POINTS},
        ]
    )
    rows.append(
        [
            _("Contrat chuté"),
            _("chacun des autres joueurs (le preneur : 0)"),
            _("%(down)s par pli manquant") % {"down": engine.DOWN_POINTS_PER_TRICK},
        ]
    )
    rows.append(
        [
            _("Contré (dans les deux cas)"),
            _("les mêmes"),
            _("tout est multiplié par %(factor)s") % {"factor": engine.CONTRE_FACTOR},
        ]
    )
    return table(rows, caption=_("Le décompte d'une manche"), header_cols=1)


def values_table(document: Document, args: list[str]) -> str:
    """What a made contract is worth, exactly made and with every trick (``contract_catalogue``)."""
    counts = tuple(engine.DEAL_SIZES)
    catalogues = {n: {c.level: c for c in engine.contract_catalogue(n)} for n in counts}
    levels = sorted({level for cat in catalogues.values() for level in cat})
    rows: list[list[Cell | str | int]] = [
        [
            _("Niveau"),
            _("Rempli tout juste"),
            *(_("Tous les plis, %(players)s joueurs") % {"players": n} for n in counts),
        ]
    ]
    for level in levels:
        exact = next(cat[level].made_minimum for cat in catalogues.values() if level in cat)
        rows.append(
            [
                level,
                exact,
                *(
                    catalogues[n][level].made_all_tricks if level in catalogues[n] else "—"
                    for n in counts
                ),
            ]
        )
    return table(
        rows, caption=_("Points du preneur pour un contrat rempli, sans contre"), header_cols=1
    )


@dataclass(frozen=True)
class ScoreExample:
    """A finished deal: players, contract (notation), contre, tricks the taker won."""

    players: int
    contract: str
    contre: bool
    tricks: int


SCORES = {
    "fond-bleu": ScoreExample(4, "1B", False, 10),
    "fond-noir": ScoreExample(5, "3N", False, 5),
    "contre": ScoreExample(4, "2E", True, 9),
    "contre-chute": ScoreExample(3, "1C", True, 7),
}


def score_block(document: Document, args: list[str]) -> str:
    """A scored deal: the engine's ``score_deal`` breakdown, line by line."""
    example = SCORES[_one(args, SCORES, "neurotrio-score")]
    bid = engine.Bid.parse(example.contract)
    contract = engine.Contract(bid.level, bid.attribute, example.contre)
    score = engine.score_deal(contract, example.tricks, example.players)
    caption = _("%(players)s joueurs, contrat %(bid)s%(contre)s, %(tricks)s plis au preneur") % {
        "players": example.players,
        "bid": bid_name(bid),
        "contre": " " + _("contré") if example.contre else "",
        "tricks": example.tricks,
    }
    return block_template(
        "neurotrio_score",
        caption=caption,
        lines=[render_reason(line) for line in score.lines],
        score=score,
    )


BLOCKS = {
    "neurotrio-deal": deal_table,
    "neurotrio-modes": modes_table,
    "neurotrio-order": order_table,
    "neurotrio-attributes": attributes_table,
    "neurotrio-ladder": ladder_table,
    "neurotrio-targets": targets_table,
    "neurotrio-auction": auction_figure,
    "neurotrio-trick": trick_block,
    "neurotrio-play": play_block,
    "neurotrio-camille": camille_table,
    "neurotrio-scoring": scoring_table,
    "neurotrio-values": values_table,
    "neurotrio-score": score_block,
}
