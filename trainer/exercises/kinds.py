"""The one registry of exercise kinds, in the order of the trainer's menus: one line per kind.

A kind is a class of its own module here (``kind.Kind``), or a multiple-choice fact named here
(``facts.Fact``); what it draws comes from the engine's generators, listed in each game's
``exercise_kinds``. The rule pages link to the kinds through ``reference.practice``, which the
trainer fills from this registry when it starts.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from django.utils.translation import gettext_lazy

from trainer.exercises.bid import Bid
from trainer.exercises.boucheur import Boucheur
from trainer.exercises.card_points import CardPoints
from trainer.exercises.facts import Fact
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
            Fact(
                "announcements",
                "combien-valent-les-annonces",
                gettext_lazy("Combien valent les annonces ?"),
            ),
            Fact("exchange", "quelle-carte-echanger", gettext_lazy("Quelle carte échanger ?")),
            Boucheur(),
            Fact(
                "discard", "combien-de-cartes-ecarter", gettext_lazy("Combien de cartes écarter ?")
            ),
            Fact("game_end", "qui-a-gagne-la-partie", gettext_lazy("Qui a gagné la partie ?")),
            Quiz(),
        )
    }
)
KIND_BY_SLUG: Mapping[str, str] = MappingProxyType({k.slug: name for name, k in KINDS.items()})
