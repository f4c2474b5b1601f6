"""``manage.py cases``: answers every line, checks files, never crashes."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError


def write(tmp_path, lines):
    path = tmp_path / "cases.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_answer_prints_one_json_line_per_input_line(tmp_path, capsys):
    path = write(
        tmp_path,
        [
            '{"id": "a", "game": "coinche", "kind": "card_points", "input": {"trump": "H", "cards": ["JH"]}}',
            "{not json",
            '{"id": "b", "game": "coinche", "kind": "card_points", "input": {"trump": "H", "cards": ["XX"]}}',
            '{"id": "c", "game": "belote", "kind": "bid", "input": {}}',
        ],
    )
    call_command("cases", "answer", str(path))  # returns normally: exit status 0
    out = capsys.readouterr().out.splitlines()
    answers = [json.loads(row) for row in out]
    assert len(answers) == 4
    assert "malformed JSON" in answers[1]["error"]
    assert "'XX' is not a card" in answers[2]["error"]
    assert "unknown game 'belote'" in answers[3]["error"]


def test_check_ends_with_the_counts_and_exits_1_on_failure(tmp_path, capsys):
    path = write(
        tmp_path,
        ['{"id": "a", "game": "nope", "kind": "bid", "input": {}, "expected": {"legal": true}}'],
    )
    with pytest.raises(SystemExit) as exit_info:
        call_command("cases", "check", str(path))
    assert exit_info.value.code == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "unknown game 'nope'" in out
    assert out.rstrip().endswith("0 passed, 1 failed")


def test_a_missing_file_is_a_command_error(tmp_path):
    with pytest.raises(CommandError, match="cannot read"):
        call_command("cases", "answer", str(tmp_path / "missing.jsonl"))
