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
from reference.blocks.examples import examples
from reference.engine import neurotrio as engine
from reference.engine.cards import Nature, NeuroCard
from reference.games.neurotrio import WORDS
from reference.games.neurotrio.words import PLAYERS
from tests.reference.pagetree import (  # noqa: F401
    block,
    forget_pages,
    fresh_pages,
    parse,
    with_appendix,
)

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
            shown = str(value).lower() if isinstance(value, bool) else str(value)
            assert html.escape(shown) in body


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
        assert [row[1] for row in rows[1:]] == [WORDS.mode_name(a) for a in engine.ATTRIBUTE_LADDER]


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
            assert cell == ("—" if level > top else str(engine.contract_target(level, n)["tricks"]))
    assert len(rows) - 1 == max(engine.max_level(n, engine.Rules()) for n in counts)


@pytest.mark.parametrize("trump", ["V", "E"])
def test_card_order_tables_are_the_trump_modes(client, trump):
    attribute = engine.parse_attribute(trump)
    mode = engine.TRUMP_MODES[attribute]
    with translation.override("fr"):
        caption = (
            "Ordre des cartes, de la plus forte à la plus faible, quand l'atout est "
            + WORDS.mode_name(attribute)
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
            WORDS.attribute_order(engine.TRUMP_MODES[a].tiebreak)
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
    forget_pages()
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


# --- worked examples (reference/documents/examples/neurotrio.jsonl) ------------------------
# Every example's figure is checked against the engine by tests/reference/test_worked_examples.py;
# what follows is only Neurotrio's own: the document's figures and the players' names.


def example(name: str) -> dict:
    return examples("neurotrio")[name]


def test_the_documents_trick_is_won_by_elise(client):
    figure = block(parse(page(client)), "neurotrio-trick", "exemple")
    winner = figure.find_all(lambda n: n.tag == "li" and "winner" in n.classes())[0]
    assert winner.cards() == ["1E-V"] and "Élise" in winner.text()
    assert "la première posée" in figure.text()  # identical cards: the first played wins


def test_worked_tricks_name_the_documents_players_in_play_order(client):
    root = parse(page(client))
    for name, found in examples("neurotrio").items():
        if found["kind"] != "trick_winner":
            continue
        figure = block(root, "neurotrio-trick", name.removeprefix("neurotrio-trick-"))
        labels = figure.find_all(lambda n: "play-label" in n.classes())
        assert [label.text() for label in labels] == list(PLAYERS[: len(found["input"]["trick"])])


def test_camille_background_never_changes_the_winner(client):
    rows = tables(page(client))["Le même pli avec les trois fonds possibles pour Camille"]
    assert [cards[0][-1] for (_text, cards), _winner in (r for r in rows[1:])] == [
        b.value for b in engine.BACKGROUND_ORDER
    ]
    assert {winner_text for _camille, (winner_text, _c) in rows[1:]} == {"Élise (1E-V)"}


def test_camille_table_follows_the_documents_trick_in_the_examples(monkeypatch):
    found = example("neurotrio-trick-exemple")
    changed = {**found, "input": {**found["input"], "trump": "R"}}
    monkeypatch.setitem(examples("neurotrio"), "neurotrio-trick-exemple", changed)
    with translation.override("fr"):
        html_ = blocks.camille_table(engine.GAME.documents[0], [])
    rows = tables(html_)["Le même pli avec les trois fonds possibles pour Camille"]
    verdict = engine.trick_winner(
        [NeuroCard.parse(c) for c in changed["input"]["trick"]], Nature.ROSE
    )
    assert rows[-1][1][1] == [str(verdict.card)]


def test_cutting_over_a_cut_is_the_obligation_shown(client):
    figure = block(parse(page(client)), "neurotrio-play", "coupe-sur-coupe")
    spot = engine.GAME.read_spot(example("neurotrio-play-coupe-sur-coupe")["input"], engine.Rules())
    ruling = engine.GAME.legal_plays(spot, engine.Rules())
    assert ruling.obligation.code == "neurotrio_cut_over_cut_background"
    with translation.override("fr"):
        assert " ".join(WORDS.sentence(ruling.obligation).split()) in figure.text()


def test_the_documents_scores(client):
    # Seed 001's own figures: 35 for the taker, 30 for each other player.
    root = parse(page(client))
    for name, side, points in (("fond-bleu", "taker", 35), ("fond-noir", "each_other", 30)):
        figure = block(root, "neurotrio-score", name)
        cells = figure.find_all(lambda n: "data-side" in n.attrs)
        assert {c.attrs["data-side"]: int(c.text()) for c in cells}[side] == points
        headings = [th.text() for th in figure.find_all(lambda n: n.tag == "th")]
        assert headings == ["Le preneur", "Chacun des autres joueurs"]
    assert "× 2 =" in block(root, "neurotrio-score", "contre").text()  # a contré example


@pytest.mark.parametrize(
    "name", [i for i, e in examples("neurotrio").items() if e["kind"] == "auction"]
)
def test_auction_figures_name_the_taker_and_the_target(client, name):
    found = examples("neurotrio")[name]
    figure = block(
        parse(page(client)), "neurotrio-auction", name.removeprefix("neurotrio-auction-")
    )
    game = engine.GAME
    rules = game.make_rules(found.get("rules") or {})
    state = game.auction(rules, found["players"])
    for call in found["calls"]:
        if state.ruling(call).legal:
            state = state.apply(call)
    assert state.ended
    outcome = figure.find_all(lambda n: "obligation" in n.classes())[0].text()
    if state.contract is None:
        assert outcome.startswith("Tout le monde a passé")
        return
    contract = state.contract
    target = engine.contract_target(contract["level"], int(found["players"]), rules)["tricks"]
    with translation.override("fr"):
        bid = WORDS.bid_name(contract["level"], engine.parse_attribute(contract["attribute"]))
    assert f"Contrat : {bid}, preneur {PLAYERS[contract['taker']]}" in outcome
    assert f"faire {target} plis" in outcome


@pytest.mark.parametrize("language", ["fr", "en"])
def test_figures_tag_the_trump_by_its_name_without_a_suit_symbol(client, language):
    root = parse(page(client, language))
    tags = [n.text() for n in root.find_all(lambda n: "trump-tag" in n.classes())]
    assert tags
    assert not any(symbol in tag for tag in tags for symbol in "♠♥♦♣")
    with translation.override(language):
        heart = WORDS.mode_name("C")
    assert any(heart in tag for tag in tags)
