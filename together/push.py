"""The push channel: « the table changed » sent to every screen open on a table.

A message holds the table's address and its new version, nothing else: the state stays in
the database and each screen fetches its own view of it (its own hand only). A screen proves
it may listen with a ticket its page carries, signed by the server, so that listening needs
no database. The message leaves once the transaction that changed the table is committed:
a screen never fetches a state that is not stored yet.
"""

from __future__ import annotations

from typing import Any

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.core import signing
from django.db import transaction

SALT = "together.push"
#: The type of the message a consumer receives (its handler's name: ``table_changed``).
CHANGED = "table.changed"
#: Someone came or went: look at the seats again in ``delay`` seconds (``table_presence``).
PRESENCE = "table.presence"


def group(public_id: str) -> str:
    """The channel group of the screens open on one table."""
    return f"table.{public_id}"


def ticket(public_id: str, person: int) -> str:
    """What a seated person's page carries to listen to its table: always the same for one
    person at one table, so that a page fetched again keeps its channel open."""
    return _signer().sign_object({"t": public_id, "p": person}, compress=True)


def ticket_holder(value: str) -> tuple[str, int] | None:
    """The table a ticket lets its holder listen to, and the person it was given to; ``None``
    for a forged or broken one."""
    try:
        data: Any = _signer().unsign_object(value)
    except signing.BadSignature:
        return None
    if not isinstance(data, dict):
        return None
    table, person = data.get("t"), data.get("p")
    if not isinstance(table, str) or not isinstance(person, int) or isinstance(person, bool):
        return None
    return table, person


def _signer() -> signing.Signer:
    return signing.Signer(salt=SALT)


def announce(public_id: str, version: int) -> None:
    """Tell every screen on the table that it is now at ``version`` (after the commit)."""
    transaction.on_commit(lambda: send(public_id, version))


def send(public_id: str, version: int) -> None:
    """Send « changed » to the table's group now."""
    _group_send(public_id, {"type": CHANGED, "version": version})


def presence(public_id: str, delay: int) -> None:
    """Tell every screen on the table that who is there changes in ``delay`` seconds (0: has
    changed): someone came back, or someone's screen closed and they will count as away then
    unless they return. The state is the database's (``together.presence``), as for a move."""
    transaction.on_commit(lambda: _group_send(public_id, {"type": PRESENCE, "delay": delay}))


def _group_send(public_id: str, message: dict[str, Any]) -> None:
    layer = get_channel_layer()
    if layer is not None:
        async_to_sync(layer.group_send)(group(public_id), message)
