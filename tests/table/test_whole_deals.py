"""Complete deals played through HTTP by a learner choosing at random among the cards of its
hand (illegal ones included) and the calls offered. Every
illegal attempt is refused with the engine's reason and changes nothing; every legal one is
applied with the computers' answers; each deal ends with the engine's score; the totals
balance; no request fails.

``ATOUT_TABLE_DEALS`` sets the number of deals per rule set: 24 by default, enough for every
table form of every rule set (``FORMS``) to play; ``make test-deals`` plays the 200 per rule set
of the table's acceptance (about twenty minutes of one core). Each rule set's
deals are played in ``CHUNKS`` tests of their own, so that pytest-xdist shares them out."""

from __future__ import annotations

import html
import os
import random
from collections.abc import Mapping
from fractions import Fraction

import pytest
from django.urls import reverse

from bench.table_driver import REFUSAL, Tally, choose, post
from reference.engine import get_game
from reference.engine.coinche.order import Mode, deck_total
from reference.engine.deals import Phase
from reference.engine.voisin.table import card_points as voisin_points
from table import present, services
from table.models import Table
from table.services import current_deal, game_sheet
from table.state import deal_state
from table.views import read_action
from tests.layers import first_on_every_database

pytestmark = [pytest.mark.django_db, pytest.mark.slow]

DEALS = int(os.environ.get("ATOUT_TABLE_DEALS", "24"))
CHUNKS = 4
#: Tables by rule set: each new table takes the next form, so every table of the document
#: and its variants are played (a form's ``ruleset`` opens a variant's own rule set).
FORMS: Mapping[str, list[dict[str, str]]] = {
    "coinche": [
        {"players": "2x2"},
        {"players": "2x2", "regle-18": "1", "regle-20": "1"},  # no undertrump; capot lead
        {"players": "2x2", "regle-2": "1", "regle-3": "1", "coach": "on"},  # no TA, no SA
    ],
    "voisin": [
        {"players": "4", "end": "points:500"},
        {"players": "3"},
        {"players": "2"},
        {"players": "2x2", "coach": "on"},
        {"players": "2", "ruleset": "voisin-variante-i"},
        {"players": "4", "ruleset": "voisin-variante-ii", "regle-1": "1"},  # the taker leads
    ],
    "whist-reglement": [
        {"players": "4", "end": "deals:each"},
        {"players": "4", "end": "deals:each", "regle-2": "1", "coach": "on"},  # silent trou
    ],
    "whist-couleur": [
        {"players": "4", "end": "deals:each"},
        {"players": "4", "end": "deals:each", "regle-1": "1"},  # failure by undertricks
    ],
    "neurotrio": [
        {"players": "4", "end": "deals:each"},
        {"players": "3", "end": "deals:each"},
        {"players": "5", "end": "deals:each", "regle-2": "2"},
    ],
}
DEALS_PER_TABLE = 4
#: The share of the learner's tries that may be an illegal action (drawn as the page offers it).
TRIES_ILLEGAL = 0.3


def _open(client, slug: str, form: Mapping[str, str]) -> Table:
    response = client.post(reverse("table:new", args=[slug]), dict(form))
    assert response.status_code == 302, response.content[:500]
    public_id = response["Location"].rstrip("/").rsplit("/", 1)[-1]
    return Table.objects.get(public_id=public_id)


def _page(client, table: Table) -> str:
    response = client.get(reverse("table:play", args=[table.public_id]))
    assert response.status_code == 200
    return response.content.decode()


def _play_deal(client, table: Table, rng: random.Random, tally: Tally) -> None:
    """Play the current deal to its end, checking every post."""
    url = reverse("table:act", args=[table.public_id])
    page = _page(client, table)
    while True:
        table.refresh_from_db()
        deal = current_deal(table)
        state = deal_state(table, deal)
        if state.phase is Phase.OVER:
            break
        assert state.to_act == table.seat, "the computers play until the learner's turn"
        data, action, reason = _attempt(page, table, state, rng, tally.refused)
        before = (table.version, list(deal.actions))
        htmx = rng.random() < 0.7
        response = post(client, url, {**data, "version": str(table.version)}, htmx, tally)
        assert response.status_code == (200 if htmx else 302), (
            data,
            state.phase,
            response.content[-300:],
        )
        page = response.content.decode() if htmx else _page(client, table)
        table.refresh_from_db()
        deal.refresh_from_db()
        if reason is not None:
            tally.refused += 1
            assert (table.version, deal.actions) == before, "a refusal changes nothing"
            notice = REFUSAL.search(page)
            assert notice is not None, "the refusal is shown"
            sentence = present.game_words(table).sentence(reason)
            assert sentence in html.unescape(notice.group(1))
        else:
            tally.legal += 1
            assert table.version == before[0] + 1
            assert deal.actions[: len(before[1]) + 1] == [*before[1], f"{table.seat} {action}"]
    _check_end(client, table, deal, state, page)


def _attempt(page: str, table: Table, state, rng: random.Random, refused: int):
    """The learner's next try among what the page offers. Only about ``TRIES_ILLEGAL`` of the
    tries may be illegal (the others are drawn again until legal): refusals are still met all
    along every deal, but a follow-suit deal is no longer mostly refused cards. Until a first
    refusal, every try may be illegal, so that each test meets one."""
    tries_illegal = rng.random() < TRIES_ILLEGAL or not refused
    for _ in range(200):
        data = choose(page, rng)
        action = read_action(table, state, data)
        reason = state.refusal(action, table.seat)
        if reason is None or tries_illegal:
            break
    return data, action, reason


def _check_end(client, table: Table, deal, state, page: str) -> None:
    """The deal's end: the engine's score on the page and in the sheet, the totals balance."""
    assert deal.over and deal.entry == dict(state.sheet_entry())
    game = get_game(state.game)
    question = state.score_question()
    text = html.unescape(page)
    if question is None:
        assert present.outcome_line(table, state) in text
        return
    answer = game.answer("score", question, game.make_rules(table.rules))
    sheet = state.score()
    for line in present.score_view(table, state)["steps"]:
        assert line in text
    if state.game == "coinche":
        assert sheet.as_dict() == {"NS": answer["NS"], "EW": answer["EW"]}
        result = state.result
        assert sum(result.points.values()) == deck_total(
            Mode(state.trump), game.make_rules(table.rules)
        )
        assert sum(result.tricks.values()) == 8
    elif state.game == "voisin":
        assert list(sheet.scores) == answer["scores"]
        played = [c for t in state.tricks.done for c in t.cards]
        points = sum(Fraction(p) for p in state.result.points)
        assert points == voisin_points(played, game.parse_mode(state.trump))
        assert sum(state.result.tricks) == len(state.tricks.done)
    elif state.game == "whist":
        last = _sheet(table).lines[-1]
        if state.name == "dames":
            assert list(last.points) == list(answer["scores"]) == list(sheet.scores)
        else:
            assert answer["zero_sum"] and sum(last.points) == 0, "a whist line sums to zero"
            for seat in range(4):
                expected = answer["per_defender"]
                if seat in state.declarers:
                    expected = answer["declarers"][state.declarers.index(seat)]
                assert last.points[seat] == expected
        assert len(state.tricks.done) == 13 - (state.name == "petite_misere")
    else:
        assert sheet.as_dict() == {"taker": answer["taker"], "each_other": answer["each_other"]}
        assert len(state.tricks.done) == len(state.dealt[0])
    for side in present.score_view(table, state)["sides"]:
        assert f"{side['points']}</td>" in page


def _sheet(table: Table):
    return game_sheet(table)


#: The PostgreSQL run plays each rule set's first chunk: the others do the same database work.
CHUNK_IDS = first_on_every_database(range(CHUNKS), 1)


@pytest.mark.parametrize("chunk", CHUNK_IDS)
@pytest.mark.parametrize("slug", list(FORMS))
def test_whole_deals_through_http(client, slug, chunk, settings, monkeypatch):
    shuffles = random.Random(f"whole-deals/{slug}/{chunk}/shuffles")
    monkeypatch.setattr(services, "shuffler", lambda: shuffles)  # the same deals on every run
    settings.ADDRESS_LIMITS = {
        **settings.ADDRESS_LIMITS,
        "tables": (10_000, 3600),
        "table_actions": (1_000_000, 60),
    }
    rng = random.Random(f"whole-deals/{slug}/{chunk}")
    tally = Tally()
    played = 0
    forms = FORMS[slug]
    deals = -(-DEALS // CHUNKS)
    n = chunk * -(-deals // DEALS_PER_TABLE)  # each chunk starts at the next forms
    while played < deals:
        form = dict(forms[n % len(forms)])
        table = _open(client, form.pop("ruleset", slug), form)
        n += 1
        for _ in range(DEALS_PER_TABLE):
            _play_deal(client, table, rng, tally)
            played += 1
            table.refresh_from_db()
            if table.finished or played >= deals:
                break
            response = post(
                client,
                reverse("table:next", args=[table.public_id]),
                {"version": str(table.version)},
                rng.random() < 0.5,
                tally,
            )
            assert response.status_code in (200, 302)
    assert set(tally.statuses) <= {200, 302}, tally.statuses
    assert tally.legal and tally.refused, tally
