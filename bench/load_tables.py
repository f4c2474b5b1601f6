"""The tables phase of ``bench/load.py``: concurrent learners each playing at their own table.

Each client, from its own loopback address (127.0.3.x), opens a table of one of the five rule
sets, then plays: it reads the table, thinks a moment, posts a card or a call chosen at random
among what the page offers (illegal ones included; half as plain forms followed by the
redirect, half as htmx), moves on to the next deal when one ends, and opens a new table when a
game ends. A post is acknowledged when the server answers it with the table (302 to it, or
the htmx fragment); the client counts the actions it saw applied (no refusal shown). At the
end, the learners' actions stored in the deals must equal that count: nothing lost, nothing
applied twice.
"""

from __future__ import annotations

import json
import os
import random
import re
import sqlite3
import time
from pathlib import Path
from typing import Any

from bench.load import Browser, Stats, encode, report, spread
from bench.table_driver import REFUSAL, VERSION, choose

# Each client plays far faster than a person: lift the limits per address for this phase.
os.environ["ATOUT_ADDRESS_TABLES_PER_HOUR"] = "100000"
os.environ["ATOUT_ADDRESS_TABLE_ACTIONS_PER_MINUTE"] = "100000"

CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
NEXT = re.compile(r'action="(/table/[A-Za-z0-9_-]{22}/suivante/)"')
TABLES = [
    ("coinche", {"players": "2x2"}),
    ("voisin", {"players": "4"}),
    ("neurotrio", {"players": "4"}),
    ("whist-reglement", {"players": "4"}),
    ("whist-couleur", {"players": "4"}),
]
ENDPOINTS = ["new table", "table page", "action", "next deal"]


def table_address(index: int) -> str:
    return f"127.0.{3 + index // 250}.{1 + index % 250}"


class Player:
    """One client at its table."""

    def __init__(self, index: int, stats: Stats, port: int) -> None:
        self.browser = Browser(port, table_address(index))
        self.stats = stats
        self.rng = random.Random(f"load-table-{index}")
        self.slug, self.form = TABLES[index % len(TABLES)]
        self.url = ""
        self.page = ""

    def timed(
        self, endpoint: str, method: str, path: str, form: dict[str, Any] | None = None
    ) -> tuple[int, dict[str, str], str] | None:
        headers = {"HX-Request": "true"} if form is not None and form.pop("htmx", False) else {}
        start = time.perf_counter()
        try:
            answer = self.browser.request(method, path, encode(form or {}), headers)
        except OSError:
            self.stats.fail(endpoint)
            return None
        if answer[0] not in (200, 302):
            self.stats.fail(endpoint)
            return None
        self.stats.ok(endpoint, time.perf_counter() - start)
        return answer

    def open(self) -> None:
        new = f"/table/nouvelle/{self.slug}/"
        got = self.timed("new table", "GET", new)
        token = CSRF.search(got[2]) if got else None
        if token is None:
            return
        form = {**self.form, "csrfmiddlewaretoken": token.group(1)}
        posted = self.timed("new table", "POST", new, form)
        if posted and posted[0] == 302:
            self.url = posted[1].get("Location", "")
            self.read()

    def read(self) -> None:
        got = self.timed("table page", "GET", self.url)
        self.page = got[2] if got else ""

    def step(self) -> None:
        """One action, the next deal, or a new table when the game is over."""
        token, version = CSRF.search(self.page), VERSION.search(self.page)
        if token is None or version is None:
            self.url = ""  # the game is over (or the page unreadable): a new table
            return
        base = {"csrfmiddlewaretoken": token.group(1), "version": version.group(1)}
        htmx = self.rng.random() < 0.5
        if not any(f'name="{n}"' in self.page for n in ("card", "call", "level")):
            following = NEXT.search(self.page)
            if following is None:
                self.url = ""  # the game is over: a new table
            else:
                self.post("next deal", following.group(1), base, htmx)
            return
        self.post("action", self.url + "jouer/", base | choose(self.page, self.rng), htmx)

    def post(self, endpoint: str, path: str, form: dict[str, Any], htmx: bool) -> None:
        answer = self.timed(endpoint, "POST", path, form | {"htmx": htmx})
        if answer is None:
            return
        status, headers, body = answer
        if htmx and status == 200 and 'id="table-area"' in body:
            self.page = body
        elif not htmx and status == 302 and headers.get("Location") == self.url:
            self.read()
        else:
            self.stats.fail(endpoint)
            self.read()
            return
        if endpoint == "action" and not REFUSAL.search(self.page):
            self.stats.acknowledge()


def table_loop(index: int, stats: Stats, port: int, deadline: float, think: float) -> None:
    player = Player(index, stats, port)
    while time.time() < deadline:
        if not player.url:
            player.open()
            continue
        time.sleep(player.rng.uniform(0, 2 * think))
        player.step()


def stored_actions(database: Path) -> int:
    """The learners' actions stored in every deal (the computers' are not counted)."""
    db = sqlite3.connect(database)
    rows = db.execute(
        "select t.seat, d.actions from table_deal d join table_table t on d.table_id = t.id"
    ).fetchall()
    db.close()
    return sum(1 for seat, actions in rows for a in json.loads(actions) if a.startswith(f"{seat} "))


def tables_phase(port: int, tables: int, seconds: float, think: float, folder: Path) -> int:
    """``tables`` concurrent tables for ``seconds``; prints the figures, returns the errors
    plus the actions lost or doubled."""
    stats = spread(table_loop, tables, (port, time.time() + seconds, think))
    report(f"{tables} tables, think time {think} s, {seconds:.0f} s", stats, ENDPOINTS, seconds)
    stored = stored_actions(folder / "load.sqlite3")
    errors = sum(stats.errors.values())
    print(
        f"tables' errors: {errors}   actions applied: {stats.acknowledged}   stored: {stored}   "
        f"lost or doubled: {abs(stored - stats.acknowledged)}"
    )
    return errors + abs(stored - stats.acknowledged)
