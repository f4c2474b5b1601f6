"""Sets to reuse: a copy for another class, a link that gives another teacher a copy, and the
library of ready-made sets drawn from the engine's themes."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _

from classroom import library, policy, reuse, services
from classroom.answers import explain, right_answer
from classroom.items import Item, preview, set_items
from classroom.models import TeacherSet
from classroom.situations import describe
from classroom.views import confirm


def _shown(items: list[Item]) -> list[dict[str, Any]]:
    """Each exercise as the student will see it, with the engine's answer."""
    return [
        {
            "item": item,
            "shown": describe(item.exercise),
            "answer": explain(item.exercise, right_answer(item.exercise)),
        }
        for item in items
    ]


def _copy(
    request: HttpRequest, make: Callable[[], TeacherSet], back: str
) -> TeacherSet | HttpResponse:
    """Run ``make`` (which returns the new set), or the page saying what stops it."""
    try:
        return make()
    except services.Capped as capped:
        problem, status = str(capped), capped.status
    except services.SetFull:
        problem, status = _("Cette série a trop d'exercices pour être copiée."), 400
    return render(
        request, "classroom/capped.html", {"problem": problem, "back": back}, status=status
    )


def _copied(request: HttpRequest, make: Callable[[], TeacherSet], back: str) -> HttpResponse:
    """Run ``make`` and open the copy, or say what stops it."""
    found = _copy(request, make, back)
    return found if isinstance(found, HttpResponse) else redirect("classroom:set", found.id)


# --------------------------------------------------------------------------- a copy for a class


@policy.checked("POST")
def set_to_class(request: HttpRequest, set_id: uuid.UUID) -> HttpResponse:
    """Duplicate the set, then give the copy to the class chosen (the form comes filled)."""
    tset = policy.own_set(request, set_id)
    try:
        class_id = uuid.UUID(str(request.POST.get("classe", "")))
    except ValueError as bad:
        raise Http404("no such class") from bad
    classroom = policy.own_class(request, class_id)
    back = reverse("classroom:set", args=[tset.id])
    title = _("%(title)s (copie)") % {"title": tset.exercise_set.title}
    found = _copy(request, lambda: services.set_duplicate(tset=tset, title=title[:120]), back)
    if isinstance(found, HttpResponse):
        return found
    return redirect(reverse("classroom:assign", args=[classroom.id]) + f"?serie={found.id}")


# --------------------------------------------------------------------------- links to share


@policy.checked("GET", "POST")
def set_share(request: HttpRequest, set_id: uuid.UUID) -> HttpResponse:
    """The set's links to share a copy: open one, see them, withdraw one."""
    tset = policy.own_set(request, set_id)
    problem = ""
    if request.method == "POST":
        try:
            reuse.share_open(tset=tset)
        except services.Capped as capped:
            problem = str(capped)
        else:
            return redirect("classroom:set-share", tset.id)
    links = [
        (share, request.build_absolute_uri(reverse("classroom:shared", args=[share.token])))
        for share in tset.shares.filter(revoked__isnull=True)
    ]
    context = {"tset": tset, "links": links, "problem": problem}
    return render(request, "classroom/share.html", context, status=429 if problem else 200)


@policy.checked("GET", "POST")
def share_revoke(request: HttpRequest, set_id: uuid.UUID, share_id: uuid.UUID) -> HttpResponse:
    tset = policy.own_set(request, set_id)
    share = policy.set_share(tset, share_id)
    back = reverse("classroom:set-share", args=[tset.id])
    if request.method == "GET":
        return confirm.ask(
            request,
            question=_("Retirer ce lien de partage ?"),
            consequence=_(
                "Le lien ne permettra plus de copier la série ; les copies déjà faites restent."
            ),
            button=_("Retirer le lien"),
            back=back,
        )
    reuse.share_revoke(share=share)
    confirm.done(
        request, tset.teacher, _("Le lien a été retiré."), "share_revoke", share=str(share.id)
    )
    return redirect(back)


@policy.checked("GET", "POST")
def shared(request: HttpRequest, token: str) -> HttpResponse:
    """A set shared by link: its exercises, and « Copier dans mes séries »."""
    share = policy.shared(request, token)
    if request.method == "POST":
        me = policy.teacher(request)
        return _copied(request, lambda: reuse.share_copy(share=share, teacher=me), request.path)
    source = share.teacher_set
    context = {
        "title": source.exercise_set.title,
        "owner": source.teacher.user.get_username(),
        "rows": _shown(list(set_items(source))),
    }
    return render(request, "classroom/shared.html", context)


# --------------------------------------------------------------------------- the library


@policy.checked("GET", teachers=True)
def library_page(request: HttpRequest) -> HttpResponse:
    """Every rule set's ready-made sets."""
    policy.teacher(request)
    shelves = [
        (rs, library.path(rs), library.shelves(rs), library.by_theme(rs))
        for rs in library.rule_sets()
    ]
    return render(request, "classroom/library.html", {"shelves": shelves})


@policy.checked("GET", "POST", teachers=True)
def library_entry(
    request: HttpRequest, game: str, ruleset: str, shelf: str, name: str
) -> HttpResponse:
    """One ready-made set: its exercises with their answers, and « Copier dans mes séries »."""
    me = policy.teacher(request)
    found = library.entry(game, ruleset, shelf, name)
    if found is None:
        raise Http404("no such ready-made set")
    cases = library.cases(found)
    if request.method == "POST":
        return _copied(
            request,
            lambda: services.set_copy(teacher=me, title=found.title[:120], cases=cases),
            request.path,
        )
    rows = _shown([preview(case) for case in cases])
    return render(request, "classroom/library_entry.html", {"entry": found, "rows": rows})
