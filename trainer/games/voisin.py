"""Le Voisin situations for the trainer, drawn from the engine's random deals and tables.

Seat 0 is the dealer's right ("joueur 1"), who speaks and leads first. In 2×2 the partners
face each other: team 1 is players 1 and 3, team 2 players 2 and 4. Tout atout and sans atout
belong to Variante II; the trainer shows them in hard card-play exercises, labelled as such.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from reference.engine import voisin as engine
from reference.engine.cards import RANKS_32, SUITS, Card, Rank, Suit
from reference.engine.tricks import Play, TrickRecord, round_to_ten
from reference.engine.voisin import contracts as voisin_contracts
from reference.engine.voisin.announcements import Announcement, AnnouncementKind
from reference.names import (
    RANK_NAMES,
    SUIT_NAMES,
    card_in_sentence,
    card_name,
    card_short,
    rank_index,
)
from reference.reasons import format_param
from trainer.games.common import first_match, options_around, shuffled
from trainer.rulesets import RuleSet

KINDS = ("trick_winner", "legal_plays", "card_points", "score", "bid", "quiz")
PLAYER_COUNTS = ("2", "3", "4", "2x2")
NO_TRUMP_MODES = ("TA", "SA")
NO_TRUMP_SHARE = 0.3
"""The share of hard card-play exercises played at tout atout or sans atout (Variante II)."""

EASY_DUTIES = {"must_follow"}
TRUMP_WINS = {"highest_trump", "voisin_trump_cut", "voisin_trump_overcut"}
HARD_TRICKS = {
    "voisin_cut",
    "voisin_cut_first_card",
    "voisin_cut_too_low",
    "voisin_cut_too_low_points",
    "voisin_equal_first_stays",
    "voisin_no_cut_in_mode",
}


# --- labels ---------------------------------------------------------------------------------


def trump_label(code: str) -> str:
    """ "cœur", "tout atout (Variante II)", "sans atout (Variante II)"."""
    if code == "TA":
        return _("tout atout (Variante II)")
    if code == "SA":
        return _("sans atout (Variante II)")
    return str(SUIT_NAMES[Suit(code)])


def players_label(players: str) -> str:
    """ "3 joueurs, chacun pour soi", "2 contre 2 (partenaires face à face)"."""
    if players == "2x2":
        return _("2 contre 2 (partenaires face à face)")
    if players == "2":
        return _("2 joueurs")
    return _("%(n)s joueurs, chacun pour soi") % {"n": players}


def side_label(side: int, players: str) -> str:
    """ "Joueur 2", or in 2×2 "Équipe 1 (joueurs 1 et 3)"."""
    if players == "2x2":
        return _("Équipe %(n)d (joueurs %(a)d et %(b)d)") % {
            "n": side + 1,
            "a": side + 1,
            "b": side + 3,
        }
    return _("Joueur %(n)d") % {"n": side + 1}


def _contract_name(name: str) -> str:
    return {"prise": _("prise"), "charge": _("charge"), "surcharge": _("surcharge")}[name]


def _with_trump(name: str, trump: str) -> str:
    """ "prise à cœur", "charge tout atout", "charge sans atout"."""
    if trump == "TA":
        return _("%(name)s tout atout") % {"name": name}
    if trump == "SA":
        return _("%(name)s sans atout") % {"name": name}
    return _("%(name)s à %(suit)s") % {"name": name, "suit": SUIT_NAMES[Suit(trump)]}


def _number(value: Any) -> str:
    """ "23", "23,5"."""
    return format_param(Fraction(str(value)))


def _rank_word(rank: Rank) -> str:
    return str(RANK_NAMES.get(rank, rank_index(rank)))


def _order_text(order: Any) -> str:
    """ "Valet > As > 10 > 9 > 8 > 7 > Roi = Dame"."""
    return " > ".join(" = ".join(_rank_word(r) for r in group) for group in order.groups)


# --- the public entry points ----------------------------------------------------------------


def situation(
    kind: str, rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    """The question (case format) and what the page shows, for one exercise."""
    return SITUATIONS[kind](rng, ruleset, difficulty)


def score_value(answer: dict[str, Any], field: str) -> int:
    """One side's rounded score: the field is the side's index in ``scores`` ("0", "1"…)."""
    return int(answer["scores"][int(field)])


# --- deals ----------------------------------------------------------------------------------


def _players(rng: random.Random, ruleset: RuleSet, choices: tuple[str, ...] = PLAYER_COUNTS) -> str:
    if ruleset.rules().variante_i:
        return "2"
    return rng.choice(choices)


def _side(seat: int, players: str) -> int:
    return seat % 2 if players == "2x2" else seat


def _engine_deal(
    rng: random.Random, ruleset: RuleSet, players: str, *, full: bool = False
) -> engine.VoisinDeal:
    """A complete random deal at a suit trump: auction, exchange, announcements, play;
    ``full``: not a surcharge, so that every trick is played (a surcharge stops early)."""
    deal = engine.play_random_deal(rng, ruleset.rules(), players)
    for _retry in range(20):
        if not full or deal.contract.name != "surcharge":
            break
        deal = engine.play_random_deal(rng, ruleset.rules(), players)
    return deal


type Spot = tuple[list[Card], list[Card], str, bool]
"""A player about to play: the trick so far, his hand, the obligation's code, whether a card
of his hand is refused."""

VOID_CODES = {
    "voisin_void_free_choice",
    "voisin_overtrump_if_trumping",
    "voisin_void_cannot_overtrump",
    "voisin_partner_trump_free",
}


def _free_tricks(
    rng: random.Random,
    ruleset: RuleSet,
    trump: str,
    players: str,
    count: int | None = None,
    *,
    steer: str = "",
    until: Callable[[Spot], bool] | None = None,
) -> tuple[list[TrickRecord], list[Spot]]:
    """Tricks played by legal moves at any trump mode (tout atout and sans atout too, which
    the standard auction never gives) from freshly dealt hands, the dealer's right leading;
    with every player about to play to a started trick.

    Every card is one the engine's ``legal_plays`` allows. Unsteered, each is drawn at random.
    Steering makes the rarer duties common, as a lively table would: ``voids``, the leader
    mostly leads a plain suit the others lack and a player without the led suit mostly
    trumps; ``trumps``, the leader mostly leads a trump. Play stops at the first spot that
    ``until`` accepts."""
    rules = ruleset.rules()
    mode = engine.parse_trump(trump)
    hands = [list(h) for h in engine.deal_cards(rng, players, rules).hands]
    seats = len(hands)
    leader = 0
    records: list[TrickRecord] = []
    spots: list[Spot] = []
    for _trick in range(count if count is not None else len(hands[0])):
        plays: list[Play] = []
        cards: list[Card] = []
        for k in range(seats):
            seat = (leader + k) % seats
            hand = hands[seat]
            ruling = engine.legal_plays(hand, cards, mode, rules, players)
            legal = [c for c in ruling.legal if isinstance(c, Card)]
            if cards:
                spots.append(
                    (list(cards), list(hand), ruling.obligation.code, bool(ruling.refusals))
                )
            if steer and rng.random() < 0.8:
                if not cards and steer == "trumps":
                    legal = [c for c in legal if c.suit is mode] or legal
                elif not cards:
                    later = [hands[(leader + j) % seats] for j in range(1, seats)]
                    legal = _leads_they_lack(legal, later, mode)
                elif ruling.obligation.code in VOID_CODES:
                    legal = [c for c in legal if c.suit is mode] or legal
            card = legal[int(rng.random() * len(legal))]
            plays.append(Play(seat, card, tuple(hand)))
            hand.remove(card)
            cards.append(card)
        record = TrickRecord(tuple(plays), engine.trick_winner(cards, mode, rules))
        records.append(record)
        leader = record.winner_seat
    return records, spots


def _leads_they_lack(legal: list[Card], later: list[list[Card]], mode: Any) -> list[Card]:
    """The plain leads that the most of the following players lack."""

    def lacking(card: Card) -> int:
        if card.suit is mode:
            return -1
        return sum(1 for hand in later if all(c.suit is not card.suit for c in hand))

    best = max(lacking(c) for c in legal)
    return [c for c in legal if lacking(c) == best]


def _tricks(
    rng: random.Random, ruleset: RuleSet, players: str, no_trump: bool, count: int | None = None
) -> tuple[str, list[TrickRecord]]:
    """The trump code and the tricks of one random deal."""
    if no_trump:
        trump = rng.choice(NO_TRUMP_MODES)
        return trump, _free_tricks(rng, ruleset, trump, players, count)[0]
    played = _engine_deal(rng, ruleset, players).played
    assert played.trump is not None
    return played.trump, list(played.tricks)


# --- kind 1: who wins the trick -------------------------------------------------------------


def _trick(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: everybody follows a plain suit; medium: a trump decides, or an opposite suit is
    # discarded; hard: a voisin cut (made or too low), a King/Queen tie, tout/sans atout.
    no_trump = difficulty == "difficile" and rng.random() < NO_TRUMP_SHARE
    players = _players(rng, ruleset)

    def codes(record: TrickRecord) -> list[str]:
        return [r.code for r in record.verdict.reasons]

    def easy(item: tuple[str, TrickRecord]) -> bool:
        trump, record = item
        led = record.cards[0]
        return (
            isinstance(led, Card)
            and led.suit.value != trump
            and all(isinstance(c, Card) and c.suit is led.suit for c in record.cards)
            and "voisin_equal_first_stays" not in codes(record)
        )

    def medium(item: tuple[str, TrickRecord]) -> bool:
        found = codes(item[1])
        return not HARD_TRICKS & set(found) and (
            found[0] in TRUMP_WINS - {"highest_trump"}
            or "voisin_cannot_cut" in found
            or (found[0] == "highest_trump" and len(item[1].cards) > 2)
        )

    def hard(item: tuple[str, TrickRecord]) -> bool:
        return bool(HARD_TRICKS & set(codes(item[1])))

    wanted = {"facile": easy, "moyen": medium, "difficile": hard}[difficulty]

    def candidates() -> Iterator[tuple[str, TrickRecord]]:
        trump, records = _tricks(rng, ruleset, players, no_trump, 4 if no_trump else None)
        return ((trump, r) for r in records)

    trump, record = first_match(candidates, wanted, rng)
    question = {"trump": trump, "trick": [str(c) for c in record.cards], "players": players}
    return question, {"trump": trump_label(trump), "contract": players_label(players)}


# --- kind 2: which cards may be played ------------------------------------------------------


LEGAL_TARGETS = {
    "moyen": (
        ("voisin_void_free_choice",),
        ("voisin_follow_cannot_climb",),
        ("voisin_void_cannot_overtrump",),
    ),
    "difficile": (
        ("voisin_must_climb",),
        ("voisin_overtrump_if_trumping",),
        ("voisin_partner_trump_free",),
        ("voisin_must_play_neighbour", "voisin_void_led_and_neighbour"),
    ),
}
"""The duties each level draws from, one group picked at random per exercise."""
TARGET_BUDGET = 12
"""Deals tried for the group picked; then any duty of the level will do (a bounded search)."""


def _play(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: follow a plain suit (some card refused); medium: void and free, void without a
    # higher trump, or a trump lead one cannot beat; hard: climb on a trump lead, overtrump
    # when choosing to cut, the partner's master trump (2×2), the neighbour suit at tout or
    # sans atout. Easy ones come from the engine's random deals, the others from steered
    # legal play (see ``_free_tricks``).
    rules = ruleset.rules()
    if difficulty == "facile":
        targets: tuple[str, ...] = tuple(EASY_DUTIES)
        players = _players(rng, ruleset)
    else:
        targets = rng.choice(LEGAL_TARGETS[difficulty])
        if "voisin_partner_trump_free" in targets:
            players = "2x2"
        elif targets[0] in ("voisin_overtrump_if_trumping", "voisin_void_cannot_overtrump"):
            players = _players(rng, ruleset, ("3", "4", "2x2"))
        else:
            players = _players(rng, ruleset)
    if rules.variante_i:
        players = "2"
    no_trump = "voisin_must_play_neighbour" in targets
    level = {code for group in LEGAL_TARGETS.get(difficulty, (targets,)) for code in group}
    tries = [0]

    def candidates() -> Iterator[tuple[str, Spot]]:
        tries[0] += 1
        if difficulty == "facile":
            played = _engine_deal(rng, ruleset, players).played
            trump = str(played.trump)
            mode = engine.parse_trump(trump)
            for record in played.tricks:
                for index in range(1, len(record.plays)):
                    trick = [c for c in record.cards[:index] if isinstance(c, Card)]
                    hand = [c for c in record.plays[index].hand_before if isinstance(c, Card)]
                    ruling = engine.legal_plays(hand, trick, mode, rules, players)
                    yield trump, (trick, hand, ruling.obligation.code, bool(ruling.refusals))
                    if ruling.obligation.code in targets and ruling.refusals and len(hand) >= 3:
                        return  # found: no need to judge the rest of the deal
            return
        trump = rng.choice(NO_TRUMP_MODES) if no_trump else rng.choice(SUITS).value
        steer = "trumps" if "climb" in targets[0] else "voids"
        count = engine.deal_size(players, rules).hand - 2  # the last hands are too small
        spots = _free_tricks(rng, ruleset, trump, players, count, steer=steer, until=fits)[1]
        yield from ((trump, spot) for spot in spots)

    def fits(spot: Spot) -> bool:
        _trick, hand, code, refused = spot
        duties = targets if tries[0] <= TARGET_BUDGET else level
        return len(hand) >= 3 and code in duties and (difficulty != "facile" or refused)

    def wanted(item: tuple[str, Spot]) -> bool:
        return fits(item[1])

    trump, (trick, hand, _code, _refused) = first_match(candidates, wanted, rng)
    question = {
        "trump": trump,
        "trick": [str(c) for c in trick],
        "hand": [str(c) for c in hand],
        "players": players,
    }
    show = {"trump": trump_label(trump), "contract": players_label(players)}
    if players == "2x2":
        show["seat_note"] = (
            _("Votre partenaire a joué la carte %(n)d.") % {"n": len(trick) - 1}
            if len(trick) >= 2
            else _("Votre partenaire n'a pas encore joué.")
        )
    return question, show


# --- kind 3: card points --------------------------------------------------------------------


def _has_halves(cards: list[Card], trump: str) -> bool:
    return trump not in NO_TRUMP_MODES and any(c.rank in (Rank.KING, Rank.QUEEN) for c in cards)


def _points(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: one trick, whole points; medium: two or three tricks; hard: three to five tricks
    # with a King or a Queen (half points) or at tout/sans atout (other scales).
    no_trump = difficulty == "difficile" and rng.random() < NO_TRUMP_SHARE
    players = _players(rng, ruleset)
    low, high = {"facile": (1, 1), "moyen": (2, 3), "difficile": (3, 5)}[difficulty]

    def candidates() -> Iterator[tuple[str, list[list[Card]]]]:
        trump, records = _tricks(rng, ruleset, players, no_trump)
        if difficulty == "facile":  # every trick is a candidate
            for record in shuffled(records, rng):
                yield trump, [[c for c in record.cards if isinstance(c, Card)]]
            return
        by_side: dict[int, list[TrickRecord]] = {}
        for record in records:
            by_side.setdefault(_side(record.winner_seat, players), []).append(record)
        enough = [s for s in sorted(by_side) if len(by_side[s]) >= low] or sorted(by_side)
        won = by_side[rng.choice(enough)]
        count = min(len(won), rng.randint(low, high))
        chosen = sorted(rng.sample(range(len(won)), count))
        yield trump, [[c for c in won[i].cards if isinstance(c, Card)] for i in chosen]

    def wanted(item: tuple[str, list[list[Card]]]) -> bool:
        trump, tricks = item
        cards = [c for t in tricks for c in t]
        if difficulty == "facile":
            return not _has_halves(cards, trump)
        if difficulty == "difficile":
            return len(tricks) >= low and (trump in NO_TRUMP_MODES or _has_halves(cards, trump))
        return len(tricks) >= low

    trump, tricks = first_match(candidates, wanted, rng)
    groups = [[str(c) for c in t] for t in tricks]
    question = {"trump": trump, "cards": [c for g in groups for c in g]}
    return question, {"trump": trump_label(trump), "tricks": groups}


# --- kind 4: the score of a deal ------------------------------------------------------------

SCORE_CASES = {
    "facile": ("prise_made",),
    "moyen": ("charge_made", "prise_failed"),
    "difficile": ("chute_royale", "prise_lourde", "surcharge", "charge_failed", "teams"),
}


def _total(result: dict[str, Any], side: int) -> Fraction:
    return (
        Fraction(str(result["points"][side]))
        + result["announcements"][side]
        + result["couples"][side]
    )


def _score_case(name: str, total: Fraction) -> str:
    if name == "prise":
        if total < voisin_contracts.PRISE_TARGET:
            return "prise_failed"
        if total + voisin_contracts.PRISE_PRIME > voisin_contracts.PRISE_CAP:
            return "prise_lourde"
        return "prise_made"
    if total >= voisin_contracts.CHARGE_TARGET:
        return "charge_made"
    if total < voisin_contracts.CHUTE_ROYALE_BELOW:
        return "chute_royale"
    return "charge_failed"


def _json_points(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)


def _surcharge_question(
    rng: random.Random, deal: engine.VoisinDeal, players: str
) -> dict[str, Any]:
    """A surcharge on the deal's cards: the taker is the first trick's winner; play stops at
    the first trick another side wins (or, one time in three, the taker wins them all)."""
    played = deal.played
    trump = engine.parse_trump(played.trump)
    records = list(played.tricks)
    sides = 2 if players == "2x2" else len(deal.hands)
    taker_seat = records[0].winner_seat
    taker = _side(taker_seat, players)
    made = rng.random() < 1 / 3 and len(records) == len(deal.hands[0])
    points = [Fraction(0)] * sides
    tricks = [0] * sides
    by_seat = [0] * len(deal.hands)
    lost_to = None
    for record in records:
        winner = taker_seat if made else record.winner_seat
        side = _side(winner, players)
        points[side] += engine.card_points([c for c in record.cards if isinstance(c, Card)], trump)
        tricks[side] += 1
        by_seat[winner] += 1
        if side != taker:
            lost_to = side
            break
    ann, cpl = deal.resolution.by_side(players)
    after = taker_seat > 0 and rng.random() < 0.5
    result: dict[str, Any] = {
        "points": [_json_points(p) for p in points],
        "tricks": tricks,
        "announcements": list(ann),
        "couples": list(cpl),
        "first_trick_lost_to": lost_to,
    }
    if players == "2x2":
        result["tricks_by_seat"] = by_seat
    contract = {
        "name": "surcharge",
        "taker": taker,
        "trump": played.trump,
        "after_adverse_charge": after,
    }
    if players == "2x2":
        contract["taker_seat"] = taker_seat
    return {"players": players, "contract": contract, "result": result}


def _score(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: a prise made (no cap); medium: a charge made or a prise failed; hard: a chute
    # royale, a prise lourde, a surcharge, a charge failed, or any contract between teams.
    case = rng.choice(SCORE_CASES[difficulty])
    if case == "teams":
        players = "2x2"
    elif difficulty == "difficile":
        players = _players(rng, ruleset)
    else:
        players = _players(rng, ruleset, ("2", "3", "4"))

    def candidates() -> Iterator[dict[str, Any]]:
        deal = _engine_deal(rng, ruleset, players, full=True)
        played = deal.played
        if case == "surcharge":
            yield _surcharge_question(rng, deal, players)
            return
        result = dict(played.score["result"])
        sides = len(result["points"])
        for taker in shuffled(list(range(sides)), rng):
            for name in shuffled(["prise", "charge"], rng):
                contract: dict[str, Any] = {
                    "name": name,
                    "taker": taker,
                    "trump": played.trump,
                    "after_adverse_charge": False,
                }
                if players == "2x2":
                    seat = deal.taker_seat
                    contract["taker_seat"] = seat if _side(seat, players) == taker else taker
                yield {"players": players, "contract": contract, "result": result}

    def wanted(question: dict[str, Any]) -> bool:
        contract = question["contract"]
        if case == "surcharge":
            return contract["name"] == "surcharge"
        if contract["name"] == "surcharge":
            return False
        found = _score_case(contract["name"], _total(question["result"], contract["taker"]))
        return case == "teams" or found == case

    question = first_match(candidates, wanted, rng)
    return question, score_show(question)


def score_show(question: dict[str, Any]) -> dict[str, Any]:
    """The deal's summary and one field per player (or team), for a ``score`` question."""
    players = str(question.get("players", "4"))
    result = question["result"]
    sides = len(result["points"])
    return {
        "summary": _score_summary(question, players),
        "fields": [(str(s), side_label(s, players)) for s in range(sides)],
    }


def _score_summary(question: dict[str, Any], players: str) -> list[str]:
    contract = question["contract"]
    result = question["result"]
    size = engine.DEAL_SIZES.get(players, engine.DEAL_SIZES["4"])
    taker = int(contract["taker"])
    lines = [
        _("%(players)s ; %(tricks)d plis dans la donne.")
        % {"players": players_label(players), "tricks": size.hand}
    ]
    label = _with_trump(_contract_name(contract["name"]), contract["trump"])
    who = side_label(taker, players)
    seat = contract.get("taker_seat", -1)
    if players == "2x2" and isinstance(seat, int) and seat >= 0:
        who = _("le joueur %(n)d, pour l'équipe %(team)d (joueurs %(a)d et %(b)d)") % {
            "n": seat + 1,
            "team": taker + 1,
            "a": taker + 1,
            "b": taker + 3,
        }
    lines.append(_("Contrat : %(contract)s ; preneur : %(who)s.") % {"contract": label, "who": who})
    if contract["name"] == "surcharge":
        if contract.get("after_adverse_charge"):
            lines.append(_("La surcharge a été annoncée après la charge d'un adversaire."))
        elif contract.get("after_partner_charge"):
            lines.append(_("La surcharge a été annoncée après la charge du partenaire."))
        else:
            lines.append(_("Personne n'avait annoncé de charge avant la surcharge."))
    by_seat = result.get("tricks_by_seat")
    for side in range(len(result["points"])):
        count = result["tricks"][side]
        tricks = ngettext("%(n)d pli", "%(n)d plis", count) % {"n": count}
        if players == "2x2" and by_seat:
            tricks = _("%(tricks)s (joueur %(a)d : %(x)d, joueur %(b)d : %(y)d)") % {
                "tricks": tricks,
                "a": side + 1,
                "x": by_seat[side],
                "b": side + 3,
                "y": by_seat[side + 2],
            }
        if "announcements" in result:
            extra = _("annonces retenues : %(ann)d ; couples : %(cpl)d") % {
                "ann": result["announcements"][side],
                "cpl": result["couples"][side],
            }
        else:
            extra = _("annonces d'après les mains ci-dessous")
        lines.append(
            _("%(side)s : %(points)s points de cartes, %(tricks)s, %(extra)s.")
            % {
                "side": side_label(side, players),
                "points": _number(result["points"][side]),
                "tricks": tricks,
                "extra": extra,
            }
        )
    for seat, hand in enumerate(result.get("hands") or []):
        lines.append(
            _("Main du joueur %(n)d au premier pli : %(cards)s.")
            % {"n": seat + 1, "cards": " ".join(card_short(Card.parse(c)) for c in hand)}
        )
    taken = result.get("taken")
    if taken:
        lines.append(
            _("Le preneur a ramassé la carte retournée, %(card)s.")
            % {"card": card_short(Card.parse(taken))}
        )
    if contract["name"] == "surcharge":
        lost = result.get("first_trick_lost_to")
        if lost is None:
            lines.append(_("Le preneur a remporté tous les plis."))
        else:
            lines.append(
                _("%(side)s a remporté un pli : la surcharge s'est arrêtée là.")
                % {"side": side_label(int(lost), players)}
            )
    return lines


# --- kind 5: which call is allowed ----------------------------------------------------------


def _bid(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    # Easy: round one, nobody has bid yet (prise without naming a suit); medium: round one over
    # a prise or a charge (only higher calls); hard: round two (a prise naming its suit, nothing
    # else) or round one over a surcharge, with tout/sans atout calls to judge.
    rules = ruleset.rules()
    players = _players(rng, ruleset)
    seats = engine.deal_size(players, rules).seats
    suits = [s.value for s in SUITS]
    stage = {
        "facile": "open",
        "moyen": "standing",
        "difficile": rng.choice(("round2", "round2", "surcharge")),
    }[difficulty]
    if rules.variante_i:
        auction: list[str] = []
        pool = [f"charge {rng.choice(suits)}", "pass", "prise", f"surcharge {rng.choice(suits)}"]
    elif stage == "open":
        auction = ["pass"] * rng.randrange(seats)
        pool = [
            "pass",
            "prise",
            f"charge {rng.choice(suits)}",
            f"surcharge {rng.choice(suits)}",
            f"prise {rng.choice(suits)}",
        ]
    elif stage in ("standing", "surcharge"):
        before = rng.randrange(seats - 1) if seats > 1 else 0
        if stage == "surcharge":
            calls = [f"surcharge {rng.choice(suits)}"]
        elif seats - before >= 3 and rng.random() < 0.4:
            calls = ["prise", f"charge {rng.choice(suits)}"]
        else:
            calls = [rng.choice(("prise", f"charge {rng.choice(suits)}"))]
        after = rng.randrange(seats - before - len(calls))
        auction = ["pass"] * before + calls + ["pass"] * after
        pool = [
            "pass",
            "prise",
            f"charge {rng.choice(suits)}",
            f"surcharge {rng.choice(suits)}",
            f"prise {rng.choice(suits)}",
        ]
        if stage == "surcharge":
            pool.append(f"{rng.choice(('charge', 'surcharge'))} {rng.choice(NO_TRUMP_MODES)}")
    else:
        auction = ["pass"] * (seats + rng.randrange(seats))
        pool = [
            "pass",
            f"prise {rng.choice(suits)}",
            f"prise {rng.choice(suits)}",
            "prise",
            f"charge {rng.choice(suits)}",
            f"surcharge {rng.choice(suits)}",
            f"prise {rng.choice(NO_TRUMP_MODES) if rules.variante_ii else 'SA'}",
        ]
    calls = _candidates(auction, players, rules, list(dict.fromkeys(pool)), rng)
    question = {"auction": auction, "players": players, "calls": calls}
    return question, bid_show(question)


def _candidates(
    auction: list[str], players: str, rules: Any, pool: list[str], rng: random.Random
) -> list[str]:
    """Four or five calls of the pool, at least one legal and one not, shuffled."""
    parsed = [engine.Call.parse(c) for c in auction]

    def legal(call: str) -> bool:
        return engine.check_call(parsed, engine.Call.parse(call), players, rules).legal

    allowed = [c for c in pool if legal(c)]
    refused = [c for c in pool if not legal(c)]
    chosen = []
    if allowed:
        chosen.append(rng.choice(allowed))
    if refused:
        chosen.append(rng.choice(refused))
    rest = [c for c in pool if c not in chosen]
    chosen += rng.sample(rest, min(len(rest), rng.randint(2, 3)))
    return shuffled(chosen, rng)


def bid_show(question: dict[str, Any]) -> dict[str, Any]:
    """The auction so far by seat, the calls to judge and who speaks, for a ``bid`` question."""
    players = str(question.get("players", "4"))
    seats = engine.DEAL_SIZES[players].seats if players in engine.DEAL_SIZES else 4
    calls = question["auction"]
    return {
        "auction": [
            (
                i % seats,
                _call_label(c)
                if i < seats
                else _("%(call)s (second tour)") % {"call": _call_label(c)},
            )
            for i, c in enumerate(calls)
        ],
        "candidates": [_call_label(c) for c in question["calls"]],
        "speaker": len(calls) % seats,
        "players": seats,
    }


def _call_label(call: str) -> str:
    """ "Passe", "Prise (atout : la couleur de la carte retournée)", "Charge tout atout"."""
    words = call.strip().lower().split()
    if words == ["pass"]:
        return _("Passe")
    if words == ["prise"]:
        return _("Prise (atout : la couleur de la carte retournée)")
    names = {"prise": _("Prise"), "charge": _("Charge"), "surcharge": _("Surcharge")}
    return _with_trump(names[words[0]], words[1].upper())


# --- kind 6: quiz ---------------------------------------------------------------------------


def _quiz(
    rng: random.Random, ruleset: RuleSet, difficulty: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    topics = {
        "facile": (_quiz_points, _quiz_voisin),
        "moyen": (_quiz_order, _quiz_cut, _quiz_target, _quiz_game),
        "difficile": (_quiz_mode_points, _quiz_rounding, _quiz_announcement, _quiz_prise),
    }[difficulty]
    text, options, answer, why, anchor = rng.choice(topics)(rng, ruleset)
    question = {
        "answer": answer,
        "why": why,
        "link": f"/regles/{ruleset.document.slug}/#{anchor}",
    }
    return question, {"text": text, "options": [str(o) for o in options]}


type Quiz = tuple[str, list[str], int, str, str]

POINT_OPTIONS = [Fraction(0), Fraction(1, 2), *(Fraction(n) for n in range(1, 6))]


def _point_options(right: Fraction, rng: random.Random) -> tuple[list[str], int]:
    options, answer = options_around(right, rng, POINT_OPTIONS)
    return [format_param(o) for o in options], answer


def _quiz_points(rng: random.Random, ruleset: RuleSet) -> Quiz:
    trump = rng.choice(SUITS)
    suit = trump if rng.random() < 0.5 else rng.choice([s for s in SUITS if s is not trump])
    rank = rng.choice(RANKS_32)
    card = Card(rank, suit)
    right = engine.card_points([card], trump)
    options, answer = _point_options(right, rng)
    text = _("Atout %(trump)s : combien de points vaut %(card)s ?") % {
        "trump": SUIT_NAMES[trump],
        "card": card_in_sentence(card),
    }
    why = ngettext(
        "Atout %(trump)s, %(card)s vaut %(points)s point.",
        "Atout %(trump)s, %(card)s vaut %(points)s points.",
        2 if right >= 2 else 1,
    ) % {
        "trump": SUIT_NAMES[trump],
        "card": card_in_sentence(card),
        "points": format_param(right),
    }
    return text, options, answer, why, "points"


def _quiz_voisin(rng: random.Random, ruleset: RuleSet) -> Quiz:
    trump = rng.choice(SUITS)
    right = engine.voisin_of(trump)
    suits = [s for s in SUITS if s is not trump]
    answer = suits.index(right)
    text = _("Atout %(trump)s : quelle couleur est le voisin ?") % {"trump": SUIT_NAMES[trump]}
    opposite = engine.opposite_suits(trump)
    why = _(
        "Le voisin est l'autre couleur de même teinte (rouge ou noire) que l'atout : "
        "%(voisin)s ; %(a)s et %(b)s sont les couleurs opposées."
    ) % {
        "voisin": SUIT_NAMES[right],
        "a": SUIT_NAMES[opposite[0]],
        "b": SUIT_NAMES[opposite[1]],
    }
    return text, [str(SUIT_NAMES[s]) for s in suits], answer, why, "ordre-des-cartes"


def _pair(rng: random.Random, order: Any) -> tuple[Rank, Rank]:
    """Two ranks of different strength."""
    first, second = rng.sample(list(RANKS_32), 2)
    while order.strength(first) == order.strength(second):
        first, second = rng.sample(list(RANKS_32), 2)
    return first, second


def _quiz_order(rng: random.Random, ruleset: RuleSet) -> Quiz:
    question, show = order_quiz(rng, ruleset)
    return show["text"], show["options"], question["answer"], question["why"], "ordre-des-cartes"


def _quiz_cut(rng: random.Random, ruleset: RuleSet) -> Quiz:
    trump = rng.choice(SUITS)
    voisin = engine.voisin_of(trump)
    opposite = engine.opposite_suits(trump)
    led = rng.choice([*opposite, voisin])
    others = [s for s in SUITS if s is not trump and s is not led]
    options = [str(SUIT_NAMES[s]) for s in others] + [_("aucune")]
    if led is voisin:
        answer = len(options) - 1
        why = _(
            "Sur une entame au voisin (%(led)s), seuls les atouts coupent ; les couleurs "
            "opposées ne coupent jamais."
        ) % {"led": SUIT_NAMES[led]}
    else:
        answer = others.index(voisin)
        why = _(
            "Sur une entame d'une couleur opposée, le voisin (%(voisin)s) coupe avec une carte "
            "strictement supérieure à la meilleure carte de %(led)s ; l'autre couleur opposée "
            "ne coupe pas."
        ) % {"voisin": SUIT_NAMES[voisin], "led": SUIT_NAMES[led]}
    text = _(
        "Atout %(trump)s, entame à %(led)s : hormis l'atout, quelle couleur peut prendre le "
        "pli en coupant ?"
    ) % {"trump": SUIT_NAMES[trump], "led": SUIT_NAMES[led]}
    return text, options, answer, why, "jeu-de-la-carte"


def _quiz_target(rng: random.Random, ruleset: RuleSet) -> Quiz:
    rules = ruleset.rules()
    name = "charge" if rules.variante_i else rng.choice(("prise", "charge"))
    right = engine.contract_target(name, _players(rng, ruleset), rules)["points"]
    options, answer = options_around(right, rng, [30, 36, 40, 44, 50, 60, 64])
    text = _(
        "Combien de points (plis, annonces et couples) le preneur doit-il totaliser pour "
        "réussir une %(contract)s ?"
    ) % {"contract": _contract_name(name)}
    prime = voisin_contracts.CHARGE_PRIME if name == "charge" else voisin_contracts.PRISE_PRIME
    why = _(
        "Une %(contract)s est réussie à %(points)d points ; elle rapporte alors une prime de "
        "%(prime)d."
    ) % {"contract": _contract_name(name), "points": right, "prime": prime}
    return text, [str(o) for o in options], answer, why, "contrats"


def _quiz_game(rng: random.Random, ruleset: RuleSet) -> Quiz:
    right = voisin_contracts.GAME_TARGET
    options, answer = options_around(right, rng, [500, 1000, 1500, 2000, 3000])
    text = _("En combien de points se joue, en principe, une partie de Voisin ?")
    why = _(
        "La partie se joue en %(target)d points ; à égalité, le joueur qui a le moins de "
        "traits l'emporte."
    ) % {"target": right}
    return text, [str(o) for o in options], answer, why, "fin-de-partie"


def _quiz_mode_points(rng: random.Random, ruleset: RuleSet) -> Quiz:
    mode = rng.choice(NO_TRUMP_MODES)
    suit = rng.choice(SUITS)
    rank = rng.choice([Rank.JACK, Rank.KING, Rank.QUEEN, Rank.SEVEN, Rank.NINE, Rank.ACE])
    card = Card(rank, suit)
    right = engine.card_points([card], engine.parse_trump(mode))
    options, answer = _point_options(right, rng)
    text = _("En %(mode)s, combien de points vaut %(card)s ?") % {
        "mode": trump_label(mode),
        "card": card_in_sentence(card),
    }
    scale = engine.point_scale(suit, engine.parse_trump(mode))
    why = _("En %(mode)s, chaque couleur compte %(total)s points ; %(card)s vaut %(points)s.") % {
        "mode": trump_label(mode),
        "total": format_param(scale.total),
        "card": card_in_sentence(card),
        "points": format_param(right),
    }
    return text, options, answer, why, "points"


def _quiz_rounding(rng: random.Random, ruleset: RuleSet) -> Quiz:
    value = Fraction(rng.randint(20, 140)) + (Fraction(1, 2) if rng.random() < 0.5 else 0)
    if rng.random() < 0.4:
        value = Fraction(10 * rng.randint(2, 13) + 5) - (
            Fraction(1, 2) if rng.random() < 0.5 else 0
        )
    right = round_to_ten(value)
    options, answer = options_around(right, rng, [right - 10, right + 10, right + 20])
    text = _("Un joueur totalise %(value)s points dans la donne. Combien marque-t-il ?") % {
        "value": format_param(value)
    }
    why = _(
        "On arrondit une seule fois à la dizaine la plus proche, un chiffre des unités de 5 "
        "allant vers le haut : %(value)s donne %(right)d."
    ) % {"value": format_param(value), "right": right}
    return text, [str(o) for o in options], answer, why, "marque"


def _quiz_announcement(rng: random.Random, ruleset: RuleSet) -> Quiz:
    rules = ruleset.rules()
    kind = AnnouncementKind
    choices = [
        (Announcement(kind.TIERCE, ()), _("une tierce (trois cartes qui se suivent)")),
        (Announcement(kind.QUARTE, ()), _("une quarte (quatre cartes qui se suivent)")),
        (Announcement(kind.QUINTE, ()), _("une quinte (cinq cartes qui se suivent)")),
        (Announcement(kind.COULEUR, ()), _("la couleur (rien que des atouts et des voisins)")),
        (Announcement(kind.COUPLE, ()), _("le couple (Roi et Dame d'atout)")),
        (
            Announcement(kind.DOUBLE_COUPLE, ()),
            _("le double couple (Roi et Dame d'atout et du voisin)"),
        ),
        (Announcement(kind.CARRE, (), rank=Rank.JACK), _("un carré de Valets")),
        (Announcement(kind.CARRE, (), rank=Rank.ACE), _("un carré d'As")),
        (Announcement(kind.CARRE, (), rank=Rank.NINE), _("un carré de 9")),
    ]
    announcement, name = rng.choice(choices)
    right = announcement.points(rules)
    options, answer = options_around(right, rng, [0, 2, 3, 5, 6, 8, 10, 20])
    text = _("Combien rapporte %(name)s ?") % {"name": name}
    if announcement.is_couple:
        why = _("%(name)s : %(points)d points ; un couple ne s'annule jamais.")
    else:
        why = _("%(name)s : %(points)d points, si aucune annonce adverse plus forte ne l'annule.")
    why %= {"name": name[0].upper() + name[1:], "points": right}
    return text, [str(o) for o in options], answer, why, "annonces"


def _quiz_prise(rng: random.Random, ruleset: RuleSet) -> Quiz:
    """A made prise: its prime, the 64 cap (prise lourde) and the rounding, scored by the
    engine on a two-player deal."""
    rules = ruleset.rules()
    name = "charge" if rules.variante_i else "prise"
    target = engine.contract_target(name, "2", rules)["points"]
    total = rng.randint(target, 74)
    result = engine.DealResult((total, 88 - total), (7, 6), (0, 0), (0, 0))
    sheet = engine.score_deal("2", engine.Contract(name, 0, Suit.HEARTS), result, rules)
    right = sheet.scores[0]
    options, answer = options_around(right, rng, [right + d for d in (-20, -10, 10, 20)])
    text = _(
        "%(contract)s réussie : le preneur totalise %(total)d points (plis, annonces et "
        "couples). Combien marque-t-il ?"
    ) % {"contract": _contract_name(name).capitalize(), "total": total}
    prime = voisin_contracts.CHARGE_PRIME if name == "charge" else voisin_contracts.PRISE_PRIME
    raw = total + prime
    capped = name == "prise" and raw > voisin_contracts.PRISE_CAP
    why = _(
        "%(total)d + %(prime)d de prime = %(raw)d%(cap)s ; arrondi à la dizaine : %(right)d."
    ) % {
        "total": total,
        "prime": prime,
        "raw": raw,
        "cap": _(", ramené à %(cap)d (prise lourde, un trait)")
        % {"cap": voisin_contracts.PRISE_CAP}
        if capped
        else "",
        "right": right,
    }
    return text, [str(o) for o in options], answer, why, "marque"


SITUATIONS = {
    "trick_winner": _trick,
    "legal_plays": _play,
    "card_points": _points,
    "score": _score,
    "bid": _bid,
    "quiz": _quiz,
}


def order_quiz(rng: random.Random, ruleset: RuleSet) -> tuple[dict[str, Any], dict[str, Any]]:
    """A card-order question: at trump or in another suit, which of two cards is stronger?"""
    trump = rng.choice(SUITS)
    suit = trump if rng.random() < 0.5 else rng.choice([s for s in SUITS if s is not trump])
    order = engine.card_order(suit, trump)
    pair = _pair(rng, order)
    best = max(pair, key=order.strength)
    where = _("à l'atout") if suit is trump else _("hors atout")
    text = _("Atout %(trump)s. Laquelle de ces deux cartes de %(suit)s est la plus forte ?") % {
        "trump": SUIT_NAMES[trump],
        "suit": SUIT_NAMES[suit],
    }
    why = _("Ordre %(where)s : %(order)s.") % {"where": where, "order": _order_text(order)}
    question = {
        "answer": pair.index(best),
        "why": why,
        "link": f"/regles/{ruleset.document.slug}/#ordre-des-cartes",
    }
    return question, {"text": text, "options": [card_name(Card(r, suit)) for r in pair]}
