"""The registry of games and documents, and the engine's independence from Django."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from reference.engine import DOCUMENTS, GAME_SLUGS, get_document, get_game
from reference.engine.cards import DECKS
from reference.engine.errors import UnknownGameError, UnknownOptionError

ROOT = Path(__file__).resolve().parents[2]


def test_four_games_behind_five_documents():
    assert set(GAME_SLUGS) == {"voisin", "neurotrio", "whist", "coinche"}
    assert len(DOCUMENTS) == 5
    assert {d.game for d in DOCUMENTS} == set(GAME_SLUGS)
    # the two whist documents are two rule sets of one game
    whist = [d for d in DOCUMENTS if d.game == "whist"]
    assert [dict(d.rules) for d in whist] == [{"document": "reglement"}, {"document": "couleur"}]


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_each_game_is_found_by_its_slug_and_uses_its_documents_deck(slug):
    game = get_game(slug)
    assert game.slug == slug
    for document in DOCUMENTS:
        if document.game == slug:
            assert game.deck is DECKS[document.deck]
            assert set(document.players) <= set(game.player_counts)


def test_an_unknown_game_names_the_known_ones():
    with pytest.raises(UnknownGameError, match="known games: voisin, neurotrio, whist, coinche"):
        get_game("tarot")


def test_documents_are_found_by_slug():
    assert get_document("whist-couleur").rules == {"document": "couleur"}
    with pytest.raises(KeyError):
        get_document("belote")


@pytest.mark.parametrize("slug", GAME_SLUGS)
def test_unknown_rule_options_are_a_clear_error(slug):
    with pytest.raises(UnknownOptionError, match="unknown rules option 'no_such_option'"):
        get_game(slug).make_rules({"no_such_option": True})


def test_rules_must_be_an_object():
    with pytest.raises(UnknownOptionError, match="must be an object"):
        get_game("coinche").make_rules(["x"])


def test_importing_the_engine_leaves_django_unloaded():
    code = (
        "import sys, reference.engine, reference.engine.casefile;"
        "[reference.engine.get_game(s) for s in reference.engine.GAME_SLUGS];"
        "bad = sorted(m for m in sys.modules if m == 'django' or m.startswith('django.'));"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
