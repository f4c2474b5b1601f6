"""A screen of a table for people, as the tests open it: a WebSocket on the push channel."""

from __future__ import annotations

import json

from channels.testing import WebsocketCommunicator

from bench.together_driver import Seated
from config.asgi import application
from table.models import Table
from together.views import push_address

#: The page's own origin: the consumer refuses another site's.
ORIGIN = [(b"origin", b"http://localhost")]
#: Seconds a test waits for a pushed message.
PATIENCE = 10


async def open_screen(table: Table, seated: Seated) -> WebsocketCommunicator:
    screen = WebsocketCommunicator(application, push_address(table, seated.person), headers=ORIGIN)
    connected, _code = await screen.connect()
    assert connected
    return screen


async def heard_on(screen: WebsocketCommunicator) -> dict[str, object]:
    return dict(json.loads(await screen.receive_from(timeout=PATIENCE)))
