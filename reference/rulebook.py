"""Rule documents: Markdown sources rendered once into numbered, anchored, searchable pages.

Each document is ``reference/documents/<slug>.<lang>.md`` (French first; English beside it).
The source is written in our own words; what the engine knows is not typed into it but pulled
in by *block directives*, a paragraph of the form ``::: <block> [args]`` that the block
registry (``reference.blocks``) replaces with HTML drawn from the engine. Headings carry stable
ids (``## Matériel et donne {#materiel}``); sections are numbered here, not by hand.

Metadata lines at the top (``donne:``, ``but:``, ``duree:``) fill the summary box.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import markdown
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, override
from django.utils.translation import gettext as _

from reference.blocks import render_block
from reference.glossary_links import link_terms

DOCUMENTS_DIR = Path(__file__).resolve().parent / "documents"
LANGUAGES = ("fr", "en")
EXTENSIONS = ["meta", "attr_list", "toc", "tables", "def_list", "sane_lists", "md_in_html"]
BLOCK = re.compile(r"<p>::: ?([a-z0-9_-]+)((?: [^<\s]+)*)</p>")
HEADING = re.compile(r'<h([23])([^>]*) id="([^"]+)"([^>]*)>(.*?)</h\1>', re.S)
TAG = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class Section:
    """A numbered section or subsection of a rendered page."""

    id: str
    """Its anchor (stable: written in the source)."""
    number: str
    """``"3"`` for a section, ``"3.2"`` for a subsection."""
    title: str
    """The heading text, without its number."""
    level: int
    """2 for a section, 3 for a subsection."""
    text: str
    """The section's plain text (for search)."""


@dataclass(frozen=True)
class Page:
    """A rendered rule document."""

    slug: str
    language: str
    title: str
    meta: dict[str, str]
    sections: tuple[Section, ...]
    body: SafeString

    @property
    def toc(self) -> tuple[Section, ...]:
        """Sections and subsections, in order."""
        return self.sections

    def section_intro(self, section_id: str) -> SafeString:
        """The paragraphs that open a section, before its first subsection, table or figure
        (what the guided path shows before a step's exercises)."""
        match = re.search(
            rf'<h2[^>]* id="{re.escape(section_id)}"[^>]*>.*?</h2>(.*?)(?=<h[23][ >]|$)',
            self.body,
            re.S,
        )
        if match is None:
            return mark_safe("")
        paragraphs = re.findall(r"<p>(?:(?!</p>).)*</p>", match.group(1), re.S)
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


def has_source(slug: str) -> bool:
    """Whether a rule document ``slug`` has been written."""
    return (DOCUMENTS_DIR / f"{slug}.fr.md").exists()


@lru_cache(maxsize=32)
def render_page(slug: str, language: str) -> Page:
    """Render ``slug`` in ``language`` (cached: sources and engine data are fixed at run time)."""
    with override(language):
        converter = markdown.Markdown(extensions=EXTENSIONS)
        body = converter.convert(source_path(slug, language).read_text(encoding="utf-8"))
        meta = {k: " ".join(v) for k, v in getattr(converter, "Meta", {}).items()}
        body, sections = _number_sections(body)
        if slug != "glossaire":
            body = link_terms(body, language)
        body = BLOCK.sub(lambda m: render_block(slug, m.group(1), m.group(2).split()), body)
        body = _add_back_to_top(body)
    title = meta.pop("title", slug)
    return Page(slug, language, title, meta, sections, mark_safe(body))


def _number_sections(body: str) -> tuple[str, tuple[Section, ...]]:
    """Number h2/h3 headings (1, 1.1, …) and cut the body into sections for search."""
    found: list[tuple[int, int, str, str, str]] = []  # (start, level, id, number, title)
    counters = [0, 0]

    def number(match: re.Match[str]) -> str:
        level = int(match.group(1))
        if level == 2:
            counters[0], counters[1] = counters[0] + 1, 0
            label = f"{counters[0]}"
        else:
            counters[1] += 1
            label = f"{counters[0]}.{counters[1]}"
        inner = match.group(5)
        found.append((match.start(), level, match.group(3), label, _plain(inner)))
        return (
            f'<h{level}{match.group(2)} id="{match.group(3)}"{match.group(4)}>'
            f'<span class="secno">{label}</span> {inner}</h{level}>'
        )

    numbered = HEADING.sub(number, body)
    starts = [m.start() for m in HEADING.finditer(body)] + [len(body)]
    sections = tuple(
        Section(id_, label, title, level, _plain(body[starts[i] : starts[i + 1]]))
        for i, (_, level, id_, label, title) in enumerate(found)
    )
    return numbered, sections


def _add_back_to_top(body: str) -> str:
    link = f'<p class="back-to-top"><a href="#top">{html.escape(_("↑ Haut de page"))}</a></p>'
    parts = re.split(r"(?=<h2[ >])", body)
    return "".join(parts[:2]) + "".join(link + p for p in parts[2:]) + link


def _plain(fragment: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", TAG.sub(" ", fragment))).strip()
