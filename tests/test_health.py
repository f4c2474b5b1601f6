"""/sante/ for load balancers: GET and HEAD, and the database must answer too; /sante/vivant/
answers as long as the worker does."""

from __future__ import annotations

from unittest import mock

import pytest
from django.db import OperationalError, connection

pytestmark = pytest.mark.django_db


def test_head_is_answered_like_get(client):
    # was: 405 (the view allowed GET only): a balancer checking with HEAD marked every server down
    head = client.head("/sante/")
    assert head.status_code == 200 and head.content == b""
    assert head["Cache-Control"] == "no-store"
    assert client.get("/sante/").content == b"ok"


@pytest.mark.parametrize("method", ["get", "head"])
def test_a_database_that_does_not_answer_is_a_503(client, method):
    with mock.patch.object(connection, "cursor", side_effect=OperationalError("no such server")):
        response = getattr(client, method)("/sante/")
    assert response.status_code == 503
    assert response["Content-Type"].startswith("text/plain")
    assert method == "head" or response.content == b"database unavailable"


def test_other_methods_are_refused(client):
    assert client.post("/sante/").status_code == 405


def test_any_host_is_answered(client):
    # was: 400 (DisallowedHost): a balancer checking a server by its IP address marked it down
    response = client.get("/sante/", headers={"Host": "10.0.0.5"})
    assert response.status_code == 200 and response.content == b"ok"
    # every other page keeps the host check
    assert client.get("/", headers={"Host": "10.0.0.5"}).status_code == 400


@pytest.mark.parametrize("method", ["get", "head"])
def test_liveness_answers_without_the_database(client, method):
    with mock.patch.object(connection, "cursor", side_effect=OperationalError("no such server")):
        response = getattr(client, method)("/sante/vivant/")
    assert response.status_code == 200
    assert response["Cache-Control"] == "no-store"
    assert method == "head" or response.content == b"ok"
    assert client.post("/sante/vivant/").status_code == 405
