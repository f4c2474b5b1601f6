"""Readable refusals: a 429 page for each limit per address, and the login lockout's page."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from guard.limits import limit


@dataclass(frozen=True)
class Refusal:
    """What a person reads when a limit refuses a request."""

    title: Promise
    text: Promise
    """The explanation; ``%(count)d`` is the limit, ``%(minutes)d`` the wait."""


REFUSALS = {
    "answers": Refusal(
        _("Trop de réponses depuis votre réseau"),
        _(
            "Plus de %(count)d réponses en une minute sont parties de votre adresse (que toute "
            "une école peut partager). Patientez une minute, puis validez de nouveau : cette "
            "réponse n'a pas été enregistrée."
        ),
    ),
    "learners": Refusal(
        _("Trop de premières réponses depuis votre réseau"),
        _(
            "Votre navigateur n'a pas encore d'historique ici, et plus de %(count)d navigateurs "
            "ont commencé depuis votre adresse en une heure. Réessayez plus tard. Si votre "
            "navigateur refuse les cookies, autorisez-les pour ce site : ce sont eux qui gardent "
            "votre historique d'exercices."
        ),
    ),
    "signups": Refusal(
        _("Trop de créations de compte depuis votre réseau"),
        _(
            "Plus de %(count)d demandes de création de compte en une heure sont parties de "
            "votre adresse. Réessayez plus tard ; vos réponses restent dans ce navigateur."
        ),
    ),
    "logins": Refusal(
        _("Trop de tentatives de connexion depuis votre réseau"),
        _(
            "Plus de %(count)d tentatives de connexion en une minute sont parties de votre "
            "adresse. Patientez une minute, puis réessayez."
        ),
    ),
    "tables": Refusal(
        _("Trop de tables ouvertes depuis votre réseau"),
        _(
            "Plus de %(count)d tables ont été ouvertes depuis votre adresse en une heure. "
            "Reprenez une table déjà ouverte (« Mes tables »), ou réessayez plus tard."
        ),
    ),
    "table_actions": Refusal(
        _("Trop de cartes jouées depuis votre réseau"),
        _(
            "Plus de %(count)d cartes ou annonces en une minute sont parties de votre adresse. "
            "Patientez une minute, puis rejouez : celle-ci n'a pas été jouée."
        ),
    ),
    "table_joins": Refusal(
        _("Trop d'entrées à des tables depuis votre réseau"),
        _(
            "Plus de %(count)d entrées ou codes de table ont été essayés depuis votre adresse "
            "en une heure. Vérifiez le code auprès de qui vous invite et réessayez plus tard."
        ),
    ),
    "scorepad_games": Refusal(
        _("Trop de parties créées depuis votre réseau"),
        _(
            "Plus de %(count)d parties ou quarters ont été créés depuis votre adresse en une "
            "heure. Reprenez une feuille déjà ouverte (page du carnet), ou réessayez plus tard."
        ),
    ),
    "scorepad_writes": Refusal(
        _("Trop de modifications depuis votre réseau"),
        _(
            "Trop de modifications en une minute depuis votre adresse (plus de %(count)d) : "
            "attendez un peu, puis renvoyez la ligne, qui n'a pas été enregistrée."
        ),
    ),
    "join_misses": Refusal(
        _("Trop de codes de classe erronés depuis votre réseau"),
        _(
            "Plus de %(count)d codes de classe inconnus ont été essayés depuis votre adresse "
            "en une heure. Vérifiez le code auprès de votre professeur et réessayez plus tard."
        ),
    ),
    "teacher_signups": Refusal(
        _("Trop de comptes enseignant ouverts depuis votre réseau"),
        _(
            "Plus de %(count)d comptes enseignant ont été demandés depuis votre adresse en une "
            "heure. Réessayez plus tard, ou connectez-vous au compte déjà ouvert."
        ),
    ),
    "downloads": Refusal(
        _("Trop de téléchargements depuis votre réseau"),
        _(
            "Plus de %(count)d fichiers ont été téléchargés depuis votre adresse en une minute. "
            "Patientez une minute, puis réessayez."
        ),
    ),
    "prints": Refusal(
        _("Trop de fiches imprimées depuis votre réseau"),
        _(
            "Plus de %(count)d fiches ou corrigés ont été demandés depuis votre adresse en une "
            "heure. Réessayez plus tard : les fiches déjà téléchargées restent valables."
        ),
    ),
}
LOCKOUT = Refusal(
    _("Connexion suspendue pour ce compte"),
    _(
        "Trop de mots de passe erronés pour ce nom d'utilisateur depuis votre adresse. "
        "Réessayez dans %(minutes)d minutes."
    ),
)


def refusal_text(name: str) -> str:
    """The explanation of the limit called ``name``, in the active language."""
    return str(REFUSALS[name].text) % {"count": limit(name).count}


def too_many(request: HttpRequest, name: str) -> HttpResponse:
    """429: the limit called ``name`` refuses this client for now; nothing was recorded."""
    rule = limit(name)
    return _page(request, REFUSALS[name].title, refusal_text(name), rule.seconds)


def login_lockout(
    request: HttpRequest, original_response: HttpResponse | None, credentials: Any = None
) -> HttpResponse:
    """django-axes' lockout response (``AXES_LOCKOUT_CALLABLE``): the same readable 429 page."""
    seconds = int(settings.AXES_COOLOFF_TIME.total_seconds())
    text = str(LOCKOUT.text) % {"minutes": max(1, seconds // 60)}
    return _page(request, LOCKOUT.title, text, seconds)


def _page(request: HttpRequest, title: Promise, text: str, retry_after: int) -> HttpResponse:
    context = {"title": title, "text": text}
    response = render(request, "guard/too_many.html", context, status=429)
    response["Retry-After"] = str(retry_after)
    return response
