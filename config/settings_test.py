"""Settings for the test suite and the benchmarks: ``config.settings`` with test-only
environment defaults.

Not a second configuration: it only supplies a throwaway secret key (DEBUG stays off, as in
production), a statement timeout for a busy machine, serves static files without
``collectstatic``, and lets pytest-playwright's fixtures, which run an event loop, reach the
database from live-server tests. Everything else comes from ``config.settings`` and the
environment.
"""

from __future__ import annotations

import os

os.environ.setdefault("DJANGO_SECRET_KEY", "atout-test-run-only")
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
# PostgreSQL's statement timeout: a busy CI machine may run a test's statement for seconds
# (tests/hosting/test_deadlines.py sets its own).
os.environ.setdefault("ATOUT_DB_STATEMENT_TIMEOUT", "30")

from config.settings import *  # noqa: F403

# The manifest storage needs `collectstatic`; tests serve static files from the finders instead.
STORAGES = {
    **STORAGES,  # noqa: F405
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}
WHITENOISE_USE_FINDERS = True

# A password hash is built to be slow, and the tests make hundreds of accounts: they hash with
# MD5. The site keeps Django's PBKDF2.
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

# SQLite: the test database is a file, not shared-cache memory, so that tests with threads
# (two phones writing one score sheet at once) see the same locking as production.
if DATABASES["default"]["ENGINE"].endswith(".sqlite3"):  # noqa: F405
    import tempfile

    DATABASES["default"]["TEST"] = {  # noqa: F405
        "NAME": os.path.join(tempfile.gettempdir(), f"atout-test-{os.getpid()}.sqlite3")
    }
