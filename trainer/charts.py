"""The progress picture: for each kind of exercise, the share of right first answers day by
day (the last days the learner practised), drawn on the server as a small SVG chart."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date

from django.db.models.functions import TruncDate
from django.utils.formats import date_format
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from trainer.exercises import KINDS
from trainer.models import Attempt, Learner

#: How many days (with answers) a chart shows, the most recent last.
DAYS = 10
WIDTH, HEIGHT, LEFT, TOP, BOTTOM = 240, 84, 38, 8, 20
PLOT = HEIGHT - TOP - BOTTOM


@dataclass(frozen=True)
class Point:
    """One day on a chart: where it is drawn and what it says."""

    x: str
    y: str
    """Coordinates, written for SVG (a point before the decimals, whatever the language)."""
    label: str
    """« 12 nov. : 4 justes sur 5 (80 %) »."""


@dataclass(frozen=True)
class Chart:
    """One kind's chart."""

    kind: str
    title: str
    points: tuple[Point, ...]
    first: str
    """The first day shown, written short."""
    last: str
    summary: str
    """What the chart shows, in one sentence (its text for screen readers too)."""

    @property
    def line(self) -> str:
        """The polyline's points."""
        return " ".join(f"{p.x},{p.y}" for p in self.points)


def charts(learner: Learner) -> list[Chart]:
    """One chart per kind the learner answered, in menu order."""
    days: dict[str, dict[date, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    rows = (
        Attempt.objects.filter(learner=learner, review=False)
        .annotate(day=TruncDate("created"))
        .values_list("kind", "day", "correct")
    )
    for kind, day, correct in rows:
        tally = days[kind][day]
        tally[0] += int(correct)
        tally[1] += 1
    return [_chart(kind, days[kind]) for kind in KINDS if kind in days]


def _chart(kind: str, by_day: dict[date, list[int]]) -> Chart:
    shown = sorted(by_day)[-DAYS:]
    step = (WIDTH - LEFT - 8) / max(len(shown) - 1, 1)
    points = []
    for i, day in enumerate(shown):
        right, total = by_day[day]
        share = right / total
        label = _("%(day)s : %(right)d sur %(total)d (%(share)d %%)") % {
            "day": date_format(day, "MONTH_DAY_FORMAT"),
            "right": right,
            "total": total,
            "share": round(100 * share),
        }
        x = LEFT + (i * step if len(shown) > 1 else (WIDTH - LEFT) / 2)
        points.append(Point(f"{x:.1f}", f"{TOP + PLOT * (1 - share):.1f}", label))
    right, total = by_day[shown[-1]]
    summary = ngettext(
        "Un jour d'entraînement ; justes : %(right)d sur %(total)d.",
        "%(days)d jours d'entraînement ; le dernier, justes : %(right)d sur %(total)d.",
        len(shown),
    )
    return Chart(
        kind,
        str(KINDS[kind].title),
        tuple(points),
        date_format(shown[0], "MONTH_DAY_FORMAT") if len(shown) > 1 else "",
        date_format(shown[-1], "MONTH_DAY_FORMAT"),
        summary % {"days": len(shown), "right": right, "total": total},
    )
