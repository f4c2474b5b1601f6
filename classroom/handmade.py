"""A situation built by hand: the teacher picks the cards (the trick in order, the hand, the
cards won), the trump and the table, or the auction call by call, or enters a finished deal as
the score pad does; the engine checks it as it grows and gives its answer.

One form per kind, built for the rule set chosen. Every check goes through the same reader as a
file's lines (``classroom.upload.check_case``), so a situation refused here is refused there with
the same sentence.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from django import forms
from django.utils.html import format_html
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from classroom.answers import Explained, explain, right_answer
from classroom.items import Item, preview
from classroom.situations import Described, describe
from classroom.upload import Refused, check_case
from reference.engine import AnyGame, get_game
from reference.engine.cards import AnyCard, Card
from reference.engine.errors import EngineError, NotImplementedKind
from reference.games import words
from reference.names import card_name, card_short
from scorepad.columns import column_names
from scorepad.forms import Ctx, forms_for
from trainer.exercises import KINDS as ALL_KINDS
from trainer.exercises.kind import ByHand
from trainer.rulesets import RuleSet

#: The kinds a teacher may build by hand (``Kind.by_hand``), in menu order.
KINDS = tuple(name for name, kind in ALL_KINDS.items() if kind.by_hand is not None and kind.in_sets)
#: The trump modes a hand-built exercise may name, by deck (each game keeps those it plays).
TRUMPS = {
    "32": ("S", "H", "D", "C", "TA", "SA"),
    "52": ("S", "H", "D", "C", ""),
    "neurotrio": ("B", "N", "V", "C", "E", "R"),
}
MAX_AUCTION = 40
HELD_LABELS = {"hand": gettext_lazy("Votre main"), "cards": gettext_lazy("Les cartes gagnées")}


def trump_words(game: str, code: str | None) -> str:
    """A trump mode as an exercise names it."""
    return words(game).exercise_trump(code)


def call_words(game: str, call: str) -> str:
    """A call as the trainer writes it."""
    return words(game).call_name(call)


def trump_modes(game: AnyGame) -> list[str]:
    """The trump modes of ``game`` among its deck's ("" for none)."""
    found = []
    for code in TRUMPS[game.deck.slug]:
        try:
            game.parse_mode(code or None)
        except EngineError:
            continue
        found.append(code)
    return found


def seats_of(players: str) -> int:
    return 4 if players == "2x2" else int(players)


def _card_choices(game: str) -> list[tuple[str, str]]:
    deck = get_game(game).deck
    return [(str(c), f"{card_short(c)} — {card_name(c)}") for c in deck.distinct()]


def hand_choices(game: str) -> list[tuple[str, AnyCard]]:
    """Every card of the deck once per copy: ``value`` (``2E-B#2`` for a second copy)."""
    deck = get_game(game).deck
    choices = []
    for card in deck.distinct():
        for copy in range(1, deck.copies + 1):
            choices.append((str(card) if copy == 1 else f"{card}#{copy}", card))
    return choices


def chip_label(card: AnyCard) -> str:
    """A card on a picker's chip: its index and suit, named in full for screen readers."""
    red = isinstance(card, Card) and card.suit.is_red
    return format_html(
        '<span aria-hidden="true" class="chip-face{}">{}</span>'
        '<span class="visually-hidden">{}</span>',
        " chip-face--red" if red else "",
        card_short(card),
        card_name(card),
    )


def by_hand(kind: str) -> ByHand:
    """How a teacher composes an exercise of ``kind`` (one of ``KINDS``)."""
    spec = ALL_KINDS[kind].by_hand
    assert spec is not None, kind
    return spec


class HandForm(forms.Form):
    """The fields of one kind, for one rule set (the cards a kind composed of cards asks for:
    its trick, a hand or the cards won, and the trump)."""

    def __init__(self, data: Mapping[str, Any] | None, *, rs: RuleSet, kind: str) -> None:
        super().__init__(data)
        self.rs, self.kind, self.spec = rs, kind, by_hand(kind)
        spec = self.spec
        game = get_game(rs.game)
        counts = [p for d in [rs.document] for p in d.players]
        self.players_choices = counts
        if len(counts) > 1:
            self.fields["players"] = forms.ChoiceField(
                label=gettext_lazy("Joueurs à la table"),
                choices=[(p, _table_words(p)) for p in counts],
                initial=counts[-1],
            )
        if spec.builder == "cards":
            self.fields["trump"] = forms.ChoiceField(
                label=gettext_lazy("Atout"),
                choices=[(c, trump_words(rs.game, c or None)) for c in trump_modes(game)],
            )
        if spec.trick:
            slots = max(seats_of(p) for p in counts)
            blank: list[tuple[str, Any]] = [("", gettext_lazy("— aucune —"))]
            for n in range(1, slots + (1 if spec.trick == "whole" else 0)):
                self.fields[f"trick_{n}"] = forms.ChoiceField(
                    label=gettext_lazy("Carte jouée en %(n)s") % {"n": _nth(n)},
                    choices=blank + _card_choices(rs.game),
                    required=False,
                )
        if spec.held:
            self.fields[spec.held] = forms.MultipleChoiceField(
                label=HELD_LABELS[spec.held],
                choices=[(v, chip_label(c)) for v, c in hand_choices(rs.game)],
                widget=forms.CheckboxSelectMultiple,
            )
        if spec.last_trick:
            self.fields["last_trick"] = forms.BooleanField(
                label=gettext_lazy("Ce camp a aussi remporté le dernier pli"), required=False
            )

    def trick_fields(self) -> list[Any]:
        return [self[name] for name in self.fields if name.startswith("trick_")]

    def table(self) -> str:
        value = self.cleaned_data.get("players") if hasattr(self, "cleaned_data") else None
        return str(value or self.players_choices[-1])


def _nth(n: int) -> str:
    return {1: _("premier"), 2: _("deuxième"), 3: _("troisième"), 4: _("quatrième")}.get(
        n, _("cinquième")
    )


def _table_words(players: str) -> str:
    if players == "2x2":
        return _("4 joueurs en 2 équipes")
    return _("%(n)s joueurs") % {"n": players}


@dataclass
class Built:
    """What the teacher's choices make: the case (once the engine accepts it), its preview
    and the engine's answer, or the problems to fix."""

    case: dict[str, Any] | None = None
    item: Item | None = None
    shown: Described | None = None
    answer: Explained | None = None
    problems: list[str] = field(default_factory=list)


def build_card_case(form: HandForm) -> Built:
    """The case of a trick, a hand or cards won, checked by the engine."""
    if not form.is_valid():
        return Built(problems=[])
    data = form.cleaned_data
    kind, game = form.kind, form.rs.game
    trick = [data[f.name] for f in form.trick_fields() if data.get(f.name)]
    filled = [bool(data.get(f.name)) for f in form.trick_fields()]
    if any(filled[i + 1] and not filled[i] for i in range(len(filled) - 1)):
        return Built(
            problems=[_("Choisissez les cartes du pli dans l'ordre, sans laisser de trou.")]
        )
    spec = form.spec
    question: dict[str, Any] = {"trump": data["trump"] or None}
    if spec.trick == "whole" and len(trick) < 2:
        return Built(problems=[_("Un pli à juger a au moins deux cartes.")])
    if spec.trick:
        question["trick"] = trick
    if spec.held:
        question[spec.held] = [v.partition("#")[0] for v in data[spec.held]]
    if spec.last_trick:
        question["last_trick"] = bool(data.get("last_trick"))
    if "players" in form.fields:
        question["players"] = form.table()
    return checked({"game": game, "rules": dict(form.rs.options), "kind": kind, "input": question})


def checked(case: dict[str, Any]) -> Built:
    """The case through the file reader's checks, then its preview and answer."""
    case = {"id": "main", **case}
    try:
        stored = check_case(case)
    except Refused as refusal:
        return Built(problems=[str(refusal)[:1].upper() + str(refusal)[1:]])
    return _built(stored)


def _built(case: dict[str, Any]) -> Built:
    item = preview(case)
    answer = explain(item.exercise, right_answer(item.exercise))
    return Built(case, item, describe(item.exercise), answer)


# --------------------------------------------------------------------------- auctions


@dataclass
class Auction:
    """An auction built call by call: the calls so far, the legal next calls, and the calls
    the engine knows at this table (the candidates to judge)."""

    calls: list[str]
    legal_next: tuple[str, ...]
    known: tuple[str, ...]
    problem: str = ""


def auction_of(rs: RuleSet, players: str, calls: list[str]) -> Auction:
    """Replay ``calls``; any call the engine refuses is dropped with the reason."""
    game = get_game(rs.game)
    try:
        state = game.auction(rs.rules, players)
    except NotImplementedKind:
        return Auction(
            [], (), (), _("Pour ce jeu, les enchères se préparent dans un fichier d'exercices.")
        )
    known: dict[str, None] = dict.fromkeys(state.legal_calls())
    kept: list[str] = []
    problem = ""
    for call in calls[:MAX_AUCTION]:
        try:
            state = state.apply(call)
        except EngineError:
            problem = _(
                "L'enchère « %(call)s » n'est pas permise à ce moment : elle est retirée."
            ) % {"call": call_words(rs.game, call) if call in known else call[:20]}
            break
        kept.append(call)
        known.update(dict.fromkeys(state.legal_calls()))
    if state.ended:
        legal: tuple[str, ...] = ()
    else:
        legal = state.legal_calls()
    return Auction(kept, legal, tuple(known), problem)


def bid_case(
    rs: RuleSet, kind: str, players: str, auction: Auction, candidates: list[str]
) -> Built:
    """The case of a bidding situation: the auction so far and the calls to judge."""
    if not candidates:
        return Built(problems=[_("Cochez au moins une enchère à juger.")])
    if auction.problem:
        return Built(problems=[auction.problem])
    question: dict[str, Any] = {"auction": auction.calls, "call": candidates[0]}
    if len(rs.document.players) > 1:
        question["players"] = players
    built = checked({"game": rs.game, "rules": dict(rs.options), "kind": kind, "input": question})
    if built.case is None:
        return built
    return _built({**built.case, "input": {**built.case["input"], "calls": candidates}})


# --------------------------------------------------------------------------- scores


def score_form(rs: RuleSet, players: str, data: Mapping[str, Any] | None) -> forms.Form:
    """The score pad's form for a deal of this rule set, at this table."""
    names = [str(n) for n in rs.seat_names(players)]
    ctx = Ctx(rs, players, names, column_names(players, names), dict(rs.options), {})
    form: forms.Form = forms_for(ctx)["deal"](data, ctx=ctx)
    return form


def score_case(rs: RuleSet, kind: str, players: str, form: forms.Form) -> Built:
    """The case of a finished deal to score, from the score pad's form."""
    if not form.is_valid():
        return Built()
    entry = form.entry()  # type: ignore[attr-defined]
    question: dict[str, Any] = {"contract": entry["contract"], "result": entry["result"]}
    if len(rs.document.players) > 1:
        question["players"] = players
    return checked({"game": rs.game, "rules": dict(rs.options), "kind": kind, "input": question})
