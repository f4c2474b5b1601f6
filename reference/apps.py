"""The ``reference`` app: the rule documents and the engine that backs them."""

from __future__ import annotations

from django.apps import AppConfig


class ReferenceConfig(AppConfig):
    name = "reference"
    verbose_name = "Règles"
