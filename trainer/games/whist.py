"""Belgian whist situations for the trainer: the *Règlement du Whist* (seed 002) and *Le whist à
la couleur* (seed 003), two rule sets served by this one adapter.

Everything comes from the engine: random deals (``random_deal``; for the rare play contexts, the
Dames game and the trou's first trick, hands from ``deal_hands`` played out here with the
engine's ``legal_plays``), the contract catalogue and score tables, and auctions whose every
call the engine judges. Whist counts tricks, not card points: there is no ``card_points`` kind.
Seat 0 is the dealer's left, shown as "Joueur 1".
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from functools import lru_cache
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from reference.engine import whist as engine
from reference.engine.cards import DECK_52, SUITS, Card, Rank, Suit
from reference.names import RANK_NAMES, SUIT_NAMES, card_name, rank_index
from trainer.games.common import first_match, options_around, shuffled
from trainer.rulesets import RuleSet

KINDS = ("trick_winner", "legal_plays", "score", "bid", "quiz")

PARTNERSHIP = frozenset({"trou", "emballage", "emballage_10_sur_misere"})
"""Contracts two partners play together (their tricks are counted as one total)."""
VOID_CODES = frozenset({"void_free", "whist_void_no_duty_to_trump"})
ACES = tuple(Card(Rank.ACE, s) for s in SUITS)
NORMAL = engine.PlayContext()


# --------------------------------------------------------------------------- labels


def trump_label(code: str | None) -> str:
    """ "cœur", "sans atout" (``None`` or ``"SA"``)."""
    suit = engine.parse_trump(code)
    return _("sans atout") if suit is None else str(SUIT_NAMES[suit])


def _word(name: str, couleur: bool) -> str:
    """The contract's name as the rule set says it: "emballage" is "couleur" à la couleur."""
    if couleur and name == "emballage":
        return _("couleur")
    if couleur and name == "seul":
        return _("solo")
    words = {
        "trou": _("trou"),
        "emballage": _("emballage"),
        "seul": _("seul"),
        "petite_misere": _("petite misère"),
        "emballage_10_sur_misere": _("emballage à 10 sur misère"),
        "seul_8_sur_misere": _("8 seul sur misère"),
        "piccolissimo": _("piccolissimo"),
        "abondance": _("abondance"),
        "abondance_sur_table": _("abondance sur table"),
        "grande_misere": _("grande misère"),
        "grande_misere_sur_trou": _("grande misère sur trou"),
        "piccolo": _("piccolo"),
        "grande_misere_sur_table": _("grande misère sur table"),
        "petit_solo_chlem": _("petit solo-chlem"),
        "solo_chlem": _("solo-chlem"),
        "chelem": _("chelem"),
        "chelem_sur_table": _("chelem sur table"),
        "dames": _("jeu des Dames"),
    }
    return words.get(name, name.replace("_", " "))


def _is_couleur(contract: dict[str, Any], couleur: bool | None) -> bool:
    """The rule set of a contract when the caller does not say (an imported case)."""
    if couleur is not None:
        return couleur
    name = contract.get("name")
    return name in ("chelem", "chelem_sur_table") or (
        name == "emballage" and contract.get("declarers") == 1
    )


def contract_name(contract: dict[str, Any], couleur: bool | None = None) -> str:
    """ "emballage à 9 plis", "7 plis en solo", "piccolo à deux" (no trump)."""
    couleur = _is_couleur(contract, couleur)
    name = str(contract.get("name"))
    tricks = contract.get("tricks")
    word = _word(name, couleur)
    if name == "seul" and tricks is not None:
        if couleur:
            return _("%(n)d plis en solo") % {"n": tricks}
        return _("seul à %(n)d plis") % {"n": tricks}
    if tricks is not None and (
        (name == "emballage" and not couleur) or (name == "abondance" and not couleur)
    ):
        return _("%(contract)s à %(n)d plis") % {"contract": word, "n": tricks}
    if name == "trou" and tricks is not None:
        return _("trou pour %(n)d plis") % {"n": tricks}
    if name == "emballage" and couleur and contract.get("declarers") == 1:
        return _("couleur sans partenaire")
    if contract.get("declarers") == 2 and name not in PARTNERSHIP:
        return _("%(contract)s à deux") % {"contract": word}
    return word


def contract_text(contract: dict[str, Any], couleur: bool | None = None) -> str:
    """ "emballage à 9 plis, atout cœur", "petite misère, sans atout"."""
    name = contract_name(contract, couleur)
    if contract.get("name") == "dames":
        return name
    trump = contract.get("trump")
    if engine.parse_trump(trump) is None:
        return _("%(contract)s, sans atout") % {"contract": name}
    return _("%(contract)s, atout %(trump)s") % {"contract": name, "trump": trump_label(trump)}


def _contract_note(contract: dict[str, Any], couleur: bool) -> str:
    return _("Contrat : %(contract)s") % {"contract": contract_name(contract, couleur)}


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


# --------------------------------------------------------------------------- entry points


def situation(
    kind: str, rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The question (case format) and what the page shows, for one exercise."""
    return SITUATIONS[kind](rng, ruleset, difficulty)


def score_value(answer: dict[str, Any], field: str) -> int:
    """One field of the engine's score answer: ``per_declarer``, ``per_defender``,
    ``declarer_<i>`` (the i-th declarer of an "à deux" game) or ``seat_<i>`` (the Dames game)."""
    if field == "per_declarer":
        return int(answer.get("per_declarer", answer["declarers"][0]))
    if field.startswith("declarer_"):
        return int(answer["declarers"][int(field.removeprefix("declarer_"))])
    if field.startswith("seat_"):
        return int(answer["scores"][int(field.removeprefix("seat_"))])
    return int(answer[field])


def _couleur(ruleset: RuleSet) -> bool:
    return not ruleset.rules().reglement


def _sorted(cards: Any) -> list[Card]:
    """A hand in display order: by suit, high cards first."""
    return sorted(cards, key=lambda c: (SUITS.index(c.suit), -c.rank.natural))


def _hands(rng: random.Random, rules: Any) -> list[list[Card]]:
    """Four fresh 13-card hands, dealt by the engine (seat 0 = dealer's left)."""
    return [_cards(DECK_52.cards[i] for i in hand) for hand in engine.deal_hands(rng, rules)]


def _cards(cards: Any) -> list[Card]:
    """The 52-card deck's cards of an engine sequence (typed as plain cards)."""
    return [c for c in cards if isinstance(c, Card)]


# --------------------------------------------------------------------------- trick_winner


def _trick_level(trump: Suit | None, cards: tuple[Card, ...]) -> str:
    """Easy: everyone follows a suit that is not trump. Hard: the led suit is not trump and two
    cards or more did not follow, a trump among them (cut and discard, or overtrump). Medium:
    the rest (one cut, discards without trump, trump led)."""
    led = cards[0].suit
    off = [c for c in cards if c.suit is not led]
    cuts = [c for c in off if c.suit is trump]
    if led is not trump and not off:
        return "facile"
    if led is not trump and cuts and len(off) >= 2:
        return "difficile"
    return "moyen"


def _trick(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    rules = ruleset.rules()

    def candidates() -> Iterator[tuple[dict[str, Any], tuple[Card, ...]]]:
        deal = engine.random_deal(rng, rules)
        trump = engine.parse_trump(deal.trump)
        for trick in deal.tricks:
            cards = tuple(c for c in trick.cards if isinstance(c, Card))
            # the trick's own trump is the deal's (a silent trou would differ: skip it)
            if engine.trick_winner(cards, trump).winner == trick.verdict.winner:
                yield dict(deal.contract), cards

    def wanted(item: tuple[dict[str, Any], tuple[Card, ...]]) -> bool:
        contract, cards = item
        return _trick_level(engine.parse_trump(contract["trump"]), cards) == difficulty

    contract, cards = first_match(candidates, wanted, rng)
    question = {"trump": contract["trump"], "trick": [str(c) for c in cards]}
    show = {
        "trump": trump_label(contract["trump"]),
        "contract": _contract_note(contract, not rules.reglement),
    }
    return question, show


# --------------------------------------------------------------------------- legal_plays

Situation = tuple[dict[str, Any], dict[str, Any], str]
"""A legal_plays question, what the page shows, and the engine's obligation code."""


def _play_question(
    hand: Any, trick: Any, trump: Suit | None, contract: Any = None
) -> dict[str, Any]:
    question: dict[str, Any] = {
        "trump": None if trump is None else trump.value,
        "trick": [str(c) for c in trick],
        "hand": [str(c) for c in _sorted(hand)],
    }
    if contract is not None:
        question["contract"] = contract
    return question


Keep = Callable[[tuple[Card, ...], tuple[Card, ...], "Suit | None"], bool]
"""A cheap test on (trick so far, hand, trump): only the plays it keeps are judged by the engine
and offered; when a deal has none, its last play comes back with an empty code (a fallback)."""


def _deal_plays(rng: random.Random, rules: Any, keep: Keep) -> Iterator[Situation]:
    """The non-lead plays of a random deal that ``keep`` accepts, with the ``contract`` field
    the Dames game needs (the trou's first trick is left to ``_trou_plays``)."""
    deal = engine.random_deal(rng, rules)
    trump = engine.parse_trump(deal.trump)
    royal = bool(deal.contract.get("royal", False))
    show = {
        "trump": trump_label(deal.trump),
        "contract": _contract_note(dict(deal.contract), not rules.reglement),
    }
    kept = False
    for number, trick in enumerate(deal.tricks, start=1):
        context = engine.play_context(deal.contract["name"], number, rules, royal=royal)
        if context.trou_first_trick:
            continue  # its own situations: _trou_plays
        contract = "dames" if context.dames else None
        for index, play in enumerate(trick.plays[1:], start=1):
            cards = tuple(p.card for p in trick.plays[:index] if isinstance(p.card, Card))
            hand = tuple(c for c in play.hand_before if isinstance(c, Card))
            last = (number, index) == (len(deal.tricks), len(trick.plays) - 1)
            if keep(cards, hand, trump):
                kept = True
                code = _code(hand, cards, trump, context)
            elif last and not kept:
                code = ""
            else:
                continue
            yield _play_question(hand, cards, trump, contract), show, code


def _trump_plays(rng: random.Random, rules: Any, keep: Keep) -> Iterator[Situation]:
    """A deal played at a random trump suit by random legal cards (follow suit, else anything):
    the non-lead plays ``keep`` accepts (or the last one)."""
    hands = _hands(rng, rules)
    trump = rng.choice(SUITS)
    show = {"trump": trump_label(trump.value)}
    leader = rng.randrange(4)
    kept = False
    for number in range(13):
        trick: list[Card] = []
        for offset in range(4):
            hand = hands[(leader + offset) % 4]
            follow = [c for c in hand if trick and c.suit is trick[0].suit]
            if trick:
                cards = tuple(trick)
                if keep(cards, tuple(hand), trump):
                    kept = True
                    yield _play_question(hand, cards, trump), show, _code(hand, cards, trump)
                elif (number, offset) == (12, 3) and not kept:
                    yield _play_question(hand, cards, trump), show, ""
            card = rng.choice(follow or hand)
            hand.remove(card)
            trick.append(card)
        leader = (leader + _winner(trick, trump)) % 4


def _winner(trick: list[Card], trump: Suit | None) -> int:
    """The index of the winning card (the engine's rule, without its reasons)."""
    led = trick[0].suit

    def power(card: Card) -> int:
        if card.suit is trump:
            return 100 + card.rank.natural
        return card.rank.natural if card.suit is led else 0

    return max(range(len(trick)), key=lambda i: power(trick[i]))


def _code(hand: Any, trick: tuple[Card, ...], trump: Suit | None, context: Any = NORMAL) -> str:
    """The engine's obligation code; ``cut_before`` for a void hand holding trumps after a cut
    (free to overtrump, undertrump or discard: whist has no duty to trump)."""
    code = engine.legal_plays(hand, trick, trump, context).obligation.code
    if code in VOID_CODES and _cut_before(trick, trump, tuple(hand)):
        return "cut_before"
    return code


def _follows(trick: tuple[Card, ...], hand: tuple[Card, ...], trump: Suit | None) -> bool:
    led = trick[0].suit
    return any(c.suit is led for c in hand) and any(c.suit is not led for c in hand)


def _void(trick: tuple[Card, ...], hand: tuple[Card, ...], trump: Suit | None) -> bool:
    return all(c.suit is not trick[0].suit for c in hand)


def _void_after_cut(trick: tuple[Card, ...], hand: tuple[Card, ...], trump: Suit | None) -> bool:
    return _void(trick, hand, trump) and _cut_before(trick, trump, hand)


def _cut_before(trick: tuple[Any, ...], trump: Suit | None, hand: tuple[Any, ...]) -> bool:
    return (
        trump is not None
        and any(c.suit is trump for c in trick)
        and any(c.suit is trump for c in hand)
    )


def _dames_plays(rng: random.Random, rules: Any) -> Iterator[Situation]:
    """A Dames game played out by random legal cards: every non-lead play."""
    hands = _hands(rng, rules)
    context = engine.PlayContext(dames=True)
    show = {"trump": trump_label(None), "contract": _contract_note({"name": "dames"}, False)}
    leader = 0
    for _number in range(13):
        trick: list[Card] = []
        for offset in range(4):
            hand = hands[(leader + offset) % 4]
            ruling = engine.legal_plays(hand, trick, None, context)
            if trick:
                code = ruling.obligation.code
                yield _play_question(hand, trick, None, "dames"), show, code
            card = rng.choice(_cards(ruling.legal))
            hand.remove(card)
            trick.append(card)
        leader = (leader + engine.trick_winner(trick, None).winner) % 4


def _trou_hands(rng: random.Random, rules: Any) -> tuple[list[list[Card]], Any]:
    """Hands with a trou: three aces (now and then four, a trou royal) moved into one hand."""
    hands = _hands(rng, rules)
    seat = rng.randrange(4)
    royal = rng.random() < 0.15
    wanted = list(ACES) if royal else rng.sample(ACES, 3)
    for ace in ACES:
        holder = next(h for h in hands if ace in h)
        if ace in wanted and holder is not hands[seat]:
            swap = rng.choice([c for c in hands[seat] if c.rank is not Rank.ACE])
            hands[seat][hands[seat].index(swap)] = ace
            holder[holder.index(ace)] = swap
        elif ace not in wanted and holder is hands[seat]:
            other = hands[(seat + rng.randrange(1, 4)) % 4]
            swap = rng.choice([c for c in other if c.rank is not Rank.ACE])
            other[other.index(swap)] = ace
            holder[holder.index(ace)] = swap
    return hands, engine.find_trou(hands, rules)


def _trou_plays(rng: random.Random, rules: Any) -> Iterator[Situation]:
    """The first trick of a trou (002): the boucheur's lead, then each card to it."""
    hands, trou = _trou_hands(rng, rules)
    context = engine.PlayContext(trou_first_trick=True)
    contract = {"name": "trou", "first_trick": True}
    note = _("Contrat : trou, premier pli")
    lead = engine.legal_plays(hands[trou.boucheur], [], None, context)
    yield (
        _play_question(hands[trou.boucheur], [], None, contract),
        {
            "trump": _("la couleur de votre entame"),
            "contract": note,
            "seat_note": _("Vous êtes le boucheur : vous entamez le premier pli."),
        },
        lead.obligation.code,
    )
    card = rng.choice(_cards(lead.legal))
    trick = [card]
    hands[trou.boucheur].remove(card)
    for offset in range(1, 4):
        hand = hands[(trou.boucheur + offset) % 4]
        ruling = engine.legal_plays(hand, trick, card.suit, context)
        holder = (trou.boucheur + offset) % 4 == trou.seat
        seat_note = (
            _("Le boucheur a entamé ; c'est vous qui avez annoncé le trou.")
            if holder
            else _("Le boucheur a entamé.")
        )
        show = {"trump": trump_label(card.suit.value), "contract": note, "seat_note": seat_note}
        yield _play_question(hand, trick, card.suit, contract), show, ruling.obligation.code
        played = rng.choice(_cards(ruling.legal))
        hand.remove(played)
        trick.append(played)


def _discard(rng: random.Random, rules: Any) -> Situation:
    """Before a petite misère's first trick, every player puts one card aside."""
    hand = _hands(rng, rules)[rng.randrange(4)]
    question = _play_question(hand, [], None, {"name": "petite_misere", "phase": "discard"})
    show = {
        "trump": trump_label(None),
        "contract": _("Contrat : petite misère"),
        "seat_note": _(
            "Avant le premier pli, chacun écarte une carte face cachée : "
            "cochez celles que vous pouvez écarter."
        ),
    }
    return question, show, "whist_misere_discard"


def _play(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: the player can follow (and holds other cards); medium: void, free to cut or
    # discard; hard: a trump already cut and trumps in hand (no duty to overtrump), the Dames
    # queen, the trou's first trick and the petite misère's discard (002 only for the two
    # middle ones: 003 has no Dames game and no ace-must-fall rule).
    rules = ruleset.rules()

    if difficulty == "facile":
        situation_ = first_match(
            # a sample of the plays is enough: most plays of a deal can follow suit
            lambda: _deal_plays(rng, rules, lambda *p: _follows(*p) and rng.random() < 0.2),
            lambda s: s[2] == "must_follow",
            rng,
        )
    elif difficulty == "moyen":
        situation_ = first_match(
            lambda: _deal_plays(rng, rules, _void), lambda s: s[2] in VOID_CODES, rng
        )
    else:
        weights = {"cut": 4, "discard": 1, "dames": 0, "trou": 0}
        if rules.reglement:
            weights = {"cut": 2, "discard": 1, "dames": 3, "trou": 3}
        pick = rng.choices(list(weights), list(weights.values()))[0]
        if pick == "discard":
            situation_ = _discard(rng, rules)
        elif pick == "dames":
            situation_ = first_match(
                lambda: _dames_plays(rng, rules),
                lambda s: s[2] == "whist_dames_must_play_queen",
                rng,
            )
        elif pick == "trou":
            code = rng.choice(["lead", "whist_trou_ace_must_fall"])
            situation_ = first_match(
                lambda: _trou_plays(rng, rules),
                lambda s: s[2] == code or (code == "lead" and not s[0]["trick"]),
                rng,
            )
        else:
            situation_ = first_match(
                lambda: _trump_plays(rng, rules, _void_after_cut),
                lambda s: s[2] == "cut_before",
                rng,
            )
    question, show, _obligation = situation_
    return question, show


# --------------------------------------------------------------------------- score

SCORE_HARD_002 = (
    "petite_misere",
    "grande_misere",
    "grande_misere_sur_trou",
    "grande_misere_sur_table",
    "piccolissimo",
    "piccolo",
    "a_deux",
    "a_deux",
    "a_deux",
    "trou",
    "trou",
    "abondance",
    "abondance_sur_table",
    "petit_solo_chlem",
    "solo_chlem",
    "emballage_13",
    "emballage_10_sur_misere",
    "seul_8_sur_misere",
    "dames",
)
SCORE_HARD_003 = (
    "petite_misere",
    "piccolissimo",
    "piccolo",
    "a_deux",
    "a_deux",
    "abondance",
    "grande_misere",
    "abondance_sur_table",
    "chelem",
    "chelem_sur_table",
    "trou",
    "trou",
    "lone_couleur",
)


def _minimum(rng: random.Random, target: int, made: bool) -> int:
    """Tricks for a contract needing at least ``target``: made or failed."""
    if made:
        return rng.randint(target, min(13, target + 3))
    return rng.randint(max(0, target - 4), target - 1)


def _exact(rng: random.Random, target: int, made: bool, top: int = 4) -> int:
    """Tricks for a contract needing exactly ``target``."""
    if made:
        return target
    return rng.choice([n for n in range(top + 1) if n != target])


def _score_case(rng: random.Random, reglement: bool, difficulty: str) -> dict[str, Any]:
    """A finished deal in the case format: ``contract`` and ``result``."""
    suit = rng.choice(SUITS).value
    made = rng.random() < 0.6
    if difficulty == "facile":
        tricks = 8 if not reglement else rng.choice((8, 9, 10))
        contract = {"name": "emballage", "tricks": tricks, "trump": suit, "declarers": 2}
        return {"contract": contract, "result": {"tricks": [rng.randint(tricks, 12)]}}
    if difficulty == "moyen":
        if rng.random() < 0.35:
            tricks = 8 if not reglement else rng.choice((8, 9, 10))
            contract = {"name": "emballage", "tricks": tricks, "trump": suit, "declarers": 2}
            return {"contract": contract, "result": {"tricks": [_minimum(rng, tricks, False)]}}
        tricks = rng.choice((6, 7, 8))
        contract = {"name": "seul", "tricks": tricks, "trump": suit, "declarers": 1}
        return {"contract": contract, "result": {"tricks": [_minimum(rng, tricks, made)]}}
    pick = rng.choice(SCORE_HARD_002 if reglement else SCORE_HARD_003)
    if pick == "dames":
        queens = [0, 0, 0, 0]
        if rng.random() < 0.15:
            queens[rng.randrange(4)] = 4
        else:
            for _queen in range(4):
                queens[rng.randrange(4)] += 1
        return {"contract": {"name": "dames"}, "result": {"queens": queens}}
    if pick == "a_deux":
        names = ("petite_misere", "piccolissimo", "grande_misere", "piccolo")
        name = rng.choice(names if reglement else ("petite_misere", "piccolo"))
        target = {"petite_misere": 0, "piccolissimo": 2, "grande_misere": 0, "piccolo": 1}[name]
        both = [_exact(rng, target, rng.random() < 0.55) for _seat in range(2)]
        contract = {"name": name, "tricks": target, "trump": None, "declarers": 2}
        return {"contract": contract, "result": {"tricks": both}}
    if pick == "trou":
        target = rng.choice((8, 9))
        tricks = 13 if rng.random() < 0.15 else _minimum(rng, target, made)
        contract = {"name": "trou", "tricks": target, "trump": suit, "declarers": 2}
        return {"contract": contract, "result": {"tricks": [tricks]}}
    if pick == "emballage_13":
        tricks = rng.choice((8, 9, 10))
        contract = {"name": "emballage", "tricks": tricks, "trump": suit, "declarers": 2}
        return {"contract": contract, "result": {"tricks": [13]}}
    if pick == "lone_couleur":
        contract = {"name": "emballage", "tricks": 8, "trump": suit, "declarers": 1}
        return {"contract": contract, "result": {"tricks": [_minimum(rng, 8, made)]}}
    spec = engine.contract_spec(
        pick, engine.Rules(document="reglement" if reglement else "couleur")
    )
    target = rng.choice(spec.tricks)
    if spec.exact:
        tricks = _exact(rng, target, made)
    elif target == 13:
        tricks = 13 if made else rng.randint(9, 12)
    else:
        tricks = _minimum(rng, target, made)
    trump: str | None = None
    if spec.trump == "suit" or (spec.trump == "declared" and rng.random() < 0.75):
        trump = suit
    declarers = 2 if pick in PARTNERSHIP else 1
    contract = {"name": pick, "tricks": target, "trump": trump, "declarers": declarers}
    return {"contract": contract, "result": {"tricks": [tricks]}}


def _score(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: an emballage (couleur) made; medium: a failed emballage, or a seul (solo) made or
    # failed; hard: misères, piccolissimo and piccolo (alone or à deux), trou, abondances,
    # chlems, the 13-trick emballage, the sur-misère rows, the Dames game, a lone couleur.
    question = _score_case(rng, ruleset.rules().reglement, difficulty)
    return question, score_show(question, couleur=_couleur(ruleset))


def score_show(question: dict[str, Any], couleur: bool | None = None) -> dict[str, Any]:
    """The deal's summary and the fields to fill, for a ``score`` question (``couleur``: the
    rule set, guessed from the contract when not given)."""
    contract = question["contract"]
    result = question["result"]
    name = contract.get("name")
    if name == "dames":
        queens = result["queens"]
        summary = [
            _("Personne n'a conclu de contrat : on a joué le jeu des Dames."),
            _("Dames prises : %(list)s.")
            % {
                "list": ", ".join(
                    _("joueur %(n)d : %(q)d") % {"n": seat + 1, "q": q}
                    for seat, q in enumerate(queens)
                )
            },
        ]
        fields = [(f"seat_{seat}", _("Joueur %(n)d") % {"n": seat + 1}) for seat in range(4)]
        return {"summary": summary, "fields": fields}
    tricks = list(result["tricks"])
    summary = [_("Contrat : %(contract)s.") % {"contract": contract_text(contract, couleur)}]
    defender = ("per_defender", _("Chaque défenseur"))
    if len(tricks) == 2 and name not in PARTNERSHIP:
        summary.append(
            _("Le premier preneur a fait %(first)s, le second %(second)s.")
            % {"first": _plis(tricks[0]), "second": _plis(tricks[1])}
        )
        fields = [
            ("declarer_0", _("Le premier preneur")),
            ("declarer_1", _("Le second preneur")),
            defender,
        ]
    elif name in PARTNERSHIP and contract.get("declarers", 2) == 2:
        summary.append(
            _("Les deux preneurs ont fait %(tricks)s ensemble.") % {"tricks": _plis(sum(tricks))}
        )
        fields = [("per_declarer", _("Chaque preneur")), defender]
    else:
        summary.append(_("Le preneur a fait %(tricks)s.") % {"tricks": _plis(tricks[0])})
        fields = [("per_declarer", _("Le preneur")), defender]
    return {"summary": summary, "fields": fields}


def _plis(count: int) -> str:
    # French reads "0 pli" (singular up to 1); the source strings are French
    return ngettext("%(n)d pli", "%(n)d plis", count) % {"n": count}


# --------------------------------------------------------------------------- bid

Weights = dict[str, float]

STYLES: dict[str, Weights] = {
    "early": {"pass": 3, "propose": 3, "join": 2, "wait": 0.5, "misere": 0.3},
    "round2": {
        "pass": 3,
        "propose": 1,
        "raise": 2,
        "join": 2,
        "maintain": 2,
        "seul": 2,
        "misere": 0.4,
        "game": 0.1,
    },
    "trou": {"pass": 5, "game": 1},
}


@lru_cache(maxsize=1024)
def _parse(text: str) -> Any:
    """A call from its notation (cached: calls are immutable, and parsing normalises text)."""
    return engine.Call.parse(text)


def _notation(call: Any, couleur: bool) -> str:
    """The call in the rule set's own notation ("couleur H", "7 plis en solo S" à la couleur)."""
    if couleur and call.kind is engine.CallKind.PROPOSE:
        return f"couleur {call.suit.value}"
    if couleur and call.kind is engine.CallKind.SEUL:
        return f"{call.tricks} plis en solo {call.suit.value}"
    return str(call)


def _family_calls(family: str, couleur: bool) -> list[str]:
    """Every call of one family, in the case notation."""
    suits = [s.value for s in engine.BID_SUIT_ORDER]
    if family == "pass":
        return ["pass"]
    if family == "wait":
        return ["j'attends"]
    if family == "maintain":
        return [] if couleur else ["je maintiens"]
    if family == "propose":
        return [f"couleur {s}" if couleur else f"emballage 8 {s}" for s in suits]
    if family == "raise":
        return [] if couleur else [f"emballage {n} {s}" for n in (9, 10) for s in suits]
    if family == "join":
        return ["j'emballe"] if couleur else ["j'emballe", *(f"j'emballe {s}" for s in suits)]
    if family == "seul":
        if couleur:
            return [f"{n} plis en solo {s}" for n in (6, 7, 8) for s in suits]
        return [f"seul {n} {s}" for n in (6, 7, 8) for s in suits]
    if family == "misere":
        return ["petite misere", "piccolissimo"]
    if couleur:
        return ["piccolo", "grande misere", "abondance", "abondance sur table", "chelem"]
    return [
        "grande misere sur trou",
        "piccolo",
        "grande misere",
        "grande misere sur table",
        "solo chlem",
        f"abondance 9 {suits[-1]}",
    ]


def _choose_call(auction: Any, rng: random.Random, weights: Weights, couleur: bool) -> str:
    """A legal call drawn by family weight (the engine judges each try); "pass" failing that."""
    families = list(weights)
    for _try in range(8):
        family = rng.choices(families, [weights[f] for f in families])[0]
        calls = _family_calls(family, couleur)
        if not calls:
            continue
        call = rng.choice(calls)
        if auction.check(_parse(call)).legal:
            return call
    return "pass" if auction.check(_parse("pass")).legal else "j'emballe"


def _grow(
    calls: list[str],
    rng: random.Random,
    rules: Any,
    steps: int,
    weights: Weights,
    *,
    trou: bool = False,
    force: str | None = None,
) -> list[str]:
    """``calls`` followed by up to ``steps`` drawn calls (then ``force`` if legal), stopping
    before a call that would end the auction."""
    couleur = not rules.reglement
    auction = engine.replay(calls, rules, trou=trou)
    plan: list[str | None] = [None] * steps + ([force] if force else [])
    for wish in plan:
        call = wish if wish is not None else _choose_call(auction, rng, weights, couleur)
        parsed = _parse(call)
        if not auction.check(parsed).legal:
            continue
        auction = auction.apply(parsed)
        if auction.over:
            return calls
        calls = [*calls, call]
    return calls


def _bid(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: round one, early calls (propose, join, wait, pass); medium: round two (maintain,
    # raise, seul, join); hard: over a petite misère (or a piccolo), over a trou, and the
    # round-one-only games (002) / the ladder of solos and joins (003).
    rules = ruleset.rules()
    couleur = not rules.reglement
    suits = [s.value for s in engine.BID_SUIT_ORDER]
    trou = False
    if difficulty == "facile":
        scenario = "early"
    elif difficulty == "moyen":
        scenario = "round2"
    else:
        scenario = rng.choice(
            ["misere", "misere", "ladder", "ladder", "trou"]
            if couleur
            else ["misere", "misere", "trou", "trou", "round_one", "round_one"]
        )
    if scenario == "early":
        calls = _speaking(lambda: _grow([], rng, rules, rng.randint(0, 3), STYLES["early"]), rules)
        pool = ["pass", "j'attends", *rng.sample(_family_calls("propose", couleur), 2)]
        pool += _family_calls("join", couleur)[:1] + rng.sample(_family_calls("join", couleur), 1)
        pool += ["premier" if couleur else f"emballage 9 {rng.choice(suits)}"]
        pool += [_seul(rng, 6, couleur), "petite misere"]
    elif scenario == "round2":
        calls = _speaking(
            lambda: _grow([], rng, rules, rng.randint(4, 9), STYLES["round2"]),
            rules,
            rounds=2,
        )
        pool = ["pass", *rng.sample(_family_calls("join", couleur), 1)]
        pool += [_seul(rng, n, couleur) for n in (6, 7, 8)]
        pool += rng.sample(_family_calls("raise", couleur) or _family_calls("propose", couleur), 2)
        pool += [*_family_calls("maintain", couleur), "petite misere", "piccolissimo"]
    elif scenario == "misere":
        game = "piccolo" if couleur and rng.random() < 0.3 else "petite misere"

        def over_misere() -> list[str]:
            start = _grow([], rng, rules, rng.randint(0, 2), STYLES["early"])
            calls = _grow(start, rng, rules, 0, STYLES["early"], force=game)
            return _grow(calls, rng, rules, rng.randint(0, 4), STYLES["round2"])

        calls = _speaking(over_misere, rules, outbid=True, keep=game)
        pool = ["pass", "j'emballe", "piccolissimo", "petite misere"]
        pool += [_seul(rng, n, couleur) for n in (6, 7, 8)]
        pool += [] if couleur else [f"emballage {n} {rng.choice(suits)}" for n in (9, 10, 10)]
    elif scenario == "trou":
        trou = True
        calls = (
            []
            if couleur
            else _speaking(
                lambda: _grow([], rng, rules, rng.randint(0, 3), STYLES["trou"], trou=True),
                rules,
                trou=True,
            )
        )
        pool = ["pass", "grande misere", "piccolo", "petite misere"]
        if couleur:
            pool += ["couleur " + rng.choice(suits), "abondance"]
        else:
            pool += ["grande misere sur trou", "grande misere sur table", "solo chlem"]
            pool += [f"emballage 8 {rng.choice(suits)}", f"abondance 9 {rng.choice(suits)}"]
    elif scenario == "round_one":
        round_two = rng.random() < 0.7
        steps = rng.randint(4, 7) if round_two else rng.randint(0, 3)
        style = STYLES["round2" if round_two else "early"]
        calls = _speaking(
            lambda: _grow([], rng, rules, steps, style), rules, rounds=2 if round_two else 1
        )
        pool = [f"abondance {rng.choice((9, 10, 11))} {rng.choice(suits)}"]
        pool += [f"abondance sur table {rng.choice(suits)}", "solo chlem"]
        pool += [f"petit solo chlem {rng.choice([*suits, 'SA'])}", "pass", "grande misere"]
        pool += [_seul(rng, rng.choice((6, 7)), couleur), "piccolo"]
    else:  # ladder (003): solos of one level in several suits, and the contracts around them
        calls = _speaking(
            lambda: _grow([], rng, rules, rng.randint(1, 5), STYLES["round2"]), rules, outbid=True
        )
        level = rng.choice((6, 7, 8))
        pool = [_seul(rng, level, couleur) for _n in range(3)] + ["j'emballe", "pass"]
        pool += ["piccolissimo", "piccolo", "abondance", "grande misere", "petite misere"]
    candidates = _candidates(calls, pool, rng, rules, trou)
    question: dict[str, Any] = {"auction": calls, "calls": candidates}
    if trou:
        question["trou"] = True
    return question, bid_show(question, trou_seat=rng.randrange(4))


def _speaking(
    build: Callable[[], list[str]],
    rules: Any,
    *,
    trou: bool = False,
    rounds: int = 1,
    outbid: bool = False,
    keep: str | None = None,
) -> list[str]:
    """The longest start of an auction from ``build`` (a few tries) whose next speaker has not
    passed, has reached round ``rounds``, does not hold the standing bid (``outbid``) and comes
    after the call ``keep``; failing that, the last auction built."""
    calls: list[str] = []
    for _try in range(4):
        calls = build()
        least = calls.index(keep) + 1 if keep in calls else 0
        auction = engine.Auction(rules, trou=trou)
        fits = []
        for length in range(len(calls) + 1):
            if length:
                auction = auction.apply(_parse(calls[length - 1]))
            high = auction.highest()
            if (
                length >= least
                and not auction.out[auction.seat]
                and auction.round >= rounds
                and not (outbid and high is not None and auction.seat in high.seats)
            ):
                fits.append(length)
        if fits:
            return calls[: fits[-1]]
    return calls


def _seul(rng: random.Random, tricks: int, couleur: bool) -> str:
    suit = rng.choice(engine.BID_SUIT_ORDER).value
    return f"{tricks} plis en solo {suit}" if couleur else f"seul {tricks} {suit}"


def _candidates(
    calls: list[str], pool: list[str], rng: random.Random, rules: Any, trou: bool
) -> list[str]:
    """3 to 5 calls to judge: from ``pool`` and one call the engine allows here (so that not
    only "pass" is right), with a legal and an illegal one whenever there are both."""
    couleur = not rules.reglement
    auction = engine.replay(calls, rules, trou=trou)
    every = engine.candidate_calls(rules)
    allowed = next(
        (
            _notation(c, couleur)
            for c in rng.sample(every, len(every))
            if c.kind not in (engine.CallKind.PASS, engine.CallKind.WAIT) and auction.check(c).legal
        ),
        None,
    )
    unique = list(dict.fromkeys([*pool, *([allowed] if allowed else [])]))
    legal = [c for c in unique if auction.check(_parse(c)).legal]
    illegal = [c for c in unique if c not in legal]
    bids = [c for c in legal if c != "pass"]
    chosen = []
    if legal:
        chosen.append(rng.choice(bids or legal))
    if illegal:
        chosen.append(rng.choice(illegal))
    rest = [c for c in unique if c not in chosen]
    chosen += rng.sample(rest, min(len(rest), rng.randint(3, 5) - len(chosen)))
    return shuffled(chosen, rng)


def bid_show(question: dict[str, Any], trou_seat: int | None = None) -> dict[str, Any]:
    """The auction so far by seat, the calls to judge and who speaks, for a ``bid`` question.
    After a trou (``trou: true``), ``trou_seat`` names who announced it, shown first."""
    calls = question["auction"]
    auction = [(i % 4, _call_label(c)) for i, c in enumerate(calls)]
    if question.get("trou") and trou_seat is not None:
        auction.insert(0, (trou_seat, _("Trou (trois as, annoncé avant les enchères)")))
    return {
        "auction": auction,
        "candidates": [_call_label(c) for c in question["calls"]],
        "speaker": len(calls) % 4,
        "players": 4,
    }


def _call_label(text: str) -> str:
    """ "Passe", "Emballage 9 plis à cœur", "Couleur à cœur", "7 plis en solo à pique"."""
    call = _parse(text)
    kind = call.kind
    suit = str(SUIT_NAMES[call.suit]) if call.suit is not None else ""
    words = text.lower().split()
    if kind is engine.CallKind.PASS:
        return _("Passe")
    if kind is engine.CallKind.WAIT:
        return _("Premier") if call.word == "premier" else _("J'attends")
    if kind is engine.CallKind.MAINTAIN:
        return _("Je maintiens")
    if kind is engine.CallKind.JOIN:
        return _("J'emballe (%(suit)s)") % {"suit": suit} if suit else _("J'emballe")
    if kind is engine.CallKind.PROPOSE:
        if words[0] == "couleur":
            return _("Couleur à %(suit)s") % {"suit": suit}
        return _("Emballage %(n)d plis à %(suit)s") % {"n": call.tricks, "suit": suit}
    if kind is engine.CallKind.SEUL:
        if "plis" in words:
            return _("%(n)d plis en solo à %(suit)s") % {"n": call.tricks, "suit": suit}
        return _("Seul %(n)d plis à %(suit)s") % {"n": call.tricks, "suit": suit}
    word = _capital(_word(call.contract or "", False))
    if call.no_trump:
        return _("%(contract)s sans atout") % {"contract": word}
    if call.contract == "abondance" and call.tricks is not None:
        return _("Abondance %(n)d plis à %(suit)s") % {"n": call.tricks, "suit": suit}
    if suit:
        return _("%(contract)s à %(suit)s") % {"contract": word, "suit": suit}
    return word


# --------------------------------------------------------------------------- quiz

Quiz = tuple[str, list[str], int, str, str]
"""Question text, options, index of the right one, why, rule-page anchor."""


FEMININE = frozenset(
    {
        "petite_misere",
        "grande_misere",
        "grande_misere_sur_trou",
        "grande_misere_sur_table",
        "abondance",
        "abondance_sur_table",
    }
)


def _a(contract: dict[str, Any], couleur: bool, *, of: bool = False) -> str:
    """ "une petite misère", "un piccolo" (``of``: "d'une petite misère", "du jeu des Dames")."""
    name = contract["name"]
    label = contract_name(contract, couleur)
    if name == "dames":
        return _("du jeu des Dames") if of else _("le jeu des Dames")
    if name in FEMININE or (couleur and name == "emballage"):
        return (_("d'une %(c)s") if of else _("une %(c)s")) % {"c": label}
    return (_("d'un %(c)s") if of else _("un %(c)s")) % {"c": label}


def _target_words(tricks: int, exact: bool) -> str:
    """ "exactement 1 pli", "au moins 9 plis", "les 13 plis"."""
    if tricks == 13:
        return _("les 13 plis")
    if exact and tricks == 0:
        return _("aucun pli")
    if exact:
        return ngettext("exactement %(n)d pli", "exactement %(n)d plis", tricks) % {"n": tricks}
    return _("au moins %(n)d plis") % {"n": tricks}


def _rank_order() -> str:
    """ "As > Roi > Dame > Valet > 10 > … > 2"."""
    return " > ".join(str(RANK_NAMES.get(r, rank_index(r))) for r in engine.CARD_ORDER)


def _quiz_order(rng: random.Random, rules: Any) -> Quiz:
    suit = rng.choice(SUITS)
    pair = rng.sample(list(engine.CARD_ORDER), 2)
    best = min(pair, key=engine.CARD_ORDER.index)
    text = _("Dans une même couleur, laquelle de ces deux cartes est la plus forte ?")
    why = _("Ordre des cartes, le même dans chaque couleur : %(order)s.") % {"order": _rank_order()}
    return text, [card_name(Card(r, suit)) for r in pair], pair.index(best), why, "ordre-des-cartes"


def _quiz_suits(rng: random.Random, rules: Any) -> Quiz:
    order = list(engine.BID_SUIT_ORDER)
    options = shuffled(order, rng)
    text = _("Aux enchères, à nombre de plis égal, quelle couleur est la plus forte ?")
    why = _("Les couleurs, de la plus faible à la plus forte : %(order)s.") % {
        "order": " < ".join(str(SUIT_NAMES[s]) for s in order)
    }
    return (
        text,
        [str(SUIT_NAMES[s]) for s in options],
        options.index(order[-1]),
        why,
        "annonces",
    )


def _quiz_target(rng: random.Random, rules: Any, names: tuple[str, ...]) -> Quiz:
    couleur = not rules.reglement
    name = rng.choice(names)
    spec = engine.contract_spec(name, rules)
    if len(spec.tricks) > 1:  # bid at several levels: ask for the lowest
        right = _plis(spec.tricks[0])
        text = _("Pour combien de plis, au plus bas, annonce-t-on %(contract)s ?") % {
            "contract": _a({"name": name}, couleur)
        }
        options, answer = options_around(right, rng, [_plis(n) for n in (5, 6, 7, 8, 9, 10)])
        why = _("%(contract)s s'annonce pour %(levels)s plis.") % {
            "contract": _capital(_a({"name": name}, couleur)),
            "levels": _(" ou ").join([", ".join(map(str, spec.tricks[:-1])), str(spec.tricks[-1])]),
        }
        return text, options, answer, why, "contrats"
    trump = rng.choice(SUITS) if spec.trump in ("suit", "declared") else None
    target = engine.contract_target(name, rules, trump=trump)
    right = _target_words(target.tricks, target.exact)
    pool = [_target_words(n, True) for n in (0, 1, 2)]
    pool += [_target_words(n, False) for n in (6, 8, 9, 12, 13)]
    text = _("Combien de plis faut-il faire pour réussir %(contract)s ?") % {
        "contract": _a({"name": name}, couleur)
    }
    options, answer = options_around(right, rng, pool)
    trump = {
        "suit": _("à l'atout annoncé"),
        "declared": _("avec ou sans atout, selon l'annonce"),
    }.get(spec.trump, _("sans atout"))
    played = ""
    if target.tricks_played != 13:
        played = _(" sur les %(n)d plis joués") % {"n": target.tricks_played}
    why = _("%(contract)s : %(target)s à faire%(played)s, %(trump)s.") % {
        "contract": _capital(contract_name({"name": name}, couleur)),
        "target": right,
        "played": played,
        "trump": trump,
    }
    return text, options, answer, why, "contrats"


def _quiz_trou(rng: random.Random, rules: Any) -> Quiz:
    ace = rng.choice(SUITS)
    trump = ace if rng.random() < 0.5 else rng.choice([s for s in SUITS if s is not ace])
    target = engine.contract_target("trou", rules, trump=trump, boucheur_ace=ace)
    shown = _("entame") if rules.reglement else _("montre")
    text = _(
        "Trou : le boucheur tient l'as de %(ace)s et %(shown)s une carte de %(trump)s, qui "
        "devient l'atout. Combien de plis les deux partenaires doivent-ils faire ?"
    ) % {"ace": SUIT_NAMES[ace], "shown": shown, "trump": SUIT_NAMES[trump]}
    right = _plis(target.tricks)
    options = [_plis(8), _plis(9)]
    why = _(
        "8 plis si l'atout est la couleur de l'as du boucheur (il « bouche dans le trou »), "
        "9 sinon : ici %(n)s."
    ) % {"n": right}
    return text, options, options.index(right), why, "contrats"


def _quiz_ladder(rng: random.Random, rules: Any) -> Quiz:
    couleur = not rules.reglement
    steps = [
        s
        for s in engine.bidding_ladder(rules)
        if s.contract not in ("trou", "grande_misere_sur_trou")
    ]
    picked = rng.sample(steps, 3)
    key = {id(s): i for i, s in enumerate(steps)}
    best = max(picked, key=lambda s: key[id(s)])

    def label(step: Any) -> str:
        return _capital(contract_name({"name": step.contract, "tricks": step.tricks}, couleur))

    options = [label(s) for s in picked]
    text = _("À la même couleur d'atout, laquelle de ces annonces est la plus forte ?")
    if couleur:
        text = _("Laquelle de ces annonces est la plus forte ?")
    ordered = sorted(picked, key=lambda s: key[id(s)])
    why = _("De la plus faible à la plus forte : %(order)s.") % {
        "order": " < ".join(label(s) for s in ordered)
    }
    return text, options, picked.index(best), why, "annonces"


def _quiz_leader(rng: random.Random, rules: Any) -> Quiz:
    couleur = not rules.reglement
    names = [s.name for s in engine.catalogue(rules) if s.name != "dames"]
    name = rng.choice(names)
    spec = engine.contract_spec(name, rules)
    labels = {
        "dealer_left": _("Le joueur à gauche du donneur"),
        "declarer": _("Le preneur"),
        "boucheur": _("Le boucheur"),
    }
    options = [str(labels[k]) for k in ("dealer_left", "declarer", "boucheur")]
    if name != "trou":
        options = options[:2]
    text = _("Qui entame le premier pli %(contract)s ?") % {
        "contract": _a({"name": name}, couleur, of=True)
    }
    why = _("%(contract)s : %(who)s entame.") % {
        "contract": _capital(contract_name({"name": name}, couleur)),
        "who": str(labels[spec.leader]).lower(),
    }
    return text, options, options.index(str(labels[spec.leader])), why, "jeu-de-la-carte"


def _quiz_score(rng: random.Random, rules: Any, difficulty: str) -> Quiz:
    couleur = not rules.reglement
    case = _score_case(rng, rules.reglement, difficulty)
    while case["contract"]["name"] == "dames":
        case = _score_case(rng, rules.reglement, difficulty)
    contract = case["contract"]
    tricks = case["result"]["tricks"]
    sheet = engine.score_deal(
        engine.Contract(
            contract["name"],
            contract["tricks"],
            engine.parse_trump(contract["trump"]),
            contract["declarers"],
        ),
        tricks,
        rules,
    )
    right = sheet.declarers[0]
    if len(tricks) == 2 and contract["name"] not in PARTNERSHIP:
        made = _("Le premier preneur fait %(first)s, le second %(second)s.") % {
            "first": _plis(tricks[0]),
            "second": _plis(tricks[1]),
        }
        who = _("le premier preneur")
    elif len(sheet.declarers) == 2:
        made = _("Les deux preneurs font %(n)s ensemble.") % {"n": _plis(sum(tricks))}
        who = _("chaque preneur")
    else:
        made = _("Le preneur fait %(n)s.") % {"n": _plis(tricks[0])}
        who = _("le preneur")
    text = _("Contrat : %(contract)s. %(made)s Combien marque %(who)s ?") % {
        "contract": contract_text(contract, couleur),
        "made": made,
        "who": who,
    }
    pool = [right + d for d in (-12, -6, -4, -3, -2, 2, 3, 4, 6, 12)] + [-right, sheet.per_defender]
    options, answer = options_around(right, rng, pool)
    why = _("D'après la table : %(who)s marque %(right)s, chaque défenseur %(def)s.") % {
        "who": who,
        "right": right,
        "def": sheet.per_defender,
    }
    return text, [str(o) for o in options], answer, why, "marque"


def _quiz_emballable(rng: random.Random, rules: Any) -> Quiz:
    couleur = not rules.reglement
    specs = [s for s in engine.catalogue(rules) if s.name not in ("trou", "dames")]
    yes = [s for s in specs if s.emballable]
    no = [s for s in specs if not s.emballable]
    right = rng.choice(yes)
    picked = [right, *rng.sample(no, 3)]
    rng.shuffle(picked)
    options = [_capital(_word(s.name, couleur)) for s in picked]
    text = _("Lequel de ces contrats un autre joueur peut-il emballer (s'y joindre) ?")
    why = _("Peuvent être emballés : %(list)s.") % {
        "list": ", ".join(_word(s.name, couleur) for s in yes)
    }
    return text, options, picked.index(right), why, "annonces"


def _quiz_round_one(rng: random.Random, rules: Any) -> Quiz:
    specs = [s for s in engine.catalogue(rules) if s.name not in ("trou", "dames")]
    yes = [s for s in specs if s.round_one_only]
    no = [s for s in specs if not s.round_one_only and s.name != "grande_misere_sur_trou"]
    right = rng.choice(yes)
    picked = [right, *rng.sample(no, 3)]
    rng.shuffle(picked)
    options = [_capital(_word(s.name, False)) for s in picked]
    text = _("Laquelle de ces annonces doit obligatoirement être faite au premier tour ?")
    why = _(
        "Les abondances et les chlems s'annoncent au premier tour (%(list)s) ; le seul, lui, "
        "ne peut pas être annoncé au premier tour."
    ) % {"list": ", ".join(_word(s.name, False) for s in yes)}
    return text, options, picked.index(right), why, "annonces"


def _quiz(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: card order, suit ranking, targets of the common contracts; medium: the ladder,
    # who leads, the scores of emballages and seuls; hard: trou targets, the scores of misères,
    # à deux rows and big games, which contracts can be joined or must be bid in round one.
    rules = ruleset.rules()
    basic = ("emballage", "seul", "petite_misere", "abondance", "grande_misere")
    rare = tuple(s.name for s in engine.catalogue(rules) if s.name not in (*basic, "trou", "dames"))
    makers: list[Callable[[], Quiz]] = {
        "facile": [
            lambda: _quiz_order(rng, rules),
            lambda: _quiz_suits(rng, rules),
            lambda: _quiz_target(rng, rules, basic),
        ],
        "moyen": [
            lambda: _quiz_ladder(rng, rules),
            lambda: _quiz_leader(rng, rules),
            lambda: _quiz_score(rng, rules, rng.choice(("facile", "moyen"))),
        ],
        "difficile": [
            lambda: _quiz_trou(rng, rules),
            lambda: _quiz_target(rng, rules, rare),
            lambda: _quiz_score(rng, rules, "difficile"),
            lambda: (
                _quiz_emballable(rng, rules)
                if not rules.reglement or rng.random() < 0.5
                else _quiz_round_one(rng, rules)
            ),
        ],
    }[difficulty]
    text, options, answer, why, anchor = rng.choice(makers)()
    page = f"/regles/{ruleset.document.slug}/"
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
    """A card-order question: two cards of one suit, or a small trump against a plain card."""
    trump = rng.choice(SUITS)
    if rng.random() < 0.6:
        suit = rng.choice(SUITS)
        pair = [Card(r, suit) for r in rng.sample(list(engine.CARD_ORDER), 2)]
        best = min(pair, key=lambda c: engine.CARD_ORDER.index(c.rank))
        why = _("Dans chaque couleur, atout ou non, l'ordre est : %(order)s.") % {
            "order": _rank_order()
        }
    else:
        plain = rng.choice([s for s in SUITS if s is not trump])
        low = rng.choice(list(engine.CARD_ORDER)[6:])
        high = rng.choice(list(engine.CARD_ORDER)[:4])
        pair = shuffled([Card(low, trump), Card(high, plain)], rng)
        best = Card(low, trump)
        why = _(
            "La carte d'atout (%(card)s) l'emporte : le plus petit atout bat toute carte "
            "d'une autre couleur."
        ) % {"card": card_name(best)}
    text = _("Atout %(trump)s. Dans un pli, laquelle de ces deux cartes bat l'autre ?") % {
        "trump": SUIT_NAMES[trump]
    }
    question = {
        "answer": pair.index(best),
        "why": why,
        "link": f"/regles/{ruleset.document.slug}/#ordre-des-cartes",
    }
    return question, {"text": text, "options": [card_name(c) for c in pair]}
