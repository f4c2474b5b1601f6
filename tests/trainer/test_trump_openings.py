"""A question that opens on the deal's trump says it as players do: « Atout cœur », « Tout
atout », « Sans atout » — never « Atout tout atout ». The English pages keep the French names
of the two contracts without a trump suit (the glossary explains them)."""

from __future__ import annotations

import pytest
from django.utils import translation

from trainer.exercises import build, kinds_for
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS

DOUBLED = {
    "fr": ("Atout tout atout", "Atout sans atout"),
    "en": ("Trump: tout atout", "Trump: sans atout"),
}
COINCHE = RULESETS[("coinche", "standard")]


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("kind", [k for k in kinds_for(COINCHE) if k in ("announcements", "quiz")])
def test_questions_open_on_the_trump_in_players_words(kind, language):
    openings = set()
    with translation.override(language):
        for seed in range(60):
            for level in ("facile", "moyen", "difficile"):
                text = build(Key("coinche", "standard", kind, level, str(seed)), COINCHE).show.get(
                    "text", ""
                )
                assert not any(d in text for d in DOUBLED[language]), text
                openings.add(text.split(".")[0].split(" :")[0])
    if kind == "announcements":
        assert {"Tout atout", "Sans atout"} <= openings, sorted(openings)[:12]
