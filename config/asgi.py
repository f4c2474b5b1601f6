"""ASGI entry point: the pages (Django) and the push channel of « Jouer ensemble »
(WebSockets, Django Channels). ``make run`` serves it through daphne's runserver, ``make serve``
through gunicorn's uvicorn workers (``hosting.worker``)."""

from __future__ import annotations

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

# Django is set up before the consumers are imported (they import models).
django_application = get_asgi_application()

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402
from channels.security.websocket import AllowedHostsOriginValidator  # noqa: E402

from together.routing import websocket_urlpatterns  # noqa: E402

application = ProtocolTypeRouter(
    {
        "http": django_application,
        "websocket": AllowedHostsOriginValidator(URLRouter(websocket_urlpatterns)),
    }
)
