"""Exercise situations of Neurotrio, drawn from random deals and the engine's tables.

Each generator takes the exercise's ``random.Random`` and a level and returns a ``Situation``:
the case question and what the page shows beyond it. The order of the random draws is part of
what an exercise URL means (``tests/trainer/snapshots/``): keep it. Quiz questions
are ``QuizFact``s explained by the engine's own reasons (a score sheet's steps, a target's
calculation) or by a reason citing the rule they ask about.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping
from typing import Any

from ..cards import NeuroCard
from ..draw import first_match, notation, options_around, partial_plays, play_question, tricks_of
from ..results import Level, QuizFact, Situation
from ..tricks import Play, PlayedDeal, Reason, TrickRecord
from .auction import (
    AUCTION,
    Auction,
    Bid,
    Call,
    Contract,
    apply_call,
    bidding_ladder,
    check_call,
    start,
)
from .deal import random_deal
from .order import (
    ATTRIBUTE_LADDER,
    DISTINCT,
    TRUMP_MODES,
    Attribute,
    is_trump,
    parse_attribute,
    strength,
    suit_of,
)
from .play import PLAY
from .rules import Rules
from .scoring import DEAL, DEAL_SIZES, contract_target, score_deal
from .situations_manches import discard_situation, leader_situation

#: The exercise kinds Neurotrio offers, in menu order (no card points: it counts tricks).
KINDS = ("trick_winner", "legal_plays", "score", "bid", "discard", "game_end", "quiz")
#: Player counts an exercise draws from, in the order the draws index them.
PLAYER_COUNTS = (3, 4, 5)

type Candidate = tuple[str, TrickRecord, int]
type PlayCandidate = tuple[str, TrickRecord, int, Play, int]


def table(players: int, **seats: Any) -> dict[str, Any]:
    """The table an exercise shows (``Situation.extras``): each for himself, the dealer last
    (seat 0, on his left, speaks first), and the seats and contract given."""
    return {"seats": players, "teams": False, "dealer": players - 1} | {
        name: value for name, value in seats.items() if value is not None
    }


def _deal(rng: random.Random, rules: Rules) -> PlayedDeal:
    return random_deal(rng, rules, rng.choice(PLAYER_COUNTS))


def _trumps(cards: tuple[Any, ...], trump: str) -> int:
    attribute = parse_attribute(trump)
    return sum(is_trump(c, attribute) for c in cards if isinstance(c, NeuroCard))


def _trick(rng: random.Random, rules: Rules, level: Level) -> Situation:
    # Easy: no trump in the trick; hard: two trumps or more, or twin cards; medium: one trump.
    def wanted(item: Candidate) -> bool:
        trump, trick, _players = item
        trumps = _trumps(trick.cards, trump)
        if level is Level.EASY:
            return trumps == 0
        if level is Level.MEDIUM:
            return trumps == 1
        return trumps >= 2 or len(set(trick.cards)) < len(trick.cards)

    def candidates() -> Iterator[Candidate]:
        deal = _deal(rng, rules)
        return ((str(deal.trump), trick, deal.players) for trick in tricks_of(deal))

    trump, trick, players = first_match(candidates, wanted, rng)
    question = {"trump": trump, "trick": notation(trick.cards), "players": players}
    return Situation(question, table(players, leader=trick.leader))


def _play(rng: random.Random, rules: Rules, level: Level) -> Situation:
    # Easy: the player can follow; hard: he cannot (cut or free); medium: any.
    def can_follow(item: PlayCandidate) -> bool:
        trump, trick, _index, play, _players = item
        attribute = parse_attribute(trump)
        led = suit_of(_neuro(trick.plays[0].card), attribute)
        return any(suit_of(_neuro(c), attribute) is led for c in play.hand_before)

    def wanted(item: PlayCandidate) -> bool:
        if level is Level.EASY:
            return can_follow(item)
        return level is Level.MEDIUM or not can_follow(item)

    def candidates() -> Iterator[PlayCandidate]:
        deal = _deal(rng, rules)
        return ((str(deal.trump), t, i, p, deal.players) for t, i, p in partial_plays(deal))

    trump, trick, index, play, players = first_match(candidates, wanted, rng)
    question = {**play_question(trump, trick, index, play), "players": players}
    return Situation(question, table(players, leader=trick.leader, you=play.seat))


def _neuro(card: object) -> NeuroCard:
    assert isinstance(card, NeuroCard)
    return card


def _score(rng: random.Random, rules: Rules, level: Level) -> Situation:
    # Easy: made, not contred; medium: failed; hard: contred, made or failed.
    players = rng.choice(PLAYER_COUNTS)
    size = DEAL_SIZES[players]
    top = min(3, size.top_level) if level is Level.EASY else size.top_level
    contract_level = rng.randint(1, top)
    target = contract_target(contract_level, players, rules)["tricks"]
    coin = rng.random() < 0.5  # drawn at every level: the draws' order is the URL's meaning
    made = {Level.EASY: True, Level.MEDIUM: False, Level.HARD: coin}[level]
    tricks = (
        rng.randint(target, size.tricks) if made else rng.randint(max(0, target - 5), target - 1)
    )
    attribute = rng.choice(ATTRIBUTE_LADDER)
    question = {
        "players": players,
        "contract": {
            "level": contract_level,
            "attribute": attribute.value,
            "contre": level is Level.HARD,
        },
        "result": {"tricks": tricks},
    }
    return Situation(question, table(players))


def _bid(rng: random.Random, rules: Rules, level: Level) -> Situation:
    players = rng.choice(PLAYER_COUNTS)
    # The three lengths are drawn at every level: the draws' order is the URL's meaning.
    lengths = {
        Level.EASY: rng.randint(0, 2),
        Level.MEDIUM: rng.randint(2, 5),
        Level.HARD: rng.randint(4, 9),
    }
    auction = start(players)
    calls: list[str] = []
    ladder = bidding_ladder(players, rules)
    for _step in range(lengths[level]):
        options = _plausible_calls(auction, ladder)
        legal = [c for c in options if check_call(auction, Call.parse(c), rules).legal]
        if not legal:
            break
        call = rng.choice(legal)
        after = apply_call(auction, Call.parse(call), rules)
        if after.over:
            break
        auction, calls = after, [*calls, call]
    question = {"auction": calls, "players": players, "calls": _candidates(auction, ladder, rng)}
    return Situation(question, table(players, you=len(calls) % players))


def _above(auction: Auction, ladder: tuple[Bid, ...]) -> list[str]:
    last = auction.last_bid
    return [str(b) for b in ladder if last is None or b.height > last.height]


def _plausible_calls(auction: Auction, ladder: tuple[Bid, ...]) -> list[str]:
    """What a player might say: passing is the likeliest, then a contre or a bid just above."""
    return ["pass", "pass", "contre", *_above(auction, ladder)[:4]]


def _candidates(auction: Auction, ladder: tuple[Bid, ...], rng: random.Random) -> list[str]:
    """A few calls to judge: pass, contre, bids just above the standing one and just below."""
    last = auction.last_bid
    lower = [str(b) for b in ladder if last is not None and b.height <= last.height]
    pool = ["pass", "contre", *_above(auction, ladder)[:3], *lower[-2:]]
    return rng.sample(pool, min(4, len(pool)))


# --- quiz --------------------------------------------------------------------------------------


def _quiz(rng: random.Random, rules: Rules, level: Level) -> Situation:
    players = rng.choice(PLAYER_COUNTS)
    choice = rng.randrange(4)
    fact = (_quiz_target, _quiz_chien, _quiz_ladder, _quiz_score)[choice](rng, rules, players)
    return Situation({"answer": fact.answer, "link": fact.section}, quiz=fact)


def _quiz_target(rng: random.Random, rules: Rules, players: int) -> QuizFact:
    size = DEAL_SIZES[players]
    level = rng.randint(1, size.top_level)
    target = contract_target(level, players, rules)
    right = target["tricks"]
    options, answer = options_around(right, rng, list(range(max(1, right - 3), right + 4)))
    why = Reason.of(
        "neurotrio_score_target",
        "001 §Enchères (the three worked targets)",
        tricks=size.tricks,
        half=size.half,
        level=level,
        target=right,
    )
    return _fact(
        "neurotrio_quiz_target", options, answer, (why,), "contrats", players=players, level=level
    )


def _quiz_chien(rng: random.Random, rules: Rules, players: int) -> QuizFact:
    size = DEAL_SIZES[players]
    options, answer = options_around(size.chien, rng, [1, 2, 3, 4, 5, 6])
    why = Reason.of("neurotrio_quiz_chien", DEAL, players=players, hand=size.hand, chien=size.chien)
    return _fact("neurotrio_quiz_chien", options, answer, (why,), "materiel", players=players)


def _quiz_ladder(rng: random.Random, rules: Rules, players: int) -> QuizFact:
    four = rng.sample(list(ATTRIBUTE_LADDER), 4)
    best = min(four, key=ATTRIBUTE_LADDER.index)
    why = Reason.of("neurotrio_quiz_ladder", AUCTION, ladder=attribute_codes(ATTRIBUTE_LADDER))
    return _fact("neurotrio_quiz_ladder", four, four.index(best), (why,), "contrats")


def _quiz_score(rng: random.Random, rules: Rules, players: int) -> QuizFact:
    size = DEAL_SIZES[players]
    level = rng.randint(1, size.top_level)
    target = contract_target(level, players, rules)["tricks"]
    tricks = rng.randint(target, size.tricks)
    attribute = rng.choice(ATTRIBUTE_LADDER)
    sheet = score_deal(Contract(level, attribute), tricks, players, rules)
    right = sheet.score("taker")
    pool = [right + d for d in (-10, -5, 5, 10, 15, 20) if right + d > 0]
    options, answer = options_around(right, rng, pool)
    return _fact(
        "neurotrio_quiz_score",
        options,
        answer,
        sheet.steps,
        "marque",
        "neurotrio-overtricks" if tricks > target else None,
        players=players,
        contract=str(Bid(level, attribute)),
        tricks=tricks,
    )


def order_quiz(rng: random.Random, rules: Rules) -> QuizFact:
    """A card-order question: under a trump, of two cards of the same plain suit, which one is
    stronger? The cards are drawn in the deck's order (never a set's, whose order changes from
    one process to the next)."""
    trump = rng.choice(ATTRIBUTE_LADDER)
    cards = [c for c in DISTINCT if not is_trump(c, trump)]
    first = rng.choice(cards)
    suit = suit_of(first, trump)
    second = rng.choice([c for c in cards if suit_of(c, trump) is suit and c != first])
    pair = [first, second]
    best = max(pair, key=lambda c: strength(c, trump))
    tiebreak = attribute_codes(TRUMP_MODES[trump].tiebreak)
    why = Reason.of("neurotrio_quiz_card_order", PLAY, tiebreak=tiebreak)
    equal = first.force == second.force
    return _fact(
        "neurotrio_quiz_card_order",
        pair,
        pair.index(best),
        (why,),
        "ordre-des-cartes",
        "neurotrio-tiebreak" if equal else None,
        mode=trump,
    )


def attribute_codes(attributes: tuple[Attribute, ...]) -> str:
    """Attributes in case notation, strongest first, as a reason parameter: ``"B N V"``."""
    return " ".join(a.value for a in attributes)


_fact = QuizFact.of


#: The reason codes only the quiz's explanations use.
QUIZ_REASON_CODES = (
    "neurotrio_quiz_chien",
    "neurotrio_quiz_ladder",
    "neurotrio_quiz_card_order",
    "neurotrio_quiz_totals",
)

GENERATORS: Mapping[str, Callable[[random.Random, Rules, Level], Situation]] = {
    "trick_winner": _trick,
    "legal_plays": _play,
    "score": _score,
    "bid": _bid,
    "quiz": _quiz,
    "discard": discard_situation,
    "game_end": leader_situation,
    "card_order": lambda rng, rules, level: Situation({}, quiz=order_quiz(rng, rules)),
}
