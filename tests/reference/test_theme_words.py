"""The themes in the player's words: every theme of every rule set has a name in French and in
English, and the questions drawn only for a theme read whole in both languages."""

from __future__ import annotations

import random
import re

import pytest
from django.utils.translation import override

from reference.engine import DOCUMENTS, get_game
from reference.engine.results import Level
from reference.games import words

RULE_SETS = (
    *((d.game, dict(d.rules)) for d in DOCUMENTS),
    ("voisin", {"variante_i": True}),
    ("voisin", {"variante_ii": True}),
)


@pytest.mark.parametrize(("game_slug", "options"), RULE_SETS)
def test_every_theme_has_a_name_in_both_languages(game_slug, options):
    game = get_game(game_slug)
    rules = game.make_rules(options)
    game_words = words(game_slug).under(rules)
    for theme in game.themes.for_rules(rules):
        with override("fr"):
            french = game_words.theme_name(theme.slug)
        with override("en"):
            english = game_words.theme_name(theme.slug)
        assert french and english and french != english, theme.slug
        assert not re.search(r"\b(true|false|null|None)\b", french + english)


def test_a_document_names_its_own_themes():
    whist = words("whist")
    game = get_game("whist")
    with override("fr"):
        reglement = whist.under(game.make_rules({"document": "reglement"})).theme_name("emballage")
        couleur = whist.under(game.make_rules({"document": "couleur"})).theme_name("emballage")
    assert reglement == "Proposer et emballer"
    assert couleur == "La couleur et l'emballage"


@pytest.mark.parametrize(
    ("game_slug", "theme"),
    [("coinche", "annonces-comparaison"), ("voisin", "annulation-des-annonces")],
)
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_questions_of_two_hands_read_whole(game_slug, theme, language):
    game = get_game(game_slug)
    rules = game.make_rules({})
    game_words = words(game_slug).under(rules)
    for seed in range(6):
        situation = game.situation("announcements", random.Random(seed), rules, Level.MEDIUM, theme)
        assert situation.quiz is not None
        with override(language):
            text = game_words.quiz_text(situation.quiz)
            reasons = [game_words.sentence(r) for r in situation.quiz.why]
        assert "%(" not in text and all(reasons)
        hand = situation.quiz.get("hand")
        assert isinstance(hand, tuple)
        assert len(re.findall(r"[♠♥♦♣]", text)) >= 2 * len(hand)


#: Evidence that is no reason code (``reference.engine.themes``): card-point facts and the
#: belote a hand holds.
TOKENS = {"card_points_counted", "card_points_last_trick", "card_points_halves", "holds_belote"}


@pytest.mark.parametrize("game_slug", sorted({g for g, _o in RULE_SETS}))
def test_every_code_a_theme_names_is_one_the_engine_says(game_slug):
    """A misspelt code would make a theme that no situation shows: every code is a reason
    code, a question's wording, a contract the engine scores, or a documented token."""
    game = get_game(game_slug)
    game_words = words(game_slug)
    contracts = {
        str(c)
        for d in DOCUMENTS
        if d.game == game_slug
        for c in _contract_names(game_slug, dict(d.rules))
    }
    unknown = set()
    for theme in game.themes.themes:
        for codes in theme.codes.values():
            for code in codes:
                stem, _colon, detail = code.partition(":")
                known = (
                    stem in game.reason_codes
                    or stem in game_words.quiz_messages
                    or code in TOKENS
                    or (stem == "contract" and detail in contracts)
                )
                if not known:
                    unknown.add(code)
    assert unknown == set()


def _contract_names(game_slug: str, options: dict[str, object]) -> list[str]:
    if game_slug != "whist":
        return []
    from reference.engine.whist.contracts import catalogue

    return [spec.name for spec in catalogue(get_game("whist").make_rules(options))]
