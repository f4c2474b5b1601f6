"""Search answers players' questions: the acceptance list (at least 40 questions, French and
English, with and without a game, 95 % or more finding their section in the top three), and
the analysis behind it: stems, accents, elisions, stop words, synonyms, the game filter, the
matching sentence, close words when nothing matches. The index is SQLite FTS5 in memory, so
it answers the same whatever database the site runs on (``make test-pg`` runs this file on
PostgreSQL): it makes no query to the site's database."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from django.urls import reverse
from django.utils import translation

import reference.search
from reference import rulebook
from reference.analysis import analyzer
from reference.engine import DOCUMENTS, GAMES
from reference.games import words
from reference.search import _index, search
from tests.reference.search_questions import QUESTIONS


def section_of(url: str) -> str:
    """ "/regles/coinche/#points" -> "coinche#points"; the glossary is "glossaire"."""
    path, anchor = url.split("#")
    slug = "glossaire" if path.startswith("/glossaire") else path.split("/")[2]
    return f"{slug}-appendix#{anchor}" if path.endswith("developpeurs/") else f"{slug}#{anchor}"


@pytest.mark.slow
@pytest.mark.django_db
def test_players_questions_find_their_section_in_the_top_three(django_assert_num_queries):
    assert len(QUESTIONS) >= 40
    assert {q[0] for q in QUESTIONS} == {"fr", "en"}
    misses = []
    with django_assert_num_queries(0):
        for language, question, game, wanted in QUESTIONS:
            found = [section_of(h.url) for h in search(question, language, game).hits[:3]]
            if not set(found) & set(wanted):
                misses.append((question, found))
    assert (len(QUESTIONS) - len(misses)) / len(QUESTIONS) >= 0.95, misses


def test_words_are_folded_cut_and_stemmed():
    french = analyzer("fr")
    assert french.terms("l'Atout") == french.terms("atouts")
    assert french.terms("Cœur") == french.terms("coeur")
    assert french.terms("levées") == french.terms("plis")  # a synonym of the game
    assert french.terms("sous-couper") == french.terms("pisser")
    assert french.terms("monter") == french.terms("surcoupe")
    assert french.query_groups("Dois-je monter à l'atout ?") == [
        frozenset(french.terms("surcouper")),
        frozenset(french.terms("atout")),
    ]
    english = analyzer("en")
    assert english.terms("undertrumping") == english.terms("under-trump")


@pytest.mark.slow
def test_card_letters_read_as_card_names_in_a_question():
    assert (
        search("V d'atout", "fr", "coinche").hits[0].url
        == search("valet d'atout", "fr", "coinche").hits[0].url
    )
    assert analyzer("en").query_groups("J") == [frozenset(analyzer("en").terms("jack"))]


def test_the_game_filter_and_a_game_named_in_the_question_keep_to_that_game():
    filtered = search("atout", "fr", "voisin")
    assert filtered.hits and all("/regles/voisin/" in h.url for h in filtered.hits)
    named = search("qui entame à la coinche", "fr")
    assert named.games == ("coinche",)
    assert all(h.url.startswith(("/regles/coinche/", "/glossaire/")) for h in named.hits)


def test_each_game_names_itself_and_keeps_to_its_own_pages():
    """The names a question may give a game come from the game's words, never the search."""
    named = {}
    for game in GAMES:
        names = words(game.slug).search_names
        own = {d.slug for d in game.documents}
        for name, slugs in [*names.words.items(), *names.phrases.items()]:
            assert slugs and set(slugs) <= own, (game.slug, name)
            assert name not in named, (name, named.get(name), game.slug)
            named[name] = game.slug
        assert set(names.terms) <= set(names.words), game.slug
    assert named  # the games are named
    source = ast.parse(Path(reference.search.__file__).read_text(encoding="utf-8"))
    written = {node.value for node in ast.walk(source) if isinstance(node, ast.Constant)}
    games = set(named) | {g.slug for g in GAMES} | {d.slug for d in DOCUMENTS}
    assert written & games == set()


def test_a_name_claimed_by_two_games_is_refused():
    with pytest.raises(ValueError, match="two games are named 'belote'"):
        reference.search._claimed([{"belote": ("coinche",)}, {"belote": ("sixth",)}])


def test_results_show_the_matching_sentence_with_its_words_marked():
    hit = search("dix de der", "fr", "coinche").hits[0]
    assert "<mark>" in hit.snippet and "der" in hit.snippet.lower()
    assert len(hit.snippet) < 600


def test_a_question_that_finds_nothing_suggests_close_words():
    results = search("surcoupper", "fr")
    assert results.hits == []
    assert "surcouper" in results.suggestions


def test_plain_atout_puts_a_rule_before_a_variant():
    """« atout » ranked a variant section (allow_tout_atout = false) first: rules come first."""
    first = search("atout", "fr").hits[0]
    assert "variantes" not in first.url and "developpeurs" not in first.url


@pytest.mark.parametrize("htmx", [False, True])
def test_the_search_page_has_a_game_filter_and_suggestions(client, htmx):
    headers = {"HX-Request": "true"} if htmx else {}
    html = client.get(
        reverse("reference:search"), {"q": "surcoupper", "jeu": "coinche"}, headers=headers
    ).content.decode()
    assert 'name="jeu"' in html and '<option value="coinche" selected>' in html
    assert "search-suggestions" in html and "surcouper" in html


def test_an_unknown_game_filter_is_a_readable_400(client):
    response = client.get(reverse("reference:search"), {"q": "atout", "jeu": "poker"})
    assert response.status_code == 400


GAME_NAMES = [
    ("fr", "coinche", ("coinche",)),
    ("fr", "belote", ("coinche",)),
    ("fr", "belote coinchée", ("coinche",)),
    ("fr", "règles de la belote", ("coinche",)),
    ("fr", "le voisin", ("voisin",)),
    ("fr", "neurotrio", ("neurotrio",)),
    ("fr", "whist", ("whist-reglement", "whist-couleur")),
    ("fr", "règlement du whist", ("whist-reglement",)),
    ("fr", "whist à la couleur", ("whist-couleur",)),
    ("en", "coinche", ("coinche",)),
    ("en", "coinche rules", ("coinche",)),
    ("en", "belote", ("coinche",)),
    ("en", "voisin rules", ("voisin",)),
    ("en", "whist", ("whist-reglement", "whist-couleur")),
    ("en", "colour whist", ("whist-couleur",)),
]


@pytest.mark.parametrize(("language", "query", "slugs"), GAME_NAMES)
def test_a_games_name_alone_leads_to_its_page_and_its_essentials(language, query, slugs):
    """« coinche », « belote », "coinche rules" found nothing: the question was only a name."""
    hits = search(query, language).hits
    wanted = []
    for slug in slugs:
        page = reverse("reference:document", args=[slug])
        wanted += [page, reverse("reference:essentials", args=[slug])]
    assert [h.url for h in hits[: len(wanted)]] == wanted
    titles = {d.slug: d.title for d in DOCUMENTS}
    with translation.override(language):
        named = {rulebook.render_page(s, language).title for s in slugs}
    assert {h.page_title for h in hits} == named
    assert all(h.snippet.strip() for h in hits)
    assert set(slugs) <= set(titles)


ANSWERS = [
    ("fr", "combien vaut le valet d'atout à la coinche", {"coinche#points"}, "20"),
    ("en", "how much is the jack of trumps worth in coinche", {"coinche#points"}, "20"),
    ("fr", "que vaut la belote", {"coinche#annonces-belote", "glossaire#belote"}, "20"),
    ("en", "how much is the belote worth", {"coinche#annonces-belote", "glossaire#belote"}, "20"),
]
OBLIGED_TO_TRUMP = {f"{d.slug}#jeu-obligations" for d in DOCUMENTS} | {
    "voisin#jeu-defausse",
    "glossaire#couper",
}


@pytest.mark.parametrize(("language", "question", "wanted", "number"), ANSWERS)
def test_a_how_much_question_finds_its_answer_and_shows_the_number(
    language, question, wanted, number
):
    """« combien vaut le valet d'atout à la coinche » came 7th; the snippet of the belote did
    not show its 20 points."""
    hits = search(question, language).hits[:3]
    found = [h for h in hits if section_of(h.url) in wanted]
    assert found, [section_of(h.url) for h in hits]
    assert re.search(rf"\b{number}\b", str(found[0].snippet))


@pytest.mark.parametrize(
    ("language", "question"),
    [
        ("fr", "est-ce que je suis obligé de couper si je n'ai pas la couleur"),
        ("en", "do I have to trump if I can't follow suit"),
    ],
)
def test_must_i_trump_when_void_finds_a_rule_of_play_in_the_top_three(language, question):
    hits = [section_of(h.url) for h in search(question, language).hits[:3]]
    assert set(hits) & OBLIGED_TO_TRUMP, hits


@pytest.mark.parametrize("language", ["fr", "en"])
def test_no_snippet_or_indexed_text_holds_block_markup(language):
    """Snippets showed « ::: voisin-announce dames »: block directives are not text."""
    index = _index(language)
    assert [e.url for e in index.entries if ":::" in e.text] == []
    for _lang, question, game, _wanted in QUESTIONS:
        for hit in search(question, language, game).hits:
            assert ":::" not in hit.snippet and "{#" not in hit.snippet
