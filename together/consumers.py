"""The WebSocket a seated person's page keeps open: it joins its table's group and passes on
each « changed » as ``{"version": n}``. It never sends a card: the page then fetches its own
view over HTTP, as a reload would. Its opening and closing are the person's presence."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncWebsocketConsumer

from together.presence import arrived, left
from together.push import group, ticket_holder

#: Longest ticket accepted (a signed table address and person number is far shorter).
MAX_TICKET = 300


class TableConsumer(AsyncWebsocketConsumer):  # type: ignore[misc]  # channels is untyped
    """One screen listening to one table."""

    table: str | None = None
    person: int | None = None

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
            await database_sync_to_async(arrived)(self.person)

    async def disconnect(self, code: int) -> None:
        if self.table is not None:
            await self.channel_layer.group_discard(group(self.table), self.channel_name)
        if self.person:
            await database_sync_to_async(left)(self.person)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        """A screen has nothing to say on this channel (its actions are posts)."""

    async def table_changed(self, event: dict[str, Any]) -> None:
        await self.send(text_data=json.dumps({"version": int(event["version"])}))
