"""The one registry of exercise kinds, in the order of the trainer's menus: one line per kind.

A kind is a class of its own module here (``kind.Kind``); what it draws comes from the engine's
generators, listed in each game's ``exercise_kinds``. The rule pages link to the kinds through
``reference.practice``, which the trainer fills from this registry when it starts.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from trainer.exercises.announcements import Announcements
from trainer.exercises.bid import Bid
from trainer.exercises.card_points import CardPoints
from trainer.exercises.discard import Discard
from trainer.exercises.exchange import Exchange
from trainer.exercises.game_end import GameEnd
from trainer.exercises.kind import Kind
from trainer.exercises.legal_plays import LegalPlays
from trainer.exercises.quiz import Quiz
from trainer.exercises.score import Score
from trainer.exercises.trick_winner import TrickWinner

KINDS: Mapping[str, Kind] = MappingProxyType(
    {
        kind.name: kind
        for kind in (
            TrickWinner(),
            LegalPlays(),
            CardPoints(),
            Score(),
            Bid(),
            Announcements(),
            Exchange(),
            Discard(),
            GameEnd(),
            Quiz(),
        )
    }
)
KIND_BY_SLUG: Mapping[str, str] = MappingProxyType({k.slug: name for name, k in KINDS.items()})
