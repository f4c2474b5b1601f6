"""Neurotrio's words (``reference/games/neurotrio``): trumps, calls, seats, sides and the quiz,
in French and in English, typed by what each reason parameter holds."""

from __future__ import annotations

import random

import pytest
from django.utils import translation

from reference.engine import neurotrio as engine
from reference.engine.cards import Background, Nature, NeuroCard
from reference.engine.results import Level
from reference.engine.tricks import Reason
from reference.games import words
from reference.games.neurotrio import WORDS
from reference.games.neurotrio.words import PLAYERS


@pytest.mark.parametrize(
    ("notation", "french", "english"),
    [
        ("pass", "passe", "pass"),
        ("contre", "contre", "contre"),
        ("1C", "1 cœur", "1 heart"),
        ("2V", "2 fond vert", "2 green"),
        ("3B", "3 fond bleu", "3 blue"),
        ("1E", "1 étoile", "1 star"),
        ("10R", "10 rose", "10 rose"),
    ],
)
def test_calls_are_written_in_words(notation: str, french: str, english: str) -> None:
    with translation.override("fr"):
        assert WORDS.call_name(notation) == french
    with translation.override("en"):
        assert WORDS.call_name(notation) == english


def test_trumps_are_named_once_a_background_with_its_word() -> None:
    with translation.override("fr"):
        assert [WORDS.mode_name(a) for a in engine.ATTRIBUTE_LADDER] == [
            "fond bleu",
            "fond noir",
            "fond vert",
            "cœur",
            "étoile",
            "rose",
        ]
        assert WORDS.mode_name("e") == "étoile"
        assert WORDS.attribute_order(engine.BACKGROUND_ORDER) == "bleu > noir > vert"
        assert words("neurotrio") is WORDS


def test_seats_in_sentences_are_numbered_from_one_and_calls_written_in_words() -> None:
    contred = Reason.of("neurotrio_already_contred", bid="1C", by=0)
    over = Reason.of("neurotrio_auction_over", bid="2V", taker=2)
    with translation.override("fr"):
        assert WORDS.sentence(contred) == (
            "Vous ne pouvez pas contrer « 1 cœur » : le joueur 1 l'a déjà contrée, et une "
            "enchère ne se contre qu'une fois."
        )
        assert "« 2 fond vert », et le joueur 3 en est le preneur" in WORDS.sentence(over)


def test_cards_and_attributes_in_sentences() -> None:
    led = Reason.of("neurotrio_follow_nature", suit=Nature.COEUR, led=NeuroCard.parse("1C-B"))
    cut = Reason.of("neurotrio_cut_background", suit=Background.BLEU, trump=Background.VERT)
    with translation.override("fr"):
        assert "l'entame, le 1 cœur fond bleu, est de cette nature" in WORDS.sentence(led)
        assert "(bleu) : vous devez couper avec un atout (fond vert)" in WORDS.sentence(cut)


def test_players_of_the_worked_examples_and_the_sides() -> None:
    question = {
        "players": 4,
        "contract": {"level": 2, "attribute": "E", "contre": True},
        "result": {"tricks": 9},
    }
    with translation.override("fr"):
        assert WORDS.seat_name(1) == "Thomas (joueur 2)"
        assert WORDS.speaking_order("3") == (
            "Ordre de parole : Agathe, Thomas, Camille (à la gauche du donneur en premier)."
        )
        assert [WORDS.side_name(s, question) for s in engine.SIDES] == [
            "Le preneur",
            "Chacun des autres joueurs",
        ]
        assert WORDS.score_summary(question) == [
            "4 joueurs, 13 plis dans la donne.",
            "Contrat : 2 étoile (contré).",
            "Le preneur a fait 9 plis.",
        ]
        assert WORDS.score_summary({**question, "contract": "1B"})[1] == "Contrat : 1 fond bleu."
    with translation.override("en"):
        assert WORDS.seat_name(1) == "Thomas (player 2)"
        assert [WORDS.side_name(s, question) for s in engine.SIDES] == [
            "The taker",
            "Each of the other players",
        ]
        summary = " ".join(WORDS.score_summary(question))
        assert "joueur" not in summary and "preneur" not in summary
    assert WORDS.trick_labels({"input": {"players": 3}, "leader": 2}, 3) == [
        PLAYERS[2],
        PLAYERS[0],
        PLAYERS[1],
    ]


def test_auction_outcome_names_the_contract_the_taker_and_the_target() -> None:
    rules = engine.Rules()
    state = engine.GAME.auction(rules, "4")
    for call in ("1C", "pass", "contre", "pass"):
        state = state.apply(call)
    with translation.override("fr"):
        assert WORDS.auction_outcome(state, rules) == (
            "Contrat : 1 cœur, preneur Agathe (joueur 1), qui doit faire 7 plis sur 13. "
            "Le contrat est contré : tous les points seront doublés."
        )
        passed = engine.GAME.auction(rules, "3")
        for _ in range(3):
            passed = passed.apply("pass")
        assert WORDS.auction_outcome(passed, rules).startswith("Tout le monde a passé")
        assert WORDS.auction_outcome(engine.GAME.auction(rules, "3"), rules) == (
            "Les enchères ne sont pas terminées."
        )


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_quiz_question_and_explanation_is_written_out(language: str) -> None:
    game = engine.GAME
    seen = set()
    with translation.override(language):
        for seed in range(60):
            for kind in ("quiz", "card_order", "discard", "game_end"):
                fact = game.situation(kind, random.Random(seed), game.make_rules(), Level.EASY).quiz
                assert fact is not None
                seen.add(fact.code)
                text = WORDS.quiz_text(fact)
                options = WORDS.quiz_options(fact)
                why = [WORDS.sentence(r) for r in fact.why]
                for written in (text, *options, *why):
                    assert written and "%(" not in written
                    assert written == written.strip()
                assert len(set(options)) == len(options)
                if language == "en":
                    assert not any(w in text for w in ("joueurs", "fond ", "Atout"))
    assert seen == set(WORDS.quiz_messages)
