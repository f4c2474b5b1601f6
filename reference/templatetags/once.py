"""``{% once %}…{% endonce %}``: a part of a layout that is the same on every page in a given
language (the site's menu, its links to the style sheets), drawn once per language and address
prefix, then reused: nothing inside may read the request, the user or the page's context."""

from __future__ import annotations

from typing import Any

from django import template
from django.template.base import NodeList, Parser, Token
from django.template.context import Context
from django.urls import get_script_prefix
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

register = template.Library()


class OnceNode(template.Node):
    """The block's HTML, kept per language and prefix (no block of the page is inside it: a
    page that extends the layout need not look there)."""

    child_nodelists = ()

    def __init__(self, nodelist: NodeList) -> None:
        self.nodelist = nodelist
        self.drawn: dict[tuple[str, str], SafeString] = {}

    def render(self, context: Context) -> Any:
        key = (get_language() or "", get_script_prefix())
        html = self.drawn.get(key)
        if html is None:
            html = self.drawn[key] = mark_safe(self.nodelist.render(context))
        return html


@register.tag
def once(parser: Parser, token: Token) -> OnceNode:
    """``{% once %}`` … ``{% endonce %}``."""
    nodelist = parser.parse(("endonce",))
    parser.delete_first_token()
    return OnceNode(nodelist)
