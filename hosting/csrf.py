"""The CSRF cookie sent only when it is new.

Django sends the CSRF cookie again on every response whose page holds a token, to renew its
expiry. A request that left before a login (the service worker keeping the glossary while the
sign-up form is sent) then comes back after it with the old cookie and overwrites the new one,
and the next form fails as « Formulaire expiré ». Placed after Django's ``CsrfViewMiddleware``,
this sees the response first and keeps the cookie out of it when it is the one the request
carried: it goes out when none came, a login turned it, or Django rewrote an old format."""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase
from django.utils.cache import patch_vary_headers


class CsrfCookieWhenNewMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponseBase]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        carried = request.COOKIES.get(settings.CSRF_COOKIE_NAME)
        same = carried is not None and carried == request.META.get("CSRF_COOKIE")
        if request.META.get("CSRF_COOKIE_NEEDS_UPDATE") and same:
            request.META["CSRF_COOKIE_NEEDS_UPDATE"] = False
            patch_vary_headers(response, ("Cookie",))  # the page still holds a token
        return response
