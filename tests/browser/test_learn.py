"""« Apprendre » walked as a new learner on a phone (375×740): one tap from the home page to
the first coinche lesson, every rule box whole, a wrong answer back within the lesson, the
last lesson's next step, « Mes progrès » by theme with the right counts."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from learn import catalogue
from learn.models import LessonState, ThemeAnswer
from trainer.exercises import KINDS, build

pytestmark = pytest.mark.django_db(transaction=True)

GAME, RULESET = "coinche", "standard"

# Every list item and table row of a section: from its heading to the next heading of the
# same level or above, in the page's order.
SECTION_ITEMS = """(id) => {
  const head = document.getElementById(id);
  const level = Number(head.tagName[1]);
  const heads = [...document.querySelectorAll('h2, h3')];
  const end = heads.find((h) => Number(h.tagName[1]) <= level &&
    (head.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING));
  return [...document.querySelectorAll('li, tr')].filter((el) =>
    (head.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) &&
    (!end || (end.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING)) &&
    !el.closest('.toc, .essentials, nav')).map((el) => el.tagName + ':' + el.textContent.trim());
}"""
BOX_ITEMS = """() => [...document.querySelectorAll('.rule-box .rule-body li, .rule-box .rule-body tr')]
  .map((el) => el.tagName + ':' + el.textContent.trim())"""
FILL = """(data) => {
  const form = document.getElementById('exercise');
  for (const [name, value] of Object.entries(data)) {
    const values = Array.isArray(value) ? value.map(String) : [String(value)];
    for (const input of form.querySelectorAll(`[name="${name}"]`)) {
      if (input.type === 'checkbox' || input.type === 'radio') input.checked = values.includes(input.value);
      else input.value = values[0];
    }
  }
}"""


@pytest.fixture
def phone(page: Page) -> Page:
    page.set_viewport_size({"width": 375, "height": 740})
    return page


def answer(page: Page, lesson, right: bool) -> int:
    state = LessonState.objects.filter(theme=lesson.slug).first()
    index = state.queue[0] if state else 0
    ex = build(lesson.exercise_key(index), lesson.ruleset)
    good, bad = KINDS[ex.key.kind].right_and_wrong(ex)
    page.locator("#exercise").wait_for()
    page.evaluate(FILL, good if right else bad)
    page.locator("#exercise button[type=submit]").click()
    page.locator("#verdict").wait_for()
    return index


def finish(page: Page, site, lesson, miss_first: bool) -> list[int]:
    site.goto(f"/apprendre/{GAME}/{RULESET}/{lesson.slug}/exercices/")
    served = [answer(page, lesson, right=not miss_first)]
    while not LessonState.objects.get(theme=lesson.slug).done:
        page.locator("#next-link").click()
        page.locator("#verdict").wait_for(state="detached")  # the next exercise has loaded
        served.append(answer(page, lesson, right=True))
    page.locator("#next-link").click()
    page.wait_for_url("**/fin/")
    return served


def test_the_coinche_lessons_walked_on_a_phone(site, phone: Page):
    site.goto("/")
    phone.locator(f'a[href="/apprendre/{GAME}/{RULESET}/commencer/"]').click()
    path = catalogue.lessons(GAME, RULESET)
    phone.wait_for_url(f"**/apprendre/{GAME}/{RULESET}/{path[0].slug}/")
    assert phone.locator(".rule-box").is_visible()

    sections: dict[str, list[str]] = {}
    for lesson in path:  # every rule box holds every list item and table row of its section
        section = lesson.theme.section
        if section not in sections:
            site.goto("/regles/coinche/")
            sections[section] = phone.evaluate(SECTION_ITEMS, section)
        site.goto(f"/apprendre/{GAME}/{RULESET}/{lesson.slug}/")
        assert phone.evaluate(BOX_ITEMS) == sections[section], lesson.slug
        assert phone.evaluate("document.documentElement.scrollWidth") <= 375

    first = path[0]
    site.goto(f"/apprendre/{GAME}/{RULESET}/{first.slug}/")
    phone.locator("#lesson-next").click()  # example 1, then 2: answered on the cards
    assert phone.locator("#exercise [data-mark]").count() > 0
    phone.locator("#next-link").click()
    phone.locator("#next-link").click()
    phone.wait_for_url("**/exercices/")
    served = finish(phone, site, first, miss_first=True)
    assert served.count(served[0]) == 2  # the missed exercise came back, answered right
    assert phone.locator("#next-lesson").is_visible()

    last = path[-1]
    finish(phone, site, last, miss_first=False)
    assert phone.locator("#play-deal").is_visible()  # the last lesson: a deal at the table
    assert phone.locator("#next-lesson").count() == 0

    site.goto("/apprendre/progres/")
    for lesson in (first, last):
        filed = ThemeAnswer.objects.filter(theme=lesson.slug)
        count = phone.locator(f'[data-figures=themes] [data-slug="{lesson.slug}"] .figure-count')
        assert count.get_attribute("data-answers") == str(filed.count())
        assert count.get_attribute("data-right") == str(filed.filter(correct=True).count())
    assert phone.evaluate("document.documentElement.scrollWidth") <= 375
