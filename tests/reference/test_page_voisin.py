"""The Le Voisin rule page (/regles/voisin/, seed 000): every table and example is the engine's.

The page is parsed into a small element tree; each engine block is found by its
``data-block`` (and ``data-example``) attribute and compared with what the engine computes
now. Monkeypatching engine data must change the page: proof that it is drawn, not typed.
"""

from __future__ import annotations

import json
import re
from dataclasses import fields, replace
from fractions import Fraction
from pathlib import Path

import pytest
from django.urls import reverse
from django.utils import translation

from reference import rulebook
from reference.blocks.voisin import announcements, contracts, figures, material
from reference.engine import voisin as engine
from reference.engine.cards import DECK_32, SUITS, Card, Rank, Suit
from reference.engine.tricks import round_to_ten
from reference.games import words
from reference.games.voisin.names import contract_name, table_label
from reference.names import rank_name
from tests.html_check import html_problems
from tests.reference.pagetree import (  # noqa: F401
    REQUIRED_SECTIONS,
    Node,
    block,
    forget_pages,
    fresh_pages,
    parse,
    rows,
    with_appendix,
)

URL = reverse("reference:document", args=["voisin"])
SOURCES = Path(rulebook.DOCUMENTS_DIR)


# --- a small element tree ------------------------------------------------------------------


def page(client, language: str = "fr") -> tuple[str, Node]:
    html = with_appendix(client, URL, {"Accept-Language": language})
    return html, parse(html)


def texts(table_rows: list[list[Node]]) -> list[list[str]]:
    return [[cell.text() for cell in row] for row in table_rows]


def fr(reason, players: str | None = None) -> str:
    """A reason's French sentence (its sides named for the table ``players``)."""
    game_words = words("voisin")
    if players is not None:
        game_words = game_words.at_table({"players": players})
    with translation.override("fr"):
        return re.sub(r"\s+", " ", game_words.sentence(reason))


def in_french(function, *args):
    with translation.override("fr"):
        return function(*args)


def value(text: str) -> Fraction:
    """ "½" → 1/2, "44,5" → 89/2, "5" → 5."""
    if text == "½":
        return Fraction(1, 2)
    return Fraction(text.replace(",", "."))


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def rules(**options) -> engine.Rules:
    return engine.Rules.from_options(options)


# --- the page as a whole -------------------------------------------------------------------


@pytest.mark.parametrize("language", ["fr", "en"])
def test_page_renders_with_one_h1_and_the_required_sections_in_order(client, language):
    html, root = page(client, language)
    assert html.count("<h1") == 2  # the page and its appendix, one each
    h2_ids = [n.attrs["id"] for n in root.find_all(lambda n: n.tag == "h2" and "id" in n.attrs)]
    assert [i for i in h2_ids if i in REQUIRED_SECTIONS] == REQUIRED_SECTIONS
    assert ":::" not in html


def test_both_languages_have_the_same_headings_and_blocks(client):
    def heading_ids(root: Node) -> list[str]:
        return [
            n.attrs["id"]
            for n in root.find_all(lambda n: n.tag in ("h2", "h3") and "id" in n.attrs)
        ]

    assert heading_ids(page(client, "fr")[1]) == heading_ids(page(client, "en")[1])
    directives = {
        lang: re.findall(r"^::: .*$", (SOURCES / f"voisin.{lang}.md").read_text(), re.M)
        for lang in ("fr", "en")
    }
    assert directives["fr"] == directives["en"]
    for lang in ("fr", "en"):
        source = (SOURCES / f"voisin.{lang}.md").read_text()
        assert "<" not in source, "no raw HTML in the Markdown"


@pytest.mark.parametrize(("language", "word"), [("fr", "abîmé"), ("en", "damaged")])
def test_the_damaged_source_is_stated_before_the_first_section(client, language, word):
    html = page(client, language)[0]
    body = html.split('class="rule-body"')[1]
    before = body.split("<h2")[0]
    note = re.search(r'<p class="note">(.*?)</p>', before, re.S)
    assert note is not None and word in note.group(1)
    for anchor in ("#ordre-exemples", "#points", "#jeu-de-la-carte", "#interpretations"):
        assert f'href="{anchor}"' in before


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_interpretation_has_its_anchor_and_a_link_from_the_rules(client, language):
    html, root = page(client, language)
    assert len(engine.INTERPRETATIONS) == 36
    notes = html.split('id="interpretations"')[1]
    for note in engine.INTERPRETATIONS:
        headings = root.find_all(lambda n, i=note.id: n.tag == "h3" and n.attrs.get("id") == i)
        assert len(headings) == 1, note.id
        assert f'id="{note.id}"' in notes, f"{note.id} is not under the interpretation notes"
        rules_part = html.split('id="interpretations"')[0]
        assert f'href="#{note.id}"' in rules_part, f"no link to the note {note.id}"


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_rules_option_is_in_the_options_block_and_described(client, language):
    html = page(client, language)[0]
    variants = html.split('id="variantes"')[1].split('id="variantes-options"')[0]
    notes = html.split('id="interpretations"')[1]
    for option in fields(engine.Rules):
        assert f'id="option-{option.name}"' in html, option.name
        for accepted in engine.Rules.OPTIONS[option.name]:
            shown = json.dumps(accepted) if isinstance(accepted, bool) else str(accepted)
            assert shown in html, (option.name, accepted)
        assert option.name in variants or option.name in notes, option.name


@pytest.mark.slow
@pytest.mark.parametrize("language", ["fr", "en"])
def test_page_validates_as_html(client, tmp_path, language):
    parts = page(client, language)[0].split("\n<!DOCTYPE html>")
    pages = {
        f"voisin.{language}.{i}": part if i == 0 else "<!DOCTYPE html>" + part
        for i, part in enumerate(parts)
    }
    assert html_problems(pages, tmp_path) == []


# --- tables against the engine -------------------------------------------------------------


def test_deal_table_is_deal_sizes_and_variante_i(client):
    root = page(client)[1]
    body = texts(rows(block(root, "voisin-deal")))[1:]
    sizes = [*engine.DEAL_SIZES.values(), engine.VARIANTE_I_DEAL]
    assert len(body) == len(sizes)
    for row, size in zip(body, sizes, strict=True):
        assert row[1:3] == [str(size.hand), str(size.talon)]
        assert row[4] == str(size.hand)
        assert row[5].endswith(f"= {len(DECK_32.cards)}")
        assert ("aucune" if size.talon == 0 else "dernière") in row[3]
    labels = [row[0] for row in body[:-1]]
    assert labels == [in_french(table_label, p) for p in engine.DEAL_SIZES]


def test_roles_table_draws_voisin_and_opposite_suits_for_each_trump(client):
    root = page(client)[1]
    body = rows(block(root, "voisin-roles"))[1:]
    assert [row[0].cards() for row in body] == [[f"A{s.value}"] for s in SUITS]
    for row, trump in zip(body, SUITS, strict=True):
        assert row[1].cards() == [f"A{engine.voisin_of(trump).value}"]
        assert row[2].cards() == [f"A{s.value}" for s in engine.opposite_suits(trump)]


def test_order_table_is_card_orders(client):
    root = page(client)[1]
    table_rows = rows(block(root, "voisin-orders"))
    for column, (_head, mode, role, suit) in enumerate(material.ORDER_COLUMNS, start=1):
        order = engine.CARD_ORDERS[mode][role]
        drawn = [row[column].cards() for row in table_rows[1:]]
        assert drawn == [[str(Card(r, suit)) for r in group] for group in order.groups]
    # King and Queen share one row in every column: they are equal
    assert all(len(cell.cards()) == 2 for cell in table_rows[-1][1:])


def test_sequence_table_is_sequence_order(client):
    root = page(client)[1]
    cells = rows(block(root, "voisin-sequence"))[1][1:]
    assert [c.cards()[0] for c in cells] == [
        str(Card(r, Suit.SPADES)) for r in engine.SEQUENCE_ORDER
    ]


def test_points_table_is_point_tables_with_the_engine_deck_total(client):
    root = page(client)[1]
    table_rows = texts(rows(block(root, "voisin-points")))
    scales = [engine.POINT_TABLES[mode][role] for _h, mode, role in material.POINT_COLUMNS]
    ranks = list(scales[0].points)
    assert len(table_rows) == 1 + len(ranks) + 2
    for row, rank in zip(table_rows[1:], ranks, strict=False):
        assert row[0] == in_french(rank_name, rank)
        assert [value(v) for v in row[1:]] == [s.points[rank] for s in scales]
    assert [value(v) for v in table_rows[-2][1:]] == [s.total for s in scales]
    totals = [value(v) for v in table_rows[-1][1:]]
    for total, (_h, mode, _r) in zip(totals, material.POINT_COLUMNS, strict=True):
        trump = Suit.HEARTS if mode == "suit" else engine.parse_trump(mode)
        assert total == engine.card_points(DECK_32.cards, trump) == engine.DECK_POINTS
    # the normal game: one trump suit and three others make the 88
    normal = engine.POINT_TABLES["suit"]
    assert normal["atout"].total + 3 * normal["voisin"].total == engine.DECK_POINTS


def test_contracts_table_is_the_contract_catalogue(client):
    root = page(client)[1]
    body = texts(rows(block(root, "voisin-contracts")))[1:]
    assert len(body) == len(engine.CONTRACTS)
    for row, info in zip(body, engine.CONTRACTS, strict=True):
        assert row[0] == in_french(contract_name, info.name)
        assert row[1] == str(info.round)
        target = str(info.target_points) if info.target_points else "tous les plis"
        assert row[2].startswith(target)
        assert row[4] == str(info.prime)
    prise = body[0]
    assert str(engine.contracts.PRISE_CAP) in prise[5]
    assert str(engine.contracts.SURCHARGE_AFTER_CHARGE) in body[2][5]


def test_targets_table_is_contract_target(client):
    root = page(client)[1]
    body = texts(rows(block(root, "voisin-targets")))[1:]
    tables = [(p, rules()) for p in engine.DEAL_SIZES] + [("2", rules(variante_i=True))]
    for row, name in zip(body, engine.CONTRACT_NAMES, strict=True):
        for cell, (players, rule_set) in zip(row[1:], tables, strict=True):
            try:
                target = engine.contract_target(name, players, rule_set)
            except engine.contracts.EngineError:
                assert cell == "—"
                continue
            number = target.get("points", target.get("tricks"))
            assert cell.split()[0] == str(number)


def test_ladder_and_scoring_numbers_are_the_engine_s(client):
    root = page(client)[1]
    ladder = texts(rows(block(root, "voisin-ladder")))[1:]
    ordered = sorted(engine.LADDER.items(), key=lambda item: item[1])
    assert [(row[0], row[1]) for row in ladder] == [
        (str(level), in_french(contract_name, name)) for name, level in ordered
    ]
    scoring = texts(rows(block(root, "voisin-scoring")))[1:]
    assert [row[1] for row in scoring] == [str(r.value) for r in engine.SCORING_TABLE]


def test_announcement_values_are_the_engine_points(client):
    root = page(client)[1]
    body = texts(rows(block(root, "voisin-announcement-values")))[1:]
    specimens = in_french(announcements.specimens)
    assert [int(row[2]) for row in body] == [a.points(rules()) for _hold, a in specimens]
    by_name = {row[0].lower(): int(row[2]) for row in body}
    assert by_name["couleur"] == 20
    assert by_name["carré de rois"] == rules().carre_rois_points
    assert by_name["carré de valets"] == 20
    assert by_name["double couple"] == 6


def test_cancellation_table_is_cancellation_order(client):
    root = page(client)[1]
    body = texts(rows(block(root, "voisin-cancellation")))[1:]
    assert len(body) == len(engine.CANCELLATION_ORDER)
    names = [row[1] for row in body]
    assert names[:3] == ["carré de Rois", "couleur", "carré de Valets"]
    assert names[-3:] == ["quinte", "quarte", "tierce"]
    for name, item in zip(names, engine.CANCELLATION_ORDER, strict=True):
        kind = item.split()[0]
        assert name.startswith({"carre": "carré"}.get(kind, kind))


def test_rounding_and_end_tables_are_computed(client):
    root = page(client)[1]
    rounding = texts(rows(block(root, "voisin-rounding")))[1:]
    for row, exact in zip(rounding, contracts.ROUNDING_VALUES, strict=True):
        assert value(row[0]) == exact and row[1] == str(round_to_ten(exact))
    assert ["44,5", "40"] in rounding and ["45", "50"] in rounding
    end = texts(rows(block(root, "voisin-end")))[1:]
    for row, (totals, traits) in zip(end, contracts.END_EXAMPLES, strict=True):
        assert row[2] == fr(engine.game_standing(totals, traits).reason, str(len(totals)))


def test_cut_readings_table_is_trick_winner_under_each_option(client):
    root = page(client)[1]
    body = rows(block(root, "voisin-cut-readings"))[1:]
    for row, name in zip(body, figures.CUT_TRICKS, strict=True):
        trick, _trump = figures.cut_trick(name)
        assert row[0].cards() == [str(c) for c in trick]
        for cell, (_head, options) in zip(row[1:], figures.CUT_READINGS, strict=True):
            winner = engine.trick_winner(trick, Suit.HEARTS, rules(**options)).card
            assert cell.cards() == [str(winner)]
    # only the reading chosen makes the four captions true
    first_column = [row[1].cards()[0] for row in body[:4]]
    assert first_column == ["8D", "7D", "QS", "TD"]


def test_page_changes_when_engine_data_change(client, monkeypatch):
    before = page(client)[1]
    forget_pages()
    sizes = dict(engine.DEAL_SIZES)
    sizes["3"] = engine.DealSize("3", 3, 8, 8)
    monkeypatch.setattr(engine, "DEAL_SIZES", sizes)
    trump_points = dict(engine.POINT_TABLES["suit"]["atout"].points)
    trump_points[Rank.JACK] = Fraction(20)
    tables = {
        **engine.POINT_TABLES,
        "suit": {
            **engine.POINT_TABLES["suit"],
            "atout": engine.table.PointScale("trump", trump_points),
        },
    }
    monkeypatch.setattr(engine, "POINT_TABLES", tables)
    monkeypatch.setattr(engine, "SCORING_TABLE", (replace(engine.SCORING_TABLE[0], value=40),))
    monkeypatch.setattr(engine, "SEQUENCE_ORDER", tuple(reversed(engine.SEQUENCE_ORDER)))
    after = page(client)[1]
    deal = texts(rows(block(after, "voisin-deal")))
    assert deal[2][1:3] == ["8", "8"]
    assert deal != texts(rows(block(before, "voisin-deal")))
    points = texts(rows(block(after, "voisin-points")))
    jack = next(row for row in points if row[0] == "Valet")
    assert jack[1] == "20"
    assert points[-2][1] == str(engine.POINT_TABLES["suit"]["atout"].total) == "40"
    scoring = texts(rows(block(after, "voisin-scoring")))
    assert scoring[1:] == [[scoring[1][0], "40"]]
    sequence = rows(block(after, "voisin-sequence"))[1][1:]
    assert sequence[0].cards() == ["AS"]
