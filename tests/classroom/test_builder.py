"""The set builder: cards in every notation the site shows, exercise files refused line by line
in sentences (never the engine's codes), situations built by hand and checked by the engine,
drawn exercises swapped and dropped, and a set frozen once a class has it."""

from __future__ import annotations

import html
import json
import re

import pytest
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from classroom.items import set_items
from classroom.models import TeacherSet
from classroom.notation import CardTextError, read_card, read_cards
from classroom.upload import read_lines
from reference.engine.jsontext import MAX_DEPTH, decode, nesting
from tests.budget import examples
from tests.classroom.helpers import class_create, set_create, set_draw, teacher_client

pytestmark = pytest.mark.django_db

TRICK = {
    "game": "coinche",
    "kind": "trick_winner",
    "input": {"trump": "H", "trick": ["A♠", "9♥", "V♥", "10♠"]},
    "expected": {"winner": 2},
}


@pytest.mark.parametrize(
    ("text", "deck", "cards"),
    [
        ("R♥ D♠ V♣ 1♦ 10♥", "32", ["KH", "QS", "JC", "AD", "TH"]),
        ("K♥ Q♠ J♣ A♦ T♥", "32", ["KH", "QS", "JC", "AD", "TH"]),
        ("kh, qs; jc ad 10h", "52", ["KH", "QS", "JC", "AD", "TH"]),
        ("2♡ 3♢ 4♤ 5♧", "52", ["2H", "3D", "4S", "5C"]),
        ("2e-b 2E-B", "neurotrio", ["2E-B", "2E-B"]),
    ],
)
def test_cards_are_read_in_every_notation_the_site_shows(text, deck, cards):
    assert read_cards(text, deck) == cards


@pytest.mark.parametrize(
    ("word", "deck", "reason"),
    [
        ("ZZ", "32", "unknown"),
        ("2♥", "32", "not_in_deck"),
        ("RC", "32", "ambiguous"),
        ("4E-B", "neurotrio", "unknown"),
        ("R♥♥", "32", "unknown"),
    ],
)
def test_a_word_that_is_no_card_says_why(word, deck, reason):
    with pytest.raises(CardTextError) as raised:
        read_card(word, deck)
    assert raised.value.reason == reason


def test_a_card_twice_is_refused():
    with pytest.raises(CardTextError) as raised:
        read_cards("R♥ KH", "32")
    assert raised.value.reason == "repeated"


@given(st.text(max_size=60))
@settings(max_examples=examples(300), suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_any_text_is_a_list_of_cards_or_a_reason(text):
    try:
        cards = read_cards(text, "52")
    except CardTextError as error:
        assert error.reason in {"unknown", "ambiguous", "not_in_deck", "repeated"}
    else:
        assert all(len(c) == 2 for c in cards)


# --------------------------------------------------------------------------- files


def test_a_good_file_is_read_with_french_cards():
    read = read_lines([json.dumps(TRICK, ensure_ascii=False), ""])
    assert read.problems == ()
    assert read.cases[0]["input"]["trick"] == ["AS", "9H", "JH", "TS"]


@pytest.mark.parametrize(
    ("line", "sentence"),
    [
        ("{oops", "Ligne 1 : elle n'est pas écrite au format attendu"),
        ("[1, 2]", "Ligne 1 : chaque ligne doit être un objet"),
        (json.dumps({"game": "coinche"}), "il manque « kind », « input »"),
        (json.dumps({**TRICK, "game": "tarot"}), "jeu inconnu « tarot »"),
        (
            json.dumps({**TRICK, "kind": "contract_target"}),
            "type d'exercice inconnu « contract_target »",
        ),
        (
            json.dumps({**TRICK, "rules": {"couleur": True}}),
            "la règle « couleur » n'existe pas pour ce jeu",
        ),
        (
            json.dumps({**TRICK, "input": {"trump": "H", "trick": ["ZZ", "9H"]}}),
            "« ZZ » n'est pas une carte",
        ),
        (
            json.dumps({**TRICK, "input": {"trump": "H", "trick": ["2H", "9H"]}}),
            "« 2H » n'est pas une carte du jeu utilisé ici",
        ),
        (
            json.dumps({**TRICK, "input": {"trump": "H", "trick": ["9H", "9♥"]}}),
            "apparaît deux fois",
        ),
        (
            json.dumps({**TRICK, "expected": {"winner": 0}}),
            "la réponse attendue est la carte A♠, mais le pli revient à la carte V♥",
        ),
        (
            json.dumps(
                {
                    "game": "coinche",
                    "kind": "legal_plays",
                    "input": {"trump": "H", "trick": ["7S"], "hand": ["8H", "KS"]},
                    "expected": {"legal": ["8H"]},
                }
            ),
            "la réponse attendue est 8♥, mais les cartes jouables sont R♠",
        ),
        (
            json.dumps(
                {
                    "game": "coinche",
                    "kind": "card_points",
                    "input": {"trump": "H", "cards": ["JH"]},
                    "expected": {"points": 3},
                }
            ),
            "la réponse attendue est 3 points, mais le compte est de 20",
        ),
        (
            json.dumps(
                {
                    "game": "neurotrio",
                    "kind": "bid",
                    "input": {"auction": ["1C"], "call": "1E", "players": 3},
                    "expected": {"legal": True},
                }
            ),
            "la réponse attendue dit cette enchère permise, mais elle est interdite",
        ),
        (
            json.dumps({"game": "coinche", "kind": "trick_winner", "input": {"trump": "H"}}),
            "il manque « trick » à la situation d'un exercice « Qui remporte le pli ? »",
        ),
        (
            json.dumps(
                {"game": "coinche", "kind": "legal_plays", "input": {"trump": "H", "trick": []}}
            ),
            "il manque « hand » à la situation d'un exercice « Quelles cartes pouvez-vous jouer ? »",
        ),
        (
            json.dumps(
                {
                    "game": "coinche",
                    "kind": "legal_plays",
                    "input": {"trump": "coeur", "trick": [], "hand": ["A♠"]},
                }
            ),
            "l'atout, une enchère ou un contrat n'est pas écrit comme ce jeu l'écrit",
        ),
        (
            json.dumps({"game": "coinche", "kind": "quiz", "input": {"level": "x"}}),
            "un exercice « Quiz sur les règles » est tiré par le site",
        ),
        (
            json.dumps(
                {"game": "coinche", "kind": "announcements", "input": {"trump": "H", "hand": []}}
            ),
            "un exercice « Combien valent les annonces ? » est tiré par le site",
        ),
    ],
)
def test_a_refused_line_says_why_in_a_sentence_with_its_number(line, sentence):
    read = read_lines([json.dumps(TRICK, ensure_ascii=False), line])
    assert read.cases == ()
    assert len(read.problems) == 1
    problem = read.problems[0]
    assert sentence.replace("Ligne 1", "Ligne 2") in problem, problem
    assert problem.startswith("Ligne 2 : ")
    for code in ("EngineError", "Traceback", "expected", "not a card", "malformed"):
        assert code not in problem.split(":", 1)[1] or (
            code == "expected" and "« expected »" in problem
        )


@pytest.mark.parametrize(
    ("line", "sentence"),
    [
        ("[" * 9990 + "]" * 9990, "crochets ou accolades"),  # was: RecursionError, a 500
        (
            '{"game": "coinche", "kind": "card_points", "input": {"points": ' + "7" * 4301 + "}}",
            "un nombre trop long",
        ),  # was: ValueError (Python's 4,300-digit limit), a 500
        (
            '{"game": "coinche", "kind": "card_points", "input": {"points": 1e999}}',
            "un nombre trop long",
        ),
        (
            '{"game": "coinche", "kind": "card_points", "input": {"points": NaN}}',
            "un nombre trop long",
        ),
    ],
)
def test_lines_python_cannot_decode_are_refused_with_their_number(line, sentence):
    read = read_lines([json.dumps(TRICK, ensure_ascii=False), line])
    assert read.cases == ()
    assert read.problems[0].startswith("Ligne 2 : ") and sentence in read.problems[0]


@given(
    st.recursive(
        st.none() | st.integers(-(10**15), 10**15) | st.text(max_size=3),
        lambda inner: (
            st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
        ),
        max_leaves=30,
    )
)
@settings(max_examples=200, deadline=None)
def test_the_bounded_reader_reads_what_json_writes(value):
    text = json.dumps(value)
    if nesting(text) <= MAX_DEPTH:
        assert decode(text) == value


@given(st.text(max_size=200))
@settings(
    max_examples=examples(200),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
def test_any_line_is_read_or_refused_in_a_sentence(line):
    read = read_lines([line])
    assert bool(read.cases) != bool(read.problems)
    for problem in read.problems:
        assert problem.startswith("Ligne") or problem.startswith("Le fichier")


@given(
    st.dictionaries(
        st.sampled_from(
            [
                "trump",
                "trick",
                "hand",
                "cards",
                "players",
                "auction",
                "call",
                "contract",
                "result",
                "calls",
            ]
        ),
        st.one_of(
            st.none(),
            st.integers(-3, 99),
            st.text(max_size=5),
            st.lists(st.text(max_size=4), max_size=5),
            st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
        ),
    )
)
@settings(
    max_examples=examples(300),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
def test_any_situation_of_any_kind_is_read_or_refused(data):
    for game in ("coinche", "whist", "voisin", "neurotrio"):
        for kind in ("trick_winner", "legal_plays", "card_points", "score", "bid"):
            read = read_lines([json.dumps({"game": game, "kind": kind, "input": data})])
            assert bool(read.cases) != bool(read.problems)


def test_uploading_a_file_adds_its_exercises_or_nothing():
    teacher = teacher_client("m-fichier")
    set_id = set_create(teacher, "Depuis un fichier")
    url = reverse("classroom:set-upload", args=[set_id])
    bad = teacher.post(url, {"text": json.dumps(TRICK) + "\n{oops\n"})
    assert bad.status_code == 400 and "Ligne 2 :" in bad.content.decode()
    assert TeacherSet.objects.get(id=set_id).exercise_set.items.count() == 0
    good = teacher.post(url, {"text": json.dumps(TRICK, ensure_ascii=False) + "\n"})
    assert good.status_code == 302
    assert TeacherSet.objects.get(id=set_id).exercise_set.items.count() == 1


# --------------------------------------------------------------------------- by hand


def handmade(client, set_id, data, htmx=False):
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post(reverse("classroom:set-handmade", args=[set_id]), data, headers=headers)


def test_a_trick_by_hand_is_judged_by_the_engine_live():
    teacher = teacher_client("m-main")
    set_id = set_create(teacher, "À la main")
    data = {
        "regles": "coinche/standard",
        "type": "trick_winner",
        "trump": "H",
        "trick_1": "AS",
        "trick_2": "9H",
        "trick_3": "JH",
    }
    live = handmade(teacher, set_id, data | {"action": "check"}, htmx=True).content.decode()
    assert "V♥ (carte 3)" in live  # the engine's winner, before anything is saved
    gap = handmade(teacher, set_id, {**data, "trick_2": "", "action": "check"})
    assert gap.status_code == 400 and "sans laisser de trou" in gap.content.decode()
    assert handmade(teacher, set_id, data | {"action": "add"}).status_code == 302
    (item,) = set_items(TeacherSet.objects.get(id=set_id))
    assert item.case["input"] == {"trump": "H", "trick": ["AS", "9H", "JH"]}


def test_a_live_check_says_its_problem_in_the_preview_it_swaps():
    """htmx swaps a 200 only, and django-htmx's debug script replaces the whole page on a 400:
    a live check that finds a problem answers 200 with the problem in its fragment."""
    teacher = teacher_client("m-apercu")
    set_id = set_create(teacher, "Aperçu")
    data = {"regles": "coinche/standard", "type": "trick_winner", "trump": "H"}
    gap = handmade(
        teacher, set_id, data | {"trick_1": "AS", "trick_3": "JH", "action": "check"}, htmx=True
    )
    fragment = gap.content.decode()
    assert gap.status_code == 200 and fragment.lstrip().startswith('<div id="apercu"')
    assert "sans laisser de trou" in fragment and "<html" not in fragment
    page = teacher.get(
        reverse("classroom:set-handmade", args=[set_id])
        + "?regles=coinche/standard&type=trick_winner"
    )
    assert "data-keep-on-error=" in page.content.decode()


def test_a_card_picked_twice_is_refused_in_a_sentence():
    teacher = teacher_client("m-double")
    set_id = set_create(teacher, "Doublon")
    data = {
        "regles": "coinche/standard",
        "type": "legal_plays",
        "trump": "H",
        "trick_1": "AS",
        "hand": ["AS", "8H"],
        "action": "check",
    }
    page = handmade(teacher, set_id, data)
    assert page.status_code == 400 and "apparaît deux fois" in page.content.decode()


def test_an_auction_is_built_call_by_call_with_only_legal_calls_offered():
    teacher = teacher_client("m-encheres")
    set_id = set_create(teacher, "Enchères")
    base = {"regles": "coinche/standard", "type": "bid"}
    page = handmade(teacher, set_id, base | {"action": "push", "next_call": "90H"}).content.decode()
    assert 'name="auction" value="90H"' in page
    assert (
        'value="80S"' not in page.split('id="id_next_call"')[1].split("</select>")[0]
    )  # lower bids gone
    page = handmade(
        teacher, set_id, base | {"auction": ["90H", "80S"], "action": "check", "calls": ["coinche"]}
    ).content.decode()
    assert "n'est pas permise à ce moment" in html.unescape(page)
    added = handmade(
        teacher,
        set_id,
        base | {"auction": ["90H"], "calls": ["coinche", "80S", "100S"], "action": "add"},
    )
    assert added.status_code == 302
    (item,) = set_items(TeacherSet.objects.get(id=set_id))
    assert item.exercise.question["calls"] == ["coinche", "80S", "100S"]
    assert item.exercise.show["candidates"][0].lower().startswith("coinche")


def test_a_deal_to_score_is_entered_as_the_score_pad_does():
    teacher = teacher_client("m-marque")
    set_id = set_create(teacher, "Marque")
    data = {
        "regles": "coinche/standard",
        "type": "score",
        "deal-bid": "110",
        "deal-trump": "H",
        "deal-by": "NS",
        "deal-coinche": "0",
        "deal-points": "114",
        "deal-tricks": "6",
        "deal-belote": "",
        "action": "check",
    }
    page = handmade(teacher, set_id, data).content.decode()
    assert "Nord-Sud" in page and "Réponse et explication" not in page and "Bonne réponse" in page
    assert handmade(teacher, set_id, data | {"action": "add"}).status_code == 302
    (item,) = set_items(TeacherSet.objects.get(id=set_id))
    assert item.case["input"]["contract"] == {"bid": 110, "trump": "H", "by": "NS", "coinche": 0}


# --------------------------------------------------------------------------- drawn


def test_drawn_exercises_are_swapped_dropped_and_frozen_once_given():
    teacher = teacher_client("m-tirage")
    set_id = set_create(teacher, "Tirage")
    set_draw(teacher, set_id, "whist/reglement", ["trick_winner", "bid"], 4)
    tset = TeacherSet.objects.get(id=set_id)
    before = [i.case for i in set_items(tset)]
    assert [c["kind"] for c in before] == ["trick_winner", "bid", "trick_winner", "bid"]
    teacher.post(reverse("classroom:item-swap", args=[set_id, 2]))
    tset.refresh_from_db()
    after = [i.case for i in set_items(tset)]
    assert after[1]["kind"] == "bid" and after[1] != before[1] and after[0] == before[0]
    teacher.post(reverse("classroom:item-drop", args=[set_id, 1]))
    tset.refresh_from_db()
    assert [i.position for i in set_items(tset)] == [1, 2, 3]
    class_id, _code = class_create(teacher, "Classe")
    teacher.post(reverse("classroom:assign", args=[class_id]), {"tset": set_id})
    refused = teacher.post(reverse("classroom:item-drop", args=[set_id, 1]))
    assert refused.status_code == 409 and "dupliquez-la" in refused.content.decode()
    copy = teacher.post(reverse("classroom:set-duplicate", args=[set_id]))
    copy_id = copy["Location"].split("#")[0].rstrip("/").split("/")[-1]
    assert teacher.post(reverse("classroom:item-drop", args=[copy_id, 1])).status_code == 302


def test_the_builder_shows_each_exercise_with_its_answer_in_player_words():
    teacher = teacher_client("m-mots")
    set_id = set_create(teacher, "Mots")
    set_draw(
        teacher,
        set_id,
        "coinche/standard",
        ["trick_winner", "legal_plays", "card_points", "score", "bid", "quiz"],
        6,
    )
    page = teacher.get(reverse("classroom:set", args=[set_id])).content.decode()
    assert page.count("Bonne réponse") == 6
    text = html.unescape(re.sub(r"<[^>]+>", " ", page.split("<main", 1)[1]))
    for word in (
        "True",
        "False",
        "None",
        "null",
        "moteur",
        "fichier de cas",
        "trick_winner",
        "trump",
    ):
        assert word not in text, word
