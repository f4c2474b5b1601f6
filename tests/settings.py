"""The test run's settings are those of a checkout's tests and benchmarks, kept in
``config/settings_test.py`` so that the benchmarks need nothing from ``tests/``."""

from config.settings_test import *  # noqa: F403
