"""Accounts that resist guessing: Django's password validators on sign-up (in the reader's
language), limits per address on sign-up and login, and a lockout per username and address."""

from __future__ import annotations

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from tests.guard.test_limits import limits
from tests.html_check import html_problems

pytestmark = pytest.mark.django_db

SIGNUP, LOGIN = reverse("trainer:signup"), reverse("trainer:login")
PASSWORD = "atout-Secret-4242"


def signup(client: Client, name: str, password: str = PASSWORD):
    return client.post(SIGNUP, {"username": name, "password1": password, "password2": password})


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("fr", ["Ce mot de passe est trop court", "Ce mot de passe est entièrement numérique"]),
        ("en", ["This password is too short", "This password is entirely numeric"]),
    ],
)
def test_a_weak_password_is_refused_in_the_readers_language(language, expected):
    # was: a password of "1" made an account
    client = Client(HTTP_ACCEPT_LANGUAGE=language)
    response = signup(client, "lea", "1")
    html = response.content.decode()
    assert response.status_code == 400
    assert all(message in html for message in expected)
    assert not get_user_model().objects.exists()


@pytest.mark.parametrize("password", ["lea-martin", "motdepasse", "azerty123", "12345678901"])
def test_common_numeric_or_look_alike_passwords_are_refused(password):
    response = signup(Client(), "lea-martin", password)
    assert response.status_code == 400 and not get_user_model().objects.exists()


def test_the_password_rules_are_listed_before_the_first_try():
    html = Client(HTTP_ACCEPT_LANGUAGE="en").get(SIGNUP).content.decode()
    assert "at least 8 characters" in html and "can’t be entirely numeric" in html


def test_sign_ups_are_limited_per_address(settings):
    limits(settings, signups=2)
    school = Client(REMOTE_ADDR="192.0.2.30")
    assert signup(school, "a1").status_code == 302
    assert signup(Client(REMOTE_ADDR="192.0.2.30"), "a2").status_code == 302
    response = signup(Client(REMOTE_ADDR="192.0.2.30"), "a3")
    assert response.status_code == 429
    assert "Trop de créations de compte" in response.content.decode()
    assert signup(Client(REMOTE_ADDR="192.0.2.31"), "a4").status_code == 302
    assert get_user_model().objects.count() == 3


def test_login_attempts_are_limited_per_address(settings):
    limits(settings, logins=3)
    codes = [
        Client(REMOTE_ADDR="192.0.2.40")
        .post(LOGIN, {"username": f"u{i}", "password": "x"})
        .status_code
        for i in range(4)
    ]
    assert codes == [400, 400, 400, 429]


def test_wrong_passwords_lock_that_username_from_that_address_only(settings):
    # was: failed logins were never throttled (each one costs a password hash)
    settings.AXES_FAILURE_LIMIT = 3
    signup(Client(), "lea")
    guesser = Client(REMOTE_ADDR="203.0.113.66")
    codes = [
        guesser.post(LOGIN, {"username": "lea", "password": f"guess-{i}"}).status_code
        for i in range(3)
    ]
    assert codes == [400, 400, 429]
    locked = guesser.post(LOGIN, {"username": "lea", "password": PASSWORD})
    assert locked.status_code == 429 and locked["Retry-After"] == "900"
    assert "Connexion suspendue pour ce compte" in locked.content.decode()
    # the same account from elsewhere, and another account from the same address, still log in
    assert (
        Client(REMOTE_ADDR="198.51.100.1")
        .post(LOGIN, {"username": "lea", "password": PASSWORD})
        .status_code
        == 302
    )
    signup(Client(), "tom")
    assert guesser.post(LOGIN, {"username": "tom", "password": PASSWORD}).status_code == 302


def test_a_successful_login_forgets_earlier_typos(settings):
    settings.AXES_FAILURE_LIMIT = 3
    signup(Client(), "lea")
    pupil = Client(REMOTE_ADDR="192.0.2.50")
    for _ in range(2):
        pupil.post(LOGIN, {"username": "lea", "password": "typo"})
    assert pupil.post(LOGIN, {"username": "lea", "password": PASSWORD}).status_code == 302
    pupil.post(reverse("trainer:logout"))
    for _ in range(2):
        assert pupil.post(LOGIN, {"username": "lea", "password": "typo"}).status_code == 400


@pytest.mark.slow
def test_the_sign_up_page_with_errors_and_the_refusals_validate_as_html(settings, tmp_path):
    limits(settings, logins=1)
    pages = {"signup": signup(Client(), "lea", "1").content}
    client = Client(REMOTE_ADDR="192.0.2.60")
    client.post(LOGIN, {"username": "x", "password": "y"})
    refused = client.post(LOGIN, {"username": "x", "password": "y"})
    assert refused.status_code == 429
    pages["refused"] = refused.content
    assert html_problems(pages, tmp_path) == []


def test_refusals_are_written_in_the_readers_language(settings):
    limits(settings, logins=1)
    client = Client(REMOTE_ADDR="192.0.2.70", HTTP_ACCEPT_LANGUAGE="en")
    client.post(LOGIN, {"username": "x", "password": "y"})
    html = client.post(LOGIN, {"username": "x", "password": "y"}).content.decode()
    assert "<h1>Too many login attempts from your network</h1>" in html
    assert "More than 1 login attempts" in html


@pytest.mark.parametrize("address", ["not-an-address", ""])
def test_logins_from_an_unreadable_address_are_recorded_without_one(address):
    """Behind a proxy, a forged or broken X-Forwarded-For gives no readable address: the login
    (right or wrong) still answers, and the attempt is stored without an address (PostgreSQL
    refuses any text that is not an IP address)."""
    get_user_model().objects.create_user("noa", password=PASSWORD)
    client = Client(REMOTE_ADDR=address)
    assert client.post(LOGIN, {"username": "noa", "password": "wrong"}).status_code == 400
    assert client.post(LOGIN, {"username": "noa", "password": PASSWORD}).status_code == 302
