"""Dealing and playing complete random deals of Le Voisin (000 §DISTRIBUTION DES CARTES to
§DÉCOMPTE DES POINTS), every move legal and drawn from one ``random.Random``.

Seats are numbered from the dealer's right (seat 0) counter-clockwise, the dealer last: the
direction of the deal, of the auction and of play (analysis V-2). A deal is dealt anew when
everybody passes twice and when a carré de Dames voids it (analysis V-5, V-23).

A random deal: shuffle and deal (hands, talon, the turned card); a random legal auction;
the exchange of the turned card when the contract is played in its suit; announcements of
every hand at the first trick and their cancellation; random legal plays (a surcharge stops
at the first trick a non-taker wins); the score.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ..cards import SUITS, Card
from ..errors import EngineError
from ..tricks import Play as PlayRecord
from ..tricks import PlayedDeal, TrickRecord
from .announcements import Resolution, announcements_of_mask, resolve_announcements, side_of
from .auction import Call
from .contracts import Contract, DealSize, deal_size
from .play import _legal, verdict_of
from .rules import Rules
from .scoring import DealResult, score_deal
from .table import CARDS, POINTS2, TRUMP_INDEX, NoTrump, Trump

_SUIT_MODES: tuple[Trump, ...] = tuple(SUITS)
_ALL_MODES: tuple[Trump, ...] = (*SUITS, NoTrump.TOUT_ATOUT, NoTrump.SANS_ATOUT)
_ROUND2_MODES: tuple[Trump, ...] = (*SUITS, NoTrump.SANS_ATOUT)
_PASS = Call("pass")
_PRISE = Call("prise")
_CALLS = {
    (kind, mode): Call(kind, mode)
    for kind in ("prise", "charge", "surcharge")
    for mode in _ALL_MODES
}


@dataclass(frozen=True)
class Dealt:
    """The cards as dealt: each hand, the talon and its turned (last) card."""

    size: DealSize
    """The deal table row."""
    hands: tuple[tuple[Card, ...], ...]
    """Each seat's hand, sorted by suit and sequence order."""
    talon: tuple[Card, ...]
    """The cards left over, the turned card last (empty in Variante I)."""

    @property
    def turned(self) -> Card | None:
        """The turned card that proposes the trump (000 §DISTRIBUTION DES CARTES)."""
        return self.talon[-1] if self.talon else None


def _deal_ids(rng: random.Random, size: DealSize) -> tuple[list[list[int]], list[int]]:
    deck = list(range(32))
    rng.shuffle(deck)
    n = size.hand
    hands = [sorted(deck[i * n : (i + 1) * n]) for i in range(size.seats)]
    return hands, deck[size.seats * n :]


def deal_cards(rng: random.Random, players: str = "4", rules: Rules | None = None) -> Dealt:
    """Shuffle and deal (000 §DISTRIBUTION DES CARTES; Variante I: 16 each, no talon)."""
    size = deal_size(players, rules)
    hands, talon = _deal_ids(rng, size)
    return Dealt(
        size,
        tuple(tuple(CARDS[c] for c in h) for h in hands),
        tuple(CARDS[c] for c in talon),
    )


@dataclass(frozen=True)
class VoisinDeal:
    """A complete random deal with everything the trainer may show."""

    players: str
    """``"2"``, ``"3"``, ``"4"`` or ``"2x2"``."""
    dealt: Dealt
    """The cards as dealt."""
    calls: tuple[Call, ...]
    """The auction, seat 0 first."""
    contract: Contract
    """The contract played (``taker`` is a side index)."""
    taker_seat: int
    """The seat that called it."""
    put_back: Card | None
    """The card the taker put back in place of the turned card, if he exchanged."""
    hands: tuple[tuple[Card, ...], ...]
    """Each seat's hand at the first trick."""
    resolution: Resolution
    """The announcements and what became of them."""
    played: PlayedDeal
    """The tricks and the score."""


def _random_auction(
    rng: random.Random, seats: int, rules: Rules
) -> tuple[list[Call], int, Call | None, list[int]]:
    """A random legal auction: (calls, taker seat, contract call, seats that charged)."""
    modes = _ALL_MODES if rules.variante_ii else _SUIT_MODES
    calls: list[Call] = []
    if rules.variante_i:
        call = _CALLS["charge", modes[int(rng.random() * len(modes))]]
        return [call], 0, call, [0]
    level, taker, best, charges = 0, -1, None, []
    for seat in range(seats):
        r = rng.random()
        kind = "pass"
        if level == 0:
            kind = (
                "prise"
                if r < 0.30
                else "charge"
                if r < 0.42
                else "surcharge"
                if r < 0.435
                else kind
            )
        elif level == 1:
            kind = "charge" if r < 0.15 else "surcharge" if r < 0.165 else kind
        elif level == 2 and r < 0.02:
            kind = "surcharge"
        if kind == "pass":
            calls.append(_PASS)
            continue
        if kind == "prise":
            call = _PRISE
            level = 1
        else:
            call = _CALLS[kind, modes[int(rng.random() * len(modes))]]
            level = 2 if kind == "charge" else 3
            if kind == "charge":
                charges.append(seat)
        calls.append(call)
        taker, best = seat, call
    if best is not None:
        return calls, taker, best, charges
    round2 = _ROUND2_MODES if rules.variante_ii else _SUIT_MODES
    for seat in range(seats):
        if rng.random() < 0.5:
            call = _CALLS["prise", round2[int(rng.random() * len(round2))]]
            calls.append(call)
            return calls, seat, call, charges
        calls.append(_PASS)
    return calls, -1, None, charges


def play_random_deal(
    rng: random.Random, rules: Rules | None = None, players: str = "4"
) -> VoisinDeal:
    """Deal, bid, exchange, announce, play and score one deal by random legal moves."""
    rules = rules or Rules()
    size = deal_size(players, rules)
    seats = size.seats
    while True:
        hands, talon = _deal_ids(rng, size)
        calls, taker_seat, call, charges = _random_auction(rng, seats, rules)
        if call is None:
            continue  # everybody passed twice: dealt anew (analysis V-5)
        turned = talon[-1] if talon else -1
        trump: Trump = call.trump if call.trump is not None else CARDS[turned].suit
        dealt = Dealt(
            size,
            tuple(tuple(CARDS[c] for c in h) for h in hands),
            tuple(CARDS[c] for c in talon),
        )
        # the exchange (000 §CONTRAT; analysis V-3, V-5)
        t = TRUMP_INDEX[trump]
        put_back: Card | None = None
        taken: Card | None = None
        if turned >= 0 and t >= 0 and turned >> 3 == t:
            mine = hands[taker_seat]
            plain = [c for c in mine if c >> 3 != t]
            if plain:
                out = plain[int(rng.random() * len(plain))]
                mine.remove(out)
                mine.append(turned)
                mine.sort()
                put_back, taken = CARDS[out], CARDS[turned]
        # announcements at the first trick (000 §ANNONCES)
        declared = []
        for seat, hand in enumerate(hands):
            mask = 0
            for c in hand:
                mask |= 1 << c
            declared.append(
                announcements_of_mask(mask, trump, taken=taken if seat == taker_seat else None)
            )
        resolution = resolve_announcements(declared, trump, players=players, rules=rules)
        if resolution.void_deal:
            continue  # a carré de Dames: dealt anew (analysis V-23)
        break
    taker_side = side_of(taker_seat, players)
    adverse = partner = False
    if call.kind == "surcharge":
        for other in charges:
            if other != taker_seat:
                if side_of(other, players) == taker_side:
                    partner = True
                else:
                    adverse = True
    contract = Contract(call.kind, taker_side, trump, adverse, partner)
    start_hands = tuple(tuple(CARDS[c] for c in h) for h in hands)
    records, points2, tricks_by_seat, lost_to = _play(
        rng, hands, trump, rules, players, taker_seat, contract
    )
    played = _finish(
        players,
        size,
        trump,
        start_hands,
        records,
        points2,
        tricks_by_seat,
        lost_to,
        contract,
        taker_seat,
        resolution,
        rules,
    )
    return VoisinDeal(
        players,
        dealt,
        tuple(calls),
        contract,
        taker_seat,
        put_back,
        start_hands,
        resolution,
        played,
    )


def _play(
    rng: random.Random,
    hands: list[list[int]],
    trump: Trump,
    rules: Rules,
    players: str,
    taker_seat: int,
    contract: Contract,
) -> tuple[list[TrickRecord], list[int], list[int], int | None]:
    seats = len(hands)
    overtrump = rules.overtrump_when_cutting
    partnered = players == "2x2"
    surcharge = contract.name == "surcharge"
    leader = taker_seat if rules.first_leader == "taker" else 0
    points = POINTS2[trump]
    points2 = [0] * seats
    tricks_by_seat = [0] * seats
    records: list[TrickRecord] = []
    lost_to: int | None = None
    random_ = rng.random
    partners = [k - 2 if partnered and k >= 2 else -1 for k in range(seats)]
    # each hand also as Card objects, kept in step, so that ``hand_before`` is a plain copy
    shown = [[CARDS[c] for c in hand] for hand in hands]
    for _ in range(len(hands[0])):
        trick: list[int] = []
        plays: list[PlayRecord] = []
        won = 0
        for k in range(seats):
            seat = (leader + k) % seats
            hand = hands[seat]
            legal = _legal(hand, trick, trump, overtrump, partners[k])[0]
            c = legal[int(random_() * len(legal))]
            i = hand.index(c)
            before = shown[seat]
            plays.append(PlayRecord(seat, before[i], tuple(before)))
            del hand[i], before[i]
            trick.append(c)
            won += points[c]
        verdict = verdict_of(trick, trump, rules)
        winner = (leader + verdict.winner) % seats
        records.append(TrickRecord(tuple(plays), verdict))
        points2[winner] += won
        tricks_by_seat[winner] += 1
        leader = winner
        if surcharge and side_of(winner, players) != contract.taker:
            lost_to = side_of(winner, players)  # the surcharge stops (000 §CHUTE)
            break
    return records, points2, tricks_by_seat, lost_to


def _finish(
    players: str,
    size: DealSize,
    trump: Trump,
    start_hands: tuple[tuple[Card, ...], ...],
    records: list[TrickRecord],
    points2: list[int],
    tricks_by_seat: list[int],
    lost_to: int | None,
    contract: Contract,
    taker_seat: int,
    resolution: Resolution,
    rules: Rules,
) -> PlayedDeal:
    ann, cpl = resolution.by_side(players)
    pts: tuple[int, ...]
    tricks: tuple[int, ...]
    if players == "2x2":
        pts = (points2[0] + points2[2], points2[1] + points2[3])
        tricks = (tricks_by_seat[0] + tricks_by_seat[2], tricks_by_seat[1] + tricks_by_seat[3])
        by_seat: tuple[int, ...] | None = tuple(tricks_by_seat)
    else:
        pts, tricks, by_seat = tuple(points2), tuple(tricks_by_seat), None
    result = DealResult(
        tuple(p // 2 if p % 2 == 0 else Fraction(p, 2) for p in pts),
        tricks,
        ann,
        cpl,
        lost_to,
        by_seat,
    )
    sheet = score_deal(
        players, contract, result, rules, taker_seat=taker_seat, explain=False, check=False
    )
    result_json: dict[str, Any] = {
        "points": [p / 2 if p % 2 else p // 2 for p in pts],
        "tricks": list(tricks),
        "announcements": list(ann),
        "couples": list(cpl),
        "first_trick_lost_to": lost_to,
    }
    if by_seat is not None:
        result_json["tricks_by_seat"] = list(by_seat)
    score: dict[str, Any] = {
        "scores": list(sheet.scores),
        "traits": list(sheet.traits),
        "made": sheet.made,
        "players": players,
        "result": result_json,
    }
    contract_json = {**contract.to_json(), "taker_seat": taker_seat}
    return PlayedDeal(
        size.seats, trump.value, start_hands, tuple(records), score, contract_json, result_json
    )


def random_deal(
    rng: random.Random, rules: Rules | None = None, players: str | None = None
) -> PlayedDeal:
    """A complete random deal (``PlayedDeal``): 4 players by default, 2 under Variante I.

    ``score`` holds the ``score`` answer (``scores``, ``traits``, ``made``) with the
    ``players`` and the ``result`` it was computed from, so that the deal can be turned into
    a scoring exercise; ``contract`` is the case-format contract plus ``taker_seat``, and
    ``result`` the case-format result.
    """
    rules = rules or Rules()
    if players is None:
        players = "2" if rules.variante_i else "4"
    if not isinstance(players, str):
        raise EngineError(f"players must be one of 2, 3, 4, 2x2, not {players!r}")
    return play_random_deal(rng, rules, players).played
