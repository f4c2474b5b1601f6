"""The rule a refusal met, as a learner would say he forgot it (« vous avez oublié de
monter »), for the progress page: each game's words say it of its play obligations
(``GameWords.forgotten``); refused calls and exchanges are counted together by kind."""

from __future__ import annotations

from django.utils.functional import Promise
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from reference.games import words
from reference.games.base import Template

#: What the table itself refuses, whatever the game.
TABLE: dict[str, Promise] = {
    "table_card_not_held": _("jouer une carte de votre main"),
    "table_not_your_turn": _("attendre votre tour"),
}

BY_KIND: dict[str, Promise] = {
    "call": _("faire une enchère que la règle permet"),
    "exchange": _("écarter ou rendre une carte que la règle permet"),
    "card": _("jouer une carte que la règle permet"),
}


#: The letters « de » elides before (« oublié d'écarter »).
VOWELS = frozenset("aàâeéèêëiîïoôuùûyAÀÂEÉÈÊËIÎÏOÔUÙÛY")


def forgot_to(what: object) -> str:
    """What was forgotten as it follows « oublié »: « de fournir », « d'écarter »."""
    text = str(what)
    if text[:1] in VOWELS:
        return gettext("d'%(what)s") % {"what": text}
    return gettext("de %(what)s") % {"what": text}


def forgot(game: str, code: str, kind: str) -> Template:
    """What the learner forgot to do, for a refusal of ``code`` on an action of ``kind``."""
    return (
        words(game).forgotten.get(code) or TABLE.get(code) or BY_KIND.get(kind) or BY_KIND["card"]
    )
