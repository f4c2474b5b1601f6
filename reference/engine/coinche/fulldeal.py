"""A whole deal of belote coinchée at a table, seat by seat (seed 004, every section).

* The deal (004 §La donne): three, two, then three cards to each player, from the dealer's
  neighbour who speaks first (``PACKETS``), in the order of play.
* The auction (004 §Choix de l'atout): the game's own ``Auction``: bids, capot, générale,
  coinche (even out of turn, "à la volée") and surcoinche; four passes: dealt again.
* The play (004 §Le jeu de la carte): the game's ``legal_plays`` and ``trick_winner``; the
  player at the dealer's right leads, the générale's bidder leads his générale
  (interpretation coinche-first-lead); the capot-lead variant is applied to the first lead.
* The announcements (004 §Les annonces): each hand's combinations are declared at the first
  trick and compared (``compare_announcements``); belote and rebelote are said as the king and
  queen of trump are played (interpretation coinche-belote).
* The score (004 §Décompte des points): ``score_deal`` on the result the tricks give.

Seats are the table's (``deals.py``): 0 and 2 form the team ``NS``, 1 and 3 ``EW``; the
game's auction numbers its seats from the first speaker, converted at this module's edge.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from ..cards import DECK_32, AnyCard, Card, Rank
from ..deals import (
    Action,
    Event,
    Phase,
    PlayedAtTable,
    TableCards,
    Tricks,
    card_actions,
    card_refusal,
    check_order,
    checked,
    first_seat,
    turn_refusal,
    wrong_phase,
)
from ..errors import EngineError
from ..results import ScoreSheet
from ..tricks import PlayRuling, Reason, Verdict
from .announcements import belote_count, compare_announcements, find_announcements
from .auction import TEAMS, Auction, Call, Contract, team_of
from .deal import PACKETS, result_json
from .order import Mode, card_points, last_trick_bonus
from .play import legal_plays, trick_winner
from .rules import Rules
from .scoring import DealResult, score_deal

SOURCE_DEAL = "004 §La donne"
SOURCE_BELOTE = "004 §Décompte des points; interpretation coinche-belote"
SOURCE_ANN = "004 §Les annonces; analysis §6.5 [std]"
SOURCE_REDEAL = "004 §Choix de l'atout; interpretation coinche-all-pass"
SOURCE_SCORED = "004 §Décompte des points"

SEATS = 4
HAND = 8


def deal_order(order: Sequence[AnyCard], dealer: int) -> tuple[tuple[Card, ...], ...]:
    """The four hands (table seats) dealt from ``order``: 3, 2, 3 cards (004 §La donne) from
    the dealer's neighbour who speaks first, each hand sorted by suit and rank."""
    cards = [c for c in check_order(DECK_32, order) if isinstance(c, Card)]
    first = first_seat(dealer, SEATS)
    hands: list[list[Card]] = [[] for _ in range(SEATS)]
    position = 0
    for packet in PACKETS:
        for k in range(SEATS):
            hands[(first + k) % SEATS].extend(cards[position : position + packet])
            position += packet
    return tuple(tuple(sorted(h, key=DECK_32.cards.index)) for h in hands)


@dataclass(frozen=True)
class CoincheDeal(PlayedAtTable):
    """A deal of belote coinchée in progress (``deals.DealState``)."""

    rules: Rules
    """The rules in force."""
    dealer: int
    """The dealer's table seat."""
    dealt: tuple[tuple[Card, ...], ...]
    """Each seat's eight cards as dealt."""
    auction: Auction
    """The game's auction, seats numbered from the first speaker."""
    play: Tricks | None = None
    """The card play, once the auction has ended on a contract."""
    history: tuple[tuple[int, Action], ...] = ()
    """Every action so far, with its table seat."""
    events: tuple[Event, ...] = ()
    """Announcements settled, belote and rebelote said."""

    game = "coinche"
    players = "2x2"
    seats = SEATS

    # --- seats ----------------------------------------------------------------------------

    @property
    def first(self) -> int:
        """The table seat of the first speaker (the auction's seat 0)."""
        return first_seat(self.dealer, SEATS)

    def _relative(self, seat: int) -> int:
        return (seat - self.first) % SEATS

    def _table(self, relative: int) -> int:
        return (relative + self.first) % SEATS

    # --- where the deal stands ------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """Auction, play, or over (scored, or thrown in)."""
        if self.play is None:
            return Phase.OVER if self.auction.ended else Phase.AUCTION
        return Phase.OVER if self.play.over else Phase.PLAY

    @property
    def to_act(self) -> int | None:
        """The seat in turn."""
        phase = self.phase
        if phase is Phase.AUCTION:
            return self._table(self.auction.next_seat)
        if phase is Phase.PLAY and self.play is not None:
            return self.play.to_play
        return None

    @property
    def calls(self) -> tuple[tuple[int, str], ...]:
        """Each call with its table seat."""
        return tuple((self._table(s), str(c)) for s, c in self.auction.calls)

    @cached_property
    def table_contract(self) -> Contract | None:
        """The contract with its team and declarer in table seats."""
        contract = self.auction.contract
        if contract is None or contract.declarer is None:
            return None
        declarer = self._table(contract.declarer)
        return replace(contract, by=team_of(declarer), declarer=declarer)

    @property
    def contract(self) -> Mapping[str, Any] | None:
        """``{"bid", "trump", "by", "coinche", "declarer"}``, table seats."""
        contract = self.table_contract
        if contract is None:
            return None
        return {**contract.to_json(), "declarer": contract.declarer}

    @property
    def trump(self) -> str | None:
        """The trump mode's code once the auction is over."""
        contract = self.table_contract
        return contract.mode.value if contract else None

    @property
    def tricks(self) -> Tricks:
        """The card play (no card yet during the auction)."""
        return self.play or Tricks(SEATS, self.dealt, self.first)

    def table_cards(self, seat: int) -> tuple[TableCards, ...]:
        """Nothing lies face up at belote coinchée but the tricks."""
        return ()

    # --- actions --------------------------------------------------------------------------

    def legal_actions(self, seat: int | None = None) -> tuple[Action, ...]:
        """The calls (a coinche out of turn included) or the cards ``seat`` may make."""
        turn = self.to_act
        seat = turn if seat is None else seat
        if seat is None:
            return ()
        if self.phase is Phase.AUCTION:
            if seat == turn:
                return tuple(Action("call", str(c)) for c in self.auction.legal_calls())
            relative = self._relative(seat)
            return tuple(
                Action("call", str(call))
                for call in (Call("coinche"), Call("surcoinche"))
                if self.auction.refusal(call, relative) is None
            )
        return card_actions(self, seat)

    def refusal(self, action: Action, seat: int | None = None) -> Reason | None:
        """The rule ``action`` breaks (an unreadable call or card raises ``EngineError``)."""
        seat = self.to_act if seat is None else seat
        phase = self.phase
        if seat is None or phase is Phase.OVER:
            return turn_refusal(-1 if seat is None else seat, None)
        if phase is Phase.AUCTION:
            if action.kind != "call":
                return wrong_phase(phase)
            return self.auction.refusal(Call.parse(action.value), self._relative(seat))
        if action.kind != "card":
            return wrong_phase(phase)
        return card_refusal(self.tricks, seat, DECK_32.parse(action.value), self._ruling)

    def apply(self, action: Action, seat: int | None = None) -> CoincheDeal:
        """The deal after ``action``."""
        seat, history = checked(self, action, seat)
        if self.phase is Phase.AUCTION:
            auction = self.auction.apply(Call.parse(action.value), self._relative(seat))
            after = replace(self, auction=auction, history=history)
            return after._start_play() if auction.contract is not None else after
        card = DECK_32.parse(action.value)
        assert self.play is not None and isinstance(card, Card)
        events = self.events + self._belote(seat, card)
        play = self.play.play(card, SEATS, self._judge)
        if len(play.done) == 1 and not self.play.done:
            events += self._announcements()
        return replace(self, play=play, history=history, events=events)

    def _start_play(self) -> CoincheDeal:
        contract = self.table_contract
        assert contract is not None
        leader = self.first
        if contract.level == "generale" and self.rules.generale_leads:
            assert contract.declarer is not None
            leader = contract.declarer  # 004 §Capot et Générale
        return replace(self, play=Tricks(SEATS, self.dealt, leader))

    # --- the play -------------------------------------------------------------------------

    @property
    def _mode(self) -> Mode:
        contract = self.table_contract
        assert contract is not None
        return contract.mode

    def _judge(self, cards: tuple[AnyCard, ...]) -> Verdict:
        return trick_winner([c for c in cards if isinstance(c, Card)], self._mode)

    def _capot_lead(self) -> bool:
        """The first lead of a defender against a capot or générale (004 §Variantes)."""
        contract = self.table_contract
        play = self.play
        return (
            contract is not None
            and play is not None
            and not isinstance(contract.level, int)
            and not play.done
            and not play.current
            and team_of(play.leader) != contract.by
        )

    def _ruling(self, seat: int) -> PlayRuling:
        play = self.tricks
        gone = [c for c in play.played if isinstance(c, Card)]
        return legal_plays(
            [c for c in play.hands[seat] if isinstance(c, Card)],
            [c for c in play.trick_cards if isinstance(c, Card)],
            self._mode,
            self.rules,
            capot_defence_lead=self._capot_lead(),
            played=gone,
        )

    def exchange_prompt(self) -> Reason | None:
        """Belote coinchée has no exchange."""
        return None

    def _belote(self, seat: int, card: Card) -> tuple[Event, ...]:
        """Belote when the first of the king and queen of trump held together is played,
        rebelote with the second (004 §Décompte des points; interpretation coinche-belote)."""
        mode = self._mode
        if card.rank not in (Rank.KING, Rank.QUEEN):
            return ()
        every = mode is Mode.TA and self.rules.ta_belote_every_suit
        if card.suit is not mode.trump_suit and not every:
            return ()
        pair = {Card(Rank.KING, card.suit), Card(Rank.QUEEN, card.suit)}
        if not pair <= set(self.dealt[seat]):
            return ()
        other = (pair - {card}).pop()
        said = "coinche_rebelote_said" if other in self.tricks.played else "coinche_belote_said"
        trick = len(self.tricks.done)
        return (Event(trick, seat, Reason.of(said, SOURCE_BELOTE, seat=seat, card=card)),)

    def _announcements(self) -> tuple[Event, ...]:
        """Every hand's announcements, declared at the first trick, and who counts them."""
        mode = self._mode
        declared = [find_announcements(self.dealt[s], mode, self.rules) for s in range(SEATS)]
        events = [
            Event(
                0,
                seat,
                Reason.of(
                    f"coinche_announces_{a.kind}",
                    SOURCE_ANN,
                    seat=seat,
                    cards=a.cards,
                    value=a.value,
                ),
            )
            for seat, anns in enumerate(declared)
            for a in anns
        ]
        if not events:
            return ()
        ruling = compare_announcements(self._in_speaking_order(declared), mode)
        events.extend(Event(0, None, self._to_table(r)) for r in ruling.reasons)
        return tuple(events)

    def _in_speaking_order[T](self, by_seat: Sequence[T]) -> list[T]:
        return [by_seat[self._table(r)] for r in range(SEATS)]

    def _to_table(self, reason: Reason) -> Reason:
        """A reason of the auction's numbering (seat 0 first to speak) in table seats."""
        params = []
        for name, value in reason.params:
            if name == "seat" and isinstance(value, int):
                value = self._table(value)
            elif name == "team" and isinstance(value, str) and value in TEAMS:
                value = self._table_team(value)
            params.append((name, value))
        return Reason(reason.code, tuple(params), reason.source)

    def _table_team(self, team: str) -> str:
        """A team of the auction's numbering as the table names it."""
        return TEAMS[(TEAMS.index(team) + self.first) % 2]

    # --- the end --------------------------------------------------------------------------

    def outcome(self) -> Reason | None:
        """Thrown in after four passes, or played on a contract."""
        if self.phase is not Phase.OVER:
            return None
        if self.table_contract is None:
            return Reason.of("table_thrown_in", SOURCE_REDEAL)
        return Reason.of("table_scored", SOURCE_SCORED)

    @cached_property
    def result(self) -> DealResult | None:
        """The deal's result per table team, once every trick is played."""
        contract = self.table_contract
        if self.phase is not Phase.OVER or contract is None or self.play is None:
            return None
        mode = contract.mode
        points = {t: 0 for t in TEAMS}
        tricks = {t: 0 for t in TEAMS}
        for record in self.play.done:
            team = team_of(record.winner_seat)
            points[team] += card_points(list(_plain(record.cards)), mode, self.rules)
            tricks[team] += 1
        points[team_of(self.play.done[-1].winner_seat)] += last_trick_bonus(mode, self.rules)
        declared = [find_announcements(self.dealt[s], mode, self.rules) for s in range(SEATS)]
        ruling = compare_announcements(self._in_speaking_order(declared), mode)
        announcements = {self._table_team(t): amount for t, amount in ruling.points.items()}
        belote = tuple(
            team_of(s)
            for s in range(SEATS)
            for _ in range(belote_count(self.dealt[s], mode, self.rules))
        )
        won_by = [self.play.won(s) for s in range(SEATS)]
        if contract.level == "generale" and contract.declarer is not None:
            one = won_by[contract.declarer] == HAND
        else:
            one = HAND in won_by
        return DealResult(points, tricks, announcements, belote, one)

    def score(self) -> ScoreSheet | None:
        """The engine's score sheet of the deal, once played."""
        contract, result = self.table_contract, self.result
        if contract is None or result is None:
            return None
        return score_deal(contract, result, self.rules)

    def sheet_entry(self) -> Mapping[str, Any] | None:
        """The score pad's entry (``coinche.match``): the deal, or a deal thrown in."""
        if self.phase is not Phase.OVER:
            return None
        contract, result = self.table_contract, self.result
        if contract is None or result is None:
            return {"kind": "redeal"}
        return {"kind": "deal", "contract": contract.to_json(), "result": result_json(result)}

    # --- case-file questions --------------------------------------------------------------

    def call_question(self, call: str, seat: int) -> Mapping[str, Any]:
        """The ``bid`` case of ``call`` by ``seat`` now (``seat`` given when out of turn)."""
        question: dict[str, Any] = {"auction": [str(c) for _s, c in self.auction.calls]}
        question["call"] = call
        if seat != self.to_act:
            question["seat"] = self._relative(seat)
        return question

    def position(self, seat: int) -> Mapping[str, Any] | None:
        """The ``legal_plays`` case of ``seat`` about to play."""
        if self.play_ruling(seat) is None:
            return None
        contract = self.table_contract
        assert contract is not None
        question: dict[str, Any] = {
            "trump": contract.mode.value,
            "trick": [str(c) for c in self.tricks.trick_cards],
            "hand": [str(c) for c in self.hand(seat)],
        }
        if self._capot_lead():
            question.update(
                contract={**contract.to_json()}, player_team=team_of(seat), opening_lead=True
            )
        return question

    def trick_question(self, index: int) -> Mapping[str, Any]:
        """The ``trick_winner`` case of trick ``index`` (from 0)."""
        record = self.tricks.done[index]
        return {"trump": self._mode.value, "trick": [str(c) for c in record.cards]}

    def score_question(self) -> Mapping[str, Any] | None:
        """The ``score`` case of the deal, once played."""
        entry = self.sheet_entry()
        if entry is None or entry.get("kind") != "deal":
            return None
        return {"contract": entry["contract"], "result": entry["result"]}


def _plain(cards: Sequence[AnyCard]) -> tuple[Card, ...]:
    return tuple(c for c in cards if isinstance(c, Card))


def start_deal(
    rules: Rules, players: str | None, dealer: int, order: Sequence[AnyCard]
) -> CoincheDeal:
    """A new deal at a table: the hands dealt from ``order``, the auction about to open."""
    if players not in (None, "2x2", "4"):
        raise EngineError(f"belote coinchée is played by 2 teams of 2 ('2x2'), not {players!r}")
    if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < SEATS:
        raise EngineError(f"the dealer is a seat from 0 to 3, not {dealer!r}")
    return CoincheDeal(rules, dealer, deal_order(order, dealer), Auction(rules))


#: Reason codes this module emits.
FULLDEAL_REASON_CODES = (
    "coinche_announces_tierce",
    "coinche_announces_quarte",
    "coinche_announces_cent",
    "coinche_announces_carre",
    "coinche_belote_said",
    "coinche_rebelote_said",
)
