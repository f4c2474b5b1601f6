"""The whist words (``reference.games.whist``): calls, contracts and seats named once, in each
document's terms, in French and in English; every reason and quiz wording has its sentence."""

from __future__ import annotations

import random
import re

import pytest
from django.utils import translation

from reference.engine.results import Level
from reference.engine.tricks import Reason
from reference.engine.whist import GAME, Rules
from reference.games.whist import WORDS, names

REGLEMENT, COULEUR = Rules(), Rules(document="couleur")


@pytest.mark.parametrize(
    ("notation", "words"),
    [
        ("pass", "passe"),
        ("emballage 9 H", "emballage 9 plis à cœur"),
        ("seul 6 D", "seul 6 plis à carreau"),
        ("petite misere", "petite misère"),
        ("grande misere sur trou", "grande misère sur trou"),
        ("piccolissimo", "piccolissimo"),
        ("abondance 10 S", "abondance 10 plis à pique"),
        ("abondance sur table H", "abondance sur table à cœur"),
        ("petit solo chlem SA", "petit solo-chlem sans atout"),
        ("petit solo chlem D", "petit solo-chlem à carreau"),
        ("solo chlem", "solo-chlem"),
        ("j'emballe", "j'emballe"),
        ("j'emballe H", "j'emballe cœur"),
        ("j'attends", "j'attends"),
        ("je maintiens", "je maintiens"),
        # written as à la couleur writes them, they keep its words
        ("couleur S", "couleur à pique"),
        ("7 plis en solo C", "7 plis en solo à trèfle"),
        ("n'importe quoi", "n'importe quoi"),
    ],
)
def test_calls_are_written_in_words(notation: str, words: str) -> None:
    with translation.override("fr"):
        assert WORDS.call_name(notation) == words


def test_each_document_names_its_own_contracts() -> None:
    with translation.override("fr"):
        assert WORDS.under(COULEUR).call_name("emballage 8 H") == "couleur à cœur"
        assert WORDS.under(REGLEMENT).call_name("emballage 8 H") == "emballage 8 plis à cœur"
        assert WORDS.under(COULEUR).call_name("seul 7 C") == "7 plis en solo à trèfle"
        assert names.contract_word("emballage", couleur=True) == "couleur"
        assert names.contract_word("seul", couleur=True) == "solo"
        assert names.contract_name({"name": "seul", "tricks": 7}, couleur=False) == (
            "seul à 7 plis"
        )
        lone = {"name": "emballage", "tricks": 8, "declarers": 1}
        assert names.contract_name(lone, couleur=True) == "couleur sans partenaire"
        pair = {"name": "piccolo", "declarers": 2}
        assert names.contract_name(pair, couleur=False) == "piccolo à deux"


def test_a_reason_names_calls_as_the_document_it_cites() -> None:
    reglement = Reason.of(
        "whist_bid_opening", "002 §3 La hiérarchie des annonces", call="emballage 8 H"
    )
    couleur = Reason.of("whist_bid_opening", "003 §Début du jeu", call="emballage 8 H")
    solo = Reason.of("whist_not_higher", "003 §Début du jeu", call="seul 7 C", standing="piccolo")
    with translation.override("fr"):
        assert "« emballage 8 plis à cœur »" in WORDS.sentence(reglement)
        assert "« couleur à cœur »" in WORDS.sentence(couleur)
        assert WORDS.sentence(solo).startswith("« 7 plis en solo à trèfle » ne dépasse pas")


def test_seats_from_one_and_declarers_by_rank() -> None:
    with translation.override("fr"):
        trou = Reason.of("whist_trou_called", seat=0, boucheur=3)
        assert WORDS.sentence(trou).startswith("Trou annoncé par le joueur 1 ; le joueur 4,")
        declarer = Reason.of(
            "whist_score_declarer_made", declarer=2, contract="piccolo", tricks=1, target=1
        )
        assert WORDS.sentence(declarer).startswith("Le second preneur (piccolo) gagne")


def test_contracts_in_score_steps_are_translated() -> None:
    step = Reason.of("whist_score_made", "003", contract="couleur", tricks=9, target=8)
    with translation.override("en"):
        english = WORDS.sentence(step)
    with translation.override("fr"):
        french = WORDS.sentence(step)
    assert "couleur" in french and english != french


@pytest.mark.parametrize("language", ["fr", "en"])
def test_english_words_never_show_french_seats(language: str) -> None:
    with translation.override(language):
        seats = [WORDS.seat_name(s) for s in range(4)]
        order = WORDS.speaking_order()
    french = ("Ouest", "Nord", "Est", "Sud")
    if language == "en":
        assert not any(word in text for word in french for text in (*seats, order))
        assert seats[0].startswith("West")
    else:
        assert seats == [f"{w} (joueur {n})" for n, w in enumerate(french, start=1)]


def test_templates_avoid_the_shortcuts() -> None:
    templates = {**WORDS.messages, **WORDS.quiz_messages}
    for code, template in templates.items():
        text = str(template)
        assert "(s)" not in text, code
        assert not re.search(r"\b(actif|passif|déclarant)s? \d", text), code
        assert text[0].isupper() or text.startswith(("%(", "« ")), code


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("rules", [REGLEMENT, COULEUR], ids=["reglement", "couleur"])
def test_every_quiz_fact_reads_as_a_question_with_its_explanation(language, rules) -> None:
    seen = set()
    for seed in range(60):
        for level in Level:
            for kind in ("quiz", "card_order"):
                fact = GAME.situation(kind, random.Random(seed), rules, level).quiz
                assert fact is not None
                seen.add(fact.code)
                words = WORDS.under(rules)
                with translation.override(language):
                    text = words.quiz_text(fact)
                    options = words.quiz_options(fact)
                    why = " ".join(words.sentence(r) for r in fact.why)
                assert "%(" not in text + why and all(options), (fact.code, text)
                assert len(set(options)) == len(options), (fact.code, options)
                assert 0 <= fact.answer < len(options)
    assert len(seen) >= 8


def test_an_auction_outcome_names_the_players() -> None:
    state = GAME.auction(REGLEMENT)
    # Round 2: the proposer's pass waits for his emballeur, whose pass hands the decision back
    # to him (interpretation whist-late-pass); his second pass ends the auction.
    for call in ("emballage 8 H", "j'emballe H", "pass", "pass", "pass", "pass", "pass"):
        state = state.apply(call)
    with translation.override("fr"):
        text = WORDS.auction_outcome(state, REGLEMENT)
    assert text == "Contrat : emballage à 8 plis, atout cœur, joué par Ouest et Nord."
    passes = GAME.auction(COULEUR)
    for _call in range(4):
        passes = passes.apply("pass")
    assert passes.ended and passes.contract is None
    with translation.override("fr"):
        assert "on redistribue" in WORDS.under(COULEUR).auction_outcome(passes, COULEUR)


def _special_contracts():
    from reference.engine.whist import catalogue

    for rules in (REGLEMENT, COULEUR):
        for spec in catalogue(rules):
            if spec.name != "emballage":
                yield rules, spec


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_special_contract_is_explained_in_one_sentence_with_its_section(language):
    from tests.reference.test_rule_sections import anchors

    for rules, spec in _special_contracts():
        document = "whist-reglement" if rules.reglement else "whist-couleur"
        tricks = None if spec.name == "dames" else spec.tricks[-1]
        contract = {"name": spec.name, "tricks": tricks, "declarers": spec.declarers}
        with translation.override(language):
            note = WORDS.under(rules).contract_note(contract, rules)
        assert note is not None, spec.name
        sentence, code = note
        assert sentence.count(".") == 1 and sentence.endswith("."), sentence
        assert "_" not in sentence and "None" not in sentence, sentence
        if tricks and spec.tricks_played != tricks:
            assert f" {tricks} " in sentence, sentence  # the contract's own count
        section = WORDS.under(rules).section(code, catch_all=False)
        assert section in anchors(document), (spec.name, section)
    dames = WORDS.under(REGLEMENT).contract_note({"name": "dames"}, REGLEMENT)
    assert dames is not None
    assert WORDS.under(REGLEMENT).section(dames[1]) == "jeu-dames"


def test_the_plain_emballage_needs_no_explaining_but_a_lone_couleur_does():
    assert (
        WORDS.under(REGLEMENT).contract_note({"name": "emballage", "declarers": 2}, REGLEMENT)
        is None
    )
    alone = {"name": "emballage", "tricks": 8, "declarers": 1, "trump": "H"}
    note = WORDS.under(COULEUR).contract_note(alone, COULEUR)
    assert note is not None
    assert note[0].startswith("Couleur sans partenaire") and "8 plis" in note[0]
