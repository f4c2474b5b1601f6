"""Belgian whist in words: trump, contracts, calls, seats and the sides of a score, the quiz's
wording, the reasons' sentences.

One game, two documents that name things differently (à la couleur's « couleur » and « solo »
are the Règlement's « emballage » and « seul »): ``WORDS.under(rules)`` gives the words of one
document. A reason says which document it applies by its source (seed 003 is à la couleur's),
so the game's own words write every reason in its document's terms.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext, pgettext

from reference.engine.cards import Card, Suit
from reference.engine.errors import EngineError
from reference.engine.results import AuctionState, QuizFact, Situation
from reference.engine.tricks import Param, Reason
from reference.engine.whist import (
    AuctionView,
    CallKind,
    contract_spec,
    parse_call,
    why_pass_not_final,
)
from reference.games.base import GameWords, SearchNames, Template
from reference.games.whist import names
from reference.games.whist.sections import SECTIONS
from reference.games.whist.sentences import MESSAGES, QUIZ_MESSAGES
from reference.games.whist.sentences_you import YOU_MESSAGES
from reference.games.whist.themes import COULEUR_THEME_NAMES, THEME_NAMES
from reference.names import card_in_sentence, card_name, format_value, semicolons, short_trump

#: How a contract's trump is chosen (``ContractSpec.trump``), in a quiz's explanation.
TRUMP_KINDS = {
    "suit": gettext_lazy("à l'atout annoncé"),
    "declared": gettext_lazy("avec ou sans atout, selon l'annonce"),
}


#: What a learner forgot when the table refused his card, by the reason's code
#: (002 §4, 003 §Distribution des cartes).
FORGOTTEN: Mapping[str, Template] = {
    "whist_follow_refused": gettext_lazy("fournir à la couleur demandée"),
    "whist_dames_queen_refused": gettext_lazy("jouer une dame quand vous n'avez pas la couleur"),
    "whist_trou_ace_refused": gettext_lazy(
        "jouer l'as de la couleur demandée au premier pli du trou"
    ),
    "whist_trou_lead_ace_refused": gettext_lazy("entamer de votre as au premier pli du trou"),
    "whist_table_trou_required": gettext_lazy("annoncer le trou avec trois as"),
}

#: The declarers of a game each plays for himself, in the order they called it.
DECLARER_SIDES = {
    "declarer_0": gettext_lazy("Le premier preneur"),
    "declarer_1": gettext_lazy("Le second preneur"),
    "declarer_2": gettext_lazy("Le troisième preneur"),
    "declarer_3": gettext_lazy("Le quatrième preneur"),
}

#: Why a pass after the first round leaves its player in the auction (002 §2).
PASS_NOTES = {
    "waits_for_emballeur": gettext_lazy(
        "Ce passe n'est pas définitif : son emballeur est encore dans les enchères, il peut "
        "surenchérir pour eux deux ou lui rendre la main."
    ),
    "hands_to_proposer": gettext_lazy(
        "L'emballeur passe la main : son annonceur peut encore surenchérir ou partir seul, et "
        "l'emballeur pourra reparler au tour suivant."
    ),
    "keeps_place": gettext_lazy(
        "Après le premier tour, passer n'est pas définitif : ce joueur garde sa place et peut "
        "reparler à son tour."
    ),
}


class WhistWords(GameWords):
    """Belgian whist (seeds 002 and 003): seats Ouest, Nord, Est, Sud (Sud deals), players
    numbered from 1 on the dealer's left."""

    slug = "whist"
    search_names = SearchNames(
        words={
            "whist": ("whist-reglement", "whist-couleur"),
            "reglement": ("whist-reglement",),
            "rulebook": ("whist-reglement",),
        },
        phrases={
            "whist a la couleur": ("whist-couleur",),
            "a la couleur": ("whist-couleur",),
            "colour whist": ("whist-couleur",),
        },
    )
    forgotten = FORGOTTEN
    messages: ClassVar[Mapping[str, Template]] = MESSAGES
    quiz_messages: ClassVar[Mapping[str, Template]] = QUIZ_MESSAGES
    you_messages: ClassVar[Mapping[str, Mapping[str, Template]]] = YOU_MESSAGES
    theme_names: ClassVar[Mapping[str, Template]] = THEME_NAMES
    seat_params = frozenset({"seat", "boucheur"})
    call_params = frozenset({"call", "standing"})
    total_codes = frozenset({"whist_score_active_total", "whist_score_passive_total"})
    clockwise = True  # Ouest, Nord, Est, Sud: the turn passes to the left

    #: The words of each document, by ``couleur`` (set below the class).
    documents: ClassVar[Mapping[bool, WhistWords]]

    def __init__(self, couleur: bool | None = None) -> None:
        self.couleur = couleur
        """À la couleur's words (``True``), the Règlement's (``False``), or, for the game's own
        words (``None``), the Règlement's names and each reason's document's sentences."""

    def under(self, rules: Any) -> WhistWords:
        """The words of the document ``rules`` select."""
        return self.documents[not rules.reglement]

    def at_table(self, question: Mapping[str, Any]) -> WhistWords:
        """The words of the document a table plays (its ``rules`` options), else these."""
        rules = question.get("rules")
        if isinstance(rules, Mapping) and "document" in rules:
            return self.documents[rules["document"] == "couleur"]
        return self

    @property
    def _couleur(self) -> bool:
        return bool(self.couleur)

    # --- sentences -------------------------------------------------------------------------

    def theme_table(self) -> Mapping[str, Template]:
        """The theme names of the document these words speak for."""
        if self._couleur:
            return {**self.theme_names, **COULEUR_THEME_NAMES}
        return self.theme_names

    def section_table(self) -> tuple[tuple[str, str], ...]:
        """The sections of the document these words speak for (the Règlement's by default)."""
        return SECTIONS[self._couleur]

    def write(self, reason: Reason) -> str:
        """The reason's sentence, its calls and contracts in its document's words."""
        couleur = self.couleur
        if couleur is None:
            couleur = reason.source.startswith("003") or "whist-couleur" in reason.source
        words = self.documents[couleur]
        if self.names:  # a table whose seats have names
            words = words.named(self.names, self.you)
        try:
            template = self.template(reason)
        except KeyError:
            return super().write(reason)  # raises MissingSentence
        return str(template) % {name: words.param(name, value) for name, value in reason.params}

    def param(self, name: str, value: Param) -> str:
        """Seats from 1, calls, contracts, leaders and targets in words, then by type."""
        couleur = self._couleur
        if name == "declarer" and isinstance(value, int) and value in names.DECLARER_RANKS:
            return str(names.DECLARER_RANKS[value])
        if name == "contract" and isinstance(value, str):
            return names.label_word(value)
        if name == "game" and isinstance(value, str):
            return names.capital(names.contract_name({"name": value}, couleur))
        if name == "a_game" and isinstance(value, str):
            return names.capital(names.with_article(value, couleur))
        if name == "contracts" and isinstance(value, str):
            return ", ".join(names.contract_word(n, couleur) for n in value.split(", "))
        if name == "levels" and isinstance(value, str):
            return or_list(value.split(", "))
        if name == "target" and isinstance(value, str):
            return target_words(value)
        if name == "trump_kind" and isinstance(value, str):
            return (
                str(TRUMP_KINDS[value]) if value in TRUMP_KINDS else pgettext("whist", "sans atout")
            )
        if name == "leader" and isinstance(value, str):
            return str(names.LEADER_CHOICES[value]).lower()
        if name in ("first", "second", "third") and isinstance(value, str):
            return step_words(value, couleur)
        return super().param(name, value)

    def quiz_text(self, fact: QuizFact) -> str:
        """A quiz question in the active language, in its document's words."""
        params = dict(fact.params)
        words = self.documents[params.get("document") == "couleur"]
        if fact.code == "whist_quiz_score":
            return words.score_question(fact)
        template = self.quiz_messages.get(fact.code)
        if template is None:
            return super().quiz_text(fact)  # raises MissingSentence
        values = {name: words.quiz_param(name, value) for name, value in fact.params}
        if fact.code == "whist_quiz_leader":
            values["contract"] = names.with_article(
                str(params["contract"]), words._couleur, of=True
            )
        return str(template) % values

    def quiz_param(self, name: str, value: Param) -> str:
        """Contracts with their article ("une petite misère", "d'un piccolo"); where the aces
        lie, seat by seat (« Ouest (joueur 1) : as de pique, as de cœur ; … »)."""
        if name == "contract" and isinstance(value, str):
            return names.with_article(value, self._couleur)
        if name == "holding" and isinstance(value, str):
            return semicolons(
                _("%(seat)s : %(cards)s")
                % {
                    "seat": self.seat_name(int(seat)),
                    "cards": ", ".join(card_in_sentence(Card.parse(c)) for c in cards.split(","))
                    if cards
                    else _("rien"),
                }
                for seat, cards in (entry.split(":") for entry in value.split("|"))
            )
        if name == "seat" and isinstance(value, int):
            return self.seat_name(value)
        return self.param(name, value)

    def score_question(self, fact: QuizFact) -> str:
        """ "Contrat : seul à 8 plis, atout cœur. Le preneur fait 11 plis. Combien marque le
        preneur ?" """
        params = dict(fact.params)
        trump = params.get("trump")
        contract = {
            "name": params["contract"],
            "tricks": params["tricks"],
            "trump": trump.value if isinstance(trump, Suit) else None,
            "declarers": params["declarers"],
        }
        first = params["first"] if isinstance(params["first"], int) else 0
        second = params.get("second")
        second = second if isinstance(second, int) else 0
        if params["who"] == "first":
            made = _("Le premier preneur fait %(first)s, le second %(second)s.") % {
                "first": names.plis(first),
                "second": names.plis(second),
            }
            who = _("le premier preneur")
        elif params["who"] == "each":
            made = _("Les deux preneurs font %(n)s ensemble.") % {"n": names.plis(first + second)}
            who = _("chaque preneur")
        else:
            made = _("Le preneur fait %(n)s.") % {"n": names.plis(first)}
            who = _("le preneur")
        return str(QUIZ_MESSAGES[fact.code]) % {
            "contract": names.contract_text(contract, self._couleur),
            "made": made,
            "who": who,
        }

    def quiz_option(self, fact: QuizFact, option: Param) -> str:
        """Cards and suits by name, tricks, targets, rungs, leaders and contracts in words."""
        words = self.documents[dict(fact.params).get("document") == "couleur"]
        code = fact.option_code
        if isinstance(option, Card):
            return card_name(option)
        if code == "tricks" and isinstance(option, int):
            return names.plis(option)
        if code == "target" and isinstance(option, str):
            return target_words(option)
        if code == "step" and isinstance(option, str):
            return step_words(option, words._couleur)
        if code == "leader" and isinstance(option, str):
            return str(names.LEADER_CHOICES[option])
        if code == "contract" and isinstance(option, str):
            return names.capital(names.contract_word(option, words._couleur))
        if code == "seat" and isinstance(option, int):
            return names.capital(self.seat_name(option))
        return format_value(option)

    # --- names -----------------------------------------------------------------------------

    def mode_name(self, code: str | None) -> str:
        """ "cœur", "sans atout"."""
        return names.trump_name(code)

    def trump_label(self, question: Mapping[str, Any]) -> str:
        """The trump of a play: named by the boucheur's lead in a trou's first trick."""
        if _trou_lead(question):
            return _("désigné par votre entame")
        return super().trump_label(question)

    def seat_name(self, seat: int, players: str | None = None) -> str:
        """ "Ouest (joueur 1)": the seat's place and the number the reason sentences use."""
        return self.numbered_seat(names.seat_name(seat), seat)

    def speaking_order(self, players: str | None = None) -> str:
        """ "Ordre de parole : Ouest, Nord, Est, Sud ; Sud a donné." """
        return _("Ordre de parole : %(order)s ; %(dealer)s a donné.") % {
            "order": ", ".join(str(s) for s in names.SEATS),
            "dealer": names.SEATS[names.DEALER],
        }

    def trick_labels(self, example: Mapping[str, Any], count: int) -> list[str]:
        """The seats that played, from the one that led."""
        leader = int(example.get("leader", 0))
        return [names.seat_name((leader + i) % 4) for i in range(count)]

    def call_name(self, call: str) -> str:
        """A call in words, as its document says it ("couleur à cœur" à la couleur)."""
        try:
            parsed = parse_call(call)
        except EngineError:
            return call
        couleur = self._couleur or names.is_couleur_notation(call)
        return names.call_words(parsed, couleur)

    def sheet_deal(
        self, entry: Mapping[str, Any], players: Sequence[str], columns: Sequence[str]
    ) -> str:
        """ "emballage 9 ♥ · Alice et Claire"."""
        c = entry.get("contract", {})
        couleur = self._couleur
        if c.get("name") == "dames":
            return names.contract_word("dames", couleur)
        text = names.sheet_contract(c["name"], c.get("tricks"), couleur)
        if c.get("trump"):
            text += " " + short_trump(c["trump"])
        text += " · " + _(" et ").join(players[s] for s in entry.get("declarers", []))
        if entry.get("stopped"):
            text += " · " + _("arrêtée (faute grave)")
        return text

    def sheet_redeal(self, entry: Mapping[str, Any]) -> str:
        """Without a contract, the Règlement's variant counts the next deal double."""
        if entry.get("why") == "no_contract" and not self._couleur:
            return _("Pas de contrat : la donne suivante compte double")
        return super().sheet_redeal(entry)

    def contract_text(self, contract: Mapping[str, Any]) -> str:
        """ "emballage à 9 plis, atout cœur"."""
        return names.contract_text(contract, self._couleur)

    def auction_outcome(self, state: AuctionState, rules: Any) -> str:
        """The contract and who plays it; the Dames game, the trou, or a new deal."""
        if not state.ended:
            return super().auction_outcome(state, rules)
        contract = state.contract
        if contract is None:
            return _("Les quatre joueurs ont passé : la donne n'est pas jouée, on redistribue.")
        if contract["name"] == "dames":
            return _("Aucun contrat n'est conclu : on joue le jeu des Dames.")
        if contract["name"] == "trou":
            return _("Personne n'a annoncé plus haut : le trou se joue.")
        seats = [names.seat_name(s) for s in contract["seats"]]
        text = _("Contrat : %(contract)s, joué par %(players)s.") % {
            "contract": self.contract_text(contract),
            "players": and_list(seats),
        }
        side = contract_spec(contract["name"], rules).side
        if len(seats) == 2 and side == "alone" and rules.reglement:
            text += " " + _("Chacun des deux le joue pour soi (« à deux »).")
        elif len(seats) == 2 and side == "alone":
            text += " " + _(
                "Les deux jouent ensemble : chacun doit réussir pour que le contrat soit gagné."
            )
        elif len(seats) == 1 and side == "partnership":
            text += " " + _("Personne ne l'a emballée : son annonceur la joue seul contre trois.")
        return text

    def contract_note(self, contract: Mapping[str, Any], rules: Any) -> tuple[str, str] | None:
        """Every contract but the plain emballage of two partners, in one sentence, with the
        code of its rule's section."""
        name = str(contract.get("name"))
        if name == "emballage" and contract.get("declarers", 2) == 2:
            return None
        return names.contract_note(contract, rules), f"whist_contract_{name}"

    def call_note(self, before: AuctionState, after: AuctionState) -> str:
        """A pass that is not final, and why: the proposer's emballeur is still in, the
        emballeur hands the decision to his proposer, or any pass after the first round."""
        if not isinstance(before, AuctionView) or not isinstance(after, AuctionView):
            return ""
        state = after.state
        passed = bool(state.calls) and state.calls[-1].kind is CallKind.PASS
        if not passed or state.over:
            return ""
        why = why_pass_not_final(before.state)
        return str(PASS_NOTES[why]) if why is not None else ""

    def side_name(self, side: str, question: Mapping[str, Any]) -> str:
        """ "Chaque défenseur", "Le premier preneur", "Joueur 2" (at a table, the seat's
        name: "Nord")."""
        if side.startswith("seat_"):
            seat = int(side.removeprefix("seat_"))
            if 0 <= seat < len(self.names):  # « À la table »: as its sentences name the seat
                return self.names[seat]
            return _("Joueur %(n)d") % {"n": seat + 1}
        if side == "per_defender":
            contract = question.get("contract") or {}
            return _("Le défenseur") if contract.get("declarers") == 3 else _("Chaque défenseur")
        if side in DECLARER_SIDES:
            return str(DECLARER_SIDES[side])
        contract = question["contract"]
        together = self._partnership(contract) and contract.get("declarers", 2) == 2
        return _("Chaque preneur") if together else _("Le preneur")

    def _partnership(self, contract: Mapping[str, Any]) -> bool:
        try:
            spec = contract_spec(str(contract.get("name")), names.rules_of(self._couleur))
        except EngineError:
            return False
        return spec.side == "partnership"

    def score_summary(self, question: Mapping[str, Any]) -> list[str]:
        """The contract and the tricks its declarers took (the queens, for the Dames game)."""
        contract, result = question["contract"], question["result"]
        if contract.get("name") == "dames":
            taken = ", ".join(
                _("joueur %(n)d : %(q)d") % {"n": seat + 1, "q": q}
                for seat, q in enumerate(result["queens"])
            )
            return [
                _("Personne n'a conclu de contrat : on a joué le jeu des Dames."),
                _("Dames prises : %(list)s.") % {"list": taken},
            ]
        tricks = list(result["tricks"])
        lines = [_("Contrat : %(contract)s.") % {"contract": self.contract_text(contract)}]
        if len(tricks) == 2 and not self._partnership(contract):
            lines.append(
                _("Le premier preneur a fait %(first)s, le second %(second)s.")
                % {"first": names.tricks_taken(tricks[0]), "second": names.tricks_taken(tricks[1])}
            )
        elif self._partnership(contract) and contract.get("declarers", 2) == 2:
            lines.append(
                _("Les deux preneurs ont fait %(tricks)s ensemble.")
                % {"tricks": names.tricks_taken(sum(tricks))}
            )
        else:
            lines.append(
                _("Le preneur a fait %(tricks)s.") % {"tricks": names.tricks_taken(tricks[0])}
            )
        return lines

    def play_note(self, question: Mapping[str, Any]) -> str:
        """The trou's first trick and the petite misère's discard."""
        contract = question.get("contract")
        if _trou_lead(question):
            return _("Vous êtes le boucheur : vous entamez le premier pli.")
        if isinstance(contract, Mapping) and contract.get("first_trick"):
            return _("Le boucheur a entamé.")
        if isinstance(contract, Mapping) and contract.get("phase") == "discard":
            return _(
                "Avant le premier pli, chacun écarte une carte face cachée : "
                "cochez celles que vous pouvez écarter."
            )
        return ""

    def situation_show(self, kind: str, situation: Situation) -> dict[str, Any]:
        """The contract being played, and the trou's trump and caller."""
        question, extras = situation.question, situation.extras
        contract = question.get("contract") if kind == "legal_plays" else None
        shown: dict[str, Any] = {}
        if isinstance(contract, Mapping) and contract.get("first_trick"):
            shown["contract"] = _("Contrat : trou, premier pli")
            if _trou_lead(question):
                shown["trump"] = self.trump_label(question)
            elif extras.get("trou_caller"):
                shown["seat_note"] = _(
                    "Le boucheur a entamé ; c'est vous qui avez annoncé le trou."
                )
        elif isinstance(contract, Mapping) and contract.get("phase") == "discard":
            shown["contract"] = _("Contrat : %(contract)s") % {
                "contract": names.contract_word("petite_misere", self._couleur)
            }
        elif "contract" in extras:
            shown["contract"] = _("Contrat : %(contract)s") % {
                "contract": names.contract_name(extras["contract"], self._couleur)
            }
        return shown

    def opening_calls(
        self, question: Mapping[str, Any], extras: Mapping[str, Any]
    ) -> list[tuple[int, str]]:
        """The trou, announced before the auction by the seat ``extras["trou_seat"]``."""
        if question.get("trou") and "trou_seat" in extras:
            return [(int(extras["trou_seat"]), _("Trou (trois as, annoncé avant les enchères)"))]
        return []


def _trou_lead(question: Mapping[str, Any]) -> bool:
    contract = question.get("contract")
    first = isinstance(contract, Mapping) and contract.get("first_trick")
    return bool(first) and not question.get("trick")


def target_words(code: str) -> str:
    """What a contract requires: "au moins 9 plis", "exactement 1 pli", "aucun pli",
    "les 13 plis" (from ``quiz.target_code``)."""
    if code == "all":
        return _("les 13 plis")
    if code == "none":
        return _("aucun pli")
    kind, _sep, count = code.partition(":")
    n = int(count)
    if kind == "exactly":
        return ngettext("exactement %(n)d pli", "exactement %(n)d plis", n) % {"n": n}
    return _("au moins %(n)d plis") % {"n": n}


def step_words(code: str, couleur: bool) -> str:
    """A rung of the ladder (``quiz.step_code``): "Seul à 8 plis", "Piccolo"."""
    contract, _sep, tricks = code.partition(":")
    return names.step_name(contract, int(tricks) if tricks else None, couleur)


def and_list(items: list[str]) -> str:
    """ "Ouest et Est"."""
    if len(items) < 2:
        return "".join(items)
    return _("%(items)s et %(last)s") % {"items": ", ".join(items[:-1]), "last": items[-1]}


def or_list(items: list[str]) -> str:
    """ "8, 9 ou 10"."""
    if len(items) < 2:
        return "".join(items)
    return _(" ou ").join([", ".join(items[:-1]), items[-1]])


WhistWords.documents = {False: WhistWords(couleur=False), True: WhistWords(couleur=True)}
