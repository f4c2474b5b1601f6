"""Two phones edit the same sheet at once: no entry is lost, the second is told and shown the
new state, and resending keeps both deals."""

from __future__ import annotations

import threading
from html import unescape

import pytest
from django.db import connection
from django.test import Client

from scorepad.models import Entry
from tests.scorepad.helpers import coinche_fields, new_game, post_entry, totals

pytestmark = pytest.mark.django_db(transaction=True)


def test_two_phones_posting_at_the_same_moment_lose_nothing():
    first, second = Client(), Client()
    game = new_game(first, "coinche")
    deals = {
        first: coinche_fields(),  # 110 made: 220 / 50
        second: coinche_fields(bid="80", by="EW", points="82", tricks="4"),  # 80 / 80 + 80
    }
    barrier = threading.Barrier(2)
    answers = {}

    def post(client):
        barrier.wait()
        try:
            answers[client] = post_entry(client, game, "deal", deals[client], version=0)
        finally:
            connection.close()

    threads = [threading.Thread(target=post, args=(c,)) for c in deals]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    codes = sorted(a.status_code for a in answers.values())
    assert codes == [302, 409]
    assert Entry.objects.filter(game=game).count() == 1
    loser = next(c for c, a in answers.items() if a.status_code == 409)
    page = unescape(answers[loser].content.decode())
    assert "Quelqu'un d'autre vient de modifier la feuille" in page
    assert f'value="{deals[loser]["points"]}"' in page  # the entry is still in the form
    assert post_entry(loser, game, "deal", deals[loser]).status_code == 302
    assert Entry.objects.filter(game=game).count() == 2
    assert totals(first, game) == (220 + 80, 50 + 160)


def test_correcting_a_line_another_phone_just_changed_is_refused_and_shown():
    first, second = Client(), Client()
    game = new_game(first, "coinche")
    post_entry(first, game, "deal", coinche_fields())
    seq = Entry.objects.get(game=game).seq
    game.refresh_from_db()
    stale = game.version
    url = f"/carnet/{game.edit_token}/ligne/{seq}/"
    made = {f"deal-{k}": v for k, v in coinche_fields(points="120").items()}
    failed = {f"deal-{k}": v for k, v in coinche_fields(points="100", tricks="5").items()}
    assert first.post(url, {**made, "version": stale}).status_code == 302
    response = second.post(url, {**failed, "version": stale})
    assert response.status_code == 409
    page = unescape(response.content.decode())
    assert 'value="100"' in page and "+230" in page  # its correction kept; the other shown
    assert totals(first, game) == (120 + 110, 40)
