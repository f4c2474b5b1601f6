"""gunicorn settings for `make serve`: workers from WEB_CONCURRENCY, an access log that records
each request's server time, and rule pages rendered once per worker before it takes requests."""

from __future__ import annotations

import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", "3"))
accesslog = "-"
# status, method and path, then the time Django took in microseconds (read by bench/load.py)
access_log_format = '%(s)s %(m)s "%(U)s" %(D)s'
graceful_timeout = 20


def post_worker_init(worker: object) -> None:
    """Render every rule page in both languages, so no reader pays for the first render."""
    from reference.engine import DOCUMENTS
    from reference.rulebook import has_source, render_page

    for slug in [d.slug for d in DOCUMENTS] + ["glossaire"]:
        if has_source(slug):
            for language in ("fr", "en"):
                render_page(slug, language)
