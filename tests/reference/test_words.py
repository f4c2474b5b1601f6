"""Every game's words (``reference/games/<game>/``): a sentence for every reason the engine can
give, templates free of the shortcuts learners stumble on, values written by what they hold,
and stored reasons read back as the engine wrote them. Each game's own wording is tested in
``test_words_<game>.py``."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from django.utils import translation

from reference.engine import GAMES
from reference.engine.cards import Card, NeuroCard, Suit
from reference.engine.tricks import Reason
from reference.games import words
from reference.games.coinche import WORDS as COINCHE
from reference.names import format_value

SLUGS = [g.slug for g in GAMES]


@pytest.mark.parametrize("slug", SLUGS)
def test_every_reason_the_game_can_give_has_a_sentence(slug):
    game_words = words(slug)
    assert game_words.game.reason_codes
    assert sorted(game_words.game.reason_codes - set(game_words.all_messages)) == []


@pytest.mark.parametrize("slug", SLUGS)
def test_templates_avoid_the_shortcuts(slug):
    for code, template in words(slug).all_messages.items():
        text = str(template)
        assert "(s)" not in text, code
        assert not re.search(r"\bplace %\(", text), code
        assert not re.search(r"\b(actif|passif|déclarant)s? \d", text), code
        assert text[0].isupper() or text.startswith("%(") or text.startswith("« "), code


@pytest.mark.parametrize(
    ("notation", "written"),
    [
        ("pass", "passe"),
        ("coinche", "coinche"),
        ("surcoinche", "surcoinche"),
        ("80H", "80 cœur"),
        ("110C", "110 trèfle"),
        ("120SA", "120 sans atout"),
        ("250TA", "250 tout atout"),
        ("capot S", "capot pique"),
        ("capot belote H", "capot beloté cœur"),
        ("generale belote D", "générale belotée carreau"),
    ],
)
def test_coinche_calls_are_written_in_words(notation, written):
    assert COINCHE.call_name(notation) == written


def test_parameters_are_written_by_what_they_hold():
    out_of_turn = Reason.of("out_of_turn", seat=2, turn=1)  # seats numbered from 0
    assert "joueur 3 de parler mais au joueur 2" in COINCHE.sentence(out_of_turn)
    assert COINCHE.sentence(Reason.of("capot_made", by="NS")) == (
        "Capot réussi : l'équipe Nord-Sud a fait les 8 plis."
    )
    assert COINCHE.param("bid", 110) == "110"  # a contract's value, not a call
    assert COINCHE.param("seat", True) == "True"  # not a number: never shifted


def test_teams_are_named_in_the_readers_language():
    with translation.override("en"):
        assert COINCHE.sentence(Reason.of("capot_made", by="EW")).startswith("Capot made")
        assert "East-West" in COINCHE.sentence(Reason.of("capot_made", by="EW"))


def test_cards_and_numbers():
    assert format_value(NeuroCard.parse("2E-B")) == "2 étoile fond bleu"
    assert format_value(Card.parse("JH")) == "V♥"
    assert format_value(Suit.CLUBS) == "trèfle"
    assert format_value(Fraction(89, 2)) == "44,5"
    assert format_value((Card.parse("AS"), Card.parse("TS"))) == "A♠, 10♠"


@pytest.mark.parametrize("slug", SLUGS)
def test_a_stored_reason_reads_back_as_the_engine_wrote_it(slug):
    game_words = words(slug)
    card = game_words.game.deck.distinct()[0]
    reason = Reason.of("lead_free", "", card=card, cards=(card,), total=Fraction(89, 2), n=3)
    stored = reason.to_json()
    assert game_words.reason_from_json(stored) == reason
