"""The pages say how many games the site holds from the registry, in words and with the right
plural in French and English: a new game changes the number without touching a template."""

from __future__ import annotations

import pytest
from django.urls import reverse
from django.utils import translation

from hosting.errors import page
from reference.engine import Document
from reference.templatetags import registry

#: The tag counts documents: six of one (or one alone) stand for a registry of six (or one).
SIXTH = Document("sixth-document", "A sixth game", "sixth", {}, "—", ("2x2",), "52")

SAID = {
    # (documents, language): what the home page, the rules index and a 404 page say
    ("many", "fr"): {
        "home": [
            "Six jeux de levées, leurs règles",
            "Les règles de six jeux de cartes",
            "Les six jeux</h2>",
            "d'après six règlements de référence",
        ],
        "rules": [
            "<title>Les règles des six jeux",
            "<h1>Les règles des six jeux</h1>",
            "tous les mots des six jeux",
        ],
        "missing": ["Les règles des six jeux sont listées"],
    },
    ("many", "en"): {
        "home": [
            "Six trick-taking games, their rules",
            "The rules of six French and Belgian",
            "The six games</h2>",
            "after six reference rulebooks",
        ],
        "rules": [
            "<title>The rules of the six games",
            "<h1>The rules of the six games</h1>",
            "every term of the six games",
        ],
        "missing": ["The rules of the six games are listed"],
    },
    ("one", "fr"): {
        "home": [
            "Un jeu de levées, ses règles",
            "Les règles d'un jeu de cartes, à lire",
            "Le jeu</h2>",
            "d'après un règlement de référence",
        ],
        "rules": ["<h1>Les règles du jeu</h1>", "tous les mots du jeu"],
        "missing": ["Les règles du jeu sont sur la page d'accueil"],
    },
    ("one", "en"): {
        "home": [
            "A trick-taking game, its rules",
            "The rules of a card game",
            "The game</h2>",
            "after a reference rulebook",
        ],
        "rules": ["<h1>The rules of the game</h1>", "every term of the game"],
        "missing": ["The rules of the game are on the home page"],
    },
}
URLS = {"home": reverse("reference:home"), "rules": reverse("reference:rules"), "missing": "/x/"}


@pytest.mark.parametrize(("documents", "language"), list(SAID))
def test_the_number_of_games_comes_from_the_registry(client, monkeypatch, documents, language):
    monkeypatch.setattr(registry, "DOCUMENTS", (SIXTH,) * (6 if documents == "many" else 1))
    for name, phrases in SAID[documents, language].items():
        html = client.get(URLS[name], headers={"Accept-Language": language}).content.decode()
        for phrase in phrases:
            assert phrase in html, (name, phrase)
        body = html.lower().partition("<body")[2]  # the head's description is drawn once
        for said in ("cinq jeux", "cinq règlements", "five games", "five reference"):
            assert said not in body, (name, said)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_database_error_page_counts_them_too(rf, monkeypatch, language):
    monkeypatch.setattr(registry, "DOCUMENTS", (SIXTH,) * 6)
    with translation.override(language):
        html = page(rf.get("/"), "errors/503.html", 503).content.decode()
    said = {"fr": "Les règles des six jeux restent", "en": "The rules of the six games can"}
    assert said[language] in html
