"""French writes a count below two in the singular (« 0 pli », « 0 trait », « 0 erreur
corrigée »): every plural message of the site, in Python (``ngettext``) or in a template
(``{% blocktranslate count %}``), chooses its form by French's rule, through the French
catalogues ``scripts/french_plurals.py`` writes (issue 24: « 0 plis », « 0 points »)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import polib
import pytest
from django.template import Context, Template
from django.utils.translation import ngettext as plural_of
from django.utils.translation import npgettext, override

ROOT = Path(__file__).resolve().parents[2]


def _script():
    spec = importlib.util.spec_from_file_location(
        "french_plurals", ROOT / "scripts/french_plurals.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SCRIPT = _script()
PLURALS = [
    entry
    for path in SCRIPT.english_catalogues()
    for entry in polib.pofile(str(path))
    if entry.msgid_plural and not entry.obsolete
]


def test_the_french_catalogues_hold_every_plural_message_as_written():
    assert len(PLURALS) >= 40
    assert SCRIPT.main(["--check"]) == 0, "make messages"


@pytest.mark.parametrize("entry", PLURALS, ids=lambda e: e.msgid[:40])
def test_every_plural_message_is_singular_below_two_in_french(entry):
    def form(n: int) -> str:
        if entry.msgctxt:
            return npgettext(entry.msgctxt, entry.msgid, entry.msgid_plural, n)
        return plural_of(entry.msgid, entry.msgid_plural, n)

    with override("fr"):
        assert [form(n) for n in (0, 1, 2, 13)] == [entry.msgid] * 2 + [entry.msgid_plural] * 2
    with override("en"):  # English keeps its own rule: 0 is plural
        assert form(0) == form(2) != form(1) or entry.msgstr_plural[0] == entry.msgstr_plural[1]


def test_a_template_count_of_zero_is_singular_in_french_only():
    template = Template(
        "{% load i18n %}{% blocktranslate count n=missed %}{{ n }} erreur corrigée{% plural %}"
        "{{ n }} erreurs corrigées{% endblocktranslate %}"
    )
    with override("fr"):
        assert template.render(Context({"missed": 0})) == "0 erreur corrigée"
    with override("en"):
        assert template.render(Context({"missed": 0})) == "0 mistakes put right"
