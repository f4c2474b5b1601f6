"""The trou on the whist pages: a deal with three aces found, its boucheur and its targets by
trump (``find_trou``, ``trou_ruling``, ``contract_target``), and each way the trou round can go.

The trou's deals are the game's own example positions: the fixed cards of each hand, the rest
dealt in order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.blocks import UnknownBlock, block_template
from reference.blocks.common import Cell, one_example, table, tagged
from reference.blocks.whist.base import page_rules, page_words, suit_label
from reference.blocks.whist.tables import leader_text
from reference.engine import Document
from reference.engine import whist as engine
from reference.engine.cards import DECK_52, Card, Rank, Suit
from reference.games.whist import names


def _deal(fixed: Mapping[int, str]) -> tuple[tuple[Card, ...], ...]:
    """Four hands of 13: the ``fixed`` cards where they are given, the rest dealt in order."""
    hands: list[list[Card]] = [[] for _seat in range(4)]
    placed: set[Card] = set()
    for seat, cards in fixed.items():
        for given in (Card.parse(c) for c in cards.split()):
            hands[seat].append(given)
            placed.add(given)
    seat = 0
    for card in DECK_52.cards:
        if not isinstance(card, Card) or card in placed:
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
    rules = page_rules(document)
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
    words = page_words(rules)
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
        seats.append({"seat": seat, "name": words.seat_name(seat), "cards": shown, "role": role})
    targets = []
    for suit in reversed(engine.BID_SUIT_ORDER):
        target = engine.contract_target("trou", rules, trump=suit, boucheur_ace=trou.ace_suit)
        targets.append(
            {
                "suit": suit.value,
                "trump": suit_label(suit),
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
            reasons=[words.sentence(r) for r in (*trou.reasons, ruling.reason)],
            targets=targets,
            shows=shows,
            ace_suit=suit_label(trou.ace_suit),
            boucheur=names.seat_name(trou.boucheur),
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
    rules = page_rules(document)
    rows: list[list[Cell | str | int]] = [[_("Situation"), _("Verdict"), _("Pourquoi")]]
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
            "trou": names.seat_name(holder),
            "boucheur": names.seat_name(other),
        }
        rows.append([situation, verdict, page_words(rules).sentence(ruling.reason)])
    return tagged(
        "whist-trou-calls",
        table(rows, caption=_("Le tour du trou : chaque cas jugé"), header_cols=1),
    )
