"""The client's address, read correctly behind reverse proxies.

Without a proxy, the address is the connection's (``REMOTE_ADDR``). Behind ``N`` trusted
proxies (``ATOUT_TRUSTED_PROXIES=N``), each proxy appends the address it received the request
from to ``X-Forwarded-For``, so the client is the ``N``-th entry from the right: entries further
left were written by the client itself and prove nothing. A request that carries fewer entries
did not come through every proxy; it is counted under the connection's address.
"""

from __future__ import annotations

import ipaddress

from django.conf import settings
from django.http import HttpRequest

#: The address of requests whose address cannot be read (they share one set of counts).
UNKNOWN = "unknown"
#: An IPv6 client usually holds a whole /64: it is counted as one address.
IPV6_PREFIX = 64


def client_address(request: HttpRequest) -> str:
    """The client's IP address as text, or ``UNKNOWN``."""
    address = request.META.get("REMOTE_ADDR", "")
    hops = settings.TRUSTED_PROXIES
    if hops:
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "").split(",")
        if len(forwarded) >= hops and forwarded[-hops].strip():
            address = forwarded[-hops].strip()
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return UNKNOWN
    if isinstance(parsed, ipaddress.IPv6Address) and parsed.ipv4_mapped:
        return str(parsed.ipv4_mapped)
    return str(parsed)


def client_key(request: HttpRequest) -> str:
    """What the limits count by: the IPv4 address, or the IPv6 address's /64 network."""
    address = client_address(request)
    if ":" not in address:
        return address
    return str(ipaddress.ip_network(f"{address}/{IPV6_PREFIX}", strict=False))


def login_address(request: HttpRequest) -> str | None:
    """The address django-axes records a login attempt under: the client's IP address, or
    ``None`` when it cannot be read (the database stores addresses as IP addresses)."""
    address = client_address(request)
    return None if address == UNKNOWN else address
