"""Worked examples (``reference/documents/examples/<game>.jsonl``): each one's expected answer is
the engine's, each one is drawn on its game's page, and the figure shows what the engine says.
One test for every game: a game's page tests keep only what is its own."""

from __future__ import annotations

from functools import cache

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from reference.blocks.examples import examples, rules_options
from reference.engine import DOCUMENTS, GAMES, get_game
from reference.engine.casefile import answer_case, compare
from reference.games import words
from tests.layers import sampled
from tests.reference.pagetree import Node, block, parse, with_appendix

WORKED = ("trick_winner", "legal_plays", "score", "auction")
EXAMPLES = [
    (g.slug, i) for g in GAMES for i, ex in examples(g.slug).items() if ex["kind"] in WORKED
]
BLOCK_OF = {"trick_winner": "trick", "legal_plays": "play", "score": "score", "auction": "auction"}


def documents_of(game: str, example: dict) -> list[str]:
    """The rule pages that show an example: the document its rules name (whist), or every
    document of its game when it names none."""
    chosen = (example.get("rules") or {}).get("document")
    pages = [d.slug for d in DOCUMENTS if d.game == game]
    named = [d.slug for d in DOCUMENTS if d.game == game and d.rules.get("document") == chosen]
    return named if chosen is not None else pages


def document_of(game: str, example: dict) -> str:
    """The first rule page that shows an example."""
    return documents_of(game, example)[0]


def options_of(game: str, example: dict) -> dict:
    """The rules an example is shown under: its page's document, then its own options."""
    document = next(d for d in DOCUMENTS if d.slug == document_of(game, example))
    return rules_options(document, example)


@cache
def page(slug: str) -> Node:
    """A rule page with its developers' appendix (where further examples are shown)."""
    with translation.override("fr"):
        url = reverse("reference:document", args=[slug])
        return parse(with_appendix(Client(), url, {}))


def replay(game: str, example: dict) -> list[tuple[str, bool, str]]:
    """Each call of an auction example with the engine's ruling (notation, legal, code)."""
    engine = get_game(game)
    rules = engine.make_rules(options_of(game, example))
    state = engine.auction(rules, example.get("players"), example.get("context"))
    rows = []
    for item in example["calls"]:
        call, seat = (item, None) if isinstance(item, str) else (item["call"], item["seat"])
        ruling = state.ruling(call, seat)
        rows.append((call, ruling.legal, ruling.reason.code))
        if ruling.legal:
            state = state.apply(call, seat)
    return rows


@pytest.mark.parametrize(("game", "example_id"), EXAMPLES)
def test_each_examples_expected_answer_is_the_engines(game, example_id):
    example = examples(game)[example_id]
    assert example.get("expected"), example_id
    assert example["caption"]["fr"] and example["caption"]["en"], example_id
    if example["kind"] == "auction":
        legal = [ok for _call, ok, _code in replay(game, example)]
        assert legal == example["expected"]["legal"]
    else:
        assert compare(example["expected"], answer_case(example)) == []


@pytest.mark.django_db
@pytest.mark.parametrize("document", [d.slug for d in DOCUMENTS if examples(d.game)])
def test_every_example_of_a_page_is_drawn_and_only_those(document):
    game = next(d.game for d in DOCUMENTS if d.slug == document)
    shown = {
        (n.attrs["data-block"], n.attrs["data-example"])
        for n in page(document).find_all(lambda n: "data-example" in n.attrs)
        if n.attrs["data-block"].rsplit("-", 1)[-1] in BLOCK_OF.values()
    }
    expected = {
        (f"{game}-{BLOCK_OF[ex['kind']]}", i.removeprefix(f"{game}-{BLOCK_OF[ex['kind']]}-"))
        for i, ex in examples(game).items()
        if ex["kind"] in WORKED and document in documents_of(game, ex)
    }
    assert shown == expected


@pytest.mark.django_db
@pytest.mark.parametrize(("game", "example_id"), sampled(EXAMPLES, 3))
def test_each_figure_shows_the_engines_verdict_and_reasons(game, example_id):
    example = examples(game)[example_id]
    kind, block_name = example["kind"], f"{game}-{BLOCK_OF[example['kind']]}"
    document = document_of(game, example)
    figure = block(page(document), block_name, example_id.removeprefix(f"{block_name}-"))
    engine = get_game(game)
    rules = engine.make_rules(options_of(game, example))
    game_words = words(game).under(rules)
    with translation.override("fr"):
        if kind == "trick_winner":
            spot = engine.read_spot(example["input"], rules)
            verdict = engine.trick_winner(spot.trick, spot.mode, rules, spot.players)
            winners = figure.find_all(lambda n: n.tag == "li" and "winner" in n.classes())
            assert [w.cards() for w in winners] == [[str(verdict.card)]]
            assert all(game_words.sentence(r) in figure.text() for r in verdict.reasons)
        elif kind == "legal_plays":
            spot = engine.read_spot(example["input"], rules)
            ruling = engine.legal_plays(spot, rules)
            hand = figure.find_all(lambda n: n.tag == "ul" and "hand" in n.classes())[0]
            legal = [li.cards()[0] for li in hand.find_all(lambda n: "legal" in n.classes())]
            assert legal == [str(c) for c in ruling.legal]
            assert game_words.sentence(ruling.obligation) in figure.text()
        elif kind == "score":
            sheet = engine.score(example["input"], rules)
            for side, points in zip(sheet.sides, sheet.scores, strict=True):
                cell = figure.find_all(lambda n, s=side: n.attrs.get("data-side") == s)[0]
                assert int(cell.text()) == points
        else:
            shown = [
                (tr.attrs["data-call"], "call-legal" in tr.classes(), tr.attrs["data-code"])
                for tr in figure.find_all(lambda n: "data-call" in n.attrs)
            ]
            assert shown == replay(game, example)
