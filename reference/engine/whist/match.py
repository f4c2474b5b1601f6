"""Keeping the score of a whist game, deal after deal, under either document (seeds 002, 003).

Entries, in the notation the sheet stores (``shared/casefile.md`` for the deals):

* ``deal``: the ``score`` case's ``contract`` and ``result``, with ``declarers``, the players
  (0-3, in the order of play) who declared, in the order of the result's tricks. The Dames
  game (002) gives ``result.queens`` per player instead. ``stopped`` (002 only) records a
  grave fault that stopped the deal: ``{"offender", "fault"}`` (and ``found`` for a revoke);
  the result then gives the declarers' tricks made before the fault (``penalties``).
* ``redeal``: nobody made a contract and the cards are dealt again (003, all four passed;
  interpretation whist-couleur-all-pass), or, under 002's variant, the deal without a contract
  is not played and the next one counts double.
* ``misdeal`` (002 §1): ``after_first_trick``; the same player deals again.
* ``penalty`` (002 §5): ``fault``, ``offender``, and ``misere_player``, ``found``, ``card``
  where the fault needs them (``penalties``).
* ``tally`` (002 §6, Ad Fundum only): ``player`` and ``event`` (``adfundum``).

Every player has a column. The deal passes to the left, clockwise like the deal itself
(002 §1, 003 §Distribution des cartes), so the next dealer is the next number; after a misdeal
or a void deal the same player deals again (002 §1; interpretation whist-sheet-annulled-deal).
After a trou the next dealer may deal a rabrouche (002 §4), which the sheet mentions.

Neither document sets an end: the players agree on a score or a number of deals, or stop when
they like; the Règlement's club counts its quarters (``adfundum.quarter``).

The variant of 002 §2 (the points of the next round counted double) is read two ways
(interpretation whist-sheet-double-next): ``dames_variant="double_instead"``, the deal without
a contract is thrown in and the next deal counts double; ``"double_after"``, the Dames game is
played and the deal after it counts double. The double goes to the next deal played with a
contract, does not add up with another, and leaves penalties as they are.

>>> emballage = {"kind": "deal", "declarers": [0, 2],
...              "contract": {"name": "emballage", "tricks": 8, "trump": "H"},
...              "result": {"tricks": [9]}}
>>> replay([emballage], first_dealer=3).totals
(5, -5, 5, -5)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..cards import DECK_52, Card
from ..errors import EngineError, UnknownOptionError
from ..options import Interpretation
from ..sheet import (
    AgreedEnd,
    Entry,
    Line,
    Match,
    Standing,
    Tally,
    check_player,
    score_case,
    summed,
)
from ..tricks import Reason
from .adfundum import tally_points, tally_step
from .contracts import PARTNERSHIP, contract_spec
from .penalties import PAID_TO, Penalty, fault, misdeal_points, penalty_points, stopped_deal_tricks
from .rules import Rules

PLAYERS = 4
SRC_DOUBLE = "002 §2 (the variant that counts the next deal double)"
SRC_NO_CONTRACT = "002 §2 (jeu des Dames); 003 §Début du jeu"
SRC_STOPPED = "002 §5 Les pénalités (la partie continue si le jeu le permet...)"
SRC_RABROUCHE = "002 §4 (Rabrouche)"
SRC_END = "002, 003 (no end is set); agreed by the players"
DAMES_VARIANTS = ("none", "double_instead", "double_after")
TALLY_EVENTS = ("ace_2_3_4", "card_taken_back")


@dataclass(frozen=True)
class MatchRules(AgreedEnd):
    """What the players agree on for the whole game; defaults are the documents' main rules."""

    OPTIONS: ClassVar = {
        "dames_variant": DAMES_VARIANTS,
        "penalties_paid_to": PAID_TO,
        "ad_fundum": (False, True),
        "bottle_slices": ("full", "started"),
        **AgreedEnd.OPTIONS,
    }

    TARGETS: ClassVar[range] = range(10, 100_001)
    DEAL_COUNTS: ClassVar[range] = range(1, 401)
    dames_variant: str = "none"
    """002 §2: no contract, the Dames game is played (``none``); the variant counts the next
    deal double, read as in place of the Dames (``double_instead``) or after it
    (``double_after``)."""
    penalties_paid_to: str = "others"
    """002 §5: a penalty shared among the three other players (``others``), or only lost by
    the offender (``nobody``)."""
    ad_fundum: bool = False
    """002 §6: the Ad Fundum addendum's tallies (and its quarters)."""
    bottle_slices: str = "full"
    """Ad Fundum: a bottle per full slice of 5 points below zero, or per started slice."""

    def check_document(self, rules: Rules) -> None:
        """The Règlement's options cannot be set under à la couleur."""
        if rules.reglement:
            return
        if self.dames_variant != "none" or self.ad_fundum or self.penalties_paid_to != "others":
            raise UnknownOptionError(
                "the Dames variant, the penalties and Ad Fundum belong to the Règlement (002)"
            )


INTERPRETATIONS: tuple[Interpretation, ...] = (
    Interpretation(
        "whist-penalty-shared",
        "002 §5 Les pénalités; score table",
        "A penalty of 3, 9 or 15 points is lost by the offender and shared equally by the "
        "three other players, so the sheet keeps summing to zero as the misère-card note does.",
        "penalties_paid_to",
    ),
    Interpretation(
        "whist-penalty-misere-card",
        "002 §5 Les pénalités (NB)",
        "Showing a partner the card put aside for a petite misère is the grave fault of 9 "
        "points, paid 5 to the misère player and 2 to each of the other two.",
    ),
    Interpretation(
        "whist-sheet-annulled-deal",
        "002 §1, §2",
        "A void deal (three aces without a trou, a trou without three aces, a trou called late) "
        "is dealt again by the same dealer, as a misdeal is.",
    ),
    Interpretation(
        "whist-sheet-double-next",
        "002 §2",
        "The variant's double applies to the next deal played with a contract, in place of the "
        "Dames game or after it as agreed; doubles do not add up; penalties are not doubled.",
        "dames_variant",
    ),
    Interpretation(
        "whist-sheet-stopped-deal",
        "002 §5 Les pénalités",
        "A deal stopped by a grave fault is void if the offender declared; otherwise the "
        "declarers score their contract made exactly, or with the tricks they already had if "
        "more.",
    ),
    Interpretation(
        "whist-adfundum-bottles",
        "002 §6",
        "A bottle per full slice of 5 points below zero at the end of a quarter.",
        "bottle_slices",
    ),
    Interpretation(
        "whist-adfundum-top-three",
        "002 §6",
        "The three counted players with the highest tally per evening bring a bottle or "
        "biscuits; players tied for third place all do.",
    ),
)


def case_input(entry: Mapping[str, Any]) -> dict[str, Any]:
    """The ``score`` case input of a deal entry; the contract's ``declarers`` (how many) is
    taken from the entry's list of declarers when the contract does not give it."""
    contract = entry.get("contract")
    declarers = entry.get("declarers")
    joined = isinstance(declarers, Sequence) and not isinstance(declarers, str)
    named = isinstance(contract, Mapping) and contract.get("name") != "dames"
    if named and joined and "declarers" not in contract:  # type: ignore[operator]
        contract = {**contract, "declarers": len(declarers)}  # type: ignore[arg-type, dict-item]
    return {"contract": contract, "result": entry.get("result")}


def _declarers(entry: Mapping[str, Any]) -> tuple[int, ...]:
    raw = entry.get("declarers")
    if isinstance(raw, str) or not isinstance(raw, Sequence) or not 1 <= len(raw) <= PLAYERS:
        raise EngineError("declarers lists the players who declared (a piccolo may have four)")
    seats = tuple(check_player(s, PLAYERS, "a declarer") for s in raw)
    if len(set(seats)) != len(seats):
        raise EngineError("the same player cannot declare twice")
    return seats


def _tallies(
    match: MatchRules, event: str | None, seat: int
) -> tuple[tuple[int, ...], Reason | None]:
    if not match.ad_fundum:
        return (), None
    counts = [0] * PLAYERS
    if event is None:
        return tuple(counts), None
    counts[seat] = tally_points(event)
    return tuple(counts), tally_step(event, seat)


class _Scorer:
    """Scores one entry at a time, carrying the pending double from line to line."""

    def __init__(self, options: Mapping[str, Any], match: MatchRules) -> None:
        self.options = dict(options)
        self.rules: Rules = Rules.from_options(self.options)
        self.match = match
        self.double = False

    def __call__(self, entry: Mapping[str, Any], dealer: int, carry: dict[str, Any]) -> Line:
        dealer = check_player(dealer, PLAYERS, "the dealer")
        kind = entry.get("kind")
        if kind in ("misdeal", "penalty", "tally") and not self.rules.reglement:
            raise EngineError(f"à la couleur (003) knows no {kind}: the Règlement (002) does")
        if kind == "deal":
            line = self.deal(entry, dealer)
        elif kind == "redeal":
            line = self.redeal(entry, dealer)
        elif kind == "misdeal":
            line = self.misdeal(entry, dealer)
        elif kind == "penalty":
            line = self.penalty(entry, dealer)
        else:
            line = self.tally(entry, dealer)
        carry["double_next"] = self.double
        return line

    # -- deals ------------------------------------------------------------------------------

    def deal(self, entry: Mapping[str, Any], dealer: int) -> Line:
        contract = entry.get("contract")
        if not isinstance(contract, Mapping):
            raise EngineError("a deal gives its contract")
        following = (dealer + 1) % PLAYERS
        if contract.get("name") == "dames":
            answer = score_case("whist", self.options, case_input(entry))
            dames_steps = list(answer["steps"])
            if self.match.dames_variant == "double_after":
                self.double = True
                dames_steps.append(Reason.of("whist_sheet_double_set", SRC_DOUBLE).to_json())
            return Line(
                "deal",
                dealer,
                tuple(int(v) for v in answer["scores"]),
                self._zero_tallies(),
                steps=tuple(dames_steps),
                next_dealer=following,
            )
        declarers = _declarers(entry)
        penalty: Penalty | None = None
        data = case_input(entry)
        steps: list[Mapping[str, Any]] = []
        if entry.get("stopped") is not None:
            penalty, stopped = self._stopped(entry, contract, declarers)
            steps.extend(s.to_json() for s in penalty.steps)
            if stopped is None:
                steps.append(Reason.of("whist_sheet_stopped_void", SRC_STOPPED).to_json())
                return self._with_penalty(entry, dealer, following, penalty, steps, void=True)
            data = {**data, "result": {"tricks": list(stopped)}}
            steps.append(
                Reason.of(
                    "whist_sheet_stopped_du_juste",
                    SRC_STOPPED,
                    tricks=", ".join(map(str, stopped)),
                ).to_json()
            )
        answer = score_case("whist", self.options, data)
        scores = [int(v) for v in answer["declarers"]]
        if len(scores) != len(declarers):
            raise EngineError(
                f"this contract has {len(scores)} declarer(s): name {len(scores)} player(s)"
            )
        points = [int(answer["per_defender"])] * PLAYERS
        for seat, value in zip(declarers, scores, strict=True):
            points[seat] = value
        steps.extend(answer["steps"])
        factor = 1
        if self.double:
            factor, self.double = 2, False
            points = [2 * p for p in points]
            steps.append(Reason.of("whist_sheet_doubled", SRC_DOUBLE).to_json())
        if contract.get("name") == "trou" and self.rules.reglement:
            steps.append(
                Reason.of("whist_sheet_rabrouche", SRC_RABROUCHE, seat=following).to_json()
            )
        if penalty is not None:
            points = [p + q for p, q in zip(points, penalty.points, strict=True)]
        tallies, tally = _tallies(self.match, "penalty" if penalty else None, self._offender(entry))
        if tally is not None:
            steps.append(tally.to_json())
        return Line(
            "deal",
            dealer,
            tuple(points),
            tallies=tallies,
            steps=tuple(steps),
            made=bool(answer["made"]),
            next_dealer=following,
            factor=factor,
        )

    def _offender(self, entry: Mapping[str, Any]) -> int:
        stopped = entry.get("stopped")
        return int(stopped["offender"]) if isinstance(stopped, Mapping) else 0

    def _stopped(
        self, entry: Mapping[str, Any], contract: Mapping[str, Any], declarers: tuple[int, ...]
    ) -> tuple[Penalty, tuple[int, ...] | None]:
        if not self.rules.reglement:
            raise EngineError("a deal stopped by a grave fault is a rule of the Règlement (002)")
        stopped = entry["stopped"]
        if not isinstance(stopped, Mapping):
            raise EngineError("stopped gives the offender and the fault")
        code = stopped.get("fault")
        if not fault(code).grave:
            raise EngineError("only a grave fault (9 points) can stop a deal")
        offender = check_player(stopped.get("offender"), PLAYERS, "the offender")
        penalty = penalty_points(
            str(code),
            offender,
            paid_to=self.match.penalties_paid_to,
            misere_player=stopped.get("misere_player"),
            found=stopped.get("found"),
            card=_card(stopped.get("card")),
        )
        spec = contract_spec(contract.get("name"), self.rules)  # type: ignore[arg-type]
        target = contract.get("tricks")
        if target is None:
            target = spec.tricks[0]
        result = entry.get("result")
        before = result.get("tricks") if isinstance(result, Mapping) else None
        if isinstance(before, str) or not isinstance(before, Sequence):
            raise EngineError("give the declarers' tricks made before the fault")
        tricks = stopped_deal_tricks(
            declarers,
            offender,
            [int(t) for t in before],
            target=int(target),
            exact=spec.exact,
            partnership=spec.side == PARTNERSHIP,
        )
        return penalty, tricks

    def _with_penalty(
        self,
        entry: Mapping[str, Any],
        dealer: int,
        following: int,
        penalty: Penalty,
        steps: list[Mapping[str, Any]],
        *,
        void: bool,
    ) -> Line:
        tallies, tally = _tallies(self.match, "penalty", self._offender(entry))
        if tally is not None:
            steps.append(tally.to_json())
        return Line(
            "deal" if void else "penalty",
            dealer,
            penalty.points,
            tallies=tallies,
            steps=tuple(steps),
            next_dealer=following,
        )

    # -- between the deals -------------------------------------------------------------------

    def redeal(self, entry: Mapping[str, Any], dealer: int) -> Line:
        following = (dealer + 1) % PLAYERS
        if self.rules.reglement:
            if self.match.dames_variant != "double_instead":
                raise EngineError(
                    "under the Règlement a deal without a contract is the Dames game (002 §2): "
                    "record it as a deal, or agree on the variant that counts the next deal double"
                )
            self.double = True
            steps = (
                Reason.of("whist_sheet_no_contract_double", SRC_DOUBLE, seat=following).to_json(),
            )
        else:
            steps = (Reason.of("whist_sheet_all_pass", SRC_NO_CONTRACT, seat=following).to_json(),)
        zero = (0,) * PLAYERS
        return Line(
            "redeal",
            dealer,
            zero,
            self._zero_tallies(),
            steps=steps,
            next_dealer=following,
            deals=0,
        )

    def misdeal(self, entry: Mapping[str, Any], dealer: int) -> Line:
        late = entry.get("after_first_trick")
        if not isinstance(late, bool):
            raise EngineError("say whether the misdeal was found after the first trick")
        penalty = misdeal_points(
            dealer, after_first_trick=late, paid_to=self.match.penalties_paid_to
        )
        steps = [s.to_json() for s in penalty.steps]
        tallies, tally = _tallies(
            self.match, None if late else "misdeal_before_first_trick", dealer
        )
        if tally is not None:
            steps.append(tally.to_json())
        return Line(
            "misdeal",
            dealer,
            penalty.points,
            tallies=tallies,
            steps=tuple(steps),
            next_dealer=dealer,
            deals=0,
        )

    def penalty(self, entry: Mapping[str, Any], dealer: int) -> Line:
        offender = check_player(entry.get("offender"), PLAYERS, "the offender")
        penalty = penalty_points(
            str(entry.get("fault")),
            offender,
            paid_to=self.match.penalties_paid_to,
            misere_player=entry.get("misere_player"),
            found=entry.get("found"),
            card=_card(entry.get("card")),
        )
        steps = [s.to_json() for s in penalty.steps]
        tallies, tally = _tallies(self.match, "penalty", offender)
        if tally is not None:
            steps.append(tally.to_json())
        return Line(
            "penalty",
            dealer,
            penalty.points,
            tallies=tallies,
            steps=tuple(steps),
            next_dealer=dealer,
            deals=0,
        )

    def tally(self, entry: Mapping[str, Any], dealer: int) -> Line:
        if not self.match.ad_fundum:
            raise EngineError(
                "tallies belong to the Ad Fundum addendum (002 §6): agree on it first"
            )
        event = entry.get("event")
        if event not in TALLY_EVENTS:
            raise EngineError(f"a tally is one of {', '.join(TALLY_EVENTS)}, not {event!r}")
        seat = check_player(entry.get("player"), PLAYERS, "the player")
        tallies, tally = _tallies(self.match, str(event), seat)
        assert tally is not None
        return Line(
            "tally",
            dealer,
            (0,) * PLAYERS,
            tallies=tallies,
            steps=(tally.to_json(),),
            next_dealer=dealer,
            deals=0,
        )

    def _zero_tallies(self) -> tuple[int, ...]:
        return (0,) * PLAYERS if self.match.ad_fundum else ()


def _card(value: object) -> Card | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise EngineError(f"a card is written like 'QH', not {value!r}")
    card = DECK_52.parse_many([value], what="card")[0]
    if not isinstance(card, Card):
        raise EngineError(f"{value!r} is not a card of the 52-card deck")
    return card


SHEET_REASON_CODES = (
    "whist_sheet_double_set",
    "whist_sheet_doubled",
    "whist_sheet_no_contract_double",
    "whist_sheet_all_pass",
    "whist_sheet_stopped_void",
    "whist_sheet_stopped_du_juste",
    "whist_sheet_rabrouche",
)


class WhistMatch(Match[MatchRules]):
    """The score sheet of whist, under either document: a column per player, the
    Règlement's penalties, misdeals, doubled deals and Ad Fundum tallies, an agreed end."""

    def match_rules(
        self, match: MatchRules | Mapping[str, Any] | None, rules: Mapping[str, Any]
    ) -> MatchRules:
        """The rules agreed; the Règlement's own cannot be agreed under à la couleur."""
        agreed = super().match_rules(match, rules)
        agreed.check_document(Rules.from_options(rules))
        return agreed

    def scorer(self, players: str | None, rules: Mapping[str, Any], match: MatchRules) -> _Scorer:
        """Scores the entries one by one, carrying the double to the next deal."""
        return _Scorer(rules, match)

    def tallies(self, lines: Sequence[Line], match: MatchRules) -> tuple[int, ...]:
        """The Ad Fundum tallies, when the addendum is played."""
        if not match.ad_fundum:
            return ()
        return summed(lines, "tallies", PLAYERS) or (0,) * PLAYERS

    def extra(self, carry: Mapping[str, Any]) -> Mapping[str, Any]:
        """Whether the next deal counts double."""
        return {"double_next": bool(carry.get("double_next", False))}

    def standing(self, tally: Tally, match: MatchRules) -> Standing:
        """Neither document sets an end: the one the players agreed on, if any."""
        return match.standing(tally, SRC_END)

    def case_input(self, entry: Entry, players: str | None = None) -> dict[str, Any]:
        """The ``score`` case input of a deal entry (``case_input``)."""
        return case_input(entry)

    def case_expected(self, entry: Entry, line: Line) -> dict[str, Any]:
        """The Dames game's scores, or the declarers' and each defender's (before a double)."""
        if entry["contract"].get("name") == "dames":
            return {"scores": list(line.points)}
        seats = entry["declarers"]
        defenders = [p for seat, p in enumerate(line.points) if seat not in seats]
        return {
            "declarers": [line.points[s] // line.factor for s in seats],
            "per_defender": defenders[0] // line.factor,
        }


MATCH = WhistMatch("whist", "whist", ("4",), MatchRules, INTERPRETATIONS, SHEET_REASON_CODES)
replay = MATCH.replay
