from __future__ import annotations

from django.apps import AppConfig


class TableConfig(AppConfig):
    """« À la table »: whole deals against computer players, every refusal explained."""

    name = "table"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from guard.retention import register
        from table.places import TABLE_RULESET, table_place
        from table.retention import purge_tables
        from trainer.places import OTHER_PLACES

        OTHER_PLACES[TABLE_RULESET] = table_place
        register(purge_tables)
