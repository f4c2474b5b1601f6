"""A stored deal made into the engine's state again: the shuffled deck dealt, then every
action replayed through the rules, and the computer players moved on until the learner's turn.

The state is a pure function of the stored deal, so it is kept per process under the deal's
content: the post that applies an action leaves its new state for the page that follows.
"""

from __future__ import annotations

import json
import random
import threading
from collections import OrderedDict
from collections.abc import Sequence

from reference.engine import get_game
from reference.engine.deals import Action, DealState, Phase, shuffled
from reference.engine.errors import EngineError
from reference.ruleset import RuleSet, typed_rules
from reference.rulesets import get
from table.models import Deal, Table

#: The longest deal a table stores: every call and card of the longest game, with room.
MAX_ACTIONS = 400


def ruleset_of(table: Table) -> RuleSet:
    """The table's rule set (a stored table always has a known one)."""
    ruleset = get(table.ruleset)
    if ruleset is None:
        raise EngineError(f"unknown rule set {table.ruleset!r}")
    return ruleset


def encode(seat: int, action: Action) -> str:
    """How a deal stores one action: ``"2 card:JH"``."""
    return f"{seat} {action}"


def decode(text: str) -> tuple[int, Action]:
    """A stored action: its seat and the action."""
    seat, _sep, action = text.partition(" ")
    return int(seat), Action.parse(action)


def new_order(slug: str, rng: random.Random) -> list[str]:
    """A freshly shuffled deck for a deal of ``slug``'s game."""
    return [str(c) for c in shuffled(get_game(slug).deck, rng)]


def deal_state(table: Table, deal: Deal, upto: int | None = None) -> DealState:
    """The engine's state of ``deal`` after its first ``upto`` actions (all by default)."""
    actions = tuple(deal.actions if upto is None else deal.actions[:upto])
    key = _key(table, deal, actions)
    with _LOCK:
        cached = _CACHE.get(key)
        if cached is not None:
            _CACHE.move_to_end(key)
            return cached
    game = get_game(ruleset_of(table).game)
    rules = typed_rules(game.slug, table.rules)
    state = game.start_deal(
        rules, table.players, deal.dealer, [game.deck.parse(c) for c in deal.order]
    )
    for text in actions:
        seat, action = decode(text)
        state = state.apply(action, seat)
    remember(table, deal, actions, state)
    return state


def remember(table: Table, deal: Deal, actions: Sequence[str], state: DealState) -> None:
    """Keep ``state`` as the state of ``deal`` after ``actions`` (the next view reads it)."""
    key = _key(table, deal, tuple(actions))
    with _LOCK:
        _CACHE[key] = state
        _CACHE.move_to_end(key)
        while len(_CACHE) > CACHED_STATES:
            _CACHE.popitem(last=False)


def _key(table: Table, deal: Deal, actions: tuple[str, ...]) -> tuple[object, ...]:
    options = json.dumps(table.rules, sort_keys=True)
    return (table.ruleset, options, table.players, deal.dealer, tuple(deal.order), actions)


#: States kept per process, most recent first out last (a few per table in play).
CACHED_STATES = 256
_CACHE: OrderedDict[tuple[object, ...], DealState] = OrderedDict()
_LOCK = threading.Lock()


def advance(
    table: Table, deal: Deal, state: DealState, history: Sequence[str]
) -> tuple[DealState, list[str]]:
    """The computer players act until it is a person's turn or the deal is over; each move
    is drawn from a random source named after the deal and the move's place."""
    computer = get_game(ruleset_of(table).game).computer()
    actions = list(history)
    people = table.people
    while state.phase is not Phase.OVER and state.to_act not in people:
        if len(actions) >= MAX_ACTIONS:
            raise EngineError("a deal this long is not a deal any more")
        seat = state.to_act
        assert seat is not None
        action = computer.choose(state, random.Random(f"{deal.public_id}/{len(actions)}"))
        state = state.apply(action, seat)
        actions.append(encode(seat, action))
    return state, actions
