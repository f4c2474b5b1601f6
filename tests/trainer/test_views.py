"""The trainer's pages: plain forms (Post/Redirect/Get) and htmx fragments, progress, review."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from trainer.exercises import KINDS, build
from trainer.exercises.base import Key
from trainer.models import Attempt, Mistake
from trainer.rulesets import get_ruleset

pytestmark = pytest.mark.django_db

GAME, RULESET, KIND, SLUG = "neurotrio", "standard", "trick_winner", "qui-remporte-le-pli"


def url(seed: str = "42", difficulty: str = "facile", slug: str = SLUG) -> str:
    return reverse("trainer:exercise", args=[GAME, RULESET, slug, difficulty, seed])


def answers(seed: str = "42", kind: str = KIND, difficulty: str = "facile"):
    key = Key(GAME, RULESET, kind, difficulty, seed)
    return KINDS[kind].right_and_wrong(build(key, get_ruleset(GAME, RULESET)))


def shown_token(client, address: str) -> str:
    html = client.get(address).content.decode()
    return re.search(r'name="shown" value="([^"]+)"', html).group(1)


def test_index_lists_rule_sets_kinds_and_levels(client):
    html = client.get(reverse("trainer:index")).content.decode()
    assert "Neurotrio" in html and "Qui remporte le pli ?" in html
    assert f"/entrainement/{GAME}/{RULESET}/{SLUG}/?niveau=difficile" in html


def test_start_redirects_to_a_fresh_seed_at_the_chosen_level(client):
    response = client.get(
        reverse("trainer:start", args=[GAME, RULESET, SLUG]), {"niveau": "difficile"}
    )
    assert response.status_code == 302
    assert re.fullmatch(
        rf"/entrainement/{GAME}/{RULESET}/{SLUG}/difficile/\d+/", response["Location"]
    )


@pytest.mark.parametrize(
    "address",
    [
        "/entrainement/tarot/standard/quiz/facile/1/",
        f"/entrainement/{GAME}/couleur/quiz/facile/1/",
        f"/entrainement/{GAME}/{RULESET}/inconnu/facile/1/",
        f"/entrainement/{GAME}/{RULESET}/{SLUG}/expert/1/",
        f"/entrainement/{GAME}/{RULESET}/{SLUG}/facile/{'9' * 40}/",
        f"/entrainement/{GAME}/{RULESET}/combien-de-points/facile/1/",  # no card points here
    ],
)
def test_unknown_parts_of_an_exercise_url_are_404(client, address):
    assert client.get(address).status_code == 404


def test_plain_post_records_then_redirects_to_the_verdict(client):
    right, _wrong = answers()
    response = client.post(url(), right | {"shown": shown_token(client, url())})
    assert response.status_code == 302
    attempt = Attempt.objects.get()
    assert attempt.correct and not attempt.review and attempt.time_taken_ms is not None
    assert response["Location"] == f"{url()}?reponse={attempt.pk}"
    html = client.get(response["Location"]).content.decode()
    assert "Bonne réponse" in html and "Exercice suivant" in html
    assert "remporte le pli" in html  # the engine's reason, written out


def test_htmx_post_returns_only_the_judged_exercise(client):
    _right, wrong = answers()
    response = client.post(url(), wrong, headers={"HX-Request": "true"})
    html = response.content.decode()
    assert response.status_code == 200
    assert "<html" not in html and "verdict--wrong" in html
    assert "Exercice suivant" in html
    assert Attempt.objects.get().correct is False


def test_a_wrong_answer_opens_a_mistake_reviewed_until_right_twice(client):
    right, wrong = answers()
    client.post(url(), wrong)
    mistake = Mistake.objects.get()
    assert not mistake.mastered
    review = client.get(reverse("trainer:review"))
    assert review.status_code == 302 and review["Location"] == f"{url()}?revoir=1"
    assert "Exercice à revoir" in client.get(url()).content.decode()
    client.post(url(), right)
    client.post(url(), right)
    mistake.refresh_from_db()
    assert mistake.mastered
    # only the first answer counts; the two reviews are kept but not counted
    assert Attempt.objects.filter(review=False).count() == 1
    assert Attempt.objects.filter(review=True).count() == 2


def test_answering_twice_counts_once(client):
    right, _wrong = answers()
    client.post(url(), right)
    client.post(url(), right, headers={"HX-Request": "true"})
    assert Attempt.objects.filter(review=False).count() == 1
    assert "déjà répondu" in client.get(url()).content.decode()


def test_an_unreadable_answer_is_a_form_error_and_stores_nothing(client):
    response = client.post(url(), {"card": "12"})
    assert response.status_code == 400
    assert "Choisissez la carte qui remporte le pli." in response.content.decode()
    htmx = client.post(url(), {}, headers={"HX-Request": "true"})
    # 422, not 400: under DEBUG django-htmx replaces the page with any 400 (make run)
    assert htmx.status_code == 422 and "form-error" in htmx.content.decode()
    assert "<html" not in htmx.content.decode() and 'id="exercise"' in htmx.content.decode()
    assert not Attempt.objects.exists()


def test_a_forged_timer_token_is_refused(client):
    right, _wrong = answers()
    response = client.post(url(), right | {"shown": "forged:token"})
    assert response.status_code == 400
    assert "Demande incorrecte" in response.content.decode()
    assert not Attempt.objects.exists()


def test_someone_elses_attempt_is_not_shown(client, django_user_model):
    right, _wrong = answers()
    client.post(url(), right)
    attempt = Attempt.objects.get()
    other = client.__class__()
    html = other.get(f"{url()}?reponse={attempt.pk}").content.decode()
    assert "verdict" not in html


def test_progress_shows_attempts_accuracy_and_streak(client):
    for seed in ("1", "2", "3"):
        right, wrong = answers(seed)
        client.post(url(seed), right if seed != "1" else wrong)
    html = client.get(reverse("trainer:progress")).content.decode()
    row = re.search(r"<tr><td>Neurotrio</td><td>Qui remporte le pli \?</td>(.*?)</tr>", html).group(
        1
    )
    assert re.findall(r"<td>([^<]*)</td>", row) == ["3", "2", "67 %", "2"]
    assert "1 exercice à revoir" in html


def test_progress_without_answers_invites_to_start(client):
    assert (
        "Aucune réponse pour l'instant" in client.get(reverse("trainer:progress")).content.decode()
    )


def test_review_with_nothing_due_says_so(client):
    assert "Rien à revoir" in client.get(reverse("trainer:review")).content.decode()


@pytest.mark.parametrize("name", ["trainer:index", "trainer:progress", "trainer:review"])
def test_read_only_pages_refuse_post(client, name):
    assert client.post(reverse(name)).status_code == 405


def test_answers_beyond_the_rate_limit_get_a_429_and_are_not_stored(client, settings):
    settings.ANSWERS_PER_MINUTE = 3
    right, _wrong = answers()
    codes = [client.post(url(), right).status_code for _ in range(5)]
    assert codes == [302, 302, 302, 429, 429]
    assert Attempt.objects.count() == 3
    page = client.post(url(), right)
    assert "Trop de réponses" in page.content.decode()
    htmx = client.post(url(), right, headers={"HX-Request": "true"})
    assert htmx.status_code == 429 and "form-error" in htmx.content.decode()


#: What each kind's verdict adds (its template's ``feedback`` partial), after a wrong answer.
VERDICT_LEADS = {
    ("coinche", "trick_winner"): "Le pli revient à",
    ("coinche", "legal_plays"): "Jouables :",
    ("coinche", "card_points"): "Le compte exact",
    ("coinche", "score"): "Le calcul, ligne par ligne",
    ("coinche", "bid"): "interdite",
    ("coinche", "quiz"): "La bonne réponse :",
}


@pytest.mark.parametrize(("game", "kind"), VERDICT_LEADS)
def test_each_kind_shows_its_own_verdict_material(client, game, kind):
    key = Key(game, "standard", kind, "moyen", "31")
    _right, wrong = KINDS[kind].right_and_wrong(build(key, get_ruleset(game, "standard")))
    address = reverse("trainer:exercise", args=[game, "standard", KINDS[kind].slug, "moyen", "31"])
    html = client.post(address, wrong, headers={"HX-Request": "true"}).content.decode()
    assert "verdict--wrong" in html
    assert VERDICT_LEADS[(game, kind)] in html
