"""Atout's one settings module: every difference between machines comes from the environment.

``DJANGO_DEBUG`` (default off), ``DJANGO_SECRET_KEY`` (required when DEBUG is off),
``DJANGO_ALLOWED_HOSTS`` (comma-separated), ``DATABASE_URL`` (default: SQLite file in the
project folder), ``DJANGO_HTTPS`` (served over HTTPS, usually behind a proxy: secure cookies,
HSTS, redirect to HTTPS), ``DJANGO_HSTS_SECONDS``, ``ATOUT_ANSWERS_PER_MINUTE`` (rate limit of
answer posts per learner), the limits per client address ``ATOUT_ADDRESS_*`` (the table's
``ATOUT_ADDRESS_TABLES_PER_HOUR`` and ``ATOUT_ADDRESS_TABLE_ACTIONS_PER_MINUTE`` among them),
``ATOUT_TRUSTED_PROXIES``, the login lockout ``ATOUT_LOGIN_FAILURES`` and
``ATOUT_LOGIN_COOLOFF_MINUTES``, ``ATOUT_PURGE_*`` (what ``manage.py purge`` keeps), the score
pad's limits per client address ``ATOUT_SCOREPAD_GAMES_PER_HOUR`` and
``ATOUT_SCOREPAD_WRITES_PER_MINUTE``, a teacher account's bounds ``ATOUT_TEACHER_*`` and
``ATOUT_SET_ITEMS``, PostgreSQL's ``ATOUT_DB_STATEMENT_TIMEOUT`` (its ``connect_timeout`` is in
the URL), ``ATOUT_METRICS_TOKEN``, and ``ATOUT_REDIS_URL`` (the push channel's layer shared by
several app servers; unset: in memory, one process) (README: Configuration).
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

from config.env import env_bool, env_int, env_list, env_str

BASE_DIR = Path(__file__).resolve().parent.parent

DEBUG = env_bool("DJANGO_DEBUG", False)
SECRET_KEY = env_str("DJANGO_SECRET_KEY")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "DJANGO_SECRET_KEY must be set when DEBUG is off "
            "(set DJANGO_DEBUG=1 for local development)"
        )
    SECRET_KEY = "atout-development-only-key-never-used-in-production"
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"])

INSTALLED_APPS = [
    # first: daphne's runserver serves the ASGI application (pages and the push channel)
    "daphne",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.humanize",
    "django_htmx",
    "axes",
    "guard",
    "reference",
    "trainer",
    "learn",
    "scorepad",
    "classroom",
    "table",
    "together",
    "hosting",
    "channels",
    "django_prometheus",
]

MIDDLEWARE = [
    # first: the request's id and access line, this server's request counters, and /sante/
    # and /metrics answered before the host check (a balancer or Prometheus asks a server by
    # its IP address)
    "hosting.middleware.RequestLogMiddleware",
    "django_prometheus.middleware.PrometheusBeforeMiddleware",
    "hosting.health.ServerEndpointsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "csp.middleware.CSPMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Pages are sent gzipped (a rule page shrinks about sevenfold); static files are served,
    # already compressed, by whitenoise above, so they never reach it. BREACH needs a secret
    # that is the same in every response next to reflected input: the only secret in our
    # pages is the CSRF token, which Django masks afresh for every response, the session id
    # stays in an HttpOnly cookie, and an exercise's answer is never in the page before it is
    # given. Django's GZipMiddleware also pads each response by a random length.
    "django.middleware.gzip.GZipMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "reference.middleware.GlossFrenchTermsMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    # sees the response before the line above: a late page cannot undo a login's new cookie
    "hosting.csrf.CsrfCookieWhenNewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "reference.middleware.ReadableRefusalsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # turns a login lockout into guard's readable 429 page
    "axes.middleware.AxesMiddleware",
    # a view that meets a database that does not answer: the readable 503
    "hosting.middleware.DatabaseUnavailableMiddleware",
    "django_prometheus.middleware.PrometheusAfterMiddleware",
]

ROOT_URLCONF = "config.urls"
# « Jouer ensemble » pushes « the table changed » to every seat (ARCHITECTURE.md, the push
# channel): pages and WebSockets under one ASGI application. Without ATOUT_REDIS_URL the
# channel layer is in memory: one server process needs nothing more. Several app servers share
# Redis (channels-redis): a move posted to one reaches the screens held open by the others.
ASGI_APPLICATION = "config.asgi.application"
REDIS_URL = env_str("ATOUT_REDIS_URL")
if REDIS_URL and not REDIS_URL.startswith(("redis://", "rediss://", "unix://")):
    raise ImproperlyConfigured(
        f"ATOUT_REDIS_URL={REDIS_URL!r} is not a Redis URL: use redis://HOST:PORT/DB"
    )
CHANNEL_LAYERS = {
    "default": (
        {
            "BACKEND": "channels_redis.pubsub.RedisPubSubChannelLayer",
            "CONFIG": {"hosts": [REDIS_URL], "prefix": "atout"},
        }
        if REDIS_URL
        else {"BACKEND": "channels.layers.InMemoryChannelLayer"}
    )
}

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# No connection kept by a request's thread for the next: under ASGI (make serve's uvicorn
# workers, runserver's daphne) each request runs in a thread of its own, so a kept connection is
# never reused and stays open until PostgreSQL refuses new clients (bench/together.py met « too
# many clients » at 200 tables). On PostgreSQL a pool may lend connections instead, and on
# SQLite each process keeps a few for the next request, whatever its thread (below).
try:
    DATABASES = {
        "default": dj_database_url.config(
            default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
            conn_max_age=0,
            conn_health_checks=True,
        )
    }
except ValueError as exc:
    raise ImproperlyConfigured(f"DATABASE_URL is not a database URL: {exc}") from None
DATABASE_ENGINES = {
    # django-prometheus' counters on both; PostgreSQL with deadlines (hosting/postgresql),
    # SQLite with its counting cursor class built once (hosting/sqlite3)
    "django.db.backends.postgresql": "hosting.postgresql",
    "django.db.backends.sqlite3": "hosting.sqlite3",
}
# PostgreSQL: none by default (below); SQLite: a few connections kept open per process
# (hosting/sqlite3: opening one costs more than most requests' queries).
DATABASE_POOL_SIZE = env_int(
    "ATOUT_DB_POOL_SIZE", 4 if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3" else 0
)
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Connecting waits connect_timeout at most (libpq's, from the URL; 2 s if it says
    # nothing); a statement ATOUT_DB_STATEMENT_TIMEOUT, and a frozen server half a second more
    # (hosting/postgresql/base.py): then the page is a 503. nginx's read timeout
    # (deploy/nginx-atout-proxy.conf) stays above that sum.
    DATABASES["default"]["OPTIONS"] = {
        "connect_timeout": 2,
        "application_name": "atout",
        **DATABASES["default"].get("OPTIONS", {}),
        "statement_timeout": env_int("ATOUT_DB_STATEMENT_TIMEOUT", 2),
    }
    if DATABASE_POOL_SIZE:
        # A pool per process (psycopg's): a request borrows a checked connection instead of
        # opening one, and waits half a second at most for it, so a stopped database still
        # gets its 503 in under a second. Its price: after a database restart the pool
        # reconnects on its own back-off (1, 2, 4… s), so pages stay 503 a few seconds longer
        # than with a connection per request (README « Hosting »). Servers × workers × size
        # stays under the server's max_connections (100 by default).
        DATABASES["default"]["OPTIONS"]["pool"] = {
            "min_size": min(2, DATABASE_POOL_SIZE),
            "max_size": DATABASE_POOL_SIZE,
            "timeout": 0.5,
        }
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Concurrent writers on the embedded database: WAL lets readers run beside the writer,
    # IMMEDIATE transactions take the write lock up front (no upgrade deadlock), and a busy
    # writer is waited for instead of failing with "database is locked".
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "pool": DATABASE_POOL_SIZE,
        "init_command": (
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=20000;"
        ),
    }
DATABASES["default"]["ENGINE"] = DATABASE_ENGINES.get(
    DATABASES["default"]["ENGINE"], DATABASES["default"]["ENGINE"]
)
# Sessions in the database, read as absent on the rule pages when it does not answer.
SESSION_ENGINE = "hosting.sessions"

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LANGUAGE_CODE = "fr"
LANGUAGES = [("fr", _("Français")), ("en", _("English"))]
# The site's English is British: its dates and times too (config/formats/en).
FORMAT_MODULE_PATH = ["config.formats"]
# The project's catalogue, then each game's own (its words and its page tables carry their
# translations with them: a new game brings its catalogues, nothing else to edit).
LOCALE_PATHS = [
    BASE_DIR / "locale",
    *sorted(BASE_DIR.glob("reference/games/*/locale")),
    *sorted(BASE_DIR.glob("reference/blocks/*/locale")),
]
TIME_ZONE = "Europe/Paris"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "django.contrib.staticfiles.storage.StaticFilesStorage"
            if DEBUG
            else "whitenoise.storage.CompressedManifestStaticFilesStorage"
        )
    },
}

SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_HTTPONLY = False
CSRF_FAILURE_VIEW = "hosting.errors.csrf_failure"
X_FRAME_OPTIONS = "DENY"
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"

# Behind HTTPS (DJANGO_HTTPS=1, usually with a proxy that terminates TLS and sets
# X-Forwarded-Proto): cookies only over HTTPS, HSTS, and plain HTTP redirected.
HTTPS = env_bool("DJANGO_HTTPS", False)
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = HTTPS
SECURE_SSL_REDIRECT = HTTPS
SECURE_HSTS_SECONDS = env_int("DJANGO_HSTS_SECONDS", 31_536_000 if HTTPS else 0)
SECURE_HSTS_INCLUDE_SUBDOMAINS = HTTPS
SECURE_HSTS_PRELOAD = HTTPS
if HTTPS:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_REDIRECT_EXEMPT = [r"^sante/(vivant/)?$"]

# No inline script, no eval: scripts come only from our own static files (htmx included).
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
        "base-uri": [SELF],
        "object-src": [NONE],
    }
}

# Answer posts per learner and minute (a clear 429 page beyond), counted in the database so
# that every worker and server agrees.
ANSWERS_PER_MINUTE = env_int("ATOUT_ANSWERS_PER_MINUTE", 60, minimum=1)
# Limits per client address (guard/limits.py), for clients with or without cookies: (count,
# seconds). The defaults leave room for a class of 30 behind one school address.
ADDRESS_LIMITS = {
    "answers": (env_int("ATOUT_ADDRESS_ANSWERS_PER_MINUTE", 600, minimum=1), 60),
    "learners": (env_int("ATOUT_ADDRESS_NEW_LEARNERS_PER_HOUR", 200, minimum=1), 3600),
    "signups": (env_int("ATOUT_ADDRESS_SIGNUPS_PER_HOUR", 60, minimum=1), 3600),
    "logins": (env_int("ATOUT_ADDRESS_LOGINS_PER_MINUTE", 60, minimum=1), 60),
    "tables": (env_int("ATOUT_ADDRESS_TABLES_PER_HOUR", 30, minimum=1), 3600),
    "table_actions": (env_int("ATOUT_ADDRESS_TABLE_ACTIONS_PER_MINUTE", 300, minimum=1), 60),
    "table_joins": (env_int("ATOUT_ADDRESS_TABLE_JOINS_PER_HOUR", 120, minimum=1), 3600),
    "scorepad_games": (env_int("ATOUT_SCOREPAD_GAMES_PER_HOUR", 20, minimum=1), 3600),
    "scorepad_writes": (env_int("ATOUT_SCOREPAD_WRITES_PER_MINUTE", 60, minimum=1), 60),
    "join_misses": (env_int("ATOUT_ADDRESS_JOIN_MISSES_PER_HOUR", 20, minimum=1), 3600),
    "teacher_signups": (env_int("ATOUT_ADDRESS_TEACHER_SIGNUPS_PER_HOUR", 10, minimum=1), 3600),
    "downloads": (env_int("ATOUT_ADDRESS_DOWNLOADS_PER_MINUTE", 30, minimum=1), 60),
    "prints": (env_int("ATOUT_ADDRESS_PRINTS_PER_HOUR", 60, minimum=1), 3600),
}
# Bounds of one teacher's account (README: « La classe »): what it may hold, and what it may
# add per hour (counted like the limits per address, by account: (count, seconds)).
TEACHER_SETS = env_int("ATOUT_TEACHER_SETS", 100, minimum=1)
TEACHER_CLASSES = env_int("ATOUT_TEACHER_CLASSES", 30, minimum=1)
SET_ITEMS = env_int("ATOUT_SET_ITEMS", 100, minimum=1)
ACCOUNT_LIMITS = {
    "teacher_sets": (env_int("ATOUT_TEACHER_SETS_PER_HOUR", 10, minimum=1), 3600),
    "teacher_items": (env_int("ATOUT_TEACHER_ITEMS_PER_HOUR", 300, minimum=1), 3600),
    "teacher_classes": (env_int("ATOUT_TEACHER_CLASSES_PER_HOUR", 5, minimum=1), 3600),
    "teacher_accounts": (env_int("ATOUT_TEACHER_ACCOUNTS_PER_HOUR", 120, minimum=1), 3600),
    "teacher_shares": (env_int("ATOUT_TEACHER_SHARES_PER_HOUR", 20, minimum=1), 3600),
}
# Reverse proxies in front of the app that append to X-Forwarded-For (0: none, the connection's
# address is the client's). Only set it when the app cannot be reached but through them.
TRUSTED_PROXIES = env_int("ATOUT_TRUSTED_PROXIES", 0)

# Accounts: Django's password validators, and django-axes locking one username from one
# address after repeated wrong passwords (so that a classmate's typos lock out no one else).
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = env_int("ATOUT_LOGIN_FAILURES", 10, minimum=1)
AXES_COOLOFF_TIME = timedelta(minutes=env_int("ATOUT_LOGIN_COOLOFF_MINUTES", 15, minimum=1))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_RESET_COOL_OFF_ON_FAILURE_DURING_LOCKOUT = False  # a locked-out guess writes nothing
AXES_DISABLE_ACCESS_LOG = True  # no row per successful login
AXES_CLIENT_IP_CALLABLE = "guard.clients.login_address"
AXES_LOCKOUT_CALLABLE = "guard.views.login_lockout"

# `manage.py purge`: learners without an account and idle this many days are deleted (more
# than the two weeks a session cookie lasts, so no browser still holding one loses its history).
PURGE_ANONYMOUS_DAYS = env_int("ATOUT_PURGE_ANONYMOUS_DAYS", 30, minimum=15)
# Tables (with their deals and records) and score sheets (with their quarters) not kept in an
# account go once untouched this many days: a shared deal record or score sheet link lasts at
# least that long after its last move.
PURGE_TABLE_DAYS = env_int("ATOUT_PURGE_TABLE_DAYS", 365, minimum=30)
PURGE_SCOREPAD_DAYS = env_int("ATOUT_PURGE_SCOREPAD_DAYS", 365, minimum=30)

# /metrics answers only "Authorization: Bearer <token>" (hosting/metrics.py); unset, it is off.
METRICS_TOKEN = env_str("ATOUT_METRICS_TOKEN")

# One line per event, each with the id of the request it belongs to (hosting/logs.py): the
# access log (atout.access: client, method, path and query, status, server time), errors with
# their traceback once, a database away in one line. Django's own line for each 4xx would
# repeat the access line.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request_id": {"()": "hosting.logs.RequestIdFilter"}},
    "formatters": {
        "line": {"format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"}
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "filters": ["request_id"],
            "formatter": "line",
        }
    },
    "root": {"handlers": ["console"], "level": "WARNING"},
    "loggers": {
        "atout.access": {"level": "INFO"},
        "django.request": {"level": "ERROR"},
    },
}
