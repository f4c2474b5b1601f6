"""Limits per client address, for clients with or without cookies.

Each limit allows ``count`` requests per ``seconds`` from one address (``client_key``), counted
in the database so that every worker and every server agrees. The count is a sliding window
estimated from two fixed windows (the current one, and the previous one weighted by how much
of it still overlaps): no burst of twice the limit across a window's edge. The increment is
one atomic upsert (``INSERT … ON CONFLICT DO UPDATE SET hits = hits + 1``) that also reads
the previous window: one statement per check, and concurrent requests never lose a count.

The limits and their defaults are in ``config/settings.py`` (``ADDRESS_LIMITS``). A view that
counts requests against a limit says so with ``@limited(name, …)``: ``allows`` refuses to count
for a view that did not, and ``limited_endpoints`` lists every such view of the site (the tests
run each one behind a proxy with several client addresses).

Accounts have bounds of their own (a teacher's sets, exercises and classes per hour):
``account_allows`` counts them in the same table, by account instead of by address.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.db import connection
from django.http import HttpRequest
from django.urls import URLPattern, URLResolver, get_resolver

from guard.clients import client_key
from guard.models import RateCount


@dataclass(frozen=True)
class Limit:
    """At most ``count`` requests per ``seconds`` from one address."""

    name: str
    count: int
    seconds: int


def limit(name: str) -> Limit:
    """The limit called ``name`` as configured."""
    count, seconds = settings.ADDRESS_LIMITS[name]
    return Limit(name, count, seconds)


LIMITS_ATTRIBUTE = "atout_limits"

type View = Callable[..., Any]


def limited[V: View](*names: str) -> Callable[[V], V]:
    """Mark a view as counting its requests against the limits ``names`` (it calls ``allows``
    itself, where the request is known to count)."""
    unknown = [n for n in names if n not in settings.ADDRESS_LIMITS]
    if unknown:
        raise ImproperlyConfigured(f"no limit called {unknown}: see ADDRESS_LIMITS")

    def mark(view: V) -> V:
        setattr(view, LIMITS_ATTRIBUTE, (*getattr(view, LIMITS_ATTRIBUTE, ()), *names))
        return view

    return mark


def limited_endpoints() -> Iterator[tuple[str, tuple[str, ...]]]:
    """Every URL name of the site whose view counts against limits, with their names."""

    def walk(patterns: list[Any], prefix: str) -> Iterator[tuple[str, tuple[str, ...]]]:
        for entry in patterns:
            if isinstance(entry, URLResolver):
                space = f"{prefix}{entry.namespace}:" if entry.namespace else prefix
                yield from walk(entry.url_patterns, space)
            elif isinstance(entry, URLPattern):
                names = getattr(entry.callback, LIMITS_ATTRIBUTE, ())
                if names:
                    yield f"{prefix}{entry.name}", tuple(names)

    yield from walk(get_resolver().url_patterns, "")


def _declared(request: HttpRequest, name: str) -> None:
    match = getattr(request, "resolver_match", None)
    if match is not None and name not in getattr(match.func, LIMITS_ATTRIBUTE, ()):
        raise ImproperlyConfigured(
            f"{match.view_name} counts {name!r}: declare it with @guard.limits.limited"
        )


def allows(request: HttpRequest, name: str) -> bool:
    """Count one more request of the kind ``name`` from this client; whether it is allowed."""
    _declared(request, name)
    rule = limit(name)
    return _hit(f"{name}:{client_key(request)}", rule, time.time()) <= rule.count


def spent(request: HttpRequest, name: str) -> bool:
    """Whether this client has used up ``name`` already (nothing is counted: ``allows``
    counts the requests that cost, a join code that was wrong for instance)."""
    _declared(request, name)
    rule = limit(name)
    return _estimate(f"{name}:{client_key(request)}", rule, time.time()) >= rule.count


def account_allows(account: int, name: str, amount: int = 1) -> bool:
    """Count ``amount`` more of ``name`` (a limit of ``ACCOUNT_LIMITS``) for one account, if
    they fit; whether they did (what does not fit is not counted)."""
    count, seconds = settings.ACCOUNT_LIMITS[name]
    rule = Limit(name, count, seconds)
    key = f"{name}:account:{account}"
    now = time.time()
    if _estimate(key, rule, now) + amount > rule.count:
        return False
    _hit(key, rule, now, amount)
    return True


def _estimate(key: str, rule: Limit, now: float) -> float:
    """The sliding-window estimate of the count, nothing added."""
    window, into = divmod(now, rule.seconds)
    current = int(window)
    counts = RateCount.objects.filter(key=key, window__in=(current - 1, current))
    hits = dict(counts.values_list("window", "hits"))
    return hits.get(current, 0) + hits.get(current - 1, 0) * (1 - into / rule.seconds)


def _hit(key: str, rule: Limit, now: float, amount: int = 1) -> float:
    """Add ``amount`` to the current window's count; the sliding-window estimate, these
    included. One statement (``_upsert``): the count's row is created or incremented
    atomically, and the previous window's count read along with it."""
    window, into = divmod(now, rule.seconds)
    current = int(window)
    expires = datetime.fromtimestamp((current + 2) * rule.seconds, tz=UTC)
    with connection.cursor() as cursor:
        cursor.execute(_upsert(), [key, current, amount, expires, key, current - 1])
        hits, previous = cursor.fetchone()
    return float(hits + (previous or 0) * (1 - into / rule.seconds))


def _upsert() -> str:
    """``INSERT … ON CONFLICT DO UPDATE … RETURNING``, which SQLite and PostgreSQL both read:
    the current window's new count, and the previous window's."""
    table = connection.ops.quote_name(RateCount._meta.db_table)
    window = connection.ops.quote_name("window")  # a reserved word in PostgreSQL
    return (
        f"INSERT INTO {table} (key, {window}, hits, expires) VALUES (%s, %s, %s, %s) "
        f"ON CONFLICT (key, {window}) DO UPDATE SET hits = {table}.hits + excluded.hits "
        f"RETURNING hits, (SELECT p.hits FROM {table} p WHERE p.key = %s AND p.{window} = %s)"
    )
