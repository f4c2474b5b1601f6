"""Fixtures shared by the whole suite, its layers and its Hypothesis profiles.

Every test belongs to exactly one layer, a marker set here when it is not written on the test:

- ``browser``: under tests/browser/ (Playwright driving Chromium against a live server);
- ``slow``: marked by hand (whole-deal loops, Hypothesis floods, crawls of every page);
- ``web``: Django views and services, i.e. anything that reaches the database or a test client;
- ``unit``: the rest, the engine and the words, which never touch the database.

``make test-fast`` runs ``unit or web``; ``make test`` every layer. A test that reaches the
database also gets the ``database`` marker (whatever its layer): the PostgreSQL run selects it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from django.template import Template
from django.test.utils import _TestState
from django.utils import translation
from hypothesis import settings
from whitenoise.middleware import WhiteNoiseMiddleware

LAYERS = ("unit", "web", "slow", "browser")
BROWSER_DIR = str(Path(__file__).resolve().parent / "browser") + os.sep
#: Fixtures that reach the database (or need it to answer a request).
DATABASE_FIXTURES = frozenset(
    {
        "db",
        "transactional_db",
        "django_db_reset_sequences",
        "django_db_serialized_rollback",
        "live_server",
    }
)
#: Fixtures of Django's request machinery: a test that uses one is a web test.
WEB_FIXTURES = DATABASE_FIXTURES | {"client", "async_client", "rf", "async_rf", "admin_client"}

# Speed goals live in the benchmarks: no Hypothesis example may fail for taking long on a
# loaded machine. "quick" draws a fifth of the examples (make test-fast, a developer's run),
# "thorough" all of them (make test, make test-pg, CI); ATOUT_HYPOTHESIS chooses.
settings.register_profile("thorough", deadline=None, max_examples=100)
settings.register_profile("quick", deadline=None, max_examples=20)
settings.load_profile(os.environ.get("ATOUT_HYPOTHESIS", "thorough"))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        fixtures = set(getattr(item, "fixturenames", ()))
        database = bool(fixtures & DATABASE_FIXTURES or item.get_closest_marker("django_db"))
        if database:
            item.add_marker(pytest.mark.database)
        if str(item.path).startswith(BROWSER_DIR):
            item.add_marker(pytest.mark.browser)
        elif not any(item.get_closest_marker(layer) for layer in LAYERS):
            web = database or bool(fixtures & WEB_FIXTURES)
            item.add_marker(pytest.mark.web if web else pytest.mark.unit)
        layers = [layer for layer in LAYERS if item.get_closest_marker(layer)]
        if len(layers) != 1:
            raise pytest.UsageError(f"{item.nodeid}: one layer expected, found {layers}")


@pytest.fixture(autouse=True)
def french_by_default():
    """Each test starts in the site's default language: a request made in English by an earlier
    test (the locale middleware activates it for the thread) must not leak into the next one."""
    translation.activate("fr")
    yield
    translation.activate("fr")


@pytest.fixture(scope="session", autouse=True)
def templates_rendered_as_served(django_test_environment: None) -> Iterator[None]:
    """Pages rendered as the site renders them. Django's test set-up makes every template send
    a signal with which the test client keeps a copy of each context it rendered: no test here
    reads ``response.context``, and those copies cost about a fifth of a page's time."""
    instrumented = Template._render
    Template._render = _TestState.saved_data.template_render
    yield
    Template._render = instrumented


@pytest.fixture(scope="session", autouse=True)
def static_files_found_once() -> Iterator[None]:
    """WhiteNoise looks for the static files (through the finders, and in ``STATIC_ROOT`` once
    ``collectstatic`` has run) each time a test client builds its middleware: 20 to 35 ms for
    every test that makes a request. Look once for each place."""
    found: dict[tuple[Any, ...], dict[str, Any]] = {}
    add_files = WhiteNoiseMiddleware.add_files
    add_files_from_finders = WhiteNoiseMiddleware.add_files_from_finders

    def once(key: tuple[Any, ...], self: WhiteNoiseMiddleware, look: Callable[[], None]) -> None:
        if key not in found:
            before = dict(self.files)
            look()
            found[key] = {url: f for url, f in self.files.items() if before.get(url) is not f}
        self.files.update(found[key])

    def add_root(self: WhiteNoiseMiddleware, root: Any, prefix: Any = None) -> None:
        if self.autorefresh:  # it keeps the place and looks at each request
            add_files(self, root, prefix)
        else:
            once((str(root), prefix), self, lambda: add_files(self, root, prefix))

    def add_found(self: WhiteNoiseMiddleware) -> None:
        once(("finders",), self, lambda: add_files_from_finders(self))

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(WhiteNoiseMiddleware, "add_files", add_root)
        patch.setattr(WhiteNoiseMiddleware, "add_files_from_finders", add_found)
        yield
