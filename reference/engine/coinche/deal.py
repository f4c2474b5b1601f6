"""Complete random deals of belote coinchée, played by legal random moves.

Every random choice comes from the ``random.Random`` passed in, so the same seed gives the
same deal on every machine. The deal follows seed 004: 3 + 2 + 3 cards to each player from
seat 0 (004 §La donne), an auction (``auction.py``), announcements compared, eight tricks
led first by seat 0 (or by the générale's bidder, interpretation coinche-first-lead), then
the score (``scoring.py``).
"""

from __future__ import annotations

import random

from ..cards import Card
from ..deals import deal_packets
from ..errors import EngineError
from ..results import ScoreSheet
from ..tricks import Play, PlayedDeal, TrickRecord, Verdict, json_value
from .announcements import announcements_of_ints, belote_count_ints, compare_announcements
from .auction import TEAMS, Auction, Call, Contract, team_of
from .order import (
    CARDS,
    INDEX,
    MODES,
    Mode,
    last_trick_bonus,
    points_by_index,
    strengths,
    trump_flags,
)
from .play import legal_core, legal_plays, winner_reasons, winning_index
from .rules import DEFAULT_RULES, Rules
from .scoring import DealResult, score_deal
from .weak_hand import PACKETS as FIRST_DEAL_PACKETS

#: Cards per packet as dealt: three, two, then a third round of three (004 §La donne).
PACKETS = (3, 2, 3)


def deal_hands(rng: random.Random, rules: Rules = DEFAULT_RULES) -> list[list[int]]:
    """Shuffle and deal 3-2-3 from seat 0 (3-3, then 2 after the auction, under the
    ``first_deal = "2x3"`` variant); each hand sorted (card ints)."""
    deck = list(range(32))
    rng.shuffle(deck)
    hands, _dealt = deal_packets(deck, 0, 4, FIRST_DEAL_PACKETS[rules.first_deal])
    for hand in hands:
        hand.sort()
    return hands


def random_auction(rng: random.Random, rules: Rules = DEFAULT_RULES) -> Auction:
    """An auction of random legal calls (mostly passes and modest raises)."""
    state = Auction(rules)
    modes = [m for m in MODES if state.refusal(Call("bid", 80, m)) is None] or list(MODES)
    while not state.ended:
        call = _random_call(rng, state, modes)
        state = state.apply(call)
    return state


def _random_call(rng: random.Random, state: Auction, modes: list[Mode]) -> Call:
    r = rng.random()
    if state.coinche:
        surcoinche = Call("surcoinche")
        if r < 0.2 and state.refusal(surcoinche) is None:
            return surcoinche
        return Call("pass")
    if state.bid is not None and r < 0.08 and state.refusal(Call("coinche")) is None:
        return Call("coinche")
    level = state.bid.level if state.bid is not None else None
    current = level if isinstance(level, int) else 70
    p_bid = 0.45 if level is None else max(0.05, 0.4 - (current - 80) / 200)
    if isinstance(level, int) and rng.random() < p_bid:
        step = state.rules.bid_step * (1 + int(rng.random() * 2))
        candidates = [Call("bid", current + step, rng.choice(modes))]
        if rng.random() < 0.03:
            candidates.insert(0, Call("bid", "capot", rng.choice(modes)))
            if rng.random() < 0.3:
                candidates.insert(0, Call("bid", "generale", rng.choice(modes)))
        for call in candidates:
            if state.refusal(call) is None:
                return call
    elif level is None and rng.random() < p_bid:
        call = Call("bid", 80 + state.rules.bid_step * int(rng.random() * 4), rng.choice(modes))
        if state.refusal(call) is None:
            return call
    return Call("pass")


def random_deal(
    rng: random.Random, rules: Rules = DEFAULT_RULES, players: str | None = None
) -> PlayedDeal:
    """Deal, bid (random legal calls; all passing means a new deal) and play a whole deal.

    >>> d1 = random_deal(random.Random(7)); d2 = random_deal(random.Random(7))
    >>> d1.tricks == d2.tricks and d1.score == d2.score and len(d1.tricks) == 8
    True
    """
    if players not in (None, "2x2", "4"):
        raise EngineError(f"belote coinchée is played by 2 teams of 2 ('2x2'), not {players!r}")
    while True:
        hands = deal_hands(rng, rules)
        auction = random_auction(rng, rules)
        contract = auction.contract
        if contract is not None:
            return play_deal(rng, rules, contract, hands)


def play_deal(
    rng: random.Random,
    rules: Rules,
    contract: Contract,
    hands: list[list[int]] | None = None,
    *,
    full: bool = True,
) -> PlayedDeal:
    """Play ``contract`` with random legal cards from ``hands`` (card ints; dealt if ``None``)
    and score it. ``full=False`` leaves the line-by-line steps out of ``score``."""
    if hands is None:
        hands = deal_hands(rng, rules)
    start_ints = tuple(tuple(h) for h in hands)
    hands = [list(h) for h in hands]
    mode = contract.mode
    start_hands = tuple(tuple(CARDS[c] for c in h) for h in hands)
    strength = strengths(mode)
    trump = trump_flags(mode)
    pts = points_by_index(mode, rules)
    mu, pmf = rules.must_undertrump, rules.partner_master_free
    leader = 0
    slam = not isinstance(contract.level, int)
    if contract.level == "generale" and rules.generale_leads and contract.declarer is not None:
        leader = contract.declarer  # 004 §Capot et Générale
    capot_lead = (
        rules.capot_lead_no_master and slam and team_of(leader) != contract.by
    )  # 004 §Variantes
    team_points = [0, 0]
    team_tricks = [0, 0]
    seat_tricks = [0, 0, 0, 0]
    records: list[TrickRecord] = []
    rand = rng.random
    cards_of = CARDS.__getitem__
    for t in range(8):
        trick: list[int] = []
        plays: list[Play] = []
        for k in range(4):
            seat = (leader + k) & 3
            h = hands[seat]
            if capot_lead and t == 0 and k == 0:
                hand_cards = [CARDS[c] for c in h]
                ruling = legal_plays(hand_cards, [], mode, rules, capot_defence_lead=True)
                legal = [INDEX[c] for c in ruling.legal if isinstance(c, Card)]
            else:
                legal = legal_core(h, trick, mode, mu, pmf, strength, trump)[0]
            n = len(legal)
            c = legal[int(rand() * n)] if n > 1 else legal[0]
            plays.append(Play(seat, CARDS[c], tuple(map(cards_of, h))))
            h.remove(c)
            trick.append(c)
        w = winning_index(trick, strength, trump)
        winner_seat = (leader + w) & 3
        team_points[winner_seat & 1] += (
            pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]]
        )
        team_tricks[winner_seat & 1] += 1
        seat_tricks[winner_seat] += 1
        verdict = Verdict(w, CARDS[trick[w]], winner_reasons(trick, w, mode))
        records.append(TrickRecord(tuple(plays), verdict))
        leader = winner_seat
    team_points[leader & 1] += last_trick_bonus(mode, rules)
    result = deal_result(start_ints, mode, rules, team_points, team_tricks, seat_tricks, contract)
    sheet = score_deal(contract, result, rules, check=False)
    return PlayedDeal(
        players=4,
        trump=mode.value,
        hands=start_hands,
        tricks=tuple(records),
        score=_score_json(sheet, full),
        contract=contract.to_json(),
        result=result_json(result),
    )


def result_json(result: DealResult) -> dict[str, object]:
    """A deal's outcome in the ``score`` case's ``result`` form (casefile.md, coinche)."""
    assert result.tricks is not None  # a played deal counts every trick
    belote: object = (
        list(result.belote) if len(result.belote) > 1 else (result.belote or (None,))[0]
    )
    return {
        "points": {team: json_value(v) for team, v in result.points.items()},
        "tricks": dict(result.tricks),
        "announcements": dict(result.announcements),
        "belote": belote,
        "all_tricks_by_one_player": result.all_tricks_by_one_player,
    }


def _score_json(sheet: ScoreSheet, full: bool) -> dict[str, object]:
    if full:
        return sheet.to_json()
    return {"NS": sheet.score("NS"), "EW": sheet.score("EW"), "made": sheet.made}


def deal_result(
    hands: tuple[tuple[int, ...], ...],
    mode: Mode,
    rules: Rules,
    team_points: list[int],
    team_tricks: list[int],
    seat_tricks: list[int],
    contract: Contract,
) -> DealResult:
    """The ``DealResult`` of a played deal: announcements compared from the starting hands
    (card ints), belotes found, tricks and points per team."""
    by_seat = [announcements_of_ints(h, rules) for h in hands]
    if any(by_seat):
        announcements = dict(compare_announcements(by_seat, mode, rules).points)
    else:
        announcements = {"NS": 0, "EW": 0}
    belote: list[str] = []
    for seat, h in enumerate(hands):
        belote.extend([team_of(seat)] * belote_count_ints(h, mode, rules))
    if contract.level == "generale" and contract.declarer is not None:
        one_player = seat_tricks[contract.declarer] == 8
    else:
        one_player = 8 in seat_tricks
    return DealResult(
        points={TEAMS[0]: team_points[0], TEAMS[1]: team_points[1]},
        tricks={TEAMS[0]: team_tricks[0], TEAMS[1]: team_tricks[1]},
        announcements=announcements,
        belote=tuple(belote),
        all_tricks_by_one_player=one_player,
    )
