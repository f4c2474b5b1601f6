"""The clients of ``bench/cluster.py``: people using the site through nginx over HTTPS.

Five roles, each from its own loopback address (nginx passes it on in X-Forwarded-For):
learners answer exercises (127.0.1.x), players play at their tables (127.0.3.x), scorers enter
deals on a score sheet (127.0.5.x), readers with a session cookie read rule pages, essentials,
the glossary and static files (127.0.7.x), and people play together, four at a table, each
with a screen kept up to date by the push (127.0.9.x, ``bench/cluster_people.py``). Every
request is recorded (when, which role, status, whether a 503 was the readable page), and every
write that the server acknowledged is recorded with what identifies it in the database: an
answer by its exercise's seed (one seed per answer, never reused), a table action by its table,
a score pad line by its game. Failed writes are counted too: one of them may have been stored
although the client never heard back.
"""

from __future__ import annotations

import contextlib
import http.client
import random
import re
import socket
import ssl
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.load import encode, read_response
from bench.load_tables import NEXT, TABLES
from bench.scorepad import COINCHE
from bench.table_driver import REFUSAL, VERSION, choose

SERVER_NAME = "atout.example.org"
CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
SHOWN = re.compile(r'name="shown" value="([^"]+)"')
READABLE_503 = ("Indisponible pour quelques instants", "Unavailable for a few moments")
READING = [
    "/regles/coinche/",
    "/regles/voisin/essentiel/",
    "/glossaire/",
    "/regles/whist-reglement/",
    "/static/css/atout.css",
]


@dataclass(frozen=True)
class Request:
    """One request as the client saw it (status 0: no answer at all)."""

    role: str
    start: float
    end: float
    status: int
    readable: bool
    """A 503 that was the site's page (its heading, and ``Retry-After``)."""
    path: str = ""


@dataclass
class Record:
    """What one client process saw."""

    requests: list[Request] = field(default_factory=list)
    answers: list[str] = field(default_factory=list)
    """Seeds of the answers acknowledged."""
    answers_failed: list[str] = field(default_factory=list)
    """Seeds of the answers posted without an acknowledgement."""
    actions: Counter[str] = field(default_factory=Counter)
    """Table actions acknowledged, by table."""
    actions_failed: Counter[str] = field(default_factory=Counter)
    lines: Counter[str] = field(default_factory=Counter)
    """Score pad lines acknowledged, by game (its scorer's token)."""
    lines_failed: Counter[str] = field(default_factory=Counter)
    together: Counter[str] = field(default_factory=Counter)
    """Actions of people playing together acknowledged, by table."""
    together_failed: Counter[str] = field(default_factory=Counter)
    screens: list[Any] = field(default_factory=list)
    """What each person's screen knew at the end (``cluster_people.ScreenSeen``)."""

    def merge(self, other: Record) -> None:
        self.requests += other.requests
        self.answers += other.answers
        self.answers_failed += other.answers_failed
        self.screens += other.screens
        for mine, theirs in (
            (self.actions, other.actions),
            (self.actions_failed, other.actions_failed),
            (self.lines, other.lines),
            (self.lines_failed, other.lines_failed),
            (self.together, other.together),
            (self.together_failed, other.together_failed),
        ):
            mine.update(theirs)


LOCK = threading.Lock()


class Browser:
    """One person's HTTPS client: its cookies, its loopback address, nginx's certificate
    checked for atout.example.org (never resolved: the connection goes to 127.0.0.1)."""

    def __init__(self, port: int, address: str, certificate: str, role: str, record: Record):
        self.port, self.address, self.role, self.record = port, address, role, record
        self.context = ssl.create_default_context(cafile=certificate)
        self.cookies: dict[str, str] = {}

    def request(
        self, method: str, path: str, form: dict[str, Any] | None = None, htmx: bool = False
    ) -> tuple[int, dict[str, str], str]:
        """Status (0 when no answer came), headers and body; the request is recorded."""
        origin = f"https://{SERVER_NAME}:{self.port}"
        headers = {"Host": f"{SERVER_NAME}:{self.port}"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if form is not None:
            headers |= {"Content-Type": "application/x-www-form-urlencoded", "Origin": origin}
            headers["Referer"] = origin + path
        if htmx:
            headers["HX-Request"] = "true"
        start = time.time()
        status, body = 0, ""
        answer_headers: dict[str, str] = {}
        with contextlib.suppress(OSError, http.client.HTTPException):
            status, answer_headers, body = self._exchange(method, path, form, headers)
        readable = (
            status == 503
            and "Retry-After" in answer_headers
            and any(t in body for t in READABLE_503)
        )
        with LOCK:
            self.record.requests.append(
                Request(self.role, start, time.time(), status, readable, path)
            )
        return status, answer_headers, body

    def _exchange(
        self, method: str, path: str, form: dict[str, Any] | None, headers: dict[str, str]
    ) -> tuple[int, dict[str, str], str]:
        raw = socket.create_connection(("127.0.0.1", self.port), 30, (self.address, 0))
        conn = http.client.HTTPSConnection("127.0.0.1", self.port, timeout=30)
        conn.sock = self.context.wrap_socket(raw, server_hostname=SERVER_NAME)
        try:
            conn.request(
                method, path, body=encode(form).encode() if form else None, headers=headers
            )
            return read_response(conn, self.cookies)
        finally:
            conn.close()


def offers_move(page: str) -> bool:
    """Whether a table page offers its reader a card or a call to make."""
    return any(f'name="{n}"' in page for n in ("card", "call", "level"))


def think(rng: random.Random, mean: float) -> None:
    time.sleep(rng.uniform(0, 2 * mean))


def learner(browser: Browser, rng: random.Random, seeds: range, until: Until, mean: float) -> None:
    """Answers exercises, one seed per answer; half the answers as htmx."""
    for seed in seeds:
        if until.over():
            return
        url, form = exercise(str(seed), rng)
        status, _headers, page = browser.request("GET", url)
        token, shown = CSRF.search(page), SHOWN.search(page)
        if status != 200 or token is None:
            think(rng, mean)
            continue
        think(rng, mean)
        form |= {"csrfmiddlewaretoken": token.group(1)}
        if shown:
            form["shown"] = shown.group(1)
        htmx = rng.random() < 0.5
        status, headers, body = browser.request("POST", url, form, htmx)
        acknowledged = (htmx and status == 200 and "verdict" in body) or (
            not htmx and status == 302 and "reponse=" in headers.get("Location", "")
        )
        with LOCK:
            (browser.record.answers if acknowledged else browser.record.answers_failed).append(
                str(seed)
            )
        think(rng, mean)


def exercise(seed: str, rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A « who wins the trick » exercise's URL and an answer to it (right or wrong)."""
    from trainer.exercises import KINDS, build
    from trainer.exercises.base import Key
    from trainer.rulesets import RULESETS

    key = Key("coinche", "standard", "trick_winner", "facile", seed)
    right, wrong = KINDS["trick_winner"].right_and_wrong(
        build(key, RULESETS[("coinche", "standard")])
    )
    url = f"/entrainement/coinche/standard/qui-remporte-le-pli/facile/{seed}/"
    return url, dict(right if rng.random() < 0.5 or wrong is None else wrong)


class Player:
    """One learner at its table: opens one, plays cards and calls (illegal ones too), deals
    the next deal, opens another when a game ends."""

    def __init__(self, browser: Browser, rng: random.Random, kind: int) -> None:
        self.browser, self.rng = browser, rng
        self.slug, self.options = TABLES[kind % len(TABLES)]
        self.url = self.page = ""

    def play(self, until: Until, mean: float) -> None:
        while not until.over():
            if not self.url:
                self.open()
                think(self.rng, mean)
                continue
            think(self.rng, mean)
            self.step()

    def open(self) -> None:
        new = f"/table/nouvelle/{self.slug}/"
        status, _headers, page = self.browser.request("GET", new)
        token = CSRF.search(page)
        if status != 200 or token is None:
            return
        form = {**self.options, "csrfmiddlewaretoken": token.group(1)}
        status, headers, _body = self.browser.request("POST", new, form)
        if status == 302:
            self.url = headers.get("Location", "")
            self.read()

    def read(self) -> None:
        status, _headers, page = self.browser.request("GET", self.url)
        self.page = page if status == 200 else ""

    def step(self) -> None:
        token, version = CSRF.search(self.page), VERSION.search(self.page)
        if token is None or version is None:
            self.read()  # an error page: read the table again (its game may be over)
            if CSRF.search(self.page) is None:
                self.url = ""
            return
        base = {"csrfmiddlewaretoken": token.group(1), "version": version.group(1)}
        if not offers_move(self.page):
            following = NEXT.search(self.page)
            if following is None:
                self.url = ""  # the game is over: a new table
            else:
                self.post(following.group(1), base, counted=False)
            return
        self.post(self.url + "jouer/", base | choose(self.page, self.rng), counted=True)

    def post(self, path: str, form: dict[str, Any], counted: bool) -> None:
        htmx = self.rng.random() < 0.5
        status, headers, body = self.browser.request("POST", path, form, htmx)
        table = self.url.strip("/").rsplit("/", 1)[-1]
        if htmx and status == 200 and 'id="table-area"' in body:
            self.page = body
        elif not htmx and status == 302 and headers.get("Location") == self.url:
            self.read()
        else:
            if counted:
                with LOCK:
                    self.browser.record.actions_failed[table] += 1
            self.read()
            return
        if counted and not REFUSAL.search(self.page):
            with LOCK:
                self.browser.record.actions[table] += 1


DEAL = re.compile(r'action="(/carnet/[A-Za-z0-9_-]+/ajouter/deal/)"')


def scorer(browser: Browser, rng: random.Random, until: Until, mean: float) -> None:
    """Starts a coinche score sheet (to 100,000 points: it never ends), then enters deals."""
    sheet = ""
    while not until.over():
        if not sheet:
            sheet = new_sheet(browser)
            think(rng, mean)
            continue
        status, _headers, page = browser.request("GET", sheet)
        token, version = CSRF.search(page), VERSION.search(page)
        if status != 200 or token is None or version is None:
            think(rng, mean)
            continue
        think(rng, mean)
        form = {f"deal-{k}": v for k, v in rng.choice(COINCHE).items()}
        form |= {"csrfmiddlewaretoken": token.group(1), "version": version.group(1)}
        status, headers, _body = browser.request("POST", f"{sheet}ajouter/deal/", form)
        game = sheet.strip("/").rsplit("/", 1)[-1]
        with LOCK:
            if status == 302 and headers.get("Location", "").startswith(sheet):
                browser.record.lines[game] += 1
            else:
                browser.record.lines_failed[game] += 1


def new_sheet(browser: Browser) -> str:
    status, _headers, page = browser.request("GET", "/carnet/nouvelle/coinche/")
    token = CSRF.search(page)
    if status != 200 or token is None:
        return ""
    form = {"target": "100000", "csrfmiddlewaretoken": token.group(1)}
    status, headers, _body = browser.request("POST", "/carnet/nouvelle/coinche/", form)
    return headers.get("Location", "") if status == 302 else ""


def reader(browser: Browser, rng: random.Random, seed: int, until: Until, mean: float) -> None:
    """A learner (one answer gives it a session in the database) who then reads rule pages."""
    learner(browser, rng, range(seed, seed + 1), until, 0)
    while not until.over():
        browser.request("GET", rng.choice(READING))
        think(rng, mean)


ROLES = {
    "learner": "127.0.1",
    "table": "127.0.3",
    "scorer": "127.0.5",
    "reader": "127.0.7",
    "people": "127.0.9",
}


@dataclass(frozen=True)
class Until:
    """When clients stop: not before ``deadline``, then once the fault is over (``stop`` exists)
    or at ``latest``, whichever comes first."""

    deadline: float
    stop: str
    latest: float

    def over(self) -> bool:
        now = time.time()
        return now >= self.latest or (now >= self.deadline and Path(self.stop).exists())


@dataclass(frozen=True)
class Job:
    """One client of one phase."""

    role: str
    index: int
    phase: int
    port: int
    certificate: str
    until: Until
    think: float


def run(job: Job, record: Record) -> None:
    rng = random.Random(f"{job.role}-{job.phase}-{job.index}")
    address = f"{ROLES[job.role]}.{1 + job.index}"
    browser = Browser(job.port, address, job.certificate, job.role, record)
    if job.role == "learner":
        first = 100_000_000 + job.phase * 10_000_000 + job.index * 10_000
        learner(browser, rng, range(first, first + 10_000), job.until, job.think)
    elif job.role == "table":
        Player(browser, rng, job.index).play(job.until, job.think)
    elif job.role == "scorer":
        scorer(browser, rng, job.until, job.think)
    elif job.role == "people":
        from bench.cluster_people import people  # it builds on this module's browser

        people(job, record)
    else:
        reader(browser, rng, 900_000_000 + job.phase * 1000 + job.index, job.until, job.think)


def run_all(jobs: list[Job]) -> Record:
    """Every job of one process, each in its thread."""
    record = Record()
    threads = [threading.Thread(target=run, args=(job, record)) for job in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return record
