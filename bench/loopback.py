"""App servers on loopback as ``make serve`` runs them (gunicorn with uvicorn's ASGI workers,
``gunicorn.conf.py``), and people who reach them by real HTTP and WebSockets: the tests of
several app servers sharing Redis (``tests/hosting/test_push_servers.py``) and
``bench/together.py``.

A person's browser here is a session cookie (taken from a test client that joined the table)
and a CSRF cookie of its own; a screen is a WebSocket on ``/ws/ensemble/…``.
"""

from __future__ import annotations

import http.client
import os
import re
import secrets
import signal
import socket
import subprocess
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parent.parent
HOST = "127.0.0.1"
VERSION_SHOWN = re.compile(r'id="table-area"[^>]*data-version="(\d+)"')


def free_port() -> int:
    """A loopback port nobody listens on now."""
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


@dataclass
class Server:
    """One app server: gunicorn's master (its own process group) and its workers."""

    port: int
    process: subprocess.Popen[bytes]

    def kill(self) -> None:
        """kill -9 of the master and its workers: the server dies without closing anything."""
        with suppress(ProcessLookupError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=30)


def start(port: int, environment: dict[str, str], log: Path, workers: int = 1) -> Server:
    """``make serve``'s command on ``port`` (static files from the finders: no collectstatic)."""
    env = {
        **environment,
        "HOST": HOST,
        "PORT": str(port),
        "WEB_CONCURRENCY": str(workers),
        "DJANGO_SETTINGS_MODULE": "config.settings_test",
        "RUNTIME_DIRECTORY": str(log.parent / f"run-{port}"),
    }
    process = subprocess.Popen(
        [str(ROOT / ".venv/bin/gunicorn"), "config.asgi:application", "-c", "gunicorn.conf.py"],
        cwd=ROOT,
        env=env,
        stdout=log.open("ab"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    return Server(port, process)


def wait_serving(servers: list[Server], limit: float = 120) -> None:
    """Until every server answers ``/sante/vivant/``; an error naming the one that does not."""
    deadline = time.monotonic() + limit
    waiting = list(servers)
    while waiting and time.monotonic() < deadline:
        waiting = [s for s in waiting if s.process.poll() is None and not _alive(s.port)]
        if any(s.process.poll() is not None for s in waiting):
            break
        time.sleep(0.2)
    if waiting:
        raise RuntimeError(f"app server on port {waiting[0].port} is not serving")


def _alive(port: int) -> bool:
    with suppress(OSError, http.client.HTTPException):
        connection = http.client.HTTPConnection(HOST, port, timeout=2)
        connection.request("GET", "/sante/vivant/")
        return connection.getresponse().status == 200
    return False


@contextmanager
def servers(
    count: int,
    environment: dict[str, str],
    folder: Path,
    workers: int = 1,
    ports: Sequence[int] = (),
) -> Iterator[list[Server]]:
    """``count`` app servers started together (on ``ports``, else on free ones), serving;
    killed on exit."""
    chosen = list(ports) or [free_port() for _ in range(count)]
    started = [start(port, environment, folder / f"server-{port}.log", workers) for port in chosen]
    try:
        wait_serving(started)
        yield started
    finally:
        for server in started:
            if server.process.poll() is None:
                server.kill()


class Browser:
    """A person's browser: their session cookie, a CSRF cookie, plain HTTP to one server."""

    def __init__(self, session: str) -> None:
        self.csrf = secrets.token_urlsafe(24).replace("-", "a").replace("_", "b")[:32]
        self.cookie = f"sessionid={session}; csrftoken={self.csrf}"

    def request(
        self, port: int, method: str, path: str, form: dict[str, str] | None = None
    ) -> tuple[int, str]:
        """Status and body."""
        headers = {"Cookie": self.cookie, "Host": f"{HOST}:{port}"}
        body = None
        if form is not None:
            body = urlencode(form)
            headers |= {
                "Content-Type": "application/x-www-form-urlencoded",
                "X-CSRFToken": self.csrf,
            }
        connection = http.client.HTTPConnection(HOST, port, timeout=30)
        try:
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            return response.status, response.read().decode()
        finally:
            connection.close()

    def version_shown(self, port: int, path: str) -> int:
        """The table's version as this person's page shows it, fetched from ``port``."""
        status, html = self.request(port, "GET", path)
        found = VERSION_SHOWN.search(html)
        if status != 200 or found is None:
            raise AssertionError(f"no table page ({status})")
        return int(found.group(1))


def screen_url(port: int, address: str) -> str:
    """The WebSocket URL of a push address (``together.views.push_address``) on ``port``."""
    return f"ws://{HOST}:{port}{address}"


def origin(port: int) -> str:
    return f"http://{HOST}:{port}"
