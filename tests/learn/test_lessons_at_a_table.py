"""« Apprendre » at one table: a rule set played at one table (Le Voisin « à 3 joueurs »)
teaches the themes played there, draws its lessons' exercises there, names the table in the
player's words, and says which themes it leaves out; its former links keep their exercises."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from learn import catalogue
from learn.keys import theme_url
from trainer.exercises import build, theme_table
from trainer.exercises.base import Key
from trainer.rulesets import RULESETS

pytestmark = pytest.mark.django_db

#: Le Voisin's rule sets played at one table, and where Variante I plays (its only table).
AT_ONE_TABLE = ("a-2", "a-3", "a-4", "deux-equipes")


@pytest.mark.parametrize("ruleset", AT_ONE_TABLE)
def test_every_lesson_of_a_one_table_rule_set_is_drawn_at_its_table(ruleset):
    rs = RULESETS[("voisin", ruleset)]
    path = catalogue.lessons("voisin", ruleset)
    assert catalogue.theme_version(rs) == 2
    for lesson in path:
        assert lesson.table == rs.table
        key = lesson.exercise_key(len(lesson.kinds) - 1)
        assert key.seed.startswith(f"{lesson.slug}:2-")
        drawn = build(key, rs).situation
        assert drawn is not None and drawn.theme == lesson.slug
        # a question that names its table names this one; the felt shows its seats
        assert drawn.question.get("players", rs.table) == rs.table, lesson.slug
        if "seats" in drawn.extras:
            assert drawn.extras["seats"] == (4 if rs.table == "2x2" else int(rs.table))


def test_a_one_table_rule_set_leaves_out_the_themes_its_table_does_not_play():
    def slugs(ruleset: str) -> set[str]:
        return {x.slug for x in catalogue.lessons("voisin", ruleset)}

    assert "partenaire-maitre" in slugs("deux-equipes") and "surcouper" in slugs("a-3")
    assert "partenaire-maitre" not in slugs("a-3") | slugs("a-4") | slugs("a-2")
    assert "surcouper" not in slugs("a-2")
    assert {t.slug for t, _tables in catalogue.absent("voisin", "a-2")} == {
        "partenaire-maitre",
        "surcouper",
    }
    # Variante I, at two players, said so before (version 1 drew it there already)
    assert catalogue.absent("voisin", "variante-i") == catalogue.absent("voisin", "a-2")
    # every other rule set keeps its lessons and its links (version 1)
    for (game, ruleset), rs in RULESETS.items():
        if (game, ruleset) not in {("voisin", r) for r in AT_ONE_TABLE}:
            assert catalogue.theme_version(rs) == 1, rs.id
            # a seed of version 2 there (a teacher's set draws some) draws as version 1 did
            assert theme_table(rs, 2) is None, rs.id
            if ruleset != "variante-i":
                assert catalogue.absent(game, ruleset) == (), rs.id


def test_the_path_and_the_lesson_name_the_table_in_player_words(client):
    path = client.get(reverse("learn:path", args=["voisin", "a-3"])).content.decode()
    assert "Pas de leçon à trois joueurs sur" in path
    assert "seulement en deux équipes de deux" in path
    lesson = client.get(reverse("learn:lesson", args=["voisin", "a-3", "fournir"]))
    assert "exercices, tous à trois joueurs." in lesson.content.decode()
    with_all = client.get(reverse("learn:lesson", args=["voisin", "standard", "fournir"]))
    assert "tous à" not in with_all.content.decode()
    english = Client(headers={"Accept-Language": "en"})
    page = english.get(reverse("learn:path", args=["voisin", "a-2"])).content.decode()
    assert "Not taught with two players:" in page
    assert "only with three players, with four players, each for themselves or in two" in page


def test_a_former_link_keeps_its_exercise_and_a_new_one_is_drawn_at_the_table(client):
    rs = RULESETS[("voisin", "a-3")]
    former = Key("voisin", "a-3", "legal_plays", "facile", "partenaire-maitre:3")
    url = theme_url(former)
    assert url is not None and url.endswith("/partenaire-maitre/cartes-jouables/facile/3/")
    assert client.get(url).status_code == 200
    drawn = build(former, rs).situation
    assert drawn is not None and drawn.question["players"] == "2x2"  # as version 1 drew it
    # the theme is not played at three: no new link to it, its lesson is not in the path
    assert theme_url(Key("voisin", "a-3", "legal_plays", "facile", "partenaire-maitre:2-3")) is None
    assert (
        client.get(reverse("learn:lesson", args=["voisin", "a-3", "partenaire-maitre"])).status_code
        == 404
    )
    # a former link of a theme played at three drew at any table, and keeps doing so
    tables = {
        build(Key("voisin", "a-3", "trick_winner", "facile", f"couper-a-l-atout:{n}"), rs).extras[
            "seats"
        ]
        for n in range(1, 9)
    }
    assert tables - {3}
