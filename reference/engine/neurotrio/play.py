"""Neurotrio card play: the legal cards and the winner of a trick (seed 001 §Le jeu de la carte).

The rules, per the trump's kind (``order.py``), with "suit" meaning the background or the
nature that the trump's kind selects:

* follow the suit of the first card if you can;
* otherwise, if that first card is not a trump, play a trump if you hold one, even when someone
  has already cut, with no duty to beat that cut (001, "pas obligé de « monter »");
* otherwise play any card: it cannot win.

The best trump wins; without trumps the best card of the led suit wins. Force decides first,
then the tie-break attribute; of two identical cards the first played wins. Analysis §2.4.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import AnyCard, Background, NeuroCard
from ..errors import EngineError
from ..tricks import PlayRuling, Reason, Verdict
from .order import (
    ATTRIBUTE_LADDER,
    CARD_INDEX,
    LADDER_POSITION,
    STRENGTH_TABLE,
    SUIT_TABLE,
    Attribute,
    suit_of,
)

PLAY = "001 §Le jeu de la carte"
EXAMPLE_RULE = "001 §Le jeu de la carte; 001 §Exemple"
MAX_TRICK = 5
"""The largest table: five players (001, "de 3 à 5 joueurs")."""


def _kind(trump: Attribute) -> str:
    return "background" if isinstance(trump, Background) else "nature"


_KINDS = tuple(_kind(a) for a in ATTRIBUTE_LADDER)


def neuro_cards(cards: Sequence[AnyCard], what: str = "cards") -> tuple[NeuroCard, ...]:
    """The cards as Neurotrio cards; a card of another deck is a clear error."""
    checked = tuple(c for c in cards if isinstance(c, NeuroCard))
    if len(checked) != len(cards):
        stranger = next(c for c in cards if not isinstance(c, NeuroCard))
        raise EngineError(f"{stranger} in {what} is not a Neurotrio card")
    return checked


def legal_plays(hand: Sequence[AnyCard], trick: Sequence[AnyCard], trump: Attribute) -> PlayRuling:
    """Which cards of ``hand`` may be played to ``trick`` (cards so far, leader first).

    >>> from ..cards import Nature
    >>> hand = [NeuroCard.parse(c) for c in ("1E-V", "3C-B")]
    >>> ruling = legal_plays(hand, [NeuroCard.parse("1R-V")], Nature.ETOILE)
    >>> [str(c) for c in ruling.legal], ruling.obligation.code
    (['1E-V'], 'neurotrio_cut_nature')
    """
    hand = neuro_cards(hand, "the hand")
    trick = neuro_cards(trick, "the trick")
    if not hand:
        raise EngineError("the hand is empty: a player with no card has nothing to play")
    if len(trick) >= MAX_TRICK:
        raise EngineError(f"a trick holds at most {MAX_TRICK} cards before it is complete")
    kind = _kind(trump)
    if not trick:
        # 001 §Le jeu de la carte: the leader plays the card he wants.
        return PlayRuling(tuple(hand), Reason.of("lead_free", PLAY))
    led = trick[0]
    suit = suit_of(led, trump)
    follow = tuple(c for c in hand if suit_of(c, trump) is suit)
    if follow:
        # 001: play the led background (or nature) whenever you can.
        return PlayRuling(
            follow,
            Reason.of(f"neurotrio_follow_{kind}", PLAY, suit=suit, led=led),
            tuple(
                (c, Reason.of(f"neurotrio_refuse_follow_{kind}", PLAY, card=c, suit=suit, led=led))
                for c in dict.fromkeys(hand)
                if c not in follow
            ),
        )
    if suit is trump:
        # 001: the cut is only owed when the first card is not a trump.
        return PlayRuling(
            tuple(hand), Reason.of(f"neurotrio_free_trump_led_{kind}", PLAY, trump=trump)
        )
    trumps = tuple(c for c in hand if suit_of(c, trump) is trump)
    if not trumps:
        # 001: without the led suit and without trumps, any card, and the combat is lost.
        return PlayRuling(
            tuple(hand), Reason.of(f"neurotrio_free_void_{kind}", PLAY, suit=suit, trump=trump)
        )
    cuts = [i for i, c in enumerate(trick) if suit_of(c, trump) is trump]
    if cuts:
        # 001: cut even over another player's cut, with no duty to overtrump.
        best = trick[_winner(trick, trump)]
        obligation = Reason.of(
            f"neurotrio_cut_over_cut_{kind}", PLAY, suit=suit, trump=trump, cut=best, led=led
        )
    else:
        obligation = Reason.of(f"neurotrio_cut_{kind}", PLAY, suit=suit, trump=trump, led=led)
    return PlayRuling(
        trumps,
        obligation,
        tuple(
            (c, Reason.of(f"neurotrio_refuse_cut_{kind}", PLAY, card=c, suit=suit, trump=trump))
            for c in dict.fromkeys(hand)
            if c not in trumps
        ),
    )


def _indices(trick: Sequence[NeuroCard]) -> list[int]:
    return [CARD_INDEX[c] for c in trick]


def _winner(trick: Sequence[NeuroCard], trump: Attribute) -> int:
    return winner_index(_indices(trick), LADDER_POSITION[trump])


def winner_index(trick: Sequence[int], mode: int) -> int:
    """Position of the winning card; cards are engine indices, ``mode`` the trump's ladder
    position. Strictly greater strength is needed to take the lead, so of two identical cards
    the first played keeps it (001 §Le jeu de la carte)."""
    suits = SUIT_TABLE[mode]
    strengths = STRENGTH_TABLE[mode]
    led = suits[trick[0]]
    best = 0
    best_trump = led == mode
    best_strength = strengths[trick[0]]
    for i in range(1, len(trick)):
        card = trick[i]
        suit = suits[card]
        if suit == mode:
            if not best_trump or strengths[card] > best_strength:
                best, best_trump, best_strength = i, True, strengths[card]
        elif suit == led and not best_trump and strengths[card] > best_strength:
            best, best_strength = i, strengths[card]
    return best


def trick_winner(trick: Sequence[AnyCard], trump: Attribute) -> Verdict:
    """Who wins ``trick`` (cards in play order, leader first) under ``trump``, and why.

    The document's five-player example (001 §Exemple), trump étoile:

    >>> from ..cards import Nature
    >>> trick = [NeuroCard.parse(c) for c in ("1R-V", "1R-N", "3C-V", "1E-V", "1E-V")]
    >>> verdict = trick_winner(trick, Nature.ETOILE)
    >>> verdict.winner, [r.code for r in verdict.reasons][1:]
    (3, ['neurotrio_identical_first', 'neurotrio_discards_lose_nature'])
    """
    trick = neuro_cards(trick, "the trick")
    if not trick:
        raise EngineError("a trick needs at least one card")
    if len(trick) > MAX_TRICK:
        raise EngineError(f"a trick holds at most {MAX_TRICK} cards (five players)")
    return verdict_of(tuple(trick), _indices(trick), LADDER_POSITION[trump])


def verdict_of(cards: tuple[NeuroCard, ...], trick: Sequence[int], mode: int) -> Verdict:
    """The verdict for a trick given both as cards and as engine indices (shared with the
    random deals, which already hold the indices)."""
    suits = SUIT_TABLE[mode]
    strengths = STRENGTH_TABLE[mode]
    trump = ATTRIBUTE_LADDER[mode]
    kind = _KINDS[mode]
    win = winner_index(trick, mode)
    card = cards[win]
    led = suits[trick[0]]
    contest = suits[trick[win]]
    if contest == mode:
        reasons = [Reason.of(f"neurotrio_trump_wins_{kind}", PLAY, card=card, trump=trump)]
    else:
        reasons = [
            Reason.of(f"neurotrio_led_wins_{kind}", PLAY, card=card, suit=ATTRIBUTE_LADDER[led])
        ]
    rival = -1
    for i, c in enumerate(trick):
        if (
            i != win
            and suits[c] == contest
            and (rival < 0 or strengths[c] > strengths[trick[rival]])
        ):
            rival = i
    if rival >= 0:
        other = cards[rival]
        if trick[rival] == trick[win]:
            reasons.append(Reason.of("neurotrio_identical_first", EXAMPLE_RULE, card=card))
        elif other.force == card.force:
            split = "nature" if kind == "background" else "background"
            reasons.append(
                Reason.of(
                    f"neurotrio_tiebreak_{split}", PLAY, card=card, rival=other, force=card.force
                )
            )
        else:
            reasons.append(
                Reason.of(
                    "neurotrio_beats_by_force",
                    PLAY,
                    card=card,
                    rival=other,
                    force=card.force,
                    rival_force=other.force,
                )
            )
    lost = tuple(c for c, i in zip(cards, trick, strict=True) if suits[i] not in (led, mode))
    if lost and led == mode:
        reasons.append(
            Reason.of("neurotrio_discards_lose_trump_led", PLAY, cards=lost, trump=trump)
        )
    elif lost:
        reasons.append(
            Reason.of(
                f"neurotrio_discards_lose_{kind}",
                PLAY,
                cards=lost,
                suit=ATTRIBUTE_LADDER[led],
                trump=trump,
            )
        )
    return Verdict(win, card, tuple(reasons))


def _both_kinds(*stems: str) -> tuple[str, ...]:
    return tuple(f"{stem}_{kind}" for stem in stems for kind in ("background", "nature"))


#: Every reason code of a legal-play ruling (``lead_free`` is shared by every game).
PLAY_REASON_CODES: tuple[str, ...] = (
    "lead_free",
    *_both_kinds(
        "neurotrio_follow",
        "neurotrio_refuse_follow",
        "neurotrio_free_trump_led",
        "neurotrio_free_void",
        "neurotrio_cut_over_cut",
        "neurotrio_cut",
        "neurotrio_refuse_cut",
    ),
)
#: Every reason code of a trick's verdict.
WINNER_REASON_CODES: tuple[str, ...] = (
    *_both_kinds("neurotrio_trump_wins", "neurotrio_led_wins", "neurotrio_discards_lose"),
    "neurotrio_identical_first",
    "neurotrio_tiebreak_nature",
    "neurotrio_tiebreak_background",
    "neurotrio_beats_by_force",
    "neurotrio_discards_lose_trump_led",
)
