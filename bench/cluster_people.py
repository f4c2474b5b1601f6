"""« Jouer ensemble » in ``bench/cluster.py``: tables of four people through nginx.

A table is opened by one person and joined by three through its invitation link, each from its
own loopback address (127.0.9.x); then, in turn, the person whose page offers a card or a call
plays one (illegal ones too: the refusal is not counted). Each person's screen is a WebSocket
through nginx (``deploy/``'s ``location /ws/``) that, when its connection drops (its app server
killed or drained), fetches the page again and reconnects, as ``static/js/push.js`` does; the
screen keeps the highest table version it learnt. Once the players stop, every screen must
come to the table's last version: a move made on one server reaches the people held by the
other through Redis, and a person whose server died comes back through the other.
"""

from __future__ import annotations

import contextlib
import html
import json
import random
import re
import socket
import threading
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

from websockets.exceptions import InvalidHandshake, WebSocketException
from websockets.sync.client import connect
from websockets.typing import Origin

from bench.cluster_clients import (
    CSRF,
    LOCK,
    SERVER_NAME,
    Browser,
    Job,
    Record,
    offers_move,
    think,
)
from bench.loopback import VERSION_SHOWN
from bench.table_driver import REFUSAL, VERSION, choose

NAMES = ["Anne", "Bruno", "Chloé", "Denis"]
PUSH = re.compile(r'data-push="([^"]+)"')
INVITATION = re.compile(r'id="invitation-link"[^>]*value="([^"]+)"')
NEXT = re.compile(r'action="(/ensemble/[A-Za-z0-9_-]{22}/suivante/)"')
#: Seconds the screens have, once the players stop, to learn the last version.
GRACE = 5.0


@dataclass(frozen=True)
class ScreenSeen:
    """What one person's screen knew at the end of the phase."""

    table: str
    version: int
    last: int
    reconnections: int


class Screen(threading.Thread):
    """One person's push connection through nginx, held until ``done`` is set."""

    def __init__(self, browser: Browser, url: str, done: threading.Event) -> None:
        super().__init__(daemon=True)
        self.browser, self.url, self.done = browser, url, done
        self.version, self.reconnections = 0, 0
        self.address = ""

    def run(self) -> None:
        self.refresh()
        while not self.done.is_set():
            with contextlib.suppress(OSError, TimeoutError, InvalidHandshake, WebSocketException):
                self.listen()
            if self.done.is_set():
                return
            self.reconnections += 1
            time.sleep(0.5)
            self.refresh()  # what changed while the screen was away, and a fresh ticket

    def listen(self) -> None:
        if not self.address:
            raise OSError("no push address on the page")
        port = self.browser.port
        raw = socket.create_connection(("127.0.0.1", port), 10, (self.browser.address, 0))
        with connect(
            f"wss://{SERVER_NAME}:{port}{self.address}",
            sock=raw,
            ssl=self.browser.context,
            origin=Origin(f"https://{SERVER_NAME}:{port}"),
            open_timeout=10,
        ) as screen:
            while not self.done.is_set():
                try:
                    message = screen.recv(timeout=1)
                except TimeoutError:
                    continue
                heard = json.loads(message)
                if isinstance(heard, dict) and isinstance(heard.get("version"), int):
                    self.version = max(self.version, heard["version"])

    def refresh(self) -> None:
        status, _headers, page = self.browser.request("GET", self.url)
        if status != 200:
            return
        shown, push = VERSION_SHOWN.search(page), PUSH.search(page)
        if shown:
            self.version = max(self.version, int(shown.group(1)))
        if push:
            self.address = html.unescape(push.group(1))


class PeopleTable:
    """Four people at one table, each with a browser and a screen."""

    def __init__(self, job: Job, record: Record) -> None:
        self.job, self.record = job, record
        self.rng = random.Random(f"people-{job.phase}-{job.index}")
        first = 4 * job.index + 1
        self.browsers = [
            Browser(job.port, f"127.0.9.{first + k}", job.certificate, "people", record)
            for k in range(len(NAMES))
        ]
        self.url = ""
        self.done = threading.Event()

    @property
    def public_id(self) -> str:
        return self.url.strip("/").rsplit("/", 1)[-1]

    def play(self) -> None:
        if not self.gather():
            return
        screens = [Screen(b, self.url, self.done) for b in self.browsers]
        for screen in screens:
            screen.start()
        while not self.job.until.over() and self.turn():
            think(self.rng, self.job.think)
        time.sleep(GRACE)
        self.done.set()
        for screen in screens:
            screen.join(timeout=15)
        last = self.last_version()
        with LOCK:
            self.record.screens += [
                ScreenSeen(self.public_id, s.version, last, s.reconnections) for s in screens
            ]

    def gather(self) -> bool:
        """The first person opens a table, the three others come in by its invitation."""
        host, *others = self.browsers
        opened = self.form_post(host, "/ensemble/nouvelle/coinche/", {"players": "2x2"}, NAMES[0])
        if opened is None:
            return False
        self.url = opened
        status, _headers, page = host.request("GET", self.url)
        invitation = INVITATION.search(page) if status == 200 else None
        if invitation is None:
            return False
        join = urlsplit(html.unescape(invitation.group(1))).path
        return all(
            self.form_post(b, join, {}, name) is not None
            for b, name in zip(others, NAMES[1:], strict=True)
        )

    @staticmethod
    def form_post(browser: Browser, path: str, form: dict[str, str], name: str) -> str | None:
        status, _headers, page = browser.request("GET", path)
        token = CSRF.search(page)
        if status != 200 or token is None:
            return None
        data = {**form, "nom": name, "csrfmiddlewaretoken": token.group(1)}
        status, headers, _body = browser.request("POST", path, data)
        return headers.get("Location") if status == 302 else None

    def turn(self) -> bool:
        """The person whose page offers a move makes one (or someone deals the next deal);
        False once the game is over."""
        readable = False
        for browser in self.rng.sample(self.browsers, len(self.browsers)):
            status, _headers, page = browser.request("GET", self.url)
            token, version = CSRF.search(page), VERSION.search(page)
            if status != 200 or token is None or version is None:
                continue
            readable = True
            base = {"csrfmiddlewaretoken": token.group(1), "version": version.group(1)}
            if offers_move(page):
                self.act(browser, base | choose(page, self.rng))
                return True
            following = NEXT.search(page)
            if following:
                browser.request("POST", following.group(1), base)
                return True
        return not readable  # a table nobody could read is tried again

    def act(self, browser: Browser, form: dict[str, str]) -> None:
        status, headers, _body = browser.request("POST", self.url + "jouer/", form)
        acknowledged = False
        if status == 302 and headers.get("Location") == self.url:
            status, _headers, page = browser.request("GET", self.url)
            acknowledged = status == 200 and not REFUSAL.search(page)
        with LOCK:
            if acknowledged:
                self.record.together[self.public_id] += 1
            elif status != 200:
                self.record.together_failed[self.public_id] += 1

    def last_version(self) -> int:
        status, _headers, page = self.browsers[0].request("GET", self.url)
        shown = VERSION_SHOWN.search(page) if status == 200 else None
        return int(shown.group(1)) if shown else -1


def people(job: Job, record: Record) -> None:
    PeopleTable(job, record).play()
