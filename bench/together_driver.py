"""People at a table for people (« Jouer ensemble »), driven through HTTP only: the tests and
the benchmark use it. Each person is a test client with its own session; a table is opened
by its host and joined by the others through the invitation link."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import timedelta

from django.test import Client
from django.urls import reverse
from django.utils import timezone

from bench.table_driver import CARD_BUTTON, Tally, choose, post
from reference.engine.deals import DealState
from table.models import Table
from table.services import current_deal
from table.state import deal_state
from together.models import Gathering, Person

CARD_SHOWN = re.compile(r'(?:data-card|name="card" value)="([^"]+)"')


@dataclass
class Seated:
    """One person and the browser they play from."""

    client: Client
    person: Person
    pages: list[str] = field(default_factory=list)

    @property
    def seat(self) -> int:
        assert self.person.seat is not None
        return self.person.seat


def open_table(slug: str, form: dict[str, str], names: list[str]) -> tuple[Table, list[Seated]]:
    """A table of ``slug`` opened by ``names[0]`` and joined by the others (one client each)."""
    host = Client()
    response = host.post(reverse("together:new", args=[slug]), {**form, "nom": names[0]})
    assert response.status_code == 302, response.status_code
    public_id = response["Location"].rstrip("/").rsplit("/", 1)[-1]
    gathering = Gathering.objects.select_related("table").get(table__public_id=public_id)
    people = [host]
    for name in names[1:]:
        client = Client()
        url = reverse("together:join", args=[gathering.invitation])
        joined = client.post(url, {"nom": name})
        assert joined.status_code == 302, joined.status_code
        people.append(client)
    persons = list(gathering.people.order_by("created"))
    return gathering.table, [Seated(c, p) for c, p in zip(people, persons, strict=True)]


def page(seated: Seated, table: Table) -> str:
    """What ``seated`` sees now."""
    html = seated.client.get(reverse("together:play", args=[table.public_id])).content.decode()
    seated.pages.append(html)
    return html


def state_of(table: Table) -> DealState:
    table.refresh_from_db()
    return deal_state(table, current_deal(table))


def hidden_cards_shown(html: str, state: DealState, seat: int) -> set[str]:
    """The cards of other seats' hands that ``html`` shows to ``seat`` though the rules keep
    them hidden. Neurotrio's deck holds some cards twice: a card is hidden only if no copy of
    it may be shown (laid face up by the game, played, or in the reader's own hand)."""
    seen = {str(c) for shown in state.table_cards(seat) for c in shown.cards}
    seen |= {str(c) for c in state.hand(seat)}
    plays = [*state.tricks.current, *(p for t in state.tricks.done for p in t.plays)]
    seen |= {str(p.card) for p in plays}
    hidden = {str(c) for s in range(state.seats) if s != seat for c in state.hand(s)}
    return (set(CARD_SHOWN.findall(html)) & hidden) - seen


def play_turn(
    table: Table,
    people: list[Seated],
    rng: random.Random,
    tally: Tally,
    *,
    htmx: bool = True,
    legal: bool = False,
    illegal: bool = False,
) -> tuple[Seated, int]:
    """The person in turn picks among what their page offers (illegal choices included), or
    with ``legal`` among the actions the engine allows, or with ``illegal`` a card of the page
    the engine refuses when there is one; and posts it (as htmx does, or as a plain form); who
    played, and the response's status."""
    state = state_of(table)
    seated = next(p for p in people if p.person.seat == state.to_act)
    if legal:
        action = rng.choice(state.legal_actions(seated.seat))
        chosen = {"call" if action.kind == "call" else "card": action.value}
    else:
        html = page(seated, table)
        refused = _refused_cards(html, state, seated.seat) if illegal else []
        chosen = {"card": rng.choice(refused)} if refused else choose(html, rng)
    data = {**chosen, "version": str(table.version)}
    url = reverse("together:act", args=[table.public_id])
    response = post(seated.client, url, data, htmx, tally)
    return seated, response.status_code


def _refused_cards(html: str, state: DealState, seat: int) -> list[str]:
    """The cards of the page that the engine would refuse now."""
    allowed = {action.value for action in state.legal_actions(seat) if action.kind != "call"}
    return [card for card in CARD_BUTTON.findall(html) if card not in allowed]


def away(seated: Seated, seconds: int) -> None:
    """``seated`` showed no sign of life for ``seconds`` (lost the network, closed the tab)."""
    since = timezone.now() - timedelta(seconds=seconds)
    Person.objects.filter(pk=seated.person.pk).update(seen=since)
