"""Ready-made sets, per rule set, drawn from the engine's themes: one per exercise kind that
themes are practised with (« Les obligations » gathers every theme practised with which cards
may be played…), one per theme (« Le trou »), and the « Débuter » path, whole or step by step
(the very exercises the path serves). Nothing in them is written by hand: each exercise is
drawn by the trainer's generators, with seeds fixed by the set's name so that the library
shows the same exercises to every teacher, and its answers are the engine's. A teacher copies
one into her sets (``services.set_copy``) to change or give it.
"""

from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from classroom.draw import drawn_case, path_case, theme_kinds
from reference.rulesets import listed
from trainer.exercises import kinds_for
from trainer.path import EXERCISES_PER_ROUND, steps_for
from trainer.rulesets import RULESETS, RuleSet

#: The shelves: a kind, and the name of the set of every theme practised with it.
SHELVES: dict[str, tuple[str, Promise]] = {
    "obligations": ("legal_plays", gettext_lazy("Les obligations : quelles cartes jouer")),
    "le-pli": ("trick_winner", gettext_lazy("Qui remporte le pli")),
    "les-points": ("card_points", gettext_lazy("Compter les points")),
    "les-encheres": ("bid", gettext_lazy("Les enchères")),
    "les-annonces": ("announcements", gettext_lazy("Les annonces")),
    "l-echange": ("exchange", gettext_lazy("L'échange")),
    "l-ecart": ("discard", gettext_lazy("L'écart")),
    "la-marque": ("score", gettext_lazy("La marque")),
    "la-fin": ("game_end", gettext_lazy("La fin de la partie")),
}
SHELF_SIZE, THEME_SIZE = 10, 8
LEVEL = "moyen"
#: The whole « Débuter » path in one set: this many exercises of each step.
WHOLE_PATH = "tout"
PER_STEP = 2


@dataclass(frozen=True)
class Entry:
    """One ready-made set: its rule set, its shelf (``serie``: a kind's themes, ``theme``,
    ``debuter``: the path or one step), its slug in the URL, and what it practises."""

    rs: RuleSet
    shelf: str
    slug: str
    kinds: tuple[str, ...]
    themes: tuple[str, ...]

    @property
    def name(self) -> str:
        if self.shelf == "theme":
            return str(self.rs.words().theme_name(self.themes[0]))
        if self.shelf == "debuter":
            step = next((s for s in steps_for(self.rs) if s.slug == self.slug), None)
            if step is None:
                return _("Débuter : tout le parcours")
            return _("Débuter : %(step)s") % {"step": step.title}
        return str(SHELVES[self.slug][1])

    @property
    def title(self) -> str:
        """The title the copy gets."""
        return _("%(name)s — %(rules)s") % {"name": self.name, "rules": self.rs.title}

    @property
    def size(self) -> int:
        if self.shelf == "debuter":
            whole = self.slug == WHOLE_PATH
            return PER_STEP * len(steps_for(self.rs)) if whole else EXERCISES_PER_ROUND
        return THEME_SIZE if self.shelf == "theme" else SHELF_SIZE


def _themes(rs: RuleSet) -> list[str]:
    return [t.slug for t in rs.engine.themes.for_rules(rs.rules) if theme_kinds(rs, t.slug)]


def shelves(rs: RuleSet) -> list[Entry]:
    """The sets of ``rs`` by kind, each drawing every theme practised with its kind."""
    found = []
    for slug, (kind, _name) in SHELVES.items():
        themes = tuple(t for t in _themes(rs) if kind in theme_kinds(rs, t))
        if kind in kinds_for(rs) and themes:
            found.append(Entry(rs, "serie", slug, (kind,), themes))
    return found


def by_theme(rs: RuleSet) -> list[Entry]:
    """One set per theme of ``rs``, drawing every kind it is practised with."""
    return [Entry(rs, "theme", t, theme_kinds(rs, t), (t,)) for t in _themes(rs)]


def path(rs: RuleSet) -> list[Entry]:
    """The « Débuter » path of ``rs``: whole (its first exercises of each step), then each step
    (its first round)."""
    steps = steps_for(rs)
    if not steps:
        return []
    whole = Entry(rs, "debuter", WHOLE_PATH, tuple(dict.fromkeys(s.kind for s in steps)), ())
    return [whole, *(Entry(rs, "debuter", s.slug, (s.kind,), ()) for s in steps)]


SHELF_ENTRIES = {"serie": shelves, "theme": by_theme, "debuter": path}


def rule_sets() -> list[RuleSet]:
    """The rule sets whose library is not empty."""
    return [rs for rs in listed() if kinds_for(rs) and _themes(rs)]


def entry(game: str, slug: str, shelf: str, name: str) -> Entry | None:
    """The entry named in a URL, or ``None``."""
    rs = RULESETS.get((game, slug))
    if rs is None or rs not in rule_sets() or shelf not in SHELF_ENTRIES:
        return None
    return next((e for e in SHELF_ENTRIES[shelf](rs) if e.slug == name), None)


def cases(found: Entry) -> list[dict[str, Any]]:
    """The exercises of ``found``: the same every time (its seeds follow from its name)."""
    return [dict(c) for c in _drawn(found.rs.game, found.rs.slug, found.shelf, found.slug)]


@functools.lru_cache(maxsize=128)
def _drawn(game: str, slug: str, shelf: str, name: str) -> tuple[dict[str, Any], ...]:
    found = entry(game, slug, shelf, name)
    assert found is not None
    if shelf == "debuter":
        return tuple(_path_cases(found))
    rng = random.Random(f"{game}/{slug}/{shelf}/{name}")
    drawn = []
    for n in range(found.size):
        if shelf == "theme":
            kind, topic = found.kinds[n % len(found.kinds)], found.themes[0]
        else:
            kind, topic = found.kinds[0], found.themes[n % len(found.themes)]
        drawn.append(drawn_case(found.rs, kind, LEVEL, rng, topic))
    return tuple(drawn)


def _path_cases(found: Entry) -> list[dict[str, Any]]:
    steps = steps_for(found.rs)
    if found.slug == WHOLE_PATH:
        return [path_case(found.rs, s, 1, i) for s in steps for i in range(PER_STEP)]
    step = next(s for s in steps if s.slug == found.slug)
    return [path_case(found.rs, step, 1, i) for i in range(EXERCISES_PER_ROUND)]
