"""« Combien valent les annonces de cette main ? » (004 §Les annonces): a hand of eight cards
and the trump; the learner says what its announcements count, the belote apart.

The hand is drawn from the rng alone; the answer and its explanation come from
``announcements.find_announcements``, which also answers the ``announcements`` cases.
"""

from __future__ import annotations

import random

from ..cards import DECK_32, Card
from ..draw import first_match, options_around
from ..results import Level, QuizFact, Situation
from ..tricks import Reason
from .announcements import SOURCE_ANN, compare_announcements, find_announcements
from .auction import DEALER
from .order import MODES, Mode
from .rules import Rules

#: The values the choices are drawn from (no announcement, tierce, quarte, cent, carrés).
VALUES = (0, 20, 40, 50, 70, 100, 120, 150, 200, 250)


def sorted_hand(cards: list[Card]) -> tuple[Card, ...]:
    """A hand as a player holds it: by suit, then from the 7 up to the ace."""
    return tuple(sorted(cards, key=lambda c: (c.suit.value, "789TJQKA".index(c.rank.value))))


def _hand(rng: random.Random, rules: Rules, level: Level) -> tuple[Card, ...]:
    """A hand with some announcement most of the time (two of them at the harder levels)."""
    wanted = 1 if level is Level.EASY else 2
    want_some = rng.random() < 0.8

    def hands() -> list[tuple[Card, ...]]:
        deck = [c for c in DECK_32.cards if isinstance(c, Card)]
        rng.shuffle(deck)
        return [sorted_hand(deck[i : i + 8]) for i in range(0, 32, 8)]

    def fits(hand: tuple[Card, ...]) -> bool:
        found = find_announcements(hand, Mode.SA, rules)
        return len(found) >= wanted if want_some else not found

    return first_match(hands, fits, rng)


def announcement_situation(rng: random.Random, rules: Rules, level: Level) -> Situation:
    """A hand and its trump; the learner gives the value of its announcements."""
    mode = rng.choice(MODES)
    return hand_situation(rng, rules, mode, _hand(rng, rules, level))


def hand_situation(
    rng: random.Random, rules: Rules, mode: Mode, hand: tuple[Card, ...]
) -> Situation:
    """The question on ``hand`` at ``mode``: the choices drawn around its announcements' value."""
    found = find_announcements(hand, mode, rules)
    total = sum(a.value for a in found)
    options, right = options_around(total, rng, VALUES)
    why = tuple(
        Reason.of("quiz_announcement_found", SOURCE_ANN, cards=a.cards, amount=a.value)
        for a in found
    ) or (Reason.of("quiz_announcement_none", SOURCE_ANN),)
    fact = QuizFact(
        "coinche_quiz_hand_announcements",
        (("mode", mode.value), ("hand", hand)),
        tuple(options),
        right,
        why,
        "annonces",
    )
    return Situation({"answer": right, "link": fact.section}, quiz=fact)


def against_situation(
    rng: random.Random,
    rules: Rules,
    mode: Mode,
    hands: tuple[tuple[Card, ...], tuple[Card, ...]],
    first: bool,
) -> Situation:
    """Your hand (``hands[0]``) and an opponent's, you speaking ``first`` (seat 0) or just
    after him (seat 1): how much do your team's announcements count, belote apart? The seat
    that speaks first wins a tie."""
    by_seat = [find_announcements(h, mode, rules) for h in (hands if first else hands[::-1])]
    ruling = compare_announcements([*by_seat, (), ()], mode, rules)
    total = ruling.points["NS" if first else "EW"]
    options, right = options_around(total, rng, VALUES)
    fact = QuizFact(
        "coinche_quiz_announcements_first" if first else "coinche_quiz_announcements_second",
        (("mode", mode.value), ("hand", hands[0]), ("other", hands[1])),
        tuple(options),
        right,
        ruling.reasons,
        "annonces-comparaison",
        "coinche-announcements",
    )
    extras = {"seats": 4, "teams": True, "dealer": DEALER, "you": 0 if first else 1}
    return Situation({"answer": right, "link": fact.section}, extras, fact)
