"""The whist pages' tables of material, card order and contracts: the deal's packets, the card
order, the suits' rank, each document's contracts and its bidding ladder, read from the engine
(``DEAL_PATTERNS``, ``CARD_ORDER``, ``BID_SUIT_ORDER``, ``catalogue``, ``bidding_ladder``) at
render time and named by the whist words."""

from __future__ import annotations

from django.utils.translation import gettext as _

from reference.blocks.common import Cell, table, tagged
from reference.blocks.whist.base import contract_label, named, page_rules, suit_label
from reference.engine import Document
from reference.engine import whist as engine
from reference.engine.cards import Card, Rank, Suit
from reference.games.whist import names
from reference.games.whist.names import side_text, target_text, trump_text
from reference.names import RANK_NAMES, rank_index, semicolons


def leader_text(leader: str) -> str:
    """Who leads the first trick."""
    return named(names.LEADERS, leader, "leader")


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
        items.append(named(names.OPEN_HANDS, spec.open_hand, "open hand"))
    if spec.round_one_only:
        items.append(_("s'annonce au premier tour seulement"))
    if spec.not_round_one:
        items.append(_("jamais au premier tour"))
    if spec.needs_referee and rules.arbitrator_approval:
        items.append(_("accord préalable d'un arbitre"))
    return semicolons(items) or "—"


def deal_table(document: Document, args: list[str]) -> str:
    """The deal patterns the document allows, packet by packet (``DEAL_PATTERNS``)."""
    rules = page_rules(document)
    patterns = engine.DEAL_PATTERNS[rules.document]
    rounds = max(len(p.split("-")) for p in patterns)
    rows: list[list[Cell | str | int]] = [
        [
            _("Paquets"),
            *(_("Tour %(n)s") % {"n": n} for n in range(1, rounds + 1)),
            _("Cartes par joueur"),
            _("Usage"),
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
                _("notre donne") if default else _("admis par le club"),
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
        rows.append([label, suit_label(suit)])
    return tagged(
        "whist-suits",
        table(
            rows,
            caption=_("Le rang des couleurs aux enchères, de la plus forte à la plus faible"),
            header_cols=1,
        ),
    )


def contracts_table(document: Document, args: list[str]) -> str:
    """The document's contracts, lowest first (``catalogue``)."""
    rules = page_rules(document)
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
    rungs = ladder_rungs(rules)
    for spec in sorted(engine.catalogue(rules), key=lambda s: rungs.get(s.name, OFF_LADDER)):
        features = features_text(spec, rules)
        if spec.name not in rungs:
            off = _("hors de l'échelle des enchères")
            features = off if features == "—" else semicolons([off, features])
        rows.append(
            [
                contract_label(spec),
                side_text(spec),
                target_text(spec),
                trump_text(spec, rules),
                leader_text(spec.leader),
                features,
            ]
        )
    caption = _(
        "Les contrats, du plus bas au plus haut de l'échelle des enchères, puis ceux qui n'y "
        "figurent pas"
    )
    return tagged("whist-contracts", table(rows, caption=caption, header_cols=1))


#: Contracts the ladder lists under another name: the bids over a petite misère.
OFF_LADDER = 10_000
"""Where contracts that are not bid sort: after every rung."""
SAME_RUNG = {"emballage_10_sur_misere": ("emballage", 10), "seul_8_sur_misere": ("seul", 8)}


def ladder_rungs(rules: engine.Rules) -> dict[str, int]:
    """Each contract's first place on the engine's bidding ladder (absent: not on it)."""
    steps = [(s.contract, s.tricks) for s in engine.bidding_ladder(rules)]
    rungs: dict[str, int] = {}
    for i, (name, _tricks) in enumerate(steps):
        rungs.setdefault(name, i)
    for name, step in SAME_RUNG.items():
        if step in steps:
            rungs[name] = steps.index(step)
    return rungs


def step_words(step: engine.LadderStep, rules: engine.Rules) -> str:
    """A rung of the ladder in words: "emballage 9", "7 plis en solo", "piccolo"."""
    spec = engine.contract_spec(step.contract, rules)
    if step.contract == "seul" and not rules.reglement:
        return _("%(tricks)s plis en solo") % {"tricks": step.tricks}
    if step.contract == "emballage" and not rules.reglement:
        return _("couleur (%(tricks)s plis)") % {"tricks": step.tricks}
    if step.tricks is not None:
        return f"{contract_label(spec)} {step.tricks}"
    return contract_label(spec)


def ladder_table(document: Document, args: list[str]) -> str:
    """Every rung of the document's bidding ladder, lowest first (``bidding_ladder``)."""
    rules = page_rules(document)
    order = " < ".join(s.symbol for s in engine.BID_SUIT_ORDER)
    rows: list[list[Cell | str | int]] = [
        [_("Rang"), _("Annonce"), _("À rang égal, la couleur départage"), _("Remarque")]
    ]
    for position, step in enumerate(engine.bidding_ladder(rules), start=1):
        rows.append(
            [
                position,
                step_words(step, rules),
                _("oui (%(order)s)") % {"order": order} if step.by_suit else _("non"),
                named(names.LADDER_NOTES, step.note, "ladder note") if step.note else "",
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
