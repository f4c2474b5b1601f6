"""The Neurotrio rule page (/regles/neurotrio/): structure, and every table and example as the
engine computes it. Tables are parsed from the rendered HTML and compared with engine data;
monkeypatching an engine datum must change the page, which proves the page is drawn from it.
"""

from __future__ import annotations

import html
import re
from dataclasses import fields
from html.parser import HTMLParser
from pathlib import Path

import pytest
from django.urls import reverse
from django.utils import translation

from reference import rulebook
from reference.blocks import neurotrio as blocks
from reference.engine import neurotrio as engine
from reference.engine.cards import NeuroCard
from reference.reasons import render_reason
from tests.reference.pagetree import with_appendix

URL = reverse("reference:document", args=["neurotrio"])
SOURCES = Path(rulebook.DOCUMENTS_DIR)
REQUIRED = [
    "materiel",
    "ordre-des-cartes",
    "points",
    "contrats",
    "jeu-de-la-carte",
    "annonces",
    "marque",
    "fin-de-partie",
    "variantes",
    "interpretations",
]


@pytest.fixture(autouse=True)
def fresh_pages():
    rulebook.render_page.cache_clear()
    yield
    rulebook.render_page.cache_clear()


def page(client, language: str = "fr") -> str:
    return with_appendix(client, URL, {"Accept-Language": language})


# --- parsing the rendered page -------------------------------------------------------------


class Tables(HTMLParser):
    """Every table: its caption and rows of (text, cards drawn in the cell)."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: dict[str, list[list[tuple[str, list[str]]]]] = {}
        self._rows: list[list[tuple[str, list[str]]]] | None = None
        self._cell: list[str] | None = None
        self._cards: list[str] = []
        self._caption: list[str] | None = None
        self._svg = 0

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "table":
            self._rows = []
            self._name = ""
        elif tag == "caption":
            self._caption = []
        elif tag == "tr" and self._rows is not None:
            self._rows.append([])
        elif tag in ("td", "th") and self._rows is not None:
            self._cell, self._cards = [], []
        elif tag == "svg":
            self._svg += 1
            if self._cell is not None:
                self._cards.append(attributes["data-card"])

    def handle_endtag(self, tag):
        if tag == "svg":
            self._svg -= 1
        elif tag == "caption" and self._caption is not None:
            self._name = " ".join("".join(self._caption).split())
            self._caption = None
        elif tag in ("td", "th") and self._cell is not None and self._rows is not None:
            self._rows[-1].append((" ".join("".join(self._cell).split()), self._cards))
            self._cell = None
        elif tag == "table" and self._rows is not None:
            self.tables[self._name] = self._rows
            self._rows = None

    def handle_data(self, data):
        if self._svg:
            return
        if self._caption is not None:
            self._caption.append(data)
        elif self._cell is not None:
            self._cell.append(data)


def tables(body: str) -> dict[str, list[list[tuple[str, list[str]]]]]:
    parser = Tables()
    parser.feed(body)
    return parser.tables


def texts(rows) -> list[list[str]]:
    return [[text for text, _cards in row] for row in rows]


def figure(body: str, caption: str) -> str:
    """The ``<figure>`` whose caption starts with ``caption``."""
    for chunk in body.split("<figure")[1:]:
        chunk = chunk.split("</figure>")[0]
        if f"<figcaption>{html.escape(caption)}" in chunk:
            return chunk
    raise AssertionError(f"no figure captioned {caption!r}")


def fr(text) -> str:
    with translation.override("fr"):
        return html.escape(str(text))


def section_ids(body: str) -> list[str]:
    return re.findall(r'<h[23][^>]* id="([^"]+)"', body.split('class="rule-body"')[1])


# --- structure -----------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["fr", "en"])
def test_page_renders_with_one_h1_and_the_required_sections_in_order(client, language):
    body = page(client, language)
    assert body.count("<h1") == 2  # the page and its appendix, one each
    ids = section_ids(body)
    assert [i for i in ids if i in REQUIRED] == REQUIRED


def test_both_languages_have_the_same_headings_and_blocks(client):
    assert section_ids(page(client, "fr")) == section_ids(page(client, "en"))
    directives = {
        lang: re.findall(r"^::: .*$", (SOURCES / f"neurotrio.{lang}.md").read_text(), re.M)
        for lang in ("fr", "en")
    }
    assert directives["fr"] == directives["en"]
    assert not any("<" in line for line in (SOURCES / "neurotrio.fr.md").read_text().splitlines())


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_interpretation_has_its_anchor(client, language):
    body = page(client, language)
    for interpretation in engine.INTERPRETATIONS:
        assert f'id="{interpretation.id}"' in body, interpretation.id
        assert f'href="#{interpretation.id}"' in body, interpretation.id  # linked from the rule


def test_every_rules_option_is_in_the_options_block(client):
    body = page(client)
    for option in fields(engine.Rules):
        assert f'id="option-{option.name}"' in body
        for value in engine.Rules.OPTIONS[option.name]:
            assert html.escape(str(value)) in body


# --- tables against the engine -------------------------------------------------------------


def test_deal_table_is_deal_sizes(client):
    rows = texts(tables(page(client))["La donne selon le nombre de joueurs"])
    assert [row[:4] for row in rows[1:]] == [
        [str(n), str(s.hand), str(s.chien), str(s.tricks)] for n, s in engine.DEAL_SIZES.items()
    ]
    deck = len(engine.GAME.deck.cards)
    assert [row[4].split(" = ")[1] for row in rows[1:]] == [str(deck)] * len(engine.DEAL_SIZES)


def test_attribute_table_is_the_attribute_ladder(client):
    rows = texts(tables(page(client))["Les attributs des enchères, du plus fort au plus faible"])
    assert [row[3] for row in rows[1:]] == [a.value for a in engine.ATTRIBUTE_LADDER]
    with translation.override("fr"):
        assert [row[1] for row in rows[1:]] == [
            blocks.attribute_name(a) for a in engine.ATTRIBUTE_LADDER
        ]


def test_ladder_table_read_row_by_row_is_the_bidding_ladder(client):
    caption = "L'échelle complète des enchères, de la plus basse (en haut à gauche) à la plus haute"
    rows = texts(tables(page(client))[caption])
    read = [cell for row in rows[1:] for cell in row[1:-1] if cell]
    assert read == [str(bid) for bid in engine.bidding_ladder(3)]
    for row in rows[1:]:
        level = int(row[0])
        allowed = [
            n for n in engine.DEAL_SIZES if any(b.level == level for b in engine.bidding_ladder(n))
        ]
        assert row[-1] == f"{', '.join(map(str, allowed))} joueurs"


def test_target_table_is_contract_target_up_to_max_level(client):
    rows = texts(tables(page(client))["Plis à faire selon le niveau et le nombre de joueurs"])
    counts = list(engine.DEAL_SIZES)
    for row in rows[1:]:
        level = int(row[0])
        for n, cell in zip(counts, row[1:], strict=True):
            top = engine.max_level(n, engine.Rules())
            assert cell == ("—" if level > top else str(engine.contract_target(level, n)))
    assert len(rows) - 1 == max(engine.max_level(n, engine.Rules()) for n in counts)


@pytest.mark.parametrize("trump", ["V", "E"])
def test_card_order_tables_are_the_trump_modes(client, trump):
    attribute = engine.parse_attribute(trump)
    mode = engine.TRUMP_MODES[attribute]
    with translation.override("fr"):
        caption = (
            "Ordre des cartes, de la plus forte à la plus faible, quand l'atout est "
            + blocks.attribute_name(attribute)
        )
    rows = tables(page(client))[caption]
    for column, suit in enumerate(mode.suits, start=1):
        drawn = [row[column][1][0] for row in rows[1:]]
        assert drawn == [str(c) for c in mode.order[suit]]


def test_modes_table_gives_each_kind_its_tie_break_order(client):
    rows = texts(tables(page(client))["Les deux manières de jouer, selon la sorte d'atout"])
    tiebreak = rows[-1][1:]
    with translation.override("fr"):
        expected = [
            blocks._order_text(engine.TRUMP_MODES[a].tiebreak)
            for a in (engine.BACKGROUND_ORDER[0], engine.NATURE_ORDER[0])
        ]
    assert tiebreak == expected


def test_values_table_is_the_contract_catalogue(client):
    rows = texts(tables(page(client))["Points du preneur pour un contrat rempli, sans contre"])
    for row in rows[1:]:
        level = int(row[0])
        assert row[1] == str(engine.MADE_POINTS_PER_LEVEL * level)
        for n, cell in zip(engine.DEAL_SIZES, row[2:], strict=True):
            catalogue = {c.level: c for c in engine.contract_catalogue(n)}
            assert cell == (str(catalogue[level].made_all_tricks) if level in catalogue else "—")


def test_scoring_table_uses_the_engine_constants(client):
    rows = texts(tables(page(client))["Le décompte d'une manche"])
    assert rows[1][2].startswith(
        f"{engine.MADE_POINTS_PER_LEVEL} × niveau + {engine.OVERTRICK_POINTS}"
    )
    assert rows[2][2].startswith(f"{engine.DOWN_POINTS_PER_TRICK} ")
    assert rows[3][2].endswith(f"par {engine.CONTRE_FACTOR}")


def test_page_changes_when_engine_data_change(client, monkeypatch):
    before = page(client)
    rulebook.render_page.cache_clear()
    sizes = dict(engine.DEAL_SIZES)
    sizes[4] = engine.DealSize(4, 12, 6)
    monkeypatch.setattr(engine, "DEAL_SIZES", sizes)
    monkeypatch.setattr(engine, "ATTRIBUTE_LADDER", tuple(reversed(engine.ATTRIBUTE_LADDER)))
    monkeypatch.setattr(engine, "MADE_POINTS_PER_LEVEL", 25)
    after = page(client)
    assert after != before
    found = tables(after)
    deal = texts(found["La donne selon le nombre de joueurs"])
    assert deal[2][:3] == ["4", "12", "6"]
    attributes = texts(found["Les attributs des enchères, du plus fort au plus faible"])
    assert attributes[1][3] == "R"
    assert texts(found["Le décompte d'une manche"])[1][2].startswith("25 × niveau")


# --- worked examples -----------------------------------------------------------------------


@pytest.mark.parametrize("name", list(blocks.TRICKS))
def test_worked_tricks_show_the_engine_winner_and_reasons(client, name):
    example = blocks.TRICKS[name]
    cards = [NeuroCard.parse(c) for c in example.cards.split()]
    verdict = engine.trick_winner(cards, engine.parse_attribute(example.trump))
    chunk = figure(page(client), str(example.caption))
    plays = re.findall(r'<li class="(winner)?">(.*?)</li>', chunk.split('class="reasons"')[0], re.S)
    assert [bool(won) for won, _ in plays] == [i == verdict.winner for i in range(len(cards))]
    winner = plays[verdict.winner][1]
    assert f'data-card="{verdict.card}"' in winner and blocks.PLAYERS[verdict.winner] in winner
    for reason in verdict.reasons:
        assert fr(render_reason_fr(reason)) in chunk


def render_reason_fr(reason) -> str:
    with translation.override("fr"):
        return render_reason(reason)


def test_the_documents_trick_is_won_by_elise(client):
    chunk = figure(page(client), str(blocks.TRICKS["exemple"].caption))
    winner = re.search(r'<li class="winner">(.*?)</li>', chunk, re.S).group(1)
    assert 'data-card="1E-V"' in winner and "Élise" in winner
    assert "la première posée" in chunk  # identical cards: the first played wins


def test_camille_background_never_changes_the_winner(client):
    rows = tables(page(client))["Le même pli avec les trois fonds possibles pour Camille"]
    assert [cards[0][-1] for (_text, cards), _winner in (r for r in rows[1:])] == [
        b.value for b in engine.BACKGROUND_ORDER
    ]
    assert {winner_text for _camille, (winner_text, _c) in rows[1:]} == {"Élise (1E-V)"}


@pytest.mark.parametrize("name", list(blocks.PLAYS))
def test_legal_play_figures_mark_the_engine_ruling(client, name):
    example = blocks.PLAYS[name]
    hand = [NeuroCard.parse(c) for c in example.hand.split()]
    trick = [NeuroCard.parse(c) for c in example.cards.split()]
    ruling = engine.legal_plays(hand, trick, engine.parse_attribute(example.trump))
    chunk = figure(page(client), str(example.caption))
    hand_html = chunk.split('class="card-row card-row--wrap hand"')[1].split("</ul>")[0]
    marks = re.findall(r'<li class="(legal|refused)">.*?data-card="([^"]+)"', hand_html)
    assert marks == [("legal" if c in ruling.legal else "refused", str(c)) for c in hand]
    assert fr(render_reason_fr(ruling.obligation)) in chunk
    for _card, reason in ruling.refusals:
        assert fr(render_reason_fr(reason)) in chunk


def test_cutting_over_a_cut_is_the_obligation_shown(client):
    example = blocks.PLAYS["coupe-sur-coupe"]
    hand = [NeuroCard.parse(c) for c in example.hand.split()]
    trick = [NeuroCard.parse(c) for c in example.cards.split()]
    ruling = engine.legal_plays(hand, trick, engine.parse_attribute(example.trump))
    assert ruling.obligation.code == "neurotrio_cut_over_cut_background"


@pytest.mark.parametrize("name", list(blocks.SCORES))
def test_score_examples_are_score_deal_breakdowns(client, name):
    example = blocks.SCORES[name]
    bid = engine.Bid.parse(example.contract)
    contract = engine.Contract(bid.level, bid.attribute, example.contre)
    score = engine.score_deal(contract, example.tricks, example.players)
    figures = re.findall(
        r'neurotrio-score" data-taker="([^"]*)" data-each-other="([^"]*)">(.*?)</figure>',
        page(client),
        re.S,
    )
    found = [
        (taker, others, chunk)
        for taker, others, chunk in figures
        if f"({bid}){' contré' if example.contre else ','}" in chunk
        and f"{example.tricks} plis au preneur" in chunk
    ]
    assert len(found) == 1
    taker, others, chunk = found[0]
    assert (taker, others) == (str(score.taker), str(score.each_other))
    lines = re.findall(r"<li>(.*?)</li>", chunk)
    assert lines == [fr(render_reason_fr(line)) for line in score.lines]


def test_the_documents_scores(client):
    # Seed 001's own figures: 35 for the taker, 30 for each other player.
    body = page(client)
    assert 'data-taker="35" data-each-other="0"' in body
    assert 'data-taker="0" data-each-other="30"' in body
    assert "× 2 =" in body  # a contré example


@pytest.mark.parametrize("name", list(blocks.AUCTIONS))
def test_auction_figures_follow_check_call(client, name):
    example = blocks.AUCTIONS[name]
    rules = engine.Rules.from_options(example.options)
    chunk = figure(page(client), str(example.caption))
    rows = re.findall(r'<li class="call-(legal|refused)" data-call="([^"]+)">(.*?)</li>', chunk)
    assert [call for _legal, call, _row in rows] == list(example.calls)
    auction = engine.start(example.players)
    for (legal, _call, row), text in zip(rows, example.calls, strict=True):
        call = engine.Call.parse(text)
        ruling = engine.check_call(auction, call, rules)
        assert legal == ("legal" if ruling.legal else "refused")
        assert fr(render_reason_fr(ruling.reason)) in row
        if ruling.legal:
            auction = engine.apply_call(auction, call, rules)
    assert auction.over
    if auction.contract is not None:
        with translation.override("fr"):
            assert fr(blocks.bid_name(auction.contract.bid)) in chunk.split('class="obligation"')[1]
        assert blocks.PLAYERS[auction.contract.taker] in chunk.split('class="obligation"')[1]
