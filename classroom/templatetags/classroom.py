"""What a student has to do, shown on the trainer's « Mes progrès » page."""

from __future__ import annotations

from typing import Any

from django import template
from django.http import HttpRequest

from classroom.assignments import standings
from classroom.models import Student

register = template.Library()


@register.inclusion_tag("classroom/_due.html", takes_context=True)
def classroom_due(context: dict[str, Any]) -> dict[str, Any]:
    """A student's assignments not finished yet, soonest due first (nothing for others)."""
    request: HttpRequest | None = context.get("request")
    user = getattr(request, "user", None)
    if user is None or not user.is_authenticated:
        return {"standings": []}
    student = Student.objects.filter(user=user).first()
    if student is None:
        return {"standings": []}
    open_ = [s for s in standings(student) if not s.done]
    open_.sort(key=lambda s: (s.due is None, s.due or s.assignment.created.date()))
    return {"standings": open_, "student": student}
