"""Card play of belote coinchée: legal plays and the winner of a trick, with their reasons.

Seed 004 §Le jeu de la carte says the play is exactly belote's; the obligations are belote's
standard ones as read in ``rules-analysis.md`` §6.4 (interpretation coinche-play-obligations):

1. follow the led suit if able;
2. trumps led: play a higher trump than the best one in the trick if able, even over the
   partner; otherwise any trump;
3. void in a plain led suit: free if the partner wins the trick (``partner_master_free``);
   else trump; overtrump an opponent's trump if able; unable to overtrump, still trump
   lower (``must_undertrump``); with no trump, free;
4. sans atout: follow, else free; tout atout: follow and beat the best card of the led suit
   if able, else free (no suit cuts another).

The partner of the player about to play is the one who played two cards before him
(``shared/casefile.md`` §Notation).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from ..cards import SUITS, Card
from ..errors import EngineError
from ..tricks import PlayRuling, Reason, Verdict
from .order import CARDS, INDEX, Mode, card_order, strengths, trump_flags
from .rules import DEFAULT_RULES, Rules

SOURCE_PLAY = "004 §Le jeu de la carte; analysis §6.4 [std]"
SOURCE_SA = "004 §Choix de l'atout, §Sans atout; analysis §6.4"
SOURCE_TA = "004 §Choix de l'atout, §Tout atout; analysis §6.4"
SOURCE_CAPOT_LEAD = "004 §Variantes (capot lead); interpretation coinche-capot-lead"

# Obligation codes of the fast core (ints, for the random-deal loop).
LEAD = 0
FOLLOW = 1
VOID_FREE = 2
OVERTRUMP_LED = 3
FOLLOW_TRUMP = 4
VOID_NO_TRUMP = 5
PARTNER_MASTER = 6
MUST_TRUMP = 7
MUST_TRUMP_PARTNER = 8
OVERTRUMP = 9
OVERTRUMP_PARTNER = 10
UNDERTRUMP = 11
UNDERTRUMP_FREE = 12
TA_BEAT = 13
TA_FOLLOW = 14


def winning_index(trick: Sequence[int], strength: Sequence[int], trump: Sequence[bool]) -> int:
    """Index in ``trick`` (card ints) of the card winning it so far.

    The highest trump wins; without one, the highest card of the led suit (004 §Le jeu de la
    carte, belote [std]). Keys: trump 16+, led suit 8+, other cards never win.
    """
    first = trick[0]
    led = first >> 3
    best = 0
    best_key = (16 if trump[first] else 8) + strength[first]
    for i in range(1, len(trick)):
        c = trick[i]
        if trump[c]:
            key = 16 + strength[c]
        elif c >> 3 == led:
            key = 8 + strength[c]
        else:
            continue
        if key > best_key:
            best = i
            best_key = key
    return best


def legal_core(
    hand: Sequence[int],
    trick: Sequence[int],
    mode: Mode,
    must_undertrump: bool = True,
    partner_master_free: bool = True,
    strength: Sequence[int] | None = None,
    trump: Sequence[bool] | None = None,
) -> tuple[list[int], int, int]:
    """The legal card ints of ``hand``, the obligation code and the winning index (-1 on lead).

    This is the one implementation of the play obligations; ``legal_plays`` dresses it with
    reasons. ``strength`` and ``trump`` may be passed in to save the table look-ups.
    """
    if not trick:
        return hand if isinstance(hand, list) else list(hand), LEAD, -1  # leader: any card [std]
    if strength is None or trump is None:
        strength = strengths(mode)
        trump = trump_flags(mode)
    led = trick[0] >> 3
    win_i = winning_index(trick, strength, trump)
    win = trick[win_i]
    follow = [c for c in hand if c >> 3 == led]
    if mode is Mode.SA:  # follow, else free (analysis §6.4 point 4)
        return (follow, FOLLOW, win_i) if follow else (list(hand), VOID_FREE, win_i)
    if mode is Mode.TA:  # follow and beat the best card of the led suit (point 5)
        if not follow:
            return list(hand), VOID_FREE, win_i
        higher = [c for c in follow if strength[c] > strength[win]]
        return (higher, TA_BEAT, win_i) if higher else (follow, TA_FOLLOW, win_i)
    tsuit = mode.position
    if follow:
        if led == tsuit:  # trumps led: go higher even over the partner (point 2)
            higher = [c for c in follow if strength[c] > strength[win]]
            return (higher, OVERTRUMP_LED, win_i) if higher else (follow, FOLLOW_TRUMP, win_i)
        return follow, FOLLOW, win_i  # point 1
    trumps = [c for c in hand if c >> 3 == tsuit]
    if not trumps:  # nothing to follow with, nothing to trump with
        return list(hand), (VOID_FREE if led == tsuit else VOID_NO_TRUMP), win_i
    partner_wins = len(trick) >= 2 and win_i == len(trick) - 2
    if partner_wins and partner_master_free:  # partner master (point 3)
        return list(hand), PARTNER_MASTER, win_i
    if trump[win]:
        higher = [c for c in trumps if strength[c] > strength[win]]
        if higher:
            return higher, (OVERTRUMP_PARTNER if partner_wins else OVERTRUMP), win_i
        if must_undertrump:
            return trumps, UNDERTRUMP, win_i
        return list(hand), UNDERTRUMP_FREE, win_i
    return trumps, (MUST_TRUMP_PARTNER if partner_wins else MUST_TRUMP), win_i


def _ints(cards: Sequence[Card], what: str) -> list[int]:
    try:
        return [INDEX[c] for c in cards]
    except (KeyError, TypeError):
        raise EngineError(f"{what} must hold cards of the 32-card deck (7 to ace)") from None


def _check_trick(trick: Sequence[Card], *, full_allowed: bool) -> None:
    if len(trick) > 4 or (len(trick) == 4 and not full_allowed):
        raise EngineError(
            f"a coinche trick holds at most {4 if full_allowed else 3} cards before this play, "
            f"not {len(trick)}"
        )


def trick_winner(trick: Sequence[Card], mode: Mode) -> Verdict:
    """Who wins ``trick`` (cards in play order, leader first) in ``mode``, and why.

    >>> v = trick_winner([Card.parse(c) for c in ("7D", "9H", "AD", "JS")], Mode.HEARTS)
    >>> v.winner, v.reasons[0].code
    (1, 'wins_trump_cut')
    """
    if len(trick) < 2:
        raise EngineError(f"a trick to judge needs at least 2 cards, not {len(trick)}")
    _check_trick(trick, full_allowed=True)
    ints = _ints(trick, "the trick")
    strength = strengths(mode)
    trump = trump_flags(mode)
    i = winning_index(ints, strength, trump)
    return Verdict(i, trick[i], winner_reasons(ints, i, mode))


@cache
def _primary_reason(mode: Mode, card_i: int, led_i: int) -> Reason:
    """Why the card ``card_i`` wins a trick led in suit ``led_i`` (cached: few combinations)."""
    card = CARDS[card_i]
    led = SUITS[led_i]
    trump = mode.trump_suit
    if mode is Mode.SA:
        return Reason.of("wins_led_sa", SOURCE_SA, card=card, suit=led)
    if mode is Mode.TA:
        return Reason.of("wins_led_ta", SOURCE_TA, card=card, suit=led)
    if card.suit is trump:
        order = card_order(mode, card.suit)
        above = tuple(Card(r, card.suit) for r in order[: order.index(card.rank)])
        if not above:
            return Reason.of("wins_top_trump", SOURCE_PLAY, card=card, trump=trump)
        if led is trump:
            return Reason.of("wins_trump_led", SOURCE_PLAY, card=card, trump=trump, above=above)
        return Reason.of(
            "wins_trump_cut", SOURCE_PLAY, card=card, trump=trump, suit=led, above=above
        )
    return Reason.of("wins_led_no_trump", SOURCE_PLAY, card=card, suit=led, trump=trump)


def winner_reasons(trick: Sequence[int], i: int, mode: Mode) -> tuple[Reason, ...]:
    """The reasons why card ``i`` of ``trick`` (card ints) wins: the decisive rule, then the
    cards that neither followed nor trumped, if any."""
    led = trick[0] >> 3
    primary = _primary_reason(mode, trick[i], led)
    tpos = mode.position
    off = tuple([CARDS[c] for c in trick if c >> 3 != led and c >> 3 != tpos])
    if off:
        return (
            primary,
            Reason("cannot_win_offsuit", (("cards", off), ("suit", SUITS[led])), SOURCE_PLAY),
        )
    return (primary,)


def master_cards(hand: Sequence[Card], mode: Mode, played: Sequence[Card] = ()) -> tuple[Card, ...]:
    """Cards of ``hand`` that no other player can beat in their suit: every higher card of the
    suit is in ``hand`` or already ``played`` (interpretation coinche-capot-lead).

    >>> master_cards([Card.parse(c) for c in ("AS", "TS", "KH")], Mode.CLUBS)
    (Card.parse('AS'), Card.parse('TS'))
    """
    gone = set(hand) | set(played)
    out = []
    for card in hand:
        order = card_order(mode, card.suit)
        higher = order[: order.index(card.rank)]
        if all(Card(r, card.suit) in gone for r in higher):
            out.append(card)
    return tuple(out)


def legal_plays(
    hand: Sequence[Card],
    trick: Sequence[Card],
    mode: Mode,
    rules: Rules = DEFAULT_RULES,
    *,
    capot_defence_lead: bool = False,
    played: Sequence[Card] = (),
) -> PlayRuling:
    """Which cards of ``hand`` may be played to ``trick`` in ``mode``, the deciding obligation,
    and for each refused card the obligation it breaks.

    ``capot_defence_lead``: the player is a defender leading the first trick against a capot
    or générale (matters only with ``rules.capot_lead_no_master``); ``played``: cards out of
    play before this trick (for master cards).

    >>> h = [Card.parse(c) for c in ("JS", "7S", "AD")]
    >>> r = legal_plays(h, [Card.parse("KH"), Card.parse("9S")], Mode.SPADES)
    >>> [str(c) for c in r.legal], r.obligation.code
    (['JS'], 'must_overtrump')
    """
    if not hand:
        raise EngineError("the hand is empty: there is nothing to play")
    _check_trick(trick, full_allowed=False)
    if len(hand) > 8:
        raise EngineError(f"a coinche hand holds at most 8 cards, not {len(hand)}")
    hand_i = _ints(hand, "the hand")
    trick_i = _ints(trick, "the trick")
    legal_i, code, win_i = legal_core(
        hand_i, trick_i, mode, rules.must_undertrump, rules.partner_master_free
    )
    legal = tuple(CARDS[c] for c in legal_i)
    reason = _obligation(code, hand, trick, legal, mode, win_i)
    if code == LEAD and capot_defence_lead and rules.capot_lead_no_master:
        masters = master_cards(hand, mode, played)
        if masters and len(masters) < len(hand):
            legal = tuple(c for c in hand if c not in masters)
            reason = Reason.of("capot_no_master_lead", SOURCE_CAPOT_LEAD, masters=masters)
        elif masters:
            reason = Reason.of("capot_all_masters", SOURCE_CAPOT_LEAD, masters=masters)
    legal_set = set(legal)
    refusals = tuple((c, reason) for c in hand if c not in legal_set)
    return PlayRuling(legal, reason, refusals)


def _obligation(
    code: int,
    hand: Sequence[Card],
    trick: Sequence[Card],
    legal: tuple[Card, ...],
    mode: Mode,
    win_i: int,
) -> Reason:
    """The ``Reason`` for an obligation code of ``legal_core``."""
    if code == LEAD:
        return Reason.of("lead_free", SOURCE_PLAY)
    led = trick[0].suit
    winning = trick[win_i]
    trump = mode.trump_suit
    if code == FOLLOW:
        return Reason.of("must_follow", SOURCE_PLAY, suit=led)
    if code == VOID_FREE:
        src = SOURCE_SA if mode is Mode.SA else SOURCE_TA if mode is Mode.TA else SOURCE_PLAY
        return Reason.of("void_free", src, suit=led)
    if code == TA_BEAT:
        return Reason.of("must_beat_ta", SOURCE_TA, suit=led, winning=winning, holding=legal)
    if code == TA_FOLLOW:
        return Reason.of("must_follow_ta_cannot_beat", SOURCE_TA, suit=led, winning=winning)
    assert trump is not None
    if code == OVERTRUMP_LED:
        return Reason.of(
            "must_overtrump_trump_led", SOURCE_PLAY, trump=trump, winning=winning, holding=legal
        )
    if code == FOLLOW_TRUMP:
        return Reason.of("must_follow_trump", SOURCE_PLAY, trump=trump, winning=winning)
    if code == VOID_NO_TRUMP:
        return Reason.of("void_no_trump", SOURCE_PLAY, suit=led, trump=trump)
    partner = trick[-2] if len(trick) >= 2 else None
    if code == PARTNER_MASTER:
        return Reason.of("partner_master", SOURCE_PLAY, suit=led, partner=partner)
    if code == MUST_TRUMP:
        return Reason.of("must_trump", SOURCE_PLAY, suit=led, trump=trump, winning=winning)
    if code == MUST_TRUMP_PARTNER:
        return Reason.of("must_trump_partner", SOURCE_PLAY, suit=led, trump=trump, partner=partner)
    if code == OVERTRUMP:
        return Reason.of(
            "must_overtrump", SOURCE_PLAY, suit=led, trump=trump, winning=winning, holding=legal
        )
    if code == OVERTRUMP_PARTNER:
        return Reason.of(
            "must_overtrump_partner",
            SOURCE_PLAY,
            suit=led,
            trump=trump,
            winning=winning,
            holding=legal,
        )
    if code == UNDERTRUMP:
        return Reason.of("must_undertrump", SOURCE_PLAY, suit=led, trump=trump, winning=winning)
    if code == UNDERTRUMP_FREE:
        return Reason.of("undertrump_not_required", SOURCE_PLAY, suit=led, winning=winning)
    raise AssertionError(f"unknown obligation code {code}")  # pragma: no cover


#: Obligation codes ``legal_plays`` may return, for the reasons module and the rule page.
PLAY_REASON_CODES = (
    "lead_free",
    "must_follow",
    "void_free",
    "must_beat_ta",
    "must_follow_ta_cannot_beat",
    "must_overtrump_trump_led",
    "must_follow_trump",
    "void_no_trump",
    "partner_master",
    "must_trump",
    "must_trump_partner",
    "must_overtrump",
    "must_overtrump_partner",
    "must_undertrump",
    "undertrump_not_required",
    "capot_no_master_lead",
    "capot_all_masters",
)
#: Codes ``trick_winner`` may return.
WINNER_REASON_CODES = (
    "wins_led_sa",
    "wins_led_ta",
    "wins_top_trump",
    "wins_trump_led",
    "wins_trump_cut",
    "wins_led_no_trump",
    "cannot_win_offsuit",
)

__all__ = [
    "PLAY_REASON_CODES",
    "WINNER_REASON_CODES",
    "legal_core",
    "legal_plays",
    "master_cards",
    "trick_winner",
    "winning_index",
]
