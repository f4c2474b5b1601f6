"""The rule-page renderer: numbering, anchors, blocks, glossary links, search."""

from __future__ import annotations

import pytest
from django.utils import translation

from reference import glossary_links, rulebook, search
from reference.blocks import UnknownBlock
from reference.engine import DOCUMENTS
from tests.caches import own_caches
from tests.layers import sampled

SOURCE = """title: Essai
donne: 8 cartes chacun

Introduction sur l'atout.

## Matériel {#materiel}

Le jeu se joue avec un atout et des plis ; un autre atout ici.

::: deck

### Les cartes {#cartes}

On coupe avec un atout.

## Fin {#fin}

Dernier pli.
"""
GLOSSARY = """title: Glossaire

### Atout {#atout data-forms="atout|atouts"}

La couleur qui bat les autres.

### Pli {#pli data-forms="pli|plis"}

Les cartes jouées en un tour.
"""


@pytest.fixture
def documents(tmp_path, monkeypatch):
    (tmp_path / "coinche.fr.md").write_text(SOURCE, encoding="utf-8")
    (tmp_path / "glossaire.fr.md").write_text(GLOSSARY, encoding="utf-8")
    monkeypatch.setattr(rulebook, "DOCUMENTS_DIR", tmp_path)
    monkeypatch.setattr(glossary_links, "DOCUMENTS_DIR", tmp_path)
    with own_caches(
        rulebook.render_page,
        rulebook.has_source,
        rulebook.section_titles,
        glossary_links.glossary_terms,
        search._index,
    ):
        yield tmp_path


def test_sections_are_numbered_with_stable_ids(documents):
    page = rulebook.render_page("coinche", "fr")
    assert [(s.id, s.number, s.title, s.level) for s in page.sections] == [
        ("materiel", "1", "Matériel", 2),
        ("cartes", "1.1", "Les cartes", 3),
        ("fin", "2", "Fin", 2),
    ]
    assert '<h2 id="materiel"><span class="secno">1</span> Matériel</h2>' in page.body
    assert page.title == "Essai" and page.meta == {"donne": "8 cartes chacun"}


def test_each_section_ends_with_a_back_to_top_link(documents):
    body = rulebook.render_page("coinche", "fr").body
    assert body.count('href="#top"') == 2  # after section 1 and after section 2


def test_block_directives_are_replaced_by_engine_html(documents):
    body = rulebook.render_page("coinche", "fr").body
    assert ":::" not in body
    assert body.count('data-card="') == 32


def test_an_unknown_block_fails_loudly(documents):
    (documents / "coinche.fr.md").write_text("## A {#a}\n\n::: no-such-block\n", encoding="utf-8")
    with pytest.raises(UnknownBlock, match="no-such-block"):
        rulebook.render_page("coinche", "fr")


def test_first_use_of_each_term_links_to_the_glossary_once(documents):
    body = rulebook.render_page("coinche", "fr").body
    assert body.count('class="term-link"') == 2
    assert '<a class="term-link" href="/glossaire/#atout">atout</a>' in body
    assert '<a class="term-link" href="/glossaire/#pli">plis</a>' in body
    # headings are never linked
    assert "<h2" in body and 'term-link" href="/glossaire/#pli">Dernier' not in body


def test_search_finds_sections_by_words_accents_ignored(documents):
    hits = search.search("matériels", "fr").hits
    assert [h.url for h in hits] == ["/regles/coinche/#materiel"]
    assert search.search("coupe atout", "fr").hits[0].url == "/regles/coinche/#cartes"
    assert search.search("zzz", "fr").hits == []
    assert search.search("  ", "fr").hits == []


def test_fold_ignores_case_and_accents():
    assert search.fold("Cœur Étoile") == "coeur etoile"


SPLIT_SOURCE = """title: Essai

Introduction.

## L'essentiel {#essentiel}

- [Donne](#materiel) : huit cartes chacun ([lecture](#note){.reading}).

## Une donne en bref {#donne-en-bref}

1. **La donne.** Huit cartes.
2. **La marque.** Rien.

Après la donne.

## Matériel {#materiel}

Le jeu.

## Pour les développeurs et les arbitres {#developpeurs}

### Toutes les options {#options}

Les réglages.
"""


def test_essentials_and_the_appendix_leave_the_numbered_page(documents):
    (documents / "coinche.fr.md").write_text(SPLIT_SOURCE, encoding="utf-8")
    page = rulebook.render_page("coinche", "fr")
    assert [(s.id, s.number) for s in page.sections] == [("materiel", "1")]
    assert [(s.id, s.number) for s in page.appendix_sections] == [
        ("developpeurs", "A"),
        ("options", "A.1"),
    ]
    # set-apart links lead to the full page, so that they work on the essentials page too
    assert '<a href="/regles/coinche/#materiel">Donne</a>' in page.essentials
    assert '<a class="reading" href="/regles/coinche/#note">lecture</a>' in page.essentials
    assert page.brief.startswith("<ol>") and "Huit cartes" in page.brief
    assert "Après la donne." in page.body and "Huit cartes" not in page.body
    assert "essentiel" not in page.body and "réglages" not in page.body
    assert "Les réglages." in page.appendix
    # each section of the player's page is wrapped for its sticky heading and ends with a link
    assert page.body.count('<section class="rule-section" aria-labelledby="materiel">') == 1


def test_pages_render_in_the_active_language(documents):
    with translation.override("fr"):
        assert "Haut de page" in rulebook.render_page("coinche", "fr").body


@pytest.mark.parametrize(
    ("slug", "language"),
    sampled(
        [(s, lang) for s in [d.slug for d in DOCUMENTS] + ["glossaire"] for lang in ("fr", "en")], 3
    ),
)
def test_section_titles_are_read_from_the_headings_as_the_page_numbers_them(slug, language):
    page = rulebook.render_page(slug, language)
    titles = {s.id: f"{s.number} {s.title}" for s in page.sections}
    assert rulebook.section_titles(slug, language) == titles
