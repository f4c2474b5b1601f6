"""The felt of « À la table », drawn by the trainer's felt (``trainer/_table.html``): the seats
around it under their names at this table, the chips of the dealer, the taker and the player
to act, the trick in front of those who played it, the trump and the contract in the middle,
the last trick's winner and why in one line, and the last trick one tap away.

The cards that arrive since the learner last acted (the computer players' cards, the trick
leaving towards its winner) are marked in order, for the felt's animation.
"""

from __future__ import annotations

from collections.abc import Sequence

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from reference.engine.deals import DealState, Phase
from reference.engine.tricks import Play
from reference.games.base import GameWords
from reference.games.seating import Seating
from reference.ruleset import RuleSet, teams
from table.models import Deal, Table
from trainer.table import LastTrick, Seat, seated, table_label
from trainer.table import Table as Felt

#: How many of a seat's calls the felt shows in front of it (the whole auction is below).
CALLS_ON_FELT = 2


def felt(
    ruleset: RuleSet, table: Table, deal: Deal, state: DealState, w: GameWords, contract: str
) -> Felt:
    """The felt of ``deal`` at ``state``, seen from the learner's seat."""
    seating = Seating(
        state.seats,
        teams(table.players),
        table.you,
        deal.dealer,
        taker=taker_seat(state),
    )
    clockwise = ruleset.turns_clockwise(table.rules)
    names = ruleset.seat_names(table.players, table.rules)
    drawn = [_seat(seat, seating, str(names[seat]), state) for seat in range(state.seats)]
    drawn.sort(key=lambda s: seating.position(s.seat, table.seat))
    for seat in drawn:
        seat.slot = seating.slot(seat.seat, table.seat, clockwise)
    shown = Felt(seating, drawn, _badges(state, w, contract), table_label(drawn))
    if state.phase is Phase.AUCTION:
        _calls(shown, state, w)
    _tricks(shown, state, w, names)
    turned = [c for c in state.table_cards(table.seat) if c.role == "turned"]
    shown.turned = turned[0].cards[0] if turned and turned[0].cards else None
    return shown


def taker_seat(state: DealState) -> int | None:
    """The seat that took the contract, once one did."""
    contract = state.contract or {}
    taker = contract.get("taker_seat", contract.get("declarer", contract.get("taker")))
    return taker if isinstance(taker, int) and not isinstance(taker, bool) else None


def _seat(seat: int, seating: Seating, name: str, state: DealState) -> Seat:
    drawn = seated(seat, seating, capfirst(name))
    drawn.turn = state.phase is not Phase.OVER and seat == state.to_act
    if state.phase is not Phase.AUCTION:
        won = state.tricks.won(seat)
        drawn.count = ngettext("%(n)d pli", "%(n)d plis", won) % {"n": won}
    return drawn


def _badges(state: DealState, w: GameWords, contract: str) -> list[str]:
    badges = w.felt_badges(state.trump) if state.trump else []
    return [*badges, contract] if contract else badges


def _calls(shown: Felt, state: DealState, w: GameWords) -> None:
    """Each seat's last calls in front of it, with their place in the auction."""
    by_seat = {seat.seat: seat for seat in shown.seats}
    for order, (number, call) in enumerate(state.calls, start=1):
        by_seat[number].calls.append((order, capfirst(w.call_name(call))))
    for drawn in shown.seats:
        drawn.calls = drawn.calls[-CALLS_ON_FELT:]


def _tricks(shown: Felt, state: DealState, w: GameWords, names: Sequence[object]) -> None:
    """The trick in front of the players; the last trick's winner, its reason and its cards."""
    by_seat = {seat.seat: seat for seat in shown.seats}
    done = state.tricks.done
    current = list(state.tricks.current)
    you = shown.seating.you
    if done:
        last = done[-1]
        winner = capfirst(str(names[last.winner_seat]))
        reasons = [w.sentence(r) for r in last.verdict.reasons]
        title = _("Pli %(n)d : %(who)s l'emporte") % {"n": len(done), "who": winner}
        shown.line = f"{title}. {reasons[0]}" if reasons else f"{title}."
        plays = [(capfirst(str(names[p.seat])), p.card) for p in last.plays]
        shown.last = LastTrick(title, plays, reasons)
        if state.phase is Phase.OVER:
            current = list(last.plays)
        elif all(p.seat != you for p in current):
            shown.gone_to = by_seat[last.winner_seat].slot
            for play in last.plays:
                by_seat[play.seat].gone = play.card
    _arrivals(by_seat, current, you)


def _arrivals(by_seat: dict[int, Seat], current: Sequence[Play], you: int | None) -> None:
    """The trick's cards in front of their players; those played since the learner's own card
    (all of them when the learner has not played to it) arrive in order."""
    mine = next((k for k, p in enumerate(current) if p.seat == you), -1)
    for k, play in enumerate(current):
        seat = by_seat[play.seat]
        seat.card = play.card
        seat.index = k
        if k > mine:
            seat.arrive = k - mine
