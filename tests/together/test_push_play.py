"""Several people at one table through HTTP and the push channel together: each applied action
reaches every screen as a message that holds the new version and nothing else, each page a
person then fetches holds only that person's cards, a dropped connection resumes where the
table is, and a seat handed to the computer and taken back is announced to all.

The web layer plays one coinche deal; the slow layer one deal of every rule set, at its first
table, with one person per seat."""

from __future__ import annotations

import asyncio
import random

import pytest
from asgiref.sync import sync_to_async
from django.urls import reverse

from bench.table_driver import Tally
from bench.together_driver import (
    away as gone,
)
from bench.together_driver import (
    hidden_cards_shown,
    open_table,
    page,
    play_turn,
    state_of,
)
from reference.engine.deals import Phase
from reference.ruleset import seats
from reference.rulesets import BY_ID
from tests.layers import first_on_every_database
from tests.together.screens import heard_on, open_screen
from together.presence import AWAY_SECONDS

pytestmark = pytest.mark.django_db(transaction=True)

NAMES = ["Anne", "Bruno", "Chloé", "Denis", "Émile"]
#: Each rule set at its first table; coinche first (the web layer plays it, the slow layer all).
RULESETS = sorted(BY_ID, key=lambda slug: slug != "coinche")
#: The share of the slow layer's turns drawn among what a page offers, illegal actions included.
TRIES_ILLEGAL = 0.3


def _form(slug: str) -> dict[str, str]:
    ruleset = BY_ID[slug]
    form = {"players": ruleset.tables[0]}
    if ruleset.ends:
        form["end"] = ruleset.ends[0][0]
    return form


async def _whole_deal(slug: str, tries_illegal: float) -> None:
    form = _form(slug)
    count = seats(form["players"])
    table, people = await sync_to_async(open_table)(slug, form, NAMES[:count])
    screens = [await open_screen(table, p) for p in people]
    rng, tally = random.Random(f"together/{slug}"), Tally()
    refused = 0
    for _ in range(4000):
        state = await sync_to_async(state_of)(table)
        if state.phase is Phase.OVER and state.tricks.done:
            break  # a deal played to its last trick and scored
        before = table.version
        if state.phase is Phase.OVER:  # dealt again (everyone passed): the next deal
            url = reverse("together:next", args=[table.public_id])
            data = {"version": str(table.version)}
            await sync_to_async(people[0].client.post)(url, data)
            await sync_to_async(table.refresh_from_db)()
            for screen in screens:
                assert await heard_on(screen) == {"version": table.version}
            continue
        # until a first refusal every turn plays a card the engine refuses when the page shows
        # one (else picks among what the page offers)
        legal = not tries_illegal or (refused > 0 and rng.random() >= tries_illegal)
        illegal = bool(tries_illegal) and refused == 0
        _who, status = await sync_to_async(play_turn)(
            table, people, rng, tally, legal=legal, illegal=illegal
        )
        assert status == 200
        await sync_to_async(table.refresh_from_db)()
        if table.version == before:
            refused += 1
            continue  # refused: told to its author only, nothing pushed
        for screen in screens:
            assert await heard_on(screen) == {"version": table.version}
        state = await sync_to_async(state_of)(table)
        for seated in people:
            html = await sync_to_async(page)(seated, table)
            assert f'data-version="{table.version}"' in html
            assert not hidden_cards_shown(html, state, seated.seat)
    assert state.phase is Phase.OVER and state.tricks.done
    assert refused or not tries_illegal, "no illegal action was tried"
    for seated in people:
        html = await sync_to_async(page)(seated, table)
        assert "Fin de la donne" in html and "La feuille de marque" in html
    for screen in screens:
        assert await screen.receive_nothing(timeout=0.05)
    for screen in screens:
        await screen.disconnect()


#: The PostgreSQL run plays coinche and the first other rule set: the other deals do the same
#: database work again (the rule sets differ in the engine, which no database changes).
DEALS = first_on_every_database(RULESETS, 2)


@pytest.mark.slow
@pytest.mark.parametrize("slug", DEALS)
def test_people_play_a_whole_deal_through_http_and_the_push_channel(slug):
    """The web layer's deal draws legal actions only (refusals have their own tests). In the slow
    layer's, until a first refusal every turn plays a card of the page the engine refuses when
    there is one, else picks among what the page offers; then about ``TRIES_ILLEGAL`` of the
    turns pick among what the page offers, illegal cards and calls included (the others play
    an action the engine allows): refusals come all along the deal, but a follow-suit deal is
    no longer mostly refused cards."""
    asyncio.run(_whole_deal(slug, 0.0 if slug == RULESETS[0] else TRIES_ILLEGAL))


async def _dropped() -> None:
    table, people = await sync_to_async(open_table)("coinche", _form("coinche"), NAMES[:4])
    anne = await open_screen(table, people[0])
    await anne.disconnect()  # Anne's phone loses the network
    rng, tally = random.Random("together/dropped"), Tally()
    await sync_to_async(table.refresh_from_db)()
    start = table.version
    while table.version < start + 3:
        await sync_to_async(play_turn)(table, people, rng, tally)
        await sync_to_async(table.refresh_from_db)()
    anne = await open_screen(table, people[0])  # back: the page fetches the table as stored
    html = await sync_to_async(page)(people[0], table)
    assert f'data-version="{table.version}"' in html
    state = await sync_to_async(state_of)(table)
    assert len(state.calls) == 3  # every call made while away is there
    while True:  # and the next move reaches her again
        before = table.version
        await sync_to_async(play_turn)(table, people, rng, tally)
        await sync_to_async(table.refresh_from_db)()
        if table.version != before:
            break
    assert await heard_on(anne) == {"version": table.version}
    await anne.disconnect()


def test_a_dropped_connection_resumes_where_the_table_is():
    asyncio.run(_dropped())


async def _handed_over() -> None:
    table, people = await sync_to_async(open_table)("coinche", _form("coinche"), NAMES[:4])
    screens = [await open_screen(table, p) for p in people]
    state = await sync_to_async(state_of)(table)
    away = next(p for p in people if p.person.seat == state.to_act)
    host = people[0].client
    url = reverse("together:seat", args=[table.public_id])
    await sync_to_async(gone)(away, AWAY_SECONDS + 1)
    await sync_to_async(host.post)(url, {"seat": str(away.seat), "do": "computer"})
    await sync_to_async(table.refresh_from_db)()
    # the host in turn hands his own seat: his post is his return, which the seats show first
    told = [{"presence": 0}] if away is people[0] else []
    for screen in screens:
        heard = [await heard_on(screen) for _ in range(len(told) + 1)]
        assert heard == [*told, {"version": table.version}]
    assert (await sync_to_async(state_of)(table)).to_act != away.seat
    back = reverse("together:take-back", args=[table.public_id])
    await sync_to_async(away.client.post)(back)
    await sync_to_async(table.refresh_from_db)()
    assert away.seat in table.people
    # back (the seats show it, unless the host's post above was his return), then the seat
    # played by the person
    told = [] if told else [{"presence": 0}]
    for screen in screens:
        heard = [await heard_on(screen) for _ in range(len(told) + 1)]
        assert heard == [*told, {"version": table.version}]
    for screen in screens:
        await screen.disconnect()


def test_a_seat_handed_to_the_computer_and_taken_back_is_told_to_everyopen_screen():
    asyncio.run(_handed_over())
