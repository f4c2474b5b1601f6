"""Announcements of belote coinchée: their values and a worked comparison (seed 004)."""

from __future__ import annotations

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.blocks import block_template
from reference.blocks.coinche.base import (
    cards_of,
    mode_name,
    rules_for,
    team_name,
)
from reference.blocks.common import (
    Cell,
    one_example,
    table,
    tagged,
)
from reference.engine import Document
from reference.engine import coinche as engine
from reference.engine.cards import RANKS_32, Rank
from reference.games.coinche import WORDS
from reference.names import card_short, rank_index

# --- announcements ---------------------------------------------------------------------------


def announcement_values(document: Document, args: list[str]) -> str:
    """Belote, sequences by length and carrés by rank (``BELOTE_VALUE``, ``SEQUENCE_VALUES``,
    ``CARRE_VALUES``)."""
    rows: list[list[Cell | str | int]] = [[_("Annonce"), _("Ce qu'il faut tenir"), _("Points")]]
    rows.append(
        [
            _("Belote et rebelote"),
            _("le roi et la dame d'atout dans la même main"),
            engine.BELOTE_VALUE,
        ]
    )
    names = {3: _("Tierce"), 4: _("Cinquante (quarte)"), 5: _("Cent (quinte)")}
    lengths = sorted(engine.SEQUENCE_VALUES)
    for length in lengths:
        if length > 5:
            continue
        value = engine.SEQUENCE_VALUES[length]
        longer = [n for n in lengths if n > length and engine.SEQUENCE_VALUES[n] == value]
        if length == 5 and longer:
            cards = _("%(n)s cartes ou plus qui se suivent dans une couleur") % {"n": length}
        else:
            cards = _("%(n)s cartes qui se suivent dans une couleur") % {"n": length}
        rows.append([str(names.get(length, length)), cards, value])
    by_value: dict[int, list[Rank]] = {}
    for rank, value in engine.CARRE_VALUES.items():
        by_value.setdefault(value, []).append(rank)
    for value, ranks in sorted(by_value.items(), reverse=True):
        rows.append(
            [
                _("Carré"),
                _("les quatre %(ranks)s") % {"ranks": ", ".join(_rank_plural(r) for r in ranks)},
                value,
            ]
        )
    nothing = [r for r in RANKS_32 if r not in engine.CARRE_VALUES]
    if nothing:
        rows.append(
            [
                _("Carré"),
                _("les quatre %(ranks)s") % {"ranks": ", ".join(_rank_plural(r) for r in nothing)},
                0,
            ]
        )
    return tagged(
        "coinche-announcement-values",
        table(rows, caption=_("La valeur des annonces"), header_cols=1),
    )


def _rank_plural(rank: Rank) -> str:
    plurals = {
        Rank.JACK: _("valets"),
        Rank.QUEEN: _("dames"),
        Rank.KING: _("rois"),
        Rank.ACE: _("as"),
    }
    return str(plurals.get(rank, rank_index(rank)))


#: The announcement example: the four hands (seat 0 first) and the trump.
ANNOUNCE_HANDS = {
    "exemple": (
        "H",
        (
            "7H 8H 9H AS 7C QD 8S TD",
            "9S TS JS QS AD 7D 8D AC",
            "KS KH KD KC 9D JD QH 7S",
            "TH JH AH 8C 9C TC JC QC",
        ),
    ),
}

ANNOUNCEMENT_KINDS = {
    "tierce": gettext_lazy("tierce"),
    "quarte": gettext_lazy("cinquante"),
    "cent": gettext_lazy("cent"),
    "carre": gettext_lazy("carré"),
}


def announce_figure(document: Document, args: list[str]) -> str:
    """Four hands, their announcements (``find_announcements``, ``belote_count``) and which
    team counts them (``compare_announcements``)."""
    name = one_example(args, ANNOUNCE_HANDS, "coinche-announce")
    trump, hands_text = ANNOUNCE_HANDS[name]
    mode = engine.Mode(trump)
    rules = rules_for(document)
    hands = [cards_of(h) for h in hands_text]
    found = [engine.find_announcements(h, mode, rules) for h in hands]
    ruling = engine.compare_announcements(found, mode)
    seats = []
    for seat, hand in enumerate(hands):
        items = [
            _("%(kind)s : %(cards)s (%(value)s points)")
            % {
                "kind": ANNOUNCEMENT_KINDS[a.kind],
                "cards": " ".join(card_short(c) for c in a.cards),
                "value": a.value,
            }
            for a in found[seat]
        ]
        belotes = engine.belote_count(hand, mode, rules)
        if belotes:
            items.append(
                _("belote et rebelote (%(value)s points, à part)")
                % {"value": engine.BELOTE_VALUE * belotes}
            )
        seats.append(
            {
                "name": WORDS.seat_name(seat),
                "team": team_name(engine.team_of(seat)),
                "hand": hand,
                "items": items,
                "best": seat == ruling.best_seat,
            }
        )
    return tagged(
        "coinche-announce",
        block_template(
            "coinche_announce",
            caption=_("Quatre mains, atout %(trump)s : qui compte ses annonces ?")
            % {"trump": mode_name(mode)},
            seats=seats,
            reasons=[WORDS.sentence(r) for r in ruling.reasons],
            points=[(team_name(t), t, ruling.points[t]) for t in ("NS", "EW")],
        ),
        name,
    )


BLOCKS = {
    "coinche-announcement-values": announcement_values,
    "coinche-announce": announce_figure,
}
