"""What both whist auctions share: the bids on the table, the players' roles, the outcome and
the rulings' wording (sources and reason codes).

Every record here is frozen: an auction's state (``auction.Auction``) holds tuples of them and
each call gives a new state.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..cards import Suit
from ..errors import NotationError, RuleError
from ..results import CallRuling
from ..tricks import Param, Reason
from .calls import Call, CallKind
from .contracts import contract_spec

if TYPE_CHECKING:
    from .auction import Auction

SRC_002 = "002 §2 Les annonces"
SRC_002_LADDER = "002 §3 La hiérarchie des annonces"
SRC_003 = "003 §Début du jeu"

#: The roles a player takes by his calls.
PROPOSER = "proposer"
EMBALLEUR = "emballeur"
INDIVIDUAL = "individual"
SOLOIST = "soloist"
PARTNER = "partner"


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid on the table during the auction."""

    call: Call
    """The call as it now stands (a raise updates the trick count)."""
    name: str
    """Contract name: ``emballage``, ``seul``, ``trou`` or an individual game."""
    key: tuple[int, int]
    """Ladder key."""
    seats: tuple[int, ...]
    """Declarers, the first caller first."""
    concluded: bool
    """Whether it is a contract (a 002 proposal needs a joiner)."""
    alive: bool = True
    """False once withdrawn or replaced."""
    maintained: bool = False
    """002: the proposer said "je maintiens"."""
    raised_by_emballeur: bool = False
    """002: the joiner has made the pair's first raise."""
    sur_misere: bool = False
    """002: made after a petite misère was bid (the "sur misère" rows)."""


@dataclass(frozen=True)
class Outcome:
    """The contract an auction concludes."""

    contract: str | None
    """Case-format contract name; ``dames`` when 002's auction ends without contract;
    ``None`` when à la couleur's four players pass (the cards are dealt again)."""
    tricks: int | None
    """The bid trick count, where the contract has one."""
    suit: Suit | None
    """The suit named in the bid, if any."""
    no_trump: bool
    """A petit solo-chlem announced without trump."""
    seats: tuple[int, ...]
    """The declarers, first caller first (empty for the Dames game and the trou)."""


class IllegalCallError(RuleError):
    """A call of an auction's history that the rules do not allow; ``violation`` is the
    ruling."""

    violation: CallRuling


def yes(code: str, source: str, **params: Param) -> CallRuling:
    """A legal call and why."""
    return CallRuling(True, Reason.of(code, source, **params))


def no(code: str, source: str, **params: Param) -> CallRuling:
    """A refused call and the rule it breaks."""
    return CallRuling(False, Reason.of(code, source, **params))


def outbids(call: Call, standing: Bid | None, source: str) -> CallRuling:
    """A new bid above the standing one (or the first, or one above a trou)."""
    if standing is None:
        return yes("whist_bid_opening", source, call=str(call))
    if standing.name == "trou":
        return yes("whist_bid_over_trou", source, call=str(call))
    return yes("whist_bid_outbids", source, call=str(call), standing=str(standing.call))


def check_wait(a: Auction, call: Call) -> CallRuling:
    """``j'attends`` / ``premier``: the first call of the auction only (either document)."""
    reglement = a.rules.reglement
    src = SRC_002 if reglement else SRC_003
    if not reglement and call.word == "premier" and a.rules.premier == "bid_prefix":
        return no("whist_premier_means_bid", src)
    if a.calls:
        return no("whist_wait_first_only", src, call=str(call))
    if not reglement and call.word == "premier":
        return yes("whist_premier_legal_couleur", "003 §Début du jeu; interpretation whist-premier")
    return yes("whist_wait_legal" if reglement else "whist_wait_legal_couleur", src)


def tricks_refusal(a: Auction, call: Call) -> CallRuling | None:
    """A trick count the contract is never bid at (either document)."""
    if call.kind not in (CallKind.PROPOSE, CallKind.SEUL) and call.contract != "abondance":
        return None
    name = call.contract or ""
    spec = contract_spec(name, a.rules)
    if call.tricks is None:
        if a.rules.reglement and name == "abondance" and call.suit is None:
            raise NotationError("a Règlement abondance names its suit, e.g. 'abondance 9 H'")
        return None
    if call.tricks not in spec.tricks:
        return no(
            "whist_tricks_not_allowed",
            spec.source,
            call=str(call),
            allowed=", ".join(map(str, spec.tricks)),
        )
    return None


#: Every reason code of both auctions' rulings.
AUCTION_REASON_CODES: tuple[str, ...] = (
    "whist_a_deux_only",
    "whist_auction_over",
    "whist_bid_opening",
    "whist_bid_outbids",
    "whist_bid_over_trou",
    "whist_call_not_in_document",
    "whist_emballed_proposer_calls",
    "whist_emballeur_raises_first",
    "whist_forced_emballage",
    "whist_individual_no_partnership",
    "whist_join_already_emballed",
    "whist_join_legal",
    "whist_join_lower_suit",
    "whist_join_no_proposal",
    "whist_join_not_allowed",
    "whist_join_nothing",
    "whist_join_own_bid",
    "whist_join_own_emballed",
    "whist_join_own_proposal",
    "whist_maintain_legal",
    "whist_maintain_not_proposer",
    "whist_maintain_or_seul",
    "whist_maintain_round_one",
    "whist_maintained_only_join",
    "whist_needs_trump",
    "whist_not_higher",
    "whist_over_trou",
    "whist_own_bid_standing",
    "whist_partner_no_other_call",
    "whist_pass",
    "whist_passed_final",
    "whist_premier_means_bid",
    "whist_premier_legal_couleur",
    "whist_couleur_over_trou",
    "whist_proposal_eight",
    "whist_proposal_legal",
    "whist_proposal_round_one",
    "whist_rabrouche_dealer_only",
    "whist_raise_legal",
    "whist_raise_more_tricks",
    "whist_raise_round_two",
    "whist_raise_same_suit",
    "whist_round_one_only",
    "whist_seul_not_round_one",
    "whist_seul_own_suit",
    "whist_seul_partner_still_in",
    "whist_seul_proposer_only",
    "whist_seul_sur_misere_unemballed",
    "whist_suit_already_proposed",
    "whist_sur_trou_needs_trou",
    "whist_tricks_not_allowed",
    "whist_trou_fixes_contract",
    "whist_wait_expired",
    "whist_wait_first_only",
    "whist_wait_legal",
    "whist_wait_legal_couleur",
    "whist_wait_only_join",
)
