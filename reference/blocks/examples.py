"""Worked examples as data: one case file per game beside the documents.

``reference/documents/examples/<game>.jsonl`` holds the positions the rule pages hand to the
engine: each line is a case of ``shared/casefile.md`` (``id``, ``game``, optional ``rules``,
``kind``, ``input``, ``expected``) with a ``caption`` in French and English, and what the figure
needs beyond the case (``leader``: the seat that led a trick). An auction example has the kind
``auction``: its ``calls`` in order (``{"call", "seat"}`` for a call made out of turn) and, as
``expected``, whether each call is allowed. The expected answers are checked by the tests, so
a figure never drifts from the engine.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from django.utils.translation import get_language

from reference.engine import Document

EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "documents" / "examples"


class UnknownExample(LookupError):
    """A directive naming an example the game's file lacks."""


@cache
def examples(game: str) -> Mapping[str, Mapping[str, Any]]:
    """Every worked example of ``game``, by id."""
    path = EXAMPLES_DIR / f"{game}.jsonl"
    if not path.exists():
        return {}
    lines = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return {line["id"]: line for line in lines}


def example(document: Document, block: str, args: list[str]) -> Mapping[str, Any]:
    """The example a directive ``::: <block> <name>`` names (its id is ``<block>-<name>``)."""
    if len(args) != 1:
        raise UnknownExample(f"{block} takes one example name, not {args!r}")
    found = examples(document.game).get(f"{block}-{args[0]}")
    if found is None:
        known = sorted(
            k.removeprefix(f"{block}-") for k in examples(document.game) if k.startswith(block)
        )
        raise UnknownExample(f"{block}: unknown example {args[0]!r}; known: {', '.join(known)}")
    return found


def caption(found: Mapping[str, Any]) -> str:
    """The example's caption in the active language (French where English is missing)."""
    captions = found.get("caption") or {}
    language = (get_language() or "fr")[:2]
    return str(captions.get(language) or captions.get("fr", ""))


def rules_options(document: Document, found: Mapping[str, Any]) -> dict[str, Any]:
    """The options the example is played under: the document's, then its own."""
    return {**dict(document.rules), **dict(found.get("rules") or {})}
