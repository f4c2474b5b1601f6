"""Le Voisin's exercise situations (``reference.engine.voisin.situations``) as the trainer shows
them: the three difficulties really give different situations."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from reference.engine import get_game
from reference.engine.cards import Card, Rank
from reference.engine.voisin import Rules
from reference.engine.voisin.situations_quiz import order_quiz
from trainer.exercises import build
from trainer.exercises import engine as ask
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS

RULESET = RULESETS[("voisin", "standard")]
SEEDS = range(40)
HARD_TRICK_CODES = {
    "voisin_cut",
    "voisin_cut_too_low",
    "voisin_equal_first_stays",
    "voisin_no_cut_in_mode",
}


def exercises(kind: str, level: str) -> list:
    return [build(Key("voisin", "standard", kind, level, str(s)), RULESET) for s in SEEDS]


def answer(kind: str, question: dict) -> dict:
    return ask.ask("voisin", kind, question, {})


def share(items: list, test) -> float:
    return sum(1 for i in items if test(i)) / len(items)


def test_trick_winner_levels():
    def plain_follow(ex) -> bool:
        cards = [Card.parse(c) for c in ex.question["trick"]]
        return ex.question["trump"] not in (cards[0].suit.value, "TA", "SA") and all(
            c.suit is cards[0].suit for c in cards
        )

    def trump_decides(ex) -> bool:
        codes = [r["code"] for r in answer("trick_winner", ex.question)["reasons"]]
        return codes[0] in ("voisin_trump_cut", "voisin_trump_overcut", "highest_trump") or (
            "voisin_cannot_cut" in codes
        )

    def hard(ex) -> bool:
        codes = {r["code"] for r in answer("trick_winner", ex.question)["reasons"]}
        return bool(codes & HARD_TRICK_CODES)

    assert share(exercises("trick_winner", "facile"), plain_follow) == 1
    assert share(exercises("trick_winner", "moyen"), trump_decides) >= 0.95
    difficult = exercises("trick_winner", "difficile")
    assert share(difficult, hard) >= 0.95
    assert share(difficult, lambda ex: ex.question["trump"] in ("TA", "SA")) > 0


@pytest.mark.parametrize(
    ("level", "duties"),
    [
        ("facile", {"must_follow"}),
        (
            "moyen",
            {
                "voisin_void_free_choice",
                "voisin_void_cannot_overtrump",
                "voisin_follow_cannot_climb",
            },
        ),
        (
            "difficile",
            {
                "voisin_must_climb",
                "voisin_overtrump_if_trumping",
                "voisin_partner_trump_free",
                "voisin_must_play_neighbour",
                "voisin_void_led_and_neighbour",
            },
        ),
    ],
)
def test_legal_plays_levels(level, duties):
    found = Counter(
        answer("legal_plays", ex.question)["obligation"]["code"]
        for ex in exercises("legal_plays", level)
    )
    assert sum(n for code, n in found.items() if code in duties) >= 0.95 * len(SEEDS), found
    assert len(found) >= min(3, len(duties)), found  # a mix, not a single duty


def test_legal_plays_partner_note_in_2x2():
    for ex in exercises("legal_plays", "difficile"):
        assert ("seat_note" in ex.show) == (ex.question["players"] == "2x2")


def test_card_points_levels():
    def halves(ex) -> bool:
        return float(answer("card_points", ex.question)["points"]) % 1 != 0

    easy = exercises("card_points", "facile")
    assert all(len(ex.show["tricks"]) == 1 and not halves(ex) for ex in easy)
    hard = exercises("card_points", "difficile")
    assert all(len(ex.show["tricks"]) >= 3 for ex in hard)
    assert share(hard, lambda ex: ex.question["trump"] in ("TA", "SA")) > 0


def test_score_levels():
    def kind(ex) -> str:
        result = answer("score", ex.question)
        name = ex.question["contract"]["name"]
        if name == "surcharge" or ex.question["players"] == "2x2" or any(result["traits"]):
            return "hard"
        return f"{name} {'made' if result['made'] else 'failed'}"

    assert {kind(ex) for ex in exercises("score", "facile")} == {"prise made"}
    assert {kind(ex) for ex in exercises("score", "moyen")} == {"charge made", "prise failed"}
    hard = Counter(kind(ex) for ex in exercises("score", "difficile"))
    assert hard["hard"] + hard["charge failed"] == len(SEEDS), hard


def test_score_fields_name_players_or_teams():
    for ex in exercises("score", "difficile"):
        result = answer("score", ex.question)
        fields = ex.show["fields"]
        assert len(fields) == len(result["scores"])
        sheet = get_game("voisin").score(ex.question, Rules())
        assert [sheet.score(name) for name, _label in fields] == result["scores"]
        if ex.question["players"] == "2x2":
            assert fields[0][1] == "Équipe 1 (joueurs 1 et 3)"


def test_bid_levels():
    def stage(ex) -> str:
        auction = ex.question["auction"]
        seats = 4 if ex.question["players"] == "2x2" else int(ex.question["players"])
        if len(auction) >= seats:
            return "round two"
        bids = [c for c in auction if c != "pass"]
        if not bids:
            return "open"
        return "surcharge" if bids[-1].startswith("surcharge") else "standing"

    assert {stage(ex) for ex in exercises("bid", "facile")} == {"open"}
    assert {stage(ex) for ex in exercises("bid", "moyen")} == {"standing"}
    assert {stage(ex) for ex in exercises("bid", "difficile")} == {"round two", "surcharge"}
    for level in ("facile", "moyen", "difficile"):
        for ex in exercises("bid", level):
            question = {k: v for k, v in ex.question.items() if k != "calls"}
            verdicts = {
                answer("bid", question | {"call": c})["legal"] for c in ex.question["calls"]
            }
            assert verdicts == {True, False}, ex.question  # legal and illegal calls mixed
            assert 3 <= len(ex.question["calls"]) <= 5


def test_quiz_levels_and_links():
    for level in ("facile", "moyen", "difficile"):
        for ex in exercises("quiz", level):
            assert ex.question["link"].startswith("/regles/voisin/#")
            assert 0 <= ex.question["answer"] < len(ex.show["options"])
            assert len(set(ex.show["options"])) == len(ex.show["options"])


def test_order_quiz_pairs_are_never_equal():
    for seed in range(200):
        fact = order_quiz(random.Random(seed), Rules())
        assert len(fact.options) == 2 and fact.options[0] != fact.options[1]
        ranks = {c.rank for c in fact.options if isinstance(c, Card)}
        assert ranks != {Rank.KING, Rank.QUEEN}  # equal cards
