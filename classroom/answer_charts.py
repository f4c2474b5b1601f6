"""Per-exercise answer charts of an assignment: how many students gave each answer, the right
one marked, drawn on the server as a small SVG (as the trainer's progress charts are)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from classroom.items import Item
from classroom.results import Board

#: Answers drawn as bars (the rarer ones are counted together in the last bar).
BARS = 6
WIDTH, ROW, BAR, LABEL_CHARS = 300, 34, 10, 44


@dataclass(frozen=True)
class Bar:
    """One answer: its words, how many gave it, whether it is right, where it is drawn."""

    label: str
    count: int
    right: bool
    text_y: int
    bar_y: int
    width: int


@dataclass(frozen=True)
class AnswerChart:
    item: Item
    bars: tuple[Bar, ...]
    right: int
    answered: int

    @property
    def height(self) -> int:
        return ROW * len(self.bars)

    @property
    def summary(self) -> str:
        """What the chart says, for screen readers and as its caption."""
        right = ngettext("%(right)d juste", "%(right)d justes", self.right) % {"right": self.right}
        return ngettext(
            "%(right)s sur %(n)d réponse",
            "%(right)s sur %(n)d réponses",
            self.answered,
        ) % {"right": right, "n": self.answered}


def answer_charts(board: Board) -> list[AnswerChart]:
    """One chart per exercise that has answers, in the set's order."""
    charts = []
    for index, item in enumerate(board.items):
        given: Counter[tuple[str, bool]] = Counter()
        for row in board.rows:
            cell = row.cells[index]
            if cell.response is not None:
                given[(cell.given, cell.response.correct)] += 1
        if given:
            charts.append(answer_chart(item, given))
    return charts


def answer_chart(item: Item, given: Counter[tuple[str, bool]]) -> AnswerChart:
    """The chart of one exercise from how many gave each answer (its words, whether right)."""
    common = given.most_common()
    kept, rest = common[: BARS - 1], common[BARS - 1 :]
    if len(rest) == 1:
        kept, rest = common, []
    answered = sum(given.values())
    top = common[0][1]
    bars = []
    entries = [(words, right, n) for (words, right), n in kept]
    if rest:
        others = sum(n for _k, n in rest)
        entries.append((_("autres réponses fausses"), False, others))
    for row, (words, right, count) in enumerate(entries):
        label = words if len(words) <= LABEL_CHARS else words[: LABEL_CHARS - 1] + "…"
        bars.append(
            Bar(
                label=f"{'✔' if right else '✘'} {label} — {count}",
                count=count,
                right=right,
                text_y=row * ROW + 13,
                bar_y=row * ROW + 18,
                width=max(2, round(WIDTH * count / top)),
            )
        )
    right_count = sum(n for (_w, right), n in given.items() if right)
    return AnswerChart(item, tuple(bars), right_count, answered)
