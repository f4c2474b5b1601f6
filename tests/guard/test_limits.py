"""Limits per client address hold for clients without cookies, agree across workers (they are
counted in the database), and refuse with a readable 429 page before anything is stored."""

from __future__ import annotations

import re
import threading

import pytest
from django.contrib.sessions.models import Session
from django.db import connection
from django.test import Client, RequestFactory

from guard.clients import client_address, client_key
from guard.limits import Limit, _hit
from guard.models import RateCount
from tests.trainer.test_views import answers, url
from trainer.models import Attempt, Learner, Mistake

pytestmark = pytest.mark.django_db

CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


def limits(settings, **counts):
    settings.ADDRESS_LIMITS = settings.ADDRESS_LIMITS | {
        name: (count, settings.ADDRESS_LIMITS[name][1]) for name, count in counts.items()
    }


def cookieless_flood(requests: int, address: str = "198.51.100.7") -> list[int]:
    """Answer posts that carry only the CSRF cookie and token, never a session cookie."""
    client = Client(enforce_csrf_checks=True, REMOTE_ADDR=address)
    token = CSRF.search(client.get(url()).content.decode()).group(1)
    right, _wrong = answers()
    codes = []
    for _ in range(requests):
        client.cookies.pop("sessionid", None)
        codes.append(client.post(url(), right | {"csrfmiddlewaretoken": token}).status_code)
    return codes


def test_a_cookieless_flood_creates_no_more_learners_than_the_limit(settings):
    # was: every post created a learner, a session, an attempt (and often a mistake): 1,000
    # posts, 1,000 of each, all answered 302
    limits(settings, learners=5)
    codes = cookieless_flood(20)
    assert codes == [302] * 5 + [429] * 15
    assert Learner.objects.count() == 5 and Session.objects.count() == 5
    assert Attempt.objects.count() == 5


def test_the_refusal_is_a_readable_page_and_stores_nothing(settings):
    limits(settings, learners=1)
    cookieless_flood(1)
    client = Client(REMOTE_ADDR="198.51.100.7")
    right, _wrong = answers()
    response = client.post(url(), right)
    html = response.content.decode()
    assert response.status_code == 429 and response["Retry-After"] == "3600"
    assert "<h1>Trop de premières réponses depuis votre réseau</h1>" in html
    assert "autorisez-les" in html
    assert Learner.objects.count() == 1 and Session.objects.count() == 1


def test_answers_are_limited_per_address_whoever_sends_them(settings):
    limits(settings, answers=3)
    right, _wrong = answers()
    school = [Client(REMOTE_ADDR="192.0.2.10") for _ in range(4)]
    codes = [pupil.post(url(), right).status_code for pupil in school]
    assert codes == [302, 302, 302, 429]
    assert Client(REMOTE_ADDR="192.0.2.11").post(url(), right).status_code == 302
    htmx = school[0].post(url(), right, headers={"HX-Request": "true"})
    assert htmx.status_code == 429 and "form-error" in htmx.content.decode()
    assert "<html" not in htmx.content.decode()


@pytest.mark.slow  # a class night of requests
def test_a_class_of_thirty_behind_one_address_stays_under_the_defaults(client):
    right, wrong = answers()
    pupils = [Client(REMOTE_ADDR="192.0.2.20") for _ in range(30)]
    for round_ in range(5):  # five answers each within the same minute
        for pupil in pupils:
            data = right if round_ % 2 else wrong
            assert pupil.post(url(str(round_ + 1)), data).status_code == 302
    assert Learner.objects.count() == 30 and Attempt.objects.count() == 150
    assert Mistake.objects.exists()


def test_the_window_slides():
    rule = Limit("test", 10, 60)
    start = 6000 * 60.0  # the start of a window
    for i in range(10):
        assert _hit("k", rule, start + 50 + i) == i + 1
    # half-way through the next window, half of the previous window's count still counts
    assert _hit("k", rule, start + 90) == pytest.approx(1 + 10 * 0.5)
    assert _hit("k", rule, start + 200) == 1  # two windows later, nothing left
    assert RateCount.objects.filter(key="k").count() == 3


def test_a_check_is_one_statement(django_assert_num_queries):
    rule = Limit("test", 10, 60)
    start = 6000 * 60.0
    _hit("k", rule, start - 30)  # the previous window: 1
    with django_assert_num_queries(1):
        assert _hit("k", rule, start + 15) == pytest.approx(1 + 1 * 0.75)
    with django_assert_num_queries(1):
        assert _hit("other", rule, start + 15) == 1  # a key of its own: no previous count


@pytest.mark.django_db(transaction=True)
def test_concurrent_hits_are_all_counted():
    rule = Limit("test", 10**6, 3600)
    errors = []

    def worker():
        try:
            for _ in range(20):
                _hit("shared", rule, 7200.0)
        except Exception as error:
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=worker) for _ in range(5)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert RateCount.objects.get(key="shared").hits == 100


# The client's address ----------------------------------------------------------------------


def request(remote: str = "10.0.0.2", forwarded: str | None = None):
    extra = {"REMOTE_ADDR": remote}
    if forwarded is not None:
        extra["HTTP_X_FORWARDED_FOR"] = forwarded
    return RequestFactory().get("/", **extra)


def test_without_a_proxy_the_forwarded_header_is_ignored(settings):
    settings.TRUSTED_PROXIES = 0
    assert client_address(request("203.0.113.9", "1.2.3.4")) == "203.0.113.9"


@pytest.mark.parametrize(
    ("hops", "forwarded", "expected"),
    [
        (1, "203.0.113.5", "203.0.113.5"),
        (1, "6.6.6.6, 203.0.113.5", "203.0.113.5"),  # the client's own entry proves nothing
        (2, "6.6.6.6, 203.0.113.5, 10.0.0.1", "203.0.113.5"),
        (2, "203.0.113.5", "10.0.0.2"),  # came through fewer proxies: the connection counts
        (1, "", "10.0.0.2"),
        (1, "not-an-address", "unknown"),
        (1, "::ffff:203.0.113.5", "203.0.113.5"),
    ],
)
def test_behind_proxies_the_address_is_read_from_the_right(settings, hops, forwarded, expected):
    settings.TRUSTED_PROXIES = hops
    assert client_address(request("10.0.0.2", forwarded)) == expected


def test_an_ipv6_client_is_counted_by_its_64_network(settings):
    settings.TRUSTED_PROXIES = 0
    one = client_key(request("2001:db8:1:2:aaaa::1"))
    assert one == client_key(request("2001:db8:1:2:bbbb::9")) == "2001:db8:1:2::/64"
    assert one != client_key(request("2001:db8:1:3::1"))


def test_limits_follow_the_forwarded_address_behind_a_proxy(settings):
    settings.TRUSTED_PROXIES = 1
    limits(settings, answers=2)
    right, _wrong = answers()

    def via_proxy(client_ip):
        return Client(REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR=client_ip)

    assert [via_proxy("203.0.113.1").post(url(), right).status_code for _ in range(3)] == [
        302,
        302,
        429,
    ]
    assert via_proxy("203.0.113.2").post(url(), right).status_code == 302
