"""What a table page shows, from the engine's state and the game's words: the seats, the
auction, the trick, the learner's hand and what it may do, the refusal and its reason, the
tricks and why each was won, the score sheet and the running totals.

Every sentence comes from the engine's reasons through the game's words
(``reference.games.words(slug).sentence``); nothing here decides a rule.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from django.urls import reverse
from django.utils.text import capfirst
from django.utils.translation import get_language, ngettext
from django.utils.translation import gettext as _

from reference.engine import get_game
from reference.engine.cards import AnyCard, Card, Suit
from reference.engine.deals import Action, DealState, Phase
from reference.engine.errors import EngineError
from reference.engine.tricks import Reason, TrickRecord
from reference.games import words
from reference.games.base import GameWords
from reference.names import card_name
from reference.ruleset import RuleSet, teams, typed_rules
from reference.ruleset import seats as seat_count
from reference.rulesets import get
from table.felt import felt
from table.models import Deal, Table
from table.state import ruleset_of

#: Suits in the order a hand shows them: black and red alternate.
HAND_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


@dataclass
class HandCard:
    """A card of the learner's hand, with what the coach or « Pourquoi ? » says of it."""

    card: AnyCard
    code: str
    legal: bool | None = None
    why: str = ""
    group: int = 0
    """The number of the line of « Pourquoi ? » that speaks of it (from 1)."""
    tried: bool = False
    """The card the rules just refused."""


@dataclass
class TrickView:
    """A played trick: who played what, who won, and why."""

    number: int
    plays: list[tuple[str, AnyCard]]
    winner: str
    reasons: list[str]
    points: str = ""
    title: str = ""
    """« Pli 7 : Nord l'emporte », « Pli 7 : vous l'emportez »."""


def game_words(table: Table) -> GameWords:
    """The game's words under the table's rules, bound to the table (Le Voisin names sides by
    the table); built once per rule set, table, house rules and language (a page asks for
    them several times)."""
    options = json.dumps(table.rules, sort_keys=True)
    return _bound_words(table.ruleset, table.players, options, table.you, get_language())


@lru_cache(maxsize=256)
def _bound_words(
    ruleset_id: str, players: str, options: str, you: int | None, _language: str
) -> GameWords:
    ruleset = get(ruleset_id)
    if ruleset is None:
        raise EngineError(f"unknown rule set {ruleset_id!r}")
    rules = json.loads(options)
    game = words(ruleset.game).under(typed_rules(ruleset.game, rules))
    names = [capfirst(str(name)) for name in ruleset.seat_names(players, rules)]
    return game.at_table({"players": players, "rules": rules}).named(names, you=you)


def seat_label(ruleset: RuleSet, table: Table, seat: int) -> str:
    """ "Nord", "Sud (vous)", "Nord (partenaire)": the seat's name at the table, and who it is
    to the learner."""
    name = capfirst(str(ruleset.seat_names(table.players, table.rules)[seat]))
    if table.you is None:
        return name
    if seat == table.you:
        return _("%(name)s (vous)") % {"name": name}
    if seat == ruleset.partner(table.players, table.you):
        return _("%(name)s (partenaire)") % {"name": name}
    return name


def seat_short(ruleset: RuleSet, table: Table, seat: int) -> str:
    """ "Nord", or "vous"."""
    if seat == table.you:
        return _("vous")
    return str(ruleset.seat_names(table.players, table.rules)[seat])


def sorted_hand(cards: Sequence[AnyCard]) -> list[AnyCard]:
    """A hand as shown: suits alternating black and red, low to high within a suit."""

    def key(card: AnyCard) -> tuple[int, int, str]:
        if isinstance(card, Card):
            return (HAND_SUITS.index(card.suit), card.rank.natural, "")
        return (0, 0, str(card))

    return sorted(cards, key=key)


def trick_view(
    ruleset: RuleSet, table: Table, w: GameWords, record: TrickRecord, number: int
) -> TrickView:
    """A played trick with its winner and the engine's reasons."""
    winner = seat_short(ruleset, table, record.winner_seat)
    title = (
        _("Pli %(n)s : vous l'emportez") % {"n": number}
        if record.winner_seat == table.you
        else _("Pli %(n)s : %(who)s l'emporte") % {"n": number, "who": winner}
    )
    return TrickView(
        number,
        [(seat_short(ruleset, table, p.seat), p.card) for p in record.plays],
        winner,
        [w.sentence(r) for r in record.verdict.reasons],
        title=title,
    )


def auction_rows(ruleset: RuleSet, table: Table, state: DealState) -> list[dict[str, Any]]:
    """The calls so far, each with who made it."""
    w = game_words(table)
    return [
        {"who": capfirst(seat_short(ruleset, table, seat)), "call": capfirst(w.call_name(call))}
        for seat, call in state.calls
    ]


def hand_cards(state: DealState, seat: int, explain: bool, w: GameWords) -> list[HandCard]:
    """The learner's cards; with ``explain`` (coach or « Pourquoi ? ») the engine's verdict on
    each: legal, or refused with the obligation it breaks."""
    ruling = state.play_ruling(seat)
    cards = []
    for card in sorted_hand(state.hand(seat)):
        item = HandCard(card, str(card))
        if explain and ruling is not None:
            refusal = ruling.refusal(card)
            item.legal = refusal is None and card in ruling.legal
            item.why = w.sentence(refusal or ruling.obligation)
        cards.append(item)
    return cards


def why_lines(hand: list[HandCard]) -> list[dict[str, Any]]:
    """« Pourquoi ? » in a few lines under the hand: the cards the same rule permits or
    forbids, together, with that rule (each card points to its line)."""
    lines: dict[tuple[bool, str], dict[str, Any]] = {}
    for item in hand:
        if not item.why or item.legal is None:
            continue
        line = lines.setdefault(
            (item.legal, item.why),
            {"legal": item.legal, "sentence": item.why, "names": [], "group": len(lines) + 1},
        )
        line["names"].append(card_name(item.card))
        item.group = line["group"]
    return [
        {**line, "cards": ", ".join(line["names"]), "word": _verdict_word(line)}
        for line in lines.values()
    ]


def _verdict_word(line: dict[str, Any]) -> str:
    count = len(line["names"])
    if line["legal"]:
        return ngettext("Permise", "Permises", count)
    return ngettext("Interdite", "Interdites", count)


def legal_calls(state: DealState, seat: int) -> frozenset[str]:
    """The calls ``seat`` may make now."""
    return frozenset(a.value for a in state.legal_actions(seat) if a.kind == "call")


def call_choices(state: DealState, seat: int, w: GameWords, rules: Any) -> list[dict[str, str]]:
    """The calls offered as buttons: every legal call, except the bids a game's pickers make
    from a level and a trump (``call_builder``)."""
    builder = w.call_builder(rules)
    return [
        {"value": a.value, "words": capfirst(w.call_name(a.value))}
        for a in state.legal_actions(seat)
        if a.kind == "call" and not (builder is not None and builder.makes(a.value))
    ]


def bid_builder(w: GameWords, rules: Any, legal: Collection[str]) -> dict[str, Any] | None:
    """The pickers of a game that bids a level and a trump: every level and trump is offered,
    so that a bid too low is refused with the rule that says so, but they start on the lowest
    bid of the ``legal`` calls, never on one the auction already forbids (``None`` when no
    bid is left)."""
    builder = w.call_builder(rules)
    if builder is None:
        return None
    lowest = next(
        (
            (level, trump)
            for level, _words in builder.levels
            for trump in builder.trumps
            if builder.call(level, trump) in legal
        ),
        None,
    )
    if lowest is None:
        return None
    trumps = [(t, capfirst(w.mode_name(t))) for t in builder.trumps]
    return {
        "levels": list(builder.levels),
        "trumps": trumps,
        "level": lowest[0],
        "trump": lowest[1],
    }


def built_call(table: Table, level: str, trump: str) -> str:
    """The call a level and a trump make (``110H``, ``capot S``, ``2V``); ``EngineError`` at a
    game whose calls are not built."""
    builder = game_words(table).call_builder(table_rules(table))
    if builder is None:
        raise EngineError("this game has no calls of a level and a trump")
    return builder.call(level, trump)


def table_rules(table: Table) -> Any:
    """The engine's rules of the table (its rule set's and its house rules)."""
    return typed_rules(ruleset_of(table).game, table.rules)


def refusal_view(
    ruleset: RuleSet, table: Table, state: DealState, action: Action, reason: Reason
) -> dict[str, Any]:
    """A refusal: what was tried, the engine's reason, and the rule's section."""
    w = game_words(table)
    phase = state.phase.value
    anchor = ruleset.section(phase, reason.code)
    tried: AnyCard | str
    try:
        tried = (
            state_card(state, action.value) if action.kind != "call" else w.call_name(action.value)
        )
    except ValueError:
        tried = action.value
    return {
        "tried": tried,
        "is_card": action.kind != "call",
        "title": refused_line(action.kind, tried),
        "sentence": w.sentence(reason),
        "link": reverse("reference:document", args=[ruleset.document.slug]) + f"#{anchor}",
        "coach": table.coach,
    }


def refused_line(kind: str, tried: AnyCard | str) -> str:
    """What was refused, in the words of the action: a card played, a card put aside in an
    exchange or an écart, a call."""
    if kind == "call":
        return _("Refusé : « %(call)s » n'est pas permis maintenant.") % {"call": tried}
    card = tried if isinstance(tried, str) else card_name(tried)
    if kind == "exchange":
        return _("Refusé : vous ne pouvez pas écarter %(card)s.") % {"card": card}
    return _("Refusé : vous ne pouvez pas jouer %(card)s.") % {"card": card}


def state_card(state: DealState, code: str) -> AnyCard:
    """A card of the game's deck from its notation."""
    return get_game(state.game).deck.parse(code)


def events(table: Table, state: DealState) -> list[str]:
    """What the table was told (announcements and their settlement, belote)."""
    w = game_words(table)
    return [w.sentence(e.reason) for e in state.events]


def contract_line(ruleset: RuleSet, table: Table, state: DealState) -> str:
    """The contract in words, with its taker."""
    contract = state.contract
    if contract is None:
        return ""
    w = game_words(table)
    text = w.contract_text(contract)
    taker = contract.get("taker_seat", contract.get("declarer", contract.get("taker")))
    if not w.contract_names_taker and isinstance(taker, int):
        text = _("%(contract)s, pris par %(who)s") % {
            "contract": text,
            "who": seat_short(ruleset, table, taker),
        }
    return capfirst(text)


def contract_note(ruleset: RuleSet, table: Table, state: DealState) -> dict[str, str] | None:
    """A special contract in one sentence, with its rule's section (once the auction made it)."""
    contract = state.contract
    if contract is None or state.phase is Phase.AUCTION:
        return None
    note = game_words(table).contract_note(contract, table_rules(table))
    if note is None:
        return None
    sentence, code = note
    anchor = ruleset.section(state.phase.value, code, table_rules(table))
    link = reverse("reference:document", args=[ruleset.document.slug]) + f"#{anchor}"
    return {"sentence": sentence, "link": link}


def score_view(table: Table, state: DealState) -> dict[str, Any] | None:
    """The deal's score sheet, line by line, and each side's points."""
    sheet = state.score()
    if sheet is None:
        return None
    w = game_words(table)
    question = dict(state.score_question() or {})
    steps = [w.sentence(s) for s in sheet.steps if s.code not in w.total_codes]
    sides = [
        {"name": capfirst(w.side_name(side, question)), "points": points}
        for side, points in zip(sheet.sides, sheet.scores, strict=True)
    ]
    return {"steps": steps, "sides": sides, "made": sheet.made}


def sheet_view(ruleset: RuleSet, table: Table, sheet: Any) -> dict[str, Any]:
    """The running totals over the game: one line per deal played, the totals, the end."""
    w = game_words(table)
    columns = column_names(ruleset, table)
    lines = [
        {
            "number": n,
            "points": list(line.points),
            "totals": list(totals),
            "redeal": line.kind == "redeal",
        }
        for n, (line, totals) in enumerate(
            zip(sheet.lines, sheet.totals_after, strict=True), start=1
        )
    ]
    return {
        "columns": columns,
        "lines": lines,
        "totals": list(sheet.totals),
        "standing": w.sentence(sheet.standing.reason),
        "finished": sheet.standing.finished,
    }


def column_names(ruleset: RuleSet, table: Table) -> list[str]:
    """The score sheet's columns: the teams by their players, or each player."""
    count = seat_count(table.players)
    if teams(table.players):
        return [
            _("%(a)s et %(b)s")
            % {
                "a": capfirst(seat_short(ruleset, table, t)),
                "b": seat_short(ruleset, table, t + 2),
            }
            for t in (0, 1)
        ]
    return [capfirst(seat_short(ruleset, table, s)) for s in range(count)]


def phase_title(state: DealState) -> str:
    """Where the deal stands, in a few words."""
    return {
        Phase.AUCTION: _("Enchères"),
        Phase.EXCHANGE: _("Échange"),
        Phase.PLAY: _("Jeu de la carte"),
        Phase.OVER: _("Donne finie"),
    }[state.phase]


def table_cards(
    ruleset: RuleSet, table: Table, state: DealState, everyone: bool = False
) -> list[dict[str, Any]]:
    """What lies face up for ``table.seat`` (the turned card, the chien, a hand played open),
    or with ``everyone`` only what every seat sees."""
    labels = {"turned": _("Carte retournée"), "chien": _("Le chien"), "face_up": _("À découvert")}
    out = []
    for shown in state.table_cards(table.seat):
        if everyone and any(shown not in state.table_cards(s) for s in range(state.seats)):
            continue
        label = str(labels.get(shown.role, shown.role))
        if shown.seat is not None:
            label = _("%(what)s : %(who)s") % {
                "what": label,
                "who": seat_short(ruleset, table, shown.seat),
            }
        out.append(
            {"label": label, "cards": sorted_hand(shown.cards), "turned": shown.role == "turned"}
        )
    return out


def prompt(table: Table, state: DealState) -> str:
    """What the learner is asked to do now."""
    if state.phase is Phase.OVER:
        return ""
    if state.to_act != table.seat:
        return _("Les autres joueurs jouent…")
    if state.phase is Phase.AUCTION:
        return _("À vous de parler.")
    if state.phase is Phase.EXCHANGE:
        reason = state.exchange_prompt()
        return game_words(table).sentence(reason) if reason is not None else ""
    return _("À vous de jouer.")


def watch_prompt(ruleset: RuleSet, table: Table, state: DealState) -> str:
    """Who the table waits for, said to someone who watches."""
    if state.phase is Phase.OVER or state.to_act is None:
        return ""
    return _("C'est à %(who)s.") % {"who": seat_short(ruleset, table, state.to_act)}


def every_hand(ruleset: RuleSet, table: Table, state: DealState) -> list[dict[str, Any]]:
    """Every seat's hand, in the order of play: what an open table shows those who watch, and
    a class table its teacher."""
    return [
        {"who": capfirst(seat_label(ruleset, table, seat)), "cards": sorted_hand(state.hand(seat))}
        for seat in range(state.seats)
    ]


def outcome_line(table: Table, state: DealState) -> str:
    """How the deal ended."""
    reason = state.outcome()
    return game_words(table).sentence(reason) if reason is not None else ""


def trick_number(state: DealState) -> int:
    """The number of the trick in progress (from 1)."""
    return len(state.tricks.done) + 1


def page_context(table: Table, deal: Deal, state: DealState, *, why: bool) -> dict[str, Any]:
    """Everything the table page shows of ``deal`` at ``state``: to the person at
    ``table.seat``, or to someone who watches from there (``table.watcher``: no hand, no
    action, only what lies face up for everyone)."""
    watching = table.watcher
    ruleset = ruleset_of(table)
    w = game_words(table)
    rules = table_rules(table)
    yours = state.to_act == table.seat and not watching
    done = state.tricks.done
    hand = [] if watching else hand_cards(state, table.seat, why or (table.coach and yours), w)
    face_up = [s for s in table_cards(ruleset, table, state, watching) if not s["turned"]]
    contract = contract_line(ruleset, table, state)
    context: dict[str, Any] = {
        "table": table,
        "deal": deal,
        "ruleset": ruleset,
        "state": state,
        "phase": state.phase.value,
        "phase_title": phase_title(state),
        "yours": yours,
        "prompt": watch_prompt(ruleset, table, state) if watching else prompt(table, state),
        "watching": watching,
        "dealer": seat_short(ruleset, table, deal.dealer),
        "auction": auction_rows(ruleset, table, state),
        "contract": contract,
        "contract_note": contract_note(ruleset, table, state),
        "felt": felt(ruleset, table, deal, state, w, contract),
        "trump": w.mode_name(state.trump) if state.trump else "",
        "face_up": face_up,
        "trick_number": len(done) + 1,
        "current": [(seat_short(ruleset, table, p.seat), p.card) for p in state.tricks.current],
        "last_trick": trick_view(ruleset, table, w, done[-1], len(done)) if done else None,
        "events": events(table, state) if len(done) <= 1 or state.phase is Phase.OVER else [],
        "hand": hand,
        "why_lines": why_lines(hand),
        "why": why and state.play_ruling(table.seat) is not None,
        "calls": call_choices(state, table.seat, w, rules) if yours else [],
        "builder": bid_builder(w, rules, legal_calls(state, table.seat))
        if yours and state.phase is Phase.AUCTION
        else None,
        "card_action": yours and state.phase in (Phase.PLAY, Phase.EXCHANGE),
        "over": state.phase is Phase.OVER,
        "outcome": outcome_line(table, state),
    }
    if state.phase is Phase.OVER:
        context["tricks"] = [
            trick_view(ruleset, table, w, record, n) for n, record in enumerate(done, start=1)
        ]
        context["score"] = score_view(table, state)
    return context


def mark_tried(hand: list[HandCard], refusal: dict[str, Any] | None) -> None:
    """The card the rules just refused, marked in the hand (its refusal describes it)."""
    if refusal is None or not refusal["is_card"]:
        return
    for item in hand:
        item.tried = item.card == refusal["tried"]
