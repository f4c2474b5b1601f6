"""The CSRF cookie is sent when it is new, and a request that left before a login cannot undo
the login's new cookie (it came back as « Formulaire expiré » on the next form)."""

from __future__ import annotations

import re

import pytest
from django.conf import settings
from django.test import Client

from bench.classes import PASSWORD

pytestmark = pytest.mark.django_db

COOKIE = settings.CSRF_COOKIE_NAME


def token_in(html: str) -> str:
    match = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html)
    assert match, "no form token in the page"
    return match.group(1)


def test_the_cookie_goes_out_once_then_only_when_it_changes():
    client = Client(enforce_csrf_checks=True)
    first = client.get("/glossaire/")
    assert COOKIE in first.cookies
    again = client.get("/glossaire/")
    assert again.status_code == 200 and COOKIE not in again.cookies
    assert "Cookie" in again["Vary"]


def test_a_page_fetched_with_the_old_cookie_leaves_the_login_cookie_alone():
    browser = Client(enforce_csrf_checks=True)
    signup = browser.get("/classe/enseignant/inscription/")
    before = browser.cookies[COOKIE].value
    response = browser.post(
        "/classe/enseignant/inscription/",
        {
            "username": "mme-lenoir",
            "password1": PASSWORD,
            "password2": PASSWORD,
            "csrfmiddlewaretoken": token_in(signup.content.decode()),
        },
    )
    assert response.status_code == 302
    after = browser.cookies[COOKIE].value
    assert after != before
    page = browser.get("/classe/")

    # the worker's fetch of the glossary, sent with the cookies of before the login
    late = Client(enforce_csrf_checks=True)
    late.cookies[COOKIE] = before
    assert COOKIE not in late.get("/glossaire/").cookies

    created = browser.post(
        "/classe/nouvelle/",
        {"name": "Club du jeudi", "csrfmiddlewaretoken": token_in(page.content.decode())},
    )
    assert created.status_code == 302, created.content.decode()[:300]
