"""Every limited endpoint of the site, behind a proxy as the README's « Hosting » sets it up
(``ATOUT_TRUSTED_PROXIES=1``, nginx on the loopback address): one client address that uses up
a limit is refused, another address is not, and an IPv6 client is counted by its /64.

The endpoints come from the code itself (``guard.limits.limited_endpoints``: the views marked
``@limited``), so a new limited endpoint without a way to reach it here fails this test.

(Was: the score pad counted ``REMOTE_ADDR``, so behind nginx every visitor shared one budget,
and IPv6 clients were counted per address.)
"""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Callable

import pytest
from django.contrib.auth import get_user_model
from django.core.exceptions import ImproperlyConfigured
from django.test import Client, RequestFactory
from django.urls import resolve, reverse

from classroom import services as classroom
from classroom.assignments import item_key
from classroom.items import set_items
from classroom.models import Teacher
from guard.limits import allows, limited_endpoints
from learn import catalogue
from learn.keys import theme_url
from reference.rulesets import BY_ID
from scorepad.models import Change, Entry, ScoreGame
from table.models import Deal, Table
from table.services import table_create
from tests.classroom.helpers import answer_data
from tests.layers import sampled
from tests.table.test_views import _finish_deal
from tests.trainer.test_views import answers, url
from together import classtable as together_classes
from together import live
from together import services as together
from together.models import Gathering
from together.people import SESSION_KEY as TOGETHER_KEY
from trainer import path
from trainer.exercises import KINDS, build
from trainer.models import Learner
from trainer.rulesets import get_ruleset
from trainer.services import SESSION_KEY, attempt_record
from trainer.sets import set_import

pytestmark = pytest.mark.django_db

NGINX = "127.0.0.1"
#: Two IPv4 clients; two IPv6 addresses of one /64, and one of another /64.
FIRST, SECOND = "203.0.113.10", "198.51.100.20"
SAME_64 = ("2001:db8:1:2::10", "2001:db8:1:2:ffff::99")
OTHER_64 = "2001:db8:1:3::10"
SERIAL = itertools.count()

type Recipe = Callable[[Client], int]
"""One request the limit counts, made by a client of its own (set up as needed): its status."""


def behind_proxy(address: str) -> Client:
    return Client(REMOTE_ADDR=NGINX, HTTP_X_FORWARDED_FOR=f"6.6.6.6, {address}")


def _post(client: Client, name: str, args: list | None = None, data: dict | None = None) -> int:
    return client.post(reverse(name, args=args or []), data or {}).status_code


# --- what the recipes need ------------------------------------------------------------------


def _teacher() -> Teacher:
    user = get_user_model().objects.create_user(f"prof{next(SERIAL)}", password="x")
    return Teacher.objects.create(user=user)


def _signed_in(client: Client, user) -> Client:
    client.force_login(user, backend="django.contrib.auth.backends.ModelBackend")
    return client


def _assignment(one_attempt: bool = False):
    teacher = _teacher()
    classroom_ = classroom.class_create(teacher=teacher, name="CM2")
    tset = classroom.set_create(teacher=teacher, title="Série")
    case = {"game": "coinche", "kind": "card_points", "input": {"trump": "H", "cards": ["JH"]}}
    classroom.set_items_add(tset=tset, cases=[case])
    tset.refresh_from_db()
    assignment = classroom.assignment_create(
        classroom=classroom_, tset=tset, due=None, one_attempt=one_attempt
    )
    student = classroom.student_join(
        classroom=classroom_, display_name=f"Élève {next(SERIAL)}", password="x"
    )
    return assignment, student


def _student_answers(client: Client, revise: bool) -> int:
    assignment, student = _assignment()
    _signed_in(client, student.user)
    data = answer_data(assignment, 1, True)
    if revise:  # answered once already, so that it can be revised
        item = set_items(assignment.teacher_set)[0]
        attempt = attempt_record(
            learner=Learner.objects.get(user=student.user),
            key=item_key(assignment, "coinche", item.kind, 1).as_tuple(),
            answer=20,
            correct=True,
            time_taken_ms=None,
        ).attempt
        classroom.response_record(
            assignment=assignment,
            student=student,
            position=1,
            kind=item.kind,
            game="coinche",
            attempt=attempt,
        )
        return client.post(reverse("classroom:revise", args=[assignment.id, 1]), data).status_code
    return client.post(reverse("classroom:play", args=[assignment.id, 1]), data).status_code


def _own_table(client: Client, slug: str = "coinche") -> Table:
    learner = Learner.objects.create()
    session = client.session
    session[SESSION_KEY] = str(learner.id)
    session.save()
    ruleset = BY_ID[slug]
    return table_create(
        learner=learner,
        ruleset=ruleset,
        players="2x2",
        options={},
        end="",
        coach=False,
    )


def _seated(client: Client) -> str:
    """A table for people opened by this client, who sits at it: its address."""
    host = together.open_table(
        ruleset=BY_ID["coinche"],
        players="2x2",
        options={},
        end="",
        coach=False,
        name="Anne",
        learner=None,
    )
    public_id = host.gathering.table.public_id
    session = client.session
    session[TOGETHER_KEY] = {public_id: host.key}
    session.save()
    return public_id


def _invitation() -> str:
    """The invitation of a table someone else opened."""
    public_id = _seated(Client())
    return Gathering.objects.get(table__public_id=public_id).invitation


def _class_table_joined(client: Client) -> int:
    """A student of a class sits down at the table its teacher opened for it."""
    assignment, student = _assignment()
    host = together_classes.open_class_table(
        classroom=assignment.classroom,
        ruleset=BY_ID["coinche"],
        table_choices={"players": "2x2", "options": {}, "end": "", "coach": False},
        name="M. Martin",
        learner=None,
        plays=False,
    )
    _signed_in(client, student.user)
    args = [assignment.classroom.id, host.gathering.table.public_id]
    return _post(client, "together:class-join", args)


def _class_table_opened(client: Client) -> int:
    """A teacher opens a table for one of her classes."""
    teacher = _teacher()
    found = classroom.class_create(teacher=teacher, name="CM1")
    _signed_in(client, teacher.user)
    data = {"players": "2x2", "nom": "M. Martin"}
    return _post(client, "together:class-new", [found.id, "coinche"], data)


def _answers_live(client: Client) -> int:
    """A student answers the question a teacher shows the class « en direct »."""
    assignment, student = _assignment()
    shown = live.start(classroom=assignment.classroom, tset=assignment.teacher_set, position=1)
    _signed_in(client, student.user)
    data = answer_data(assignment, 1, True)
    return _post(client, "together:live-answer", [shown.public_id], data)


#: The finished deal of the test in progress (its record is anyone's to practise on).
FINISHED: dict[str, Deal] = {}


def _finished_deal() -> Deal:
    """A deal of someone else's table, played to its end."""
    if "deal" not in FINISHED:
        player = behind_proxy("192.0.2.99")
        FINISHED["deal"], _state = _finish_deal(player, _own_table(player), random.Random(3))
    return FINISHED["deal"]


def _score_game(lines: int = 1) -> ScoreGame:
    game = ScoreGame.objects.create(
        ruleset="coinche", table="2x2", players=["A", "B", "C", "D"], rules={}, match={}
    )
    for seq in range(1, lines + 1):
        Entry.objects.create(game=game, seq=seq, data={"kind": "redeal"})
        Change.objects.create(
            game=game, version=seq, action=Change.ADD, seq=seq, after={"kind": "redeal"}, who="x"
        )
    ScoreGame.objects.filter(pk=game.pk).update(version=lines)
    game.refresh_from_db()
    return game


def _trainer_answer(client: Client) -> int:
    right, _wrong = answers()
    return client.post(url(), right).status_code


def _set_item(client: Client) -> int:
    case = {"game": "coinche", "kind": "card_points", "input": {"trump": "H", "cards": ["JH"]}}
    set_import(name="proxy", title="", lines=[json.dumps(case)], replace=True)
    return client.post(reverse("trainer:set-item", args=["proxy", 1]), {"points": "20"}).status_code


def _path(client: Client, exercise: bool) -> int:
    rs = get_ruleset("coinche", "standard")
    first = path.steps_for(rs)[0]
    shown = path.step_exercise(rs, first, 0, 0)
    right, _wrong = KINDS[shown.key.kind].right_and_wrong(shown)
    if exercise:
        address = reverse("trainer:path-exercise", args=[rs.game, rs.slug, first.slug, 0, 0])
    else:
        address = reverse("trainer:path-step", args=[rs.game, rs.slug, first.slug])
    return client.post(address, right).status_code


def _lesson(client: Client, practice: bool) -> int:
    """An answer to the first coinche lesson: in its practice, or at its exercise's own URL."""
    lesson = catalogue.lessons("coinche", "standard")[0]
    if practice:
        shown = build(lesson.exercise_key(0), lesson.ruleset)
        address = reverse("learn:practice", args=["coinche", "standard", lesson.slug])
    else:
        key = catalogue.theme_key(lesson.ruleset, lesson.slug, lesson.kinds[0], "moyen", 7)
        shown, address = build(key, lesson.ruleset), theme_url(key)
    right, _wrong = KINDS[shown.key.kind].right_and_wrong(shown)
    return client.post(address, right).status_code


def _table_exercise(client: Client) -> int:
    deal = _finished_deal()
    first_card = next(n for n, a in enumerate(deal.actions) if " card:" in a)
    address = reverse("table:exercise", args=[deal.public_id, first_card, "pli"])
    return client.post(address, {"card": "0"}).status_code


def _scorepad_write(client: Client, name: str) -> int:
    game = _score_game()
    version = {"version": str(game.version)}
    if name == "add":
        return _post(client, "scorepad:add", [game.edit_token, "redeal"], version)
    if name == "line":
        return _post(client, "scorepad:line", [game.edit_token, 1], version)
    if name == "delete":
        return _post(client, "scorepad:delete", [game.edit_token, 1], version)
    return _post(client, "scorepad:undo", [game.edit_token], version)


def _join(client: Client, miss: bool) -> int:
    if miss:
        return client.get(reverse("classroom:join", args=["ZZZZ9999"])).status_code
    teacher = _teacher()
    found = classroom.class_create(teacher=teacher, name="CE1")
    return _post(client, "classroom:join", [found.join_code], {"display_name": ""})


#: (URL name, limit) → a request that the limit counts.
RECIPES: dict[tuple[str, str], Recipe] = {
    ("trainer:signup", "signups"): lambda c: _post(c, "trainer:signup"),
    ("trainer:login", "logins"): lambda c: _post(c, "trainer:login"),
    ("trainer:exercise", "answers"): _trainer_answer,
    ("trainer:exercise", "learners"): _trainer_answer,
    ("trainer:set-item", "answers"): _set_item,
    ("trainer:set-item", "learners"): _set_item,
    ("trainer:path-step", "answers"): lambda c: _path(c, False),
    ("trainer:path-step", "learners"): lambda c: _path(c, False),
    ("trainer:path-exercise", "answers"): lambda c: _path(c, True),
    ("trainer:path-exercise", "learners"): lambda c: _path(c, True),
    ("learn:practice", "answers"): lambda c: _lesson(c, practice=True),
    ("learn:practice", "learners"): lambda c: _lesson(c, practice=True),
    ("learn:exercise", "answers"): lambda c: _lesson(c, practice=False),
    ("learn:exercise", "learners"): lambda c: _lesson(c, practice=False),
    ("classroom:teacher-signup", "signups"): lambda c: _post(c, "classroom:teacher-signup"),
    ("classroom:teacher-signup", "teacher_signups"): lambda c: _post(c, "classroom:teacher-signup"),
    ("classroom:become-teacher", "teacher_signups"): lambda c: _post(
        _signed_in(c, get_user_model().objects.create_user(f"membre{next(SERIAL)}")),
        "classroom:become-teacher",
    ),
    ("classroom:login", "logins"): lambda c: _post(c, "classroom:login"),
    ("classroom:reset-password", "logins"): lambda c: _post(c, "classroom:reset-password"),
    ("classroom:join", "signups"): lambda c: _join(c, miss=False),
    ("classroom:join", "join_misses"): lambda c: _join(c, miss=True),
    ("classroom:play", "answers"): lambda c: _student_answers(c, revise=False),
    ("classroom:revise", "answers"): lambda c: _student_answers(c, revise=True),
    ("table:new", "tables"): lambda c: _post(c, "table:new", ["coinche"], {"players": "2x2"}),
    ("table:new", "learners"): lambda c: _post(c, "table:new", ["coinche"], {"players": "2x2"}),
    ("table:act", "table_actions"): lambda c: _post(
        c, "table:act", [_own_table(c).public_id], {"call": "pass", "version": "0"}
    ),
    ("together:new", "tables"): lambda c: _post(
        c, "together:new", ["coinche"], {"players": "2x2", "nom": "Anne"}
    ),
    ("together:act", "table_actions"): lambda c: _post(
        c, "together:act", [_seated(c)], {"call": "pass", "version": "0"}
    ),
    ("together:next", "table_actions"): lambda c: _post(
        c, "together:next", [_seated(c)], {"version": "0"}
    ),
    ("together:join", "table_joins"): lambda c: _post(
        c, "together:join", [_invitation()], {"nom": "Bruno"}
    ),
    ("together:code", "table_joins"): lambda c: _post(c, "together:code", [], {"code": "ZZZZZ2"}),
    ("together:class-new", "tables"): _class_table_opened,
    ("together:class-join", "table_joins"): _class_table_joined,
    ("together:live-answer", "answers"): _answers_live,
    ("table:next", "table_actions"): lambda c: _post(
        c, "table:next", [_own_table(c).public_id], {"version": "0"}
    ),
    ("table:exercise", "answers"): _table_exercise,
    ("table:exercise", "learners"): _table_exercise,
    ("scorepad:new", "scorepad_games"): lambda c: _post(c, "scorepad:new", ["coinche"]),
    ("scorepad:quarter-new", "scorepad_games"): lambda c: _post(
        c, "scorepad:quarter-new", data={"name": "Printemps"}
    ),
    ("scorepad:add", "scorepad_writes"): lambda c: _scorepad_write(c, "add"),
    ("scorepad:line", "scorepad_writes"): lambda c: _scorepad_write(c, "line"),
    ("scorepad:delete", "scorepad_writes"): lambda c: _scorepad_write(c, "delete"),
    ("scorepad:undo", "scorepad_writes"): lambda c: _scorepad_write(c, "undo"),
    ("scorepad:rematch", "scorepad_games"): lambda c: _post(
        c, "scorepad:rematch", [_score_game().edit_token]
    ),
}


def _teacher_gets(client: Client, name: str) -> int:
    assignment, _student = _assignment()
    _signed_in(client, assignment.classroom.teacher.user)
    if name == "classroom:board-csv":
        args = [assignment.classroom.id, assignment.id]
    else:
        args = [assignment.teacher_set.id]
    return client.get(reverse(name, args=args)).status_code


def _sheet_gets(client: Client, name: str) -> int:
    return client.get(reverse(name, args=[_score_game().public_id])).status_code


def _accounts(client: Client, slips: bool) -> int:
    """A teacher makes an account for her class (then prints its login slip)."""
    teacher = _teacher()
    found = classroom.class_create(teacher=teacher, name="Club")
    _signed_in(client, teacher.user)
    made = _post(client, "classroom:accounts-new", [found.id], {"names": f"Inès {next(SERIAL)}"})
    if not slips:
        return made
    return client.get(reverse("classroom:slips-pdf", args=[found.id])).status_code


DOWNLOADS = {
    ("classroom:accounts-new", "signups"): lambda c: _accounts(c, slips=False),
    ("classroom:slips-pdf", "prints"): lambda c: _accounts(c, slips=True),
    ("classroom:board-csv", "downloads"): lambda c: _teacher_gets(c, "classroom:board-csv"),
    ("classroom:worksheet", "prints"): lambda c: _teacher_gets(c, "classroom:worksheet"),
    ("classroom:answer-key", "prints"): lambda c: _teacher_gets(c, "classroom:answer-key"),
    ("scorepad:csv", "downloads"): lambda c: _sheet_gets(c, "scorepad:csv"),
    ("scorepad:jsonl", "downloads"): lambda c: _sheet_gets(c, "scorepad:jsonl"),
    ("table:deal-text", "downloads"): lambda c: (
        c.get(reverse("table:deal-text", args=[_finished_deal().public_id])).status_code
    ),
}
RECIPES |= DOWNLOADS
#: Limits an endpoint declares (its answer flow is shared) that can never count there.
NEVER = {
    ("classroom:play", "learners"): "a student's account always has its learner",
    ("classroom:revise", "learners"): "a student's account always has its learner",
    ("together:live-answer", "learners"): "a student's account always has its learner",
}


def declared() -> set[tuple[str, str]]:
    return {(name, limit) for name, limits in limited_endpoints() for limit in limits}


def test_every_limited_endpoint_of_the_code_is_exercised_here():
    assert declared() == set(RECIPES) | set(NEVER)
    assert not set(RECIPES) & set(NEVER)


@pytest.fixture
def one_allowed(settings):
    """Every limit out of the way, except the one under test, which allows one request."""
    roomy = {name: (10**6, seconds) for name, (_n, seconds) in settings.ADDRESS_LIMITS.items()}
    settings.TRUSTED_PROXIES = 1

    def only(name: str) -> None:
        settings.ADDRESS_LIMITS = roomy | {name: (1, settings.ADDRESS_LIMITS[name][1])}

    settings.ADDRESS_LIMITS = roomy
    FINISHED.clear()
    return only


@pytest.mark.parametrize(("endpoint", "limit"), sampled(sorted(RECIPES), 10))
def test_one_client_address_cannot_use_up_another_ones_budget(one_allowed, endpoint, limit):
    one_allowed(limit)
    recipe = RECIPES[(endpoint, limit)]
    assert recipe(behind_proxy(FIRST)) != 429
    assert recipe(behind_proxy(FIRST)) == 429  # this address has used its budget
    assert recipe(behind_proxy(SECOND)) != 429  # another address behind the same proxy has not
    assert recipe(behind_proxy(SAME_64[0])) != 429
    assert recipe(behind_proxy(SAME_64[1])) == 429  # one /64 is one client
    assert recipe(behind_proxy(OTHER_64)) != 429


def test_a_view_that_counts_an_undeclared_limit_is_refused():
    request = RequestFactory().post("/")
    request.resolver_match = resolve(reverse("trainer:signup"))  # declares « signups » only
    assert allows(request, "signups")
    with pytest.raises(ImproperlyConfigured):
        allows(request, "logins")
