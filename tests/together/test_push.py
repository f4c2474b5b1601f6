"""The push channel: a screen with its table's ticket hears « changed » and nothing else; a
forged ticket, or another table's, is turned away."""

from __future__ import annotations

import asyncio
import json

import pytest
from channels.layers import get_channel_layer
from channels.testing import WebsocketCommunicator

from config.asgi import application
from table.models import new_public_id
from tests.together.screens import ORIGIN
from together.push import group, send, ticket, ticket_holder

pytestmark = pytest.mark.django_db(transaction=True)


def _listen(public_id: str, value: str) -> WebsocketCommunicator:
    return WebsocketCommunicator(
        application, f"/ws/ensemble/{public_id}/?ticket={value}", headers=ORIGIN
    )


def test_a_ticket_names_its_table_and_a_forged_one_nothing():
    table = new_public_id()
    assert ticket_holder(ticket(table, 7)) == (table, 7)
    assert ticket_holder(ticket(table, 7)[:-2] + "xx") is None
    assert ticket_holder("") is None


def test_a_screen_with_its_ticket_hears_the_new_version_only():
    table = new_public_id()

    async def scenario() -> dict[str, object]:
        screen = _listen(table, ticket(table, 1))
        connected, _code = await screen.connect()
        assert connected
        await get_channel_layer().group_send(group(table), {"type": "table.changed", "version": 12})
        heard = json.loads(await screen.receive_from())
        await screen.disconnect()
        return heard

    assert asyncio.run(scenario()) == {"version": 12}


@pytest.mark.parametrize("forged", ["", "abc", "x" * 400, "other"])
def test_a_screen_without_its_tables_ticket_is_turned_away(forged):
    table = new_public_id()
    value = ticket(new_public_id(), 1) if forged == "other" else forged

    async def scenario() -> bool:
        screen = _listen(table, value)
        connected, _code = await screen.connect()
        await screen.disconnect()
        return connected

    assert asyncio.run(scenario()) is False


def test_a_page_from_another_site_cannot_listen():
    table = new_public_id()

    async def scenario() -> bool:
        screen = WebsocketCommunicator(
            application,
            f"/ws/ensemble/{table}/?ticket={ticket(table, 1)}",
            headers=[(b"origin", b"https://evil.example")],
        )
        connected, _code = await screen.connect()
        await screen.disconnect()
        return connected

    assert asyncio.run(scenario()) is False


def test_send_outside_any_loop_reaches_a_listening_screen():
    table = new_public_id()

    async def scenario() -> dict[str, object]:
        screen = _listen(table, ticket(table, 1))
        assert (await screen.connect())[0]
        await asyncio.to_thread(send, table, 3)
        heard = json.loads(await screen.receive_from())
        await screen.disconnect()
        return heard

    assert asyncio.run(scenario()) == {"version": 3}
