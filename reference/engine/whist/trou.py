"""The trou: three aces in one hand (seed 002 §2, seed 003 §Début du jeu).

* A player holding three aces must call "trou" (002: unless he plays solo-chlem). His partner
  is the holder of the fourth ace, the *boucheur*.
* Four aces in one hand (the *trou royal*, 002 only) allow the call without requiring it; the
  boucheur is then the holder of K♥, or of the next heart down when the trou hand holds it
  (analysis W2-11). À la couleur knows no trou royal: with four aces nobody can plug the hole.
* Trump: the suit of the boucheur's first card (002) or of the card he shows (003). Target: 8
  tricks when that suit is his ace's suit (♥ for a trou royal), 9 otherwise.
* 002 voids the deal when a three-ace holder does not call trou, when trou is called without
  three aces, or when it is called after another announcement. 003 names no such sanction:
  a trou called without three aces (or with all four) is a void call, and the deal is played
  without a trou, as a three-ace holder who keeps silent plays it.

>>> from ..cards import Card
>>> hands = [[Card.parse(c) for c in h.split()] for h in (
...     "AS AH AD 2C 3C 4C 5C 6C 7C 8C 9C TC JC",
...     "AC 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
...     "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH QC",
...     "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD KC")]
>>> t = find_trou(hands, Rules())
>>> t.seat, t.boucheur, t.ace_suit.value, t.royal
(0, 1, 'C', False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import DECK_52, Card, Rank, Suit
from ..errors import EngineError
from ..tricks import Reason
from .order import CARD_ORDER
from .rules import Rules

SRC_TROU_002 = "002 §2 Les annonces (trou)"
SRC_TROU_003 = "003 §Début du jeu"
SRC_ROYAL = "002 §2 NB (trou royal); analysis W2-11"
SRC_VOID = "002 §2 (le jeu est annulé)"
SRC_RABROUCHE = "002 §4 (Rabrouche: ni le trou ni une petite misère par un autre que le donneur)"
#: The dealer's seat (seat 0 is the dealer's left).
DEALER = 3


@dataclass(frozen=True)
class Trou:
    """A trou found in four hands: who holds it, who plugs it, and why."""

    seat: int
    """The trou player (seat 0 = dealer's left)."""
    boucheur: int
    """His forced partner."""
    royal: bool
    """Four aces in the trou hand (002's trou royal)."""
    ace_suit: Suit
    """The boucheur's "ace suit": the suit of the fourth ace, ♥ for a trou royal."""
    plug: Card
    """The card that names the boucheur: the fourth ace, or K♥ (or the next heart down)."""
    mandatory: bool
    """Whether the call is compulsory (three aces) or optional (four aces)."""
    reasons: tuple[Reason, ...]
    """Why: the aces counted, and how the boucheur is found."""

    def target(self, trump: Suit) -> int:
        """8 tricks if ``trump`` is the boucheur's ace suit, otherwise 9."""
        return 8 if trump is self.ace_suit else 9


def check_hands(hands: Sequence[Sequence[Card]]) -> tuple[tuple[Card, ...], ...]:
    """Four hands of 13 cards, together the 52 cards once each; ``EngineError`` otherwise."""
    if isinstance(hands, str) or len(hands) != 4:
        raise EngineError("a whist deal has four hands")
    out = tuple(tuple(h) for h in hands)
    for seat, hand in enumerate(out):
        if len(hand) != 13:
            raise EngineError(f"hand {seat} holds {len(hand)} cards; each hand holds 13")
    DECK_52.check_no_duplicates([c for h in out for c in h], what="the four hands")
    return out


def aces_held(hands: Sequence[Sequence[Card]]) -> tuple[int, ...]:
    """How many aces each seat holds."""
    return tuple(sum(1 for c in hand if c.rank is Rank.ACE) for hand in hands)


def find_trou(hands: Sequence[Sequence[Card]], rules: Rules) -> Trou | None:
    """The trou in ``hands`` (seat 0 = dealer's left), or ``None`` when there is none.

    A trou royal is returned with ``mandatory=False`` (002); à la couleur returns ``None`` for
    four aces in one hand (it has no trou royal).
    """
    return find_trou_unchecked(check_hands(hands), rules)


def find_trou_unchecked(hands: Sequence[Sequence[Card]], rules: Rules) -> Trou | None:
    """``find_trou`` for hands already known to be a valid deal (the engine's own deals)."""
    counts = aces_held(hands)
    src = SRC_TROU_002 if rules.reglement else SRC_TROU_003
    for seat, count in enumerate(counts):
        if count == 3:
            plug = next(c for h in hands for c in h if c.rank is Rank.ACE and c not in hands[seat])
            boucheur = next(i for i, h in enumerate(hands) if plug in h)
            reasons = (
                Reason.of("whist_trou_three_aces", src, seat=seat),
                Reason.of("whist_trou_boucheur_ace", src, seat=boucheur, ace=plug),
            )
            return Trou(seat, boucheur, False, plug.suit, plug, True, reasons)
        if count == 4 and rules.reglement:
            skipped = []
            for rank in CARD_ORDER[1:]:
                card = Card(rank, Suit.HEARTS)
                if card in hands[seat]:
                    skipped.append(card)
                    continue
                boucheur = next(i for i, h in enumerate(hands) if card in h)
                reasons = (
                    Reason.of("whist_trou_royal_optional", SRC_ROYAL, seat=seat),
                    Reason.of(
                        "whist_trou_royal_boucheur",
                        SRC_ROYAL,
                        seat=boucheur,
                        card=card,
                        skipped=tuple(skipped),
                    ),
                )
                return Trou(seat, boucheur, True, Suit.HEARTS, card, False, reasons)
    return None


@dataclass(frozen=True)
class TrouRuling:
    """The verdict on the trou round of a deal: is the deal played, and with which trou."""

    void: bool
    """Whether the deal is void (002 §2's three cases)."""
    trou: Trou | None
    """The trou to play, when one was validly called."""
    reason: Reason
    """Why."""


def trou_ruling(
    hands: Sequence[Sequence[Card]],
    rules: Rules,
    *,
    caller: int | None,
    late: bool = False,
    solo_chlem_seat: int | None = None,
    rabrouche: bool = False,
) -> TrouRuling:
    """Judge the trou round: ``caller`` called trou (``None``: nobody did).

    ``late``: the call came after another announcement. ``solo_chlem_seat``: a seat that
    announces solo-chlem instead (a three-ace holder may then stay silent, 002 §2).
    ``rabrouche``: a rabrouche deal, where only the dealer (seat 3) may call the trou (002 §4):
    another player's call is refused (it does not void the deal) and a three-ace holder other
    than the dealer has no trou to call.

    >>> from ..cards import Card
    >>> hands = [[Card.parse(c) for c in h.split()] for h in (
    ...     "AS AH AD 2C 3C 4C 5C 6C 7C 8C 9C TC JC",
    ...     "AC 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    ...     "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH QC",
    ...     "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD KC")]
    >>> trou_ruling(hands, Rules(), caller=None).reason.code
    'whist_trou_void_not_called'
    >>> trou_ruling(hands, Rules(), caller=1).void
    True
    """
    hands = check_hands(hands)
    trou = find_trou(hands, rules)
    counts = aces_held(hands)
    if rabrouche:
        if not rules.reglement:
            raise EngineError("the rabrouche is a deal of the Règlement (002 §4)")
        if caller is not None and caller != DEALER:
            return TrouRuling(
                False,
                None,
                Reason.of("whist_trou_rabrouche_dealer_only", SRC_RABROUCHE, seat=caller),
            )
        if trou is not None and trou.seat != DEALER and caller is None:
            return TrouRuling(
                False,
                None,
                Reason.of("whist_trou_rabrouche_not_dealer", SRC_RABROUCHE, seat=trou.seat),
            )
    if caller is None:
        if trou is not None and trou.mandatory and trou.seat != solo_chlem_seat:
            if rules.reglement:
                return TrouRuling(
                    True, None, Reason.of("whist_trou_void_not_called", SRC_VOID, seat=trou.seat)
                )
            return TrouRuling(
                False,
                None,
                Reason.of("whist_trou_not_called_couleur", SRC_TROU_003, seat=trou.seat),
            )
        if counts.count(4) and not rules.reglement:
            return TrouRuling(
                False,
                None,
                Reason.of("whist_no_trou_four_aces_couleur", SRC_TROU_003, seat=counts.index(4)),
            )
        return TrouRuling(False, None, Reason.of("whist_no_trou", SRC_TROU_002))
    if not 0 <= caller < 4:
        raise EngineError(f"the trou caller is a seat 0-3, not {caller!r}")
    if trou is None or trou.seat != caller:
        if rules.reglement:
            return TrouRuling(
                True,
                None,
                Reason.of(
                    "whist_trou_void_without_aces", SRC_VOID, seat=caller, aces=counts[caller]
                ),
            )
        # 003 names no sanction (interpretation whist-trou-void): the call is void, not the deal
        return TrouRuling(
            False,
            None,
            Reason.of(
                "whist_trou_call_void_couleur", SRC_TROU_003, seat=caller, aces=counts[caller]
            ),
        )
    if late and rules.reglement:
        return TrouRuling(True, None, Reason.of("whist_trou_void_late", SRC_VOID, seat=caller))
    code = "whist_trou_royal_called" if trou.royal else "whist_trou_called"
    return TrouRuling(
        False, trou, Reason.of(code, trou.reasons[0].source, seat=caller, boucheur=trou.boucheur)
    )


#: Every reason code of the trou's rulings.
TROU_REASON_CODES: tuple[str, ...] = (
    "whist_no_trou",
    "whist_no_trou_four_aces_couleur",
    "whist_trou_boucheur_ace",
    "whist_trou_call_void_couleur",
    "whist_trou_called",
    "whist_trou_not_called_couleur",
    "whist_trou_royal_boucheur",
    "whist_trou_royal_called",
    "whist_trou_royal_optional",
    "whist_trou_three_aces",
    "whist_trou_void_late",
    "whist_trou_void_not_called",
    "whist_trou_void_without_aces",
    "whist_trou_rabrouche_dealer_only",
    "whist_trou_rabrouche_not_dealer",
)
