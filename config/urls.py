"""Top-level routes: the rule pages (``reference``) at the root, the trainer, « Apprendre »
(``learn``), the score pad (``scorepad``), « La classe » (``classroom``), « À la table »
(``table``); language switching."""

from __future__ import annotations

from django.urls import include, path

urlpatterns = [
    path("i18n/", include("django.conf.urls.i18n")),
    path("entrainement/", include("trainer.urls")),
    path("apprendre/", include("learn.urls")),
    path("carnet/", include("scorepad.urls")),
    path("classe/", include("classroom.urls")),
    path("table/", include("table.urls")),
    path("", include("reference.urls")),
]

handler400 = "reference.views.bad_request"
handler404 = "reference.views.not_found"
handler500 = "reference.views.server_error"
