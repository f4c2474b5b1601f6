"""Optional accounts: sign up or log in to keep the same learner's history on any device."""

from __future__ import annotations

from django.contrib.auth import login, logout
from django.contrib.auth.forms import AuthenticationForm, UserCreationForm
from django.contrib.auth.models import User
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_POST

from guard.limits import allows, limited
from guard.redirects import local_redirect
from guard.views import too_many
from trainer.services import learner_link


@limited("signups")
@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    """Create an account; the answers given so far in this browser come along."""
    if request.method == "POST" and not allows(request, "signups"):
        return too_many(request, "signups")
    form: UserCreationForm[User] = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        learner_link(request=request, user=user)
        return redirect("trainer:progress")
    status = 400 if request.method == "POST" else 200
    return render(request, "trainer/account.html", {"form": form, "mode": "signup"}, status=status)


@limited("logins")
@require_http_methods(["GET", "POST"])
def log_in(request: HttpRequest) -> HttpResponse:
    """Log in; this browser's anonymous answers join the account's history. Wrong passwords
    for one username from one address lock it out for a while (django-axes)."""
    if request.method == "POST" and not allows(request, "logins"):
        return too_many(request, "logins")
    form = AuthenticationForm(request, data=request.POST or None)
    if request.method == "POST" and form.is_valid():
        login(request, form.get_user())
        learner_link(request=request, user=form.get_user())
        return local_redirect(request, request.POST.get("next", ""), reverse("trainer:progress"))
    status = 400 if request.method == "POST" else 200
    return render(request, "trainer/account.html", {"form": form, "mode": "login"}, status=status)


@require_POST
def log_out(request: HttpRequest) -> HttpResponse:
    """Log out (the history stays with the account)."""
    logout(request)
    return redirect("reference:home")
