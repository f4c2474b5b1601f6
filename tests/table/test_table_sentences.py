"""The table's sentences agree with who they speak of: « Pli 7 : vous l'emporte » and
« Vous avez oublié de écarter » were on its pages, and an exchange refused said « vous ne
pouvez pas jouer »."""

from __future__ import annotations

import random
import re

import pytest
from django.utils.translation import override

from reference.engine.cards import Card, Rank, Suit
from reference.engine.deals import Phase, shuffled
from reference.engine.tricks import Reason
from reference.games import words
from reference.rulesets import RULESETS
from table.models import Table
from table.obligations import BY_KIND, TABLE, VOWELS, forgot_to
from table.present import game_words, refused_line, trick_view

pytestmark = pytest.mark.unit


def forgotten_phrases() -> list[str]:
    """Everything a learner may be told he forgot, at every game."""
    games = {rs.game for rs in RULESETS}
    phrases = [*TABLE.values(), *BY_KIND.values()]
    phrases += [phrase for game in games for phrase in words(game).forgotten.values()]
    return [str(p) for p in phrases]


def test_what_was_forgotten_follows_oublie_with_its_elision():
    with override("fr"):
        for phrase in forgotten_phrases():
            written = forgot_to(phrase)
            assert written == (f"d'{phrase}" if phrase[0] in VOWELS else f"de {phrase}")
        assert forgot_to("écarter ou rendre une carte") == "d'écarter ou rendre une carte"
    with override("en"):
        assert forgot_to("écarter") == forgot_to("fournir").replace("fournir", "écarter")


@pytest.mark.parametrize("rs", [rs for rs in RULESETS if rs.table], ids=lambda rs: rs.id)
def test_a_trick_you_won_says_vous_l_emportez(rs):
    game = rs.engine
    state = game.start_deal(rs.rules, rs.table, 0, shuffled(game.deck, random.Random(rs.id)))
    while not state.tricks.done:
        if state.phase is Phase.OVER:
            pytest.skip("the deal ended before its first trick")
        actions = state.legal_actions()
        bids = [a for a in actions if state.phase is Phase.AUCTION and "pass" not in a.value]
        state = state.apply((bids or actions)[0], state.to_act)
    record = state.tricks.done[0]
    for seat in range(len(state.dealt)):
        table = Table(ruleset=rs.id, players=rs.table, rules={}, seat=seat, first_dealer=0)
        with override("fr"):
            title = trick_view(rs, table, game_words(table), record, 7).title
        if seat == record.winner_seat:
            assert title == "Pli 7 : vous l'emportez"
        else:
            assert title.startswith("Pli 7 : ") and title.endswith(" l'emporte")
            assert "vous" not in title


@pytest.mark.parametrize("kind", ["card", "exchange", "call"])
def test_a_refusal_is_said_in_the_words_of_its_action(kind):
    """An exchange refused said « vous ne pouvez pas jouer »: it was no card played."""
    card = Card(Rank.ACE, Suit.HEARTS)
    with override("fr"):
        line = refused_line(kind, "passe" if kind == "call" else card)
    expected = {"card": "jouer", "exchange": "écarter", "call": "« passe »"}[kind]
    assert expected in line
    assert ("jouer" in line) == (kind == "card")


def table_words(rs, players):
    table = Table(ruleset=rs.id, players=players, rules={}, seat=rs.learner_seat(players))
    return game_words(table)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_table_names_its_seats_never_le_joueur_nord(language):
    """Every sentence the table and the coach may say of a seat, at every table: « Ouest »,
    never « le joueur Ouest » nor "player West"."""
    numbered = re.compile(r"\b(joueurs?|[Pp]layers?) %\(")
    with override(language):
        for rs in RULESETS:
            for players in rs.tables:
                w = table_words(rs, players)
                for code in w.all_messages:
                    pattern = str(w.template(Reason(code, ())))
                    assert not numbered.search(pattern), (rs.id, players, code, pattern)


def test_the_belote_announcements_read_as_a_player_says_them():
    rs = next(rs for rs in RULESETS if rs.id == "coinche")
    cards = (Card(Rank.SEVEN, Suit.HEARTS), Card(Rank.EIGHT, Suit.HEARTS))
    tierce = Reason("coinche_announces_tierce", (("seat", 1), ("cards", cards), ("value", 20)))
    with override("fr"):
        said = table_words(rs, "2x2").sentence(tierce)
        assert said == "Ouest annonce une tierce : 7♥, 8♥ (20 points)."
        rule_page = words("coinche").sentence(tierce)  # players numbered, as the page does
        assert rule_page.startswith("Le joueur 2 annonce une tierce : ")
        quote = Reason("whist_penalty_misere_card", (("seat", 0), ("misere", 1)))
        whist = next(rs for rs in RULESETS if rs.game == "whist" and rs.table)
        paid = str(table_words(whist, whist.table).template(quote))
        assert paid.startswith("%(seat)s paie %(to_misere)s à %(misere)s, ")
    with override("en"):
        said = table_words(rs, "2x2").sentence(tierce)
        assert said == "West announces a tierce: 7♥, 8♥ (20 points)."


def test_the_dames_score_names_each_seat_as_the_sheet_beside_it():
    whist = next(rs for rs in RULESETS if rs.id == "whist-reglement")
    w = table_words(whist, "4")
    with override("fr"):
        names = [w.side_name(f"seat_{seat}", {}) for seat in range(4)]
        assert names == [str(n).capitalize() for n in whist.seat_names("4")]
        assert words("whist").side_name("seat_1", {}) == "Joueur 2"  # the rule pages' numbers
