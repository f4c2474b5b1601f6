"""A live server that speaks WebSockets: daphne serving ``config.asgi`` on a loopback port, in a
process of its own, on the test's database (pytest-django's ``live_server`` is WSGI only).

The test process and the server share the database file, so a test that uses it needs a
transactional database (what the server writes is committed, and flushed after the test).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from django.conf import settings

ROOT = Path(__file__).resolve().parents[2]
#: The loopback ports this suite's push servers take, one per pytest-xdist worker
#: (``ATOUT_TEST_PORT`` moves them, for two checkouts testing on one machine).
FIRST_PORT, PORTS = int(os.environ.get("ATOUT_TEST_PORT", "8330")), 10
#: Longest wait for the server to answer its health check on a busy machine.
PATIENCE = 30


def port() -> int:
    """This worker's port: gw0 the first, gw1 the next…"""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw")
    return FIRST_PORT + int(worker or 0) % PORTS


def database_url() -> str:
    """The test database, as the server's ``DATABASE_URL`` reads it."""
    db = settings.DATABASES["default"]
    if db["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{db['NAME']}"
    return f"postgres://{db['USER']}:{db['PASSWORD']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"


@contextmanager
def daphne() -> Iterator[str]:
    """Serve the site on loopback until the block ends; its address."""
    address = f"http://127.0.0.1:{port()}"
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings_test",
        "DATABASE_URL": database_url(),
        "PYTHONPATH": str(ROOT),
    }
    command = [sys.executable, "-m", "daphne", "-b", "127.0.0.1", "-p", str(port())]
    with tempfile.TemporaryFile() as log:
        server = subprocess.Popen(
            [*command, "config.asgi:application"], cwd=ROOT, env=env, stdout=log, stderr=log
        )
        try:
            _wait(address, server, log)
            yield address
        finally:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


def _wait(address: str, server: subprocess.Popen[bytes], log: IO[bytes]) -> None:
    deadline = time.monotonic() + PATIENCE
    while time.monotonic() < deadline:
        if server.poll() is not None:
            log.seek(0)
            raise RuntimeError(log.read().decode(errors="replace"))
        try:
            with urllib.request.urlopen(f"{address}/sante/vivant/", timeout=2):
                return
        except (urllib.error.URLError, ConnectionError):
            time.sleep(0.2)
    raise RuntimeError(f"daphne did not answer on {address}")
