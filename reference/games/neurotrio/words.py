"""Neurotrio in words: trumps (a background or a nature), calls, the taker and the others, the
players of the worked examples, the score summary and the quiz's wording."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.engine.cards import Background, Nature, NeuroCard
from reference.engine.errors import EngineError
from reference.engine.neurotrio import DEAL_SIZES, AuctionView, Call, contract_target
from reference.engine.neurotrio.order import Attribute, parse_attribute
from reference.engine.results import AuctionState, QuizFact
from reference.engine.tricks import Param
from reference.games.base import CallBuilder, GameWords, SearchNames, Template
from reference.games.neurotrio.sentences import MESSAGES, QUIZ_MESSAGES, YOU_MESSAGES
from reference.games.neurotrio.themes import THEME_NAMES
from reference.names import BACKGROUND_NAMES, NATURE_NAMES, card_name, semicolons

#: The players of the worked examples, seat 0 (the dealer's left, first to speak) first: the
#: five players of the document's example.
PLAYERS = ("Agathe", "Thomas", "Camille", "Élise", "Anne")


#: The rule-page section of each reason (``GameWords.sections``).
SECTIONS = (
    ("neurotrio_contre_*", "contrats-contre"),
    ("neurotrio_already_contred", "contrats-contre"),
    ("neurotrio_no_surcontre", "contrats-contre"),
    ("neurotrio_auction_*", "contrats-fin"),
    ("neurotrio_passed_for_good", "contrats-deroulement"),
    ("neurotrio_level_too_high", "contrats-echelle"),
    ("neurotrio_bid_*", "contrats-echelle"),
    ("neurotrio_cannot_raise_own_bid", "contrats-deroulement"),
    ("neurotrio_pass_ok", "contrats-deroulement"),
    ("neurotrio_follow_*", "jeu-obligations"),
    ("neurotrio_free_*", "jeu-obligations"),
    ("neurotrio_refuse_*", "jeu-obligations"),
    ("neurotrio_cut_*", "jeu-obligations"),
    ("neurotrio_identical_first", "ordre-identiques"),
    ("neurotrio_beats_by_force", "jeu-gagnant"),
    ("neurotrio_tiebreak_*", "jeu-gagnant"),
    ("neurotrio_discards_*", "jeu-gagnant"),
    ("neurotrio_led_wins_*", "jeu-gagnant"),
    ("neurotrio_trump_wins_*", "jeu-gagnant"),
    ("lead_free", "jeu-entame"),
    ("neurotrio_score_contre", "marque-contre"),
    ("neurotrio_score_down", "marque-chute"),
    ("neurotrio_score_*", "marque-rempli"),
    ("neurotrio_sheet_redeal", "contrats-tous-passent"),
    ("neurotrio_quiz_card_order", "ordre-des-cartes"),
    ("neurotrio_quiz_chien", "materiel-donne"),
    ("neurotrio_quiz_ladder", "contrats-attributs"),
    ("*", "marque"),
)


#: What a learner forgot when the table refused his card, by the reason's code
#: (001 §Le jeu de la carte).
FORGOTTEN: Mapping[str, Template] = {
    "neurotrio_refuse_follow_background": gettext_lazy("fournir au fond demandé"),
    "neurotrio_refuse_follow_nature": gettext_lazy("fournir à la nature demandée"),
    "neurotrio_refuse_cut_background": gettext_lazy("couper"),
    "neurotrio_refuse_cut_nature": gettext_lazy("couper"),
}


class NeurotrioWords(GameWords):
    """Neurotrio (seed 001): seats numbered from 1 from the dealer's left (the turn passes to
    the left), the taker against each other player."""

    slug = "neurotrio"
    search_names = SearchNames(words={"neurotrio": ("neurotrio",)})
    forgotten = FORGOTTEN
    clockwise = True
    sections = SECTIONS
    messages: ClassVar[Mapping[str, Template]] = MESSAGES
    theme_names: ClassVar[Mapping[str, Template]] = THEME_NAMES
    quiz_messages: ClassVar[Mapping[str, Template]] = QUIZ_MESSAGES
    you_messages: ClassVar[Mapping[str, Mapping[str, Template]]] = YOU_MESSAGES
    seat_params = frozenset({"seat", "bidder", "taker", "by"})
    call_params = frozenset({"call", "bid", "standing", "contract"})
    total_codes = frozenset({"neurotrio_score_taker_total", "neurotrio_score_others_total"})

    def param(self, name: str, value: Param) -> str:
        """Attribute lists in words (the bidding ladder, the tie-break order), then the shared
        writing."""
        if name == "ladder" and isinstance(value, str):
            return ", ".join(self.mode_name(code) for code in value.split())
        if name == "tiebreak" and isinstance(value, str):
            return self.attribute_order(parse_attribute(code) for code in value.split())
        if name == "totals" and isinstance(value, str):
            return ", ".join(f"{PLAYERS[n]} {total}" for n, total in enumerate(value.split(",")))
        if name == "manches" and isinstance(value, str):
            return semicolons(self._manche(entry) for entry in value.split("|"))
        return super().param(name, value)

    def _manche(self, entry: str) -> str:
        """One manche of ``situations_manches``: "Thomas, 2 fond vert, 8 plis"."""
        if entry == "redeal":
            return _("tout le monde passe")
        taker, bid, tricks = entry.split(":")
        return _("%(player)s : %(contract)s, %(tricks)s plis") % {
            "player": PLAYERS[int(taker)],
            "contract": self.bid_name(int(bid[:-1]), parse_attribute(bid[-1])),
            "tricks": tricks,
        }

    def quiz_option(self, fact: QuizFact, option: Param) -> str:
        """Cards by name, trumps in words, players by name, numbers as digits."""
        if fact.option_code == "player" and isinstance(option, int):
            return PLAYERS[option]
        if isinstance(option, NeuroCard):
            return card_name(option)
        if isinstance(option, Background | Nature):
            return self.mode_name(option)
        return super().quiz_option(fact, option)

    # --- trumps and calls --------------------------------------------------------------------

    def mode_name(self, code: str | None) -> str:
        """A trump: "fond bleu" for a background, "cœur" for a nature."""
        attribute = parse_attribute(code)
        if isinstance(attribute, Background):
            return _("fond %(background)s") % {"background": BACKGROUND_NAMES[attribute]}
        return str(NATURE_NAMES[attribute])

    def mode_label(self, code: str | None) -> str:
        """A trump for a figure's tag: its name alone (an attribute has no suit symbol)."""
        return self.mode_name(code)

    def attribute_order(self, attributes: Iterable[Attribute]) -> str:
        """Attributes strongest first, by their bare names: "bleu > noir > vert"."""
        return " > ".join(
            str(BACKGROUND_NAMES[a]) if isinstance(a, Background) else str(NATURE_NAMES[a])
            for a in attributes
        )

    def kind_name(self, attribute: Attribute) -> str:
        """What sort of attribute it is: "fond" or "nature"."""
        return _("fond") if isinstance(attribute, Background) else _("nature")

    def sheet_deal(
        self, entry: Mapping[str, Any], players: Sequence[str], columns: Sequence[str]
    ) -> str:
        """ "3 vert · Alice · contré"."""
        c = entry.get("contract", {})
        text = f"{c['level']} {self.mode_name(c['attribute'])} · {players[entry['taker']]}"
        return text + (" · " + _("contré") if c.get("contre") else "")

    def call_builder(self, rules: Any) -> CallBuilder:
        """The levels 1 to 9 and the six attributes."""
        return CallBuilder(
            tuple((str(n), str(n)) for n in range(1, 10)),
            ("B", "N", "V", "C", "E", "R"),
            frozenset({"pass", "contre"}),
        )

    def call_name(self, call: str) -> str:
        """ "passe", "contre", "2 fond vert", "1 cœur"."""
        try:
            parsed = Call.parse(call)
        except EngineError:
            return call
        if parsed.bid is None:
            return {"pass": _("passe"), "contre": _("contre"), "surcontre": _("surcontre")}[
                parsed.kind.value
            ]
        return self.bid_name(parsed.bid.level, parsed.bid.attribute)

    def bid_name(self, level: int, attribute: Attribute) -> str:
        """A bid or a contract without its contre: "2 fond vert"."""
        return _("%(level)s %(attribute)s") % {
            "level": level,
            "attribute": self.mode_name(attribute),
        }

    def contract_text(self, contract: Mapping[str, Any]) -> str:
        """ "2 étoile", or "2 étoile (contré)"."""
        text = self.bid_name(int(contract["level"]), parse_attribute(contract["attribute"]))
        return text + (_(" (contré)") if contract.get("contre") else "")

    # --- seats and sides ---------------------------------------------------------------------

    def seat_name(self, seat: int, players: str | None = None) -> str:
        """ "Thomas (joueur 2)": the example's player and the number the reasons use."""
        return self.numbered_seat(PLAYERS[seat], seat)

    def speaking_order(self, players: str | None = None) -> str:
        """ "Ordre de parole : Agathe, Thomas, Camille (à la gauche du donneur en premier)." """
        count = DEAL_SIZES[int(players or len(PLAYERS))].players
        return _("Ordre de parole : %(players)s (à la gauche du donneur en premier).") % {
            "players": ", ".join(PLAYERS[:count])
        }

    def trick_labels(self, example: Mapping[str, Any], count: int) -> list[str]:
        """The players of the document's example, from the one that led."""
        leader = int(example.get("leader", 0))
        table = int(example["input"].get("players", count))
        return [PLAYERS[(leader + i) % table] for i in range(count)]

    def side_name(self, side: str, question: Mapping[str, Any]) -> str:
        """The taker, or each other player (they all score the same)."""
        return {"taker": _("Le preneur"), "each_other": _("Chacun des autres joueurs")}[side]

    # --- deals and auctions ------------------------------------------------------------------

    def score_summary(self, question: Mapping[str, Any]) -> list[str]:
        """The table, the contract and the taker's tricks."""
        players = int(question["players"])
        contract = question["contract"]
        named = (
            self.call_name(contract) if isinstance(contract, str) else self.contract_text(contract)
        )
        return [
            _("%(n)d joueurs, %(tricks)d plis dans la donne.")
            % {"n": players, "tricks": DEAL_SIZES[players].tricks},
            _("Contrat : %(contract)s.") % {"contract": named},
            _("Le preneur a fait %(tricks)d plis.") % {"tricks": question["result"]["tricks"]},
        ]

    def auction_outcome(self, state: AuctionState, rules: Any) -> str:
        """The contract, its taker and the tricks he must make; a redeal when all passed."""
        contract = state.contract
        if not state.ended or contract is None or not isinstance(state, AuctionView):
            if state.ended and contract is None:
                return _("Tout le monde a passé : les cartes sont redistribuées.")
            return _("Les enchères ne sont pas terminées.")
        level = int(contract["level"])
        target = contract_target(level, state.players, rules)
        text = _(
            "Contrat : %(bid)s, preneur %(taker)s, qui doit faire %(target)s plis sur %(tricks)s."
        ) % {
            "bid": self.bid_name(level, parse_attribute(contract["attribute"])),
            "taker": self.seat_name(int(contract["taker"])),
            "target": target["tricks"],
            "tricks": target["of"],
        }
        if contract["contre"]:
            text += " " + _("Le contrat est contré : tous les points seront doublés.")
        return text
