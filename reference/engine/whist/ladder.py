"""The bidding ladder of each whist document: which call ranks above which.

002 §3 *La hiérarchie des annonces* (analysis §3.3, items 1-16) and 003 §Début du jeu with
§Valeur des contrats. Calls of one rung rank by suit where the document says so
(♠ < ♣ < ♦ < ♥); a 002 petit solo-chlem without trump ranks above every suit.

>>> r = Rules()
>>> ladder_key(Call.parse("seul 6 S"), r) > ladder_key(Call.parse("emballage 8 H"), r)
True
>>> ladder_key(Call.parse("emballage 9 S"), r) > ladder_key(Call.parse("seul 6 H"), r)
True
>>> [s.contract for s in bidding_ladder(Rules(document="couleur"))][:3]
['emballage', 'seul', 'petite_misere']
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import EngineError
from .calls import Call
from .order import suit_bid_rank
from .rules import Rules

#: 002 ladder positions, lowest first (positions leave room for the trou, which only the
#: grande misère sur trou and higher outrank).
POSITIONS_002 = {
    ("emballage", 8): 0,
    ("seul", 6): 10,
    ("emballage", 9): 20,
    ("seul", 7): 30,
    ("petite_misere", None): 40,
    ("emballage", 10): 50,
    ("seul", 8): 60,
    ("piccolissimo", None): 70,
    ("abondance", 9): 80,
    ("abondance", 10): 90,
    ("abondance", 11): 100,
    ("abondance_sur_table", None): 110,
    ("grande_misere", None): 120,
    ("trou", None): 125,
    ("grande_misere_sur_trou", None): 130,
    ("piccolo", None): 140,
    ("grande_misere_sur_table", None): 150,
    ("petit_solo_chlem", None): 160,
    ("solo_chlem", None): 170,
}
#: 003 ladder positions, lowest first.
POSITIONS_003 = {
    ("emballage", 8): 0,
    ("seul", 6): 10,
    ("petite_misere", None): 20,
    ("seul", 7): 30,
    ("piccolissimo", None): 40,
    ("seul", 8): 50,
    ("piccolo", None): 60,
    ("abondance", None): 70,
    ("grande_misere", None): 80,
    ("abondance_sur_table", None): 90,
    ("chelem", None): 100,
    ("chelem_sur_table", None): 110,
}
#: Where a trou called before a 002 auction stands.
TROU_KEY = (125, 0)

#: Why a rung is special, as ``LadderStep.note`` says it (the web layer words each one).
NOTE_TROU = "not bid: the trou stands here; only higher calls may follow it"
NOTE_SUR_TROU = "only after a trou"
NOTE_ABONDANCE_SUIT_FIRST = "abondances rank by suit first, then by tricks"
NOTE_SOLO_CHLEM = "by suit, without trump (SA) highest"
NOTE_EMBALLAGE_SUR_MISERE = "called emballage à 10 sur misère when a petite misère was bid"
NOTE_SEUL_SUR_MISERE = "called 8 seul sur misère when a petite misère was bid"

_BY_SUIT = ("emballage", "seul", "abondance", "abondance_sur_table", "petit_solo_chlem")


@dataclass(frozen=True)
class LadderStep:
    """One rung of a document's bidding ladder, lowest first."""

    contract: str
    """Case-format contract name."""
    tricks: int | None
    """The trick count of this rung, where the contract is bid at several."""
    by_suit: bool
    """Whether calls of this rung rank among themselves by suit (♠ < ♣ < ♦ < ♥)."""
    note: str = ""
    """What else decides (one of the ``NOTE_*`` constants)."""


def bidding_ladder(rules: Rules) -> tuple[LadderStep, ...]:
    """The ladder of ``rules.document``, lowest first, as the engine ranks calls."""
    table = POSITIONS_002 if rules.reglement else POSITIONS_003
    steps: list[LadderStep] = []
    for (name, tricks), _pos in sorted(table.items(), key=lambda kv: kv[1]):
        by_suit = name in _BY_SUIT and (rules.reglement or name in ("emballage", "seul"))
        steps.append(LadderStep(name, tricks, by_suit, _note(name, tricks, rules)))
    return tuple(steps)


def _note(name: str, tricks: int | None, rules: Rules) -> str:
    if name == "trou":
        return NOTE_TROU
    if name == "grande_misere_sur_trou":
        return NOTE_SUR_TROU
    if name == "abondance" and rules.reglement and rules.abondance_order != "tricks_then_suit":
        return NOTE_ABONDANCE_SUIT_FIRST
    if name == "petit_solo_chlem":
        return NOTE_SOLO_CHLEM
    if rules.reglement and (name, tricks) == ("emballage", 10):
        return NOTE_EMBALLAGE_SUR_MISERE
    if rules.reglement and (name, tricks) == ("seul", 8):
        return NOTE_SEUL_SUR_MISERE
    return ""


def ladder_key(call: Call, rules: Rules) -> tuple[int, int]:
    """Where ``call`` stands on the ladder: compare keys to know which call is higher."""
    name = call.contract or ""
    minor = 4 if call.no_trump else (suit_bid_rank(call.suit) if call.suit else 0)
    if rules.reglement:
        if name == "abondance":
            tricks = call.tricks or 9
            if rules.abondance_order == "suit_then_tricks":
                return (80, minor * 3 + tricks - 9)
            return (POSITIONS_002[("abondance", tricks)], minor)
        table = POSITIONS_002
    else:
        table = POSITIONS_003
    pos = (
        table.get((name, call.tricks)) if name in ("emballage", "seul") else table.get((name, None))
    )
    if pos is None:
        raise EngineError(f"{call} has no place on the {rules.document} ladder")
    return (pos, minor)
