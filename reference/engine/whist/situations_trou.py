"""« Qui bouche le trou ? » (002 §2 and its NB on the trou royal, 003 §Début du jeu): where
the aces (and the high hearts, for a trou royal) lie; the learner names the trou's partner.

The deal is drawn from the rng alone; the answer and its explanation come from
``trou.find_trou``, which also answers the ``boucheur`` cases; the question holds the four
hands in the case notation, for the trainer to ask the engine.
"""

from __future__ import annotations

import random

from ..cards import DECK_52, Card, Rank, Suit
from ..results import Level, QuizFact, Situation
from .rules import Rules
from .trou import find_trou

#: The hearts a trou royal's partner is looked for among, highest first.
HIGH_HEARTS = tuple(Card(r, Suit.HEARTS) for r in (Rank.KING, Rank.QUEEN, Rank.JACK))


def _hands(rng: random.Random, rules: Rules, royal: bool) -> list[list[Card]]:
    """Four hands of 13, one of them holding three aces (four for a trou royal)."""
    cards = [c for c in DECK_52.cards if isinstance(c, Card)]
    aces = [c for c in cards if c.rank is Rank.ACE]
    others = [c for c in cards if c.rank is not Rank.ACE]
    rng.shuffle(aces)
    rng.shuffle(others)
    trou = rng.randrange(4)
    hands: list[list[Card]] = [[] for _ in range(4)]
    hands[trou] = aces if royal else aces[:3]
    if not royal:
        hands[rng.choice([s for s in range(4) if s != trou])].append(aces[3])
    if royal and rng.random() < 0.5:  # the king of hearts in the trou hand: look lower
        others.remove(HIGH_HEARTS[0])
        hands[trou].append(HIGH_HEARTS[0])
    for seat in range(4):
        while len(hands[seat]) < 13:
            hands[seat].append(others.pop())
    return hands


def _holding(hands: list[list[Card]], royal: bool) -> str:
    """Where the aces (and the high hearts) are: ``"0:AS,AH,AD|1:AC|2:|3:"``."""
    shown = [c for c in DECK_52.cards if isinstance(c, Card) and c.rank is Rank.ACE]
    if royal:
        shown += list(HIGH_HEARTS)
    return "|".join(
        f"{seat}:" + ",".join(str(c) for c in shown if c in hand) for seat, hand in enumerate(hands)
    )


def boucheur_situation(rng: random.Random, rules: Rules, level: Level) -> Situation:
    """Where the aces lie; who plugs the trou?"""
    royal = rules.reglement and level is not Level.EASY and rng.random() < 0.5
    hands = _hands(rng, rules, royal)
    trou = find_trou(hands, rules)
    assert trou is not None  # three aces in one hand, or four under the Règlement
    fact = QuizFact(
        "whist_quiz_boucheur",
        (("seat", trou.seat), ("holding", _holding(hands, royal)), ("document", rules.document)),
        (0, 1, 2, 3),
        trou.boucheur,
        trou.reasons,
        "contrats-trou-royal" if royal else "contrats-trou",
        "whist-trou-royal" if royal else None,
        "seat",
    )
    question = {
        "answer": trou.boucheur,
        "link": fact.section,
        "hands": [[str(c) for c in hand] for hand in hands],
    }
    return Situation(question, quiz=fact)
