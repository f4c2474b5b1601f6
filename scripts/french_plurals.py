"""French plurals in French's own rule: a count below two takes the singular (« 0 pli »,
« 1 point », « 0 erreur corrigée »).

The site's messages are written in French, and Django reads a message that no catalogue holds
with the rule of its source, English's: only 1 is singular (« 0 plis »). Every plural message
of the English catalogues is written here into a French catalogue beside it, its two forms
its own French, under French's plural rule (``plural=(n > 1)``): ``ngettext`` and
``{% blocktranslate count %}`` then choose as a French reader expects. ``make messages`` runs
it after ``makemessages`` and before ``compilemessages``.

    python scripts/french_plurals.py [--check]

``--check`` writes nothing and fails when a catalogue is missing or out of date.
"""

from __future__ import annotations

import sys
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parent.parent
HEADER = {
    "Content-Type": "text/plain; charset=UTF-8",
    "Content-Transfer-Encoding": "8bit",
    "Language": "fr",
    "Plural-Forms": "nplurals=2; plural=(n > 1);",
}


def english_catalogues() -> list[Path]:
    """Every English catalogue of the site's own packages."""
    skipped = (".venv", ".tools", "node_modules")
    return sorted(
        p
        for p in ROOT.glob("**/locale/en/LC_MESSAGES/django.po")
        if not any(part in skipped for part in p.relative_to(ROOT).parts)
    )


def french_of(english: Path) -> polib.POFile:
    """The French catalogue of ``english``'s plural messages, each form as written."""
    french = polib.POFile(wrapwidth=100)
    french.metadata = dict(HEADER)
    for entry in polib.pofile(str(english)):
        if entry.msgid_plural and not entry.obsolete:
            french.append(
                polib.POEntry(
                    msgctxt=entry.msgctxt,
                    msgid=entry.msgid,
                    msgid_plural=entry.msgid_plural,
                    msgstr_plural={0: entry.msgid, 1: entry.msgid_plural},
                    flags=[f for f in entry.flags if f.endswith("-format")],
                )
            )
    return french


def french_path(english: Path) -> Path:
    return english.parents[2] / "fr" / "LC_MESSAGES" / "django.po"


def main(argv: list[str]) -> int:
    check = "--check" in argv
    stale = []
    for english in english_catalogues():
        french = french_of(english)
        path = french_path(english)
        if not len(french):
            continue
        text = str(french)
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path)
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        sys.stdout.write(f"{len(french)} plural messages in {path.relative_to(ROOT)}\n")
    for path in stale:
        sys.stdout.write(f"out of date: {path.relative_to(ROOT)} (make messages)\n")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
