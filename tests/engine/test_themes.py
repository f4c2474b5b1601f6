"""Themes: every situation drawn for a theme exhibits it by the engine's own answer, under
every rule set; every witness does too (so that a drawer always ends on the theme); the themes
cover every code the engine can produce in the kinds they practise; every section exists."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reference.engine import DOCUMENTS, get_game
from reference.engine.results import Level, Situation
from reference.engine.themes import (
    COVERED_KINDS,
    Absence,
    ThemeJudge,
    UnknownThemeError,
    evidence,
    themes_shown,
)
from tests.layers import sampled

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "reference" / "documents"

#: Every rule set: the five documents, and Le Voisin's two variants where themes differ.
RULE_SETS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    *((d.game, d.slug, dict(d.rules)) for d in DOCUMENTS),
    ("voisin", "voisin", {"variante_i": True}),
    ("voisin", "voisin", {"variante_ii": True}),
)


def _pairs() -> list[tuple[str, str, dict[str, Any], str, str]]:
    found = []
    for game, document, options in RULE_SETS:
        rules = get_game(game).make_rules(options)
        for theme in get_game(game).themes.for_rules(rules):
            for kind in theme.kinds:
                found.append((game, document, options, theme.slug, kind))
    return found


PAIRS = _pairs()


def _id(pair: tuple[str, str, dict[str, Any], str, str]) -> str:
    game, _document, options, slug, kind = pair
    variant = "-".join(k for k, v in options.items() if v is True) or options.get("document", "")
    return "/".join(p for p in (game, variant, slug, kind) if p)


@pytest.mark.parametrize("pair", sampled(PAIRS, 6, one_value=True), ids=_id)
@settings(max_examples=6, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1), level=st.sampled_from(list(Level)))
def test_every_drawn_situation_exhibits_its_theme_by_the_engines_answer(pair, seed, level):
    game_slug, _document, options, slug, kind = pair
    game = get_game(game_slug)
    rules = game.make_rules(options)
    situation = game.situation(kind, random.Random(seed), rules, level, theme=slug)
    assert situation.theme == slug
    theme = game.themes.theme(slug, rules)
    assert theme.codes[kind] & evidence(game, kind, situation, rules)
    assert slug in themes_shown(game, kind, situation, rules)
    assert situation.difficulty is not None and 1000 <= situation.difficulty <= 2000


@pytest.mark.parametrize("pair", PAIRS, ids=_id)
def test_every_witness_exhibits_its_theme(pair):
    """The witness closes every drawer's search: it must show the theme, so that a drawer can
    only end on a situation of its theme."""
    game_slug, _document, options, slug, kind = pair
    game = get_game(game_slug)
    rules = game.make_rules(options)
    judge = ThemeJudge(game, game.themes.theme(slug, rules), kind, rules)
    drawer = game.themes.drawers[(slug, kind)]
    for seed in range(3):
        assert judge.shows(drawer.witness(random.Random(seed), rules))


#: Le Voisin's tables, each a rule set of its own (« à 3 joueurs »…), and Variante II at one.
AT_TABLES: tuple[tuple[dict[str, Any], str], ...] = (
    *(({}, table) for table in ("2", "3", "4", "2x2")),
    ({"variante_ii": True}, "3"),
)


def _at_table() -> list[tuple[dict[str, Any], str, str, str]]:
    voisin = get_game("voisin")
    return [
        (options, table, theme.slug, kind)
        for options, table in AT_TABLES
        for theme in voisin.themes.for_rules(voisin.make_rules(options), table)
        for kind in theme.kinds
    ]


AT_TABLE = _at_table()


def _at_id(case: tuple[dict[str, Any], str, str, str]) -> str:
    options, table, slug, kind = case
    return "/".join((*(k for k in options), table, slug, kind))


def _seats(situation: Situation) -> int | None:
    seats = situation.extras.get("seats")
    return seats if isinstance(seats, int) else None


@pytest.mark.parametrize("case", sampled(AT_TABLE, 8, one_value=True), ids=_at_id)
def test_every_theme_drawn_at_a_table_is_drawn_there_and_exhibits_it(case):
    """A rule set played at one table draws its themes there, at every level, and each still
    shows its theme by the engine's own answer."""
    options, table, slug, kind = case
    voisin = get_game("voisin")
    rules = voisin.make_rules(options)
    theme = voisin.themes.theme(slug, rules, table)
    seats = 4 if table == "2x2" else int(table)
    for seed in range(6):
        level = list(Level)[seed % 3]
        drawn = voisin.situation(kind, random.Random(seed), rules, level, slug, table)
        assert theme.codes[kind] & evidence(voisin, kind, drawn, rules), (seed, level)
        assert drawn.question.get("players", table) == table
        assert _seats(drawn) in (None, seats)


@pytest.mark.parametrize("case", AT_TABLE, ids=_at_id)
def test_every_witness_at_a_table_is_there_and_exhibits_its_theme(case):
    options, table, slug, kind = case
    voisin = get_game("voisin")
    rules = voisin.make_rules(options)
    judge = ThemeJudge(voisin, voisin.themes.theme(slug, rules, table), kind, rules)
    witness = voisin.themes.drawer(slug, kind, table).witness(random.Random(0), rules)
    assert judge.shows(witness)
    assert witness.question.get("players", table) == table
    assert _seats(witness) in (None, 4 if table == "2x2" else int(table))


def test_a_theme_a_table_does_not_play_is_absent_and_says_why():
    voisin = get_game("voisin")
    rules = voisin.make_rules({})
    partner = voisin.themes.theme("partenaire-maitre", rules)
    assert "partenaire-maitre" not in [t.slug for t in voisin.themes.for_rules(rules, "3")]
    why = voisin.themes.absence(partner, rules, "3")
    assert why is not None and (why.cause, why.names) == ("table", ("2x2",))
    with pytest.raises(UnknownThemeError, match="'partenaire-maitre' is played at 2x2, not at 3"):
        voisin.situation("legal_plays", random.Random(1), rules, Level.EASY, partner.slug, "3")
    alone = voisin.make_rules({"variante_i": True})
    first = voisin.themes.theme("premier-tour", rules)
    assert voisin.themes.absence(first, alone) == Absence("rules", ("variante_i",))


@pytest.mark.parametrize("pair", PAIRS[::7], ids=_id)
def test_the_same_seed_draws_the_same_situation(pair):
    game_slug, _document, options, slug, kind = pair
    game = get_game(game_slug)
    rules = game.make_rules(options)
    first, second = (
        game.situation(kind, random.Random(42), rules, Level.MEDIUM, theme=slug) for _ in range(2)
    )
    assert first == second


def test_a_theme_is_drawn_only_for_its_rule_set_and_kinds():
    coinche = get_game("coinche")
    rules = coinche.make_rules({})
    with pytest.raises(UnknownThemeError, match="unknown theme 'coupe-au-voisin'"):
        coinche.situation("trick_winner", random.Random(1), rules, Level.EASY, "coupe-au-voisin")
    with pytest.raises(UnknownThemeError, match="practised with legal_plays"):
        coinche.situation("score", random.Random(1), rules, Level.EASY, "sous-couper")
    voisin = get_game("voisin")
    alone = voisin.make_rules({"variante_i": True})
    assert "partenaire-maitre" in [t.slug for t in voisin.themes.for_rules(voisin.make_rules({}))]
    assert "partenaire-maitre" not in [t.slug for t in voisin.themes.for_rules(alone)]
    assert "variante-i" in [t.slug for t in voisin.themes.for_rules(alone)]


def test_a_theme_drawn_for_the_partners_trump_is_played_in_two_teams():
    voisin = get_game("voisin")
    rules = voisin.make_rules({})
    for seed in range(5):
        drawn = voisin.situation(
            "legal_plays", random.Random(seed), rules, Level.EASY, "partenaire-maitre"
        )
        assert drawn.question["players"] == "2x2"


@pytest.mark.parametrize("game_slug", sorted({g for g, _d, _o in RULE_SETS}))
def test_every_code_the_engine_can_produce_is_a_themes_or_said_not_to_be(game_slug):
    game = get_game(game_slug)
    book = game.themes
    claimed: set[str] = set()
    for theme in book.themes:
        for codes in theme.codes.values():
            claimed.update(codes)
            claimed.update(code.split(":")[0] for code in codes)
    uncovered = {
        kind: sorted(
            code
            for code in book.kind_codes.get(kind, frozenset())
            if code not in claimed and code not in book.not_themes
        )
        for kind in COVERED_KINDS
    }
    assert all(not codes for codes in uncovered.values()), uncovered
    # the lists name real codes, and a code said not to be a theme's is no theme's
    every = set().union(*book.kind_codes.values())
    assert every <= game.reason_codes | {"quiz_announcement_found", "quiz_announcement_none"}
    assert not set(book.not_themes) & claimed


@pytest.mark.parametrize("game_slug", sorted({g for g, _d, _o in RULE_SETS}))
def test_the_kind_codes_hold_every_code_the_level_exercises_show(game_slug):
    """The coverage lists are complete: what the level exercises show (under the documents'
    rules, where the trainer offers them) is in them."""
    game = get_game(game_slug)
    for options in (dict(d.rules) for d in DOCUMENTS if d.game == game_slug):
        rules = game.make_rules(options)
        for kind in set(COVERED_KINDS) & set(game.exercise_kinds):
            for seed in range(12):
                level = list(Level)[seed % 3]
                situation = game.situation(kind, random.Random(seed), rules, level)
                shown = {c for c in evidence(game, kind, situation, rules) if ":" not in c}
                shown -= {"holds_belote"}
                if situation.quiz is not None:
                    shown.discard(situation.quiz.code)
                assert shown <= game.themes.kind_codes[kind], (
                    kind,
                    shown - game.themes.kind_codes[kind],
                )


def _anchors(path: Path) -> set[str]:
    return set(re.findall(r"\{#([a-z0-9-]+)\}", path.read_text(encoding="utf-8")))


@pytest.mark.parametrize(("game_slug", "document", "options"), RULE_SETS)
@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_themes_section_is_an_anchor_of_its_rule_page(game_slug, document, options, language):
    game = get_game(game_slug)
    anchors = _anchors(DOCS / f"{document}.{language}.md")
    missing = [
        (t.slug, t.section)
        for t in game.themes.for_rules(game.make_rules(options))
        if t.section not in anchors
    ]
    assert missing == []


@pytest.mark.parametrize(("game_slug", "document", "options"), RULE_SETS)
def test_a_rule_sets_themes_make_a_path(game_slug, document, options):
    """Slugs are unique in a rule set, drawers exist for every kind, and every theme a theme
    builds on comes before it."""
    game = get_game(game_slug)
    path = game.themes.for_rules(game.make_rules(options))
    slugs = [t.slug for t in path]
    assert len(slugs) == len(set(slugs))
    assert [t.order for t in path] == sorted(t.order for t in path)
    for theme in path:
        assert all(slugs.index(r) < slugs.index(theme.slug) for r in theme.requires)
        assert all((theme.slug, kind) in game.themes.drawers for kind in theme.kinds)
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", theme.slug)


def test_difficulty_follows_the_complexity_of_a_situation():
    """Of a theme's situations, the ones with more cards in hand rate harder."""
    game = get_game("coinche")
    rules = game.make_rules({})
    drawn = [
        game.situation("legal_plays", random.Random(seed), rules, level, theme="fournir")
        for seed in range(8)
        for level in (Level.EASY, Level.HARD)
    ]
    by_hand: dict[int, list[float]] = {}
    for situation in drawn:
        assert situation.difficulty is not None
        by_hand.setdefault(len(situation.question["hand"]), []).append(situation.difficulty)
    small, large = min(by_hand), max(by_hand)
    assert small < large
    assert max(by_hand[small]) < min(by_hand[large])


def test_a_level_situation_is_filed_under_the_themes_it_shows():
    game = get_game("coinche")
    rules = game.make_rules({})
    cut = Situation({"trump": "H", "trick": ["AS", "7S", "8H", "KS"]})
    assert themes_shown(game, "trick_winner", cut, rules) == ("couper",)


def test_the_levels_of_a_theme_go_from_its_simplest_situations_to_its_hardest():
    """From the same sample, the easy level takes the simplest situation of the theme and the
    hard level the most complex; over a few draws the levels rate in that order."""
    whist = get_game("whist")
    rules = whist.make_rules({"document": "reglement"})
    judge = ThemeJudge(whist, whist.themes.theme("marque", rules), "score", rules)
    for seed in range(6):
        drawn = [
            whist.situation("score", random.Random(seed), rules, level, theme="marque")
            for level in (Level.EASY, Level.MEDIUM, Level.HARD)
        ]
        easy, medium, hard = (judge.complexity(s) for s in drawn)
        assert easy <= medium <= hard
    coinche = get_game("coinche")
    rules = coinche.make_rules({})
    means = []
    for level in (Level.EASY, Level.MEDIUM, Level.HARD):
        rated = [
            coinche.situation("legal_plays", random.Random(seed), rules, level, "couper").difficulty
            for seed in range(10)
        ]
        means.append(sum(r or 0 for r in rated) / len(rated))
    assert means == sorted(means) and means[0] < means[-1]


class _Judge:
    """Shows the situations whose question says so; the complexity is the question's."""

    codes = frozenset({"x"})

    def shows(self, situation: Situation) -> bool:
        return bool(situation.question.get("shows"))

    def complexity(self, situation: Situation) -> float:
        return float(situation.question["c"])


def test_a_drawer_ends_on_its_witness_when_no_candidate_shows_the_theme():
    from reference.engine.draw import THEME_ROUNDS, first_showing

    rounds = []

    def never() -> list[Situation]:
        rounds.append(1)
        return [Situation({"shows": False, "c": 0.5})]

    witness = Situation({"shows": True, "c": 0.1})
    assert first_showing(never, _Judge(), Level.HARD, lambda: witness) is witness
    assert len(rounds) == THEME_ROUNDS


def test_a_drawer_gives_each_level_its_share_of_the_situations_found():
    from reference.engine.draw import first_showing

    found = [Situation({"shows": True, "c": c}) for c in (0.5, 0.9, 0.1, 0.3, 0.7)]
    hidden = [Situation({"shows": False, "c": 0.0})]
    pick = {
        level: first_showing(lambda: hidden + found, _Judge(), level, lambda: hidden[0])
        for level in Level
    }
    assert [pick[level].question["c"] for level in Level] == [0.1, 0.5, 0.9]
