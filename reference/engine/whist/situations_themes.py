"""Situations of Belgian whist drawn for a theme (``themes.py``), under either document:

* who wins, which cards: tricks played from fresh hands at a trump suit by legal cards only,
  leads and cuts steered towards the theme (``draw.steered_play``); the Dames game, the
  trou's first trick and the petite misère's discard from their own deals (``situations.py``);
* score: finished deals of every contract family (``score_cases``), judged by the contract
  the engine scored;
* calls: the auctions of the level exercises (``bid_situations``), judged by their rulings;
* multiple choice: the quiz's facts of the theme, who plugs the trou.

A drawer judges its candidates by the engine's answer (``draw.first_showing``); when none
shows the theme, its witness does (a fixed situation, tested). Seat 0, on the dealer's left,
leads.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence

from ..cards import SUITS, Card, Suit
from ..draw import Rulebook, notation
from ..drawers import Candidates, PlayTable, ThemeDrawer, steered_drawer
from ..results import Level, Situation
from .bid_situations import SCENARIOS, STYLES, _candidates, _grow, bid_situation
from .play import legal_plays, trick_winner
from .rules import Rules
from .score_cases import HARD_002, HARD_003, family_case, score_case
from .situations import _discard, _hands, _sorted, table
from .situations_trou import boucheur_situation


def rulebook(trump: Suit) -> Rulebook[Card]:
    """The rule of play steered play follows at a trump suit."""

    def legal(hand: Sequence[Card], trick: Sequence[Card]) -> tuple[list[Card], frozenset[str]]:
        ruling = legal_plays(hand, trick, trump)
        codes = frozenset({ruling.obligation.code, *(r.code for _c, r in ruling.refusals)})
        return [c for c in ruling.legal if isinstance(c, Card)], codes

    def winner(trick: Sequence[Card]) -> tuple[int, frozenset[str]]:
        verdict = trick_winner(trick, trump)
        return verdict.winner, frozenset(r.code for r in verdict.reasons)

    return Rulebook(legal, winner, lambda card: card.suit, lambda card: card.suit is trump)


def deal(rng: random.Random, rules: Rules) -> PlayTable[Card]:
    """Four fresh hands played at a trump suit, as an emballage of eight tricks."""
    trump = rng.choice(SUITS)
    hands = _hands(rng, rules)
    contract = {"name": "emballage", "tricks": 8, "trump": trump.value, "declarers": 2}
    return PlayTable(
        hands,
        rulebook(trump),
        {"trump": trump.value},
        lambda **seats: table(contract=contract, **seats),
        _sorted,
    )


def _cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def trick_witness(trump: str, trick: str) -> Situation:
    """A fixed trick (notation); seat 0 leads."""
    return Situation({"trump": trump, "trick": notation(_cards(trick))}, table(leader=0))


def play_witness(trump: str | None, trick: str, hand: str, contract: object = None) -> Situation:
    """A fixed player about to play (notation); seat 0 leads."""
    played = _cards(trick)
    question: dict[str, object] = {
        "trump": trump,
        "trick": notation(played),
        "hand": notation(_cards(hand)),
    }
    if contract is not None:
        question["contract"] = contract
    return Situation(question, table(leader=0, you=len(played)))


def drawer(kind: str, lead: str, cut: bool | None, *witness: Situation) -> ThemeDrawer:
    """A who-wins or which-cards drawer of fresh deals."""
    return steered_drawer(kind, deal, lead, cut, *witness)


type PlaySource = Callable[
    [random.Random, Rules], Iterator[tuple[dict[str, object], dict[str, object], str]]
]


def own_plays(source: PlaySource) -> Candidates:
    """The plays of a deal of its own kind (the Dames game, the trou's first trick), those
    whose obligation is the theme's."""

    def candidates(
        rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        for question, extras, code in source(rng, rules):
            if code in wanted:
                yield Situation(question, extras)

    return candidates


def discards(
    rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
) -> Iterator[Situation]:
    """A hand about to put a card aside before a petite misère's first trick."""
    question, extras, _code = _discard(rng, rules)
    yield Situation(question, extras)


# --- score, calls, multiple choice -------------------------------------------------------------


def scores(
    rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
) -> Iterator[Situation]:
    """A finished deal of each level's contract families."""
    for drawn in Level:
        yield Situation(score_case(rng, rules.reglement, drawn))


def families(*picks: str) -> Candidates:
    """A finished deal of each of the hard contract families ``picks`` that the document has
    (``score_cases.HARD_002``, ``HARD_003``)."""

    def candidates(
        rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
    ) -> Iterator[Situation]:
        offered = HARD_002 if rules.reglement else HARD_003
        for pick in (p for p in picks if p in offered):
            suit = rng.choice(SUITS).value
            made = rng.random() < 0.6
            yield Situation(family_case(rng, rules.reglement, pick, suit, made))

    return candidates


def score_witness(
    name: str, tricks: int | None, trump: str | None, declarers: int, taken: int
) -> Situation:
    """A fixed finished deal."""
    contract = {"name": name, "tricks": tricks, "trump": trump, "declarers": declarers}
    return Situation({"contract": contract, "result": {"tricks": [taken]}})


DAMES_SCORE = Situation({"contract": {"name": "dames"}, "result": {"queens": [2, 1, 1, 0]}})


def auctions(
    rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
) -> Iterator[Situation]:
    """The level's auction exercise."""
    yield bid_situation(rng, rules, level)


def trou_auctions(
    rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
) -> Iterator[Situation]:
    """An auction after a trou was announced, and the calls to judge over it."""
    calls, pool = SCENARIOS["trou"](rng, rules, not rules.reglement)
    chosen = _candidates(calls, pool, rng, rules, True)
    question = {"auction": calls, "calls": chosen, "trou": True}
    yield Situation(question, {"trou_seat": rng.randrange(4)})


def emballed_miseres(
    rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
) -> Iterator[Situation]:
    """A petite or grande misère, already joined once (the Règlement plays it « à deux »),
    and the calls to judge after it."""
    game = rng.choice(("petite misere", "grande misere"))
    start = _grow([], rng, rules, rng.randint(0, 2), STYLES["early"], force=game)
    if game not in start:
        return
    calls = _grow(start, rng, rules, 0, STYLES["early"], force="j'emballe")
    pool = ["j'emballe", "pass", "piccolissimo", "petite misere", "grande misere"]
    chosen = _candidates(calls, pool, rng, rules, False)
    yield Situation({"auction": calls, "calls": chosen}, table(you=len(calls) % 4))


def call_witness(auction: list[str], calls: list[str], **context: object) -> Situation:
    """A fixed auction and its calls to judge."""
    question = {"auction": auction, "calls": calls, **context}
    return Situation(question, table(you=len(auction) % 4))


def boucheurs(
    rng: random.Random, rules: Rules, level: Level, wanted: frozenset[str]
) -> Iterator[Situation]:
    """Where the aces lie: who plugs the trou?"""
    yield boucheur_situation(rng, rules, level)


def boucheur_witness(rng: random.Random, rules: Rules) -> Situation:
    """Every trou shows the theme."""
    return boucheur_situation(random.Random(0), rules, Level.EASY)
