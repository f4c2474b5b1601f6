"""Playing the cards: legal plays and the trick winner (seed 002 §4, seed 003 §Distribution).

* Follow suit if you can; otherwise play anything: there is no duty to trump or to
  overtrump (002 §4 "ils peuvent renoncer ou couper"; 003 "ils peuvent couper ou se défausser").
* The highest trump wins the trick; without a trump in it, the highest card of the led suit.
* Dames (002 §4): a player who cannot follow must play a queen if he holds one.
* Trou (002 §2): the suit of the boucheur's first card is trump and the trump ace must fall in
  the first trick. So the boucheur, if he leads his own ace's suit, leads that ace (analysis
  §3.4), and whoever holds the ace of the led suit plays it.
* Petite misère (002 §4, 003 §Valeur des contrats): before the first trick every player puts
  one card aside face down (any card), leaving 12 tricks.

>>> trick_winner([Card.parse(c) for c in ("KS", "AS", "2H")], Suit.HEARTS).winner
2
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..cards import Card, Rank, Suit
from ..errors import EngineError
from ..tricks import PlayRuling, Reason, Verdict
from .order import strength

SRC_PLAY_002 = "002 §4 Les règles du jeu"
SRC_PLAY_003 = "003 §Distribution des cartes"
SRC_FOLLOW = "002 §4; 003 §Distribution des cartes"
SRC_TROU = "002 §2 Les annonces (trou); analysis §3.4"
SRC_DAMES = "002 §4 (jeu des Dames)"
SRC_DISCARD = "002 §4 (petite misère); 003 §Valeur des contrats"


@dataclass(frozen=True, slots=True)
class PlayContext:
    """What, beyond the trick and the trump, changes the legal plays of a whist deal."""

    dames: bool = False
    """The Dames game: a player who cannot follow must play a queen if he holds one."""
    trou_first_trick: bool = False
    """The first trick of a trou: the boucheur leads; the trump ace must fall."""
    misere_discard: bool = False
    """The petite misère's discard: every player puts one card aside before the first trick."""


NORMAL = PlayContext()


def trick_winner(trick: Sequence[Card], trump: Suit | None) -> Verdict:
    """Who wins ``trick`` (cards in play order, leader first) with ``trump`` (``None``: no trump).

    >>> v = trick_winner([Card.parse(c) for c in ("TD", "QD", "AC")], None)
    >>> v.winner, v.reasons[0].code
    (1, 'highest_of_led_suit')
    """
    if not 2 <= len(trick) <= 4:
        raise EngineError(f"a whist trick holds 2 to 4 cards, not {len(trick)}")
    led = trick[0].suit
    best, best_strength = -1, -1
    if trump is not None:
        for i, c in enumerate(trick):  # the highest trump wins
            if c.suit is trump and _STRENGTH[c.rank] > best_strength:
                best, best_strength = i, _STRENGTH[c.rank]
    if best >= 0:
        card = trick[best]
        first = Reason("highest_trump", (("card", card),), SRC_FOLLOW)
        if led is trump:
            return Verdict(best, card, (first,))
        params = (("card", card), ("trump", trump), ("led", led))
        return Verdict(best, card, (first, Reason("whist_trump_beats_led", params, SRC_FOLLOW)))
    for i, c in enumerate(trick):  # no trump in the trick: the highest card of the led suit
        if c.suit is led and _STRENGTH[c.rank] > best_strength:
            best, best_strength = i, _STRENGTH[c.rank]
    card = trick[best]
    first = Reason("highest_of_led_suit", (("card", card), ("suit", led)), SRC_FOLLOW)
    off = tuple([c for c in trick if c.suit is not led])
    if not off:
        return Verdict(best, card, (first,))
    second = Reason("whist_discards_never_win", (("cards", off), ("suit", led)), SRC_FOLLOW)
    return Verdict(best, card, (first, second))


_STRENGTH = {rank: strength(Card(rank, Suit.SPADES)) for rank in Rank}


#: Which rule decides a legal set (``playable``); ``legal_plays`` explains each one.
DISCARD, LEAD, TROU_LEAD, TROU_ROYAL_LEAD, TROU_ACE, FOLLOW, DAMES, FREE = range(8)


def playable(
    hand: Sequence[Card], trick: Sequence[Card], context: PlayContext = NORMAL
) -> tuple[Sequence[Card], int]:
    """The cards of ``hand`` that may be played to ``trick`` (in hand order; ``hand`` itself
    when every card may go) and the rule that decides (``FOLLOW``, ``DAMES``…).

    The one statement of whist's rule of play: ``legal_plays`` explains it card by card, and
    random deals (``playout.play_tricks``) draw from it. Whist has no duty to trump: the trump
    only matters in the trou's first trick, where the led suit is trump.
    """
    if context.misere_discard:
        return hand, DISCARD
    if not trick:
        if not context.trou_first_trick:
            return hand, LEAD
        aces = [c for c in hand if c.rank is Rank.ACE]
        if not aces:
            return hand, TROU_ROYAL_LEAD
        ace = aces[0]  # the boucheur leads his ace's suit only with the ace itself
        return [c for c in hand if c.suit is not ace.suit or c == ace], TROU_LEAD
    led = trick[0].suit
    if context.trou_first_trick:
        ace = Card(Rank.ACE, led)
        if ace in hand:
            return (ace,), TROU_ACE
    follow = [c for c in hand if c.suit is led]
    if follow:
        return follow, FOLLOW
    if context.dames:
        queens = [c for c in hand if c.rank is Rank.QUEEN]
        if queens:
            return queens, DAMES
    return hand, FREE


def legal_plays(
    hand: Sequence[Card],
    trick: Sequence[Card],
    trump: Suit | None = None,
    context: PlayContext = NORMAL,
) -> PlayRuling:
    """Which cards of ``hand`` may be played to ``trick``, the deciding rule, and each refusal.

    ``trump`` only changes the explanation (whist has no duty to trump), except in the trou's
    first trick, where the led suit is trump.

    >>> hand = [Card.parse(c) for c in ("2H", "QS", "AC")]
    >>> r = legal_plays(hand, [Card.parse("KD")], Suit.HEARTS)
    >>> len(r.legal), r.obligation.code
    (3, 'whist_void_no_duty_to_trump')
    >>> [str(c) for c in legal_plays(hand, [Card.parse("KD")], None, PlayContext(dames=True)).legal]
    ['QS']
    """
    if not hand:
        raise EngineError("the hand is empty: there is nothing to play")
    if len(trick) >= 4:
        raise EngineError(f"a trick that already holds {len(trick)} cards is complete")
    if context.misere_discard and trick:
        raise EngineError("the petite misère discard is made before the first trick")
    hand = tuple(hand)
    if context.trou_first_trick and not trick and sum(c.rank is Rank.ACE for c in hand) > 1:
        raise EngineError(
            "the boucheur of a trou holds at most one ace (the trou player holds the others)"
        )
    if context.trou_first_trick and trick and trump is not None and trump is not trick[0].suit:
        raise EngineError(
            "in the trou's first trick the trump is the suit the boucheur led "
            f"({trick[0].suit.value}), not {trump.value}"
        )
    legal, rule = playable(hand, trick, context)
    return _explain(hand, tuple(legal), rule, trick[0].suit if trick else None, trump, context)


def _explain(
    hand: tuple[Card, ...],
    legal: tuple[Card, ...],
    rule: int,
    led: Suit | None,
    trump: Suit | None,
    context: PlayContext,
) -> PlayRuling:
    """The ruling on a legal set: the rule that decides it and the refusal of each other card."""
    if rule == DISCARD:
        return PlayRuling(hand, Reason.of("whist_misere_discard", SRC_DISCARD))
    if rule == LEAD:
        return PlayRuling(hand, Reason.of("lead_free", SRC_FOLLOW))
    if rule == TROU_ROYAL_LEAD:
        return PlayRuling(hand, Reason.of("whist_trou_royal_lead_free", SRC_TROU))
    if rule == TROU_LEAD:
        ace = next(c for c in hand if c.rank is Rank.ACE)
        return _only(
            hand,
            legal,
            Reason.of("whist_trou_boucheur_lead", SRC_TROU, ace=ace, suit=ace.suit),
            lambda c: Reason.of("whist_trou_lead_ace_refused", SRC_TROU, card=c, ace=ace),
        )
    assert led is not None
    if rule == TROU_ACE:
        ace = legal[0]
        return _only(
            hand,
            legal,
            Reason.of("whist_trou_ace_must_fall", SRC_TROU, ace=ace),
            lambda c: Reason.of("whist_trou_ace_refused", SRC_TROU, card=c, ace=ace),
        )
    if rule == FOLLOW:
        return _only(
            hand,
            legal,
            Reason.of("must_follow", SRC_FOLLOW, suit=led),
            lambda c: Reason.of("whist_follow_refused", SRC_FOLLOW, card=c, suit=led),
        )
    if rule == DAMES:
        return _only(
            hand,
            legal,
            Reason.of("whist_dames_must_play_queen", SRC_DAMES, suit=led, queens=legal),
            lambda c: Reason.of("whist_dames_queen_refused", SRC_DAMES, card=c, suit=led),
        )
    if trump is None or context.trou_first_trick:
        return PlayRuling(hand, Reason.of("void_free", SRC_FOLLOW, suit=led))
    return PlayRuling(
        hand, Reason.of("whist_void_no_duty_to_trump", SRC_FOLLOW, suit=led, trump=trump)
    )


def _only(
    hand: tuple[Card, ...],
    allowed: tuple[Card, ...],
    obligation: Reason,
    refuse: Callable[[Card], Reason],
) -> PlayRuling:
    chosen = set(allowed)
    refusals = tuple((c, refuse(c)) for c in hand if c not in chosen)
    return PlayRuling(allowed, obligation, refusals)


#: Every reason code of the trick winner and of legal plays.
PLAY_REASON_CODES: tuple[str, ...] = (
    "highest_of_led_suit",
    "highest_trump",
    "lead_free",
    "must_follow",
    "void_free",
    "whist_dames_must_play_queen",
    "whist_dames_queen_refused",
    "whist_discards_never_win",
    "whist_follow_refused",
    "whist_misere_discard",
    "whist_trou_ace_must_fall",
    "whist_trou_ace_refused",
    "whist_trou_boucheur_lead",
    "whist_trou_lead_ace_refused",
    "whist_trou_royal_lead_free",
    "whist_trump_beats_led",
    "whist_void_no_duty_to_trump",
)
