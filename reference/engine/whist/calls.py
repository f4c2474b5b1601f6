"""Whist calls in the case notation (``shared/casefile.md`` §Calls, whist): reading them, writing
them, and every call each document knows.

``pass``; ``emballage N X`` (N = 8-10; ``couleur X`` is the same as ``emballage 8 X``);
``j'emballe X`` (join the proposal in X) and ``j'emballe`` (join the standing contract);
``je maintiens``; ``j'attends`` / ``premier``; ``seul N X`` (also ``solo N X`` or ``N plis en
solo X``); ``petite misere``, ``piccolissimo``, ``piccolo``, ``grande misere``; 002: ``grande
misere sur trou``, ``grande misere sur table``, ``abondance N X`` (N = 9-11), ``abondance sur
table X``, ``petit solo chlem X`` / ``... SA``, ``solo chlem``; 003: ``abondance``,
``abondance sur table``, ``chelem``, ``chelem sur table``. Accents, case and ``’`` are ignored.

>>> c = Call.parse("Emballage 9 h")
>>> c.kind.value, c.tricks, c.suit.value, str(Call.parse("petite misère"))
('propose', 9, 'H', 'petite misere')
>>> notation(Call.parse("seul 7 C"), Rules(document="couleur"))
'7 plis en solo C'
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache, lru_cache

from ..cards import Suit
from ..errors import NotationError
from .order import BID_SUIT_ORDER
from .rules import Rules


class CallKind(StrEnum):
    """What a call does."""

    PASS = "pass"
    WAIT = "wait"
    """``j'attends`` / ``premier``: the first speaker waits."""
    PROPOSE = "propose"
    """``emballage N X``: a suit proposal (round 1) or a joined pair's raise."""
    JOIN = "join"
    """``j'emballe [X]``: join a proposal, or an individual game ("à deux")."""
    MAINTAIN = "maintain"
    """``je maintiens`` (002)."""
    SEUL = "seul"
    """``seul N X``: N tricks alone with X as trump."""
    GAME = "game"
    """An individual contract named by ``Call.contract``."""


@dataclass(frozen=True, slots=True)
class Call:
    """One call of a whist auction."""

    kind: CallKind
    """What the call does."""
    contract: str | None = None
    """The contract it names (case-format name) for GAME, PROPOSE and SEUL."""
    tricks: int | None = None
    """The trick count it names, if any."""
    suit: Suit | None = None
    """The suit it names, if any."""
    no_trump: bool = False
    """``SA``: a petit solo-chlem without trump."""
    word: str = ""
    """For WAIT: ``j'attends`` or ``premier``."""

    def __str__(self) -> str:
        return _call_text(self)

    def _text(self) -> str:
        suit = self.suit.value if self.suit else ("SA" if self.no_trump else "")
        match self.kind:
            case CallKind.PASS:
                return "pass"
            case CallKind.WAIT:
                return self.word or "j'attends"
            case CallKind.MAINTAIN:
                return "je maintiens"
            case CallKind.JOIN:
                return f"j'emballe {suit}".strip()
            case CallKind.PROPOSE:
                return f"emballage {self.tricks} {suit}"
            case CallKind.SEUL:
                return f"seul {self.tricks} {suit}"
        words = (self.contract or "").replace("_", " ")
        if self.contract == "abondance" and self.tricks is not None:
            words = f"abondance {self.tricks}"
        return f"{words} {suit}".strip()

    @classmethod
    def parse(cls, text: str) -> Call:
        """Read a call in the case notation (``NotationError`` for anything else)."""
        if not isinstance(text, str):
            raise NotationError(f"a call is text such as 'emballage 8 H', not {text!r}")
        call = _parse_words(_normal(text).split())
        if call is None:
            raise NotationError(
                f"{text!r} is not a whist call; calls are e.g. 'pass', 'emballage 8 H', "
                "\"j'emballe H\", 'seul 6 S', 'petite misere', 'abondance 9 D'"
            )
        return call


@lru_cache(maxsize=512)
def _call_text(call: Call) -> str:
    return call._text()


@lru_cache(maxsize=1024)
def parse_call(text: str) -> Call:
    """``Call.parse``, remembered (calls are immutable and parsing normalises text)."""
    return Call.parse(text)


def notation(call: Call, rules: Rules) -> str:
    """The call as its document writes it: à la couleur says ``couleur H`` and ``7 plis en solo
    C`` where the Règlement says ``emballage 8 H`` and ``seul 7 C``."""
    if not rules.reglement and call.suit is not None:
        if call.kind is CallKind.PROPOSE and call.tricks == 8:
            return f"couleur {call.suit.value}"
        if call.kind is CallKind.SEUL:
            return f"{call.tricks} plis en solo {call.suit.value}"
    return str(call)


def read_calls(texts: Sequence[object]) -> list[Call]:
    """Parse a list of call texts; ``NotationError`` names the first bad one."""
    if isinstance(texts, str) or not isinstance(texts, Sequence):
        raise NotationError(f"auction must be a list of calls, not {texts!r}")
    return [Call.parse(t) for t in texts]  # type: ignore[arg-type]


def _normal(text: str) -> str:
    text = unicodedata.normalize("NFKD", text.replace("’", "'").replace("-", " "))
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    text = re.sub(r"\bj\s*'\s*", "j'", text)
    return " ".join(text.split())


_GAME_WORDS = {
    ("petite", "misere"): "petite_misere",
    ("piccolissimo",): "piccolissimo",
    ("piccolo",): "piccolo",
    ("grande", "misere"): "grande_misere",
    ("grande", "misere", "sur", "trou"): "grande_misere_sur_trou",
    ("grande", "misere", "sur", "table"): "grande_misere_sur_table",
    ("solo", "chlem"): "solo_chlem",
    ("solo", "chelem"): "solo_chlem",
    ("chelem",): "chelem",
    ("chlem",): "chelem",
    ("chelem", "sur", "table"): "chelem_sur_table",
    ("chlem", "sur", "table"): "chelem_sur_table",
}


def _suit_word(word: str) -> Suit | None:
    try:
        return Suit(word.upper())
    except ValueError:
        return None


def _parse_words(w: list[str]) -> Call | None:
    n = len(w)
    if w in (["pass"], ["passe"]):
        return Call(CallKind.PASS)
    if w in (["j'attends"], ["premier"]):
        return Call(CallKind.WAIT, word=w[0])
    if w == ["je", "maintiens"]:
        return Call(CallKind.MAINTAIN)
    if w and w[0] == "j'emballe" and n <= 2:
        suit = _suit_word(w[1]) if n == 2 else None
        if n == 2 and suit is None:
            return None
        return Call(CallKind.JOIN, suit=suit)
    if n == 3 and w[0] == "emballage" and w[1].isdigit() and _suit_word(w[2]):
        return Call(CallKind.PROPOSE, "emballage", int(w[1]), _suit_word(w[2]))
    if n == 2 and w[0] == "couleur" and _suit_word(w[1]):
        return Call(CallKind.PROPOSE, "emballage", 8, _suit_word(w[1]))
    if n == 3 and w[0] in ("seul", "solo") and w[1].isdigit() and _suit_word(w[2]):
        return Call(CallKind.SEUL, "seul", int(w[1]), _suit_word(w[2]))
    if n == 5 and w[1:4] == ["plis", "en", "solo"] and w[0].isdigit() and _suit_word(w[4]):
        return Call(CallKind.SEUL, "seul", int(w[0]), _suit_word(w[4]))
    if w and w[0] == "abondance":
        return _parse_abondance(w[1:])
    if n == 4 and w[:2] == ["petit", "solo"] and w[2] in ("chlem", "chelem"):
        if w[3] == "sa":
            return Call(CallKind.GAME, "petit_solo_chlem", 12, None, no_trump=True)
        suit = _suit_word(w[3])
        return Call(CallKind.GAME, "petit_solo_chlem", 12, suit) if suit else None
    name = _GAME_WORDS.get(tuple(w))
    return Call(CallKind.GAME, name) if name else None


def _parse_abondance(rest: list[str]) -> Call | None:
    table = rest[:2] == ["sur", "table"]
    if table:
        rest = rest[2:]
    tricks: int | None = None
    if rest and rest[0].isdigit():
        tricks, rest = int(rest[0]), rest[1:]
    suit: Suit | None = None
    if rest:
        if len(rest) != 1 or _suit_word(rest[0]) is None:
            return None
        suit = _suit_word(rest[0])
    if table:
        if tricks not in (None, 9):
            return None
        return Call(CallKind.GAME, "abondance_sur_table", None, suit)
    return Call(CallKind.GAME, "abondance", tricks, suit)


#: The individual games each document announces by name.
GAMES_002 = frozenset(
    (
        "petite_misere",
        "piccolissimo",
        "piccolo",
        "grande_misere",
        "grande_misere_sur_trou",
        "grande_misere_sur_table",
        "abondance",
        "abondance_sur_table",
        "petit_solo_chlem",
        "solo_chlem",
    )
)
GAMES_003 = frozenset(
    (
        "petite_misere",
        "piccolissimo",
        "piccolo",
        "grande_misere",
        "abondance",
        "abondance_sur_table",
        "chelem",
        "chelem_sur_table",
    )
)

PASS = Call(CallKind.PASS)
JOIN = Call(CallKind.JOIN)


def candidate_calls(rules: Rules) -> tuple[Call, ...]:
    """Every call of ``rules.document``'s notation, for the trainer and random auctions."""
    return _candidates(rules.reglement)


@cache
def _candidates(reglement: bool) -> tuple[Call, ...]:
    calls: list[Call] = [PASS, Call(CallKind.WAIT, word="j'attends")]
    suits = BID_SUIT_ORDER
    if reglement:
        calls.append(Call(CallKind.MAINTAIN))
        calls.append(JOIN)
        calls += [Call(CallKind.PROPOSE, "emballage", n, s) for n in (8, 9, 10) for s in suits]
        calls += [Call(CallKind.JOIN, suit=s) for s in suits]
        calls += [Call(CallKind.SEUL, "seul", n, s) for n in (6, 7, 8) for s in suits]
        calls += [
            Call(CallKind.GAME, name)
            for name in (
                "petite_misere",
                "piccolissimo",
                "grande_misere",
                "grande_misere_sur_trou",
                "piccolo",
                "grande_misere_sur_table",
                "solo_chlem",
            )
        ]
        calls += [Call(CallKind.GAME, "abondance", n, s) for n in (9, 10, 11) for s in suits]
        calls += [Call(CallKind.GAME, "abondance_sur_table", None, s) for s in suits]
        calls += [Call(CallKind.GAME, "petit_solo_chlem", 12, s) for s in suits]
        calls.append(Call(CallKind.GAME, "petit_solo_chlem", 12, None, no_trump=True))
    else:
        calls.append(JOIN)
        calls += [Call(CallKind.PROPOSE, "emballage", 8, s) for s in suits]
        calls += [Call(CallKind.SEUL, "seul", n, s) for n in (6, 7, 8) for s in suits]
        calls += [Call(CallKind.GAME, name) for name in sorted(GAMES_003)]
    return tuple(calls)
