"""The belote coinchée rule page (seed 004): every table and example is the engine's.

The page is parsed into a small element tree; each engine block is found by its
``data-block`` (and ``data-example``) attribute and compared with what the engine computes
now. Monkeypatching an engine datum must change the page: proof that it is drawn, not typed.
"""

from __future__ import annotations

import json
import re
from dataclasses import fields

import pytest
from django.urls import reverse
from django.utils import translation

from reference.blocks.coinche import announcements, material
from reference.blocks.coinche import fields as field_blocks
from reference.blocks.examples import examples
from reference.engine import coinche as engine
from reference.engine.cards import Card, Rank
from reference.engine.coinche import order, play, tables
from reference.games.coinche import WORDS
from reference.games.coinche.words import TEAM_NAMES
from tests.html_check import html_problems
from tests.reference.pagetree import (
    REQUIRED_SECTIONS,
    Node,
    block,
    forget_pages,
    own_pages,
    parse,
    patches_engine,
    rows,
    with_appendix,
)

URL = reverse("reference:document", args=["coinche"])
ENGINE_CACHES = (order.strengths, order._points_by_index, order._deck_total, play._primary_reason)


# --- a small element tree ------------------------------------------------------------------


@pytest.fixture(autouse=True)
def fresh_pages(request):
    """A page is rendered once and read by every test; a test that patches engine data renders
    afresh into caches of its own and leaves no patched page or engine datum cached."""

    def clear_engine():
        for cached in ENGINE_CACHES:
            cached.cache_clear()

    if not patches_engine(request):
        yield
        return
    clear_engine()
    with own_pages():
        yield
    clear_engine()


def page(client, language: str = "fr") -> tuple[str, Node]:
    headers = {"Accept-Language": language} if language != "fr" else {}
    html = with_appendix(client, URL, headers)
    return html, parse(html)


def numbers(cells: list[Node]) -> list[int]:
    return [int(c.text()) for c in cells]


def fr(reason) -> str:
    with translation.override("fr"):
        return re.sub(r"\s+", " ", WORDS.sentence(reason))


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


def test_both_languages_have_the_same_heading_ids(client):
    def heading_ids(root: Node) -> list[str]:
        return [
            n.attrs["id"]
            for n in root.find_all(lambda n: n.tag in ("h2", "h3") and "id" in n.attrs)
        ]

    assert heading_ids(page(client, "fr")[1]) == heading_ids(page(client, "en")[1])


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_interpretation_has_its_anchor_and_a_link_from_the_rules(client, language):
    html, root = page(client, language)
    for note in engine.INTERPRETATIONS:
        headings = root.find_all(lambda n, i=note.id: n.tag == "h3" and n.attrs.get("id") == i)
        assert len(headings) == 1, note.id
        assert f'href="#{note.id}"' in html, f"no link to the note {note.id}"


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_rules_option_is_in_the_options_block_and_named_in_the_variants(client, language):
    html = page(client, language)[0]
    names = [f.name for f in fields(engine.Rules)]
    for name in names:
        assert f'id="option-{name}"' in html, name
    start, end = html.index('id="variantes"'), html.index('id="variantes-options"')
    prose = html[start:end]
    for name in names:
        assert f"<code>{name}" in prose, f"option {name} not described in the variants"


def test_unmodelled_variants_are_each_listed_with_a_reason(client):
    table = rows(block(page(client)[1], "coinche-unmodelled"))
    assert len(table) == 1 + len(engine.UNMODELLED_VARIANTS)
    assert all(cells[1].text() for cells in table[1:])


def test_case_file_fields_are_documented_with_the_engines_answers(client):
    node = block(page(client)[1], "coinche-fields")
    documented = [n.attrs["data-field"] for n in node.find_all(lambda n: "data-field" in n.attrs)]
    assert documented == ["player_team", "opening_lead", "seat", "belote", "hand", "schmurtz"]
    for example in field_blocks.FIELDS:
        answer = engine.GAME.answer(
            example.kind, example.data, engine.GAME.make_rules(example.options)
        )
        figure = node.find_all(lambda n, e=example: n.attrs.get("data-field") == e.name)[0]
        shown = figure.find_all(lambda n: "field-answer" in n.classes())[0].text()
        assert json.loads(shown) == {k: answer[k] for k in example.answer_keys}
        case = figure.find_all(lambda n: "field-case" in n.classes())[0].text()
        assert json.loads(case)["input"] == example.data


@pytest.mark.slow
def test_page_validates_as_html(client, tmp_path):
    pages = {}
    for language in ("fr", "en"):
        for i, part in enumerate(page(client, language)[0].split("\n<!DOCTYPE html>")):
            pages[f"coinche-{language}-{i}"] = part if i == 0 else "<!DOCTYPE html>" + part
    assert html_problems(pages, tmp_path) == []


# --- tables against the engine -------------------------------------------------------------


def test_seats_and_deal_tables_match_the_engine(client):
    root = page(client)[1]
    seats = rows(block(root, "coinche-seats"))[1:]
    assert [int(r[1].text()) for r in seats] == [1, 2, 3, 4]  # seat 0 is player 1
    for seat, cells in enumerate(seats):
        assert cells[2].text() == WORDS.team_name(engine.team_of(seat))
    deal = rows(block(root, "coinche-deal"))[1:]
    assert [int(r[1].text()) for r in deal] == list(engine.deal.PACKETS)
    assert int(deal[-1][2].text()) == sum(engine.deal.PACKETS) == 8


def test_card_orders_table_matches_the_engine(client):
    table = rows(block(page(client)[1], "coinche-orders"))[1:]
    for column, (_head, mode, suit) in enumerate(material.ORDER_COLUMNS, start=1):
        drawn = [cells[column].cards()[0] for cells in table]
        expected = [str(Card(r, suit)) for r in engine.card_order(engine.Mode(mode), suit)]
        assert drawn == expected


def test_point_table_matches_the_engine_scales_and_suit_totals(client):
    table = rows(block(page(client)[1], "coinche-points-main"))
    scaled = engine.point_tables()
    raw = engine.point_tables(rules(sa_ta_counting="raw_table"))
    scales = [
        scaled["H"].trump,
        scaled["H"].plain,
        scaled["SA"].plain,
        scaled["TA"].trump,
        raw["SA"].plain,
        raw["TA"].trump,
    ]
    body, total = table[1:-1], table[-1]
    assert len(body) == len(engine.ORDER_TRUMP)
    for rank, cells in zip(engine.ORDER_TRUMP, body, strict=True):
        assert numbers(cells[1:]) == [scale.get(rank, 0) for scale in scales]
    assert numbers(total[1:]) == [sum(scale.values()) for scale in scales]


def test_deal_totals_come_from_the_engine_for_every_counting(client):
    table = rows(block(page(client)[1], "coinche-totals"))[1:]
    assert len(table) == len(material.TOTALS)
    seen = {}
    for (_label, mode, options), cells in zip(material.TOTALS, table, strict=True):
        scale = engine.point_tables(rules(**options))[mode]
        cards, last, total = numbers(cells[2:5])
        assert (cards + last, last, total) == (scale.total, scale.last_trick, scale.total)
        seen[(mode, tuple(options.items()))] = total
    # the figures the rules discuss: 162 with a trump, 170 at tout atout with the last
    # trick, 130 / 258 counted raw
    assert seen[("H", ())] == engine.deck_total(engine.Mode.HEARTS)
    assert seen[("TA", ())] == engine.deck_total(engine.Mode.TA)
    assert (
        seen[("TA", ())] - engine.DIX_DE_DER
        == sum(engine.POINT_SCALES["tout_atout_document"].values()) * 4
    )
    raw_table = rules(sa_ta_counting="raw_table")
    assert seen[("SA", (("sa_ta_counting", "raw_table"),))] == engine.deck_total(
        engine.Mode.SA, raw_table
    )
    assert seen[("TA", (("sa_ta_counting", "raw_table"),))] == engine.deck_total(
        engine.Mode.TA, raw_table
    )


def test_contract_catalogue_and_ladder_match_the_engine(client):
    root = page(client)[1]
    table = rows(block(root, "coinche-contracts"))[1:]
    catalogue = engine.contract_catalogue()
    assert len(table) == len(catalogue)
    for entry, cells in zip(catalogue, table, strict=True):
        if entry.made is not None:
            assert cells[5].text().startswith(str(entry.made))
            assert cells[6].text().startswith(str(entry.failed_defence))
        if entry.minimum is not None:
            assert cells[2].text().startswith(str(entry.minimum))
    levels = [
        n.attrs["data-level"]
        for n in block(root, "coinche-ladder").find_all(lambda n: "data-level" in n.attrs)
    ]
    ladder = engine.bidding_ladder()
    assert [v for v in levels if v.isdigit()] == [v for v in ladder if v.isdigit()]
    assert len(levels) == len(ladder)


def test_announcement_values_match_the_engine(client):
    table = rows(block(page(client)[1], "coinche-announcement-values"))[1:]
    values = [int(cells[-1].text()) for cells in table]
    assert values[0] == engine.BELOTE_VALUE
    assert values[1:4] == [engine.SEQUENCE_VALUES[n] for n in (3, 4, 5)]
    carres = sorted(set(engine.CARRE_VALUES.values()), reverse=True)
    assert values[4 : 4 + len(carres)] == carres


def test_rounding_end_generale_and_conversion_tables_match_the_engine(client):
    root = page(client)[1]
    for cells in rows(block(root, "coinche-rounding"))[1:]:
        value, tens, fives = numbers(cells)
        assert tens == engine.round_points(value)
        assert fives == engine.round_points(value, rules(bid_step=5))
    for cells in rows(block(root, "coinche-end"))[1:]:
        ns, ew = int(cells[0].text()), int(cells[1].text())
        winner = engine.game_winner({"NS": ns, "EW": ew})
        if winner is not None:
            assert str(TEAM_NAMES[winner]) in cells[2].text()
    values = engine.Rules.OPTIONS["generale_value"]
    table = rows(block(root, "coinche-generale-values"))[1:]
    assert [int(c[0].text()) for c in table] == list(values)
    for cells in table:
        value = int(cells[0].text())
        made = engine.contract_catalogue(rules(generale_value=value))[-1]
        other = engine.contract_catalogue(
            rules(generale_value=value, generale_failed_defence="160_plus_contract")
        )[-1]
        assert numbers(cells[1:]) == [made.made, made.failed_defence, other.failed_defence]
    conversion = rows(block(root, "coinche-conversion"))[1:]
    assert [numbers(c) for c in conversion] == [
        list(t)
        for t in zip(
            engine.CONVERSION_CLASSIC, engine.CONVERSION_TA, engine.CONVERSION_SA, strict=True
        )
    ]


def test_the_page_follows_the_engine_when_its_data_change(client, monkeypatch):
    sa = dict(engine.POINT_SCALES["sans_atout"]) | {Rank.ACE: 25}
    monkeypatch.setattr(order, "POINTS_SA", sa)
    monkeypatch.setattr(tables, "CAPOT_HALF", 300)
    monkeypatch.setattr(engine, "CARRE_VALUES", {**engine.CARRE_VALUES, Rank.JACK: 250})
    monkeypatch.setattr(order, "ORDER_PLAIN", tuple(reversed(order.ORDER_PLAIN)))
    forget_pages()
    for cached in ENGINE_CACHES:
        cached.cache_clear()
    root = page(client)[1]

    points = rows(block(root, "coinche-points-main"))
    ace = next(r for r in points if r[0].text() in ("As", "Ace"))
    assert int(ace[3].text()) == 25
    totals = rows(block(root, "coinche-totals"))
    assert int(totals[2][4].text()) == 4 * sum(sa.values()) + engine.DIX_DE_DER  # sans atout
    capot = rows(block(root, "coinche-contracts"))[2]
    assert capot[5].text().startswith("600")
    values = [int(c[-1].text()) for c in rows(block(root, "coinche-announcement-values"))[1:]]
    assert 250 in values and 200 not in values
    orders = rows(block(root, "coinche-orders"))
    assert orders[1][2].cards() == ["7S"]  # the plain order, reversed


# --- worked examples -----------------------------------------------------------------------


EXAMPLES = examples("coinche")


def example_input(block_name: str, name: str) -> dict:
    return EXAMPLES[f"coinche-{block_name}-{name}"]["input"]


def example_rules(block_name: str, name: str) -> engine.Rules:
    return rules(**(EXAMPLES[f"coinche-{block_name}-{name}"].get("rules") or {}))


def test_the_required_trick_situations_are_shown():
    def first_reason(name):
        spot = engine.GAME.read_spot(example_input("trick", name), rules())
        return engine.trick_winner(spot.trick, spot.mode).reasons[0].code

    assert first_reason("coupe") == first_reason("surcoupe") == "wins_trump_cut"
    assert first_reason("tout-atout") == "wins_led_ta"
    assert first_reason("sans-atout") == "wins_led_sa"


OBLIGATIONS = {
    "fournir": "must_follow",
    "atout-demande": "must_overtrump_trump_led",
    "partenaire-maitre": "partner_master",
    "couper": "must_trump",
    "surcouper": "must_overtrump",
    "sous-couper": "must_undertrump",
    "tout-atout": "must_beat_ta",
    "sans-atout": "must_follow",
    "variante-sous-coupe": "undertrump_not_required",
    "variante-partenaire": "must_trump_partner",
    "variante-capot": "capot_no_master_lead",
}


@pytest.mark.parametrize(("name", "code"), list(OBLIGATIONS.items()))
def test_each_play_example_shows_the_obligation_it_illustrates(name, code):
    game_rules = example_rules("play", name)
    spot = engine.GAME.read_spot(example_input("play", name), game_rules)
    assert engine.GAME.legal_plays(spot, game_rules).obligation.code == code


def test_overtrumping_on_a_trump_lead_applies_even_over_the_partner():
    spot = engine.GAME.read_spot(example_input("play", "atout-demande"), rules())
    verdict = engine.trick_winner(spot.trick, spot.mode)
    assert verdict.winner == len(spot.trick) - 2  # the partner holds the trick


def test_the_auction_examples_cover_the_rules_they_illustrate():
    codes = set()
    for example_id, example in EXAMPLES.items():
        if example["kind"] != "auction":
            continue
        state = engine.GAME.auction(rules(**(example.get("rules") or {})))
        for item in example["calls"]:
            call, seat = (item, None) if isinstance(item, str) else (item["call"], item["seat"])
            ruling = state.ruling(call, seat)
            codes.add(ruling.reason.code)
            if ruling.legal:
                state = state.apply(call, seat)
        assert state.ended or "variante" in example_id
    assert {
        "bid_not_higher",
        "coinche_own_side",
        "bid_after_coinche",
        "auction_redeal",
        "auction_over",
        "coinche_in_turn_only",
        "bid_above_maximum",
        "coinche_not_80",
        "sa_ta_only_capot",
    } <= codes


def test_the_required_scoring_situations_are_shown():
    def codes(name):
        sheet = engine.GAME.score(example_input("score", name), example_rules("score", name))
        return sheet.made, {s.code for s in sheet.steps}

    made, steps = codes("reussi")
    assert made and "contract_made" in steps
    assert codes("chute")[0] is False and "all_points_to_defence" in codes("chute")[1]
    assert "coinche_multiplied" in codes("coinche-reussi")[1]
    assert "coinche_multiplied" in codes("surcoinche")[1]
    assert "capot_tricks" in codes("capot")[1]
    assert "unannounced_capot_points" in codes("capot-non-annonce")[1]
    made = codes("arrondi")[0]
    points = example_input("score", "arrondi")["result"]["points"].values()
    assert made and all(engine.round_points(p) != p for p in points)


def test_announcement_example_shows_which_team_counts(client):
    trump, hands = announcements.ANNOUNCE_HANDS["exemple"]
    mode = engine.Mode(trump)
    found = [engine.find_announcements([Card.parse(c) for c in h.split()], mode) for h in hands]
    ruling = engine.compare_announcements(found, mode)
    figure = block(page(client)[1], "coinche-announce", "exemple")
    for team in ("NS", "EW"):
        cell = figure.find_all(lambda n, t=team: n.attrs.get("data-team") == t)[0]
        assert int(cell.text()) == ruling.points[team]
    for reason in ruling.reasons:
        assert fr(reason) in figure.text()
    # the example's point: a carré beats a sequence of the same value
    values = sorted((a.value, a.is_carre) for anns in found for a in anns)
    assert values[-1] == (100, True) and (100, False) in values
