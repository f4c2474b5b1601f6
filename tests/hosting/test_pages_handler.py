"""The pages through the ASGI application ``make serve`` runs: served whole, the database
reached, and each page's middlewares and view run in one go in the request's thread (Django's
own handler went back and forth between the event loop and that thread for every middleware
built on ``MiddlewareMixin``, which cost more CPU than the page)."""

from __future__ import annotations

import asyncio
from typing import Any
from unittest import mock

import pytest
from asgiref.sync import SyncToAsync
from channels.testing import HttpCommunicator
from django.urls import reverse

from config.asgi import application

pytestmark = pytest.mark.django_db(transaction=True)

EXERCISE = reverse(
    "trainer:exercise", args=["coinche", "standard", "qui-remporte-le-pli", "facile", "7"]
)


def served(path: str) -> tuple[dict[str, Any], int]:
    """The response to a GET of ``path`` through the ASGI application, and how many times
    its handling handed work to a thread."""
    original = SyncToAsync.__call__
    handed = 0

    async def counted(self: SyncToAsync, *args: Any, **kwargs: Any) -> Any:
        nonlocal handed
        handed += 1
        return await original(self, *args, **kwargs)

    async def request() -> dict[str, Any]:
        communicator = HttpCommunicator(
            application, "GET", path, headers=[(b"host", b"testserver")]
        )
        return dict(await communicator.get_response(timeout=10))

    with mock.patch.object(SyncToAsync, "__call__", counted):
        response = asyncio.run(request())
    return response, handed


def test_an_exercise_page_is_served_whole():
    response, _handed = served(EXERCISE)
    assert response["status"] == 200
    body = response["body"].decode()
    assert 'name="shown"' in body and body.rstrip().endswith("</html>")


def test_the_health_check_reaches_the_database():
    response, _handed = served("/sante/")
    assert (response["status"], response["body"]) == (200, b"ok")


def test_a_page_goes_to_its_thread_once_besides_the_request_signals():
    _response, handed = served(EXERCISE)
    # request_started's receivers, the page (middlewares and view), the response's close
    assert handed <= 3
