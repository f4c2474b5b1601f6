"""Le Voisin's quiz: multiple-choice facts drawn from the engine's tables, each with the
reasons that explain its answer and the rule-page section that states it.

A fact names its wording by ``code`` (the words turn it into a question); its options are
values (cards, suits, numbers, ``None`` for "none of them"). Random draws in a fixed order, as
in ``situations.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from fractions import Fraction

from ..cards import RANKS_32, SUITS, Card, Rank, Suit
from ..draw import ATTEMPTS, options_around
from ..results import Level, QuizFact, Situation
from ..tricks import Param, Reason, round_to_ten
from .announcements import Announcement, AnnouncementKind
from .auction import exchange_options
from .contracts import CHARGE_PRIME, GAME_TARGET, PRISE_CAP, PRISE_PRIME, Contract, contract_target
from .deal import deal_cards
from .rules import Rules
from .scoring import DealResult, score_deal
from .situations import NO_TRUMP_MODES, table_for
from .table import (
    CardOrder,
    card_order,
    card_points,
    opposite_suits,
    parse_trump,
    point_scale,
    voisin_of,
)

SRC_POINTS = "000 §DÉCOMPTE DES POINTS and footnote 4; analysis §1.4"
SRC_VOISIN = "000 introduction (le voisin); analysis V-1"
SRC_ORDER = "000 §PLIS; analysis §1.3, V-11"
SRC_CUT = "000 §PLIS (coupe au voisin); analysis §1.7, V-8"
SRC_TARGET = "000 §CONTRAT and §CHARGE ET SURCHARGE"
SRC_GAME = "000 §DÉCOMPTE DES POINTS (traits); analysis §1.10"
SRC_VAR2 = "000 §VARIANTES (Variante II); analysis V-25"
SRC_ROUND = "000 footnote 4 and footnote 2; analysis V-15"
SRC_ANNOUNCEMENTS = "000 §ANNONCES"
SRC_PRISE = "000 §CONTRAT and footnote 1; analysis §1.9, V-16"

POINT_OPTIONS = (Fraction(0), Fraction(1, 2), *(Fraction(n) for n in range(1, 6)))

#: The announcements a quiz asks the value of, by the key the words name them with.
ANNOUNCEMENT_QUESTIONS: tuple[tuple[str, Announcement], ...] = (
    ("tierce", Announcement(AnnouncementKind.TIERCE, ())),
    ("quarte", Announcement(AnnouncementKind.QUARTE, ())),
    ("quinte", Announcement(AnnouncementKind.QUINTE, ())),
    ("couleur", Announcement(AnnouncementKind.COULEUR, ())),
    ("couple", Announcement(AnnouncementKind.COUPLE, ())),
    ("double_couple", Announcement(AnnouncementKind.DOUBLE_COUPLE, ())),
    ("carre_jacks", Announcement(AnnouncementKind.CARRE, (), rank=Rank.JACK)),
    ("carre_aces", Announcement(AnnouncementKind.CARRE, (), rank=Rank.ACE)),
    ("carre_nines", Announcement(AnnouncementKind.CARRE, (), rank=Rank.NINE)),
)


_fact = QuizFact.of


def quiz_situation(
    rng: random.Random, rules: Rules, level: Level, players: str | None = None
) -> Situation:
    """Easy: a card's points, the voisin; medium: card order, the voisin cut, a contract's
    target, the game's length; hard: tout/sans atout points, rounding, announcements, a made
    prise's score."""
    topics: Mapping[Level, tuple[Callable[[random.Random, Rules, str | None], QuizFact], ...]] = {
        Level.EASY: (_card_points, _voisin),
        Level.MEDIUM: (order_quiz, _cut, _target, _game),
        Level.HARD: (_mode_points, _rounding, _announcement, _prise),
    }
    fact = rng.choice(topics[level])(rng, rules, players)
    return Situation({"answer": fact.answer, "link": fact.section}, quiz=fact)


def order_situation(
    rng: random.Random, rules: Rules, level: Level, players: str | None = None
) -> Situation:
    """The learning path's card-order question (any level)."""
    return Situation({}, quiz=order_quiz(rng, rules))


def _point_options(right: Fraction, rng: random.Random) -> tuple[list[Fraction], int]:
    return options_around(right, rng, POINT_OPTIONS)


def _card_points(rng: random.Random, rules: Rules, players: str | None = None) -> QuizFact:
    trump = rng.choice(SUITS)
    suit = trump if rng.random() < 0.5 else rng.choice([s for s in SUITS if s is not trump])
    card = Card(rng.choice(RANKS_32), suit)
    right = card_points([card], trump)
    options, answer = _point_options(right, rng)
    why = Reason.of(
        "voisin_quiz_card_points", SRC_POINTS, trump=trump, named_card=card, card_points=right
    )
    return _fact(
        "voisin_quiz_card_points",
        options,
        answer,
        why,
        "points",
        "voisin-points-table",
        trump=trump,
        named_card=card,
    )


def _voisin(rng: random.Random, rules: Rules, players: str | None = None) -> QuizFact:
    trump = rng.choice(SUITS)
    right = voisin_of(trump)
    suits = [s for s in SUITS if s is not trump]
    first, second = opposite_suits(trump)
    why = Reason.of("voisin_quiz_voisin", SRC_VOISIN, voisin=right, first=first, second=second)
    return _fact(
        "voisin_quiz_voisin",
        suits,
        suits.index(right),
        why,
        "ordre-des-cartes",
        "voisin-suit",
        trump=trump,
    )


def _pair(rng: random.Random, order: CardOrder) -> tuple[Rank, Rank]:
    """Two ranks of different strength."""
    first, second = rng.sample(list(RANKS_32), 2)
    while order.strength(first) == order.strength(second):
        first, second = rng.sample(list(RANKS_32), 2)
    return first, second


def order_quiz(rng: random.Random, rules: Rules, players: str | None = None) -> QuizFact:
    """A card-order question: at trump or in another suit, which of two cards is stronger?"""
    trump = rng.choice(SUITS)
    suit = trump if rng.random() < 0.5 else rng.choice([s for s in SUITS if s is not trump])
    order = card_order(suit, trump)
    pair = _pair(rng, order)
    best = max(pair, key=order.strength)
    ranked = tuple(Card(r, suit) for group in order.groups for r in group)
    equal = tuple(Card(r, suit) for group in order.groups if len(group) > 1 for r in group)
    code = "voisin_quiz_order_trump" if suit is trump else "voisin_quiz_order_plain"
    why = Reason.of(code, SRC_ORDER, order=ranked, equal=equal)
    return _fact(
        "voisin_quiz_stronger_card",
        [Card(r, suit) for r in pair],
        pair.index(best),
        why,
        "ordre-des-cartes",
        None,  # two cards of different strength: the order decides, no reading does (V-11)
        trump=trump,
        suit=suit,
    )


def _cut(rng: random.Random, rules: Rules, players: str | None = None) -> QuizFact:
    trump = rng.choice(SUITS)
    voisin = voisin_of(trump)
    opposite = opposite_suits(trump)
    led = rng.choice([*opposite, voisin])
    others: list[Suit | None] = [s for s in SUITS if s is not trump and s is not led]
    if led is voisin:
        answer = len(others)
        why = Reason.of("voisin_quiz_cut_on_voisin", SRC_CUT, led=led)
        interpretation = "voisin-no-cut-on-voisin"
    else:
        answer = others.index(voisin)
        why = Reason.of("voisin_quiz_cut_by_voisin", SRC_CUT, voisin=voisin, led=led)
        interpretation = "voisin-cut-suit"
    return _fact(
        "voisin_quiz_cut",
        [*others, None],
        answer,
        why,
        "jeu-de-la-carte",
        interpretation,
        trump=trump,
        led=led,
    )


def _target(rng: random.Random, rules: Rules, players: str | None = None) -> QuizFact:
    name = "charge" if rules.variante_i else rng.choice(("prise", "charge"))
    right = contract_target(name, table_for(rng, rules, players=players), rules)["points"]
    options, answer = options_around(right, rng, [30, 36, 40, 44, 50, 60, 64])
    prime = CHARGE_PRIME if name == "charge" else PRISE_PRIME
    why = Reason.of("voisin_quiz_target", SRC_TARGET, contract=name, points=right, prime=prime)
    return _fact("voisin_quiz_target", options, answer, why, "contrats", contract=name)


def _game(rng: random.Random, rules: Rules, players: str | None = None) -> QuizFact:
    options, answer = options_around(GAME_TARGET, rng, [500, 1000, 1500, 2000, 3000])
    why = Reason.of("voisin_quiz_game_target", SRC_GAME, target=GAME_TARGET)
    return _fact(
        "voisin_quiz_game_target", options, answer, why, "fin-de-partie", "voisin-game-end"
    )


def _mode_points(rng: random.Random, rules: Rules, players: str | None = None) -> QuizFact:
    mode = rng.choice(NO_TRUMP_MODES)
    suit = rng.choice(SUITS)
    rank = rng.choice([Rank.JACK, Rank.KING, Rank.QUEEN, Rank.SEVEN, Rank.NINE, Rank.ACE])
    card = Card(rank, suit)
    right = card_points([card], parse_trump(mode))
    options, answer = _point_options(right, rng)
    total = point_scale(suit, parse_trump(mode)).total
    why = Reason.of(
        "voisin_quiz_mode_points",
        SRC_VAR2,
        mode=mode,
        total=total,
        named_card=card,
        points=right,
    )
    return _fact(
        "voisin_quiz_mode_points",
        options,
        answer,
        why,
        "points",
        "voisin-points-table",
        mode=mode,
        named_card=card,
    )


def _rounding(rng: random.Random, rules: Rules, players: str | None = None) -> QuizFact:
    value = Fraction(rng.randint(20, 140)) + (Fraction(1, 2) if rng.random() < 0.5 else 0)
    if rng.random() < 0.4:
        value = Fraction(10 * rng.randint(2, 13) + 5) - (
            Fraction(1, 2) if rng.random() < 0.5 else 0
        )
    right = round_to_ten(value)
    options, answer = options_around(right, rng, [right - 10, right + 10, right + 20])
    why = Reason.of("voisin_quiz_rounding", SRC_ROUND, value=value, right=right)
    return _fact(
        "voisin_quiz_rounding", options, answer, why, "marque", "voisin-rounding", value=value
    )


def _announcement(rng: random.Random, rules: Rules, players: str | None = None) -> QuizFact:
    key, announcement = rng.choice(ANNOUNCEMENT_QUESTIONS)
    right = announcement.points(rules)
    options, answer = options_around(right, rng, [0, 2, 3, 5, 6, 8, 10, 20])
    code = (
        "voisin_quiz_couple_value" if announcement.is_couple else "voisin_quiz_announcement_value"
    )
    why = Reason.of(code, SRC_ANNOUNCEMENTS, announcement=key, points=right)
    return _fact("voisin_quiz_announcement", options, answer, why, "annonces", announcement=key)


def _prise(rng: random.Random, rules: Rules, players: str | None = None) -> QuizFact:
    """A made prise: its prime, the 64 cap (prise lourde) and the rounding, scored by the
    engine on a two-player deal."""
    name = "charge" if rules.variante_i else "prise"
    target = contract_target(name, "2", rules)["points"]
    total = rng.randint(target, 74)
    result = DealResult((total, 88 - total), (7, 6), (0, 0), (0, 0))
    right = score_deal("2", Contract(name, 0, Suit.HEARTS), result, rules).scores[0]
    options, answer = options_around(right, rng, [right + d for d in (-20, -10, 10, 20)])
    prime = CHARGE_PRIME if name == "charge" else PRISE_PRIME
    raw = total + prime
    if name == "prise" and raw > PRISE_CAP:
        why = Reason.of(
            "voisin_quiz_prise_lourde",
            SRC_PRISE,
            total=total,
            prime=prime,
            raw=raw,
            cap=PRISE_CAP,
            right=right,
        )
        interpretation: str | None = "voisin-prise-lourde"
    else:
        why = Reason.of(
            "voisin_quiz_prise", SRC_PRISE, total=total, prime=prime, raw=raw, right=right
        )
        interpretation = None
    return _fact(
        "voisin_quiz_prise",
        options,
        answer,
        why,
        "marque",
        interpretation,
        contract=name,
        total=total,
    )


def exchange_situation(
    rng: random.Random, rules: Rules, level: Level, players: str | None = None
) -> Situation:
    """The learning path's exchange question (any level): a taker's hand, the turned card and
    the contract; which card may he put back in its place (« aucune » when the contract is not
    played in the turned card's suit, or when every card he holds is a trump)?"""
    if rules.variante_i:  # no turned card to exchange: the first player names trump
        return order_situation(rng, rules, level, players)
    return Situation({}, quiz=exchange_quiz(rng, rules, players))


def exchange_quiz(rng: random.Random, rules: Rules, players: str | None = None) -> QuizFact:
    """One exchange question, drawn from a fresh deal (the first player's hand)."""
    for _attempt in range(ATTEMPTS):
        dealt = deal_cards(rng, table_for(rng, rules, ("2", "3", "4"), players), rules)
        turned = dealt.turned
        if turned is not None:
            break
    assert turned is not None, "a deal outside Variante I always turns a card"
    hand = dealt.hands[0]
    same = rng.random() < 0.7
    trump = turned.suit if same else rng.choice([s for s in SUITS if s is not turned.suit])
    ruling = exchange_options(hand, turned, trump)
    trumps = [c for c in hand if c.suit is trump]
    others = [c for c in hand if c.suit is not trump]
    if ruling.allowed:
        options: list[Param] = [
            rng.choice(list(ruling.allowed)),
            *rng.sample(trumps, min(2, len(trumps))),
        ]
    else:
        options = [
            *rng.sample(others, min(2, len(others))),
            *rng.sample(trumps, min(1, len(trumps))),
        ]
    options.append(None)
    right = options[0] if ruling.allowed else None
    rng.shuffle(options)
    contract = "prise" if same else "charge"
    return _fact(
        "voisin_quiz_exchange",
        options,
        options.index(right),
        ruling.reason,
        "contrats-echange",
        "voisin-exchange-card",
        contract=contract,
        mode=trump,
        named_card=turned,
    )


#: The reason codes of the quiz's explanations.
QUIZ_REASON_CODES: tuple[str, ...] = (
    "voisin_quiz_no_announcement",
    "voisin_quiz_card_points",
    "voisin_quiz_voisin",
    "voisin_quiz_order_trump",
    "voisin_quiz_order_plain",
    "voisin_quiz_cut_on_voisin",
    "voisin_quiz_cut_by_voisin",
    "voisin_quiz_target",
    "voisin_quiz_game_target",
    "voisin_quiz_mode_points",
    "voisin_quiz_rounding",
    "voisin_quiz_couple_value",
    "voisin_quiz_announcement_value",
    "voisin_quiz_prise",
    "voisin_quiz_prise_lourde",
)
