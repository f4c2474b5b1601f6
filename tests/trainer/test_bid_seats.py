"""A bid exercise says who made each call: on the felt, each call in front of its seat; without
a felt (the whists' auctions), each call of the list after its seat's name as the game names it.
The whists' lists gave the calls alone."""

from __future__ import annotations

import re
from html import unescape

import pytest
from django.urls import reverse

from reference.practice import KINDS as KIND_SLUGS
from reference.ruleset import seats
from tests.layers import sampled
from trainer.exercises import build, kinds_for
from trainer.exercises.base import DIFFICULTIES, Key
from trainer.rulesets import RULESETS

pytestmark = pytest.mark.django_db

BIDDING = [rs for rs in RULESETS.values() if "bid" in kinds_for(rs)]
LIST = re.compile(r'<ol class="auction">(.*?)</ol>', re.S)
ROW = re.compile(r"<li>(.*?)</li>", re.S)
CALLS_ON_FELT = re.compile(r'<span class="call">')


def text(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


@pytest.mark.parametrize(
    "rs", sampled(BIDDING, 3, one_value=True), ids=lambda rs: f"{rs.game}-{rs.slug}"
)
def test_every_call_of_a_bid_exercise_names_its_seat(client, rs):
    names = {str(rs.words().seat_name(n, t)) for t in rs.tables for n in range(seats(t))}
    names |= {f"{name}, vous" for name in names}
    checked = 0
    for level in DIFFICULTIES:
        for seed in range(1, 7):
            key = Key(rs.game, rs.slug, "bid", level, str(seed))
            calls = build(key, rs).show["auction"]
            args = [rs.game, rs.slug, KIND_SLUGS["bid"][0], level, str(seed)]
            page = client.get(reverse("trainer:exercise", args=args)).content.decode()
            listed = LIST.search(page)
            if listed is None:  # on the felt, or nobody has spoken yet
                assert len(CALLS_ON_FELT.findall(page)) == len(calls), key
                continue
            rows = [text(row) for row in ROW.findall(listed.group(1))]
            assert len(rows) == len(calls), key
            for row, (_seat, call) in zip(rows, calls, strict=True):
                seat, _sep, said = row.partition(" : ")
                assert seat in names and said == text(call), (key, row)
            checked += 1
    assert checked or rs.game != "whist"  # the whists' auctions are lists
