"""Top-level routes: the rule pages (``reference``) at the root, the trainer, « Apprendre »
(``learn``), the score pad (``scorepad``), « La classe » (``classroom``), « À la table »
(``table``), « Jouer ensemble » (``together``); language switching. ``/sante/`` and
``/metrics`` are answered before these (``hosting.health``)."""

from __future__ import annotations

from django.urls import include, path

urlpatterns = [
    path("i18n/", include("django.conf.urls.i18n")),
    path("entrainement/", include("trainer.urls")),
    path("apprendre/", include("learn.urls")),
    path("carnet/", include("scorepad.urls")),
    path("classe/", include("classroom.urls")),
    path("table/", include("table.urls")),
    path("ensemble/", include("together.urls")),
    path("", include("reference.urls")),
]

# Error pages that need neither the database nor the session (hosting/errors.py)
handler400 = "hosting.errors.bad_request"
handler404 = "hosting.errors.not_found"
handler500 = "hosting.errors.server_error"
