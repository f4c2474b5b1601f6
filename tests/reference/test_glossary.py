"""The glossary in both languages: the English one under English headwords (the game's French
term where English has none), sorted and found by them; the same entries in both; and on every
English page a French term of the game glossed at its first use."""

from __future__ import annotations

import re
import unicodedata

import pytest
from django.urls import reverse

from reference import rulebook
from reference.engine import DOCUMENTS
from reference.glossary_links import glossary_terms
from reference.search import search
from tests.layers import sampled
from tests.reference.pagetree import parse
from tests.reference.test_player_words import visible_text

LANGUAGES = ("fr", "en")


def folded(text: str) -> str:
    return unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()


@pytest.mark.parametrize("language", LANGUAGES)
def test_entries_are_sorted_by_their_headword_under_their_letter(language):
    page = rulebook.render_page("glossaire", language)
    letters = [s for s in page.sections if s.level == 2]
    entries = [s for s in page.sections if s.level == 3]
    # by headword: the word looked up, before the brackets that translate or explain it
    titles = [re.sub(r"[^a-z0-9 ]", "", folded(s.title.split(" (")[0])) for s in entries]
    assert titles == sorted(titles)
    for letter in letters:
        under = [s for s in entries if s.number.split(".")[0] == letter.number]
        assert under and all(folded(s.title)[0] == folded(letter.title)[0] for s in under)


def test_both_glossaries_explain_the_same_terms():
    assert {t.anchor for t in glossary_terms("fr")} == {t.anchor for t in glossary_terms("en")}


@pytest.mark.parametrize(
    ("headword", "anchor"),
    [
        ("Trump (atout)", "atout"),
        ("All trumps (tout atout)", "tout-atout"),
        ("Coinche (double)", "coincher"),
        ("Trick (pli)", "pli"),
        ("Follow suit (fournir)", "fournir"),
        ("Undertrump (pisser)", "pisser"),
    ],
)
def test_english_entries_have_english_headwords(headword, anchor):
    entry = next(t for t in glossary_terms("en") if t.anchor == anchor)
    assert entry.title == headword


@pytest.mark.parametrize(
    ("question", "anchor"),
    [("double", "coincher"), ("all trumps", "tout-atout"), ("undertrump", "pisser")],
)
def test_english_headwords_find_their_entry(question, anchor):
    """« double » and « all trumps » could not be looked up: the headwords were French."""
    hits = [h.url for h in search(question, "en", "glossaire").hits[:3]]
    assert f"{reverse('reference:glossary')}#{anchor}" in hits


FRENCH_TERMS = [t for t in glossary_terms("en") if t.gloss and t.french]


@pytest.mark.django_db
@pytest.mark.parametrize("slug", sampled([d.slug for d in DOCUMENTS], 2, one_value=True))
def test_french_terms_are_glossed_at_their_first_use_on_english_pages(client, slug):
    """« dix de der », « capot », « générale »… were used before anything explained them: each
    French term of the game that an English page uses is linked to the glossary at its first
    use in the text, and its meaning follows in brackets."""
    glossary = reverse("reference:glossary")
    for name in ("reference:document", "reference:essentials"):
        html = client.get(reverse(name, args=[slug]), headers={"Accept-Language": "en"})
        main = parse(html.content.decode()).find_all(lambda n: n.tag == "main")[0]
        text = visible_text(main)
        links = main.find_all(lambda n: "term-link" in n.classes())
        first_link = {}
        for link in links:
            first_link.setdefault(link.attrs["href"].removeprefix(f"{glossary}#"), link)
        wrong = []
        for term in FRENCH_TERMS:
            # « chute » inside « chute royale » is that other term's use
            longer = [o for o in FRENCH_TERMS if o is not term and _contains(o, term)]
            alone = text
            for other in longer:
                alone = other.pattern.sub(" ", alone)
            used = [m.group(0).lower() for m in term.pattern.finditer(alone)]
            if not set(used) & term.french:
                continue
            link = first_link.get(term.anchor)
            if link is None:
                wrong.append(f"{term.anchor}: used, never explained")
            elif link.text().lower() in term.french:
                explained = rf"{re.escape(link.text())}[\"”»’]? \("
                if not re.search(explained, text):
                    wrong.append(f"{term.anchor}: {link.text()} without ({term.gloss})")
        assert wrong == [], name


def _contains(longer, term) -> bool:
    """Whether a French form of ``longer`` holds one of ``term``'s."""
    return any(f != g and g in f for f in longer.french for g in term.french)


def test_template_pages_gloss_a_french_term_once_in_running_text_only():
    from reference.glossary_links import gloss_first_uses

    html = (
        "<main><h2>Capot</h2><p>You made capot; another capot later.</p>"
        '<button type="submit">capot</button><li>A "belote" and a belote.</li></main>'
    )
    glossed = gloss_first_uses(html)
    assert glossed.count("(all eight tricks)") == 1
    assert "You made capot (all eight tricks); another capot later." in glossed
    assert "<h2>Capot</h2>" in glossed and ">capot</button>" in glossed
    assert 'A "belote" (king and queen of trumps) and a belote.' in glossed
    # a game's name is a name; the calls on the felt keep their place
    felt = '<main><p>Le Voisin · Medium</p><p class="calls"><span class="call">Charge</span></p>'
    assert gloss_first_uses(felt + "<p>A charge.</p></main>").endswith(
        "<p>A charge (a contract for 50 points).</p></main>"
    )
    assert "Belote coinchée" in gloss_first_uses("<main><p>Belote coinchée</p></main>")


@pytest.mark.django_db
def test_only_english_template_pages_are_glossed(client):
    """The middleware glosses the trainer, the table and the score pad in English only."""
    english = client.get(reverse("table:new", args=["voisin"]), headers={"Accept-Language": "en"})
    french = client.get(reverse("table:new", args=["voisin"]), headers={"Accept-Language": "fr"})
    assert "(a contract for 50 points)" in english.content.decode()
    assert "(a contract for 50 points)" not in french.content.decode()
    assert int(english["Content-Length"]) == len(english.content)
