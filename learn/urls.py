"""Routes of « Apprendre »."""

from __future__ import annotations

from django.urls import path, register_converter

from learn import views
from trainer.urls import SeedConverter


class ThemeSeedConverter(SeedConverter):
    """The seed token of a theme's exercise (the theme is in the path before it)."""

    regex = "(?:[2-9]-)?[1-9][0-9]{0,8}"


register_converter(ThemeSeedConverter, "themeseed")

app_name = "learn"

urlpatterns = [
    path("progres/", views.progress, name="progress"),
    path("<slug:game>/<slug:ruleset>/", views.path_index, name="path"),
    path("<slug:game>/<slug:ruleset>/commencer/", views.begin, name="begin"),
    path("<slug:game>/<slug:ruleset>/entrainement/", views.train, name="train"),
    path("<slug:game>/<slug:ruleset>/<slug:theme>/", views.lesson, name="lesson"),
    path(
        "<slug:game>/<slug:ruleset>/<slug:theme>/exemple/<int:number>/",
        views.example,
        name="example",
    ),
    path("<slug:game>/<slug:ruleset>/<slug:theme>/exercices/", views.practice, name="practice"),
    path("<slug:game>/<slug:ruleset>/<slug:theme>/fin/", views.done, name="done"),
    path("<slug:game>/<slug:ruleset>/<slug:theme>/reprendre/", views.restart, name="restart"),
    path(
        "<slug:game>/<slug:ruleset>/<slug:theme>/<slug:kind>/<slug:level>/<themeseed:seed>/",
        views.exercise,
        name="exercise",
    ),
]
