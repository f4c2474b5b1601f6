"""A database that does not answer: readable pages, each logged once.

The database is made unreachable as a stopped server is (every connection attempt refused), and
each request must cost at most one attempt and at most two log lines (its access line and the
error's line): before, the 500 page's layout read the account, failed again, and Django retried
the handler at every middleware layer (thousands of lines per request, 0.3–1.7 s). The time of
these pages is measured by ``bench/cluster.py`` (database stop).
"""

from __future__ import annotations

import logging

import pytest
from django.urls import path

import config.urls

SESSION = {"sessionid": "q2x7d0n8i2b5l1v9w4y6z3c8a0e5f7h1"}
RULE_PAGES = ["/", "/regles/coinche/", "/regles/coinche/essentiel/", "/glossaire/"]
DATABASE_PAGES = ["/entrainement/", "/carnet/", "/table/", "/entrainement/progres/"]


def _get(client, path, cookies, **headers):
    for name, value in cookies.items():
        client.cookies[name] = value
    return client.get(path, headers=headers)


def _records(caplog):
    return [r for r in caplog.records if r.name != "atout.access"]


@pytest.mark.parametrize("cookies", [{}, SESSION], ids=["no cookie", "session cookie"])
@pytest.mark.parametrize("path", RULE_PAGES)
def test_rule_pages_answer_while_the_database_is_away(client, database_away, caplog, path, cookies):
    caplog.set_level(logging.INFO)
    response = _get(client, path, cookies)
    assert response.status_code == 200
    assert "Se connecter" in response.content.decode()  # the session read as absent
    assert database_away.call_count <= 1
    assert _records(caplog) == []
    # the visitor's session cookie is kept for when the database is back
    assert "sessionid" not in response.cookies


@pytest.mark.parametrize("path", DATABASE_PAGES)
def test_pages_that_need_the_database_are_a_readable_503(client, database_away, caplog, path):
    # a visitor's own pages: the session, and what it names, are in the database
    caplog.set_level(logging.INFO)
    response = _get(client, path, SESSION)
    assert response.status_code == 503
    assert response["Retry-After"].isdigit()
    page = response.content.decode()
    assert "<h1>Indisponible pour quelques instants</h1>" in page
    assert 'href="/"' in page  # the rule pages are still there
    assert database_away.call_count == 1  # one attempt, no retry of the handler
    errors = _records(caplog)
    assert len(errors) == 1 and errors[0].levelno == logging.ERROR
    assert path in errors[0].getMessage() and "connection refused" in errors[0].getMessage()
    assert errors[0].request_id == response["X-Request-ID"]
    assert len(caplog.text.splitlines()) <= 2  # the error's line and the access line
    assert "sessionid" not in response.cookies


def test_the_503_is_in_the_visitors_language(client, database_away):
    response = _get(client, "/entrainement/", SESSION, **{"Accept-Language": "en"})
    assert response.status_code == 503
    assert "<h1>Unavailable for a few moments</h1>" in response.content.decode()
    assert '<html lang="en">' in response.content.decode()


@pytest.mark.parametrize("cookies", [{}, SESSION], ids=["no cookie", "session cookie"])
def test_an_answer_posted_while_the_database_is_away_is_a_503(
    client, database_away, caplog, cookies
):
    caplog.set_level(logging.INFO)
    url = "/entrainement/coinche/standard/qui-remporte-le-pli/facile/12/"
    for name, value in cookies.items():
        client.cookies[name] = value
    response = client.post(url, {"card": "AS"})
    assert response.status_code == 503
    assert database_away.call_count == 1
    assert len(_records(caplog)) == 1


@pytest.mark.parametrize("cookies", [{}, SESSION], ids=["no cookie", "session cookie"])
def test_a_missing_page_needs_no_database(client, database_away, caplog, cookies):
    caplog.set_level(logging.INFO)
    response = _get(client, "/pas-une-page/", cookies)
    assert response.status_code == 404
    assert "<h1>Page introuvable</h1>" in response.content.decode()
    assert database_away.call_count == 0
    assert _records(caplog) == []


def test_the_health_check_says_the_database_is_away(client, database_away, caplog):
    caplog.set_level(logging.INFO)
    response = client.get("/sante/")
    assert response.status_code == 503 and response.content == b"database unavailable"
    # was: libpq's hint on a line of its own, then Django's « Service Unavailable » line
    assert len(caplog.text.splitlines()) == 2  # the error's line and the access line
    assert "connection refused" in _records(caplog)[0].getMessage()


def _a_bug(request):
    raise RuntimeError("a bug in a view")


urlpatterns = [path("en-panne/", _a_bug), *config.urls.urlpatterns]
handler500 = config.urls.handler500


@pytest.mark.urls(__name__)
@pytest.mark.parametrize("cookies", [{}, SESSION], ids=["no cookie", "session cookie"])
def test_a_bug_while_the_database_is_away_is_one_readable_500(
    client, database_away, caplog, cookies
):
    # was: gunicorn's bare « Internal Server Error » for a visitor with a session cookie (the
    # 500 page's layout read the account and failed again), thousands of lines per request
    caplog.set_level(logging.INFO)
    client.raise_request_exception = False
    response = _get(client, "/en-panne/", cookies, **{"Accept-Language": "en"})
    assert response.status_code == 500
    assert "<h1>Server error</h1>" in response.content.decode()
    assert database_away.call_count == 0  # the page read neither the account nor the session
    errors = _records(caplog)
    assert len(errors) == 1 and errors[0].exc_info is not None
    assert "a bug in a view" in str(errors[0].exc_info[1])
    assert len(caplog.text.splitlines()) < 60  # the error, its one traceback, the access line
