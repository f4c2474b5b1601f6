"""Le Voisin's announcements: what each is worth (``Announcement.points``), who cancels whom
(``CANCELLATION_ORDER``), and worked hands whose announcements the engine finds and settles
(``detect_announcements``, ``resolve_announcements``; the hands are in
``reference/documents/examples/voisin.jsonl``, kind ``announce``)."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import pgettext_lazy

from reference.blocks import UnknownBlock, block_template
from reference.blocks.common import Cell, table, tagged
from reference.blocks.examples import caption, example, rules_options
from reference.engine import Document
from reference.engine import voisin as engine
from reference.engine.cards import RANKS_32, SUITS, Card, Rank
from reference.games import words
from reference.games.voisin.words import ANNOUNCEMENT_TERMS
from reference.names import card_short

type Row = list[Cell | str | int]

_K = engine.AnnouncementKind

RANK_PLURALS = {
    Rank.ACE: pgettext_lazy("cards", "As"),
    Rank.KING: pgettext_lazy("cards", "Rois"),
    Rank.QUEEN: pgettext_lazy("cards", "Dames"),
    Rank.JACK: pgettext_lazy("cards", "Valets"),
    Rank.TEN: "10",
    Rank.NINE: "9",
    Rank.EIGHT: "8",
    Rank.SEVEN: "7",
}


def announcement_name(announcement: engine.Announcement) -> str:
    """The announcement in the reader's words ("carré de Valets", "tierce")."""
    return str(ANNOUNCEMENT_TERMS.get(announcement.name, announcement.name))


def specimens() -> list[tuple[str, engine.Announcement]]:
    """(what to hold, a specimen to value) for each row of the values table."""
    spades = SUITS[0]

    def run(length: int) -> tuple[Card, ...]:
        return tuple(Card(r, spades) for r in engine.SEQUENCE_ORDER[:length])

    def quad(rank: Rank) -> tuple[Card, ...]:
        return tuple(Card(rank, s) for s in SUITS)

    items = [
        (_("que des atouts et des cartes du voisin"), engine.Announcement(_K.COULEUR, ())),
        (
            _("ni atout ni voisin ; annule la couleur d'un adversaire"),
            engine.Announcement(_K.COULEUR_OPPOSEE, ()),
        ),
    ]
    for rank in (Rank.KING, Rank.QUEEN, *engine.announcements.CARRE_ORDER):
        carre = engine.Announcement(_K.CARRE, quad(rank), rank)
        if rank is Rank.QUEEN:
            hold = _("les quatre Dames : la donne est annulée (sauf Dame prise au talon)")
        elif rank is Rank.KING:
            hold = _("les quatre Rois : annule toutes les annonces adverses, sauf les couples")
        else:
            hold = _("les quatre %(rank)s") % {"rank": RANK_PLURALS[rank]}
        items.append((hold, carre))
    for kind, length in ((_K.QUINTE, 5), (_K.QUARTE, 4), (_K.TIERCE, 3)):
        hold = _("%(n)s cartes qui se suivent dans une couleur") % {"n": length}
        if length == 5:
            hold = _("5 cartes ou plus qui se suivent dans une couleur")
        items.append((hold, engine.Announcement(kind, run(length), length=length)))
    items.append((_("le Roi et la Dame d'atout"), engine.Announcement(_K.COUPLE, ())))
    items.append(
        (
            _("le Roi et la Dame d'atout, et le Roi et la Dame du voisin"),
            engine.Announcement(_K.DOUBLE_COUPLE, ()),
        )
    )
    return items


def announcement_values(document: Document, args: list[str]) -> str:
    """Every announcement and its value (``Announcement.points`` under the rules)."""
    rules = engine.Rules.from_options(dict(document.rules))
    rows: list[Row] = [[_("Annonce"), _("Ce qu'il faut tenir"), _("Points")]]
    seen = set()
    for hold, announcement in specimens():
        seen.add(announcement.kind)
        name = announcement_name(announcement)
        rows.append([name[:1].upper() + name[1:], hold, announcement.points(rules)])
    missing = set(engine.AnnouncementKind) - seen
    if missing:
        raise UnknownBlock(f"voisin-announcement-values: no row for {sorted(missing)}")
    return tagged(
        "voisin-announcement-values",
        table(rows, caption=_("Les annonces et leur valeur"), header_cols=1),
    )


#: The kinds of ``CANCELLATION_ORDER`` entries ("carre R", "couleur", "quinte"...).
CANCELLATION_KINDS = {
    "carre": _K.CARRE,
    "couleur": _K.COULEUR,
    "quinte": _K.QUINTE,
    "quarte": _K.QUARTE,
    "tierce": _K.TIERCE,
}


def _rank_of_letter(letter: str) -> Rank:
    """The rank a French index names in ``CANCELLATION_ORDER`` ("R", "V", "1", "10"...)."""
    for rank in RANKS_32:
        if rank.french == letter:
            return rank
    raise UnknownBlock(f"voisin-cancellation: no rank {letter!r}")


def cancellation_table(document: Document, args: list[str]) -> str:
    """The cancellation hierarchy, strongest first (``CANCELLATION_ORDER``), each entry named
    as the engine names the announcement."""
    rows: list[Row] = [[_("Force"), _("Annonce")]]
    for position, item in enumerate(engine.CANCELLATION_ORDER, start=1):
        word, _sep, letter = item.partition(" ")
        if word not in CANCELLATION_KINDS:
            raise UnknownBlock(f"voisin-cancellation: no announcement {item!r}")
        rank = _rank_of_letter(letter) if letter else None
        text = announcement_name(engine.Announcement(CANCELLATION_KINDS[word], (), rank))
        label = _("1 (la plus forte)") if position == 1 else str(position)
        rows.append([label, text])
    return tagged(
        "voisin-cancellation",
        table(
            rows,
            caption=_("Qui annule qui : les annonces de la plus forte à la plus faible"),
            header_cols=1,
        ),
    )


def _hand_order(card: Card) -> tuple[int, int]:
    return SUITS.index(card.suit), RANKS_32.index(card.rank)


def _announcement_label(announcement: engine.Announcement) -> str:
    name = announcement_name(announcement)
    if announcement.kind in (_K.TIERCE, _K.QUARTE, _K.QUINTE):
        assert announcement.rank is not None and announcement.suit is not None
        return _("%(name)s au %(card)s") % {
            "name": name,
            "card": card_short(Card(announcement.rank, announcement.suit)),
        }
    return name


def settle(found: dict[str, Any] | Any, rules: engine.Rules) -> engine.Resolution:
    """The announcements of an ``announce`` example, found and settled by the engine."""
    data = found["input"]
    trump = engine.parse_trump(data["trump"])
    taken = Card.parse(data["taken"]) if data.get("taken") else None
    taker = int(data.get("taker", -1))
    declared = [
        engine.detect_announcements(
            [Card.parse(c) for c in hand], trump, taken=taken if seat == taker else None
        )
        for seat, hand in enumerate(data["hands"])
    ]
    return engine.resolve_announcements(declared, trump, players=data["players"], rules=rules)


def announce_figure(document: Document, args: list[str]) -> str:
    """Each hand's announcements (``detect_announcements``) and their fate
    (``resolve_announcements``), with the points each player counts."""
    found = example(document, "voisin-announce", args)
    data = found["input"]
    rules = engine.Rules.from_options(rules_options(document, found))
    resolution = settle(found, rules)
    voisin_words = words("voisin").at_table(data)
    seats = []
    for seat, hand in enumerate(data["hands"]):
        items = [
            {
                "label": _announcement_label(r.announcement),
                "counted": r.counted,
                "reason": voisin_words.sentence(r.reason),
            }
            for r in resolution.rulings
            if r.seat == seat
        ]
        team = ""
        if data["players"] == "2x2":
            team = _("équipe %(n)s") % {"n": seat % 2 + 1}
        seats.append(
            {
                "name": voisin_words.seat_name(seat),
                "team": team,
                "hand": sorted((Card.parse(c) for c in hand), key=_hand_order),
                "items": items,
                "announcements": resolution.announcements[seat],
                "couples": resolution.couples[seat],
            }
        )
    if resolution.void_deal:
        verdict = _("La donne est annulée : on redistribue.")
    else:
        verdict = _("La donne se joue ; chacun compte les points ci-dessous.")
    taker = int(data.get("taker", -1))
    return tagged(
        "voisin-announce",
        block_template(
            "voisin_announce",
            caption=caption(found),
            trump=voisin_words.mode_label(data["trump"]),
            taken=Card.parse(data["taken"]) if data.get("taken") else None,
            taker=voisin_words.seat_name(taker) if taker >= 0 else "",
            seats=seats,
            verdict=verdict,
            void=resolution.void_deal,
        ),
        args[0],
    )


BLOCKS = {
    "voisin-announcement-values": announcement_values,
    "voisin-cancellation": cancellation_table,
    "voisin-announce": announce_figure,
}
