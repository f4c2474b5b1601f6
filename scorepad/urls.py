"""Routes of the score pad, under /carnet/."""

from __future__ import annotations

from django.urls import path, register_converter

from reference.converters import DigitsConverter, TextConverter
from scorepad import exports, views


class TokenConverter(TextConverter):
    """A game's or a quarter's link: 20 characters (read-only) or 32 (the scorer's)."""

    regex = "[A-Za-z0-9_-]{20}(?:[A-Za-z0-9_-]{12})?"


class SeqConverter(DigitsConverter):
    """A line number: one to six digits."""

    regex = "[0-9]{1,6}"


register_converter(TokenConverter, "token")
register_converter(SeqConverter, "seq")

app_name = "scorepad"

urlpatterns = [
    # Home: start a game, the games kept in this browser or account
    path("", views.home, name="home"),
    path("nouvelle/<slug:ruleset>/", views.new_game, name="new"),
    # Quarters of Règlement evenings (Ad Fundum)
    path("quarter/nouveau/", views.quarter_new, name="quarter-new"),
    path("quarter/<token:token>/", views.quarter, name="quarter"),
    # A game: the sheet (read-only or the scorer's), its lines, history and downloads
    path("<token:token>/", views.sheet, name="sheet"),
    path("<token:token>/ajouter/<slug:key>/", views.add, name="add"),
    path("<token:token>/ligne/<seq:seq>/", views.line, name="line"),
    path("<token:token>/ligne/<seq:seq>/supprimer/", views.delete, name="delete"),
    path("<token:token>/annuler/", views.undo, name="undo"),
    path("<token:token>/revanche/", views.rematch, name="rematch"),
    path("<token:token>/marqueur/", views.scorer_name, name="scorer-name"),
    path("<token:token>/garder/", views.claim, name="claim"),
    path("<token:token>/historique/", views.history, name="history"),
    path("<token:token>/impression/", views.print_view, name="print"),
    path("<token:token>/feuille.csv", exports.sheet_csv, name="csv"),
    path("<token:token>/donnes.jsonl", exports.sheet_jsonl, name="jsonl"),
]
