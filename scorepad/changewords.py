"""A score sheet's changes in player words: the history's lines and the notice that says
what a delete or an undo just did."""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest
from django.utils.translation import gettext as _

from reference.rulesets import get as get_ruleset
from scorepad.columns import column_names
from scorepad.forms import Ctx
from scorepad.models import Change, ScoreGame
from scorepad.words import describe, describe_change


def ctx_for(game: ScoreGame) -> Ctx:
    ruleset = get_ruleset(game.ruleset)
    assert ruleset is not None
    players = list(game.players)
    return Ctx(
        ruleset,
        game.table,
        players,
        column_names(game.table, players),
        game.rules,
        game.match,
    )


def change_words(game: ScoreGame, change: Change) -> str:
    """A change in player words, with the line's old and new values: « Correction de la
    ligne 3 : 90 ♠ · Anne et Chloé, 49 points → 94 points »."""
    ctx = ctx_for(game)
    words = ctx.ruleset.words(ctx.ruleset.rules_with(game.rules))

    def line(data: Any) -> str:
        if data is None:
            return ""
        return describe(data, words, ctx.players, ctx.columns)

    before, after = line(change.before), line(change.after)
    if change.before is not None and change.after is not None:
        before, after = describe_change(
            change.before, change.after, words, ctx.players, ctx.columns, game.table
        )
    if change.action == Change.ADD:
        return _("ajout : %(line)s") % {"line": after}
    if change.action == Change.DELETE:
        return _("suppression : %(line)s") % {"line": before}
    if change.action == Change.EDIT:
        return _("correction : %(before)s → %(after)s") % {"before": before, "after": after}
    if not after:
        return _("annulation : %(line)s retirée") % {"line": before}
    if not before:
        return _("annulation : %(line)s remise") % {"line": after}
    return _("annulation : %(before)s → %(after)s") % {"before": before, "after": after}


def done_notice(request: HttpRequest, game: ScoreGame) -> str | None:
    """What the last delete or undo did, said once on the sheet it leads back to."""
    raw = request.GET.get("fait", "")
    if not (raw.isascii() and raw.isdigit() and len(raw) < 10):
        return None
    change = Change.objects.filter(game=game, version=int(raw)).first()
    if change is None or change.action not in (Change.DELETE, Change.UNDO):
        return None
    text = change_words(game, change)
    if change.action == Change.DELETE:
        return _("C'est fait, %(what)s. « Annuler la dernière modification » la remet.") % {
            "what": text
        }
    return _("C'est fait, %(what)s.") % {"what": text}
