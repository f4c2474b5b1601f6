"""Blocks every document can use, and the figures game blocks draw with.

Game block modules compute with their engine and hand the results to these figure helpers, so
that every page draws a trick, a legal-play situation or a table the same way.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from django.utils.functional import Promise
from django.utils.html import escape

from reference.blocks import UnknownBlock, block_template
from reference.engine import Document, get_game
from reference.engine.cards import DECKS, AnyCard
from reference.engine.tricks import PlayRuling, Reason, Verdict
from reference.practice import KINDS, practice_url


@dataclass(frozen=True)
class Cell:
    """A table cell: text, or cards to draw (``cards``), or both."""

    text: str = ""
    cards: tuple[AnyCard, ...] = ()
    header: bool = False


def deck(document: Document, args: list[str]) -> str:
    """Every distinct card of the document's deck, drawn."""
    cards = DECKS[document.deck]
    return block_template("deck", cards=cards.distinct(), copies=cards.copies)


def options(document: Document, args: list[str]) -> str:
    """The engine's rule options for this document: name, default, accepted values."""
    game = get_game(document.game)
    rules = game.make_rules(dict(document.rules))
    accepted = type(rules).OPTIONS
    rows = []
    for option in fields(rules):
        values = accepted.get(option.name)
        shown = ", ".join(map(_value, values)) if isinstance(values, tuple) else _type(values)
        rows.append((option.name, _value(getattr(rules, option.name)), shown))
    return block_template("options", rows=rows, game=document.game)


def trick_figure(
    cards: Sequence[AnyCard],
    verdict: Verdict,
    *,
    caption: str,
    labels: Sequence[str] = (),
    trump: str = "",
    sentence: Callable[[Reason], str],
) -> str:
    """A trick drawn in play order, the winner highlighted and the engine's reasons written out."""
    return block_template(
        "trick",
        plays=[
            {"card": c, "label": labels[i] if i < len(labels) else "", "won": i == verdict.winner}
            for i, c in enumerate(cards)
        ],
        reasons=[sentence(r) for r in verdict.reasons],
        caption=caption,
        trump=trump,
    )


def play_figure(
    hand: Sequence[AnyCard],
    trick: Sequence[AnyCard],
    ruling: PlayRuling,
    *,
    caption: str,
    trump: str = "",
    sentence: Callable[[Reason], str],
) -> str:
    """A hand facing a partial trick: legal cards marked, the obligation and each refusal."""
    legal = set(ruling.legal)
    return block_template(
        "play",
        trick=list(trick),
        hand=[{"card": c, "legal": c in legal} for c in hand],
        obligation=sentence(ruling.obligation),
        refusals=[(c, sentence(r)) for c, r in ruling.refusals],
        caption=caption,
        trump=trump,
    )


def table(
    rows: Sequence[Sequence[Cell | str | int]],
    *,
    caption: str,
    header_rows: int = 1,
    header_cols: int = 0,
) -> str:
    """A table drawn from engine data: the first ``header_rows`` rows are column headers."""
    grid = []
    for r, row in enumerate(rows):
        cells = []
        for c, value in enumerate(row):
            cell = value if isinstance(value, Cell) else Cell(str(value))
            header = cell.header or r < header_rows or c < header_cols
            scope = "col" if r < header_rows else ("row" if c < header_cols else "")
            cells.append({"cell": cell, "header": header, "scope": scope})
        grid.append(cells)
    return block_template("table", grid=grid, caption=caption)


def practice(document: Document, args: list[str]) -> str:
    """Links from a section to the trainer's exercises of the named kinds for this document."""
    links = []
    for kind in args:
        if kind not in KINDS:
            raise UnknownBlock(
                f"practice: unknown exercise kind {kind!r}; kinds: {', '.join(KINDS)}"
            )
        links.append((practice_url(document, kind), KINDS[kind][1]))
    return block_template("practice", links=links)


def tagged(block: str, html: str, example: str = "") -> str:
    """A block's HTML inside an element naming the block (and its example), so that tests and
    links can find one example among many."""
    data = f' data-example="{escape(example)}"' if example else ""
    return f'<div class="engine-example" data-block="{escape(block)}"{data}>{html}</div>'


def one_example[T](args: list[str], known: Mapping[str, T], block: str) -> str:
    """The single example name a directive gives (``::: block name``); anything else fails."""
    if len(args) != 1 or args[0] not in known:
        raise UnknownBlock(f"{block}: expected one of {', '.join(known)}, got {args!r}")
    return args[0]


@dataclass(frozen=True)
class FieldExample:
    """An input field a game adds to the case format, with a case that uses it."""

    kind: str
    name: str
    meaning: Promise
    data: dict[str, Any]
    options: dict[str, object] = field(default_factory=dict)
    answer_keys: tuple[str, ...] = ()
    documents: tuple[str, ...] | None = None
    """The rule sets (whist ``document`` values) the field belongs to; ``None`` for all."""


def case_fields(
    document: Document, examples: Sequence[FieldExample], *, block: str, caption: str
) -> str:
    """Each field a game adds to case files, with a case the engine answers live."""
    game = get_game(document.game)
    rows = []
    for example in examples:
        if (
            example.documents is not None
            and document.rules.get("document") not in example.documents
        ):
            continue
        options = {**dict(document.rules), **example.options}
        answer = game.answer(example.kind, example.data, game.make_rules(options))
        shown = {k: answer[k] for k in example.answer_keys if k in answer}
        case = {
            "game": document.game,
            "rules": options,
            "kind": example.kind,
            "input": example.data,
        }
        rows.append(
            {
                "kind": example.kind,
                "name": example.name,
                "meaning": str(example.meaning),
                "case": json.dumps(case, ensure_ascii=False),
                "answer": json.dumps(shown, ensure_ascii=False),
            }
        )
    return tagged(block, block_template("fields", caption=caption, rows=rows))


def fields_block(
    block: str, examples: Sequence[FieldExample], caption: Promise
) -> Callable[[Document, list[str]], str]:
    """The block ``block``: the fields a game adds to case files (``examples``), each with a case
    the engine answers, under ``caption``."""

    def render(document: Document, args: list[str]) -> str:
        return case_fields(document, examples, block=block, caption=str(caption))

    return render


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    return str(value)


def _type(value: Any) -> str:
    return {int: "nombre", str: "texte"}.get(value, "—") if isinstance(value, type) else "—"


BLOCKS = {"deck": deck, "options": options, "practice": practice}
