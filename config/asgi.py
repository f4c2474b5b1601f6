"""ASGI entry point: the pages (Django, through ``hosting.asgi``: middlewares and view in one
go in the request's thread) and the push channel of « Jouer ensemble » (WebSockets, Django
Channels). ``make run`` serves it through daphne's runserver, ``make serve``
through gunicorn's uvicorn workers (``hosting.worker``)."""

from __future__ import annotations

import os

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

# Django is set up before the consumers are imported (they import models).
django.setup(set_prefix=False)

from hosting.asgi import PagesHandler  # noqa: E402

django_application = PagesHandler()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from together.routing import websocket_urlpatterns  # noqa: E402

application = ProtocolTypeRouter(
    {
        "http": django_application,
        "websocket": AllowedHostsOriginValidator(URLRouter(websocket_urlpatterns)),
    }
)
