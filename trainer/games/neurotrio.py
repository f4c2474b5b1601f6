"""Neurotrio situations for the trainer, drawn from the engine's random deals and facts."""

from __future__ import annotations

import random
from typing import Any

from django.utils.translation import gettext as _

from reference.engine import neurotrio as engine
from reference.engine.cards import DECK_NEUROTRIO, NeuroCard
from reference.names import BACKGROUND_NAMES, NATURE_NAMES, card_name
from trainer.games.common import first_match, options_around, partial_plays, tricks_of
from trainer.rulesets import RuleSet

KINDS = ("trick_winner", "legal_plays", "score", "bid", "quiz")
PLAYER_COUNTS = (3, 4, 5)


def trump_label(code: str) -> str:
    """ "fond bleu", "étoile"."""
    attribute = engine.parse_attribute(code)
    if attribute in BACKGROUND_NAMES:
        return _("fond %(colour)s") % {"colour": BACKGROUND_NAMES[attribute]}
    return str(NATURE_NAMES[attribute])


def situation(
    kind: str, rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The question (case format) and what the "
    "page shows, for one exercise."""
    return SITUATIONS[kind](rng, ruleset, difficulty)


def score_value(answer: dict[str, Any], field: str) -> int:
    """One field of the engine's score answer."""
    return int(answer[field])


def _deal(rng: random.Random, ruleset: RuleSet) -> engine.PlayedDeal:  # type: ignore[name-defined]
    return engine.random_deal(rng, ruleset.rules(), rng.choice(PLAYER_COUNTS))


def _trumps(cards: tuple[Any, ...], trump: str) -> int:
    attribute = engine.parse_attribute(trump)
    return sum(engine.is_trump(c, attribute) for c in cards if isinstance(c, NeuroCard))


def _trick(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: no trump in the trick; hard: two trumps or more, or twin cards; medium: one trump.
    wanted = {
        "facile": lambda t: _trumps(t[1].cards, t[0]) == 0,
        "moyen": lambda t: _trumps(t[1].cards, t[0]) == 1,
        "difficile": lambda t: (
            _trumps(t[1].cards, t[0]) >= 2 or len(set(t[1].cards)) < len(t[1].cards)
        ),
    }[difficulty]

    def candidates():
        deal = _deal(rng, ruleset)
        return ((deal.trump, trick, deal.players) for trick in tricks_of(deal))

    trump, trick, players = first_match(candidates, wanted, rng)
    question = {"trump": trump, "trick": [str(c) for c in trick.cards], "players": players}
    return question, {"trump": trump_label(trump), "players": players}


def _play(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: the player can follow; hard: he cannot (cut or free); medium: any.
    def can_follow(item: tuple[str, Any, int, Any, int]) -> bool:
        trump, trick, _index, play, _players = item
        attribute = engine.parse_attribute(trump)
        led = engine.suit_of(trick.plays[0].card, attribute)
        return any(engine.suit_of(c, attribute) is led for c in play.hand_before)

    wanted = {
        "facile": can_follow,
        "moyen": lambda item: True,
        "difficile": lambda item: not can_follow(item),
    }[difficulty]

    def candidates():
        deal = _deal(rng, ruleset)
        return ((deal.trump, t, i, p, deal.players) for t, i, p in partial_plays(deal))

    trump, trick, index, play, players = first_match(candidates, wanted, rng)
    question = {
        "trump": trump,
        "trick": [str(p.card) for p in trick.plays[:index]],
        "hand": [str(c) for c in play.hand_before],
        "players": players,
    }
    return question, {"trump": trump_label(trump), "players": players}


def _score(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: made, not contred; medium: failed; hard: contred, made or failed.
    rules = ruleset.rules()
    players = rng.choice(PLAYER_COUNTS)
    size = engine.DEAL_SIZES[players]
    level = rng.randint(1, min(3, size.top_level) if difficulty == "facile" else size.top_level)
    target = engine.contract_target(level, players, rules)
    made = {"facile": True, "moyen": False, "difficile": rng.random() < 0.5}[difficulty]
    tricks = (
        rng.randint(target, size.tricks) if made else rng.randint(max(0, target - 5), target - 1)
    )
    attribute = rng.choice(engine.ATTRIBUTE_LADDER)
    contre = difficulty == "difficile"
    question = {
        "players": players,
        "contract": {"level": level, "attribute": attribute.value, "contre": contre},
        "result": {"tricks": tricks},
    }
    return question, score_show(question)


def score_show(question: dict[str, Any]) -> dict[str, Any]:
    """The deal's summary and the fields to fill, for a ``score`` question."""
    players = int(question["players"])
    contract = question["contract"]
    size = engine.DEAL_SIZES[players]
    label = _("%(level)d %(trump)s") % {
        "level": contract["level"],
        "trump": trump_label(contract["attribute"]),
    }
    summary = [
        _("%(n)d joueurs, %(tricks)d plis dans la donne.") % {"n": players, "tricks": size.tricks},
        _("Contrat : %(contract)s%(contre)s.")
        % {"contract": label, "contre": _(" (contré)") if contract.get("contre") else ""},
        _("Le preneur a fait %(tricks)d plis.") % {"tricks": question["result"]["tricks"]},
    ]
    fields = [("taker", _("Le preneur")), ("each_other", _("Chacun des autres joueurs"))]
    return {"summary": summary, "fields": fields}


def _bid(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    rules = ruleset.rules()
    players = rng.choice(PLAYER_COUNTS)
    length = {
        "facile": rng.randint(0, 2),
        "moyen": rng.randint(2, 5),
        "difficile": rng.randint(4, 9),
    }[difficulty]
    auction = engine.start(players)
    calls: list[str] = []
    ladder = engine.bidding_ladder(players, rules)
    for _step in range(length):
        options = _plausible_calls(auction, ladder, rng)
        legal = [
            c for c in options if engine.check_call(auction, engine.Call.parse(c), rules).legal
        ]
        if not legal:
            break
        call = rng.choice(legal)
        next_auction = engine.apply_call(auction, engine.Call.parse(call), rules)
        if next_auction.over:
            break
        auction, calls = next_auction, [*calls, call]
    candidates = _candidates(auction, ladder, rng)
    question = {"auction": calls, "players": players, "calls": candidates}
    return question, bid_show(question)


def bid_show(question: dict[str, Any]) -> dict[str, Any]:
    """The auction so far by seat, the calls to judge and who speaks, for a ``bid`` question."""
    players = int(question["players"])
    calls = question["auction"]
    return {
        "auction": [(i % players, _call_label(c)) for i, c in enumerate(calls)],
        "candidates": [_call_label(c) for c in question["calls"]],
        "speaker": len(calls) % players,
        "players": players,
    }


def _plausible_calls(auction: Any, ladder: tuple[Any, ...], rng: random.Random) -> list[str]:
    above = [
        str(b) for b in ladder if auction.last_bid is None or b.height > auction.last_bid.height
    ]
    return ["pass", "pass", "contre", *above[:4]]


def _candidates(auction: Any, ladder: tuple[Any, ...], rng: random.Random) -> list[str]:
    higher = [
        str(b) for b in ladder if auction.last_bid is None or b.height > auction.last_bid.height
    ]
    lower = [
        str(b)
        for b in ladder
        if auction.last_bid is not None and b.height <= auction.last_bid.height
    ]
    pool = ["pass", "contre", *higher[:3], *lower[-2:]]
    return rng.sample(pool, min(4, len(pool)))


def _call_label(call: str) -> str:
    if call == "pass":
        return _("Passe")
    if call == "contre":
        return _("Contre")
    bid = engine.Bid.parse(call)
    return _("%(level)d %(trump)s") % {
        "level": bid.level,
        "trump": trump_label(bid.attribute.value),
    }


def _quiz(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    rules = ruleset.rules()
    players = rng.choice(PLAYER_COUNTS)
    size = engine.DEAL_SIZES[players]
    page = f"/regles/{ruleset.document.slug}/"
    choice = rng.randrange(4)
    if choice == 0:
        level = rng.randint(1, size.top_level)
        right = engine.contract_target(level, players, rules)
        options, answer = options_around(right, rng, list(range(max(1, right - 3), right + 4)))
        text = _(
            "À %(n)d joueurs, combien de plis le preneur doit-il faire "
            "pour une enchère de niveau %(level)d ?"
        ) % {"n": players, "level": level}
        why = _(
            "La moitié des %(tricks)d plis arrondie vers le bas "
            "(%(half)d), plus le niveau %(level)d : %(right)d plis."
        ) % {"tricks": size.tricks, "half": size.half, "level": level, "right": right}
        anchor = "contrats"
    elif choice == 1:
        right = size.chien
        options, answer = options_around(right, rng, [1, 2, 3, 4, 5, 6])
        text = _("À %(n)d joueurs, combien de cartes compte le chien ?") % {"n": players}
        why = _(
            "À %(n)d joueurs, chacun reçoit %(hand)d cartes et le chien en garde %(chien)d."
        ) % {"n": players, "hand": size.hand, "chien": size.chien}
        anchor = "materiel"
    elif choice == 2:
        four = rng.sample(list(engine.ATTRIBUTE_LADDER), 4)
        best = min(four, key=engine.ATTRIBUTE_LADDER.index)
        options = [trump_label(a.value) for a in four]
        answer = four.index(best)
        text = _("Aux enchères, à niveau égal, quel attribut est le plus fort ?")
        why = _("L'ordre des attributs, du plus fort au plus faible : %(ladder)s.") % {
            "ladder": ", ".join(trump_label(a.value) for a in engine.ATTRIBUTE_LADDER)
        }
        anchor = "contrats"
    else:
        level = rng.randint(1, size.top_level)
        target = engine.contract_target(level, players, rules)
        tricks = rng.randint(target, size.tricks)
        attribute = rng.choice(engine.ATTRIBUTE_LADDER)
        score = engine.score_deal(engine.Contract(level, attribute), tricks, players, rules)
        right = score.taker
        options, answer = options_around(
            right, rng, [right + d for d in (-10, -5, 5, 10, 15, 20) if right + d > 0]
        )
        text = _(
            "À %(n)d joueurs, le preneur réussit %(level)d %(trump)s "
            "avec %(tricks)d plis. Combien marque-t-il ?"
        ) % {"n": players, "level": level, "trump": trump_label(attribute.value), "tricks": tricks}
        why = _(
            "Objectif %(target)d plis : 20 × %(level)d, plus 5 par pli "
            "au-delà de l'objectif, soit %(right)d points."
        ) % {"target": target, "level": level, "right": right}
        anchor = "marque"
    question = {"answer": answer, "why": why, "link": f"{page}#{anchor}"}
    return question, {"text": text, "options": [str(o) for o in options]}


SITUATIONS = {
    "trick_winner": _trick,
    "legal_plays": _play,
    "score": _score,
    "bid": _bid,
    "quiz": _quiz,
}


def order_quiz(rng: random.Random, ruleset: RuleSet) -> tuple[dict[str, Any], dict[str, Any]]:
    """A card-order question: of two cards of the same suit, which one beats the other?"""
    trump = rng.choice(engine.ATTRIBUTE_LADDER)
    cards = [c for c in {*engine_deck()} if not engine.is_trump(c, trump)]
    first = rng.choice(cards)
    suit = engine.suit_of(first, trump)
    same = [c for c in cards if engine.suit_of(c, trump) is suit and c != first]
    second = rng.choice(same)
    pair = [first, second]
    best = max(pair, key=lambda c: engine.strength(c, trump))
    text = _(
        "Atout %(trump)s. Ces deux cartes sont de la même couleur que l'entame : "
        "laquelle est la plus forte ?"
    ) % {"trump": trump_label(trump.value)}
    why = _("La force compte d'abord (3 > 2 > 1), puis l'attribut qui départage : %(order)s.") % {
        "order": _tiebreak_text(trump)
    }
    question = {
        "answer": pair.index(best),
        "why": why,
        "link": f"/regles/{ruleset.document.slug}/#ordre-des-cartes",
    }
    return question, {"text": text, "options": [card_name(c) for c in pair]}


def engine_deck() -> tuple[NeuroCard, ...]:
    """The 27 distinct cards."""
    return tuple(c for c in dict.fromkeys(DECK_NEUROTRIO.cards) if isinstance(c, NeuroCard))


def _tiebreak_text(trump: Any) -> str:
    if trump in BACKGROUND_NAMES:
        return _("cœur > étoile > rose")
    return _("bleu > noir > vert")
