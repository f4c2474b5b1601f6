"""Printed worksheets: any set as an A4 PDF, each situation drawn as on screen (the very SVG
cards of the site, turned into PDF drawings by svglib), and a separate answer key with the
engine's answers and reasons.

ReportLab writes the PDF in pure Python and svglib reads the cards' SVG: both install from
PyPI with no system library, so ``make run`` prints on a fresh machine. The font (DejaVu Sans,
subset, in ``classroom/fonts/``) has the suit symbols and the French letters.
"""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from reportlab.graphics.shapes import Drawing
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import (
    CondPageBreak,
    Flowable,
    KeepTogether,
    Paragraph,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)
from svglib import fonts as svg_fonts
from svglib.svglib import svg2rlg

from classroom.answers import explain_item, right_answer
from classroom.items import Item, set_items
from classroom.models import TeacherSet
from classroom.situations import Block, describe
from reference.cardsvg import card_svg
from reference.engine.cards import AnyCard
from reference.names import card_short

FONTS = Path(__file__).resolve().parent / "fonts"
FONT, BOLD = "AtoutSans", "AtoutSans-Bold"
CARD_WIDTH = 15 * mm
MARGIN = 16 * mm


@lru_cache(maxsize=1)
def _fonts() -> None:
    pdfmetrics.registerFont(TTFont(FONT, str(FONTS / "DejaVuSans.ttf")))
    pdfmetrics.registerFont(TTFont(BOLD, str(FONTS / "DejaVuSans-Bold.ttf")))
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)
    # the cards' SVG asks for "DejaVu Sans": give svglib the same files
    svg_fonts.register_font("DejaVu Sans", str(FONTS / "DejaVuSans.ttf"), rlgFontName=FONT)
    svg_fonts.register_font(
        "DejaVu Sans", str(FONTS / "DejaVuSans-Bold.ttf"), weight="bold", rlgFontName=BOLD
    )


def _styles() -> dict[str, ParagraphStyle]:
    base = ParagraphStyle("base", fontName=FONT, fontSize=10.5, leading=14)
    return {
        "title": ParagraphStyle(
            "title", base, fontName=BOLD, fontSize=17, leading=21, spaceAfter=4
        ),
        "head": ParagraphStyle(
            "head", base, fontName=BOLD, fontSize=12, leading=16, spaceBefore=10, spaceAfter=3
        ),
        "text": base,
        "small": ParagraphStyle("small", base, fontSize=8.5, leading=10, alignment=1),
        "muted": ParagraphStyle(
            "muted", base, fontSize=9, leading=12, textColor=colors.HexColor("#444444")
        ),
        "answer": ParagraphStyle("answer", base, fontName=BOLD),
    }


class CardFlowable(Flowable):
    """One card, drawn from the site's SVG and scaled to ``CARD_WIDTH``."""

    def __init__(self, card: AnyCard) -> None:
        super().__init__()
        self.drawing = _card_drawing(card, get_language() or "fr")
        scale = CARD_WIDTH / self.drawing.width
        self.scale = scale
        self.width, self.height = CARD_WIDTH, self.drawing.height * scale

    def draw(self) -> None:
        self.canv.saveState()
        self.canv.scale(self.scale, self.scale)
        self.drawing.drawOn(self.canv, 0, 0)
        self.canv.restoreState()


@lru_cache(maxsize=512)
def _card_drawing(card: AnyCard, _language: str) -> Drawing:
    _fonts()
    drawing = svg2rlg(io.StringIO(card_svg(card)))
    assert drawing is not None
    return drawing


def _cards_row(block: Block, styles: dict[str, ParagraphStyle]) -> Table:
    per_row = 10
    cells, captions = [], []
    for index, card in enumerate(block.cards, start=1):
        cells.append(CardFlowable(card))
        name = card_short(card)
        label = _("%(n)d : %(card)s") % {"n": index, "card": name} if block.numbered else name
        captions.append(Paragraph(escape(label), styles["small"]))
    rows: list[list[Any]] = []
    for start in range(0, len(cells), per_row):
        rows.append(cells[start : start + per_row])
        rows.append(captions[start : start + per_row])
    table = Table(rows, colWidths=[CARD_WIDTH + 3 * mm] * min(per_row, len(cells)), hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("LEFTPADDING", (0, 0), (-1, -1), 1),
                ("RIGHTPADDING", (0, 0), (-1, -1), 1),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
            ]
        )
    )
    return table


def _block(block: Block, styles: dict[str, ParagraphStyle], key: bool) -> list[Flowable]:
    out: list[Flowable] = []
    if block.label:
        out.append(Paragraph(escape(block.label), styles["muted"]))
    if block.kind == "note":
        out.append(Paragraph(escape(block.text), styles["text"]))
    elif block.kind == "cards":
        out.append(_cards_row(block, styles))
    elif block.kind == "lines":
        out += [Paragraph("• " + escape(line), styles["text"]) for line in block.items]
    elif block.kind == "choices":
        box = "" if key else "☐ "
        out += [Paragraph(box + escape(choice), styles["text"]) for choice in block.items]
    elif block.kind == "blanks" and not key:
        out += [
            Paragraph(escape(label) + " : ____________", styles["text"]) for label in block.items
        ]
    return out


def _heading(item: Item) -> str:
    return _("Exercice %(n)d — %(kind)s") % {"n": item.position, "kind": item.kind_title}


def _sheet_title(tset: TeacherSet, styles: dict[str, ParagraphStyle], key: bool) -> list[Flowable]:
    title = tset.exercise_set.title
    heading = _("Corrigé — %(title)s") % {"title": title} if key else title
    out: list[Flowable] = [Paragraph(escape(heading), styles["title"])]
    if key:
        out.append(
            Paragraph(
                escape(_("Les réponses et les raisons données par les règles.")), styles["muted"]
            )
        )
    else:
        out.append(
            Paragraph(
                escape(_("Nom : ______________________   Date : ____________")), styles["text"]
            )
        )
    return out


def _build(tset: TeacherSet, key: bool) -> bytes:
    _fonts()
    styles = _styles()
    story: list[Flowable] = _sheet_title(tset, styles, key)
    for item in set_items(tset):
        shown = describe(item.exercise)
        parts: list[Flowable] = [
            Paragraph(
                escape(_heading(item)) + f" <font size=9>({escape(item.ruleset.title)})</font>",
                styles["head"],
            ),
        ]
        if key:
            parts += _key_part(tset, item, shown.question, styles)
        else:
            parts.append(Paragraph(escape(shown.question), styles["answer"]))
            for block in shown.blocks:
                parts += _block(block, styles, key)
            parts.append(Paragraph(escape(shown.answer_hint), styles["muted"]))
            if shown.answer_line:
                parts.append(Paragraph(escape(_("Réponse : ____________")), styles["text"]))
        story.append(CondPageBreak(60 * mm))
        story.append(KeepTogether(parts))
        story.append(Spacer(1, 3 * mm))
    footer = _footer(tset, key)
    return a4_pdf(story, tset.exercise_set.title, footer)


def _key_part(
    tset: TeacherSet, item: Item, question: str, styles: dict[str, ParagraphStyle]
) -> list[Flowable]:
    explained = explain_item(
        item, right_answer(item.exercise), (tset.exercise_set.name, tset.version)
    )
    parts: list[Flowable] = [
        Paragraph(escape(question), styles["text"]),
        Paragraph(
            escape(_("Réponse : %(answer)s") % {"answer": explained.right}), styles["answer"]
        ),
    ]
    parts += [Paragraph("• " + escape(reason), styles["text"]) for reason in explained.reasons]
    if item.note:
        parts.append(
            Paragraph(escape(_("Remarque : %(note)s") % {"note": item.note}), styles["muted"])
        )
    return parts


def _footer(tset: TeacherSet, key: bool) -> Any:
    label = _("Corrigé") if key else _("Fiche d'exercices")
    today = date_format(timezone.localdate(), "SHORT_DATE_FORMAT")

    def draw(canvas: Any, doc: Any) -> None:
        canvas.saveState()
        canvas.setFont(FONT, 8)
        canvas.setFillColor("#555555")
        text = f"Atout · {tset.exercise_set.title} · {label} · {today} · {doc.page}"
        canvas.drawString(MARGIN, 9 * mm, text)
        canvas.restoreState()

    return draw


def worksheet(tset: TeacherSet) -> bytes:
    """The set as a worksheet: each situation and a place to answer (no answer given)."""
    return _build(tset, key=False)


def answer_key(tset: TeacherSet) -> bytes:
    """The set's answer key: each question's answer and the engine's reasons."""
    return _build(tset, key=True)


def login_slips(class_name: str, slips: list[list[str]], login_url: str) -> bytes:
    """Login slips to cut out, two by two: the class, the student's name, the identifier and
    the password, and where to log in."""
    _fonts()
    styles = _styles()
    cells: list[list[Flowable]] = []
    for name, username, password in slips:
        cells.append(
            [
                Paragraph(escape(class_name), styles["muted"]),
                Paragraph(escape(name), styles["head"]),
                Paragraph(escape(_("Identifiant : %(u)s") % {"u": username}), styles["text"]),
                Paragraph(escape(_("Mot de passe : %(p)s") % {"p": password}), styles["answer"]),
                Paragraph(
                    escape(_("Se connecter : %(url)s") % {"url": login_url}), styles["muted"]
                ),
            ]
        )
    rows = [cells[i : i + 2] + [[]] * (2 - len(cells[i : i + 2])) for i in range(0, len(cells), 2)]
    width = (A4[0] - 2 * MARGIN) / 2
    table = Table(rows, colWidths=[width, width], hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#888888"), None, (2, 2)),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 5 * mm),
                ("TOPPADDING", (0, 0), (-1, -1), 4 * mm),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 5 * mm),
            ]
        )
    )
    return a4_pdf([table], _("Fiches de connexion — %(name)s") % {"name": class_name})


def a4_pdf(story: list[Flowable], title: str, footer: Any = None) -> bytes:
    """An A4 PDF of ``story`` with the site's margins, titled ``title``; ``footer`` draws on
    every page."""
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(
        buffer,
        pagesize=A4,
        leftMargin=MARGIN,
        rightMargin=MARGIN,
        topMargin=MARGIN,
        bottomMargin=MARGIN,
        title=title,
        author="Atout",
        lang=get_language() or "fr",
    )
    if footer is None:
        doc.build(story)
    else:
        doc.build(story, onFirstPage=footer, onLaterPages=footer)
    return buffer.getvalue()
