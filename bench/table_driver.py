"""A learner at the table, driven through HTTP only: the acceptance tests and the benchmarks
use it. Its choices are random among the cards of its hand (illegal ones included) and among
the calls the page offers (with now and then a bid built from any level and trump)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from html import unescape as html_unescape
from typing import Any

from django.test import Client

CARD_BUTTON = re.compile(r'<button type="submit" name="card" value="([^"]+)"')
CALL_BUTTON = re.compile(r'<button type="submit" name="call" value="([^"]+)"')
CALL_CHOICE = re.compile(r'<select id="call-choice" name="call">(.*?)</select>', re.S)
BUILDER = re.compile(r'<select id="bid-level" name="level">(.*?)</select>', re.S)
LEVEL = re.compile(r'<option value="([^"]+)">')
TRUMP = re.compile(r'name="trump" value="([^"]+)"')
VERSION = re.compile(r'name="version" value="([0-9]+)"')
REFUSAL = re.compile(r'<div class="notice notice--refusal"[^>]*>(.*?)</div>', re.S)


@dataclass
class Tally:
    """What a driven deal did."""

    legal: int = 0
    refused: int = 0
    requests: int = 0
    statuses: dict[int, int] = field(default_factory=dict)


def post(client: Client, url: str, data: dict[str, str], htmx: bool, tally: Tally) -> Any:
    headers = {"HX-Request": "true"} if htmx else {}
    response = client.post(url, data, headers=headers)
    tally.requests += 1
    tally.statuses[response.status_code] = tally.statuses.get(response.status_code, 0) + 1
    return response


def choose(html: str, rng: random.Random) -> dict[str, str]:
    """A random action among what the page offers: a card of the hand, a call button, or a
    bid built from any level and trump."""
    cards = CARD_BUTTON.findall(html)
    if cards:
        return {"card": rng.choice(cards)}
    calls = [html_unescape(v) for v in CALL_BUTTON.findall(html)]  # « j'emballe » is escaped
    choice = CALL_CHOICE.search(html)
    if choice:
        calls += [html_unescape(v) for v in LEVEL.findall(choice.group(1))]
    builder = BUILDER.search(html)
    levels = LEVEL.findall(builder.group(1)) if builder else []
    if levels and (not calls or rng.random() < 0.15):
        return {"level": rng.choice(levels[:6]), "trump": rng.choice(TRUMP.findall(html))}
    passes = [c for c in calls if c == "pass"]
    if passes and rng.random() < 0.6:
        return {"call": "pass"}
    return {"call": rng.choice(calls)}
