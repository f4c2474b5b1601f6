"""Request ids in every log line, and the access log.

``RequestLogMiddleware`` (``hosting.middleware``) sets the request's id for the time Django
handles it; ``RequestIdFilter`` writes it into every log record of that request (errors
included), and ``-`` outside a request. The access log is one line per request on the
``atout.access`` logger: client address as the limits count it (``guard.clients``), method,
path with its query, status, server time and request id.
"""

from __future__ import annotations

import logging
import re
from contextvars import ContextVar

REQUEST_ID: ContextVar[str] = ContextVar("request_id", default="-")

#: What an id received from the proxy must look like (nginx's ``$request_id`` is 32 hex
#: digits); anything else is replaced, so that a client cannot write into the logs.
WELL_FORMED_ID = re.compile(r"[A-Za-z0-9._-]{8,64}")

access = logging.getLogger("atout.access")


class RequestIdFilter(logging.Filter):
    """Adds ``request_id`` to every record (the current request's, or ``-``)."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = REQUEST_ID.get()
        return True
