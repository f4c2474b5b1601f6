"""Whether the computer players play like partners, measured over whole deals (``bench/table.py``).

- An unforced overtake: the trick in progress is sure to go to the player's partner (he wins
  it so far, and nobody plays after, or no card the player has not seen could beat his card:
  ``TrickSense.partners_trick``), the player holds a legal card that leaves it to him, and
  plays one that wins it from him.
- A raise without support: a call that raises the partner's contract, or joins a proposal to
  play it as partners, in a trump the caller holds at most one card of (belote coinchée: a bid
  in the partner's trump over his bid; whist: « j'emballe » a proposal in a suit; Le Voisin at
  2×2: a charge or surcharge in the trump of the partner's call).
- A contract made: a deal played on a contract whose score says its takers made it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from reference.engine.cards import Card, Suit
from reference.engine.coinche.auction import Call as CoincheCall
from reference.engine.computers import ComputerPlayer
from reference.engine.deals import Action, DealState, Phase, Policy
from reference.engine.voisin.auction import Call as VoisinCall
from reference.engine.whist.calls import CallKind, parse_call

#: At most this many cards of the trump: no support.
SUPPORT_CARDS = 2


@dataclass
class PartnerTally:
    """What the computers did as partners over some deals."""

    deals: int = 0
    contracts: int = 0
    made: int = 0
    sure_tricks: int = 0
    """Decisions taken on a trick sure to go to the partner, with a card that leaves it."""
    overtakes: int = 0
    raises: int = 0
    unsupported: int = 0

    def line(self, label: str) -> str:
        made = f"{self.made}/{self.contracts}" if self.contracts else "0/0"
        share = f" ({100 * self.made / self.contracts:.0f} %)" if self.contracts else ""
        return (
            f"{label:36} deals {self.deals:5}  unforced overtakes of a partner "
            f"{self.overtakes}/{self.sure_tricks}  contracts made {made}{share}  "
            f"raises without support {self.unsupported}/{self.raises}"
        )


def judge(
    computer: Policy, state: DealState, seat: int, action: Action, tally: PartnerTally
) -> None:
    """Count ``action``, chosen by ``computer`` (a game's ``ComputerPlayer``) for ``seat`` at
    ``state``."""
    assert isinstance(computer, ComputerPlayer)
    if state.phase is Phase.PLAY and action.kind == "card":
        _judge_card(computer, state, seat, action, tally)
    elif state.phase is Phase.AUCTION and action.kind == "call":
        trumps = _raise_trumps(state, seat, action.value)
        if trumps is not None:
            tally.raises += 1
            tally.unsupported += trumps < SUPPORT_CARDS


def close(state: DealState, tally: PartnerTally) -> None:
    """Count a deal played to its end."""
    tally.deals += 1
    sheet = state.score()
    if sheet is not None and sheet.made is not None:
        tally.contracts += 1
        tally.made += bool(sheet.made)


def _judge_card(
    computer: ComputerPlayer[Any], state: DealState, seat: int, action: Action, tally: PartnerTally
) -> None:
    ruling = state.play_ruling(seat)
    if ruling is None:
        return
    how = computer.play_sense(state, seat)
    tricks = state.tricks
    if not how.allies or not how.sense.partners_trick(tricks, seat, how.allies):
        return
    if all(how.sense.overtakes(tricks, c) for c in ruling.legal):
        return  # forced: every legal card wins it
    tally.sure_tricks += 1
    card = next(c for c in ruling.legal if str(c) == action.value)
    tally.overtakes += how.sense.overtakes(tricks, card)


def _held(state: DealState, seat: int, suit: Suit) -> int:
    return sum(1 for c in state.hand(seat) if isinstance(c, Card) and c.suit is suit)


def _coinche(state: Any, seat: int, text: str) -> int | None:
    auction = state.auction
    relative = (seat - state.first) % 4
    standing, bidder = auction.bid, auction.bidder
    if standing is None or standing.mode is None or bidder is None:
        return None
    if bidder == relative or bidder % 2 != relative % 2:
        return None
    call = CoincheCall.parse(text)
    suit = standing.mode.trump_suit
    if call.kind != "bid" or call.mode != standing.mode or suit is None:
        return None
    return _held(state, seat, suit)


def _whist(state: Any, seat: int, text: str) -> int | None:
    auction = state.auction
    if auction is None or state.phase is not Phase.AUCTION:
        return None
    call = parse_call(text.strip().lower())
    if call.kind is not CallKind.JOIN:
        return None
    standing = auction.highest()
    suit = call.suit or (standing.call.suit if standing is not None else None)
    if suit is None:
        return None  # joining an individual game: no trump to support
    return _held(state, seat, suit)


def _voisin(state: Any, seat: int, text: str) -> int | None:
    partner = state.partner(seat)
    bids = [(s, c) for s, c in state.calls if c != "pass"]
    if partner is None or not bids or bids[-1][0] != partner:
        return None
    mine, theirs = VoisinCall.parse(text), VoisinCall.parse(bids[-1][1])
    if mine.kind not in ("charge", "surcharge"):
        return None
    turned = state.turned
    trump = theirs.trump if theirs.trump is not None else (turned.suit if turned else None)
    if mine.trump != trump or not isinstance(trump, Suit):
        return None
    return _held(state, seat, trump)


RAISES: dict[str, Callable[[Any, int, str], int | None]] = {
    "coinche": _coinche,
    "whist": _whist,
    "voisin": _voisin,
}


def _raise_trumps(state: DealState, seat: int, text: str) -> int | None:
    """The trumps the caller holds when ``text`` raises or joins his partner's contract."""
    raise_of = RAISES.get(state.game)
    return raise_of(state, seat, text) if raise_of is not None else None
