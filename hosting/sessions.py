"""Sessions in the database, read as absent where a page can do without them.

A page marked ``@readable_without_database`` (the rule pages) still answers a visitor whose
session cookie cannot be looked up because the database does not answer: the session is
treated as empty for that request (no account, no history), and it is never written, so the
cookie and the session it names are kept for when the database is back. Every other page
meets the database's error, and its readable 503 (``hosting.errors``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib.sessions.backends import db
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse


class SessionStore(db.SessionStore):
    """Django's database sessions, with an absent reading when the database is away."""

    absent_when_unreachable = False
    """Set for the pages that need no database (``readable_without_database``)."""
    unreachable = False
    """Whether this request's session could not be read (it is then never written)."""

    def load(self) -> dict[str, Any]:
        try:
            return super().load()
        except (OperationalError, InterfaceError):
            if not self.absent_when_unreachable:
                raise
            self.unreachable = True
            return {}

    def save(self, must_create: bool = False) -> None:
        if self.unreachable:
            raise OperationalError("the session could not be read, so it is not written")
        super().save(must_create)


def readable_without_database[**P](
    view: Callable[P, HttpResponse],
) -> Callable[P, HttpResponse]:
    """Mark a view whose page needs no database: its session is read as absent when the
    database does not answer."""

    @wraps(view)
    def marked(*args: P.args, **kwargs: P.kwargs) -> HttpResponse:
        request = args[0]
        assert isinstance(request, HttpRequest)
        session = getattr(request, "session", None)
        if isinstance(session, SessionStore):
            session.absent_when_unreachable = True
        return view(*args, **kwargs)

    return marked
