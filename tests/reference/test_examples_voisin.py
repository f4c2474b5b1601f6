"""Le Voisin's worked examples and its own figures on /regles/voisin/ (seed 000).

Every worked trick, play, auction and scored deal is checked against the engine and against its
figure by ``test_worked_examples.py``; here, what Le Voisin's own examples must show (the rules
they illustrate), and its own figures: the exchange of the turned card and the announcements.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from reference.blocks.examples import examples
from reference.blocks.voisin import announcements
from reference.blocks.voisin import fields as field_blocks
from reference.engine import voisin as engine
from reference.engine.cards import Card, Suit
from tests.layers import sampled
from tests.reference.pagetree import Node, block, rows
from tests.reference.test_page_voisin import fr, page, rules, texts

EXAMPLES = examples("voisin")


def example_of(block_name: str, name: str) -> dict:
    return EXAMPLES[f"voisin-{block_name}-{name}"]


def example_rules(block_name: str, name: str) -> engine.Rules:
    return rules(**(example_of(block_name, name).get("rules") or {}))


def names_of(block_name: str) -> list[str]:
    prefix = f"voisin-{block_name}-"
    return [i.removeprefix(prefix) for i in EXAMPLES if i.startswith(prefix)]


#: The document's four captions, with the winner each caption names (hearts trumps).
DOCUMENT_CASES = {"cas-1": "8D", "cas-2": "7D", "cas-3": "QS", "cas-4": "TD"}


@pytest.mark.parametrize(("name", "winner"), list(DOCUMENT_CASES.items()))
def test_the_documents_four_examples_are_won_as_their_captions_say(client, name, winner):
    figure = block(page(client)[1], "voisin-trick", name)
    won = figure.find_all(lambda n: n.tag == "li" and "winner" in n.classes())
    assert [li.cards() for li in won] == [[winner]]
    spot = engine.GAME.read_spot(example_of("trick", name)["input"], rules())
    verdict = engine.trick_winner(spot.trick, Suit.HEARTS)
    assert str(verdict.card) == winner
    assert fr(verdict.reasons[0]) in figure.text()
    # a short note on the reconstruction follows each example
    html = page(client)[0]
    after = html.split(f'data-example="{name}"')[1].split("</figure>", 1)[1]
    assert after.lstrip().startswith("</div>\n<p>Reconstitution")


def test_worked_tricks_label_the_lead_and_each_card(client):
    figure = block(page(client)[1], "voisin-trick", "cas-1")
    labels = [n.text() for n in figure.find_all(lambda n: "play-label" in n.classes())]
    assert labels == ["1re carte (entame)", "2e carte", "3e carte"]


def test_play_obligations_are_the_ones_the_rules_describe():
    def code(name):
        game_rules = example_rules("play", name)
        spot = engine.GAME.read_spot(example_of("play", name)["input"], game_rules)
        return engine.GAME.legal_plays(spot, game_rules).obligation.code

    assert code("monter") == "voisin_must_climb"
    assert code("libre") == "voisin_void_free_choice"
    assert code("surcouper") == "voisin_overtrump_if_trumping"
    assert code("partenaire") == "voisin_partner_trump_free"
    assert code("tout-atout-voisine") == "voisin_must_play_neighbour"
    assert code("variante-sans-surcoupe") == "voisin_void_free_choice"


def replay(name: str) -> tuple[engine.VoisinAuction, set[str]]:
    """An auction example replayed by the engine: the final state and every reason code."""
    example = example_of("auction", name)
    rules = example_rules("auction", name)
    state = engine.GAME.auction(rules, example["players"], example.get("context"))
    codes = set()
    for call in example["calls"]:
        ruling = state.ruling(call)
        codes.add(ruling.reason.code)
        if ruling.legal:
            state = state.apply(call)
    return state, codes


def test_the_auction_examples_cover_the_rules_they_illustrate():
    codes: set[str] = set()
    for name in names_of("auction"):
        state, found = replay(name)
        assert state.ended, name
        codes |= found
    assert {
        "voisin_bid_round_one_other_suit",
        "voisin_bid_not_higher",
        "voisin_bid_overcall",
        "voisin_bid_round_two_prise",
        "voisin_bid_round_two_prise_only",
        "voisin_bid_auction_over_redeal",
        "voisin_bid_needs_variante_ii",
        "voisin_bid_round_two_no_tout_atout",
        "voisin_bid_variante_i_only_charge",
        "voisin_bid_variante_i_charge",
    } <= codes
    assert replay("redonne")[0].contract is None
    assert replay("second-tour")[0].contract["round"] == 2


def test_auction_figures_show_the_turned_card_and_the_engines_contract(client):
    root = page(client)[1]
    for name in names_of("auction"):
        example = example_of("auction", name)
        figure = block(root, "voisin-auction", name)
        turned = example.get("context", {}).get("turned")
        if turned:
            assert turned in figure.cards()[:1]
        contract = replay(name)[0].contract
        outcome = figure.find_all(lambda n: "obligation" in n.classes())[0].text()
        if contract is None:
            assert "redistribue" in outcome
        else:
            assert f"joueur {contract['taker_seat'] + 1} (tour {contract['round']})" in outcome


def test_surcharge_values_in_the_auctions_are_the_engines(client):
    root = page(client)[1]
    adverse = block(root, "voisin-auction", "surcharge-adverse").text()
    partner = block(root, "voisin-auction", "surcharge-partenaire").text()
    assert f"{engine.contracts.SURCHARGE_AFTER_CHARGE} points" in adverse
    assert f"{engine.contracts.SURCHARGE_VALUE} points" in partner
    assert f"forfait à {engine.contracts.SURCHARGE_AFTER_CHARGE}" in partner


@pytest.mark.parametrize("name", names_of("exchange"))
def test_exchange_figures_are_exchange_options(client, name):
    data = example_of("exchange", name)["input"]
    hand, turned = [Card.parse(c) for c in data["hand"]], Card.parse(data["turned"])
    trump = engine.parse_trump(data["trump"])
    ruling = engine.exchange_options(hand, turned, trump)
    assert example_of("exchange", name)["expected"] == {
        "happens": ruling.happens,
        "allowed": [str(c) for c in ruling.allowed],
    }
    figure = block(page(client)[1], "voisin-exchange", name)
    inner = figure.find_all(lambda n: n.tag == "figure")[0]
    assert inner.attrs["data-happens"] == ("true" if ruling.happens else "false")
    hand_list = figure.find_all(lambda n: n.tag == "ul" and "hand" in n.classes())[0]
    allowed = [
        li.cards()[0]
        for li in hand_list.children
        if isinstance(li, Node) and li.tag == "li" and "legal" in li.classes()
    ]
    assert allowed == [str(c) for c in ruling.allowed]
    assert all(Card.parse(c).suit is not trump for c in allowed)  # never a trump put back
    assert fr(ruling.reason) in figure.text()


def settled(name: str) -> engine.Resolution:
    return announcements.settle(example_of("announce", name), example_rules("announce", name))


@pytest.mark.parametrize("name", sampled(names_of("announce"), 3, one_value=True))
def test_announcement_figures_are_resolve_announcements(client, name):
    example = example_of("announce", name)
    hands = example["input"]["hands"]
    everything = [c for h in hands for c in h]
    assert len(everything) == len(set(everything))
    size = engine.deal_size(example["input"]["players"])
    assert all(len(h) == size.hand for h in hands)
    resolution = settled(name)
    assert example["expected"] == {
        "announcements": list(resolution.announcements),
        "couples": list(resolution.couples),
        "void": resolution.void_deal,
    }
    figure = block(page(client)[1], "voisin-announce", name)
    text = figure.text()
    for ruling in resolution.rulings:
        assert fr(ruling.reason, example["input"]["players"]) in text
    if resolution.void_deal:  # a void deal counts nothing: no table of points
        assert not figure.find_all(lambda n: n.tag == "table")
    else:
        counted = texts(rows(figure))[1:]
        assert [(int(a), int(c)) for _name, a, c in counted] == list(
            zip(resolution.announcements, resolution.couples, strict=True)
        )
    inner = figure.find_all(lambda n: n.tag == "figure")[0]
    assert inner.attrs["data-void"] == ("true" if resolution.void_deal else "false")


def test_announcement_rules_shown_by_the_examples():
    codes = {name: [r.reason.code for r in settled(name).rulings] for name in names_of("announce")}
    assert "voisin_couleur_cancelled_by_opposee" in codes["couleur-opposee"]
    assert "voisin_couleur_not_cumulable" in codes["couleur-seule"]
    assert settled("partenaires").announcements == (5, 0, 3, 0)  # partners keep both
    assert settled("carre-rois").couples[0] == 2  # the couple survives
    assert settled("dames").void_deal and not settled("dames-talon").void_deal
    assert settled("variante-rois").announcements[0] == 20 + 3


def sheet_of(name: str):
    return engine.GAME.score(example_of("score", name)["input"], example_rules("score", name))


@pytest.mark.parametrize("name", sampled(names_of("score"), 4, one_value=True))
def test_score_figures_list_the_whole_calculation_and_the_traits(client, name):
    sheet = sheet_of(name)
    players = example_of("score", name)["input"]["players"]
    figure = block(page(client)[1], "voisin-score", name)
    steps = figure.find_all(lambda n: n.tag == "ol")[0]
    assert [li.text() for li in steps.children if isinstance(li, Node)] == [
        fr(s, players) for s in sheet.steps
    ]
    table_rows = texts(rows(figure))
    assert [int(v) for v in table_rows[1]] == list(sheet.scores)
    assert table_rows[2] == ["trait" if mark else "" for mark in sheet.marks]


def test_the_documents_own_scores():
    def rounded(name):
        steps = [s for s in sheet_of(name).steps if s.code == "voisin_score_rounded"]
        return [(s.get("exact"), s.get("amount")) for s in steps]

    # footnote 2: 34 + 3 (tierce) = 37, made; + 14 = 51, rounded to 50
    assert rounded("note-2")[0] == (51, 50)
    assert sheet_of("note-2").made and not sheet_of("note-2-sans-tierce").made
    # the prise lourde: capped at 64 before rounding, a trait
    assert rounded("prise-lourde")[0] == (64, 60) and sheet_of("prise-lourde").marks[0] == 1
    # rounding once, on the exact value with its half
    assert rounded("arrondi-demi")[1] == (Fraction(89, 2), 40)
    assert rounded("arrondi-cinq")[0] == (45, 50)
    # the surcharge flat values
    assert sheet_of("surcharge").scores[0] == 210
    assert sheet_of("surcharge-arretee").scores[2] == 300


def test_a_carre_de_dames_voids_the_deal_with_zero_scores():
    question = {
        "players": "3",
        "contract": {"name": "prise", "taker": 0, "trump": "H"},
        "result": {
            "points": [30, 30, 28],
            "tricks": [3, 3, 3],
            "hands": example_of("announce", "dames")["input"]["hands"],
        },
    }
    sheet = engine.GAME.score(question, rules())
    assert sheet.scores == (0, 0, 0) and sheet.marks == (0, 0, 0) and sheet.made is False
    assert "voisin_carre_dames_voids_deal" in {s.code for s in sheet.steps}
    assert engine.GAME.answer("score", question, rules())["void"] is True


def test_case_file_fields_are_answered_by_the_engine(client):
    figure = block(page(client)[1], "voisin-fields")
    shown = {
        node.attrs["data-field"]: node
        for node in figure.find_all(lambda n: n.tag == "figure" and "data-field" in n.attrs)
    }
    assert list(shown) == [f.name for f in field_blocks.FIELDS]
    for example in field_blocks.FIELDS:
        node = shown[example.name]
        case = json.loads(node.find_all(lambda n: "field-case" in n.classes())[0].text())
        answer = json.loads(node.find_all(lambda n: "field-answer" in n.classes())[0].text())
        assert case["input"] == example.data and case["rules"] == example.options
        expected = engine.GAME.answer(
            example.kind, example.data, engine.GAME.make_rules(example.options)
        )
        assert answer == {k: expected[k] for k in example.answer_keys if k in expected}
