"""Two Neurotrio questions beyond a single manche (001 §Enchères, §Décompte des points):
« Qui mène ? » after a few manches, and how many cards the taker discards.

The situations are drawn from the rng alone; the answers and their explanations come from
``answers.answer_game_end`` and ``answers.answer_discard``'s rule (the chien's size), which
also answer the ``game_end`` and ``discard`` cases.
"""

from __future__ import annotations

import random
from typing import Any

from ..results import Level, QuizFact, Situation
from ..tricks import Reason
from .answers import SRC_DISCARD, answer_game_end
from .rules import Rules
from .scoring import DEAL_SIZES, contract_target, deal_size

ATTRIBUTES = "BNVCER"


def _manche(rng: random.Random, players: int, rules: Rules) -> dict[str, Any]:
    """One manche: a contract of level 1 to 3, made or down by a few tricks; or all pass."""
    if rng.random() < 0.15:
        return {"redeal": True}
    level = rng.randint(1, 3)
    target = contract_target(level, players, rules)["tricks"]
    tricks = max(0, min(deal_size(players).tricks, target + rng.randint(-3, 3)))
    return {
        "taker": rng.randrange(players),
        "contract": {"level": level, "attribute": rng.choice(ATTRIBUTES), "contre": False},
        "result": {"tricks": tricks},
    }


def leader_situation(rng: random.Random, rules: Rules, level: Level) -> Situation:
    """A few manches; who leads? (drawn until one player is ahead alone)."""
    players = rng.choice(tuple(DEAL_SIZES))
    count = 2 if level is Level.EASY else rng.randint(3, 4)
    while True:
        manches = [_manche(rng, players, rules) for _ in range(count)]
        answer = answer_game_end({"players": players, "manches": manches}, rules)
        totals = answer["totals"]
        if totals.count(max(totals)) == 1:
            break
    leader = totals.index(max(totals))
    why = Reason.of("neurotrio_quiz_totals", "001 §Décompte des points", totals=_text(totals))
    fact = QuizFact(
        "neurotrio_quiz_leader",
        (("manches", _text_manches(manches)),),
        tuple(range(players)),
        leader,
        (why,),
        "fin-de-partie",
        "neurotrio-totals",
        "player",
    )
    return Situation({"answer": leader, "link": fact.section}, quiz=fact)


def _text(totals: list[int]) -> str:
    return ",".join(str(t) for t in totals)


def _text_manches(manches: list[dict[str, Any]]) -> str:
    """``"1:2V:8|redeal|…"``: taker, level and attribute, tricks; the words write it out."""
    return "|".join(
        "redeal"
        if m.get("redeal")
        else f"{m['taker']}:{m['contract']['level']}{m['contract']['attribute']}:"
        f"{m['result']['tricks']}"
        for m in manches
    )


def discard_situation(rng: random.Random, rules: Rules, level: Level) -> Situation:
    """How many cards does the taker put aside after taking the chien?"""
    players = rng.choice(tuple(DEAL_SIZES))
    count = deal_size(players).chien
    options = (1, 2, 3, 4, 5)
    why = Reason.of("neurotrio_discard_legal", SRC_DISCARD, count=count)
    fact = QuizFact(
        "neurotrio_quiz_discard",
        (("players", players),),
        options,
        options.index(count),
        (why,),
        "contrats-ecart",
    )
    return Situation({"answer": options.index(count), "link": fact.section}, quiz=fact)
