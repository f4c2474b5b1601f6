"""Presence: an open page's heartbeat keeps its person there; a minute without a sign of life
makes them away (a server that died never closed their screens); on their return every screen
is told to look at the seats again, and a closed screen tells them when."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from asgiref.sync import sync_to_async

from bench.together_driver import Seated, open_table, page
from bench.together_driver import away as silent
from table.models import Table
from tests.together.screens import heard_on, open_screen
from together import consumers
from together.consumers import PING
from together.presence import AWAY_SECONDS, HEARTBEAT_SECONDS

NAMES = ["Anne", "Bruno", "Chloé", "Denis"]
PUSH_JS = Path(__file__).resolve().parents[2] / "static" / "js" / "push.js"


def test_the_pages_heartbeat_comes_well_within_the_absence():
    beat = re.search(r"var HEARTBEAT = (\d+);", PUSH_JS.read_text())
    assert beat is not None and int(beat.group(1)) == HEARTBEAT_SECONDS * 1000
    assert 2 * HEARTBEAT_SECONDS < AWAY_SECONDS  # one lost heartbeat never makes anyone away


def _absent(host: Seated, table: Table) -> bool:
    return "absent depuis" in page(host, table)


async def _heartbeats(monkeypatch: pytest.MonkeyPatch) -> None:
    table, people = await sync_to_async(open_table)("coinche", {"players": "2x2"}, NAMES)
    host, bruno = people[0], people[1]
    host_screen = await open_screen(table, host)
    tabs = [await open_screen(table, bruno), await open_screen(table, bruno)]

    # Bruno's server died: his screens look open, but no sign of life came for a minute
    await sync_to_async(silent)(bruno, AWAY_SECONDS + 1)
    assert await sync_to_async(_absent)(host, table)
    # a heartbeat right after the screen's last sign is not even written
    await tabs[1].send_to(text_data=PING)
    assert await host_screen.receive_nothing(timeout=0.2)
    assert await sync_to_async(_absent)(host, table)
    # the next one, in its time: he is back, and the host is told to look at the seats again
    monkeypatch.setattr(consumers, "PING_SPACING", 0)
    await tabs[1].send_to(text_data=PING)
    assert await heard_on(host_screen) == {"presence": 0}
    assert not await sync_to_async(_absent)(host, table)

    # one of his tabs closes: everyone is told to look again once he would count as away
    await tabs[0].disconnect()
    assert await heard_on(host_screen) == {"presence": AWAY_SECONDS + 1}
    assert [await heard_on(tabs[1]), await heard_on(tabs[1])] == [
        {"presence": 0},  # his own return, heard by his own page too
        {"presence": AWAY_SECONDS + 1},
    ]
    assert not await sync_to_async(_absent)(host, table)  # his other tab is still open

    # his last tab closes; a minute later he opens the table again: back at once
    await tabs[1].disconnect()
    assert await heard_on(host_screen) == {"presence": AWAY_SECONDS + 1}
    await sync_to_async(silent)(bruno, AWAY_SECONDS + 1)
    assert await sync_to_async(_absent)(host, table)
    tabs[1] = await open_screen(table, bruno)
    assert await heard_on(host_screen) == {"presence": 0}
    assert not await sync_to_async(_absent)(host, table)
    for screen in (host_screen, tabs[1]):
        await screen.disconnect()


@pytest.mark.django_db(transaction=True)
def test_heartbeats_keep_a_person_there_and_bring_them_back(monkeypatch):
    asyncio.run(_heartbeats(monkeypatch))
