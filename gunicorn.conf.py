"""gunicorn settings for `make serve`: uvicorn's ASGI workers (``hosting.worker``: the pages
and the push channel's WebSockets), as many as WEB_CONCURRENCY, rule pages rendered once
before the server listens, and a folder of its own for each server on a host.

Serve them behind a proxy that buffers requests and passes the WebSockets on (README,
Hosting; deploy/nginx-atout.conf; measured by bench/slow_clients.py).

The access log is Django's (``atout.access``, hosting/logs.py: the client address as the limits
see it, the query, the request id), so gunicorn writes none. Each server (one ``HOST:PORT``)
keeps in its own runtime folder — systemd's ``RuntimeDirectory``, else ``.run/HOST-PORT`` in the
project — its control socket (``gunicornc -s FOLDER/gunicorn.ctl``) and the counters its
workers share for ``/metrics``: two servers on one host never share either.
"""

from __future__ import annotations

import os
from pathlib import Path

host, port = os.environ.get("HOST", "127.0.0.1"), os.environ.get("PORT", "8000")
bind = f"{host}:{port}"
workers = int(os.environ.get("WEB_CONCURRENCY", "3"))
worker_class = "hosting.worker.Worker"
accesslog = None
graceful_timeout = 20
# The app is loaded once in the master: a restarted or replacement worker is forked ready, so
# a killed worker or a reload (SIGHUP) leaves no gap in service.
preload_app = True

RUNTIME = Path(
    os.environ.get("RUNTIME_DIRECTORY")
    or Path(__file__).resolve().parent / ".run" / f"{host.strip('[]')}-{port}"
)
METRICS = RUNTIME / "metrics"
control_socket = str(RUNTIME / "gunicorn.ctl")
# Read by prometheus_client when the app is loaded (before any hook runs, the app being
# preloaded): every worker adds into this folder, emptied first of a previous run's counters.
os.environ["PROMETHEUS_MULTIPROC_DIR"] = str(METRICS)
METRICS.mkdir(parents=True, exist_ok=True, mode=0o700)
for stale in METRICS.glob("*.db"):
    stale.unlink()


def child_exit(server: object, worker: object) -> None:
    """A worker's gauges leave with it."""
    from prometheus_client import multiprocess

    multiprocess.mark_process_dead(worker.pid)  # type: ignore[attr-defined]


def on_starting(server: object) -> None:
    """Render every rule page in both languages and build the search index once, in the
    master, before the server listens: every worker is forked with them (the render costs
    seconds of CPU, once per server instead of once per worker), and until they are ready the
    server refuses connections, which nginx passes to another server at once (even a form
    post), where a listening but busy server would hold them."""
    from reference.engine import DOCUMENTS
    from reference.rulebook import has_source, render_page
    from reference.search import warm

    for slug in [d.slug for d in DOCUMENTS] + ["glossaire"]:
        if has_source(slug):
            for language in ("fr", "en"):
                render_page(slug, language)
    for language in ("fr", "en"):
        warm(language)  # the search index, built from the rendered pages
