"""A teacher's classes: the home page, a class's roster and join code, its students (one's
results, removal, a password reset code), and giving a set to the class."""

from __future__ import annotations

import uuid

from django.contrib import messages
from django.db.models import Count, Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from classroom import assignments, policy, results, services, undo
from classroom.forms import AssignForm, ClassForm
from classroom.models import Assignment, Response, TeacherSet
from classroom.views import confirm
from guard.redirects import local_redirect


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    """« La classe »: a teacher's classes and sets, a student's assignments, or how to start."""
    teacher = policy.teacher_of(request)
    if teacher is not None:
        undo.forget_expired()
        classes = teacher.classes.annotate(
            size=Count("students", distinct=True),
            given=Count("assignments", filter=Q(assignments__live=False), distinct=True),
        )
        sets = teacher.sets.select_related("exercise_set").annotate(
            size=Count("exercise_set__items")
        )
        context = {"classes": classes, "sets": sets, "form": ClassForm()}
        return render(request, "classroom/teacher_home.html", context)
    student = policy.student_of(request)
    if student is not None:
        context = {"student": student, "standings": assignments.standings(student)}
        return render(request, "classroom/student_home.html", context)
    return render(request, "classroom/welcome.html")


@policy.checked("POST")
def class_new(request: HttpRequest) -> HttpResponse:
    teacher = policy.teacher(request)
    form = ClassForm(request.POST)
    if not form.is_valid():
        return render(request, "classroom/class_new.html", {"form": form}, status=400)
    try:
        classroom = services.class_create(teacher=teacher, name=form.cleaned_data["name"])
    except services.Capped as capped:
        form.add_error(None, str(capped))
        return render(request, "classroom/class_new.html", {"form": form}, status=capped.status)
    return redirect("classroom:class", classroom.id)


@policy.checked("GET")
def class_page(request: HttpRequest, class_id: uuid.UUID) -> HttpResponse:
    """The roster, the join code and link, the assignments with their progress."""
    classroom = policy.own_class(request, class_id)
    students = list(classroom.students.filter(removed__isnull=True).select_related("user"))
    given = list(
        Assignment.objects.filter(classroom=classroom)
        .select_related("teacher_set__exercise_set")
        .annotate(items=Count("teacher_set__exercise_set__items"))
    )
    answers = dict(
        Response.objects.filter(assignment__classroom=classroom)
        .values("assignment")
        .annotate(n=Count("id"))
        .values_list("assignment", "n")
    )
    for assignment in given:
        assignment.answers = answers.get(assignment.id, 0)  # type: ignore[attr-defined]
    link = request.build_absolute_uri(reverse("classroom:join", args=[classroom.join_code]))
    context = {
        "classroom": classroom,
        "students": students,
        "assignments": given,
        "join_link": link,
        "code": _grouped(classroom.join_code),
        "rename": ClassForm(initial={"name": classroom.name}),
    }
    return render(request, "classroom/class.html", context)


def _grouped(code: str) -> str:
    """« K7PQ-2MXR »: a code read in two halves."""
    half = len(code) // 2
    return f"{code[:half]}-{code[half:]}"


@policy.checked("GET", "POST")
def class_code(request: HttpRequest, class_id: uuid.UUID) -> HttpResponse:
    """Ask, then a new join code: the old one and its link stop working (undone: they work
    again)."""
    classroom = policy.own_class(request, class_id)
    if request.method == "GET":
        return confirm.ask(
            request,
            question=_("Changer le code de la classe « %(name)s » ?") % {"name": classroom.name},
            consequence=_(
                "Le code et le lien actuels cesseront de marcher, y compris sur les feuilles "
                "déjà imprimées. Les élèves déjà inscrits ne sont pas touchés."
            ),
            button=_("Changer le code"),
            back=reverse("classroom:class", args=[class_id]),
        )
    old = classroom.join_code
    services.class_code_rotate(classroom=classroom)
    confirm.done(
        request,
        classroom.teacher,
        _("Le code de la classe a changé."),
        "code_rotate",
        **{"class": str(classroom.id), "code": old},
    )
    return redirect("classroom:class", class_id)


@policy.checked("GET", "POST")
def class_joining(request: HttpRequest, class_id: uuid.UUID) -> HttpResponse:
    """Open or close the class to new students."""
    classroom = policy.own_class(request, class_id)
    if request.method == "POST":
        services.class_joining_set(classroom=classroom, open_=request.POST.get("ouvrir") == "1")
    return redirect("classroom:class", class_id)


@policy.checked("GET", "POST")
def class_rename(request: HttpRequest, class_id: uuid.UUID) -> HttpResponse:
    classroom = policy.own_class(request, class_id)
    form = ClassForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        services.class_rename(classroom=classroom, name=form.cleaned_data["name"])
    return redirect("classroom:class", class_id)


@policy.checked("GET", "POST")
def class_delete(request: HttpRequest, class_id: uuid.UUID) -> HttpResponse:
    """Ask, then delete the class with its students' accounts and all they answered."""
    classroom = policy.own_class(request, class_id)
    if request.method == "POST":
        services.class_delete(classroom=classroom)
        return redirect("classroom:home")
    students = classroom.students.count()
    context = {"classroom": classroom, "students": students}
    return render(request, "classroom/class_delete.html", context)


@policy.checked("GET")
def student_page(request: HttpRequest, class_id: uuid.UUID, student_id: uuid.UUID) -> HttpResponse:
    """One student: accuracy by kind, week by week, and each assignment's score."""
    classroom = policy.own_class(request, class_id)
    student = policy.class_student(classroom, student_id)
    weeks, kinds = results.student_kinds(student)
    context = {
        "classroom": classroom,
        "student": student,
        "weeks": weeks,
        "kinds": kinds,
        "standings": assignments.standings(student),
        "classmates": classroom.students.filter(removed__isnull=True)
        .exclude(pk=student.pk)
        .select_related("user"),
    }
    return render(request, "classroom/student.html", context)


@policy.checked("GET", "POST")
def student_remove(
    request: HttpRequest, class_id: uuid.UUID, student_id: uuid.UUID
) -> HttpResponse:
    """Ask, then take a student out of the class: the account stops working, the answers stay
    in the results, marked (undone: back in the class)."""
    classroom = policy.own_class(request, class_id)
    student = policy.class_student(classroom, student_id)
    name = student.display_name
    if request.method == "GET":
        return confirm.ask(
            request,
            question=_("Retirer %(name)s de la classe ?") % {"name": name},
            consequence=_(
                "Son compte ne pourra plus se connecter. Ses réponses restent dans les "
                "résultats des devoirs, marquées « retiré de la classe »."
            ),
            button=_("Retirer de la classe"),
            back=reverse("classroom:class", args=[class_id]),
        )
    services.student_remove(student=student)
    confirm.done(
        request,
        classroom.teacher,
        _("%(name)s a été retiré de la classe.") % {"name": name},
        "student_remove",
        student=str(student.id),
    )
    return redirect("classroom:class", class_id)


@policy.checked("GET", "POST")
def student_reset_code(
    request: HttpRequest, class_id: uuid.UUID, student_id: uuid.UUID
) -> HttpResponse:
    """A one-time code for a student who forgot the password, shown once to the teacher."""
    classroom = policy.own_class(request, class_id)
    student = policy.class_student(classroom, student_id)
    if request.method == "GET":  # a code is made only by the button
        return redirect("classroom:class", class_id)
    code = services.reset_code_issue(student=student)
    context = {
        "classroom": classroom,
        "student": student,
        "code": _grouped(code),
        "lifetime": int(services.RESET_CODE_LIFETIME.total_seconds() // 3600),
    }
    response = render(request, "classroom/reset_code.html", context)
    response["Cache-Control"] = "no-store"
    return response


@policy.checked("GET", "POST")
def assign(request: HttpRequest, class_id: uuid.UUID) -> HttpResponse:
    """Give one of the teacher's sets (with at least one exercise) to the class."""
    classroom = policy.own_class(request, class_id)
    sets = (
        TeacherSet.objects.filter(teacher=classroom.teacher)
        .select_related("exercise_set")
        .annotate(size=Count("exercise_set__items"))
        .filter(size__gt=0)
    )
    initial = {"tset": request.GET.get("serie")} if request.method == "GET" else None
    form = AssignForm(request.POST or None, sets=sets, initial=initial)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        given = services.assignment_create(
            classroom=classroom, tset=data["tset"], due=data["due"], one_attempt=data["one_attempt"]
        )
        return redirect("classroom:board", classroom.id, given.id)
    status = 400 if request.method == "POST" else 200
    context = {"classroom": classroom, "form": form, "has_sets": sets.exists()}
    return render(request, "classroom/assign.html", context, status=status)


@policy.checked("POST")
def undo_action(request: HttpRequest, undo_id: uuid.UUID) -> HttpResponse:
    """« Annuler »: put back what a destructive action changed, while it can be."""
    found = policy.own_undo(request, undo_id)
    if undo.undo(found):
        messages.success(request, _("C'est annulé : tout est revenu comme avant."))
    else:
        messages.error(
            request,
            _("Trop tard pour annuler : cela ne se peut que pendant %(n)d minutes, une fois.")
            % {"n": int(undo.LIFETIME.total_seconds() // 60)},
        )
    return local_redirect(request, request.POST.get("next", ""), reverse("classroom:home"))
