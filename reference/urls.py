"""Routes of the rule pages."""

from __future__ import annotations

from django.urls import path

from reference import views

app_name = "reference"

urlpatterns = [
    # Home: the five documents
    path("", views.home, name="home"),
    # The rule pages: their index, then one page per document
    path("regles/", views.rules_index, name="rules"),
    path("regles/<slug:slug>/", views.document, name="document"),
    path("regles/<slug:slug>/essentiel/", views.essentials, name="essentials"),
    path("regles/<slug:slug>/developpeurs/", views.developers, name="developers"),
    # The game terms, and search across all pages
    path("glossaire/", views.glossary, name="glossary"),
    path("recherche/", views.search_view, name="search"),
    # Cards drawn once per language, referenced by the rule pages
    path("cartes/<str:name>.svg", views.card_sprite, name="card-sprite"),
    # Offline reading: the service worker (at the root, to reach every page) and its fallback
    path("sw.js", views.service_worker, name="service-worker"),
    path("hors-ligne/", views.offline, name="offline"),
]
