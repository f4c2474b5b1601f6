"""Fixtures of the hosting tests."""

from __future__ import annotations

import os
from unittest import mock

import pytest
from django.db import connection, connections


@pytest.fixture
def database_away(django_db_blocker):
    """Every connection to the database is refused; yields the mock counting the attempts."""
    # libpq's message, with its hint on a second line
    refused = connection.Database.OperationalError(
        "connection refused\n\tIs the server running on that host and accepting TCP/IP connections?"
    )
    with django_db_blocker.unblock():
        connection.close()
        with mock.patch.object(
            type(connections["default"]), "get_new_connection", side_effect=refused
        ) as attempts:
            yield attempts
        connection.close()


@pytest.fixture(scope="session")
def redis_url() -> str:
    """The throwaway Redis that ``make test`` and ``make test-pg`` start (scripts/test-redis).
    Without it the test is skipped and says why; under CI (``CI`` set) it fails instead."""
    url = os.environ.get("ATOUT_TEST_REDIS_URL", "")
    if not url:
        missing = "no Redis: ATOUT_TEST_REDIS_URL is unset (run through scripts/test-redis, as make test does)"
        if os.environ.get("CI"):
            pytest.fail(missing)
        pytest.skip(missing)
    return url
