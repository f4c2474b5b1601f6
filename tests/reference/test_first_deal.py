"""« L'essentiel » is enough to play and score a first deal, in both languages: checked against
the list of what a first deal needs (the deal, the calls, the play obligations, the scoring
values, the end of the game), each value drawn from the engine; every reading it states is
marked and leads to its interpretation note; its links work on its own page. « Une donne en
bref » opens each page and the essentials, and the deal it tells is replayed and scored by the
engine: its contract and its scores are the engine's."""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import urlsplit

import pytest
from django.test import Client
from django.urls import reverse

from reference import rulebook
from reference.engine import DOCUMENTS, coinche, get_game, neurotrio, voisin, whist
from reference.engine.cards import Rank, Suit
from reference.engine.coinche.auction import MIN_BID
from reference.engine.coinche.order import Mode, deck_total
from reference.engine.coinche.scoring import ALL_POINTS, CAPOT_HALF, UNANNOUNCED_CAPOT
from reference.engine.voisin import contracts as voisin_contracts
from tests.layers import sampled
from tests.reference.pagetree import Node, parse
from tests.reference.test_player_words import visible_text

pytestmark = pytest.mark.django_db

LANGUAGES = ("fr", "en")
SLUGS = [d.slug for d in DOCUMENTS]


@dataclass(frozen=True)
class Need:
    """Something a first deal needs, as each language says it (regular expressions)."""

    what: str
    fr: str
    en: str


def number(value: object) -> str:
    """A number as the pages write it, not inside a larger one."""
    return rf"(?<!\d)(?<!\d[,.]){value}(?!\d|[,.]\d)"


def _coinche() -> list[Need]:
    rules = coinche.Rules()
    trump = coinche.point_table(Mode.HEARTS, Suit.HEARTS, rules)
    return [
        Need("deal", r"32 cartes, 8 chacun", r"32 cards, 8 each"),
        Need("first to speak", r"droite du donneur parle", r"dealer's right bids first"),
        Need(
            "card points",
            rf"V {trump[Rank.JACK]}, 9 {trump[Rank.NINE]}",
            rf"J {trump[Rank.JACK]}, 9 {trump[Rank.NINE]}",
        ),
        Need("deal total", number(deck_total(Mode.HEARTS, rules)), number(162)),
        Need("lowest bid", number(MIN_BID), number(MIN_BID)),
        Need("bid step", rf"de {rules.bid_step} en {rules.bid_step}", r"up in tens"),
        Need("capot, générale", r"capot.*générale", r"capot.*générale"),
        Need("end of bidding", r"trois passes", r"three passes"),
        Need("all pass", r"quatre passes sans enchère", r"four passes without a bid"),
        Need("coinche", r"coinche.*× 2.*surcoincher.*× 4", r"coinche.*× 2.*surcoinche.*× 4"),
        Need(
            "a coinche ends the bidding",
            r"après une coinche, plus personne n'enchérit",
            r"after a coinche nobody bids",
        ),
        Need("follow", r"fournir", r"follow suit"),
        Need("climb in trumps", r"à l'atout, monter", r"in trumps, play higher"),
        Need(
            "trump, overtrump, undertrump",
            r"couper, surcouper.*pisser",
            r"trump, overtrump.*lower trump",
        ),
        Need("partner master", r"partenaire maître", r"partner winning"),
        Need("belote", number(coinche.BELOTE_VALUE), number(coinche.BELOTE_VALUE)),
        Need("made", r"points arrondis.*l'enchère", r"rounded.*the bid"),
        Need("failed", rf"{ALL_POINTS}, plus l'enchère", rf"{ALL_POINTS}, plus the bid"),
        Need("coinched losers", r"perdant marque 0", r"losers score 0"),
        Need("capot value", number(2 * CAPOT_HALF), number(2 * CAPOT_HALF)),
        Need("générale value", number(rules.generale_value), number(rules.generale_value)),
        Need("unannounced capot", number(UNANNOUNCED_CAPOT), number(UNANNOUNCED_CAPOT)),
        Need("end", number(rules.game_target), number(rules.game_target)),
    ]


def _voisin() -> list[Need]:
    sizes = voisin.DEAL_SIZES
    hands = f"{sizes['2'].hand}, {sizes['3'].hand} ou {sizes['4'].hand}"
    c = voisin_contracts
    return [
        Need(
            "deal",
            rf"32 cartes ; {hands} chacun",
            rf"32 cards; {hands.replace(' ou ', ' or ')} each",
        ),
        Need("talon and turned card", r"talon.*retournée", r"talon.*turned up"),
        Need("suits", r"voisin, de même teinte", r"same colour as trumps"),
        Need("voisin cut", r"meilleur voisin", r"best voisin card"),
        Need("card points", r"88 en tout", r"88 in all"),
        Need("prise", number(c.PRISE_TARGET), number(c.PRISE_TARGET)),
        Need("charge", number(c.CHARGE_TARGET), number(c.CHARGE_TARGET)),
        Need("surcharge", r"surcharger \(tous les plis\)", r"surcharge \(every trick\)"),
        Need("second round", r"second tour", r"second round"),
        Need(
            "exchange",
            r"remet à sa place une carte qui n'est pas un atout",
            r"a card that is not a trump",
        ),
        Need("follow and climb", r"fournir ; à l'atout, monter", r"follow suit; in trumps"),
        Need(
            "announcements", r"couleur.*20.*tierce 3.*couple.*2", r"couleur.*20.*tierce 3.*couple"
        ),
        Need(
            "prise scored",
            rf"\+ {c.PRISE_PRIME}, au plus {c.PRISE_CAP}",
            rf"\+ {c.PRISE_PRIME}, at most {c.PRISE_CAP}",
        ),
        Need(
            "charge scored",
            rf"\+ {c.CHARGE_PRIME}, et {c.NON_PLI_PRIME} par adversaire",
            rf"\+ {c.CHARGE_PRIME}, and {c.NON_PLI_PRIME} for each opponent",
        ),
        Need(
            "surcharge scored",
            rf"{c.SURCHARGE_VALUE}, ou {c.SURCHARGE_AFTER_CHARGE}",
            rf"{c.SURCHARGE_VALUE}, or {c.SURCHARGE_AFTER_CHARGE}",
        ),
        Need("failure", r"meilleur des autres encaisse", r"best of the others collects"),
        Need("chute royale", rf"sous {c.CHUTE_ROYALE_BELOW}", rf"below {c.CHUTE_ROYALE_BELOW}"),
        Need("rounding", r"à la dizaine", r"nearest ten"),
        Need(
            "end",
            rf"{c.GAME_TARGET} points ; à égalité, le moins de traits",
            rf"{c.GAME_TARGET} points; on a tie, the fewest marks",
        ),
    ]


def _neurotrio() -> list[Need]:
    game, rules = get_game("neurotrio"), neurotrio.Rules()

    def score(level: int, tricks: int, contre: bool = False) -> tuple[int, ...]:
        question = {
            "players": 4,
            "contract": {"level": level, "attribute": "C", "contre": contre},
            "result": {"tricks": tricks},
        }
        return game.score(question, rules).scores

    per_level, over = score(1, 7)[0], score(1, 8)[0] - score(1, 7)[0]
    missing = score(1, 6)[1]
    doubled = score(1, 7, contre=True)[0] // score(1, 7)[0]
    return [
        Need("deal", r"54 cartes.*17, 13 ou 10 chacun", r"54 cards.*17, 13 or 10 each"),
        Need("chien", r"chien, face visible", r"chien \(the kitty\), face up"),
        Need("first to speak", r"gauche du donneur parle le premier", r"dealer's left bids first"),
        Need(
            "attributes",
            r"fond bleu > noir > vert > cœur > étoile > rose",
            r"blue background > black > green > heart > star > rose",
        ),
        Need("end of bidding", r"tous les autres ont passé", r"all the others have passed"),
        Need("contre", r"contrer \(× 2\)", r"contre \(double\) it, × 2"),
        Need(
            "target",
            r"moitié des plis, arrondie vers le bas, plus le niveau",
            r"half the tricks, rounded down, plus the level",
        ),
        Need("discard", r"écarte autant de cartes", r"discards as many cards"),
        Need(
            "suits by trump", r"atout fond.*atout nature", r"background as trump.*nature as trump"
        ),
        Need("taker leads", r"preneur entame", r"taker leads"),
        Need("force", r"3 > 2 > 1", r"3 > 2 > 1"),
        Need("follow, trump", r"fournir ; sinon couper", r"follow suit; otherwise trump"),
        Need(
            "made",
            rf"{per_level} par niveau, plus {over} par pli",
            rf"{per_level} per level, plus {over} per trick",
        ),
        Need("failed", rf"{missing} par pli manquant", rf"{missing} per missing trick"),
        Need("contré", rf"× {doubled}", rf"× {doubled}"),
        Need("end", r"le plus haut total gagne", r"the highest total wins"),
    ]


def _whist(document: str) -> list[Need]:
    rules = whist.Rules.from_options({"document": document})
    patterns = whist.DEAL_PATTERNS[rules.document]
    common = [
        Need(
            "deal",
            rf"52 cartes, 13 chacun.*{re.escape(patterns[0])}",
            rf"52 cards, 13 each.*{re.escape(patterns[0])}",
        ),
        Need(
            "first to speak",
            r"gauche du donneur parle et entame",
            r"dealer's left bids first and leads",
        ),
        Need(
            "bidding suits",
            r"cœur > carreau > trèfle > pique",
            r"hearts > diamonds > clubs > spades",
        ),
        Need("trou", r"8 plis.*9 sinon", r"8 tricks.*9 otherwise"),
        Need(
            "follow, then free",
            r"couper ou se défausser, au choix",
            r"trump or discard, as you like",
        ),
        Need("end", r"le plus haut total gagne", r"the highest total wins"),
    ]
    if rules.reglement:
        return [
            *common,
            Need("first-round pass", r"passer, pour de bon", r"pass, for good"),
            Need("seul later", r"seul \(6 à 8 plis", r"seul \(6 to 8 tricks"),
            Need(
                "dames",
                rf"− {-whist.DAMES_PER_QUEEN} par dame prise, \+ 24",
                rf"− {-whist.DAMES_PER_QUEEN} per queen taken, \+ 24",
            ),
            Need("per player", r"chaque actif.*chaque passif", r"each active player.*each passive"),
        ]
    return [
        *common,
        Need("pass is final", r"passe, pour de bon", r"pass, for good"),
        Need("all pass", r"quatre passes : on redistribue", r"four passes: deal again"),
        Need("defenders pay", r"chaque défenseur paie", r"each defender pays"),
    ]


NEEDS = {
    "coinche": _coinche,
    "voisin": _voisin,
    "neurotrio": _neurotrio,
    "whist-reglement": lambda: _whist("reglement"),
    "whist-couleur": lambda: _whist("couleur"),
}
#: The readings a first deal meets in each game: the essentials mark each one.
READINGS = {
    "coinche": [
        "coinche-bid-ceiling",
        "coinche-auction-after-coinche",
        "coinche-partner-master",
        "coinche-announcements-for-contract",
        "coinche-failed-announcements",
        "coinche-coinche-multiplies",
        "coinche-unannounced-capot",
    ],
    "voisin": [
        "voisin-first-player",
        "voisin-suit",
        "voisin-cut-suit",
        "voisin-round-one",
        "voisin-play-obligations",
        "voisin-announcements-count",
        "voisin-non-takers-score",
        "voisin-chute-beneficiary",
    ],
    "neurotrio": [
        "neurotrio-first-bidder",
        "neurotrio-bid-order",
        "neurotrio-auction-end",
        "neurotrio-force-order",
        "neurotrio-overtricks",
        "neurotrio-failed-taker",
    ],
    "whist-reglement": [
        "whist-suit-ranking",
        "whist-late-pass",
        "whist-dames-play",
        "whist-dames-all-four",
        "whist-seul-extras",
    ],
    "whist-couleur": ["whist-couleur-trou", "whist-couleur-all-pass", "whist-couleur-failure"],
}
#: The deal each page tells in brief: its table, calls and result, for the engine to replay.
BRIEFS = {
    "coinche": (
        {},
        None,
        None,
        ["80H", "pass", "100H", "pass", "pass", "pass"],
        {
            "contract": {"bid": 100, "trump": "H", "by": "NS", "coinche": 0},
            "result": {
                "points": {"NS": 92, "EW": 70},
                "tricks": {"NS": 5, "EW": 3},
                "announcements": {"NS": 0, "EW": 0},
                "belote": "NS",
                "all_tricks_by_one_player": False,
            },
        },
    ),
    "voisin": (
        {},
        "3",
        {"turned": "9H"},
        ["prise", "pass", "pass"],
        {
            "players": "3",
            "contract": {"name": "prise", "taker": 0, "trump": "H"},
            "result": {
                "points": [38, 22, 18],
                "tricks": [4, 3, 2],
                "announcements": [3, 0, 0],
                "couples": [0, 0, 0],
            },
        },
    ),
    "neurotrio": (
        {},
        "4",
        None,
        ["1C", "1V", "2C", "pass", "pass", "pass"],
        {"players": 4, "contract": {"level": 2, "attribute": "C"}, "result": {"tricks": 9}},
    ),
    "whist-reglement": (
        {"document": "reglement"},
        None,
        None,
        ["emballage 8 H", "pass", "j'emballe H", "pass"] + ["pass"] * 4,
        {
            "contract": {"name": "emballage", "tricks": 8, "trump": "H", "declarers": 2},
            "result": {"tricks": [9]},
        },
    ),
    "whist-couleur": (
        {"document": "couleur"},
        None,
        None,
        ["couleur H", "pass", "j'emballe", "pass"],
        {
            "contract": {"name": "emballage", "tricks": 8, "trump": "H", "declarers": 2},
            "result": {"tricks": [9]},
        },
    ),
}
STEPS = {
    "fr": ("La donne.", "Les enchères.", "Le jeu.", "La marque."),
    "en": ("The deal.", "The bidding.", "The play.", "The score."),
}


def get(client: Client, url: str, language: str) -> Node:
    response = client.get(url, headers={"Accept-Language": language})
    assert response.status_code == 200, url
    return parse(response.content.decode())


def box(root: Node, css: str) -> Node:
    found = root.find_all(lambda n: n.tag == "section" and css in n.classes())
    assert len(found) == 1, css
    return found[0]


#: Every essentials page, a rule set in a language: the fast layer reads a third of them.
ESSENTIALS = [(slug, language) for slug in SLUGS for language in LANGUAGES]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("slug", sampled(SLUGS, 3, one_value=True))
def test_the_essentials_hold_what_a_first_deal_needs(client, slug, language):
    root = get(client, reverse("reference:essentials", args=[slug]), language)
    text = visible_text(box(root, "essentials"))
    missing = [n.what for n in NEEDS[slug]() if not re.search(getattr(n, language), text)]
    assert missing == []


@pytest.mark.parametrize(("slug", "language"), sampled(ESSENTIALS, 3))
def test_every_reading_of_the_essentials_is_marked_and_leads_to_its_note(client, slug, language):
    root = get(client, reverse("reference:essentials", args=[slug]), language)
    links = box(root, "essentials").find_all(lambda n: "reading" in n.classes())
    targets = [urlsplit(a.attrs["href"]) for a in links]
    page = reverse("reference:document", args=[slug])
    assert {t.path for t in targets} == {page}
    notes = notes_of(slug, language)
    assert [t.fragment for t in targets if t.fragment not in notes] == []
    assert set(READINGS[slug]) <= {t.fragment for t in targets}


def notes_of(slug: str, language: str) -> set[str]:
    """The anchors of the interpretation notes of a page."""
    sections = rulebook.render_page(slug, language).sections
    start = next(i for i, s in enumerate(sections) if s.id == "interpretations")
    after = sections[start + 1 :]
    end = next((i for i, s in enumerate(after) if s.level == 2), len(after))
    return {s.id for s in after[:end]}


@pytest.mark.parametrize(("slug", "language"), sampled(ESSENTIALS, 3))
def test_the_essentials_links_work_on_their_own_page(client, slug, language):
    """Their links pointed to anchors only the full page had: they did nothing."""
    root = get(client, reverse("reference:essentials", args=[slug]), language)
    hrefs = {
        a.attrs["href"]
        for css in ("essentials", "brief")
        for a in box(root, css).find_all(lambda n: n.tag == "a" and "href" in n.attrs)
    }
    assert hrefs
    pages: dict[str, set[str]] = {}
    for href in hrefs:
        target = urlsplit(href)
        assert target.path, f"{href} leads nowhere from the essentials page"
        if target.path not in pages:
            found = get(client, target.path, language)
            pages[target.path] = {n.attrs["id"] for n in found.find_all(lambda n: "id" in n.attrs)}
        assert not target.fragment or target.fragment in pages[target.path], href


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("slug", SLUGS)
def test_a_deal_in_brief_opens_the_page_and_the_essentials(client, slug, language):
    for name in ("reference:document", "reference:essentials"):
        root = get(client, reverse(name, args=[slug]), language)
        article = root.find_all(lambda n: n.tag == "article")[0]
        sections = article.find_all(lambda n: n.tag == "section")
        assert "brief" in sections[0].classes(), name
        steps = [visible_text(li).strip() for li in sections[0].find_all(lambda n: n.tag == "li")]
        assert [s.split(" ")[0:2] for s in steps] == [
            label.split(" ")[0:2] for label in STEPS[language]
        ]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("slug", SLUGS)
def test_the_brief_deal_is_the_engines(client, slug, language):
    """Its calls end on the contract it names, and its scores are the engine's."""
    document = next(d for d in DOCUMENTS if d.slug == slug)
    options, players, context, calls, question = BRIEFS[slug]
    game = get_game(document.game)
    rules = game.make_rules({**document.rules, **options})
    state = game.auction(rules, players, context)
    for call in calls:
        assert state.ruling(call).legal, call
        state = state.apply(call)
    assert state.ended and state.contract is not None
    sheet = game.score(question, rules)
    root = get(client, reverse("reference:document", args=[slug]), language)
    steps = [visible_text(li) for li in box(root, "brief").find_all(lambda n: n.tag == "li")]
    contract = state.contract
    promised = contract.get("bid") or contract.get("level") or contract.get("tricks")
    if document.game == "voisin":
        promised = voisin_contracts.PRISE_TARGET
    if document.game == "neurotrio":
        promised = neurotrio.contract_target(contract["level"], 4)["tricks"]
    assert re.search(number(promised), steps[1]), (promised, steps[1])
    scored = steps[3].replace("−", "-")
    for points in {abs(p) for p in sheet.scores} - {0}:
        assert re.search(number(points), scored), (points, steps[3])
