"""What an exercise page shows beyond the cards, drawn from the situation and the game's words.

One function for every game: the trump and notes of a play, the grouping of won cards, a
score question's summary and fields, an auction's calls by seat, a quiz's question and
choices. A teacher's case (``trainer.sets``) and a generated situation are shown alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.text import capfirst

from reference.engine import Document, get_game
from reference.engine.results import Situation
from reference.games import words
from reference.games.base import GameWords


def show(kind: str, situation: Situation, document: Document) -> dict[str, Any]:
    """The page's material for an exercise of ``kind`` (never its answer)."""
    game = get_game(document.game)
    game_words = words(document.game).under(game.make_rules(dict(document.rules)))
    question = situation.question
    if kind == "quiz":
        assert situation.quiz is not None
        return {
            "text": game_words.quiz_text(situation.quiz),
            "options": game_words.quiz_options(situation.quiz),
        }
    if kind == "score":
        return score_show(game_words, question, document)
    if kind == "bid":
        return bid_show(game_words, question, document, situation.extras)
    shown: dict[str, Any] = {"trump": game_words.exercise_trump(question["trump"])}
    if kind in ("trick_winner", "legal_plays") and (table := game_words.trick_note(question)):
        shown["contract"] = table
    if kind == "legal_plays" and (note := game_words.play_note(question)):
        shown["seat_note"] = note
    if kind == "card_points" and "tricks" in situation.extras:
        shown["tricks"] = situation.extras["tricks"]
    shown.update(game_words.situation_show(kind, situation))
    return shown


def score_show(
    game_words: GameWords, question: Mapping[str, Any], document: Document
) -> dict[str, Any]:
    """The deal's summary and one field per side that scores."""
    game = get_game(document.game)
    sheet = game.score(question, game.make_rules(dict(document.rules)))
    return {
        "summary": game_words.score_summary(question),
        "fields": [(side, game_words.side_name(side, question)) for side in sheet.sides],
    }


def bid_show(
    game_words: GameWords,
    question: Mapping[str, Any],
    document: Document,
    extras: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The auction so far by seat (after what was announced before it), the calls to judge and
    who speaks."""
    seats = seat_count(question, document)
    calls = question["auction"]
    before = game_words.opening_calls(question, extras or {})
    return {
        "auction": [
            *before,
            *((i % seats, game_words.call_in_auction(c, i, seats)) for i, c in enumerate(calls)),
        ],
        "candidates": [capfirst(game_words.call_name(c)) for c in question["calls"]],
        "speaker": len(calls) % seats,
        "players": seats,
    }


def seat_count(question: Mapping[str, Any], document: Document) -> int:
    """How many sit at the table of a question (its ``players``, or the document's count)."""
    players = str(question.get("players") or document.players[0])
    return 4 if players == "2x2" else int(players)
