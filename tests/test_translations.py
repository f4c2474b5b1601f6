"""The English catalogues (the site's and each app's own): complete, compiled, and faithful to
every placeholder."""

from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest

ROOT = Path(__file__).resolve().parents[1]
#: The project's catalogue, every app's own (``<app>/locale/``) and each game's (its words in
#: ``reference/games/<game>/locale/``, its page tables in ``reference/blocks/<game>/locale/``).
CATALOGUES = [
    ROOT / "locale" / "en" / "LC_MESSAGES" / "django.po",
    *sorted(ROOT.glob("*/locale/en/LC_MESSAGES/django.po")),
    *sorted(ROOT.glob("reference/*/*/locale/en/LC_MESSAGES/django.po")),
]
PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]|\{\{\s*(\w+)\s*\}\}")


def placeholders(text: str) -> list[str]:
    return sorted(a or b for a, b in PLACEHOLDER.findall(text))


@pytest.fixture(scope="module", params=CATALOGUES, ids=lambda p: str(p.relative_to(ROOT)))
def catalogue(request):
    entries = polib.pofile(str(request.param))
    entries.path = request.param
    return entries


def test_every_app_catalogue_is_found():
    assert ROOT / "guard" / "locale" / "en" / "LC_MESSAGES" / "django.po" in CATALOGUES


def test_every_string_has_an_english_translation(catalogue):
    missing = [e.msgid for e in catalogue if not e.obsolete and not e.translated()]
    assert missing == []


def test_translations_keep_every_placeholder(catalogue):
    wrong = []
    for entry in catalogue:
        if entry.obsolete or not entry.translated():
            continue
        if entry.msgid_plural:
            pairs = [
                (entry.msgid, entry.msgstr_plural[0]),
                (entry.msgid_plural, entry.msgstr_plural[1]),
            ]
        else:
            pairs = [(entry.msgid, entry.msgstr)]
        wrong += [
            source for source, target in pairs if placeholders(source) != placeholders(target)
        ]
    assert wrong == []


def test_the_compiled_catalogue_matches_the_source(catalogue):
    def singular(entries):
        return {(e.msgctxt, e.msgid): e.msgstr for e in entries if not e.msgid_plural and e.msgid}

    source = singular(e for e in catalogue if e.translated() and not e.obsolete)
    compiled = singular(polib.mofile(str(catalogue.path.with_suffix(".mo"))))
    assert source == compiled


def test_the_site_reads_every_catalogue():
    from django.conf import settings

    read = {Path(p).resolve() for p in settings.LOCALE_PATHS}
    nested = {p.parents[2].resolve() for p in CATALOGUES if "reference" in p.parts}
    assert nested and nested <= read


def test_english_dates_are_british():
    """« 11/27/2026 9:07 a.m. » on a British-spelled site: day first, a 24-hour clock."""
    from datetime import datetime

    from django.template import Context, Template
    from django.utils import translation

    when = datetime(2026, 11, 27, 21, 7)
    template = Template('{{ t|date:"SHORT_DATETIME_FORMAT" }} · {{ t|date:"DATE_FORMAT" }}')
    with translation.override("en"):
        assert template.render(Context({"t": when})) == "27/11/2026 21:07 · 27 November 2026"
    with translation.override("fr"):
        assert template.render(Context({"t": when})).startswith("27/11/2026 21:07")
