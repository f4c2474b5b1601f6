"""Property: adding, correcting, deleting and undoing lines in any order leaves the same sheet,
line for line and total for total, as entering the final list once in a new game."""

from __future__ import annotations

import pytest
from django.test import Client
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorepad.models import Entry
from tests.budget import examples
from tests.scorepad.helpers import coinche_fields, new_game, post_entry, totals

pytestmark = pytest.mark.django_db

POOLS = {
    "coinche": [
        ("deal", coinche_fields()),
        ("deal", coinche_fields(bid="80", by="EW", points="82", tricks="4")),
        ("deal", coinche_fields(bid="100", trump="SA", points="70", tricks="3", coinche="1")),
        ("deal", coinche_fields(bid="capot", trump="S", points="162", tricks="8")),
        ("redeal", {}),
    ],
    "whist-reglement": [
        (
            "deal",
            {
                "contract": "emballage:8",
                "trump": "H",
                "declarer": "0",
                "partner": "2",
                "tricks": "9",
            },
        ),
        ("deal", {"contract": "seul:7", "trump": "S", "declarer": "3", "tricks": "5"}),
        ("dames", {"queens_0": "2", "queens_1": "0", "queens_2": "1", "queens_3": "1"}),
        ("misdeal", {"late": "yes"}),
        ("penalty", {"fault": "revoke", "offender": "1", "found": "during_trick"}),
    ],
}

operations = st.lists(
    st.one_of(
        st.tuples(st.just("add"), st.integers(0, 4)),
        st.tuples(st.just("edit"), st.integers(0, 20), st.integers(0, 4)),
        st.tuples(st.just("delete"), st.integers(0, 20)),
        st.tuples(st.just("undo")),
    ),
    max_size=9,
)


def _apply(client, game, pool, model, history, op):
    """Do ``op`` through the pages and on the plain list ``model`` (pool indices)."""
    game.refresh_from_db()
    seqs = list(Entry.objects.filter(game=game).order_by("seq").values_list("seq", flat=True))
    if op[0] == "add":
        key, fields = pool[op[1]]
        assert post_entry(client, game, key, fields).status_code == 302
        history.append(("add", len(model), None, op[1]))
        model.append(op[1])
    elif op[0] in ("edit", "delete") and model:
        at = op[1] % len(model)
        url = f"/carnet/{game.edit_token}/ligne/{seqs[at]}/"
        if op[0] == "delete":
            response = client.post(url + "supprimer/", {"version": game.version})
            history.append(("delete", at, model.pop(at), None))
        else:
            key, fields = pool[op[2]]
            if key != pool[model[at]][0]:
                return  # a line keeps its kind when corrected
            data = {f"{key}-{k}": v for k, v in fields.items()}
            response = client.post(url, {**data, "version": game.version})
            history.append(("edit", at, model[at], op[2]))
            model[at] = op[2]
        assert response.status_code == 302
    elif op[0] == "undo" and history:
        kind, at, before, _after = history.pop()
        if kind == "add":
            model.pop(at)
        elif kind == "delete":
            model.insert(at, before)
        else:
            model[at] = before
        response = client.post(f"/carnet/{game.edit_token}/annuler/", {"version": game.version})
        assert response.status_code == 302


@pytest.mark.parametrize("ruleset", POOLS)
@settings(
    max_examples=examples(15),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(ops=operations)
def test_any_order_of_changes_gives_the_sheet_of_the_final_list(ruleset, ops, settings_override):
    pool = POOLS[ruleset]
    client = Client()
    game = new_game(client, ruleset)
    model: list[int] = []
    history: list = []
    for op in ops:
        _apply(client, game, pool, model, history, op)
    fresh = new_game(client, ruleset)
    for index in model:
        key, fields = pool[index]
        assert post_entry(client, fresh, key, fields).status_code == 302
    assert totals(client, game) == totals(client, fresh)
    mine = [e.data for e in Entry.objects.filter(game=game).order_by("seq")]
    theirs = [e.data for e in Entry.objects.filter(game=fresh).order_by("seq")]
    assert mine == theirs


@pytest.fixture
def settings_override(settings):
    settings.ADDRESS_LIMITS = settings.ADDRESS_LIMITS | {
        "scorepad_games": (10_000, 3600),
        "scorepad_writes": (100_000, 60),
    }
    return settings
