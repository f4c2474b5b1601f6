"""The trainer's one door to the engine: ask a case question, get the answer and its sentences.

The sentences come from the engine's typed reasons, written by the game's words
(``reference.games``); a game not yet speaking through the ``Game`` protocol's ``read_spot``
and ``call_ruling`` has its reasons read back from the case answer instead.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from reference.engine import get_game
from reference.engine.cards import AnyCard
from reference.engine.errors import NotImplementedKind
from reference.engine.tricks import Reason
from reference.games import words
from reference.reasons import reason_from_json, render_reason


def ask(
    game: str, kind: str, question: Mapping[str, Any], rules: Mapping[str, Any]
) -> dict[str, Any]:
    """The engine's answer to a case question (raises ``EngineError`` on a bad question)."""
    engine = get_game(game)
    return engine.answer(kind, question, engine.make_rules(dict(rules)))


def winner_sentences(game: str, question: Mapping[str, Any], rules: Mapping[str, Any]) -> list[str]:
    """Why the trick's winner wins, sentence by sentence."""
    engine = get_game(game)
    typed = engine.make_rules(dict(rules))
    try:
        spot = engine.read_spot(question, typed)
    except NotImplementedKind:
        return sentences(game, ask(game, "trick_winner", question, rules).get("reasons", []))
    verdict = engine.trick_winner(spot.trick, spot.mode, typed, spot.players)
    return [words(game).sentence(r) for r in verdict.reasons]


def play_sentences(
    game: str, question: Mapping[str, Any], rules: Mapping[str, Any]
) -> tuple[str, dict[str, str]]:
    """The obligation deciding which cards may be played, and each refused card's reason (by
    the card's notation)."""
    engine = get_game(game)
    typed = engine.make_rules(dict(rules))
    try:
        spot = engine.read_spot(question, typed)
    except NotImplementedKind:
        result = ask(game, "legal_plays", question, rules)
        refusals = result.get("refusals", {})
        return sentence(game, result["obligation"]), {
            card: sentence(game, reason) for card, reason in refusals.items()
        }
    ruling = engine.legal_plays(spot, typed)
    say = words(game).sentence
    return say(ruling.obligation), {str(card): say(r) for card, r in ruling.refusals}


def call_verdict(
    game: str, question: Mapping[str, Any], call: str, rules: Mapping[str, Any]
) -> tuple[bool, str]:
    """May the next player make ``call`` after the question's auction, and why."""
    engine = get_game(game)
    try:
        ruling = engine.call_ruling(
            list(question.get("auction", [])), call, engine.make_rules(dict(rules)), question
        )
    except NotImplementedKind:
        result = ask(game, "bid", {**question, "call": call}, rules)
        reason = result.get("reason")
        return bool(result["legal"]), sentence(game, reason) if reason else ""
    return ruling.legal, words(game).sentence(ruling.reason)


def sentences(game: str, reasons: Iterable[Mapping[str, Any]]) -> list[str]:
    """The engine's reasons (as found in a case answer) written out in the active language."""
    write = writer(game)
    return [write(reason_from_json(r, game)) for r in reasons]


def sentence(game: str, reason: Mapping[str, Any]) -> str:
    """One reason written out."""
    return writer(game)(reason_from_json(reason, game))


def writer(game: str) -> Callable[[Reason], str]:
    """How the game's reasons are written: by its words (``reference.games``), or by the
    sentences of ``reference.reasons`` for a game whose words are not there yet."""
    try:
        return words(game).sentence
    except ModuleNotFoundError as error:
        if error.name != f"reference.games.{game}":
            raise
        return render_reason


def cards(game: str, notations: Iterable[str]) -> list[AnyCard]:
    """Cards from their notation, read with the game's deck."""
    deck = get_game(game).deck
    return [deck.parse(n) for n in notations]
