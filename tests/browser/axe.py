"""axe-core's accessibility check of what a page shows, one helper for every browser test.

axe's 570 KB script goes into a page once, not before every check as axe-playwright-python
does (a check after an htmx swap finds it there); it runs with that package's options
(violations only) and answers with one line per rule broken, where on the page included.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import axe_playwright_python
from playwright.sync_api import Page

SCRIPT = Path(axe_playwright_python.__file__).with_name("axe.min.js")
CHECK = """() => axe.run({resultTypes: ["violations"]}).then((results) =>
  results.violations.map((v) =>
    `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target).slice(0, 5))}`))"""


def axe_violations(page: Page) -> list[str]:
    """The rules axe finds broken on ``page`` as it is now (``[]``: none)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(_script())  # evaluated, not a <script> the pages' CSP would refuse
    return list(page.evaluate(CHECK))


@cache
def _script() -> str:
    return SCRIPT.read_text(encoding="utf-8")
