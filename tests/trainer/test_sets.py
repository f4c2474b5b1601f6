"""Teachers' sets: `cases import FILE --set NAME`, then anyone plays them at /entrainement/series/NAME/."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from trainer.models import Attempt, ExerciseSet

pytestmark = pytest.mark.django_db

TRICK = {
    "id": "t-1",
    "game": "coinche",
    "kind": "trick_winner",
    "input": {"trump": "H", "trick": ["AS", "9H", "JH", "TS"]},
    "expected": {"winner": 2},
    "note": "the jack of trumps beats the nine",
}
PLAY = {
    "id": "t-2",
    "game": "coinche",
    "kind": "legal_plays",
    "input": {"trump": "H", "trick": ["7S", "AS"], "hand": ["8H", "KD"]},
    "expected": {"legal": ["8H"]},
}
BID = {
    "id": "t-3",
    "game": "neurotrio",
    "kind": "bid",
    "input": {"auction": ["1C"], "call": "1E", "players": 3},
    "expected": {"legal": False},
}


def write(tmp_path, *cases, raw=()):
    path = tmp_path / "set.jsonl"
    lines = [json.dumps(c) for c in cases] + list(raw)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def test_import_creates_a_set_in_file_order(tmp_path, capsys):
    call_command(
        "cases",
        "import",
        write(tmp_path, TRICK, PLAY, BID),
        "--set",
        "classe-1",
        "--title",
        "Classe 1",
    )
    exercise_set = ExerciseSet.objects.get(name="classe-1")
    assert exercise_set.title == "Classe 1"
    assert [item.case["id"] for item in exercise_set.items.all()] == ["t-1", "t-2", "t-3"]
    assert (
        "3 exercises imported into set 'classe-1': /entrainement/series/classe-1/"
        in capsys.readouterr().out
    )


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ({**TRICK, "expected": {"winner": 0}}, "disagrees with the engine"),
        ({**TRICK, "kind": "contract_target"}, "cannot be practised"),
        ({**TRICK, "input": {"trump": "H", "trick": ["ZZ"]}}, "'ZZ' is not a card"),
    ],
)
def test_a_refused_line_refuses_the_whole_file(tmp_path, bad, message):
    with pytest.raises(CommandError, match=message):
        call_command("cases", "import", write(tmp_path, TRICK, bad), "--set", "classe-2")
    assert not ExerciseSet.objects.exists()


def test_malformed_json_is_named_by_line(tmp_path):
    with pytest.raises(CommandError, match="line 2: malformed JSON"):
        call_command("cases", "import", write(tmp_path, TRICK, raw=["{oops"]), "--set", "classe-3")


def test_an_existing_set_is_kept_unless_replaced(tmp_path):
    path = write(tmp_path, TRICK)
    call_command("cases", "import", path, "--set", "classe-4")
    with pytest.raises(CommandError, match="--replace"):
        call_command("cases", "import", write(tmp_path, TRICK, PLAY), "--set", "classe-4")
    call_command("cases", "import", write(tmp_path, TRICK, PLAY), "--set", "classe-4", "--replace")
    assert ExerciseSet.objects.get(name="classe-4").items.count() == 2


@pytest.mark.parametrize("name", ["Classe", "a" * 31, "x_y", "é"])
def test_set_names_are_url_slugs(tmp_path, name):
    with pytest.raises(CommandError, match="set name"):
        call_command("cases", "import", write(tmp_path, TRICK), "--set", name)


def test_a_set_is_played_and_checked_by_the_engine(tmp_path, client):
    call_command("cases", "import", write(tmp_path, TRICK, PLAY, BID), "--set", "classe-5")
    index = client.get("/entrainement/series/classe-5/").content.decode()
    assert index.count('href="/entrainement/series/classe-5/') == 3
    page = client.get("/entrainement/series/classe-5/1/")
    assert page.status_code == 200 and 'name="card"' in page.content.decode()
    client.post("/entrainement/series/classe-5/1/", {"card": "2"})
    client.post("/entrainement/series/classe-5/2/", {"cards": ["0", "1"]})
    client.post("/entrainement/series/classe-5/3/", {"calls": []})
    assert list(Attempt.objects.order_by("id").values_list("correct", flat=True)) == [
        True,
        False,
        True,
    ]
    index = client.get("/entrainement/series/classe-5/").content.decode()
    assert index.count("réussi") == 2 and index.count("manqué") == 1


def test_unknown_sets_and_items_are_404(tmp_path, client):
    call_command("cases", "import", write(tmp_path, TRICK), "--set", "classe-6")
    assert client.get("/entrainement/series/nope/").status_code == 404
    assert client.get("/entrainement/series/classe-6/2/").status_code == 404


@pytest.mark.parametrize("position", ["0", "99999", "9" * 30, "%C2%B2", "-1"])
def test_item_positions_beyond_four_ascii_digits_are_404(tmp_path, client, position):
    call_command("cases", "import", write(tmp_path, TRICK), "--set", "classe-7")
    assert client.get(f"/entrainement/series/classe-7/{position}/").status_code == 404


def test_a_note_is_shown_only_after_answering(tmp_path, client):
    # was: the note (often the answer key) sat above the question
    call_command("cases", "import", write(tmp_path, TRICK), "--set", "classe-7")
    before = client.get("/entrainement/series/classe-7/1/").content.decode()
    assert TRICK["note"] not in before
    after = client.post("/entrainement/series/classe-7/1/", {"card": "0"})
    assert TRICK["note"] in client.get(after["Location"]).content.decode()


def test_a_quiz_item_names_its_drawing_and_plays(tmp_path, client):
    quiz = {"id": "q", "game": "coinche", "kind": "quiz", "input": {"level": "facile", "seed": "7"}}
    call_command("cases", "import", write(tmp_path, quiz), "--set", "classe-8")
    page = client.get("/entrainement/series/classe-8/1/")
    assert page.status_code == 200 and 'name="option"' in page.content.decode()
    with pytest.raises(CommandError, match="quiz item needs a level"):
        call_command("cases", "import", write(tmp_path, {**quiz, "input": {}}), "--set", "classe-9")
