"""Rule documents: Markdown sources rendered once into numbered, anchored, searchable pages.

Each document is ``reference/documents/<slug>.<lang>.md`` (French first; English beside it).
The source is written in our own words; what the engine knows is not typed into it but pulled
in by *block directives*, a paragraph of the form ``::: <block> [args]`` that the block
registry (``reference.blocks``) replaces with HTML drawn from the engine. Headings carry stable
ids (``## Matériel et donne {#materiel}``); sections are numbered here, not by hand.

A source is read in three parts:

* ``## Une donne en bref {#donne-en-bref}``, one deal told step by step (deal, calls, play,
  score), and ``## L'essentiel {#essentiel}``, the list of what a first deal needs, each line
  linking to its section, are taken out of the numbered flow and shown first (and alone on a
  printable page). Their links lead to the full page, so that they work on either page; a
  link of class ``reading`` (``[lecture](#note){.reading}``) marks a fact that is a reading of
  the document, and leads to its interpretation note;
* the player's text, from the first other level-2 heading on;
* ``## … {#developpeurs}``, the appendix for developers and referees (engine options, case-file
  fields, interpretation records): everything from that heading to the end, rendered on a page
  of its own so that the player's text never names an option or a field.

Metadata lines at the top (``donne:``, ``but:``, ``duree:``) fill the summary box.
"""

from __future__ import annotations

import html
import itertools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import markdown
from django.urls import reverse
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, override
from django.utils.translation import gettext as _

from reference.blocks import render_block
from reference.cardsvg import sprite_url
from reference.glossary_links import link_terms_in

DOCUMENTS_DIR = Path(__file__).resolve().parent / "documents"
LANGUAGES = ("fr", "en")
EXTENSIONS = ["meta", "attr_list", "toc", "tables", "def_list", "sane_lists", "md_in_html"]
BLOCK = re.compile(r"<p>::: ?([a-z0-9_-]+)((?: [^<\s]+)*)</p>")
HEADING = re.compile(r'<h([23])([^>]*) id="([^"]+)"([^>]*)>(.*?)</h\1>', re.S)
H2_START = re.compile(r'<h2[^>]* id="([^"]+)"')
SOURCE_HEADING = re.compile(r"#{2,3} \S")
TAG = re.compile(r"<[^>]+>")
NOTHING = mark_safe("")
ESSENTIALS_ID = "essentiel"
BRIEF_ID = "donne-en-bref"
LOCAL_LINK = re.compile(r'href="#')
PRINTED_ONLY = ("<!--essentials-only-->", "<!--/essentials-only-->")
PRINTED_PART = re.compile(re.escape(PRINTED_ONLY[0]) + ".*?" + re.escape(PRINTED_ONLY[1]), re.S)
APPENDIX_ID = "developpeurs"
# A card drawn by reference.cardsvg: its outer element is kept (size, name), its drawing is
# replaced by a reference to the same card in the language's sprite, drawn once per site.
CARD_SVG = re.compile(
    r'<svg class="([^"]+)" viewBox="([^"]+)" role="img" aria-label="([^"]*)" '
    r'data-card="([^"]+)" xmlns="http://www.w3.org/2000/svg"><title>[^<]*</title>.*?</svg>',
    re.S,
)


@dataclass(frozen=True)
class Section:
    """A numbered section or subsection of a rendered page."""

    id: str
    """Its anchor (stable: written in the source)."""
    number: str
    """``"3"`` for a section, ``"3.2"`` for a subsection (``"A.2"`` in the appendix)."""
    title: str
    """The heading text, without its number."""
    level: int
    """2 for a section, 3 for a subsection."""
    text: str
    """The section's plain text (for search)."""


@dataclass(frozen=True)
class Page:
    """A rendered rule document: the player's page and its developers' appendix."""

    slug: str
    language: str
    title: str
    meta: dict[str, str]
    sections: tuple[Section, ...]
    body: SafeString
    essentials: SafeString = NOTHING
    """The « L'essentiel » list (links to the page's sections), or empty."""
    brief: SafeString = NOTHING
    """« Une donne en bref »: one deal, step by step, or empty."""
    appendix_sections: tuple[Section, ...] = ()
    appendix: SafeString = NOTHING
    """The developers' and referees' appendix, or empty."""

    @property
    def toc(self) -> tuple[Section, ...]:
        """Sections and subsections, in order."""
        return self.sections

    @property
    def toc_tree(self) -> list[tuple[Section, list[Section]]]:
        """Each section with its subsections, for the contents list."""
        tree: list[tuple[Section, list[Section]]] = []
        for section in self.sections:
            if section.level == 2 or not tree:
                tree.append((section, []))
            else:
                tree[-1][1].append(section)
        return tree

    @property
    def essentials_on_page(self) -> SafeString:
        """« L'essentiel » as the full page shows it: without the tables it draws, which the
        page gives in their sections (the essentials page alone keeps them)."""
        return mark_safe(PRINTED_PART.sub("", self.essentials))

    @property
    def essentials_text(self) -> str:
        """« L'essentiel » as plain text (for search)."""
        return _plain(self.essentials)

    def section_intro(self, section_id: str) -> SafeString:
        """The paragraphs that open a section or subsection, before the next heading (what the
        guided path shows before a step's exercises; tables, figures and notes are left out)."""
        match = re.search(
            rf'<(h[23])[^>]* id="{re.escape(section_id)}"[^>]*>.*?</\1>(.*?)(?=<h[23][ >]|$)',
            self.body,
            re.S,
        )
        if match is None:
            return mark_safe("")
        paragraphs = re.findall(r"<p>(?:(?!</p>).)*</p>", match.group(2), re.S)
        kept = [p for p in paragraphs if "back-to-top" not in p and ":::" not in p]
        return mark_safe("".join(kept[:3]))


def active_language() -> str:
    """The language pages are rendered in: the active one when we have it, else French."""
    language = (get_language() or "fr")[:2]
    return language if language in LANGUAGES else "fr"


def source_path(slug: str, language: str) -> Path:
    """The Markdown source of ``slug`` in ``language``, falling back to French."""
    path = DOCUMENTS_DIR / f"{slug}.{language}.md"
    return path if path.exists() else DOCUMENTS_DIR / f"{slug}.fr.md"


@lru_cache(maxsize=64)
def has_source(slug: str) -> bool:
    """Whether a rule document ``slug`` has been written."""
    return (DOCUMENTS_DIR / f"{slug}.fr.md").exists()


@lru_cache(maxsize=32)
def render_page(slug: str, language: str) -> Page:
    """Render ``slug`` in ``language`` (cached: sources and engine data are fixed at run time)."""
    with override(language):
        converter = markdown.Markdown(extensions=EXTENSIONS)
        converted = converter.convert(source_path(slug, language).read_text(encoding="utf-8"))
        meta = {k: " ".join(v) for k, v in getattr(converter, "Meta", {}).items()}
        player, essentials, brief, appendix = _split(converted)
        body, sections = _number_sections(player)
        appendix_body, appendix_sections = _number_sections(appendix, prefix="A")

        def blocks(html_: str) -> str:
            return BLOCK.sub(lambda m: render_block(slug, m.group(1), m.group(2).split()), html_)

        brief, (essentials, tables) = _body(brief), _tables_apart(_body(essentials), blocks)
        if slug != "glossaire":
            # a term first used in a table of « L'essentiel » is explained there on the page
            # that prints it, and in the body on the full page, which leaves the table out
            tables = [link_terms_in([brief, essentials, t], language)[2] for t in tables]
            brief, essentials, body = link_terms_in([brief, essentials, body], language)
        for number, drawn in enumerate(tables):
            essentials = essentials.replace(f"<!--table {number}-->", drawn)
        body = _cards_from_sprite(_wrap_sections(blocks(body)), language)
        appendix_body = _cards_from_sprite(_wrap_sections(blocks(appendix_body)), language)
        full_page = page_url(slug)
        brief, essentials = (
            _cards_from_sprite(LOCAL_LINK.sub(f'href="{full_page}#', blocks(part)), language)
            for part in (brief, essentials)
        )
    title = meta.pop("title", slug)
    return Page(
        slug,
        language,
        title,
        meta,
        sections,
        mark_safe(body),
        mark_safe(essentials),
        mark_safe(brief),
        appendix_sections,
        mark_safe(appendix_body),
    )


@lru_cache(maxsize=32)
def section_titles(slug: str, language: str) -> Mapping[str, str]:
    """Each numbered section's number and title (« 3.2 Monter »), by its anchor, read from the
    headings of ``slug`` alone: the page is not drawn (the trainer names the section of each
    reason it links to; ``render_page`` numbers the same headings the same way)."""
    source = source_path(slug, language).read_text(encoding="utf-8")
    headings = "\n\n".join(line for line in source.splitlines() if SOURCE_HEADING.match(line))
    with override(language):
        converted = markdown.Markdown(extensions=EXTENSIONS).convert(headings)
        _body, sections = _number_sections(_split(converted)[0])
    return {s.id: f"{s.number} {s.title}" for s in sections}


def _split(converted: str) -> tuple[str, str, str, str]:
    """(player's text, « L'essentiel », « Une donne en bref », developers' appendix) of a
    converted source. « L'essentiel » is its heading and what follows up to its last list (a
    block it draws included); « Une donne en bref », its heading and first ordered list; what
    follows either opens the player's text."""
    bounds = [(m.start(), m.group(1)) for m in H2_START.finditer(converted)]
    bounds.append((len(converted), ""))
    player, essentials, brief, appendix = [converted[: bounds[0][0]]], "", "", ""
    for (start, anchor), (end, _next) in itertools.pairwise(bounds):
        chunk = converted[start:end]
        if anchor == APPENDIX_ID:
            appendix = converted[start:]
            break
        if anchor == ESSENTIALS_ID:
            cut = chunk.rfind("</ul>") + len("</ul>") if "</ul>" in chunk else len(chunk)
            essentials = chunk[:cut]
            player.append(chunk[cut:])
        elif anchor == BRIEF_ID:
            cut = chunk.find("</ol>") + len("</ol>") if "</ol>" in chunk else len(chunk)
            brief = chunk[:cut]
            player.append(chunk[cut:])
        else:
            player.append(chunk)
    return "".join(player), essentials, brief, appendix


def _tables_apart(chunk: str, blocks: Callable[[str], str]) -> tuple[str, list[str]]:
    """« L'essentiel » with each table it draws set apart (``<!--table N-->``), and those
    tables drawn, each marked as printed with the essentials only (``PRINTED_ONLY``)."""
    tables: list[str] = []

    def apart(match: re.Match[str]) -> str:
        tables.append(f"{PRINTED_ONLY[0]}{blocks(match.group(0))}{PRINTED_ONLY[1]}")
        return f"<!--table {len(tables) - 1}-->"

    return BLOCK.sub(apart, chunk), tables


def _body(chunk: str) -> str:
    """A set-apart section without its heading (the template writes the heading)."""
    return re.sub(r"^\s*<h2[^>]*>.*?</h2>", "", chunk, count=1, flags=re.S).strip()


def _number_sections(body: str, prefix: str = "") -> tuple[str, tuple[Section, ...]]:
    """Number h2/h3 headings (1, 1.1, …, or A, A.1, … with a prefix) and cut the body into
    sections for search."""
    found: list[tuple[int, int, str, str, str]] = []  # (start, level, id, number, title)
    counters = [0, 0]

    def number(match: re.Match[str]) -> str:
        level = int(match.group(1))
        if level == 2:
            counters[0], counters[1] = counters[0] + 1, 0
            label = prefix or f"{counters[0]}"
        else:
            counters[1] += 1
            label = f"{prefix or counters[0]}.{counters[1]}"
        inner = match.group(5)
        found.append((match.start(), level, match.group(3), label, _plain(inner)))
        return (
            f'<h{level}{match.group(2)} id="{match.group(3)}"{match.group(4)}>'
            f'<span class="secno">{label}</span> {inner}</h{level}>'
        )

    numbered = HEADING.sub(number, body)
    starts = [m.start() for m in HEADING.finditer(body)] + [len(body)]
    sections = tuple(
        Section(id_, label, title, level, _plain(BLOCK.sub(" ", body[starts[i] : starts[i + 1]])))
        for i, (_, level, id_, label, title) in enumerate(found)
    )
    return numbered, sections


def _wrap_sections(body: str) -> str:
    """Each level-2 section in a ``<section>`` (its heading sticks to the top of the screen
    while it is read) ending with a link back to the top of the page."""
    label = html.escape(_("↑ Haut de page"))
    link = f'<p class="back-to-top"><a href="#top">{label}</a></p>'
    parts = re.split(r"(?=<h2[ >])", body)
    wrapped = [parts[0]]
    for part in parts[1:]:
        anchor = H2_START.match(part)
        label = f' aria-labelledby="{anchor.group(1)}"' if anchor else ""
        wrapped.append(f'<section class="rule-section"{label}>{part}{link}</section>')
    return "".join(wrapped)


def _cards_from_sprite(body: str, language: str) -> str:
    """Replace each inline card drawing by a reference to the language's card sprite."""
    sprite = sprite_url(language)

    def use(match: re.Match[str]) -> str:
        css, _box, name, card = match.groups()
        return (
            f'<svg class="{css}" role="img" aria-label="{name}" data-card="{card}">'
            f'<use href="{sprite}#c{card}"/></svg>'
        )

    return CARD_SVG.sub(use, body)


def page_url(slug: str) -> str:
    """The URL of the page that shows ``slug``."""
    if slug == "glossaire":
        return reverse("reference:glossary")
    return reverse("reference:document", args=[slug])


def _plain(fragment: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", TAG.sub(" ", fragment))).strip()
