"""What the pages say, checked against the engine: each error careful readers found, and the
class of error it belongs to (a glossary claim against the engine's defaults, a ladder table
against the engine's ladder, an example whose figures must be possible, a reading the text
calls the only one, a link on the everyday sense of a word)."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from reference import rulebook
from reference.blocks import whist as whist_blocks
from reference.blocks.examples import examples
from reference.engine import coinche, get_game, voisin, whist
from reference.engine.cards import DECK_32, Card, Suit
from tests.reference.pagetree import Node, block, parse, rows, with_appendix

GLOSSARY = reverse("reference:glossary")


def glossary_entry(client, anchor: str, language: str = "fr") -> str:
    root = parse(client.get(GLOSSARY, headers={"Accept-Language": language}).content.decode())
    heading = root.find_all(lambda n: n.attrs.get("id") == anchor)[0]
    section = next(s for s in root.find_all(lambda n: n.tag == "section") if heading in walk(s))
    text = section.text()
    start = text.index(heading.text())
    nxt = re.search(r"\s\d+\.\d+ [A-ZÀ-Ý]", text[start + len(heading.text()) :])
    return text[start : start + len(heading.text()) + (nxt.start() if nxt else len(text))]


def walk(node: Node) -> list[Node]:
    return [node, *(d for c in node.children if isinstance(c, Node) for d in walk(c))]


# --- glossary claims against the engine -----------------------------------------------------


@pytest.mark.parametrize(("language", "default_words"), [("fr", "par défaut"), ("en", "default")])
def test_glossary_says_undertrumping_is_coinches_default(client, language, default_words):
    """« Pisser » called undertrumping an option; it is the default (coinche §5.2)."""
    assert coinche.Rules().must_undertrump is True
    entry = glossary_entry(client, "pisser", language)
    assert default_words in entry
    assert not re.search(r"propose en option|offers as an option", entry)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_glossary_gives_the_trous_lead_of_each_whist(client, language):
    """« Entame » had the boucheur lead the trou in both whists; à la couleur the dealer's left
    does. The entry must name each document's leader as the engine has it."""
    leaders = {
        document: whist.contract_target(
            "trou",
            whist.Rules.from_options({"document": document}),
            trump=Suit.SPADES,
            boucheur_ace=Suit.SPADES,
        ).leader
        for document in ("reglement", "couleur")
    }
    assert leaders == {"reglement": "boucheur", "couleur": "dealer_left"}
    entry = glossary_entry(client, "entame", language)
    if language == "fr":
        assert re.search(r"boucheur dans le Règlement du whist", entry)
        assert re.search(r"voisin de gauche du donneur au whist à la couleur", entry)
    else:
        assert "boucheur leads in the Règlement du whist" in entry
        assert "dealer's left-hand neighbour does in whist à la couleur" in entry


def test_glossary_says_only_a_first_round_pass_is_final_in_the_reglement(client):
    """« Passer » called every whist pass final for the deal; 002 says so of round one only."""
    game = get_game("whist")
    reglement = whist.Rules.from_options({"document": "reglement"})
    # a round-1 pass is final: the same seat may not propose later
    refused = game.answer(
        "bid",
        {"auction": ["pass", "emballage 8 H", "pass", "pass"], "call": "emballage 9 S"},
        reglement,
    )
    assert refused["legal"] is False and refused["reason"]["code"] == "whist_passed_final"
    entry = glossary_entry(client, "passer")
    assert "celui du premier tour seulement" in entry
    assert "aux whists, un passe est définitif pour toute la donne" not in entry


# --- ladder tables against the engine's ladder --------------------------------------------


@pytest.mark.parametrize("slug", ["whist-reglement", "whist-couleur"])
def test_contract_tables_follow_the_engines_ladder(client, slug):
    """The Règlement's table listed the trou lowest (the ladder has it 14th); à la couleur's
    listed it above the chelem sur table though it is on no ladder there."""
    rules = whist.Rules.from_options(dict(rulebook_document(slug).rules))
    table = rows(block(parse(with_appendix(client, f"/regles/{slug}/", {})), "whist-contracts"))
    names = [r[0].text() for r in table[1:]]
    specs = {s.label: s for s in whist.catalogue(rules)}
    rungs = whist_blocks.ladder_rungs(rules)
    places = [rungs.get(specs[n].name) for n in names]
    on_ladder = [p for p in places if p is not None]
    assert on_ladder == sorted(on_ladder)
    assert places[len(on_ladder) :] == [None] * (len(places) - len(on_ladder))
    for row, place in zip(table[1:], places, strict=True):
        assert ("hors de l'échelle" in row[5].text()) == (place is None)


def rulebook_document(slug):
    from reference.engine import DOCUMENTS_BY_SLUG

    return DOCUMENTS_BY_SLUG[slug]


# --- examples whose figures must be possible ----------------------------------------------


def talon_bounds(players: str) -> tuple[float, float]:
    """The fewest and the most card points a talon of that table can hold (it is never played)."""
    size = voisin.DEAL_SIZES[players].talon
    values = sorted(float(voisin.card_points([c], Suit.HEARTS)) for c in DECK_32.distinct())
    return sum(values[:size]), sum(values[-size:])


VOISIN_SCORES = {
    key: example
    for key, example in examples("voisin").items()
    if example["kind"] == "score" and "hands" not in example["input"]["result"]
}


@pytest.mark.parametrize("name", list(VOISIN_SCORES))
def test_voisin_score_examples_hold_possible_card_points(name):
    """Surcharge examples showed 88 points of tricks at 3 players and in 2×2: the talon is
    never played, so the tricks hold at most 88 less the cheapest talon."""
    example = VOISIN_SCORES[name]
    players = str(example["input"].get("players", "4"))
    result = example["input"]["result"]
    points, tricks = result["points"], result["tricks"]
    if (example.get("rules") or {}).get("variante_i"):
        assert sum(points) <= 88
        return
    least, most = talon_bounds(players)
    assert sum(points) <= 88 - least, name
    surcharge = example["input"]["contract"]["name"] == "surcharge"
    if result.get("first_trick_lost_to") is None and not surcharge:
        assert sum(points) >= 88 - most, name
    assert sum(tricks) <= voisin.DEAL_SIZES[players].hand, name
    for won, taken in zip(points, tricks, strict=True):
        assert taken or not won, f"{name}: points without a trick"


def test_a_void_deal_example_counts_no_points(client):
    """« Un carré de Dames dans la main : la donne est annulée » still showed points counted."""
    figure = block(parse(with_appendix(client, "/regles/voisin/", {})), "voisin-announce", "dames")
    assert figure.find_all(lambda n: n.tag == "figure")[0].attrs["data-void"] == "true"
    assert not figure.find_all(lambda n: n.tag == "table")


def test_the_exchange_column_agrees_with_a_taker_holding_only_trumps(client):
    """The contract table said the turned card is exchanged « toujours » for a round-1 prise;
    a taker holding only trumps cannot exchange."""
    only_trumps = [Card.parse(c) for c in ["JH", "AH", "TH", "9H", "8H", "7H", "KH"]]
    ruling = voisin.exchange_options(only_trumps, Card.parse("QH"), Suit.HEARTS)
    assert ruling.happens is False
    table = rows(block(parse(with_appendix(client, "/regles/voisin/", {})), "voisin-contracts"))
    cells = [r[-1].text() for r in table[1:]]
    assert not any(re.match(r"toujours\b", c) for c in cells)
    assert any("que des atouts" in c for c in cells)


# --- a reading the text calls the only one ------------------------------------------------


def test_no_page_calls_a_reading_the_only_one_that_fits_when_several_do(client):
    """Le Voisin §9.3 called its reading « la seule qui rend vraies les quatre légendes », but
    two other readings pick the same winners on all four."""
    figure = block(parse(with_appendix(client, "/regles/voisin/", {})), "voisin-cut-readings")
    table = rows(figure)
    legends = table[1:5]  # the document's four examples
    agreeing = [
        col
        for col in range(2, len(table[0]))
        if all(r[col].cards() == r[1].cards() for r in legends)
    ]
    if agreeing:
        for language in ("fr", "en"):
            for slug in ("voisin",):
                html = with_appendix(client, f"/regles/{slug}/", {"Accept-Language": language})
                assert not re.search(r"la seule qui rend vraies|the only one that makes", html)


# --- glossary links on the everyday sense of a word ---------------------------------------

EVERYDAY = {
    "passer": r"\s+(?:à|au|aux)\s",
    "voisin": r"\s+de\s+(?:droite|gauche)",
}


@pytest.mark.parametrize(
    "slug", ["coinche", "voisin", "neurotrio", "whist-reglement", "whist-couleur"]
)
def test_glossary_links_skip_everyday_uses(client, slug):
    """« le joueur 1 passe à gauche » linked to passer, « son voisin de droite » to Voisin."""
    html = client.get(f"/regles/{slug}/").content.decode()
    for anchor, after in EVERYDAY.items():
        for match in re.finditer(
            rf'<a class="term-link" href="{GLOSSARY}#{anchor}">[^<]+</a>(.{{0,20}})', html
        ):
            assert not re.match(after, match.group(1)), (anchor, match.group(0))


def test_everyday_uses_are_not_linked_in_a_sample():
    from reference.glossary_links import link_terms

    body = "<p>Le joueur 1 passe à gauche, puis son voisin de droite passe.</p>"
    linked = link_terms(body, "fr")
    assert "#passer" not in linked.split("passe à")[0] + "passe à"
    assert 'href="/glossaire/#voisin">voisin</a> de droite' not in linked
    assert 'href="/glossaire/#passer">passe</a>.' in linked


# --- the charge's supplément (« … ainsi que les annonces éventuelles de celui-ci ») -------


def test_a_made_charge_takes_the_announcements_of_an_opponent_without_a_trick():
    result = voisin.DealResult((10, 75, 0), (1, 8, 0), (0, 0, 8), (0, 0, 2), None, None)
    contract = voisin.Contract("charge", 1, Suit.SPADES)
    sheet = voisin.score_deal("3", contract, result)
    assert sheet.totals == (10, 75 + 50 + 5 + 8, 2)  # the couple stays with its holder
    kept = voisin.score_deal(
        "3", contract, result, voisin.Rules(charge_non_pli_announcements="kept")
    )
    assert kept.totals == (10, 75 + 50 + 5, 10)


def test_the_charge_reading_is_an_interpretation_shown_on_the_page():
    for language in ("fr", "en"):
        page = rulebook.render_page("voisin", language)
        note = {s.id: s for s in page.sections}["voisin-non-pli-announcements"]
        assert "celui-ci" in note.text
        assert 'href="#voisin-non-pli-announcements"' in page.body


# --- à la couleur has no trou royal --------------------------------------------------------


def test_a_la_couleur_refuses_a_trou_royal():
    game = get_game("whist")
    with pytest.raises(Exception, match="no trou royal"):
        game.answer(
            "contract_target",
            {"contract": {"name": "trou", "trump": "H", "royal": True}},
            whist.Rules.from_options({"document": "couleur"}),
        )
    answer = game.answer(
        "contract_target",
        {"contract": {"name": "trou", "trump": "H", "royal": True}},
        whist.Rules.from_options({"document": "reglement"}),
    )
    assert answer["tricks"] == 8


@pytest.mark.parametrize("document", ["reglement", "couleur"])
def test_every_documented_case_field_is_one_the_rule_set_accepts(document):
    """À la couleur §9.4 documented ``royal: true`` while four aces make no trou there."""
    game = get_game("whist")
    rules = whist.Rules.from_options({"document": document})
    for example in whist_blocks.FIELDS:
        if example.documents is not None and document not in example.documents:
            continue
        game.answer(
            example.kind, example.data, game.make_rules({"document": document, **example.options})
        )
    assert rules.document == document


# --- reasons a player reads -----------------------------------------------------------------


def test_the_coinche_multiplication_line_names_one_factor(client):
    """« coinché (×2) ou surcoinché (×4) : la multiplication par 4 rapporte 660 points »."""
    html = client.get("/regles/coinche/").content.decode()
    assert "ou surcoinché (×4)" not in html
    assert re.search(r"Le contrat est (coinché|surcoinché) : multiplié par [24]", html)


def test_the_prise_bonus_line_says_what_it_is(client):
    """« Prime de la prise : + 14 » was never explained."""
    html = client.get("/regles/voisin/").content.decode()
    assert "Prime de la prise : +" not in html
    assert "le preneur ajoute sa prime à son total, + 14" in html


@pytest.mark.parametrize("language", ["fr", "en"])
def test_every_voisin_score_example_states_the_engines_deal_size(client, language):
    """Variante I's charge « sur 16 plis » was told as « 2 joueurs ; 13 plis dans la donne »:
    each scored deal states the tricks of its own table under its own rules, and a caption that
    counts tricks counts the same."""
    root = parse(with_appendix(client, "/regles/voisin/", {"Accept-Language": language}))
    stated = r"(\d+) (?:plis dans la donne|tricks in the deal)"
    seen = 0
    for name, example in examples("voisin").items():
        if example["kind"] != "score":
            continue
        players = str(example["input"].get("players", "4"))
        rules = voisin.Rules.from_options(example.get("rules") or {})
        tricks = voisin.deal_size(players, rules).hand
        text = block(root, "voisin-score", name.removeprefix("voisin-score-")).text()
        assert [int(n) for n in re.findall(stated, text)] == [tricks], name
        caption = re.search(r"(?:sur|over) (\d+) (?:plis|tricks)", example["caption"][language])
        assert caption is None or int(caption.group(1)) == tricks, name
        assert sum(example["input"]["result"]["tricks"]) <= tricks, name
        seen += 1
    assert seen >= 10
