"""Someone who watches a table for people: no hand at all, unless the host opened the table,
which every seat's screen is told (a pushed version) and says; never an action."""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from asgiref.sync import sync_to_async
from channels.testing import WebsocketCommunicator
from django.test import Client
from django.urls import reverse

from bench.table_driver import Tally
from bench.together_driver import CARD_SHOWN, Seated, hidden_cards_shown, open_table, page
from bench.together_driver import play_turn as turn
from bench.together_driver import state_of as state_now
from config.asgi import application
from reference.engine.deals import DealState
from table.models import Table
from tests.together.screens import ORIGIN
from together.models import Gathering, Person
from together.views import push_address

pytestmark = pytest.mark.django_db(transaction=True)

NAMES = ["Anne", "Bruno", "Chloé", "Denis"]


def _watcher(table: Table) -> Seated:
    gathering = Gathering.objects.get(table=table)
    client = Client()
    url = reverse("together:join", args=[gathering.invitation])
    assert client.post(url, {"nom": "Zoé", "do": "watch"}).status_code == 302
    return Seated(client, Person.objects.get(gathering=gathering, name="Zoé"))


def _in_hands(html: str, state: DealState) -> set[str]:
    """The cards still in some hand that ``html`` shows."""
    held = {str(c) for s in range(state.seats) for c in state.hand(s)}
    return set(CARD_SHOWN.findall(html)) & held


def _hands(client: Client, table: Table, do: str) -> int:
    url = reverse("together:hands", args=[table.public_id])
    return client.post(url, {"do": do}).status_code


def _opened_table() -> tuple[Table, list[Seated], Seated]:
    table, people = open_table("coinche", {"players": "2x2"}, NAMES)
    zoe = _watcher(table)
    rng, tally = random.Random("together/watch"), Tally()
    for _ in range(6):  # a few calls and cards into the deal
        turn(table, people, rng, tally, legal=True)
    return table, people, zoe


def test_a_spectator_sees_no_hand_and_cannot_act():
    table, people, zoe = _opened_table()
    assert zoe.person.seat is None and zoe.person.watching
    assert set(table.people) == {0, 1, 2, 3}  # nobody lost a seat to her
    state = state_now(table)
    html = page(zoe, table)
    assert not _in_hands(html, state)
    assert "Qui regarde la partie ne voit aucune main" in html
    assert "(vous)" not in html.split('class="together-seats"')[0]  # no seat is hers
    act = reverse("together:act", args=[table.public_id])
    card = str(state.hand(state.to_act)[0])
    posted = zoe.client.post(act, {"version": str(table.version), "card": card, "call": "pass"})
    assert posted.status_code == 403
    assert state_now(table).history == state.history
    # Only the host opens the table.
    assert _hands(people[1].client, table, "open") == 404
    assert not Gathering.objects.get(table=table).open_hands


async def _open_and_hide() -> None:
    table, people, zoe = await sync_to_async(_opened_table)()
    screens = []
    for seated in people:
        screen = WebsocketCommunicator(
            application, push_address(table, seated.person), headers=ORIGIN
        )
        assert (await screen.connect())[0]
        screens.append(screen)
    await sync_to_async(table.refresh_from_db)()
    before = table.version
    assert await sync_to_async(_hands)(people[0].client, table, "open") == 302
    for screen in screens:  # every seat is told at once
        heard = json.loads(await screen.receive_from(timeout=10))
        assert heard == {"version": before + 1}
    state = await sync_to_async(state_now)(table)
    for seated in people:
        html = await sync_to_async(page)(seated, table)
        assert "Table ouverte : qui regarde la partie voit toutes les mains" in html
        assert not hidden_cards_shown(html, state, seated.seat)  # players still see their own
    html = await sync_to_async(page)(zoe, table)
    held = {str(c) for s in range(state.seats) for c in state.hand(s)}
    assert _in_hands(html, state) == held  # the spectator sees every hand
    assert await sync_to_async(_hands)(people[0].client, table, "hide") == 302
    html = await sync_to_async(page)(zoe, table)
    assert not _in_hands(html, state)
    for screen in screens:
        assert json.loads(await screen.receive_from(timeout=10)) == {"version": before + 2}
        await screen.disconnect()


def test_an_open_table_shows_every_hand_to_spectators_and_is_told_to_every_seat():
    asyncio.run(_open_and_hide())
