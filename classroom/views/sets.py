"""The set builder: a teacher's sets, exercises drawn by the engine (each shown with its
answer, to swap or drop), situations built by hand and checked as they grow, files of
exercises, notes shown after answering, and the printable worksheet and answer key.

Every form posts to a real URL and redirects (or re-renders with its errors), so the builder
works without JavaScript; with htmx, a hand-made situation is checked at each change.
"""

from __future__ import annotations

import random
import uuid
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from classroom import handmade, policy, services, sheets
from classroom.answers import explain_item, right_answer
from classroom.draw import draw, redraw
from classroom.forms import (
    DrawForm,
    NoteForm,
    SetTitleForm,
    UploadForm,
    ruleset_choices,
    ruleset_from,
)
from classroom.items import Item, item_at, set_items
from classroom.models import TeacherSet
from classroom.situations import describe
from classroom.upload import read_lines
from classroom.views import confirm
from guard.limits import allows, limited
from guard.views import too_many
from reference.http import HtmxHttpRequest
from trainer.exercises import KINDS

MAX_UPLOAD_BYTES = 256 * 1024
RNG = random.SystemRandom()


def _key(tset: TeacherSet) -> tuple[str, int]:
    return (tset.exercise_set.name, tset.version)


def _builder_url(tset: TeacherSet, position: int | None = None) -> str:
    url = reverse("classroom:set", args=[tset.id])
    return f"{url}#exercice-{position}" if position else url


def _back(tset: TeacherSet, position: int | None = None) -> HttpResponse:
    return redirect(_builder_url(tset, position))


@policy.checked("GET")
def set_list(request: HttpRequest) -> HttpResponse:
    teacher = policy.teacher(request)
    sets = teacher.sets.select_related("exercise_set")
    return render(request, "classroom/sets.html", {"sets": sets, "form": SetTitleForm()})


@policy.checked("POST")
def set_new(request: HttpRequest) -> HttpResponse:
    teacher = policy.teacher(request)
    form = SetTitleForm(request.POST)
    if not form.is_valid():
        sets = teacher.sets.select_related("exercise_set")
        return render(request, "classroom/sets.html", {"sets": sets, "form": form}, status=400)
    try:
        tset = services.set_create(teacher=teacher, title=form.cleaned_data["title"])
    except services.Capped as capped:
        form.add_error(None, str(capped))
        sets = teacher.sets.select_related("exercise_set")
        context = {"sets": sets, "form": form}
        return render(request, "classroom/sets.html", context, status=capped.status)
    return _back(tset)


def _rows(tset: TeacherSet) -> list[dict[str, Any]]:
    rows = []
    for item in set_items(tset):
        rows.append(
            {
                "item": item,
                "shown": describe(item.exercise),
                "answer": explain_item(item, right_answer(item.exercise), _key(tset)),
                "note": NoteForm(initial={"note": item.note}, prefix=f"n{item.position}"),
            }
        )
    return rows


#: The session's memory of the last draw: the form comes back as the teacher left it.
DRAW_CHOICES = "classroom_draw"
DRAW_FIELDS = ("ruleset", "theme", "kinds", "level", "count")


def _last_draw(request: HttpRequest) -> DrawForm:
    """The draw form with the choices of the teacher's last draw (the defaults at first)."""
    last = request.session.get(DRAW_CHOICES)
    return DrawForm(initial=last) if isinstance(last, dict) else DrawForm()


def _builder(request: HttpRequest, tset: TeacherSet, **extra: Any) -> dict[str, Any]:
    frozen = services.set_frozen(tset)
    return {
        "tset": tset,
        "rows": _rows(tset),
        "frozen": frozen,
        "title_form": SetTitleForm(initial={"title": tset.exercise_set.title}),
        "draw_form": extra.pop("draw_form", None) or _last_draw(request),
        "handmade_kinds": [(k, KINDS[k].title) for k in handmade.KINDS],
        "rulesets": ruleset_choices(),
        "classes": tset.teacher.classes.all(),
        **extra,
    }


@policy.checked("GET")
def set_page(request: HttpRequest, set_id: uuid.UUID) -> HttpResponse:
    """The builder: every exercise drawn as the student will see it, with its answer."""
    tset = policy.own_set(request, set_id)
    return render(request, "classroom/set.html", _builder(request, tset))


@policy.checked("GET", "POST")
def set_title(request: HttpRequest, set_id: uuid.UUID) -> HttpResponse:
    tset = policy.own_set(request, set_id)
    form = SetTitleForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        services.set_rename(tset=tset, title=form.cleaned_data["title"])
    return _back(tset)


def _frozen_page(request: HttpRequest, tset: TeacherSet) -> HttpResponse:
    context = _builder(
        request,
        tset,
        problem=_("Cette série a été donnée à une classe : dupliquez-la pour la modifier."),
    )
    return render(request, "classroom/set.html", context, status=409)


@policy.checked("GET", "POST")
def set_draw(request: HttpRequest, set_id: uuid.UUID) -> HttpResponse:
    """Let the engine draw exercises of the kinds, rules and level chosen."""
    tset = policy.own_set(request, set_id)
    if request.method == "GET":
        return _back(tset)
    form = DrawForm(request.POST)
    if not form.is_valid():
        context = _builder(request, tset, draw_form=form)
        return render(request, "classroom/set.html", context, status=400)
    data = form.cleaned_data
    request.session[DRAW_CHOICES] = {
        k: request.POST.getlist(k) if k == "kinds" else request.POST.get(k, "") for k in DRAW_FIELDS
    }
    cases = draw(data["rs"], data["kinds"], data["level"], data["count"], RNG, data["theme_slug"])
    try:
        positions = services.set_items_add(tset=tset, cases=cases)
    except services.SetFrozen:
        return _frozen_page(request, tset)
    except services.SetFull:
        return _problem(request, tset, _full())
    except services.Capped as capped:
        return _problem(request, tset, str(capped), capped.status)
    return _back(tset, positions[0])


def _full() -> str:
    return _("Une série compte au plus %(n)d exercices : commencez-en une autre.") % {
        "n": settings.SET_ITEMS
    }


def _problem(
    request: HttpRequest, tset: TeacherSet, problem: str, status: int = 400
) -> HttpResponse:
    return render(
        request, "classroom/set.html", _builder(request, tset, problem=problem), status=status
    )


@policy.checked("GET", "POST")
def item_swap(request: HttpRequest, set_id: uuid.UUID, position: int) -> HttpResponse:
    """Another exercise of the same kind, rules and level in this place."""
    tset = policy.own_set(request, set_id)
    item = item_at(tset, position)
    if item is None or not item.drawn:  # a hand-made or uploaded item has no other draw
        return _back(tset, position)
    if request.method == "GET":
        return confirm.ask(
            request,
            question=_("Remplacer l'exercice %(n)d par un autre tiré au hasard ?")
            % {"n": position},
            consequence=_(
                "Un autre exercice du même type et du même niveau prendra sa place ; sa "
                "remarque reste."
            ),
            button=_("Remplacer l'exercice"),
            back=_builder_url(tset, position),
        )
    try:
        services.set_item_replace(tset=tset, position=position, case=redraw(item.case, RNG))
    except services.SetFrozen:
        return _frozen_page(request, tset)
    except services.Capped as capped:
        return _problem(request, tset, str(capped), capped.status)
    _item_done(request, tset, item, _("L'exercice %(n)d a été remplacé."), "item_replace")
    return _back(tset, position)


@policy.checked("GET", "POST")
def item_drop(request: HttpRequest, set_id: uuid.UUID, position: int) -> HttpResponse:
    tset = policy.own_set(request, set_id)
    item = item_at(tset, position)
    if item is None:
        return _back(tset)
    if request.method == "GET":
        return confirm.ask(
            request,
            question=_("Retirer l'exercice %(n)d de la série ?") % {"n": position},
            consequence=_("Les exercices suivants remonteront d'une place."),
            button=_("Retirer l'exercice"),
            back=_builder_url(tset, position),
        )
    try:
        services.set_item_drop(tset=tset, position=position)
    except services.SetFrozen:
        return _frozen_page(request, tset)
    _item_done(request, tset, item, _("L'exercice %(n)d a été retiré de la série."), "item_drop")
    return _back(tset, max(position - 1, 0) or None)


def _item_done(request: HttpRequest, tset: TeacherSet, item: Item, said: str, action: str) -> None:
    """An item replaced or dropped, said with its number and undoable (its case is kept)."""
    confirm.done(
        request,
        tset.teacher,
        said % {"n": item.position},
        action,
        set=str(tset.id),
        position=item.position,
        case=item.case,
    )


@policy.checked("GET", "POST")
def item_note(request: HttpRequest, set_id: uuid.UUID, position: int) -> HttpResponse:
    """The note a student reads after answering this exercise."""
    tset = policy.own_set(request, set_id)
    form = NoteForm(request.POST or None, prefix=f"n{position}")
    if request.method == "POST" and form.is_valid():
        try:
            services.set_item_note(tset=tset, position=position, note=form.cleaned_data["note"])
        except services.SetFrozen:
            return _frozen_page(request, tset)
    return _back(tset, position)


@policy.checked("GET", "POST")
def set_duplicate(request: HttpRequest, set_id: uuid.UUID) -> HttpResponse:
    tset = policy.own_set(request, set_id)
    if request.method == "GET":
        return _back(tset)
    title = _("%(title)s (copie)") % {"title": tset.exercise_set.title}
    try:
        return _back(services.set_duplicate(tset=tset, title=title[:120]))
    except services.Capped as capped:
        return _problem(request, tset, str(capped), capped.status)


@policy.checked("GET", "POST")
def set_delete(request: HttpRequest, set_id: uuid.UUID) -> HttpResponse:
    tset = policy.own_set(request, set_id)
    if request.method == "POST":
        try:
            services.set_delete(tset=tset)
        except services.SetFrozen:
            return _frozen_page(request, tset)
        confirm.done(
            request,
            tset.teacher,
            _("La série « %(title)s » a été supprimée.") % {"title": tset.exercise_set.title},
            "set_delete",
            set=str(tset.id),
        )
        return redirect("classroom:sets")
    return confirm.ask(
        request,
        question=_("Supprimer la série « %(title)s » ?") % {"title": tset.exercise_set.title},
        consequence=ngettext(
            "Son exercice sera supprimé avec elle.",
            "Ses %(n)d exercices seront supprimés avec elle.",
            len(set_items(tset)),
        )
        % {"n": len(set_items(tset))},
        button=_("Supprimer la série"),
        back=_builder_url(tset),
    )


# --------------------------------------------------------------------------- by hand


@policy.checked("GET", "POST")
def set_handmade(request: HtmxHttpRequest, set_id: uuid.UUID) -> HttpResponse:
    """Build one situation by hand; the engine checks it at each change (htmx) or on
    « Vérifier », and « Ajouter à la série » keeps it."""
    tset = policy.own_set(request, set_id)
    source = request.POST if request.method == "POST" else request.GET
    rs = ruleset_from(source.get("regles", ""))
    kind = source.get("type", "")
    context: dict[str, Any] = {
        "tset": tset,
        "rulesets": ruleset_choices(),
        "rs": rs,
        "kind": kind,
        "kinds": [(k, KINDS[k].title) for k in handmade.KINDS],
    }
    if rs is None or kind not in handmade.KINDS:
        return render(request, "classroom/handmade.html", context)
    data = request.POST if request.method == "POST" else None
    built, fields = _handmade(rs, kind, data, request.POST.get("action", ""))
    context |= fields | {"built": built}
    if built.case is not None and request.POST.get("action") == "add":
        try:
            positions = services.set_items_add(tset=tset, cases=[built.case])
        except services.SetFrozen:
            return _frozen_page(request, tset)
        except services.SetFull:
            return _problem(request, tset, _full())
        except services.Capped as capped:
            return _problem(request, tset, str(capped), capped.status)
        return _back(tset, positions[0])
    template = "classroom/handmade.html"
    if request.htmx:  # the problems are said in the preview it swaps, as any answer is
        return render(request, template + "#apercu", context)
    status = 400 if request.method == "POST" and built.problems else 200
    return render(request, template, context, status=status)


def _handmade(rs: Any, kind: str, data: Any, action: str) -> tuple[handmade.Built, dict[str, Any]]:
    form = handmade.HandForm(data, rs=rs, kind=kind)
    players = form.data.get("players") if data is not None else None
    players = players if players in form.players_choices else form.players_choices[-1]
    fields: dict[str, Any] = {"form": form, "players": players}
    builder = handmade.by_hand(kind).builder
    fields["builder"] = builder
    if builder == "auction":
        calls = list(data.getlist("auction")) if data is not None else []
        if action == "push" and data.get("next_call"):
            calls.append(data["next_call"])
        if action == "pop" and calls:
            calls.pop()
        auction = handmade.auction_of(rs, players, calls)
        candidates = [
            c for c in (data.getlist("calls") if data is not None else []) if c in auction.known
        ]
        fields |= {
            "auction": auction,
            "auction_words": [handmade.call_words(rs.game, c) for c in auction.calls],
            "next_calls": [(c, handmade.call_words(rs.game, c)) for c in auction.legal_next],
            "known": [(c, handmade.call_words(rs.game, c), c in candidates) for c in auction.known],
        }
        if data is None or action in ("push", "pop"):
            return handmade.Built(problems=[auction.problem] if auction.problem else []), fields
        return handmade.bid_case(rs, kind, players, auction, candidates), fields
    if builder == "deal":
        score = handmade.score_form(rs, players, data)
        fields["score_form"] = score
        if data is None:
            return handmade.Built(), fields
        return handmade.score_case(rs, kind, players, score), fields
    if data is None:
        return handmade.Built(), fields
    return handmade.build_card_case(form), fields


# --------------------------------------------------------------------------- from a file


@policy.checked("GET", "POST")
def set_upload(request: HttpRequest, set_id: uuid.UUID) -> HttpResponse:
    """Add a file of exercises; every refused line is named with its line number."""
    tset = policy.own_set(request, set_id)
    form = UploadForm(request.POST or None, request.FILES or None)
    context: dict[str, Any] = {"tset": tset, "form": form, "problems": ()}
    if request.method == "POST" and form.is_valid():
        text = _uploaded_text(form)
        if text is None:
            context["problems"] = (_("Le fichier doit être du texte UTF-8 de 256 Ko au plus."),)
        else:
            read = read_lines(text.splitlines())
            context["problems"] = read.problems
            if not read.problems:
                try:
                    positions = services.set_items_add(tset=tset, cases=list(read.cases))
                except services.SetFrozen:
                    return _frozen_page(request, tset)
                except services.SetFull:
                    context["problems"] = (_full(),)
                except services.Capped as capped:
                    context["problems"] = (str(capped),)
                else:
                    return _back(tset, positions[0])
    status = 400 if request.method == "POST" else 200
    return render(request, "classroom/upload.html", context, status=status)


def _uploaded_text(form: UploadForm) -> str | None:
    upload = form.cleaned_data.get("file")
    if upload is None:
        return str(form.cleaned_data.get("text") or "")
    if upload.size > MAX_UPLOAD_BYTES:
        return None
    try:
        return bytes(upload.read(MAX_UPLOAD_BYTES + 1)).decode("utf-8-sig")
    except UnicodeDecodeError:
        return None


# --------------------------------------------------------------------------- printed


#: What each printed document is: its builder and its file name.
PRINTS = {"fiche": sheets.worksheet, "corrige": sheets.answer_key}


@limited("prints")
@policy.checked("GET")
def printed(request: HttpRequest, set_id: uuid.UUID, document: str) -> HttpResponse:
    """The set as an A4 worksheet (« fiche ») or its answer key with the engine's reasons
    (« corrige »), as a PDF."""
    tset = policy.own_set(request, set_id)
    name = f"{document}-{slugify(tset.exercise_set.title)[:60] or 'serie'}"
    return _printed(request, tset) or _pdf(PRINTS[document](tset), name)


def _printed(request: HttpRequest, tset: TeacherSet) -> HttpResponse | None:
    """Why this set is not printed now (a limit, or more exercises than a worksheet holds:
    ``bench/classroom_caps.py`` times the largest), or ``None``."""
    if not allows(request, "prints"):
        return too_many(request, "prints")
    count = tset.exercise_set.items.count()
    if not count:
        problem = _("La série est vide : ajoutez des exercices avant de l'imprimer.")
        return _problem(request, tset, problem)
    if count > settings.SET_ITEMS:
        problem = _(
            "Une fiche imprime au plus %(n)d exercices, et cette série en compte %(count)d : "
            "dupliquez-la et retirez-en pour l'imprimer en plusieurs fois."
        ) % {"n": settings.SET_ITEMS, "count": count}
        return _problem(request, tset, problem)
    return None


def _pdf(content: bytes, name: str) -> HttpResponse:
    response = HttpResponse(content, content_type="application/pdf")
    response["Content-Disposition"] = f'inline; filename="{name}.pdf"'
    return response
