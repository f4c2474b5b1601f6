"""Optional accounts keep the learner's history; anonymous answers join the account."""

from __future__ import annotations

import pytest
from django.urls import reverse

from tests.trainer.test_views import answers, url
from trainer.models import Attempt, Learner

pytestmark = pytest.mark.django_db

PASSWORD = "atout-Secret-4242"


def signup(client, name="lea"):
    return client.post(
        reverse("trainer:signup"),
        {"username": name, "password1": PASSWORD, "password2": PASSWORD},
    )


def test_signing_up_keeps_the_answers_already_given(client):
    right, _wrong = answers()
    client.post(url(), right)
    response = signup(client)
    assert response.status_code == 302
    learner = Learner.objects.get()
    assert learner.user.username == "lea"
    assert Attempt.objects.get().learner == learner


def test_logging_in_elsewhere_brings_back_the_history_and_merges_new_answers(
    client, django_user_model
):
    signup(client)
    right, _wrong = answers("1")
    client.post(url("1"), right)
    other = client.__class__()
    right2, _ = answers("2")
    other.post(url("2"), right2)  # anonymous answer on another device
    response = other.post(reverse("trainer:login"), {"username": "lea", "password": PASSWORD})
    assert response.status_code == 302
    assert Learner.objects.count() == 1
    assert Attempt.objects.filter(learner__user__username="lea").count() == 2
    assert "2" in other.get(reverse("trainer:progress")).content.decode()


def test_bad_credentials_are_a_form_error(client):
    response = client.post(reverse("trainer:login"), {"username": "x", "password": "y"})
    assert response.status_code == 400
    assert "form-error" in response.content.decode()


def test_signup_refuses_mismatched_passwords(client):
    response = client.post(
        reverse("trainer:signup"), {"username": "x", "password1": PASSWORD, "password2": "other"}
    )
    assert response.status_code == 400
    assert not Learner.objects.exists()


def test_login_does_not_redirect_off_site(client):
    signup(client)
    client.post(reverse("trainer:logout"))
    response = client.post(
        reverse("trainer:login"),
        {"username": "lea", "password": PASSWORD, "next": "https://evil.example/"},
    )
    assert response["Location"] == reverse("trainer:progress")


def test_logout_needs_post(client):
    assert client.get(reverse("trainer:logout")).status_code == 405
