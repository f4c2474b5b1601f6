"""Sets to reuse: a copy given to another class, a copy shared with another teacher by an
unguessable link that its owner withdraws (and can undo), and ready-made sets drawn from the
engine's themes. Strangers get a 404 on each new URL; copies count against the account's
bounds."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from bench.classes import quick_class
from classroom import library, reuse
from classroom.items import set_items
from classroom.models import SetShare, Teacher, TeacherSet
from reference.engine.themes import themes_shown
from tests.classroom.helpers import class_create, set_create, set_draw, student_join, teacher_client
from tests.layers import sampled
from trainer.exercises import build
from trainer.exercises.base import Key

pytestmark = pytest.mark.django_db


def cases_of(tset: TeacherSet) -> list[dict]:
    return [item.case for item in set_items(tset)]


def a_teacher_with_a_set(name: str) -> tuple[Client, TeacherSet]:
    client = teacher_client(name)
    set_id = set_create(client, "Atout maître")
    set_draw(client, set_id, "coinche/standard", ["trick_winner", "legal_plays"], 4)
    return client, TeacherSet.objects.get(id=set_id)


def test_a_copy_for_another_class_comes_to_its_assign_form_chosen():
    client, tset = a_teacher_with_a_set("m-copie")
    class_create(client, "Club du lundi")
    other_id, _code = class_create(client, "Club du jeudi")
    page = client.get(reverse("classroom:set", args=[tset.id])).content.decode()
    assert "Une copie pour la classe" in page and "Club du jeudi" in page
    response = client.post(reverse("classroom:set-to-class", args=[tset.id]), {"classe": other_id})
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("classroom:assign", args=[other_id]))
    copy = TeacherSet.objects.exclude(id=tset.id).get()
    assert copy.exercise_set.title == "Atout maître (copie)"
    assert cases_of(copy) == cases_of(tset)
    form = client.get(response["Location"]).content.decode()
    assert re.search(rf'<option value="{copy.id}" selected>', form)


def test_a_class_of_another_teacher_is_404_and_copies_nothing():
    client, tset = a_teacher_with_a_set("m-une")
    stranger = teacher_client("m-deux")
    their_class, _code = class_create(stranger, "La leur")
    response = client.post(
        reverse("classroom:set-to-class", args=[tset.id]), {"classe": their_class}
    )
    assert response.status_code == 404
    bad = client.post(reverse("classroom:set-to-class", args=[tset.id]), {"classe": "x"})
    assert bad.status_code == 404
    assert TeacherSet.objects.count() == 1


def test_a_shared_link_gives_another_teacher_a_copy_until_withdrawn_and_undone():
    owner, tset = a_teacher_with_a_set("m-partage")
    share_url = reverse("classroom:set-share", args=[tset.id])
    assert owner.post(share_url).status_code == 302
    share = SetShare.objects.get()
    assert len(share.token) == 43  # 32 random bytes: 256 bits
    page = owner.get(share_url).content.decode()
    link = reverse("classroom:shared", args=[share.token])
    assert f"http://testserver{link}" in page

    other = teacher_client("m-collegue")
    shown = other.get(link).content.decode()
    assert "Atout maître" in shown and "Copier dans mes séries" in shown
    assert shown.count('class="set-item"') == 4 and "Bonne réponse" in shown
    copied = other.post(link)
    assert copied.status_code == 302
    theirs = TeacherSet.objects.get(teacher__user__username="m-collegue")
    assert cases_of(theirs) == cases_of(tset) and theirs.exercise_set.title == "Atout maître"
    assert copied["Location"] == reverse("classroom:set", args=[theirs.id])

    # withdrawing asks first; done, the link is a 404; undone, it works again
    revoke = reverse("classroom:share-revoke", args=[tset.id, share.id])
    asked = owner.get(revoke).content.decode()
    assert "Retirer ce lien de partage ?" in asked and "Ne rien changer" in asked
    assert other.get(link).status_code == 200
    owner.post(revoke)
    assert other.get(link).status_code == 404 and other.post(link).status_code == 404
    board = owner.get(share_url).content.decode()
    undo_id = re.search(r'action="/classe/annuler/([0-9a-f-]+)/"', board)
    assert undo_id is not None
    owner.post(reverse("classroom:undo", args=[undo_id[1]]), {"next": share_url})
    assert other.get(link).status_code == 200
    assert TeacherSet.objects.filter(teacher__user__username="m-collegue").count() == 1


def test_tokens_are_unguessable_and_a_wrong_one_is_404():
    _owner, tset = a_teacher_with_a_set("m-jeton")
    tokens = {reuse.share_open(tset=tset).token for _n in range(reuse.OPEN_LINKS)}
    assert len(tokens) == reuse.OPEN_LINKS
    other = teacher_client("m-curieux")
    token = next(iter(tokens))
    wrong = token[:-1] + ("A" if token[-1] != "A" else "B")
    assert other.get(reverse("classroom:shared", args=[wrong])).status_code == 404
    assert other.get(f"/classe/partage/{token[:20]}/").status_code == 404


def test_a_student_and_a_signed_out_visitor_never_see_a_shared_set_or_the_library():
    assignment = quick_class(1, 2)
    share = reuse.share_open(tset=assignment.teacher_set)
    student = Client()
    student.force_login(
        assignment.classroom.students.get().user,
        backend="django.contrib.auth.backends.ModelBackend",
    )
    urls = [
        reverse("classroom:shared", args=[share.token]),
        reverse("classroom:library"),
        reverse("classroom:library-entry", args=["coinche", "standard", "serie", "obligations"]),
        reverse("classroom:library-entry", args=["whist", "reglement", "theme", "trou"]),
        reverse("classroom:library-entry", args=["coinche", "standard", "debuter", "tout"]),
    ]
    for url in urls:
        assert student.get(url).status_code == 404, url
        assert student.post(url).status_code == 404, url
        signed_out = Client().get(url)
        assert signed_out.status_code == 302, url
        assert signed_out["Location"].startswith(reverse("classroom:login"))
    assert TeacherSet.objects.count() == 1


def test_a_deleted_set_is_no_longer_shared():
    owner, tset = a_teacher_with_a_set("m-efface")
    share = reuse.share_open(tset=tset)
    other = teacher_client("m-trop-tard")
    owner.post(reverse("classroom:set-delete", args=[tset.id]))
    assert other.get(reverse("classroom:shared", args=[share.token])).status_code == 404


def test_links_and_copies_are_bounded(settings):
    owner, tset = a_teacher_with_a_set("m-borne")
    url = reverse("classroom:set-share", args=[tset.id])
    for _n in range(reuse.OPEN_LINKS):
        assert owner.post(url).status_code == 302
    refused = owner.post(url)
    assert refused.status_code == 429 and "liens de partage ouverts" in refused.content.decode()
    assert tset.shares.count() == reuse.OPEN_LINKS

    settings.ACCOUNT_LIMITS = {**settings.ACCOUNT_LIMITS, "teacher_sets": (1, 3600)}
    other = teacher_client("m-pressee")
    link = reverse("classroom:shared", args=[tset.shares.first().token])
    assert other.post(link).status_code == 302
    again = other.post(link)
    assert again.status_code == 429 and "cette heure-ci" in again.content.decode()
    assert TeacherSet.objects.filter(teacher__user__username="m-pressee").count() == 1


def test_the_library_lists_each_rule_set_and_copies_a_ready_made_set():
    client = teacher_client("m-biblio")
    page = client.get(reverse("classroom:library")).content.decode()
    assert "Belote coinchée" in page and "Les obligations" in page and "Le trou" in page
    url = reverse("classroom:library-entry", args=["whist", "reglement", "theme", "trou"])
    shown = client.get(url).content.decode()
    assert "Le trou — Règlement du Whist" in shown and "Bonne réponse" in shown
    assert client.post(url).status_code == 302
    copy = Teacher.objects.get(user__username="m-biblio").sets.get()
    assert copy.exercise_set.title == "Le trou — Règlement du Whist"
    assert len(set_items(copy)) == library.THEME_SIZE
    for missing in (
        ["whist", "reglement", "theme", "annonces"],
        ["whist", "reglement", "rayon", "trou"],
        ["whist", "nulle-part", "theme", "trou"],
    ):
        assert client.get(reverse("classroom:library-entry", args=missing)).status_code == 404


def _entries() -> list[library.Entry]:
    return [e for rs in library.rule_sets() for e in (*library.shelves(rs), *library.by_theme(rs))]


def _paths() -> list[library.Entry]:
    return [e for rs in library.rule_sets() for e in library.path(rs)]


@pytest.mark.parametrize("entry", sampled(_paths(), 8, one_value=True), ids=repr)
def test_a_debuter_set_holds_the_very_exercises_the_path_serves(entry):
    """« Débuter » whole or step by step: each item is the path's own exercise (same question,
    same right answer)."""
    from classroom.items import preview
    from trainer.exercises import KINDS
    from trainer.path import step_exercise, steps_for
    from trainer.sets import path_step

    cases = library.cases(entry)
    assert len(cases) == entry.size
    steps = {s.slug: s for s in steps_for(entry.rs)}
    for case in cases:
        seed = case["id"].removeprefix("debuter-")
        found = path_step(entry.rs, case["kind"], seed)
        assert found is not None and found[0].slug in steps
        served = step_exercise(entry.rs, *found)
        item = preview(case)
        assert item.exercise.question == served.question
        kind = KINDS[case["kind"]]
        assert kind.right_and_wrong(item.exercise)[0] == kind.right_and_wrong(served)[0]


def test_the_whole_debuter_path_is_copied_as_one_set_and_given():
    client = teacher_client("m-debut")
    class_id, _code = class_create(client, "Les débutants")
    url = reverse("classroom:library-entry", args=["coinche", "standard", "debuter", "tout"])
    page = client.get(url).content.decode()
    assert "Débuter : tout le parcours — Belote coinchée" in page
    assert client.post(url).status_code == 302
    copy = Teacher.objects.get(user__username="m-debut").sets.get()
    items = set_items(copy)
    assert len(items) == library.PER_STEP * len(library.steps_for(copy_rs := items[0].ruleset))
    assert {i.kind for i in items} == {s.kind for s in library.steps_for(copy_rs)}
    given = client.post(reverse("classroom:assign", args=[class_id]), {"tset": str(copy.id)})
    assert given.status_code == 302


@pytest.mark.parametrize("entry", sampled(_entries(), 40, one_value=True), ids=repr)
def test_a_ready_made_set_is_drawn_for_its_themes_the_same_every_time(entry):
    """No answer is written by hand: each exercise is drawn for a theme and shows it."""
    cases = library.cases(entry)
    assert cases == library.cases(entry) and len(cases) == entry.size
    for case in cases:
        assert case["kind"] in entry.kinds and "expected" not in case
        level, seed = case["id"].removeprefix("tirage-").split("-", 1)
        theme = seed.split(":")[0]
        assert theme in entry.themes
        drawn = build(Key(entry.rs.game, entry.rs.slug, case["kind"], level, seed), entry.rs)
        assert drawn.situation is not None
        assert theme in themes_shown(entry.rs.engine, case["kind"], drawn.situation, entry.rs.rules)


def test_a_student_of_another_class_cannot_open_a_share_page():
    _owner, tset = a_teacher_with_a_set("m-classe")
    outsider_teacher = teacher_client("m-ailleurs")
    _class_id, code = class_create(outsider_teacher, "Ailleurs")
    student = student_join(code, "Paul")
    share = reuse.share_open(tset=tset)
    for url in (
        reverse("classroom:set-share", args=[tset.id]),
        reverse("classroom:share-revoke", args=[tset.id, share.id]),
        reverse("classroom:shared", args=[share.token]),
    ):
        assert student.get(url).status_code == 404
        assert outsider_teacher.get(url).status_code == (
            200 if "partage/" in url and "partager" not in url else 404
        )


def test_giving_a_set_with_none_leads_to_a_ready_made_one_and_back():
    client = teacher_client("m-sans-serie")
    class_id, _code = class_create(client, "Mardi")
    page = client.get(reverse("classroom:assign", args=[class_id])).content.decode()
    assert reverse("classroom:library") in page and reverse("classroom:sets") in page
    shelf = reverse("classroom:library-entry", args=["coinche", "standard", "serie", "le-pli"])
    copied = client.post(shelf)
    copy = TeacherSet.objects.get(id=copied["Location"].rstrip("/").split("/")[-1])
    builder = client.get(copied["Location"]).content.decode()
    assert reverse("classroom:assign", args=[class_id]) + f"?serie={copy.id}" in builder
