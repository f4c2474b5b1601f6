"""Loaded as a pytest plugin (``-p tests.testenv``) before Django is set up.

Gives the test run a throwaway secret key and lets pytest-playwright's fixtures (which run an
event loop) touch the database from the live-server tests.
"""

from __future__ import annotations

import os

os.environ.setdefault("DJANGO_SECRET_KEY", "atout-test-run-only")
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
