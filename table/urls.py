"""Routes of « À la table »: opening a table, playing it, the deal records, the progress."""

from __future__ import annotations

from django.urls import path, register_converter

from reference.converters import DigitsConverter
from table import records, views


class PublicIdConverter:
    """A table's or a deal's address: 22 URL-safe characters (anything else: 404)."""

    regex = "[A-Za-z0-9_-]{22}"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return str(value)


class MomentConverter(DigitsConverter):
    """A moment of a deal: how many actions had been made (one to three digits)."""

    regex = "[0-9]{1,3}"


register_converter(PublicIdConverter, "public")
register_converter(MomentConverter, "moment")

app_name = "table"

urlpatterns = [
    # Choosing a game and opening a table
    path("", views.index, name="index"),
    path("nouvelle/<slug:slug>/", views.new, name="new"),
    path("progres/", records.progress, name="progress"),
    # Playing: the table, one action, the next deal, the coach
    path("<public:public_id>/", views.play, name="play"),
    path("<public:public_id>/jouer/", views.act, name="act"),
    path("<public:public_id>/suivante/", views.next_deal, name="next"),
    path("<public:public_id>/coach/", views.coach, name="coach"),
    # Deal records: the replay, the text record, an exercise of a moment
    path("donne/<public:public_id>/", records.deal, name="deal"),
    path("donne/<public:public_id>/moment/<moment:moment>/", records.deal, name="deal-moment"),
    path("donne/<public:public_id>/releve.jsonl", records.deal_text, name="deal-text"),
    path(
        "donne/<public:public_id>/exercice/<moment:moment>/<slug:kind>/",
        records.exercise,
        name="exercise",
    ),
]
