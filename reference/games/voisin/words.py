"""Le Voisin in words: players and teams, trump modes, calls, contracts, announcements, the
auction's outcome and the quiz's wording.

Players are numbered from 1 (player 1 is the dealer's right, who speaks and leads first). A
side, who scores, is a player, or in 2×2 a team: team 1 is players 1 and 3, team 2 players 2
and 4. The engine's reasons give a side by its number; the words name it once they know the
table (``at_table``), and say "camp" while they do not.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import Any, ClassVar

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy, ngettext

from reference.engine.cards import AnyCard, Card, Suit
from reference.engine.errors import EngineError
from reference.engine.results import AuctionState, QuizFact
from reference.engine.tricks import Param, Reason
from reference.engine.voisin import DEAL_SIZES, Call, Contract, Rules, parse_trump
from reference.engine.voisin import surcharge_value as engine_surcharge_value
from reference.engine.voisin.table import voisin_of
from reference.games.base import GameWords, SearchNames, Template, and_list, suit_or_all_trumps
from reference.games.seating import AT_TABLE_WORDS
from reference.games.voisin.names import contract_name, players_label, table_label
from reference.games.voisin.sentences import MESSAGES, NAMED_MESSAGES, QUIZ_MESSAGES
from reference.games.voisin.summary import score_summary
from reference.games.voisin.themes import THEME_NAMES
from reference.names import (
    card_in_sentence,
    card_name,
    format_value,
    rank_name,
    semicolons,
    short_trump,
)

#: The announcements as the engine names them (the French game terms), in the reader's words.
ANNOUNCEMENT_TERMS = {
    "couleur": gettext_lazy("couleur"),
    "couleur opposée": gettext_lazy("couleur opposée"),
    "tierce": gettext_lazy("tierce"),
    "quarte": gettext_lazy("quarte"),
    "quinte": gettext_lazy("quinte"),
    "couple": gettext_lazy("couple"),
    "double couple": gettext_lazy("double couple"),
    "carré de Rois": gettext_lazy("carré de Rois"),
    "carré de Dames": gettext_lazy("carré de Dames"),
    "carré de Valets": gettext_lazy("carré de Valets"),
    "carré d'As": gettext_lazy("carré d'As"),
    "carré de 10": gettext_lazy("carré de 10"),
    "carré de 9": gettext_lazy("carré de 9"),
    "carré de 8": gettext_lazy("carré de 8"),
    "carré de 7": gettext_lazy("carré de 7"),
}
#: The announcements a quiz asks the value of (``situations_quiz.ANNOUNCEMENT_QUESTIONS``).
ANNOUNCEMENT_QUESTIONS = {
    "tierce": gettext_lazy("une tierce (trois cartes qui se suivent)"),
    "quarte": gettext_lazy("une quarte (quatre cartes qui se suivent)"),
    "quinte": gettext_lazy("une quinte (cinq cartes qui se suivent)"),
    "couleur": gettext_lazy("la couleur (rien que des atouts et des voisins)"),
    "couple": gettext_lazy("le couple (Roi et Dame d'atout)"),
    "double_couple": gettext_lazy("le double couple (Roi et Dame d'atout et du voisin)"),
    "carre_jacks": gettext_lazy("un carré de Valets"),
    "carre_aces": gettext_lazy("un carré d'As"),
    "carre_nines": gettext_lazy("un carré de 9"),
}
NO_TRUMP_MODES = frozenset({"TA", "SA"})


#: The rule-page section of each reason (``GameWords.sections``).
SECTIONS = (
    ("voisin_bid_needs_variante_ii", "variantes-ii"),
    ("voisin_bid_variante_i_*", "variantes-i"),
    ("voisin_bid_round_two_*", "contrats-second-tour"),
    ("voisin_bid_auction_over_redeal", "contrats-second-tour"),
    ("voisin_bid_*", "contrats-premier-tour"),
    ("voisin_exchange_*", "contrats-echange"),
    ("voisin_must_play_neighbour", "jeu-sa-ta"),
    ("voisin_void_led_and_neighbour", "jeu-sa-ta"),
    ("voisin_refuse_not_neighbour", "jeu-sa-ta"),
    ("voisin_no_cut_in_mode", "ordre-ta-sa"),
    ("voisin_must_climb", "jeu-monter"),
    ("voisin_follow_cannot_climb", "jeu-monter"),
    ("voisin_refuse_not_climbing", "jeu-monter"),
    ("voisin_refuse_undertrump", "jeu-defausse"),
    ("voisin_overtrump_if_trumping", "jeu-defausse"),
    ("voisin_void_*", "jeu-defausse"),
    ("voisin_partner_trump_free", "jeu-defausse"),
    ("voisin_refuse_not_following", "jeu-fournir"),
    ("must_follow", "jeu-fournir"),
    ("lead_free", "jeu-entame"),
    ("voisin_cut*", "ordre-coupe-voisin"),
    ("voisin_cannot_cut", "ordre-coupe-voisin"),
    ("voisin_equal_first_stays", "ordre-pli"),
    ("voisin_trump_*", "ordre-pli"),
    ("highest_*", "ordre-pli"),
    ("voisin_carre_dames_*", "annonces-dames"),
    ("voisin_announcement_*", "annonces-hierarchie"),
    ("voisin_couleur_*", "annonces-hierarchie"),
    ("voisin_couple_never_cancelled", "annonces-hierarchie"),
    ("voisin_score_surcharge_*", "marque-surcharge"),
    ("voisin_score_prise_lourde", "marque-prise"),
    ("voisin_score_trait_*", "fin-de-partie"),
    ("voisin_score_chute_*", "marque-chute"),
    ("voisin_score_failed", "marque-chute"),
    ("voisin_score_rounded", "marque-arrondi"),
    ("voisin_score_non_pli*", "marque-charge"),
    ("voisin_score_*", "marque-reussite"),
    ("voisin_game_*", "fin-de-partie"),
    ("voisin_sheet_*", "fin-de-partie"),
    ("voisin_quiz_card_points", "points"),
    ("voisin_quiz_mode_points", "points"),
    ("voisin_quiz_rounding", "marque-arrondi"),
    ("voisin_quiz_voisin", "ordre-roles"),
    ("voisin_quiz_cut_*", "ordre-coupe-voisin"),
    ("voisin_quiz_order_*", "ordre-rangs"),
    ("voisin_quiz_announcement_value", "annonces-valeurs"),
    ("voisin_quiz_couple_value", "annonces-valeurs"),
    ("voisin_quiz_game_target", "fin-de-partie"),
    ("voisin_quiz_prise*", "marque-prise"),
    ("voisin_quiz_target", "marque-reussite"),
    ("voisin_quiz_exchange", "contrats-echange"),
    ("*", "marque"),
)


#: What a learner forgot when the table refused his card, by the reason's code
#: (000 §PLIS).
FORGOTTEN: Mapping[str, Template] = {
    "voisin_refuse_not_following": gettext_lazy("fournir à la couleur demandée"),
    "voisin_refuse_not_climbing": gettext_lazy("monter"),
    "voisin_refuse_undertrump": gettext_lazy("surcouper quand vous coupez sur un atout"),
    "voisin_refuse_not_neighbour": gettext_lazy("jouer la couleur voisine"),
}


class VoisinWords(GameWords):
    """Le Voisin (seed 000): players numbered from 1, teams in 2×2, the calls and contracts."""

    slug = "voisin"
    search_names = SearchNames(words={"voisin": ("voisin",)}, phrases={"le voisin": ("voisin",)})
    forgotten = FORGOTTEN
    messages: ClassVar[Mapping[str, Template]] = MESSAGES
    named_messages: ClassVar[Mapping[str, Template]] = NAMED_MESSAGES
    theme_names: ClassVar[Mapping[str, Template]] = THEME_NAMES
    quiz_messages: ClassVar[Mapping[str, Template]] = QUIZ_MESSAGES
    call_params = frozenset({"call"})
    contract_params = frozenset({"contract", "standing"})
    announcement_params = frozenset({"name", "by"})

    sections = SECTIONS

    table: str | None = None
    """The table the words speak of (``"3"``, ``"2x2"``), once known."""
    turned: Card | None = None
    """The turned card of the deal the words speak of, once known."""
    rules: Rules | None = None
    """The rules the words speak under (Variante I deals 16 cards to each of two), once known."""

    def under(self, rules: Any) -> VoisinWords:
        """The words under ``rules``."""
        bound = copy.copy(self)
        bound.rules = rules if isinstance(rules, Rules) else None
        return bound

    def at_table(self, question: Mapping[str, Any]) -> VoisinWords:
        """The words for a question's table: its sides are players, or teams in 2×2; a
        round-1 prise plays the turned card's suit, when the question shows it."""
        bound = copy.copy(self)
        bound.table = str(question.get("players") or "4")
        turned = question.get("turned")
        if isinstance(turned, str):
            bound.turned = Card.parse(turned)
        return bound

    # --- sentences -------------------------------------------------------------------------

    def write(self, reason: Reason) -> str:
        """The reason's sentence, its first letter a capital."""
        try:
            template = self.template(reason)
        except KeyError:
            return super().write(reason)  # raises MissingSentence
        values = {name: self.param(name, value) for name, value in reason.params}
        side = reason.get("side")
        if isinstance(side, int):
            values["the_side"] = self.the_side(side)
        elif isinstance(side, str):  # already named by a score sheet: « Chloé »
            values["the_side"] = side
        if isinstance(order := reason.get("order"), tuple):
            values["order"] = self.order_text(order, reason.get("equal"))
        return capfirst(str(template) % values)

    def param(self, name: str, value: Param) -> str:
        """Sides, contracts, announcements and cards by what they are, then the shared writing."""
        if name == "side" and isinstance(value, int):
            return self.side(value)
        if name in ("player", "by_player") and self.names and isinstance(value, int):
            return self.names[(value - 1) % len(self.names)]
        if name == "sides" and isinstance(value, str):
            return self.sides([int(n) for n in value.split(",") if n.strip().isdigit()])
        if name in self.contract_params and isinstance(value, str):
            return contract_name(value)
        if name in self.announcement_params and isinstance(value, str):
            return str(ANNOUNCEMENT_TERMS.get(value, value))
        if name == "announcement" and isinstance(value, str):
            return str(ANNOUNCEMENT_QUESTIONS[value])
        if name == "named_card" and isinstance(value, Card):
            return card_in_sentence(value)
        if name == "card_points" and isinstance(value, Fraction):
            points = ngettext("%(points)s point", "%(points)s points", 2 if value >= 2 else 1)
            return points % {"points": format_value(value)}
        if name == "mode" and isinstance(value, Suit):
            return self.mode_name(value.value)
        return super().param(name, value)

    def quiz_text(self, fact: QuizFact) -> str:
        """The question, its first letter a capital."""
        return capfirst(super().quiz_text(fact))

    def quiz_param(self, name: str, value: Param) -> str:
        """A tout atout or sans atout question says that it is Variante II's; the end of a game
        lists each side's total and traits."""
        if name == "standing" and isinstance(value, str):
            sides = [entry.split(":") for entry in value.split(",")]
            return semicolons(
                ngettext(
                    "%(side)s : %(total)s points, %(traits)s trait",
                    "%(side)s : %(total)s points, %(traits)s traits",
                    int(traits),
                )
                % {"side": self.side(n + 1), "total": total, "traits": traits}
                for n, (total, traits) in enumerate(sides)
            )
        if name == "mode" and isinstance(value, str):
            return self.exercise_trump(value)
        if name == "table" and isinstance(value, str):
            return str(AT_TABLE_WORDS[value])
        return self.param(name, value)

    def quiz_option(self, fact: QuizFact, option: Param) -> str:
        """Cards by name, suits by name, "aucune" for none of them, numbers as digits; the end
        of a game's answers: a side, nobody yet, or a final contract."""
        if fact.option_code == "exchange" and option == "none":
            return _("Aucune : la carte retournée n'est pas échangée")
        if fact.option_code == "game_end":
            if isinstance(option, int):
                return capfirst(_("%(side)s a gagné") % {"side": self.side(option + 1)})
            if option == "final":
                return _("Un contrat final départage les ex-æquo")
            return _("Personne encore : la partie continue")
        if isinstance(option, Card):
            return card_name(option)
        if option is None:
            return _("aucune")
        return super().quiz_option(fact, option)

    def order_text(self, order: tuple[Any, ...], equal: Param) -> str:
        """ "Valet > As > 10 > 9 > 8 > 7 > Roi = Dame": equal cards joined by "="."""
        tied = set(equal) if isinstance(equal, tuple) else set()
        text = ""
        for i, card in enumerate(order):
            if isinstance(card, Card):
                joint = " = " if card in tied and order[i - 1] in tied else " > "
                text += (joint if i else "") + rank_name(card.rank)
        return text

    # --- players, teams and sides ----------------------------------------------------------

    def side(self, number: int) -> str:
        """A side numbered from 1, as a label: "joueur 2", "équipe 1", or "camp 1" (at « À la
        table », its seat's name, or its two seats')."""
        return self._side(number, (_("camp %(n)s"), _("équipe %(n)s"), _("joueur %(n)s")))

    def the_side(self, number: int) -> str:
        """A side in the middle of a sentence: "le joueur 2", "l'équipe 1", "le camp 1"."""
        forms = (_("le camp %(n)s"), _("l'équipe %(n)s"), _("le joueur %(n)s"))
        return self._side(number, forms)

    def _side(self, number: int, forms: tuple[str, str, str]) -> str:
        """A side in one of its ``forms``: unknown table, teams, players."""
        if self.names:
            return self.named_side(number)
        form = forms[0] if self.table is None else forms[1] if self.table == "2x2" else forms[2]
        return form % {"n": number}

    def sides(self, numbers: Sequence[int]) -> str:
        """Several sides: "les joueurs 2 et 3", "les équipes 1 et 2", "les camps 1 et 2"."""
        if self.names:
            return and_list([self.named_side(n) for n in numbers])
        listed = and_list([str(n) for n in numbers])
        if self.table is None:
            return _("les camps %(list)s") % {"list": listed}
        if self.table == "2x2":
            return _("les équipes %(list)s") % {"list": listed}
        return _("les joueurs %(list)s") % {"list": listed}

    def named_side(self, number: int) -> str:
        """A side numbered from 1 by its seats' names at « À la table » (« Nord et Sud »)."""
        seat = (number - 1) % len(self.names)
        if self.table == "2x2":
            return _("%(a)s et %(b)s") % {"a": self.names[seat], "b": self.names[(seat + 2) % 4]}
        return self.names[seat]

    def side_name(self, side: str, question: Mapping[str, Any]) -> str:
        """A score sheet's column: "Joueur 2", or in 2×2 "Équipe 1 (joueurs 1 et 3)"."""
        number = int(side)
        team = str(question.get("players") or "4") == "2x2"
        if self.names:  # « À la table »: the seats' names
            return self.named_side(number + 1)
        if team:
            return _("Équipe %(n)d (joueurs %(a)d et %(b)d)") % {
                "n": number + 1,
                "a": number + 1,
                "b": number + 3,
            }
        return _("Joueur %(n)d") % {"n": number + 1}

    def speaking_order(self, players: str | None = None) -> str:
        """ "Table : 3 joueurs. Ordre de parole : joueur 1, joueur 2, joueur 3 ; le joueur 3 a
        donné." """
        table = players or "4"
        seats = DEAL_SIZES[table].seats if table in DEAL_SIZES else 4
        return _("Table : %(table)s. Ordre de parole : %(order)s ; %(dealer)s a donné.") % {
            "table": table_label(table),
            "order": ", ".join(_("joueur %(n)s") % {"n": s + 1} for s in range(seats)),
            "dealer": _("le joueur %(n)s") % {"n": seats},
        }

    def trick_labels(self, example: Mapping[str, Any], count: int) -> list[str]:
        """ "1re carte (entame)", "2e carte", …"""
        labels = [_("1re carte (entame)")]
        labels += [_("%(n)se carte") % {"n": n} for n in range(2, count + 1)]
        return labels

    def example_cards(self, example: Mapping[str, Any]) -> list[tuple[str, list[AnyCard]]]:
        """An auction's turned card, which a round-1 prise takes as trump."""
        turned = example.get("context", {}).get("turned")
        if not turned:
            return []
        return [(_("Carte retournée"), [Card.parse(str(turned))])]

    def trick_note(self, question: Mapping[str, Any]) -> str:
        """The table: "3 joueurs, chacun pour soi", "2 contre 2 (partenaires face à face)"."""
        return players_label(str(question.get("players") or "4"))

    def play_note(self, question: Mapping[str, Any]) -> str:
        """In 2×2, where the partner's card is in the trick."""
        if question.get("players") != "2x2":
            return ""
        index = len(question.get("trick", ()))
        if index >= 2:
            return _("Votre partenaire a joué la carte %(n)d.") % {"n": index - 1}
        return _("Votre partenaire n'a pas encore joué.")

    # --- modes, calls and contracts --------------------------------------------------------

    def mode_name(self, code: str | None) -> str:
        """ "cœur", "tout atout", "sans atout"."""
        return suit_or_all_trumps(code)

    def exercise_trump(self, code: str | None) -> str:
        """Tout atout and sans atout belong to Variante II: an exercise says so."""
        if code == "TA":
            return _("tout atout (Variante II)")
        if code == "SA":
            return _("sans atout (Variante II)")
        return self.mode_name(code)

    def felt_badges(self, trump: str) -> list[str]:
        """The trump, and the voisin that cuts on a lead of an opposite suit (where the rules
        give that cut to the trump's voisin)."""
        badges = super().felt_badges(trump)
        rules = self.rules
        if trump in Suit._value2member_map_ and (
            rules is None or rules.voisin_cut_suit == "trump_neighbour"
        ):
            badges.append(
                _("Voisin : %(suit)s") % {"suit": self.mode_label(voisin_of(Suit(trump)).value)}
            )
        return badges

    def call_name(self, call: str) -> str:
        """ "passe", "prise (à la couleur de la carte retournée)", "prise à carreau", "charge
        tout atout"."""
        try:
            parsed = Call.parse(call)
        except EngineError:
            return call
        if parsed.kind == "pass":
            return _("passe")
        if parsed.trump is None and self.turned is not None:
            return self.with_trump(contract_name(parsed.kind), self.turned.suit.value)
        if parsed.trump is None:
            return _("prise (à la couleur de la carte retournée)")
        return self.with_trump(contract_name(parsed.kind), parsed.trump.value)

    def call_in_auction(self, call: str, index: int, seats: int) -> str:
        """A call of the auction so far; a call of the second round says so."""
        label = capfirst(self.call_name(call))
        if index >= seats:
            return _("%(call)s (second tour)") % {"call": label}
        return label

    def with_trump(self, name: str, code: str | None) -> str:
        """ "prise à cœur", "charge tout atout", "surcharge sans atout"."""
        if code in NO_TRUMP_MODES:
            return _("%(name)s %(mode)s") % {"name": name, "mode": self.mode_name(code)}
        if code is None:
            return _("%(name)s à la couleur de la carte retournée") % {"name": name}
        return _("%(name)s à %(suit)s") % {"name": name, "suit": self.mode_name(code)}

    def sheet_deal(
        self, entry: Mapping[str, Any], players: Sequence[str], columns: Sequence[str]
    ) -> str:
        """ "charge ♥ · Alice"."""
        c = entry.get("contract", {})
        return f"{contract_name(c['name'])} {short_trump(c['trump'])} · {columns[c['taker']]}"

    def contract_text(self, contract: Mapping[str, Any]) -> str:
        """ "prise à cœur", "charge tout atout"."""
        return self.with_trump(contract_name(str(contract["name"])), contract.get("trump"))

    def auction_outcome(self, state: AuctionState, rules: Any) -> str:
        """The contract, who took it and in which round; a surcharge's flat value."""
        if not state.ended:
            return super().auction_outcome(state, rules)
        contract = state.contract
        if contract is None:
            return _("Personne n'a pris aux deux tours : on redistribue les cartes.")
        text = _("Contrat : %(contract)s, pour le joueur %(seat)s (tour %(round)s).") % {
            "contract": self.contract_text(contract),
            "seat": int(contract["taker_seat"]) + 1,
            "round": contract["round"],
        }
        if contract["name"] == "surcharge" and isinstance(rules, Rules):
            text += " " + self._surcharge_value(contract, rules)
        return text

    def _surcharge_value(self, contract: Mapping[str, Any], rules: Rules) -> str:
        played = Contract(
            "surcharge",
            int(contract["taker"]),
            parse_trump(contract["trump"]),
            bool(contract["after_adverse_charge"]),
            bool(contract["after_partner_charge"]),
        )
        text = _("Forfait de la surcharge : %(value)s points.") % {
            "value": engine_surcharge_value(played, rules)
        }
        if played.after_partner_charge and not played.after_adverse_charge:
            text += " " + _(
                "La charge venait du partenaire : elle ne compte pas, sauf variante qui porte "
                "le forfait à %(value)s."
            ) % {"value": engine_surcharge_value(played, _any_charge(rules))}
        return text

    # --- the score of a deal ---------------------------------------------------------------

    def score_summary(self, question: Mapping[str, Any]) -> list[str]:
        """The deal told as at the table: the table, the contract, what each side made."""
        return score_summary(self, question)


def _any_charge(rules: Rules) -> Rules:
    """The same rules, where any charge before a surcharge brings it to 300."""
    return replace(rules, surcharge_300_requires="any_charge")
