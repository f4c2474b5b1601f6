"""Exercise situations of Belgian whist, drawn from random deals and the engine's tables, under
either document (the Règlement, seed 002, or à la couleur, seed 003).

Each generator takes the exercise's ``random.Random`` and a level and returns a ``Situation``:
the case question and what the page shows beyond it (the contract being played, who you are
at a trou), never in words. The order of the random draws is part of what an exercise URL means
(``tests/trainer/snapshots/``): keep it. Every card played comes from the engine's
rule of play (``playout.play_tricks``), every verdict from ``trick_winner`` and ``legal_plays``.
Whist counts tricks, not card points: there is no ``card_points`` kind. Seat 0 is the dealer's
left.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from ..cards import SUITS, Card, Rank, Suit
from ..draw import first_match, notation
from ..results import Level, Situation
from .bid_situations import bid_situation, bid_situation_v1
from .deal import deal_hands, play_context, random_deal
from .order import CARDS, SUIT_INDEX, parse_trump, strength
from .play import NORMAL, PlayContext, legal_plays, trick_winner
from .playout import play_tricks
from .quiz import card_order_situation, quiz_situation
from .rules import Rules
from .score_cases import score_case
from .situations_trou import boucheur_situation
from .trou import Trou, find_trou

#: Obligations of a void hand: free to trump or to discard.
VOID_CODES = frozenset({"void_free", "whist_void_no_duty_to_trump"})
#: A void hand holding trumps after a trump was played: free to overtrump, undertrump or
#: discard (whist has no duty to trump).
CUT_BEFORE = "cut_before"
ACES = tuple(Card(Rank.ACE, s) for s in SUITS)
#: The dealer's seat: seat 0 sits on the dealer's left.
DEALER = 3

type Play = tuple[dict[str, Any], dict[str, Any], str]
"""A legal_plays question, its extras, and the engine's obligation code (the level's test)."""
type Keep = Callable[[tuple[Card, ...], tuple[Card, ...], Suit | None], bool]
"""A cheap test on (trick so far, hand, trump): only the plays it keeps are judged by the engine
and offered; when a deal has none, its last play comes back with an empty code (a fallback)."""


def _contract(contract: Mapping[str, Any]) -> dict[str, Any]:
    """A deal's contract as a case file writes it."""
    return {k: contract[k] for k in ("name", "tricks", "trump", "declarers") if k in contract}


def _sorted(cards: Sequence[Card]) -> list[Card]:
    """A hand in display order: by suit, high cards first."""
    return sorted(cards, key=lambda c: (SUIT_INDEX[c.suit], -strength(c)))


def table(**seats: Any) -> dict[str, Any]:
    """The table an exercise shows (``Situation.extras``): four players, seat 3 the dealer (seat
    0, on the dealer's left, speaks and leads first), and the seats and contract given. The
    partnerships come from the auction, so no teams are drawn."""
    return {"seats": 4, "dealer": DEALER} | {k: v for k, v in seats.items() if v is not None}


def _hands(rng: random.Random, rules: Rules) -> list[list[Card]]:
    """Four fresh 13-card hands, dealt by the engine (seat 0 = dealer's left)."""
    return [[CARDS[i] for i in hand] for hand in deal_hands(rng, rules)]


# --- who wins the trick ------------------------------------------------------------------------


def trick_level(trump: Suit | None, cards: Sequence[Card]) -> Level:
    """Easy: everyone follows a suit that is not trump. Hard: the led suit is not trump and two
    cards or more did not follow, a trump among them (cut and discard, or overtrump). Medium:
    the rest (one cut, discards without trump, trump led)."""
    led = cards[0].suit
    off = [c for c in cards if c.suit is not led]
    cuts = [c for c in off if c.suit is trump]
    if led is not trump and not off:
        return Level.EASY
    if led is not trump and cuts and len(off) >= 2:
        return Level.HARD
    return Level.MEDIUM


def _trick(rng: random.Random, rules: Rules, level: Level) -> Situation:
    def candidates() -> Iterator[tuple[dict[str, Any], tuple[Card, ...], int]]:
        deal = random_deal(rng, rules)
        trump = parse_trump(deal.trump)
        for trick in deal.tricks:
            cards = tuple(c for c in trick.cards if isinstance(c, Card))
            # the trick's own trump is the deal's (a silent trou would differ: skip it)
            if trick_winner(cards, trump).winner == trick.verdict.winner:
                yield dict(deal.contract), cards, trick.leader

    def wanted(item: tuple[dict[str, Any], tuple[Card, ...], int]) -> bool:
        contract, cards, _leader = item
        return trick_level(parse_trump(contract["trump"]), cards) is level

    contract, cards, leader = first_match(candidates, wanted, rng)
    question = {"trump": contract["trump"], "trick": notation(cards)}
    return Situation(question, table(leader=leader, contract=_contract(contract)))


# --- which cards may be played -----------------------------------------------------------------


def _play_question(
    hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None, contract: object = None
) -> dict[str, Any]:
    question: dict[str, Any] = {
        "trump": None if trump is None else trump.value,
        "trick": notation(trick),
        "hand": notation(_sorted(hand)),
    }
    if contract is not None:
        question["contract"] = contract
    return question


def _code(
    hand: Sequence[Card], trick: Sequence[Card], trump: Suit | None, context: PlayContext = NORMAL
) -> str:
    """The engine's obligation code; ``CUT_BEFORE`` for a void hand holding trumps after a cut."""
    code = legal_plays(hand, trick, trump, context).obligation.code
    if code in VOID_CODES and _cut_before(trick, trump, hand):
        return CUT_BEFORE
    return code


def _follows(trick: Sequence[Card], hand: Sequence[Card], trump: Suit | None) -> bool:
    led = trick[0].suit
    return any(c.suit is led for c in hand) and any(c.suit is not led for c in hand)


def _void(trick: Sequence[Card], hand: Sequence[Card], trump: Suit | None) -> bool:
    return all(c.suit is not trick[0].suit for c in hand)


def _void_after_cut(trick: Sequence[Card], hand: Sequence[Card], trump: Suit | None) -> bool:
    return _void(trick, hand, trump) and _cut_before(trick, trump, hand)


def _cut_before(trick: Sequence[Card], trump: Suit | None, hand: Sequence[Card]) -> bool:
    return (
        trump is not None
        and any(c.suit is trump for c in trick)
        and any(c.suit is trump for c in hand)
    )


type NonLead = tuple[int, int, tuple[Card, ...], tuple[Card, ...], dict[str, Any]]
"""A play that is not a lead: trick number, place, the trick so far, the hand, its table."""


def _plays_of(tricks: Sequence[Any]) -> Iterator[NonLead]:
    """Every play that is not a lead, with its table (who led, who plays: « vous »)."""
    for number, trick in enumerate(tricks):
        cards = tuple(p.card for p in trick.plays if isinstance(p.card, Card))
        for index, play in enumerate(trick.plays[1:], start=1):
            hand = tuple(c for c in play.hand_before if isinstance(c, Card))
            yield number, index, cards[:index], hand, table(leader=trick.leader, you=play.seat)


def _deal_plays(rng: random.Random, rules: Rules, keep: Keep) -> Iterator[Play]:
    """The non-lead plays of a random deal that ``keep`` accepts, with the ``contract`` field
    the Dames game needs (the trou's first trick is left to ``_trou_plays``)."""
    deal = random_deal(rng, rules)
    trump = parse_trump(deal.trump)
    royal = bool(deal.contract.get("royal", False))
    contract = {"contract": _contract(deal.contract)}
    kept = False
    last = (len(deal.tricks) - 1, len(deal.tricks[-1].plays) - 1)
    for number, index, cards, hand, seats in _plays_of(deal.tricks):
        context = play_context(deal.contract["name"], number + 1, rules, royal=royal)
        if context.trou_first_trick:
            continue  # its own situations: _trou_plays
        if keep(cards, hand, trump):
            kept = True
            code = _code(hand, cards, trump, context)
        elif (number, index) == last and not kept:
            code = ""
        else:
            continue
        question = _play_question(hand, cards, trump, "dames" if context.dames else None)
        yield question, seats | contract, code


def _trump_plays(rng: random.Random, rules: Rules, keep: Keep) -> Iterator[Play]:
    """A deal played at a random trump suit by random legal cards: the non-lead plays ``keep``
    accepts (or the last one)."""
    hands = _hands(rng, rules)
    trump = rng.choice(SUITS)
    leader = rng.randrange(4)
    played = play_tricks(hands, leader, trump, rng.choice)
    kept = False
    for number, index, cards, hand, seats in _plays_of(played.tricks):
        if keep(cards, hand, trump):
            kept = True
            yield _play_question(hand, cards, trump), seats, _code(hand, cards, trump)
        elif (number, index) == (12, 3) and not kept:
            yield _play_question(hand, cards, trump), seats, ""


def _dames_plays(rng: random.Random, rules: Rules) -> Iterator[Play]:
    """A Dames game played out by random legal cards: every non-lead play."""
    dames = PlayContext(dames=True)
    played = play_tricks(_hands(rng, rules), 0, None, rng.choice, context=lambda n: dames)
    contract = {"contract": {"name": "dames"}}
    for _number, _index, cards, hand, seats in _plays_of(played.tricks):
        code = legal_plays(hand, cards, None, dames).obligation.code
        yield _play_question(hand, cards, None, "dames"), seats | contract, code


def _trou_hands(rng: random.Random, rules: Rules) -> tuple[list[list[Card]], Trou]:
    """Hands with a trou: three aces (now and then four, a trou royal) moved into one hand."""
    hands = _hands(rng, rules)
    seat = rng.randrange(4)
    royal = rng.random() < 0.15
    wanted = list(ACES) if royal else rng.sample(ACES, 3)
    for ace in ACES:
        holder = next(h for h in hands if ace in h)
        if ace in wanted and holder is not hands[seat]:
            swap = rng.choice([c for c in hands[seat] if c.rank is not Rank.ACE])
            hands[seat][hands[seat].index(swap)] = ace
            holder[holder.index(ace)] = swap
        elif ace not in wanted and holder is hands[seat]:
            other = hands[(seat + rng.randrange(1, 4)) % 4]
            swap = rng.choice([c for c in other if c.rank is not Rank.ACE])
            other[other.index(swap)] = ace
            holder[holder.index(ace)] = swap
    trou = find_trou(hands, rules)
    assert trou is not None  # three aces in one hand make a trou
    return hands, trou


def _trou_plays(rng: random.Random, rules: Rules) -> Iterator[Play]:
    """The first trick of a trou (002): the boucheur's lead, then each card to it."""
    hands, trou = _trou_hands(rng, rules)
    context = PlayContext(trou_first_trick=True)
    contract = {"name": "trou", "first_trick": True}
    played = play_tricks(hands, trou.boucheur, None, rng.choice, context=lambda n: context, count=1)
    trick = played.tricks[0]
    for index, play in enumerate(trick.plays):
        hand = tuple(c for c in play.hand_before if isinstance(c, Card))
        cards = tuple(p.card for p in trick.plays[:index] if isinstance(p.card, Card))
        trump = cards[0].suit if cards else None
        code = legal_plays(hand, cards, trump, context).obligation.code
        extras = {"trou_caller": play.seat == trou.seat}
        yield _play_question(hand, cards, trump, contract), extras, code


def _discard(rng: random.Random, rules: Rules) -> Play:
    """Before a petite misère's first trick, every player puts one card aside."""
    hand = _hands(rng, rules)[rng.randrange(4)]
    question = _play_question(hand, [], None, {"name": "petite_misere", "phase": "discard"})
    return question, {}, "whist_misere_discard"


def _play(rng: random.Random, rules: Rules, level: Level) -> Situation:
    # Easy: the player can follow (and holds other cards); medium: void, free to cut or
    # discard; hard: a trump already cut and trumps in hand (no duty to overtrump), the Dames
    # queen, the trou's first trick and the petite misère's discard (002 only for the two
    # middle ones: 003 has no Dames game and no ace-must-fall rule).
    found: Play
    if level is Level.EASY:
        found = first_match(
            # a sample of the plays is enough: most plays of a deal can follow suit
            lambda: _deal_plays(rng, rules, lambda *p: _follows(*p) and rng.random() < 0.2),
            lambda s: s[2] == "must_follow",
            rng,
        )
    elif level is Level.MEDIUM:
        found = first_match(
            lambda: _deal_plays(rng, rules, _void), lambda s: s[2] in VOID_CODES, rng
        )
    else:
        found = _hard_play(rng, rules)
    question, extras, _obligation = found
    return Situation(question, extras)


def _hard_play(rng: random.Random, rules: Rules) -> Play:
    weights = {"cut": 4, "discard": 1, "dames": 0, "trou": 0}
    if rules.reglement:
        weights = {"cut": 2, "discard": 1, "dames": 3, "trou": 3}
    pick = rng.choices(list(weights), list(weights.values()))[0]
    if pick == "discard":
        return _discard(rng, rules)
    if pick == "dames":
        return first_match(
            lambda: _dames_plays(rng, rules),
            lambda s: s[2] == "whist_dames_must_play_queen",
            rng,
        )
    if pick == "trou":
        code = rng.choice(["lead", "whist_trou_ace_must_fall"])
        return first_match(
            lambda: _trou_plays(rng, rules),
            lambda s: s[2] == code or (code == "lead" and not s[0]["trick"]),
            rng,
        )
    return first_match(
        lambda: _trump_plays(rng, rules, _void_after_cut), lambda s: s[2] == CUT_BEFORE, rng
    )


# --- the score ---------------------------------------------------------------------------------


def _score(rng: random.Random, rules: Rules, level: Level) -> Situation:
    # Easy: an emballage (couleur) made; medium: a failed emballage, or a seul (solo) made or
    # failed; hard: misères, piccolissimo and piccolo (alone or à deux), trou, abondances,
    # chlems, the 13-trick emballage, the sur-misère rows, the Dames game, a lone couleur.
    return Situation(score_case(rng, rules.reglement, level))


GENERATORS: Mapping[str, Callable[[random.Random, Rules, Level], Situation]] = {
    "trick_winner": _trick,
    "legal_plays": _play,
    "score": _score,
    "bid": bid_situation_v1,
    "bid@2": bid_situation,
    "quiz": quiz_situation,
    "boucheur": boucheur_situation,
    "card_order": lambda rng, rules, level: card_order_situation(rng, rules),
}
