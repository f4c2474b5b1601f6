"""The WebSocket a seated person's page keeps open: it joins its table's group and passes on
each « changed » as ``{"version": n}``. It never sends a card: the page then fetches its own
view over HTTP, as a reload would."""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qs

from channels.generic.websocket import AsyncWebsocketConsumer

from together.push import group, ticket_table

#: Longest ticket accepted (a signed table address and person number is far shorter).
MAX_TICKET = 300


class TableConsumer(AsyncWebsocketConsumer):  # type: ignore[misc]  # channels is untyped
    """One screen listening to one table."""

    table: str | None = None

    async def connect(self) -> None:
        public_id = self.scope["url_route"]["kwargs"]["public_id"]
        query = parse_qs(self.scope.get("query_string", b"").decode("ascii", "replace"))
        value = (query.get("ticket") or [""])[0]
        if len(value) > MAX_TICKET or ticket_table(value) != public_id:
            await self.close(code=4403)
            return
        self.table = public_id
        await self.channel_layer.group_add(group(public_id), self.channel_name)
        await self.accept()

    async def disconnect(self, code: int) -> None:
        if self.table is not None:
            await self.channel_layer.group_discard(group(self.table), self.channel_name)

    async def receive(self, text_data: str | None = None, bytes_data: bytes | None = None) -> None:
        """A screen has nothing to say on this channel (its actions are posts)."""

    async def table_changed(self, event: dict[str, Any]) -> None:
        await self.send(text_data=json.dumps({"version": int(event["version"])}))
