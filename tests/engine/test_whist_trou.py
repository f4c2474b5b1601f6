"""The trou (seed 002 §2, seed 003 §Début du jeu): three aces, the boucheur, the target, the
trou royal and the void deals."""

from __future__ import annotations

import pytest

from reference.engine.cards import Card, Suit
from reference.engine.errors import EngineError
from reference.engine.whist import Rules, contract_target, find_trou, trou_ruling, trou_target

COULEUR = Rules(document="couleur")


def hands(*texts: str) -> list[list[Card]]:
    return [[Card.parse(c) for c in t.split()] for t in texts]


# seat 0 holds A♠ A♥ A♦; seat 1 holds A♣
THREE = hands(
    "AS AH AD 2C 3C 4C 5C 6C 7C 8C 9C TC JC",
    "AC 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH QC",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD KC",
)
# seat 2 holds the four aces and K♥ Q♥; the J♥ is with seat 3
ROYAL = hands(
    "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2C",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD 3C",
    "AS AH AD AC KH QH 4C 5C 6C 7C 8C 9C TC",
    "JH TH 9H 8H 7H 6H 5H 4H 3H 2H JC QC KC",
)
NONE = hands(
    "AS AH 2D 2C 3C 4C 5C 6C 7C 8C 9C TC JC",
    "AC AD 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH QC",
    "2S 3D 4D 5D 6D 7D 8D 9D TD JD QD KD KC",
)


def test_rule_2_three_aces_make_a_mandatory_trou() -> None:
    trou = find_trou(THREE, Rules())
    assert trou is not None
    assert (trou.seat, trou.boucheur, trou.royal, trou.mandatory) == (0, 1, False, True)
    assert trou.ace_suit is Suit.CLUBS and str(trou.plug) == "AC"


def test_rule_2_target_eight_in_the_boucheurs_ace_suit_else_nine() -> None:
    trou = find_trou(THREE, Rules())
    assert trou is not None
    assert trou.target(Suit.CLUBS) == 8
    assert [trou.target(s) for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)] == [9, 9, 9]
    assert trou_target(Suit.CLUBS, Suit.CLUBS) == 8


def test_rule_2_trou_royal_boucheur_holds_the_next_heart_down() -> None:
    # K♥ and Q♥ are in the trou hand: the boucheur is the holder of J♥
    trou = find_trou(ROYAL, Rules())
    assert trou is not None
    assert (trou.seat, trou.boucheur, trou.royal, trou.mandatory) == (2, 3, True, False)
    assert str(trou.plug) == "JH"
    assert trou.target(Suit.HEARTS) == 8 and trou.target(Suit.SPADES) == 9


def test_rule_003_no_trou_royal() -> None:
    assert find_trou(ROYAL, COULEUR) is None
    assert trou_ruling(ROYAL, COULEUR, caller=None).reason.code == "whist_no_trou_four_aces_couleur"


def test_no_trou_without_three_aces() -> None:
    assert find_trou(NONE, Rules()) is None
    assert trou_ruling(NONE, Rules(), caller=None).reason.code == "whist_no_trou"


def test_rule_2_void_when_three_aces_not_called() -> None:
    ruling = trou_ruling(THREE, Rules(), caller=None)
    assert ruling.void and ruling.reason.code == "whist_trou_void_not_called"


def test_rule_2_no_void_when_three_ace_holder_plays_solo_chlem() -> None:
    assert not trou_ruling(THREE, Rules(), caller=None, solo_chlem_seat=0).void


def test_rule_2_void_when_called_without_three_aces() -> None:
    ruling = trou_ruling(NONE, Rules(), caller=1)
    assert ruling.void and ruling.reason.code == "whist_trou_void_without_aces"
    assert ruling.reason.get("aces") == 2


def test_rule_2_void_when_called_after_another_announcement() -> None:
    ruling = trou_ruling(THREE, Rules(), caller=0, late=True)
    assert ruling.void and ruling.reason.code == "whist_trou_void_late"


def test_rule_2_valid_trou_and_optional_trou_royal() -> None:
    ruling = trou_ruling(THREE, Rules(), caller=0)
    assert not ruling.void and ruling.trou is not None and ruling.trou.boucheur == 1
    royal = trou_ruling(ROYAL, Rules(), caller=2)
    assert royal.reason.code == "whist_trou_royal_called"
    assert not trou_ruling(ROYAL, Rules(), caller=None).void  # calling it is optional


def test_rule_003_missed_trou_is_not_void() -> None:
    ruling = trou_ruling(THREE, COULEUR, caller=None)
    assert not ruling.void and ruling.reason.code == "whist_trou_not_called_couleur"


def test_rule_003_a_trou_called_without_three_aces_is_a_void_call() -> None:
    # was: « there is no trou to call », an input error, where the Règlement gives its answer
    for hands, caller in ((THREE, 1), (ROYAL, 2)):
        ruling = trou_ruling(hands, COULEUR, caller=caller)
        assert not ruling.void and ruling.trou is None
        assert ruling.reason.code == "whist_trou_call_void_couleur"
        assert trou_ruling(hands, Rules(), caller=1).void or caller == 2  # 002 voids the deal


def test_contract_target_of_a_trou() -> None:
    rules = Rules()
    assert contract_target("trou", rules, trump=Suit.CLUBS, boucheur_ace=Suit.CLUBS).tricks == 8
    assert contract_target("trou", rules, trump=Suit.SPADES, boucheur_ace=Suit.CLUBS).tricks == 9
    with pytest.raises(EngineError, match="boucheur_ace"):
        contract_target("trou", rules, trump=Suit.CLUBS)


def test_bad_hands_raise() -> None:
    with pytest.raises(EngineError, match="four hands"):
        find_trou(THREE[:3], Rules())
    with pytest.raises(EngineError, match="holds 12 cards"):
        find_trou([THREE[0][:12], *THREE[1:]], Rules())
    with pytest.raises(EngineError, match="twice"):
        find_trou([THREE[0], THREE[0], THREE[2], THREE[3]], Rules())
