"""The answer flow: a double submit is one answer and the page says the verdict, not « revision »;
the « deux essais » setting offers a second try without showing the answer; « Revoir mes
erreurs » stays in the queue; an unreadable answer is the exercise again with its error
(422 for htmx, which the page swaps in even under DEBUG)."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse
from django.utils.encoding import iri_to_uri
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainer.exercises import KINDS, build
from trainer.exercises.base import Key
from trainer.models import Attempt, Mistake
from trainer.rulesets import get_ruleset

pytestmark = pytest.mark.django_db

GAME, RULESET = "coinche", "standard"
HTMX = {"HX-Request": "true"}


def url(kind_slug: str = "qui-remporte-le-pli", seed: str = "7") -> str:
    return reverse("trainer:exercise", args=[GAME, RULESET, kind_slug, "moyen", seed])


def answers(kind: str = "trick_winner", seed: str = "7"):
    exercise = build(Key(GAME, RULESET, kind, "moyen", seed), get_ruleset(GAME, RULESET))
    return KINDS[kind].right_and_wrong(exercise)


def token(client, address: str) -> str:
    html = client.get(address).content.decode()
    return re.search(r'name="shown" value="([^"]+)"', html).group(1)


def test_a_double_submit_is_one_answer_and_shows_its_verdict(client):
    _right, wrong = answers()
    shown = token(client, url())
    first = client.post(url(), wrong | {"shown": shown}, headers=HTMX).content.decode()
    second = client.post(url(), wrong | {"shown": shown}, headers=HTMX).content.decode()
    assert Attempt.objects.count() == 1 and Attempt.objects.get().review is False
    for html in (first, second):
        assert "pas la bonne réponse" in html
        assert "ne change pas vos statistiques" not in html
    assert "réponse déjà enregistrée" in second and "réponse déjà enregistrée" not in first
    plain = client.post(url(), wrong | {"shown": shown})
    assert plain["Location"] == f"{url()}?reponse={Attempt.objects.get().pk}"


def test_a_new_page_of_the_same_exercise_is_a_review(client):
    right, wrong = answers()
    client.post(url(), wrong | {"shown": token(client, url())})
    html = client.post(url(), right | {"shown": token(client, url())}, headers=HTMX)
    assert Attempt.objects.filter(review=True).count() == 1
    assert "Révision" in html.content.decode()


def test_two_tries_offer_a_second_try_without_the_answer(client):
    right, wrong = answers()
    client.post(reverse("trainer:preferences"), {"essais": "2", "suite": url()})
    shown = token(client, url())
    response = client.post(url(), wrong | {"shown": shown})
    attempt = Attempt.objects.get()
    assert response["Location"] == f"{url()}?reponse={attempt.pk}&essai=1"
    page = client.get(response["Location"]).content.decode()
    assert "il vous reste un essai" in page and 'name="essai" value="2"' in page
    assert "data-mark" not in page and "bonne réponse" not in page  # nothing given away
    second = client.post(url(), right | {"shown": shown, "essai": "2"}, headers=HTMX)
    assert "Bonne réponse" in second.content.decode()
    first, retry = Attempt.objects.order_by("id")
    assert (first.correct, first.review, retry.correct, retry.review) == (False, False, True, True)
    assert Mistake.objects.get().right_in_a_row == 0  # the first try decided


def test_without_the_setting_a_wrong_answer_is_judged_at_once(client):
    _right, wrong = answers()
    response = client.post(url(), wrong)
    assert "essai" not in response["Location"]
    html = client.get(response["Location"]).content.decode()
    assert "data-mark" in html and "il vous reste un essai" not in html


def test_the_settings_form_goes_back_only_to_this_site(client):
    response = client.post(
        reverse("trainer:preferences"), {"essais": "2", "suite": "https://example.com/"}
    )
    assert response["Location"] == reverse("trainer:index")
    assert client.get(reverse("trainer:preferences")).status_code == 405


def test_review_stays_in_the_queue_until_it_is_empty(client):
    for seed in ("7", "8"):
        _right, wrong = answers(seed=seed)
        client.post(url(seed=seed), wrong)
    first = client.get(reverse("trainer:review"))["Location"]
    assert first.endswith("?revoir=1")
    page = client.get(first).content.decode()
    assert 'action="' + first.split("?")[0] + '?revoir=1"' in page
    seed = re.search(r"/(\d+)/\?revoir=1$", first).group(1)
    right, _wrong = answers(seed=seed)
    done = client.post(first, right)
    assert done["Location"].endswith("&revoir=1")
    verdict = client.get(done["Location"]).content.decode()
    assert f'href="{reverse("trainer:review")}"' in verdict and "Erreur suivante" in verdict
    second = client.get(reverse("trainer:review"))["Location"]
    assert second != first and second.endswith("?revoir=1")


@pytest.mark.parametrize(
    ("kind_slug", "data", "message"),
    [
        ("qui-remporte-le-pli", {}, "Choisissez la carte qui remporte le pli."),
        ("combien-de-points", {"points": "abc"}, "Écrivez un nombre de points"),
        ("combien-de-points", {"points": "+7"}, "Écrivez un nombre de points"),
        ("combien-de-points", {"points": "7,25"}, "demi-points admis"),
        ("que-marque-le-contrat", {"score-NS": "7,5", "score-EW": "0"}, "nombre entier"),
        ("que-marque-le-contrat", {"score-NS": "7", "score-EW": "0", "sign-NS": "x"}, "signe"),
    ],
)
def test_an_unreadable_answer_comes_back_with_its_error(client, kind_slug, data, message):
    htmx = client.post(url(kind_slug), data, headers=HTMX)
    html = htmx.content.decode()
    assert htmx.status_code == 422 and message in html.replace("&#x27;", "'")
    assert html.lstrip().startswith("<form") and 'id="exercise"' in html
    plain = client.post(url(kind_slug), data)
    assert plain.status_code == 400 and "<html" in plain.content.decode()
    assert not Attempt.objects.exists()


def test_a_minus_sign_beside_a_score_makes_it_negative(client):
    right, _wrong = answers("score")
    signed = dict(right)
    for name, value in right.items():
        field = name.removeprefix("score-")
        signed[name] = value.lstrip("-")
        signed[f"sign-{field}"] = "-" if value.startswith("-") else "+"
    response = client.post(url("que-marque-le-contrat"), signed, headers=HTMX)
    assert "Bonne réponse" in response.content.decode()


@pytest.fixture
def member(settings, django_user_model):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    settings.ADDRESS_LIMITS = {
        name: (10**6, s) for name, (_n, s) in settings.ADDRESS_LIMITS.items()
    }
    return django_user_model.objects.create_user("membre", password="un mot de passe sûr")


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    target=st.one_of(
        st.sampled_from(
            ["accueil", "trainer:index", "entrainement", "x.y", "/\\evil.example", "//evil", ""]
        ),
        st.text(max_size=60),
        st.text(max_size=20).map(lambda t: "/entrainement/" + t),
    )
)
def test_any_place_to_go_back_to_ends_in_a_redirect_on_this_site(member, target):
    # was: a value that is not a path (« accueil ») was taken for a view name: a 500
    login = {"username": "membre", "password": "un mot de passe sûr"}
    for form, url_name, field in (
        ({"essais": "2"}, "trainer:preferences", "suite"),
        (login, "trainer:login", "next"),
        (login, "classroom:login", "next"),
    ):
        response = Client().post(reverse(url_name), form | {field: target})
        assert response.status_code == 302
        location = response["Location"]
        assert location.startswith("/") and not location.startswith(("//", "/\\"))
        fallbacks = {reverse(n) for n in ("trainer:index", "trainer:progress", "classroom:home")}
        assert location == iri_to_uri(target) or location in fallbacks
