"""The push channel's address: ``/ws/ensemble/<table>/`` (the table's public address)."""

from __future__ import annotations

from django.urls import re_path

from together.consumers import TableConsumer

websocket_urlpatterns = [
    re_path(r"^ws/ensemble/(?P<public_id>[A-Za-z0-9_-]{22})/$", TableConsumer.as_asgi()),
]
