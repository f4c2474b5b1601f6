"""Le Voisin's tricks: who wins a trick and which cards may be played (seed 000 §PLIS).

The trick winner (analysis §1.7, V-8 to V-13):

1. a trump beats any other card; among trumps the best wins, and of equal trumps (R and D)
   the one played first;
2. otherwise the best card of the led suit wins, unless a card of a suit allowed to cut
   (by default the voisin of the trump, on a lead of an opposite suit) is *strictly* higher
   than that card: then the best such cut wins. King and Queen are equal, so a voisin King
   never cuts an opposite Queen;
3. tout atout and sans atout (Variante II): the best card of the led suit wins; no cut.

Legal plays (analysis §1.6, V-7; the sentence of §PLIS that gave them is cut off):
follow suit; on a trump lead climb if able; void, play anything, but a trump played onto a
trump must beat it if able (``overtrump_when_cutting``), except in 2×2 over the partner's
winning trump. Tout atout and sans atout: follow, else play the led suit's neighbour suit;
climb only in tout atout.

The ``_winner`` and ``_legal`` cores work on internal card ids (``table.CARDS``) and serve the
public functions and the random deals alike, so both apply one single statement of each rule.

>>> from reference.engine.cards import Card, Suit
>>> C = Card.parse
>>> trick_winner([C("7S"), C("QD"), C("8D")], Suit.HEARTS).card
Card.parse('8D')
>>> [str(c) for c in legal_plays([C("9H"), C("AH"), C("7S")], [C("TH")], Suit.HEARTS).legal]
['AH']
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import SUITS, Card
from ..errors import EngineError
from ..tricks import PlayRuling, Reason, Verdict
from .rules import Rules
from .table import (
    CARDS,
    NEIGHBOUR_INDEX,
    PLAIN_VALUE2,
    STRENGTH,
    TRUMP_INDEX,
    NoTrump,
    Trump,
    card_id,
)

SRC_PLIS = "000 §PLIS"
SRC_CUT = "000 §PLIS (coupe au voisin); analysis §1.7, V-8 to V-10"
SRC_RD = "000 §PLIS (Rois et Dames); analysis V-11"
SRC_VAR2 = "000 §VARIANTES (Variante II); analysis V-25"
SRC_OBLIG = "000 §PLIS (cut off) and §VARIANTES; analysis §1.6, V-7"

# how a trick is won (the ``_winner`` core's second value)
WIN_LED, WIN_TRUMP_LEAD, WIN_TRUMP_CUT, WIN_PLAIN_CUT = 0, 1, 2, 3

_CUT_MODES = ("trump_neighbour", "led_neighbour", "any_plain")


def _cut_mask(mode: str, trump: int, led: int) -> int:
    """Bitmask of the suit indices that may make the value-conditional cut."""
    if trump < 0 or led == trump:
        return 0
    if mode == "trump_neighbour":
        voisin = NEIGHBOUR_INDEX[trump]
        return 0 if led == voisin else 1 << voisin
    if mode == "led_neighbour":
        neighbour = NEIGHBOUR_INDEX[led]
        return 0 if neighbour == trump else 1 << neighbour
    return sum(1 << s for s in range(4) if s not in (trump, led))


#: CUT_MASK[mode][trump index][led index]; trump index -1 (TA/SA) is the last row.
CUT_MASK: dict[str, tuple[tuple[int, ...], ...]] = {
    mode: tuple(tuple(_cut_mask(mode, t, led) for led in range(4)) for t in (0, 1, 2, 3, -1))
    for mode in _CUT_MODES
}


def _winner(
    trick: Sequence[int], trump: Trump, cut_mode: str, first_ref: bool, by_points: bool
) -> tuple[int, int, int]:
    """(winning position, how it wins, position of a failed cut or -1)."""
    strength = STRENGTH[trump]
    led = trick[0] >> 3
    t = TRUMP_INDEX[trump]
    # 1. trumps beat everything; equal trumps: the first played stays (analysis V-11, V-12)
    if t >= 0:
        best, best_s = -1, -1
        for i, c in enumerate(trick):
            if c >> 3 == t and strength[c] > best_s:
                best, best_s = i, strength[c]
        if best >= 0:
            return best, (WIN_TRUMP_LEAD if led == t else WIN_TRUMP_CUT), -1
    # 2. the best card of the led suit
    lead_pos, lead_s = 0, strength[trick[0]]
    for i in range(1, len(trick)):
        c = trick[i]
        if c >> 3 == led and strength[c] > lead_s:
            lead_pos, lead_s = i, strength[c]
    mask = CUT_MASK[cut_mode][t][led] if t >= 0 else 0
    if not mask:
        return lead_pos, WIN_LED, -1
    # 3. the value-conditional cut (000 §PLIS, "Caractéristique exclusive")
    cut_pos, cut_s = -1, -1
    for i, c in enumerate(trick):
        if (mask >> (c >> 3)) & 1 and strength[c] > cut_s:
            cut_pos, cut_s = i, strength[c]
    if cut_pos < 0:
        return lead_pos, WIN_LED, -1
    ref = trick[0] if first_ref else trick[lead_pos]
    cutter = trick[cut_pos]
    wins = PLAIN_VALUE2[cutter] > PLAIN_VALUE2[ref] if by_points else cut_s > strength[ref]
    if wins:
        return cut_pos, WIN_PLAIN_CUT, -1
    return lead_pos, WIN_LED, cut_pos


def trick_winner(trick: Sequence[Card], trump: Trump, rules: Rules | None = None) -> Verdict:
    """Who wins ``trick`` (cards in play order, leader first) under ``trump``, and why."""
    rules = rules or Rules()
    if not 2 <= len(trick) <= 4:
        raise EngineError("a trick to judge holds 2 to 4 cards (2, 3 or 4 players)")
    ids = [card_id(c) for c in trick]
    if len(set(ids)) != len(ids):
        raise EngineError("a card appears twice in the trick")
    return verdict_of(ids, trump, rules)


def verdict_of(ids: Sequence[int], trump: Trump, rules: Rules) -> Verdict:
    """The ``Verdict`` of a trick given as internal card ids."""
    pos, how, failed = _winner(
        ids,
        trump,
        rules.voisin_cut_suit,
        rules.voisin_cut_reference == "first_card",
        rules.cut_value_scale == "points",
    )
    card = CARDS[ids[pos]]
    led = SUITS[ids[0] >> 3]
    reasons: list[Reason] = []
    strength = STRENGTH[trump]
    if how == WIN_TRUMP_LEAD:
        reasons.append(Reason.of("highest_trump", SRC_PLIS, card=card))
    elif how == WIN_TRUMP_CUT:
        trumps = sum(1 for c in ids if c >> 3 == ids[pos] >> 3)
        code = "voisin_trump_overcut" if trumps > 1 else "voisin_trump_cut"
        reasons.append(Reason.of(code, "000 §PLIS; analysis V-12", card=card, suit=led))
    elif how == WIN_PLAIN_CUT:
        lead_pos = _best_of_suit(ids, ids[0] >> 3, strength)
        first = rules.voisin_cut_reference == "first_card"
        beaten = CARDS[ids[0] if first else ids[lead_pos]]
        reasons.append(
            Reason.of(
                "voisin_cut_first_card" if first else "voisin_cut",
                SRC_CUT,
                card=card,
                cut_suit=card.suit,
                suit=led,
                beaten=beaten,
            )
        )
        # other cutting cards too low to cut at all (example 1: "la D est insuffisante")
        value = PLAIN_VALUE2 if rules.cut_value_scale == "points" else strength
        ref_value = value[card_id(beaten)]
        for i, c in enumerate(ids):
            if i != pos and _may_cut(ids, c, trump, rules) and value[c] <= ref_value:
                reasons.append(
                    Reason.of("voisin_cut_too_low", SRC_CUT, card=CARDS[c], winning=beaten)
                )
    else:
        code = "highest_of_led_suit"
        reasons.append(Reason.of(code, SRC_PLIS, card=card, suit=led))
        if failed >= 0:
            first = rules.voisin_cut_reference == "first_card"
            ref = CARDS[ids[0] if first else ids[pos]]
            too_low = "voisin_cut_too_low"
            if rules.cut_value_scale == "points" and strength[ids[failed]] > strength[card_id(ref)]:
                too_low = "voisin_cut_too_low_points"
            reasons.append(Reason.of(too_low, SRC_CUT, card=CARDS[ids[failed]], winning=ref))
    # equal cards: the first played stays master (000 §PLIS, Rois et Dames; analysis V-11)
    win_suit = ids[pos] >> 3
    for i in range(pos + 1, len(ids)):
        c = ids[i]
        same_group = (c >> 3 == win_suit) or (
            how == WIN_PLAIN_CUT and _may_cut(ids, c, trump, rules)
        )
        if same_group and strength[c] == strength[ids[pos]]:
            reasons.append(Reason.of("voisin_equal_first_stays", SRC_RD, card=card, equal=CARDS[c]))
            break
    # cards that could not win at all
    if isinstance(trump, NoTrump):
        off = tuple(CARDS[c] for c in ids if c >> 3 != ids[0] >> 3)
        if off:
            reasons.append(
                Reason.of("voisin_no_cut_in_mode", SRC_VAR2, cards=off, suit=led, mode=trump.value)
            )
    elif how in (WIN_LED, WIN_PLAIN_CUT):
        t = TRUMP_INDEX[trump]
        mask = CUT_MASK[rules.voisin_cut_suit][t][ids[0] >> 3]
        off = tuple(CARDS[c] for c in ids if c >> 3 != ids[0] >> 3 and not (mask >> (c >> 3)) & 1)
        if off:
            reasons.append(Reason.of("voisin_cannot_cut", SRC_CUT, cards=off, suit=led))
    return Verdict(pos, card, tuple(reasons))


def _best_of_suit(ids: Sequence[int], suit: int, strength: Sequence[int]) -> int:
    best, best_s = -1, -1
    for i, c in enumerate(ids):
        if c >> 3 == suit and strength[c] > best_s:
            best, best_s = i, strength[c]
    return best


def _may_cut(ids: Sequence[int], c: int, trump: Trump, rules: Rules) -> bool:
    t = TRUMP_INDEX[trump]
    if t < 0:
        return False
    return bool((CUT_MASK[rules.voisin_cut_suit][t][ids[0] >> 3] >> (c >> 3)) & 1)


# --- Legal plays -----------------------------------------------------------------------------

# what decides the legal set (the ``_legal`` core's second value)
(
    LEAD,
    FOLLOW,
    CLIMB,
    FOLLOW_NO_CLIMB,
    VOID_FREE,
    OVERTRUMP,
    CUT_NO_HIGHER,
    PARTNER_FREE,
    NEIGHBOUR,
    VOID_BOTH,
) = range(10)


def _legal(
    hand: Sequence[int], trick: Sequence[int], trump: Trump, overtrump: bool, partner: int
) -> tuple[list[int], int, int]:
    """(legal card ids, what decides, position in ``trick`` of the card to beat or -1).

    ``partner`` is the position in ``trick`` of the player's partner (2×2), or -1.
    """
    if not trick:
        return list(hand), LEAD, -1  # the leader plays any card
    strength = STRENGTH[trump]
    led = trick[0] >> 3
    t = TRUMP_INDEX[trump]
    same = [c for c in hand if c >> 3 == led]
    climb = led == t or trump is NoTrump.TOUT_ATOUT
    if same:
        if not climb:  # follow suit, any card of it (analysis §1.6 rule 2)
            return same, FOLLOW, -1
        # climb: beat the best card of the led suit (trumps; tout atout), 000 §VARIANTES
        best = _best_of_suit(trick, led, strength)
        higher = [c for c in same if strength[c] > strength[trick[best]]]
        if higher:
            return higher, CLIMB, best
        return same, FOLLOW_NO_CLIMB, best
    if t < 0:  # tout atout, sans atout: the neighbour suit of the led suit (000 §VARIANTES)
        neighbour = NEIGHBOUR_INDEX[led]
        nb = [c for c in hand if c >> 3 == neighbour]
        if nb:
            return nb, NEIGHBOUR, -1
        return list(hand), VOID_BOTH, -1
    # void in the led suit: free choice, no duty to trump (000 §PLIS "au choix")
    best = _best_of_suit(trick, t, strength)
    mine = [c for c in hand if c >> 3 == t]
    if best < 0 or not overtrump or not mine:
        return list(hand), VOID_FREE, -1
    if best == partner:  # the partner's trump is master (analysis §1.6, belote usage)
        return list(hand), PARTNER_FREE, best
    higher = [c for c in mine if strength[c] > strength[trick[best]]]
    if not higher:
        return list(hand), CUT_NO_HIGHER, best
    if len(higher) == len(mine):
        return list(hand), VOID_FREE, -1
    return [c for c in hand if c >> 3 != t or strength[c] > strength[trick[best]]], OVERTRUMP, best


def legal_plays(
    hand: Sequence[Card],
    trick: Sequence[Card],
    trump: Trump,
    rules: Rules | None = None,
    players: str = "4",
) -> PlayRuling:
    """Which cards of ``hand`` may be played to ``trick`` (leader first), and why.

    ``players`` matters in 2×2: the partner of the player about to play is the one who
    played two cards earlier.
    """
    rules = rules or Rules()
    if not hand:
        raise EngineError("the hand is empty: there is nothing to play")
    hand_ids = [card_id(c) for c in hand]
    trick_ids = [card_id(c) for c in trick]
    if len(trick_ids) > 3:
        raise EngineError("a trick holds at most 3 cards before the last player plays")
    if len(set(hand_ids) | set(trick_ids)) != len(hand_ids) + len(trick_ids):
        raise EngineError("a card appears twice in the hand and the trick")
    partner = len(trick_ids) - 2 if players == "2x2" and len(trick_ids) >= 2 else -1
    legal, code, ref = _legal(hand_ids, trick_ids, trump, rules.overtrump_when_cutting, partner)
    return _ruling(hand_ids, trick_ids, trump, legal, code, ref)


def _ruling(
    hand: Sequence[int],
    trick: Sequence[int],
    trump: Trump,
    legal: Sequence[int],
    code: int,
    ref: int,
) -> PlayRuling:
    if code == LEAD:
        return PlayRuling(tuple(CARDS[c] for c in legal), Reason.of("lead_free", SRC_PLIS))
    led = SUITS[trick[0] >> 3]
    winning = CARDS[trick[ref]] if ref >= 0 else None
    neighbour = led.same_colour
    mode = trump.value
    if code == FOLLOW:
        obligation = Reason.of("must_follow", SRC_OBLIG, suit=led)
    elif code == CLIMB:
        obligation = Reason.of("voisin_must_climb", SRC_OBLIG, suit=led, winning=winning, mode=mode)
    elif code == FOLLOW_NO_CLIMB:
        obligation = Reason.of("voisin_follow_cannot_climb", SRC_OBLIG, suit=led, winning=winning)
    elif code == VOID_FREE:
        obligation = Reason.of("voisin_void_free_choice", SRC_OBLIG, suit=led)
    elif code == CUT_NO_HIGHER:
        obligation = Reason.of("voisin_void_cannot_overtrump", SRC_OBLIG, suit=led, winning=winning)
    elif code == PARTNER_FREE:
        obligation = Reason.of(
            "voisin_partner_trump_free", "analysis §1.6", suit=led, winning=winning
        )
    elif code == OVERTRUMP:
        obligation = Reason.of("voisin_overtrump_if_trumping", SRC_OBLIG, suit=led, winning=winning)
    elif code == NEIGHBOUR:
        obligation = Reason.of(
            "voisin_must_play_neighbour", SRC_VAR2, suit=led, neighbour=neighbour, mode=mode
        )
    else:
        obligation = Reason.of(
            "voisin_void_led_and_neighbour", SRC_VAR2, suit=led, neighbour=neighbour, mode=mode
        )
    allowed = set(legal)
    refusals: list[tuple[Card, Reason]] = []
    for c in hand:
        if c in allowed:
            continue
        card = CARDS[c]
        if code in (CLIMB,) and c >> 3 == trick[0] >> 3:
            why = Reason.of("voisin_refuse_not_climbing", SRC_OBLIG, card=card, winning=winning)
        elif code == OVERTRUMP:
            why = Reason.of("voisin_refuse_undertrump", SRC_OBLIG, card=card, winning=winning)
        elif code == NEIGHBOUR:
            why = Reason.of(
                "voisin_refuse_not_neighbour", SRC_VAR2, card=card, suit=led, neighbour=neighbour
            )
        else:
            why = Reason.of("voisin_refuse_not_following", SRC_OBLIG, card=card, suit=led)
        refusals.append((card, why))
    return PlayRuling(tuple(CARDS[c] for c in legal), obligation, tuple(refusals))


#: Every reason code of the trick winner and the legal plays.
PLAY_REASON_CODES: tuple[str, ...] = (
    "highest_trump",
    "highest_of_led_suit",
    "voisin_trump_cut",
    "voisin_trump_overcut",
    "voisin_cut",
    "voisin_cut_first_card",
    "voisin_cut_too_low",
    "voisin_cut_too_low_points",
    "voisin_equal_first_stays",
    "voisin_no_cut_in_mode",
    "voisin_cannot_cut",
    "lead_free",
    "must_follow",
    "voisin_must_climb",
    "voisin_follow_cannot_climb",
    "voisin_void_free_choice",
    "voisin_void_cannot_overtrump",
    "voisin_partner_trump_free",
    "voisin_overtrump_if_trumping",
    "voisin_must_play_neighbour",
    "voisin_void_led_and_neighbour",
    "voisin_refuse_not_climbing",
    "voisin_refuse_undertrump",
    "voisin_refuse_not_neighbour",
    "voisin_refuse_not_following",
)

__all__ = ["CUT_MASK", "PLAY_REASON_CODES", "legal_plays", "trick_winner", "verdict_of"]
