"""Situations of Le Voisin drawn for a theme (``themes.py``), each kind from its own source:

* who wins, which cards: tricks played from fresh hands by legal cards only, the leads and the
  choices to cut steered towards the theme (``draw.steered_play``), at the tables the theme is
  played at (2×2 for the partner's trump, three players or more to overtrump another's cut);
* points, score: the engine's random deals, each taker and contract judged;
* calls: auctions of the stage the theme is about, and calls including one it decides;
* multiple choice: the quiz's facts of the theme, the exchange, the end of a game.

A drawer judges its candidates by the engine's answer (``draw.first_showing``); when none
shows the theme, its witness does (a fixed situation, tested). Seat 0, on the dealer's right,
leads the first trick.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from ..cards import DECK_32, SUITS, Card
from ..draw import Rulebook, notation
from ..drawers import Candidates, Dealer, LevelDraw, PlayTable, ThemeDrawer, Witness, steered_drawer
from ..results import Level, Situation
from .announcements import detect_announcements
from .contracts import PLAYER_COUNTS, deal_size
from .deal import deal_cards
from .play import legal_plays, trick_winner
from .rules import Rules
from .situations import NO_TRUMP_MODES, engine_deal, side_of, table, table_for
from .situations_announce import (
    PLAYERS,
    against_situation,
    announcement_situation,
    hand_situation,
)
from .situations_deal import _candidates as call_candidates
from .situations_deal import _surcharge_question
from .table import Trump, parse_trump

SUIT_CODES = tuple(s.value for s in SUITS)
RANKS = "789TJQKA"


def _sorted(hand: Sequence[Card]) -> list[Card]:
    return sorted(hand, key=lambda c: (c.suit.value, RANKS.index(c.rank.value)))


def rulebook(mode: Trump, rules: Rules, players: str) -> Rulebook[Card]:
    """The rule of play steered play follows at ``mode`` and a table of ``players``."""

    def legal(hand: Sequence[Card], trick: Sequence[Card]) -> tuple[list[Card], frozenset[str]]:
        ruling = legal_plays(hand, trick, mode, rules, players)
        codes = frozenset({ruling.obligation.code, *(r.code for _c, r in ruling.refusals)})
        return [c for c in ruling.legal if isinstance(c, Card)], codes

    def winner(trick: Sequence[Card]) -> tuple[int, frozenset[str]]:
        verdict = trick_winner(trick, mode, rules)
        return verdict.winner, frozenset(r.code for r in verdict.reasons)

    return Rulebook(legal, winner, lambda card: card.suit, lambda card: card.suit is mode)


def dealer(
    modes: Sequence[str], tables: Sequence[str] = PLAYER_COUNTS, at: str | None = None
) -> Dealer:
    """Fresh hands at the table ``at``, else at a table drawn among ``tables`` (two players
    under Variante I), played at a trump drawn among ``modes``."""

    def deal(rng: random.Random, rules: Rules) -> PlayTable[Card]:
        players = table_for(rng, rules, tables, at)
        code = rng.choice(modes)
        mode = parse_trump(code)
        hands = [list(h) for h in deal_cards(rng, players, rules).hands]
        return PlayTable(
            hands,
            rulebook(mode, rules, players),
            {"trump": code, "players": players},
            lambda **seats: table(players, **seats),
            _sorted,
        )

    return deal


def _cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def trick_witness(trump: str, trick: str, players: str, more: str = "") -> Situation:
    """A fixed trick (notation) at a table of ``players``, seat 0 leading: ``trick`` at two
    players, with as many of the cards ``more`` as the other seats play at a larger table."""
    seats = deal_size(players).seats
    cards = [*_cards(trick), *_cards(more)][: max(2, seats)]
    question = {"trump": trump, "trick": notation(cards), "players": players}
    return Situation(question, table(players, leader=0))


def play_witness(trump: str, trick: str, hand: str, players: str) -> Situation:
    """A fixed player about to play (notation) at a table of ``players``; seat 0 leads."""
    played = _cards(trick)
    question = {
        "trump": trump,
        "trick": notation(played),
        "hand": notation(_cards(hand)),
        "players": players,
    }
    return Situation(question, table(players, leader=0, you=len(played)))


def drawer(
    kind: str,
    modes: Sequence[str],
    lead: str,
    cut: bool | None,
    *witness: Situation,
    tables: Sequence[str] = PLAYER_COUNTS,
    at: str | None = None,
) -> ThemeDrawer:
    """A who-wins or which-cards drawer at the table ``at``, else at a table among ``tables``,
    a trump among ``modes``."""
    return steered_drawer(kind, dealer(modes, tables, at), lead, cut, *witness)


# --- points and score ------------------------------------------------------------------------


def points_witness(players: str = "4") -> Situation:
    """A fixed trick's cards to count, at a table of ``players``."""
    return Situation(
        {"trump": "H", "cards": ["JH", "AS", "KD", "7C"]},
        table(players, side=0) | {"tricks": [["JH", "AS", "KD", "7C"]]},
    )


def scores(
    tables: Sequence[str] = PLAYER_COUNTS, surcharge: bool = False, at: str | None = None
) -> Candidates:
    """A random deal told as a score: each side as the taker of a prise and of a charge (or,
    with ``surcharge``, the deal's cards as a surcharge); at the table ``at``, else at a table
    among ``tables``."""

    def candidates(
        rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        players = table_for(rng, rules, tables, at)
        deal = engine_deal(rng, rules, players, full=True)
        if surcharge:
            yield _told(_surcharge_question(rng, deal, players))
            return
        result = dict(deal.played.score["result"])
        for taker in rng.sample(range(len(result["points"])), len(result["points"])):
            for name in ("charge",) if rules.variante_i else rng.sample(["prise", "charge"], 2):
                contract: dict[str, Any] = {
                    "name": name,
                    "taker": taker,
                    "trump": deal.played.trump,
                    "after_adverse_charge": False,
                }
                if players == "2x2":
                    seat = deal.taker_seat
                    contract["taker_seat"] = seat if side_of(seat, players) == taker else taker
                yield _told({"players": players, "contract": contract, "result": result})

    return candidates


def _told(question: Mapping[str, Any]) -> Situation:
    contract = question["contract"]
    taker = contract.get("taker_seat", contract["taker"])
    extras = table(question["players"], taker=taker, contract=dict(contract))
    return Situation(question, extras)


def score_witness(
    name: str, points: tuple[int, int], tricks: tuple[int, int], players: str = "2"
) -> Witness:
    """A fixed deal to score, the first side taking ``name`` at hearts against the second, the
    others (at a larger table) without a trick; ``tricks`` are a two-player deal's, in
    proportion at a larger table (under Variante I, whose only contract is the charge, a prise
    becomes a charge with 14 points more)."""

    def witness(rng: random.Random, rules: Rules) -> Situation:
        called, taken = name, list(points)
        if rules.variante_i and name == "prise":
            called = "charge"
            taken = [min(88, points[0] + 14), max(0, points[1] - 14)]
        won = list(tricks)
        if players != "2":
            hand = deal_size(players, rules).hand
            won = [round(tricks[0] * hand / sum(tricks))]
            won.append(hand - won[0])
        contract = {"name": called, "taker": 0, "trump": "H", "after_adverse_charge": False}
        result = _sides(players, taken, won) | {"first_trick_lost_to": None}
        return _told({"players": players, "contract": contract, "result": result})

    return witness


def _sides(players: str, points: list[int], tricks: list[int]) -> dict[str, list[int]]:
    """A result's lists for the two sides given, and the others' (at a larger table) empty."""
    others = [0] * ((2 if players == "2x2" else deal_size(players).seats) - 2)
    return {
        "points": [*points, *others],
        "tricks": [*tricks, *others],
        "announcements": [0, 0, *others],
        "couples": [0, 0, *others],
    }


def surcharge_witness(players: str = "2") -> Situation:
    """A surcharge stopped at the first trick the taker lost, at a table of ``players``."""
    contract = {"name": "surcharge", "taker": 0, "trump": "H", "after_adverse_charge": False}
    result = _sides(players, [12, 5], [2, 1]) | {"first_trick_lost_to": 1}
    return _told({"players": players, "contract": contract, "result": result})


# --- calls -------------------------------------------------------------------------------------


def calls(stage: str, at: str | None = None) -> Candidates:
    """An auction at ``stage`` and calls to judge, the turned card shown and every prise
    naming its suit, as the current bid exercise writes them (``bid_situation_v2``):
    ``open`` (round one, nobody has bid), ``standing`` (round one over a prise or a charge),
    ``round2`` (everybody passed once; tout and sans atout called too); at the table ``at``
    (``None``: at any). Under Variante I, no card is turned and the first player's charge
    opens."""

    def candidates(
        rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        players = table_for(rng, rules, players=at)
        seats = deal_size(players, rules).seats
        turned = None if rules.variante_i else deal_cards(rng, players, rules).turned

        def suit() -> str:
            return rng.choice(SUIT_CODES)

        auction: list[str] = []
        if turned is None:
            pool = [f"charge {suit()}", "pass", "prise", f"surcharge {suit()}"]
        else:
            own = turned.suit.value
            pool = [
                "pass",
                f"prise {own}",
                f"prise {rng.choice([s for s in SUIT_CODES if s != own])}",
            ]
            pool += [f"charge {suit()}", f"surcharge {suit()}"]
            if stage == "round2":
                auction = ["pass"] * (seats + rng.randrange(seats))
                pool += ["prise TA", "prise SA", f"charge {rng.choice(NO_TRUMP_MODES)}"]
            elif stage == "standing":
                before = rng.randrange(max(1, seats - 1))
                bid = rng.choice(("prise", f"charge {suit()}"))
                after = rng.randrange(max(1, seats - before - 1))
                auction = ["pass"] * before + [bid] + ["pass"] * after
            else:
                auction = ["pass"] * rng.randrange(seats)
        chosen = call_candidates(auction, players, rules, list(dict.fromkeys(pool)), rng, turned)
        question: dict[str, Any] = {"auction": auction, "players": players, "calls": chosen}
        extras = table(players, you=len(auction) % seats)
        if turned is not None:
            question["turned"] = extras["turned"] = str(turned)
        yield Situation(question, extras)

    return candidates


def call_witness(
    auction: list[str], chosen: list[str], players: str = "4", **shown: str
) -> Situation:
    """A fixed auction and its calls to judge."""
    question: dict[str, Any] = {"auction": auction, "players": players, "calls": chosen, **shown}
    seats = 4 if players == "2x2" else int(players)
    return Situation(question, table(players, you=len(auction) % seats, **shown))


# --- multiple choice ---------------------------------------------------------------------------


def announcements(at: str | None = None) -> Candidates:
    """The level's hand to count, at the table ``at`` (``None``: the level exercise's; under
    Variante I, the first hand of a two-player deal)."""

    def candidates(
        rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        if not rules.variante_i:
            yield announcement_situation(rng, rules, level, at)
            return
        trump = rng.choice(SUITS)
        hand = deal_cards(rng, "2", rules).hands[0]
        if sum(1 for c in hand if c.rank.value == "Q") < 4:
            yield hand_situation(rng, rules, trump, tuple(_sorted(hand)))

    return candidates


type SeatedDraw = Callable[[random.Random, Rules, Level, str | None], Situation]
"""A level generator of Le Voisin, drawn at a table (``None``: at any)."""


def at_table(draw: SeatedDraw, at: str | None) -> LevelDraw:
    """The level generator ``draw`` drawing at the table ``at`` (``None``: at any)."""
    return lambda rng, rules, level: draw(rng, rules, level, at)


def hand_witness(trump: str, hand: str, players: str = PLAYERS) -> Witness:
    """A fixed hand and what its announcements count, at a table of ``players``."""
    return lambda rng, rules: hand_situation(
        rng, rules, parse_trump(trump), tuple(_cards(hand)), players
    )


def against_hands(at: str | None = None) -> Candidates:
    """The hands of a fresh deal at the table ``at`` (two players by default; no carré de
    Dames), at a trump suit: the first two as dealt, the others holding no announcement."""
    players = at or "2"

    def candidates(
        rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        trump = rng.choice(SUITS)
        hands = deal_cards(rng, players, rules).hands
        if all(_quiet(h, trump) for h in hands[2:]) and all(_no_dames(h) for h in hands):
            dealt = tuple(tuple(_sorted(h)) for h in hands)
            yield against_situation(rng, rules, trump, dealt, players)

    return candidates


def _no_dames(hand: Sequence[Card]) -> bool:
    return sum(1 for c in hand if c.rank.value == "Q") < 4


def _quiet(hand: Sequence[Card], trump: Trump) -> bool:
    return not detect_announcements(hand, trump)


def against_witness(at: str | None = None) -> Witness:
    """A tierce against a quinte at the table ``at`` (two players by default), the other hands
    (at a larger table) holding no announcement."""
    players = at or "2"

    def witness(rng: random.Random, rules: Rules) -> Situation:
        size = deal_size(players, rules).hand
        mine = _cards("7S 8S 9S AH KD 8C TC JD QH 7D AC 9C TH KS QD JS")[:size]
        every = _cards("7H 8H 9H TH JH AS TS KC QC JC 7C 8D 9D TD AD KH QS")
        other = [c for c in every if c not in mine][:size]
        hands = [tuple(_sorted(mine)), tuple(_sorted(other))]
        rest = [c for c in DECK_32.cards if isinstance(c, Card) and c not in mine + other]
        shuffler = random.Random(0)  # the same quiet hands every time
        for _try in range(200):
            others = [rest[i : i + size] for i in range(0, len(rest) - size + 1, size)]
            others = others[: deal_size(players, rules).seats - 2]
            if all(_quiet(h, SUITS[3]) for h in others):
                break
            shuffler.shuffle(rest)
        hands += [tuple(_sorted(h)) for h in others]
        return against_situation(rng, rules, SUITS[3], tuple(hands), players)

    return witness
