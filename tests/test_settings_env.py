"""Settings read from the environment fail loudly on bad values."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from config.env import env_bool, env_int, env_list
from tests.layers import sampled

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("raw", "value"), [("1", True), ("TRUE", True), ("off", False), ("", False)]
)
def test_booleans(monkeypatch, raw, value):
    monkeypatch.setenv("X_FLAG", raw)
    assert env_bool("X_FLAG", not value) is value


def test_a_bad_boolean_is_refused(monkeypatch):
    monkeypatch.setenv("X_FLAG", "maybe")
    with pytest.raises(ImproperlyConfigured, match="X_FLAG='maybe' is not a boolean"):
        env_bool("X_FLAG", False)


def test_lists_refuse_empty_items(monkeypatch):
    monkeypatch.setenv("X_HOSTS", "a.example, b.example")
    assert env_list("X_HOSTS", []) == ["a.example", "b.example"]
    monkeypatch.setenv("X_HOSTS", "a.example,,b")
    with pytest.raises(ImproperlyConfigured, match="empty item"):
        env_list("X_HOSTS", [])


def test_integers_are_checked(monkeypatch):
    monkeypatch.setenv("X_N", "ten")
    with pytest.raises(ImproperlyConfigured, match="not a whole number"):
        env_int("X_N", 1)
    monkeypatch.setenv("X_N", "-1")
    with pytest.raises(ImproperlyConfigured, match="below the minimum"):
        env_int("X_N", 1)


def _settings_with(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE_URL"))}
    return subprocess.run(
        [sys.executable, "-c", "import config.settings"],
        cwd=ROOT,
        env={**clean, **env},
        capture_output=True,
        text=True,
        check=False,
    )


def test_secret_key_is_required_when_debug_is_off():
    result = _settings_with({"DJANGO_DEBUG": "0"})
    assert result.returncode == 1
    assert "DJANGO_SECRET_KEY must be set when DEBUG is off" in result.stderr


def test_debug_runs_without_a_secret_key():
    assert _settings_with({"DJANGO_DEBUG": "1"}).returncode == 0


def test_a_bad_database_url_is_a_loud_error():
    result = _settings_with({"DJANGO_DEBUG": "1", "DATABASE_URL": "nosuchdb://x"})
    assert result.returncode == 1
    assert "DATABASE_URL" in result.stderr


@pytest.mark.slow
def test_check_deploy_is_clean_under_the_production_settings():
    env = {
        "DJANGO_SECRET_KEY": "a-long-production-secret-" + "k7Qz" * 12,
        "DJANGO_HTTPS": "1",
        "DJANGO_ALLOWED_HOSTS": "atout.example",
    }
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "DATABASE_URL"))}
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env={**clean, **env},
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


@pytest.mark.parametrize(
    ("name", "value"),
    sampled(
        [
            ("ATOUT_TRUSTED_PROXIES", "-1"),
            ("ATOUT_ADDRESS_ANSWERS_PER_MINUTE", "0"),
            ("ATOUT_ADDRESS_NEW_LEARNERS_PER_HOUR", "lots"),
            ("ATOUT_LOGIN_FAILURES", "0"),
            ("ATOUT_PURGE_ANONYMOUS_DAYS", "7"),  # shorter than a session: a live history would go
            ("ATOUT_REDIS_URL", "localhost:6379"),  # no scheme: not read as a Redis address
        ],
        5,
    ),
)
def test_the_guard_settings_refuse_bad_values(name, value):
    result = _settings_with({"DJANGO_DEBUG": "1", name: value})
    assert result.returncode == 1 and name in result.stderr


def test_every_setting_read_from_the_environment_is_in_the_readme_table():
    # was: the table's two limits (ATOUT_ADDRESS_TABLES_PER_HOUR, …) were missing from it
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    read = set(re.findall(r'env_\w+\(\s*"([A-Z_]+)"', (root / "config/settings.py").read_text()))
    table = set(re.findall(r"^\| `([A-Z_]+)` \|", (root / "README.md").read_text(), re.M))
    assert read and read <= table, sorted(read - table)
