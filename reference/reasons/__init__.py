"""Turn the engine's reasons (codes with parameters) into sentences in the active language.

Each game not yet speaking through its ``GameWords`` (``reference/games/<game>/``) keeps its
sentences in ``reference/reasons/<game>.py`` as ``MESSAGES``: a mapping from reason code to a
lazily translated template with ``%(name)s`` placeholders named after the reason's parameters.
Shared codes live in ``common.py``. A code without a sentence is a
bug that the tests catch (every reason of many random deals must render).

Parameters are written by type (cards, suits, numbers: ``format_param``) and, for a few
names, by what they mean (``format_named``):

* seats: the engine of belote coinchée numbers seats from 0 in the parameters named in
  ``ZERO_BASED_SEATS``; the trainer and the pages say "joueur 1" to "joueur 4", so these are
  written 1-based;
* calls (``call``, ``bid``, ``standing``): the case notation ("80H", "capot S") is written
  in words ("80 cœur", "capot pique"), see ``format_call``;
* teams of belote coinchée (``team``, ``by``: "NS", "EW") by name ("Nord-Sud", "Est-Ouest").
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Mapping
from fractions import Fraction
from functools import cache
from typing import Any

from django.utils.functional import Promise
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.engine.cards import Card, Suit
from reference.engine.tricks import Reason
from reference.names import SUIT_NAMES, format_value

MODULES = ("common",)

#: Parameters that carry a seat numbered from 0 (coinche: ``seat``, ``turn``, ``bidder``).
#: Only whole numbers are shifted.
ZERO_BASED_SEATS = frozenset({"seat", "turn", "bidder"})
#: Parameters whose value is a call in the case notation of one of the games.
CALL_PARAMS = frozenset({"call", "bid", "standing"})
#: Parameters that name a team of belote coinchée.
TEAM_PARAMS = frozenset({"team", "by"})

TEAM_NAMES = {"NS": gettext_lazy("Nord-Sud"), "EW": gettext_lazy("Est-Ouest")}


class MissingSentence(KeyError):
    """A reason code that no ``MESSAGES`` mapping covers."""


@cache
def messages() -> Mapping[str, Promise | str]:
    """Every reason template, merged from the per-game modules."""
    merged: dict[str, Promise | str] = {}
    for name in MODULES:
        module = importlib.import_module(f"{__name__}.{name}")
        merged.update(getattr(module, "MESSAGES", {}))
    from reference.games.coinche.sentences import MESSAGES as COINCHE
    from reference.games.neurotrio.sentences import MESSAGES as NEUROTRIO

    merged.update(COINCHE)
    merged.update(NEUROTRIO)
    return merged


def render_reason(reason: Reason) -> str:
    """The sentence for ``reason`` in the active language."""
    try:
        template = messages()[reason.code]
    except KeyError:
        raise MissingSentence(reason.code) from None
    return str(template) % {name: format_named(name, value) for name, value in reason.params}


def format_named(name: str, value: Any, game: str | None = None) -> str:
    """``value`` written for the parameter ``name``: seats 1-based, calls and teams in words,
    anything else by ``format_param``."""
    number = isinstance(value, int) and not isinstance(value, bool)
    if name in ZERO_BASED_SEATS and number:
        return str(value + 1)
    if name in TEAM_PARAMS and isinstance(value, str) and value in TEAM_NAMES:
        return str(TEAM_NAMES[value])
    if name in CALL_PARAMS and isinstance(value, str):
        return format_call(value, game)
    return format_param(value)


format_param = format_value


# --- calls -----------------------------------------------------------------------------------

_WORDS = {
    "pass": gettext_lazy("passe"),
    "passe": gettext_lazy("passe"),
    "contre": gettext_lazy("contre"),
    "surcontre": gettext_lazy("surcontre"),
    "coinche": gettext_lazy("coinche"),
    "surcoinche": gettext_lazy("surcoinche"),
    "trou": gettext_lazy("trou"),
}
_TRUMP = r"(S|H|D|C|TA|SA)"
_COINCHE_BID = re.compile(rf"^(\d+)\s*{_TRUMP}$", re.IGNORECASE)
_COINCHE_SLAM = re.compile(rf"^(capot|g[eé]n[eé]rale)(\s+belot[eé]e?)?\s+{_TRUMP}$", re.IGNORECASE)


def format_call(text: str, game: str | None = None) -> str:
    """A call of any game in French words, from its case notation.

    Only belote coinchée's calls are left here: a value and a trump (S H D C TA SA: "80H",
    "120SA", C for trèfle) or "capot X" / "generale X". Text that is no known call is returned
    as it is. (The other games' calls are written by their words, ``reference.games``.)
    """
    raw = " ".join(text.split())
    low = raw.lower()
    if low in _WORDS:
        return str(_WORDS[low])
    if match := _COINCHE_BID.match(raw):
        return _("%(value)s %(trump)s") % {
            "value": match.group(1),
            "trump": _trump_words(match.group(2)),
        }
    if match := _COINCHE_SLAM.match(raw):
        capot = match.group(1).lower() == "capot"
        if match.group(2):
            level = _("capot beloté") if capot else _("générale belotée")
        else:
            level = _("capot") if capot else _("générale")
        return _("%(level)s %(trump)s") % {"level": level, "trump": _trump_words(match.group(3))}
    return text


def _trump_words(code: str) -> str:
    """ "cœur", "tout atout", "sans atout"."""
    code = code.upper()
    if code == "TA":
        return _("tout atout")
    if code == "SA":
        return _("sans atout")
    return str(SUIT_NAMES[Suit(code)])


# --- case answers ----------------------------------------------------------------------------


def reason_from_json(data: Mapping[str, Any], game: str) -> Reason:
    """Rebuild a reason from a case answer, its card and suit parameters typed again.

    Case answers carry reasons as JSON (cards as notation, suits as letters). A game that speaks
    through its ``GameWords`` renders the engine's typed reasons instead (``trainer.exercises
    .engine``).
    """
    return Reason(
        str(data.get("code", "")),
        tuple((str(k), _typed(v, game)) for k, v in dict(data.get("params", {})).items()),
        str(data.get("source", "")),
    )


def _typed(value: Any, game: str) -> Any:
    if isinstance(value, list):
        return tuple(_typed(v, game) for v in value)
    if isinstance(value, float):
        return Fraction(str(value))
    if not isinstance(value, str):
        return value
    if len(value) == 1 and value in "SHDC":
        return Suit(value)
    if 2 <= len(value) <= 3:
        try:
            return Card.parse(value)
        except ValueError:
            return value
    return value
