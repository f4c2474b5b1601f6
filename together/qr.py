"""The invitation as a QR code, drawn on the server as SVG (segno): nothing fetched, no
script."""

from __future__ import annotations

import io

import segno


def qr_svg(url: str) -> bytes:
    """An SVG image of ``url`` as a QR code, readable by a phone's camera."""
    out = io.BytesIO()
    segno.make(url, error="m").save(out, kind="svg", scale=6, border=2, xmldecl=False)
    return out.getvalue()
