"""What a sheet page shows, computed once per request from the game and its entries: the rows
(deal number, dealer, the contract in words, each column's points and running total), the
standing, who deals next, and the chart of the totals (an SVG drawn on the server)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.utils.translation import get_language, pgettext
from django.utils.translation import gettext as _

from reference.engine.sheet import Line, Sheet
from reference.ruleset import RuleSet
from reference.rulesets import get as get_ruleset
from scorepad.columns import column_names, short_names
from scorepad.models import Entry, ScoreGame
from scorepad.reasons import sentence
from scorepad.words import describe

#: Line patterns and colours of the chart's curves: distinguishable without colour too.
DASHES = ("", "8 4", "2 4", "12 4 2 4", "4 4")
COLOURS = ("#0b5d3b", "#b3001b", "#1d4ed8", "#6b4f00", "#5b2a86")


@dataclass(frozen=True)
class Row:
    """One line of the sheet as the table shows it."""

    number: int
    """The deal's number, counting deals (a hand thrown in is a deal dealt); a penalty or a
    tally counts apart (``label``)."""
    label: str
    """What the N° column shows: the deal's number, « P1 » for the first penalty or misdeal,
    « C1 » for the first Ad Fundum tally."""
    seq: int
    kind: str
    dealer: str
    words: str
    points: tuple[int, ...]
    totals: tuple[int, ...]
    made: bool | None
    factor: int
    traits: tuple[int, ...]
    tallies: tuple[int, ...]
    line: Line
    entry: dict[str, Any]
    url: str = ""
    """The line's page (its calculation; the scorer's correction form)."""
    status: str = ""
    """"réussi" / "chuté", the ×2 of a doubled deal, who dealt: in words."""

    @property
    def cells(self) -> list[tuple[str, int]]:
        """Each column's points this line (signed, "—" for none) and running total."""
        return [(f"{p:+d}" if p else "—", t) for p, t in zip(self.points, self.totals, strict=True)]


@dataclass(frozen=True)
class SheetView:
    """Everything a sheet page needs."""

    game: ScoreGame
    ruleset: RuleSet
    columns: list[str]
    short: list[str]
    players: list[str]
    sheet: Sheet
    rows: list[Row]
    next_dealer: str
    standing: str
    winners: list[str]

    @property
    def finished(self) -> bool:
        return self.sheet.standing.finished

    def explain(self, row: Row) -> list[str]:
        """The steps of a row's calculation, as sentences."""
        return [sentence(s, self.ruleset.game, self.players, self.columns) for s in row.line.steps]

    @property
    def last(self) -> Row | None:
        return self.rows[-1] if self.rows else None

    @property
    def explain_last(self) -> list[str]:
        return self.explain(self.rows[-1]) if self.rows else []

    @property
    def summary(self) -> list[dict[str, Any]]:
        """Each column's name, total and traits, for the status strip."""
        traits = self.sheet.traits or (None,) * len(self.columns)
        winners = set(self.sheet.standing.winners) if self.finished else set()
        return [
            {"name": n, "short": sh, "total": t, "traits": tr, "winner": i in winners}
            for i, (n, sh, t, tr) in enumerate(
                zip(self.columns, self.short, self.sheet.totals, traits, strict=True)
            )
        ]

    @property
    def headings(self) -> list[tuple[str, str]]:
        """Each column's full name and the heading a phone shows."""
        return list(zip(self.columns, self.short, strict=True))

    @property
    def last_points(self) -> list[tuple[str, str]]:
        if not self.rows:
            return []
        return [
            (name, cell[0]) for name, cell in zip(self.columns, self.rows[-1].cells, strict=True)
        ]

    @property
    def rows_html(self) -> str:
        return rows_html(self)

    def chart(self) -> dict[str, Any]:
        return chart(self.columns, [r.totals for r in self.rows])


def _status(line: Line, dealer: str) -> str:
    words = []
    if line.made is True:
        words.append("✔ " + pgettext("contrat", "réussi"))
    elif line.made is False:
        words.append("✘ " + _("chuté"))
    if line.factor > 1:
        words.append("×2")
    words.append(_("donne : %(name)s") % {"name": dealer})
    return " · ".join(words)


def build(
    game: ScoreGame, entries: Sequence[Entry] | None = None, *, line_url: str = ""
) -> SheetView:
    """The sheet of ``game`` (its entries read once, in order); ``line_url`` is the address of
    a line's page with ``0`` for its number."""
    ruleset = get_ruleset(game.ruleset)
    assert ruleset is not None
    if entries is None:
        entries = list(Entry.objects.filter(game=game).order_by("seq"))
    data = [e.data for e in entries]
    sheet = ruleset.sheet(game.table, game.first_dealer, game.rules, game.match, data)
    players = list(game.players)
    columns = column_names(game.table, players)
    sheet_words = ruleset.words(ruleset.rules_with(game.rules))
    rows: list[Row] = []
    counts = {"deal": 0, "penalty": 0, "tally": 0}
    for entry, line, totals in zip(entries, sheet.lines, sheet.totals_after, strict=True):
        kind = LABEL_KINDS.get(line.kind, "penalty")
        counts[kind] += 1
        rows.append(
            Row(
                counts["deal"],
                _label(kind, counts[kind]),
                entry.seq,
                line.kind,
                players[line.dealer],
                describe(entry.data, sheet_words, players, columns),
                line.points,
                totals,
                line.made,
                line.factor,
                line.traits,
                line.tallies,
                line,
                entry.data,
                line_url.replace("/0/", f"/{entry.seq}/"),
                _status(line, players[line.dealer]),
            )
        )
    standing = sentence(sheet.standing.reason, ruleset.game, players, columns)
    winners = [columns[w] for w in sheet.standing.winners] if sheet.standing.finished else []
    return SheetView(
        game,
        ruleset,
        columns,
        short_names(game.table, players),
        players,
        sheet,
        rows,
        players[sheet.next_dealer],
        standing,
        winners,
    )


#: Which count a line's number belongs to: deals (a hand thrown in was dealt), penalties
#: (a misdeal is one), Ad Fundum tallies.
LABEL_KINDS = {"deal": "deal", "redeal": "deal", "tally": "tally"}


def _label(kind: str, n: int) -> str:
    if kind == "deal":
        return str(n)
    prefix = (
        pgettext("numéro d'une pénalité", "P")
        if kind == "penalty"
        else pgettext("numéro d'un compte Ad Fundum", "C")
    )
    return f"{prefix}{n}"


# --- the chart ---------------------------------------------------------------------------------

WIDTH, HEIGHT, LEFT, RIGHT, TOP, BOTTOM = 340, 220, 44, 12, 12, 28


def _ticks(low: int, high: int) -> list[int]:
    span = max(high - low, 1)
    raw = span / 4
    magnitude = 10 ** (len(str(int(raw))) - 1)
    step = next(m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw)
    start = (low // step) * step
    return [v for v in range(start, high + step, step) if low - step < v <= high + step][:8]


def chart(columns: Sequence[str], totals: Sequence[Sequence[int]]) -> dict[str, Any]:
    """Polylines of each column's running total over the deals, with axis ticks, in the SVG's
    coordinates (the template draws them). Starts from 0 before the first deal."""
    series = [[0, *(t[i] for t in totals)] for i in range(len(columns))]
    values = [v for s in series for v in s]
    low, high = min(values, default=0), max(values, default=0)
    ticks = _ticks(low, high)
    low, high = min(low, ticks[0]), max(high, ticks[-1])
    span = max(high - low, 1)
    steps = max(len(totals), 1)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    # coordinates are written as text here: a template would localise a float ("192,0")
    def x(i: int) -> str:
        return f"{LEFT + plot_w * i / steps:.1f}"

    def y(v: int) -> str:
        return f"{TOP + plot_h * (high - v) / span:.1f}"

    lines = []
    for i, name in enumerate(columns):
        points = " ".join(f"{x(n)},{y(v)}" for n, v in enumerate(series[i]))
        lines.append(
            {
                "name": name,
                "points": points,
                "dash": DASHES[i % len(DASHES)],
                "colour": COLOURS[i % len(COLOURS)],
                "last_x": x(len(series[i]) - 1),
                "last_y": y(series[i][-1]),
                "total": series[i][-1],
            }
        )
    return {
        "width": WIDTH,
        "height": HEIGHT,
        "lines": lines,
        "ticks": [{"value": v, "y": y(v)} for v in ticks],
        "zero_y": y(0),
        "left": str(LEFT),
        "right": str(WIDTH - RIGHT),
        "label_x": str(LEFT - 4),
        "bottom": str(HEIGHT - BOTTOM),
        "caption_y": str(HEIGHT - 6),
        "deals": len(totals),
        "caption": _("Totaux après chaque ligne de la feuille"),
    }


# --- the table's rows, written once per version --------------------------------------------

_ROWS_HTML: dict[tuple[int, int, str, str], str] = {}


def rows_html(view: SheetView) -> str:
    """The ``<tr>`` of every line, escaped: a 60-line sheet is 60 × 12 values, which Django's
    template loop would write one by one (most of a page's time); they only change with the
    game's version, so each version is written once per process and language."""
    game = view.game
    first = view.rows[0].url if view.rows else ""
    key = (game.pk, game.version, get_language() or "fr", first)
    html = _ROWS_HTML.get(key)
    if html is None:
        if len(_ROWS_HTML) >= 256:
            _ROWS_HTML.clear()
        html = _ROWS_HTML[key] = "".join(_row_html(row) for row in view.rows)
    return mark_safe(html)


def _row_html(row: Row) -> str:
    failed = " pad-row--failed" if row.made is False else ""
    cells = "".join(
        f'<td class="num"><span class="pad-delta">{escape(delta)}</span> '
        f'<span class="pad-running">{total}</span></td>'
        for delta, total in row.cells
    )
    return (
        f'<tr id="ligne-{row.seq}" class="pad-row pad-row--{escape(row.kind)}{failed}">'
        f'<th scope="row"><a href="{escape(row.url)}">{escape(row.label)}</a></th>'
        f'<td><span class="pad-words">{escape(row.words)}</span> '
        f'<span class="pad-meta">{escape(row.status)}</span></td>{cells}</tr>\n'
    )
