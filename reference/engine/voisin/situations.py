"""Exercise situations of Le Voisin, drawn from the engine's random deals and tables.

Each generator takes the exercise's ``random.Random``, the rules and a level, and returns a
``Situation``: the case question and what the page shows beyond it, with no text (the words
live in ``reference/games/voisin``). The order of the random draws is part of what an exercise
URL means (``tests/trainer/snapshots/``): keep it.

Seat 0 is the dealer's right, who speaks and leads first. In 2×2 the partners face each other:
side 0 is seats 0 and 2, side 1 seats 1 and 3. Tout atout and sans atout belong to Variante II;
hard card-play exercises show them too. This module draws the card-play kinds (who wins the
trick, which cards may be played, card points); ``situations_deal`` the score and bid kinds;
``situations_quiz`` the quiz and the card-order question; ``game.GENERATORS`` lists them.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..cards import SUITS, Card, Rank
from ..draw import first_match, notation, shuffled
from ..results import Level, Situation
from ..tricks import Play, TrickRecord
from .contracts import PLAYER_COUNTS, deal_size
from .deal import VoisinDeal, deal_cards, play_random_deal
from .play import legal_plays, trick_winner
from .rules import Rules
from .table import Trump, parse_trump

NO_TRUMP_MODES = ("TA", "SA")
NO_TRUMP_SHARE = 0.3
"""The share of hard card-play exercises played at tout atout or sans atout (Variante II)."""

EASY_DUTIES = frozenset({"must_follow"})
TRUMP_WINS = frozenset({"highest_trump", "voisin_trump_cut", "voisin_trump_overcut"})
HARD_TRICKS = frozenset(
    {
        "voisin_cut",
        "voisin_cut_first_card",
        "voisin_cut_too_low",
        "voisin_cut_too_low_points",
        "voisin_equal_first_stays",
        "voisin_no_cut_in_mode",
    }
)


# --- deals ------------------------------------------------------------------------------------


def table_for(
    rng: random.Random,
    rules: Rules,
    choices: Sequence[str] = PLAYER_COUNTS,
    players: str | None = None,
) -> str:
    """The table of an exercise: always 2 players under Variante I; ``players`` when the
    exercise is drawn for one table; else drawn among ``choices``."""
    if rules.variante_i:
        return "2"
    if players is not None:
        return players
    return rng.choice(choices)


def at_table(players: str | None, needs: Sequence[str]) -> bool:
    """Whether an exercise that needs one of the tables ``needs`` can be drawn for ``players``
    (``None``: for any table)."""
    return players is None or players in needs


def side_of(seat: int, players: str) -> int:
    """The side a seat scores for: itself, or its team in 2×2."""
    return seat % 2 if players == "2x2" else seat


def table(players: str, **seats: Any) -> dict[str, Any]:
    """The table an exercise shows (``Situation.extras``): its seats (teams face to face in
    2×2), the dealer (the last seat: seat 0, on his right, speaks and leads first), and the
    seats and contract given."""
    count = 4 if players == "2x2" else int(players)
    return {"seats": count, "teams": players == "2x2", "dealer": count - 1} | {
        name: value for name, value in seats.items() if value is not None
    }


def engine_deal(
    rng: random.Random, rules: Rules, players: str, *, full: bool = False
) -> VoisinDeal:
    """A complete random deal at a suit trump: auction, exchange, announcements, play;
    ``full``: not a surcharge, so that every trick is played (a surcharge stops early)."""
    deal = play_random_deal(rng, rules, players)
    for _retry in range(20):
        if not full or deal.contract.name != "surcharge":
            break
        deal = play_random_deal(rng, rules, players)
    return deal


type Spot = tuple[list[Card], list[Card], str, bool, tuple[int, int]]
"""A player about to play: the trick so far, his hand, the obligation's code, whether a card
of his hand is refused, and (the seat that led, his seat)."""

VOID_CODES = frozenset(
    {
        "voisin_void_free_choice",
        "voisin_overtrump_if_trumping",
        "voisin_void_cannot_overtrump",
        "voisin_partner_trump_free",
    }
)


def free_tricks(
    rng: random.Random,
    rules: Rules,
    trump: str,
    players: str,
    count: int | None = None,
    *,
    steer: str = "",
) -> tuple[list[TrickRecord], list[Spot]]:
    """Tricks played by legal moves at any trump mode (tout atout and sans atout too, which
    the standard auction never gives) from freshly dealt hands, the dealer's right leading;
    with every player about to play to a started trick.

    Every card is one the engine's ``legal_plays`` allows. Unsteered, each is drawn at random.
    Steering makes the rarer duties common, as a lively table would: ``voids``, the leader
    mostly leads a plain suit the others lack and a player without the led suit mostly
    trumps; ``trumps``, the leader mostly leads a trump."""
    mode = parse_trump(trump)
    hands = [list(h) for h in deal_cards(rng, players, rules).hands]
    seats = len(hands)
    leader = 0
    records: list[TrickRecord] = []
    spots: list[Spot] = []
    for _trick in range(count if count is not None else len(hands[0])):
        plays: list[Play] = []
        cards: list[Card] = []
        for k in range(seats):
            seat = (leader + k) % seats
            hand = hands[seat]
            ruling = legal_plays(hand, cards, mode, rules, players)
            legal = [c for c in ruling.legal if isinstance(c, Card)]
            if cards:
                spots.append(
                    (
                        list(cards),
                        list(hand),
                        ruling.obligation.code,
                        bool(ruling.refusals),
                        (leader, seat),
                    )
                )
            if steer and rng.random() < 0.8:
                if not cards and steer == "trumps":
                    legal = [c for c in legal if c.suit is mode] or legal
                elif not cards:
                    later = [hands[(leader + j) % seats] for j in range(1, seats)]
                    legal = _leads_they_lack(legal, later, mode)
                elif ruling.obligation.code in VOID_CODES:
                    legal = [c for c in legal if c.suit is mode] or legal
            card = legal[int(rng.random() * len(legal))]
            plays.append(Play(seat, card, tuple(hand)))
            hand.remove(card)
            cards.append(card)
        record = TrickRecord(tuple(plays), trick_winner(cards, mode, rules))
        records.append(record)
        leader = record.winner_seat
    return records, spots


def _leads_they_lack(legal: list[Card], later: list[list[Card]], mode: Trump) -> list[Card]:
    """The plain leads that the most of the following players lack."""

    def lacking(card: Card) -> int:
        if card.suit is mode:
            return -1
        return sum(1 for hand in later if all(c.suit is not card.suit for c in hand))

    best = max(lacking(c) for c in legal)
    return [c for c in legal if lacking(c) == best]


def _tricks(
    rng: random.Random, rules: Rules, players: str, no_trump: bool, count: int | None = None
) -> tuple[str, list[TrickRecord], dict[str, Any] | None]:
    """The trump code, the tricks of one random deal and its contract (``None`` for tricks
    played at tout or sans atout, with no auction)."""
    if no_trump:
        trump = rng.choice(NO_TRUMP_MODES)
        return trump, free_tricks(rng, rules, trump, players, count)[0], None
    played = engine_deal(rng, rules, players).played
    assert played.trump is not None
    return played.trump, list(played.tricks), dict(played.contract)


def _plain(cards: Sequence[object]) -> list[Card]:
    return [c for c in cards if isinstance(c, Card)]


# --- who wins the trick ---------------------------------------------------------------------


def trick_situation(
    rng: random.Random, rules: Rules, level: Level, players: str | None = None
) -> Situation:
    """Easy: everybody follows a plain suit; medium: a trump decides, or an opposite suit is
    discarded; hard: a voisin cut (made or too low), a King/Queen tie, tout/sans atout."""
    no_trump = level is Level.HARD and rng.random() < NO_TRUMP_SHARE
    players = table_for(rng, rules, players=players)

    def codes(record: TrickRecord) -> list[str]:
        return [r.code for r in record.verdict.reasons]

    def easy(item: tuple[str, TrickRecord]) -> bool:
        trump, record = item
        led = record.cards[0]
        return (
            isinstance(led, Card)
            and led.suit.value != trump
            and all(isinstance(c, Card) and c.suit is led.suit for c in record.cards)
            and "voisin_equal_first_stays" not in codes(record)
        )

    def medium(item: tuple[str, TrickRecord]) -> bool:
        found = codes(item[1])
        return not HARD_TRICKS & set(found) and (
            found[0] in TRUMP_WINS - {"highest_trump"}
            or "voisin_cannot_cut" in found
            or (found[0] == "highest_trump" and len(item[1].cards) > 2)
        )

    def hard(item: tuple[str, TrickRecord]) -> bool:
        return bool(HARD_TRICKS & set(codes(item[1])))

    wanted = {Level.EASY: easy, Level.MEDIUM: medium, Level.HARD: hard}[level]

    def candidates() -> Iterator[tuple[str, TrickRecord, dict[str, Any] | None]]:
        trump, records, contract = _tricks(rng, rules, players, no_trump, 4 if no_trump else None)
        return ((trump, r, contract) for r in records)

    trump, record, contract = first_match(candidates, lambda item: wanted(item[:2]), rng)
    taker = contract.get("taker_seat") if contract else None
    extras = table(players, leader=record.leader, contract=contract, taker=taker)
    question = {"trump": trump, "trick": notation(record.cards), "players": players}
    return Situation(question, extras)


# --- which cards may be played ----------------------------------------------------------------

LEGAL_TARGETS: Mapping[Level, tuple[tuple[str, ...], ...]] = {
    Level.MEDIUM: (
        ("voisin_void_free_choice",),
        ("voisin_follow_cannot_climb",),
        ("voisin_void_cannot_overtrump",),
    ),
    Level.HARD: (
        ("voisin_must_climb",),
        ("voisin_overtrump_if_trumping",),
        ("voisin_partner_trump_free",),
        ("voisin_must_play_neighbour", "voisin_void_led_and_neighbour"),
    ),
}
"""The duties each level draws from, one group picked at random per exercise."""
TARGET_BUDGET = 12
"""Deals tried for the group picked; then any duty of the level will do (a bounded search)."""


def _needs(targets: tuple[str, ...]) -> tuple[str, ...]:
    """The tables a group of duties can be met at: a partner's trump needs two teams, an
    overtrump a third player."""
    if "voisin_partner_trump_free" in targets:
        return ("2x2",)
    if targets[0] in ("voisin_overtrump_if_trumping", "voisin_void_cannot_overtrump"):
        return ("3", "4", "2x2")
    return PLAYER_COUNTS


def play_situation(
    rng: random.Random, rules: Rules, level: Level, players: str | None = None
) -> Situation:
    """Easy: follow a plain suit (some card refused); medium: void and free, void without a
    higher trump, or a trump lead one cannot beat; hard: climb on a trump lead, overtrump when
    choosing to cut, the partner's master trump (2×2), the neighbour suit at tout or sans
    atout. Easy ones come from the engine's random deals, the others from steered legal play
    (see ``free_tricks``)."""
    fixed = "2" if rules.variante_i else players
    if level is Level.EASY:
        targets: tuple[str, ...] = tuple(EASY_DUTIES)
        players = table_for(rng, rules, players=fixed)
    else:
        groups = [g for g in LEGAL_TARGETS[level] if at_table(fixed, _needs(g))]
        targets = rng.choice(groups)
        if "voisin_partner_trump_free" in targets:
            players = "2x2"
        elif targets[0] in ("voisin_overtrump_if_trumping", "voisin_void_cannot_overtrump"):
            players = table_for(rng, rules, ("3", "4", "2x2"), fixed)
        else:
            players = table_for(rng, rules, players=fixed)
    if rules.variante_i:
        players = "2"
    no_trump = "voisin_must_play_neighbour" in targets
    group = {code for codes in LEGAL_TARGETS.get(level, (targets,)) for code in codes}
    tries = [0]

    def candidates() -> Iterator[tuple[str, Spot]]:
        tries[0] += 1
        if level is Level.EASY:
            played = engine_deal(rng, rules, players).played
            trump = str(played.trump)
            mode = parse_trump(trump)
            for record in played.tricks:
                for index in range(1, len(record.plays)):
                    trick = _plain(record.cards[:index])
                    hand = _plain(record.plays[index].hand_before)
                    ruling = legal_plays(hand, trick, mode, rules, players)
                    seats = (record.leader, record.plays[index].seat)
                    yield trump, (trick, hand, ruling.obligation.code, bool(ruling.refusals), seats)
                    if ruling.obligation.code in targets and ruling.refusals and len(hand) >= 3:
                        return  # found: no need to judge the rest of the deal
            return
        trump = rng.choice(NO_TRUMP_MODES) if no_trump else rng.choice(SUITS).value
        steer = "trumps" if "climb" in targets[0] else "voids"
        count = deal_size(players, rules).hand - 2  # the last hands are too small
        spots = free_tricks(rng, rules, trump, players, count, steer=steer)[1]
        yield from ((trump, spot) for spot in spots)

    def fits(spot: Spot) -> bool:
        _trick, hand, code, refused, _seats = spot
        duties = targets if tries[0] <= TARGET_BUDGET else group
        return len(hand) >= 3 and code in duties and (level is not Level.EASY or refused)

    trump, (trick, hand, _code, _refused, (leader, seat)) = first_match(
        candidates, lambda i: fits(i[1]), rng
    )
    question = {
        "trump": trump,
        "trick": notation(trick),
        "hand": notation(hand),
        "players": players,
    }
    return Situation(question, table(players, leader=leader, you=seat))


# --- card points ------------------------------------------------------------------------------


def _has_halves(cards: list[Card], trump: str) -> bool:
    return trump not in NO_TRUMP_MODES and any(c.rank in (Rank.KING, Rank.QUEEN) for c in cards)


def points_situation(
    rng: random.Random, rules: Rules, level: Level, players: str | None = None
) -> Situation:
    """Easy: one trick, whole points; medium: two or three tricks; hard: three to five tricks
    with a King or a Queen (half points) or at tout/sans atout (other scales)."""
    no_trump = level is Level.HARD and rng.random() < NO_TRUMP_SHARE
    players = table_for(rng, rules, players=players)
    low, high = {Level.EASY: (1, 1), Level.MEDIUM: (2, 3), Level.HARD: (3, 5)}[level]

    def candidates() -> Iterator[tuple[str, list[list[Card]], int]]:
        trump, records, _contract = _tricks(rng, rules, players, no_trump)
        if level is Level.EASY:  # every trick is a candidate
            for record in shuffled(records, rng):
                yield trump, [_plain(record.cards)], side_of(record.winner_seat, players)
            return
        by_side: dict[int, list[TrickRecord]] = {}
        for record in records:
            by_side.setdefault(side_of(record.winner_seat, players), []).append(record)
        enough = [s for s in sorted(by_side) if len(by_side[s]) >= low] or sorted(by_side)
        side = rng.choice(enough)
        won = by_side[side]
        count = min(len(won), rng.randint(low, high))
        chosen = sorted(rng.sample(range(len(won)), count))
        yield trump, [_plain(won[i].cards) for i in chosen], side

    def wanted(item: tuple[str, list[list[Card]], int]) -> bool:
        trump, tricks, _side = item
        cards = [c for t in tricks for c in t]
        if level is Level.EASY:
            return not _has_halves(cards, trump)
        if level is Level.HARD:
            return len(tricks) >= low and (trump in NO_TRUMP_MODES or _has_halves(cards, trump))
        return len(tricks) >= low

    trump, tricks, side = first_match(candidates, wanted, rng)
    groups = [notation(t) for t in tricks]
    question = {"trump": trump, "cards": [c for g in groups for c in g]}
    return Situation(question, table(players, side=side) | {"tricks": groups})
