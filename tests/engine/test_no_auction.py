"""A game without an auction supplies only its play: the deal machine gives it no calls and
plays every deal, and the score sheet refuses a deal dealt again (``ARCHITECTURE.md``)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pytest

from reference.engine import get_game
from reference.engine.cards import DECK_52, AnyCard, Card
from reference.engine.deals import Phase, TableDeal, shuffled
from reference.engine.errors import EngineError
from reference.engine.sheet import Match, Turn
from reference.engine.tricks import PlayRuling, Tricks, Verdict
from reference.engine.whist.play import legal_plays, trick_winner


@dataclass(frozen=True)
class PlainWhist(TableDeal[None, Card, str]):
    """Whist without an auction or a trump: what such a game writes, and nothing more."""

    game = "plain"
    deck = DECK_52
    SOURCE_SCORED = "test §score"
    SOURCE_REDEAL = "test §deal"

    @property
    def trump(self) -> str | None:
        return None

    @property
    def contract(self) -> Mapping[str, Any] | None:
        return {}

    def _ruling(self, seat: int) -> PlayRuling:
        return legal_plays(self.tricks.hands[seat], self.tricks.trick_cards)

    def _judge(self, cards: tuple[AnyCard, ...]) -> Verdict:
        return trick_winner([c for c in cards if isinstance(c, Card)], None)

    def score_question(self) -> Mapping[str, Any] | None:
        return {"contract": {}, "result": {}} if self.phase is Phase.OVER else None


def start(seed: int) -> PlainWhist:
    order = shuffled(DECK_52, random.Random(seed))
    hands, _rest = PlainWhist.deal(order, 0, 4, (13,))
    dealt = tuple(tuple(DECK_52.in_order(h)) for h in hands)
    return PlainWhist(None, "4", 0, dealt, play=Tricks(4, dealt, 1))


@pytest.mark.parametrize("seed", range(3))
def test_a_game_without_an_auction_plays_every_deal_to_its_score(seed):
    deal = start(seed)
    assert deal.calls == () and deal.phase is Phase.PLAY
    while deal.phase is not Phase.OVER:
        deal = deal.apply(deal.legal_actions()[0])
    assert len(deal.tricks.done) == 13
    outcome = deal.outcome()
    assert outcome is not None and outcome.code == "table_scored"
    assert deal.sheet_entry() == {"kind": "deal", "contract": {}, "result": {}}


def test_a_sheet_whose_game_plays_every_deal_refuses_a_redeal():
    match = get_game("coinche").match  # a sheet; the base rule, not its own redeal
    with pytest.raises(EngineError, match=r"sheet records .*: none is dealt again"):
        Match.redeal(match, {"kind": "redeal"}, Turn(0, 1, "2x2", {}))
