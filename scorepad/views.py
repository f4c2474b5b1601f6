"""Score pad views: parse the request, call a service or the sheet builder, render.

Two links per game: the read-only link (20 characters) that every player may open, and the
scorer's link (32 characters) that shows the forms. Both are unguessable and never change.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

from django.core.exceptions import ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils.safestring import mark_safe
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from guard.limits import limited
from reference.ruleset import RuleSet
from reference.rulesets import by_document
from reference.rulesets import get as get_ruleset
from scorepad import services
from scorepad.changewords import change_words, ctx_for, done_notice
from scorepad.fields import WholeField, clean_name
from scorepad.forms import EntryForm, form_key, forms_for
from scorepad.forms.setup import NewGameForm
from scorepad.mine import my_games
from scorepad.models import Change, Quarter, ScoreGame
from scorepad.notes import notes_for
from scorepad.quarters import quarter_view
from scorepad.sheetview import SheetView, build

PUBLIC_LENGTH, EDIT_LENGTH = 20, 32


_BLANK: dict[tuple[str, str, str], str] = {}


def blank_fields(game: ScoreGame, key: str, form: EntryForm) -> str:
    """The fields of an empty entry form: they depend only on the game's settings and the
    language, so they are drawn once per process (radio groups are slow to draw)."""
    settings_key = json.dumps(
        [game.ruleset, game.table, game.players, game.rules, game.match], sort_keys=True
    )
    cache_key = (settings_key, key, get_language() or "fr")
    html = _BLANK.get(cache_key)
    if html is None:
        if len(_BLANK) >= 512:
            _BLANK.clear()
        html = _BLANK[cache_key] = render_to_string("scorepad/_fields.html", {"form": form})
    return mark_safe(html)


def find_game(token: str) -> tuple[ScoreGame, bool]:
    """The game of a link, and whether it is the scorer's link."""
    if len(token) == EDIT_LENGTH:
        game = ScoreGame.objects.filter(edit_token=token).first()
        edit = True
    else:
        game = ScoreGame.objects.filter(public_id=token).first()
        edit = False
    if game is None:
        raise Http404(token)
    return game, edit


def _edit_game(token: str) -> ScoreGame:
    game, edit = find_game(token)
    if not edit:
        raise Http404(token)
    return game


def _version(request: HttpRequest) -> int | None:
    try:
        version: int | None = WholeField(low=0, high=10_000_000).clean(
            request.POST.get("version", "")
        )
        return version
    except ValidationError:  # any malformed version is a stale page
        return None


def _line_url(game: ScoreGame, edit: bool) -> str:
    return reverse("scorepad:line", args=[game.edit_token if edit else game.public_id, 0])


def _links(game: ScoreGame, edit: bool) -> dict[str, str]:
    token = game.edit_token if edit else game.public_id
    links = {
        name: reverse(f"scorepad:{name}", args=[token])
        for name in ("sheet", "history", "print", "csv", "jsonl")
    }
    links["public"] = reverse("scorepad:sheet", args=[game.public_id])
    if edit:
        links["edit"] = reverse("scorepad:sheet", args=[game.edit_token])
    return links


# --- home and new games ----------------------------------------------------------------------


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    """The rule sets to start a game with, and « Mes parties »: the games and quarters kept in
    this browser or account, each quarter with its evenings, each game with its totals and
    whether it is over."""
    return render(request, "scorepad/home.html", {"rulesets": by_document(), **my_games(request)})


@limited("scorepad_games")
@require_http_methods(["GET", "POST"])
def new_game(request: HttpRequest, ruleset: str) -> HttpResponse:
    """Start a game of a rule set."""
    rs = get_ruleset(ruleset)
    if rs is None:
        raise Http404(ruleset)
    quarter = _quarter_for_new(request, rs)
    house = services.quarter_agreed(quarter, rs) if quarter else None
    form = NewGameForm(request.POST if request.method == "POST" else None, ruleset=rs, house=house)
    error, status = None, 200
    if request.method == "POST" and form.is_valid():
        try:
            game = services.game_create(
                request=request, ruleset=rs.id, fields=form.cleaned_data, quarter=quarter
            )
        except services.Refused as exc:
            error, status = str(exc), _status(exc)
        else:
            return redirect("scorepad:sheet", game.edit_token)
    if not error:
        status = 400 if request.method == "POST" else 200
    return render(
        request,
        "scorepad/new.html",
        {
            "form": form,
            "ruleset": rs,
            "error": error,
            "quarter": quarter,
            "notes": notes_for(rs),
        },
        status=status,
    )


def _quarter_for_new(request: HttpRequest, ruleset: RuleSet) -> Quarter | None:
    token = request.POST.get("quarter") or request.GET.get("quarter") or ""
    if not token or not ruleset.quarters or len(token) != EDIT_LENGTH:
        return None
    return Quarter.objects.filter(edit_token=token).first()


# --- the sheet -------------------------------------------------------------------------------


def _page(
    request: HttpRequest,
    game: ScoreGame,
    edit: bool,
    *,
    forms: dict[str, EntryForm] | None = None,
    notice: str | None = None,
    error: str | None = None,
    status: int = 200,
    view: SheetView | None = None,
) -> HttpResponse:
    view = view or build(game, line_url=_line_url(game, edit))
    context: dict[str, Any] = {
        "view": view,
        "game": game,
        "edit": edit,
        "links": _links(game, edit),
        "notice": notice,
        "error": error,
        "notes": notes_for(view.ruleset),
    }
    if edit:
        context.update(_entry_context(request, game, view, forms))
    else:
        context["forms"] = {}
    template = "scorepad/sheet.html"
    if request.headers.get("HX-Request") and request.method == "GET":
        template += "#sheet-live"
    return render(request, template, context, status=status)


def _entry_context(
    request: HttpRequest, game: ScoreGame, view: SheetView, forms: dict[str, EntryForm] | None
) -> dict[str, Any]:
    """The scorer's entry forms (the deal's left out once the game is won), the one opened
    (a refused form, or the one the bar's link asks for) and the bar under the sheet."""
    ctx = ctx_for(game)
    classes = forms_for(ctx)
    if view.finished:
        classes = {k: c for k, c in classes.items() if k in AFTER_THE_END}
    shown: dict[str, EntryForm] = {}
    asked = "" if forms else request.GET.get("noter", "")
    for key, cls in classes.items():
        form = cls(ctx=ctx)
        if not (key == asked and _preselect(request, form)):
            form.cached_html = blank_fields(game, key, form)
        shown[key] = form
    opened = next(iter(forms), None) if forms else (asked if asked in shown else None)
    shown.update({k: f for k, f in (forms or {}).items() if k in shown})
    return {
        "forms": shown,
        "open_form": opened,
        "dock": _dock(shown, view),
        "scorer_name": request.session.get(services.SESSION_NAME, ""),
    }


#: The lines a sheet still takes once the game is won (a fault seen late, a tally).
AFTER_THE_END = ("penalty", "tally")


def _preselect(request: HttpRequest, form: EntryForm) -> bool:
    """The choice the bar's button made (« Preneurs : Alice et Chloé »), without JavaScript;
    whether there was one (the form is then drawn afresh, not from the blank fields)."""
    opener = form.opener
    if opener is None:
        return False
    value = request.GET.get(opener, "")
    choices = {str(v) for v, _name in form.fields[opener].choices}  # type: ignore[attr-defined]
    if value in choices:
        form.initial = {**form.initial, opener: value}
        return True
    return False


def _dock(shown: dict[str, EntryForm], view: SheetView) -> dict[str, Any]:
    """The bar at the foot of the scorer's sheet: one button per choice of the deal form's
    opening field (so that the first answer is the tap that opens it), or « Noter une donne »;
    « Autre ligne » for the other forms."""
    deal = shown.get("deal")
    others = [k for k in shown if k != "deal"]
    dock: dict[str, Any] = {"more": others[0] if others else "", "choices": []}
    if deal is not None and deal.opener:
        field = deal.fields[deal.opener]
        short = dict(zip(view.columns, view.short, strict=True))
        dock.update(
            field=deal.opener,
            prefix=deal.prefix,
            label=field.label,
            choices=[
                (value, name, short.get(str(name), name))
                for value, name in field.choices  # type: ignore[attr-defined]
            ],
        )
    return dock


@require_GET
def sheet(request: HttpRequest, token: str) -> HttpResponse:
    """The sheet: the scorer's page with its forms, or the read-only page. An htmx poll that
    gives the version it shows gets 204 while nothing changed."""
    game, edit = find_game(token)
    seen = request.GET.get("v", "")
    if (
        request.headers.get("HX-Request")
        and seen.isascii()
        and seen.isdigit()
        and len(seen) < 10
        and int(seen) == game.version
    ):
        return HttpResponse(status=204)
    return _page(request, game, edit, notice=done_notice(request, game) if edit else None)


@limited("scorepad_writes")
@require_POST
def add(request: HttpRequest, token: str, key: str) -> HttpResponse:
    """Add a line (a deal, a redeal, a penalty...) at the end of the sheet."""
    game = _edit_game(token)
    ctx = ctx_for(game)
    form_class = forms_for(ctx).get(key)
    if form_class is None:
        raise Http404(key)
    form = form_class(request.POST, ctx=ctx)
    version = _version(request)
    if not form.is_valid() or version is None:
        return _page(
            request,
            game,
            True,
            forms={key: form},
            status=400,
            error=_("La ligne n'est pas enregistrée : corrigez ce qui est signalé."),
        )
    if build(game).finished and key not in AFTER_THE_END:
        return _page(
            request,
            game,
            True,
            forms={key: form},
            status=409,
            error=_(
                "La partie est finie : « Revanche » en commence une nouvelle avec les mêmes "
                "joueurs et les mêmes règles ; corrigez une ligne si le résultat est faux."
            ),
        )
    try:
        services.entry_add(request=request, game=game, version=version, data=form.entry())
    except services.Conflict:
        game.refresh_from_db()
        return _conflict(request, game, key, form)
    except services.Refused as exc:
        return _refused(request, game, key, form, exc)
    return redirect(reverse("scorepad:sheet", args=[token]) + "#derniere")


def _conflict(request: HttpRequest, game: ScoreGame, key: str, form: EntryForm) -> HttpResponse:
    return _page(
        request,
        game,
        True,
        forms={key: form},
        status=409,
        notice=_(
            "Quelqu'un d'autre vient de modifier la feuille : voici son état actuel. Votre saisie "
            "n'est pas perdue, elle est restée dans le formulaire : vérifiez le tableau, puis "
            "renvoyez-la si elle manque."
        ),
    )


def _refused(
    request: HttpRequest, game: ScoreGame, key: str, form: EntryForm, exc: Exception
) -> HttpResponse:
    game.refresh_from_db()
    return _page(
        request,
        game,
        True,
        forms={key: form},
        status=_status(exc),
        error=str(exc),
    )


def _status(refused: Exception) -> int:
    """429 for a limit per client address, 400 for a line the rules refuse."""
    return 429 if isinstance(refused, services.Limited) else 400


CONFLICT_LINE = gettext_lazy(
    "Quelqu'un d'autre vient de modifier la feuille : la ligne ci-dessous montre son état "
    "actuel, votre correction est restée dans le formulaire."
)


@limited("scorepad_writes")
@require_http_methods(["GET", "POST"])
def line(request: HttpRequest, token: str, seq: int) -> HttpResponse:
    """One line: its calculation step by step; on the scorer's link, its form to correct it."""
    game, edit = find_game(token)
    if request.method == "POST" and not edit:
        raise Http404(token)
    view = build(game, line_url=_line_url(game, edit))
    row = next((r for r in view.rows if r.seq == seq), None)
    if row is None:
        raise Http404(seq)
    form = _line_form(request, game, row.entry) if edit else None
    status, notice, error = 200, None, None
    if request.method == "POST" and form is not None:
        version = _version(request)
        if not form.is_valid() or version is None:
            status, error = (
                400,
                _("La correction n'est pas enregistrée : corrigez ce qui est signalé."),
            )
        else:
            try:
                services.entry_edit(
                    request=request, game=game, version=version, seq=seq, data=form.entry()
                )
            except services.Conflict:
                game.refresh_from_db()
                view = build(game)
                row = next((r for r in view.rows if r.seq == seq), row)
                status, notice = 409, str(CONFLICT_LINE)
            except services.Refused as exc:
                status, error = _status(exc), str(exc)
            else:
                return redirect(reverse("scorepad:sheet", args=[token]) + f"#ligne-{seq}")
    context = {
        "view": view,
        "row": row,
        "steps": view.explain(row),
        "form": form,
        "game": game,
        "named_cells": list(zip(view.columns, row.cells, strict=True)),
        "edit": edit,
        "links": _links(game, edit),
        "notice": notice,
        "error": error,
    }
    return render(request, "scorepad/line.html", context, status=status)


def _line_form(request: HttpRequest, game: ScoreGame, entry: dict[str, Any]) -> EntryForm | None:
    ctx = ctx_for(game)
    form_class = forms_for(ctx).get(form_key(entry))
    if form_class is None:
        return None
    return form_class(request.POST if request.method == "POST" else None, ctx=ctx, entry=entry)


@limited("scorepad_writes")
@require_http_methods(["GET", "POST"])
def delete(request: HttpRequest, token: str, seq: int) -> HttpResponse:
    """Remove a line, once the scorer has confirmed; every later total is recomputed and the
    sheet offers to undo it."""
    game = _edit_game(token)
    if request.method == "GET":
        view = build(game)
        row = next((r for r in view.rows if r.seq == seq), None)
        if row is None:
            raise Http404(seq)
        return _confirm(
            request,
            game,
            title=_("Supprimer la ligne %(n)s ?") % {"n": row.label},
            what=row.words,
            action=reverse("scorepad:delete", args=[token, seq]),
            button=_("Supprimer cette ligne"),
            back=reverse("scorepad:line", args=[token, seq]),
        )
    return _simple_change(request, game, token, services.entry_delete, seq=seq)


@limited("scorepad_writes")
@require_http_methods(["GET", "POST"])
def undo(request: HttpRequest, token: str) -> HttpResponse:
    """Undo the last change, once the scorer has read which one it is."""
    game = _edit_game(token)
    if request.method == "GET":
        last = services.last_undoable(game)
        if last is None:
            return _page(request, game, True, notice=_("Rien à annuler."))
        return _confirm(
            request,
            game,
            title=_("Annuler la dernière modification ?"),
            what=change_words(game, last),
            action=reverse("scorepad:undo", args=[token]),
            button=_("Annuler cette modification"),
            back=reverse("scorepad:sheet", args=[token]),
        )
    return _simple_change(request, game, token, services.change_undo)


def _confirm(request: HttpRequest, game: ScoreGame, **context: Any) -> HttpResponse:
    return render(request, "scorepad/confirm.html", {"game": game, **context})


def _simple_change(
    request: HttpRequest, game: ScoreGame, token: str, action: Any, **kwargs: Any
) -> HttpResponse:
    version = _version(request)
    try:
        if version is None:
            raise services.Conflict()
        change = action(request=request, game=game, version=version, **kwargs)
    except services.Conflict:
        game.refresh_from_db()
        return _page(
            request,
            game,
            True,
            status=409,
            notice=_(
                "Quelqu'un d'autre vient de modifier la feuille : rien n'a été changé. Voici son "
                "état actuel ; recommencez si c'est encore nécessaire."
            ),
        )
    except services.Refused as exc:
        game.refresh_from_db()
        return _page(request, game, True, status=_status(exc), error=str(exc))
    return redirect(reverse("scorepad:sheet", args=[token]) + f"?fait={change.version}#derniere")


@limited("scorepad_games")
@require_POST
def rematch(request: HttpRequest, token: str) -> HttpResponse:
    """« Revanche »: a new game with the same players and rules, dealt on from this one."""
    game = _edit_game(token)
    view = build(game)
    try:
        new = services.game_rematch(
            request=request, game=game, first_dealer=view.sheet.next_dealer, finished=view.finished
        )
    except services.Refused as exc:
        status = _status(exc) if isinstance(exc, services.Limited) else 409
        return _page(request, game, True, status=status, error=str(exc))
    return redirect("scorepad:sheet", new.edit_token)


@require_POST
def scorer_name(request: HttpRequest, token: str) -> HttpResponse:
    """Remember the scorer's name for the history (in this browser)."""
    _edit_game(token)
    with contextlib.suppress(ValidationError):  # a refused name is simply not kept
        request.session[services.SESSION_NAME] = clean_name(request.POST.get("name", ""))
    return redirect("scorepad:sheet", token)


@require_POST
def claim(request: HttpRequest, token: str) -> HttpResponse:
    """Keep the game in the signed-in account."""
    game = _edit_game(token)
    services.game_claim(request=request, game=game)
    return redirect("scorepad:sheet", token)


@require_GET
def history(request: HttpRequest, token: str) -> HttpResponse:
    """Who changed what, newest first."""
    game, edit = find_game(token)
    view = build(game)
    changes = list(Change.objects.filter(game=game).order_by("-version")[:300])
    rows = [(c, change_words(game, c)) for c in changes]
    return render(
        request,
        "scorepad/history.html",
        {"view": view, "game": game, "edit": edit, "rows": rows, "links": _links(game, edit)},
    )


@require_GET
def print_view(request: HttpRequest, token: str) -> HttpResponse:
    """The sheet as a paper score sheet."""
    game, edit = find_game(token)
    return render(
        request,
        "scorepad/print.html",
        {"view": build(game), "game": game, "links": _links(game, edit)},
    )


@limited("scorepad_games")
@require_POST
def quarter_new(request: HttpRequest) -> HttpResponse:
    """Open a quarter (a season of Règlement evenings under Ad Fundum)."""
    try:
        name = clean_name(request.POST.get("name", ""))
    except ValidationError:  # a refused name is asked again
        name = ""
    if not name:
        return render(
            request,
            "scorepad/refused.html",
            {"message": _("Donnez un nom au quarter.")},
            status=400,
        )
    try:
        created = services.quarter_create(request=request, name=name)
    except services.Refused as exc:
        return render(request, "scorepad/refused.html", {"message": str(exc)}, status=429)
    return redirect("scorepad:quarter", created.edit_token)


@require_GET
def quarter(request: HttpRequest, token: str) -> HttpResponse:
    """A quarter of Règlement evenings: its games and, under Ad Fundum, its end."""
    return quarter_view(request, token)
