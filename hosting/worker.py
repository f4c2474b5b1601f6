"""The worker ``make serve`` runs under gunicorn: uvicorn's ASGI worker, so that one server
answers the pages and holds the push channel's WebSockets (« Jouer ensemble »).

The client's address is the app's to read (``guard.clients``: the last entries of
``X-Forwarded-For`` behind ``ATOUT_TRUSTED_PROXIES``), so uvicorn leaves the headers alone.
uvicorn pings each open WebSocket every 20 s and drops one that does not answer within 20 s:
a phone that vanished without closing stops counting as a screen within 40 s.
"""

from __future__ import annotations

from typing import Any, ClassVar

from uvicorn_worker import UvicornWorker


class Worker(UvicornWorker):  # type: ignore[misc]  # gunicorn is untyped
    """uvicorn's gunicorn worker, with the app reading the forwarded headers itself."""

    CONFIG_KWARGS: ClassVar[dict[str, Any]] = {
        "loop": "asyncio",
        "http": "h11",
        "ws": "websockets-sansio",
        "proxy_headers": False,
        "ws_ping_interval": 20.0,
        "ws_ping_timeout": 20.0,
        "lifespan": "off",
    }
