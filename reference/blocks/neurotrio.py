"""The Neurotrio rule page's own tables (seed 001), every figure computed by the Neurotrio engine.

Tables read the engine's data at render time (``DEAL_SIZES``, ``ATTRIBUTE_LADDER``,
``TRUMP_MODES``, ``bidding_ladder``, ``contract_target``, ``max_level``, the scoring
constants) and name trumps and players with the game's words; the worked tricks, plays,
auctions and scored deals are data (``reference/documents/examples/neurotrio.jsonl``) drawn by
``reference.blocks.worked``.

Names are read through the ``engine`` package at call time (``engine.DEAL_SIZES``), so a page
always shows what the engine currently says.
"""

from __future__ import annotations

from django.utils.translation import gettext as _

from reference.blocks import UnknownBlock
from reference.blocks.common import Cell, table
from reference.blocks.examples import examples
from reference.engine import Document, get_game
from reference.engine import neurotrio as engine
from reference.engine.cards import NeuroCard
from reference.games.neurotrio import WORDS
from reference.games.neurotrio.words import PLAYERS

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
        names = [WORDS.mode_name(m.trump) for m in modes]
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
        tiebreak.append(WORDS.attribute_order(modes[0].tiebreak))
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
        name = WORDS.mode_name(suit)
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
    return table(rows, caption=caption % {"trump": WORDS.mode_name(trump)}, header_cols=1)


# --- bidding -------------------------------------------------------------------------------


def attributes_table(document: Document, args: list[str]) -> str:
    """The attributes a bid may name, strongest first (``ATTRIBUTE_LADDER``)."""
    rows: list[list[Cell | str | int]] = [
        [_("Rang"), _("Attribut"), _("Sorte"), _("Lettre de notation")]
    ]
    for position, attribute in enumerate(engine.ATTRIBUTE_LADDER, start=1):
        rows.append(
            [position, WORDS.mode_name(attribute), WORDS.kind_name(attribute), attribute.value]
        )
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
        [_("Niveau"), *(WORDS.mode_name(a) for a in attributes), _("Permis à")]
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
            row.append(
                "—"
                if top is not None and level > top
                else engine.contract_target(level, n)["tricks"]
            )
        rows.append(row)
    return table(
        rows, caption=_("Plis à faire selon le niveau et le nombre de joueurs"), header_cols=1
    )


# --- play ----------------------------------------------------------------------------------


def camille_table(document: Document, args: list[str]) -> str:
    """The document's trick (``neurotrio-trick exemple``) with each background for Camille's
    unspecified "3 de cœur"."""
    example = examples(document.game)["neurotrio-trick-exemple"]["input"]
    trump = engine.parse_attribute(example["trump"])
    base = [NeuroCard.parse(c) for c in example["trick"]]
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


#: The worked game of the « Fin de partie » section: four manches at four players, the first
#: and third from the document's own examples (1 fond bleu made with 10 tricks; a fall).
TOTALS_MANCHES: tuple[dict[str, object], ...] = (
    {"taker": 1, "contract": {"level": 1, "attribute": "B"}, "result": {"tricks": 10}},
    {"redeal": True},
    {"taker": 2, "contract": {"level": 2, "attribute": "V"}, "result": {"tricks": 6}},
    {
        "taker": 0,
        "contract": {"level": 1, "attribute": "E", "contre": True},
        "result": {"tricks": 7},
    },
)


def totals_table(document: Document, args: list[str]) -> str:
    """Each player's running total over a few manches (the engine's ``game_end`` answer)."""
    game = get_game("neurotrio")
    rules = game.make_rules({})
    players = 4
    rows: list[list[Cell | str | int]] = [[_("Manche"), *PLAYERS[:players]]]
    for number, manche in enumerate(TOTALS_MANCHES, start=1):
        answer = game.answer(
            "game_end", {"players": players, "manches": list(TOTALS_MANCHES[:number])}, rules
        )
        if manche.get("redeal"):
            what = _("tout le monde passe")
        else:
            contract = manche["contract"]
            assert isinstance(contract, dict) and isinstance(manche["result"], dict)
            what = _("%(player)s : %(contract)s, %(tricks)s plis") % {
                "player": PLAYERS[int(str(manche["taker"]))],
                "contract": WORDS.contract_text(contract),
                "tricks": manche["result"]["tricks"],
            }
        rows.append([f"{number}. {what}", *answer["totals"]])
    return table(rows, caption=_("Les totaux de quatre joueurs, manche après manche"))


BLOCKS = {
    "neurotrio-deal": deal_table,
    "neurotrio-modes": modes_table,
    "neurotrio-order": order_table,
    "neurotrio-attributes": attributes_table,
    "neurotrio-ladder": ladder_table,
    "neurotrio-targets": targets_table,
    "neurotrio-camille": camille_table,
    "neurotrio-scoring": scoring_table,
    "neurotrio-values": values_table,
    "neurotrio-totals": totals_table,
}
