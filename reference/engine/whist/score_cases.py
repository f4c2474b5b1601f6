"""Finished deals to score, for the exercises: a contract and the tricks its declarers took, in
the ``score`` case format, drawn from the exercise's ``random.Random`` (keep the order of the
draws: it is what an exercise URL means).

Easy: an emballage (à la couleur, a couleur) made; medium: a failed emballage, or a seul (solo)
made or failed; hard: misères, piccolissimo and piccolo (alone or "à deux"), trou, abondances,
chlems, the 13-trick emballage, the "sur misère" rows, the Dames game, a lone couleur.
"""

from __future__ import annotations

import random
from typing import Any

from ..cards import SUITS
from ..results import Level
from .contracts import PARTNERSHIP, contract_spec
from .rules import COULEUR, REGLEMENT, Rules

HARD_002 = (
    "petite_misere",
    "grande_misere",
    "grande_misere_sur_trou",
    "grande_misere_sur_table",
    "piccolissimo",
    "piccolo",
    "a_deux",
    "a_deux",
    "a_deux",
    "trou",
    "trou",
    "abondance",
    "abondance_sur_table",
    "petit_solo_chlem",
    "solo_chlem",
    "emballage_13",
    "emballage_10_sur_misere",
    "seul_8_sur_misere",
    "dames",
)
HARD_003 = (
    "petite_misere",
    "piccolissimo",
    "piccolo",
    "a_deux",
    "a_deux",
    "abondance",
    "grande_misere",
    "abondance_sur_table",
    "chelem",
    "chelem_sur_table",
    "trou",
    "trou",
    "lone_couleur",
)
#: The exact targets of the games two players may each play "à deux".
A_DEUX_TARGETS = {"petite_misere": 0, "piccolissimo": 2, "grande_misere": 0, "piccolo": 1}


def minimum(rng: random.Random, target: int, made: bool) -> int:
    """Tricks for a contract needing at least ``target``: made or failed."""
    if made:
        return rng.randint(target, min(13, target + 3))
    return rng.randint(max(0, target - 4), target - 1)


def exact(rng: random.Random, target: int, made: bool, top: int = 4) -> int:
    """Tricks for a contract needing exactly ``target``."""
    if made:
        return target
    return rng.choice([n for n in range(top + 1) if n != target])


def _case(
    name: str, tricks: int | None, trump: str | None, declarers: int, taken: list[int]
) -> dict[str, Any]:
    contract = {"name": name, "tricks": tricks, "trump": trump, "declarers": declarers}
    return {"contract": contract, "result": {"tricks": taken}}


def score_case(rng: random.Random, reglement: bool, level: Level) -> dict[str, Any]:
    """A finished deal in the case format: ``contract`` and ``result``."""
    suit = rng.choice(SUITS).value
    made = rng.random() < 0.6
    if level is Level.EASY:
        tricks = 8 if not reglement else rng.choice((8, 9, 10))
        return _case("emballage", tricks, suit, 2, [rng.randint(tricks, 12)])
    if level is Level.MEDIUM:
        if rng.random() < 0.35:
            tricks = 8 if not reglement else rng.choice((8, 9, 10))
            return _case("emballage", tricks, suit, 2, [minimum(rng, tricks, False)])
        tricks = rng.choice((6, 7, 8))
        return _case("seul", tricks, suit, 1, [minimum(rng, tricks, made)])
    pick = rng.choice(HARD_002 if reglement else HARD_003)
    return family_case(rng, reglement, pick, suit, made)


def family_case(
    rng: random.Random, reglement: bool, pick: str, suit: str, made: bool
) -> dict[str, Any]:
    """A finished deal of one of the hard families (``HARD_002``, ``HARD_003``), its trump
    ``suit`` where it has one, made or not as ``made`` says where chance does not."""
    if pick == "dames":
        return _dames(rng)
    if pick == "a_deux":
        names = ("petite_misere", "piccolissimo", "grande_misere", "piccolo")
        name = rng.choice(names if reglement else ("petite_misere", "piccolo"))
        target = A_DEUX_TARGETS[name]
        both = [exact(rng, target, rng.random() < 0.55) for _seat in range(2)]
        return _case(name, target, None, 2, both)
    if pick == "trou":
        target = rng.choice((8, 9))
        tricks = 13 if rng.random() < 0.15 else minimum(rng, target, made)
        return _case("trou", target, suit, 2, [tricks])
    if pick == "emballage_13":
        return _case("emballage", rng.choice((8, 9, 10)), suit, 2, [13])
    if pick == "lone_couleur":
        return _case("emballage", 8, suit, 1, [minimum(rng, 8, made)])
    return _individual(rng, pick, reglement, suit, made)


def _dames(rng: random.Random) -> dict[str, Any]:
    queens = [0, 0, 0, 0]
    if rng.random() < 0.15:
        queens[rng.randrange(4)] = 4
    else:
        for _queen in range(4):
            queens[rng.randrange(4)] += 1
    return {"contract": {"name": "dames"}, "result": {"queens": queens}}


def _individual(
    rng: random.Random, name: str, reglement: bool, suit: str, made: bool
) -> dict[str, Any]:
    spec = contract_spec(name, Rules(document=REGLEMENT if reglement else COULEUR))
    target = rng.choice(spec.tricks)
    if spec.exact:
        tricks = exact(rng, target, made)
    elif target == 13:
        tricks = 13 if made else rng.randint(9, 12)
    else:
        tricks = minimum(rng, target, made)
    trump: str | None = None
    if spec.trump == "suit" or (spec.trump == "declared" and rng.random() < 0.75):
        trump = suit
    declarers = 2 if spec.side == PARTNERSHIP else 1
    return _case(name, target, trump, declarers, [tricks])
