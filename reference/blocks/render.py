"""Rendering a block's template (``templates/reference/blocks/<name>.html``)."""

from __future__ import annotations

from django.template.loader import render_to_string


def block_template(template: str, **context: object) -> str:
    """The HTML of a block's template with ``context``."""
    return render_to_string(f"reference/blocks/{template}.html", context)
