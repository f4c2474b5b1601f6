"""Destructive actions ask first and can be undone: the page that asks (a GET on the action's
URL), and the note with « Annuler » shown once the action is done."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from classroom import undo
from classroom.models import Teacher


def ask(
    request: HttpRequest,
    *,
    question: str,
    consequence: str,
    button: str,
    back: str,
    fields: dict[str, str] | None = None,
    undoable: bool = True,
) -> HttpResponse:
    """The page asking whether to go on: the action's own URL receives the « yes » (with
    ``fields``); ``undoable`` says whether it can be undone for a while."""
    context = {
        "question": question,
        "consequence": consequence,
        "button": button,
        "action": request.path,
        "back": back,
        "fields": sorted((fields or {}).items()),
        "minutes": int(undo.LIFETIME.total_seconds() // 60) if undoable else 0,
    }
    return render(request, "classroom/confirm.html", context)


def done(request: HttpRequest, teacher: Teacher, text: str, action: str, **data: object) -> None:
    """Keep what the action changed and tell the teacher, with « Annuler »."""
    found = undo.record(teacher=teacher, action=action, **data)
    messages.success(request, text, extra_tags=f"undo:{found.id}")
