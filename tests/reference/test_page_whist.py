"""The two Belgian whist rule pages, /regles/whist-reglement/ (seed 002) and
/regles/whist-couleur/ (seed 003): one engine, two rule sets, every table and example the
engine's.

Each page is parsed into a small element tree; each engine block is found by its
``data-block`` (and ``data-example``) attribute and compared with what the engine computes
now for that page's rule set. Monkeypatching an engine datum must change the page: proof
that it is drawn, not typed.
"""

from __future__ import annotations

import re
from dataclasses import fields, replace
from pathlib import Path

import pytest
from django.urls import reverse
from django.utils import translation

from reference import rulebook
from reference.blocks import whist as blocks
from reference.blocks.examples import examples
from reference.blocks.whist import fields as field_blocks
from reference.blocks.whist import tables
from reference.blocks.whist import trou as trou_blocks
from reference.blocks.whist.base import signed, suit_label
from reference.engine import DOCUMENTS_BY_SLUG, get_game
from reference.engine import whist as engine
from reference.engine.cards import Card, Suit
from reference.games.whist import WORDS, names
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

SLUGS = ("whist-reglement", "whist-couleur")
SOURCES = Path(rulebook.DOCUMENTS_DIR)
SEEDS = {"whist-reglement": "002", "whist-couleur": "003"}


# --- a small element tree ------------------------------------------------------------------


def page(client, slug: str, language: str = "fr") -> tuple[str, Node]:
    url = reverse("reference:document", args=[slug])
    html = with_appendix(client, url, {"Accept-Language": language})
    return html, parse(html)


def texts(node: Node, index: int = 0) -> list[list[str]]:
    return [[cell.text() for cell in row] for row in rows(node, index)]


def fr(reason) -> str:
    with translation.override("fr"):
        return re.sub(r"\s+", " ", WORDS.sentence(reason))


def in_french(function, *args, **kwargs):
    with translation.override("fr"):
        return function(*args, **kwargs)


def document_rules(slug: str, **options) -> engine.Rules:
    document = DOCUMENTS_BY_SLUG[slug]
    return get_game("whist").make_rules({**dict(document.rules), **options})


def seed_of(rules: engine.Rules) -> str:
    return "002" if rules.reglement else "003"


def slug_of(rules: engine.Rules) -> str:
    return "whist-reglement" if rules.reglement else "whist-couleur"


# --- the pages as a whole ------------------------------------------------------------------


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("slug", SLUGS)
def test_page_renders_with_one_h1_and_the_required_sections_in_order(client, slug, language):
    html, root = page(client, slug, language)
    assert html.count("<h1") == 2  # the page and its appendix, one each
    h2_ids = [n.attrs["id"] for n in root.find_all(lambda n: n.tag == "h2" and "id" in n.attrs)]
    assert [i for i in h2_ids if i in REQUIRED_SECTIONS] == REQUIRED_SECTIONS
    assert ":::" not in html


@pytest.mark.parametrize("slug", SLUGS)
def test_both_languages_have_the_same_heading_ids_and_blocks(client, slug):
    def heading_ids(root: Node) -> list[str]:
        return [
            n.attrs["id"]
            for n in root.find_all(lambda n: n.tag in ("h2", "h3") and "id" in n.attrs)
        ]

    assert heading_ids(page(client, slug, "fr")[1]) == heading_ids(page(client, slug, "en")[1])
    directives = {
        lang: re.findall(r"^::: .*$", (SOURCES / f"{slug}.{lang}.md").read_text(), re.M)
        for lang in ("fr", "en")
    }
    assert directives["fr"] == directives["en"]
    for lang in ("fr", "en"):
        source = (SOURCES / f"{slug}.{lang}.md").read_text()
        assert not re.search(r"<[a-z/]", source), "no raw HTML in the Markdown source"


def notes_on(root: Node) -> set[str]:
    section = [
        n
        for n in root.find_all(
            lambda n: n.tag == "h3" and n.attrs.get("id", "").startswith("whist-")
        )
    ]
    return {n.attrs["id"] for n in section}


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_interpretation_is_on_a_page_and_each_page_has_those_of_its_seed(client, language):
    shown: set[str] = set()
    for slug in SLUGS:
        html, root = page(client, slug, language)
        on_page = notes_on(root)
        shown |= on_page
        for note in engine.INTERPRETATIONS:
            # The engine tags each reading with its passage; a note citing the page's seed
            # must be on that page, with a link to it from the rule it explains.
            if re.search(rf"\b{SEEDS[slug]}\b", note.source):
                assert note.id in on_page, f"{slug}: no note {note.id}"
        for note_id in on_page:
            assert f'href="#{note_id}"' in html, f"{slug}: no link to the note {note_id}"
        expected = {i.id for i in blocks.page_interpretations(DOCUMENTS_BY_SLUG[slug])}
        assert on_page == expected
    assert {i.id for i in engine.INTERPRETATIONS} <= shown


@pytest.mark.parametrize("slug", SLUGS)
def test_every_rules_option_is_in_the_options_block(client, slug):
    html = page(client, slug)[0]
    for option in fields(engine.Rules):
        assert f'id="option-{option.name}"' in html, option.name
        for value in engine.Rules.OPTIONS[option.name]:
            assert (str(value).lower() if isinstance(value, bool) else str(value)) in html


def test_each_page_shows_its_own_rule_set_in_the_options_block(client):
    for slug in SLUGS:
        root = page(client, slug)[1]
        row = root.find_all(lambda n: n.attrs.get("id") == "option-document")[0]
        default = row.find_all(lambda n: n.tag == "td")[0].text()
        assert default == DOCUMENTS_BY_SLUG[slug].rules["document"]


def test_the_queen_of_clubs_is_drawn_once_on_the_reglement_page(client):
    # The browser test finds "Dame de trèfle" by role on this page: it must be unique.
    html = page(client, "whist-reglement")[0]
    assert html.count('aria-label="Dame de trèfle"') == 1


# --- tables against the engine -------------------------------------------------------------


@pytest.mark.parametrize("slug", SLUGS)
def test_deal_table_is_the_documents_deal_patterns(client, slug):
    rules = document_rules(slug)
    found = texts(block(page(client, slug)[1], "whist-deal"))
    assert [row[0] for row in found[1:]] == list(engine.DEAL_PATTERNS[rules.document])
    for row in found[1:]:
        packets = [int(n) for n in row[0].split("-")]
        assert [int(cell.split()[0]) for cell in row[1:-2]] == packets
        assert int(row[-2]) == sum(packets) == 13
        assert ("notre donne" in row[-1]) == (row[0] == rules.deal_pattern)


@pytest.mark.parametrize("slug", SLUGS)
def test_order_table_is_card_order_and_suit_table_is_the_bid_ranking(client, slug):
    root = page(client, slug)[1]
    drawn = [row[1].cards()[0] for row in rows(block(root, "whist-order"))[1:]]
    assert drawn == [str(Card(rank, Suit.HEARTS)) for rank in engine.CARD_ORDER]
    suits = [row[1] for row in texts(block(root, "whist-suits"))[1:]]
    assert suits == [in_french(suit_label, s) for s in reversed(engine.BID_SUIT_ORDER)]


@pytest.mark.parametrize("slug", SLUGS)
def test_contract_table_is_the_documents_catalogue(client, slug):
    rules = document_rules(slug)
    found = texts(block(page(client, slug)[1], "whist-contracts"))
    rungs = tables.ladder_rungs(rules)
    catalogue = sorted(engine.catalogue(rules), key=lambda s: rungs.get(s.name, tables.OFF_LADDER))
    assert [row[0] for row in found[1:]] == [spec.label for spec in catalogue]
    for row, spec in zip(found[1:], catalogue, strict=True):
        assert row[1] == in_french(names.side_text, spec)
        assert row[2] == in_french(names.target_text, spec)
        assert row[3] == in_french(names.trump_text, spec, rules)
        assert row[4] == in_french(tables.leader_text, spec.leader)
        assert row[5].endswith(in_french(tables.features_text, spec, rules).lstrip("—"))


def test_the_two_catalogues_differ_where_the_documents_do(client):
    reglement = texts(block(page(client, "whist-reglement")[1], "whist-contracts"))
    couleur = texts(block(page(client, "whist-couleur")[1], "whist-contracts"))
    abondance = {row[0]: row for row in reglement[1:]}["abondance"]
    assert abondance[3] == "la couleur annoncée"
    assert {row[0]: row for row in couleur[1:]}["abondance"][3] == "sans atout"
    assert "jeu des Dames" in [row[0] for row in reglement] and "jeu des Dames" not in [
        row[0] for row in couleur
    ]


@pytest.mark.parametrize("slug", SLUGS)
def test_ladder_table_is_the_bidding_ladder(client, slug):
    rules = document_rules(slug)
    found = texts(block(page(client, slug)[1], "whist-ladder"))
    ladder = engine.bidding_ladder(rules)
    assert [row[1] for row in found[1:]] == [in_french(tables.step_words, s, rules) for s in ladder]
    assert [row[2].startswith("oui") for row in found[1:]] == [s.by_suit for s in ladder]
    assert [int(row[0]) for row in found[1:]] == list(range(1, len(ladder) + 1))


def test_reglement_score_table_is_the_engine_table(client):
    rules = document_rules("whist-reglement")
    found = {
        row[0]: row
        for row in texts(block(page(client, "whist-reglement")[1], "whist-score-table"))[1:]
    }
    assert len(found) == len(engine.REGLEMENT_TABLE)
    for entry in engine.REGLEMENT_TABLE:
        row = found[engine.contract_spec(entry.name, rules).label]
        columns = (entry.won_active, entry.won_passive, entry.lost_active, entry.lost_passive)
        for cell, value in zip(row[2:], columns, strict=True):
            assert cell.split(",")[0].split()[0] == signed(value), (entry.name, cell)
        if entry.extras_from is not None:
            assert f"au-delà de {entry.extras_from}" in row[2]
        if entry.slam_active is not None:
            assert f"13 plis : {signed(entry.slam_active)} au total" in row[2]
        if entry.missing_active:
            assert f"{signed(entry.missing_active)} par pli manquant" in row[4]


def test_a_deux_and_dames_tables_are_the_engine_tables(client):
    rules = document_rules("whist-reglement")
    root = page(client, "whist-reglement")[1]
    found = texts(block(root, "whist-a-deux"))
    assert len(found) - 1 == len(engine.A_DEUX_TABLE)
    for row, entry in zip(found[1:], engine.A_DEUX_TABLE, strict=True):
        assert row[0] == engine.contract_spec(entry.name, rules).label
        values = (*entry.both_made, *entry.one_made, *entry.both_failed)
        assert row[1:] == [signed(v) for v in values]
    dames = texts(block(root, "whist-dames"))
    for row in dames[1:]:
        count = int(row[0])
        assert row[1] == signed(engine.score_dames([count, 4 - count, 0, 0], rules).scores[0])
    assert dames[2][1] == signed(engine.DAMES_PER_QUEEN)


def test_couleur_score_table_is_the_engine_values(client):
    rules = document_rules("whist-couleur")
    found = texts(block(page(client, "whist-couleur")[1], "whist-score-table"))[1:]
    by_label = {row[0]: row for row in found}
    for tricks, solo in engine.COULEUR_SOLOS.items():
        row = by_label[f"{tricks} plis en solo"]
        assert row[2] == f"{solo.value}, +{solo.per_extra} par pli en plus"
        won = engine.score_deal(engine.Contract("seul", tricks, Suit.HEARTS), [tricks], rules)
        assert row[4].split(" / ")[0] == signed(won.declarers[0])
    for entry in engine.COULEUR_TABLE:
        if entry.name == "seul":
            continue
        row = by_label[engine.contract_spec(entry.name, rules).label]
        assert row[2].split(",")[0] == str(entry.value)
        assert row[3] == str(entry.value)  # failure_value = base
    chelem = by_label["chelem sur table"]
    assert chelem[2] == str(rules.chelem_sur_table)
    trou = by_label["trou"]
    assert trou[2].startswith(str(engine.couleur_value("trou", 8, rules).value))
    # A lone taker receives what three defenders pay: the engine's share, not a typed 3x.
    piccolo = by_label["piccolo"]
    sheet = engine.score_deal(engine.Contract("piccolo", 1, None, 1), [1], rules)
    assert piccolo[4].split(" / ")[0] == signed(sheet.declarers[0]) == "+54"


@pytest.mark.parametrize("slug", SLUGS)
def test_zero_sum_table_is_computed_by_score_deal(client, slug):
    rules = document_rules(slug)
    found = texts(block(page(client, slug)[1], "whist-zero-sum"))[1:]
    games = [row for row in found if row[0] != "jeu des Dames"]
    assert all(row[2] == row[3] == "0" for row in games)
    labels = {row[0] for row in games}
    assert labels == {s.label for s in engine.catalogue(rules) if s.name != "dames"}
    if rules.reglement:
        dames = next(row for row in found if row[0] == "jeu des Dames")
        spread = sum(engine.score_dames([1, 1, 1, 1], rules).scores)
        grand = sum(engine.score_dames([4, 0, 0, 0], rules).scores)
        assert dames[2].startswith(signed(spread)) and dames[3].startswith(signed(grand))


@pytest.mark.parametrize("slug", SLUGS)
def test_trou_calls_table_follows_trou_ruling(client, slug):
    rules = document_rules(slug)
    found = texts(block(page(client, slug)[1], "whist-trou-calls"))[1:]
    calls = trou_blocks.TROU_CALLS[rules.document]
    assert len(found) == len(calls)
    for row, item in zip(found, calls, strict=True):
        hands = trou_blocks._deal(trou_blocks.TROUS[item.deal].fixed)
        counts = [sum(1 for c in h if c.rank.value == "A") for h in hands]
        holder = max(range(4), key=counts.__getitem__)
        other = next((s for s in range(4) if s != holder and counts[s]), holder)
        caller = {"trou": holder, "boucheur": other, "nobody": None}[item.caller]
        ruling = engine.trou_ruling(hands, rules, caller=caller, late=item.late)
        assert row[1] == ("donne annulée" if ruling.void else row[1])
        assert (row[1] == "donne annulée") == ruling.void
        assert (row[1] == "le trou se joue") == (ruling.trou is not None)
        assert row[2] == fr(ruling.reason)
    if rules.reglement:
        assert [row[1] for row in found].count("donne annulée") == 3


def test_page_changes_when_engine_data_change(client, monkeypatch):
    before_r = page(client, "whist-reglement")[0]
    before_c = page(client, "whist-couleur")[0]
    forget_pages()
    patterns = dict(engine.DEAL_PATTERNS)
    patterns["reglement"] = (*patterns["reglement"], "3-5-5")
    monkeypatch.setattr(engine, "DEAL_PATTERNS", patterns)
    monkeypatch.setattr(engine, "CARD_ORDER", tuple(reversed(engine.CARD_ORDER)))
    monkeypatch.setattr(engine, "BID_SUIT_ORDER", tuple(reversed(engine.BID_SUIT_ORDER)))
    table = list(engine.REGLEMENT_TABLE)
    table[0] = replace(table[0], won_active=99)
    monkeypatch.setattr(engine, "REGLEMENT_TABLE", tuple(table))
    values = [replace(r, value=19) if r.name == "piccolo" else r for r in engine.COULEUR_TABLE]
    monkeypatch.setattr(engine, "COULEUR_TABLE", tuple(values))
    after_r, root_r = page(client, "whist-reglement")
    after_c, root_c = page(client, "whist-couleur")
    assert after_r != before_r and after_c != before_c
    assert texts(block(root_r, "whist-deal"))[-1][0] == "3-5-5"
    assert rows(block(root_r, "whist-order"))[1][1].cards() == ["2H"]
    assert texts(block(root_c, "whist-suits"))[1][1] == in_french(suit_label, Suit.SPADES)
    score = {row[0]: row for row in texts(block(root_r, "whist-score-table"))[1:]}
    assert score["trou"][2].startswith("+99")
    couleur = {row[0]: row for row in texts(block(root_c, "whist-score-table"))[1:]}
    assert couleur["piccolo"][2] == "19"


# --- worked examples (reference/documents/examples/whist.jsonl; tests/reference/
# test_worked_examples.py checks every figure against the engine) -----------------------------

EXAMPLES = examples("whist")


def example_rules(example_id: str) -> engine.Rules:
    return engine.Rules.from_options(EXAMPLES[example_id].get("rules") or {})


def spot(example_id: str) -> engine.PlayContext:
    return engine.GAME.read_spot(EXAMPLES[example_id]["input"], example_rules(example_id))


@pytest.mark.parametrize("slug", SLUGS)
def test_worked_tricks_name_the_seat_that_wins(client, slug):
    for example_id, example in EXAMPLES.items():
        if example["kind"] != "trick_winner":
            continue
        found = spot(example_id)
        verdict = engine.trick_winner(found.trick, found.mode)
        figure = block(
            page(client, slug)[1], "whist-trick", example_id.removeprefix("whist-trick-")
        )
        plays = figure.find_all(lambda n: n.tag == "li" and n.attrs.get("class") is not None)
        seat = (example["leader"] + verdict.winner) % 4
        assert in_french(names.seat_name, seat) in plays[verdict.winner].text()


def test_a_trump_beats_the_ace_of_the_suit_led(client):
    figure = block(page(client, "whist-reglement")[1], "whist-trick", "coupe")
    winner = figure.find_all(lambda n: "winner" in n.classes())[0]
    assert winner.cards() == ["3H"]


def test_the_key_play_rules_are_the_engine_obligations():
    codes = {}
    for name in ("libre", "dames", "trou-entame", "trou-as", "misere-ecart"):
        example_id = f"whist-play-{name}"
        found = spot(example_id)
        codes[name] = engine.GAME.legal_plays(found, example_rules(example_id)).obligation.code
    assert codes == {
        "libre": "whist_void_no_duty_to_trump",
        "dames": "whist_dames_must_play_queen",
        "trou-entame": "whist_trou_boucheur_lead",
        "trou-as": "whist_trou_ace_must_fall",
        "misere-ecart": "whist_misere_discard",
    }


def test_the_trou_lead_names_no_trump_but_the_lead(client):
    figure = block(page(client, "whist-reglement")[1], "whist-play", "trou-entame")
    assert "désigné par votre entame" in figure.text()


def test_auction_examples_cover_the_rules_the_page_explains():
    codes = set()
    for example in EXAMPLES.values():
        if example["kind"] != "auction":
            continue
        rules = engine.Rules.from_options(example["rules"])
        state = engine.GAME.auction(rules, None, example.get("context"))
        for call in example["calls"]:
            ruling = state.ruling(call)
            codes.add(ruling.reason.code)
            if ruling.legal:
                state = state.apply(call)
    assert {
        "whist_seul_not_round_one",
        "whist_passed_final",
        "whist_maintain_legal",
        "whist_emballeur_raises_first",
        "whist_round_one_only",
        "whist_over_trou",
        "whist_bid_over_trou",
        "whist_individual_no_partnership",
        "whist_a_deux_only",
        "whist_wait_only_join",
        "whist_rabrouche_dealer_only",
        "whist_join_not_allowed",
        "whist_trou_fixes_contract",
        "whist_premier_legal_couleur",
        "whist_couleur_over_trou",
    } <= codes


def test_auction_outcomes_are_the_engines(client):
    root_r = page(client, "whist-reglement")[1]
    root_c = page(client, "whist-couleur")[1]

    def outcome(root, name):
        figure = block(root, "whist-auction", name)
        return figure.find_all(lambda n: "obligation" in n.classes())[0].text()

    assert "8 seul sur misère, atout cœur" in outcome(root_r, "sur-misere")
    assert "jeu des Dames" in outcome(root_r, "dames")
    assert "le trou se joue" in outcome(root_r, "trou-joue")
    assert "on redistribue" in outcome(root_c, "tous-passent")
    assert "seul contre trois" in outcome(root_c, "couleur-seule")
    assert "Nord et Sud" in outcome(root_r, "premier-tour")


def test_a_pass_that_is_not_final_says_so(client):
    figure = block(page(client, "whist-reglement")[1], "whist-auction", "seul-emballage")
    assert "Ce passe n'est pas définitif" in figure.text()


def score_cells(figure: Node) -> dict[str, str]:
    return {
        n.attrs["data-side"]: n.text() for n in figure.find_all(lambda n: "data-side" in n.attrs)
    }


def test_the_worked_rows_of_each_document(client):
    # The issue asks, for each whist document, rows of its table worked out by the engine.
    reglement = block(page(client, "whist-reglement")[1], "whist-score", "seul")
    assert "Levées au-delà de 6 : 3 × 3 = 9 par preneur." in reglement.text()
    assert score_cells(reglement) == {"per_declarer": "18", "per_defender": "-6"}
    couleur = block(page(client, "whist-couleur")[1], "whist-score", "solo")
    assert score_cells(couleur) == {"per_declarer": "54", "per_defender": "-18"}
    a_deux = block(page(client, "whist-reglement")[1], "whist-score", "misere-a-deux")
    assert list(score_cells(a_deux)) == ["declarer_0", "declarer_1", "per_defender"]


@pytest.mark.parametrize("name", ["une-chacun", "les-quatre"])
def test_dames_examples_are_score_dames(client, name):
    example = EXAMPLES[f"whist-score-{name}"]
    sheet = engine.score_dames(example["input"]["result"]["queens"], example_rules(example["id"]))
    figure = block(page(client, "whist-reglement")[1], "whist-score", name)
    steps = figure.find_all(lambda n: n.tag == "ol")[0]
    assert [li.text() for li in steps.find_all(lambda n: n.tag == "li")] == [
        fr(s) for s in sheet.steps
    ]
    assert list(score_cells(figure).values()) == [str(p) for p in sheet.scores]


@pytest.mark.parametrize(
    ("slug", "name"),
    [
        (slug, name)
        for slug in SLUGS
        for name, example in trou_blocks.TROUS.items()
        if document_rules(slug).document in example.documents
    ],
)
def test_trou_figures_are_find_trou_and_contract_target(client, slug, name):
    rules = document_rules(slug)
    hands = trou_blocks._deal(trou_blocks.TROUS[name].fixed)
    trou = engine.find_trou(hands, rules)
    assert trou is not None
    figure = block(page(client, slug)[1], "whist-trou", name)
    seats = texts(figure, 0)[1:]
    for seat, row in enumerate(seats):
        role = row[2]
        assert (role == "joueur du trou") == (seat == trou.seat)
        assert role.startswith("boucheur") == (seat == trou.boucheur)
    drawn = rows(figure, 0)[1 + trou.boucheur][1].cards()
    assert str(trou.plug) in drawn
    text = figure.text()
    for reason in (*trou.reasons, engine.trou_ruling(hands, rules, caller=trou.seat).reason):
        assert fr(reason) in text
    targets = {
        row.attrs["data-trump"]: row.find_all(lambda n: n.tag in ("th", "td"))[1].text()
        for row in figure.find_all(lambda n: "data-trump" in n.attrs)
    }
    for suit in Suit:
        target = engine.contract_target("trou", rules, trump=suit, boucheur_ace=trou.ace_suit)
        assert targets[suit.value] == str(target.tricks)
    assert targets[trou.ace_suit.value] == "8"


def test_the_trou_royal_boucheur_holds_the_highest_heart_outside_the_trou(client):
    figure = block(page(client, "whist-reglement")[1], "whist-trou", "trou-royal")
    assert figure.find_all(lambda n: n.tag == "figure")[0].attrs["data-boucheur"] == "Ouest"
    assert "D♥" in figure.text()


@pytest.mark.parametrize("slug", SLUGS)
def test_case_file_fields_show_the_engines_answers(client, slug):
    rules = document_rules(slug)
    root = page(client, slug)[1]
    shown = block(root, "whist-fields").find_all(lambda n: "data-field" in n.attrs)
    expected = [
        f for f in field_blocks.FIELDS if f.documents is None or rules.document in f.documents
    ]
    assert [n.attrs["data-field"] for n in shown] == [f.name for f in expected]
    for node, example in zip(shown, expected, strict=True):
        answer = get_game("whist").answer(example.kind, example.data, rules)
        for key in example.answer_keys:
            assert repr_json(answer[key]) in node.text()


def repr_json(value) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("slug", SLUGS)
def test_scrolling_regions_have_distinct_names(client, slug, language):
    # Screen readers list regions by name: two figures must not share one (axe landmark-unique).
    html = page(client, slug, language)[0]
    names = re.findall(r'role="region" aria-label="([^"]*)"', html)
    assert len(names) == len(set(names))
