"""Every reason and note of an auction describes the call it sits under, over every auction the
pages draw and over random auctions of the Règlement: a note on a pass that is not final names
the speaker's own situation (« son emballeur » only under a proposer whose emballeur is still
in, « l'emballeur passe la main » only under an emballeur, « après le premier tour » only under
a player who did not pass in the first round); Le Voisin's first-round prise naming another
suit than the turned card's is refused for that suit, never for the turned suit itself."""

from __future__ import annotations

import random
import re

import pytest
from django.utils import translation

from reference.blocks.examples import examples, rules_options
from reference.engine import DOCUMENTS_BY_SLUG, get_game
from reference.engine.cards import Card
from reference.games import words
from reference.games.whist.words import PASS_NOTES

WHIST = get_game("whist")
VOISIN = get_game("voisin")


def note_of(note: str) -> str | None:
    """Which kind of pass note ``note`` is, in the active language."""
    return {str(text): why for why, text in PASS_NOTES.items()}.get(note)


def whist_rows(rules, calls, context=None):
    """(seat, call, legal, note) of each call, as the page's auction block draws them."""
    game_words = words("whist").under(rules)
    state = WHIST.auction(rules, None, context)
    rows = []
    for call in calls:
        seat = state.next_seat
        ruling = state.ruling(call)
        after = state.apply(call) if ruling.legal else state
        note = game_words.call_note(state, after) if ruling.legal else ""
        rows.append((seat, call, ruling.legal, note))
        state = after
    return rows


def check_whist_notes(rows) -> list[str]:
    """What is wrong with the notes, read against the calls made so far (not the engine's
    roles): each note must fit the speaker's own calls."""
    wrong = []
    made: list[tuple[int, str]] = []  # legal calls so far, (seat, call)
    for number, (seat, call, legal, note) in enumerate(rows, start=1):
        if not legal:
            continue
        why = note_of(note) if note else None
        assert not note or why, f"unknown note {note!r}"
        own = [c for s, c in made if s == seat]
        first_round = [c for i, (s, c) in enumerate(made) if s == seat and i < 4]
        where = f"call {number} ({call}, seat {seat})"
        if why and call != "pass":
            wrong.append(f"{where}: a pass note under another call")
        if why and (first_round[:1] == ["pass"] or len(made) < 4):
            wrong.append(f"{where}: a note on a final first-round pass")
        if why == "hands_to_proposer" and not any(c.startswith("j'emballe") for c in own):
            wrong.append(f"{where}: « l'emballeur passe la main » under a non-emballeur")
        if why == "waits_for_emballeur":
            proposed = {c.split()[-1] for c in own if c.startswith("emballage")}
            joiners = [
                s for s, c in made if c.startswith("j'emballe") and c.split()[-1] in proposed
            ]
            if not joiners:
                wrong.append(f"{where}: « son emballeur » under a player nobody joined")
            elif all([c for s, c in made if s == j][-1:] == ["pass"] for j in joiners):
                wrong.append(f"{where}: « son emballeur est encore là » after he passed")
        made.append((seat, call))
    return wrong


AUCTIONS = {
    name: example for name, example in examples("whist").items() if example["kind"] == "auction"
}


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("name", list(AUCTIONS))
def test_every_drawn_whist_auction_notes_only_what_fits_the_speaker(name, language):
    example = AUCTIONS[name]
    slug = "whist-" + example["rules"]["document"]
    rules = WHIST.make_rules(rules_options(DOCUMENTS_BY_SLUG[slug], example))
    with translation.override(language):
        rows = whist_rows(rules, example["calls"], example.get("context"))
        assert check_whist_notes(rows) == []


def test_the_drawn_auctions_show_each_kind_of_pass_note():
    """The pages teach the three ways a later pass keeps its player in the Règlement."""
    seen = set()
    for example in AUCTIONS.values():
        slug = "whist-" + example["rules"]["document"]
        rules = WHIST.make_rules(rules_options(DOCUMENTS_BY_SLUG[slug], example))
        rows = whist_rows(rules, example["calls"], example.get("context"))
        seen |= {note_of(note) for *_rest, note in rows if note}
    assert seen == set(PASS_NOTES)


@pytest.mark.parametrize(("late_pass", "least"), [("keeps_place", 100), ("final", 1)])
@pytest.mark.slow  # hundreds of random auctions
def test_random_reglement_auctions_note_only_what_fits_the_speaker(late_pass, least):
    rules = WHIST.make_rules({"document": "reglement", "late_pass": late_pass})
    rng = random.Random(28)
    noted = 0
    for _ in range(300):
        state, calls = WHIST.auction(rules, None, None), []
        while not state.ended and len(calls) < 40:
            legal = state.legal_calls()
            # passes often, so that auctions reach later rounds with players still in
            call = "pass" if "pass" in legal and rng.random() < 0.5 else rng.choice(legal)
            calls.append(call)
            state = state.apply(call)
        rows = whist_rows(rules, calls)
        assert check_whist_notes(rows) == [], calls
        noted += sum(1 for *_rest, note in rows if note)
    assert noted >= least


VOISIN_AUCTIONS = {
    name: example for name, example in examples("voisin").items() if example["kind"] == "auction"
}


@pytest.mark.parametrize("name", list(VOISIN_AUCTIONS))
def test_voisin_refuses_a_first_round_prise_only_for_another_suit(name):
    """With 9♥ turned, « Prise à cœur (refusée) … pour choisir un autre atout, il faut une
    charge »: hearts was the turned suit."""
    example = VOISIN_AUCTIONS[name]
    rules = VOISIN.make_rules(rules_options(DOCUMENTS_BY_SLUG["voisin"], example))
    context = example.get("context") or {}
    state = VOISIN.auction(rules, example["players"], context)
    turned = Card.parse(context["turned"]) if "turned" in context else None
    for call in example["calls"]:
        ruling = state.ruling(call)
        named = re.fullmatch(r"prise ([SHDC])", call)
        if ruling.reason.code == "voisin_bid_round_one_other_suit":
            assert named and turned and named.group(1) != turned.suit.value, call
        if named and turned and named.group(1) == turned.suit.value and len(state.made) < 4:
            assert ruling.legal or ruling.reason.code == "voisin_bid_not_higher", call
        assert ruling.reason.code != "voisin_bid_round_one_prise_turned" or turned is None
        state = state.apply(call) if ruling.legal else state


def test_voisin_takes_a_prise_naming_the_turned_suit_as_the_prise():
    for suit in "SHDC":
        state = VOISIN.auction(VOISIN.make_rules({}), "4", {"turned": f"9{suit}"})
        assert state.ruling(f"prise {suit}").legal
        others = [s for s in "SHDC" if s != suit]
        assert all(
            state.ruling(f"prise {o}").reason.code == "voisin_bid_round_one_other_suit"
            for o in others
        )
        after = state.apply(f"prise {suit}")
        assert after.ruling("prise").reason.code == "voisin_bid_not_higher"
        assert after.ruling("charge S").legal
