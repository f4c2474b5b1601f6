"""Situations of belote coinchée drawn for a theme (``themes.py``), each kind from its own source:

* who wins, which cards: tricks played from fresh hands by legal cards only, the leads and the
  choices to cut steered towards the theme (``draw.steered_play``);
* points, score: the engine's random deals, the contract chosen for the theme;
* calls: auctions built call by call, the candidates including one the theme decides;
* multiple choice: the quiz's facts of the theme.

A drawer judges its candidates by the engine's answer (``draw.first_showing``); when none
shows the theme, its witness does (a fixed situation, tested). Seat 3 deals: seat 0 speaks
and leads first, as in the other exercises.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

from ..cards import SUITS, Card, Rank
from ..draw import Rulebook, notation
from ..drawers import (
    Candidates,
    Dealer,
    PlayTable,
    ThemeDrawer,
    any_situation,
    level_situations,
    steered_drawer,
)
from ..results import Level, QuizFact, Situation
from .announcements import find_announcements
from .auction import Auction, Call, Contract
from .deal import deal_hands, play_deal, random_deal
from .order import CARDS, MODES, Mode
from .play import legal_plays, trick_winner
from .rules import Rules
from .situations import (
    _points,
    _quiz_announcement,
    _quiz_card_value,
    _quiz_deck_total,
    _quiz_trump_order,
    stronger_card,
    table,
)
from .situations_announce import (
    against_situation,
    announcement_situation,
    hand_situation,
    sorted_hand,
)
from .situations_end import game_end_situation

SUIT_MODES = MODES[:4]
NO_TRUMP_MODES = (Mode.TA, Mode.SA)


# --- steered play ----------------------------------------------------------------------------


def rulebook(mode: Mode, rules: Rules) -> Rulebook[Card]:
    """The rule of play steered play follows at ``mode``."""
    trump = mode.trump_suit

    def legal(hand: Sequence[Card], trick: Sequence[Card]) -> tuple[list[Card], frozenset[str]]:
        ruling = legal_plays(hand, trick, mode, rules)
        codes = frozenset({ruling.obligation.code, *(r.code for _c, r in ruling.refusals)})
        return [c for c in ruling.legal if isinstance(c, Card)], codes

    def winner(trick: Sequence[Card]) -> tuple[int, frozenset[str]]:
        verdict = trick_winner(trick, mode)
        return verdict.winner, frozenset(r.code for r in verdict.reasons)

    return Rulebook(legal, winner, lambda card: card.suit, lambda card: card.suit is trump)


def _contract(rng: random.Random, mode: Mode) -> dict[str, Any]:
    """The contract a table plays at ``mode`` (what the exercise's table shows)."""
    team = rng.choice(("NS", "EW"))
    return {"bid": rng.choice((80, 90, 100, 110)), "trump": mode.value, "by": team, "coinche": 0}


def _allowed(mode: Mode, rules: Rules) -> bool:
    return (mode is not Mode.TA or rules.allow_tout_atout) and (
        mode is not Mode.SA or rules.allow_sans_atout
    )


def dealer(modes: Sequence[Mode]) -> Dealer:
    """Fresh hands played at a mode drawn among ``modes``, under a contract at that mode."""

    def deal(rng: random.Random, rules: Rules) -> PlayTable[Card]:
        mode = rng.choice([m for m in modes if _allowed(m, rules)] or list(SUIT_MODES))
        hands = [[CARDS[c] for c in hand] for hand in deal_hands(rng, rules)]
        contract = _contract(rng, mode)
        return PlayTable(
            hands,
            rulebook(mode, rules),
            {"trump": mode.value},
            lambda **seats: table(contract=contract, **seats),
            lambda hand: sorted_hand(list(hand)),
        )

    return deal


def _cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def trick_witness(trump: str, trick: str, leader: int = 0) -> Situation:
    """A fixed trick (notation), its table without a contract."""
    return Situation({"trump": trump, "trick": notation(_cards(trick))}, table(leader=leader))


def play_witness(trump: str, trick: str, hand: str) -> Situation:
    """A fixed player about to play (notation); seat 0 leads."""
    played = _cards(trick)
    question = {"trump": trump, "trick": notation(played), "hand": notation(_cards(hand))}
    return Situation(question, table(leader=0, you=len(played)))


def drawer(
    kind: str, modes: Sequence[Mode], lead: str, cut: bool | None, *witness: Situation
) -> ThemeDrawer:
    """A who-wins or which-cards drawer at a mode drawn among ``modes``."""
    return steered_drawer(kind, dealer(modes), lead, cut, *witness)


# --- points ------------------------------------------------------------------------------------


def last_trick(
    rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
) -> Iterator[Situation]:
    """Tricks won by the team that took the last one, the last among them."""
    deal = random_deal(rng, rules)
    team = deal.tricks[7].winner_seat % 2
    won = [i for i, t in enumerate(deal.tricks[:7]) if t.winner_seat % 2 == team]
    count = {Level.EASY: 0, Level.MEDIUM: 1, Level.HARD: 3}[level]
    chosen = [*sorted(rng.sample(won, min(count, len(won)))), 7]
    groups = [notation(deal.tricks[i].cards) for i in chosen]
    question = {"trump": deal.trump, "cards": [c for g in groups for c in g], "last_trick": True}
    yield Situation(
        question, table(side=("NS", "EW")[team], contract=dict(deal.contract)) | {"tricks": groups}
    )


POINTS_WITNESS = Situation(
    {"trump": "H", "cards": ["JH", "7S", "AS", "8D"], "last_trick": True},
    table(side="NS") | {"tricks": [["JH", "7S", "AS", "8D"]]},
)


# --- score ---------------------------------------------------------------------------------------


#: The coinches of a deal to score, by level, where the theme does not fix them.
LEVEL_COINCHES = {Level.EASY: (0,), Level.MEDIUM: (0, 0, 1), Level.HARD: (1, 1, 2)}


def deals(bids: Sequence[Any], coinches: Sequence[int] | None = None) -> Candidates:
    """A random deal played at a contract drawn among ``bids`` (``"capot"``, ``"generale"``
    or a number) and ``coinches`` (by default, more of them at the harder levels), as « que
    marque ce contrat ? »."""

    def candidates(
        rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        mode = rng.choice([m for m in MODES if _allowed(m, rules)])
        doubled = rng.choice(coinches or LEVEL_COINCHES[level])
        contract = Contract(rng.choice(bids), mode, rng.choice(("NS", "EW")), doubled)
        if contract.level == "generale" and not rules.allow_generale:
            contract = Contract("capot", mode, contract.by, contract.coinche)
        deal = play_deal(rng, rules, contract)
        question = {"contract": dict(deal.contract), "result": dict(deal.result)}
        yield Situation(question, table(contract=dict(deal.contract)))

    return candidates


def score_witness(contract: dict[str, Any], result: dict[str, Any]) -> Situation:
    """A fixed deal to score."""
    full = {"announcements": {"NS": 0, "EW": 0}, "belote": None, "all_tricks_by_one_player": False}
    return Situation({"contract": contract, "result": full | result}, table(contract=contract))


def _made(points: int, tricks: int = 6) -> dict[str, Any]:
    return {
        "points": {"NS": points, "EW": 162 - points},
        "tricks": {"NS": tricks, "EW": 8 - tricks},
    }


SCORE_MADE = score_witness({"bid": 90, "trump": "H", "by": "NS", "coinche": 0}, _made(104))
SCORE_FAILED = score_witness({"bid": 120, "trump": "S", "by": "NS", "coinche": 0}, _made(74, 3))
SCORE_COINCHE = score_witness({"bid": 100, "trump": "D", "by": "NS", "coinche": 1}, _made(112))
SCORE_CAPOT = score_witness({"bid": "capot", "trump": "C", "by": "NS", "coinche": 0}, _made(162, 8))
SCORE_BELOTE = score_witness(
    {"bid": 80, "trump": "H", "by": "NS", "coinche": 0}, _made(94) | {"belote": "NS"}
)
SCORE_ANNOUNCED = score_witness(
    {"bid": 80, "trump": "H", "by": "NS", "coinche": 0},
    _made(94) | {"announcements": {"NS": 20, "EW": 0}},
)


# --- calls ---------------------------------------------------------------------------------------


def _standing(rng: random.Random, rules: Rules, level: Level, coinche: bool) -> Auction:
    """An auction going on: a few passes and bids (more at the harder levels), perhaps a
    coinche after the last bid."""
    auction = Auction.replay([], rules)
    steps = {
        Level.EASY: rng.randint(0, 2),
        Level.MEDIUM: rng.randint(2, 4),
        Level.HARD: rng.randint(3, 7),
    }[level]
    for _step in range(steps):
        standing = auction.bid
        level_now = (
            standing.level if standing is not None and isinstance(standing.level, int) else 70
        )
        options = [
            "pass",
            "pass",
            f"{min(160, level_now + 10 * rng.randint(1, 2))}{rng.choice(MODES).value}",
        ]
        auction = _apply(auction, rng.choice(options))
    if coinche:
        auction = _apply(auction, "coinche")
    return auction


def _apply(auction: Auction, call: str) -> Auction:
    """The auction after ``call`` when it is legal and does not end it; else unchanged."""
    parsed = Call.parse(call)
    if auction.refusal(parsed) is not None:
        return auction
    after = auction.apply(parsed)
    return auction if after.ended else after


def _calls_so_far(auction: Auction) -> list[str]:
    return [str(call) for _seat, call in auction.calls]


def bids(coinche: bool) -> Candidates:
    """An auction going on and four calls to judge: for the bidding theme a bid above the
    standing one, one below it and one off the ladder's steps; for the coinche theme, the
    coinche and the surcoinche."""

    def candidates(
        rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        auction = _standing(rng, rules, level, coinche and rng.random() < 0.5)
        standing = auction.bid
        value = standing.level if standing is not None and isinstance(standing.level, int) else 70
        mode = rng.choice(MODES).value
        higher = f"{min(160, value + 10)}{mode}"
        if coinche:
            pool = ["coinche", "surcoinche", higher, "pass"]
        else:
            lower = f"{max(80, value - 10)}{mode}" if standing is not None else f"75{mode}"
            pool = [higher, lower, f"{min(160, value + 10) + 5}{mode}", "pass"]
        calls = rng.sample(pool, len(pool))
        question = {"auction": _calls_so_far(auction), "calls": calls}
        yield Situation(question, table(you=auction.next_seat))

    return candidates


# --- multiple choice -----------------------------------------------------------------------------


def order_fact(rng: random.Random, rules: Rules, trump_suit: bool) -> QuizFact:
    """Of two cards of one suit, which is stronger: at trump, or in a plain suit."""
    mode = rng.choice(SUIT_MODES)
    trump = mode.trump_suit
    assert trump is not None
    return stronger_card(
        rng, mode, trump if trump_suit else rng.choice([s for s in SUITS if s is not trump])
    )


def belote_hands(
    rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
) -> Iterator[Situation]:
    """A hand holding the king and queen of trump, and its announcements to count."""
    mode = rng.choice(SUIT_MODES)
    trump = mode.trump_suit
    assert trump is not None
    pair = [Card(Rank.KING, trump), Card(Rank.QUEEN, trump)]
    rest = [c for c in CARDS if c not in pair]
    hand = sorted_hand([*pair, *rng.sample(rest, 6)])
    yield hand_situation(rng, rules, mode, hand)


def hand_witness(trump: str, hand: str) -> Any:
    """A fixed hand and its announcements."""
    return lambda rng, rules: hand_situation(rng, rules, Mode(trump), sorted_hand(_cards(hand)))


QUIZ_FACTS = {
    "plain_order": lambda rng, rules: order_fact(rng, rules, trump_suit=False),
    "trump_order": _quiz_trump_order,
    "card_value": _quiz_card_value,
    "deck_total": _quiz_deck_total,
    "announcement": _quiz_announcement,
}


BID_WITNESS = Situation({"auction": [], "calls": ["80H", "75S", "pass", "95D"]}, table(you=0))
COINCHE_WITNESS = Situation(
    {"auction": ["90H"], "calls": ["coinche", "surcoinche", "100S", "pass"]}, table(you=1)
)

CARD_VALUES = level_situations(_points)
HANDS = level_situations(announcement_situation)
GAME_ENDS = level_situations(game_end_situation)
END_WITNESS = any_situation(game_end_situation)


def against_hands(
    rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
) -> Iterator[Situation]:
    """Your hand and an opponent's from a fresh deal, both holding an announcement."""
    mode = rng.choice(MODES)
    deck = list(CARDS)
    rng.shuffle(deck)
    hands = [sorted_hand(deck[i : i + 8]) for i in range(0, 32, 8)]
    holding = [h for h in hands if find_announcements(h, mode, rules)]
    if len(holding) >= 2:
        first = rng.random() < 0.5
        yield against_situation(rng, rules, mode, (holding[0], holding[1]), first)


def against_witness(rng: random.Random, rules: Rules) -> Situation:
    """A tierce against a quarte."""
    hands = (
        sorted_hand(_cards("7H 8H 9H AS KD 8C TC JD")),
        sorted_hand(_cards("7S 8S 9S TS AD KH QC 7D")),
    )
    return against_situation(rng, rules, Mode.CLUBS, hands, rng.random() < 0.5)
