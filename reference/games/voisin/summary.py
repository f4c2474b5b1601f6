"""A Le Voisin ``score`` question told as a deal's summary, line by line: the table, the
contract and its taker, what each side made, the hands when the engine settles the
announcements itself, and where a surcharge stopped."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext as _

from reference.engine.cards import Card
from reference.engine.voisin.contracts import deal_size
from reference.games.voisin.names import contract_name, players_label
from reference.names import card_short, points_text, tricks_text

if TYPE_CHECKING:
    from reference.games.voisin.words import VoisinWords


def score_summary(words: VoisinWords, question: Mapping[str, Any]) -> list[str]:
    """The lines of the summary, in the active language."""
    players = str(question.get("players") or "4")
    contract = question["contract"]
    result = question["result"]
    size = deal_size(players, words.rules)
    lines = [
        _("%(players)s ; %(tricks)d plis dans la donne.")
        % {"players": players_label(players), "tricks": size.hand}
    ]
    label = words.with_trump(contract_name(contract["name"]), contract["trump"])
    lines.append(
        _("Contrat : %(contract)s ; preneur : %(who)s.")
        % {"contract": label, "who": _taker(words, contract, question)}
    )
    if contract["name"] == "surcharge":
        lines.append(_surcharge_context(contract))
    lines.extend(_side_lines(words, question))
    for seat, hand in enumerate(result.get("hands") or []):
        lines.append(
            _("Main du joueur %(n)d au premier pli : %(cards)s.")
            % {"n": seat + 1, "cards": " ".join(card_short(Card.parse(c)) for c in hand)}
        )
    if taken := result.get("taken"):
        lines.append(
            _("Le preneur a ramassé la carte retournée, %(card)s.")
            % {"card": card_short(Card.parse(taken))}
        )
    if contract["name"] == "surcharge":
        lost = result.get("first_trick_lost_to")
        if lost is None:
            lines.append(_("Le preneur a remporté tous les plis."))
        else:
            lines.append(
                _("%(side)s a remporté un pli : la surcharge s'est arrêtée là.")
                % {"side": words.side_name(str(lost), question)}
            )
    return lines


def _taker(words: VoisinWords, contract: Mapping[str, Any], question: Mapping[str, Any]) -> str:
    taker = int(contract["taker"])
    if question.get("players") != "2x2":
        return words.at_table(question).the_side(taker + 1)
    seat = contract.get("taker_seat", -1)
    team = {"team": taker + 1, "a": taker + 1, "b": taker + 3}
    if isinstance(seat, int) and seat >= 0:
        return _("le joueur %(n)d, pour l'équipe %(team)d (joueurs %(a)d et %(b)d)") % {
            "n": seat + 1,
            **team,
        }
    return _("l'équipe %(team)d (joueurs %(a)d et %(b)d)") % team


def _surcharge_context(contract: Mapping[str, Any]) -> str:
    if contract.get("after_adverse_charge"):
        return _("La surcharge a été annoncée après la charge d'un adversaire.")
    if contract.get("after_partner_charge"):
        return _("La surcharge a été annoncée après la charge du partenaire.")
    return _("Personne n'avait annoncé de charge avant la surcharge.")


def _side_lines(words: VoisinWords, question: Mapping[str, Any]) -> list[str]:
    result = question["result"]
    by_seat = result.get("tricks_by_seat")
    lines = []
    for side in range(len(result["points"])):
        count = result["tricks"][side]
        tricks = tricks_text(count)
        if question.get("players") == "2x2" and by_seat:
            tricks = _("%(tricks)s (joueur %(a)d : %(x)d, joueur %(b)d : %(y)d)") % {
                "tricks": tricks,
                "a": side + 1,
                "x": by_seat[side],
                "b": side + 3,
                "y": by_seat[side + 2],
            }
        if "announcements" in result:
            extra = _("annonces retenues : %(ann)d ; couples : %(cpl)d") % {
                "ann": result["announcements"][side],
                "cpl": result["couples"][side],
            }
        else:
            extra = _("annonces d'après les mains ci-dessous")
        lines.append(
            _("%(side)s : %(points)s de cartes, %(tricks)s, %(extra)s.")
            % {
                "side": words.side_name(str(side), question),
                "points": points_text(Fraction(str(result["points"][side]))),
                "tricks": tricks,
                "extra": extra,
            }
        )
    return lines
