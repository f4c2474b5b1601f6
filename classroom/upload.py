"""A file of exercises uploaded by a teacher: each line read, checked by the engine, and every
refusal said in a sentence with its line number (the engine's own messages are for developers;
they never reach the page).

The file is the case format (``shared/casefile.md``), one exercise per line; cards may be
written in any notation the site shows (``R♥``, ``10♠``, ``KH``). All or nothing: a file with
a refused line adds no exercise.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext as _

from classroom.items import preview
from classroom.notation import CardTextError, read_card
from reference.engine import GAME_SLUGS, get_game
from reference.engine.casefile import answer_case
from reference.engine.errors import (
    DuplicateCardError,
    EngineError,
    IllegalPlayError,
    MissingFieldError,
    NotationError,
)
from reference.engine.jsontext import MAX_DEPTH, MAX_NUMBER, JsonLimitError, decode
from trainer.exercises import KINDS
from trainer.sets import PLAYABLE, playable

MAX_LINES = 500
MAX_LINE = 20_000
CARD_FIELDS = ("trick", "hand", "cards")


class Refused(Exception):
    """One line refused; the message is a sentence for the teacher."""


@dataclass(frozen=True)
class Read:
    cases: tuple[dict[str, Any], ...]
    problems: tuple[str, ...]


def read_lines(lines: Iterable[str]) -> Read:
    """Every line checked; the cases if none is refused, else every problem with its line."""
    cases, problems = [], []
    count = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        count += 1
        if count > MAX_LINES:
            problems.append(
                _("Le fichier a plus de %(n)d exercices : partagez-le.") % {"n": MAX_LINES}
            )
            break
        try:
            cases.append(read_line(line))
        except Refused as refusal:
            problems.append(
                _("Ligne %(line)d : %(problem)s") % {"line": number, "problem": refusal}
            )
    if not cases and not problems:
        problems.append(_("Le fichier ne contient aucun exercice."))
    return Read(tuple(cases) if not problems else (), tuple(problems))


def read_line(line: str) -> dict[str, Any]:
    """One exercise as the set stores it; ``Refused`` says why not."""
    if len(line) > MAX_LINE:
        raise Refused(_("la ligne est trop longue pour un exercice."))
    try:
        case = decode(line)
    except json.JSONDecodeError as error:
        raise Refused(
            _("elle n'est pas écrite au format attendu (erreur vers le caractère %(col)d).")
            % {"col": error.colno}
        ) from None
    except JsonLimitError as error:
        if error.limit == "depth":
            raise Refused(
                _("elle ouvre plus de %(n)d crochets ou accolades les uns dans les autres.")
                % {"n": MAX_DEPTH}
            ) from None
        raise Refused(
            _(
                "elle contient un nombre trop long (au plus %(n)d caractères), ou qui n'en est "
                "pas un."
            )
            % {"n": MAX_NUMBER}
        ) from None
    if not isinstance(case, dict):
        raise Refused(_("chaque ligne doit être un objet entre accolades { }."))
    return check_case(case)


def check_case(case: dict[str, Any]) -> dict[str, Any]:
    """A decoded exercise as the set stores it, checked by the engine; ``Refused`` says why
    not (a file's line and a situation built by hand go through the same checks)."""
    _envelope(case)
    game = get_game(case["game"])
    _rules(case, game)
    if KINDS[case["kind"]].kept_as_drawing:
        return _drawing(case)
    case["input"] = _cards(case["input"], game.deck.slug)
    if isinstance(case.get("expected"), dict) and isinstance(case["expected"].get("legal"), list):
        case["expected"]["legal"] = _card_list(case["expected"]["legal"], game.deck.slug, False)
    _engine_agrees(case)
    return _stored(case)


def _envelope(case: dict[str, Any]) -> None:
    missing = [key for key in ("game", "kind", "input") if key not in case]
    if missing:
        raise Refused(
            _("il manque %(fields)s (le jeu, le type d'exercice et la situation).")
            % {"fields": ", ".join(f"« {m} »" for m in missing)}
        )
    if case["game"] not in GAME_SLUGS:
        raise Refused(
            _("jeu inconnu « %(game)s » ; les jeux sont : %(games)s.")
            % {"game": str(case["game"])[:40], "games": ", ".join(GAME_SLUGS)}
        )
    if case["kind"] not in PLAYABLE:
        raise Refused(
            _("type d'exercice inconnu « %(kind)s » ; les types sont : %(kinds)s.")
            % {"kind": str(case["kind"])[:40], "kinds": ", ".join(PLAYABLE)}
        )
    if not isinstance(case["input"], dict):
        raise Refused(_("la situation (« input ») doit être un objet entre accolades { }."))
    note = case.get("note", "")
    if not isinstance(note, str) or len(note) > 500:
        raise Refused(_("la remarque (« note ») doit être un texte de 500 caractères au plus."))


def _rules(case: dict[str, Any], game: Any) -> None:
    rules = case.get("rules") or {}
    if not isinstance(rules, dict):
        raise Refused(_("les règles (« rules ») doivent être un objet entre accolades { }."))
    options = game.rule_options()
    for name in rules:
        if name not in options and name != "document":
            raise Refused(
                _("la règle « %(name)s » n'existe pas pour ce jeu.") % {"name": str(name)[:40]}
            )
    try:
        game.make_rules(rules)
    except EngineError:
        raise Refused(
            _("une valeur des règles (« rules ») n'est pas acceptée pour ce jeu.")
        ) from None


def _card_list(values: Any, deck: str, unique: bool) -> list[str]:
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise Refused(
            _('une liste de cartes doit être écrite entre crochets, par exemple ["R♥", "10♠"].')
        )
    cards = []
    for value in values:
        try:
            cards.append(read_card(value, deck))
        except CardTextError as error:
            raise Refused(_card_problem(error, deck)) from None
    return cards


def _card_problem(error: CardTextError, deck: str) -> str:
    word = error.word[:20]
    if error.reason == "not_in_deck":
        return _("« %(card)s » n'est pas une carte du jeu utilisé ici.") % {"card": word}
    if error.reason == "ambiguous":
        return _(
            "« %(card)s » : écrivez la couleur avec son symbole (♥ ou ♣) pour lever le doute."
        ) % {"card": word}
    if deck == "neurotrio":
        return _("« %(card)s » n'est pas une carte Neurotrio (écrivez par exemple 2E-B).") % {
            "card": word
        }
    return _("« %(card)s » n'est pas une carte (écrivez par exemple R♥, 10♠, V♣ ou KH).") % {
        "card": word
    }


def _cards(data: dict[str, Any], deck: str) -> dict[str, Any]:
    out = dict(data)
    for key in CARD_FIELDS:
        if key in out:
            out[key] = _card_list(out[key], deck, True)
    return out


def _drawing(case: dict[str, Any]) -> dict[str, Any]:
    try:
        return playable(case)
    except (EngineError, KeyError, TypeError):
        raise Refused(
            _(
                "un exercice « %(kind)s » est tiré par le site : il se note par son niveau et "
                'son numéro de tirage, par exemple {"level": "moyen", "seed": "123"}, ou '
                '{"level": "facile", "seed": "annonces:123"} pour un thème.'
            )
            % {"kind": KINDS[case["kind"]].title}
        ) from None


def _engine_agrees(case: dict[str, Any]) -> None:
    missing = KINDS[case["kind"]].missing(case["input"])
    if missing:
        raise Refused(missing)
    answer = _answer(case)
    expected = case.get("expected")
    if not expected:
        return
    if not isinstance(expected, dict):
        raise Refused(
            _("la réponse attendue (« expected ») doit être un objet entre accolades { }.")
        )
    problem = _disagreement(case, expected, answer)
    if problem:
        raise Refused(problem)


def _answer(case: dict[str, Any]) -> dict[str, Any]:
    try:
        answer = answer_case(case)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        answer = {"error": "unreadable"}
    if "error" not in answer:
        return answer
    try:
        game = get_game(case["game"])
        game.answer(case["kind"], case["input"], game.make_rules(case.get("rules") or {}))
    except DuplicateCardError:
        raise Refused(_("une carte apparaît deux fois dans la situation.")) from None
    except IllegalPlayError:
        raise Refused(_("le pli contient une carte jouée contre les règles.")) from None
    except MissingFieldError as error:
        raise Refused(_missing(case, error.field)) from None
    except KeyError as error:
        raise Refused(_missing(case, str(error.args[0]) if error.args else "")) from None
    except NotationError:
        raise Refused(
            _(
                "l'atout, une enchère ou un contrat n'est pas écrit comme ce jeu l'écrit : "
                "comparez la ligne au modèle de ce type d'exercice."
            )
        ) from None
    except (EngineError, TypeError, ValueError, AttributeError, IndexError):
        pass
    raise Refused(
        _("cette situation ne peut pas se produire dans un exercice « %(kind)s ».")
        % {"kind": KINDS[case["kind"]].title}
    )


def _missing(case: dict[str, Any], field: str) -> str:
    """A situation that lacks ``field``, in a sentence naming the exercise's kind."""
    return _("il manque « %(field)s » à la situation d'un exercice « %(kind)s ».") % {
        "field": field[:40] or "?",
        "kind": KINDS[case["kind"]].title,
    }


def _disagreement(case: dict[str, Any], expected: dict[str, Any], answer: dict[str, Any]) -> str:
    """Why the expected answer is not the engine's, in the kind's words ("" when it is)."""
    item = preview(_stored({k: v for k, v in case.items() if k != "expected"}))
    return KINDS[case["kind"]].disagreement(item.exercise, expected, answer)


def _stored(case: dict[str, Any]) -> dict[str, Any]:
    try:
        return playable(case)
    except (EngineError, KeyError, TypeError, ValueError, AttributeError, IndexError):
        raise Refused(_("la réponse attendue n'est pas celle que donnent les règles.")) from None
