"""Le Voisin's words (``reference/games/voisin``): players, teams and sides named for the table,
calls and contracts in words, the quiz's wording, in French and in English."""

from __future__ import annotations

import random
import re

import pytest
from django.utils import translation

from reference.engine.cards import Card, Suit
from reference.engine.results import Level
from reference.engine.tricks import Reason
from reference.engine.voisin import GAME, Rules
from reference.games.voisin import WORDS, sentences


def say(reason: Reason, players: str | None = None, language: str = "fr") -> str:
    words = WORDS if players is None else WORDS.at_table({"players": players})
    with translation.override(language):
        return words.sentence(reason)


@pytest.mark.parametrize(
    ("notation", "fr", "en"),
    [
        ("pass", "passe", "pass"),
        (
            "prise",
            "prise (à la couleur de la carte retournée)",
            "prise (in the turned card's suit)",
        ),
        ("prise H", "prise à cœur", "prise in hearts"),
        ("charge TA", "charge tout atout", "charge tout atout"),
        ("surcharge SA", "surcharge sans atout", "surcharge sans atout"),
    ],
)
def test_calls_are_written_in_words(notation, fr, en):
    with translation.override("fr"):
        assert WORDS.call_name(notation) == fr
    with translation.override("en"):
        assert WORDS.call_name(notation) == en


def test_a_side_is_a_player_or_in_2x2_a_team():
    made = Reason.of("voisin_score_made", contract="prise", side=1, total=40, target=36)
    assert say(made, "3").startswith("Le preneur (joueur 1) totalise 40 points")
    assert say(made, "2x2").startswith("Le preneur (équipe 1) totalise 40 points")
    assert say(made, "2x2", "en").startswith("The taker (team 1)")
    won = Reason.of("voisin_game_won", side=2, total=1010)
    assert say(won, "4") == "Le joueur 2 gagne la partie avec 1010 points."
    assert say(won, "2x2") == "L'équipe 2 gagne la partie avec 1010 points."
    tie = Reason.of("voisin_score_chute_tie_split", sides="1, 2, 4")
    assert say(tie, "4").startswith("Les joueurs 1, 2 et 4 sont à égalité")
    assert say(Reason.of("voisin_score_chute_tie_each", sides="1, 2"), "2x2").startswith(
        "Les équipes 1 et 2 sont à égalité"
    )
    # before the table is known, a neutral word
    assert say(won).startswith("Le camp 2 gagne")


def test_score_sheet_columns_name_players_or_teams():
    with translation.override("fr"):
        assert WORDS.side_name("1", {"players": "3"}) == "Joueur 2"
        assert WORDS.side_name("0", {"players": "2x2"}) == "Équipe 1 (joueurs 1 et 3)"
    with translation.override("en"):
        assert WORDS.side_name("1", {"players": "2x2"}) == "Team 2 (players 2 and 4)"


def test_players_and_announcements_keep_their_numbers_and_names():
    cancelled = Reason.of(
        "voisin_couleur_cancelled_by_opposee", name="couleur", player=1, by_player=3
    )
    assert say(cancelled) == "Joueur 1 : la couleur est annulée par la couleur opposée du joueur 3."
    beaten = Reason.of(
        "voisin_announcement_cancelled", name="tierce", player=2, by="carré de Valets", by_player=4
    )
    assert "« carré de Valets » du joueur 4" in say(beaten)
    assert "carré of Jacks" in say(beaten, language="en")


def test_english_never_shows_the_french_names_of_players_teams_or_sides():
    reasons = [
        Reason.of(
            "voisin_score_side_total", side=1, cards=30, announcements=0, couples=0, amount=30
        ),
        Reason.of("voisin_score_own", side=2, amount=20),
        Reason.of("voisin_score_chute_tie_split", sides="2, 3"),
        Reason.of("voisin_couleur_cancelled_by_opposee", name="couleur", player=1, by_player=3),
    ]
    for reason in reasons:
        for table in ("3", "2x2", None):
            text = say(reason, table, "en")
            assert not re.search(r"\b(joueur|joueurs|équipe|équipes|camp|camps)\b", text), text


def test_the_quiz_is_worded_from_the_engines_fact():
    # the exercise voisin/standard/quiz/facile/3 of the snapshot
    rng = random.Random("voisin/standard/quiz/facile/3")
    fact = GAME.situation("quiz", rng, Rules(), Level.EASY).quiz
    assert fact is not None
    with translation.override("fr"):
        assert WORDS.quiz_text(fact) == "Atout trèfle : combien de points vaut le roi de pique ?"
        assert WORDS.quiz_options(fact) == ["0,5", "2", "3", "4"]
        assert WORDS.sentence(fact.why[0]) == "Atout trèfle : le roi de pique vaut 0,5 point."
    with translation.override("en"):
        assert WORDS.quiz_options(fact) == ["0.5", "2", "3", "4"]


def test_card_order_explanations_join_equal_cards():
    order = tuple(Card.parse(c) for c in ("JH", "AH", "TH", "9H", "8H", "7H", "KH", "QH"))
    reason = Reason.of("voisin_quiz_order_trump", order=order, equal=order[-2:])
    assert say(reason) == "Ordre à l'atout : Valet > As > 10 > 9 > 8 > 7 > Roi = Dame."


def test_templates_avoid_the_shortcuts():
    for code, template in {**sentences.MESSAGES, **sentences.QUIZ_MESSAGES}.items():
        text = str(template)
        assert "(s)" not in text, code
        assert not re.search(r"\bcamps? %\(", text), code  # sides are named by the words
        assert not re.search(r"%\(\w+\)d", text), code  # parameters arrive written out


def test_trump_modes_in_words():
    with translation.override("fr"):
        assert WORDS.mode_name("TA") == "tout atout"
        assert WORDS.exercise_trump("SA") == "sans atout (Variante II)"
        assert WORDS.mode_label("H") == "cœur ♥"
        assert WORDS.param("mode", Suit.CLUBS) == "trèfle"
