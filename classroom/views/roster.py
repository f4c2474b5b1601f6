"""A class's roster as its teacher keeps it: renaming a student, merging two accounts of one
student (the answers kept), making accounts for a class and printing their login slips."""

from __future__ import annotations

import uuid

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from classroom import policy, services, sheets
from classroom.forms import AccountsForm, DisplayNameForm
from classroom.views import confirm
from guard.limits import allows, limited
from guard.views import too_many

#: The session's login slips of a class, until printed again or replaced: the passwords of
#: accounts just made are shown nowhere else.
SLIPS = "classroom_slips"


@policy.checked("GET", "POST")
def student_rename(
    request: HttpRequest, class_id: uuid.UUID, student_id: uuid.UUID
) -> HttpResponse:
    """Another display name for a student (one no classmate has)."""
    classroom = policy.own_class(request, class_id)
    student = policy.class_student(classroom, student_id)
    form = DisplayNameForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        try:
            services.student_rename(student=student, display_name=form.cleaned_data["display_name"])
        except services.NameTaken:
            messages.error(request, _("Un autre élève de la classe porte déjà ce nom."))
        else:
            messages.success(request, _("Le nom a été changé."))
    return redirect("classroom:student", class_id, student_id)


@policy.checked("GET", "POST")
def student_merge(request: HttpRequest, class_id: uuid.UUID, student_id: uuid.UUID) -> HttpResponse:
    """Ask, then fold another account of the class into this student's (``autre``): its
    answers join hers, the other account goes."""
    classroom = policy.own_class(request, class_id)
    student = policy.class_student(classroom, student_id)
    source = request.POST if request.method == "POST" else request.GET
    try:
        other_id = uuid.UUID(str(source.get("autre", "")))
    except ValueError:
        return redirect("classroom:student", class_id, student_id)
    other = policy.class_student(classroom, other_id)
    if other.pk == student.pk:
        return redirect("classroom:student", class_id, student_id)
    if request.method == "GET" or "oui" not in request.POST:
        return confirm.ask(
            request,
            question=_("Réunir %(other)s dans le compte de %(name)s ?")
            % {"other": other.display_name, "name": student.display_name},
            consequence=_(
                "Les réponses de %(other)s passent à %(name)s (là où les deux ont répondu, "
                "c'est la réponse de %(name)s qui compte), puis le compte %(login)s est "
                "supprimé : cela ne peut pas être annulé."
            )
            % {
                "other": other.display_name,
                "name": student.display_name,
                "login": other.user.username,
            },
            button=_("Réunir les deux comptes"),
            back=reverse("classroom:student", args=[class_id, student_id]),
            fields={"autre": str(other.id), "oui": "1"},
            undoable=False,
        )
    moved = services.student_merge(keep=student, other=other)
    messages.success(
        request,
        ngettext(
            "Les comptes sont réunis : %(n)d réponse est passée à %(name)s.",
            "Les comptes sont réunis : %(n)d réponses sont passées à %(name)s.",
            moved,
        )
        % {"n": moved, "name": student.display_name},
    )
    return redirect("classroom:student", class_id, student_id)


@limited("signups")
@policy.checked("GET", "POST")
def accounts_new(request: HttpRequest, class_id: uuid.UUID) -> HttpResponse:
    """Accounts the teacher makes for the class, one per name, then their login slips."""
    classroom = policy.own_class(request, class_id)
    form = AccountsForm(request.POST or None)
    if request.method == "POST" and not allows(request, "signups"):
        return too_many(request, "signups")
    if request.method == "POST" and form.is_valid():
        try:
            made, taken = services.students_create(
                classroom=classroom, names=form.cleaned_data["names"]
            )
        except services.Capped as capped:
            form.add_error(None, str(capped))
        else:
            request.session[SLIPS] = {
                "class": str(classroom.id),
                "slips": [[s.display_name, s.user.username, password] for s, password in made],
            }
            if taken:
                messages.error(
                    request,
                    _(
                        "Ces noms sont déjà pris dans la classe, aucun compte n'a été fait : "
                        "%(names)s."
                    )
                    % {"names": ", ".join(taken)},
                )
            return redirect("classroom:slips", class_id)
    status = 400 if request.method == "POST" else 200
    context = {"classroom": classroom, "form": form}
    return render(request, "classroom/accounts_new.html", context, status=status)


def _slips(request: HttpRequest, class_id: uuid.UUID) -> list[list[str]]:
    kept = request.session.get(SLIPS)
    if not isinstance(kept, dict) or kept.get("class") != str(class_id):
        return []
    return [list(map(str, slip)) for slip in kept.get("slips", [])]


@policy.checked("GET")
def slips(request: HttpRequest, class_id: uuid.UUID) -> HttpResponse:
    """The accounts just made, with their passwords, and the slips to print."""
    classroom = policy.own_class(request, class_id)
    context = {"classroom": classroom, "slips": _slips(request, class_id)}
    return render(request, "classroom/slips.html", context)


@limited("prints")
@policy.checked("GET")
def slips_pdf(request: HttpRequest, class_id: uuid.UUID) -> HttpResponse:
    """The login slips as an A4 PDF to cut out (404 once none are kept)."""
    classroom = policy.own_class(request, class_id)
    found = _slips(request, class_id)
    if not found:
        return redirect("classroom:slips", class_id)
    if not allows(request, "prints"):
        return too_many(request, "prints")
    login = request.build_absolute_uri(reverse("classroom:login"))
    content = sheets.login_slips(classroom.name, found, login)
    name = slugify(classroom.name)[:40] or "classe"
    response = HttpResponse(content, content_type="application/pdf")
    response["Content-Disposition"] = f'attachment; filename="connexion-{name}.pdf"'
    return response
