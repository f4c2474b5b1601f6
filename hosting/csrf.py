"""Django's CSRF check, without sending back the cookie a request already carried.

Django sends the CSRF cookie again on every response whose page holds a token, to renew its
expiry. A request that left before a login (the service worker keeping the glossary while the
sign-up form is sent) then comes back after it with the old cookie and overwrites the new one,
and the next form fails as « Formulaire expiré ». A response here sends the cookie only when
it is new: none came, a login turned it, or Django rewrote an old format."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponseBase
from django.middleware.csrf import CsrfViewMiddleware
from django.utils.cache import patch_vary_headers


class CsrfMiddleware(CsrfViewMiddleware):
    def process_response(
        self, request: HttpRequest, response: HttpResponseBase
    ) -> HttpResponseBase:
        carried = request.COOKIES.get(settings.CSRF_COOKIE_NAME)
        same = carried == request.META.get("CSRF_COOKIE")
        if request.META.get("CSRF_COOKIE_NEEDS_UPDATE") and same:
            request.META["CSRF_COOKIE_NEEDS_UPDATE"] = False
            patch_vary_headers(response, ("Cookie",))
        return super().process_response(request, response)
