"""Belote coinchée in words: trump modes, calls, teams, contracts and the quiz's wording."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from reference.engine.cards import Card, Suit
from reference.engine.coinche import Call
from reference.engine.coinche.auction import DEALER, TEAMS
from reference.engine.errors import EngineError
from reference.engine.results import AuctionState, QuizFact
from reference.engine.tricks import Param, Reason
from reference.games.base import (
    CallBuilder,
    GameWords,
    SearchNames,
    Template,
    suit_or_all_trumps,
)
from reference.games.coinche.sentences import (
    CALL_ALLOWED,
    CONTRACT_OPENINGS,
    END_OPTION_WORDS,
    MESSAGES,
    QUIZ_MESSAGES,
    SEATED_MESSAGES,
    SUIT_OPENING,
    YOU_MESSAGES,
)
from reference.games.coinche.themes import THEME_NAMES
from reference.games.seating import seat_names
from reference.names import (
    SUIT_NAMES,
    card_in_sentence,
    card_name,
    points_text,
    short_trump,
    tricks_text,
)

#: The seats of the worked examples, seat 0 (the dealer's right, first to speak) first: the
#: table of four where the turn passes to the right, South (seat 2) at the bottom.
SEATS = seat_names(4, clockwise=False)
TEAM_NAMES = {"NS": gettext_lazy("Nord-Sud"), "EW": gettext_lazy("Est-Ouest")}
#: The announcements a quiz names (``situations.ANNOUNCEMENT_QUESTIONS``).
ANNOUNCEMENT_NAMES = {
    "carre_jacks": gettext_lazy("un carré de valets"),
    "carre_nines": gettext_lazy("un carré de neuf"),
    "carre_aces": gettext_lazy("un carré d'as"),
    "tierce": gettext_lazy("une tierce"),
    "cinquante": gettext_lazy("une cinquante (quatre cartes qui se suivent)"),
    "cent": gettext_lazy("une cent (cinq cartes qui se suivent)"),
    "belote": gettext_lazy("la belote et rebelote"),
}
CALL_WORDS = {
    "pass": gettext_lazy("passe"),
    "coinche": gettext_lazy("coinche"),
    "surcoinche": gettext_lazy("surcoinche"),
    "cancel": gettext_lazy("annulation de la donne (main faible)"),
}
DOUBLINGS = {False: gettext_lazy("coinché"), True: gettext_lazy("surcoinché")}


#: The rule-page section of each reason (``GameWords.sections``).
SECTIONS = (
    ("call_legal", "contrats-deroulement"),
    ("out_of_turn", "contrats-coinche"),
    ("coinche_in_turn_only", "variantes-coinche"),
    ("coinche_not_*", "variantes-coinche"),
    ("surcoinche_bidder_only", "contrats-coinche"),
    ("coinche_*", "contrats-coinche"),
    ("surcoinche_*", "contrats-coinche"),
    ("bid_after_coinche", "contrats-coinche"),
    ("no_*", "variantes-encheres"),
    ("sa_ta_only_capot", "variantes-encheres"),
    ("bid_above_maximum", "variantes-encheres"),
    ("too_many_bids", "variantes-encheres"),
    ("raise_own_same_trump", "variantes-encheres"),
    ("bid_*", "contrats-echelle"),
    ("raise_own_bid", "contrats-deroulement"),
    ("auction_*", "contrats-tous-passent"),
    ("capot_no_master_lead", "variantes-jeu"),
    ("must_beat_ta", "jeu-sa-ta"),
    ("must_follow_ta_cannot_beat", "jeu-sa-ta"),
    ("wins_led_ta", "jeu-sa-ta"),
    ("wins_led_sa", "jeu-sa-ta"),
    ("must_*", "jeu-obligations"),
    ("partner_master", "jeu-obligations"),
    ("undertrump_not_required", "jeu-obligations"),
    ("void_*", "jeu-obligations"),
    ("lead_free", "jeu-entame"),
    ("wins_*", "ordre-pli"),
    ("cannot_win_offsuit", "ordre-pli"),
    ("belote_kept", "annonces-belote"),
    ("best_announcement_*", "annonces-comparaison"),
    ("announcement_tie_first_seat", "annonces-comparaison"),
    ("announcements_*", "annonces-contrat"),
    ("no_announcements", "annonces"),
    ("coinche_multiplied", "marque-coinche"),
    ("loser_scores_nothing", "marque-coinche"),
    ("capot_*", "marque-capot"),
    ("generale_*", "marque-capot"),
    ("unannounced_capot_points", "marque-capot"),
    ("unannounced_generale_points", "marque-capot"),
    ("card_points_rounded", "marque-arrondi"),
    ("points_*", "marque-arrondi"),
    ("coinche_sheet_*", "fin-de-partie"),
    ("quiz_card_value", "points"),
    ("quiz_deck_total", "points-totaux"),
    ("quiz_announcement_value", "annonces-combinaisons"),
    ("quiz_*", "ordre-des-cartes"),
    ("contract_*", "marque-principe"),
    ("*", "marque-principe"),
)


#: What a learner forgot when the table refused his card, by the reason's code
#: (004 §Le jeu de la carte).
FORGOTTEN: Mapping[str, Template] = {
    "must_follow": gettext_lazy("fournir à la couleur demandée"),
    "must_follow_ta_cannot_beat": gettext_lazy("fournir à la couleur demandée"),
    "must_beat_ta": gettext_lazy("monter dans la couleur demandée"),
    "must_overtrump_trump_led": gettext_lazy("monter à l'atout"),
    "must_follow_trump": gettext_lazy("fournir à l'atout"),
    "must_trump": gettext_lazy("couper"),
    "must_trump_partner": gettext_lazy("couper"),
    "must_overtrump": gettext_lazy("surcouper"),
    "must_overtrump_partner": gettext_lazy("surcouper"),
    "must_undertrump": gettext_lazy("sous-couper quand vous ne pouvez pas surcouper"),
    "capot_no_master_lead": gettext_lazy("entamer sans carte maîtresse contre un capot"),
}


class CoincheWords(GameWords):
    """Belote coinchée (seed 004): seats Nord, Ouest, Sud, Est in the order of play (the turn
    passes to the right), numbered from 1 on rule pages; teams Nord-Sud and Est-Ouest."""

    slug = "coinche"
    search_names = SearchNames(
        words={"coinche": ("coinche",), "coinchee": ("coinche",), "belote": ("coinche",)},
        phrases={"belote coinchee": ("coinche",), "belote contree": ("coinche",)},
        terms=("belote", "coinche"),
    )
    forgotten = FORGOTTEN
    messages: ClassVar[Mapping[str, Template]] = MESSAGES
    theme_names: ClassVar[Mapping[str, Template]] = THEME_NAMES
    quiz_messages: ClassVar[Mapping[str, Template]] = QUIZ_MESSAGES
    you_messages: ClassVar[Mapping[str, Mapping[str, Template]]] = YOU_MESSAGES
    seated_messages: ClassVar[Mapping[str, Template]] = SEATED_MESSAGES
    seat_params = frozenset({"seat", "turn", "bidder", "by"})
    team_params = frozenset({"team", "by"})
    total_codes = frozenset({"team_total"})
    compass = SEATS
    home = 2
    sections = SECTIONS
    contract_names_taker = True

    def write(self, reason: Reason) -> str:
        """A call's permission says why: the ladder, the standing bid, the seat."""
        why = reason.get("why")
        if reason.code == "call_legal" and isinstance(why, str) and why in CALL_ALLOWED:
            bidder = reason.get("bidder")
            values = {
                "call": self.call_name(str(reason.get("call"))),
                "standing": self.call_name(str(reason.get("standing", ""))),
                "bidder": self.place(bidder) if isinstance(bidder, int) else "",
            }
            return str(CALL_ALLOWED[why]) % values
        return super().write(reason)

    def param(self, name: str, value: Param) -> str:
        """Teams by name, announcements and orders in words, then the shared writing."""
        if name in self.team_params and isinstance(value, str) and value in TEAM_NAMES:
            return self.team_name(value)
        if name == "doubled" and isinstance(value, bool):
            return str(DOUBLINGS[value])
        if name == "named_card" and isinstance(value, Card):
            return card_in_sentence(value)
        if name == "order" and isinstance(value, tuple):
            return " > ".join(card_name(c) for c in value if isinstance(c, Card))
        if name == "name" and isinstance(value, str) and value in ANNOUNCEMENT_NAMES:
            return str(ANNOUNCEMENT_NAMES[value])
        if name == "suit" and isinstance(value, Suit):
            return str(SUIT_NAMES[value])
        return super().param(name, value)

    def quiz_extras(self, fact: QuizFact) -> dict[str, str]:
        """A question that names the deal's trump opens on it: « Atout cœur », « Tout atout »."""
        mode = dict(fact.params).get("mode")
        if mode is None:
            return {}
        code = str(getattr(mode, "value", mode))
        opening = CONTRACT_OPENINGS.get(code)
        if opening is not None:
            return {"contract": str(opening)}
        return {"contract": str(SUIT_OPENING) % {"suit": self.mode_name(code)}}

    def quiz_option(self, fact: QuizFact, option: Param) -> str:
        """Cards by name, numbers as digits, the end of a game's answers in words."""
        if fact.option_code == "game_end" and isinstance(option, str):
            return str(END_OPTION_WORDS[option])
        if isinstance(option, Card):
            return card_name(option)
        return super().quiz_option(fact, option)

    def mode_name(self, code: str | None) -> str:
        """ "cœur", "tout atout", "sans atout"."""
        return suit_or_all_trumps(code)

    def seat_name(self, seat: int, players: str | None = None) -> str:
        """ "Est (joueur 4)": the seat's place and the number the reason sentences use."""
        return self.numbered_seat(SEATS[seat], seat)

    def speaking_order(self, players: str | None = None) -> str:
        """ "Ordre de parole : Nord, Ouest, Sud, Est ; Est a donné." """
        return _("Ordre de parole : %(order)s ; %(dealer)s a donné.") % {
            "order": ", ".join(str(s) for s in SEATS),
            "dealer": SEATS[DEALER],
        }

    def trick_labels(self, example: Mapping[str, Any], count: int) -> list[str]:
        """The seats that played, from the one that led."""
        leader = int(example.get("leader", 0))
        return [str(SEATS[(leader + i) % 4]) for i in range(count)]

    def auction_outcome(self, state: AuctionState, rules: Any) -> str:
        """The contract and who plays it; four passes mean a new deal."""
        if not state.ended or state.contract is None:
            if state.ended:
                return _("Les quatre joueurs ont passé : la donne n'est pas jouée, on redistribue.")
            return super().auction_outcome(state, rules)
        contract = state.contract
        declarer = SEATS[int(contract["declarer"])]
        text = _("Contrat : %(contract)s, joué par %(team)s (dernière enchère : %(player)s).") % {
            "contract": self._bid_text(contract),
            "team": self.team_name(str(contract["by"])),
            "player": declarer,
        }
        if contract["bid"] == "generale" and rules.generale_leads:
            text += " " + _("%(player)s entame le premier pli.") % {"player": declarer}
        return text

    def _bid_text(self, contract: Mapping[str, Any]) -> str:
        coinche = {0: "", 1: _(", coinché"), 2: _(", surcoinché")}[contract.get("coinche", 0)]
        return _("%(level)s %(trump)s%(coinche)s") % {
            "level": self.level_name(contract["bid"], False),
            "trump": self.mode_name(contract["trump"]),
            "coinche": coinche,
        }

    def team_name(self, team: str) -> str:
        """ "Nord-Sud", "Est-Ouest" (at an exercise's table turned so that « vous » is Sud,
        the team the turned seats make)."""
        if (self.bottom - self.home) % 2:
            team = "EW" if team == "NS" else "NS"
        return str(TEAM_NAMES[team])

    def team_of(self, seat: int) -> str:
        """The team of a seat, as this table names it."""
        return self.team_name(TEAMS[seat % 2])

    def sheet_deal(
        self, entry: Mapping[str, Any], players: Sequence[str], columns: Sequence[str]
    ) -> str:
        """ "110 ♥ · Nord et Sud · coinché"."""
        c = entry.get("contract", {})
        bid = {"capot": _("capot"), "generale": _("générale")}.get(c["bid"], str(c["bid"]))
        text = f"{bid} {short_trump(c['trump'])} · {columns[0 if c['by'] == 'NS' else 1]}"
        level = int(c.get("coinche", 0))
        if level:
            text += " · " + (_("coinché") if level == 1 else _("surcoinché"))
        return text

    def call_builder(self, rules: Any) -> CallBuilder:
        """The bids from 80 by the rules' step up to their highest (250 without one), then
        capot and générale; the six trump modes."""
        top = rules.max_bid or 250
        levels = [(str(v), str(v)) for v in range(80, top + 1, rules.bid_step)]
        levels += [("capot", _("capot")), ("generale", _("générale"))]
        return CallBuilder(
            tuple(levels),
            ("S", "H", "D", "C", "TA", "SA"),
            frozenset({"pass", "coinche", "surcoinche"}),
        )

    def call_name(self, call: str) -> str:
        """ "passe", "coinche", "110 cœur", "capot pique", "générale belotée sans atout"."""
        try:
            parsed = Call.parse(call)
        except EngineError:
            return call
        if parsed.kind != "bid":
            return str(CALL_WORDS[parsed.kind])
        if parsed.schmurtz:
            return _("capot « schmürtz »")
        assert parsed.mode is not None
        return _("%(value)s %(trump)s") % {
            "value": self.level_name(parsed.level, parsed.belote),
            "trump": self.mode_name(parsed.mode.value),
        }

    def level_name(self, level: object, belote: bool = False) -> str:
        """ "110", "capot", "générale", "capot beloté"."""
        if level == "capot":
            return _("capot beloté") if belote else _("capot")
        if level == "generale":
            return _("générale belotée") if belote else _("générale")
        return str(level)

    def contract_text(self, contract: Mapping[str, Any]) -> str:
        """ "110 cœur par Nord-Sud, coinché"."""
        coinche = {0: "", 1: _(", coinché"), 2: _(", surcoinché")}[contract.get("coinche", 0)]
        return _("%(level)s %(trump)s par %(team)s%(coinche)s") % {
            "level": self.level_name(contract["bid"], False),
            "trump": self.mode_name(contract["trump"]),
            "team": self.team_name(contract["by"]),
            "coinche": coinche,
        }

    def side_name(self, side: str, question: Mapping[str, Any]) -> str:
        """A team."""
        return self.team_name(side)

    def score_summary(self, question: Mapping[str, Any]) -> list[str]:
        """The contract, each team's points, tricks and announcements, and the belote."""
        result = question["result"]
        lines = [
            _("Contrat : %(contract)s.") % {"contract": self.contract_text(question["contract"])}
        ]
        for team in ("NS", "EW"):
            line = _("%(team)s : %(points)s de cartes (dix de der compris), %(tricks)s") % {
                "team": self.team_name(team),
                "points": points_text(result["points"][team]),
                "tricks": _tricks_text(result, team),
            }
            announced = result["announcements"][team]
            if announced:
                line += _(", %(points)s d'annonces") % {"points": points_text(announced)}
            lines.append(line + ".")
        belote = result.get("belote")
        if belote:
            holders = belote if isinstance(belote, list) else [belote]
            lines.append(
                _("Belote et rebelote : %(teams)s.")
                % {"teams": ", ".join(self.team_name(t) for t in holders)}
            )
        return lines

    def play_note(self, question: Mapping[str, Any]) -> str:
        """Where the partner's card is in the trick."""
        index = len(question.get("trick", ()))
        if index >= 2:
            return _("Votre partenaire a joué la carte %(n)d.") % {"n": index - 1}
        return _("Votre partenaire n'a pas encore joué.")


def _tricks_text(result: Mapping[str, Any], team: str) -> str:
    """A team's tricks; a score sheet's line says only who took them all (``capot``)."""
    if "tricks" in result:
        return tricks_text(result["tricks"][team])
    capot = result.get("capot")
    if capot is None:
        return _("une partie des plis")
    return _("tous les plis") if capot == team else _("aucun pli")
