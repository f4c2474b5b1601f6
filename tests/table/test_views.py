"""The table's pages: opening a table, plain posts and htmx posts, refusals and their reasons,
two tabs, the coach, « Pourquoi ? », the limits, the deal records and their exercises, the
progress page and « Revoir mes erreurs »."""

from __future__ import annotations

import json
import random
import re
from unittest import mock

import pytest
from django.db import DatabaseError
from django.test import Client
from django.urls import reverse

from bench.table_driver import CARD_BUTTON, REFUSAL
from reference.engine.casefile import check_lines
from reference.engine.deals import Action, Phase
from reference.rulesets import BY_ID as RULESETS
from reference.rulesets import listed
from table import services
from table.models import Deal, Refusal, Table
from table.services import current_deal
from table.state import deal_state
from tests.layers import sampled
from trainer.models import Mistake

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def roomy_limits(settings):
    settings.ADDRESS_LIMITS = {
        **settings.ADDRESS_LIMITS,
        "tables": (1000, 3600),
        "table_actions": (100_000, 60),
    }


def open_table(client, slug="coinche", **form) -> Table:
    data = {"players": "2x2" if slug == "coinche" else "4", **form}
    response = client.post(reverse("table:new", args=[slug]), data)
    assert response.status_code == 302
    return Table.objects.get(public_id=response["Location"].strip("/").rsplit("/", 1)[-1])


def state_of(table: Table):
    table.refresh_from_db()
    deal = current_deal(table)
    return deal, deal_state(table, deal)


def to_play(client, table: Table, rng: random.Random):
    """Pass or take through the auction (and the exchange) until the learner has a card to play."""
    while True:
        deal, state = state_of(table)
        if state.phase is Phase.PLAY:
            return deal, state
        if state.phase is Phase.OVER:
            client.post(reverse("table:next", args=[table.public_id]), {"version": table.version})
            continue
        action = rng.choice(state.legal_actions(table.seat))
        field = "call" if action.kind == "call" else "card"
        client.post(
            reverse("table:act", args=[table.public_id]),
            {field: action.value, "version": table.version},
        )


def illegal_position(client, slug="coinche", seed=0, **form):
    """A table where the learner holds a card the rules refuse now."""
    rng = random.Random(seed)
    for _attempt in range(60):
        table = open_table(client, slug, **form)
        for _deal in range(3):
            deal, state = to_play(client, table, rng)
            while state.phase is Phase.PLAY:
                ruling = state.play_ruling(table.seat)
                if ruling is not None and ruling.refusals:
                    return table, deal, state, ruling
                card = ruling.legal[0]
                client.post(
                    reverse("table:act", args=[table.public_id]),
                    {"card": str(card), "version": table.version},
                )
                deal, state = state_of(table)
    pytest.fail("no illegal card met")  # pragma: no cover


#: Options of the documents the table does not offer, and why: the deal and the auction at the
#: table know neither a deal in two rounds, nor a weak hand's call, nor bids in raw points; the
#: game's end at the table counts traits; an arbitrator's approval needs an arbitrator; a
#: piccolo joined by three or four never arises, since the table refuses a third join;
#: Neurotrio's table discards as its rule set says; Le Voisin's two variants are rule sets of
#: their own.
NOT_AT_THE_TABLE = {
    "coinche": frozenset({"first_deal", "weak_hand", "sa_ta_bids"}),
    "voisin": frozenset({"tie_break", "variante_i", "variante_ii"}),
    "neurotrio": frozenset({"discard_trumps"}),
    "whist-reglement": frozenset({"arbitrator_approval", "crowded_piccolo"}),
}
HOUSE_RULES = {rs.id: rs.table_rules() for rs in listed() if rs.name is None}


def test_every_house_rule_of_every_document_is_offered_in_words():
    from reference.engine import get_game
    from reference.engine.whist.rules import _OWNER

    for slug, rules in HOUSE_RULES.items():
        ruleset = RULESETS[slug]
        game = get_game(ruleset.game)
        document = dict(ruleset.document.rules)
        offered = {r.name: [v for v, _w in r.choices] for r in rules}
        for name, values in game.rule_options().items():
            owner = _OWNER.get(name) if ruleset.game == "whist" else None
            if name == "document" or owner not in (None, document.get("document")):
                continue
            if name in NOT_AT_THE_TABLE.get(slug, ()):
                continue
            if slug == "whist-couleur" and name in ("abondance_trump", "deal_pattern"):
                continue  # à la couleur accepts only its own value (no trump; 4-4-5)
            if slug == "whist-reglement" and name == "abondance_trump":
                values = ("document", "none")  # "suit" is the Règlement's own reading again
            if isinstance(values, tuple) and len(values) > 1:
                assert sorted(map(repr, offered[name])) == sorted(map(repr, values)), name
        defaults = game.make_rules(document)
        for name, values in offered.items():
            assert values[0] == getattr(defaults, name), name
            for value in values:
                game.make_rules({**document, name: value})  # every choice is a rule of it


def test_the_new_table_page_shows_no_option_name(client):
    for slug in HOUSE_RULES:
        page = client.get(reverse("table:new", args=[slug])).content.decode()
        assert page.count('type="radio"') > len(HOUSE_RULES[slug])
        text = re.sub(r"<[^>]+>", " ", page)
        for rule in HOUSE_RULES[slug]:
            if rule.name != "premier":  # « premier » is also the players' own word
                assert rule.name not in text
        assert "True" not in text and "None" not in text and "False" not in text


def test_opening_a_table_deals_and_plays_the_computers_up_to_the_learner(client):
    table = open_table(client, "voisin", players="3")
    deal, state = state_of(table)
    assert table.learner is not None and deal.number == 1
    assert state.to_act == table.seat or state.phase is Phase.OVER
    page = client.get(reverse("table:play", args=[table.public_id])).content.decode()
    felt = page[page.index('<div class="table table--3"') :]
    you = felt[felt.index('class="seat seat--s seat--you') :]
    assert '<span class="seat-title">Sud</span> <span class="chip">vous</span>' in you
    assert not re.search(r"joueur \d", page, re.IGNORECASE)  # the seats have names


def _coach_box(client, slug: str) -> str:
    page = client.get(reverse("table:new", args=[slug])).content.decode()
    match = re.search(r'<input type="checkbox" name="coach"[^>]*>', page)
    assert match, "the form offers the coach"
    return match.group(0)


def test_the_coach_is_on_by_default_for_a_learners_first_deals_of_a_game(client):
    assert "checked" in _coach_box(client, "coinche")  # a visitor without a session yet
    table = open_table(client, "coinche", coach="on")
    assert table.coach
    assert "checked" in _coach_box(client, "coinche")  # a deal begun is not a deal played
    first = current_deal(table)
    Deal.objects.filter(pk=first.pk).update(over=True)
    for number in (2, 3):
        Deal.objects.create(
            table=table, number=number, dealer=0, order=first.order, over=number == 3
        )
    assert "checked" in _coach_box(client, "coinche")  # two played: still a first deal
    Deal.objects.filter(table=table, number=2).update(over=True)
    assert "checked" not in _coach_box(client, "coinche")  # three played
    assert "checked" in _coach_box(client, "whist-reglement")  # another game: first deals
    other = Client()
    assert "checked" in _coach_box(other, "coinche")  # another visitor's session
    table = open_table(client, "coinche")  # the box left unticked: no coach
    assert not table.coach


def test_a_bad_table_choice_is_a_form_error_not_a_500(client):
    bad = {"players": "2x2", "regle-2": "1", "regle-3": "1", "regle-4": "1"}  # no TA, no SA
    response = client.post(reverse("table:new", args=["coinche"]), bad)  # … but only at capot
    assert response.status_code == 400
    assert "ne vont pas ensemble" in response.content.decode()
    response = client.post(reverse("table:new", args=["coinche"]), {"players": "9"})
    assert response.status_code == 400
    assert Table.objects.count() == 0


def test_each_card_is_a_submit_button_named_card_with_its_case_code(client):
    table, _deal, state, _ruling = illegal_position(client)
    page = client.get(reverse("table:play", args=[table.public_id])).content.decode()
    assert sorted(CARD_BUTTON.findall(page)) == sorted(str(c) for c in state.hand(table.seat))


def test_an_illegal_card_is_refused_with_the_reason_and_a_link_and_changes_nothing(client):
    table, deal, _state, ruling = illegal_position(client)
    card, reason = ruling.refusals[0]
    before = (table.version, list(deal.actions))
    response = client.post(
        reverse("table:act", args=[table.public_id]), {"card": str(card), "version": table.version}
    )
    assert response.status_code == 302
    deal.refresh_from_db()
    table.refresh_from_db()
    assert (table.version, deal.actions) == before
    for _reload in range(2):  # the refusal survives a reload
        page = client.get(reverse("table:play", args=[table.public_id])).content.decode()
        notice = REFUSAL.search(page)
        anchor = "#" + RULESETS["coinche"].section("play", reason.code)  # tout atout: its own
        assert notice and anchor in notice.group(1)
    refusal = Refusal.objects.get()
    assert (refusal.code, refusal.kind, refusal.action) == (reason.code, "card", str(card))


def test_htmx_gets_only_the_table_and_a_plain_post_is_redirected(client):
    table, _deal, _state, ruling = illegal_position(client, seed=1)
    url = reverse("table:act", args=[table.public_id])
    card = ruling.legal[0]
    response = client.post(
        url, {"card": str(card), "version": table.version}, headers={"HX-Request": "true"}
    )
    body = response.content.decode()
    assert response.status_code == 200
    assert body.lstrip().startswith('<div id="table-area"') and "<html" not in body
    page = client.get(reverse("table:play", args=[table.public_id]))
    assert "<html" in page.content.decode()


def test_a_second_tab_is_told_to_reload_and_nothing_is_applied_twice(client):
    table, deal, _state, ruling = illegal_position(client, seed=2)
    url = reverse("table:act", args=[table.public_id])
    stale = table.version
    card = str(ruling.legal[0])
    first = client.post(url, {"card": card, "version": stale})
    assert first.status_code == 302
    deal.refresh_from_db()
    after_first = list(deal.actions)
    second = client.post(url, {"card": card, "version": stale})
    assert second.status_code == 409 and "Rechargez" in second.content.decode()
    htmx = client.post(url, {"card": card, "version": stale}, headers={"HX-Request": "true"})
    assert htmx.status_code == 200 and "autre onglet" in htmx.content.decode()
    deal.refresh_from_db()
    assert deal.actions == after_first
    assert sum(1 for a in deal.actions if a.endswith(f"card:{card}")) == 1


def test_a_worker_killed_mid_action_leaves_the_deal_as_it_was(client):
    table, deal, _state, ruling = illegal_position(client, seed=3)
    before = (table.version, list(deal.actions))
    action = Action("card", str(ruling.legal[0]))
    store = services._store

    def store_then_die(*args):
        store(*args)  # the deal's new actions are written…
        raise DatabaseError("…and the worker dies before the version moves on")

    with mock.patch.object(services, "_store", store_then_die), pytest.raises(DatabaseError):
        services.table_act(table=table, version=table.version, action=action)
    table.refresh_from_db()
    deal.refresh_from_db()
    assert (table.version, deal.actions) == before
    response = client.post(
        reverse("table:act", args=[table.public_id]),
        {"card": str(ruling.legal[0]), "version": table.version},
    )
    assert response.status_code == 302
    deal.refresh_from_db()
    assert len(deal.actions) > len(before[1])


def test_why_lists_each_card_with_the_rule_deciding_it(client):
    table, _deal, state, ruling = illegal_position(client, seed=4)
    page = client.get(reverse("table:play", args=[table.public_id]) + "?pourquoi=1")
    text = page.content.decode()
    described = re.findall(
        r'name="card" value="[^"]+" class="card-button" aria-describedby="(why-\d+)"', text
    )
    assert len(described) == len(state.hand(table.seat))  # each card points to its line
    assert all(f'<li id="{line}" class="why--' in text for line in set(described))
    assert text.count('<li class="refused">') == len(ruling.refusals)
    refused_lines = re.findall(
        r'class="why--refused"><span class="why-cards">Interdites? \(([^)]*)\)', text
    )
    assert sum(len(names.split(", ")) for names in refused_lines) == len(ruling.refusals)


def test_the_coach_marks_the_forbidden_cards_before_any_play(client):
    table, _deal, _state, ruling = illegal_position(client, seed=5, coach="on")
    page = client.get(reverse("table:play", args=[table.public_id])).content.decode()
    assert page.count('class="coach-mark"') == len(ruling.refusals)
    client.post(reverse("table:coach", args=[table.public_id]), {"coach": "0"})
    page = client.get(reverse("table:play", args=[table.public_id])).content.decode()
    assert 'class="coach-mark"' not in page


def test_post_views_refuse_get(client):
    table = open_table(client)
    for name in ("act", "next", "coach"):
        assert client.get(reverse(f"table:{name}", args=[table.public_id])).status_code == 405


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"version": "x", "card": "JH"},
        {"version": "0", "card": "ZZ"},
        {"version": "0", "card": "J" * 500},
        {"version": "99999999999999999999", "call": "pass"},
        {"version": "0", "level": "80", "trump": "Q"},
        {"version": "0", "call": "\x00"},
    ],
)
def test_hostile_posts_get_a_readable_4xx_and_store_nothing(client, data):
    table = open_table(client)
    deal = current_deal(table)
    before = list(deal.actions)
    response = client.post(reverse("table:act", args=[table.public_id]), data)
    assert 400 <= response.status_code < 500
    deal.refresh_from_db()
    assert deal.actions == before
    assert not Refusal.objects.exists()


def test_new_tables_are_limited_per_address(client, settings):
    settings.ADDRESS_LIMITS = {**settings.ADDRESS_LIMITS, "tables": (2, 3600)}
    for _ in range(2):
        open_table(client)
    response = client.post(reverse("table:new", args=["coinche"]), {"players": "2x2"})
    assert response.status_code == 429
    assert Table.objects.count() == 2


def _finish_deal(client, table, rng):
    deal, state = to_play(client, table, rng)
    while state.phase is not Phase.OVER:
        action = rng.choice(state.legal_actions(table.seat))
        field = "call" if action.kind == "call" else "card"
        client.post(
            reverse("table:act", args=[table.public_id]),
            {field: action.value, "version": table.version},
        )
        deal, state = state_of(table)
    return deal, state


def test_a_finished_deal_has_a_record_a_replay_and_a_text_record_the_tools_read(client):
    rng = random.Random(7)
    table = open_table(client, "voisin", players="2x2")
    deal, _state = _finish_deal(client, table, rng)
    page = client.get(reverse("table:deal", args=[deal.public_id]))
    assert page.status_code == 200
    text = client.get(reverse("table:deal-text", args=[deal.public_id])).content.decode()
    lines = text.splitlines()
    results = list(check_lines(lines, "record", set()))
    assert results and all(r.passed for r in results)
    first = json.loads(lines[0])["deal"]
    assert first["dealer"] == deal.dealer and len(first["hands"]) == 4
    moment = reverse("table:deal-moment", args=[deal.public_id, 0])
    assert client.get(moment).status_code == 200
    assert client.get(reverse("table:deal-moment", args=[deal.public_id, 999])).status_code == 404


@pytest.mark.parametrize(
    "slug", sampled(["coinche", "voisin", "neurotrio", "whist-reglement", "whist-couleur"], 3)
)
def test_every_rule_set_has_records_replays_and_exercises_of_its_deals(client, slug):
    rng = random.Random(f"records/{slug}")
    table = open_table(client, slug)
    deal, state = _finish_deal(client, table, rng)
    while state.score() is None:  # everybody passed: play the next deal
        client.post(reverse("table:next", args=[table.public_id]), {"version": table.version})
        deal, state = _finish_deal(client, table, rng)
    text = client.get(reverse("table:deal-text", args=[deal.public_id])).content.decode()
    results = list(check_lines(text.splitlines(), "record", set()))
    assert results and all(r.passed for r in results), [r for r in results if not r.passed]
    assert json.loads(text.splitlines()[0])["deal"]["tricks"] == [
        [[p.seat, str(p.card)] for p in t.plays] for t in state.tricks.done
    ]
    page = client.get(reverse("table:deal", args=[deal.public_id])).content.decode()
    links = set(re.findall(r'href="(/table/donne/[^"]+/exercice/[^"]+)"', page))
    assert any(link.endswith("/marque/") for link in links)
    first_card = next(n for n, a in enumerate(deal.actions) if " card:" in a)
    for kind in ("cartes", "pli"):
        url = reverse("table:exercise", args=[deal.public_id, first_card, kind])
        assert client.get(url).status_code == 200
    for link in links:
        assert client.get(link).status_code == 200, link


def test_only_the_owner_may_read_or_act_on_a_live_table(client):
    # was: anyone holding a record's link back reached the live table, dealt the owner's next
    # deal, posted calls, saw the owner's hand and wrote into the owner's progress
    rng = random.Random(9)
    table = open_table(client, "voisin", players="2x2")
    deal, _state = _finish_deal(client, table, rng)
    record = reverse("table:deal", args=[deal.public_id])
    play = reverse("table:play", args=[table.public_id])
    assert play in client.get(record).content.decode()  # the owner's way back
    stranger = Client()
    page = stranger.get(record)
    assert page.status_code == 200 and play not in page.content.decode()  # read-only
    table.refresh_from_db()
    before = (table.version, table.deals.count(), Refusal.objects.count())
    assert stranger.get(play).status_code == 404
    for name, data in (
        ("table:next", {"version": table.version}),
        ("table:act", {"call": "pass", "version": table.version}),
        ("table:act", {"card": "AS", "version": table.version}),
        ("table:coach", {"coach": "1"}),
    ):
        response = stranger.post(reverse(name, args=[table.public_id]), data)
        assert response.status_code == 404, name
    table.refresh_from_db()
    assert (table.version, table.deals.count(), Refusal.objects.count()) == before
    assert not table.coach
    live = current_deal(table) if not current_deal(table).over else None
    if live is not None:
        url = reverse("table:exercise", args=[live.public_id, len(live.actions), "cartes"])
        assert stranger.get(url).status_code == 404


def test_a_deal_in_progress_has_no_public_record(client):
    table = open_table(client)
    deal = current_deal(table)
    if not deal.over:
        assert client.get(reverse("table:deal", args=[deal.public_id])).status_code == 404
        assert client.get(reverse("table:deal-text", args=[deal.public_id])).status_code == 404


def test_a_moment_of_a_replay_becomes_an_exercise_with_a_stable_url(client):
    rng = random.Random(8)
    table = open_table(client, "neurotrio")
    deal, state = _finish_deal(client, table, rng)
    while state.score() is None:  # a manche everybody passed: play the next one
        client.post(reverse("table:next", args=[table.public_id]), {"version": table.version})
        deal, state = _finish_deal(client, table, rng)
    page = client.get(reverse("table:deal", args=[deal.public_id])).content.decode()
    links = re.findall(r'href="(/table/donne/[^"]+/exercice/[^"]+)"', page)
    assert any(link.endswith("/marque/") for link in links)
    first_card = next(n for n, a in enumerate(deal.actions) if " card:" in a)
    url = reverse("table:exercise", args=[deal.public_id, first_card, "cartes"])
    one, two = client.get(url).content.decode(), client.get(url).content.decode()
    assert one.count('name="cards"') == two.count('name="cards"') > 0
    trick = reverse("table:exercise", args=[deal.public_id, first_card, "pli"])
    assert client.get(trick).status_code == 200


def test_an_illegal_card_feeds_the_progress_page_and_the_review_queue(client):
    table, deal, state, ruling = illegal_position(client, seed=9)
    card, _reason = ruling.refusals[0]
    client.post(
        reverse("table:act", args=[table.public_id]), {"card": str(card), "version": table.version}
    )
    progress = client.get(reverse("table:progress")).content.decode()
    assert "Vous avez oublié de" in progress and "1 fois cette semaine" in progress
    mistake = Mistake.objects.get()
    assert mistake.ruleset == "table" and mistake.seed == f"{deal.public_id}:{len(deal.actions)}"
    review = client.get(reverse("trainer:review"))
    assert review.status_code == 302
    exercise = client.get(review["Location"]).content.decode()
    assert exercise.count('name="cards"') == len(state.hand(table.seat))
    answer = [str(i) for i, c in enumerate(state.hand(table.seat)) if c in ruling.legal]
    client.post(review["Location"], {"cards": answer})
    mistake.refresh_from_db()
    assert mistake.right_in_a_row == 1


class _Passer(random.Random):
    """Passes whenever it may, so that the computer players take the contracts and the
    scores spread (a learner who bids at random loses every deal and leaves the others level)."""

    def choice(self, seq):
        passes = [a for a in seq if getattr(a, "value", None) == "pass"]
        return passes[0] if passes else super().choice(seq)


@pytest.mark.slow
def test_the_game_ends_at_its_target_and_offers_a_new_game(client):
    rng = _Passer(10)
    table = open_table(client, "whist-couleur", players="4", end="deals:each")
    for _deal in range(12):  # four deals, then more only while the two sides are level
        _finish_deal(client, table, rng)
        table.refresh_from_db()
        assert table.finished == services.game_sheet(table).standing.finished
        if table.finished:
            break
        client.post(reverse("table:next", args=[table.public_id]), {"version": table.version})
    played = Deal.objects.filter(table=table, over=True).count()
    assert table.finished and played >= 4
    page = client.get(reverse("table:play", args=[table.public_id])).content.decode()
    assert "La feuille de marque" in page


def test_the_table_speaks_english_too(client):
    table = open_table(client)
    client.post(reverse("set_language"), {"language": "en", "next": "/"})
    page = client.get(reverse("table:play", args=[table.public_id])).content.decode()
    assert '<span class="seat-title">South</span> <span class="chip">you</span>' in page
    assert "Your hand" in page and "your turn" in page


def _all_pass(table: Table) -> list[str] | None:
    """Every player passes from the deal's start: the actions, or ``None`` when a hand must
    call (a trou) or the auction ends otherwise."""
    deal = current_deal(table)
    state = deal_state(table, Deal(table=table, dealer=deal.dealer, order=deal.order, actions=[]))
    actions = []
    while state.phase is Phase.AUCTION:
        seat = state.to_act
        if state.refusal(Action("call", "pass"), seat) is not None:
            return None
        state = state.apply(Action("call", "pass"), seat)
        actions.append(f"{seat} call:pass")
    return actions if (state.contract or {}).get("name") == "dames" else None


def test_the_dames_game_is_explained_at_the_table_with_a_link_to_its_rule(client):
    for _attempt in range(20):  # a dealt trou must be called: deal again
        table = open_table(client, "whist-reglement", end="deals:each")
        actions = _all_pass(table)
        if actions is not None:
            break
    assert actions is not None
    Deal.objects.filter(pk=current_deal(table).pk).update(actions=actions)
    page = client.get(reverse("table:play", args=[table.public_id])).content.decode()
    note = re.search(r'<p class="contract-note">(.*?)</p>', page, re.S)
    assert note, "the contract is explained"
    assert "Jeu des Dames" in note.group(1) and "dame" in note.group(1)
    assert 'href="/regles/whist-reglement/#jeu-dames"' in note.group(1)
