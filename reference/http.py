"""The request every view of the site receives: Django's, with the ``htmx`` details that
django-htmx's middleware (in every request's path) sets. One type for the whole site."""

from __future__ import annotations

from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class HtmxHttpRequest(HttpRequest):
    htmx: HtmxDetails
