"""The pages' HTML check finds what it is there to find: an invalid document is reported, file
and line, beside a valid one that is not."""

from __future__ import annotations

import pytest

from tests.html_check import html_problems

VALID = '<!DOCTYPE html>\n<html lang="fr"><head><title>Atout</title></head><body><p>Pli</p></body></html>'


@pytest.mark.slow
def test_an_invalid_page_is_reported_and_a_valid_one_is_not(tmp_path):
    broken = VALID.replace("<p>Pli</p>", '<p>Pli</p>\n<li id="a" id="a">carte</li>')
    problems = html_problems({"valid": VALID, "broken": broken.encode()}, tmp_path)
    assert problems, "the checker saw nothing wrong"
    assert all(line.startswith("broken.html:3: ") for line in problems), problems
