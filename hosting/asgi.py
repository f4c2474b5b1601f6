"""The pages' ASGI handler: Django's, with the middlewares and the view run as under WSGI, in
one go in the request's thread.

Django's own handler builds its middleware chain for an event loop. Every middleware written
for threads (all of Django's and ours) is adapted to it, and those built on ``MiddlewareMixin``
call each hook through ``sync_to_async`` while the handler below them is asynchronous: an
exercise page went back and forth between the event loop and its thread eight times, which cost
more CPU than the page itself (5.8 ms in-process against 2.5 ms for the same chain built for
threads). Here the chain is built for threads and the whole of it, middlewares and view, is one
``sync_to_async`` call; the event loop still reads the request, sends the response and serves
the push channel's WebSockets.
"""

from __future__ import annotations

from asgiref.sync import sync_to_async
from django.core.handlers.asgi import ASGIHandler
from django.http import HttpRequest, HttpResponseBase


class PagesHandler(ASGIHandler):
    """Django's ASGI handler with its middleware chain built for threads."""

    def load_middleware(self, is_async: bool = False) -> None:
        super().load_middleware(is_async=False)

    async def get_response_async(self, request: HttpRequest) -> HttpResponseBase:
        return await sync_to_async(self.get_response, thread_sensitive=True)(request)
