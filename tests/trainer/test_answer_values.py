"""Answer values are read by one strict, bounded reader per type (trainer.parsing): the faults
found by probing the site as an attacker would, each turned into a test, and the readers'
invariants.
"""

from __future__ import annotations

import contextlib
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.test_hostile import CPU_BOUND, timed
from tests.trainer.test_views import answers, url
from trainer.models import Attempt
from trainer.parsing import (
    OutOfRange,
    Unreadable,
    read_decimal,
    read_id,
    read_index,
    read_indices,
    read_whole,
)

pytestmark = pytest.mark.django_db

COINCHE = "/entrainement/coinche/standard"
POINTS = f"{COINCHE}/combien-de-points/facile/1/"


def post_timed(client, address: str, data: dict) -> tuple[int, str, float]:
    client.get(address)  # the exercise is generated once, outside the measured request
    response, cpu = timed(lambda: client.post(address, data))
    return response.status_code, response.content.decode(), cpu


@pytest.mark.parametrize("value", ["1e10000000", "1e30000000", "9E+999999999", "1e-10000000"])
def test_points_with_a_huge_exponent_are_refused_at_once(client, value):
    # was: Decimal() of the exponent, 6-7 s of CPU for 1e10000000 and past gunicorn's 30 s
    # timeout for 1e30000000, before any range check
    status, html, cpu = post_timed(client, POINTS, {"points": value})
    assert status == 400 and "form-error" in html
    assert cpu < CPU_BOUND
    assert not Attempt.objects.exists()


@pytest.mark.parametrize("value", ["Infinity", "-inf", "inf", "NaN", "-Infinity", "sNaN"])
def test_infinite_and_nan_points_are_a_form_error(client, value):
    # was: a 500 (Fraction of an infinite Decimal raises OverflowError, which was not caught)
    status, html, _cpu = post_timed(client, POINTS, {"points": value})
    assert status == 400
    assert "Écrivez un nombre de points, par exemple 57 ou 44,5." in html


@pytest.mark.parametrize(
    ("slug", "field"),
    [
        ("qui-remporte-le-pli", "card"),
        ("quiz", "option"),
        ("cartes-jouables", "cards"),
        ("quelle-enchere", "calls"),
        ("que-marque-le-contrat", "score-NS"),
    ],
)
@pytest.mark.parametrize("value", ["²", "١", "𝟙", "٣٤"])
def test_non_ascii_digits_are_a_form_error(client, slug, field, value):
    # was: a 500 ("²".isdigit() is true, then int("²") raises)
    others = {"score-EW": "0"} if field == "score-NS" else {}  # only this field is unreadable
    status, html, _cpu = post_timed(client, f"{COINCHE}/{slug}/facile/1/", {field: value} | others)
    assert status == 400 and "form-error" in html


def test_a_score_past_the_integer_string_limit_is_a_form_error(client):
    # was: a 500 (int() refuses more than 4,300 digits with a ValueError nobody caught)
    score = f"{COINCHE}/que-marque-le-contrat/facile/1/"
    status, html, cpu = post_timed(client, score, {"score-NS": "5" * 5000, "score-EW": "0"})
    assert status == 400 and "Écrivez un nombre entier dans chaque case" in html
    assert cpu < CPU_BOUND


@pytest.mark.parametrize("value", ["%C2%B2", "%D9%A1", "9" * 5000, "0", "-1", "1e3", ""])
def test_an_unreadable_reponse_query_is_a_readable_400(client, value):
    # was: a 500 for ?reponse=² (isdigit, then int)
    response = client.get(f"{url()}?reponse={value}")
    assert response.status_code == 400
    assert "<h1" in response.content.decode()


def test_a_readable_reponse_still_shows_the_verdict(client):
    right, _wrong = answers()
    location = client.post(url(), right)["Location"]
    assert "Bonne réponse" in client.get(location).content.decode()


# The readers themselves -------------------------------------------------------------------


@given(st.integers(-100_000, 100_000))
def test_whole_numbers_read_back(n):
    assert read_whole(str(n), 100_000) == n
    assert read_whole(f" {str(n).replace('-', '−')} ", 100_000) == n


@given(st.integers(0, 2000), st.sampled_from(["", ",5", ".5", ",0", ".50", ",25"]))
def test_decimals_read_back_or_are_out_of_range(whole, decimals):
    expected = whole + Fraction(decimals[1:] or "0") / 10 ** len(decimals[1:])
    if expected > 1000:
        with pytest.raises(OutOfRange):
            read_decimal(f"{whole}{decimals}", maximum=1000)
    else:
        assert read_decimal(f"{whole}{decimals}", maximum=1000) == expected


@given(st.text(max_size=60))
def test_any_text_is_read_in_range_or_refused_as_unreadable(text):
    readers = [
        lambda: 0 <= read_index(text, 8) < 8,
        lambda: abs(read_whole(text, 100_000)) <= 100_000,
        lambda: 0 <= read_decimal(text, maximum=1000) <= 1000,
        lambda: read_id(text) >= 1,
        lambda: all(0 <= i < 4 for i in read_indices([text, text], 4)),
    ]
    for reader in readers:
        with contextlib.suppress(Unreadable):
            assert reader()


@given(
    st.one_of(
        st.integers(4301, 50_000).map(lambda n: "7" * n),
        st.integers(10**5, 10**12).map(lambda e: f"1e{e}"),
        st.text(
            alphabet=st.characters(categories=["Nd", "No"]).filter(lambda c: not c.isascii()),
            min_size=1,
            max_size=8,
        ),
        st.sampled_from(["Infinity", "-inf", "NaN", "∞", "0x10", "1_000", "+5", "5.", ".5"]),
    )
)
def test_hostile_numbers_are_refused_by_every_reader(value):
    for reader in (
        lambda: read_index(value, 8),
        lambda: read_whole(value, 100_000),
        lambda: read_decimal(value, maximum=1000),
        lambda: read_id(value),
    ):
        with pytest.raises(Unreadable):
            reader()


def test_more_values_than_items_are_refused():
    with pytest.raises(OutOfRange):
        read_indices(["0", "1", "2"], 2)
    assert read_indices(["1", "0", "1"], 3) == [0, 1]
