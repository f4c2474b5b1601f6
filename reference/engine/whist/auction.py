"""The auction of each whist document: calls, the bidding ladder, and why a call is refused.

Notation (``shared/casefile.md`` §Calls, whist): ``pass``; ``emballage N X`` (N = 8-10;
``couleur X`` is the same as ``emballage 8 X``); ``j'emballe X`` (join the proposal in X) and
``j'emballe`` (join the standing contract: 003's couleur, misère or piccolo; 002's misères,
piccolissimo and piccolo); ``je maintiens``; ``j'attends`` / ``premier``; ``seul N X``
(also ``solo N X`` or ``N plis en solo X``); ``petite misere``, ``piccolissimo``, ``piccolo``,
``grande misere``; 002: ``grande misere sur trou``, ``grande misere sur table``,
``abondance N X`` (N = 9-11), ``abondance sur table X``, ``petit solo chlem X`` / ``... SA``,
``solo chlem``; 003: ``abondance``, ``abondance sur table``, ``chelem``, ``chelem sur table``.
Accents, case and ``’`` are ignored. Seat 0 is the dealer's left and speaks first; every seat
keeps its turn (a seat that may no longer bid still speaks, and may only pass).

**Règlement (002 §2, §3)**, as the engine formalises it (interpretation
``whist-reglement-auction``):

* Round 1 (the first four calls): a pass is final (later too, except for a joined proposer
  whose emballeur is still in: he waits for the emballeur's first raise). The first speaker
  may say ``j'attends`` / ``premier`` (not a pass: it keeps only the right to join a proposal
  in round 2). A player may propose a suit (``emballage 8 X``, each proposal above the one
  before, or straight to 10 over a petite misère), join another's proposal, or announce an
  individual game. No seul in round 1; abondances and chlems in round 1 only.
* From round 2 the bidding proper starts: a proposer not yet joined maintains (and may then
  only be joined or join a higher suit) or goes seul in his suit; a joined pair raises its
  trick count, the joiner first; a seul needs the joiner to have given up; over a petite misère
  only an emballage of 10, a seul of 8 by an unjoined proposer, or a higher game.
* Each new bid must rank above the standing one on the ladder (``bidding_ladder``); the seul
  wins a tie of levels; nobody outbids his own side. A joiner (emballeur) makes no other
  announcement. The auction ends after a full turn of the table without a new bid, join or
  "je maintiens"; if no contract was made (a proposal nobody joined is none) the Dames game
  is played.
* After a trou (input ``trou``), only the grande misère sur trou and what ranks above it may be
  announced (analysis W2-8); with nothing above it, the trou is played.

**À la couleur (003 §Début du jeu)**: a pass is final; each announcement ranks above the
standing one (a solo of the same level in a higher suit counts as higher; a couleur may be
over-called by a higher suit, analysis W3-5); ``j'emballe`` joins the standing couleur,
petite misère or piccolo once. The auction ends when every player but the holders of the
standing contract has passed; the strongest contract is played, a couleur nobody joined by
its proposer alone (interpretation ``whist-couleur-lone-couleur``); with four passes the cards
are dealt again. After a trou no auction takes place (interpretation ``whist-couleur-trou``).

>>> check_call(["emballage 8 H", "j'emballe H", "pass"], "seul 6 S", Rules()).reason.code
'whist_seul_not_round_one'
>>> check_call(["couleur S", "pass"], "6 plis en solo C", Rules(document="couleur")).legal
True
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from ..cards import Card, Suit
from ..errors import EngineError, NotationError
from ..tricks import Param, Reason
from .contracts import contract_spec
from .order import BID_SUIT_ORDER, suit_bid_rank
from .rules import Rules

SRC_002 = "002 §2 Les annonces"
SRC_002_LADDER = "002 §3 La hiérarchie des annonces"
SRC_003 = "003 §Début du jeu"
SRC_MODEL_002 = "002 §2; interpretation whist-reglement-auction"


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
        """Read a call in the case notation.

        >>> c = Call.parse("Emballage 9 h")
        >>> c.kind.value, c.tricks, c.suit.value, str(Call.parse("petite misère"))
        ('propose', 9, 'H', 'petite misere')
        """
        if not isinstance(text, str):
            raise NotationError(f"a call is text such as 'emballage 8 H', not {text!r}")
        words = _normal(text).split()
        call = _parse_words(words)
        if call is None:
            raise NotationError(
                f"{text!r} is not a whist call; calls are e.g. 'pass', 'emballage 8 H', "
                "\"j'emballe H\", 'seul 6 S', 'petite misere', 'abondance 9 D'"
            )
        return call


@lru_cache(maxsize=512)
def _call_text(call: Call) -> str:
    return call._text()


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


# --------------------------------------------------------------------------- the ladder

#: 002 ladder positions, lowest first (analysis §3.3, items 1-16; positions leave room for
#: the trou, which only the grande misère sur trou and higher outrank).
_POS_002 = {
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
#: 003 ladder positions, lowest first (003 §Début du jeu and §Valeur des contrats).
_POS_003 = {
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
_TROU_KEY = (125, 0)


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
    """What else decides (e.g. "only after a trou")."""


def bidding_ladder(rules: Rules) -> tuple[LadderStep, ...]:
    """The ladder of ``rules.document``, lowest first, as the engine ranks calls.

    >>> [s.contract for s in bidding_ladder(Rules(document="couleur"))][:3]
    ['emballage', 'seul', 'petite_misere']
    """
    table = _POS_002 if rules.reglement else _POS_003
    steps: list[LadderStep] = []
    for (name, tricks), _pos in sorted(table.items(), key=lambda kv: kv[1]):
        by_suit = name in (
            "emballage",
            "seul",
            "abondance",
            "abondance_sur_table",
            "petit_solo_chlem",
        ) and (rules.reglement or name in ("emballage", "seul"))
        note = ""
        if name == "trou":
            note = "not bid: the trou stands here; only higher calls may follow it"
        elif name == "grande_misere_sur_trou":
            note = "only after a trou"
        elif (
            name == "abondance" and rules.reglement and rules.abondance_order != "tricks_then_suit"
        ):
            note = "abondances rank by suit first, then by tricks"
        elif name == "petit_solo_chlem":
            note = "by suit, without trump (SA) highest"
        elif rules.reglement and (name, tricks) == ("emballage", 10):
            note = "called emballage à 10 sur misère when a petite misère was bid"
        elif rules.reglement and (name, tricks) == ("seul", 8):
            note = "called 8 seul sur misère when a petite misère was bid"
        steps.append(LadderStep(name, tricks, by_suit, note))
    return tuple(steps)


def ladder_key(call: Call, rules: Rules) -> tuple[int, int]:
    """Where ``call`` stands on the ladder: compare keys to know which call is higher.

    >>> r = Rules()
    >>> ladder_key(Call.parse("seul 6 S"), r) > ladder_key(Call.parse("emballage 8 H"), r)
    True
    >>> ladder_key(Call.parse("emballage 9 S"), r) > ladder_key(Call.parse("seul 6 H"), r)
    True
    """
    name = call.contract or ""
    minor = 4 if call.no_trump else (suit_bid_rank(call.suit) if call.suit else 0)
    if rules.reglement:
        if name == "abondance":
            tricks = call.tricks or 9
            if rules.abondance_order == "suit_then_tricks":
                return (80, minor * 3 + tricks - 9)
            return (_POS_002[("abondance", tricks)], minor)
        table = _POS_002
    else:
        table = _POS_003
    pos = (
        table.get((name, call.tricks)) if name in ("emballage", "seul") else table.get((name, None))
    )
    if pos is None:
        raise EngineError(f"{call} has no place on the {rules.document} ladder")
    return (pos, minor)


# --------------------------------------------------------------------------- rulings


@dataclass(frozen=True, slots=True)
class CallRuling:
    """Whether a call is legal, and the rule that decides it."""

    legal: bool
    """True when the call may be made."""
    reason: Reason
    """Why it may (which bid it outranks, ...) or may not be made."""

    def to_json(self) -> dict[str, object]:
        """The ``bid`` answer of the case format, with the reason."""
        return {"legal": self.legal, "reason": self.reason.to_json()}


class IllegalCallError(EngineError):
    """A call of an auction's history that the rules do not allow; carries the ruling."""

    def __init__(self, message: str, ruling: CallRuling) -> None:
        super().__init__(message)
        self.ruling = ruling


PROPOSER = "proposer"
EMBALLEUR = "emballeur"
INDIVIDUAL = "individual"
SOLOIST = "soloist"
PARTNER = "partner"

_MISERE_JOINABLE_002 = ("petite_misere", "piccolissimo", "grande_misere", "piccolo")
_JOINABLE_003 = ("emballage", "petite_misere", "piccolo")
_ROUND_ONE_ONLY = ("abondance", "abondance_sur_table", "petit_solo_chlem", "solo_chlem")
_NAMES_002 = frozenset(
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
_NAMES_003 = frozenset(
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


@dataclass
class Bid:
    """A bid on the table during the auction (mutable state of ``Auction``)."""

    call: Call
    """The call as it now stands (a raise updates the trick count)."""
    name: str
    """Contract name: ``emballage``, ``seul``, ``trou`` or an individual game."""
    key: tuple[int, int]
    """Ladder key."""
    seats: list[int]
    """Declarers, the first caller first."""
    concluded: bool
    """Whether it is a contract (a 002 proposal needs a joiner)."""
    alive: bool = True
    """False once withdrawn or replaced."""
    maintained: bool = False
    """002: the proposer said "je maintiens"."""
    raised_by_emballeur: bool = False
    """002: the joiner has made the pair's first raise."""
    sur_misere: bool = False
    """002: made after a petite misère was bid (the "sur misère" rows)."""


@dataclass(frozen=True)
class Outcome:
    """The contract an auction concludes."""

    contract: str | None
    """Case-format contract name; ``dames`` when 002's auction ends without contract;
    ``None`` when à la couleur's four players pass (the cards are dealt again)."""
    tricks: int | None
    """The bid trick count, where the contract has one."""
    suit: Suit | None
    """The suit named in the bid, if any."""
    no_trump: bool
    """A petit solo-chlem announced without trump."""
    seats: tuple[int, ...]
    """The declarers, first caller first (empty for the Dames game and the trou)."""


@dataclass
class Auction:
    """The state of one auction, replayed call by call (``replay``) or built up (``apply``)."""

    rules: Rules
    trou: bool = False
    """A trou was called before the auction (002: only higher games may follow)."""
    rabrouche: bool = False
    """002 §4: a rabrouche deal, where only the dealer (seat 3) may announce a petite misère."""
    calls: list[Call] = field(default_factory=list)
    out: list[bool] = field(default_factory=lambda: [False] * 4)
    role: list[str | None] = field(default_factory=lambda: [None] * 4)
    bid_of: list[Bid | None] = field(default_factory=lambda: [None] * 4)
    bids: list[Bid] = field(default_factory=list)
    waited: int | None = None
    misere_bid: bool = False
    since_progress: int = 0
    _over: bool | None = field(default=None, init=False, repr=False, compare=False)
    _highest: list[Bid | None] | None = field(default=None, init=False, repr=False, compare=False)
    _forced: list[int | None] | None = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.trou and self.rules.reglement:
            trou = Bid(Call(CallKind.GAME, "trou"), "trou", _TROU_KEY, [], True)
            self.bids.append(trou)

    # ----------------------------------------------------------------- reading the state

    @property
    def seat(self) -> int:
        """The seat to speak next."""
        return len(self.calls) % 4

    @property
    def round(self) -> int:
        """The round of the next call, from 1."""
        return len(self.calls) // 4 + 1

    def highest(self) -> Bid | None:
        """The highest live bid (a 002 proposal counts while its proposer keeps it)."""
        if self._highest is None:
            best: Bid | None = None
            for bid in self.bids:
                if bid.alive and (best is None or bid.key > best.key):
                    best = bid
            self._highest = [best]
        return self._highest[0]

    def best_contract(self) -> Bid | None:
        """The highest live concluded bid: what would be played if the auction ended now."""
        best: Bid | None = None
        for bid in self.bids:
            if bid.alive and bid.concluded and (best is None or bid.key > best.key):
                best = bid
        return best

    def forced_seat(self) -> int | None:
        """002: the fourth player when two have joined a piccolo or piccolissimo."""
        if self._forced is None:
            forced: int | None = None
            hi = self.highest()
            crowded = hi is not None and len(hi.seats) == 3
            if self.rules.reglement and crowded and hi and hi.name in ("piccolo", "piccolissimo"):
                forced = next(s for s in range(4) if s not in hi.seats)
            self._forced = [forced]
        return self._forced[0]

    @property
    def over(self) -> bool:
        """Whether the auction has ended."""
        if self._over is None:
            self._over = self._is_over()
        return self._over

    def _is_over(self) -> bool:
        if self.rules.reglement:
            if self.forced_seat() is not None:
                return False
            if all(self.out):
                return True
            return len(self.calls) >= 4 and self.since_progress >= 4
        if self.trou:
            return True
        if all(self.out):
            return True
        hi = self.highest()
        return hi is not None and all(self.out[s] for s in range(4) if s not in hi.seats)

    def outcome(self) -> Outcome:
        """The contract concluded so far (call it once ``over``)."""
        best = self.best_contract() if self.rules.reglement else self.highest()
        if best is None or best.name == "trou":
            if self.trou:
                return Outcome("trou", None, None, False, ())
            return Outcome("dames" if self.rules.reglement else None, None, None, False, ())
        name = best.name
        tricks = best.call.tricks
        if self.rules.reglement and best.sur_misere:
            if name == "emballage" and tricks == 10:
                name = "emballage_10_sur_misere"
            elif name == "seul" and tricks == 8:
                name = "seul_8_sur_misere"
        if tricks is None and name == "abondance":
            tricks = 9
        return Outcome(name, tricks, best.call.suit, best.call.no_trump, tuple(best.seats))

    # ----------------------------------------------------------------- judging a call

    def check(self, call: Call, hand: Sequence[Card] | None = None) -> CallRuling:
        """Whether the next seat may make ``call`` now (``hand``: its cards, when known)."""
        if self.trou and not self.rules.reglement:
            if call.kind is CallKind.PASS:
                return _yes("whist_pass", SRC_003)
            return _no(
                "whist_trou_fixes_contract", "interpretation whist-couleur-trou", call=str(call)
            )
        if self.over:
            if call.kind is CallKind.PASS:
                return _yes("whist_pass", SRC_002)
            return _no("whist_auction_over", SRC_002, call=str(call))
        if self.rules.reglement:
            return self._check_002(call, hand)
        return self._check_003(call)

    def _check_003(self, call: Call) -> CallRuling:
        seat = self.seat
        if call.kind is CallKind.PASS:
            return _yes("whist_pass", SRC_003)
        if call.kind is CallKind.WAIT:
            return self._check_wait(call)
        if call.kind is CallKind.MAINTAIN or (
            call.kind is CallKind.GAME and call.contract not in _NAMES_003
        ):
            return _no("whist_call_not_in_document", SRC_003, call=str(call))
        if call.kind is CallKind.GAME and (call.suit is not None or call.no_trump):
            raise NotationError(
                f"à la couleur's {call.contract} names no suit: write "
                f"{(call.contract or '').replace('_', ' ')!r}"
            )
        if self.out[seat]:
            return _no("whist_passed_final", SRC_003)
        hi = self.highest()
        if call.kind is CallKind.JOIN:
            if hi is None:
                return _no("whist_join_nothing", SRC_003)
            if seat in hi.seats:
                return _no("whist_join_own_bid", SRC_003, standing=str(hi.call))
            if hi.name not in _JOINABLE_003:
                return _no(
                    "whist_join_not_allowed", "003 §Valeur des contrats", standing=str(hi.call)
                )
            if call.suit is not None and call.suit is not hi.call.suit:
                return _no("whist_join_no_proposal", SRC_003, suit=call.suit)
            if len(hi.seats) > 1:
                return _no("whist_join_already_emballed", SRC_003, standing=str(hi.call))
            return _yes("whist_join_legal", SRC_003, standing=str(hi.call))
        bad = self._tricks_refusal(call)
        if bad is not None:
            return bad
        if hi is not None and seat in hi.seats:
            return _no("whist_own_bid_standing", SRC_003, standing=str(hi.call))
        key = ladder_key(call, self.rules)
        if hi is not None and key <= hi.key:
            return _no("whist_not_higher", SRC_003, call=str(call), standing=str(hi.call))
        return _outbids(call, hi, SRC_003)

    def _check_wait(self, call: Call) -> CallRuling:
        src = SRC_002 if self.rules.reglement else SRC_003
        if not self.rules.reglement and call.word == "premier":
            return _no("whist_premier_means_bid", SRC_003)
        if self.calls:
            return _no("whist_wait_first_only", src, call=str(call))
        code = "whist_wait_legal" if self.rules.reglement else "whist_wait_legal_couleur"
        return _yes(code, src)

    def _tricks_refusal(self, call: Call) -> CallRuling | None:
        if call.kind not in (CallKind.PROPOSE, CallKind.SEUL) and call.contract != "abondance":
            return None
        name = call.contract or ""
        spec = contract_spec(name, self.rules)
        if call.tricks is None:
            if self.rules.reglement and name == "abondance" and call.suit is None:
                raise NotationError("a Règlement abondance names its suit, e.g. 'abondance 9 H'")
            return None
        if call.tricks not in spec.tricks:
            return _no(
                "whist_tricks_not_allowed",
                spec.source,
                call=str(call),
                allowed=", ".join(map(str, spec.tricks)),
            )
        return None

    def _check_002(self, call: Call, hand: Sequence[Card] | None) -> CallRuling:
        seat, rnd = self.seat, self.round
        forced = self.forced_seat()
        hi = self.highest()
        if forced == seat:
            if self._joins_standing(call, hi):
                return _yes("whist_join_legal", SRC_002, standing=str(hi.call) if hi else "")
            return _no("whist_forced_emballage", SRC_002, standing=str(hi.call) if hi else "")
        if call.kind is CallKind.PASS:
            return _yes("whist_pass", SRC_002)
        if call.kind is CallKind.WAIT:
            return self._check_wait(call)
        if call.kind is CallKind.GAME and call.contract not in _NAMES_002:
            return _no("whist_call_not_in_document", SRC_002_LADDER, call=str(call))
        if self.out[seat]:
            return _no("whist_passed_final", SRC_002)
        if self.waited == seat and self.role[seat] is None:
            if rnd >= 3:
                return _no("whist_wait_expired", SRC_002)
            if not (call.kind is CallKind.JOIN and call.suit is not None):
                return _no("whist_wait_only_join", SRC_002)
        partnership = call.kind in (CallKind.PROPOSE, CallKind.SEUL, CallKind.MAINTAIN) or (
            call.kind is CallKind.JOIN and call.suit is not None
        )
        if self.trou and partnership:
            return _no("whist_over_trou", "002 §2; analysis W2-8", call=str(call))
        bad = self._tricks_refusal(call)
        if bad is not None:
            return bad
        if call.kind is CallKind.MAINTAIN:
            return self._check_maintain()
        if call.kind is CallKind.PROPOSE:
            return self._check_propose(call, hi)
        if call.kind is CallKind.JOIN and call.suit is not None:
            return self._check_join_suit(call, hand)
        if self._joins_standing(call, hi) or call.kind is CallKind.JOIN:
            return self._check_join_game(hi)
        if call.kind is CallKind.SEUL:
            return self._check_seul(call, hi, hand)
        return self._check_game(call, hi)

    def _joins_standing(self, call: Call, hi: Bid | None) -> bool:
        """A bare ``j'emballe``, or the standing individual game's own name (002 "emballer")."""
        if call.kind is CallKind.JOIN and call.suit is None:
            return True
        return (
            call.kind is CallKind.GAME
            and hi is not None
            and hi.name == call.contract
            and hi.name in _MISERE_JOINABLE_002
            and self.seat not in hi.seats
        )

    def _role_refusal(self, *, allow_maintained_join: bool = False) -> CallRuling | None:
        """Refuse calls a player's earlier calls rule out (002 §2)."""
        seat = self.seat
        role = self.role[seat]
        bid = self.bid_of[seat]
        if role in (EMBALLEUR, PARTNER) or (role == INDIVIDUAL and bid and len(bid.seats) > 1):
            return _no("whist_partner_no_other_call", SRC_002)
        if role == PROPOSER and bid is not None:
            if bid.concluded:
                return _no("whist_emballed_proposer_calls", SRC_002)
            if bid.maintained and not allow_maintained_join:
                return _no("whist_maintained_only_join", SRC_002)
            if not bid.maintained:
                return _no("whist_maintain_or_seul", SRC_002)
        return None

    def _waiting_for_emballeur(self, seat: int) -> bool:
        """002: a joined proposer passing in round 2+ while his emballeur is still in."""
        bid = self.bid_of[seat]
        return (
            self.round >= 2
            and self.role[seat] == PROPOSER
            and bid is not None
            and bid.concluded
            and bid.alive
            and not all(self.out[s] for s in bid.seats if s != seat)
        )

    def _check_maintain(self) -> CallRuling:
        if self.round == 1:
            return _no("whist_maintain_round_one", SRC_002)
        bid = self.bid_of[self.seat]
        if self.role[self.seat] != PROPOSER or bid is None or bid.concluded or not bid.alive:
            return _no("whist_maintain_not_proposer", SRC_002)
        if bid.maintained:
            return _no("whist_maintained_only_join", SRC_002)
        return _yes("whist_maintain_legal", SRC_002, suit=bid.call.suit)

    def _check_propose(self, call: Call, hi: Bid | None) -> CallRuling:
        seat = self.seat
        bid = self.bid_of[seat]
        role = self.role[seat]
        if (
            bid is not None
            and bid.concluded
            and bid.name == "emballage"
            and role in (PROPOSER, EMBALLEUR)
        ):
            return self._check_raise(call, bid, hi)
        if role == SOLOIST:
            return _no("whist_individual_no_partnership", SRC_002)
        if role == INDIVIDUAL:
            return _no("whist_individual_no_partnership", SRC_002)
        refusal = self._role_refusal()
        if refusal is not None:
            return refusal
        if self.round >= 2:
            return _no("whist_proposal_round_one", SRC_002)
        for other in self.bids:
            if other.alive and other.name == "emballage" and other.call.suit is call.suit:
                return _no("whist_suit_already_proposed", SRC_002, suit=call.suit)
        over_misere = hi is not None and hi.name == "petite_misere"
        if call.tricks != 8 and not (call.tricks == 10 and over_misere):
            return _no("whist_proposal_eight", SRC_002, call=str(call))
        key = ladder_key(call, self.rules)
        if hi is not None and key <= hi.key:
            return _no("whist_not_higher", SRC_002_LADDER, call=str(call), standing=str(hi.call))
        return _yes("whist_proposal_legal", SRC_002, suit=call.suit, tricks=call.tricks)

    def _check_raise(self, call: Call, bid: Bid, hi: Bid | None) -> CallRuling:
        seat = self.seat
        if call.suit is not bid.call.suit:
            return _no("whist_raise_same_suit", SRC_002, suit=bid.call.suit)
        if (call.tricks or 0) <= (bid.call.tricks or 0):
            return _no("whist_raise_more_tricks", SRC_002, tricks=bid.call.tricks)
        if self.round == 1:
            return _no("whist_raise_round_two", SRC_002)
        if hi is bid:
            return _no("whist_own_bid_standing", SRC_002, standing=str(bid.call))
        if self.role[seat] == PROPOSER and not bid.raised_by_emballeur:
            return _no("whist_emballeur_raises_first", SRC_002)
        key = ladder_key(call, self.rules)
        if hi is not None and key <= hi.key:
            return _no("whist_not_higher", SRC_002_LADDER, call=str(call), standing=str(hi.call))
        return _yes(
            "whist_raise_legal", SRC_002, call=str(call), standing=str(hi.call) if hi else ""
        )

    def _check_join_suit(self, call: Call, hand: Sequence[Card] | None) -> CallRuling:
        seat = self.seat
        role = self.role[seat]
        own = self.bid_of[seat]
        suit = call.suit
        assert suit is not None
        if role in (EMBALLEUR, PARTNER):
            return _no("whist_partner_no_other_call", SRC_002)
        if role in (INDIVIDUAL, SOLOIST):
            return _no("whist_individual_no_partnership", SRC_002)
        if role == PROPOSER and own is not None:
            if own.concluded:
                return _no("whist_join_own_emballed", SRC_002)
            if own.call.suit is suit:
                return _no("whist_join_own_proposal", SRC_002, suit=suit)
            if not own.maintained:
                return _no("whist_maintain_or_seul", SRC_002)
            assert own.call.suit is not None
            if suit_bid_rank(suit) < suit_bid_rank(own.call.suit):
                return _no("whist_join_lower_suit", SRC_002, suit=suit, own=own.call.suit)
        target = self._proposal(suit)
        if target is None:
            return _no("whist_join_no_proposal", SRC_002, suit=suit)
        if target.concluded:
            return _no("whist_join_already_emballed", SRC_002, standing=str(target.call))
        if hand is not None and not any(c.suit is suit for c in hand):
            return _no("whist_needs_trump", "002 §2 NB", suit=suit)
        return _yes("whist_join_legal", SRC_002, standing=str(target.call))

    def _proposal(self, suit: Suit) -> Bid | None:
        for bid in self.bids:
            if bid.alive and bid.name == "emballage" and bid.call.suit is suit:
                return bid
        return None

    def _check_join_game(self, hi: Bid | None) -> CallRuling:
        seat = self.seat
        if hi is None or hi.name not in _MISERE_JOINABLE_002:
            return _no("whist_join_nothing", SRC_002)
        if seat in hi.seats:
            return _no("whist_join_own_bid", SRC_002, standing=str(hi.call))
        refusal = self._role_refusal()
        if refusal is not None:
            return refusal
        if self.role[seat] == SOLOIST:
            return _no("whist_individual_no_partnership", SRC_002)
        if hi.name in ("petite_misere", "grande_misere") and len(hi.seats) >= 2:
            return _no("whist_a_deux_only", "002 score table (à deux)", standing=str(hi.call))
        return _yes("whist_join_legal", SRC_002, standing=str(hi.call))

    def _check_seul(self, call: Call, hi: Bid | None, hand: Sequence[Card] | None) -> CallRuling:
        seat = self.seat
        role = self.role[seat]
        own = self.bid_of[seat]
        if self.round == 1:
            return _no("whist_seul_not_round_one", SRC_002_LADDER)
        if role in (EMBALLEUR, PARTNER):
            return _no("whist_partner_no_other_call", SRC_002)
        if role == INDIVIDUAL:
            return _no("whist_individual_no_partnership", SRC_002)
        if role not in (PROPOSER, SOLOIST) or own is None:
            return _no("whist_seul_proposer_only", SRC_002)
        if call.suit is not own.call.suit:
            return _no("whist_seul_own_suit", SRC_002, suit=own.call.suit)
        if role == PROPOSER:
            if own.maintained and not own.concluded:
                return _no("whist_maintained_only_join", SRC_002)
            if own.concluded and any(not self.out[s] for s in own.seats if s != seat):
                return _no("whist_seul_partner_still_in", SRC_002)
        if hi is not None and hi.concluded and seat in hi.seats:
            return _no("whist_own_bid_standing", SRC_002, standing=str(hi.call))
        if hi is not None and hi.name == "petite_misere" and own.concluded and role == PROPOSER:
            return _no("whist_seul_sur_misere_unemballed", SRC_002)
        key = ladder_key(call, self.rules)
        if hi is not None and key <= hi.key:
            return _no("whist_not_higher", SRC_002_LADDER, call=str(call), standing=str(hi.call))
        if hand is not None and call.suit and not any(c.suit is call.suit for c in hand):
            return _no("whist_needs_trump", "002 §2 NB", suit=call.suit)
        return _outbids(call, hi, SRC_002_LADDER)

    def _check_game(self, call: Call, hi: Bid | None) -> CallRuling:
        seat = self.seat
        name = call.contract or ""
        if name in _ROUND_ONE_ONLY and self.round >= 2:
            return _no("whist_round_one_only", SRC_002, call=str(call))
        if name == "grande_misere_sur_trou" and not self.trou:
            return _no("whist_sur_trou_needs_trou", SRC_002_LADDER)
        if self.rabrouche and name == "petite_misere" and seat != 3:
            return _no("whist_rabrouche_dealer_only", "002 §4 (Rabrouche); analysis §3.1")
        if name in ("abondance", "abondance_sur_table") and call.suit is None:
            raise NotationError(
                f"a Règlement {name.replace('_', ' ')} names its suit, e.g. 'abondance 9 H'"
            )
        refusal = self._role_refusal()
        if refusal is not None:
            return refusal
        if hi is not None and hi.concluded and seat in hi.seats:
            return _no("whist_own_bid_standing", SRC_002, standing=str(hi.call))
        key = ladder_key(call, self.rules)
        if hi is not None and key <= hi.key:
            if hi.name == "trou":
                return _no("whist_over_trou", "002 §2; analysis W2-8", call=str(call))
            return _no("whist_not_higher", SRC_002_LADDER, call=str(call), standing=str(hi.call))
        return _outbids(call, hi, SRC_002_LADDER)

    # ----------------------------------------------------------------- recording a call

    def apply(self, call: Call) -> None:
        """Record ``call`` for the next seat (it must have been judged legal)."""
        seat = self.seat
        progress = True
        if self.over:
            progress = False
        elif self.rules.reglement:
            progress = self._apply_002(call, seat)
        else:
            progress = self._apply_003(call, seat)
        self.calls.append(call)
        self.since_progress = 0 if progress else self.since_progress + 1
        self._over = self._highest = self._forced = None

    def _new_bid(self, call: Call, name: str, seat: int, concluded: bool) -> Bid:
        bid = Bid(call, name, ladder_key(call, self.rules), [seat], concluded)
        bid.sur_misere = self.misere_bid and name in ("emballage", "seul")
        self.bids.append(bid)
        self.bid_of[seat] = bid
        return bid

    def _apply_003(self, call: Call, seat: int) -> bool:
        if call.kind is CallKind.PASS:
            self.out[seat] = True
            return False
        if call.kind is CallKind.WAIT:
            self.waited = seat
            return False
        if call.kind is CallKind.JOIN:
            hi = self.highest()
            assert hi is not None
            hi.seats.append(seat)
            self.role[seat] = PARTNER
            return True
        name = call.contract or ""
        self._new_bid(call, name, seat, True)
        self.role[seat] = INDIVIDUAL
        return True

    def _apply_002(self, call: Call, seat: int) -> bool:
        bid = self.bid_of[seat]
        hi = self.highest()
        if self.forced_seat() == seat and hi is not None:
            hi.seats.append(seat)
            self.role[seat] = PARTNER
            self.bid_of[seat] = hi
            return True
        match call.kind:
            case CallKind.PASS:
                if self._waiting_for_emballeur(seat):
                    return False  # not final: the emballeur raises first, then hands over
                self.out[seat] = True
                if self.role[seat] == PROPOSER and bid and not bid.concluded and not bid.maintained:
                    bid.alive = False
                return False
            case CallKind.WAIT:
                self.waited = seat
                return False
            case CallKind.MAINTAIN:
                # progress: the maintained proposal may still be joined, or join another
                assert bid is not None
                bid.maintained = True
                return True
            case CallKind.PROPOSE if bid is not None and bid.concluded and bid.name == "emballage":
                bid.call = call
                bid.key = ladder_key(call, self.rules)
                if self.role[seat] == EMBALLEUR:
                    bid.raised_by_emballeur = True
                bid.sur_misere = bid.sur_misere or self.misere_bid
                return True
            case CallKind.PROPOSE:
                self._new_bid(call, "emballage", seat, False)
                self.role[seat] = PROPOSER
                return True
            case CallKind.JOIN if call.suit is not None:
                target = self._proposal(call.suit)
                assert target is not None
                if bid is not None:
                    bid.alive = False
                target.seats.append(seat)
                target.concluded = True
                self.role[seat] = EMBALLEUR
                self.bid_of[seat] = target
                return True
            case CallKind.SEUL:
                if bid is not None:
                    bid.alive = False
                self._new_bid(call, "seul", seat, True)
                self.role[seat] = SOLOIST
                return True
        if self._joins_standing(call, hi):
            assert hi is not None
            if bid is not None:
                bid.alive = False
            hi.seats.append(seat)
            self.role[seat] = PARTNER
            self.bid_of[seat] = hi
            return True
        name = call.contract or ""
        if bid is not None:
            bid.alive = False
        self._new_bid(call, name, seat, True)
        self.role[seat] = INDIVIDUAL
        if name == "petite_misere":
            self.misere_bid = True
        return True


def _yes(code: str, source: str, **params: Param) -> CallRuling:
    return CallRuling(True, Reason.of(code, source, **params))


def _no(code: str, source: str, **params: Param) -> CallRuling:
    return CallRuling(False, Reason.of(code, source, **params))


def _outbids(call: Call, hi: Bid | None, source: str) -> CallRuling:
    if hi is None:
        return _yes("whist_bid_opening", source, call=str(call))
    if hi.name == "trou":
        return _yes("whist_bid_over_trou", source, call=str(call))
    return _yes("whist_bid_outbids", source, call=str(call), standing=str(hi.call))


def read_calls(texts: Sequence[object]) -> list[Call]:
    """Parse a list of call texts; ``NotationError`` names the first bad one."""
    if isinstance(texts, str) or not isinstance(texts, Sequence):
        raise NotationError(f"auction must be a list of calls, not {texts!r}")
    return [Call.parse(t) for t in texts]  # type: ignore[arg-type]


def replay(
    calls: Sequence[Call | str],
    rules: Rules,
    *,
    trou: bool = False,
    rabrouche: bool = False,
) -> Auction:
    """The auction after ``calls``; ``IllegalCallError`` if one of them breaks the rules."""
    auction = Auction(rules, trou=trou, rabrouche=rabrouche)
    for number, item in enumerate(calls, start=1):
        call = Call.parse(item) if isinstance(item, str) else item
        ruling = auction.check(call)
        if not ruling.legal:
            raise IllegalCallError(
                f"call {number} ({call}) by seat {auction.seat} is not legal: {ruling.reason.code}",
                ruling,
            )
        auction.apply(call)
    return auction


def check_call(
    calls: Sequence[Call | str],
    call: Call | str,
    rules: Rules,
    *,
    trou: bool = False,
    rabrouche: bool = False,
    hand: Sequence[Card] | None = None,
) -> CallRuling:
    """May the next seat make ``call`` after ``calls``? With the deciding rule either way."""
    auction = replay(calls, rules, trou=trou, rabrouche=rabrouche)
    if isinstance(call, str):
        call = Call.parse(call)
    return auction.check(call, hand)


def candidate_calls(rules: Rules) -> tuple[Call, ...]:
    """Every call of ``rules.document``'s notation, for the trainer and random auctions."""
    calls: list[Call] = [Call(CallKind.PASS), Call(CallKind.WAIT, word="j'attends")]
    suits = BID_SUIT_ORDER
    if rules.reglement:
        calls.append(Call(CallKind.MAINTAIN))
        calls.append(Call(CallKind.JOIN))
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
        calls.append(Call(CallKind.JOIN))
        calls += [Call(CallKind.PROPOSE, "emballage", 8, s) for s in suits]
        calls += [Call(CallKind.SEUL, "seul", n, s) for n in (6, 7, 8) for s in suits]
        calls += [Call(CallKind.GAME, name) for name in sorted(_NAMES_003)]
    return tuple(calls)


def legal_calls(auction: Auction, hand: Sequence[Card] | None = None) -> tuple[Call, ...]:
    """The calls the next seat may make now."""
    return tuple(c for c in candidate_calls(auction.rules) if auction.check(c, hand).legal)
