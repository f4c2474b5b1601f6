"""Cards as a teacher writes them, read at the boundary into the engine's notation.

A teacher may write a card as the site shows it in either language — ``R♥``, ``10♠``, ``V♣``,
``A♦`` or ``1♦`` — or as the case files do (``KH``, ``TS``, ``JC``), with a suit symbol or a
suit letter (``S H D C``, the case files' English letters). A French rank letter followed by
``C`` (« RC »: roi de cœur, or of clubs?) is refused as ambiguous: write the symbol. Neurotrio
cards keep their own notation (``2E-B``). The reader is strict and bounded: at most
``MAX_TEXT`` characters, and every word is one card.

>>> read_cards("R♥ 10♠ V♣ 1♦", "32")
['KH', 'TS', 'JC', 'AD']
>>> read_cards("KH, ts, qd", "52")
['KH', 'TS', 'QD']
>>> read_card("2e-b", "neurotrio")
'2E-B'
"""

from __future__ import annotations

import re

from reference.engine.cards import DECKS
from reference.engine.errors import EngineError, NotationError

MAX_TEXT = 400
#: Suit symbols (filled and outlined) and letters.
SUITS = {"♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C"}
SUIT_LETTERS = frozenset("SHDC")
#: Rank letters only French uses: with the letter C they could mean cœur as well as clubs.
FRENCH_RANKS = frozenset({"R", "D", "V", "1"})
#: Ranks as the site writes them in French and English, and as case files do.
RANKS = {
    "R": "K",
    "K": "K",
    "D": "Q",
    "Q": "Q",
    "V": "J",
    "J": "J",
    "A": "A",
    "1": "A",
    "10": "T",
    "T": "T",
    **{str(n): str(n) for n in range(2, 10)},
}
_SEPARATORS = re.compile(r"[\s,;]+")


class CardTextError(ValueError):
    """A word that is no card of the deck; ``word`` is what the teacher wrote."""

    def __init__(self, word: str, reason: str) -> None:
        super().__init__(f"{word!r}: {reason}")
        self.word = word
        self.reason = reason
        """``unknown`` (no card in any notation), ``not_in_deck`` or ``repeated``."""


def read_card(word: str, deck: str) -> str:
    """The engine's notation of one card of ``deck`` written in any of the site's notations."""
    text = word.strip()
    if not 1 <= len(text) <= 5:
        raise CardTextError(word, "unknown")
    if deck == "neurotrio":
        candidate = text.upper()
    else:
        head, tail = text[:-1].upper(), text[-1:]
        suit = SUITS.get(tail) or (tail.upper() if tail.upper() in SUIT_LETTERS else None)
        rank = RANKS.get(head)
        if suit is None or rank is None:
            raise CardTextError(word, "unknown")
        if head in FRENCH_RANKS and tail.upper() == "C":
            raise CardTextError(word, "ambiguous")
        candidate = rank + suit
    try:
        return str(DECKS[deck].parse(candidate))
    except NotationError as error:
        reason = "not_in_deck" if "deck" in str(error) else "unknown"
        raise CardTextError(word, reason) from None
    except EngineError:
        raise CardTextError(word, "unknown") from None


def read_cards(text: str, deck: str, *, unique: bool = True) -> list[str]:
    """Every card written in ``text`` (separated by spaces, commas or semicolons), in order."""
    if len(text) > MAX_TEXT:
        raise CardTextError(text[:20] + "…", "unknown")
    cards: list[str] = []
    for word in _SEPARATORS.split(text.strip()):
        if not word:
            continue
        card = read_card(word, deck)
        if unique and cards.count(card) >= DECKS[deck].copies:
            raise CardTextError(word, "repeated")
        cards.append(card)
    return cards
