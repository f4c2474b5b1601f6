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

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from ..cards import DECK_32, AnyCard, Card, Rank
from ..deals import Event, History, Phase, TableDeal
from ..errors import EngineError
from ..results import ScoreSheet
from ..tricks import PlayRuling, Reason, Tricks, Verdict
from .announcements import belote_count, compare_announcements, find_announcements
from .auction import TEAMS, Auction, Call, Contract, team_of
from .deal import PACKETS, result_json
from .order import Mode, card_points, last_trick_bonus
from .play import legal_plays, trick_winner
from .rules import Rules
from .scoring import DealResult, score_deal

SOURCE_BELOTE = "004 §Décompte des points; interpretation coinche-belote"
SOURCE_ANN = "004 §Les annonces; analysis §6.5 [std]"

SEATS = 4
HAND = 8


@dataclass(frozen=True)
class CoincheDeal(TableDeal[Rules, Card, Call]):
    """A deal of belote coinchée in progress (``deals.TableDeal``)."""

    auction: Auction
    """The game's auction, seats numbered from the first speaker."""

    game = "coinche"
    deck = DECK_32
    SOURCE_REDEAL = "004 §Choix de l'atout; interpretation coinche-all-pass"
    SOURCE_SCORED = "004 §Décompte des points"

    # --- where the deal stands ------------------------------------------------------------

    def _phase(self) -> Phase:
        return Phase.OVER if self.auction.ended else Phase.AUCTION

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

    # --- the auction ----------------------------------------------------------------------

    def _speaks_out_of_turn(self, phase: Phase) -> bool:
        """Any seat may try: the auction judges a coinche « à la volée » (004 §Choix de
        l'atout), the rule of play a card out of turn."""
        return phase is not Phase.OVER

    def _calls_out_of_turn(self, seat: int) -> tuple[str, ...]:
        if self.phase is not Phase.AUCTION:
            return ()
        relative = self._relative(seat)
        return tuple(
            str(call)
            for call in (Call("coinche"), Call("surcoinche"))
            if self.auction.refusal(call, relative) is None
        )

    def _speaker(self) -> int:
        return self._table(self.auction.next_seat)

    def _legal_calls(self, seat: int) -> Iterable[str]:
        return (str(c) for c in self.auction.legal_calls())

    def _read_call(self, text: str) -> Call:
        return Call.parse(text)

    def _call_refusal(self, call: Call, seat: int) -> Reason | None:
        return self.auction.refusal(call, self._relative(seat))

    def _called(self, call: Call, seat: int, history: History) -> CoincheDeal:
        auction = self.auction.apply(call, self._relative(seat))
        after = self._evolve(auction=auction, history=history)
        return after._start_play() if auction.contract is not None else after

    def _start_play(self) -> CoincheDeal:
        contract = self.table_contract
        assert contract is not None
        leader = self.first
        if contract.level == "generale" and self.rules.generale_leads:
            assert contract.declarer is not None
            leader = contract.declarer  # 004 §Capot et Générale
        return self._evolve(play=Tricks(SEATS, self.dealt, leader))

    def _played(self, play: Tricks, card: Card, seat: int, history: History) -> CoincheDeal:
        events = self.events + self._belote(seat, card)
        if len(play.done) == 1 and not self.tricks.done:
            events += self._announcements()
        return self._evolve(play=play, history=history, events=events)

    # --- the play -------------------------------------------------------------------------

    @property
    def _mode(self) -> Mode:
        contract = self.table_contract
        assert contract is not None
        return contract.mode

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

    def _judge(self, cards: tuple[AnyCard, ...]) -> Verdict:
        return trick_winner(_plain(cards), self._mode)

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

    def _contracted(self) -> bool:
        return self.table_contract is not None

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

    # --- case-file questions --------------------------------------------------------------

    def call_question(self, call: str, seat: int) -> Mapping[str, Any]:
        """The ``bid`` case of ``call`` by ``seat`` now (``seat`` given when out of turn)."""
        question = dict(super().call_question(call, seat) or {})
        if seat != self.to_act:
            question["seat"] = self._relative(seat)
        return question

    def _position_extra(self, seat: int) -> Mapping[str, Any]:
        """The capot defence's opening lead (004 §Variantes) says who leads against what."""
        contract = self.table_contract
        if contract is None or not self._capot_lead():
            return {}
        return {"contract": contract.to_json(), "player_team": team_of(seat), "opening_lead": True}

    def score_question(self) -> Mapping[str, Any] | None:
        """The ``score`` case of the deal, once played."""
        contract, result = self.table_contract, self.result
        if contract is None or result is None:
            return None
        return {"contract": contract.to_json(), "result": result_json(result)}


def _plain(cards: Sequence[AnyCard]) -> tuple[Card, ...]:
    return tuple(c for c in cards if isinstance(c, Card))


def start_deal(
    rules: Rules, players: str | None, dealer: int, order: Sequence[AnyCard]
) -> CoincheDeal:
    """A new deal at a table: the hands dealt from ``order``, the auction about to open."""
    if players not in (None, "2x2", "4"):
        raise EngineError(f"belote coinchée is played by 2 teams of 2 ('2x2'), not {players!r}")
    hands, _rest = CoincheDeal.deal(order, dealer, SEATS, PACKETS)
    dealt = tuple(DECK_32.in_order(h) for h in hands)  # 004 §La donne: 3, 2, then 3 cards
    return CoincheDeal(rules, "2x2", dealer, dealt, Auction(rules))


#: Reason codes this module emits.
FULLDEAL_REASON_CODES = (
    "coinche_announces_tierce",
    "coinche_announces_quarte",
    "coinche_announces_cent",
    "coinche_announces_carre",
    "coinche_belote_said",
    "coinche_rebelote_said",
)
