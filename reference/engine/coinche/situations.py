"""Exercise situations of belote coinchée, drawn from random deals and the engine's tables.

Each generator takes the exercise's ``random.Random`` and a level and returns a ``Situation``:
the case question and what the page shows beyond it. The order of the random draws is part of
what an exercise URL means (``tests/trainer/snapshots/``): keep it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from ..cards import Card, Rank, Suit
from ..draw import first_match, notation, options_around, partial_plays, play_question, tricks_of
from ..results import Level, QuizFact, Situation
from ..tricks import Play, PlayedDeal, Reason, TrickRecord
from .announcements import BELOTE_VALUE, CARRE_VALUES, SEQUENCE_VALUES
from .auction import DEALER, Auction, Call, Contract, bidding_ladder
from .deal import play_deal, random_deal
from .order import MODES, Mode, card_order, deck_total, point_table
from .play import legal_plays
from .rules import Rules
from .situations_announce import announcement_situation
from .situations_end import game_end_situation

#: Obligations that make a legal-plays situation hard: a duty about trumps.
HARD_DUTIES = frozenset(
    {
        "must_overtrump",
        "must_overtrump_partner",
        "must_undertrump",
        "undertrump_not_required",
        "partner_master",
        "must_overtrump_trump_led",
        "must_trump",
        "must_beat_ta",
    }
)
SOURCE_POINTS = "004 §Décompte des points"
SOURCE_ORDER = "004 §Le jeu de la carte"
SOURCE_ANNOUNCEMENTS = "004 §Les annonces"


def _has_trump(card: object, trump: str) -> bool:
    return trump not in ("TA", "SA") and isinstance(card, Card) and card.suit.value == trump


def table(**seats: Any) -> dict[str, Any]:
    """The table an exercise shows (``Situation.extras``): four seats in two teams, the
    dealer (seat 3, so that seat 0 speaks and leads first), and the seats and contract given."""
    return {"seats": 4, "teams": True, "dealer": DEALER} | {
        name: value for name, value in seats.items() if value is not None
    }


def _trick(rng: random.Random, rules: Rules, level: Level) -> Situation:
    # Easy: suit contract, nobody trumps; hard: two trumps or more, or tout atout; medium: any.
    def wanted(item: tuple[str, TrickRecord, Mapping[str, Any]]) -> bool:
        trump, trick, _contract = item
        trumps = sum(_has_trump(c, trump) for c in trick.cards)
        return {
            Level.EASY: trump not in ("TA", "SA") and trumps == 0,
            Level.MEDIUM: True,
            Level.HARD: trumps >= 2 or trump == "TA",
        }[level]

    def candidates() -> Iterator[tuple[str, TrickRecord, Mapping[str, Any]]]:
        deal = random_deal(rng, rules)
        return ((str(deal.trump), trick, deal.contract) for trick in tricks_of(deal))

    trump, trick, contract = first_match(candidates, wanted, rng)
    extras = table(leader=trick.leader, contract=dict(contract))
    return Situation({"trump": trump, "trick": notation(trick.cards)}, extras)


type PlayItem = tuple[str, TrickRecord, int, Play, Mapping[str, Any]]


def _play(rng: random.Random, rules: Rules, level: Level) -> Situation:
    def duty(item: PlayItem) -> str:
        trump, trick, index, play, _contract = item
        cards = list(trick.cards[:index])
        hand = list(play.hand_before)
        return legal_plays(hand, cards, Mode(trump), rules).obligation.code  # type: ignore[arg-type]

    # Easy: following suit decides; hard: a trumping duty (overtrump, undertrump, partner
    # master); medium: any situation.
    wanted: Callable[[PlayItem], bool] = {
        Level.EASY: lambda item: duty(item) == "must_follow",
        Level.MEDIUM: lambda item: True,
        Level.HARD: lambda item: duty(item) in HARD_DUTIES,
    }[level]

    def candidates() -> Iterator[PlayItem]:
        deal = random_deal(rng, rules)
        return ((str(deal.trump), t, i, p, deal.contract) for t, i, p in partial_plays(deal))

    trump, trick, index, play, contract = first_match(candidates, wanted, rng)
    extras = table(leader=trick.leader, you=play.seat, contract=dict(contract))
    return Situation(play_question(trump, trick, index, play), extras)


def _points(rng: random.Random, rules: Rules, level: Level) -> Situation:
    deal = random_deal(rng, rules)
    count = {Level.EASY: 1, Level.MEDIUM: rng.randint(2, 3), Level.HARD: rng.randint(3, 5)}[level]
    team = rng.randrange(2)
    won = [i for i, t in enumerate(deal.tricks) if t.winner_seat % 2 == team] or [0]
    if level is Level.HARD and 7 in won:
        chosen = sorted({7, *rng.sample(won, min(count, len(won)))})
    else:
        chosen = sorted(rng.sample(won, min(count, len(won))))
    tricks = [notation(deal.tricks[i].cards) for i in chosen]
    question = {
        "trump": deal.trump,
        "cards": [c for trick in tricks for c in trick],
        "last_trick": 7 in chosen and deal.tricks[7].winner_seat % 2 == team,
    }
    extras = table(side=("NS", "EW")[team], contract=dict(deal.contract))
    return Situation(question, extras | {"tricks": tricks})


def _score(rng: random.Random, rules: Rules, level: Level) -> Situation:
    def candidates() -> Iterator[PlayedDeal]:
        mode = rng.choice(MODES)
        coinche = 0 if level is not Level.HARD else rng.choice((1, 1, 2))
        bid: Any = rng.choice((80, 90, 100, 110, 120, 130, 140))
        if level is Level.HARD and rng.random() < 0.2:
            bid = "capot"
        contract = Contract(bid, mode, rng.choice(("NS", "EW")), coinche)
        yield play_deal(rng, rules, contract)

    made_wanted = {Level.EASY: True, Level.MEDIUM: False, Level.HARD: None}[level]
    deal = first_match(
        candidates, lambda d: made_wanted is None or d.score["made"] is made_wanted, rng
    )
    question = {"contract": dict(deal.contract), "result": dict(deal.result)}
    return Situation(question, table(contract=dict(deal.contract)))


def _bid(rng: random.Random, rules: Rules, level: Level) -> Situation:
    length = {
        Level.EASY: rng.randint(0, 2),
        Level.MEDIUM: rng.randint(2, 5),
        Level.HARD: rng.randint(3, 8),
    }[level]
    auction = Auction.replay([], rules)
    calls: list[str] = []
    for _step in range(length):
        legal = [str(c) for c in auction.legal_calls()]
        if not legal:
            break
        weights = [
            5
            if c == "pass"
            else (3 if c in ("coinche", "surcoinche") and level is Level.HARD else 1)
            for c in legal
        ]
        call = rng.choices(legal, weights)[0]
        after = auction.apply(Call.parse(call))
        if after.ended:
            break
        auction, calls = after, [*calls, call]
    question = {"auction": calls, "calls": _candidates(auction, rules, rng)}
    return Situation(question, table(you=auction.next_seat))


def _bid_coinche(rng: random.Random, rules: Rules, level: Level) -> Situation:
    """The learning path's coinche question (any level): someone has bid, perhaps been
    coinched; may the next player pass, bid higher, coinche or surcoinche?"""
    auction = Auction.replay([], rules)
    calls: list[str] = []
    script = ["pass"] * rng.randrange(4)
    script.append(f"{rng.choice((80, 90, 100, 110))}{rng.choice(MODES).value}")
    script += ["pass"] * rng.randrange(3)
    if rng.random() < 0.5:
        script.append("coinche")
    for call in script:
        parsed = Call.parse(call)
        if auction.refusal(parsed) is not None or auction.apply(parsed).ended:
            break
        auction, calls = auction.apply(parsed), [*calls, call]
    bid = auction.bid
    higher = (
        "capot S"
        if bid is None or bid.level == "capot"
        else f"{_above(bid)}{rng.choice(MODES).value}"
    )
    candidates = rng.sample(["pass", "coinche", "surcoinche", higher], 4)
    question = {"auction": calls, "calls": candidates}
    return Situation(question, table(you=auction.next_seat))


def _above(bid: Call) -> int:
    """A bid value above ``bid``'s (capped at 160)."""
    level = bid.level if isinstance(bid.level, int) else 150
    return min(level + 10, 160)


def _quiz_announcements(rng: random.Random, rules: Rules, level: Level) -> Situation:
    """The learning path's announcements question (any level): the value of a combination or
    of the belote."""
    return Situation({}, quiz=_quiz_announcement(rng, rules))


def _candidates(auction: Auction, rules: Rules, rng: random.Random) -> list[str]:
    """A few calls to judge: pass, coinche, surcoinche and bids around the standing one."""
    numeric = [c for c in bidding_ladder(rules) if c.isdigit()]
    mode = rng.choice(MODES).value
    pool = {"pass", "coinche", "surcoinche", f"capot {rng.choice('SHDC')}"}
    pool.update(f"{v}{mode}" for v in rng.sample(numeric, min(3, len(numeric))))
    legal = [str(c) for c in auction.legal_calls() if str(c) != "pass"]
    if legal:
        pool.add(rng.choice(legal[:6]))
    return rng.sample(sorted(pool), min(5, len(pool)))


# --- quiz --------------------------------------------------------------------------------------

#: The announcements a quiz asks the value of: (wording key, value).
ANNOUNCEMENT_QUESTIONS: tuple[tuple[str, int], ...] = (
    ("carre_jacks", CARRE_VALUES[Rank.JACK]),
    ("carre_nines", CARRE_VALUES[Rank.NINE]),
    ("carre_aces", CARRE_VALUES[Rank.ACE]),
    ("tierce", SEQUENCE_VALUES[3]),
    ("cinquante", SEQUENCE_VALUES[4]),
    ("cent", SEQUENCE_VALUES[5]),
    ("belote", BELOTE_VALUE),
)


def _quiz(rng: random.Random, rules: Rules, level: Level) -> Situation:
    choice = rng.randrange(4)
    fact = (_quiz_card_value, _quiz_trump_order, _quiz_announcement, _quiz_deck_total)[choice](
        rng, rules
    )
    return Situation({"answer": fact.answer, "link": fact.section}, quiz=fact)


def _quiz_card_value(rng: random.Random, rules: Rules) -> QuizFact:
    mode = rng.choice(MODES)
    suit = mode.trump_suit or rng.choice(list(Suit))
    rank = rng.choice([Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN])
    right = int(point_table(mode, suit, rules).get(rank, 0))
    options, answer = options_around(right, rng, [0, 2, 3, 4, 7, 9, 10, 11, 14, 19, 20])
    card = Card(rank, suit)
    why = Reason.of(
        "quiz_card_value", SOURCE_POINTS, mode=mode.value, named_card=card, points=right
    )
    return _fact(
        "quiz_card_value", options, answer, why, "points", mode=mode.value, named_card=card
    )


def _quiz_trump_order(rng: random.Random, rules: Rules) -> QuizFact:
    mode = rng.choice([m for m in MODES if m.trump_suit is not None])
    suit = mode.trump_suit
    assert suit is not None
    order = card_order(mode, suit)
    pair = rng.sample(list(order), 2)
    best = min(pair, key=order.index)
    cards = [Card(r, suit) for r in pair]
    why = Reason.of("quiz_trump_order", SOURCE_ORDER, order=tuple(Card(r, suit) for r in order))
    return _fact(
        "quiz_stronger_trump", cards, pair.index(best), why, "ordre-des-cartes", mode=mode.value
    )


def _quiz_announcement(rng: random.Random, rules: Rules) -> QuizFact:
    name, right = rng.choice(ANNOUNCEMENT_QUESTIONS)
    options, answer = options_around(right, rng, [20, 50, 100, 150, 200, 250])
    why = Reason.of("quiz_announcement_value", SOURCE_ANNOUNCEMENTS, name=name, points=right)
    return _fact("quiz_announcement_value", options, answer, why, "annonces", name=name)


def _quiz_deck_total(rng: random.Random, rules: Rules) -> QuizFact:
    mode = rng.choice(MODES)
    right = deck_total(mode, rules)
    options, answer = options_around(right, rng, [130, 152, 160, 162, 170, 258])
    why = Reason.of("quiz_deck_total", SOURCE_POINTS, mode=mode.value, points=right)
    interpretation = "coinche-ta-total" if mode is Mode.TA else None
    return _fact("quiz_deck_total", options, answer, why, "points", interpretation, mode=mode.value)


_fact = QuizFact.of


def order_quiz(rng: random.Random, rules: Rules) -> QuizFact:
    """A card-order question: at trump or in a plain suit, which of two cards is stronger?"""
    mode = rng.choice([m for m in MODES if m.trump_suit is not None])
    trump_suit = mode.trump_suit
    assert trump_suit is not None
    suit = trump_suit if rng.random() < 0.5 else rng.choice([s for s in Suit if s != trump_suit])
    return stronger_card(rng, mode, suit)


def stronger_card(rng: random.Random, mode: Mode, suit: Suit) -> QuizFact:
    """Of two cards of ``suit`` drawn at ``mode``, which is stronger?"""
    trump_suit = mode.trump_suit
    order = card_order(mode, suit)
    pair = rng.sample(list(order), 2)
    best = min(pair, key=order.index)
    code = "quiz_order_trump" if suit == trump_suit else "quiz_order_plain"
    why = Reason.of(code, SOURCE_ORDER, order=tuple(Card(r, suit) for r in order))
    cards = [Card(r, suit) for r in pair]
    return _fact(
        "quiz_stronger_card",
        cards,
        pair.index(best),
        why,
        "ordre-des-cartes",
        mode=mode.value,
        suit=suit,
    )


#: The reason codes of the quiz's explanations.
QUIZ_REASON_CODES = (
    "quiz_card_value",
    "quiz_trump_order",
    "quiz_order_trump",
    "quiz_order_plain",
    "quiz_announcement_value",
    "quiz_deck_total",
    "quiz_announcement_found",
    "quiz_announcement_none",
)

GENERATORS: Mapping[str, Callable[[random.Random, Rules, Level], Situation]] = {
    "trick_winner": _trick,
    "legal_plays": _play,
    "card_points": _points,
    "score": _score,
    "bid": _bid,
    "quiz": _quiz,
    "game_end": game_end_situation,
    "announcements": announcement_situation,
    "card_order": lambda rng, rules, level: Situation({}, quiz=order_quiz(rng, rules)),
    "bid_coinche": _bid_coinche,
    "quiz_announcements": _quiz_announcements,
}
#: The exercise kinds, in menu order (the card order is a question of the learning path).
KINDS = tuple(kind for kind in GENERATORS if kind != "card_order")
