"""The table's bid pickers (a level and a trump) start on a bid the auction still allows: they
started on the lowest level and the first trump, a bid refused as soon as anyone had bid."""

from __future__ import annotations

import random

import pytest

from reference.engine.deals import Action, Phase, shuffled
from reference.ruleset import seats
from reference.rulesets import RULESETS
from table.present import bid_builder, legal_calls

pytestmark = pytest.mark.unit

AUCTIONS = 12  # random auctions per table of each rule set
#: The rule sets whose bids are made with the pickers.
PICKED = [rs for rs in RULESETS if rs.words().call_builder(rs.rules) is not None]


def bid_weight(action: Action) -> int:
    """Bids ten times likelier than passes, so that auctions climb."""
    return 1 if action.value in ("pass", "passe") else 10


@pytest.mark.parametrize("rs", PICKED, ids=lambda rs: rs.id)
def test_the_pickers_start_on_a_bid_the_auction_allows(rs):
    game, rules, w = rs.engine, rs.rules, rs.words()
    builder = w.call_builder(rules)
    rng = random.Random(rs.id)
    seen = 0
    for table in rs.tables:
        for number in range(AUCTIONS):
            state = game.start_deal(rules, table, number % seats(table), shuffled(game.deck, rng))
            while state.phase is Phase.AUCTION:
                seat = state.to_act
                legal = legal_calls(state, seat)
                pickers = bid_builder(w, rules, legal)
                if pickers is None:  # no bid left: only the other calls are offered
                    assert not any(builder.makes(c) for c in legal), legal
                else:
                    assert builder.call(pickers["level"], pickers["trump"]) in legal
                    assert pickers["level"] in dict(pickers["levels"])
                    assert pickers["trump"] in dict(pickers["trumps"])
                    seen += 1
                calls = [a for a in state.legal_actions(seat) if a.kind == "call"]
                action = rng.choices(calls, weights=[bid_weight(a) for a in calls])[0]
                state = state.apply(action, seat)
    assert seen > AUCTIONS  # the auctions were walked past their first bid
