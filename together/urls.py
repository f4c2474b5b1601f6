"""Routes of « Jouer ensemble »: opening a table for people, coming in (invitation, code),
playing from one's seat, and the host's controls."""

from __future__ import annotations

from django.urls import path

import table.urls  # noqa: F401  (registers the ``public`` converter)
from together import class_views, live_views, views

app_name = "together"

urlpatterns = [
    path("", views.index, name="index"),
    path("nouvelle/<slug:slug>/", views.new, name="new"),
    path("code/", views.code, name="code"),
    path("invitation/<public:token>/", views.join, name="join"),
    path("classe/<uuid:class_id>/", class_views.tables, name="class-tables"),
    path("classe/<uuid:class_id>/nouvelle/<slug:slug>/", class_views.new, name="class-new"),
    path("classe/<uuid:class_id>/<public:public_id>/", class_views.join, name="class-join"),
    path("classe/<uuid:class_id>/direct/", live_views.start, name="live-start"),
    path("direct/<public:public_id>/", live_views.show, name="live"),
    path("direct/<public:public_id>/repondre/", live_views.answer, name="live-answer"),
    path("direct/<public:public_id>/montrer/", live_views.reveal, name="live-reveal"),
    path("<public:public_id>/", views.play, name="play"),
    path("<public:public_id>/pause/", class_views.pause, name="pause"),
    path("<public:public_id>/montrer/", class_views.show, name="show"),
    path("<public:public_id>/exercice/", class_views.exercise, name="exercise"),
    path("<public:public_id>/jouer/", views.act, name="act"),
    path("<public:public_id>/suivante/", views.next_deal, name="next"),
    path("<public:public_id>/reprendre/", views.take_back, name="take-back"),
    path("<public:public_id>/place/", views.seat, name="seat"),
    path("<public:public_id>/invitation/", views.renew, name="renew"),
    path("<public:public_id>/mains/", views.hands, name="hands"),
    path("<public:public_id>/fermer/", views.close, name="close"),
    path("<public:public_id>/qr.svg", views.qr, name="qr"),
]
