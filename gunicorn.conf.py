"""gunicorn settings for `make serve`: workers from WEB_CONCURRENCY, an access log that records
each request's server time, and rule pages rendered once per worker before it takes requests.

The sync workers read each request themselves, so a client that never finishes its request
header holds one: serve them behind a proxy that buffers requests (README, Hosting;
deploy/nginx-atout.conf; measured by bench/slow_clients.py)."""

from __future__ import annotations

import os
import threading

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", "3"))
accesslog = "-"
# status, method and path, then the time Django took in microseconds (read by bench/load.py)
access_log_format = '%(s)s %(m)s "%(U)s" %(D)s'
graceful_timeout = 20
# The app is loaded once in the master: a restarted or replacement worker is forked ready, so
# a killed worker or a reload (SIGHUP) leaves no gap in service.
preload_app = True


def post_worker_init(worker: object) -> None:
    """Render every rule page in both languages and build the search index in the background,
    so that no reader pays for a first render and a restarted worker takes requests at once."""
    threading.Thread(target=_warm_rule_pages, daemon=True).start()


def _warm_rule_pages() -> None:
    from reference.engine import DOCUMENTS
    from reference.rulebook import has_source, render_page
    from reference.search import warm

    for slug in [d.slug for d in DOCUMENTS] + ["glossaire"]:
        if has_source(slug):
            for language in ("fr", "en"):
                render_page(slug, language)
    for language in ("fr", "en"):
        warm(language)  # the search index, built from the rendered pages
