"""« Jouer ensemble » on four phones: a belote coinchée table opened by one person and joined by
three through its invitation link, played to the score through daphne and the real push
channel. No page is ever reloaded: each move reaches the three other phones by the push
alone; each phone shows only its own hand; axe finds nothing on the table and the score.
And « En direct »: a projector and a student's phone kept up to date by the push."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest
from django.test import Client
from django.urls import reverse
from playwright.sync_api import Browser, Page, expect

from bench.classes import PASSWORD, STUDENT_PASSWORD, quick_class
from bench.table_driver import Tally
from bench.together_driver import CARD_SHOWN, Seated, hidden_cards_shown, play_turn, state_of
from classroom import services as classroom_services
from classroom.items import set_items
from classroom.models import Student, TeacherSet
from reference.engine.deals import DealState, Phase
from table.models import Table
from tests.browser.asgi import daphne
from tests.browser.axe import axe_violations
from together.models import Person
from trainer.exercises import KINDS

pytestmark = pytest.mark.django_db(transaction=True)

PHONE = {"width": 375, "height": 740}
NAMES = ["Anne", "Bruno", "Chloé", "Denis"]
#: Longest wait for a move to reach every phone on a busy machine (it takes milliseconds).
PATIENCE = 15_000
AT_VERSION = "v => document.getElementById('table-area')?.dataset.version === String(v)"


@pytest.fixture
def push_site(transactional_db) -> Iterator[str]:
    with daphne() as address:
        yield address


def open_and_join(browser: Browser, address: str) -> list[Page]:
    """Anne opens a coinche table (the coach on, so that each person plays a card the rules
    allow); Bruno, Chloé and Denis come in by the link she gives."""
    phones = [browser.new_context(viewport=PHONE, locale="fr-FR").new_page() for _ in NAMES]
    host = phones[0]
    host.goto(f"{address}/ensemble/nouvelle/coinche/")
    host.get_by_label("Votre nom à la table").fill(NAMES[0])
    host.locator('input[name="players"][value="2x2"]').check()
    host.locator('input[name="coach"]').check()
    with host.expect_navigation():
        host.get_by_role("button", name="Ouvrir la table").first.click()
    invitation = host.locator("#invitation-link").input_value()
    for phone, name in zip(phones[1:], NAMES[1:], strict=True):
        phone.goto(invitation)
        phone.get_by_label("Votre nom à la table").fill(name)
        with phone.expect_navigation():
            phone.get_by_role("button", name="S'asseoir à la table").click()
    # Anne's page learnt of each arrival by the push alone.
    expect(host.locator(".together-seats")).to_contain_text(NAMES[-1], timeout=PATIENCE)
    return phones


def act(phone: Page, state: DealState) -> None:
    """The first to speak bids the lowest contract, everyone else passes; a card: the first
    one the coach marks as allowed."""
    if state.phase is Phase.AUCTION:
        if state.calls:
            phone.locator('button[name="call"][value="pass"]').click()
        else:
            phone.locator(".bid-builder button[type=submit]").first.click()
    else:
        phone.locator('li.legal button[name="card"]').first.click()


def test_four_phones_play_a_coinche_deal_to_the_score_through_the_push(
    push_site: str, browser: Browser
):
    phones = open_and_join(browser, push_site)
    channels: list[str] = []
    for phone in phones:
        phone.on("websocket", lambda socket: channels.append(socket.url))
    table = Table.objects.get()
    seats = dict(Person.objects.values_list("name", "seat"))
    assert sorted(seats.values()) == [0, 1, 2, 3]
    assert axe_violations(phones[0]) == []
    loads = [phone.evaluate("() => performance.timeOrigin") for phone in phones]
    axe_during_play = False
    by_seat = {seats[name]: phone for phone, name in zip(phones, NAMES, strict=True)}
    for _ in range(200):
        state = state_of(table)
        for seat, phone in by_seat.items():
            phone.wait_for_function(AT_VERSION, arg=table.version, timeout=PATIENCE)
            html = phone.content()
            assert not hidden_cards_shown(html, state, seat), seat
            if state.phase is not Phase.OVER and not state.tricks.current:  # once a trick
                hand = set(CARD_SHOWN.findall(phone.locator(".table-hand").inner_html()))
                assert hand == {str(card) for card in state.hand(seat)}, seat
        if state.phase is Phase.OVER:
            break
        assert state.to_act is not None
        phone = by_seat[state.to_act]
        if state.tricks.done and not axe_during_play:
            axe_during_play = True
            assert axe_violations(phone) == []
        act(phone, state)
        phone.wait_for_function(
            f"() => document.getElementById('table-area').dataset.version !== '{table.version}'",
            timeout=PATIENCE,
        )
    else:
        raise AssertionError("the deal never reached its score")
    assert state.tricks.done and len(state.tricks.done) == 8
    for phone in phones:
        expect(phone.locator(".deal-end .score-table")).to_be_visible()
        expect(phone.locator(".game-sheet")).to_be_visible()
        assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    # Not one page was loaded again: every change came through the push.
    assert [phone.evaluate("() => performance.timeOrigin") for phone in phones] == loads
    assert axe_violations(phones[1]) == []
    # A page fetched again keeps its channel: one that opened it again at each of its forty-odd
    # fetches would have opened dozens. A channel the server dropped on a busy machine is
    # opened again by the page (static/js/push.js), at most once a phone here.
    assert len(channels) <= len(phones), f"a page fetched again keeps its push channel: {channels}"


def log_in(phone: Page, address: str, username: str, password: str) -> None:
    phone.goto(f"{address}/classe/connexion/")
    phone.locator("#id_username").fill(username)
    phone.locator("#id_password").fill(password)
    with phone.expect_navigation():
        phone.locator("#id_password").press("Enter")


def test_a_student_answers_live_on_a_phone_and_the_projector_counts_it(
    push_site: str, browser: Browser
):
    """« En direct »: the teacher's projector and a student's phone, each updated by the push
    alone (the count as the answer comes, the verdict once revealed); axe finds nothing."""
    assignment = quick_class(1, 1, answered=0.0)
    classroom, student = assignment.classroom, assignment.classroom.students.get()
    item = set_items(assignment.teacher_set)[0]
    right = KINDS[item.kind].right_and_wrong(item.exercise)[0]
    projector = browser.new_context(viewport={"width": 1280, "height": 800}, locale="fr-FR")
    teacher = projector.new_page()
    log_in(teacher, push_site, classroom.teacher.user.username, PASSWORD)
    teacher.goto(f"{push_site}/ensemble/classe/{classroom.id}/")
    assert axe_violations(teacher) == []
    with teacher.expect_navigation():
        teacher.get_by_role("button", name="Montrer à la classe").click()
    expect(teacher.locator("#table-area")).to_contain_text("0 réponse reçue")
    assert axe_violations(teacher) == []

    phone = browser.new_context(viewport=PHONE, locale="fr-FR").new_page()
    log_in(phone, push_site, student.user.username, STUDENT_PASSWORD)
    phone.goto(f"{push_site}/ensemble/classe/{classroom.id}/")
    with phone.expect_navigation():
        phone.get_by_role("link", name="Répondre à la question en direct").click()
    assert axe_violations(phone) == []
    ((name, value),) = right.items()
    choice = phone.locator(f'input[name="{name}"][value="{value}"]')
    choice.check(force=True)  # the card itself is the radio button's label
    with phone.expect_navigation():
        phone.locator(f'form:has(input[name="{name}"]) button[type="submit"]').first.click()
    expect(phone.locator("#table-area")).to_contain_text("Votre réponse est enregistrée")
    expect(teacher.locator("#table-area")).to_contain_text("1 réponse reçue", timeout=PATIENCE)
    assert "juste" not in teacher.locator("#table-area").inner_text()
    teacher.get_by_role("button", name="Montrer la réponse à tous").click()
    expect(phone.locator(".explained")).to_contain_text("juste", timeout=PATIENCE)
    assert axe_violations(phone) == []
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def off_the_loop[T](work: Callable[[], T]) -> T:
    """Run ``work`` (Django clients whose moves are pushed) away from Playwright's event loop,
    on which the push's ``async_to_sync`` may not run."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(work).result()


def class_student_seated(table: Table, student: Student) -> Seated:
    """A student of the class, logged in on a client of their own, takes a seat."""
    client = Client()
    client.force_login(student.user)
    joined = client.post(
        reverse("together:class-join", args=[student.classroom_id, table.public_id])
    )
    assert joined.status_code == 302
    return Seated(client, Person.objects.get(gathering__table=table, name=student.display_name))


def test_a_teacher_runs_a_class_table_from_a_phone(push_site: str, browser: Browser):
    """The teacher's screen at a class table, on a phone: every hand in view, the pause, the
    position shown to all with « Pourquoi ? » and made an exercise; axe finds nothing."""
    assignment = quick_class(4, 1, answered=0.0)  # its set, given, takes no more exercises
    classroom, given = assignment.classroom, assignment.teacher_set
    tset = classroom_services.set_create(teacher=classroom.teacher, title="Vu à la table")
    teacher = browser.new_context(viewport=PHONE, locale="fr-FR").new_page()
    log_in(teacher, push_site, classroom.teacher.user.username, PASSWORD)
    teacher.goto(f"{push_site}/ensemble/classe/{classroom.id}/nouvelle/coinche/")
    teacher.locator('input[name="players"][value="2x2"]').check()
    with teacher.expect_navigation():
        teacher.get_by_role("button", name="Ouvrir la table").first.click()
    table = Table.objects.get()
    rng, tally = random.Random("browser/class-table"), Tally()

    def students_play() -> list[Seated]:
        people = [class_student_seated(table, s) for s in classroom.students.all()]
        while state_of(table).phase is not Phase.PLAY or len(state_of(table).tricks.current) < 2:
            play_turn(table, people, rng, tally, legal=True)
        return people

    people = off_the_loop(students_play)
    state = state_of(table)
    teacher.reload()
    for seat in range(4):  # the teacher sees every hand
        for card in state.hand(seat):
            assert teacher.locator(f'[data-card="{card}"]').count() >= 1
    assert teacher.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    assert axe_violations(teacher) == []

    with teacher.expect_navigation():
        teacher.get_by_role("button", name="Mettre en pause").click()
    with teacher.expect_navigation():
        teacher.get_by_role("button", name="Montrer à tous la position").click()
    heading = teacher.locator("#shown-title")
    expect(heading).to_be_focused()
    expect(heading).to_be_in_viewport()
    assert teacher.locator(".shown-position .why-lines li").count() >= 1
    assert axe_violations(teacher) == []
    offered = teacher.locator("#shown-set option").all_inner_texts()
    assert offered == ["Vu à la table"], f"{given} is given to the class: it takes no more"
    teacher.locator("#shown-kind").select_option("legal_plays")
    teacher.locator("#shown-set").select_option(str(tset.id))
    with teacher.expect_navigation():
        teacher.get_by_role("button", name="Ajouter à la série").click()
    items = set_items(TeacherSet.objects.get(id=tset.id))
    assert items[-1].kind == "legal_plays"
    assert sorted(items[-1].case["input"]["hand"]) == sorted(map(str, state.hand(state.to_act)))

    teacher.goto(f"{push_site}/ensemble/{table.public_id}/")
    with teacher.expect_navigation():
        teacher.get_by_role("button", name="Reprendre la partie").click()
    _who, status = off_the_loop(lambda: play_turn(table, people, rng, tally, legal=True))
    assert status == 200
