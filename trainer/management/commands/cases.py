"""``manage.py cases check FILE...``, ``cases answer FILE`` and ``cases import FILE --set NAME``.

``check`` prints each failing case and ends with "N passed, M failed" (exit 1 on any failure);
``answer`` prints the engine's answer to every line as one JSON line, in order, and never stops
on a bad line (``shared/casefile.md``); ``import`` turns a case file into a named exercise set
played at ``/entrainement/series/NAME/`` (all or nothing: a refused line refuses the file).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from reference.engine.casefile import answer_line, check_lines
from trainer.sets import SetImportError, set_import


class Command(BaseCommand):
    help = "Check case files against the rules engine, or print the engine's answers."

    def add_arguments(self, parser: CommandParser) -> None:
        sub = parser.add_subparsers(dest="action", required=True)
        check = sub.add_parser("check", help="compare each case's expected answer with the engine")
        check.add_argument("files", nargs="+", type=Path)
        answer = sub.add_parser("answer", help="print the engine's answer to each line as JSON")
        answer.add_argument("file", type=Path)
        load = sub.add_parser("import", help="turn a case file into a named exercise set")
        load.add_argument("file", type=Path)
        load.add_argument("--set", dest="set_name", required=True, help="the set's name (URL slug)")
        load.add_argument("--title", default="", help="the set's title (default: its name)")
        load.add_argument("--replace", action="store_true", help="replace a set of that name")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["action"] == "answer":
            self._answer(options["file"])
        elif options["action"] == "import":
            self._import(options)
        else:
            self._check(options["files"])

    def _import(self, options: dict[str, Any]) -> None:
        try:
            done = set_import(
                name=options["set_name"],
                title=options["title"],
                lines=_read_lines(options["file"]),
                replace=options["replace"],
            )
        except SetImportError as error:
            raise CommandError(f"nothing imported:\n{error}") from None
        where = f"/entrainement/series/{done.name}/"
        self.stdout.write(f"{done.count} exercises imported into set {done.name!r}: {where}")

    def _answer(self, path: Path) -> None:
        for line in _read_lines(path):
            self.stdout.write(json.dumps(answer_line(line), ensure_ascii=False))

    def _check(self, paths: list[Path]) -> None:
        passed = failed = 0
        seen: set[str] = set()
        for path in paths:
            for result in check_lines(_read_lines(path), str(path), seen):
                if result.passed:
                    passed += 1
                    continue
                failed += 1
                self.stdout.write(f"FAIL {result.where}")
                for problem in result.problems:
                    self.stdout.write(f"    {problem}")
        self.stdout.write(f"{passed} passed, {failed} failed")
        if failed:
            raise SystemExit(1)


def _read_lines(path: Path) -> list[str]:
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise CommandError(f"cannot read {path}: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise CommandError(f"{path} is not UTF-8 text") from None
