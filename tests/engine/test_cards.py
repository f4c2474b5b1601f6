"""Cards, decks and notation (casefile.md "Notation")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reference.engine.cards import (
    DECK_32,
    DECK_52,
    DECK_NEUROTRIO,
    DECKS,
    Background,
    Card,
    Nature,
    NeuroCard,
    Rank,
    Suit,
)
from reference.engine.errors import DuplicateCardError, NotationError, UnknownCardError

ALL_CARDS = [card for deck in DECKS.values() for card in deck.cards]


@given(st.sampled_from(ALL_CARDS))
def test_every_card_of_every_deck_round_trips_through_its_notation(card):
    deck = DECK_NEUROTRIO if isinstance(card, NeuroCard) else DECK_52
    assert deck.parse(str(card)) == card
    assert eval(repr(card)) == card  # repr reads back as the parse call


@given(st.sampled_from(ALL_CARDS), st.sampled_from([str.lower, str.upper, lambda s: f" {s} "]))
def test_notation_ignores_case_and_surrounding_space(card, style):
    parse = NeuroCard.parse if isinstance(card, NeuroCard) else Card.parse
    assert parse(style(str(card))) == card


def test_deck_sizes_match_the_seed_documents():
    # 000/004: 32 cards; 002/003: 52 cards; 001: 54 cards, two copies of 27 (analysis §2.1)
    assert (len(DECK_32.cards), len(set(DECK_32.cards))) == (32, 32)
    assert (len(DECK_52.cards), len(set(DECK_52.cards))) == (52, 52)
    assert (len(DECK_NEUROTRIO.cards), len(set(DECK_NEUROTRIO.cards))) == (54, 27)
    assert {c.force for c in DECK_NEUROTRIO.cards} == {1, 2, 3}


def test_the_32_card_deck_runs_from_seven_to_ace():
    ranks = {card.rank for card in DECK_32.cards}
    assert min(r.natural for r in ranks) == Rank.SEVEN.natural
    assert Rank.SIX not in ranks and Rank.ACE in ranks


@pytest.mark.parametrize(
    ("french", "standard"), [("VH", "JH"), ("DS", "QS"), ("RC", "KC"), ("1D", "AD"), ("10H", "TH")]
)
def test_french_letters_are_read_as_their_standard_ranks(french, standard):
    assert Card.parse(french) == Card.parse(standard)


@pytest.mark.parametrize("text", ["", "Z", "1", "HH", "11H", "JX", "J H"])
def test_malformed_card_notation_is_a_notation_error(text):
    with pytest.raises(NotationError, match="is not a card"):
        Card.parse(text)


@pytest.mark.parametrize("text", ["4E-B", "2X-B", "2E-Z", "2EB", "2E-BB", "0C-N"])
def test_malformed_neurotrio_notation_is_a_notation_error(text):
    with pytest.raises(NotationError, match="Neurotrio card"):
        NeuroCard.parse(text)


def test_non_text_notation_is_refused_clearly():
    with pytest.raises(NotationError):
        Card.parse(12)  # type: ignore[arg-type]


def test_a_card_outside_the_deck_is_an_unknown_card_error():
    with pytest.raises(UnknownCardError, match="32-card deck"):
        DECK_32.parse("2H")
    assert DECK_52.parse("2H") == Card(Rank.TWO, Suit.HEARTS)


def test_duplicates_are_refused_beyond_the_copies_a_deck_holds():
    with pytest.raises(DuplicateCardError, match="AS appears twice"):
        DECK_32.parse_many(["AS", "KD", "AS"])
    assert len(DECK_NEUROTRIO.parse_many(["1E-V", "1E-V"])) == 2
    with pytest.raises(DuplicateCardError, match="3 times"):
        DECK_NEUROTRIO.parse_many(["1E-V"] * 3)


def test_a_list_of_cards_must_be_a_list():
    with pytest.raises(NotationError, match="must be a list"):
        DECK_32.parse_many("AS")  # type: ignore[arg-type]


def test_suit_colours_pair_the_voisin_suits():
    # 000: "si l'atout est ♥, le voisin sera ♦" — the other suit of the same colour
    assert Suit.HEARTS.same_colour is Suit.DIAMONDS
    assert Suit.CLUBS.same_colour is Suit.SPADES
    assert [s.is_red for s in Suit] == [False, True, True, False]


def test_neurotrio_card_attributes_are_read_from_the_notation():
    card = NeuroCard.parse("3R-N")
    assert (card.force, card.nature, card.background) == (3, Nature.ROSE, Background.NOIR)
