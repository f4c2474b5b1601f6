"""Rewrite the wording of recorded exercise URLs, and nothing else.

A multiple-choice exercise's snapshot (``tests/trainer/snapshots``) records its French
question; when the words that write it are corrected (« 0 plis » → « 0 pli »), the recorded
sentence changes while the exercise does not. This script projects every recorded URL afresh
and rewrites its ``text`` only after asserting that everything else it shows and expects (the
cards and numbers in the question, the choices, the answer, the link) is unchanged; any other
difference stops it, writing nothing.

    python scripts/snapshot_reword.py
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> int:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")
    import django

    django.setup()
    from tests.trainer.test_exercise_snapshot import SNAPSHOTS, _json_ready, project, read

    rewritten: dict[Path, dict[str, object]] = {}
    for path in sorted(SNAPSHOTS.glob("*.json")):
        entries = read(path)
        for key, recorded in entries.items():
            now = _json_ready(project(tuple(key.split("/"))))
            if now == recorded:
                continue
            others = {k: v for k, v in now.items() if k != "text"}
            assert others == {k: v for k, v in recorded.items() if k != "text"}, key
            assert _numbers(now["text"]) == _numbers(recorded["text"]), key
            sys.stdout.write(f"{key}\n  was: {recorded['text']}\n  now: {now['text']}\n")
            entries[key] = now
            rewritten[path] = entries
    for path, entries in rewritten.items():
        path.write_text(json.dumps(entries, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


def _numbers(text: object) -> list[str]:
    """The numbers a sentence states, in order: a rewording keeps them all."""
    import re

    return re.findall(r"\d+", str(text))


if __name__ == "__main__":
    sys.exit(main())
