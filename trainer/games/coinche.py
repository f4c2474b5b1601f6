"""Belote coinchée situations for the trainer, drawn from the engine's random deals and tables."""

from __future__ import annotations

import random
from typing import Any

from django.utils.translation import gettext as _

from reference.engine import coinche as engine
from reference.engine.cards import Card, Rank, Suit
from reference.names import SUIT_NAMES, card_in_sentence, card_name
from trainer.games.common import first_match, options_around, partial_plays, tricks_of
from trainer.rulesets import RuleSet

KINDS = ("trick_winner", "legal_plays", "card_points", "score", "bid", "quiz")
TEAM_NAMES = {"NS": "Nord-Sud", "EW": "Est-Ouest"}
HARD_DUTIES = {
    "must_overtrump",
    "must_overtrump_partner",
    "must_undertrump",
    "undertrump_not_required",
    "partner_master",
    "must_overtrump_trump_led",
    "must_trump",
    "must_beat_ta",
}


def trump_label(code: str) -> str:
    """ "cœur", "tout atout", "sans atout"."""
    if code == "TA":
        return _("tout atout")
    if code == "SA":
        return _("sans atout")
    return str(SUIT_NAMES[Suit(code)])


def contract_label(contract: dict[str, Any]) -> str:
    """ "110 cœur par Nord-Sud, coinché"."""
    bid = contract["bid"]
    level = {"capot": _("capot"), "generale": _("générale")}.get(str(bid), str(bid))
    coinche = {0: "", 1: _(", coinché"), 2: _(", surcoinché")}[contract.get("coinche", 0)]
    return _("%(level)s %(trump)s par %(team)s%(coinche)s") % {
        "level": level,
        "trump": trump_label(contract["trump"]),
        "team": TEAM_NAMES[contract["by"]],
        "coinche": coinche,
    }


def situation(
    kind: str, rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The question (case format) and what the page shows, for one exercise."""
    return SITUATIONS[kind](rng, ruleset, difficulty)


def score_value(answer: dict[str, Any], field: str) -> int:
    """One team's score in the engine's answer."""
    return int(answer[field])


def _deal(rng: random.Random, ruleset: RuleSet) -> Any:
    return engine.random_deal(rng, ruleset.rules())


def _has_trump(cards: tuple[Any, ...], trump: str) -> bool:
    return trump not in ("TA", "SA") and any(
        isinstance(c, Card) and c.suit.value == trump for c in cards
    )


def _trick(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: suit contract, nobody trumps; hard: two trumps or more, or tout atout; medium: any.
    def wanted(item: tuple[str, Any]) -> bool:
        trump, trick = item
        trumps = sum(_has_trump((c,), trump) for c in trick.cards)
        return {
            "facile": trump not in ("TA", "SA") and trumps == 0,
            "moyen": True,
            "difficile": trumps >= 2 or trump == "TA",
        }[difficulty]

    def candidates():
        deal = _deal(rng, ruleset)
        return ((deal.trump, trick) for trick in tricks_of(deal))

    trump, trick = first_match(candidates, wanted, rng)
    return {"trump": trump, "trick": [str(c) for c in trick.cards]}, {"trump": trump_label(trump)}


def _play(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    rules = ruleset.rules()

    def duty(item: tuple[str, Any, int, Any]) -> str:
        trump, trick, index, play = item
        cards = list(trick.cards[:index])
        return engine.legal_plays(
            list(play.hand_before), cards, engine.Mode(trump), rules
        ).obligation.code

    # Easy: following suit decides; hard: a trumping duty (overtrump, undertrump, partner
    # master); medium: any situation.
    wanted = {
        "facile": lambda item: duty(item) == "must_follow",
        "moyen": lambda item: True,
        "difficile": lambda item: duty(item) in HARD_DUTIES,
    }[difficulty]

    def candidates():
        deal = _deal(rng, ruleset)
        return ((deal.trump, t, i, p) for t, i, p in partial_plays(deal))

    trump, trick, index, play = first_match(candidates, wanted, rng)
    question = {
        "trump": trump,
        "trick": [str(p.card) for p in trick.plays[:index]],
        "hand": [str(c) for c in play.hand_before],
    }
    partner = (
        _("Votre partenaire a joué la carte %(n)d.") % {"n": index - 1}
        if index >= 2
        else _("Votre partenaire n'a pas encore joué.")
    )
    return question, {"trump": trump_label(trump), "seat_note": partner}


def _points(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    deal = _deal(rng, ruleset)
    count = {"facile": 1, "moyen": rng.randint(2, 3), "difficile": rng.randint(3, 5)}[difficulty]
    team = rng.randrange(2)
    won = [i for i, t in enumerate(deal.tricks) if t.winner_seat % 2 == team] or [0]
    if difficulty == "difficile" and 7 in won:
        chosen = sorted({7, *rng.sample(won, min(count, len(won)))})
    else:
        chosen = sorted(rng.sample(won, min(count, len(won))))
    tricks = [[str(c) for c in deal.tricks[i].cards] for i in chosen]
    question = {
        "trump": deal.trump,
        "cards": [c for trick in tricks for c in trick],
        "last_trick": 7 in chosen and deal.tricks[7].winner_seat % 2 == team,
    }
    return question, {"trump": trump_label(deal.trump), "tricks": tricks}


def _score(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    rules = ruleset.rules()

    def candidates():
        mode = rng.choice(engine.MODES)
        coinche = 0 if difficulty != "difficile" else rng.choice((1, 1, 2))
        level: Any = rng.choice((80, 90, 100, 110, 120, 130, 140))
        if difficulty == "difficile" and rng.random() < 0.2:
            level = "capot"
        contract = engine.Contract(level, mode, rng.choice(("NS", "EW")), coinche)
        deal = engine.play_deal(rng, rules, contract)
        yield deal

    made_wanted = {"facile": True, "moyen": False, "difficile": None}[difficulty]
    deal = first_match(
        candidates, lambda d: made_wanted is None or d.score["made"] is made_wanted, rng
    )
    question = {"contract": dict(deal.contract), "result": dict(deal.result)}
    return question, score_show(question)


def score_show(question: dict[str, Any]) -> dict[str, Any]:
    """The deal's summary and one field per team, for a ``score`` question."""
    return {
        "summary": _summary(question),
        "fields": [("NS", _("Nord-Sud")), ("EW", _("Est-Ouest"))],
    }


def _summary(question: dict[str, Any]) -> list[str]:
    result = question["result"]
    lines = [_("Contrat : %(contract)s.") % {"contract": contract_label(question["contract"])}]
    for team in ("NS", "EW"):
        lines.append(
            _(
                "%(team)s : %(points)s points de cartes (dix de der compris), "
                "%(tricks)d plis, %(ann)d points d'annonces."
            )
            % {
                "team": TEAM_NAMES[team],
                "points": result["points"][team],
                "tricks": result["tricks"][team],
                "ann": result["announcements"][team],
            }
        )
    belote = result.get("belote")
    if belote:
        holders = belote if isinstance(belote, list) else [belote]
        lines.append(
            _("Belote et rebelote : %(teams)s.")
            % {"teams": ", ".join(TEAM_NAMES[t] for t in holders)}
        )
    return lines


def _bid(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    rules = ruleset.rules()
    length = {
        "facile": rng.randint(0, 2),
        "moyen": rng.randint(2, 5),
        "difficile": rng.randint(3, 8),
    }[difficulty]
    auction = engine.Auction.replay([], rules)
    calls: list[str] = []
    for _step in range(length):
        legal = [str(c) for c in auction.legal_calls()]
        if not legal:
            break
        weights = [
            5
            if c == "pass"
            else (3 if c in ("coinche", "surcoinche") and difficulty == "difficile" else 1)
            for c in legal
        ]
        call = rng.choices(legal, weights)[0]
        after = auction.apply(engine.Call.parse(call))
        if after.ended:
            break
        auction, calls = after, [*calls, call]
    candidates = _candidates(auction, rules, rng)
    question = {"auction": calls, "calls": candidates}
    return question, bid_show(question)


def bid_show(question: dict[str, Any]) -> dict[str, Any]:
    """The auction so far by seat, the calls to judge and who speaks, for a ``bid`` question."""
    calls = question["auction"]
    return {
        "auction": [(i % 4, _call_label(c)) for i, c in enumerate(calls)],
        "candidates": [_call_label(c) for c in question["calls"]],
        "speaker": len(calls) % 4,
        "players": 4,
    }


def _candidates(auction: Any, rules: Any, rng: random.Random) -> list[str]:
    """A few calls to judge: pass, coinche, surcoinche and bids around the standing one."""
    numeric = [c for c in engine.bidding_ladder(rules) if c.isdigit()]
    mode = rng.choice(engine.MODES).value
    pool = {"pass", "coinche", "surcoinche", f"capot {rng.choice('SHDC')}"}
    pool.update(f"{v}{mode}" for v in rng.sample(numeric, min(3, len(numeric))))
    legal = [str(c) for c in auction.legal_calls() if str(c) != "pass"]
    if legal:
        pool.add(rng.choice(legal[:6]))
    return rng.sample(sorted(pool), min(5, len(pool)))


def _call_label(call: str) -> str:
    """ "Passe", "Coinche", "110 cœur", "capot pique"."""
    words = {"pass": _("Passe"), "coinche": _("Coinche"), "surcoinche": _("Surcoinche")}
    if call in words:
        return words[call]
    level, trump = call.split(" ") if " " in call else _split_bid(call)
    level = {"capot": _("capot"), "generale": _("générale")}.get(level, level)
    return f"{level} {trump_label(trump)}"


def _split_bid(call: str) -> tuple[str, str]:
    digits = len(call) - len(call.lstrip("0123456789"))
    return call[:digits], call[digits:]


def _quiz(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    rules = ruleset.rules()
    page = f"/regles/{ruleset.document.slug}/"
    choice = rng.randrange(4)
    if choice == 0:
        mode = rng.choice(engine.MODES)
        suit = mode.trump_suit or rng.choice(list(Suit))
        rank = rng.choice([Rank.JACK, Rank.NINE, Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN])
        right = int(engine.point_table(mode, suit, rules).get(rank, 0))
        options, answer = options_around(right, rng, [0, 2, 3, 4, 7, 9, 10, 11, 14, 19, 20])
        card = card_in_sentence(Card(rank, suit))
        text = _("Combien vaut %(card)s quand le contrat est à %(mode)s ?") % {
            "card": card,
            "mode": trump_label(mode.value),
        }
        why = _("À %(mode)s, %(card)s vaut %(points)s points.") % {
            "mode": trump_label(mode.value),
            "card": card,
            "points": right,
        }
        anchor = "points"
    elif choice == 1:
        mode = rng.choice([m for m in engine.MODES if m.trump_suit is not None])
        suit = mode.trump_suit
        assert suit is not None
        order = engine.card_order(mode, suit)
        pair = rng.sample(list(order), 2)
        best = min(pair, key=order.index)
        options = [card_name(Card(r, suit)) for r in pair]
        answer = pair.index(best)
        text = _("Atout %(suit)s : laquelle de ces deux cartes est la plus forte ?") % {
            "suit": trump_label(mode.value)
        }
        why = _("À l'atout, l'ordre est : %(order)s.") % {
            "order": " > ".join(card_name(Card(r, suit)) for r in order)
        }
        anchor = "ordre-des-cartes"
    elif choice == 2:
        name, right = rng.choice(
            [
                (_("un carré de valets"), engine.CARRE_VALUES[Rank.JACK]),
                (_("un carré de neuf"), engine.CARRE_VALUES[Rank.NINE]),
                (_("un carré d'as"), engine.CARRE_VALUES[Rank.ACE]),
                (_("une tierce"), engine.SEQUENCE_VALUES[3]),
                (_("une cinquante (quatre cartes qui se suivent)"), engine.SEQUENCE_VALUES[4]),
                (_("une cent (cinq cartes qui se suivent)"), engine.SEQUENCE_VALUES[5]),
                (_("la belote et rebelote"), engine.BELOTE_VALUE),
            ]
        )
        options, answer = options_around(right, rng, [20, 50, 100, 150, 200, 250])
        text = _("Combien rapporte %(name)s ?") % {"name": name}
        why = _("%(name)s : %(points)d points.") % {"name": name.capitalize(), "points": right}
        anchor = "annonces"
    else:
        mode = rng.choice(engine.MODES)
        right = engine.deck_total(mode, rules)
        options, answer = options_around(right, rng, [130, 152, 160, 162, 170, 258])
        text = _("À %(mode)s, combien de points compte la donne entière, dix de der compris ?") % {
            "mode": trump_label(mode.value)
        }
        why = _("Le moteur totalise %(points)s points à %(mode)s.") % {
            "points": right,
            "mode": trump_label(mode.value),
        }
        anchor = "points"
    question = {"answer": answer, "why": why, "link": f"{page}#{anchor}"}
    return question, {"text": text, "options": [str(o) for o in options]}


SITUATIONS = {
    "trick_winner": _trick,
    "legal_plays": _play,
    "card_points": _points,
    "score": _score,
    "bid": _bid,
    "quiz": _quiz,
}


def order_quiz(rng: random.Random, ruleset: RuleSet) -> tuple[dict[str, Any], dict[str, Any]]:
    """A card-order question: at trump or in a plain suit, which of two cards is stronger?"""
    mode = rng.choice([m for m in engine.MODES if m.trump_suit is not None])
    trump_suit = mode.trump_suit
    assert trump_suit is not None
    suit = trump_suit if rng.random() < 0.5 else rng.choice([s for s in Suit if s != trump_suit])
    order = engine.card_order(mode, suit)
    pair = rng.sample(list(order), 2)
    best = min(pair, key=order.index)
    where = _("à l'atout") if suit == trump_suit else _("dans une couleur qui n'est pas l'atout")
    text = _("Atout %(trump)s. Laquelle de ces deux cartes de %(suit)s est la plus forte ?") % {
        "trump": trump_label(mode.value),
        "suit": SUIT_NAMES[suit],
    }
    why = _("Ordre %(where)s : %(order)s.") % {
        "where": where,
        "order": " > ".join(card_name(Card(r, suit)) for r in order),
    }
    question = {
        "answer": pair.index(best),
        "why": why,
        "link": f"/regles/{ruleset.document.slug}/#ordre-des-cartes",
    }
    return question, {"text": text, "options": [card_name(Card(r, suit)) for r in pair]}
