"""The computer players play like partners (issue 25): over whole deals, none overtakes a
trick sure to go to its partner while holding a card that leaves it to him, and none raises
or joins its partner's contract in a trump it holds at most one card of (``bench.partners``
counts both, as ``bench/table.py`` does over a thousand deals)."""

from __future__ import annotations

import random

import pytest

from bench.partners import PartnerTally, close, judge
from reference.engine import get_game
from reference.engine.cards import Card
from reference.engine.coinche.computer import supports
from reference.engine.coinche.order import Mode
from reference.engine.deals import Phase, shuffled
from tests.layers import sampled

#: Tables whose partners raise (coinche, whist's joins) or share tricks (every table of two
#: sides), with deals enough for both to happen many times.
TABLES = [
    ("coinche", {}, "2x2", 30),
    ("whist", {"document": "couleur"}, "4", 25),
    ("whist", {}, "4", 12),
    ("voisin", {}, "2x2", 12),
    ("neurotrio", {}, "4", 8),
]


def _tally(slug: str, options: dict[str, str], players: str, deals: int) -> PartnerTally:
    game = get_game(slug)
    rules = game.make_rules(options)
    computer = game.computer()
    tally = PartnerTally()
    for n in range(deals):
        rng = random.Random(f"partners/{slug}/{n}")
        state = game.start_deal(rules, players, n % 4, shuffled(game.deck, rng))
        while state.phase is not Phase.OVER:
            seat = state.to_act
            assert seat is not None
            action = computer.choose(state, rng)
            judge(computer, state, seat, action, tally)
            state = state.apply(action)
        close(state, tally)
    return tally


@pytest.mark.parametrize(("slug", "options", "players", "deals"), sampled(TABLES, 3))
def test_no_partner_overtakes_a_sure_trick_or_raises_without_support(slug, options, players, deals):
    tally = _tally(slug, options, players, deals)
    assert tally.sure_tricks > 0  # the partners met sure tricks to leave alone
    assert tally.overtakes == 0
    assert tally.unsupported == 0
    if slug == "coinche":
        assert tally.raises > 0  # and the partner still raises when he holds the trump


@pytest.mark.parametrize(
    ("hand", "mode", "raises"),
    [
        ("JD AS AH AC 7S 8S 9H TC", Mode.DIAMONDS, False),  # a single diamond, three aces
        ("JD 8D AS AH 7S 8S 9H TC", Mode.DIAMONDS, True),  # two with the jack
        ("7D 8D AS AH AC 8S 9H TC", Mode.DIAMONDS, False),  # two small ones
        ("7D 8D QD AS 7S 8S 9H TC", Mode.DIAMONDS, True),  # three
        ("JD 9D AD TD AS 8S 9H TC", Mode.SA, False),  # no trump to hold
    ],
)
def test_a_partner_raises_only_holding_the_trump(hand, mode, raises):
    assert supports([Card.parse(c) for c in hand.split()], mode) is raises
