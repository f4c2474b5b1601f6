"""Everything the score pad writes (style.md #10): keyword-only, typed, one transaction each.

Every change to a game goes through ``_change``: it advances the game's version only if the
writer saw the current one (a compare-and-set that every database does atomically), checks the
whole sheet with the engine, writes the entry and a ``Change`` for the history. A writer who
saw an older version gets ``Conflict`` and nothing is written; the page then shows the new
state with the writer's own entry still filled in, so nothing is lost.

Limits that hold for clients without cookies, counted by ``guard`` like every limit of the
site: new games and quarters (``scorepad_games``) and changes (``scorepad_writes``) per client
address; a sheet holds at most ``MAX_ENTRIES`` entries and keeps at most ``MAX_CHANGES`` changes.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from django.db import transaction
from django.db.models import F, Max
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from guard.limits import allows
from guard.views import refusal_text
from reference.engine.errors import EngineError
from reference.engine.sheet import MAX_ENTRIES
from reference.ruleset import RuleSet
from reference.rulesets import get as get_ruleset
from scorepad.models import Change, Entry, Quarter, ScoreGame

MAX_CHANGES = 4000
#: Evenings a quarter holds (``scorepad.quarters``).
MAX_QUARTER_GAMES = 100
SESSION_GAMES = "scorepad_games"
SESSION_QUARTERS = "scorepad_quarters"
SESSION_NAME = "scorepad_name"


class Conflict(Exception):
    """Someone changed the game since the writer loaded it."""


logger = logging.getLogger(__name__)

#: What a scorer reads when the engine refuses a line the form could not catch.
IMPOSSIBLE_LINE = gettext_lazy(
    "Cette ligne est impossible d'après les règles du document : vérifiez le contrat, les plis "
    "et les points."
)


class Refused(Exception):
    """The change is refused; the message says why in the player's words."""


def who(request: HttpRequest) -> str:
    """The name the history shows for this writer: the account, the name given, or "anonyme"."""
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        return str(user.get_username())[:40]
    name = request.session.get(SESSION_NAME, "") if hasattr(request, "session") else ""
    return str(name)[:40] or _("anonyme")


class Limited(Refused):
    """A limit per client address refuses the change (a 429); nothing was written."""


def _limit(request: HttpRequest, name: str) -> None:
    if not allows(request, name):
        raise Limited(refusal_text(name))


def game_create(
    *, request: HttpRequest, ruleset: str, fields: Mapping[str, Any], quarter: Quarter | None = None
) -> ScoreGame:
    """A new game; its edit link is remembered in this browser (and kept with the account)."""
    _limit(request, "scorepad_games")
    if quarter is not None and quarter.games.count() >= MAX_QUARTER_GAMES:
        raise Refused(
            _("Un quarter compte au plus %(n)d soirées : ouvrez-en un autre.")
            % {"n": MAX_QUARTER_GAMES}
        )
    user = request.user if request.user.is_authenticated else None
    game = ScoreGame.objects.create(
        ruleset=ruleset,
        table=fields["table"],
        players=list(fields["players"]),
        rules=dict(fields["rules"]),
        match=dict(fields["match"]),
        first_dealer=fields["first_dealer"],
        owner=user,
        quarter=quarter,
    )
    remember(request, game)
    return game


def game_rematch(
    *, request: HttpRequest, game: ScoreGame, first_dealer: int, finished: bool
) -> ScoreGame:
    """A new game with the same players, rules and end (and the same quarter): « Revanche »,
    once the game is won (a request counts against the limit either way)."""
    if not finished:
        _limit(request, "scorepad_games")
        raise Refused(_("La partie n'est pas finie."))
    return game_create(
        request=request,
        ruleset=game.ruleset,
        fields={
            "table": game.table,
            "players": game.players,
            "rules": game.rules,
            "match": game.match,
            "first_dealer": first_dealer,
        },
        quarter=game.quarter,
    )


def remember(request: HttpRequest, game: ScoreGame) -> None:
    """Keep the game's edit link in this browser's session (a short list)."""
    tokens = [t for t in request.session.get(SESSION_GAMES, []) if t != game.edit_token]
    request.session[SESSION_GAMES] = [game.edit_token, *tokens][:30]


def game_claim(*, request: HttpRequest, game: ScoreGame) -> None:
    """Keep a game in the signed-in user's account."""
    if request.user.is_authenticated and game.owner_id is None:
        ScoreGame.objects.filter(pk=game.pk, owner=None).update(owner=request.user)


def quarter_create(*, request: HttpRequest, name: str) -> Quarter:
    """A new quarter; its organiser's link is remembered in this browser, like a game's."""
    _limit(request, "scorepad_games")
    user = request.user if request.user.is_authenticated else None
    created = Quarter.objects.create(name=name, owner=user)
    tokens = [t for t in request.session.get(SESSION_QUARTERS, []) if t != created.edit_token]
    request.session[SESSION_QUARTERS] = [created.edit_token, *tokens][:30]
    return created


def quarter_agreed(quarter: Quarter, ruleset: RuleSet) -> dict[str, Any]:
    """The house rules a quarter's next evening starts with: the last evening's, or for the
    first one the rule set's quarter rules (Ad Fundum on)."""
    agreed = dict(ruleset.quarter_rules)
    last = quarter.games.order_by("-created").first()
    if last is not None:
        for option in ruleset.sheet_rules():
            chosen = {**last.rules, **last.match}
            agreed[option.name] = chosen.get(option.name, option.choices[0][0])
    return agreed


def _entries(game: ScoreGame) -> list[Entry]:
    return list(Entry.objects.filter(game=game).order_by("seq"))


def check_sheet(game: ScoreGame, data: list[Mapping[str, Any]]) -> None:
    """The engine scores the whole sheet, or ``Refused`` with its reason."""
    ruleset = get_ruleset(game.ruleset)
    assert ruleset is not None
    try:
        ruleset.sheet(game.table, game.first_dealer, game.rules, game.match, data)
    except EngineError as exc:
        # The engine's own message is for developers (and in English): the scorer reads ours.
        logger.info("score sheet %s: line refused: %s", game.pk, exc)
        raise Refused(IMPOSSIBLE_LINE) from None


def _change(
    *,
    request: HttpRequest,
    game: ScoreGame,
    version: int,
    action: str,
    seq: int,
    before: Mapping[str, Any] | None,
    after: Mapping[str, Any] | None,
) -> Change:
    _limit(request, "scorepad_writes")
    with transaction.atomic():
        moved = ScoreGame.objects.filter(pk=game.pk, version=version).update(
            version=F("version") + 1, updated=timezone.now()
        )
        if not moved:
            raise Conflict()
        if Change.objects.filter(game=game).count() >= MAX_CHANGES:
            raise Refused(_("Cette feuille a atteint le nombre de modifications permis."))
        entries = _entries(game)
        by_seq = {e.seq: e for e in entries}
        if after is not None and before is None and len(entries) >= MAX_ENTRIES:
            raise Refused(_("Une feuille compte au plus %(n)s lignes.") % {"n": MAX_ENTRIES})
        proposed = {e.seq: e.data for e in entries}
        if after is None:
            proposed.pop(seq, None)
        else:
            proposed[seq] = dict(after)
        check_sheet(game, [proposed[s] for s in sorted(proposed)])
        if after is None:
            by_seq[seq].delete()
        elif seq in by_seq:
            Entry.objects.filter(pk=by_seq[seq].pk).update(data=dict(after))
        else:
            Entry.objects.create(game=game, seq=seq, data=dict(after))
        return Change.objects.create(
            game=game,
            version=version + 1,
            action=action,
            seq=seq,
            before=before,
            after=after,
            who=who(request),
        )


def entry_add(
    *, request: HttpRequest, game: ScoreGame, version: int, data: Mapping[str, Any]
) -> Change:
    """Add a line at the end of the sheet."""
    last = Entry.objects.filter(game=game).aggregate(m=Max("seq"))["m"] or 0
    top = Change.objects.filter(game=game).aggregate(m=Max("seq"))["m"] or 0
    return _change(
        request=request,
        game=game,
        version=version,
        action=Change.ADD,
        seq=max(last, top) + 1,
        before=None,
        after=data,
    )


def entry_edit(
    *, request: HttpRequest, game: ScoreGame, version: int, seq: int, data: Mapping[str, Any]
) -> Change:
    """Replace a line; every later total follows."""
    entry = Entry.objects.filter(game=game, seq=seq).first()
    if entry is None:
        raise Refused(_("Cette ligne n'existe plus."))
    return _change(
        request=request,
        game=game,
        version=version,
        action=Change.EDIT,
        seq=seq,
        before=entry.data,
        after=data,
    )


def entry_delete(*, request: HttpRequest, game: ScoreGame, version: int, seq: int) -> Change:
    """Remove a line; every later total follows."""
    entry = Entry.objects.filter(game=game, seq=seq).first()
    if entry is None:
        raise Refused(_("Cette ligne n'existe plus."))
    return _change(
        request=request,
        game=game,
        version=version,
        action=Change.DELETE,
        seq=seq,
        before=entry.data,
        after=None,
    )


def last_undoable(game: ScoreGame) -> Change | None:
    """The change « Annuler » would undo: the last one not yet undone."""
    stack: list[Change] = []
    for change in Change.objects.filter(game=game).order_by("version"):
        if change.action == Change.UNDO:
            if stack:
                stack.pop()
        else:
            stack.append(change)
    return stack[-1] if stack else None


def change_undo(*, request: HttpRequest, game: ScoreGame, version: int) -> Change:
    """Undo the last change not yet undone (an added line is removed, an edit or a deletion
    restored); undoing again goes one change further back."""
    last = last_undoable(game)
    if last is None:
        raise Refused(_("Rien à annuler."))
    return _change(
        request=request,
        game=game,
        version=version,
        action=Change.UNDO,
        seq=last.seq,
        before=last.after,
        after=last.before,
    )
