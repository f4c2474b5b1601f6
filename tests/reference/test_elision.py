"""French elides « de », « le », « la », « que » and « ne » before a vowel, in the sentences the
words build from a name: « annulée par l'annonce de Est » and « oublié de écarter » (issue 24)
came from a name put after one of them."""

from __future__ import annotations

import re

import pytest
from django.utils.translation import override

from reference.engine.registry import GAMES
from reference.engine.tricks import Reason
from reference.games import words
from reference.names import elide, written

pytestmark = pytest.mark.unit

UNELIDED = re.compile(r"\b([dD]e|[lL][ea]|[qQ]ue|[nN]e) (?!onze\b)[aeiouéèêàâîôûAEIOUÉÈÊÀÂÎÔÛ]")
#: Names that open on a vowel, as the games' words name seats, players, cards and calls.
VOWEL_NAMES = ("Est", "Ouest", "Élise", "As de cœur", "atout", "Agathe")


@pytest.mark.parametrize(
    ("text", "french"),
    [
        ("l'annonce de Est", "l'annonce d'Est"),
        ("De Ouest", "D'Ouest"),
        ("le As de pique", "l'As de pique"),
        ("la atout", "l'atout"),
        ("que une carte", "qu'une carte"),
        ("ne est", "n'est"),
        ("de Élise", "d'Élise"),
        ("le huit de cœur", "le huit de cœur"),
        ("de onze plis", "de onze plis"),
        ("le 1 étoile", "le 1 étoile"),
        ("de « As »", "de « As »"),
        ("Nord", "Nord"),
    ],
)
def test_elide_follows_french(text, french):
    with override("fr"):
        assert elide(text) == french
    with override("en"):
        assert elide(text) == text


class Named(dict):
    """Every parameter of a sentence filled with a name opening on a vowel."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name

    def __missing__(self, key: str) -> str:
        return self.name


@pytest.mark.parametrize("slug", [g.slug for g in GAMES])
def test_no_sentence_leaves_an_elision_undone_before_a_name(slug):
    game_words = words(slug)
    sentences = {
        **game_words.all_messages,
        **game_words.seated_messages,
        **game_words.named_messages,
        **game_words.quiz_messages,
        **{c: t for c, by in game_words.you_messages.items() for t in by.values()},
    }
    with override("fr"):
        for code, template in sentences.items():
            for name in VOWEL_NAMES:
                try:
                    text = written(str(template) % Named(name))
                except (TypeError, ValueError):  # a pattern with numeric conversions
                    continue
                assert not UNELIDED.search(text), (code, text)


def test_a_seat_named_after_de_is_elided_at_the_table():
    voisin = words("voisin").at_table({"players": "4"}).named(["Sud", "Ouest", "Nord", "Est"])
    reason = Reason.of(
        "voisin_announcement_cancelled", "000", player=1, name="tierce", by="quarte", by_player=0
    )
    with override("fr"):
        assert re.search(r"« quarte » d'(Est|Ouest)\.$", voisin.sentence(reason))
