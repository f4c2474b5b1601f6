"""The code stays in small modules: none over 600 lines (rule documents, migrations and data
files apart), so that each one can be read in a sitting."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("config", "reference", "trainer", "guard", "scorepad", "table", "bench", "tests")
LIMIT = 600


def test_no_module_is_over_600_lines():
    long = {
        str(path.relative_to(ROOT)): lines
        for package in PACKAGES
        for path in (ROOT / package).rglob("*.py")
        if "migrations" not in path.parts
        and (lines := len(path.read_text(encoding="utf-8").splitlines())) > LIMIT
    }
    assert long == {}
