"""The kinds whose question the engine draws as a multiple-choice fact, and answers with the
function that answers their cases: only a name, a URL slug and a title are their own.

- ``announcements`` (« Combien valent les annonces ? »): a hand and its trump; what its
  announcements count (coinche: belote apart; Le Voisin: couples apart).
- ``exchange`` (« Quelle carte échanger ? »): Le Voisin's turned card, the contract and some
  of the taker's cards, which card may go back in its place or that no exchange takes place
  (whist's « Qui bouche le trou ? » is a kind of its own, ``boucheur.py``).
- ``discard`` (« Combien de cartes écarter ? »): Neurotrio's taker takes the chien into his
  hand; how many cards he puts aside.
- ``game_end`` (« Qui a gagné la partie ? »): the totals (and Le Voisin's traits) after a
  deal; who has won the game, or that nobody has yet, or how equal leaders are parted.
"""

from __future__ import annotations

from django.utils.functional import Promise

from trainer.exercises.quiz import MultipleChoice


class Fact(MultipleChoice):
    """A multiple-choice kind named where it is registered (``kinds.py``)."""

    def __init__(self, name: str, slug: str, title: Promise) -> None:
        self.name = name
        self.slug = slug
        self.title = title
