"""The Règlement du whist's penalties, which the score sheet records between the deals
(seed 002 §1 Distribution des cartes, §2 Les annonces, §5 Les pénalités).

* Misdeal (002 §1): the same player deals again; found after the first trick, the dealer at
  fault is penalised 15 points.
* Minor faults, 3 points (002 §5, first list): a false announcement, a trou not announced, a
  trou announced without three aces, an inappropriate announcement (below the contract
  standing, over a trou...), playing out of turn, announcing out of turn.
* Grave faults, 9 points (002 §5, second list): a revoke, trumping while able to follow,
  laying one's last cards down while the outcome could still change, showing the card put
  aside for a petite misère.
* The card of a petite misère shown to a partner (002 §5, NB): the offender pays 5 to the
  player who announced the misère and 2 to each of the others, 9 in all: the grave fault's 9
  points, shared out (interpretation whist-penalty-misere-card).
* Who receives a 3, 9 or 15: the document only says the offender is penalised; every row of
  its score table sums to zero, and the misère-card note hands the 9 points to the other
  players, so the sheet shares a penalty equally among the three other players
  (interpretation whist-penalty-shared; ``paid_to="nobody"``: the offender alone loses).
* A void deal (002 §2): three aces and no trou called, a trou called without three aces, or a
  trou called after another announcement: the deal is cancelled and dealt again by the same
  dealer, as after a misdeal (interpretation whist-sheet-annulled-deal); the first two are
  also minor faults of §5.
* A revoke (002 §5, NB): found during the trick, each player takes his card back and the
  penalty is applied; found after the trick, the penalty is applied and the card wrongly kept
  loses all its value, as a card and as a trump (``trick_winner_with_dead``).
* A grave fault that stops the deal (002 §5): the deal is void if the offender was a declarer;
  otherwise the declarers win "du juste", exactly their contract, unless they already had more
  tricks before the fault (``stopped_deal_tricks``).

>>> penalty_points("played_out_of_turn", 1).points
(1, -3, 1, 1)
>>> penalty_points("revoke", 1, found="during_trick").points
(3, -9, 3, 3)
>>> penalty_points("misere_card_shown", 2, misere_player=0).points
(5, 2, -9, 2)
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from ..cards import Card, Suit
from ..errors import EngineError
from ..tricks import Reason
from .order import strength

SRC_MISDEAL = "002 §1 Distribution des cartes"
SRC_MINOR = "002 §5 Les pénalités (first list)"
SRC_GRAVE = "002 §5 Les pénalités (second list)"
SRC_MISERE = "002 §5 Les pénalités (NB, card shown to a partner)"
SRC_REVOKE = "002 §5 Les pénalités (NB, renon fautif)"
SRC_VOID = "002 §2 Les annonces (le jeu est annulé)"
SRC_SHARED = "002 score table (every row sums to zero); analysis §3.5"

PLAYERS = 4
MISDEAL_PENALTY = 15
"""A misdeal found after the first trick (002 §1)."""
MINOR_PENALTY = 3
"""A minor fault (002 §5)."""
GRAVE_PENALTY = 9
"""A grave fault (002 §5)."""
MISERE_CARD_TO_MISERE = 5
"""The misère-card note: 5 to the player who announced the misère (002 §5)."""
MISERE_CARD_TO_OTHERS = 2
"""... and 2 to each of the others."""
PAID_TO = ("others", "nobody")


@dataclass(frozen=True)
class Fault:
    """One fault of 002 §5 (or §2): its points and what else it does."""

    code: str
    """Stable name, e.g. ``"revoke"``."""
    points: int
    """Points the offender is penalised."""
    grave: bool
    """A grave fault (9 points), which may stop the deal."""
    voids_deal: bool
    """The deal is cancelled and dealt again (002 §2)."""
    source: str
    """Where the document lists it."""


FAULTS: tuple[Fault, ...] = (
    Fault("false_announcement", MINOR_PENALTY, False, False, SRC_MINOR),
    Fault("trou_not_announced", MINOR_PENALTY, False, True, SRC_MINOR + "; " + SRC_VOID),
    Fault("trou_without_three_aces", MINOR_PENALTY, False, True, SRC_MINOR + "; " + SRC_VOID),
    Fault("trou_after_announcement", MINOR_PENALTY, False, True, SRC_MINOR + "; " + SRC_VOID),
    Fault("inappropriate_announcement", MINOR_PENALTY, False, False, SRC_MINOR),
    Fault("played_out_of_turn", MINOR_PENALTY, False, False, SRC_MINOR),
    Fault("announced_out_of_turn", MINOR_PENALTY, False, False, SRC_MINOR),
    Fault("revoke", GRAVE_PENALTY, True, False, SRC_GRAVE + "; " + SRC_REVOKE),
    Fault("trumped_able_to_follow", GRAVE_PENALTY, True, False, SRC_GRAVE),
    Fault("showed_last_cards", GRAVE_PENALTY, True, False, SRC_GRAVE),
    Fault("misere_card_shown", GRAVE_PENALTY, True, False, SRC_GRAVE + "; " + SRC_MISERE),
)
FAULTS_BY_CODE = {fault.code: fault for fault in FAULTS}
REVOKE_FOUND = ("during_trick", "after_trick")


@dataclass(frozen=True)
class Penalty:
    """What a penalty does to the sheet: points per player and the calculation."""

    points: tuple[int, ...]
    """Points each player scores (the offender's negative)."""
    steps: tuple[Reason, ...]
    """The calculation, line by line."""
    voids_deal: bool = False
    """The deal in progress is cancelled and dealt again by the same dealer."""


def fault(code: object) -> Fault:
    """The fault called ``code``; an ``EngineError`` lists the known ones otherwise."""
    if not isinstance(code, str) or code not in FAULTS_BY_CODE:
        raise EngineError(f"unknown fault {code!r}; faults: {', '.join(FAULTS_BY_CODE)}")
    return FAULTS_BY_CODE[code]


def _seat(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < PLAYERS:
        raise EngineError(f"{what} is a player number from 0 to 3, not {value!r}")
    return value


def _shared(offender: int, amount: int, paid_to: str, source: str) -> Penalty:
    if paid_to not in PAID_TO:
        raise EngineError(f"paid_to is 'others' or 'nobody', not {paid_to!r}")
    points = [0] * PLAYERS
    points[offender] = -amount
    steps = [Reason.of("whist_penalty_offender", source, seat=offender, amount=-amount)]
    if paid_to == "others":
        each = amount // (PLAYERS - 1)
        for seat in range(PLAYERS):
            if seat != offender:
                points[seat] = each
        steps.append(Reason.of("whist_penalty_shared", SRC_SHARED, each=each, amount=amount))
    else:
        steps.append(Reason.of("whist_penalty_not_shared", SRC_SHARED, amount=amount))
    return Penalty(tuple(points), tuple(steps))


def penalty_points(
    code: str,
    offender: int,
    *,
    paid_to: str = "others",
    misere_player: int | None = None,
    found: str | None = None,
    card: Card | None = None,
) -> Penalty:
    """The points of fault ``code`` committed by player ``offender`` (002 §5).

    ``misere_player`` is needed for a misère card shown; ``found`` (``during_trick`` or
    ``after_trick``) and the ``card`` kept back describe a revoke.
    """
    what = fault(code)
    offender = _seat(offender, "the offender")
    if what.code == "misere_card_shown":
        return _misere_card(offender, misere_player)
    penalty = _shared(offender, what.points, paid_to, what.source)
    steps = list(penalty.steps)
    steps.insert(0, Reason.of(f"whist_fault_{what.code}", what.source, seat=offender))
    if what.code == "revoke":
        steps.append(_revoke_step(found, card))
    elif found is not None or card is not None:
        raise EngineError("when and which card concern a revoke only")
    if what.voids_deal:
        steps.append(Reason.of("whist_deal_void", SRC_VOID))
    return Penalty(penalty.points, tuple(steps), what.voids_deal)


def _misere_card(offender: int, misere_player: int | None) -> Penalty:
    misere = _seat(misere_player, "the misère player")
    if misere == offender:
        raise EngineError(
            "the misère-card penalty falls on a partner who shows his card, not on the player "
            "who announced the misère"
        )
    points = [MISERE_CARD_TO_OTHERS] * PLAYERS
    points[misere] = MISERE_CARD_TO_MISERE
    points[offender] = -(MISERE_CARD_TO_MISERE + 2 * MISERE_CARD_TO_OTHERS)
    steps = (
        Reason.of("whist_fault_misere_card_shown", SRC_MISERE, seat=offender),
        Reason.of(
            "whist_penalty_misere_card",
            SRC_MISERE,
            seat=offender,
            misere=misere,
            to_misere=MISERE_CARD_TO_MISERE,
            to_others=MISERE_CARD_TO_OTHERS,
            amount=points[offender],
        ),
    )
    return Penalty(tuple(points), steps)


def _revoke_step(found: str | None, card: Card | None) -> Reason:
    if found not in REVOKE_FOUND:
        raise EngineError("a revoke is found 'during_trick' or 'after_trick'")
    if found == "during_trick":
        if card is not None:
            raise EngineError("a revoke found during the trick is taken back: no card loses value")
        return Reason.of("whist_revoke_taken_back", SRC_REVOKE)
    if card is None:
        return Reason.of("whist_revoke_card_dead", SRC_REVOKE)
    return Reason.of("whist_revoke_named_card_dead", SRC_REVOKE, card=card)


def misdeal_points(dealer: int, *, after_first_trick: bool, paid_to: str = "others") -> Penalty:
    """A misdeal: dealt again by the same dealer, who is penalised 15 points when it is found
    after the first trick (002 §1).

    >>> misdeal_points(3, after_first_trick=True).points
    (5, 5, 5, -15)
    >>> misdeal_points(3, after_first_trick=False).points
    (0, 0, 0, 0)
    """
    dealer = _seat(dealer, "the dealer")
    if not after_first_trick:
        step = Reason.of("whist_misdeal_early", SRC_MISDEAL, seat=dealer)
        return Penalty((0,) * PLAYERS, (step,), True)
    penalty = _shared(dealer, MISDEAL_PENALTY, paid_to, SRC_MISDEAL)
    first = Reason.of("whist_misdeal_late", SRC_MISDEAL, seat=dealer, amount=MISDEAL_PENALTY)
    return Penalty(penalty.points, (first, *penalty.steps), True)


def stopped_deal_tricks(
    declarers: Sequence[int],
    offender: int,
    tricks_before: Sequence[int],
    *,
    target: int,
    exact: bool,
    partnership: bool,
) -> tuple[int, ...] | None:
    """The tricks a deal stopped by a grave fault is scored with (002 §5): ``None`` when the
    offender is a declarer (the deal is void); otherwise the declarers win "du juste", exactly
    the contract, unless they had more before the fault (a minimum contract only).

    ``tricks_before`` lists the declarers' tricks (the side's total for a partnership).

    >>> stopped_deal_tricks([0, 2], 1, [5], target=8, exact=False, partnership=True)
    (8,)
    >>> stopped_deal_tricks([0, 2], 1, [10], target=8, exact=False, partnership=True)
    (10,)
    >>> stopped_deal_tricks([3], 1, [1], target=0, exact=True, partnership=False)
    (0,)
    >>> stopped_deal_tricks([3], 3, [1], target=0, exact=True, partnership=False) is None
    True
    """
    offender = _seat(offender, "the offender")
    if offender in declarers:
        return None
    expected = 1 if partnership else len(declarers)
    if len(tricks_before) != expected:
        raise EngineError(f"give {expected} trick count(s) made before the fault")
    if exact:
        return tuple(target for _ in tricks_before)
    return tuple(max(target, int(t)) for t in tricks_before)


def trick_winner_with_dead(
    trick: Sequence[Card], trump: Suit | None, dead: Collection[Card]
) -> int:
    """Who wins ``trick`` (index in play order) when the cards in ``dead`` have lost all value
    after a revoke found too late (002 §5): such a card is no trump any more and ranks below
    every card of its suit, so any card of the led suit or any trump beats it.

    >>> from reference.engine.cards import Card
    >>> trick = [Card.parse(c) for c in ("5S", "QS", "2S", "9S")]
    >>> trick_winner_with_dead(trick, None, {Card.parse("QS")})
    3
    >>> late = [Card.parse(c) for c in ("5S", "2H")]
    >>> trick_winner_with_dead(late, Suit.HEARTS, {Card.parse("2H")})
    0
    """
    if not trick:
        raise EngineError("a trick holds at least one card")
    led = trick[0].suit

    def key(card: Card) -> tuple[int, int]:
        if card in dead:
            return (1 if card.suit is led else 0, -1)
        if trump is not None and card.suit is trump:
            return (2, strength(card))
        return (1 if card.suit is led else 0, strength(card))

    best = 0
    for index in range(1, len(trick)):
        if key(trick[index]) > key(trick[best]):
            best = index
    return best


PENALTY_REASON_CODES = (
    *(f"whist_fault_{f.code}" for f in FAULTS),
    "whist_penalty_offender",
    "whist_penalty_shared",
    "whist_penalty_not_shared",
    "whist_penalty_misere_card",
    "whist_revoke_taken_back",
    "whist_revoke_card_dead",
    "whist_revoke_named_card_dead",
    "whist_deal_void",
    "whist_misdeal_early",
    "whist_misdeal_late",
)
