"""Accounts of « La classe »: a teacher signs up (or gives an existing account the role), a
student joins a class with its code and a display name, anyone logs in, and a student who
forgot the password chooses a new one with the one-time code the teacher gave.

Every form that creates an account or checks a password counts against the limits per client
address (``guard``), so a school behind one address keeps working and a script does not.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from django.contrib.auth import login
from django.contrib.auth.forms import AuthenticationForm
from django.db import IntegrityError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods

from classroom import policy, services
from classroom.forms import CodeForm, JoinForm, ResetForm, TeacherSignupForm
from classroom.models import Classroom
from guard.limits import allows, limited, spent
from guard.redirects import local_redirect
from guard.views import too_many
from trainer.models import Learner
from trainer.services import session_learner_set

BACKEND = "django.contrib.auth.backends.ModelBackend"


def _own_learner(request: HttpRequest, user: Any) -> None:
    """The session answers as the account's own learner (a shared school computer's earlier
    answers stay out of a student's history)."""
    learner, _created = Learner.objects.get_or_create(user=user)
    session_learner_set(request=request, learner=learner)


@limited("signups", "teacher_signups")
@require_http_methods(["GET", "POST"])
def teacher_signup(request: HttpRequest) -> HttpResponse:
    """A new account with the teacher role (each one can fill its bounds: counted apart)."""
    for name in ("signups", "teacher_signups"):
        if request.method == "POST" and not allows(request, name):
            return too_many(request, name)
    form = TeacherSignupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        services.teacher_make(user=user)
        login(request, user, backend=BACKEND)
        _own_learner(request, user)
        return redirect("classroom:home")
    status = 400 if request.method == "POST" else 200
    return render(request, "classroom/teacher_signup.html", {"form": form}, status=status)


@limited("teacher_signups")
@policy.checked("POST")
def become_teacher(request: HttpRequest) -> HttpResponse:
    """Give the signed-in account the teacher role (a student account cannot have it)."""
    if policy.student_of(request) is not None:
        return redirect("classroom:home")
    user = policy.signed_in(request)
    if policy.teacher_of(request) is None and not allows(request, "teacher_signups"):
        return too_many(request, "teacher_signups")
    services.teacher_make(user=user)
    return redirect("classroom:home")


@limited("logins")
@require_http_methods(["GET", "POST"])
def log_in(request: HttpRequest) -> HttpResponse:
    """Log in with an identifier and a password (teachers and students alike)."""
    if request.method == "POST" and not allows(request, "logins"):
        return too_many(request, "logins")
    form = AuthenticationForm(request, data=request.POST or None)
    target = request.POST.get("next") or request.GET.get("next") or ""
    if request.method == "POST" and form.is_valid():
        login(request, form.get_user())
        _own_learner(request, form.get_user())
        return local_redirect(request, target, reverse("classroom:home"))
    status = 400 if request.method == "POST" else 200
    context = {"form": form, "next": target}
    return render(request, "classroom/login.html", context, status=status)


@require_http_methods(["GET", "POST"])
def join_code(request: HttpRequest) -> HttpResponse:
    """Type the class's code (the link the teacher shares leads past this page)."""
    form = CodeForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        return redirect("classroom:join", form.cleaned_data["code"])
    status = 400 if request.method == "POST" else 200
    return render(request, "classroom/join_code.html", {"form": form}, status=status)


@limited("signups", "join_misses")
@require_http_methods(["GET", "POST"])
def join(request: HttpRequest, code: str) -> HttpResponse:
    """Join a class: a display name and a password make the student's account."""
    if spent(request, "join_misses"):  # codes are not guessed at full speed
        return too_many(request, "join_misses")
    if request.method == "POST" and not allows(request, "signups"):
        return too_many(request, "signups")
    classroom = Classroom.objects.filter(join_code=services.normal_code(code)).first()
    member = policy.student_of(request)
    if classroom is not None and member is not None and member.classroom_id == classroom.pk:
        return redirect("classroom:home")  # already in: her assignments, not a second account
    if classroom is None or not classroom.joining_open:
        allows(request, "join_misses")  # a missed code counts
        context = {"form": CodeForm(initial={"code": code}), "refused": True}
        return render(request, "classroom/join_code.html", context, status=404)
    form = JoinForm(request.POST or None)
    taken = False
    if request.method == "POST" and form.is_valid():
        try:
            student = services.student_join(
                classroom=classroom,
                display_name=form.cleaned_data["display_name"],
                password=form.cleaned_data["password1"],
            )
        except IntegrityError:
            taken = True
            form.add_error(
                "display_name",
                _(
                    "Ce nom est déjà pris dans la classe. Si c'est le vôtre, connectez-vous "
                    "plutôt (lien ci-dessus) ; sinon, ajoutez l'initiale de votre nom."
                ),
            )
        else:
            login(request, student.user, backend=BACKEND)
            _own_learner(request, student.user)
            return render(request, "classroom/joined.html", {"student": student})
    status = 400 if request.method == "POST" else 200
    here = reverse("classroom:join", args=[code])
    login_link = f"{reverse('classroom:login')}?{urlencode({'next': here})}"
    context = {"form": form, "classroom": classroom, "taken": taken, "login_link": login_link}
    return render(request, "classroom/join.html", context, status=status)


@limited("logins")
@require_http_methods(["GET", "POST"])
def reset_password(request: HttpRequest) -> HttpResponse:
    """A new password with the teacher's one-time code (never set by the teacher)."""
    if request.method == "POST" and not allows(request, "logins"):
        return too_many(request, "logins")
    form = ResetForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        student = services.reset_code_use(
            username=form.cleaned_data["username"],
            code=form.cleaned_data["code"],
            password=form.cleaned_data["password1"],
        )
        if student is not None:
            login(request, student.user, backend=BACKEND)
            _own_learner(request, student.user)
            return redirect("classroom:home")
        form.add_error(
            "code",
            _("Ce code ne correspond pas à cet identifiant, ou il a déjà servi ou expiré."),
        )
    status = 400 if request.method == "POST" else 200
    return render(request, "classroom/reset.html", {"form": form}, status=status)
