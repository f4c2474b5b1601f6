"""Player words for what the sheet records: contracts, faults, tallies, and one line per entry
("110 ♥ · Nord et Sud · coinché", "emballage 9 à ♥ · Alice et Claire")."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.games.base import GameWords

FAULT_NAMES = {
    "false_announcement": gettext_lazy("fausse annonce"),
    "trou_not_announced": gettext_lazy("trou non annoncé avec trois as"),
    "trou_without_three_aces": gettext_lazy("trou annoncé sans trois as"),
    "trou_after_announcement": gettext_lazy("trou annoncé après une autre annonce"),
    "inappropriate_announcement": gettext_lazy("annonce déplacée (sous le contrat, sur un trou…)"),
    "played_out_of_turn": gettext_lazy("jouer avant son tour"),
    "announced_out_of_turn": gettext_lazy("annoncer avant son tour"),
    "revoke": gettext_lazy("renonce (renon fautif)"),
    "trumped_able_to_follow": gettext_lazy("couper alors qu'on peut fournir"),
    "showed_last_cards": gettext_lazy("abattre ses dernières cartes trop tôt"),
    "misere_card_shown": gettext_lazy("montrer à un partenaire la carte écartée d'une misère"),
}

TALLY_NAMES = {
    "ace_2_3_4": gettext_lazy("as, 2, 3 et 4 dans un même pli"),
    "card_taken_back": gettext_lazy("carte jouée puis reprise"),
}


def summary(entry: Mapping[str, Any], words: GameWords, table: str) -> list[str]:
    """A deal's result line by line (each side's points, tricks, announcements), as the rule
    pages tell a deal; nothing for a line that is not a deal."""
    if entry.get("kind") != "deal" or "result" not in entry:
        return []
    players = table if table[:1].isdigit() else "4"
    return words.score_summary({**entry, "players": players})[1:]


def describe_change(
    before: Mapping[str, Any],
    after: Mapping[str, Any],
    words: GameWords,
    players: Sequence[str],
    columns: Sequence[str],
    table: str,
) -> tuple[str, str]:
    """A corrected line as its old and new values: the line's words when they changed, then
    each part of the result that changed (« Nord-Sud : 49 points… → 94 points… »)."""
    old = [describe(before, words, players, columns), *summary(before, words, table)]
    new = [describe(after, words, players, columns), *summary(after, words, table)]
    if len(old) != len(new):
        return " ; ".join(old), " ; ".join(new)
    changed = [(a, b) for a, b in zip(old[1:], new[1:], strict=True) if a != b]
    if old[0] != new[0]:
        return " ; ".join([old[0], *(a for a, _b in changed)]), " ; ".join(
            [new[0], *(b for _a, b in changed)]
        )
    if not changed:
        return old[0], new[0]
    lead = old[0] + " — "
    return lead + " ; ".join(a for a, _b in changed), " ; ".join(b for _a, b in changed)


def describe(
    entry: Mapping[str, Any], words: GameWords, players: Sequence[str], columns: Sequence[str]
) -> str:
    """One line in player words for an entry of the sheet (``words``: the game's, under the
    sheet's rules: they write its deals and redeals)."""
    kind = entry.get("kind")
    if kind == "redeal":
        return words.sheet_redeal(entry)
    if kind == "misdeal":
        return _("Maldonne")
    if kind == "penalty":
        return _("Pénalité : %(fault)s (%(who)s)") % {
            "fault": FAULT_NAMES.get(entry.get("fault", ""), ""),
            "who": players[entry["offender"]],
        }
    if kind == "tally":
        return _("Compte : %(event)s (%(who)s)") % {
            "event": TALLY_NAMES.get(entry.get("event", ""), ""),
            "who": players[entry["player"]],
        }
    return words.sheet_deal(entry, players, columns)
