"""The one rule-set catalogue (``reference.rulesets``): every rule set is a rule of its game,
its house rules are the engine's options in player words, its seats follow the one geometry,
and no app decides anything by a game's name."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from reference.engine import DOCUMENTS, GAME_SLUGS
from reference.games import rulesets as game_rulesets
from reference.games.seating import PLACE_NAMES, seat_names
from reference.ruleset import seats, teams
from reference.rulesets import BY_ID, RULESETS, by_document, for_game, get, of_game, played_under

ROOT = Path(__file__).resolve().parents[2]
APPS = ("trainer", "table", "scorepad", "classroom")
#: What names a game, a document or a rule set.
NAMES = set(GAME_SLUGS) | {d.slug for d in DOCUMENTS} | set(BY_ID) | {"reglement", "couleur"}


def test_every_game_of_the_registry_has_its_rule_sets_and_every_document_its_own():
    assert {rs.game for rs in RULESETS} == set(GAME_SLUGS)
    for game in GAME_SLUGS:
        assert for_game(game) == game_rulesets(game)
    own = {rs.document_slug for rs in RULESETS if rs.name is None}
    assert own == {d.slug for d in DOCUMENTS}


def test_names_are_unique_and_fit_what_stores_them():
    assert len(BY_ID) == len(RULESETS)
    assert len({(rs.game, rs.slug) for rs in RULESETS}) == len(RULESETS)
    for rs in RULESETS:
        assert re.fullmatch(r"[a-z0-9-]{1,20}", rs.id) and re.fullmatch(r"[a-z0-9-]{1,20}", rs.slug)
        assert get(rs.id) is rs and of_game(rs.game, rs.slug) is rs


@pytest.mark.parametrize("rs", RULESETS, ids=lambda rs: rs.id)
def test_a_rule_set_is_a_rule_of_its_game_at_each_of_its_tables(rs):
    rules = rs.rules
    assert rs.engine.make_rules(dict(rs.options)) == rules
    assert set(rs.tables) <= set(rs.document.players)
    for table in rs.tables:
        rs.engine.start_deal(rules, table, 0, rs.engine.deck.cards)  # dealt without a refusal
        rs.sheet(table, 0, dict(rs.options), {}, [])  # an empty sheet is kept


@pytest.mark.parametrize("rs", RULESETS, ids=lambda rs: rs.id)
def test_house_rules_are_engine_options_with_the_documents_rule_first(rs):
    defaults = rs.rules
    for rule in rs.house_rules:
        if rule.match:
            continue  # a sheet's option, checked by the sheet
        assert rule.name not in rs.options or not rule.at_table, rule.name
        if rule.name in rs.options:
            continue
        assert rule.default == getattr(defaults, rule.name), rule.name
        for value, words in rule.choices:
            rs.rules_with({rule.name: value})
            assert str(words) and str(rule.question)
    for rule in rs.sheet_rules():
        for value, _words in rule.choices:
            options = {rule.name: value}
            settings = ({}, options) if rule.match else (options, {})
            rs.sheet(rs.tables[0], 0, {**rs.options, **settings[0]}, settings[1], [])


def test_the_table_names_what_a_table_changed_never_what_the_rule_set_fixed():
    variante = get("voisin-variante-ii")
    assert variante is not None and variante.chosen({"variante_ii": True}) == []
    plain = get("voisin")
    assert plain is not None and [str(q) for q, _w in plain.chosen({"variante_ii": True})]


@pytest.mark.parametrize("table", ["2", "3", "4", "5", "2x2"])
@pytest.mark.parametrize("clockwise", [False, True])
def test_seats_are_named_once_around_the_table_the_learner_south(table, clockwise):
    names = [str(n) for n in seat_names(seats(table), clockwise)]
    assert len(set(names)) == len(names) == seats(table)
    assert set(names) <= {str(n) for n in PLACE_NAMES.values()}
    for rs in RULESETS:
        if table in rs.tables:
            assert str(rs.seat_names(table)[rs.learner_seat(table)]) == "Sud"
            partner = rs.partner(table, rs.learner_seat(table))
            assert (partner is not None) == teams(table)
            if partner is not None:
                assert str(rs.seat_names(table)[partner]) == "Nord"


def test_le_voisin_is_a_rule_set_at_each_table_and_under_each_variant():
    tables = {rs.table for rs in for_game("voisin") if rs.table and not rs.options}
    assert tables == {"2", "3", "4", "2x2"}
    assert get("voisin-variante-i").rules.variante_i  # type: ignore[union-attr]
    assert get("voisin-variante-ii").rules.variante_ii  # type: ignore[union-attr]
    documents, variants = zip(*by_document(), strict=True)
    assert [rs.id for rs in documents] == [d.slug for d in DOCUMENTS]
    assert len(dict(zip([d.id for d in documents], variants, strict=True))["voisin"]) == 6


def test_a_case_is_played_under_the_rule_set_its_rules_and_table_name():
    assert played_under("whist", {}).id == "whist-reglement"
    assert played_under("whist", {"document": "couleur"}).id == "whist-couleur"
    assert played_under("voisin", {}).id == "voisin"
    assert played_under("voisin", {}, "3").id == "voisin-3"
    assert played_under("voisin", {"variante_ii": True}, "3").id == "voisin-variante-ii"
    assert played_under("voisin", {"variante_i": True}).id == "voisin-variante-i"


def _app_files() -> list[Path]:
    return [p for app in APPS for p in (ROOT / app).rglob("*.py") if "migrations" not in p.parts]


def test_no_app_decides_by_a_games_name():
    """What differs between games comes from the catalogue, the game's words or the engine: no
    comparison in the apps names a game, a document or a rule set (a deck's notation, which
    Neurotrio's cards have of their own, is a deck's, not a game's)."""
    found = []
    for path in _app_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                if any(isinstance(s, ast.Name) and s.id == "deck" for s in sides):
                    continue
                named = [s.value for s in sides if isinstance(s, ast.Constant) and s.value in NAMES]
                if named:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} {named}")
    for path in [p for app in APPS for p in (ROOT / app).rglob("*.html")] + list(
        (ROOT / "templates").rglob("*.html")
    ):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            for name in re.findall(r'==\s*"([a-z0-9-]+)"', line):
                if name in NAMES:
                    found.append(f"{path.relative_to(ROOT)}:{number} {name}")
    assert found == []
