"""Turn the engine's reasons (codes with parameters) into sentences in the active language.

Each game not yet speaking through its ``GameWords`` (``reference/games/<game>/``) keeps its
sentences in ``reference/reasons/<game>.py`` as ``MESSAGES``: a mapping from reason code to a
lazily translated template with ``%(name)s`` placeholders named after the reason's parameters.
Shared codes live in ``common.py``. A code without a sentence is a
bug that the tests catch (every reason of many random deals must render).

Parameters are written by type (cards, suits, numbers: ``format_param``) and, for a few
names, by what they mean (``format_named``):

* seats: the engines of belote coinchée and whist number seats from 0 in the parameters named
  in ``ZERO_BASED_SEATS``; the trainer and the pages say "joueur 1" to "joueur 4", so these
  are written 1-based. Whist's ``declarer`` is the rank of a declarer among two (1 or 2), not
  a seat: it is left alone;
* calls (``call``, ``bid``, ``standing``): the case notation ("80H", "emballage 9 H") is
  written in words ("80 cœur", "emballage 9 plis à cœur"; à la couleur, whose reasons cite
  seed 003: "couleur à cœur", "7 plis en solo à trèfle"), see ``format_call``;
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
from django.utils.translation import gettext_lazy, pgettext_lazy

from reference.engine.cards import Card, Suit
from reference.engine.errors import EngineError
from reference.engine.tricks import Reason
from reference.engine.whist.auction import Call as WhistCall
from reference.engine.whist.auction import CallKind as WhistCallKind
from reference.names import SUIT_NAMES, format_value

MODULES = ("common", "whist")

#: Parameters that carry a seat numbered from 0 (coinche: ``seat``, ``turn``, ``bidder``;
#: whist: ``seat``, ``boucheur``). Only whole numbers are shifted.
ZERO_BASED_SEATS = frozenset({"seat", "turn", "bidder", "boucheur"})
#: Parameters whose value is a call in the case notation of one of the games.
CALL_PARAMS = frozenset({"call", "bid", "standing"})
#: Parameters that name a team of belote coinchée.
TEAM_PARAMS = frozenset({"team", "by"})

TEAM_NAMES = {"NS": gettext_lazy("Nord-Sud"), "EW": gettext_lazy("Est-Ouest")}
#: Whist's ``declarer``: which of the two declarers of a game played "à deux".
DECLARER_RANKS = {
    1: pgettext_lazy("first of two declarers", "premier"),
    2: pgettext_lazy("second of two declarers", "second"),
}


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
    game = _game_of(reason.code, reason.source)
    return str(template) % {name: format_named(name, value, game) for name, value in reason.params}


def _game_of(code: str, source: str = "") -> str | None:
    """The game a code belongs to, from its prefix (coinche's and shared codes have none);
    ``"whist-couleur"`` for a whist reason citing seed 003, whose calls have their own words."""
    prefix = code.split("_", 1)[0]
    if prefix == "whist" and (source.startswith("003") or "whist-couleur" in source):
        return "whist-couleur"
    return prefix if prefix == "whist" else None


def format_named(name: str, value: Any, game: str | None = None) -> str:
    """``value`` written for the parameter ``name``: seats 1-based, calls and teams in words,
    anything else by ``format_param``."""
    number = isinstance(value, int) and not isinstance(value, bool)
    if name in ZERO_BASED_SEATS and number:
        return str(value + 1)
    whist = game is not None and game.startswith("whist")
    if name == "declarer" and whist and number and value in DECLARER_RANKS:
        return str(DECLARER_RANKS[value])
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

    The notation tells the game: belote coinchée's are a value and a trump (S H D C TA SA:
    "80H", "120SA", C for trèfle) or "capot X" / "generale X"; whist's are words
    ("emballage 9 H", "petite misere").
    ``"whist-couleur"`` asks for the words of whist à la couleur ("couleur à cœur" for
    "emballage 8 H", "7 plis en solo à trèfle" for "seul 7 C"). Text that is no known call is
    returned as it is.
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
    try:
        return _whist_words(WhistCall.parse(raw), couleur=game == "whist-couleur")
    except EngineError:
        return text


def _trump_words(code: str) -> str:
    """ "cœur", "tout atout", "sans atout"."""
    code = code.upper()
    if code == "TA":
        return _("tout atout")
    if code == "SA":
        return _("sans atout")
    return str(SUIT_NAMES[Suit(code)])


def _with_trump(name: str, code: str) -> str:
    """ "emballage 9 plis à cœur", "emballage 9 plis sans atout"."""
    if code.upper() in ("TA", "SA"):
        return f"{name} {_trump_words(code)}"
    return _("%(name)s à %(suit)s") % {"name": name, "suit": _trump_words(code)}


_WHIST_GAMES = {
    "petite_misere": gettext_lazy("petite misère"),
    "piccolissimo": gettext_lazy("piccolissimo"),
    "piccolo": gettext_lazy("piccolo"),
    "grande_misere": gettext_lazy("grande misère"),
    "grande_misere_sur_trou": gettext_lazy("grande misère sur trou"),
    "grande_misere_sur_table": gettext_lazy("grande misère sur table"),
    "abondance": gettext_lazy("abondance"),
    "abondance_sur_table": gettext_lazy("abondance sur table"),
    "petit_solo_chlem": gettext_lazy("petit solo-chlem"),
    "solo_chlem": gettext_lazy("solo-chlem"),
    "chelem": gettext_lazy("chelem"),
    "chelem_sur_table": gettext_lazy("chelem sur table"),
}


def _whist_words(call: WhistCall, *, couleur: bool = False) -> str:
    """A whist call as the trainer words it: "emballage 9 plis à cœur", "seul 6 plis à
    carreau", "j'emballe cœur", "abondance 10 plis à pique", "petit solo-chlem sans atout";
    ``couleur``: as à la couleur says it, "couleur à cœur", "7 plis en solo à trèfle"."""
    suit = call.suit.value if call.suit is not None else ("SA" if call.no_trump else None)
    match call.kind:
        case WhistCallKind.PASS:
            return _("passe")
        case WhistCallKind.WAIT:
            return _("premier") if call.word == "premier" else _("j'attends")
        case WhistCallKind.MAINTAIN:
            return _("je maintiens")
        case WhistCallKind.JOIN:
            if call.suit is None:
                return _("j'emballe")
            return _("j'emballe %(suit)s") % {"suit": _trump_words(call.suit.value)}
        case WhistCallKind.PROPOSE if couleur and call.tricks == 8:
            name = _("couleur")
        case WhistCallKind.PROPOSE:
            name = _("emballage %(tricks)s plis") % {"tricks": call.tricks}
        case WhistCallKind.SEUL if couleur:
            name = _("%(tricks)s plis en solo") % {"tricks": call.tricks}
        case WhistCallKind.SEUL:
            name = _("seul %(tricks)s plis") % {"tricks": call.tricks}
        case _:
            contract = call.contract or ""
            name = str(_WHIST_GAMES.get(contract, contract.replace("_", " ")))
            if contract == "abondance" and call.tricks is not None:
                name = _("abondance %(tricks)s plis") % {"tricks": call.tricks}
    return name if suit is None else _with_trump(name, suit)


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
