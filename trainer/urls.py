"""Routes of the trainer."""

from __future__ import annotations

from django.urls import path, register_converter

from reference.converters import DigitsConverter
from trainer import accounts, views
from trainer.versions import seed_token, split_seed


class SeedConverter:
    """A seed: one to nine digits, after ``<version>-`` for a generator version from 2 on
    (``trainer.versions``; a longer seed is not an exercise of ours: 404)."""

    regex = "(?:[2-9]-)?[0-9]{1,9}"

    def to_python(self, value: str) -> str:
        version, number = split_seed(value)
        return seed_token(version, int(number))

    def to_url(self, value: str) -> str:
        return str(value)


class PositionConverter(DigitsConverter):
    """An item's position in a teacher's set: one to four digits."""

    regex = "[0-9]{1,4}"


class RoundConverter(DigitsConverter):
    """A round of a « Débuter » step: one to five digits."""

    regex = "[0-9]{1,5}"


class IndexConverter(DigitsConverter):
    """An exercise's place in a round of ten: one digit."""

    regex = "[0-9]"


register_converter(SeedConverter, "seed")
register_converter(PositionConverter, "position")
register_converter(RoundConverter, "round")
register_converter(IndexConverter, "index")

app_name = "trainer"

urlpatterns = [
    # The trainer's home, progress and mistakes to review
    path("", views.index, name="index"),
    path("progres/", views.progress, name="progress"),
    path("revoir/", views.review, name="review"),
    path("reglages/", views.preferences, name="preferences"),
    # Optional accounts
    path("compte/inscription/", accounts.signup, name="signup"),
    path("compte/connexion/", accounts.log_in, name="login"),
    path("compte/deconnexion/", accounts.log_out, name="logout"),
    # « Débuter »: the guided path of a rule set, step by step
    path("debuter/<slug:game>/<slug:ruleset>/", views.path_index, name="path"),
    path("debuter/<slug:game>/<slug:ruleset>/<slug:step>/", views.path_step, name="path-step"),
    path(
        "debuter/<slug:game>/<slug:ruleset>/<slug:step>/<round:round_>/<index:index>/",
        views.path_exercise,
        name="path-exercise",
    ),
    # Teachers' sets of exercises (imported with `manage.py cases import`)
    path("series/<slug:name>/", views.set_index, name="set"),
    path("series/<slug:name>/<position:position>/", views.set_item, name="set-item"),
    # A rule set's kinds; a kind of a rule set starts on a fresh seed; the full key is a
    # stable URL
    path("<slug:game>/<slug:ruleset>/", views.ruleset_page, name="ruleset"),
    path("<slug:game>/<slug:ruleset>/<slug:kind>/", views.start, name="start"),
    path(
        "<slug:game>/<slug:ruleset>/<slug:kind>/<slug:difficulty>/<seed:seed>/",
        views.exercise,
        name="exercise",
    ),
]
