"""A table for people through HTTP: opening, coming in by the link or the code, the host's
controls, and a whole deal where each person sees only their own hand."""

from __future__ import annotations

import random
import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils.html import escape

from bench.table_driver import Tally
from bench.together_driver import (
    away,
    hidden_cards_shown,
    open_table,
    page,
    play_turn,
    state_of,
)
from reference.engine.deals import Action, Phase
from table import present
from table.services import current_deal
from together.models import Gathering, Person
from together.presence import AWAY_SECONDS

pytestmark = pytest.mark.django_db

COINCHE = ("coinche", {"players": "2x2"})
NAMES = ["Anne", "Bruno", "Chloé", "Denis"]


def _coinche():
    return open_table(*COINCHE, NAMES)


def test_four_people_sit_at_four_seats_and_each_sees_the_others_by_name():
    table, people = _coinche()
    assert sorted(p.person.seat for p in people) == [0, 1, 2, 3]
    assert people[0].person.host and not any(p.person.host for p in people[1:])
    html = page(people[1], table)
    for name in NAMES:
        assert name in html
    assert set(table.people) == {0, 1, 2, 3}


def test_a_display_name_is_escaped_everywhere_it_shows():
    table, people = open_table(*COINCHE, ["Anne", "<script>alert(1)</script>"])
    for seated in people:
        html = page(seated, table)
        assert "<script>alert(1)</script>" not in html
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


def test_the_short_code_and_the_qr_code_lead_to_the_invitation():
    table, people = _coinche()
    gathering = Gathering.objects.get(table=table)
    found = Client().post(reverse("together:code"), {"code": gathering.code.lower()})
    assert found.status_code == 302
    assert found["Location"] == reverse("together:join", args=[gathering.invitation])
    wrong = Client().post(reverse("together:code"), {"code": "ZZZZZ2"})
    assert wrong.status_code == 400
    assert "Aucune table ouverte n&#x27;a ce code" in wrong.content.decode()
    qr = people[2].client.get(reverse("together:qr", args=[table.public_id]))
    assert qr["Content-Type"] == "image/svg+xml"
    assert qr.content.lstrip().startswith(b"<svg")


def test_a_renewed_invitation_lets_no_one_in_by_the_old_link_or_code():
    table, people = open_table(*COINCHE, ["Anne"])
    old = Gathering.objects.get(table=table)
    renewed = people[0].client.post(reverse("together:renew", args=[table.public_id]))
    assert renewed.status_code == 302
    new = Gathering.objects.get(table=table)
    assert (new.invitation, new.code) != (old.invitation, old.code)
    assert len(new.invitation) >= 22  # 128 bits, URL-safe
    gone = Client().get(reverse("together:join", args=[old.invitation]))
    assert gone.status_code == 404
    assert "ne fait plus entrer" in gone.content.decode()
    assert Client().post(reverse("together:code"), {"code": old.code}).status_code == 400
    assert Client().get(reverse("together:join", args=[new.invitation])).status_code == 200


def test_only_the_host_renews_seats_and_closes():
    table, people = _coinche()
    guest = people[1].client
    for name in ("renew", "close", "seat"):
        response = guest.post(reverse(f"together:{name}", args=[table.public_id]), {"seat": "0"})
        assert response.status_code == 404
    assert Client().get(reverse("together:play", args=[table.public_id])).status_code == 404


def test_a_fifth_person_waits_until_the_host_seats_them():
    table, people = _coinche()
    gathering = Gathering.objects.get(table=table)
    late = Client()
    late.post(reverse("together:join", args=[gathering.invitation]), {"nom": "Émile"})
    emile = Person.objects.get(gathering=gathering, name="Émile")
    assert emile.seat is None
    html = late.get(reverse("together:play", args=[table.public_id])).content.decode()
    assert "Toutes les places sont prises" in html
    assert 'name="card"' not in html and "data-card" not in html
    host = people[0].client
    displaced = Person.objects.get(gathering=gathering, seat=2)
    moved = host.post(
        reverse("together:seat", args=[table.public_id]),
        {"seat": "2", "do": "move", "person": str(emile.pk)},
    )
    assert moved.status_code == 302
    emile.refresh_from_db()
    assert emile.seat == 2
    displaced.refresh_from_db()
    assert displaced.seat is None  # Émile had no seat to give in exchange


def test_closing_asks_first_stops_the_game_and_can_be_undone():
    table, people = _coinche()
    host = people[0].client
    url = reverse("together:close", args=[table.public_id])
    asked = host.get(url)
    assert "Fermer la table ?" in asked.content.decode()
    table.refresh_from_db()
    assert not table.finished
    host.post(url)
    table.refresh_from_db()
    assert table.finished
    gathering = Gathering.objects.get(table=table)
    assert Client().get(reverse("together:join", args=[gathering.invitation])).status_code == 404
    host.post(url, {"do": "reopen"})
    table.refresh_from_db()
    assert not table.finished


def test_out_of_turn_and_foreign_cards_are_refused_with_the_engines_words():
    table, people = _coinche()
    state = state_of(table)
    in_turn = next(p for p in people if p.person.seat == state.to_act)
    waiting = next(p for p in people if p.person.seat != state.to_act)
    url = reverse("together:act", args=[table.public_id])
    before = list(current_deal(table).actions)
    response = waiting.client.post(url, {"call": "pass", "version": str(table.version)})
    assert response.status_code == 302
    html = page(waiting, table)
    reason = state.refusal(Action("call", "pass"), waiting.seat)
    assert reason is not None
    table.seat = waiting.seat
    assert "Refusé" in html
    assert escape(present.game_words(table).sentence(reason)) in html
    assert list(current_deal(table).actions) == before
    assert "Refusé" not in page(in_turn, table)  # a refusal is told to its author only
    stranger = Client()
    assert stranger.post(url, {"call": "pass", "version": "0"}).status_code == 404


def test_two_people_posting_on_one_version_get_one_applied_and_the_other_told():
    table, people = _coinche()
    state = state_of(table)
    in_turn = next(p for p in people if p.person.seat == state.to_act)
    version = str(table.version)
    url = reverse("together:act", args=[table.public_id])
    first = in_turn.client.post(url, {"call": "pass", "version": version})
    assert first.status_code == 302
    other = next(p for p in people if p is not in_turn)
    late = other.client.post(url, {"call": "pass", "version": version})
    assert late.status_code == 409
    assert "votre clic n'a rien joué" in late.content.decode()
    again = other.client.post(
        url, {"call": "pass", "version": version}, headers={"HX-Request": "true"}
    )
    assert "un autre joueur a joué" in again.content.decode()


def test_a_seat_handed_to_the_computer_plays_at_once_and_is_taken_back():
    table, people = _coinche()
    state = state_of(table)
    in_turn = next(p for p in people if p.person.seat == state.to_act)
    host = people[0].client
    seat_url = reverse("together:seat", args=[table.public_id])
    away(in_turn, AWAY_SECONDS + 1)
    host.post(seat_url, {"seat": str(in_turn.seat), "do": "computer"})
    after = state_of(table)
    assert after.to_act != in_turn.seat
    assert len(current_deal(table).actions) > 0
    html = page(in_turn, table)
    assert "Reprendre ma place" in html
    assert "l'ordinateur joue à sa place" in html
    in_turn.client.post(reverse("together:take-back", args=[table.public_id]))
    table.refresh_from_db()
    assert in_turn.seat in table.people
    assert "Reprendre ma place" not in page(in_turn, table)


@pytest.mark.slow
def test_without_javascript_a_whole_deal_is_played_by_plain_posts():
    table, people = _coinche()
    rng, tally = random.Random("together/coinche"), Tally()
    for _ in range(3000):
        state = state_of(table)
        if state.phase is Phase.OVER and state.tricks.done:
            break  # played to its last trick and scored
        if state.phase is Phase.OVER:  # everyone passed: the next deal, by a plain post
            url = reverse("together:next", args=[table.public_id])
            assert people[0].client.post(url, {"version": str(table.version)}).status_code == 302
            continue
        for seated in people:
            html = page(seated, table)
            assert not hidden_cards_shown(html, state, seated.seat)
        _who, status = play_turn(table, people, rng, tally, htmx=False)
        assert status == 302
    state = state_of(table)
    assert state.phase is Phase.OVER and state.tricks.done
    for seated in people:
        html = page(seated, table)
        assert "Fin de la donne" in html and "La feuille de marque" in html


def test_a_person_plays_only_for_their_own_seat_whatever_the_post_says():
    table, people = _coinche()
    state = state_of(table)
    in_turn = next(p for p in people if p.person.seat == state.to_act)
    url = reverse("together:act", args=[table.public_id])
    before = len(current_deal(table).actions)
    other_seat = (in_turn.seat + 1) % 4
    response = in_turn.client.post(
        url, {"call": "pass", "seat": str(other_seat), "version": str(table.version)}
    )
    assert response.status_code == 302
    assert current_deal(table).actions[before] == f"{in_turn.seat} call:pass"


def test_a_person_who_is_there_keeps_the_seat_one_away_a_minute_may_be_replaced():
    table, people = _coinche()
    bruno = people[1]
    url = reverse("together:seat", args=[table.public_id])
    page(bruno, table)  # Bruno is there
    refused = people[0].client.post(url, {"seat": str(bruno.seat), "do": "computer"})
    assert refused.status_code == 400
    table.refresh_from_db()
    assert bruno.seat in table.people
    away(bruno, AWAY_SECONDS - 5)
    assert "absent depuis" not in page(people[0], table)
    away(bruno, AWAY_SECONDS + 60)
    host_page = page(people[0], table)
    assert "absent depuis" in host_page
    handed = people[0].client.post(url, {"seat": str(bruno.seat), "do": "computer"})
    assert handed.status_code == 302
    table.refresh_from_db()
    assert bruno.seat not in table.people
    bruno.person.refresh_from_db()
    assert bruno.person.seat is not None  # the seat is still his
    page(bruno, table)  # back
    bruno.client.post(reverse("together:take-back", args=[table.public_id]))
    table.refresh_from_db()
    assert bruno.seat in table.people


def test_a_reload_or_a_second_tab_shows_the_same_table():
    table, people = _coinche()
    first = page(people[2], table)
    second = page(people[2], table)
    strip = re.compile(r'[A-Za-z0-9]{64}|data-push="[^"]+"')  # CSRF tokens, the push ticket
    assert strip.sub("", first) == strip.sub("", second)
