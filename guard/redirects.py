"""Redirects to a place the visitor named (``?next=``, a form's ``suite``): only to a path of
this site, whatever was sent.

Django's ``redirect()`` takes a string without a slash for a view name, so a value such as
``accueil`` raised ``NoReverseMatch`` (a 500); a value with a line break would be refused when
the header is written. Every such redirect goes through ``local_redirect``.
"""

from __future__ import annotations

from django.http import HttpRequest, HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme

#: Longer targets are not paths any page of the site sends.
MAX_TARGET = 2000


def local_path(request: HttpRequest, target: str) -> str | None:
    """``target`` if it is a path of this site (``/…``, printable ASCII), else ``None``."""
    if not target or len(target) > MAX_TARGET or not target.startswith("/"):
        return None
    if target.startswith(("//", "/\\")) or not all(33 <= ord(c) < 127 for c in target):
        return None
    if not url_has_allowed_host_and_scheme(target, {request.get_host()}, request.is_secure()):
        return None
    return target


def local_redirect(request: HttpRequest, target: str, fallback: str) -> HttpResponseRedirect:
    """A redirect to ``target`` when it is a path of this site, else to ``fallback``."""
    return HttpResponseRedirect(local_path(request, target) or fallback)
