"""What a learner's thumb and eyes meet on an exercise page at 375 × 740: a hand of up to
seventeen cards on the first screen, none past its right edge, every card wide enough to tap
and none covering another, even raised; no inline style refused by the content security
policy; no keyboard hints on a touch screen; every seat's card and its mark on the felt."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from reference.practice import KINDS
from tests.browser.tables import OFF_THE_FELT
from tests.browser.test_trainer import PHONE, check_first_screen
from trainer.exercises import KINDS as EXERCISE_KINDS
from trainer.exercises import build, kinds_for
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS
from trainer.versions import current, seed_token

pytestmark = pytest.mark.django_db(transaction=True)

WITH_HANDS = [rs for rs in RULESETS.values() if "legal_plays" in kinds_for(rs)]
#: Each card of the hand: its tappable box, and how much of it no later card covers.
CARD_BOXES = """() => {
  const items = [...document.querySelectorAll('.hand li')];
  return items.map((li, n) => {
    const box = li.querySelector('.card-choice').getBoundingClientRect();
    const card = li.querySelector('.card').getBoundingClientRect();
    const covering = items.slice(n + 1).map((o) => o.querySelector('.card').getBoundingClientRect())
      .filter((o) => o.left < card.right && o.right > card.left
                     && o.top < card.bottom && o.bottom > card.top);
    return {width: box.width, right: card.right, covered: covering.length};
  });
}"""


def fullest_hand(rs) -> str:
    """The seed, among the first twenty easy ones, whose hand holds the most cards."""
    hands = {
        seed: len(build(Key(rs.game, rs.slug, "legal_plays", "facile", seed), rs).question["hand"])
        for seed in map(str, range(1, 21))
    }
    return max(hands, key=hands.__getitem__)


def legal_plays_url(rs) -> str:
    args = [rs.game, rs.slug, KINDS["legal_plays"][0], "facile", fullest_hand(rs)]
    return reverse("trainer:exercise", args=args)


@pytest.mark.parametrize("rs", WITH_HANDS, ids=lambda rs: f"{rs.game}-{rs.slug}")
def test_the_fullest_hand_fits_the_first_screen_each_card_44_px_wide_and_uncovered(
    site, page: Page, rs
):
    page.set_viewport_size(PHONE)
    site.goto(legal_plays_url(rs))
    check_first_screen(page)
    assert page.evaluate("() => document.documentElement.scrollWidth") <= PHONE["width"]
    cards = page.locator(".hand .card-choice")
    for n in range(cards.count()):  # every card raised in turn, and all at once at the end
        cards.nth(n).click()
    expect(page.locator(".hand .card-input:checked")).to_have_count(cards.count())
    boxes = page.evaluate(CARD_BOXES)
    assert all(box["width"] >= 44 for box in boxes), boxes
    assert all(box["covered"] == 0 and box["right"] <= PHONE["width"] for box in boxes), boxes


#: Options whose words run into their mark (or out of their box) after the verdict.
OVERLAPS = """() => [...document.querySelectorAll('.option')].filter((o) => {
  const label = o.querySelector('label'), mark = o.querySelector('.mark');
  if (!mark) return false;
  const words = document.createRange();
  words.selectNodeContents(label);
  const text = words.getBoundingClientRect(), box = mark.getBoundingClientRect();
  return text.right > box.left + 0.5 || box.right > o.getBoundingClientRect().right + 0.5;
}).map((o) => o.textContent.trim())"""


@pytest.mark.parametrize("kind", ["game_end", "quiz", "bid"])
def test_an_options_words_never_run_into_its_mark(site, page: Page, kind):
    rs = RULESETS[("coinche", "standard")]
    page.set_viewport_size(PHONE)
    for seed in ("31", "32", "33"):
        site.goto(
            reverse("trainer:exercise", args=[rs.game, rs.slug, KINDS[kind][0], "moyen", seed])
        )
        page.locator(".option label").first.click()
        page.locator('#exercise button[type="submit"]').click()
        expect(page.locator("#verdict")).to_be_visible()
        assert page.evaluate(OVERLAPS) == []


@pytest.fixture
def touch_page(browser):
    context = browser.new_context(
        viewport=PHONE, has_touch=True, is_mobile=True, locale="fr-FR", device_scale_factor=2
    )
    yield context.new_page()
    context.close()


def test_keyboard_hints_are_hidden_on_a_touch_screen(touch_page: Page, live_server, page: Page):
    address = legal_plays_url(RULESETS[("coinche", "standard")])
    touch_page.goto(f"{live_server.url}{address}")
    assert touch_page.evaluate("() => matchMedia('(pointer: coarse)').matches")
    shown = "() => [...document.querySelectorAll('.key-hint, .key-help')]"
    assert touch_page.evaluate(f"{shown}.length") > 0
    assert touch_page.evaluate(f"{shown}.filter((e) => e.getClientRects().length).length") == 0
    page.set_viewport_size(PHONE)  # a keyboard's screen keeps them
    page.goto(f"{live_server.url}{address}")
    expect(page.locator(".key-hint").first).to_be_visible()


#: Trick-winner verdicts: the first three once put a side seat's card and mark past the felt
#: (a long contract in the middle squeezed the side seats); then one of each other game.
SQUEEZED = [
    (("whist", "couleur"), "1000"),
    (("coinche", "standard"), "31"),
    (("whist", "reglement"), "1000"),
    (("voisin", "standard"), "1000"),
    (("neurotrio", "standard"), "1000"),
]


@pytest.mark.parametrize(
    ("ruleset", "seed"), SQUEEZED, ids=lambda v: "-".join(v) if isinstance(v, tuple) else v
)
def test_every_seat_and_its_mark_stay_on_the_felt(site, page: Page, ruleset, seed):
    rs = RULESETS[ruleset]
    page.set_viewport_size(PHONE)
    token = seed_token(current(rs.game, "trick_winner"), seed)
    site.goto(
        reverse(
            "trainer:exercise", args=[rs.game, rs.slug, KINDS["trick_winner"][0], "moyen", token]
        )
    )
    assert page.evaluate(OFF_THE_FELT) == []
    exercise = build(Key(rs.game, rs.slug, "trick_winner", "moyen", token), rs)
    _right, wrong = EXERCISE_KINDS["trick_winner"].right_and_wrong(exercise)
    page.locator(f'input[name="card"][value="{wrong["card"]}"]').check(force=True)
    page.locator('#exercise button[type="submit"]').click()
    expect(page.locator("#verdict")).to_be_visible()
    assert page.evaluate(OFF_THE_FELT) == []
