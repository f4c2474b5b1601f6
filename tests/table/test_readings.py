"""The default reading of a rule set holds in whole deals at the table, not only in its case
files: each reading that shapes a deal's course is played through the table's pages here, with
its other reading as the house rule that changes it.

(Was: à la couleur, after « Trou » nobody was asked to bid: the partner showed a card and play
started, where the rule page, the house-rule form and the auction engine all say the auction
follows. A deal record without ``bid`` lines could not show it.)
"""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from reference.engine import get_game
from reference.engine.cards import Card
from reference.engine.deals import first_seat
from reference.rulesets import BY_ID
from table.models import Table
from table.services import _store, current_deal
from table.state import advance, deal_state

pytestmark = pytest.mark.django_db

#: The learner's hand: three aces (a trou to call); the fourth ace is elsewhere.
TROU_HAND = "AS AH AD 2C 3C 4C 5C 6C 7C 8C 9C TC JC"


@pytest.fixture(autouse=True)
def roomy_limits(settings):
    settings.ADDRESS_LIMITS = settings.ADDRESS_LIMITS | {
        "tables": (1000, 3600),
        "table_actions": (100_000, 60),
    }


def house_rule(slug: str, name: str, value: object) -> dict[str, str]:
    """The new-table form's field choosing ``value`` for the reading ``name``."""
    for n, rule in enumerate(BY_ID[slug].table_rules(), start=1):
        if rule.name == name:
            return {f"regle-{n}": str([v for v, _w in rule.choices].index(value))}
    raise AssertionError(name)


def dealt_with(client, slug: str, learner_hand: str, **form: str) -> Table:
    """A table whose first deal gives the learner ``learner_hand`` (the other cards dealt in
    order), the computers moved on to the learner's turn."""
    response = client.post(reverse("table:new", args=[slug]), {"players": "4", **form})
    assert response.status_code == 302
    table = Table.objects.get(public_id=response["Location"].strip("/").rsplit("/", 1)[-1])
    game = get_game("whist")
    rules = game.make_rules(dict(table.rules))
    mine = [Card.parse(c) for c in learner_hand.split()]
    rest = [c for c in game.deck.cards if c not in mine]
    hands = [rest[:13], rest[13:26], rest[26:39]]
    hands.insert(table.seat, mine)
    deal = current_deal(table)
    first = first_seat(deal.dealer, 4)
    taken = [0, 0, 0, 0]
    order = []
    for packet in rules.packets:
        for k in range(4):
            seat = (first + k) % 4
            order += [str(c) for c in hands[seat][taken[seat] : taken[seat] + packet]]
            taken[seat] += packet
    deal.order, deal.actions = order, []
    deal.save(update_fields=["order", "actions"])
    state, actions = advance(table, deal, deal_state(table, deal), [])
    if actions:
        _store(table, deal, state, actions)
    return table


def after_trou(client, table: Table) -> list[str]:
    """The learner calls trou; the deal's actions that followed it."""
    table.refresh_from_db()
    response = client.post(
        reverse("table:act", args=[table.public_id]), {"call": "trou", "version": table.version}
    )
    assert response.status_code == 302
    actions = current_deal(table).actions
    called = actions.index(f"{table.seat} call:trou")
    return actions[called + 1 :]


def test_a_la_couleur_the_auction_follows_the_trou(client):
    table = dealt_with(client, "whist-couleur", TROU_HAND)
    following = after_trou(client, table)
    state = deal_state(table, current_deal(table))
    asked = state.to_act == table.seat and state.legal_actions(table.seat)[0].kind == "call"
    assert asked or (following and " call:" in following[0])  # someone is asked to bid
    if following:
        deal = current_deal(table)
        if deal.over:
            text = client.get(reverse("table:deal-text", args=[deal.public_id])).content.decode()
            kinds = [json.loads(line)["kind"] for line in text.splitlines()]
            assert "bid" in kinds  # the record shows the auction after the trou


def test_a_la_couleur_without_an_auction_after_the_trou_the_trou_is_played(client):
    form = house_rule("whist-couleur", "couleur_trou_auction", "none")
    table = dealt_with(client, "whist-couleur", TROU_HAND, **form)
    following = after_trou(client, table)
    state = deal_state(table, current_deal(table))
    assert state.name == "trou"
    assert not following or " exchange:" in following[0]  # the boucheur shows a card


def test_the_reglement_auction_follows_the_trou_too(client):
    table = dealt_with(client, "whist-reglement", TROU_HAND)
    following = after_trou(client, table)
    state = deal_state(table, current_deal(table))
    assert state.to_act == table.seat or (following and " call:" in following[0])
