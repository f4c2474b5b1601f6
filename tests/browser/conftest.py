"""Browser tests: Playwright drives Debian's Chromium (no browser download) against live_server."""

from __future__ import annotations

import pytest
from playwright.sync_api import ConsoleMessage, Page

CHROMIUM = "/usr/bin/chromium"
# Flags the closed network here needs: no background connections, no sandbox as root.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture
def site(live_server, page):
    """A page object bound to the live server: ``site.goto("/path")``."""

    class Site:
        url = live_server.url

        def goto(self, path: str):
            return page.goto(f"{live_server.url}{path}")

    return Site()


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    """French first, as the site's readers are: Chromium would otherwise ask for English."""
    return {**browser_context_args, "locale": "fr-FR"}


@pytest.fixture
def console_errors(page: Page) -> list[str]:
    """Every console error and uncaught exception of ``page``, as it happens (the content
    security policy's refusals among them)."""
    seen: list[str] = []

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            seen.append(f"{page.url}: {message.text}")

    page.on("console", on_console)
    page.on("pageerror", lambda error: seen.append(f"{page.url}: {error}"))
    return seen
