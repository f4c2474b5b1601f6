"""A teacher's classes: the home page, a class's roster and join code, its students (one's
results, removal, a password reset code), and giving a set to the class."""

from __future__ import annotations

import uuid

from django.db.models import Count
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET

from classroom import assignments, policy, results, services
from classroom.forms import AssignForm, ClassForm
from classroom.models import Assignment, Response, TeacherSet


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    """« La classe »: a teacher's classes and sets, a student's assignments, or how to start."""
    teacher = policy.teacher_of(request)
    if teacher is not None:
        classes = teacher.classes.annotate(
            size=Count("students", distinct=True), given=Count("assignments", distinct=True)
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
    students = list(classroom.students.select_related("user"))
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
    """A new join code: the old one and its link stop working."""
    classroom = policy.own_class(request, class_id)
    if request.method == "POST":
        services.class_code_rotate(classroom=classroom)
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
    }
    return render(request, "classroom/student.html", context)


@policy.checked("GET", "POST")
def student_remove(
    request: HttpRequest, class_id: uuid.UUID, student_id: uuid.UUID
) -> HttpResponse:
    """Remove a student from the class, with the account and everything it answered."""
    classroom = policy.own_class(request, class_id)
    student = policy.class_student(classroom, student_id)
    if request.method == "POST":
        services.student_remove(student=student)
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
