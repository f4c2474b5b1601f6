"""Quiz questions of Belgian whist, drawn from the engine's facts: the card order, the suits'
rank, each contract's target, lead and value, the ladder, which contracts may be joined.

Each question is a ``QuizFact``: a wording code, what it names, the choices (values: cards,
suits, numbers, contract names, target and leader codes) and the explanation as engine reasons
with their source. Keep the order of the random draws: it is what an exercise URL means.

Option values: ``tricks`` (a number of tricks), ``target`` (``none``, ``exactly:N``,
``min:N``, ``all``: what a contract requires), ``step`` (a rung of the ladder, ``name`` or
``name:tricks``), ``leader`` (``dealer_left``, ``declarer``, ``boucheur``), ``contract`` (a
contract name), ``points`` (a score); cards and suits as themselves.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence

from ..cards import SUITS, Card
from ..draw import options_around, shuffled
from ..results import Level, QuizFact, Situation
from ..tricks import Param, Reason
from .contracts import PARTNERSHIP, catalogue, contract_spec, contract_target
from .interpretations import INTERPRETATIONS
from .ladder import LadderStep, bidding_ladder
from .order import BID_SUIT_ORDER, CARD_ORDER, parse_trump
from .play import trick_winner
from .rules import Rules
from .score_cases import score_case
from .scoring import Contract, score_deal

SRC_ORDER = "002 §1 Hiérarchie des cartes; 003 §Distribution des cartes"
SRC_SUITS = "002 §1 Hiérarchie de couleurs; 003 §Distribution des cartes"
SRC_CONTRACTS = "002 §3 La hiérarchie des annonces; 003 §Les contrats"
SRC_TROU = "002 §2 (trou); 003 §Début du jeu"
SRC_LADDER = "002 §3 La hiérarchie des annonces; 003 §Début du jeu"
SRC_LEAD = "002 §4; 003 §Valeur des contrats"
SRC_JOIN = "002 §2 Les annonces; 003 §Valeur des contrats"
SRC_ROUND_ONE = "002 §2 Les annonces; §3"

#: The reason codes of the quiz's explanations.
QUIZ_REASON_CODES = (
    "whist_quiz_suit_order",
    "whist_quiz_bid_levels",
    "whist_quiz_contract_target",
    "whist_quiz_contract_target_played",
    "whist_quiz_trou_target",
    "whist_quiz_ladder_order",
    "whist_quiz_leader",
    "whist_quiz_emballable",
    "whist_quiz_round_one",
)
LEADERS = ("dealer_left", "declarer", "boucheur")
BASIC = ("emballage", "seul", "petite_misere", "abondance", "grande_misere")

type Maker = Callable[[], QuizFact]


def _fact(
    code: str,
    options: Sequence[Param],
    answer: int,
    why: Sequence[Reason],
    section: str,
    option_code: str | None = None,
    interpretation: str | None = None,
    **params: Param,
) -> QuizFact:
    return QuizFact(
        code,
        tuple(params.items()),
        tuple(options),
        answer,
        tuple(why),
        section,
        interpretation,
        option_code,
    )


def _document(rules: Rules) -> str:
    return rules.document


def target_code(tricks: int, exact: bool) -> str:
    """What a contract requires, as a quiz option: ``all`` (the 13 tricks), ``none`` (no trick),
    ``exactly:N`` or ``min:N``."""
    if tricks == 13:
        return "all"
    if exact and tricks == 0:
        return "none"
    return f"exactly:{tricks}" if exact else f"min:{tricks}"


def step_code(step: LadderStep) -> str:
    """A rung of the ladder as a quiz option: ``piccolo``, ``seul:8``."""
    return step.contract if step.tricks is None else f"{step.contract}:{step.tricks}"


def interpretation_of(reasons: Sequence[Reason]) -> str | None:
    """The interpretation the first reason resting on one cites (by id or analysis item)."""
    for reason in reasons:
        items = set(re.findall(r"W\d-\d+", reason.source))
        for note in INTERPRETATIONS:
            if note.id in reason.source or items & set(re.findall(r"W\d-\d+", note.source)):
                return note.id
    return None


# --- the facts ---------------------------------------------------------------------------------


def _quiz_order(rng: random.Random, rules: Rules) -> QuizFact:
    suit = rng.choice(SUITS)
    pair = [Card(r, suit) for r in rng.sample(list(CARD_ORDER), 2)]
    verdict = trick_winner(pair, None)
    return _fact(
        "whist_quiz_stronger_card", pair, verdict.winner, verdict.reasons, "ordre-des-cartes"
    )


def _quiz_suits(rng: random.Random, rules: Rules) -> QuizFact:
    order = list(BID_SUIT_ORDER)
    options = shuffled(order, rng)
    why = Reason.of(
        "whist_quiz_suit_order",
        SRC_SUITS,
        first_suit=order[0],
        second_suit=order[1],
        third_suit=order[2],
        fourth_suit=order[3],
    )
    note = "whist-suit-ranking" if rules.reglement else None
    return _fact(
        "whist_quiz_strongest_suit",
        options,
        options.index(order[-1]),
        (why,),
        "annonces",
        interpretation=note,
    )


def _quiz_target(rng: random.Random, rules: Rules, names: Sequence[str]) -> QuizFact:
    name = rng.choice(names)
    spec = contract_spec(name, rules)
    document = _document(rules)
    if len(spec.tricks) > 1:  # bid at several levels: ask for the lowest
        levels = ", ".join(map(str, spec.tricks))
        options, answer = options_around(spec.tricks[0], rng, [5, 6, 7, 8, 9, 10])
        why = Reason.of(
            "whist_quiz_bid_levels", spec.source, a_game=name, levels=levels, document=document
        )
        return _fact(
            "whist_quiz_lowest_bid",
            options,
            answer,
            (why,),
            "contrats",
            "tricks",
            contract=name,
            document=document,
        )
    trump = rng.choice(SUITS) if spec.trump in ("suit", "declared") else None
    target = contract_target(name, rules, trump=trump)
    right = target_code(target.tricks, target.exact)
    pool = [target_code(n, True) for n in (0, 1, 2)]
    pool += [target_code(n, False) for n in (6, 8, 9, 12, 13)]
    targets, index = options_around(right, rng, pool)
    played = target.tricks_played
    why = Reason.of(
        "whist_quiz_contract_target" if played == 13 else "whist_quiz_contract_target_played",
        spec.source,
        game=name,
        target=right,
        played=played,
        trump_kind=spec.trump,
        document=document,
    )
    return _fact(
        "whist_quiz_target",
        targets,
        index,
        (why,),
        "contrats",
        "target",
        contract=name,
        document=document,
    )


def _quiz_trou(rng: random.Random, rules: Rules) -> QuizFact:
    ace = rng.choice(SUITS)
    trump = ace if rng.random() < 0.5 else rng.choice([s for s in SUITS if s is not ace])
    target = contract_target("trou", rules, trump=trump, boucheur_ace=ace)
    options = list(contract_spec("trou", rules).tricks)
    own = contract_target("trou", rules, trump=ace, boucheur_ace=ace).tricks
    other = next(s for s in SUITS if s is not ace)
    why = Reason.of(
        "whist_quiz_trou_target",
        SRC_TROU,
        own=own,
        other=contract_target("trou", rules, trump=other, boucheur_ace=ace).tricks,
        tricks=target.tricks,
    )
    code = "whist_quiz_trou_lead" if rules.reglement else "whist_quiz_trou_shown"
    return _fact(
        code,
        options,
        options.index(target.tricks),
        (why,),
        "contrats",
        "tricks",
        ace=ace,
        trump=trump,
    )


def _quiz_ladder(rng: random.Random, rules: Rules) -> QuizFact:
    steps = [
        s for s in bidding_ladder(rules) if s.contract not in ("trou", "grande_misere_sur_trou")
    ]
    picked = rng.sample(steps, 3)
    rank = {id(s): i for i, s in enumerate(steps)}
    best = max(picked, key=lambda s: rank[id(s)])
    ordered = sorted(picked, key=lambda s: rank[id(s)])
    why = Reason.of(
        "whist_quiz_ladder_order",
        SRC_LADDER,
        first=step_code(ordered[0]),
        second=step_code(ordered[1]),
        third=step_code(ordered[2]),
        document=_document(rules),
    )
    code = "whist_quiz_strongest_bid" if rules.reglement else "whist_quiz_strongest_bid_couleur"
    return _fact(
        code,
        [step_code(s) for s in picked],
        picked.index(best),
        (why,),
        "annonces",
        "step",
        document=_document(rules),
    )


def _quiz_leader(rng: random.Random, rules: Rules) -> QuizFact:
    names = [s.name for s in catalogue(rules) if s.name != "dames"]
    name = rng.choice(names)
    spec = contract_spec(name, rules)
    options = list(LEADERS) if name == "trou" else list(LEADERS[:2])
    why = Reason.of(
        "whist_quiz_leader", SRC_LEAD, game=name, leader=spec.leader, document=rules.document
    )
    return _fact(
        "whist_quiz_leader",
        options,
        options.index(spec.leader),
        (why,),
        "jeu-de-la-carte",
        "leader",
        contract=name,
        document=rules.document,
    )


def _quiz_score(rng: random.Random, rules: Rules, level: Level) -> QuizFact:
    case = score_case(rng, rules.reglement, level)
    while case["contract"]["name"] == "dames":
        case = score_case(rng, rules.reglement, level)
    contract = case["contract"]
    tricks = case["result"]["tricks"]
    name = contract["name"]
    sheet = score_deal(
        Contract(name, contract["tricks"], parse_trump(contract["trump"]), contract["declarers"]),
        tricks,
        rules,
    )
    right = sheet.declarers[0]
    partnership = contract_spec(name, rules).side == PARTNERSHIP
    if len(tricks) == 2 and not partnership:
        who = "first"
    elif len(sheet.declarers) == 2:
        who = "each"
    else:
        who = "alone"
    pool = [right + d for d in (-12, -6, -4, -3, -2, 2, 3, 4, 6, 12)] + [-right, sheet.per_defender]
    options, answer = options_around(right, rng, pool)
    return _fact(
        "whist_quiz_score",
        options,
        answer,
        sheet.steps,
        "marque",
        "points",
        interpretation_of(sheet.steps),
        contract=name,
        tricks=contract["tricks"],
        trump=parse_trump(contract["trump"]),
        declarers=contract["declarers"],
        first=tricks[0],
        second=tricks[1] if len(tricks) == 2 else None,
        who=who,
        document=rules.document,
    )


def _quiz_emballable(rng: random.Random, rules: Rules) -> QuizFact:
    specs = [s for s in catalogue(rules) if s.name not in ("trou", "dames")]
    yes = [s for s in specs if s.emballable]
    no = [s for s in specs if not s.emballable]
    right = rng.choice(yes)
    picked = [right, *rng.sample(no, 3)]
    rng.shuffle(picked)
    why = Reason.of(
        "whist_quiz_emballable",
        SRC_JOIN,
        contracts=", ".join(s.name for s in yes),
        document=rules.document,
    )
    return _fact(
        "whist_quiz_emballable",
        [s.name for s in picked],
        picked.index(right),
        (why,),
        "annonces",
        "contract",
        document=rules.document,
    )


def _quiz_round_one(rng: random.Random, rules: Rules) -> QuizFact:
    specs = [s for s in catalogue(rules) if s.name not in ("trou", "dames")]
    yes = [s for s in specs if s.round_one_only]
    no = [s for s in specs if not s.round_one_only and s.name != "grande_misere_sur_trou"]
    right = rng.choice(yes)
    picked = [right, *rng.sample(no, 3)]
    rng.shuffle(picked)
    why = Reason.of(
        "whist_quiz_round_one",
        SRC_ROUND_ONE,
        contracts=", ".join(s.name for s in yes),
        document=rules.document,
    )
    return _fact(
        "whist_quiz_round_one",
        [s.name for s in picked],
        picked.index(right),
        (why,),
        "annonces",
        "contract",
        document=rules.document,
    )


def quiz_situation(rng: random.Random, rules: Rules, level: Level) -> Situation:
    """A quiz question. Easy: card order, suit ranking, targets of the common contracts;
    medium: the ladder, who leads, the scores of emballages and seuls; hard: trou targets, the
    scores of misères, à deux rows and big games, which contracts can be joined or must be bid
    in round one."""
    rare = tuple(s.name for s in catalogue(rules) if s.name not in (*BASIC, "trou", "dames"))
    makers: list[Maker] = {
        Level.EASY: [
            lambda: _quiz_order(rng, rules),
            lambda: _quiz_suits(rng, rules),
            lambda: _quiz_target(rng, rules, BASIC),
        ],
        Level.MEDIUM: [
            lambda: _quiz_ladder(rng, rules),
            lambda: _quiz_leader(rng, rules),
            lambda: _quiz_score(rng, rules, rng.choice((Level.EASY, Level.MEDIUM))),
        ],
        Level.HARD: [
            lambda: _quiz_trou(rng, rules),
            lambda: _quiz_target(rng, rules, rare),
            lambda: _quiz_score(rng, rules, Level.HARD),
            lambda: (
                _quiz_emballable(rng, rules)
                if not rules.reglement or rng.random() < 0.5
                else _quiz_round_one(rng, rules)
            ),
        ],
    }[level]
    fact = rng.choice(makers)()
    return Situation({"answer": fact.answer, "link": fact.section}, quiz=fact)


def card_order_situation(rng: random.Random, rules: Rules) -> Situation:
    """Which of two cards beats the other in a trick: two cards of one suit, or a small trump
    against a high card of another suit (the engine's trick winner decides)."""
    trump = rng.choice(SUITS)
    if rng.random() < 0.6:
        suit = rng.choice(SUITS)
        pair = [Card(r, suit) for r in rng.sample(list(CARD_ORDER), 2)]
    else:
        plain = rng.choice([s for s in SUITS if s is not trump])
        low = rng.choice(list(CARD_ORDER)[6:])
        high = rng.choice(list(CARD_ORDER)[:4])
        pair = shuffled([Card(low, trump), Card(high, plain)], rng)
    verdict = trick_winner(pair, trump)
    fact = _fact(
        "whist_quiz_beats", pair, verdict.winner, verdict.reasons, "ordre-des-cartes", trump=trump
    )
    return Situation({}, quiz=fact)
