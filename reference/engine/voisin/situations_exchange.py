"""« Quelle carte échanger ? » (000 §CONTRAT, §CHARGE ET SURCHARGE, §VARIANTES): the turned card,
the contract and three of the taker's cards; the learner says which of them may go back in
the turned card's place, or that the turned card is not exchanged.

The situation is drawn from the rng alone; the answer and its explanation come from
``auction.exchange_options``, which also answers the ``exchange`` cases.
"""

from __future__ import annotations

import random

from ..cards import DECK_32, SUITS, Card, Suit
from ..results import Level, QuizFact, Situation
from ..tricks import Reason
from .auction import SRC_VAR, exchange_options
from .rules import Rules
from .table import NoTrump, Trump

#: The last choice: the turned card stays where it is.
NO_EXCHANGE = "none"


def _deck() -> list[Card]:
    return [c for c in DECK_32.cards if isinstance(c, Card)]


def _contract(rng: random.Random, rules: Rules, turned: Card, level: Level) -> tuple[str, Trump]:
    """A first-round prise (the turned card's suit), or at the harder levels a charge that may
    name another suit, or tout atout or sans atout under Variante II."""
    if level is Level.EASY or rng.random() < 0.4:
        return "prise", turned.suit
    modes: list[Trump] = []
    modes.extend(s for s in SUITS if s is not turned.suit)
    modes.append(turned.suit)
    if rules.variante_ii:
        modes += [NoTrump.TOUT_ATOUT, NoTrump.SANS_ATOUT]
    return "charge", rng.choice(modes)


def _cards(rng: random.Random, turned: Card, suit: Suit) -> list[Card]:
    """Two cards of ``suit`` and one of another suit, never the turned card, shuffled."""
    deck = [c for c in _deck() if c != turned]
    ours = rng.sample([c for c in deck if c.suit is suit], 2)
    ours.append(rng.choice([c for c in deck if c.suit is not suit]))
    rng.shuffle(ours)
    return ours


def exchange_situation(
    rng: random.Random, rules: Rules, level: Level, players: str | None = None
) -> Situation:
    """The turned card, the contract and three cards; which may go back in its place?"""
    turned = rng.choice(_deck())
    contract, trump = _contract(rng, rules, turned, level)
    cards = _cards(rng, turned, trump if isinstance(trump, Suit) else turned.suit)
    if rules.variante_i:
        why: Reason = Reason.of("voisin_exchange_no_talon", SRC_VAR)
        allowed: tuple[Card, ...] = ()
    else:
        ruling = exchange_options(cards, turned, trump)
        why, allowed = ruling.reason, ruling.allowed if ruling.happens else ()
    options: tuple[Card | str, ...] = (*cards, NO_EXCHANGE)
    right = options.index(allowed[0]) if allowed else len(cards)
    fact = QuizFact(
        f"voisin_quiz_exchange_{contract}",
        (("turned", turned), ("mode", trump.value)),
        options,
        right,
        (why,),
        "contrats-echange",
        option_code="exchange",
    )
    return Situation({"answer": right, "link": fact.section}, quiz=fact)
