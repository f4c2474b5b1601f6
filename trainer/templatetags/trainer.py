"""Tags of the exercise pages: a reason's link to the rule-page section it cites, a card's mark."""

from __future__ import annotations

from collections.abc import Mapping

from django import template
from django.template.context import Context
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from reference.engine.cards import AnyCard
from reference.rulebook import active_language, has_source, section_titles
from reference.templatetags.cards import card as draw_card
from reference.templatetags.links import document_url
from trainer.exercises.base import Line, Mark

register = template.Library()

SYMBOLS = {"right": "✔", "wrong": "✘", "missed": "○", "plain": ""}


def _titles(slug: str, language: str) -> Mapping[str, str]:
    return section_titles(slug, language) if has_source(slug) else {}


@register.simple_tag
def rule_link(line: Line | object, slug: str) -> SafeString | str:
    """A link to the section of the rule page ``slug`` that states the rule of ``line``, named
    after that section ("" when the line cites none the page has)."""
    section = getattr(line, "section", "")
    title = _titles(slug, active_language()).get(section) if section else None
    if not title:
        return ""
    href = document_url(slug) + f"#{section}"
    return format_html(
        '<a class="rule-link" href="{}"><span class="visually-hidden">{}</span>§ {}</a>',
        href,
        _("La règle :"),
        title,
    )


@register.simple_tag
def mark(value: Mark | None) -> SafeString | str:
    """A card's or a choice's mark after the verdict: a symbol and a word, never colour alone
    (« ✘ interdite »), with what the symbol means for screen readers."""
    if value is None:
        return ""
    meaning = {
        "right": _("juste"),
        "wrong": _("erreur"),
        "missed": _("oubli"),
        "plain": "",
    }[value.state]
    # what a screen reader hears before the mark's word: « juste : », "right:"
    heard = _("%(meaning)s :") % {"meaning": meaning} if meaning else ""
    hidden = format_html('<span class="visually-hidden">{} </span>', heard) if heard else ""
    return format_html(
        '<span class="mark mark--{}" data-mark="{}"><span class="mark-symbol" aria-hidden="true">'
        '{}</span> {}<span class="mark-word">{}</span></span>',
        value.state,
        value.state,
        SYMBOLS[value.state],
        hidden,
        value.word,
    )


@register.simple_tag(takes_context=True)
def card_choice(
    context: Context, card: AnyCard | str, value: int, kind: str, name: str, size: str = ""
) -> SafeString:
    """A card to pick as an answer: its input (``kind``: ``radio`` or ``checkbox``, its
    ``value`` the card's place), the card drawn as its label, and under it the number key that
    picks it, or its mark once judged (kept as checked and disabled after the verdict)."""
    marks = context.get("marks")
    judged = mark_of(marks, value)
    state = {"feedback": context.get("feedback"), "retry": context.get("retry")}
    checked = (state["feedback"] or state["retry"]) and chosen(value, context.get("answer"))
    ident = f"{name}-{value}"
    attributes = format_html(
        "{}{}{}",
        mark_safe(" checked") if checked else "",
        mark_safe(" disabled") if state["feedback"] else "",
        mark_safe(" required") if kind == "radio" else "",
    )
    caption = (
        mark(judged)
        if judged
        else format_html('<kbd class="key-hint" aria-hidden="true">{}</kbd>', value + 1)
    )
    return format_html(
        '<input class="card-input" type="{}" name="{}" value="{}" id="{}"{} data-key="{}">'
        '<label for="{}" class="card-choice{}">{}<span class="card-caption">{}</span></label>',
        kind,
        name,
        value,
        ident,
        attributes,
        value + 1,
        ident,
        f" card-choice--{judged.state}" if judged else "",
        draw_card(card, size),
        caption,
    )


@register.filter
def mark_of(marks: dict[int, Mark] | None, index: int) -> Mark | None:
    """The mark of choice ``index`` (``None`` before the verdict)."""
    if not marks:
        return None
    return marks.get(index)


@register.filter
def chosen(index: int, answer: object) -> bool:
    """Whether choice ``index`` is part of ``answer`` (one index, or a list of them)."""
    if isinstance(answer, list | tuple | set):
        return index in answer
    return answer == index


@register.filter
def item(sequence: object, index: int) -> object:
    """``sequence[index]`` (``None`` when out of range)."""
    try:
        return sequence[index]  # type: ignore[index]
    except (IndexError, KeyError, TypeError):
        return None


@register.filter
def magnitude(value: object) -> str:
    """A whole number without its sign ("" for anything else)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(abs(value))
    return ""


#: The most cards a hand shows side by side: eight of 44 px fill a 375 px phone's width.
HAND_ROW = 8


@register.filter
def hand_columns(cards: object) -> int:
    """How many cards a row of the hand holds: rows of at most ``HAND_ROW``, as even as they
    come (thirteen cards: seven and six; seventeen: six, six and five).

    >>> [hand_columns(["c"] * n) for n in (5, 8, 9, 13, 17)]
    [5, 8, 5, 7, 6]
    """
    count = len(cards) if isinstance(cards, list | tuple) else 0
    rows = max(1, -(-count // HAND_ROW))
    return max(1, -(-count // rows))
