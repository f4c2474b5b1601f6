"""What the whist page blocks share: the rule set of a page, and the few ways they write the
engine's values beside the names the whist words give them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reference.blocks import UnknownBlock
from reference.engine import Document, get_game
from reference.engine import whist as engine
from reference.engine.cards import Suit
from reference.games.whist import WORDS, names
from reference.games.whist.words import WhistWords


def page_rules(document: Document, options: Mapping[str, Any] | None = None) -> engine.Rules:
    """The rule set of a page (its document), with ``options`` applied."""
    rules = get_game("whist").make_rules({**dict(document.rules), **dict(options or {})})
    assert isinstance(rules, engine.Rules)
    return rules


def page_words(rules: engine.Rules) -> WhistWords:
    """The words of the page's document."""
    return WORDS.under(rules)


def suit_label(suit: Suit) -> str:
    """ "cœur ♥"."""
    return f"{names.suit_name(suit)} {suit.symbol}"


def signed(value: int) -> str:
    """ "+3", "-12", "0"."""
    return f"{value:+d}" if value else "0"


def contract_label(spec: engine.ContractSpec) -> str:
    """The contract's name in the active language ("petite misère")."""
    if spec.label not in names.CONTRACT_WORDS:
        raise UnknownBlock(f"whist: no words for contract {spec.label!r}")
    return names.label_word(spec.label)


def named(table: Mapping[str, Any], key: str, what: str) -> str:
    """The words for ``key`` in one of the words' tables; an unknown key fails the page."""
    if key not in table:
        raise UnknownBlock(f"whist: no words for {what} {key!r}")
    return str(table[key])
