"""Several app servers share the push channel through Redis (``ATOUT_REDIS_URL``): a table's
« changed » sent by one server reaches the screens that another server holds open, and the
people of a server that dies come back through another and lose nothing."""

from __future__ import annotations

import asyncio
import json
import os
import random
import shutil
import socket
import ssl
import subprocess
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest
from channels_redis.pubsub import RedisPubSubChannelLayer
from django.urls import reverse
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from bench import loopback
from bench.nginx_files import write_nginx_files
from bench.together_driver import Seated, open_table, state_of
from table.models import Table
from table.services import current_deal
from tests.hosting.databases import current_url, environment
from together.push import CHANGED, group
from together.views import push_address

NAMES = ["Anne", "Bruno", "Chloé", "Denis"]
PATIENCE = 15
#: deploy/'s server name, never resolved: connections go to the loopback address.
SERVER_NAME = "atout.example.org"


def test_a_message_sent_through_one_servers_layer_reaches_the_other_s_screens(redis_url):
    async def scenario() -> tuple[dict[str, object], bool]:
        # one layer per app server, as each process builds its own from the settings
        sender, holder = (RedisPubSubChannelLayer(hosts=[redis_url], prefix="atout") for _ in "AB")
        screen = await holder.new_channel()
        stranger = await holder.new_channel()
        await holder.group_add(group("t1"), screen)
        await holder.group_add(group("t2"), stranger)
        await sender.group_send(group("t1"), {"type": CHANGED, "version": 7})
        heard = await asyncio.wait_for(holder.receive(screen), 5)
        try:
            await asyncio.wait_for(holder.receive(stranger), 0.3)
            astray = True
        except TimeoutError:
            astray = False
        await sender.flush()
        await holder.flush()
        return heard, astray

    heard, astray = asyncio.run(scenario())
    assert heard == {"type": CHANGED, "version": 7}
    assert not astray


class Person:
    """One seated person reaching the app servers by loopback: a browser and a screen."""

    def __init__(self, table: Table, seated: Seated) -> None:
        self.table, self.seated = table, seated
        self.browser = loopback.Browser(seated.client.cookies["sessionid"].value)
        self.screen: ClientConnection | None = None

    def open_screen(self, server: loopback.Server, screens: ExitStack) -> None:
        address = push_address(self.table, self.seated.person)
        self.screen = screens.enter_context(
            connect(
                loopback.screen_url(server.port, address),
                origin=loopback.origin(server.port),  # type: ignore[arg-type]
                open_timeout=PATIENCE,
            )
        )

    def heard(self) -> dict[str, object]:
        assert self.screen is not None
        return dict(json.loads(self.screen.recv(timeout=PATIENCE)))

    def shown(self, server: loopback.Server) -> int:
        path = reverse("together:play", args=[self.table.public_id])
        return self.browser.version_shown(server.port, path)


def _move(table: Table, people: list[Person], server: loopback.Server, rng: random.Random) -> int:
    """The person in turn posts a legal action to ``server``; the table's version after it."""
    state = state_of(table)
    person = next(p for p in people if p.seated.seat == state.to_act)
    action = rng.choice(state.legal_actions(person.seated.seat))
    form = {"call" if action.kind == "call" else "card": str(action.value)}
    url = reverse("together:act", args=[table.public_id])
    status, _body = person.browser.request(
        server.port, "POST", url, {**form, "version": str(table.version)}
    )
    assert status == 302, status
    table.refresh_from_db()
    return table.version


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_two_servers_share_every_move_and_a_dead_ones_people_lose_nothing(redis_url, tmp_path):
    table, seated = open_table("coinche", {"players": "2x2"}, NAMES)
    people = [Person(table, s) for s in seated]
    rng = random.Random("two servers")
    env = environment(current_url()) | {"ATOUT_REDIS_URL": redis_url}
    with loopback.servers(2, env, tmp_path) as (a, b), ExitStack() as screens:
        for index, person in enumerate(people):
            person.open_screen(a if index < 2 else b, screens)
        # a move posted to A reaches every screen, the two that B holds included
        version = _move(table, people, a, rng)
        assert [p.heard() for p in people] == [{"version": version}] * 4

        # A dies (kill -9): its screens are cut; a move meanwhile goes through B
        a.kill()
        for person in people[:2]:
            with pytest.raises(ConnectionClosed):
                person.heard()
        version = _move(table, people, b, rng)
        assert [p.heard() for p in people[2:]] == [{"version": version}] * 2

        # A's people come back through B (nginx's next server): their pages, fetched on
        # reconnection as push.js does, show the table as stored, and they hear what follows
        for person in people[:2]:
            person.open_screen(b, screens)
            assert person.shown(b) == version
        version = _move(table, people, b, rng)
        assert [p.heard() for p in people] == [{"version": version}] * 4
        for person in people:
            assert person.screen is not None
            with pytest.raises(TimeoutError):
                person.screen.recv(timeout=0.3)  # each move heard once, never twice
    # nothing lost: the three acknowledged moves are stored, in order
    assert len(current_deal(table).actions) == 3


@contextmanager
def deploys_nginx(folder: Path, server: loopback.Server) -> Iterator[int]:
    """nginx with deploy/'s files in front of ``server``, until the block ends; its HTTPS
    port. Without nginx the test is skipped and says why; under CI it fails instead."""
    if shutil.which("nginx") is None and not Path("/usr/sbin/nginx").exists():
        missing = "no nginx: scripts/system-deps installs it"
        if os.environ.get("CI"):
            pytest.fail(missing)
        pytest.skip(missing)
    http, https = loopback.free_port(), loopback.free_port()
    command = write_nginx_files(folder, http, https, [f"{loopback.HOST}:{server.port}"])
    nginx = subprocess.Popen(
        [*command, "-g", "daemon off;"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        for _ in range(100):
            with socket.socket() as probe:
                if probe.connect_ex((loopback.HOST, https)) == 0:
                    break
            time.sleep(0.1)
        yield https
    finally:
        nginx.terminate()
        nginx.wait(timeout=30)


@pytest.mark.slow
@pytest.mark.django_db(transaction=True)
def test_a_screen_behind_deploys_nginx_hears_each_move(tmp_path):
    """deploy/'s nginx passes the push connection on (its ``location /ws/``): a screen opened
    through nginx over TLS hears a move made at the table."""
    table, seated = open_table("coinche", {"players": "2x2"}, NAMES)
    people = [Person(table, s) for s in seated]
    env = environment(current_url()) | {
        "DJANGO_ALLOWED_HOSTS": f"{SERVER_NAME},{loopback.HOST}",
        "ATOUT_TRUSTED_PROXIES": "1",
    }
    with loopback.servers(1, env, tmp_path) as (server,), deploys_nginx(tmp_path, server) as port:
        context = ssl.create_default_context(cafile=str(tmp_path / "cert.pem"))
        address = push_address(table, seated[0].person)
        with connect(
            f"wss://{SERVER_NAME}:{port}{address}",
            sock=socket.create_connection((loopback.HOST, port)),
            ssl=context,
            origin=f"https://{SERVER_NAME}:{port}",  # type: ignore[arg-type]
            open_timeout=PATIENCE,
        ) as screen:
            version = _move(table, people, server, random.Random("nginx"))
            assert json.loads(screen.recv(timeout=PATIENCE)) == {"version": version}
