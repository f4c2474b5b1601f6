"""Neurotrio's case kinds beyond the shared six (README §Case files): the taker's discard and
the totals across manches.

* ``discard`` (001 §Enchères, the chien goes into the taker's hand and he puts aside
  « autant de cartes »): ``players``, ``trump``, ``hand`` (the
  taker's dealt hand), ``chien`` and optional ``discard`` (the cards he puts aside) ->
  ``count`` (how many he puts aside: the chien's size), ``allowed`` (the cards he may put
  aside) and, with ``discard``, ``legal``, ``hand_after`` and the ``reason``.
* ``game_end`` (001: independent manches; §Décompte des points): ``players`` and ``manches``
  (each ``{"taker", "contract", "result"}`` as the ``score`` case writes them, or
  ``{"redeal": true}`` when all passed), optional ``tie`` (``play_on``: equal leaders at the
  end play on; ``shared``: they share the win), optional ``target`` (a score to reach) or ``deals``
  (a number of manches) -> ``totals`` (each player's), ``finished``, ``winners``, ``reason``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import DECK_NEUROTRIO, NeuroCard
from ..errors import EngineError
from ..protocol import Answers
from ..tricks import Reason
from .match import MatchRules, replay
from .order import is_trump, parse_attribute
from .rules import Rules
from .scoring import deal_size

#: The case kinds the game answers in its own terms (``GameBase.answers``).
ANSWERS = Answers()

SRC_DISCARD = "001 §Enchères (l'écart); interpretation neurotrio-discard"


def _field(data: Mapping[str, Any], key: str) -> Any:
    if key not in data:
        raise EngineError(f"missing input field {key!r}")
    return data[key]


def _cards(value: Any, what: str) -> list[NeuroCard]:
    return [c for c in DECK_NEUROTRIO.parse_many(value, what=what) if isinstance(c, NeuroCard)]


@ANSWERS
def answer_discard(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``discard``: how many cards the taker puts aside, which he may, and whether the named
    ones may go."""
    size = deal_size(_field(data, "players"))
    trump = parse_attribute(_field(data, "trump"))
    hand = _cards(_field(data, "hand"), "hand")
    chien = _cards(_field(data, "chien"), "chien")
    if len(hand) != size.hand or len(chien) != size.chien:
        raise EngineError(
            f"with {size.players} players the taker holds {size.hand} cards and the chien "
            f"{size.chien}, not {len(hand)} and {len(chien)}"
        )
    held = [*hand, *chien]
    DECK_NEUROTRIO.check_no_duplicates(held, what="the hand and the chien together")
    free = rules.discard_trumps or _non_trumps(held, trump) < size.chien
    allowed = [c for c in dict.fromkeys(held) if free or not is_trump(c, trump)]
    answer: dict[str, Any] = {"count": size.chien, "allowed": [str(c) for c in allowed]}
    if data.get("discard") is None:
        return answer
    discard = _cards(data["discard"], "discard")
    reason = _refusal(discard, held, trump, size.chien, rules)
    answer["legal"] = reason is None
    if reason is None:
        reason = Reason.of("neurotrio_discard_legal", SRC_DISCARD, count=size.chien)
        answer["hand_after"] = [str(c) for c in _without(held, discard)]
    answer["reason"] = reason.to_json()
    return answer


def _refusal(
    discard: Sequence[NeuroCard], held: Sequence[NeuroCard], trump: Any, count: int, rules: Rules
) -> Reason | None:
    if len(discard) != count:
        return Reason.of("neurotrio_discard_count", SRC_DISCARD, count=count, given=len(discard))
    missing = Counter(discard) - Counter(held)
    if missing:
        return Reason.of("neurotrio_discard_not_held", SRC_DISCARD, cards=tuple(missing))
    trumps = tuple(c for c in discard if is_trump(c, trump))
    if trumps and not rules.discard_trumps and _non_trumps(held, trump) >= count:
        return Reason.of("neurotrio_discard_trump", SRC_DISCARD, cards=trumps, trump=trump.value)
    return None


def _non_trumps(held: Sequence[NeuroCard], trump: Any) -> int:
    """How many cards of the hand and chien are not trumps (with fewer than the count to put
    aside, trumps must go too, even where they may not otherwise)."""
    return sum(1 for c in held if not is_trump(c, trump))


def _without(held: Sequence[NeuroCard], discard: Sequence[NeuroCard]) -> list[NeuroCard]:
    left = Counter(discard)
    kept = []
    for card in held:
        if left[card]:
            left[card] -= 1
        else:
            kept.append(card)
    return kept


@ANSWERS
def answer_game_end(data: Mapping[str, Any], rules: Rules) -> dict[str, Any]:
    """``game_end``: each player's total after the manches, and whether the agreed end is
    reached."""
    players = deal_size(_field(data, "players")).players
    manches = _field(data, "manches")
    if not isinstance(manches, list) or not 1 <= len(manches) <= 200:
        raise EngineError("manches must list 1 to 200 manches, in order")
    entries = []
    for number, manche in enumerate(manches, start=1):
        if not isinstance(manche, Mapping):
            raise EngineError(f"manche {number} must be an object")
        if manche.get("redeal") is True:
            entries.append({"kind": "redeal"})
        else:
            entries.append({"kind": "deal", **manche})
    match = MatchRules(
        target=data.get("target"), deals=data.get("deals"), tie=data.get("tie", "play_on")
    )
    options = {k: v for k, v in vars(rules).items() if v != getattr(Rules(), k)}
    sheet = replay(entries, players=str(players), first_dealer=0, rules=options, match=match)
    standing = sheet.standing
    return {
        "totals": list(sheet.totals),
        "finished": standing.finished,
        "winners": list(standing.winners),
        "reason": standing.reason.to_json(),
    }


ANSWER_REASON_CODES = (
    "neurotrio_discard_legal",
    "neurotrio_discard_count",
    "neurotrio_discard_not_held",
    "neurotrio_discard_trump",
)
