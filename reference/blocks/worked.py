"""The worked examples every game's page shows, written once against the ``Game`` protocol.

``::: <game>-trick <name>``, ``-play``, ``-score`` and ``-auction`` hand the example's position
(``reference/documents/examples/<game>.jsonl``) to the engine and draw what comes back: the
trick's winner and why, the legal cards and the obligation behind each refusal, the score sheet
line by line, the auction call by call. The game's words name its seats, modes and calls (and
show what else an example needs, such as the card turned up before an auction).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from reference.blocks.common import play_figure, tagged, trick_figure
from reference.blocks.examples import caption, example, rules_options
from reference.blocks.render import block_template
from reference.engine import GAMES, Document, get_game
from reference.games import words

type Block = Callable[[Document, list[str]], str]


def trick_block(document: Document, args: list[str]) -> str:
    """A trick: the engine's verdict, the winner marked, its reasons."""
    block = f"{document.game}-trick"
    found = example(document, block, args)
    game = get_game(document.game)
    rules = game.make_rules(rules_options(document, found))
    game_words = words(document.game).under(rules)
    spot = game.read_spot(found["input"], rules)
    verdict = game.trick_winner(spot.trick, spot.mode, rules, spot.players)
    labels = game_words.trick_labels(found, len(spot.trick))
    figure = trick_figure(
        spot.trick,
        verdict,
        caption=caption(found),
        labels=labels,
        trump=game_words.trump_label(found["input"]),
        sentence=game_words.sentence,
    )
    return tagged(block, figure, args[0])


def play_block(document: Document, args: list[str]) -> str:
    """A hand facing a trick: the legal cards, the obligation, each refusal."""
    block = f"{document.game}-play"
    found = example(document, block, args)
    game = get_game(document.game)
    rules = game.make_rules(rules_options(document, found))
    game_words = words(document.game).under(rules)
    spot = game.read_spot(found["input"], rules)
    figure = play_figure(
        spot.hand,
        spot.trick,
        game.legal_plays(spot, rules),
        caption=caption(found),
        trump=game_words.trump_label(found["input"]),
        sentence=game_words.sentence,
    )
    return tagged(block, figure, args[0])


def score_block(document: Document, args: list[str]) -> str:
    """A finished deal told as at the table, then the engine's score sheet line by line."""
    block = f"{document.game}-score"
    found = example(document, block, args)
    game, question = get_game(document.game), found["input"]
    rules = game.make_rules(rules_options(document, found))
    game_words = words(document.game).under(rules).at_table(question)
    sheet = game.score(question, rules)
    figure = block_template(
        "score",
        caption=caption(found),
        facts=game_words.score_summary(question),
        steps=[game_words.sentence(s) for s in sheet.steps if s.code not in game_words.total_codes],
        made=sheet.made,
        scores=[
            (game_words.side_name(side, question), side, points)
            for side, points in zip(sheet.sides, sheet.scores, strict=True)
        ],
        marks=list(sheet.marks),
        game=document.game,
    )
    return tagged(block, figure, args[0])


def auction_block(document: Document, args: list[str]) -> str:
    """An auction replayed call by call: each call judged, the legal ones applied."""
    block = f"{document.game}-auction"
    found = example(document, block, args)
    game = get_game(document.game)
    rules = game.make_rules(rules_options(document, found))
    game_words = words(document.game).under(rules)
    state = game.auction(rules, found.get("players"), found.get("context"))
    rows = []
    for number, item in enumerate(found["calls"], start=1):
        call, seat = _call(item)
        speaker = state.next_seat if seat is None else seat
        ruling = state.ruling(call, seat)
        after = state.apply(call, seat) if ruling.legal else state
        rows.append(
            {
                "number": number,
                "player": game_words.seat_name(speaker, found.get("players")),
                "out_of_turn": seat is not None and seat != state.next_seat,
                "call": game_words.call_name(call),
                "notation": call,
                "legal": ruling.legal,
                "code": ruling.reason.code,
                "reason": game_words.sentence(ruling.reason),
                "note": game_words.call_note(state, after) if ruling.legal else "",
            }
        )
        state = after
    figure = block_template(
        "auction",
        caption=caption(found),
        order=game_words.speaking_order(found.get("players")),
        cards=game_words.example_cards(found),
        rows=rows,
        outcome=game_words.auction_outcome(state, rules),
        game=document.game,
    )
    return tagged(block, figure, args[0])


def _call(item: str | Mapping[str, Any]) -> tuple[str, int | None]:
    if isinstance(item, str):
        return item, None
    return str(item["call"]), int(item["seat"])


#: The worked-example blocks of every game, under ``<game>-trick`` and the others.
BLOCKS: Mapping[str, Block] = {
    f"{game.slug}-{name}": block
    for game in GAMES
    for name, block in (
        ("trick", trick_block),
        ("play", play_block),
        ("score", score_block),
        ("auction", auction_block),
    )
}
