"""The access log and the request id; the metrics, for the operator only."""

from __future__ import annotations

import logging
import re

import pytest
from django.test import override_settings

ACCESS = re.compile(
    r'^(?P<client>\S+) (?P<method>[A-Z]+) "(?P<path>[^"]*)" (?P<status>\d{3}) (?P<ms>\d+\.\d)ms$'
)
TOKEN = "metrics-token-for-the-tests-only"


def _access_lines(caplog):
    return [r for r in caplog.records if r.name == "atout.access"]


@override_settings(TRUSTED_PROXIES=1)
def test_each_request_has_one_access_line_with_its_id(client, caplog):
    caplog.set_level(logging.INFO)
    response = client.get(
        "/recherche/?q=atout&jeu=coinche",
        headers={"X-Forwarded-For": "198.51.100.7, 203.0.113.9"},
    )
    assert response.status_code == 200
    (line,) = _access_lines(caplog)
    fields = ACCESS.match(line.getMessage())
    assert fields is not None, line.getMessage()
    # the address the limits count (the one nginx saw), not nginx's own
    assert fields["client"] == "203.0.113.9"
    assert (fields["method"], fields["path"], fields["status"]) == (
        "GET",
        "/recherche/?q=atout&jeu=coinche",
        "200",
    )
    assert line.request_id == response["X-Request-ID"]
    assert re.fullmatch(r"[0-9a-f]{32}", response["X-Request-ID"])


def test_the_proxys_request_id_is_kept_and_a_forged_one_replaced(client, caplog):
    caplog.set_level(logging.INFO)
    kept = client.get("/", headers={"X-Request-ID": "0123456789abcdef0123456789abcdef"})
    assert kept["X-Request-ID"] == "0123456789abcdef0123456789abcdef"
    forged = client.get("/", headers={"X-Request-ID": 'x" 500 0.0ms\nfake line'})
    assert re.fullmatch(r"[0-9a-f]{32}", forged["X-Request-ID"])
    assert all("\n" not in r.getMessage() for r in _access_lines(caplog))


def test_a_query_cannot_write_into_the_log(client, caplog):
    caplog.set_level(logging.INFO)
    client.get('/recherche/?q=a"+200+1.0ms%0Aforged')
    (line,) = _access_lines(caplog)
    assert ACCESS.match(line.getMessage())
    assert "\n" not in line.getMessage() and line.getMessage().count('"') == 2


@pytest.mark.parametrize(
    "headers",
    [{}, {"Authorization": "Bearer wrong"}, {"Authorization": TOKEN}],
    ids=["no token", "wrong token", "not a bearer"],
)
def test_the_metrics_are_not_for_visitors(client, headers):
    with override_settings(METRICS_TOKEN=TOKEN):
        response = client.get("/metrics", headers=headers)
    assert response.status_code == 404
    assert "<h1>Page introuvable</h1>" in response.content.decode()


def test_without_a_token_set_there_are_no_metrics(client):
    with override_settings(METRICS_TOKEN=""):
        response = client.get("/metrics", headers={"Authorization": "Bearer "})
    assert response.status_code == 404


@pytest.mark.django_db
def test_the_operator_reads_requests_latency_and_database_errors(client):
    client.get("/regles/coinche/")
    with override_settings(METRICS_TOKEN=TOKEN, HTTPS=True, SECURE_SSL_REDIRECT=True):
        # Prometheus asks each app server by its address, over the private network
        response = client.get(
            "/metrics", headers={"Authorization": f"Bearer {TOKEN}", "Host": "10.0.0.11:8000"}
        )
    assert response.status_code == 200
    text = response.content.decode()
    assert 'view="reference:document"' in text
    for family in (
        "django_http_responses_total_by_status_view_method_total",  # 429s: limit refusals
        "django_http_requests_latency_seconds_by_view_method",
        "django_db_new_connection_errors_total",
        "django_db_errors_total",
    ):
        assert f"# TYPE {family.removesuffix('_total')}" in text, family
