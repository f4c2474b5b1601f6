"""A rule shown whole in a lesson: one section of the rule page, cut from the rendered page
with everything in it (paragraphs, lists, tables, worked examples, notes), its links kept
working.

A section runs from its heading to the next heading of the same level or above. A link to an
anchor inside the section stays as it is; a link to another anchor of the page points to the
rule page.
"""

from __future__ import annotations

import re

from django.utils.safestring import SafeString, mark_safe

from reference.rulebook import page_url, render_page

HEADING = re.compile(r'<h([23])[^>]* id="([^"]+)"')
LOCAL_LINK = re.compile(r'href="#([^"]+)"')
WRAPPERS = re.compile(
    r'<section class="rule-section"[^>]*>|</section>|<p class="back-to-top">.*?</p>'
)


def section_html(slug: str, language: str, section: str) -> SafeString:
    """The section ``section`` of the document ``slug``, whole ("" when the page lacks it)."""
    body = str(render_page(slug, language).body)
    start = next((m for m in HEADING.finditer(body) if m.group(2) == section), None)
    if start is None:
        return mark_safe("")
    level = int(start.group(1))
    end = next(
        (m.start() for m in HEADING.finditer(body, start.end()) if int(m.group(1)) <= level),
        len(body),
    )
    fragment = WRAPPERS.sub("", body[start.start() : end])
    inside = set(re.findall(r' id="([^"]+)"', fragment))
    page = page_url(slug)

    def link(match: re.Match[str]) -> str:
        anchor = match.group(1)
        return match.group(0) if anchor in inside else f'href="{page}#{anchor}"'

    return mark_safe(LOCAL_LINK.sub(link, fragment))
