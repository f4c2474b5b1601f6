"""What a learner's thumb and eyes meet on an exercise page at 375 × 740: every card of a hand
of up to seventeen wide enough to tap and none covering another, even raised; no inline style
refused by the content security policy; no keyboard hints on a touch screen."""

from __future__ import annotations

import pytest
from django.urls import reverse
from playwright.sync_api import Page, expect

from reference.practice import KINDS
from tests.browser.test_trainer import PHONE, fullest_hand
from trainer.exercises import kinds_for
from trainer.rulesets import RULESETS

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


def legal_plays_url(rs) -> str:
    args = [rs.game, rs.slug, KINDS["legal_plays"][0], "facile", fullest_hand(rs)]
    return reverse("trainer:exercise", args=args)


@pytest.mark.parametrize("rs", WITH_HANDS, ids=lambda rs: f"{rs.game}-{rs.slug}")
def test_every_card_of_the_fullest_hand_is_44_px_wide_and_uncovered(site, page: Page, rs):
    page.set_viewport_size(PHONE)
    site.goto(legal_plays_url(rs))
    cards = page.locator(".hand .card-choice")
    for n in range(cards.count()):  # every card raised in turn, and all at once at the end
        cards.nth(n).click()
    expect(page.locator(".hand .card-input:checked")).to_have_count(cards.count())
    boxes = page.evaluate(CARD_BOXES)
    assert all(box["width"] >= 44 for box in boxes), boxes
    assert all(box["covered"] == 0 and box["right"] <= PHONE["width"] for box in boxes), boxes
