"""The page's timer token (« shown ») measures the answer time of this exercise in this browser,
for an hour at most; it cannot be carried to another exercise, browser or day."""

from __future__ import annotations

import time
from unittest import mock

import pytest
from django.test import Client

from tests.trainer.test_views import answers, shown_token, url
from trainer.flow import SHOWN_MAX_AGE
from trainer.models import Attempt

pytestmark = pytest.mark.django_db


def test_the_token_times_the_answer(client):
    right, _wrong = answers()
    token = shown_token(client, url())
    assert client.post(url(), right | {"shown": token}).status_code == 302
    assert Attempt.objects.get().time_taken_ms is not None


def test_a_token_of_another_exercise_is_refused(client):
    # was: any token signed by the site was accepted on any exercise
    right, _wrong = answers("42")
    other = shown_token(client, url("43"))
    response = client.post(url("42"), right | {"shown": other})
    assert response.status_code == 400 and "Demande incorrecte" in response.content.decode()
    assert not Attempt.objects.exists()


def test_a_token_from_another_browser_gives_no_time(client):
    right, _wrong = answers()
    token = shown_token(Client(), url())
    client.get(url())
    assert client.post(url(), right | {"shown": token}).status_code == 302
    assert Attempt.objects.get().time_taken_ms is None


def test_a_token_older_than_the_limit_gives_no_time_and_keeps_the_answer(client):
    # was: a token was read for a day
    right, _wrong = answers()
    token = shown_token(client, url())
    later = time.time() + SHOWN_MAX_AGE + 1
    with mock.patch("trainer.flow.time.time", return_value=later):
        assert client.post(url(), right | {"shown": token}).status_code == 302
    attempt = Attempt.objects.get()
    assert attempt.correct and attempt.time_taken_ms is None
    assert SHOWN_MAX_AGE < 24 * 3600
