"""The theme benchmark measures every rule set of the catalogue (``bench/themes.py``)."""

from __future__ import annotations

import io
from contextlib import redirect_stdout

from bench import themes
from reference.rulesets import RULESETS


def test_every_rule_set_of_the_catalogue_is_measured() -> None:
    groups = themes.rule_sets()
    assert set(groups) == {rs.id for rs in RULESETS}
    for ruleset_id, group in groups.items():
        first = group[0]
        assert ruleset_id in {rs.id for rs in group}
        # Rule sets measured together draw the same exercises: same game, same rules.
        assert all(rs.game == first.game and rs.rules == first.rules for rs in group)


def test_a_rule_set_measured_with_others_names_them() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        lines = themes.report("voisin-3", 3, lambda: 0.0)
    assert "voisin, voisin-4, voisin-3, voisin-2, voisin-2x2" in out.getvalue()
    assert lines and all(line.startswith("voisin ") for line in lines)
    assert all("100.0 %" in line for line in lines)
