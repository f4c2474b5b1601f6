"""The case-file runner: every bad line becomes a readable error, never a crash."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reference.engine.casefile import answer_line, check_lines, compare, parse_line
from reference.engine.errors import EngineError


def line(**fields):
    return json.dumps(fields)


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("{bad json", "malformed JSON"),
        ("[1, 2]", "must be a JSON object"),
        ("", "empty line"),
        (line(game="coinche", kind="bid"), "missing field(s): input"),
        (line(game="tarot", kind="bid", input={}), "unknown game 'tarot'"),
        (line(game="coinche", kind="guess", input={}), "unknown kind 'guess'"),
        (line(game="coinche", kind="trick_winner", input=[]), "input must be an object"),
        (
            line(game="coinche", kind="trick_winner", input={"trick": ["2H"]}),
            "'2H' is not a card of the 32",
        ),
        (
            line(game="whist", kind="legal_plays", input={"trick": ["AS"], "hand": ["AS"]}),
            "AS appears twice",
        ),
        (
            line(game="whist", kind="score", rules={"document": "bridge"}, input={}),
            "does not accept 'bridge'",
        ),
        (line(game="voisin", kind="card_points", input={"cards": "AS KS"}), "must be a list"),
    ],
)
def test_bad_lines_get_an_error_answer(raw, message):
    answer = answer_line(raw)
    assert list(answer) == ["error"]
    assert message in answer["error"]


@given(st.text(max_size=200))
def test_answer_line_never_raises_on_arbitrary_text(raw):
    answer = answer_line(raw)
    assert isinstance(answer, dict)


@given(
    st.dictionaries(
        st.sampled_from(["game", "kind", "input", "rules"]),
        st.none() | st.integers() | st.text(max_size=5) | st.lists(st.text(max_size=3), max_size=3),
    )
)
def test_answer_line_never_raises_on_odd_envelopes(fields):
    assert isinstance(answer_line(json.dumps(fields)), dict)


def test_parse_line_names_every_missing_field():
    with pytest.raises(EngineError, match="game, kind, input"):
        parse_line("{}")


def test_compare_checks_only_expected_keys_and_lists_as_multisets():
    assert compare({"legal": ["TH", "AS"]}, {"legal": ["AS", "10H"], "extra": 1}) == []
    assert compare({"legal": ["AS", "AS"]}, {"legal": ["AS"]}) != []
    assert compare({"NS": 220, "EW": 50}, {"NS": 220, "EW": 40}) == ["EW: expected 50, got 40"]
    assert compare({"legal": True}, {"legal": 1}) == ["legal: expected True, got 1"]
    assert compare({"points": 44.5}, {"points": 44.5}) == []
    assert compare({"a": {"b": 1}}, {"a": {}}) == ["a.b: missing from the answer"]


def test_check_lines_reports_duplicate_and_missing_ids():
    good = line(id="c-1", game="coinche", kind="bid", input={}, expected={"legal": True})
    results = list(
        check_lines([good, good, line(game="coinche", kind="bid", input={})], "f", set())
    )
    assert [r.problems[0] for r in results[1:]] == ["duplicate id 'c-1'", "missing field: id"]
    assert all(not r.passed for r in results[1:])


def test_check_lines_refuses_a_case_without_expected_answer():
    raw = line(id="c-2", game="coinche", kind="bid", input={})
    (result,) = check_lines([raw], "f", set())
    assert result.problems == ("missing field: expected (a non-empty object)",)
