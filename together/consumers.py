"""The WebSocket a seated person's page keeps open: it joins its table's group and passes on
each « changed » as ``{"version": n}``, and each change of who is there as
``{"presence": seconds}`` (look at the seats again then). It never sends a card: the page then
fetches its own view over HTTP, as a reload would. The page's heartbeats (``"ping"``), its
opening and its closing are the person's signs of life (``together.presence``)."""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer

from together.presence import AWAY_SECONDS, HEARTBEAT_SECONDS, heard
from together.push import PRESENCE, group, ticket_holder

#: Longest ticket accepted (a signed table address and person number is far shorter).
MAX_TICKET = 300
#: What a page sends to say it is still open.
PING = "ping"
#: Heartbeats closer together than this are not written (a page that sends too many costs
#: no more than one that keeps time).
PING_SPACING = HEARTBEAT_SECONDS / 2


class TableConsumer(AsyncWebsocketConsumer):  # type: ignore[misc]  # channels is untyped
    """One screen listening to one table."""

    table: str | None = None
    person: int | None = None
    last_sign: float = 0.0

    async def connect(self) -> None:
        public_id = self.scope["url_route"]["kwargs"]["public_id"]
        query = parse_qs(self.scope.get("query_string", b"").decode("ascii", "replace"))
        value = (query.get("ticket") or [""])[0]
        holder = ticket_holder(value) if len(value) <= MAX_TICKET else None
        if holder is None or holder[0] != public_id:
            await self.close(code=4403)
            return
        self.table, self.person = holder
        await self.channel_layer.group_add(group(public_id), self.channel_name)
        await self.accept()
        if self.person:  # 0: a screen on « En direct », nobody's seat
            await self._sign_of_life()

    async def disconnect(self, code: int) -> None:
        if self.table is None:
            return
        await self.channel_layer.group_discard(group(self.table), self.channel_name)
        if not self.person:
            return
        await database_sync_to_async(heard)(self.person)
        # unless they come back (by another screen or this one), they count as away then
        await self._tell_presence(AWAY_SECONDS + 1)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        """A heartbeat; anything else is ignored (a screen's actions are posts)."""
        if not self.person or text_data != PING:
            return
        if time.monotonic() - self.last_sign >= PING_SPACING:
            await self._sign_of_life()

    async def table_changed(self, event: dict[str, Any]) -> None:
        await self.send(text_data=json.dumps({"version": int(event["version"])}))

    async def table_presence(self, event: dict[str, Any]) -> None:
        await self.send(text_data=json.dumps({"presence": int(event["delay"])}))

    async def _sign_of_life(self) -> None:
        self.last_sign = time.monotonic()
        if await database_sync_to_async(heard)(self.person):
            await self._tell_presence(0)

    async def _tell_presence(self, delay: int) -> None:
        assert self.table is not None
        await self.channel_layer.group_send(group(self.table), {"type": PRESENCE, "delay": delay})
