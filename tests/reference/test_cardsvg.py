"""Cards drawn as SVG: accessible names in French, suits told apart without colour."""

from __future__ import annotations

import re

import pytest
from django.template import Context, Template
from django.utils import translation
from hypothesis import given, settings
from hypothesis import strategies as st

from reference.cardsvg import card_svg
from reference.engine.cards import DECKS, Card, NeuroCard
from reference.names import card_name
from tests.budget import examples

ALL = sorted({c for deck in DECKS.values() for c in deck.cards}, key=str)


@pytest.mark.parametrize(
    ("notation", "name"),
    [
        ("JH", "Valet de cœur"),
        ("QS", "Dame de pique"),
        ("KD", "Roi de carreau"),
        ("AC", "As de trèfle"),
        ("TH", "10 de cœur"),
        ("7S", "7 de pique"),
        ("2E-B", "2 étoile fond bleu"),
        ("1R-V", "1 rose fond vert"),
        ("3C-N", "3 cœur fond noir"),
    ],
)
def test_accessible_names_in_french(notation, name):
    card = NeuroCard.parse(notation) if "-" in notation else Card.parse(notation)
    with translation.override("fr"):
        assert card_name(card) == name
        assert f'aria-label="{name}"' in card_svg(card)


def test_english_names_follow_the_language():
    with translation.override("en"):
        assert card_name(Card.parse("JH")) == "Jack of hearts"
        assert card_name(NeuroCard.parse("2E-B")) == "2 star on blue"


@settings(max_examples=examples(60))
@given(st.sampled_from(ALL))
def test_every_card_is_an_svg_image_with_a_viewbox(card):
    svg = card_svg(card)
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    assert 'role="img"' in svg and 'viewBox="0 0 60 84"' in svg
    assert f'data-card="{card}"' in svg


@pytest.mark.parametrize("notation", ["AS", "AH", "AD", "AC"])
def test_suits_are_told_apart_by_symbol_not_only_colour(notation):
    card = Card.parse(notation)
    symbols = re.findall(r">([♠♥♦♣])<", card_svg(card))
    assert set(symbols) == {card.suit.symbol}


@pytest.mark.parametrize("force", [1, 2, 3])
def test_neurotrio_force_is_that_many_symbols(force):
    svg = card_svg(NeuroCard.parse(f"{force}C-V"))
    assert svg.count("<path") == force


def test_neurotrio_background_is_also_written_for_colour_blind_readers():
    svgs = {b: card_svg(NeuroCard.parse(f"2E-{b}")) for b in "BNV"}
    for initial, svg in svgs.items():
        assert f">{initial}</text>" in svg
    assert len({re.search(r'fill="(#[0-9a-f]+)" stroke', s).group(1) for s in svgs.values()}) == 3


def test_the_template_tag_accepts_objects_and_notation():
    html = Template(
        "{% load cards %}{% card c %}{% card 'QS' size='lg' %}{{ 'KD'|cardname }}"
    ).render(Context({"c": Card.parse("JH")}))
    assert 'data-card="JH"' in html and 'class="card card--lg"' in html
    assert html.endswith("Roi de carreau")
