"""The web layer's writing of reason parameters: seats 1-based, calls in words, names of cards
and teams, and templates free of the shortcuts learners stumble on (games whose words are not
yet in ``reference/games``; the others': ``test_words_<game>.py``)."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from reference.engine.cards import Card, NeuroCard, Suit
from reference.engine.tricks import Reason
from reference.reasons import (
    format_call,
    format_named,
    format_param,
    messages,
    reason_from_json,
    render_reason,
)


@pytest.mark.parametrize(
    ("notation", "words"),
    [
        # every game
        ("pass", "passe"),
        ("contre", "contre"),
        ("coinche", "coinche"),
        ("surcoinche", "surcoinche"),
        # belote coinchée: value and trump (C is trèfle), capot, générale
        ("80H", "80 cœur"),
        ("110C", "110 trèfle"),
        ("120SA", "120 sans atout"),
        ("250TA", "250 tout atout"),
        ("capot S", "capot pique"),
        ("capot belote H", "capot beloté cœur"),
        ("generale H", "générale cœur"),
        ("generale belote D", "générale belotée carreau"),
    ],
)
def test_calls_are_written_in_words(notation: str, words: str) -> None:
    assert format_call(notation) == words


def test_unknown_text_is_kept() -> None:
    assert format_call("80C") == "80 trèfle"
    assert format_call("n'importe quoi") == "n'importe quoi"


def test_only_call_parameters_are_read_as_calls() -> None:
    assert format_named("bid", "80H") == "80 cœur"
    assert format_named("standing", "capot S") == "capot pique"
    assert format_named("bid", 110) == "110"  # a contract's value, not a call
    assert format_named("name", "petite misere") == "petite misere"


def test_zero_based_seats_are_shown_from_one() -> None:
    out_of_turn = Reason.of("out_of_turn", seat=2, turn=1)  # coinche
    assert "joueur 3 de parler mais au joueur 2" in render_reason(out_of_turn)


def test_one_based_numbers_and_names_are_left_alone() -> None:
    assert format_named("side", 2) == "2"
    assert format_named("seat", True) == "True"  # not a number: never shifted


def test_teams_and_tied_sides_are_named() -> None:
    assert render_reason(Reason.of("capot_made", by="NS")) == (
        "Capot réussi : l'équipe Nord-Sud a fait les 8 plis."
    )
    assert format_named("team", "EW") == "Est-Ouest"


def test_cards_and_numbers() -> None:
    assert format_param(NeuroCard.parse("2E-B")) == "2 étoile fond bleu"
    assert format_param(Card.parse("JH")) == "V♥"
    assert format_param(Suit.CLUBS) == "trèfle"
    assert format_param(Fraction(89, 2)) == "44,5"
    assert format_param(Fraction(196, 3)) == "65,33"
    assert format_param((Card.parse("AS"), Card.parse("TS"))) == "A♠, 10♠"


def test_case_answers_render_like_the_engines_reasons() -> None:
    data = {"code": "out_of_turn", "params": {"seat": 2, "turn": 1}, "source": ""}
    assert "joueur 3 de parler mais au joueur 2" in render_reason(reason_from_json(data, "coinche"))
    led = {"code": "must_follow", "params": {"suit": "H"}, "source": ""}
    assert render_reason(reason_from_json(led, "whist")).endswith("(cœur).")


def test_templates_avoid_the_shortcuts() -> None:
    for code, template in messages().items():
        text = str(template)
        assert "(s)" not in text, code
        assert not re.search(r"\bplace %\(", text), code
        assert not re.search(r"\b(actif|passif|déclarant)s? \d", text), code
        assert text[0].isupper() or text.startswith(("%(card)s", "« ", "%(equal)s")), code
