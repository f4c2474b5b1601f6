"""The contract catalogue of each whist document: target, trump, sides, lead, open hand.

Seed 002 §3 ("La hiérarchie des annonces") and §4 (who leads), seed 003 §Les contrats and
§Valeur des contrats; the table of ``rules-analysis.md`` §3.4 and §4.2. Rule pages render
these records; ``contract_target`` answers the ``contract_target`` case kind from them.

>>> contract_target("seul", Rules(), tricks=7, trump=Suit.CLUBS).tricks
7
>>> t = contract_target("piccolo", Rules(document="couleur"))
>>> t.tricks, t.exact, t.trump
(1, True, None)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..cards import Suit
from ..errors import EngineError
from .rules import COULEUR, REGLEMENT, Rules

PARTNERSHIP = "partnership"
ALONE = "alone"
ALL = "all"

DEALER_LEFT = "dealer_left"
DECLARER = "declarer"
BOUCHEUR = "boucheur"

AFTER_FIRST_TRICK = "after_first_trick"
WHOLE_DEAL = "whole_deal"


@dataclass(frozen=True)
class ContractSpec:
    """One contract of one document."""

    name: str
    """Case-format name (``shared/casefile.md``), e.g. ``"petite_misere"``."""
    label: str
    """The French term the documents use, e.g. ``"petite misère"``."""
    document: str
    """``reglement`` (002) or ``couleur`` (003)."""
    side: str
    """``partnership`` (two declarers together), ``alone`` (one declarer against three, or two
    each playing alone when emballed "à deux"), or ``all`` (Dames: every player for himself)."""
    tricks: tuple[int, ...]
    """The trick counts that may be bid or targeted (the first is the lowest / default)."""
    exact: bool
    """Whether the target is exact (misères, piccolissimo, piccolo) rather than a minimum."""
    trump: str
    """``suit`` (the named suit), ``none``, ``declared`` (suit or none, as announced) or
    ``boucheur`` (the trou: the boucheur's card names it)."""
    leader: str
    """Who leads the first trick: ``dealer_left``, ``declarer`` or ``boucheur``."""
    emballable: bool
    """Whether another player may join it ("emballer")."""
    a_deux: bool = False
    """Whether, once emballed, each declarer plays for himself (002's "à deux" rows; 003's
    emballed misère and piccolo, where each partner must meet the target)."""
    tricks_played: int = 13
    """Tricks in the deal: 12 after the petite misère's discard."""
    open_hand: str | None = None
    """The declarer's hand lies open: ``after_first_trick`` (002 "étale son jeu après la
    première levée") or ``whole_deal`` (003 "Pendant tout le tour ... à jeu découvert")."""
    round_one_only: bool = False
    """002 §2: abondances and chlems must be announced in the first round."""
    not_round_one: bool = False
    """002 §3: a seul may not be announced in the first round."""
    needs_referee: bool = False
    """002 §4: games above the abondance sur table need a referee's prior consent (outside the
    engine's deal: recorded for the rule page)."""
    source: str = ""
    """Where the document defines it."""

    @property
    def declarers(self) -> int:
        """How many declarers the contract has when nobody joins an individual game."""
        return {PARTNERSHIP: 2, ALONE: 1, ALL: 4}[self.side]


_R = REGLEMENT
_C = COULEUR
_S3 = "002 §3 La hiérarchie des annonces"

REGLEMENT_CONTRACTS: tuple[ContractSpec, ...] = (
    ContractSpec(
        "trou",
        "trou",
        _R,
        PARTNERSHIP,
        (8, 9),
        False,
        "boucheur",
        BOUCHEUR,
        False,
        source="002 §2 (trou); §4 (le boucheur entame)",
    ),
    ContractSpec(
        "emballage",
        "emballage",
        _R,
        PARTNERSHIP,
        (8, 9, 10),
        False,
        "suit",
        DEALER_LEFT,
        True,
        source=_S3 + " (Emballage); §2",
    ),
    ContractSpec(
        "seul",
        "seul",
        _R,
        ALONE,
        (6, 7, 8),
        False,
        "suit",
        DEALER_LEFT,
        False,
        not_round_one=True,
        source=_S3 + " (Seul); §2",
    ),
    ContractSpec(
        "petite_misere",
        "petite misère",
        _R,
        ALONE,
        (0,),
        True,
        "none",
        DEALER_LEFT,
        True,
        a_deux=True,
        tricks_played=12,
        source=_S3 + " (Petite misère); §4",
    ),
    ContractSpec(
        "emballage_10_sur_misere",
        "emballage à 10 sur misère",
        _R,
        PARTNERSHIP,
        (10,),
        False,
        "suit",
        DEALER_LEFT,
        True,
        source=_S3 + " (Emballage 10 sur misère)",
    ),
    ContractSpec(
        "seul_8_sur_misere",
        "8 seul sur misère",
        _R,
        ALONE,
        (8,),
        False,
        "suit",
        DEALER_LEFT,
        False,
        not_round_one=True,
        source=_S3 + " (8 sur misère)",
    ),
    ContractSpec(
        "piccolissimo",
        "piccolissimo",
        _R,
        ALONE,
        (2,),
        True,
        "none",
        DEALER_LEFT,
        True,
        a_deux=True,
        source=_S3 + " (Piccolissimo)",
    ),
    ContractSpec(
        "abondance",
        "abondance",
        _R,
        ALONE,
        (9, 10, 11),
        False,
        "suit",
        DECLARER,
        False,
        round_one_only=True,
        source=_S3 + " (Abondance); §2; §4",
    ),
    ContractSpec(
        "abondance_sur_table",
        "abondance sur table",
        _R,
        ALONE,
        (9,),
        False,
        "suit",
        DECLARER,
        False,
        open_hand=AFTER_FIRST_TRICK,
        round_one_only=True,
        source=_S3 + " (Abondance sur table)",
    ),
    ContractSpec(
        "grande_misere",
        "grande misère",
        _R,
        ALONE,
        (0,),
        True,
        "none",
        DEALER_LEFT,
        True,
        a_deux=True,
        needs_referee=True,
        source=_S3 + " (Grande misère)",
    ),
    ContractSpec(
        "grande_misere_sur_trou",
        "grande misère sur trou",
        _R,
        ALONE,
        (0,),
        True,
        "none",
        DEALER_LEFT,
        False,
        needs_referee=True,
        source=_S3 + " (Grande misère sur trou)",
    ),
    ContractSpec(
        "piccolo",
        "piccolo",
        _R,
        ALONE,
        (1,),
        True,
        "none",
        DEALER_LEFT,
        True,
        a_deux=True,
        needs_referee=True,
        source=_S3 + " (Piccolo)",
    ),
    ContractSpec(
        "grande_misere_sur_table",
        "grande misère sur table",
        _R,
        ALONE,
        (0,),
        True,
        "none",
        DEALER_LEFT,
        False,
        open_hand=AFTER_FIRST_TRICK,
        needs_referee=True,
        source=_S3 + " (Grande misère sur table)",
    ),
    ContractSpec(
        "petit_solo_chlem",
        "petit solo-chlem",
        _R,
        ALONE,
        (12,),
        False,
        "declared",
        DEALER_LEFT,
        False,
        round_one_only=True,
        needs_referee=True,
        source=_S3 + " (Petit Solo-chlem); analysis W2-12",
    ),
    ContractSpec(
        "solo_chlem",
        "solo-chlem",
        _R,
        ALONE,
        (13,),
        False,
        "none",
        DECLARER,
        False,
        round_one_only=True,
        needs_referee=True,
        source=_S3 + " (Solo-chlem); §4",
    ),
    ContractSpec(
        "dames",
        "jeu des Dames",
        _R,
        ALL,
        (),
        False,
        "none",
        DEALER_LEFT,
        False,
        source="002 §2 and §4 (jeu des Dames); analysis W2-14",
    ),
)
"""Seed 002's contracts, lowest bid first (the trou and the Dames game are not bid)."""

_V = "003 §Valeur des contrats"

COULEUR_CONTRACTS: tuple[ContractSpec, ...] = (
    ContractSpec(
        "emballage",
        "couleur",
        _C,
        PARTNERSHIP,
        (8,),
        False,
        "suit",
        DEALER_LEFT,
        True,
        source=_V + " (Couleur)",
    ),
    ContractSpec(
        "seul",
        "solo",
        _C,
        ALONE,
        (6, 7, 8),
        False,
        "suit",
        DEALER_LEFT,
        False,
        source=_V + " (6, 7, 8 plis en solo)",
    ),
    ContractSpec(
        "petite_misere",
        "petite misère",
        _C,
        ALONE,
        (0,),
        True,
        "none",
        DEALER_LEFT,
        True,
        a_deux=True,
        tricks_played=12,
        source=_V + " (Petite misère)",
    ),
    ContractSpec(
        "piccolissimo",
        "piccolissimo",
        _C,
        ALONE,
        (2,),
        True,
        "none",
        DEALER_LEFT,
        False,
        source=_V + " (Piccolissimo)",
    ),
    ContractSpec(
        "piccolo",
        "piccolo",
        _C,
        ALONE,
        (1,),
        True,
        "none",
        DEALER_LEFT,
        True,
        a_deux=True,
        source=_V + " (Piccolo); analysis W3-6",
    ),
    ContractSpec(
        "abondance",
        "abondance",
        _C,
        ALONE,
        (9,),
        False,
        "none",
        DECLARER,
        False,
        source=_V + " (Abondance)",
    ),
    ContractSpec(
        "grande_misere",
        "grande misère",
        _C,
        ALONE,
        (0,),
        True,
        "none",
        DEALER_LEFT,
        False,
        source=_V + " (Grande misère)",
    ),
    ContractSpec(
        "abondance_sur_table",
        "abondance sur table",
        _C,
        ALONE,
        (9,),
        False,
        "none",
        DECLARER,
        False,
        open_hand=WHOLE_DEAL,
        source=_V + " (Abondance sur table)",
    ),
    ContractSpec(
        "chelem",
        "chelem",
        _C,
        ALONE,
        (13,),
        False,
        "none",
        DECLARER,
        False,
        source=_V + " (Chelem)",
    ),
    ContractSpec(
        "chelem_sur_table",
        "chelem sur table",
        _C,
        ALONE,
        (13,),
        False,
        "none",
        DECLARER,
        False,
        open_hand=WHOLE_DEAL,
        source="003 §Les contrats; analysis W3-3",
    ),
    ContractSpec(
        "trou",
        "trou",
        _C,
        PARTNERSHIP,
        (8, 9),
        False,
        "boucheur",
        DEALER_LEFT,
        False,
        source="003 §Début du jeu; analysis W3-2, W3-4",
    ),
)
"""Seed 003's contracts, lowest bid first (the trou is not bid)."""


def catalogue(rules: Rules) -> tuple[ContractSpec, ...]:
    """The contracts of ``rules.document``, with the options that change them applied."""
    base = REGLEMENT_CONTRACTS if rules.reglement else COULEUR_CONTRACTS
    return tuple(_with_options(spec, rules) for spec in base)


def _with_options(spec: ContractSpec, rules: Rules) -> ContractSpec:
    if spec.name in ("abondance", "abondance_sur_table"):
        return replace(spec, trump="suit" if rules.abondance_has_trump else "none")
    if spec.name == "petit_solo_chlem" and rules.petit_solo_chlem_lead == "declarer":
        return replace(spec, leader=DECLARER)
    return spec


_BY_NAME = {
    (rules_doc, spec.name): spec
    for rules_doc, specs in ((REGLEMENT, REGLEMENT_CONTRACTS), (COULEUR, COULEUR_CONTRACTS))
    for spec in specs
}
#: Every contract name of either document.
CONTRACT_NAMES: frozenset[str] = frozenset(name for _doc, name in _BY_NAME)


def contract_spec(name: str, rules: Rules) -> ContractSpec:
    """The contract called ``name`` in ``rules.document``; ``EngineError`` if it has none."""
    spec = _BY_NAME.get((rules.document, name))
    if spec is None:
        if isinstance(name, str) and name in CONTRACT_NAMES:
            raise EngineError(f"contract {name!r} is not part of the {rules.document!r} document")
        known = ", ".join(s.name for s in catalogue(rules))
        raise EngineError(f"unknown whist contract {name!r}; {rules.document} contracts: {known}")
    return _with_options(spec, rules)


@dataclass(frozen=True)
class Target:
    """What a contract requires, as the ``contract_target`` answer gives it."""

    tricks: int
    """Tricks required: a minimum, or the exact count when ``exact``."""
    exact: bool
    """Whether the count must be met exactly (misères, piccolissimo, piccolo)."""
    trump: Suit | None
    """The trump suit, ``None`` without trump."""
    leader: str
    """Who leads the first trick."""
    tricks_played: int
    """Tricks in the deal (12 after the petite misère's discard)."""
    open_hand: str | None
    """When the declarer's hand lies open, if ever."""
    declarers: int
    """Declarers when nobody joins an individual game."""


def contract_target(
    name: str,
    rules: Rules,
    *,
    tricks: int | None = None,
    trump: Suit | None = None,
    no_trump: bool = False,
    boucheur_ace: Suit | None = None,
) -> Target:
    """The tricks ``name`` requires, with its trump and lead.

    ``tricks`` is the bid where the contract is bid at several levels (emballage 8-10, seul
    6-8, 002's abondance 9-11). A trou needs ``trump`` and ``boucheur_ace`` (the suit of the
    boucheur's ace; ♥ for a trou royal): 8 tricks when they agree, 9 otherwise.

    >>> contract_target("trou", Rules(), trump=Suit.SPADES, boucheur_ace=Suit.SPADES).tricks
    8
    >>> contract_target("trou", Rules(), trump=Suit.HEARTS, boucheur_ace=Suit.SPADES).tricks
    9
    """
    spec = contract_spec(name, rules)
    if spec.name == "dames":
        raise EngineError("the Dames game has no trick target: each player avoids the queens")
    if spec.name == "trou":
        if trump is None or boucheur_ace is None:
            raise EngineError(
                "a trou's target needs the trump and boucheur_ace (the suit of the boucheur's "
                "ace, H for a trou royal)"
            )
        count = trou_target(boucheur_ace, trump)
        if tricks is not None and tricks != count:
            raise EngineError(f"this trou's target is {count} tricks, not {tricks}")
    else:
        count = spec.tricks[0] if tricks is None else tricks
        if count not in spec.tricks:
            allowed = ", ".join(map(str, spec.tricks))
            raise EngineError(f"{spec.label} is bid or played for {allowed} tricks, not {count}")
    played_trump = _contract_trump(spec, trump, no_trump)
    return Target(
        count,
        spec.exact,
        played_trump,
        spec.leader,
        spec.tricks_played,
        spec.open_hand,
        spec.declarers,
    )


def _contract_trump(spec: ContractSpec, trump: Suit | None, no_trump: bool) -> Suit | None:
    if spec.trump == "none":
        if trump is not None and spec.name not in ("abondance", "abondance_sur_table"):
            raise EngineError(f"{spec.label} is played without trump")
        return None
    if spec.trump == "declared":
        if trump is None and not no_trump:
            raise EngineError(f"{spec.label} needs its declared trump, or SA for no trump")
        return trump
    if trump is None:
        raise EngineError(f"{spec.label} is played with a trump: give the suit")
    return trump


def trou_target(boucheur_ace: Suit, trump: Suit) -> int:
    """8 tricks when the trump is the boucheur's ace suit ("bouche dans le trou"), else 9.

    002 §2 (trump in the boucheur's ace suit: 8, any other suit: 9); 003 §Début du jeu agrees;
    for a trou royal the "ace suit" is ♥ (analysis W2-11).
    """
    return 8 if trump is boucheur_ace else 9
