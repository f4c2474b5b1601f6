"""Starting a game: the score a game is played to, or the agreed end, is accepted exactly within
what the game's score sheet accepts (its ``MatchRules``' ``TARGETS`` and ``DEAL_COUNTS``)."""

from __future__ import annotations

import dataclasses
import re

import pytest
from django.utils import translation

from reference import rulesets
from scorepad.forms.setup import NewGameForm

KEPT = [rs for rs in rulesets.listed() if rs.sheets is not None]


def form(ruleset, **fields):
    with translation.override("fr"):
        found = NewGameForm({"dealer": "0", **fields}, ruleset=ruleset)
        found.is_valid()
        return found


def ends(ruleset):
    """(the form's fields for an end, the numbers the engine accepts for it)."""
    agreed = ruleset.match.rules_type
    if ruleset.target is not None:
        return [(lambda n: {"target": str(n)}, agreed.TARGETS)]
    found = [(lambda n: {"end": "target", "end_value": str(n)}, agreed.TARGETS)]
    if agreed.DEAL_COUNTS:
        found.append((lambda n: {"end": "deals", "end_value": str(n)}, agreed.DEAL_COUNTS))
    return found


@pytest.mark.parametrize("ruleset", KEPT, ids=lambda rs: rs.id)
def test_each_game_takes_its_own_bounds_and_refuses_beyond(ruleset):
    assert ends(ruleset)
    for fields, allowed in ends(ruleset):
        for accepted in (allowed[0], allowed[-1]):
            started = form(ruleset, **fields(accepted))
            assert started.errors == {}, (accepted, started.errors)
        for refused in (allowed[0] - 1, allowed[-1] + 1):
            started = form(ruleset, **fields(refused))
            field = "target" if "target" in fields(0) else "end_value"
            assert started.errors.keys() == {field}, (refused, started.errors)
            [message] = started.errors[field]
            low, high = map(
                int, re.fullmatch(r"Écrivez un nombre de (\d+) à (\d+)\.", message).groups()
            )
            assert not low <= refused <= high and low <= allowed[0] and allowed[-1] <= high


def test_a_game_played_to_five_can_be_set_up(monkeypatch):
    """A game whose document plays to five points: the field offers five, and takes it."""
    coinche = rulesets.get("coinche")
    assert coinche is not None
    monkeypatch.setattr(coinche.match.rules_type, "TARGETS", range(1, 101))
    to_five = dataclasses.replace(coinche, target=5)
    assert form(to_five).fields["target"].initial == "5"
    started = form(to_five, target="5")
    assert started.errors == {}
    assert started.cleaned_data["match"] == {"target": 5}
