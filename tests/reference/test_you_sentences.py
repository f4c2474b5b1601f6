"""A sentence whose subject is the learner's seat says « vous » (issue 24: « Sud prend » when
Sud is « vous »): every sentence of the games' words that names a seat as the subject of a
verb has its second-person form, used at a table where that seat is the learner's."""

from __future__ import annotations

import re

import pytest
from django.utils.translation import override

from reference.engine.registry import GAMES
from reference.engine.tricks import Reason
from reference.games import words

pytestmark = pytest.mark.unit

VERBS = (
    "annonce|dit|tient|montre|a|est|en est|bouche|prend|passe|marque|paie|donne|peut|doit|ne|"
    "joue|remporte|l.emporte|fait|gagne|perd|reçoit|avait"
)
#: Sentences about seats where no seat is ever the learner's: the score pad's lines (its
#: players are the sheet's), and a team's deed.
NEVER_YOU = re.compile(r"whist_sheet_|whist_penalty_|capot_made$")


def seat_subjects(slug: str) -> set[tuple[str, str]]:
    """(code, parameter) of every sentence whose subject is a seat named by ``parameter``."""
    game_words = words(slug)
    params = "|".join(sorted(game_words.seat_params | {"player"}))
    subject = re.compile(rf"%\((?P<p>{params})\)s(?:, [^,]+,)? (?:{VERBS})\b")
    found = set()
    sentences = {
        **game_words.all_messages,
        **game_words.seated_messages,
        **game_words.named_messages,
    }
    with override("fr"):
        for code, template in sentences.items():
            found |= {(code, m["p"]) for m in subject.finditer(str(template))}
    return found


@pytest.mark.parametrize("slug", [g.slug for g in GAMES])
def test_every_seat_as_subject_has_its_second_person(slug):
    game_words = words(slug)
    missing = {
        (code, param)
        for code, param in seat_subjects(slug)
        if param not in game_words.you_messages.get(code, {}) and not NEVER_YOU.match(code)
    }
    assert missing == set()


class Anything(dict):
    def __missing__(self, key):
        return f"<{key}>"


@pytest.mark.parametrize("slug", [g.slug for g in GAMES])
def test_a_second_person_sentence_never_names_the_learner(slug):
    with override("fr"):
        for code, by_param in words(slug).you_messages.items():
            for param, template in by_param.items():
                text = str(template) % Anything()
                assert f"<{param}>" not in text, (code, text)
                assert re.search(r"\b[Vv]o(us|tre)\b", text), (code, text)


def test_the_table_says_vous_for_the_learner_and_names_the_others():
    names = ["Nord", "Est", "Sud", "Ouest"]
    whist = words("whist").named(names, you=2)
    coinche = words("coinche").named(names, you=2)
    with override("fr"):
        assert whist.sentence(Reason.of("whist_trou_three_aces", "002", seat=2)).startswith(
            "Vous tenez trois as"
        )
        assert "Nord" in whist.sentence(Reason.of("whist_trou_three_aces", "002", seat=0))
        called = whist.sentence(Reason.of("whist_trou_called", "002", seat=0, boucheur=2))
        assert "Nord" in called and "vous bouchez le trou" in called
        belote = coinche.sentence(Reason.of("coinche_belote_said", "004", seat=2, card="KH"))
        assert belote.startswith("Vous dites « belote »"), belote
    with override("en"):
        assert "You" in whist.sentence(Reason.of("whist_trou_three_aces", "002", seat=2))
