"""« Mes progrès » by theme and by kind: what the learner's filed answers say, per rule set.

Per theme: answers, right ones, accuracy, the rating now and its trend (how much the last
``TREND_SPAN`` answers moved it). Per kind: the answers of that kind (each answer once,
whatever its themes), their accuracy, the rating (the learner's ratings in the themes
practised with that kind, weighted by answers) and its trend. First to
work on: themes due for review, then the lowest ratings below the starting one.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from django.utils import timezone

from learn.catalogue import lessons
from learn.models import ThemeAnswer, ThemeRating, ThemeReview
from learn.rating import START_RATING
from trainer.exercises import KINDS
from trainer.models import Learner
from trainer.rulesets import RULESETS, RuleSet

#: The trend compares the rating now with the rating this many answers before.
TREND_SPAN = 5
#: Themes shown under « À travailler d'abord ».
FIRST = 3


@dataclass(frozen=True)
class Row:
    """One line: a theme or a kind."""

    slug: str
    name: str
    answers: int
    right: int
    rating: int
    trend: int

    @property
    def accuracy(self) -> int:
        """Right answers, in percent."""
        return round(100 * self.right / self.answers) if self.answers else 0


@dataclass(frozen=True)
class RuleSetProgress:
    """A rule set's figures."""

    ruleset: RuleSet
    themes: list[Row]
    kinds: list[Row]
    first: list[Row]


def by_theme(learner: Learner) -> list[RuleSetProgress]:
    """The figures of every rule set the learner has answered in, in the site's order."""
    filed = ThemeAnswer.objects.filter(learner=learner).order_by("created", "id")
    grouped: dict[tuple[str, str], list[ThemeAnswer]] = defaultdict(list)
    for answer in filed:
        grouped[(answer.game, answer.ruleset)].append(answer)
    return [
        _ruleset_progress(learner, rs, grouped[key])
        for key, rs in RULESETS.items()
        if grouped.get(key)
    ]


def _ruleset_progress(learner: Learner, rs: RuleSet, filed: list[ThemeAnswer]) -> RuleSetProgress:
    names = {lesson.slug: lesson.name for lesson in lessons(rs.game, rs.slug)}
    current = {
        row.theme: row.rating
        for row in ThemeRating.objects.filter(learner=learner, game=rs.game, ruleset=rs.slug)
    }
    per_theme: dict[str, list[ThemeAnswer]] = defaultdict(list)
    for answer in filed:
        per_theme[answer.theme].append(answer)
    order = list(names)
    themes = [
        _row(slug, names.get(slug, slug), answers, current.get(slug, START_RATING))
        for slug, answers in sorted(
            per_theme.items(), key=lambda item: order.index(item[0]) if item[0] in order else 99
        )
    ]
    kinds = _kinds(filed, current)
    return RuleSetProgress(rs, themes, kinds, _first(learner, rs, themes))


def _row(slug: str, name: str, answers: list[ThemeAnswer], rating: float) -> Row:
    before = answers[-TREND_SPAN - 1].rating if len(answers) > TREND_SPAN else START_RATING
    right = sum(1 for a in answers if a.correct)
    return Row(slug, name, len(answers), right, round(rating), round(rating - before))


def _kinds(filed: list[ThemeAnswer], current: dict[str, float]) -> list[Row]:
    """Each kind's answers (once each), the rating of the themes it practised (weighted by
    answers) and its trend: how much its last ``TREND_SPAN`` answers moved those ratings."""
    moved: dict[int, float] = {}
    last: dict[str, float] = {}
    for a in filed:
        moved[a.pk] = a.rating - last.get(a.theme, START_RATING)
        last[a.theme] = a.rating
    rows = []
    for kind, plugin in KINDS.items():
        title = plugin.title
        mine = [a for a in filed if a.kind == kind]
        if not mine:
            continue
        once = list({a.attempt_id: a for a in mine}.values())
        weights: dict[str, int] = defaultdict(int)
        for a in mine:
            weights[a.theme] += 1
        rating = sum(current.get(t, START_RATING) * n for t, n in weights.items()) / len(mine)
        trend = sum(moved[a.pk] for a in mine[-TREND_SPAN:])
        right = sum(1 for a in once if a.correct)
        rows.append(Row(kind, str(title), len(once), right, round(rating), round(trend)))
    return rows


def _first(learner: Learner, rs: RuleSet, themes: list[Row]) -> list[Row]:
    """Themes due for review first, then the lowest ratings below the start."""
    due = set(
        ThemeReview.objects.filter(
            learner=learner,
            game=rs.game,
            ruleset=rs.slug,
            done=False,
            due__lte=timezone.now(),
        ).values_list("theme", flat=True)
    )
    weak = [row for row in themes if row.slug in due or row.rating < START_RATING]
    weak.sort(key=lambda row: (row.slug not in due, row.rating))
    return weak[:FIRST]
