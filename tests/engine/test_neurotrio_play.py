"""Neurotrio card play (seed 001 §Le jeu de la carte and its worked example; analysis §2.4)."""

from __future__ import annotations

import pytest

from reference.engine.cards import Background, Nature, NeuroCard
from reference.engine.errors import EngineError
from reference.engine.neurotrio import (
    TRUMP_MODES,
    legal_plays,
    parse_attribute,
    strength,
    suit_of,
    trick_winner,
)


def cards(*texts: str) -> list[NeuroCard]:
    return [NeuroCard.parse(t) for t in texts]


ETOILE = Nature.ETOILE
EXAMPLE = cards("1R-V", "1R-N", "3C-V", "1E-V", "1E-V")
"""Agathe, Thomas, Camille, Élise, Anne (001 §Exemple); Camille's background is our choice."""


def test_rule_example_elise_wins_with_the_first_identical_card() -> None:
    verdict = trick_winner(EXAMPLE, ETOILE)
    assert verdict.winner == 3
    codes = [r.code for r in verdict.reasons]
    assert codes == [
        "neurotrio_trump_wins_nature",
        "neurotrio_identical_first",
        "neurotrio_discards_lose_nature",
    ]
    assert verdict.reasons[2].get("cards") == (NeuroCard.parse("3C-V"),)


@pytest.mark.parametrize("background", ["B", "N", "V"])
def test_rule_example_camille_background_does_not_matter(background: str) -> None:
    trick = [*EXAMPLE[:2], NeuroCard.parse(f"3C-{background}"), *EXAMPLE[3:]]
    assert trick_winner(trick, ETOILE).winner == 3


def test_rule_example_thomas_leads_for_now_noir_beats_vert() -> None:
    verdict = trick_winner(EXAMPLE[:2], ETOILE)
    assert verdict.winner == 1
    assert verdict.reasons[1].code == "neurotrio_tiebreak_background"


def test_rule_example_anne_must_cut_without_overtrumping() -> None:
    hand = cards("1E-V", "3E-B", "2C-N", "3C-B")
    ruling = legal_plays(hand, EXAMPLE[:4], ETOILE)
    assert set(ruling.legal) == set(cards("1E-V", "3E-B"))
    assert ruling.obligation.code == "neurotrio_cut_over_cut_nature"
    assert ruling.obligation.get("cut") == NeuroCard.parse("1E-V")
    refused = ruling.refusal(NeuroCard.parse("2C-N"))
    assert refused is not None and refused.code == "neurotrio_refuse_cut_nature"


def test_rule_example_camille_with_no_rose_nor_etoile_plays_anything() -> None:
    hand = cards("3C-V", "1C-B")
    ruling = legal_plays(hand, EXAMPLE[:2], ETOILE)
    assert ruling.legal == tuple(hand)
    assert ruling.obligation.code == "neurotrio_free_void_nature"


def test_rule_must_follow_background_before_cutting() -> None:
    ruling = legal_plays(cards("3C-V", "1E-N", "2R-B"), cards("2C-N"), Background.BLEU)
    assert ruling.legal == (NeuroCard.parse("1E-N"),)
    assert ruling.obligation.code == "neurotrio_follow_background"
    assert {c for c, _r in ruling.refusals} == set(cards("3C-V", "2R-B"))


def test_rule_trump_led_and_void_is_free() -> None:
    ruling = legal_plays(cards("3C-B", "2E-N"), cards("1C-V"), Background.VERT)
    assert len(ruling.legal) == 2
    assert ruling.obligation.code == "neurotrio_free_trump_led_background"


def test_rule_force_first_then_nature_with_a_background_trump() -> None:
    assert trick_winner(cards("3R-N", "2C-N"), Background.BLEU).winner == 0
    verdict = trick_winner(cards("1R-B", "1E-B", "1C-B"), Background.NOIR)
    assert verdict.winner == 2
    assert verdict.reasons[1].code == "neurotrio_tiebreak_nature"


def test_rule_roles_swap_with_a_nature_trump() -> None:
    trick = cards("2C-B", "2E-B", "3R-N")
    assert trick_winner(trick, Background.VERT).winner == 0  # bleu led, cœur > étoile
    assert trick_winner(trick, Nature.ROSE).winner == 2  # cœur led, the rose cuts


def test_rule_identical_cards_first_played_wins_outside_trumps_too() -> None:
    verdict = trick_winner(cards("2E-N", "2E-N"), Background.BLEU)
    assert verdict.winner == 0
    assert verdict.reasons[1].code == "neurotrio_identical_first"


def test_rule_off_suit_cards_of_any_force_lose() -> None:
    verdict = trick_winner(cards("1R-V", "3C-B", "3E-B"), Background.NOIR)
    assert verdict.winner == 0
    assert verdict.reasons[0].code == "neurotrio_led_wins_background"


def test_card_orders_follow_the_tiebreak_ladders() -> None:
    # 001 §Le jeu de la carte: force, then cœur > étoile > rose or bleu > noir > vert.
    bleu = TRUMP_MODES[Background.BLEU]
    assert [str(c) for c in bleu.order[Background.NOIR][:4]] == ["3C-N", "3E-N", "3R-N", "2C-N"]
    coeur = TRUMP_MODES[Nature.COEUR]
    assert coeur.suits == (Nature.COEUR, Nature.ETOILE, Nature.ROSE)
    assert [str(c) for c in coeur.order[Nature.ROSE][-3:]] == ["1R-B", "1R-N", "1R-V"]
    for mode in TRUMP_MODES.values():
        assert sum(len(o) for o in mode.order.values()) == 27
        for suit, order in mode.order.items():
            assert all(suit_of(c, mode.trump) is suit for c in order)
            assert len({strength(c, mode.trump) for c in order}) == 9


def test_bad_input_gives_clear_errors() -> None:
    with pytest.raises(EngineError, match="hand is empty"):
        legal_plays([], cards("1C-B"), ETOILE)
    with pytest.raises(EngineError, match="at least one card"):
        trick_winner([], ETOILE)
    with pytest.raises(EngineError, match="at most 5"):
        trick_winner(cards("1C-B", "1C-N", "1C-V", "2C-B", "2C-N", "2C-V"), ETOILE)
    with pytest.raises(EngineError, match="not a Neurotrio trump"):
        parse_attribute("S")
