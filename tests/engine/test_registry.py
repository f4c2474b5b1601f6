"""The registry of games and documents, and the engine's independence from Django."""

from __future__ import annotations

import copy
import doctest
import subprocess
import sys
from pathlib import Path

import pytest

from reference.engine import DOCUMENTS, GAME_SLUGS, GAMES, get_document, get_game, registry
from reference.engine.cards import DECKS
from reference.engine.errors import UnknownGameError, UnknownOptionError
from reference.engine.protocol import Document
from reference.engine.registry import Registry

ROOT = Path(__file__).resolve().parents[2]


def with_a_sixth_game() -> Registry:
    """The site's registry with one more game: whist's rules under a document of its own."""
    sixth = copy.copy(get_game("whist"))
    sixth.documents = (  # type: ignore[misc]
        Document("sixth-document", "A sixth game", "sixth", {}, "—", ("2x2",), "52"),
    )
    return Registry((*GAMES, sixth))


REGISTRIES = {"the site's": registry.REGISTRY, "with a sixth game": with_a_sixth_game()}
each_registry = pytest.mark.parametrize("found", REGISTRIES.values(), ids=list(REGISTRIES))


@each_registry
def test_every_registered_game_is_found_by_its_slug_in_the_order_given(found):
    assert [found.game(game.slug) for game in found.games] == list(found.games)
    assert found.game_slugs == tuple(game.slug for game in found.games)


@each_registry
def test_the_documents_are_the_games_documents_in_the_games_order(found):
    assert found.documents == tuple(d for game in found.games for d in game.documents)
    for game in found.games:
        assert game.documents, game.slug
        assert {d.game for d in game.documents} == {game.slug}
    assert [found.document(d.slug) for d in found.documents] == list(found.documents)


@each_registry
def test_an_unknown_game_names_the_known_ones(found):
    with pytest.raises(UnknownGameError) as refused:
        found.game("tarot")
    assert str(refused.value).endswith("known games: " + ", ".join(found.game_slugs))
    with pytest.raises(KeyError):
        found.document("belote")


def test_two_games_or_two_documents_with_one_slug_are_refused():
    with pytest.raises(ValueError, match="two games are registered as 'whist'"):
        Registry((*GAMES, get_game("whist")))
    twin = copy.copy(get_game("voisin"))
    twin.documents = (  # type: ignore[misc]
        Document("coinche", "Twin", "twin", {}, "—", ("2",), "32"),
    )
    with pytest.raises(ValueError, match="two documents are registered as 'coinche'"):
        Registry((*GAMES, twin))


def test_the_registrys_examples_hold_with_a_sixth_game():
    """The module's examples must not list the registered games: a new game edits one line."""
    sixth = with_a_sixth_game()
    names = {
        "GAMES": sixth.games,
        "GAMES_BY_SLUG": sixth.games_by_slug,
        "GAME_SLUGS": sixth.game_slugs,
        "DOCUMENTS": sixth.documents,
        "DOCUMENTS_BY_SLUG": sixth.documents_by_slug,
        "get_game": sixth.game,
        "get_document": sixth.document,
    }
    assert set(names) <= set(vars(registry))
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for example in doctest.DocTestFinder().find(registry):
        example.globs.update(names)
        runner.run(example)
    assert runner.tries > 0
    assert runner.failures == 0


def test_the_two_whist_documents_are_two_rule_sets_of_one_game():
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
