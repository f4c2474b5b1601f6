"""Routes of the rule pages."""

from __future__ import annotations

from django.urls import path

from reference import views

app_name = "reference"

urlpatterns = [
    # Home: the five documents
    path("", views.home, name="home"),
    # One rule page per document
    path("regles/<slug:slug>/", views.document, name="document"),
    # The game terms, and search across all pages
    path("glossaire/", views.glossary, name="glossary"),
    path("recherche/", views.search_view, name="search"),
    # Liveness, for load balancers
    path("sante/", views.health, name="health"),
]
